; ModuleID = 'float_counter.c'
source_filename = "float_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@.str = private unnamed_addr constant [16 x i8] c"%.17g %.17g %d\0A\00", align 1
@total = dso_local global double 0.000000e+00, align 8
@partial = dso_local global [2 x double] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  store i64 0, i64* %3, align 8
  br label %7

7:                                                ; preds = %16, %0
  %8 = load i64, i64* %3, align 8
  %9 = icmp slt i64 %8, 2
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load i64, i64* %3, align 8
  %12 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %11
  %13 = load i64, i64* %3, align 8
  %14 = inttoptr i64 %13 to i8*
  %15 = call i32 @pthread_create(i64* noundef %12, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef %14) #5
  br label %16

16:                                               ; preds = %10
  %17 = load i64, i64* %3, align 8
  %18 = add nsw i64 %17, 1
  store i64 %18, i64* %3, align 8
  br label %7, !llvm.loop !6

19:                                               ; preds = %7
  store double 0.000000e+00, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %20

20:                                               ; preds = %34, %19
  %21 = load i32, i32* %5, align 4
  %22 = icmp slt i32 %21, 2
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = load i32, i32* %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %25
  %27 = load i64, i64* %26, align 8
  %28 = call i32 @pthread_join(i64 noundef %27, i8** noundef %6)
  %29 = load i8*, i8** %6, align 8
  %30 = bitcast i8* %29 to double*
  %31 = load double, double* %30, align 8
  %32 = load double, double* %4, align 8
  %33 = fadd double %32, %31
  store double %33, double* %4, align 8
  br label %34

34:                                               ; preds = %23
  %35 = load i32, i32* %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %5, align 4
  br label %20, !llvm.loop !8

37:                                               ; preds = %20
  %38 = load double, double* @total, align 8
  %39 = load double, double* %4, align 8
  %40 = load double, double* @total, align 8
  %41 = load double, double* %4, align 8
  %42 = fcmp oeq double %40, %41
  %43 = zext i1 %42 to i32
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef %38, double noundef %39, i32 noundef %43)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @work(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  store i64 %6, i64* %3, align 8
  %7 = load i64, i64* %3, align 8
  %8 = add nsw i64 %7, 1
  %9 = sitofp i64 %8 to double
  %10 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %9, double 2.000000e-01)
  store double %10, double* %4, align 8
  %11 = load double, double* %4, align 8
  %12 = load i64, i64* %3, align 8
  %13 = getelementptr inbounds [2 x double], [2 x double]* @partial, i64 0, i64 %12
  store double %11, double* %13, align 8
  %14 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5
  %15 = load double, double* %4, align 8
  %16 = load double, double* @total, align 8
  %17 = fadd double %16, %15
  store double %17, double* @total, align 8
  %18 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5
  %19 = load i64, i64* %3, align 8
  %20 = getelementptr inbounds [2 x double], [2 x double]* @partial, i64 0, i64 %19
  %21 = bitcast double* %20 to i8*
  call void @pthread_exit(i8* noundef %21) #6
  unreachable
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #1

; Function Attrs: noreturn
declare void @pthread_exit(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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
