; ModuleID = 'kahan.c'
source_filename = "kahan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"%.9g %.9g %.17g %a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %9

1:                                                ; preds = %9
  %2 = fpext float %15 to double
  %3 = fpext float %17 to double
  %4 = fsub float %15, %17
  %5 = fpext float %4 to double
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), double noundef %2, double noundef %3, double noundef %20, double noundef %5)
  %7 = fcmp une float %15, %17
  %8 = zext i1 %7 to i32
  ret i32 %8

9:                                                ; preds = %0, %9
  %10 = phi float [ 0.000000e+00, %0 ], [ %15, %9 ]
  %11 = phi float [ 0.000000e+00, %0 ], [ %17, %9 ]
  %12 = phi i32 [ 0, %0 ], [ %21, %9 ]
  %13 = phi double [ 0.000000e+00, %0 ], [ %20, %9 ]
  %14 = phi float [ 0.000000e+00, %0 ], [ %19, %9 ]
  %15 = fadd float %10, 0x3FB99999A0000000
  %16 = fsub float 0x3FB99999A0000000, %14
  %17 = fadd float %16, %11
  %18 = fsub float %17, %11
  %19 = fsub float %18, %16
  %20 = fadd double %13, 1.000000e-01
  %21 = add nuw nsw i32 %12, 1
  %22 = icmp eq i32 %21, 300
  br i1 %22, label %1, label %9, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
