; ModuleID = 'fill.c'
source_filename = "fill.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [20000 x i32] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %5
  %2 = load i32, i32* getelementptr inbounds ([20000 x i32], [20000 x i32]* @a, i64 0, i64 19999), align 4, !tbaa !5
  %3 = icmp ne i32 %2, 59998
  %4 = zext i1 %3 to i32
  ret i32 %4

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %11, %5 ]
  %7 = getelementptr inbounds [20000 x i32], [20000 x i32]* @a, i64 0, i64 %6
  %8 = trunc i64 %6 to i32
  %9 = mul i32 %8, 3
  %10 = add i32 %9, 1
  store i32 %10, i32* %7, align 4, !tbaa !5
  %11 = add nuw nsw i64 %6, 1
  %12 = icmp eq i64 %11, 20000
  br i1 %12, label %1, label %5, !llvm.loop !9
}

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
