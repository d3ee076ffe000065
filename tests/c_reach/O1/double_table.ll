; ModuleID = 'double_table.c'
source_filename = "double_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@scale = dso_local local_unnamed_addr global [4 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00, float 0x3F50624DE0000000], align 16
@offsets = dso_local local_unnamed_addr global [3 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"%d %g %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%.10e %a\0A\00", align 1
@switch.table.main.3 = private unnamed_addr constant [5 x double] [double 1.500000e+00, double -2.500000e-01, double 3.000000e+10, double 1.000000e-01, double -7.750000e+00], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %38
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %32, double noundef %32)
  %3 = fcmp ogt double %32, 0.000000e+00
  %4 = zext i1 %3 to i32
  ret i32 %4

5:                                                ; preds = %0, %38
  %6 = phi i32 [ 0, %0 ], [ %41, %38 ]
  %7 = phi double [ 0.000000e+00, %0 ], [ %32, %38 ]
  %8 = icmp ult i32 %6, 5
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = zext i32 %6 to i64
  %11 = getelementptr inbounds [5 x double], [5 x double]* @switch.table.main.3, i64 0, i64 %10
  %12 = load double, double* %11, align 8
  br label %13

13:                                               ; preds = %5, %9
  %14 = phi double [ %12, %9 ], [ 0.000000e+00, %5 ]
  %15 = and i32 %6, 3
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [4 x float], [4 x float]* @scale, i64 0, i64 %16
  %18 = load float, float* %17, align 4, !tbaa !5
  %19 = fpext float %18 to double
  %20 = urem i32 %6, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [3 x double], [3 x double]* @offsets, i64 0, i64 %21
  %23 = load double, double* %22, align 8, !tbaa !9
  %24 = call double @llvm.fmuladd.f64(double %14, double %19, double %23)
  store double %24, double* %22, align 8, !tbaa !9
  %25 = icmp ult i32 %6, 5
  br i1 %25, label %26, label %30

26:                                               ; preds = %13
  %27 = zext i32 %6 to i64
  %28 = getelementptr inbounds [5 x double], [5 x double]* @switch.table.main.3, i64 0, i64 %27
  %29 = load double, double* %28, align 8
  br label %30

30:                                               ; preds = %13, %26
  %31 = phi double [ %29, %26 ], [ 0.000000e+00, %13 ]
  %32 = fadd double %7, %31
  %33 = icmp ult i32 %6, 5
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = zext i32 %6 to i64
  %36 = getelementptr inbounds [5 x double], [5 x double]* @switch.table.main.3, i64 0, i64 %35
  %37 = load double, double* %36, align 8
  br label %38

38:                                               ; preds = %30, %34
  %39 = phi double [ %37, %34 ], [ 0.000000e+00, %30 ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %6, double noundef %39, double noundef %24)
  %41 = add nuw nsw i32 %6, 1
  %42 = icmp eq i32 %41, 6
  br i1 %42, label %1, label %5, !llvm.loop !11
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
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
