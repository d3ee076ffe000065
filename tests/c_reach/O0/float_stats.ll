; ModuleID = 'float_stats.c'
source_filename = "float_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@data = internal global [10 x double] [double 3.700000e+00, double -1.250000e+00, double 9.500000e+00, double 1.000000e-03, double 4.200000e+01, double -1.775000e+01, double 2.500000e-03, double 8.125000e+00, double 6.000000e+00, double -5.000000e-01], align 16
@.str = private unnamed_addr constant [30 x i8] c"mean %.6f var %.6e fsum %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%g%c\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 10, i32* %2, align 4
  store double 0.000000e+00, double* %3, align 8
  store double 0.000000e+00, double* %4, align 8
  store float 0.000000e+00, float* %5, align 4
  store i32 0, i32* %6, align 4
  br label %13

13:                                               ; preds = %41, %0
  %14 = load i32, i32* %6, align 4
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %44

17:                                               ; preds = %13
  %18 = load i32, i32* %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %19
  %21 = load double, double* %20, align 8
  %22 = load double, double* %3, align 8
  %23 = fadd double %22, %21
  store double %23, double* %3, align 8
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %25
  %27 = load double, double* %26, align 8
  %28 = load i32, i32* %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %29
  %31 = load double, double* %30, align 8
  %32 = load double, double* %4, align 8
  %33 = call double @llvm.fmuladd.f64(double %27, double %31, double %32)
  store double %33, double* %4, align 8
  %34 = load i32, i32* %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %35
  %37 = load double, double* %36, align 8
  %38 = fptrunc double %37 to float
  %39 = load float, float* %5, align 4
  %40 = fadd float %39, %38
  store float %40, float* %5, align 4
  br label %41

41:                                               ; preds = %17
  %42 = load i32, i32* %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %6, align 4
  br label %13, !llvm.loop !6

44:                                               ; preds = %13
  %45 = load double, double* %3, align 8
  %46 = load i32, i32* %2, align 4
  %47 = sitofp i32 %46 to double
  %48 = fdiv double %45, %47
  store double %48, double* %7, align 8
  %49 = load double, double* %4, align 8
  %50 = load i32, i32* %2, align 4
  %51 = sitofp i32 %50 to double
  %52 = fdiv double %49, %51
  %53 = load double, double* %7, align 8
  %54 = load double, double* %7, align 8
  %55 = fneg double %53
  %56 = call double @llvm.fmuladd.f64(double %55, double %54, double %52)
  store double %56, double* %8, align 8
  store i32 0, i32* %9, align 4
  br label %57

57:                                               ; preds = %103, %44
  %58 = load i32, i32* %9, align 4
  %59 = load i32, i32* %2, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %106

61:                                               ; preds = %57
  store i32 0, i32* %10, align 4
  br label %62

62:                                               ; preds = %99, %61
  %63 = load i32, i32* %10, align 4
  %64 = add nsw i32 %63, 1
  %65 = load i32, i32* %2, align 4
  %66 = load i32, i32* %9, align 4
  %67 = sub nsw i32 %65, %66
  %68 = icmp slt i32 %64, %67
  br i1 %68, label %69, label %102

69:                                               ; preds = %62
  %70 = load i32, i32* %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %71
  %73 = load double, double* %72, align 8
  %74 = load i32, i32* %10, align 4
  %75 = add nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %76
  %78 = load double, double* %77, align 8
  %79 = fcmp ogt double %73, %78
  br i1 %79, label %80, label %98

80:                                               ; preds = %69
  %81 = load i32, i32* %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %82
  %84 = load double, double* %83, align 8
  store double %84, double* %11, align 8
  %85 = load i32, i32* %10, align 4
  %86 = add nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %87
  %89 = load double, double* %88, align 8
  %90 = load i32, i32* %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %91
  store double %89, double* %92, align 8
  %93 = load double, double* %11, align 8
  %94 = load i32, i32* %10, align 4
  %95 = add nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %96
  store double %93, double* %97, align 8
  br label %98

98:                                               ; preds = %80, %69
  br label %99

99:                                               ; preds = %98
  %100 = load i32, i32* %10, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %10, align 4
  br label %62, !llvm.loop !8

102:                                              ; preds = %62
  br label %103

103:                                              ; preds = %102
  %104 = load i32, i32* %9, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %9, align 4
  br label %57, !llvm.loop !9

106:                                              ; preds = %57
  %107 = load double, double* %7, align 8
  %108 = load double, double* %8, align 8
  %109 = load float, float* %5, align 4
  %110 = fpext float %109 to double
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), double noundef %107, double noundef %108, double noundef %110)
  store i32 0, i32* %12, align 4
  br label %112

112:                                              ; preds = %128, %106
  %113 = load i32, i32* %12, align 4
  %114 = load i32, i32* %2, align 4
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %116, label %131

116:                                              ; preds = %112
  %117 = load i32, i32* %12, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %118
  %120 = load double, double* %119, align 8
  %121 = load i32, i32* %12, align 4
  %122 = add nsw i32 %121, 1
  %123 = load i32, i32* %2, align 4
  %124 = icmp slt i32 %122, %123
  %125 = zext i1 %124 to i64
  %126 = select i1 %124, i32 32, i32 10
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), double noundef %120, i32 noundef %126)
  br label %128

128:                                              ; preds = %116
  %129 = load i32, i32* %12, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %12, align 4
  br label %112, !llvm.loop !10

131:                                              ; preds = %112
  %132 = load double, double* %7, align 8
  %133 = fcmp ogt double %132, 5.000000e+00
  %134 = zext i1 %133 to i32
  ret i32 %134
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
