; ModuleID = 'bsearch.c'
source_filename = "bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sorted_a = dso_local local_unnamed_addr global [10 x i32] [i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81, i32 100], align 16
@sorted_b = dso_local local_unnamed_addr global [9 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23], align 16
@__const.main.keys = private unnamed_addr constant [7 x i32] [i32 1, i32 2, i32 49, i32 50, i32 100, i32 101, i32 -3], align 16
@.str = private unnamed_addr constant [28 x i8] c"find(%d)=%d lower_bound=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @find(i32* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, -1
  br label %5

5:                                                ; preds = %24, %3
  %6 = phi i32 [ 0, %3 ], [ %25, %24 ]
  %7 = phi i32 [ %4, %3 ], [ %26, %24 ]
  %8 = phi i32 [ undef, %3 ], [ %27, %24 ]
  %9 = icmp slt i32 %7, %6
  br i1 %9, label %28, label %10

10:                                               ; preds = %5
  %11 = sub nsw i32 %7, %6
  %12 = sdiv i32 %11, 2
  %13 = add nsw i32 %12, %6
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %24, label %18

18:                                               ; preds = %10
  %19 = icmp slt i32 %16, %2
  %20 = add nsw i32 %13, 1
  %21 = add nsw i32 %13, -1
  %22 = select i1 %19, i32 %20, i32 %6
  %23 = select i1 %19, i32 %7, i32 %21
  br label %24

24:                                               ; preds = %10, %18
  %25 = phi i32 [ %22, %18 ], [ %6, %10 ]
  %26 = phi i32 [ %23, %18 ], [ %7, %10 ]
  %27 = phi i32 [ %8, %18 ], [ %13, %10 ]
  br i1 %17, label %28, label %5, !llvm.loop !9

28:                                               ; preds = %5, %24
  %29 = phi i32 [ %27, %24 ], [ -1, %5 ]
  ret i32 %29
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @lower_bound(i32* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %16, %5 ], [ 0, %3 ]
  %7 = phi i32 [ %15, %5 ], [ %1, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp slt i32 %12, %2
  %14 = add nsw i32 %9, 1
  %15 = select i1 %13, i32 %7, i32 %9
  %16 = select i1 %13, i32 %14, i32 %6
  %17 = icmp slt i32 %16, %15
  br i1 %17, label %5, label %18, !llvm.loop !12

18:                                               ; preds = %5, %3
  %19 = phi i32 [ 0, %3 ], [ %16, %5 ]
  ret i32 %19
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [19 x i32], align 16
  br label %4

2:                                                ; preds = %46
  %3 = bitcast [19 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 76, i8* nonnull %3) #6
  br label %68

4:                                                ; preds = %0, %46
  %5 = phi i64 [ 0, %0 ], [ %48, %46 ]
  %6 = getelementptr inbounds [7 x i32], [7 x i32]* @__const.main.keys, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %27, %4
  %9 = phi i32 [ 0, %4 ], [ %28, %27 ]
  %10 = phi i32 [ 9, %4 ], [ %29, %27 ]
  %11 = phi i32 [ undef, %4 ], [ %30, %27 ]
  %12 = icmp slt i32 %10, %9
  br i1 %12, label %31, label %13

13:                                               ; preds = %8
  %14 = sub nsw i32 %10, %9
  %15 = sdiv i32 %14, 2
  %16 = add nsw i32 %15, %9
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [10 x i32], [10 x i32]* @sorted_a, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = icmp eq i32 %19, %7
  br i1 %20, label %27, label %21

21:                                               ; preds = %13
  %22 = icmp slt i32 %19, %7
  %23 = add nsw i32 %16, 1
  %24 = add nsw i32 %16, -1
  %25 = select i1 %22, i32 %23, i32 %9
  %26 = select i1 %22, i32 %10, i32 %24
  br label %27

27:                                               ; preds = %21, %13
  %28 = phi i32 [ %25, %21 ], [ %9, %13 ]
  %29 = phi i32 [ %26, %21 ], [ %10, %13 ]
  %30 = phi i32 [ %11, %21 ], [ %16, %13 ]
  br i1 %20, label %31, label %8, !llvm.loop !9

31:                                               ; preds = %8, %27
  %32 = phi i32 [ %30, %27 ], [ -1, %8 ]
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i32 [ %44, %33 ], [ 0, %31 ]
  %35 = phi i32 [ %43, %33 ], [ 10, %31 ]
  %36 = add nsw i32 %35, %34
  %37 = sdiv i32 %36, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [10 x i32], [10 x i32]* @sorted_a, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = icmp slt i32 %40, %7
  %42 = add nsw i32 %37, 1
  %43 = select i1 %41, i32 %35, i32 %37
  %44 = select i1 %41, i32 %42, i32 %34
  %45 = icmp slt i32 %44, %43
  br i1 %45, label %33, label %46, !llvm.loop !12

46:                                               ; preds = %33
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %7, i32 noundef %32, i32 noundef %44)
  %48 = add nuw nsw i64 %5, 1
  %49 = icmp eq i64 %48, 7
  br i1 %49, label %2, label %4, !llvm.loop !13

