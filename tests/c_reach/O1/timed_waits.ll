; ModuleID = 'timed_waits.c'
source_filename = "timed_waits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@items = internal global %union.sem_t zeroinitializer, align 8
@m = internal global %union.pthread_mutex_t zeroinitializer, align 8
@ready = internal unnamed_addr global i1 false, align 4
@ready_cond = internal global %union.pthread_cond_t zeroinitializer, align 8
@busy = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str = private unnamed_addr constant [40 x i8] c"cond=%s seen=%d sem=%d lock=%d free=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"woken\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"timeout\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.timespec, align 8
  %2 = alloca i64, align 8
  %3 = bitcast %struct.timespec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #6
  %4 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %1) #6
  %5 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i64 0, i32 0
  %6 = load i64, i64* %5, align 8, !tbaa !5
  %7 = add nsw i64 %6, 1
  store i64 %7, i64* %5, align 8, !tbaa !5
  %8 = call i32 @sem_init(%union.sem_t* noundef nonnull @items, i32 noundef 0, i32 noundef 0) #6
  %9 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #6
  %10 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6
  %11 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #6
  %12 = load i1, i1* @ready, align 4
  br i1 %12, label %19, label %13

13:                                               ; preds = %0, %13
  %14 = call i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef nonnull @ready_cond, %union.pthread_mutex_t* noundef nonnull @m, %struct.timespec* noundef nonnull %1) #6
  %15 = load i1, i1* @ready, align 4
  %16 = icmp eq i32 %14, 0
  %17 = xor i1 %15, true
  %18 = select i1 %17, i1 %16, i1 false
  br i1 %18, label %13, label %19, !llvm.loop !10

19:                                               ; preds = %13, %0
  %20 = phi i32 [ 0, %0 ], [ %14, %13 ]
  %21 = phi i1 [ %12, %0 ], [ %15, %13 ]
  %22 = phi i1 [ true, %0 ], [ %16, %13 ]
  %23 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #6
  %24 = call i32 @sem_timedwait(%union.sem_t* noundef nonnull @items, %struct.timespec* noundef nonnull %1) #6
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %31, label %26

26:                                               ; preds = %19
  %27 = call i32* @__errno_location() #7
  %28 = load i32, i32* %27, align 4, !tbaa !13
  %29 = icmp eq i32 %28, 110
  %30 = select i1 %29, i32 -1, i32 -2
  br label %31

31:                                               ; preds = %19, %26
  %32 = phi i32 [ %30, %26 ], [ 1, %19 ]
  %33 = call i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef nonnull @busy, %struct.timespec* noundef nonnull %1) #6
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %31
  %36 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @busy) #6
  br label %37

37:                                               ; preds = %35, %31
  %38 = load i64, i64* %2, align 8, !tbaa !15
  %39 = call i32 @pthread_join(i64 noundef %38, i8** noundef null) #6
  %40 = call i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef nonnull @busy, %struct.timespec* noundef nonnull %1) #6
  %41 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @busy) #6
  %42 = icmp eq i32 %20, 110
  %43 = select i1 %42, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  %44 = select i1 %22, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* %43
  %45 = zext i1 %21 to i32
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str, i64 0, i64 0), i8* noundef %44, i32 noundef %45, i32 noundef %32, i32 noundef %33, i32 noundef %40)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @sem_init(%union.sem_t* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @producer(i8* nocapture noundef readnone %0) #0 {
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @busy) #6
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #6
  store i1 true, i1* @ready, align 4
  %4 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @ready_cond) #6
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #6
  %6 = call i32 @sem_post(%union.sem_t* noundef nonnull @items) #6
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @busy) #6
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

declare i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef, %struct.timespec* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

declare i32 @sem_timedwait(%union.sem_t* noundef, %struct.timespec* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_timedlock(%union.pthread_mutex_t* noundef, %struct.timespec* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @sem_post(%union.sem_t* noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"timespec", !7, i64 0, !7, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!7, !7, i64 0}
