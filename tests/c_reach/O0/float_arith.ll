; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [8 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e-01, double 1.000000e+308, double -1.000000e-310, double 3.000000e+00], align 16
@.str = private unnamed_addr constant [43 x i8] c"%g %g: + %g - %g * %g / %g | %d%d%d%d%d%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"nan: %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"%.9g %.9g %.9g %.9g %.9g\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"%.17g %.9g %.17g %.9g\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"%d %d %u %ld %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %21 = bitcast [8 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %21, i8* align 16 bitcast ([8 x double]* @__const.main.vals to i8*), i64 64, i1 true)
  store volatile double 0.000000e+00, double* %3, align 8
  %22 = load volatile double, double* %3, align 8
  %23 = load volatile double, double* %3, align 8
  %24 = fdiv double %22, %23
  store double %24, double* %4, align 8
  %25 = load volatile double, double* %3, align 8
  %26 = fdiv double 1.000000e+00, %25
  store double %26, double* %5, align 8
  store i32 8, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %27

27:                                               ; preds = %88, %0
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %6, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %91

31:                                               ; preds = %27
  store i32 0, i32* %8, align 4
  br label %32

32:                                               ; preds = %84, %31
  %33 = load i32, i32* %8, align 4
  %34 = load i32, i32* %6, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %87

36:                                               ; preds = %32
  %37 = load i32, i32* %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 0, i64 %38
  %40 = call double @d(double* noundef %39)
  store double %40, double* %9, align 8
  %41 = load i32, i32* %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x double], [8 x double]* %2, i64 0, i64 %42
  %44 = call double @d(double* noundef %43)
  store double %44, double* %10, align 8
  %45 = load double, double* %9, align 8
  %46 = load double, double* %10, align 8
  %47 = load double, double* %9, align 8
  %48 = load double, double* %10, align 8
  %49 = fadd double %47, %48
  %50 = load double, double* %9, align 8
  %51 = load double, double* %10, align 8
  %52 = fsub double %50, %51
  %53 = load double, double* %9, align 8
  %54 = load double, double* %10, align 8
  %55 = fmul double %53, %54
  %56 = load double, double* %9, align 8
  %57 = load double, double* %10, align 8
  %58 = fdiv double %56, %57
  %59 = load double, double* %9, align 8
  %60 = load double, double* %10, align 8
  %61 = fcmp olt double %59, %60
  %62 = zext i1 %61 to i32
  %63 = load double, double* %9, align 8
  %64 = load double, double* %10, align 8
  %65 = fcmp ole double %63, %64
  %66 = zext i1 %65 to i32
  %67 = load double, double* %9, align 8
  %68 = load double, double* %10, align 8
  %69 = fcmp ogt double %67, %68
  %70 = zext i1 %69 to i32
  %71 = load double, double* %9, align 8
  %72 = load double, double* %10, align 8
  %73 = fcmp oge double %71, %72
  %74 = zext i1 %73 to i32
  %75 = load double, double* %9, align 8
  %76 = load double, double* %10, align 8
  %77 = fcmp oeq double %75, %76
  %78 = zext i1 %77 to i32
  %79 = load double, double* %9, align 8
  %80 = load double, double* %10, align 8
  %81 = fcmp une double %79, %80
  %82 = zext i1 %81 to i32
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str, i64 0, i64 0), double noundef %45, double noundef %46, double noundef %49, double noundef %52, double noundef %55, double noundef %58, i32 noundef %62, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i32 noundef %82)
  br label %84

84:                                               ; preds = %36
  %85 = load i32, i32* %8, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %8, align 4
  br label %32, !llvm.loop !6

87:                                               ; preds = %32
  br label %88

88:                                               ; preds = %87
  %89 = load i32, i32* %7, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %7, align 4
  br label %27, !llvm.loop !8

