; ModuleID = 'hanoi.c'
source_filename = "hanoi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pegs = dso_local local_unnamed_addr global [3 x [8 x i32]] zeroinitializer, align 16
@height = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4
@moves = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [20 x i8] c"%d: disc %d %c->%c\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"moves=%d heights=%d,%d,%d top=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local void @move_disc(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* %4, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %3, i64 %7
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = sext i32 %1 to i64
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %11, align 4, !tbaa !5
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %10, i64 %14
  store i32 %9, i32* %15, align 4, !tbaa !5
  %16 = load i32, i32* @moves, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @moves, align 4, !tbaa !5
  %18 = add nsw i32 %0, 65
  %19 = add nsw i32 %1, 65
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %17, i32 noundef %9, i32 noundef %18, i32 noundef %19)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %26, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %0, -1
  call void @hanoi(i32 noundef %7, i32 noundef %1, i32 noundef %3, i32 noundef %2)
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* %9, align 4, !tbaa !5
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %8, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = sext i32 %2 to i64
  %16 = getelementptr inbounds [3 x i32], [3 x i32]* @height, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %16, align 4, !tbaa !5
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 %15, i64 %19
  store i32 %14, i32* %20, align 4, !tbaa !5
  %21 = load i32, i32* @moves, align 4, !tbaa !5
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* @moves, align 4, !tbaa !5
  %23 = add nsw i32 %1, 65
  %24 = add nsw i32 %2, 65
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %14, i32 noundef %23, i32 noundef %24) #2
  call void @hanoi(i32 noundef %7, i32 noundef %3, i32 noundef %2, i32 noundef %1)
  br label %26

26:                                               ; preds = %4, %6
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4, !tbaa !5
  %2 = sext i32 %1 to i64
  br label %14

3:                                                ; preds = %14
  %4 = trunc i64 %17 to i32
  store i32 %4, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4, !tbaa !5
  call void @hanoi(i32 noundef 4, i32 noundef 0, i32 noundef 2, i32 noundef 1)
  %5 = load i32, i32* @moves, align 4, !tbaa !5
  %6 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 0), align 4, !tbaa !5
  %7 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 1), align 4, !tbaa !5
  %8 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @height, i64 0, i64 2), align 4, !tbaa !5
  %9 = add nsw i32 %8, -1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 2, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.1, i64 0, i64 0), i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %12)
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i64 [ %2, %0 ], [ %17, %14 ]
  %16 = phi i32 [ 4, %0 ], [ %19, %14 ]
  %17 = add nsw i64 %15, 1
  %18 = getelementptr inbounds [3 x [8 x i32]], [3 x [8 x i32]]* @pegs, i64 0, i64 0, i64 %15
  store i32 %16, i32* %18, align 4, !tbaa !5
  %19 = add nsw i32 %16, -1
  %20 = icmp ugt i32 %16, 1
  br i1 %20, label %14, label %3, !llvm.loop !9
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
