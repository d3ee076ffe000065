; Scenario 10: getelementptr far out of bounds is no UB by itself; a load through it is.
; Past 2^64 a GEP is OOM in fin (the pointer arithmetic leaves the address space).
define i32 @far() {
  %p = alloca i32
  %q = getelementptr i8, ptr %p, i64 1000000
  ret i32 0
}

define i32 @far_load() {
  %p = alloca i32
  %q = getelementptr i8, ptr %p, i64 1000000
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @past_top() {
  %p = alloca i32
  %q = getelementptr i8, ptr %p, i64 9223372036854775807
  %r = getelementptr i8, ptr %q, i64 9223372036854775807
  ret i32 0
}
