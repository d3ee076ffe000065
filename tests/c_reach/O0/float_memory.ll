; ModuleID = 'float_memory.c'
source_filename = "float_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, double, float }
%union.pun = type { double }

@.str = private unnamed_addr constant [7 x i8] c"%016lx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%.15f\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"%016lx %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x double] [double 1.250000e+00, double 2.500000e+00, double 3.750000e+00, double 5.000000e+00], align 16
@__const.main.p = private unnamed_addr constant %struct.point { float 1.000000e+00, double 2.000000e+00, float 3.000000e+00 }, align 8
@__const.main.q = private unnamed_addr constant %struct.point { float 2.000000e+00, double 5.000000e+00, float -1.000000e+00 }, align 8
@.str.6 = private unnamed_addr constant [42 x i8] c"%g %g %g %g | %g %g %g | %08x | %g %g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pun, align 8
  %3 = alloca i32, align 4
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [3 x float], align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca %struct.point, align 8
  %10 = alloca %struct.point, align 8
  %11 = alloca %struct.point, align 8
  %12 = alloca %struct.point, align 8
  store i32 0, i32* %1, align 4
  %13 = bitcast %union.pun* %2 to double*
  store double -1.500000e+00, double* %13, align 8
  %14 = bitcast %union.pun* %2 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i64 noundef %15)
  store i32 0, i32* %3, align 4
  br label %17

17:                                               ; preds = %28, %0
  %18 = load i32, i32* %3, align 4
  %19 = icmp slt i32 %18, 8
  br i1 %19, label %20, label %31

20:                                               ; preds = %17
  %21 = bitcast %union.pun* %2 to [8 x i8]*
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i8], [8 x i8]* %21, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %26)
  br label %28

28:                                               ; preds = %20
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %3, align 4
  br label %17, !llvm.loop !6

