; ModuleID = 'helper_sb.c'
source_filename = "helper_sb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [13 x i8] c"r1=%d r2=%d\0A\00", align 1
@r1 = dso_local global i32 0, align 4
@r2 = dso_local global i32 0, align 4
@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @left, i8* noundef null) #3
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @right, i8* noundef null) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i32, i32* @r1, align 4
  %11 = load i32, i32* @r2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @left(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [2 x i32], align 4
  store i8* %0, i8** %2, align 8
  %4 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i64 0, i64 0
  call void @put(i32* noundef %4, i32 noundef 5)
  call void @put(i32* noundef @x, i32 noundef 1)
  %5 = call i32 @get(i32* noundef @y)
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i64 0, i64 0
  %7 = call i32 @get(i32* noundef %6)
  %8 = add nsw i32 %5, %7
  %9 = sub nsw i32 %8, 5
  store i32 %9, i32* @r1, align 4
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @right(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [2 x i32], align 4
  store i8* %0, i8** %2, align 8
  %4 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i64 0, i64 1
  call void @put(i32* noundef %4, i32 noundef 7)
  call void @put(i32* noundef @y, i32 noundef 1)
  %5 = call i32 @get(i32* noundef @x)
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i64 0, i64 1
  %7 = call i32 @get(i32* noundef %6)
  %8 = add nsw i32 %5, %7
  %9 = sub nsw i32 %8, 7
  store i32 %9, i32* @r2, align 4
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %3, align 8
  store i32 %5, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