91:                                               ; preds = %27
  %92 = load double, double* %4, align 8
  %93 = fcmp olt double %92, 1.000000e+00
  %94 = zext i1 %93 to i32
  %95 = load double, double* %4, align 8
  %96 = fcmp ogt double %95, 1.000000e+00
  %97 = zext i1 %96 to i32
  %98 = load double, double* %4, align 8
  %99 = load double, double* %4, align 8
  %100 = fcmp oeq double %98, %99
  %101 = zext i1 %100 to i32
  %102 = load double, double* %4, align 8
  %103 = load double, double* %4, align 8
  %104 = fcmp une double %102, %103
  %105 = zext i1 %104 to i32
  %106 = load double, double* %4, align 8
  %107 = fcmp ole double %106, 1.000000e+00
  %108 = xor i1 %107, true
  %109 = zext i1 %108 to i32
  %110 = load double, double* %5, align 8
  %111 = fcmp ogt double %110, 1.000000e+308
  %112 = zext i1 %111 to i32
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef %94, i32 noundef %97, i32 noundef %101, i32 noundef %105, i32 noundef %109, i32 noundef %112)
  store float 0x3FB99999A0000000, float* %11, align 4
  store float 3.000000e+00, float* %12, align 4
  store volatile float 0x4170000000000000, float* %13, align 4
  %114 = load float, float* %11, align 4
  %115 = load float, float* %12, align 4
  %116 = fadd float %114, %115
  %117 = fpext float %116 to double
  %118 = load float, float* %11, align 4
  %119 = load float, float* %12, align 4
  %120 = fmul float %118, %119
  %121 = fpext float %120 to double
  %122 = load float, float* %11, align 4
  %123 = load float, float* %12, align 4
  %124 = fdiv float %122, %123
  %125 = fpext float %124 to double
  %126 = load float, float* %12, align 4
  %127 = load float, float* %11, align 4
  %128 = fsub float %126, %127
  %129 = fpext float %128 to double
  %130 = load volatile float, float* %13, align 4
  %131 = fpext float %130 to double
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), double noundef %117, double noundef %121, double noundef %125, double noundef %129, double noundef %131)
  store volatile i64 9007199254740993, i64* %14, align 8
  store volatile i64 -1, i64* %15, align 8
  %133 = load volatile i64, i64* %14, align 8
  %134 = sitofp i64 %133 to double
  %135 = load volatile i64, i64* %14, align 8
  %136 = sitofp i64 %135 to float
  %137 = fpext float %136 to double
  %138 = load volatile i64, i64* %15, align 8
  %139 = uitofp i64 %138 to double
  %140 = load volatile i64, i64* %15, align 8
  %141 = uitofp i64 %140 to float
  %142 = fpext float %141 to double
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %134, double noundef %137, double noundef %139, double noundef %142)
  store volatile double -7.900000e+00, double* %16, align 8
  store volatile double 7.900000e+00, double* %17, align 8
  store volatile double 2.500000e+09, double* %18, align 8
  %144 = load volatile double, double* %16, align 8
  %145 = fptosi double %144 to i32
  %146 = load volatile double, double* %17, align 8
  %147 = fptosi double %146 to i32
  %148 = load volatile double, double* %17, align 8
  %149 = fptoui double %148 to i32
  %150 = load volatile double, double* %18, align 8
  %151 = fptosi double %150 to i64
  %152 = load volatile double, double* %17, align 8
  %153 = fptosi double %152 to i32
  %154 = trunc i32 %153 to i8
  %155 = sext i8 %154 to i32
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %145, i32 noundef %147, i32 noundef %149, i64 noundef %151, i32 noundef %155)
  store volatile i32 -3, i32* %19, align 4
  store volatile i32 -294967296, i32* %20, align 4
  %157 = load volatile i32, i32* %19, align 4
  %158 = sitofp i32 %157 to double
  %159 = load volatile i32, i32* %20, align 4
  %160 = uitofp i32 %159 to double
  %161 = load volatile i32, i32* %19, align 4
  %162 = sitofp i32 %161 to float
  %163 = fdiv float %162, 2.000000e+00
  %164 = fpext float %163 to double
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), double noundef %158, double noundef %160, double noundef %164)
  %166 = load volatile double, double* %16, align 8
  %167 = fmul double %166, 1.000000e+01
  %168 = fptosi double %167 to i32
  %169 = and i32 %168, 127
  ret i32 %169
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d(double* noundef %0) #0 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  %3 = load double*, double** %2, align 8
  %4 = load volatile double, double* %3, align 8
  ret double %4
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
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
