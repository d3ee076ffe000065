; ModuleID = 'timed_waits.c'
source_filename = "timed_waits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@items = internal global %union.sem_t zeroinitializer, align 8
@m = internal global %union.pthread_mutex_t zeroinitializer, align 8
@ready = internal global i32 0, align 4
@ready_cond = internal global %union.pthread_cond_t zeroinitializer, align 8
@busy = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str = private unnamed_addr constant [40 x i8] c"cond=%s seen=%d sem=%d lock=%d free=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"woken\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"timeout\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.timespec, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %9 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef %2) #4
  %10 = getelementptr inbounds %struct.timespec, %struct.timespec* %2, i32 0, i32 0
  %11 = load i64, i64* %10, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, i64* %10, align 8
  %13 = call i32 @sem_init(%union.sem_t* noundef @items, i32 noundef 0, i32 noundef 0) #4
  %14 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4
  %15 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #4
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %24, %0
  %17 = load i32, i32* @ready, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %16
  %20 = load i32, i32* %4, align 4
  %21 = icmp eq i32 %20, 0
  br label %22

22:                                               ; preds = %19, %16
  %23 = phi i1 [ false, %16 ], [ %21, %19 ]
  br i1 %23, label %24, label %26

24:                                               ; preds = %22
  %25 = call i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef @ready_cond, %union.pthread_mutex_t* noundef @m, %struct.timespec* noundef %2)
  store i32 %25, i32* %4, align 4
  br label %16, !llvm.loop !6

26:                                               ; preds = %22
  %27 = load i32, i32* @ready, align 4
  store i32 %27, i32* %5, align 4
  %28 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #4
  %29 = call i32 @sem_timedwait(%union.sem_t* noundef @items, %struct.timespec* noundef %2)
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  br label %38

32:                                               ; preds = %26
  %33 = call i32* @__errno_location() #5
  %34 = load i32, i32* %33, align 4
  %35 = icmp eq i32 %34, 110
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, i32 -1, i32 -2
  br label %38

38:                                               ; preds = %32, %31
  %39 = phi i32 [ 1, %31 ], [ %37, %32 ]
  store i32 %39, i32* %6, align 4
  %40 = call i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef @busy, %struct.timespec* noundef %2) #4
  store i32 %40, i32* %7, align 4
  %41 = load i32, i32* %7, align 4
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %38
  %44 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @busy) #4
  br label %45

45:                                               ; preds = %43, %38
  %46 = load i64, i64* %3, align 8
  %47 = call i32 @pthread_join(i64 noundef %46, i8** noundef null)
  %48 = call i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef @busy, %struct.timespec* noundef %2) #4
  store i32 %48, i32* %8, align 4
  %49 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @busy) #4
  %50 = load i32, i32* %4, align 4
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %45
  br label %58

53:                                               ; preds = %45
  %54 = load i32, i32* %4, align 4
  %55 = icmp eq i32 %54, 110
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  br label %58

58:                                               ; preds = %53, %52
  %59 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), %52 ], [ %57, %53 ]
  %60 = load i32, i32* %5, align 4
  %61 = load i32, i32* %6, align 4
  %62 = load i32, i32* %7, align 4
  %63 = load i32, i32* %8, align 4
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), i8* noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #1

; Function Attrs: nounwind
declare i32 @sem_init(%union.sem_t* noundef, i32 noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @producer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @busy) #4
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #4
  store i32 1, i32* @ready, align 4
  %6 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @ready_cond) #4
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #4
  %8 = call i32 @sem_post(%union.sem_t* noundef @items) #4
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @busy) #4
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #1

declare i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef, %struct.timespec* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #1

declare i32 @sem_timedwait(%union.sem_t* noundef, %struct.timespec* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef, %struct.timespec* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) #1

; Function Attrs: nounwind
declare i32 @sem_post(%union.sem_t* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone willreturn }

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
