; Scenario 21: prints something else and returns normally.
@msg = private constant [3 x i8] c"b\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
  %p = call i32 (ptr, ...) @printf(ptr @msg)
  ret i32 7
}
