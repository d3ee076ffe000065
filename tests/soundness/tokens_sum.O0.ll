; ModuleID = 'tokens_sum.c'
source_filename = "tokens_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@total = dso_local global i64 0, align 8
@last = dso_local global i64 0, align 8
@words = dso_local global i32 0, align 4
@lines = internal global [2 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [2 x i8] c" \00", align 1
@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"1 a\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"2\00", align 1

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
  %31 = load i64, i64* @total, align 8
  %32 = load i64, i64* @last, align 8
  %33 = mul nsw i64 100, %32
  %34 = add nsw i64 %31, %33
  %35 = trunc i64 %34 to i32
  ret i32 %35
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [8 x i8], align 1
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  %10 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 0
  %11 = load i8*, i8** %2, align 8
  %12 = ptrtoint i8* %11 to i64
  %13 = getelementptr inbounds [2 x i8*], [2 x i8*]* @lines, i64 0, i64 %12
  %14 = load i8*, i8** %13, align 8
  %15 = call i8* @strcpy(i8* noundef %10, i8* noundef %14) #3
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  store i8* null, i8** %6, align 8
  %16 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 0
  %17 = call i8* @strtok_r(i8* noundef %16, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef %6) #3
  store i8* %17, i8** %7, align 8
  br label %18

18:                                               ; preds = %36, %1
  %19 = load i8*, i8** %7, align 8
  %20 = icmp ne i8* %19, null
  br i1 %20, label %21, label %38

21:                                               ; preds = %18
  %22 = load i8*, i8** %7, align 8
  %23 = call i64 @strtol(i8* noundef %22, i8** noundef %8, i32 noundef 10) #3
  store i64 %23, i64* %9, align 8
  %24 = load i8*, i8** %8, align 8
  %25 = load i8, i8* %24, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = load i64, i64* %9, align 8
  %30 = load i64, i64* %4, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, i64* %4, align 8
  br label %35

32:                                               ; preds = %21
  %33 = load i32, i32* %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %5, align 4
  br label %35

35:                                               ; preds = %32, %28
  br label %36

36:                                               ; preds = %35
  %37 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef %6) #3
  store i8* %37, i8** %7, align 8
  br label %18, !llvm.loop !9

38:                                               ; preds = %18
  %39 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #3
  %40 = load i64, i64* %4, align 8
  %41 = load i64, i64* @total, align 8
  %42 = add nsw i64 %41, %40
  store i64 %42, i64* @total, align 8
  %43 = load i32, i32* %5, align 4
  %44 = load i32, i32* @words, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* @words, align 4
  %46 = load i64, i64* %4, align 8
  store i64 %46, i64* @last, align 8
  %47 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #3
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #1

; Function Attrs: nounwind
declare i8* @strtok_r(i8* noundef, i8* noundef, i8** noundef) #1

; Function Attrs: nounwind
declare i64 @strtol(i8* noundef, i8** noundef, i32 noundef) #1

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
