; ModuleID = 'matrix.c'
source_filename = "matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [4 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12], [4 x i32] [i32 13, i32 14, i32 15, i32 16]], align 16
@.str = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%5d\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"transpose\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"a * transpose\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"symmetric: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@__const.main.grid = private unnamed_addr constant [3 x [5 x i8]] [[5 x i8] c"abcd\00", [5 x i8] c"efgh\00", [5 x i8] c"ijkl\00"], align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"%s %c\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @multiply([4 x i32]* nocapture noundef writeonly %0, [4 x i32]* nocapture noundef readonly %1, [4 x i32]* nocapture noundef readonly %2) local_unnamed_addr #0 {
  br label %4

4:                                                ; preds = %3, %9
  %5 = phi i64 [ 0, %3 ], [ %10, %9 ]
  br label %7

6:                                                ; preds = %9
  ret void

7:                                                ; preds = %4, %12
  %8 = phi i64 [ 0, %4 ], [ %14, %12 ]
  br label %16

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %5, 1
  %11 = icmp eq i64 %10, 4
  br i1 %11, label %6, label %4, !llvm.loop !5

12:                                               ; preds = %16
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 %5, i64 %8
  store i32 %24, i32* %13, align 4, !tbaa !8
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, 4
  br i1 %15, label %9, label %7, !llvm.loop !12

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %25, %16 ]
  %18 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %5, i64 %17
  %20 = load i32, i32* %19, align 4, !tbaa !8
  %21 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 %17, i64 %8
  %22 = load i32, i32* %21, align 4, !tbaa !8
  %23 = mul nsw i32 %22, %20
  %24 = add nsw i32 %23, %18
  %25 = add nuw nsw i64 %17, 1
  %26 = icmp eq i64 %25, 4
  br i1 %26, label %12, label %16, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @print_matrix(i8* noundef %0, [4 x i32]* nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef %0)
  br label %4

4:                                                ; preds = %2, %7
  %5 = phi i64 [ 0, %2 ], [ %9, %7 ]
  br label %11

6:                                                ; preds = %7
  ret void

7:                                                ; preds = %11
  %8 = call i32 @putchar(i32 10)
  %9 = add nuw nsw i64 %5, 1
  %10 = icmp eq i64 %9, 4
  br i1 %10, label %6, label %4, !llvm.loop !14

11:                                               ; preds = %4, %11
  %12 = phi i64 [ 0, %4 ], [ %16, %11 ]
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %5, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  %16 = add nuw nsw i64 %12, 1
  %17 = icmp eq i64 %16, 4
  br i1 %17, label %7, label %11, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [4 x [4 x i32]], align 16
  %2 = alloca [4 x [4 x i32]], align 16
  %3 = alloca [3 x [5 x i8]], align 1
  %4 = bitcast [4 x [4 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %4) #6
  %5 = bitcast [4 x [4 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #6
  br label %6

6:                                                ; preds = %0, %60
  %7 = phi i64 [ 0, %0 ], [ %61, %60 ]
  br label %63

8:                                                ; preds = %60
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0)) #6
  br label %10

10:                                               ; preds = %12, %8
  %11 = phi i64 [ 0, %8 ], [ %14, %12 ]
  br label %16

12:                                               ; preds = %16
  %13 = call i32 @putchar(i32 10) #6
  %14 = add nuw nsw i64 %11, 1
  %15 = icmp eq i64 %14, 4
  br i1 %15, label %23, label %10, !llvm.loop !14

16:                                               ; preds = %16, %10
  %17 = phi i64 [ 0, %10 ], [ %21, %16 ]
  %18 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %1, i64 0, i64 %11, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !8
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19) #6
  %21 = add nuw nsw i64 %17, 1
  %22 = icmp eq i64 %21, 4
  br i1 %22, label %12, label %16, !llvm.loop !15

23:                                               ; preds = %12, %27
  %24 = phi i64 [ %28, %27 ], [ 0, %12 ]
  br label %25

25:                                               ; preds = %30, %23
  %26 = phi i64 [ 0, %23 ], [ %32, %30 ]
  br label %34

27:                                               ; preds = %30
  %28 = add nuw nsw i64 %24, 1
  %29 = icmp eq i64 %28, 4
  br i1 %29, label %45, label %23, !llvm.loop !5

30:                                               ; preds = %34
  %31 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %2, i64 0, i64 %24, i64 %26
  store i32 %42, i32* %31, align 4, !tbaa !8
  %32 = add nuw nsw i64 %26, 1
  %33 = icmp eq i64 %32, 4
  br i1 %33, label %27, label %25, !llvm.loop !12