50:                                               ; preds = %68
  %51 = icmp ult i32 %81, 10
  br i1 %51, label %52, label %90

52:                                               ; preds = %50
  %53 = and i64 %85, 4294967295
  %54 = getelementptr [19 x i32], [19 x i32]* %1, i64 0, i64 %53
  %55 = bitcast i32* %54 to i8*
  %56 = zext i32 %81 to i64
  %57 = getelementptr [10 x i32], [10 x i32]* @sorted_a, i64 0, i64 %56
  %58 = bitcast i32* %57 to i8*
  %59 = sub nsw i32 9, %81
  %60 = zext i32 %59 to i64
  %61 = shl nuw nsw i64 %60, 2
  %62 = add nuw nsw i64 %61, 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %55, i8* noundef nonnull align 4 dereferenceable(1) %58, i64 %62, i1 false), !tbaa !5
  %63 = sub nsw i32 9, %81
  %64 = zext i32 %63 to i64
  %65 = and i64 %85, 4294967295
  %66 = add nuw nsw i64 %65, %64
  %67 = add nuw nsw i64 %66, 1
  br label %90

68:                                               ; preds = %2, %68
  %69 = phi i64 [ 0, %2 ], [ %85, %68 ]
  %70 = phi i32 [ 0, %2 ], [ %83, %68 ]
  %71 = phi i32 [ 0, %2 ], [ %81, %68 ]
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds [10 x i32], [10 x i32]* @sorted_a, i64 0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !5
  %75 = zext i32 %70 to i64
  %76 = getelementptr inbounds [9 x i32], [9 x i32]* @sorted_b, i64 0, i64 %75
  %77 = load i32, i32* %76, align 4, !tbaa !5
  %78 = icmp sgt i32 %74, %77
  %79 = xor i1 %78, true
  %80 = zext i1 %79 to i32
  %81 = add nuw nsw i32 %71, %80
  %82 = zext i1 %78 to i32
  %83 = add nuw nsw i32 %70, %82
  %84 = select i1 %78, i32 %77, i32 %74
  %85 = add nuw i64 %69, 1
  %86 = getelementptr inbounds [19 x i32], [19 x i32]* %1, i64 0, i64 %69
  store i32 %84, i32* %86, align 4, !tbaa !5
  %87 = icmp ult i32 %81, 10
  %88 = icmp ult i32 %83, 9
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %68, label %50, !llvm.loop !14

90:                                               ; preds = %52, %50
  %91 = phi i64 [ %85, %50 ], [ %67, %52 ]
  %92 = icmp ult i32 %83, 9
  br i1 %92, label %93, label %104

93:                                               ; preds = %90
  %94 = and i64 %91, 4294967295
  %95 = getelementptr [19 x i32], [19 x i32]* %1, i64 0, i64 %94
  %96 = bitcast i32* %95 to i8*
  %97 = zext i32 %83 to i64
  %98 = getelementptr [9 x i32], [9 x i32]* @sorted_b, i64 0, i64 %97
  %99 = bitcast i32* %98 to i8*
  %100 = sub nsw i32 8, %83
  %101 = zext i32 %100 to i64
  %102 = shl nuw nsw i64 %101, 2
  %103 = add nuw nsw i64 %102, 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %96, i8* noundef nonnull align 4 dereferenceable(1) %99, i64 %103, i1 false), !tbaa !5
  br label %104

104:                                              ; preds = %93, %90
  br label %105

105:                                              ; preds = %104, %105
  %106 = phi i64 [ %110, %105 ], [ 0, %104 ]
  %107 = getelementptr inbounds [19 x i32], [19 x i32]* %1, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !5
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %108)
  %110 = add nuw nsw i64 %106, 1
  %111 = icmp eq i64 %110, 19
  br i1 %111, label %112, label %105, !llvm.loop !15

112:                                              ; preds = %105
  %113 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 76, i8* nonnull %3) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
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
