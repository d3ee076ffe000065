; ModuleID = 'matrix.c'
source_filename = "matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { [4 x [4 x double]] }

@.str = private unnamed_addr constant [25 x i8] c"%8.4f %8.4f %8.4f %8.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"det %.7g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.mat, align 8
  %2 = alloca %struct.mat, align 8
  %3 = alloca %struct.mat, align 8
  %4 = bitcast %struct.mat* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = bitcast %struct.mat* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %5) #5
  br label %6

6:                                                ; preds = %0, %34
  %7 = phi i64 [ 0, %0 ], [ %8, %34 ]
  %8 = add nuw nsw i64 %7, 1
  %9 = trunc i64 %8 to i32
  %10 = sitofp i32 %9 to double
  br label %36

11:                                               ; preds = %34
  %12 = bitcast %struct.mat* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %12) #5
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  br label %13

13:                                               ; preds = %17, %11
  %14 = phi i64 [ 0, %11 ], [ %18, %17 ]
  br label %15

15:                                               ; preds = %20, %13
  %16 = phi i64 [ 0, %13 ], [ %22, %20 ]
  br label %24

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %14, 1
  %19 = icmp eq i64 %18, 4
  br i1 %19, label %54, label %13, !llvm.loop !8

20:                                               ; preds = %24
  %21 = getelementptr inbounds %struct.mat, %struct.mat* %3, i64 0, i32 0, i64 %14, i64 %16
  store double %31, double* %21, align 8, !tbaa !11, !alias.scope !5
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, 4
  br i1 %23, label %17, label %15, !llvm.loop !15

24:                                               ; preds = %24, %15
  %25 = phi i64 [ 0, %15 ], [ %32, %24 ]
  %26 = phi double [ 0.000000e+00, %15 ], [ %31, %24 ]
  %27 = getelementptr inbounds %struct.mat, %struct.mat* %1, i64 0, i32 0, i64 %14, i64 %25
  %28 = load double, double* %27, align 8, !tbaa !11, !noalias !5
  %29 = getelementptr inbounds %struct.mat, %struct.mat* %2, i64 0, i32 0, i64 %25, i64 %16
  %30 = load double, double* %29, align 8, !tbaa !11, !noalias !5
  %31 = call double @llvm.fmuladd.f64(double %28, double %30, double %26) #5
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 4
  br i1 %33, label %20, label %24, !llvm.loop !16

34:                                               ; preds = %36
  %35 = icmp eq i64 %8, 4
  br i1 %35, label %11, label %6, !llvm.loop !17

36:                                               ; preds = %6, %36
  %37 = phi i64 [ 0, %6 ], [ %50, %36 ]
  %38 = trunc i64 %37 to i32
  %39 = sitofp i32 %38 to double
  %40 = fneg double %39
  %41 = call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double %40)
  %42 = getelementptr inbounds %struct.mat, %struct.mat* %1, i64 0, i32 0, i64 %7, i64 %37
  store double %41, double* %42, align 8, !tbaa !11
  %43 = icmp eq i64 %7, %37
  %44 = sub nsw i64 %7, %37
  %45 = trunc i64 %44 to i32
  %46 = sitofp i32 %45 to double
  %47 = fmul double %46, 1.250000e-01
  %48 = select i1 %43, double 2.000000e+00, double %47
  %49 = getelementptr inbounds %struct.mat, %struct.mat* %2, i64 0, i32 0, i64 %7, i64 %37
  store double %48, double* %49, align 8, !tbaa !11
  %50 = add nuw nsw i64 %37, 1
  %51 = icmp eq i64 %50, 4
  br i1 %51, label %34, label %36, !llvm.loop !18

52:                                               ; preds = %54
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef 6.187500e+00)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %12) #5
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i32 6

54:                                               ; preds = %17, %54
  %55 = phi i64 [ %65, %54 ], [ 0, %17 ]
  %56 = getelementptr inbounds %struct.mat, %struct.mat* %3, i64 0, i32 0, i64 %55, i64 0
  %57 = load double, double* %56, align 8, !tbaa !11
  %58 = getelementptr inbounds %struct.mat, %struct.mat* %3, i64 0, i32 0, i64 %55, i64 1
  %59 = load double, double* %58, align 8, !tbaa !11
  %60 = getelementptr inbounds %struct.mat, %struct.mat* %3, i64 0, i32 0, i64 %55, i64 2
  %61 = load double, double* %60, align 8, !tbaa !11
  %62 = getelementptr inbounds %struct.mat, %struct.mat* %3, i64 0, i32 0, i64 %55, i64 3
  %63 = load double, double* %62, align 8, !tbaa !11
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), double noundef %57, double noundef %59, double noundef %61, double noundef %63)
  %65 = add nuw nsw i64 %55, 1
  %66 = icmp eq i64 %65, 4
  br i1 %66, label %52, label %54, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"mul: argument 0"}
!7 = distinct !{!7, !"mul"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
