; ModuleID = 'float_convert.c'
source_filename = "float_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"%ld -> %a %a -> %ld %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"%a %a %f %f\0A\00", align 1
@__const.main.fracs = private unnamed_addr constant [8 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double 1.000000e+09, double -1.000000e+09, double 1.279900e+02], align 16
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %u %d %hhd\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"%.20f %.9g %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca [8 x double], align 16
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  store i32 0, i32* %1, align 4
  %15 = bitcast [7 x i64]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %15, i8 0, i64 56, i1 true)
  %16 = bitcast i8* %15 to [7 x i64]*
  %17 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 1
  store volatile i64 1, i64* %17, align 8
  %18 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 2
  store volatile i64 -1, i64* %18, align 16
  %19 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 3
  store volatile i64 16777217, i64* %19, align 8
  %20 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 4
  store volatile i64 9007199254740993, i64* %20, align 16
  %21 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 5
  store volatile i64 -9223372036854775808, i64* %21, align 8
  %22 = getelementptr inbounds [7 x i64], [7 x i64]* %16, i32 0, i32 6
  store volatile i64 123456789012345, i64* %22, align 16
  store i32 0, i32* %3, align 4
  br label %23

23:                                               ; preds = %44, %0
  %24 = load i32, i32* %3, align 4
  %25 = icmp slt i32 %24, 7
  br i1 %25, label %26, label %47

26:                                               ; preds = %23
  %27 = load i32, i32* %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [7 x i64], [7 x i64]* %2, i64 0, i64 %28
  %30 = load volatile i64, i64* %29, align 8
  store i64 %30, i64* %4, align 8
  %31 = load i64, i64* %4, align 8
  %32 = sitofp i64 %31 to float
  store float %32, float* %5, align 4
  %33 = load i64, i64* %4, align 8
  %34 = sitofp i64 %33 to double
  store double %34, double* %6, align 8
  %35 = load i64, i64* %4, align 8
  %36 = load float, float* %5, align 4
  %37 = fpext float %36 to double
  %38 = load double, double* %6, align 8
  %39 = load float, float* %5, align 4
  %40 = fptosi float %39 to i64
  %41 = load double, double* %6, align 8
  %42 = fptosi double %41 to i64
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %35, double noundef %37, double noundef %38, i64 noundef %40, i64 noundef %42)
  br label %44

44:                                               ; preds = %26
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %3, align 4
  br label %23, !llvm.loop !6

47:                                               ; preds = %23
  store volatile i64 -616, i64* %7, align 8
  store volatile i8 -56, i8* %8, align 1
  store volatile i16 -300, i16* %9, align 2
  %48 = load volatile i64, i64* %7, align 8
  %49 = uitofp i64 %48 to double
  %50 = load volatile i64, i64* %7, align 8
  %51 = uitofp i64 %50 to float
  %52 = fpext float %51 to double
  %53 = load volatile i8, i8* %8, align 1
  %54 = uitofp i8 %53 to double
  %55 = load volatile i16, i16* %9, align 2
  %56 = sitofp i16 %55 to float
  %57 = fpext float %56 to double
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), double noundef %49, double noundef %52, double noundef %54, double noundef %57)
  %59 = bitcast [8 x double]* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %59, i8* align 16 bitcast ([8 x double]* @__const.main.fracs to i8*), i64 64, i1 true)
  store i32 0, i32* %11, align 4
  br label %60

60:                                               ; preds = %98, %47
  %61 = load i32, i32* %11, align 4
  %62 = icmp slt i32 %61, 8
  br i1 %62, label %63, label %101

63:                                               ; preds = %60
  %64 = load i32, i32* %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [8 x double], [8 x double]* %10, i64 0, i64 %65
  %67 = load volatile double, double* %66, align 8
  %68 = fptosi double %67 to i32
  %69 = load i32, i32* %11, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [8 x double], [8 x double]* %10, i64 0, i64 %70
  %72 = load volatile double, double* %71, align 8
  %73 = fcmp olt double %72, 0.000000e+00
  br i1 %73, label %74, label %75

74:                                               ; preds = %63
  br label %80

75:                                               ; preds = %63
  %76 = load i32, i32* %11, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x double], [8 x double]* %10, i64 0, i64 %77
  %79 = load volatile double, double* %78, align 8
  br label %80

80:                                               ; preds = %75, %74
  %81 = phi double [ 0.000000e+00, %74 ], [ %79, %75 ]
  %82 = fptoui double %81 to i32
  %83 = load i32, i32* %11, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8 x double], [8 x double]* %10, i64 0, i64 %84
  %86 = load volatile double, double* %85, align 8
  %87 = fptosi double %86 to i32
  %88 = trunc i32 %87 to i16
  %89 = sext i16 %88 to i32
  %90 = load i32, i32* %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x double], [8 x double]* %10, i64 0, i64 %91
  %93 = load volatile double, double* %92, align 8
  %94 = fptosi double %93 to i32
  %95 = trunc i32 %94 to i8
  %96 = sext i8 %95 to i32
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %68, i32 noundef %82, i32 noundef %89, i32 noundef %96)
  br label %98

98:                                               ; preds = %80
  %99 = load i32, i32* %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %11, align 4
  br label %60, !llvm.loop !8

101:                                              ; preds = %60
  store float 0x3FD5555560000000, float* %12, align 4
  %102 = load float, float* %12, align 4
  %103 = fpext float %102 to double
  store double %103, double* %13, align 8
  %104 = load double, double* %13, align 8
  %105 = fmul double %104, 3.000000e+00
  %106 = fptrunc double %105 to float
  store float %106, float* %14, align 4
  %107 = load double, double* %13, align 8
  %108 = load float, float* %14, align 4
  %109 = fpext float %108 to double
  %110 = load float, float* %14, align 4
  %111 = fcmp oeq float %110, 1.000000e+00
  %112 = zext i1 %111 to i32
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %107, double noundef %109, i32 noundef %112)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

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
