; Scenario 18: with the allocator's base at 2^64 - 16, the first [16 x i8] fills the
; address space exactly and the second is OOM in fin (never UB); inf goes past 2^64.
define i32 @main() {
  %a = alloca [16 x i8]
  %b = alloca [16 x i8]
  store i8 1, ptr %b
  ret i32 0
}
