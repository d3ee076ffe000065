; ModuleID = 'mutual.c'
source_filename = "mutual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"is_even(10)=%d is_odd(10)=%d is_even(37)=%d is_odd(37)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"F:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"\0AM:\00", align 1

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @is_even(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %2 [
    i32 0, label %6
    i32 1, label %5
  ]

2:                                                ; preds = %1
  %3 = add i32 %0, -2
  %4 = call i32 @is_even(i32 noundef %3) #4
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %2
  %7 = phi i32 [ 1, %1 ], [ %4, %2 ], [ 0, %5 ]
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @is_odd(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = call i32 @is_even(i32 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @hof_f(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call i32 @hof_f(i32 noundef %4)
  %6 = call i32 @hof_m(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @hof_m(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call i32 @hof_m(i32 noundef %4)
  %6 = call i32 @hof_f(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = call i32 @is_even(i32 noundef 10)
  %2 = call i32 @is_even(i32 noundef 9) #4
  %3 = call i32 @is_even(i32 noundef 37)
  %4 = call i32 @is_even(i32 noundef 36) #4
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  br label %9

7:                                                ; preds = %9
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0))
  br label %17

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 0, %0 ], [ %13, %9 ]
  %11 = call i32 @hof_f(i32 noundef %10)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  %13 = add nuw nsw i32 %10, 1
  %14 = icmp eq i32 %13, 10
  br i1 %14, label %7, label %9, !llvm.loop !5

15:                                               ; preds = %17
  %16 = call i32 @putchar(i32 10)
  ret i32 0

17:                                               ; preds = %7, %17
  %18 = phi i32 [ 0, %7 ], [ %21, %17 ]
  %19 = call i32 @hof_m(i32 noundef %18)
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %19)
  %21 = add nuw nsw i32 %18, 1
  %22 = icmp eq i32 %21, 10
  br i1 %22, label %15, label %17, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
