; Any program: @f returns 42 and @main prints "anything".
@.s = private unnamed_addr constant [9 x i8] c"anything\00"

declare i32 @puts(i8*)

define i32 @f() {
entry:
  ret i32 42
}

define i32 @main() {
entry:
  %p = getelementptr inbounds [9 x i8], [9 x i8]* @.s, i64 0, i64 0
  %n = call i32 @puts(i8* %p)
  ret i32 0
}
