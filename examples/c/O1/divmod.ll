; ModuleID = 'divmod.c'
source_filename = "divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@values = dso_local local_unnamed_addr global [6 x i32] [i32 17, i32 -17, i32 7, i32 -7, i32 0, i32 100], align 16
@divisors = dso_local local_unnamed_addr global [4 x i32] [i32 5, i32 -5, i32 3, i32 -3], align 16
@.str = private unnamed_addr constant [26 x i8] c"%d/%d=%d %%=%d floor=%d  \00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"%lld / 7 = %lld rem %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"%u / 3 = %u rem %u\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @floor_div(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sdiv i32 %0, %1
  %4 = srem i32 %0, %1
  %5 = icmp ne i32 %4, 0
  %6 = xor i32 %1, %0
  %7 = icmp slt i32 %6, 0
  %8 = and i1 %7, %5
  %9 = sext i1 %8 to i32
  %10 = add nsw i32 %3, %9
  ret i32 %10
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %7
  %2 = phi i64 [ 0, %0 ], [ %9, %7 ]
  %3 = getelementptr inbounds [6 x i32], [6 x i32]* @values, i64 0, i64 %2
  br label %11

4:                                                ; preds = %7
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i64 noundef -9000000000, i64 noundef -1285714285, i64 noundef -5)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef -294967296, i32 noundef 1333333333, i32 noundef 1)
  ret i32 0

7:                                                ; preds = %11
  %8 = call i32 @putchar(i32 10)
  %9 = add nuw nsw i64 %2, 1
  %10 = icmp eq i64 %9, 6
  br i1 %10, label %4, label %1, !llvm.loop !5

11:                                               ; preds = %1, %11
  %12 = phi i64 [ 0, %1 ], [ %25, %11 ]
  %13 = load i32, i32* %3, align 4, !tbaa !8
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* @divisors, i64 0, i64 %12
  %15 = load i32, i32* %14, align 4, !tbaa !8
  %16 = sdiv i32 %13, %15
  %17 = srem i32 %13, %15
  %18 = icmp ne i32 %17, 0
  %19 = xor i32 %15, %13
  %20 = icmp slt i32 %19, 0
  %21 = and i1 %20, %18
  %22 = sext i1 %21 to i32
  %23 = add nsw i32 %16, %22
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef %13, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %23)
  %25 = add nuw nsw i64 %12, 1
  %26 = icmp eq i64 %25, 4
  br i1 %26, label %7, label %11, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

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
