; hello.ll transformed: the same text printed in two calls (putchar-by-putchar tail).
@.s = private unnamed_addr constant [4 x i8] c"hel\00"

declare i32 @printf(i8*, ...)
declare i32 @putchar(i32)

define i32 @main() {
entry:
  %p = getelementptr inbounds [4 x i8], [4 x i8]* @.s, i64 0, i64 0
  %n = call i32 (i8*, ...) @printf(i8* %p)
  %a = call i32 @putchar(i32 108)
  %b = call i32 @putchar(i32 111)
  %c = call i32 @putchar(i32 10)
  ret i32 0
}
