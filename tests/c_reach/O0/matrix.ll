; ModuleID = 'matrix.c'
source_filename = "matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat2 = type { float, float, float, float }
%struct.mat = type { [4 x [4 x double]] }

@.str = private unnamed_addr constant [25 x i8] c"%8.4f %8.4f %8.4f %8.4f\0A\00", align 1
@__const.main.q = private unnamed_addr constant %struct.mat2 { float 1.500000e+00, float 2.250000e+00, float -7.500000e-01, float 3.000000e+00 }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"det %.7g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.mat, align 8
  %3 = alloca %struct.mat, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.mat, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.mat2, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %9

9:                                                ; preds = %54, %0
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %57

12:                                               ; preds = %9
  store i32 0, i32* %5, align 4
  br label %13

13:                                               ; preds = %50, %12
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %53

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to double
  %20 = load i32, i32* %5, align 4
  %21 = sitofp i32 %20 to double
  %22 = fneg double %21
  %23 = call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %22)
  %24 = getelementptr inbounds %struct.mat, %struct.mat* %2, i32 0, i32 0
  %25 = load i32, i32* %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %24, i64 0, i64 %26
  %28 = load i32, i32* %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x double], [4 x double]* %27, i64 0, i64 %29
  store double %23, double* %30, align 8
  %31 = load i32, i32* %4, align 4
  %32 = load i32, i32* %5, align 4
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %16
  br label %41

35:                                               ; preds = %16
  %36 = load i32, i32* %4, align 4
  %37 = load i32, i32* %5, align 4
  %38 = sub nsw i32 %36, %37
  %39 = sitofp i32 %38 to double
  %40 = fmul double 1.250000e-01, %39
  br label %41

41:                                               ; preds = %35, %34
  %42 = phi double [ 2.000000e+00, %34 ], [ %40, %35 ]
  %43 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 0
  %44 = load i32, i32* %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %43, i64 0, i64 %45
  %47 = load i32, i32* %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], [4 x double]* %46, i64 0, i64 %48
  store double %42, double* %49, align 8
  br label %50

50:                                               ; preds = %41
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %5, align 4
  br label %13, !llvm.loop !6

53:                                               ; preds = %13
  br label %54

54:                                               ; preds = %53
  %55 = load i32, i32* %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %4, align 4
  br label %9, !llvm.loop !8

57:                                               ; preds = %9
  call void @mul(%struct.mat* sret(%struct.mat) align 8 %6, %struct.mat* noundef %2, %struct.mat* noundef %3)
  store i32 0, i32* %7, align 4
  br label %58

58:                                               ; preds = %87, %57
  %59 = load i32, i32* %7, align 4
  %60 = icmp slt i32 %59, 4
  br i1 %60, label %61, label %90

61:                                               ; preds = %58
  %62 = getelementptr inbounds %struct.mat, %struct.mat* %6, i32 0, i32 0
  %63 = load i32, i32* %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %62, i64 0, i64 %64
  %66 = getelementptr inbounds [4 x double], [4 x double]* %65, i64 0, i64 0
  %67 = load double, double* %66, align 8
  %68 = getelementptr inbounds %struct.mat, %struct.mat* %6, i32 0, i32 0
  %69 = load i32, i32* %7, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %68, i64 0, i64 %70
  %72 = getelementptr inbounds [4 x double], [4 x double]* %71, i64 0, i64 1
  %73 = load double, double* %72, align 8
  %74 = getelementptr inbounds %struct.mat, %struct.mat* %6, i32 0, i32 0
  %75 = load i32, i32* %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %74, i64 0, i64 %76
  %78 = getelementptr inbounds [4 x double], [4 x double]* %77, i64 0, i64 2
  %79 = load double, double* %78, align 8
  %80 = getelementptr inbounds %struct.mat, %struct.mat* %6, i32 0, i32 0
  %81 = load i32, i32* %7, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %80, i64 0, i64 %82
  %84 = getelementptr inbounds [4 x double], [4 x double]* %83, i64 0, i64 3
  %85 = load double, double* %84, align 8
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), double noundef %67, double noundef %73, double noundef %79, double noundef %85)
  br label %87

87:                                               ; preds = %61
  %88 = load i32, i32* %7, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %7, align 4
  br label %58, !llvm.loop !9

