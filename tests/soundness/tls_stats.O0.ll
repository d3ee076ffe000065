; ModuleID = 'tls_stats.c'
source_filename = "tls_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@total_hits = dso_local global i64 0, align 8
@total_misses = dso_local global i64 0, align 8
@hits = internal thread_local global i64 0, align 8
@last = dso_local global i64 0, align 8
@misses = internal thread_local global i64 0, align 8
@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %3, align 8
  br label %5

5:                                                ; preds = %15, %0
  %6 = load i64, i64* %3, align 8
  %7 = icmp slt i64 %6, 2
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %9
  %11 = load i64, i64* %3, align 8
  %12 = add nsw i64 %11, 1
  %13 = inttoptr i64 %12 to i8*
  %14 = call i32 @pthread_create(i64* noundef %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %13) #3
  br label %15

15:                                               ; preds = %8
  %16 = load i64, i64* %3, align 8
  %17 = add nsw i64 %16, 1
  store i64 %17, i64* %3, align 8
  br label %5, !llvm.loop !6

18:                                               ; preds = %5
  store i32 0, i32* %4, align 4
  br label %19

19:                                               ; preds = %28, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %20, 2
  br i1 %21, label %22, label %31

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24
  %26 = load i64, i64* %25, align 8
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null)
  br label %28

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %4, align 4
  br label %19, !llvm.loop !8

31:                                               ; preds = %19
  %32 = load i64, i64* @total_hits, align 8
  %33 = mul nsw i64 %32, 10
  %34 = load i64, i64* @total_misses, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, i64* @hits, align 8
  %37 = mul nsw i64 100, %36
  %38 = add nsw i64 %35, %37
  %39 = trunc i64 %38 to i32
  ret i32 %39
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  store i64 %6, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %7

7:                                                ; preds = %25, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %28

10:                                               ; preds = %7
  %11 = load i64, i64* %3, align 8
  %12 = mul nsw i64 %11, 1103515245
  %13 = add nsw i64 %12, 12345
  %14 = and i64 %13, 2147483647
  store i64 %14, i64* %3, align 8
  %15 = load i64, i64* %3, align 8
  %16 = srem i64 %15, 3
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %10
  %19 = load i64, i64* @hits, align 8
  %20 = add nsw i64 %19, 1
  store i64 %20, i64* @hits, align 8
  br label %24

21:                                               ; preds = %10
  %22 = load i64, i64* @misses, align 8
  %23 = add nsw i64 %22, 1
  store i64 %23, i64* @misses, align 8
  br label %24

24:                                               ; preds = %21, %18
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %7, !llvm.loop !9

28:                                               ; preds = %7
  %29 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #3
  %30 = load i64, i64* @hits, align 8
  %31 = load i64, i64* @total_hits, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, i64* @total_hits, align 8
  %33 = load i64, i64* @misses, align 8
  %34 = load i64, i64* @total_misses, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, i64* @total_misses, align 8
  %36 = load i64, i64* @hits, align 8
  store i64 %36, i64* @last, align 8
  %37 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #3
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #1

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
