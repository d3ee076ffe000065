; ModuleID = 'tls_stats.c'
source_filename = "tls_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@total_hits = dso_local local_unnamed_addr global i64 0, align 8
@total_misses = dso_local local_unnamed_addr global i64 0, align 8
@hits = internal thread_local unnamed_addr global i64 0, align 8
@last = dso_local local_unnamed_addr global i64 0, align 8
@misses = internal thread_local unnamed_addr global i64 0, align 8
@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #4
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %6, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = add nuw nsw i64 %4, 1
  %7 = inttoptr i64 %6 to i8*
  %8 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull %7) #4
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %19, !llvm.loop !5

10:                                               ; preds = %19
  %11 = load i64, i64* @total_hits, align 8, !tbaa !8
  %12 = mul nsw i64 %11, 10
  %13 = load i64, i64* @total_misses, align 8, !tbaa !8
  %14 = add nsw i64 %12, %13
  %15 = load i64, i64* @hits, align 8, !tbaa !8
  %16 = mul nsw i64 %15, 100
  %17 = add nsw i64 %14, %16
  %18 = trunc i64 %17 to i32
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #4
  ret i32 %18

19:                                               ; preds = %3, %19
  %20 = phi i64 [ %24, %19 ], [ 0, %3 ]
  %21 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %20
  %22 = load i64, i64* %21, align 8, !tbaa !8
  %23 = call i32 @pthread_join(i64 noundef %22, i8** noundef null) #4
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp eq i64 %20, 0
  br i1 %25, label %19, label %10, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = load i64, i64* @hits, align 8, !tbaa !8
  %4 = load i64, i64* @misses, align 8, !tbaa !8
  br label %14

5:                                                ; preds = %28
  %6 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #4
  %7 = load i64, i64* @hits, align 8, !tbaa !8
  %8 = load i64, i64* @total_hits, align 8, !tbaa !8
  %9 = add nsw i64 %8, %7
  store i64 %9, i64* @total_hits, align 8, !tbaa !8
  %10 = load i64, i64* @misses, align 8, !tbaa !8
  %11 = load i64, i64* @total_misses, align 8, !tbaa !8
  %12 = add nsw i64 %11, %10
  store i64 %12, i64* @total_misses, align 8, !tbaa !8
  store i64 %7, i64* @last, align 8, !tbaa !8
  %13 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #4
  ret i8* null

14:                                               ; preds = %1, %28
  %15 = phi i32 [ 0, %1 ], [ %31, %28 ]
  %16 = phi i64 [ %2, %1 ], [ %21, %28 ]
  %17 = phi i64 [ %3, %1 ], [ %30, %28 ]
  %18 = phi i64 [ %4, %1 ], [ %29, %28 ]
  %19 = mul nsw i64 %16, 1103515245
  %20 = add nsw i64 %19, 12345
  %21 = and i64 %20, 2147483647
  %22 = urem i64 %21, 3
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %14
  %25 = add nsw i64 %17, 1
  store i64 %25, i64* @hits, align 8, !tbaa !8
  br label %28

26:                                               ; preds = %14
  %27 = add nsw i64 %18, 1
  store i64 %27, i64* @misses, align 8, !tbaa !8
  br label %28

28:                                               ; preds = %24, %26
  %29 = phi i64 [ %18, %24 ], [ %27, %26 ]
  %30 = phi i64 [ %25, %24 ], [ %17, %26 ]
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %31, 3
  br i1 %32, label %5, label %14, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
