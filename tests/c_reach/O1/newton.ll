; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%5.2f %.17g %.9g %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"exact %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %30
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %34)
  ret i32 %34

3:                                                ; preds = %0, %30
  %4 = phi i32 [ 0, %0 ], [ %34, %30 ]
  %5 = phi i32 [ 1, %0 ], [ %39, %30 ]
  %6 = sitofp i32 %5 to double
  %7 = fmul double %6, 1.500000e+00
  %8 = fcmp ogt double %7, 1.000000e+00
  %9 = select i1 %8, double %7, double 1.000000e+00
  br label %10

10:                                               ; preds = %10, %3
  %11 = phi i32 [ 0, %3 ], [ %16, %10 ]
  %12 = phi double [ %9, %3 ], [ %15, %10 ]
  %13 = fdiv double %7, %12
  %14 = fadd double %12, %13
  %15 = fmul double %14, 5.000000e-01
  %16 = add nuw nsw i32 %11, 1
  %17 = icmp eq i32 %16, 60
  br i1 %17, label %18, label %10, !llvm.loop !5

18:                                               ; preds = %10
  %19 = fptrunc double %7 to float
  %20 = fcmp ogt float %19, 1.000000e+00
  %21 = select i1 %20, float %19, float 1.000000e+00
  br label %22

22:                                               ; preds = %22, %18
  %23 = phi i32 [ 0, %18 ], [ %28, %22 ]
  %24 = phi float [ %21, %18 ], [ %27, %22 ]
  %25 = fdiv float %19, %24
  %26 = fadd float %24, %25
  %27 = fmul float %26, 5.000000e-01
  %28 = add nuw nsw i32 %23, 1
  %29 = icmp eq i32 %28, 40
  br i1 %29, label %30, label %22, !llvm.loop !8

30:                                               ; preds = %22
  %31 = call double @sqrt(double noundef %7) #3
  %32 = fcmp oeq double %15, %31
  %33 = zext i1 %32 to i32
  %34 = add nuw nsw i32 %4, %33
  %35 = fpext float %27 to double
  %36 = call double @sqrt(double noundef %7) #3
  %37 = fsub double %15, %36
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %7, double noundef %15, double noundef %35, double noundef %37)
  %39 = add nuw nsw i32 %5, 1
  %40 = icmp eq i32 %39, 21
  br i1 %40, label %1, label %3, !llvm.loop !9
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = distinct !{!9, !6, !7}
