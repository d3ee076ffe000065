; ModuleID = 'mutex_list.c'
source_filename = "mutex_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@count = dso_local local_unnamed_addr global i32 0, align 4
@items = dso_local local_unnamed_addr global [8 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [26 x i8] c"count %d sum %d first %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  %2 = bitcast [4 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #5
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #5
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 4
  br i1 %9, label %15, label %3, !llvm.loop !5

10:                                               ; preds = %15
  %11 = load i32, i32* @count, align 4, !tbaa !8
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = zext i32 %11 to i64
  br label %26

15:                                               ; preds = %3, %15
  %16 = phi i64 [ %20, %15 ], [ 0, %3 ]
  %17 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !12
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #5
  %20 = add nuw nsw i64 %16, 1
  %21 = icmp eq i64 %20, 4
  br i1 %21, label %10, label %15, !llvm.loop !14

22:                                               ; preds = %26, %10
  %23 = phi i32 [ 0, %10 ], [ %31, %26 ]
  %24 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @items, i64 0, i64 0), align 16, !tbaa !8
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %23, i32 noundef %24)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #5
  ret i32 0

26:                                               ; preds = %13, %26
  %27 = phi i64 [ 0, %13 ], [ %32, %26 ]
  %28 = phi i32 [ 0, %13 ], [ %31, %26 ]
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* @items, i64 0, i64 %27
  %30 = load i32, i32* %29, align 4, !tbaa !8
  %31 = add nsw i32 %30, %28
  %32 = add nuw nsw i64 %27, 1
  %33 = icmp eq i64 %32, %14
  br i1 %33, label %22, label %26, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 10
  br label %6

5:                                                ; preds = %6
  ret i8* null

6:                                                ; preds = %1, %6
  %7 = phi i32 [ 0, %1 ], [ %15, %6 ]
  %8 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #5
  %9 = add nuw nsw i32 %7, %4
  %10 = load i32, i32* @count, align 4, !tbaa !8
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @count, align 4, !tbaa !8
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* @items, i64 0, i64 %12
  store i32 %9, i32* %13, align 4, !tbaa !8
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #5
  %15 = add nuw nsw i32 %7, 1
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %6, label %5, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
