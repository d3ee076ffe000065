; Scenario 8 (paper §2.1): a = malloc(4); b = malloc(4); *b = 1; c = a + OFFSET; *c = 2;
; print(*b).  Under the bump allocator b's block starts right after a's, so with OFFSET 4
; c has b's address but a's provenance: the store is UB (never "prints 2").  With OFFSET 0
; it prints 1.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @run(i64 %offset) {
  %a = call ptr @malloc(i64 4)
  %b = call ptr @malloc(i64 4)
  store i32 1, ptr %b
  %c = getelementptr i8, ptr %a, i64 %offset
  store i32 2, ptr %c
  %v = load i32, ptr %b
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}

define i32 @offset4() {
  %r = call i32 @run(i64 4)
  ret i32 %r
}

define i32 @offset0() {
  %r = call i32 @run(i64 0)
  ret i32 %r
}
