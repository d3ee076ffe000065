; ModuleID = 'local_helpers.c'
source_filename = "local_helpers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.stats = type { i32, i32, i32 }

@.str = private unnamed_addr constant [20 x i8] c"total %d, found %d\0A\00", align 1
@total = internal unnamed_addr global i32 0, align 4
@found = internal unnamed_addr global i32 0, align 4
@mu = internal global %union.pthread_mutex_t zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #10
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #10
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %14, !llvm.loop !5

10:                                               ; preds = %14
  %11 = load i32, i32* @total, align 4, !tbaa !8
  %12 = load i32, i32* @found, align 4, !tbaa !8
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #10
  ret i32 0

14:                                               ; preds = %3, %14
  %15 = phi i64 [ %19, %14 ], [ 0, %3 ]
  %16 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !12
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null) #10
  %19 = add nuw nsw i64 %15, 1
  %20 = icmp eq i64 %15, 0
  br i1 %20, label %14, label %10, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = alloca [6 x i32], align 16
  %3 = alloca %struct.stats, align 4
  %4 = ptrtoint i8* %0 to i64
  %5 = trunc i64 %4 to i32
  %6 = bitcast [6 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %6) #10
  %7 = bitcast %struct.stats* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %7) #10
  %8 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 0
  %9 = add nsw i32 %5, 1
  call fastcc void @fill(i32* noundef nonnull %8, i32 noundef %9)
  call fastcc void @init_stats(%struct.stats* noundef nonnull %3)
  call fastcc void @add(%struct.stats* noundef nonnull %3, i32* noundef nonnull %8)
  call void @qsort(i8* noundef nonnull %6, i64 noundef 6, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp) #10
  %10 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 3
  %11 = load i32, i32* %10, align 4, !tbaa !8
  br label %12

12:                                               ; preds = %25, %1
  %13 = phi i64 [ %27, %25 ], [ 0, %1 ]
  %14 = phi i64 [ %26, %25 ], [ 6, %1 ]
  %15 = add i64 %14, %13
  %16 = lshr i64 %15, 1
  %17 = getelementptr [6 x i32], [6 x i32]* %2, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !8
  %19 = sub nsw i32 %11, %18
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %25, label %21

21:                                               ; preds = %12
  %22 = icmp eq i32 %19, 0
  br i1 %22, label %29, label %23

23:                                               ; preds = %21
  %24 = add nuw i64 %16, 1
  br label %25

25:                                               ; preds = %23, %12
  %26 = phi i64 [ %14, %23 ], [ %16, %12 ]
  %27 = phi i64 [ %24, %23 ], [ %13, %12 ]
  %28 = icmp ult i64 %27, %26
  br i1 %28, label %12, label %32, !llvm.loop !15

29:                                               ; preds = %21
  %30 = getelementptr [6 x i32], [6 x i32]* %2, i64 0, i64 %16
  %31 = bitcast i32* %30 to i8*
  br label %32

32:                                               ; preds = %25, %29
  %33 = phi i8* [ %31, %29 ], [ null, %25 ]
  %34 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @mu) #10
  %35 = getelementptr inbounds %struct.stats, %struct.stats* %3, i64 0, i32 1
  %36 = load i32, i32* %35, align 4, !tbaa !16
  %37 = mul nsw i32 %36, 10
  %38 = getelementptr inbounds %struct.stats, %struct.stats* %3, i64 0, i32 2
  %39 = load i32, i32* %38, align 4, !tbaa !18
  %40 = add nsw i32 %37, %39
  %41 = load i32, i32* @total, align 4, !tbaa !8
  %42 = add nsw i32 %40, %41
  store i32 %42, i32* @total, align 4, !tbaa !8
  %43 = icmp eq i8* %33, null
  br i1 %43, label %49, label %44

44:                                               ; preds = %32
  %45 = bitcast i8* %33 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !8
  %47 = icmp eq i32 %46, %11
  %48 = zext i1 %47 to i32
  br label %49

49:                                               ; preds = %44, %32
  %50 = phi i32 [ 0, %32 ], [ %48, %44 ]
  %51 = load i32, i32* @found, align 4, !tbaa !8
  %52 = add nsw i32 %51, %50
  store i32 %52, i32* @found, align 4, !tbaa !8
  %53 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @mu) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %7) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #10
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @fill(i32* nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = mul nsw i32 %1, 7
  br label %5

4:                                                ; preds = %5
  ret void

5:                                                ; preds = %2, %5
  %6 = phi i64 [ 0, %2 ], [ %12, %5 ]
  %7 = trunc i64 %6 to i32
  %8 = mul i32 %7, 5
  %9 = add nsw i32 %8, %3
  %10 = srem i32 %9, 11
  %11 = getelementptr inbounds i32, i32* %0, i64 %6
  store i32 %10, i32* %11, align 4, !tbaa !8
  %12 = add nuw nsw i64 %6, 1
  %13 = icmp eq i64 %12, 6
  br i1 %13, label %4, label %5, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define internal fastcc void @init_stats(%struct.stats* nocapture noundef writeonly %0) unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 1
  store i32 0, i32* %2, align 4, !tbaa !16
  %3 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 0
  store i32 0, i32* %3, align 4, !tbaa !20
  %4 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 2
  store i32 -1, i32* %4, align 4, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @add(%struct.stats* nocapture noundef %0, i32* nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.stats, %struct.stats* %0, i64 0, i32 2
  br label %7

6:                                                ; preds = %19
  ret void

7:                                                ; preds = %2, %19
  %8 = phi i32* [ %1, %2 ], [ %21, %19 ]
  %9 = phi i64 [ 0, %2 ], [ %20, %19 ]
  %10 = load i32, i32* %3, align 4, !tbaa !20
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %3, align 4, !tbaa !20
  %12 = load i32, i32* %8, align 4, !tbaa !8
  %13 = load i32, i32* %4, align 4, !tbaa !16
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %4, align 4, !tbaa !16
  %15 = load i32, i32* %8, align 4, !tbaa !8
  %16 = load i32, i32* %5, align 4, !tbaa !18
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %7
  store i32 %15, i32* %5, align 4, !tbaa !18
  br label %19

19:                                               ; preds = %7, %18
  %20 = add nuw nsw i64 %9, 1
  %21 = getelementptr inbounds i32, i32* %1, i64 %20
  %22 = icmp eq i64 %20, 6
  br i1 %22, label %6, label %7, !llvm.loop !21
}

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !8
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !8
  %7 = sub nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

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
!16 = !{!17, !9, i64 4}
!17 = !{!"stats", !9, i64 0, !9, i64 4, !9, i64 8}
!18 = !{!17, !9, i64 8}
!19 = distinct !{!19, !6, !7}
!20 = !{!17, !9, i64 0}
!21 = distinct !{!21, !6, !7}
