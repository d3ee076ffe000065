; ModuleID = 'sem_pipeline.c'
source_filename = "sem_pipeline.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local global %union.sem_t zeroinitializer, align 8
@spin = dso_local global i32 0, align 4
@buffer = dso_local local_unnamed_addr global i32 0, align 4
@items = dso_local global %union.sem_t zeroinitializer, align 8
@consumed = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [47 x i8] c"consumed %d slots %d trywait %d %s clocks %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"EAGAIN\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i8* @producer(i8* noundef readnone returned %0) #0 {
  br label %3

2:                                                ; preds = %3
  ret i8* %0

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 1, %1 ], [ %10, %3 ]
  %5 = call i32 @sem_wait(%union.sem_t* noundef nonnull @slots) #6
  %6 = call i32 @pthread_spin_lock(i32* noundef nonnull @spin) #6
  store i32 %4, i32* @buffer, align 4, !tbaa !5
  %7 = call i32 @pthread_spin_unlock(i32* noundef nonnull @spin) #6
  %8 = call i32 @sem_post(%union.sem_t* noundef nonnull @items) #6
  %9 = call i32 @usleep(i32 noundef 100) #6
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 3
  br i1 %11, label %2, label %3, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @sem_wait(%union.sem_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(i32* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(i32* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @sem_post(%union.sem_t* noundef) local_unnamed_addr #3

declare i32 @usleep(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i8* @consumer(i8* noundef readnone returned %0) #0 {
  br label %3

2:                                                ; preds = %3
  ret i8* %0

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %12, %3 ]
  %5 = call i32 @sem_wait(%union.sem_t* noundef nonnull @items) #6
  %6 = call i32 @pthread_spin_lock(i32* noundef nonnull @spin) #6
  %7 = load i32, i32* @buffer, align 4, !tbaa !5
  %8 = load i32, i32* @consumed, align 4, !tbaa !5
  %9 = add nsw i32 %8, %7
  store i32 %9, i32* @consumed, align 4, !tbaa !5
  %10 = call i32 @pthread_spin_unlock(i32* noundef nonnull @spin) #6
  %11 = call i32 @sem_post(%union.sem_t* noundef nonnull @slots) #6
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %4, 0
  br i1 %13, label %3, label %2, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.timespec, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = bitcast %struct.timespec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #6
  %6 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %1) #6
  %7 = call i32 @sem_init(%union.sem_t* noundef nonnull @slots, i32 noundef 0, i32 noundef 1) #6
  %8 = call i32 @sem_init(%union.sem_t* noundef nonnull @items, i32 noundef 0, i32 noundef 0) #6
  %9 = call i32 @pthread_spin_init(i32* noundef nonnull @spin, i32 noundef 0) #6
  %10 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #6
  %11 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #6
  %12 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6
  %13 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #6
  %14 = load i64, i64* %2, align 8, !tbaa !13
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #6
  %16 = load i64, i64* %3, align 8, !tbaa !13
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null) #6
  %18 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #6
  %19 = call i32 @sem_trywait(%union.sem_t* noundef nonnull @items) #6
  %20 = call i32* @__errno_location() #7
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = call i32 @sem_getvalue(%union.sem_t* noundef nonnull @slots, i32* noundef nonnull %4) #6
  %23 = load i32, i32* @consumed, align 4, !tbaa !5
  %24 = load i32, i32* %4, align 4, !tbaa !5
  %25 = icmp eq i32 %21, 11
  %26 = select i1 %25, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)
  %27 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i64 0, i32 0
  %28 = load i64, i64* %27, align 8, !tbaa !15
  %29 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i64 0, i32 1
  %30 = load i64, i64* %29, align 8, !tbaa !17
  %31 = add nsw i64 %30, %28
  %32 = call i64 @time(i64* noundef null) #6
  %33 = add nsw i64 %31, %32
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str, i64 0, i64 0), i32 noundef %23, i32 noundef %24, i32 noundef %19, i8* noundef %26, i64 noundef %33)
  %35 = load i32, i32* @consumed, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #6
  ret i32 %35
}

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @sem_init(%union.sem_t* noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_spin_init(i32* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @sem_trywait(%union.sem_t* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sem_getvalue(%union.sem_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind
declare i64 @time(i64* noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"timespec", !14, i64 0, !14, i64 8}
!17 = !{!16, !14, i64 8}
