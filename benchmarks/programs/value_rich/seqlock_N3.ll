; ModuleID = 'seqlock.c'
source_filename = "seqlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@seq = dso_local local_unnamed_addr global i32 0, align 4
@a = dso_local local_unnamed_addr global i32 0, align 4
@b = dso_local local_unnamed_addr global i32 0, align 4
@rb = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4
@ra = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [7 x i8] c"%d,%d \00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @writer(i8* nocapture readnone %0) #0 {
  br label %3

2:                                                ; preds = %3
  ret i8* null

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 1, %1 ], [ %8, %3 ]
  %5 = load atomic i32, i32* @seq seq_cst, align 4
  %6 = add nsw i32 %5, 1
  store atomic i32 %6, i32* @seq seq_cst, align 4
  store atomic i32 %4, i32* @a seq_cst, align 4
  store atomic i32 %4, i32* @b seq_cst, align 4
  %7 = add nsw i32 %5, 2
  store atomic i32 %7, i32* @seq seq_cst, align 4
  %8 = add nuw nsw i32 %4, 1
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %2, label %3, !llvm.loop !5
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @reader(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  %5 = getelementptr inbounds [3 x i32], [3 x i32]* @rb, i64 0, i64 %4
  store i32 -1, i32* %5, align 4, !tbaa !8
  %6 = getelementptr inbounds [3 x i32], [3 x i32]* @ra, i64 0, i64 %4
  store i32 -1, i32* %6, align 4, !tbaa !8
  br label %7

7:                                                ; preds = %1, %20
  %8 = phi i32 [ 0, %1 ], [ %21, %20 ]
  %9 = load atomic i32, i32* @seq seq_cst, align 4
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %18

12:                                               ; preds = %7
  %13 = load atomic i32, i32* @a seq_cst, align 4
  %14 = load atomic i32, i32* @b seq_cst, align 4
  %15 = load atomic i32, i32* @seq seq_cst, align 4
  %16 = icmp eq i32 %15, %9
  br i1 %16, label %17, label %18

17:                                               ; preds = %12
  store i32 %13, i32* %6, align 4, !tbaa !8
  store i32 %14, i32* %5, align 4, !tbaa !8
  br label %18

18:                                               ; preds = %17, %12, %7
  %19 = phi i32 [ 4, %7 ], [ 2, %17 ], [ 0, %12 ]
  switch i32 %19, label %23 [
    i32 0, label %20
    i32 4, label %20
  ]

20:                                               ; preds = %18, %18
  %21 = add nuw nsw i32 %8, 1
  %22 = icmp eq i32 %8, 0
  br i1 %22, label %7, label %23, !llvm.loop !12

23:                                               ; preds = %20, %18
  ret i8* null
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #7
  %3 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 0
  %4 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef null) #7
  br label %5

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 1, %0 ], [ %10, %5 ]
  %7 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %6
  %8 = inttoptr i64 %6 to i8*
  %9 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef nonnull %8) #7
  %10 = add nuw nsw i64 %6, 1
  %11 = icmp eq i64 %10, 3
  br i1 %11, label %12, label %5, !llvm.loop !13

12:                                               ; preds = %5, %12
  %13 = phi i64 [ %17, %12 ], [ 0, %5 ]
  %14 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %13
  %15 = load i64, i64* %14, align 8, !tbaa !14
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null) #7
  %17 = add nuw nsw i64 %13, 1
  %18 = icmp eq i64 %17, 3
  br i1 %18, label %21, label %12, !llvm.loop !16

19:                                               ; preds = %21
  %20 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #7
  ret i32 0

21:                                               ; preds = %12, %21
  %22 = phi i64 [ %28, %21 ], [ 1, %12 ]
  %23 = getelementptr inbounds [3 x i32], [3 x i32]* @ra, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !8
  %25 = getelementptr inbounds [3 x i32], [3 x i32]* @rb, i64 0, i64 %22
  %26 = load i32, i32* %25, align 4, !tbaa !8
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %24, i32 noundef %26)
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, 3
  br i1 %29, label %19, label %21, !llvm.loop !17
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !10, i64 0}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
