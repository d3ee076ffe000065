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

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = bitcast [8 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %2) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %2, i8* align 16 bitcast ([8 x double]* @__const.main.xs to i8*), i64 64, i1 true)
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %48, %3 ]
  %5 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 0, i64 %4
  %6 = load volatile double, double* %5, align 8, !tbaa !5
  %7 = call double @llvm.fabs.f64(double %6)
  %8 = call double @llvm.floor.f64(double %6)
  %9 = call double @llvm.ceil.f64(double %6)
  %10 = call double @llvm.round.f64(double %6)
  %11 = call double @llvm.trunc.f64(double %6)
  %12 = call double @llvm.rint.f64(double %6)
  %13 = call double @sqrt(double noundef %7) #7
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str, i64 0, i64 0), double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, double noundef %12, double noundef %13)
  %15 = call double @llvm.copysign.f64(double 3.000000e+00, double %6)
  %16 = call double @llvm.minnum.f64(double %6, double 1.000000e+00)
  %17 = call double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  %18 = call double @fmod(double noundef 7.250000e+00, double noundef %6) #7
  %19 = call double @llvm.fma.f64(double %6, double 1.000000e-01, double 1.000000e-17)
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), double noundef %15, double noundef %16, double noundef %17, double noundef %18, double noundef %19)
  %21 = call double @exp(double noundef %6) #7
  %22 = fadd double %7, 1.000000e+00
  %23 = call double @log(double noundef %22) #7
  %24 = call double @sin(double noundef %6) #7
  %25 = call double @cos(double noundef %6) #7
  %26 = call double @pow(double noundef %7, double noundef 7.500000e-01) #7
  %27 = call double @atan2(double noundef %6, double noundef 2.000000e+00) #7
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.2, i64 0, i64 0), double noundef %21, double noundef %23, double noundef %24, double noundef %25, double noundef %26, double noundef %27)
  %29 = fptrunc double %6 to float
  %30 = call float @llvm.fabs.f32(float %29)
  %31 = call float @sqrtf(float noundef %30) #7
  %32 = fpext float %31 to double
  %33 = fmul float %29, 0x3FFB333340000000
  %34 = call float @llvm.floor.f32(float %33)
  %35 = fpext float %34 to double
  %36 = fdiv float %29, 3.000000e+00
  %37 = fpext float %36 to double
  %38 = call float @llvm.fma.f32(float %29, float 0x3FB99999A0000000, float 1.000000e+00)
  %39 = fpext float %38 to double
  %40 = fmul float %29, 0x400A666660000000
  %41 = call float @llvm.round.f32(float %40)
  %42 = fpext float %41 to double
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i64 0, i64 0), double noundef %32, double noundef %35, double noundef %37, double noundef %39, double noundef %42)
  %44 = fmul double %6, 1.500000e+00
  %45 = call i64 @lround(double noundef %44) #7
  %46 = call i64 @lrint(double noundef %44) #7
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i64 noundef %45, i64 noundef %46)
  %48 = add nuw nsw i64 %4, 1
  %49 = icmp eq i64 %48, 8
  br i1 %49, label %50, label %3, !llvm.loop !9

50:                                               ; preds = %3, %50
  %51 = phi i32 [ %57, %50 ], [ 1, %3 ]
  %52 = phi double [ %56, %50 ], [ 0.000000e+00, %3 ]
  %53 = sitofp i32 %51 to double
  %54 = fmul double %53, %53
  %55 = fdiv double 1.000000e+00, %54
  %56 = fadd double %52, %55
  %57 = add nuw nsw i32 %51, 1
  %58 = icmp eq i32 %57, 101
  br i1 %58, label %65, label %50, !llvm.loop !12

59:                                               ; preds = %65
  %60 = fpext float %70 to double
  %61 = call double @sqrt(double noundef -1.000000e+00) #7
  %62 = fcmp uno double %61, 0.000000e+00
  %63 = select i1 %62, i32 2, i32 1
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), double noundef %56, double noundef %60, i32 noundef %63)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %2) #7
  ret i32 0

65:                                               ; preds = %50, %65
  %66 = phi i32 [ %71, %65 ], [ 1, %50 ]
  %67 = phi float [ %70, %65 ], [ 0.000000e+00, %50 ]
  %68 = sitofp i32 %66 to float
  %69 = fdiv float 1.000000e+00, %68
  %70 = call float @llvm.fmuladd.f32(float %67, float 0x3FEFAE1480000000, float %69)
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, 101
  br i1 %72, label %59, label %65, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @fmod(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atan2(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #4

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
