; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seed = dso_local local_unnamed_addr global i32 305419896, align 4
@.str = private unnamed_addr constant [19 x i8] c"u<<%d=%x u>>%d=%x\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"-1000>>3=%d -1>>31=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"1<<63=%llu >>60=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"-(1<<40)>>20=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"rot %x\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"popcount=%u reversed=%x\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"c<<1=%d (unsigned char)(c<<1)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @seed, align 4, !tbaa !5
  br label %7

2:                                                ; preds = %7
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef -125, i32 noundef -1)
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 8)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i64 noundef -1048576)
  %6 = load i32, i32* @seed, align 4, !tbaa !5
  br label %17

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %12, %7 ]
  %9 = shl i32 %1, %8
  %10 = lshr i32 %1, %8
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %8, i32 noundef %9, i32 noundef %8, i32 noundef %10)
  %12 = add nuw nsw i32 %8, 7
  %13 = icmp ult i32 %8, 25
  br i1 %13, label %7, label %2, !llvm.loop !9

14:                                               ; preds = %17
  %15 = load i32, i32* @seed, align 4, !tbaa !5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %26

17:                                               ; preds = %2, %17
  %18 = phi i32 [ 0, %2 ], [ %22, %17 ]
  %19 = phi i32 [ %6, %2 ], [ %20, %17 ]
  %20 = call i32 @llvm.fshl.i32(i32 %19, i32 %19, i32 5)
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i32 noundef %20)
  %22 = add nuw nsw i32 %18, 1
  %23 = icmp eq i32 %22, 4
  br i1 %23, label %14, label %17, !llvm.loop !12

24:                                               ; preds = %26, %14
  %25 = phi i32 [ 0, %14 ], [ %31, %26 ]
  br label %36

26:                                               ; preds = %14, %26
  %27 = phi i32 [ %31, %26 ], [ 0, %14 ]
  %28 = phi i32 [ %30, %26 ], [ %15, %14 ]
  %29 = add i32 %28, -1
  %30 = and i32 %29, %28
  %31 = add i32 %27, 1
  %32 = icmp eq i32 %30, 0
  br i1 %32, label %24, label %26, !llvm.loop !13

33:                                               ; preds = %36
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0), i32 noundef %25, i32 noundef %42)
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), i32 noundef 258, i32 noundef 2)
  ret i32 0

36:                                               ; preds = %24, %36
  %37 = phi i32 [ 0, %24 ], [ %44, %36 ]
  %38 = phi i32 [ 0, %24 ], [ %42, %36 ]
  %39 = phi i32 [ %15, %24 ], [ %43, %36 ]
  %40 = shl i32 %38, 1
  %41 = and i32 %39, 1
  %42 = or i32 %40, %41
  %43 = lshr i32 %39, 1
  %44 = add nuw nsw i32 %37, 1
  %45 = icmp eq i32 %44, 32
  br i1 %45, label %33, label %36, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
