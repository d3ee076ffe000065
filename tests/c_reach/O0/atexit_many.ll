; ModuleID = 'atexit_many.c'
source_filename = "atexit_many.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"step %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"h1 %d\0A\00", align 1
@order = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"h2 %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"h3 %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %3 = call i32 @atexit(void ()* noundef @h1) #4
  %4 = call i32 @atexit(void ()* noundef @h2) #4
  %5 = call i32 @atexit(void ()* noundef @h1) #4
  %6 = call i32 @atexit(void ()* noundef @h3) #4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %19, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
  %13 = load i32, i32* %2, align 4
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = load i32, i32* %2, align 4
  %17 = add nsw i32 %16, 40
  call void @exit(i32 noundef %17) #5
  unreachable

18:                                               ; preds = %10
  br label %19

19:                                               ; preds = %18
  %20 = load i32, i32* %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %2, align 4
  br label %7, !llvm.loop !6

22:                                               ; preds = %7
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h1() #0 {
  %1 = load i32, i32* @order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h2() #0 {
  %1 = load i32, i32* @order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @h3() #0 {
  %1 = load i32, i32* @order, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %1)
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

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
