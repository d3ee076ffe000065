; ModuleID = 'loop_slices.c'
source_filename = "loop_slices.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@cells = dso_local local_unnamed_addr global [8 x i32] zeroinitializer, align 16
@rows = dso_local local_unnamed_addr global [3 x [2 x i32]] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = alloca i8*, align 8
  %3 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #5
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 0
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @up, i8* noundef null) #5
  %7 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 1
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @down, i8* noundef nonnull inttoptr (i64 4 to i8*)) #5
  %9 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 2
  %10 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef nonnull inttoptr (i64 2 to i8*)) #5
  %11 = load i64, i64* %5, align 16, !tbaa !5
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null) #5
  %13 = load i64, i64* %7, align 8, !tbaa !5
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #5
  %15 = load i64, i64* %9, align 16, !tbaa !5
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef nonnull %2) #5
  %17 = load i8*, i8** %2, align 8, !tbaa !9
  %18 = ptrtoint i8* %17 to i64
  %19 = trunc i64 %18 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #5
  ret i32 %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @up(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  %5 = shl i64 %2, 32
  %6 = add i64 %5, 8589934592
  %7 = ashr exact i64 %6, 32
  br label %15

8:                                                ; preds = %15, %8
  %9 = phi i64 [ %12, %8 ], [ 0, %15 ]
  %10 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @rows, i64 0, i64 0, i64 %9
  %11 = trunc i64 %9 to i32
  store i32 %11, i32* %10, align 4, !tbaa !11
  %12 = add nuw nsw i64 %9, 1
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %8, label %14, !llvm.loop !13

14:                                               ; preds = %8
  ret i8* null

15:                                               ; preds = %1, %15
  %16 = phi i64 [ %4, %1 ], [ %18, %15 ]
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* @cells, i64 0, i64 %16
  store atomic i32 1, i32* %17 monotonic, align 4
  %18 = add nsw i64 %16, 1
  %19 = icmp slt i64 %16, %7
  br i1 %19, label %15, label %8, !llvm.loop !16
}

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @down(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  br label %20

7:                                                ; preds = %20
  %8 = shl i64 %2, 32
  %9 = add i64 %8, 12884901888
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* @cells, i64 0, i64 %10
  store atomic i32 3, i32* %11 monotonic, align 4
  br label %12

12:                                               ; preds = %12, %7
  %13 = phi i64 [ 0, %7 ], [ %17, %12 ]
  %14 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @rows, i64 0, i64 1, i64 %13
  %15 = trunc i64 %13 to i32
  %16 = add i32 %15, 10
  store i32 %16, i32* %14, align 4, !tbaa !11
  %17 = add nuw nsw i64 %13, 1
  %18 = icmp eq i64 %13, 0
  br i1 %18, label %12, label %19, !llvm.loop !13

19:                                               ; preds = %12
  ret i8* null

20:                                               ; preds = %1, %20
  %21 = phi i64 [ %4, %1 ], [ %22, %20 ]
  %22 = add nsw i64 %21, -1
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* @cells, i64 0, i64 %22
  store atomic i32 2, i32* %23 monotonic, align 4
  %24 = icmp slt i64 %21, %6
  br i1 %24, label %7, label %20, !llvm.loop !17
}

; Function Attrs: nofree norecurse nounwind uwtable
define internal i8* @reader(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = icmp slt i32 %3, 8
  br i1 %4, label %5, label %16

5:                                                ; preds = %1
  %6 = shl i64 %2, 32
  %7 = ashr exact i64 %6, 32
  br label %8

8:                                                ; preds = %5, %8
  %9 = phi i64 [ %7, %5 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %5 ], [ %13, %8 ]
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* @cells, i64 0, i64 %9
  %12 = load atomic i32, i32* %11 monotonic, align 4
  %13 = add nsw i32 %12, %10
  %14 = add nsw i64 %9, 5
  %15 = icmp slt i64 %9, 3
  br i1 %15, label %8, label %16, !llvm.loop !18

16:                                               ; preds = %8, %1
  %17 = phi i32 [ 0, %1 ], [ %13, %8 ]
  br label %18

18:                                               ; preds = %16, %32
  %19 = phi i64 [ %33, %32 ], [ 0, %16 ]
  %20 = phi i32 [ %42, %32 ], [ %17, %16 ]
  %21 = add nuw nsw i64 %19, 5
  br label %35

22:                                               ; preds = %32, %22
  %23 = phi i64 [ %27, %22 ], [ 0, %32 ]
  %24 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @rows, i64 0, i64 2, i64 %23
  %25 = trunc i64 %23 to i32
  %26 = add i32 %25, 20
  store i32 %26, i32* %24, align 4, !tbaa !11
  %27 = add nuw nsw i64 %23, 1
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %22, label %29, !llvm.loop !13

29:                                               ; preds = %22
  %30 = sext i32 %42 to i64
  %31 = inttoptr i64 %30 to i8*
  ret i8* %31

32:                                               ; preds = %35
  %33 = add nuw nsw i64 %19, 1
  %34 = icmp eq i64 %19, 0
  br i1 %34, label %18, label %22, !llvm.loop !19

35:                                               ; preds = %18, %35
  %36 = phi i64 [ %19, %18 ], [ %43, %35 ]
  %37 = phi i32 [ %20, %18 ], [ %42, %35 ]
  %38 = add nuw nsw i64 %21, %36
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* @cells, i64 0, i64 %38
  %40 = load atomic i32, i32* %39 monotonic, align 4
  %41 = mul nsw i32 %40, 10
  %42 = add nsw i32 %41, %37
  %43 = add nuw i64 %36, 1
  %44 = icmp eq i64 %36, 0
  br i1 %44, label %35, label %32, !llvm.loop !20
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