90:                                               ; preds = %58
  %91 = bitcast %struct.mat2* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %91, i8* align 4 bitcast (%struct.mat2* @__const.main.q to i8*), i64 16, i1 false)
  %92 = bitcast %struct.mat2* %8 to { <2 x float>, <2 x float> }*
  %93 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %92, i32 0, i32 0
  %94 = load <2 x float>, <2 x float>* %93, align 4
  %95 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %92, i32 0, i32 1
  %96 = load <2 x float>, <2 x float>* %95, align 4
  %97 = call float @det(<2 x float> %94, <2 x float> %96)
  %98 = fpext float %97 to double
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %98)
  %100 = bitcast %struct.mat2* %8 to { <2 x float>, <2 x float> }*
  %101 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %100, i32 0, i32 0
  %102 = load <2 x float>, <2 x float>* %101, align 4
  %103 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %100, i32 0, i32 1
  %104 = load <2 x float>, <2 x float>* %103, align 4
  %105 = call float @det(<2 x float> %102, <2 x float> %104)
  %106 = fptosi float %105 to i32
  ret i32 %106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(%struct.mat* noalias sret(%struct.mat) align 8 %0, %struct.mat* noundef %1, %struct.mat* noundef %2) #2 {
  %4 = alloca %struct.mat*, align 8
  %5 = alloca %struct.mat*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.mat* %1, %struct.mat** %4, align 8
  store %struct.mat* %2, %struct.mat** %5, align 8
  store i32 0, i32* %6, align 4
  br label %10

10:                                               ; preds = %58, %3
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %61

13:                                               ; preds = %10
  store i32 0, i32* %7, align 4
  br label %14

14:                                               ; preds = %54, %13
  %15 = load i32, i32* %7, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %57

17:                                               ; preds = %14
  store double 0.000000e+00, double* %8, align 8
  store i32 0, i32* %9, align 4
  br label %18

18:                                               ; preds = %42, %17
  %19 = load i32, i32* %9, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  %22 = load %struct.mat*, %struct.mat** %4, align 8
  %23 = getelementptr inbounds %struct.mat, %struct.mat* %22, i32 0, i32 0
  %24 = load i32, i32* %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %23, i64 0, i64 %25
  %27 = load i32, i32* %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x double], [4 x double]* %26, i64 0, i64 %28
  %30 = load double, double* %29, align 8
  %31 = load %struct.mat*, %struct.mat** %5, align 8
  %32 = getelementptr inbounds %struct.mat, %struct.mat* %31, i32 0, i32 0
  %33 = load i32, i32* %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %32, i64 0, i64 %34
  %36 = load i32, i32* %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], [4 x double]* %35, i64 0, i64 %37
  %39 = load double, double* %38, align 8
  %40 = load double, double* %8, align 8
  %41 = call double @llvm.fmuladd.f64(double %30, double %39, double %40)
  store double %41, double* %8, align 8
  br label %42

42:                                               ; preds = %21
  %43 = load i32, i32* %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %9, align 4
  br label %18, !llvm.loop !10

45:                                               ; preds = %18
  %46 = load double, double* %8, align 8
  %47 = getelementptr inbounds %struct.mat, %struct.mat* %0, i32 0, i32 0
  %48 = load i32, i32* %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x [4 x double]], [4 x [4 x double]]* %47, i64 0, i64 %49
  %51 = load i32, i32* %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x double], [4 x double]* %50, i64 0, i64 %52
  store double %46, double* %53, align 8
  br label %54

54:                                               ; preds = %45
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %7, align 4
  br label %14, !llvm.loop !11

57:                                               ; preds = %14
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %6, align 4
  br label %10, !llvm.loop !12

61:                                               ; preds = %10
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @det(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.mat2, align 4
  %4 = bitcast %struct.mat2* %3 to { <2 x float>, <2 x float> }*
  %5 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %4, i32 0, i32 0
  store <2 x float> %0, <2 x float>* %5, align 4
  %6 = getelementptr inbounds { <2 x float>, <2 x float> }, { <2 x float>, <2 x float> }* %4, i32 0, i32 1
  store <2 x float> %1, <2 x float>* %6, align 4
  %7 = getelementptr inbounds %struct.mat2, %struct.mat2* %3, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.mat2, %struct.mat2* %3, i32 0, i32 3
  %10 = load float, float* %9, align 4
  %11 = getelementptr inbounds %struct.mat2, %struct.mat2* %3, i32 0, i32 1
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds %struct.mat2, %struct.mat2* %3, i32 0, i32 2
  %14 = load float, float* %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  ret float %17
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
