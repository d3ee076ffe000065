; Scenario 6, fast variant: i = 2^64 - 1; i + 1 is OOM in fin and 2^64 in inf
; (returns 1 when the sum is 2^64 exactly).
define i32 @main() {
  %j = add iptr 18446744073709551615, 1
  %is = icmp eq iptr %j, 18446744073709551616
  %r = zext i1 %is to i32
  ret i32 %r
}
