; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@data = dso_local local_unnamed_addr global [16 x i32] [i32 42, i32 -7, i32 19, i32 0, i32 88, i32 3, i32 -7, i32 15, i32 61, i32 27, i32 -30, i32 5, i32 12, i32 99, i32 1, i32 8], align 16
@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"input\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"ascending\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"descending\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"mismatches: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local void @print_array(i8* noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef %0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = call i32 @putchar(i32 10)
  ret void

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %15, %10 ]
  %12 = getelementptr inbounds i32, i32* %1, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %10, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @insertion_sort(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %20, %2
  ret void

7:                                                ; preds = %4, %20
  %8 = phi i64 [ 1, %4 ], [ %25, %20 ]
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %7, %17
  %12 = phi i64 [ %8, %7 ], [ %13, %17 ]
  %13 = add nsw i64 %12, -1
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = icmp sgt i32 %15, %10
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %15, i32* %18, align 4, !tbaa !5
  %19 = icmp sgt i64 %12, 1
  br i1 %19, label %11, label %20, !llvm.loop !12

20:                                               ; preds = %17, %11
  %21 = phi i64 [ 0, %17 ], [ %12, %11 ]
  %22 = shl i64 %21, 32
  %23 = ashr exact i64 %22, 32
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  store i32 %10, i32* %24, align 4, !tbaa !5
  %25 = add nuw nsw i64 %8, 1
  %26 = icmp eq i64 %25, %5
  br i1 %26, label %6, label %7, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @selection_sort_desc(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = add i32 %1, -1
  %6 = sext i32 %1 to i64
  %7 = zext i32 %5 to i64
  %8 = zext i32 %1 to i64
  br label %10

9:                                                ; preds = %18, %2
  ret void

10:                                               ; preds = %4, %18
  %11 = phi i64 [ 0, %4 ], [ %13, %18 ]
  %12 = phi i64 [ 1, %4 ], [ %25, %18 ]
  %13 = add nuw nsw i64 %11, 1
  %14 = icmp slt i64 %13, %6
  %15 = trunc i64 %11 to i32
  br i1 %14, label %16, label %18

16:                                               ; preds = %10
  %17 = trunc i64 %11 to i32
  br label %27

18:                                               ; preds = %27, %10
  %19 = phi i32 [ %15, %10 ], [ %37, %27 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %11
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, i32* %0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !5
  store i32 %24, i32* %20, align 4, !tbaa !5
  store i32 %21, i32* %23, align 4, !tbaa !5
  %25 = add nuw nsw i64 %12, 1
  %26 = icmp eq i64 %13, %7
  br i1 %26, label %9, label %10, !llvm.loop !14

27:                                               ; preds = %16, %27
  %28 = phi i64 [ %12, %16 ], [ %38, %27 ]
  %29 = phi i32 [ %17, %16 ], [ %37, %27 ]
  %30 = getelementptr inbounds i32, i32* %0, i64 %28
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = icmp sgt i32 %31, %34
  %36 = trunc i64 %28 to i32
  %37 = select i1 %35, i32 %36, i32 %29
  %38 = add nuw nsw i64 %28, 1
  %39 = icmp eq i64 %38, %8
  br i1 %39, label %18, label %27, !llvm.loop !15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  %2 = bitcast [16 x i32]* %1 to i8*
  %3 = alloca [16 x i32], align 16
  %4 = bitcast [16 x i32]* %3 to i8*
  %5 = bitcast [16 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #6
  %6 = bitcast [16 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #6
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %2, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([16 x i32]* @data to i8*), i64 64, i1 false), !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %4, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([16 x i32]* @data to i8*), i64 64, i1 false), !tbaa !5
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #6
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i64 [ 0, %0 ], [ %13, %8 ]
  %10 = getelementptr inbounds [16 x i32], [16 x i32]* @data, i64 0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %11) #6
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, 16
  br i1 %14, label %15, label %8, !llvm.loop !9

15:                                               ; preds = %8
  %16 = call i32 @putchar(i32 10) #6
  br label %17

17:                                               ; preds = %30, %15
  %18 = phi i64 [ 1, %15 ], [ %35, %30 ]
  %19 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %27, %17
  %22 = phi i64 [ %18, %17 ], [ %23, %27 ]
  %23 = add nsw i64 %22, -1
  %24 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, %20
  br i1 %26, label %27, label %30

27:                                               ; preds = %21
  %28 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %22
  store i32 %25, i32* %28, align 4, !tbaa !5
  %29 = icmp sgt i64 %22, 1
  br i1 %29, label %21, label %30, !llvm.loop !12

30:                                               ; preds = %27, %21
  %31 = phi i64 [ 0, %27 ], [ %22, %21 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %33
  store i32 %20, i32* %34, align 4, !tbaa !5
  %35 = add nuw nsw i64 %18, 1
  %36 = icmp eq i64 %35, 16
  br i1 %36, label %37, label %17, !llvm.loop !13

37:                                               ; preds = %30
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0)) #6
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %44, %39 ]
  %41 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42) #6
  %44 = add nuw nsw i64 %40, 1
  %45 = icmp eq i64 %44, 16
  br i1 %45, label %46, label %39, !llvm.loop !9

