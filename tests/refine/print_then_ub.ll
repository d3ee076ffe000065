; Prints "hello", then reaches `unreachable` (undefined behaviour): refines to anything.
@.s = private unnamed_addr constant [6 x i8] c"hello\00"

declare i32 @puts(i8*)

define i32 @main() {
entry:
  %p = getelementptr inbounds [6 x i8], [6 x i8]* @.s, i64 0, i64 0
  %n = call i32 @puts(i8* %p)
  unreachable
}
