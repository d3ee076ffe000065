; ModuleID = 'vector_loops.c'
source_filename = "vector_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16
@s = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 16
@d = dso_local local_unnamed_addr global [32 x double] zeroinitializer, align 16
@f = dso_local local_unnamed_addr global [32 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [27 x i8] c"%ld %d %d %u %g %g %ld %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %2
  %4 = trunc i64 %2 to i32
  %5 = mul i32 %4, 3
  %6 = add i32 %5, -50
  store i32 %6, i32* %3, align 4, !tbaa !5
  %7 = trunc i64 %2 to i8
  %8 = mul i8 %7, 7
  %9 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %2
  store i8 %8, i8* %9, align 1, !tbaa !9
  %10 = trunc i64 %2 to i16
  %11 = add i16 %10, -20
  %12 = getelementptr inbounds [64 x i16], [64 x i16]* @s, i64 0, i64 %2
  store i16 %11, i16* %12, align 2, !tbaa !10
  %13 = add nuw nsw i64 %2, 1
  %14 = icmp eq i64 %13, 64
  br i1 %14, label %15, label %1, !llvm.loop !12

15:                                               ; preds = %1, %15
  %16 = phi i64 [ %25, %15 ], [ 0, %1 ]
  %17 = trunc i64 %16 to i32
  %18 = sitofp i32 %17 to double
  %19 = fmul double %18, 5.000000e-01
  %20 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %16
  store double %19, double* %20, align 8, !tbaa !15
  %21 = trunc i64 %16 to i32
  %22 = sitofp i32 %21 to float
  %23 = fmul float %22, 2.500000e-01
  %24 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %16
  store float %23, float* %24, align 4, !tbaa !17
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, 32
  br i1 %26, label %27, label %15, !llvm.loop !19

27:                                               ; preds = %15, %27
  %28 = phi i64 [ %45, %27 ], [ 0, %15 ]
  %29 = phi i32 [ %44, %27 ], [ 0, %15 ]
  %30 = phi i32 [ %40, %27 ], [ 1000, %15 ]
  %31 = phi i32 [ %38, %27 ], [ -1000, %15 ]
  %32 = phi i64 [ %36, %27 ], [ 0, %15 ]
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %28
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = icmp sgt i32 %34, %31
  %38 = select i1 %37, i32 %34, i32 %31
  %39 = icmp slt i32 %34, %30
  %40 = select i1 %39, i32 %34, i32 %30
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %28
  %42 = load i8, i8* %41, align 1, !tbaa !9
  %43 = zext i8 %42 to i32
  %44 = or i32 %29, %43
  %45 = add nuw nsw i64 %28, 1
  %46 = icmp eq i64 %45, 64
  br i1 %46, label %47, label %27, !llvm.loop !20

47:                                               ; preds = %27, %47
  %48 = phi i64 [ %61, %47 ], [ 0, %27 ]
  %49 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = call i32 @llvm.abs.i32(i32 %50, i1 true)
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %48
  %53 = load i8, i8* %52, align 1, !tbaa !9
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 1
  %56 = add nuw nsw i32 %55, %51
  %57 = getelementptr inbounds [64 x i16], [64 x i16]* @s, i64 0, i64 %48
  %58 = load i16, i16* %57, align 2, !tbaa !10
  %59 = sext i16 %58 to i32
  %60 = add nsw i32 %56, %59
  store i32 %60, i32* %49, align 4, !tbaa !5
  %61 = add nuw nsw i64 %48, 1
  %62 = icmp eq i64 %61, 64
  br i1 %62, label %63, label %47, !llvm.loop !21

63:                                               ; preds = %47, %63
  %64 = phi i64 [ %73, %63 ], [ 0, %47 ]
  %65 = phi double [ %69, %63 ], [ 0.000000e+00, %47 ]
  %66 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %64
  %67 = load double, double* %66, align 8, !tbaa !15
  %68 = call double @llvm.fmuladd.f64(double %67, double 2.000000e+00, double 1.000000e+00)
  store double %68, double* %66, align 8, !tbaa !15
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %64
  %71 = load float, float* %70, align 4, !tbaa !17
  %72 = fmul float %71, %71
  store float %72, float* %70, align 4, !tbaa !17
  %73 = add nuw nsw i64 %64, 1
  %74 = icmp eq i64 %73, 32
  br i1 %74, label %75, label %63, !llvm.loop !22

75:                                               ; preds = %63, %75
  %76 = phi i64 [ %82, %75 ], [ 0, %63 ]
  %77 = phi float [ %81, %75 ], [ 1.000000e+00, %63 ]
  %78 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %76
  %79 = load float, float* %78, align 4, !tbaa !17
  %80 = fcmp ogt float %77, %79
  %81 = select i1 %80, float %77, float %79
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, 32
  br i1 %83, label %84, label %75, !llvm.loop !23

84:                                               ; preds = %75, %84
  %85 = phi i64 [ %91, %84 ], [ 0, %75 ]
  %86 = phi i64 [ %90, %84 ], [ 0, %75 ]
  %87 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %85
  %88 = load i32, i32* %87, align 4, !tbaa !5
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %86, %89
  %91 = add nuw nsw i64 %85, 1
  %92 = icmp eq i64 %91, 64
  br i1 %92, label %96, label %84, !llvm.loop !24

93:                                               ; preds = %96
  %94 = fpext float %81 to double
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i64 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %44, double noundef %69, double noundef %94, i64 noundef %90, i32 noundef %103)
  ret i32 0

96:                                               ; preds = %84, %96
  %97 = phi i64 [ %104, %96 ], [ 0, %84 ]
  %98 = phi i32 [ %103, %96 ], [ 0, %84 ]
  %99 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %97
  %100 = load i8, i8* %99, align 1, !tbaa !9
  %101 = icmp ugt i8 %100, 100
  %102 = zext i1 %101 to i32
  %103 = add nuw nsw i32 %98, %102
  %104 = add nuw nsw i64 %97, 1
  %105 = icmp eq i64 %104, 64
  br i1 %105, label %93, label %96, !llvm.loop !25
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13, !14}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14}
!25 = distinct !{!25, !13, !14}