46:                                               ; preds = %39
  %47 = call i32 @putchar(i32 10) #6
  br label %48

48:                                               ; preds = %53, %46
  %49 = phi i64 [ 0, %46 ], [ %51, %53 ]
  %50 = phi i64 [ 1, %46 ], [ %59, %53 ]
  %51 = add nuw nsw i64 %49, 1
  %52 = trunc i64 %49 to i32
  br label %61

53:                                               ; preds = %61
  %54 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %49
  %55 = load i32, i32* %54, align 4, !tbaa !5
  %56 = sext i32 %71 to i64
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !5
  store i32 %58, i32* %54, align 4, !tbaa !5
  store i32 %55, i32* %57, align 4, !tbaa !5
  %59 = add nuw nsw i64 %50, 1
  %60 = icmp eq i64 %51, 15
  br i1 %60, label %74, label %48, !llvm.loop !14

61:                                               ; preds = %48, %61
  %62 = phi i64 [ %72, %61 ], [ %50, %48 ]
  %63 = phi i32 [ %71, %61 ], [ %52, %48 ]
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %62
  %65 = load i32, i32* %64, align 4, !tbaa !5
  %66 = sext i32 %63 to i64
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !5
  %69 = icmp sgt i32 %65, %68
  %70 = trunc i64 %62 to i32
  %71 = select i1 %69, i32 %70, i32 %63
  %72 = add nuw nsw i64 %62, 1
  %73 = icmp eq i64 %72, 16
  br i1 %73, label %53, label %61, !llvm.loop !15

74:                                               ; preds = %53
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0)) #6
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %81, %76 ]
  %78 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %79) #6
  %81 = add nuw nsw i64 %77, 1
  %82 = icmp eq i64 %81, 16
  br i1 %82, label %83, label %76, !llvm.loop !9

83:                                               ; preds = %76
  %84 = call i32 @putchar(i32 10) #6
  br label %87

85:                                               ; preds = %87
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %97)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #6
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #6
  ret i32 %97

87:                                               ; preds = %83, %87
  %88 = phi i64 [ 0, %83 ], [ %98, %87 ]
  %89 = phi i32 [ 0, %83 ], [ %97, %87 ]
  %90 = getelementptr inbounds [16 x i32], [16 x i32]* %1, i64 0, i64 %88
  %91 = load i32, i32* %90, align 4, !tbaa !5
  %92 = sub nuw nsw i64 15, %88
  %93 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !5
  %95 = icmp ne i32 %91, %94
  %96 = zext i1 %95 to i32
  %97 = add nuw nsw i32 %89, %96
  %98 = add nuw nsw i64 %88, 1
  %99 = icmp eq i64 %98, 16
  br i1 %99, label %85, label %87, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind }

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
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