31:                                               ; preds = %17
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %33 = bitcast %union.pun* %2 to i64*
  store i64 4614256656552045848, i64* %33, align 8
  %34 = bitcast %union.pun* %2 to double*
  %35 = load double, double* %34, align 8
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %35)
  %37 = bitcast %union.pun* %2 to [2 x float]*
  %38 = getelementptr inbounds [2 x float], [2 x float]* %37, i64 0, i64 0
  store float 1.000000e+00, float* %38, align 8
  %39 = bitcast %union.pun* %2 to [2 x float]*
  %40 = getelementptr inbounds [2 x float], [2 x float]* %39, i64 0, i64 1
  store float -2.000000e+00, float* %40, align 4
  %41 = bitcast %union.pun* %2 to i64*
  %42 = load i64, i64* %41, align 8
  %43 = bitcast %union.pun* %2 to [2 x float]*
  %44 = getelementptr inbounds [2 x float], [2 x float]* %43, i64 0, i64 1
  %45 = load float, float* %44, align 4
  %46 = fpext float %45 to double
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i64 noundef %42, double noundef %46)
  %48 = bitcast %union.pun* %2 to [8 x i8]*
  %49 = getelementptr inbounds [8 x i8], [8 x i8]* %48, i64 0, i64 7
  store i8 127, i8* %49, align 1
  %50 = bitcast %union.pun* %2 to [8 x i8]*
  %51 = getelementptr inbounds [8 x i8], [8 x i8]* %50, i64 0, i64 6
  store i8 -16, i8* %51, align 2
  %52 = bitcast %union.pun* %2 to double*
  %53 = load double, double* %52, align 8
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), double noundef %53)
  %55 = bitcast [4 x double]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %55, i8* align 16 bitcast ([4 x double]* @__const.main.arr to i8*), i64 32, i1 false)
  %56 = getelementptr inbounds [4 x double], [4 x double]* %5, i64 0, i64 0
  %57 = bitcast double* %56 to i8*
  %58 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 0
  %59 = bitcast double* %58 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %57, i8* align 16 %59, i64 32, i1 false)
  %60 = getelementptr inbounds [3 x float], [3 x float]* %6, i64 0, i64 0
  %61 = bitcast float* %60 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %61, i8 0, i64 12, i1 false)
  store float 0x3FD5555560000000, float* %8, align 4
  %62 = bitcast i32* %7 to i8*
  %63 = bitcast float* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %62, i8* align 4 %63, i64 4, i1 false)
  %64 = bitcast %struct.point* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %64, i8* align 8 bitcast (%struct.point* @__const.main.p to i8*), i64 24, i1 false)
  %65 = bitcast %struct.point* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %65, i8* align 8 bitcast (%struct.point* @__const.main.q to i8*), i64 24, i1 false)
  call void @mid(%struct.point* sret(%struct.point) align 8 %11, %struct.point* noundef byval(%struct.point) align 8 %9, %struct.point* noundef byval(%struct.point) align 8 %10)
  %66 = bitcast %struct.point* %12 to i8*
  %67 = bitcast %struct.point* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %66, i8* align 8 %67, i64 24, i1 false)
  %68 = getelementptr inbounds [4 x double], [4 x double]* %5, i64 0, i64 0
  %69 = load double, double* %68, align 16
  %70 = getelementptr inbounds [4 x double], [4 x double]* %5, i64 0, i64 1
  %71 = load double, double* %70, align 8
  %72 = getelementptr inbounds [4 x double], [4 x double]* %5, i64 0, i64 2
  %73 = load double, double* %72, align 16
  %74 = getelementptr inbounds [4 x double], [4 x double]* %5, i64 0, i64 3
  %75 = load double, double* %74, align 8
  %76 = getelementptr inbounds [3 x float], [3 x float]* %6, i64 0, i64 0
  %77 = load float, float* %76, align 4
  %78 = fpext float %77 to double
  %79 = getelementptr inbounds [3 x float], [3 x float]* %6, i64 0, i64 1
  %80 = load float, float* %79, align 4
  %81 = fpext float %80 to double
  %82 = getelementptr inbounds [3 x float], [3 x float]* %6, i64 0, i64 2
  %83 = load float, float* %82, align 4
  %84 = fpext float %83 to double
  %85 = load i32, i32* %7, align 4
  %86 = getelementptr inbounds %struct.point, %struct.point* %12, i32 0, i32 0
  %87 = load float, float* %86, align 8
  %88 = fpext float %87 to double
  %89 = getelementptr inbounds %struct.point, %struct.point* %12, i32 0, i32 1
  %90 = load double, double* %89, align 8
  %91 = getelementptr inbounds %struct.point, %struct.point* %12, i32 0, i32 2
  %92 = load float, float* %91, align 8
  %93 = fpext float %92 to double
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), double noundef %69, double noundef %71, double noundef %73, double noundef %75, double noundef %78, double noundef %81, double noundef %84, i32 noundef %85, double noundef %88, double noundef %90, double noundef %93)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mid(%struct.point* noalias sret(%struct.point) align 8 %0, %struct.point* noundef byval(%struct.point) align 8 %1, %struct.point* noundef byval(%struct.point) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.point, %struct.point* %1, i32 0, i32 0
  %6 = load float, float* %5, align 8
  %7 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 0
  %8 = load float, float* %7, align 8
  %9 = fadd float %6, %8
  %10 = fdiv float %9, 2.000000e+00
  store float %10, float* %4, align 8
  %11 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.point, %struct.point* %1, i32 0, i32 1
  %13 = load double, double* %12, align 8
  %14 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = fadd double %13, %15
  %17 = fdiv double %16, 2.000000e+00
  store double %17, double* %11, align 8
  %18 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 2
  %19 = getelementptr inbounds %struct.point, %struct.point* %1, i32 0, i32 2
  %20 = load float, float* %19, align 8
  %21 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 2
  %22 = load float, float* %21, align 8
  %23 = fadd float %20, %22
  %24 = fdiv float %23, 2.000000e+00
  store float %24, float* %18, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
