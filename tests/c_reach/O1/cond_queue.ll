; ModuleID = 'cond_queue.c'
source_filename = "cond_queue.c"
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
@full = dso_local local_unnamed_addr global i32 0, align 4
@item = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 {
  br label %3

2:                                                ; preds = %12
  ret i8* null

3:                                                ; preds = %1, %12
  %4 = phi i32 [ 1, %1 ], [ %15, %12 ]
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #5
  %6 = load i32, i32* @full, align 4, !tbaa !5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %3, %8
  %9 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_full, %union.pthread_mutex_t* noundef nonnull @m) #5
  %10 = load i32, i32* @full, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %8, !llvm.loop !9

12:                                               ; preds = %8, %3
  store i32 %4, i32* @item, align 4, !tbaa !5
  store i32 1, i32* @full, align 4, !tbaa !5
  %13 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_empty) #5
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #5
  %15 = add nuw nsw i32 %4, 1
  %16 = icmp eq i32 %15, 4
  br i1 %16, label %2, label %3, !llvm.loop !12
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
define dso_local i8* @consumer(i8* nocapture readnone %0) #0 {
  br label %4

2:                                                ; preds = %14
  %3 = inttoptr i64 %17 to i8*
  ret i8* %3

4:                                                ; preds = %1, %14
  %5 = phi i32 [ 0, %1 ], [ %20, %14 ]
  %6 = phi i64 [ 0, %1 ], [ %17, %14 ]
  %7 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #5
  %8 = load i32, i32* @full, align 4, !tbaa !5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %4, %10
  %11 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_empty, %union.pthread_mutex_t* noundef nonnull @m) #5
  %12 = load i32, i32* @full, align 4, !tbaa !5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %10, label %14, !llvm.loop !13

14:                                               ; preds = %10, %4
  %15 = load i32, i32* @item, align 4, !tbaa !5
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %6, %16
  store i32 0, i32* @full, align 4, !tbaa !5
  %18 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_full) #5
  %19 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #5
  %20 = add nuw nsw i32 %5, 1
  %21 = icmp eq i32 %20, 3
  br i1 %21, label %2, label %4, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5
  %5 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #5
  %6 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #5
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #5
  %8 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #5
  %9 = load i64, i64* %1, align 8, !tbaa !15
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #5
  %11 = load i64, i64* %2, align 8, !tbaa !15
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef nonnull %3) #5
  %13 = load i8*, i8** %3, align 8, !tbaa !17
  %14 = ptrtoint i8* %13 to i64
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %14)
  %16 = load i8*, i8** %3, align 8, !tbaa !17
  %17 = ptrtoint i8* %16 to i64
  %18 = trunc i64 %17 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5
  ret i32 %18
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
