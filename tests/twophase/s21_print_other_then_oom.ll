; Scenario 21: prints "b", then allocates (OOM in fin with the allocator at the top).
@msg = private constant [3 x i8] c"b\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
  %p = call i32 (ptr, ...) @printf(ptr @msg)
  %x = alloca i64
  store i64 1, ptr %x
  ret i32 0
}
