; ModuleID = 'bank_transfer.c'
source_filename = "bank_transfer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.account = type { %union.pthread_mutex_t, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@acc = dso_local global [2 x %struct.account] [%struct.account { %union.pthread_mutex_t zeroinitializer, i32 10 }, %struct.account zeroinitializer], align 16
@failed = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t1(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @transfer(i32 noundef 0, i32 noundef 1, i32 noundef 10)
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transfer(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load i32, i32* %4, align 4
  br label %16

14:                                               ; preds = %3
  %15 = load i32, i32* %5, align 4
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i32 [ %13, %12 ], [ %15, %14 ]
  store i32 %17, i32* %7, align 4
  %18 = load i32, i32* %4, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %16
  %22 = load i32, i32* %5, align 4
  br label %25

23:                                               ; preds = %16
  %24 = load i32, i32* %4, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ]
  store i32 %26, i32* %8, align 4
  %27 = load i32, i32* %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %28
  %30 = getelementptr inbounds %struct.account, %struct.account* %29, i32 0, i32 0
  %31 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %30) #3
  %32 = load i32, i32* %8, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.account, %struct.account* %34, i32 0, i32 0
  %36 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %35) #3
  %37 = load i32, i32* %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.account, %struct.account* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 8
  %42 = load i32, i32* %6, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %44, label %59

44:                                               ; preds = %25
  %45 = load i32, i32* %6, align 4
  %46 = load i32, i32* %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.account, %struct.account* %48, i32 0, i32 1
  %50 = load i32, i32* %49, align 8
  %51 = sub nsw i32 %50, %45
  store i32 %51, i32* %49, align 8
  %52 = load i32, i32* %6, align 4
  %53 = load i32, i32* %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.account, %struct.account* %55, i32 0, i32 1
  %57 = load i32, i32* %56, align 8
  %58 = add nsw i32 %57, %52
  store i32 %58, i32* %56, align 8
  br label %62

59:                                               ; preds = %25
  %60 = load i32, i32* @failed, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* @failed, align 4
  br label %62

62:                                               ; preds = %59, %44
  %63 = load i32, i32* %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %64
  %66 = getelementptr inbounds %struct.account, %struct.account* %65, i32 0, i32 0
  %67 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %66) #3
  %68 = load i32, i32* %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 %69
  %71 = getelementptr inbounds %struct.account, %struct.account* %70, i32 0, i32 0
  %72 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %71) #3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t2(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @transfer(i32 noundef 1, i32 noundef 0, i32 noundef 5)
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t1, i8* noundef null) #3
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t2, i8* noundef null) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8
  %11 = mul nsw i32 %10, 100
  %12 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8
  %13 = add nsw i32 %11, %12
  ret i32 %13
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

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
