; ModuleID = 'float_rounding.c'
source_filename = "float_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.500000e+00, double 0x4003FFFFFFFFFFFF, double 0x430C6BF526340004, double -0.000000e+00, double 7.000000e+00], align 16
@.str = private unnamed_addr constant [87 x i8] c"%.17g: round %g rint %g nearbyint %g trunc %g floor %g ceil %g lround %ld llrint %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"  f %.9g: %g %g %g %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x double], align 16
  %2 = bitcast [10 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %2) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %2, i8* align 16 bitcast ([10 x double]* @__const.main.xs to i8*), i64 80, i1 true)
  br label %4

3:                                                ; preds = %4
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %2) #6
  ret i32 0

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %27, %4 ]
  %6 = getelementptr inbounds [10 x double], [10 x double]* %1, i64 0, i64 %5
  %7 = load volatile double, double* %6, align 8, !tbaa !5
  %8 = call double @llvm.round.f64(double %7)
  %9 = call double @llvm.rint.f64(double %7)
  %10 = call double @llvm.nearbyint.f64(double %7)
  %11 = call double @llvm.trunc.f64(double %7)
  %12 = call double @llvm.floor.f64(double %7)
  %13 = call double @llvm.ceil.f64(double %7)
  %14 = call i64 @lround(double noundef %7) #6
  %15 = call i64 @llrint(double noundef %7) #6
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([87 x i8], [87 x i8]* @.str, i64 0, i64 0), double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, double noundef %12, double noundef %13, i64 noundef %14, i64 noundef %15)
  %17 = fptrunc double %7 to float
  %18 = fpext float %17 to double
  %19 = call float @llvm.round.f32(float %17)
  %20 = fpext float %19 to double
  %21 = call float @llvm.rint.f32(float %17)
  %22 = fpext float %21 to double
  %23 = call float @llvm.trunc.f32(float %17)
  %24 = fpext float %23 to double
  %25 = call i64 @lroundf(float noundef %17) #6
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), double noundef %18, double noundef %20, double noundef %22, double noundef %24, i64 noundef %25)
  %27 = add nuw nsw i64 %5, 1
  %28 = icmp eq i64 %27, 10
  br i1 %28, label %3, label %4, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nounwind
declare i64 @lroundf(float noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
