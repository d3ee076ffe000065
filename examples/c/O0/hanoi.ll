; ModuleID = 'hanoi.c'
source_filename = "hanoi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pegs = dso_local global [3 x [8 x i32]] zeroinitializer, align 16
@height = dso_local global [3 x i32] zeroinitializer, align 4
@moves = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [20 x i8] c"%d: disc %d %c->%c\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"moves=%d heights=%d,%d,%d top=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @move_disc(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %7
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %12, -1
  store i32 %13, i32* %11, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %5, align 4
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %19
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %23, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [8 x i32], [8 x i32]* %20, i64 0, i64 %26
  store i32 %17, i32* %27, align 4
  %28 = load i32, i32* @moves, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* @moves, align 4
  %30 = load i32, i32* @moves, align 4
  %31 = load i32, i32* %5, align 4
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 65, %32
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 65, %34
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %30, i32 noundef %31, i32 noundef %33, i32 noundef %35)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %25

12:                                               ; preds = %4
  %13 = load i32, i32* %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, i32* %6, align 4
  %16 = load i32, i32* %8, align 4
  %17 = load i32, i32* %7, align 4
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %7, align 4
  call void @move_disc(i32 noundef %18, i32 noundef %19)
  %20 = load i32, i32* %5, align 4
  %21 = sub nsw i32 %20, 1
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %7, align 4
  %24 = load i32, i32* %6, align 4
  call void @hanoi(i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24)
  br label %25

25:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 4, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  store i32 %4, i32* %3, align 4
  br label %5

5:                                                ; preds = %14, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp sge i32 %6, 1
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* getelementptr inbounds ([3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 0), i64 0, i64 %12
  store i32 %9, i32* %13, align 4
  br label %14

14:                                               ; preds = %8
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* %3, align 4
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  %18 = load i32, i32* %2, align 4
  call void @hanoi(i32 noundef %18, i32 noundef 0, i32 noundef 2, i32 noundef 1)
  %19 = load i32, i32* @moves, align 4
  %20 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4
  %21 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 1), align 4
  %22 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 2), align 4
  %23 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 2), align 4
  %24 = sub nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], [8 x i32]* getelementptr inbounds ([3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 2), i64 0, i64 %25
  %27 = load i32, i32* %26, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %27)
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
