; Scenario 21: prints, then has undefined behaviour (a load through null).
@msg = private constant [3 x i8] c"a\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
  %p = call i32 (ptr, ...) @printf(ptr @msg)
  %v = load i32, ptr null
  ret i32 %v
}
