; ModuleID = 'local_helpers.c'
source_filename = "local_helpers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.stats = type { i32, i32, i32 }

@.str = private unnamed_addr constant [20 x i8] c"total %d, found %d\0A\00", align 1
@total = internal global i32 0, align 4
@found = internal global i32 0, align 4
@mu = internal global %union.pthread_mutex_t zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %3, align 8
  br label %5

5:                                                ; preds = %14, %0
  %6 = load i64, i64* %3, align 8
  %7 = icmp slt i64 %6, 2
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %9
  %11 = load i64, i64* %3, align 8
  %12 = inttoptr i64 %11 to i8*
  %13 = call i32 @pthread_create(i64* noundef %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %12) #3
  br label %14

14:                                               ; preds = %8
  %15 = load i64, i64* %3, align 8
  %16 = add nsw i64 %15, 1
  store i64 %16, i64* %3, align 8
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  store i32 0, i32* %4, align 4
  br label %18

18:                                               ; preds = %27, %17
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %19, 2
  br i1 %20, label %21, label %30

21:                                               ; preds = %18
  %22 = load i32, i32* %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %23
  %25 = load i64, i64* %24, align 8
  %26 = call i32 @pthread_join(i64 noundef %25, i8** noundef null)
  br label %27

27:                                               ; preds = %21
  %28 = load i32, i32* %4, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %4, align 4
  br label %18, !llvm.loop !8

30:                                               ; preds = %18
  %31 = load i32, i32* @total, align 4
  %32 = load i32, i32* @found, align 4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %31, i32 noundef %32)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca [6 x i32], align 16
  %5 = alloca %struct.stats, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  store i8* %0, i8** %2, align 8
  %8 = load i8*, i8** %2, align 8
  %9 = ptrtoint i8* %8 to i64
  %10 = trunc i64 %9 to i32
  store i32 %10, i32* %3, align 4
  %11 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 0
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  call void @fill(i32* noundef %11, i32 noundef 6, i32 noundef %13)
  call void @init_stats(%struct.stats* noundef %5)
  %14 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 0
  call void @add(%struct.stats* noundef %5, i32* noundef %14, i32 noundef 6)
  %15 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 0
  %16 = bitcast i32* %15 to i8*
  call void @qsort(i8* noundef %16, i64 noundef 6, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp)
  %17 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 3
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %6, align 4
  %19 = bitcast i32* %6 to i8*
  %20 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 0
  %21 = bitcast i32* %20 to i8*
  %22 = call i8* @bsearch(i8* noundef %19, i8* noundef %21, i64 noundef 6, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp)
  %23 = bitcast i8* %22 to i32*
  store i32* %23, i32** %7, align 8
  %24 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @mu) #3
  %25 = getelementptr inbounds %struct.stats, %struct.stats* %5, i32 0, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = mul nsw i32 %26, 10
  %28 = getelementptr inbounds %struct.stats, %struct.stats* %5, i32 0, i32 2
  %29 = load i32, i32* %28, align 4
  %30 = add nsw i32 %27, %29
  %31 = load i32, i32* @total, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, i32* @total, align 4
  %33 = load i32*, i32** %7, align 8
  %34 = icmp ne i32* %33, null
  br i1 %34, label %35, label %40

35:                                               ; preds = %1
  %36 = load i32*, i32** %7, align 8
  %37 = load i32, i32* %36, align 4
  %38 = load i32, i32* %6, align 4
  %39 = icmp eq i32 %37, %38
  br label %40

40:                                               ; preds = %35, %1
  %41 = phi i1 [ false, %1 ], [ %39, %35 ]
  %42 = zext i1 %41 to i32
  %43 = load i32, i32* @found, align 4
  %44 = add nsw i32 %43, %42
  store i32 %44, i32* @found, align 4
  %45 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @mu) #3
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = mul nsw i32 %13, 7
  %15 = load i32, i32* %7, align 4
  %16 = mul nsw i32 %15, 5
  %17 = add nsw i32 %14, %16
  %18 = srem i32 %17, 11
  %19 = load i32*, i32** %4, align 8
  %20 = load i32, i32* %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %19, i64 %21
  store i32 %18, i32* %22, align 4
  br label %23

23:                                               ; preds = %12
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  br label %8, !llvm.loop !9

26:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_stats(%struct.stats* noundef %0) #0 {
  %2 = alloca %struct.stats*, align 8
  store %struct.stats* %0, %struct.stats** %2, align 8
  %3 = load %struct.stats*, %struct.stats** %2, align 8
  %4 = getelementptr inbounds %struct.stats, %struct.stats* %3, i32 0, i32 1
  store i32 0, i32* %4, align 4
  %5 = load %struct.stats*, %struct.stats** %2, align 8
  %6 = getelementptr inbounds %struct.stats, %struct.stats* %5, i32 0, i32 0
  store i32 0, i32* %6, align 4
  %7 = load %struct.stats*, %struct.stats** %2, align 8
  %8 = getelementptr inbounds %struct.stats, %struct.stats* %7, i32 0, i32 2
  store i32 -1, i32* %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.stats* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.stats*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  store %struct.stats* %0, %struct.stats** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %8 = load i32*, i32** %5, align 8
  store i32* %8, i32** %7, align 8
  br label %9

9:                                                ; preds = %39, %3
  %10 = load i32*, i32** %7, align 8
  %11 = load i32*, i32** %5, align 8
  %12 = load i32, i32* %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %11, i64 %13
  %15 = icmp ult i32* %10, %14
  br i1 %15, label %16, label %42

16:                                               ; preds = %9
  %17 = load %struct.stats*, %struct.stats** %4, align 8
  %18 = getelementptr inbounds %struct.stats, %struct.stats* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %18, align 4
  %21 = load i32*, i32** %7, align 8
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.stats*, %struct.stats** %4, align 8
  %24 = getelementptr inbounds %struct.stats, %struct.stats* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, i32* %24, align 4
  %27 = load i32*, i32** %7, align 8
  %28 = load i32, i32* %27, align 4
  %29 = load %struct.stats*, %struct.stats** %4, align 8
  %30 = getelementptr inbounds %struct.stats, %struct.stats* %29, i32 0, i32 2
  %31 = load i32, i32* %30, align 4
  %32 = icmp sgt i32 %28, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %16
  %34 = load i32*, i32** %7, align 8
  %35 = load i32, i32* %34, align 4
  %36 = load %struct.stats*, %struct.stats** %4, align 8
  %37 = getelementptr inbounds %struct.stats, %struct.stats* %36, i32 0, i32 2
  store i32 %35, i32* %37, align 4
  br label %38

38:                                               ; preds = %33, %16
  br label %39

39:                                               ; preds = %38
  %40 = load i32*, i32** %7, align 8
  %41 = getelementptr inbounds i32, i32* %40, i32 1
  store i32* %41, i32** %7, align 8
  br label %9, !llvm.loop !10

42:                                               ; preds = %9
  ret void
}

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

declare i8* @bsearch(i8* noundef, i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

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
!10 = distinct !{!10, !7}
