; ModuleID = 'wordcount.c'
source_filename = "wordcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"total=%ld words=%d last=%ld\0A\00", align 1
@total = internal unnamed_addr global i64 0, align 8
@words = internal unnamed_addr global i32 0, align 4
@last = internal unnamed_addr global i64 0, align 8
@reltable.worker = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([17 x i8]* @.str.2 to i64), i64 ptrtoint ([4 x i32]* @reltable.worker to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([16 x i8]* @.str.3 to i64), i64 ptrtoint ([4 x i32]* @reltable.worker to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([15 x i8]* @.str.4 to i64), i64 ptrtoint ([4 x i32]* @reltable.worker to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([8 x i8]* @.str.5 to i64), i64 ptrtoint ([4 x i32]* @reltable.worker to i64)) to i32)], align 4
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"3 apples 4 pears\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"10 figs 2 plums\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"7 kiwis 1 lime\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"5 dates\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #8
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #8
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 3
  br i1 %9, label %15, label %3, !llvm.loop !5

10:                                               ; preds = %15
  %11 = load i64, i64* @total, align 8, !tbaa !8
  %12 = load i32, i32* @words, align 4, !tbaa !12
  %13 = load i64, i64* @last, align 8, !tbaa !8
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i64 noundef %11, i32 noundef %12, i64 noundef %13)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #8
  ret i32 0

15:                                               ; preds = %3, %15
  %16 = phi i64 [ %20, %15 ], [ 0, %3 ]
  %17 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !8
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #8
  %20 = add nuw nsw i64 %16, 1
  %21 = icmp eq i64 %20, 3
  br i1 %21, label %10, label %15, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = ptrtoint i8* %0 to i64
  %6 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #8
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 32
  %9 = shl i64 %8, 2
  %10 = call i8* @llvm.load.relative.i64(i8* bitcast ([4 x i32]* @reltable.worker to i8*), i64 %9)
  %11 = call i8* @strncpy(i8* noundef nonnull %6, i8* noundef nonnull dereferenceable(1) %10, i64 noundef 63) #8
  %12 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 63
  store i8 0, i8* %12, align 1, !tbaa !15
  %13 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #8
  store i8* null, i8** %3, align 8, !tbaa !16
  %14 = call i8* @strtok_r(i8* noundef nonnull %6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef nonnull %3) #8
  %15 = icmp eq i8* %14, null
  br i1 %15, label %18, label %16

16:                                               ; preds = %1
  %17 = bitcast i8** %4 to i8*
  br label %27

18:                                               ; preds = %27, %1
  %19 = phi i32 [ 0, %1 ], [ %37, %27 ]
  %20 = phi i64 [ 0, %1 ], [ %39, %27 ]
  %21 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #8
  %22 = load i64, i64* @total, align 8, !tbaa !8
  %23 = add nsw i64 %22, %20
  store i64 %23, i64* @total, align 8, !tbaa !8
  %24 = load i32, i32* @words, align 4, !tbaa !12
  %25 = add nsw i32 %24, %19
  store i32 %25, i32* @words, align 4, !tbaa !12
  store i64 %20, i64* @last, align 8, !tbaa !8
  %26 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #8
  ret i8* null

27:                                               ; preds = %16, %27
  %28 = phi i64 [ 0, %16 ], [ %39, %27 ]
  %29 = phi i8* [ %14, %16 ], [ %40, %27 ]
  %30 = phi i32 [ 0, %16 ], [ %37, %27 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #8
  %31 = call i64 @strtol(i8* noundef nonnull %29, i8** noundef nonnull %4, i32 noundef 10) #8
  %32 = load i8*, i8** %4, align 8, !tbaa !16
  %33 = load i8, i8* %32, align 1, !tbaa !15
  %34 = icmp eq i8 %33, 0
  %35 = xor i1 %34, true
  %36 = zext i1 %35 to i32
  %37 = add nuw nsw i32 %30, %36
  %38 = select i1 %34, i64 %31, i64 0
  %39 = add nsw i64 %38, %28
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #8
  %40 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8** noundef nonnull %3) #8
  %41 = icmp eq i8* %40, null
  br i1 %41, label %18, label %27, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok_r(i8* noundef, i8* nocapture noundef readonly, i8** noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #8 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = distinct !{!14, !6, !7}
!15 = !{!10, !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = distinct !{!18, !6, !7}
