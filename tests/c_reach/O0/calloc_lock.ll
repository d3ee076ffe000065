; ModuleID = 'calloc_lock.c'
source_filename = "calloc_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.shared = type { %union.pthread_mutex_t, i32, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [18 x i8] c"count %d hits %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.shared*, align 8
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #3
  %9 = bitcast i8* %8 to %struct.shared*
  store %struct.shared* %9, %struct.shared** %2, align 8
  %10 = load %struct.shared*, %struct.shared** %2, align 8
  %11 = icmp eq %struct.shared* %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %0
  store i32 1, i32* %1, align 4
  br label %54

13:                                               ; preds = %0
  %14 = load %struct.shared*, %struct.shared** %2, align 8
  %15 = getelementptr inbounds %struct.shared, %struct.shared* %14, i32 0, i32 2
  store i32 0, i32* %3, align 4
  %16 = load i32, i32* %3, align 4
  store atomic i32 %16, i32* %15 seq_cst, align 4
  store i32 0, i32* %5, align 4
  br label %17

17:                                               ; preds = %27, %13
  %18 = load i32, i32* %5, align 4
  %19 = icmp slt i32 %18, 2
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i64 0, i64 %22
  %24 = load %struct.shared*, %struct.shared** %2, align 8
  %25 = bitcast %struct.shared* %24 to i8*
  %26 = call i32 @pthread_create(i64* noundef %23, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %25) #3
  br label %27

27:                                               ; preds = %20
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %5, align 4
  br label %17, !llvm.loop !6

30:                                               ; preds = %17
  store i32 0, i32* %6, align 4
  br label %31

31:                                               ; preds = %40, %30
  %32 = load i32, i32* %6, align 4
  %33 = icmp slt i32 %32, 2
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = load i32, i32* %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x i64], [2 x i64]* %4, i64 0, i64 %36
  %38 = load i64, i64* %37, align 8
  %39 = call i32 @pthread_join(i64 noundef %38, i8** noundef null)
  br label %40

40:                                               ; preds = %34
  %41 = load i32, i32* %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %6, align 4
  br label %31, !llvm.loop !8

43:                                               ; preds = %31
  %44 = load %struct.shared*, %struct.shared** %2, align 8
  %45 = getelementptr inbounds %struct.shared, %struct.shared* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 8
  %47 = load %struct.shared*, %struct.shared** %2, align 8
  %48 = getelementptr inbounds %struct.shared, %struct.shared* %47, i32 0, i32 2
  %49 = load atomic i32, i32* %48 seq_cst, align 4
  store i32 %49, i32* %7, align 4
  %50 = load i32, i32* %7, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %46, i32 noundef %50)
  %52 = load %struct.shared*, %struct.shared** %2, align 8
  %53 = bitcast %struct.shared* %52 to i8*
  call void @free(i8* noundef %53) #3
  store i32 0, i32* %1, align 4
  br label %54

54:                                               ; preds = %43, %12
  %55 = load i32, i32* %1, align 4
  ret i32 %55
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.shared*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = bitcast i8* %6 to %struct.shared*
  store %struct.shared* %7, %struct.shared** %3, align 8
  %8 = load %struct.shared*, %struct.shared** %3, align 8
  %9 = getelementptr inbounds %struct.shared, %struct.shared* %8, i32 0, i32 0
  %10 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %9) #3
  %11 = load %struct.shared*, %struct.shared** %3, align 8
  %12 = getelementptr inbounds %struct.shared, %struct.shared* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %12, align 8
  %15 = load %struct.shared*, %struct.shared** %3, align 8
  %16 = getelementptr inbounds %struct.shared, %struct.shared* %15, i32 0, i32 0
  %17 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %16) #3
  %18 = load %struct.shared*, %struct.shared** %3, align 8
  %19 = getelementptr inbounds %struct.shared, %struct.shared* %18, i32 0, i32 2
  store i32 1, i32* %4, align 4
  %20 = load i32, i32* %4, align 4
  %21 = atomicrmw add i32* %19, i32 %20 seq_cst, align 4
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %5, align 4
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
