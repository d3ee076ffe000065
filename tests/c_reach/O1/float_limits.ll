; ModuleID = 'float_limits.c'
source_filename = "float_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"%a %.17g %s %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"normal\00", align 1
@reltable.main = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.2 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.3 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.4 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([10 x i8]* @.str.5 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca [12 x double], align 16
  %3 = alloca float, align 4
  %4 = bitcast double* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store volatile double 0.000000e+00, double* %1, align 8, !tbaa !5
  %5 = bitcast [12 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %5) #5
  %6 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 0
  store double 0x7FEFFFFFFFFFFFFF, double* %6, align 16, !tbaa !5
  %7 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 1
  store double 0x10000000000000, double* %7, align 8, !tbaa !5
  %8 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 2
  store double 0x3CB0000000000000, double* %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 3
  store double 0x47EFFFFFE0000000, double* %9, align 8, !tbaa !5
  %10 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 4
  store double 0x3810000000000000, double* %10, align 16, !tbaa !5
  %11 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 5
  store double 0x3E80000000000000, double* %11, align 8, !tbaa !5
  %12 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 6
  store double 1.875000e-01, double* %12, align 16, !tbaa !5
  %13 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 7
  store double -4.940660e-324, double* %13, align 8, !tbaa !5
  %14 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 8
  %15 = load volatile double, double* %1, align 8, !tbaa !5
  %16 = fdiv double 1.000000e+00, %15
  store double %16, double* %14, align 16, !tbaa !5
  %17 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 9
  %18 = load volatile double, double* %1, align 8, !tbaa !5
  %19 = load volatile double, double* %1, align 8, !tbaa !5
  %20 = fdiv double %18, %19
  store double %20, double* %17, align 8, !tbaa !5
  %21 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 10
  store double -0.000000e+00, double* %21, align 16, !tbaa !5
  %22 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 11
  store double 0x47EFFFFFE0000000, double* %22, align 8, !tbaa !5
  br label %32

23:                                               ; preds = %52
  %24 = bitcast float* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24)
  store volatile float 0x7FF0000000000000, float* %3, align 4, !tbaa !9
  %25 = load volatile float, float* %3, align 4, !tbaa !9
  %26 = call float @llvm.fabs.f32(float %25) #6
  %27 = fcmp oeq float %26, 0x7FF0000000000000
  %28 = zext i1 %27 to i32
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %28, i32 noundef 77, double noundef 0x36A0000000000000)
  %30 = bitcast float* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30)
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %5) #5
  %31 = bitcast double* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31)
  ret i32 0

32:                                               ; preds = %0, %52
  %33 = phi i64 [ 0, %0 ], [ %63, %52 ]
  %34 = getelementptr inbounds [12 x double], [12 x double]* %2, i64 0, i64 %33
  %35 = load double, double* %34, align 8, !tbaa !5
  %36 = fcmp oeq double %35, 0.000000e+00
  br i1 %36, label %37, label %40

37:                                               ; preds = %45, %42, %40, %32
  %38 = phi i32 [ 2, %32 ], [ 0, %40 ], [ 1, %42 ], [ %47, %45 ]
  %39 = icmp ult i32 %38, 4
  br i1 %39, label %48, label %52

40:                                               ; preds = %32
  %41 = fcmp uno double %35, 0.000000e+00
  br i1 %41, label %37, label %42

42:                                               ; preds = %40
  %43 = call double @llvm.fabs.f64(double %35) #7
  %44 = fcmp oeq double %43, 0x7FF0000000000000
  br i1 %44, label %37, label %45

45:                                               ; preds = %42
  %46 = fcmp uge double %43, 0x10000000000000
  %47 = select i1 %46, i32 4, i32 3
  br label %37

48:                                               ; preds = %37
  %49 = zext i32 %38 to i64
  %50 = shl i64 %49, 2
  %51 = call i8* @llvm.load.relative.i64(i8* bitcast ([4 x i32]* @reltable.main to i8*), i64 %50)
  br label %52

52:                                               ; preds = %37, %48
  %53 = phi i8* [ %51, %48 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), %37 ]
  %54 = fcmp uno double %35, 0.000000e+00
  %55 = zext i1 %54 to i32
  %56 = call double @llvm.fabs.f64(double %35) #6
  %57 = fcmp oeq double %56, 0x7FF0000000000000
  %58 = bitcast double %35 to i64
  %59 = zext i1 %57 to i32
  %60 = lshr i64 %58, 63
  %61 = trunc i64 %60 to i32
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), double noundef %35, double noundef %35, i8* noundef %53, i32 noundef %55, i32 noundef %59, i32 noundef %61)
  %63 = add nuw nsw i64 %33, 1
  %64 = icmp eq i64 %63, 12
  br i1 %64, label %23, label %32, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #5 = { nounwind }
attributes #6 = { readnone }
attributes #7 = { nounwind readnone }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
