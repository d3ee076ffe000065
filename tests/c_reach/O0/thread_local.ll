; ModuleID = 'thread_local.c'
source_filename = "thread_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [33 x i8] c"%d %d | %d %d | main %d %d | %d\0A\00", align 1
@seen = internal global [2 x i32] zeroinitializer, align 4
@second = internal global [2 x i32] zeroinitializer, align 4
@counter = internal thread_local global i32 0, align 4
@slots = internal thread_local global [3 x i32] [i32 5, i32 6, i32 7], align 4
@handed = internal global i32* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef null) #3
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef inttoptr (i64 1 to i8*)) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @second, i64 0, i64 0), align 4
  %13 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @second, i64 0, i64 1), align 4
  %14 = load i32, i32* @counter, align 4
  %15 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @slots, i64 0, i64 1), align 4
  %16 = sub nsw i32 %15, 6
  %17 = load i32*, i32** @handed, align 8
  %18 = load i32, i32* %17, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %16, i32 noundef %18)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @work(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %15, %1
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp sle i32 %9, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %8
  %13 = load i32, i32* @counter, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @counter, align 4
  br label %15

15:                                               ; preds = %12
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %4, align 4
  br label %8, !llvm.loop !6

18:                                               ; preds = %8
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  %21 = mul nsw i32 10, %20
  store i32 %21, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @slots, i64 0, i64 1), align 4
  %22 = load i32, i32* @counter, align 4
  %23 = load i32, i32* %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %24
  store i32 %22, i32* %25, align 4
  %26 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @slots, i64 0, i64 1), align 4
  %27 = load i32, i32* %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [2 x i32], [2 x i32]* @second, i64 0, i64 %28
  store i32 %26, i32* %29, align 4
  %30 = load i32, i32* %3, align 4
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %32, label %33

32:                                               ; preds = %18
  store i32* @counter, i32** @handed, align 8
  br label %33

33:                                               ; preds = %32, %18
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
