; ModuleID = 'sem_pipeline.c'
source_filename = "sem_pipeline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local global %union.sem_t zeroinitializer, align 8
@spin = dso_local global i32 0, align 4
@buffer = dso_local global i32 0, align 4
@items = dso_local global %union.sem_t zeroinitializer, align 8
@consumed = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [47 x i8] c"consumed %d slots %d trywait %d %s clocks %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"EAGAIN\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 1, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sle i32 %5, 2
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = call i32 @sem_wait(%union.sem_t* noundef @slots)
  %9 = call i32 @pthread_spin_lock(i32* noundef @spin) #4
  %10 = load i32, i32* %3, align 4
  store i32 %10, i32* @buffer, align 4
  %11 = call i32 @pthread_spin_unlock(i32* noundef @spin) #4
  %12 = call i32 @sem_post(%union.sem_t* noundef @items) #4
  %13 = call i32 @usleep(i32 noundef 100)
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !6

17:                                               ; preds = %4
  %18 = load i8*, i8** %2, align 8
  ret i8* %18
}

declare i32 @sem_wait(%union.sem_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(i32* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(i32* noundef) #2

; Function Attrs: nounwind
declare i32 @sem_post(%union.sem_t* noundef) #2

declare i32 @usleep(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = call i32 @sem_wait(%union.sem_t* noundef @items)
  %9 = call i32 @pthread_spin_lock(i32* noundef @spin) #4
  %10 = load i32, i32* @buffer, align 4
  %11 = load i32, i32* @consumed, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, i32* @consumed, align 4
  %13 = call i32 @pthread_spin_unlock(i32* noundef @spin) #4
  %14 = call i32 @sem_post(%union.sem_t* noundef @slots) #4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %4, !llvm.loop !8

18:                                               ; preds = %4
  %19 = load i8*, i8** %2, align 8
  ret i8* %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.timespec, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %2) #4
  %9 = call i32 @sem_init(%union.sem_t* noundef @slots, i32 noundef 0, i32 noundef 1) #4
  %10 = call i32 @sem_init(%union.sem_t* noundef @items, i32 noundef 0, i32 noundef 0) #4
  %11 = call i32 @pthread_spin_init(i32* noundef @spin, i32 noundef 0) #4
  %12 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4
  %13 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4
  %14 = load i64, i64* %3, align 8
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null)
  %16 = load i64, i64* %4, align 8
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null)
  %18 = call i32 @sem_trywait(%union.sem_t* noundef @items) #4
  store i32 %18, i32* %6, align 4
  %19 = call i32* @__errno_location() #5
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %7, align 4
  %21 = call i32 @sem_getvalue(%union.sem_t* noundef @slots, i32* noundef %5) #4
  %22 = load i32, i32* @consumed, align 4
  %23 = load i32, i32* %5, align 4
  %24 = load i32, i32* %6, align 4
  %25 = load i32, i32* %7, align 4
  %26 = icmp eq i32 %25, 11
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)
  %29 = getelementptr inbounds %struct.timespec, %struct.timespec* %2, i32 0, i32 0
  %30 = load i64, i64* %29, align 8
  %31 = getelementptr inbounds %struct.timespec, %struct.timespec* %2, i32 0, i32 1
  %32 = load i64, i64* %31, align 8
  %33 = add nsw i64 %30, %32
  %34 = call i64 @time(i64* noundef null) #4
  %35 = add nsw i64 %33, %34
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %23, i32 noundef %24, i8* noundef %28, i64 noundef %35)
  %37 = load i32, i32* @consumed, align 4
  ret i32 %37
}

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #2

; Function Attrs: nounwind
declare i32 @sem_init(%union.sem_t* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_spin_init(i32* noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

; Function Attrs: nounwind
declare i32 @sem_trywait(%union.sem_t* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind
declare i32 @sem_getvalue(%union.sem_t* noundef, i32* noundef) #2

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare i64 @time(i64* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = distinct !{!8, !7}
