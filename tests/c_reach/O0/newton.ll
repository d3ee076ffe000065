; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%5.2f %.17g %.9g %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"exact %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 1, i32* %3, align 4
  br label %7

7:                                                ; preds = %35, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp sle i32 %8, 20
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = sitofp i32 %11 to double
  %13 = fmul double %12, 1.500000e+00
  store double %13, double* %4, align 8
  %14 = load double, double* %4, align 8
  %15 = call double @root(double noundef %14)
  store double %15, double* %5, align 8
  %16 = load double, double* %4, align 8
  %17 = fptrunc double %16 to float
  %18 = call float @rootf(float noundef %17)
  store float %18, float* %6, align 4
  %19 = load double, double* %5, align 8
  %20 = load double, double* %4, align 8
  %21 = call double @sqrt(double noundef %20) #3
  %22 = fcmp oeq double %19, %21
  %23 = zext i1 %22 to i32
  %24 = load i32, i32* %2, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %2, align 4
  %26 = load double, double* %4, align 8
  %27 = load double, double* %5, align 8
  %28 = load float, float* %6, align 4
  %29 = fpext float %28 to double
  %30 = load double, double* %5, align 8
  %31 = load double, double* %4, align 8
  %32 = call double @sqrt(double noundef %31) #3
  %33 = fsub double %30, %32
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %26, double noundef %27, double noundef %29, double noundef %33)
  br label %35

35:                                               ; preds = %10
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %7, !llvm.loop !6

38:                                               ; preds = %7
  %39 = load i32, i32* %2, align 4
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39)
  %41 = load i32, i32* %2, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @root(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  %5 = load double, double* %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load double, double* %2, align 8
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %7
  %11 = phi double [ %8, %7 ], [ 1.000000e+00, %9 ]
  store double %11, double* %3, align 8
  store i32 0, i32* %4, align 4
  br label %12

12:                                               ; preds = %22, %10
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 60
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load double, double* %3, align 8
  %17 = load double, double* %2, align 8
  %18 = load double, double* %3, align 8
  %19 = fdiv double %17, %18
  %20 = fadd double %16, %19
  %21 = fmul double 5.000000e-01, %20
  store double %21, double* %3, align 8
  br label %22

22:                                               ; preds = %15
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %12, !llvm.loop !8

25:                                               ; preds = %12
  %26 = load double, double* %3, align 8
  ret double %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @rootf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, float* %2, align 4
  %5 = load float, float* %2, align 4
  %6 = fcmp ogt float %5, 1.000000e+00
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load float, float* %2, align 4
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %7
  %11 = phi float [ %8, %7 ], [ 1.000000e+00, %9 ]
  store float %11, float* %3, align 4
  store i32 0, i32* %4, align 4
  br label %12

12:                                               ; preds = %22, %10
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 40
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load float, float* %3, align 4
  %17 = load float, float* %2, align 4
  %18 = load float, float* %3, align 4
  %19 = fdiv float %17, %18
  %20 = fadd float %16, %19
  %21 = fmul float 5.000000e-01, %20
  store float %21, float* %3, align 4
  br label %22

22:                                               ; preds = %15
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %4, align 4
  br label %12, !llvm.loop !9

25:                                               ; preds = %12
  %26 = load float, float* %3, align 4
  ret float %26
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

declare i32 @printf(i8* noundef, ...) #2

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
