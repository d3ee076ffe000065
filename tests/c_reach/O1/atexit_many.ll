; ModuleID = 'atexit_many.c'
source_filename = "atexit_many.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"step %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"h1 %d\0A\00", align 1
@order = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"h2 %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"h3 %d\0A\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i32 @atexit(void ()* noundef nonnull @h1) #5
  %2 = call i32 @atexit(void ()* noundef nonnull @h2) #5
  %3 = call i32 @atexit(void ()* noundef nonnull @h1) #5
  %4 = call i32 @atexit(void ()* noundef nonnull @h3) #5
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i32 [ 0, %0 ], [ %9, %5 ]
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %6)
  %8 = icmp eq i32 %6, 2
  %9 = add nuw nsw i32 %6, 1
  br i1 %8, label %10, label %5, !llvm.loop !5

10:                                               ; preds = %5
  call void @exit(i32 noundef 42) #6
  unreachable
}

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @h1() #2 {
  %1 = load i32, i32* @order, align 4, !tbaa !8
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4, !tbaa !8
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @h2() #2 {
  %1 = load i32, i32* @order, align 4, !tbaa !8
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4, !tbaa !8
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @h3() #2 {
  %1 = load i32, i32* @order, align 4, !tbaa !8
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @order, align 4, !tbaa !8
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

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
