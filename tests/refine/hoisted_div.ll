; Target: the division of guarded_div.ll hoisted above the test (speculated): with @d = 0
; it divides by zero, undefined behaviour the source does not have.
@d = global i32 0

define i32 @f() {
entry:
  %d = load i32, i32* @d
  %q = sdiv i32 10, %d
  %nz = icmp ne i32 %d, 0
  %r = select i1 %nz, i32 %q, i32 0
  ret i32 %r
}

define i32 @main() {
entry:
  %r = call i32 @f()
  ret i32 %r
}
