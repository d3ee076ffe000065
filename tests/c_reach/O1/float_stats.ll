; ModuleID = 'float_stats.c'
source_filename = "float_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@data = internal unnamed_addr global [10 x double] [double 3.700000e+00, double -1.250000e+00, double 9.500000e+00, double 1.000000e-03, double 4.200000e+01, double -1.775000e+01, double 2.500000e-03, double 8.125000e+00, double 6.000000e+00, double -5.000000e-01], align 16
@.str = private unnamed_addr constant [30 x i8] c"mean %.6f var %.6e fsum %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%g%c\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %4

1:                                                ; preds = %4
  %2 = fdiv double %11, 1.000000e+01
  %3 = fneg double %2
  br label %17

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %15, %4 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %11, %4 ]
  %7 = phi double [ 0.000000e+00, %0 ], [ %12, %4 ]
  %8 = phi float [ 0.000000e+00, %0 ], [ %14, %4 ]
  %9 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %5
  %10 = load double, double* %9, align 8, !tbaa !5
  %11 = fadd double %6, %10
  %12 = call double @llvm.fmuladd.f64(double %10, double %10, double %7)
  %13 = fptrunc double %10 to float
  %14 = fadd float %8, %13
  %15 = add nuw nsw i64 %5, 1
  %16 = icmp eq i64 %15, 10
  br i1 %16, label %1, label %4, !llvm.loop !9

17:                                               ; preds = %1, %26
  %18 = phi i64 [ 0, %1 ], [ %27, %26 ]
  %19 = sub nuw nsw i64 10, %18
  %20 = icmp ult i64 %18, 9
  br i1 %20, label %29, label %26

21:                                               ; preds = %26
  %22 = fdiv double %12, 1.000000e+01
  %23 = call double @llvm.fmuladd.f64(double %3, double %2, double %22)
  %24 = fpext float %14 to double
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), double noundef %2, double noundef %23, double noundef %24)
  br label %45

26:                                               ; preds = %39, %17
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, 10
  br i1 %28, label %21, label %17, !llvm.loop !12

29:                                               ; preds = %17, %39
  %30 = phi i64 [ %32, %39 ], [ 0, %17 ]
  %31 = phi i64 [ %40, %39 ], [ 1, %17 ]
  %32 = add nuw nsw i64 %30, 1
  %33 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %30
  %34 = load double, double* %33, align 8, !tbaa !5
  %35 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %31
  %36 = load double, double* %35, align 8, !tbaa !5
  %37 = fcmp ogt double %34, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %29
  store double %36, double* %33, align 8, !tbaa !5
  store double %34, double* %35, align 8, !tbaa !5
  br label %39

39:                                               ; preds = %29, %38
  %40 = add nuw nsw i64 %31, 1
  %41 = icmp ult i64 %40, %19
  br i1 %41, label %29, label %26, !llvm.loop !13

42:                                               ; preds = %45
  %43 = fcmp ogt double %2, 5.000000e+00
  %44 = zext i1 %43 to i32
  ret i32 %44

45:                                               ; preds = %21, %45
  %46 = phi i64 [ 0, %21 ], [ %49, %45 ]
  %47 = getelementptr inbounds [10 x double], [10 x double]* @data, i64 0, i64 %46
  %48 = load double, double* %47, align 8, !tbaa !5
  %49 = add nuw nsw i64 %46, 1
  %50 = icmp eq i64 %46, 9
  %51 = select i1 %50, i32 10, i32 32
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), double noundef %48, i32 noundef %51)
  %53 = icmp eq i64 %49, 10
  br i1 %53, label %42, label %45, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!14 = distinct !{!14, !10, !11}
