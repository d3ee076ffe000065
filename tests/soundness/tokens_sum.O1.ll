; ModuleID = 'tokens_sum.c'
source_filename = "tokens_sum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@total = dso_local local_unnamed_addr global i64 0, align 8
@last = dso_local local_unnamed_addr global i64 0, align 8
@words = dso_local local_unnamed_addr global i32 0, align 4
@reltable.worker = internal unnamed_addr constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.1 to i64), i64 ptrtoint ([2 x i32]* @reltable.worker to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([2 x i8]* @.str.2 to i64), i64 ptrtoint ([2 x i32]* @reltable.worker to i64)) to i32)], align 4
@.str = private unnamed_addr constant [2 x i8] c" \00", align 1
@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"1 a\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"2\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #7
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %16, !llvm.loop !5

10:                                               ; preds = %16
  %11 = load i64, i64* @total, align 8, !tbaa !8
  %12 = load i64, i64* @last, align 8, !tbaa !8
  %13 = mul nsw i64 %12, 100
  %14 = add nsw i64 %13, %11
  %15 = trunc i64 %14 to i32
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  ret i32 %15

16:                                               ; preds = %3, %16
  %17 = phi i64 [ %21, %16 ], [ 0, %3 ]
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %17
  %19 = load i64, i64* %18, align 8, !tbaa !8
  %20 = call i32 @pthread_join(i64 noundef %19, i8** noundef null) #7
  %21 = add nuw nsw i64 %17, 1
  %22 = icmp eq i64 %17, 0
  br i1 %22, label %16, label %10, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = alloca [8 x i8], align 1
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = getelementptr inbounds [8 x i8], [8 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  %6 = ptrtoint i8* %0 to i64
  %7 = shl i64 %6, 2
  %8 = call i8* @llvm.load.relative.i64(i8* bitcast ([2 x i32]* @reltable.worker to i8*), i64 %7)
  %9 = call i8* @strcpy(i8* noundef nonnull %5, i8* noundef nonnull dereferenceable(1) %8) #7
  %10 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #7
  store i8* null, i8** %3, align 8, !tbaa !13
  %11 = call i8* @strtok_r(i8* noundef nonnull %5, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef nonnull %3) #7
  %12 = icmp eq i8* %11, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %1
  %14 = bitcast i8** %4 to i8*
  br label %24

15:                                               ; preds = %24, %1
  %16 = phi i32 [ 0, %1 ], [ %34, %24 ]
  %17 = phi i64 [ 0, %1 ], [ %36, %24 ]
  %18 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #7
  %19 = load i64, i64* @total, align 8, !tbaa !8
  %20 = add nsw i64 %19, %17
  store i64 %20, i64* @total, align 8, !tbaa !8
  %21 = load i32, i32* @words, align 4, !tbaa !15
  %22 = add nsw i32 %21, %16
  store i32 %22, i32* @words, align 4, !tbaa !15
  store i64 %17, i64* @last, align 8, !tbaa !8
  %23 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  ret i8* null

24:                                               ; preds = %13, %24
  %25 = phi i64 [ 0, %13 ], [ %36, %24 ]
  %26 = phi i8* [ %11, %13 ], [ %37, %24 ]
  %27 = phi i32 [ 0, %13 ], [ %34, %24 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #7
  %28 = call i64 @strtol(i8* noundef nonnull %26, i8** noundef nonnull %4, i32 noundef 10) #7
  %29 = load i8*, i8** %4, align 8, !tbaa !13
  %30 = load i8, i8* %29, align 1, !tbaa !17
  %31 = icmp eq i8 %30, 0
  %32 = xor i1 %31, true
  %33 = zext i1 %32 to i32
  %34 = add nuw nsw i32 %27, %33
  %35 = select i1 %31, i64 %28, i64 0
  %36 = add nsw i64 %35, %25
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #7
  %37 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** noundef nonnull %3) #7
  %38 = icmp eq i8* %37, null
  br i1 %38, label %15, label %24, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok_r(i8* noundef, i8* nocapture noundef readonly, i8** noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nosync nounwind readonly willreturn }
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
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !10, i64 0}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !6, !7}
