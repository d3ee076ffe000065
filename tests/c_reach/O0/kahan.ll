; ModuleID = 'kahan.c'
source_filename = "kahan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"%.9g %.9g %.17g %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store float 0.000000e+00, float* %2, align 4
  store float 0.000000e+00, float* %3, align 4
  store float 0.000000e+00, float* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %9

9:                                                ; preds = %28, %0
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %10, 300
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = load float, float* %2, align 4
  %14 = fadd float %13, 0x3FB99999A0000000
  store float %14, float* %2, align 4
  %15 = load float, float* %4, align 4
  %16 = fsub float 0x3FB99999A0000000, %15
  store float %16, float* %7, align 4
  %17 = load float, float* %3, align 4
  %18 = load float, float* %7, align 4
  %19 = fadd float %17, %18
  store float %19, float* %8, align 4
  %20 = load float, float* %8, align 4
  %21 = load float, float* %3, align 4
  %22 = fsub float %20, %21
  %23 = load float, float* %7, align 4
  %24 = fsub float %22, %23
  store float %24, float* %4, align 4
  %25 = load float, float* %8, align 4
  store float %25, float* %3, align 4
  %26 = load double, double* %5, align 8
  %27 = fadd double %26, 1.000000e-01
  store double %27, double* %5, align 8
  br label %28

28:                                               ; preds = %12
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %6, align 4
  br label %9, !llvm.loop !6

31:                                               ; preds = %9
  %32 = load float, float* %2, align 4
  %33 = fpext float %32 to double
  %34 = load float, float* %3, align 4
  %35 = fpext float %34 to double
  %36 = load double, double* %5, align 8
  %37 = load float, float* %2, align 4
  %38 = load float, float* %3, align 4
  %39 = fsub float %37, %38
  %40 = fpext float %39 to double
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %33, double noundef %35, double noundef %36, double noundef %40)
  %42 = load float, float* %2, align 4
  %43 = load float, float* %3, align 4
  %44 = fcmp une float %42, %43
  %45 = zext i1 %44 to i32
  ret i32 %45
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
