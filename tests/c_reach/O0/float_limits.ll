; ModuleID = 'float_limits.c'
source_filename = "float_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"%a %.17g %s %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"normal\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [12 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store volatile double 0.000000e+00, double* %2, align 8
  %7 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 0
  store double 0x7FEFFFFFFFFFFFFF, double* %7, align 8
  %8 = getelementptr inbounds double, double* %7, i64 1
  store double 0x10000000000000, double* %8, align 8
  %9 = getelementptr inbounds double, double* %8, i64 1
  store double 0x3CB0000000000000, double* %9, align 8
  %10 = getelementptr inbounds double, double* %9, i64 1
  store double 0x47EFFFFFE0000000, double* %10, align 8
  %11 = getelementptr inbounds double, double* %10, i64 1
  store double 0x3810000000000000, double* %11, align 8
  %12 = getelementptr inbounds double, double* %11, i64 1
  store double 0x3E80000000000000, double* %12, align 8
  %13 = getelementptr inbounds double, double* %12, i64 1
  store double 1.875000e-01, double* %13, align 8
  %14 = getelementptr inbounds double, double* %13, i64 1
  store double -4.940660e-324, double* %14, align 8
  %15 = getelementptr inbounds double, double* %14, i64 1
  %16 = load volatile double, double* %2, align 8
  %17 = fdiv double 1.000000e+00, %16
  store double %17, double* %15, align 8
  %18 = getelementptr inbounds double, double* %15, i64 1
  %19 = load volatile double, double* %2, align 8
  %20 = load volatile double, double* %2, align 8
  %21 = fdiv double %19, %20
  store double %21, double* %18, align 8
  %22 = getelementptr inbounds double, double* %18, i64 1
  store double -0.000000e+00, double* %22, align 8
  %23 = getelementptr inbounds double, double* %22, i64 1
  store double 0x47EFFFFFE0000000, double* %23, align 8
  store i32 0, i32* %4, align 4
  br label %24

24:                                               ; preds = %71, %0
  %25 = load i32, i32* %4, align 4
  %26 = icmp slt i32 %25, 12
  br i1 %26, label %27, label %74

27:                                               ; preds = %24
  %28 = load i32, i32* %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %29
  %31 = load double, double* %30, align 8
  %32 = load i32, i32* %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %33
  %35 = load double, double* %34, align 8
  %36 = load i32, i32* %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %37
  %39 = load double, double* %38, align 8
  %40 = call i8* @kind(double noundef %39)
  %41 = load i32, i32* %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %42
  %44 = load double, double* %43, align 8
  %45 = fcmp uno double %44, %44
  %46 = zext i1 %45 to i32
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = load i32, i32* %4, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %50
  %52 = load double, double* %51, align 8
  %53 = call double @llvm.fabs.f64(double %52) #3
  %54 = fcmp oeq double %53, 0x7FF0000000000000
  %55 = bitcast double %52 to i64
  %56 = icmp slt i64 %55, 0
  %57 = select i1 %56, i32 -1, i32 1
  %58 = select i1 %54, i32 %57, i32 0
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = load i32, i32* %4, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [12 x double], [12 x double]* %3, i64 0, i64 %62
  %64 = load double, double* %63, align 8
  %65 = bitcast double %64 to i64
  %66 = icmp slt i64 %65, 0
  %67 = zext i1 %66 to i32
  %68 = icmp ne i32 %67, 0
  %69 = zext i1 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), double noundef %31, double noundef %35, i8* noundef %40, i32 noundef %48, i32 noundef %60, i32 noundef %69)
  br label %71

71:                                               ; preds = %27
  %72 = load i32, i32* %4, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %4, align 4
  br label %24, !llvm.loop !6

74:                                               ; preds = %24
  store float 0x47EFFFFFE0000000, float* %5, align 4
  %75 = load float, float* %5, align 4
  %76 = fmul float %75, 2.000000e+00
  store volatile float %76, float* %6, align 4
  %77 = load volatile float, float* %6, align 4
  %78 = call float @llvm.fabs.f32(float %77) #3
  %79 = fcmp oeq float %78, 0x7FF0000000000000
  %80 = bitcast float %77 to i32
  %81 = icmp slt i32 %80, 0
  %82 = select i1 %81, i32 -1, i32 1
  %83 = select i1 %79, i32 %82, i32 0
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %85, i32 noundef 77, double noundef 0x36A0000000000000)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @kind(double noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = load double, double* %3, align 8
  %5 = fcmp oeq double %4, 0.000000e+00
  br i1 %5, label %6, label %8

6:                                                ; preds = %13, %10, %8, %1
  %7 = phi i32 [ 2, %1 ], [ 0, %8 ], [ 1, %10 ], [ %15, %13 ]
  switch i32 %7, label %20 [
    i32 0, label %16
    i32 1, label %17
    i32 2, label %18
    i32 3, label %19
  ]

8:                                                ; preds = %1
  %9 = fcmp uno double %4, %4
  br i1 %9, label %6, label %10

10:                                               ; preds = %8
  %11 = call double @llvm.fabs.f64(double %4) #3
  %12 = fcmp oeq double %11, 0x7FF0000000000000
  br i1 %12, label %6, label %13

13:                                               ; preds = %10
  %14 = fcmp uge double %11, 0x10000000000000
  %15 = select i1 %14, i32 4, i32 3
  br label %6

16:                                               ; preds = %6
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8** %2, align 8
  br label %21

17:                                               ; preds = %6
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8** %2, align 8
  br label %21

18:                                               ; preds = %6
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i8** %2, align 8
  br label %21

19:                                               ; preds = %6
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i8** %2, align 8
  br label %21

20:                                               ; preds = %6
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i8** %2, align 8
  br label %21

21:                                               ; preds = %20, %19, %18, %17, %16
  %22 = load i8*, i8** %2, align 8
  ret i8* %22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { readnone }

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
