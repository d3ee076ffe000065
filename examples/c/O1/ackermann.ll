; ModuleID = 'ackermann.c'
source_filename = "ackermann.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@depth = dso_local local_unnamed_addr global i32 0, align 4
@max_depth = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [18 x i8] c"ack(%d, %d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(3, 1) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"max depth = %u\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @ack(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, i32* @depth, align 4, !tbaa !5
  %4 = add i32 %3, 1
  store i32 %4, i32* @depth, align 4, !tbaa !5
  %5 = load i32, i32* @max_depth, align 4, !tbaa !5
  %6 = icmp ugt i32 %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store i32 %4, i32* @max_depth, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp eq i32 %0, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = add nsw i32 %1, 1
  br label %21

12:                                               ; preds = %8
  %13 = icmp eq i32 %1, 0
  %14 = add nsw i32 %0, -1
  br i1 %13, label %15, label %17

15:                                               ; preds = %12
  %16 = call i32 @ack(i32 noundef %14, i32 noundef 1)
  br label %21

17:                                               ; preds = %12
  %18 = add nsw i32 %1, -1
  %19 = call i32 @ack(i32 noundef %0, i32 noundef %18)
  %20 = call i32 @ack(i32 noundef %14, i32 noundef %19)
  br label %21

21:                                               ; preds = %15, %17, %10
  %22 = phi i32 [ %11, %10 ], [ %16, %15 ], [ %20, %17 ]
  %23 = load i32, i32* @depth, align 4, !tbaa !5
  %24 = add i32 %23, -1
  store i32 %24, i32* @depth, align 4, !tbaa !5
  ret i32 %22
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i32 [ 0, %0 ], [ %9, %8 ]
  br label %11

3:                                                ; preds = %8
  %4 = call i32 @ack(i32 noundef 3, i32 noundef 1)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %4)
  %6 = load i32, i32* @max_depth, align 4, !tbaa !5
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %6)
  ret i32 0

8:                                                ; preds = %11
  %9 = add nuw nsw i32 %2, 1
  %10 = icmp eq i32 %9, 3
  br i1 %10, label %3, label %1, !llvm.loop !9

11:                                               ; preds = %1, %11
  %12 = phi i32 [ 0, %1 ], [ %15, %11 ]
  %13 = call i32 @ack(i32 noundef %2, i32 noundef %12)
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %12, i32 noundef %13)
  %15 = add nuw nsw i32 %12, 1
  %16 = icmp eq i32 %15, 4
  br i1 %16, label %8, label %11, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!12 = distinct !{!12, !10, !11}
