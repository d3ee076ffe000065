; ModuleID = 'float_rounding.c'
source_filename = "float_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.500000e+00, double 0x4003FFFFFFFFFFFF, double 0x430C6BF526340004, double -0.000000e+00, double 7.000000e+00], align 16
@.str = private unnamed_addr constant [87 x i8] c"%.17g: round %g rint %g nearbyint %g trunc %g floor %g ceil %g lround %ld llrint %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"  f %.9g: %g %g %g %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  store i32 0, i32* %1, align 4
  %6 = bitcast [10 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([10 x double]* @__const.main.xs to i8*), i64 80, i1 true)
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %49, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %52

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [10 x double], [10 x double]* %2, i64 0, i64 %12
  %14 = load volatile double, double* %13, align 8
  store double %14, double* %4, align 8
  %15 = load double, double* %4, align 8
  %16 = load double, double* %4, align 8
  %17 = call double @llvm.round.f64(double %16)
  %18 = load double, double* %4, align 8
  %19 = call double @llvm.rint.f64(double %18)
  %20 = load double, double* %4, align 8
  %21 = call double @llvm.nearbyint.f64(double %20)
  %22 = load double, double* %4, align 8
  %23 = call double @llvm.trunc.f64(double %22)
  %24 = load double, double* %4, align 8
  %25 = call double @llvm.floor.f64(double %24)
  %26 = load double, double* %4, align 8
  %27 = call double @llvm.ceil.f64(double %26)
  %28 = load double, double* %4, align 8
  %29 = call i64 @lround(double noundef %28) #5
  %30 = load double, double* %4, align 8
  %31 = call i64 @llrint(double noundef %30) #5
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @.str, i64 0, i64 0), double noundef %15, double noundef %17, double noundef %19, double noundef %21, double noundef %23, double noundef %25, double noundef %27, i64 noundef %29, i64 noundef %31)
  %33 = load double, double* %4, align 8
  %34 = fptrunc double %33 to float
  store float %34, float* %5, align 4
  %35 = load float, float* %5, align 4
  %36 = fpext float %35 to double
  %37 = load float, float* %5, align 4
  %38 = call float @llvm.round.f32(float %37)
  %39 = fpext float %38 to double
  %40 = load float, float* %5, align 4
  %41 = call float @llvm.rint.f32(float %40)
  %42 = fpext float %41 to double
  %43 = load float, float* %5, align 4
  %44 = call float @llvm.trunc.f32(float %43)
  %45 = fpext float %44 to double
  %46 = load float, float* %5, align 4
  %47 = call i64 @lroundf(float noundef %46) #5
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %36, double noundef %39, double noundef %42, double noundef %45, i64 noundef %47)
  br label %49

49:                                               ; preds = %10
  %50 = load i32, i32* %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %3, align 4
  br label %7, !llvm.loop !6

52:                                               ; preds = %7
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nounwind
declare i64 @llrint(double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nounwind
declare i64 @lroundf(float noundef) #4

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
