; ModuleID = 'pc_bounded.c'
source_filename = "pc_bounded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8
@count = dso_local local_unnamed_addr global i32 0, align 4
@buf = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@head = dso_local local_unnamed_addr global i32 0, align 4
@peak = dso_local local_unnamed_addr global i32 0, align 4
@sum = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 {
  br label %3

2:                                                ; preds = %23
  ret i8* null

3:                                                ; preds = %1, %23
  %4 = phi i32 [ 1, %1 ], [ %26, %23 ]
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %6 = load i32, i32* @count, align 4, !tbaa !5
  %7 = icmp eq i32 %6, 2
  br i1 %7, label %8, label %12

8:                                                ; preds = %3, %8
  %9 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_full, %union.pthread_mutex_t* noundef nonnull @m) #4
  %10 = load i32, i32* @count, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %8, label %12, !llvm.loop !9

12:                                               ; preds = %8, %3
  %13 = phi i32 [ %6, %3 ], [ %10, %8 ]
  %14 = load i32, i32* @head, align 4, !tbaa !5
  %15 = add nsw i32 %14, %13
  %16 = srem i32 %15, 2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %17
  store i32 %4, i32* %18, align 4, !tbaa !5
  %19 = add nsw i32 %13, 1
  store i32 %19, i32* @count, align 4, !tbaa !5
  %20 = load i32, i32* @peak, align 4, !tbaa !5
  %21 = icmp slt i32 %13, %20
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %19, i32* @peak, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %22, %12
  %24 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_empty) #4
  %25 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %26 = add nuw nsw i32 %4, 1
  %27 = icmp eq i32 %26, 4
  br i1 %27, label %2, label %3, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 {
  br label %3

2:                                                ; preds = %12
  ret i8* null

3:                                                ; preds = %1, %12
  %4 = phi i32 [ 0, %1 ], [ %26, %12 ]
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %6 = load i32, i32* @count, align 4, !tbaa !5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %3, %8
  %9 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_empty, %union.pthread_mutex_t* noundef nonnull @m) #4
  %10 = load i32, i32* @count, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %8, label %12, !llvm.loop !13

12:                                               ; preds = %8, %3
  %13 = phi i32 [ %6, %3 ], [ %10, %8 ]
  %14 = load i32, i32* @sum, align 4, !tbaa !5
  %15 = mul nsw i32 %14, 10
  %16 = load i32, i32* @head, align 4, !tbaa !5
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %15
  store i32 %20, i32* @sum, align 4, !tbaa !5
  %21 = add nsw i32 %16, 1
  %22 = srem i32 %21, 2
  store i32 %22, i32* @head, align 4, !tbaa !5
  %23 = add nsw i32 %13, -1
  store i32 %23, i32* @count, align 4, !tbaa !5
  %24 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_full) #4
  %25 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %26 = add nuw nsw i32 %4, 1
  %27 = icmp eq i32 %26, 3
  br i1 %27, label %2, label %3, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #4
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #4
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #4
  %7 = load i64, i64* %1, align 8, !tbaa !15
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #4
  %9 = load i64, i64* %2, align 8, !tbaa !15
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #4
  %11 = load i32, i32* @sum, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #4
  ret i32 %11
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