34:                                               ; preds = %34, %25
  %35 = phi i64 [ 0, %25 ], [ %43, %34 ]
  %36 = phi i32 [ 0, %25 ], [ %42, %34 ]
  %37 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* @a, i64 0, i64 %24, i64 %35
  %38 = load i32, i32* %37, align 4, !tbaa !8
  %39 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %1, i64 0, i64 %35, i64 %26
  %40 = load i32, i32* %39, align 4, !tbaa !8
  %41 = mul nsw i32 %40, %38
  %42 = add nsw i32 %41, %36
  %43 = add nuw nsw i64 %35, 1
  %44 = icmp eq i64 %43, 4
  br i1 %44, label %30, label %34, !llvm.loop !13

45:                                               ; preds = %27
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0)) #6
  br label %47

47:                                               ; preds = %49, %45
  %48 = phi i64 [ 0, %45 ], [ %51, %49 ]
  br label %53

49:                                               ; preds = %53
  %50 = call i32 @putchar(i32 10) #6
  %51 = add nuw nsw i64 %48, 1
  %52 = icmp eq i64 %51, 4
  br i1 %52, label %70, label %47, !llvm.loop !14

53:                                               ; preds = %53, %47
  %54 = phi i64 [ 0, %47 ], [ %58, %53 ]
  %55 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %2, i64 0, i64 %48, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !8
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56) #6
  %58 = add nuw nsw i64 %54, 1
  %59 = icmp eq i64 %58, 4
  br i1 %59, label %49, label %53, !llvm.loop !15

60:                                               ; preds = %63
  %61 = add nuw nsw i64 %7, 1
  %62 = icmp eq i64 %61, 4
  br i1 %62, label %8, label %6, !llvm.loop !16

63:                                               ; preds = %6, %63
  %64 = phi i64 [ 0, %6 ], [ %68, %63 ]
  %65 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* @a, i64 0, i64 %7, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !8
  %67 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %1, i64 0, i64 %64, i64 %7
  store i32 %66, i32* %67, align 4, !tbaa !8
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, 4
  br i1 %69, label %60, label %63, !llvm.loop !17

70:                                               ; preds = %49, %79
  %71 = phi i64 [ %81, %79 ], [ 0, %49 ]
  %72 = phi i32 [ %80, %79 ], [ 1, %49 ]
  %73 = icmp eq i64 %71, 0
  br i1 %73, label %79, label %83

74:                                               ; preds = %79
  %75 = icmp eq i32 %80, 0
  %76 = select i1 %75, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0)
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i8* noundef %76)
  %78 = getelementptr inbounds [3 x [5 x i8]], [3 x [5 x i8]]* %3, i64 0, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 15, i8* nonnull %78) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(15) %78, i8* noundef nonnull align 1 dereferenceable(15) getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @__const.main.grid, i64 0, i64 0, i64 0), i64 15, i1 false)
  br label %95

79:                                               ; preds = %83, %70
  %80 = phi i32 [ %72, %70 ], [ %91, %83 ]
  %81 = add nuw nsw i64 %71, 1
  %82 = icmp eq i64 %81, 4
  br i1 %82, label %74, label %70, !llvm.loop !18

83:                                               ; preds = %70, %83
  %84 = phi i64 [ %92, %83 ], [ 0, %70 ]
  %85 = phi i32 [ %91, %83 ], [ %72, %70 ]
  %86 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %2, i64 0, i64 %71, i64 %84
  %87 = load i32, i32* %86, align 4, !tbaa !8
  %88 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %2, i64 0, i64 %84, i64 %71
  %89 = load i32, i32* %88, align 4, !tbaa !8
  %90 = icmp eq i32 %87, %89
  %91 = select i1 %90, i32 %85, i32 0
  %92 = add nuw nsw i64 %84, 1
  %93 = icmp eq i64 %92, %71
  br i1 %93, label %79, label %83, !llvm.loop !19

94:                                               ; preds = %95
  call void @llvm.lifetime.end.p0i8(i64 15, i8* nonnull %78) #6
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #6
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %4) #6
  ret i32 0

95:                                               ; preds = %74, %95
  %96 = phi i64 [ 0, %74 ], [ %103, %95 ]
  %97 = getelementptr inbounds [3 x [5 x i8]], [3 x [5 x i8]]* %3, i64 0, i64 %96, i64 0
  %98 = sub nuw nsw i64 2, %96
  %99 = getelementptr inbounds [3 x [5 x i8]], [3 x [5 x i8]]* %3, i64 0, i64 %98, i64 %96
  %100 = load i8, i8* %99, align 1, !tbaa !20
  %101 = sext i8 %100 to i32
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i64 0, i64 0), i8* noundef nonnull %97, i32 noundef %101)
  %103 = add nuw nsw i64 %96, 1
  %104 = icmp eq i64 %103, 3
  br i1 %104, label %94, label %95, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6, !7}
!20 = !{!10, !10, i64 0}
!21 = distinct !{!21, !6, !7}
