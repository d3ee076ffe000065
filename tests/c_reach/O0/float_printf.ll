; ModuleID = 'float_printf.c'
source_filename = "float_printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@values = internal constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 2.500000e+00, double 3.500000e+00, double 1.000000e-05, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 1.234560e-04, double 0x4023FFFFFCA501AD, double 5.000000e-01, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [81 x i8] c"%f|%e|%g|%a|%.0f|%.3e|%.10g|%#g|%#.0f|%+.2f|% e|%12.4f|%-12.2e|%012.3f|%G|%E|%A\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"%.1a|%.0a|%.3a|%#a|%20a|%.15g|%.17g|%*.*f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"%f %F %e %g %a %5f %-6f| %06f %+f\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%f %.10f %a %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  store i32 0, i32* %1, align 4
  store volatile double 0.000000e+00, double* %2, align 8
  %8 = load volatile double, double* %2, align 8
  %9 = fdiv double 1.000000e+00, %8
  store double %9, double* %3, align 8
  %10 = load volatile double, double* %2, align 8
  %11 = load volatile double, double* %2, align 8
  %12 = fdiv double %10, %11
  store double %12, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %13

13:                                               ; preds = %49, %0
  %14 = load i32, i32* %5, align 4
  %15 = zext i32 %14 to i64
  %16 = icmp ult i64 %15, 17
  br i1 %16, label %17, label %52

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [17 x double], [17 x double]* @values, i64 0, i64 %19
  %21 = load double, double* %20, align 8
  store double %21, double* %6, align 8
  %22 = load double, double* %6, align 8
  %23 = load double, double* %6, align 8
  %24 = load double, double* %6, align 8
  %25 = load double, double* %6, align 8
  %26 = load double, double* %6, align 8
  %27 = load double, double* %6, align 8
  %28 = load double, double* %6, align 8
  %29 = load double, double* %6, align 8
  %30 = load double, double* %6, align 8
  %31 = load double, double* %6, align 8
  %32 = load double, double* %6, align 8
  %33 = load double, double* %6, align 8
  %34 = load double, double* %6, align 8
  %35 = load double, double* %6, align 8
  %36 = load double, double* %6, align 8
  %37 = load double, double* %6, align 8
  %38 = load double, double* %6, align 8
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([81 x i8], [81 x i8]* @.str, i64 0, i64 0), double noundef %22, double noundef %23, double noundef %24, double noundef %25, double noundef %26, double noundef %27, double noundef %28, double noundef %29, double noundef %30, double noundef %31, double noundef %32, double noundef %33, double noundef %34, double noundef %35, double noundef %36, double noundef %37, double noundef %38)
  %40 = load double, double* %6, align 8
  %41 = load double, double* %6, align 8
  %42 = load double, double* %6, align 8
  %43 = load double, double* %6, align 8
  %44 = load double, double* %6, align 8
  %45 = load double, double* %6, align 8
  %46 = load double, double* %6, align 8
  %47 = load double, double* %6, align 8
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, i32 noundef 10, i32 noundef 2, double noundef %47)
  br label %49

49:                                               ; preds = %17
  %50 = load i32, i32* %5, align 4
  %51 = add i32 %50, 1
  store i32 %51, i32* %5, align 4
  br label %13, !llvm.loop !6

52:                                               ; preds = %13
  %53 = load double, double* %3, align 8
  %54 = load double, double* %3, align 8
  %55 = fneg double %54
  %56 = load double, double* %4, align 8
  %57 = load double, double* %4, align 8
  %58 = fneg double %57
  %59 = load double, double* %3, align 8
  %60 = load double, double* %4, align 8
  %61 = load double, double* %3, align 8
  %62 = load double, double* %3, align 8
  %63 = fneg double %62
  %64 = load double, double* %4, align 8
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), double noundef %53, double noundef %55, double noundef %56, double noundef %58, double noundef %59, double noundef %60, double noundef %61, double noundef %63, double noundef %64)
  store float 0x3FF19999A0000000, float* %7, align 4
  %66 = load float, float* %7, align 4
  %67 = fpext float %66 to double
  %68 = load float, float* %7, align 4
  %69 = fpext float %68 to double
  %70 = load float, float* %7, align 4
  %71 = fpext float %70 to double
  %72 = load float, float* %7, align 4
  %73 = fmul float %72, 3.000000e+00
  %74 = fpext float %73 to double
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef %67, double noundef %69, double noundef %71, double noundef %74)
  ret i32 0
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
