; ModuleID = 'random_walk.c'
source_filename = "random_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%.6f %.6f %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 0, i32* %1, align 4
  store double 0.000000e+00, double* %2, align 8
  store double 0.000000e+00, double* %3, align 8
  store double 0.000000e+00, double* %4, align 8
  call void @srand(i32 noundef 99) #3
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %0
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 200
  br i1 %10, label %11, label %36

11:                                               ; preds = %8
  %12 = call i32 @rand() #3
  %13 = srem i32 %12, 360
  %14 = sitofp i32 %13 to double
  %15 = fmul double %14, 0x3F91DF46A2529D39
  store double %15, double* %6, align 8
  %16 = load double, double* %6, align 8
  %17 = call double @cos(double noundef %16) #3
  %18 = load double, double* %2, align 8
  %19 = fadd double %18, %17
  store double %19, double* %2, align 8
  %20 = load double, double* %6, align 8
  %21 = call double @sin(double noundef %20) #3
  %22 = load double, double* %3, align 8
  %23 = fadd double %22, %21
  store double %23, double* %3, align 8
  %24 = load double, double* %2, align 8
  %25 = load double, double* %3, align 8
  %26 = call double @hypot(double noundef %24, double noundef %25) #3
  store double %26, double* %7, align 8
  %27 = load double, double* %7, align 8
  %28 = load double, double* %4, align 8
  %29 = fcmp ogt double %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %11
  %31 = load double, double* %7, align 8
  store double %31, double* %4, align 8
  br label %32

32:                                               ; preds = %30, %11
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  %37 = load double, double* %2, align 8
  %38 = load double, double* %3, align 8
  %39 = load double, double* %4, align 8
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef %37, double noundef %38, double noundef %39)
  %41 = load double, double* %4, align 8
  %42 = fptosi double %41 to i32
  ret i32 %42
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @rand() #1

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #1

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
