; ModuleID = 'double_table.c'
source_filename = "double_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@scale = dso_local global [4 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00, float 0x3F50624DE0000000], align 16
@offsets = dso_local global [3 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"%d %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%.10e %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store double 0.000000e+00, double* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %35, %0
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 6
  br i1 %6, label %7, label %38

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4
  %9 = call double @factor(i32 noundef %8)
  %10 = load i32, i32* %3, align 4
  %11 = srem i32 %10, 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x float], [4 x float]* @scale, i64 0, i64 %12
  %14 = load float, float* %13, align 4
  %15 = fpext float %14 to double
  %16 = load i32, i32* %3, align 4
  %17 = srem i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x double], [3 x double]* @offsets, i64 0, i64 %18
  %20 = load double, double* %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %9, double %15, double %20)
  store double %21, double* %19, align 8
  %22 = load i32, i32* %3, align 4
  %23 = call double @factor(i32 noundef %22)
  %24 = load double, double* %2, align 8
  %25 = fadd double %24, %23
  store double %25, double* %2, align 8
  %26 = load i32, i32* %3, align 4
  %27 = load i32, i32* %3, align 4
  %28 = call double @factor(i32 noundef %27)
  %29 = load i32, i32* %3, align 4
  %30 = srem i32 %29, 3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3 x double], [3 x double]* @offsets, i64 0, i64 %31
  %33 = load double, double* %32, align 8
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %26, double noundef %28, double noundef %33)
  br label %35

35:                                               ; preds = %7
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %4, !llvm.loop !6

38:                                               ; preds = %4
  %39 = load double, double* %2, align 8
  %40 = load double, double* %2, align 8
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %39, double noundef %40)
  %42 = load double, double* %2, align 8
  %43 = fcmp ogt double %42, 0.000000e+00
  %44 = zext i1 %43 to i32
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @factor(i32 noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
  ]

5:                                                ; preds = %1
  store double 1.500000e+00, double* %2, align 8
  br label %11

6:                                                ; preds = %1
  store double -2.500000e-01, double* %2, align 8
  br label %11

7:                                                ; preds = %1
  store double 3.000000e+10, double* %2, align 8
  br label %11

8:                                                ; preds = %1
  store double 1.000000e-01, double* %2, align 8
  br label %11

9:                                                ; preds = %1
  store double -7.750000e+00, double* %2, align 8
  br label %11

10:                                               ; preds = %1
  store double 0.000000e+00, double* %2, align 8
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load double, double* %2, align 8
  ret double %12
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
