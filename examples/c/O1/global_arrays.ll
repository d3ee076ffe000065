; ModuleID = 'global_arrays.c'
source_filename = "global_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 }

@primes = dso_local local_unnamed_addr global [10 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29], align 16
@partial = dso_local local_unnamed_addr global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local local_unnamed_addr global [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16
@greeting = dso_local global [13 x i8] c"good morning\00", align 1
@matrix = dso_local local_unnamed_addr global [2 x [3 x i16]] [[3 x i16] [i16 1, i16 -2, i16 3], [3 x i16] [i16 -4, i16 5, i16 -6]], align 2
@big = dso_local local_unnamed_addr global [3 x i64] [i64 1099511627776, i64 3735928559, i64 -1], align 16
@.str.4 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@dict = dso_local local_unnamed_addr global [3 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i32 3 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i32 7 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i32 -1 }], align 16
@counter = internal unnamed_addr global i32 100, align 4
@.str.7 = private unnamed_addr constant [20 x i8] c"sum of primes = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"%s (%d chars)\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"%llu %llu %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@zeroes = dso_local local_unnamed_addr global [5 x i32] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [15 x i8] c"zeroes ok: %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @next_counter() local_unnamed_addr #0 {
  %1 = load i32, i32* @counter, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @counter, align 4, !tbaa !5
  ret i32 %1
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %3

1:                                                ; preds = %3
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %8)
  br label %13

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %9, %3 ]
  %5 = phi i32 [ 0, %0 ], [ %8, %3 ]
  %6 = getelementptr inbounds [10 x i32], [10 x i32]* @primes, i64 0, i64 %4
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 10
  br i1 %10, label %1, label %3, !llvm.loop !9

11:                                               ; preds = %13
  %12 = call i32 @putchar(i32 10)
  br label %22

13:                                               ; preds = %1, %13
  %14 = phi i64 [ 0, %1 ], [ %18, %13 ]
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* @partial, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %16)
  %18 = add nuw nsw i64 %14, 1
  %19 = icmp eq i64 %18, 8
  br i1 %19, label %11, label %13, !llvm.loop !12

20:                                               ; preds = %22
  store i8 71, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @greeting, i64 0, i64 0), align 1, !tbaa !13
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @greeting, i64 0, i64 0), i32 noundef 12)
  br label %36

22:                                               ; preds = %11, %22
  %23 = phi i64 [ 0, %11 ], [ %29, %22 ]
  %24 = getelementptr inbounds [4 x i8*], [4 x i8*]* @names, i64 0, i64 %23
  %25 = load i8*, i8** %24, align 8, !tbaa !14
  %26 = icmp eq i64 %23, 3
  %27 = select i1 %26, i32 10, i32 44
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* noundef %25, i32 noundef %27)
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, 4
  br i1 %30, label %20, label %22, !llvm.loop !16

31:                                               ; preds = %36
  %32 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 0), align 16, !tbaa !17
  %33 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 1), align 8, !tbaa !17
  %34 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 2), align 16, !tbaa !17
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i64 0, i64 0), i64 noundef %32, i64 noundef %33, i64 noundef %34)
  br label %52

36:                                               ; preds = %20, %36
  %37 = phi i64 [ 0, %20 ], [ %48, %36 ]
  %38 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %37, i64 0
  %39 = load i16, i16* %38, align 2, !tbaa !19
  %40 = sext i16 %39 to i32
  %41 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %37, i64 1
  %42 = load i16, i16* %41, align 2, !tbaa !19
  %43 = sext i16 %42 to i32
  %44 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %37, i64 2
  %45 = load i16, i16* %44, align 2, !tbaa !19
  %46 = sext i16 %45 to i32
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i32 noundef %40, i32 noundef %43, i32 noundef %46)
  %48 = add nuw nsw i64 %37, 1
  %49 = icmp eq i64 %37, 0
  br i1 %49, label %36, label %31, !llvm.loop !21

50:                                               ; preds = %52
  %51 = call i32 @putchar(i32 10)
  br label %69

52:                                               ; preds = %31, %52
  %53 = phi i64 [ 0, %31 ], [ %59, %52 ]
  %54 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @dict, i64 0, i64 %53, i32 0
  %55 = load i8*, i8** %54, align 16, !tbaa !22
  %56 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @dict, i64 0, i64 %53, i32 1
  %57 = load i32, i32* %56, align 8, !tbaa !24
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef %55, i32 noundef %57)
  %59 = add nuw nsw i64 %53, 1
  %60 = icmp eq i64 %59, 3
  br i1 %60, label %50, label %52, !llvm.loop !25

61:                                               ; preds = %69
  %62 = icmp eq i32 %74, 0
  %63 = zext i1 %62 to i32
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef %63)
  %65 = load i32, i32* @counter, align 4, !tbaa !5
  %66 = add nsw i32 %65, 2
  %67 = add nsw i32 %65, 3
  store i32 %67, i32* @counter, align 4, !tbaa !5
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i32 noundef %66)
  ret i32 0

69:                                               ; preds = %50, %69
  %70 = phi i64 [ 0, %50 ], [ %75, %69 ]
  %71 = phi i32 [ 0, %50 ], [ %74, %69 ]
  %72 = getelementptr inbounds [5 x i32], [5 x i32]* @zeroes, i64 0, i64 %70
  %73 = load i32, i32* %72, align 4, !tbaa !5
  %74 = or i32 %73, %71
  %75 = add nuw nsw i64 %70, 1
  %76 = icmp eq i64 %75, 5
  br i1 %76, label %61, label %69, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = !{!23, !15, i64 0}
!23 = !{!"entry", !15, i64 0, !6, i64 8}
!24 = !{!23, !6, i64 8}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10, !11}
