; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@limit = dso_local local_unnamed_addr global i32 40, align 4
@.str = private unnamed_addr constant [49 x i8] c"n <= %u: total steps %lu, longest %u (%u steps)\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i32 @steps(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = lshr i32 %5, 1
  %9 = mul i32 %5, 3
  %10 = add i32 %9, 1
  %11 = select i1 %7, i32 %8, i32 %10
  %12 = add i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !5

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load i32, i32* @limit, align 4, !tbaa !8
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %8

3:                                                ; preds = %25, %0
  %4 = phi i32 [ 1, %0 ], [ %30, %25 ]
  %5 = phi i32 [ 0, %0 ], [ %31, %25 ]
  %6 = phi i64 [ 0, %0 ], [ %28, %25 ]
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i64 noundef %6, i32 noundef %4, i32 noundef %5)
  ret i32 0

8:                                                ; preds = %0, %25
  %9 = phi i64 [ %28, %25 ], [ 0, %0 ]
  %10 = phi i32 [ %32, %25 ], [ 1, %0 ]
  %11 = phi i32 [ %31, %25 ], [ 0, %0 ]
  %12 = phi i32 [ %30, %25 ], [ 1, %0 ]
  %13 = icmp eq i32 %10, 1
  br i1 %13, label %25, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %23, %14 ], [ 0, %8 ]
  %16 = phi i32 [ %22, %14 ], [ %10, %8 ]
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  %19 = lshr i32 %16, 1
  %20 = mul i32 %16, 3
  %21 = add i32 %20, 1
  %22 = select i1 %18, i32 %19, i32 %21
  %23 = add i32 %15, 1
  %24 = icmp eq i32 %22, 1
  br i1 %24, label %25, label %14, !llvm.loop !5

25:                                               ; preds = %14, %8
  %26 = phi i32 [ 0, %8 ], [ %23, %14 ]
  %27 = zext i32 %26 to i64
  %28 = add i64 %9, %27
  %29 = icmp ugt i32 %26, %11
  %30 = select i1 %29, i32 %10, i32 %12
  %31 = select i1 %29, i32 %26, i32 %11
  %32 = add nuw i32 %10, 1
  %33 = icmp eq i32 %10, %1
  br i1 %33, label %3, label %8, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
