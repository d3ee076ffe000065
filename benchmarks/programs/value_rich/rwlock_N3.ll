; ModuleID = 'rwlock.c'
source_filename = "rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8
@a = dso_local local_unnamed_addr global i32 0, align 4
@b = dso_local local_unnamed_addr global i32 0, align 4
@seen = dso_local local_unnamed_addr global [3 x [2 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %d \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @writer(i8* nocapture readnone %0) #0 {
  br label %3

2:                                                ; preds = %3
  ret i8* null

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 1, %1 ], [ %7, %3 ]
  %5 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef nonnull @lock) #6
  store i32 %4, i32* @a, align 4, !tbaa !5
  store i32 %4, i32* @b, align 4, !tbaa !5
  %6 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @lock) #6
  %7 = add nuw nsw i32 %4, 1
  %8 = icmp eq i32 %7, 3
  br i1 %8, label %2, label %3, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @reader(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  br label %6

5:                                                ; preds = %6
  ret i8* null

6:                                                ; preds = %1, %6
  %7 = phi i64 [ 0, %1 ], [ %15, %6 ]
  %8 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @lock) #6
  %9 = load i32, i32* @a, align 4, !tbaa !5
  %10 = mul nsw i32 %9, 10
  %11 = load i32, i32* @b, align 4, !tbaa !5
  %12 = add nsw i32 %10, %11
  %13 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @seen, i64 0, i64 %4, i64 %7
  store i32 %12, i32* %13, align 4, !tbaa !5
  %14 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @lock) #6
  %15 = add nuw nsw i64 %7, 1
  %16 = icmp eq i64 %7, 0
  br i1 %16, label %6, label %5, !llvm.loop !12
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  %3 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 0
  %4 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef null) #6
  br label %5

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 1, %0 ], [ %10, %5 ]
  %7 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %6
  %8 = inttoptr i64 %6 to i8*
  %9 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef nonnull %8) #6
  %10 = add nuw nsw i64 %6, 1
  %11 = icmp eq i64 %10, 3
  br i1 %11, label %12, label %5, !llvm.loop !13

12:                                               ; preds = %5, %12
  %13 = phi i64 [ %17, %12 ], [ 0, %5 ]
  %14 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %13
  %15 = load i64, i64* %14, align 8, !tbaa !14
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null) #6
  %17 = add nuw nsw i64 %13, 1
  %18 = icmp eq i64 %17, 3
  br i1 %18, label %21, label %12, !llvm.loop !16

19:                                               ; preds = %21
  %20 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  ret i32 0

21:                                               ; preds = %12, %21
  %22 = phi i64 [ %28, %21 ], [ 1, %12 ]
  %23 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @seen, i64 0, i64 %22, i64 0
  %24 = load i32, i32* %23, align 8, !tbaa !5
  %25 = getelementptr inbounds [3 x [2 x i32]], [3 x [2 x i32]]* @seen, i64 0, i64 %22, i64 1
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %24, i32 noundef %26)
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, 3
  br i1 %29, label %19, label %21, !llvm.loop !17
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
