; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op = type { i8, i32 (i32, i32)* }

@table = dso_local local_unnamed_addr global [4 x %struct.op] [%struct.op { i8 43, i32 (i32, i32)* @add }, %struct.op { i8 45, i32 (i32, i32)* @sub }, %struct.op { i8 42, i32 (i32, i32)* @mul }, %struct.op { i8 77, i32 (i32, i32)* @max }], align 16
@.str = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@__const.main.xs = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 8, i32 1, i32 9, i32 2], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"fold %c = %d\0A\00", align 1
@__const.main.cmps = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @ascending, i32 (i32, i32)* @descending, i32 (i32, i32)* @by_last_digit], align 16
@__const.main.ys = private unnamed_addr constant [6 x i32] [i32 31, i32 7, i32 42, i32 15, i32 100, i32 28], align 16
@.str.3 = private unnamed_addr constant [34 x i8] c"pick(6, 7) = %d, same as mul: %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @max(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local i32 @fold(i32 (i32, i32)* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ %3, %4 ], [ %15, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %16, %10 ]
  %12 = phi i32 [ %3, %6 ], [ %15, %10 ]
  %13 = getelementptr inbounds i32, i32* %1, i64 %11
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = call i32 %0(i32 noundef %12, i32 noundef %14) #7
  %16 = add nuw nsw i64 %11, 1
  %17 = icmp eq i64 %16, %7
  br i1 %17, label %8, label %10, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @ascending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @descending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @by_last_digit(i32 noundef %0, i32 noundef %1) #0 {
  %3 = srem i32 %0, 10
  %4 = srem i32 %1, 10
  %5 = sub nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define dso_local void @sort(i32* nocapture noundef %0, i32 noundef %1, i32 (i32, i32)* nocapture noundef readonly %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %5, %20
  %8 = phi i64 [ 1, %5 ], [ %21, %20 ]
  br label %10

9:                                                ; preds = %20, %3
  ret void

10:                                               ; preds = %7, %23
  %11 = phi i64 [ %8, %7 ], [ %12, %23 ]
  %12 = add nsw i64 %11, -1
  %13 = and i64 %12, 4294967295
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %0, i64 %11
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = call i32 %2(i32 noundef %15, i32 noundef %17) #7
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %10
  %21 = add nuw nsw i64 %8, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %9, label %7, !llvm.loop !12

23:                                               ; preds = %10
  %24 = load i32, i32* %16, align 4, !tbaa !5
  %25 = load i32, i32* %14, align 4, !tbaa !5
  store i32 %25, i32* %16, align 4, !tbaa !5
  store i32 %24, i32* %14, align 4, !tbaa !5
  %26 = icmp sgt i64 %11, 1
  br i1 %26, label %10, label %20, !llvm.loop !13
}

; Function Attrs: nounwind uwtable
define dso_local void @apply_all(void (i32)* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %12, %8 ]
  %10 = getelementptr inbounds i32, i32* %1, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !5
  call void %0(i32 noundef %11) #7
  %12 = add nuw nsw i64 %9, 1
  %13 = icmp eq i64 %12, %6
  br i1 %13, label %7, label %8, !llvm.loop !14
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @show(i32 noundef %0) local_unnamed_addr #3 {
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %0)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = alloca [6 x i32], align 16
  br label %4

2:                                                ; preds = %20
  %3 = bitcast [6 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %3, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.main.ys to i8*), i64 24, i1 false)
  br label %27

4:                                                ; preds = %0, %20
  %5 = phi i64 [ 0, %0 ], [ %23, %20 ]
  %6 = getelementptr inbounds [4 x %struct.op], [4 x %struct.op]* @table, i64 0, i64 %5, i32 0
  %7 = load i8, i8* %6, align 16, !tbaa !15
  %8 = getelementptr inbounds [4 x %struct.op], [4 x %struct.op]* @table, i64 0, i64 %5, i32 1
  %9 = load i32 (i32, i32)*, i32 (i32, i32)** %8, align 8, !tbaa !18
  %10 = icmp eq i64 %5, 2
  %11 = zext i1 %10 to i32
  br label %12

12:                                               ; preds = %12, %4
  %13 = phi i64 [ 0, %4 ], [ %18, %12 ]
  %14 = phi i32 [ %11, %4 ], [ %17, %12 ]
  %15 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.main.xs, i64 0, i64 %13
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = call i32 %9(i32 noundef %14, i32 noundef %16) #7
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, 6
  br i1 %19, label %20, label %12, !llvm.loop !9

20:                                               ; preds = %12
  %21 = sext i8 %7 to i32
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %21, i32 noundef %17)
  %23 = add nuw nsw i64 %5, 1
  %24 = icmp eq i64 %23, 4
  br i1 %24, label %2, label %4, !llvm.loop !19

25:                                               ; preds = %55
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.3, i64 0, i64 0), i32 noundef 42, i32 noundef 1)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7
  ret i32 0

27:                                               ; preds = %2, %55
  %28 = phi i64 [ 0, %2 ], [ %57, %55 ]
  %29 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @__const.main.cmps, i64 0, i64 %28
  %30 = load i32 (i32, i32)*, i32 (i32, i32)** %29, align 8, !tbaa !20
  br label %31

31:                                               ; preds = %43, %27
  %32 = phi i64 [ 1, %27 ], [ %44, %43 ]
  br label %33

33:                                               ; preds = %46, %31
  %34 = phi i64 [ %32, %31 ], [ %35, %46 ]
  %35 = add nsw i64 %34, -1
  %36 = and i64 %35, 4294967295
  %37 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %34
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = call i32 %30(i32 noundef %38, i32 noundef %40) #7
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %46, %33
  %44 = add nuw nsw i64 %32, 1
  %45 = icmp eq i64 %44, 6
  br i1 %45, label %48, label %31, !llvm.loop !12

46:                                               ; preds = %33
  store i32 %38, i32* %39, align 4, !tbaa !5
  store i32 %40, i32* %37, align 4, !tbaa !5
  %47 = icmp sgt i64 %34, 1
  br i1 %47, label %33, label %43, !llvm.loop !13

48:                                               ; preds = %43, %48
  %49 = phi i64 [ %53, %48 ], [ 0, %43 ]
  %50 = getelementptr inbounds [6 x i32], [6 x i32]* %1, i64 0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %51) #7
  %53 = add nuw nsw i64 %49, 1
  %54 = icmp eq i64 %53, 6
  br i1 %54, label %55, label %48, !llvm.loop !14

55:                                               ; preds = %48
  %56 = call i32 @putchar(i32 10)
  %57 = add nuw nsw i64 %28, 1
  %58 = icmp eq i64 %57, 3
  br i1 %58, label %25, label %27, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!15 = !{!16, !7, i64 0}
!16 = !{!"op", !7, i64 0, !17, i64 8}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = distinct !{!19, !10, !11}
!20 = !{!17, !17, i64 0}
!21 = distinct !{!21, !10, !11}
