; ModuleID = 'pc_bounded.c'
source_filename = "pc_bounded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8
@count = dso_local global i32 0, align 4
@buf = dso_local global [2 x i32] zeroinitializer, align 4
@head = dso_local global i32 0, align 4
@peak = dso_local global i32 0, align 4
@sum = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 1, i32* %3, align 4
  br label %4

4:                                                ; preds = %31, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sle i32 %5, 3
  br i1 %6, label %7, label %34

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #3
  br label %9

9:                                                ; preds = %12, %7
  %10 = load i32, i32* @count, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @not_full, %union.pthread_mutex_t* noundef @m)
  br label %9, !llvm.loop !6

14:                                               ; preds = %9
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* @head, align 4
  %17 = load i32, i32* @count, align 4
  %18 = add nsw i32 %16, %17
  %19 = srem i32 %18, 2
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %20
  store i32 %15, i32* %21, align 4
  %22 = load i32, i32* @count, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* @count, align 4
  %24 = load i32, i32* @peak, align 4
  %25 = icmp sgt i32 %23, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %14
  %27 = load i32, i32* @count, align 4
  store i32 %27, i32* @peak, align 4
  br label %28

28:                                               ; preds = %26, %14
  %29 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @not_empty) #3
  %30 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #3
  br label %31

31:                                               ; preds = %28
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %3, align 4
  br label %4, !llvm.loop !8

34:                                               ; preds = %4
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #1

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %29, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 3
  br i1 %6, label %7, label %32

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #3
  br label %9

9:                                                ; preds = %12, %7
  %10 = load i32, i32* @count, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @not_empty, %union.pthread_mutex_t* noundef @m)
  br label %9, !llvm.loop !9

14:                                               ; preds = %9
  %15 = load i32, i32* @sum, align 4
  %16 = mul nsw i32 %15, 10
  %17 = load i32, i32* @head, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = add nsw i32 %16, %20
  store i32 %21, i32* @sum, align 4
  %22 = load i32, i32* @head, align 4
  %23 = add nsw i32 %22, 1
  %24 = srem i32 %23, 2
  store i32 %24, i32* @head, align 4
  %25 = load i32, i32* @count, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, i32* @count, align 4
  %27 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @not_full) #3
  %28 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #3
  br label %29

29:                                               ; preds = %14
  %30 = load i32, i32* %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %3, align 4
  br label %4, !llvm.loop !10

32:                                               ; preds = %4
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #3
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i32, i32* @sum, align 4
  ret i32 %10
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
