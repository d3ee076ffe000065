; ModuleID = 'float_math.c'
source_filename = "float_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [8 x double] [double 2.000000e+00, double -2.500000e+00, double 5.000000e-01, double 1.500000e+00, double -5.000000e-01, double 1.000000e+01, double 1.000000e-03, double -0.000000e+00], align 16
@.str = private unnamed_addr constant [64 x i8] c"%g: fabs %g floor %g ceil %g round %g trunc %g rint %g sqrt %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"  copysign %g fmin %g fmax %g fmod %g fma %.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [65 x i8] c"  exp %.17g log %.17g sin %.17g cos %.17g pow %.17g atan2 %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"  f: %.9g %.9g %.9g %.9g %.9g\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"  lround %ld %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"%.17g %.9g %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast [8 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([8 x double]* @__const.main.xs to i8*), i64 64, i1 true)
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %91, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %94

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 0, i64 %16
  %18 = load volatile double, double* %17, align 8
  store double %18, double* %4, align 8
  %19 = load double, double* %4, align 8
  %20 = load double, double* %4, align 8
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = load double, double* %4, align 8
  %23 = call double @llvm.floor.f64(double %22)
  %24 = load double, double* %4, align 8
  %25 = call double @llvm.ceil.f64(double %24)
  %26 = load double, double* %4, align 8
  %27 = call double @llvm.round.f64(double %26)
  %28 = load double, double* %4, align 8
  %29 = call double @llvm.trunc.f64(double %28)
  %30 = load double, double* %4, align 8
  %31 = call double @llvm.rint.f64(double %30)
  %32 = load double, double* %4, align 8
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = call double @sqrt(double noundef %33) #5
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str, i64 0, i64 0), double noundef %19, double noundef %21, double noundef %23, double noundef %25, double noundef %27, double noundef %29, double noundef %31, double noundef %34)
  %36 = load double, double* %4, align 8
  %37 = call double @llvm.copysign.f64(double 3.000000e+00, double %36)
  %38 = load double, double* %4, align 8
  %39 = call double @llvm.minnum.f64(double %38, double 1.000000e+00)
  %40 = load double, double* %4, align 8
  %41 = call double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  %42 = load double, double* %4, align 8
  %43 = call double @fmod(double noundef 7.250000e+00, double noundef %42) #5
  %44 = load double, double* %4, align 8
  %45 = call double @llvm.fma.f64(double %44, double 1.000000e-01, double 1.000000e-17)
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), double noundef %37, double noundef %39, double noundef %41, double noundef %43, double noundef %45)
  %47 = load double, double* %4, align 8
  %48 = call double @exp(double noundef %47) #5
  %49 = load double, double* %4, align 8
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fadd double %50, 1.000000e+00
  %52 = call double @log(double noundef %51) #5
  %53 = load double, double* %4, align 8
  %54 = call double @sin(double noundef %53) #5
  %55 = load double, double* %4, align 8
  %56 = call double @cos(double noundef %55) #5
  %57 = load double, double* %4, align 8
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = call double @pow(double noundef %58, double noundef 7.500000e-01) #5
  %60 = load double, double* %4, align 8
  %61 = call double @atan2(double noundef %60, double noundef 2.000000e+00) #5
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.2, i64 0, i64 0), double noundef %48, double noundef %52, double noundef %54, double noundef %56, double noundef %59, double noundef %61)
  %63 = load double, double* %4, align 8
  %64 = fptrunc double %63 to float
  store float %64, float* %5, align 4
  %65 = load float, float* %5, align 4
  %66 = call float @llvm.fabs.f32(float %65)
  %67 = call float @sqrtf(float noundef %66) #5
  %68 = fpext float %67 to double
  %69 = load float, float* %5, align 4
  %70 = fmul float %69, 0x3FFB333340000000
  %71 = call float @llvm.floor.f32(float %70)
  %72 = fpext float %71 to double
  %73 = load float, float* %5, align 4
  %74 = fdiv float %73, 3.000000e+00
  %75 = fpext float %74 to double
  %76 = load float, float* %5, align 4
  %77 = call float @llvm.fma.f32(float %76, float 0x3FB99999A0000000, float 1.000000e+00)
  %78 = fpext float %77 to double
  %79 = load float, float* %5, align 4
  %80 = fmul float %79, 0x400A666660000000
  %81 = call float @llvm.round.f32(float %80)
  %82 = fpext float %81 to double
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i64 0, i64 0), double noundef %68, double noundef %72, double noundef %75, double noundef %78, double noundef %82)
  %84 = load double, double* %4, align 8
  %85 = fmul double %84, 1.500000e+00
  %86 = call i64 @lround(double noundef %85) #5
  %87 = load double, double* %4, align 8
  %88 = fmul double %87, 1.500000e+00
  %89 = call i64 @lrint(double noundef %88) #5
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef %86, i64 noundef %89)
  br label %91

91:                                               ; preds = %14
  %92 = load i32, i32* %3, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %3, align 4
  br label %11, !llvm.loop !6

94:                                               ; preds = %11
  store double 0.000000e+00, double* %6, align 8
  store i32 1, i32* %7, align 4
  br label %95

95:                                               ; preds = %107, %94
  %96 = load i32, i32* %7, align 4
  %97 = icmp sle i32 %96, 100
  br i1 %97, label %98, label %110

98:                                               ; preds = %95
  %99 = load i32, i32* %7, align 4
  %100 = sitofp i32 %99 to double
  %101 = load i32, i32* %7, align 4
  %102 = sitofp i32 %101 to double
  %103 = fmul double %100, %102
  %104 = fdiv double 1.000000e+00, %103
  %105 = load double, double* %6, align 8
  %106 = fadd double %105, %104
  store double %106, double* %6, align 8
  br label %107

107:                                              ; preds = %98
  %108 = load i32, i32* %7, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %7, align 4
  br label %95, !llvm.loop !8

110:                                              ; preds = %95
  store float 0.000000e+00, float* %8, align 4
  store i32 1, i32* %9, align 4
  br label %111

111:                                              ; preds = %120, %110
  %112 = load i32, i32* %9, align 4
  %113 = icmp sle i32 %112, 100
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = load float, float* %8, align 4
  %116 = load i32, i32* %9, align 4
  %117 = sitofp i32 %116 to float
  %118 = fdiv float 1.000000e+00, %117
  %119 = call float @llvm.fmuladd.f32(float %115, float 0x3FEFAE1480000000, float %118)
  store float %119, float* %8, align 4
  br label %120

120:                                              ; preds = %114
  %121 = load i32, i32* %9, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %9, align 4
  br label %111, !llvm.loop !9

123:                                              ; preds = %111
  %124 = load double, double* %6, align 8
  %125 = load float, float* %8, align 4
  %126 = fpext float %125 to double
  %127 = call double @sqrt(double noundef -1.000000e+00) #5
  %128 = fcmp uno double %127, %127
  %129 = zext i1 %128 to i32
  %130 = add nsw i32 %129, 1
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef %124, double noundef %126, i32 noundef %130)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @log(double noundef) #4

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #4

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
