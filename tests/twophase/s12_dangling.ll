; Scenario 12: a callee returns a pointer to its own alloca; popping its frame deallocated
; it, so the caller's load is UB.
define ptr @escape() {
  %x = alloca i32
  store i32 9, ptr %x
  ret ptr %x
}

define i32 @main() {
  %p = call ptr @escape()
  %v = load i32, ptr %p
  ret i32 %v
}
