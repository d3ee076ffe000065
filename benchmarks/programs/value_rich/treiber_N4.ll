; ModuleID = 'treiber.c'
source_filename = "treiber.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@nodes = dso_local global [4 x %struct.node] zeroinitializer, align 16
@popped = dso_local local_unnamed_addr global [4 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"| left:\00", align 1
@top = dso_local global %struct.node* null, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = add nsw i32 %3, 1
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [4 x %struct.node], [4 x %struct.node]* @nodes, i64 0, i64 %6
  %8 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 0
  store i32 %4, i32* %8, align 16, !tbaa !5
  %9 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %10 = inttoptr i64 %9 to %struct.node*
  %11 = getelementptr inbounds [4 x %struct.node], [4 x %struct.node]* @nodes, i64 0, i64 %6, i32 1
  %12 = ptrtoint %struct.node* %7 to i64
  br label %13

13:                                               ; preds = %13, %1
  %14 = phi %struct.node* [ %10, %1 ], [ %20, %13 ]
  store %struct.node* %14, %struct.node** %11, align 8, !tbaa !11
  %15 = ptrtoint %struct.node* %14 to i64
  %16 = cmpxchg i64* bitcast (%struct.node** @top to i64*), i64 %15, i64 %12 seq_cst seq_cst, align 8
  %17 = extractvalue { i64, i1 } %16, 1
  %18 = extractvalue { i64, i1 } %16, 0
  %19 = inttoptr i64 %18 to %struct.node*
  %20 = select i1 %17, %struct.node* %14, %struct.node* %19
  br i1 %17, label %21, label %13, !llvm.loop !12

21:                                               ; preds = %13
  %22 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %21
  %25 = inttoptr i64 %22 to %struct.node*
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi %struct.node* [ %36, %26 ], [ %25, %24 ]
  %28 = getelementptr inbounds %struct.node, %struct.node* %27, i64 0, i32 1
  %29 = load %struct.node*, %struct.node** %28, align 8, !tbaa !11
  %30 = ptrtoint %struct.node* %27 to i64
  %31 = ptrtoint %struct.node* %29 to i64
  %32 = cmpxchg i64* bitcast (%struct.node** @top to i64*), i64 %30, i64 %31 seq_cst seq_cst, align 8
  %33 = extractvalue { i64, i1 } %32, 1
  %34 = extractvalue { i64, i1 } %32, 0
  %35 = inttoptr i64 %34 to %struct.node*
  %36 = select i1 %33, %struct.node* %27, %struct.node* %35
  %37 = xor i1 %33, true
  %38 = icmp ne %struct.node* %36, null
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %26, label %40, !llvm.loop !15

40:                                               ; preds = %26, %21
  %41 = phi %struct.node* [ null, %21 ], [ %36, %26 ]
  %42 = icmp eq %struct.node* %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 0
  %45 = load i32, i32* %44, align 8, !tbaa !5
  br label %46

46:                                               ; preds = %40, %43
  %47 = phi i32 [ %45, %43 ], [ 0, %40 ]
  %48 = getelementptr inbounds [4 x i32], [4 x i32]* @popped, i64 0, i64 %6
  store i32 %47, i32* %48, align 4, !tbaa !16
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [4 x i64], align 16
  %2 = bitcast [4 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #7
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 4
  br i1 %9, label %10, label %3, !llvm.loop !17

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  %12 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !18
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #7
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, 4
  br i1 %16, label %23, label %10, !llvm.loop !20

17:                                               ; preds = %23
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0))
  %19 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %17
  %22 = inttoptr i64 %19 to %struct.node*
  br label %32

23:                                               ; preds = %10, %23
  %24 = phi i64 [ %28, %23 ], [ 0, %10 ]
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* @popped, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !16
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %26)
  %28 = add nuw nsw i64 %24, 1
  %29 = icmp eq i64 %28, 4
  br i1 %29, label %17, label %23, !llvm.loop !21

30:                                               ; preds = %32, %17
  %31 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #7
  ret i32 0

32:                                               ; preds = %21, %32
  %33 = phi %struct.node* [ %38, %32 ], [ %22, %21 ]
  %34 = getelementptr inbounds %struct.node, %struct.node* %33, i64 0, i32 0
  %35 = load i32, i32* %34, align 8, !tbaa !5
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %35)
  %37 = getelementptr inbounds %struct.node, %struct.node* %33, i64 0, i32 1
  %38 = load %struct.node*, %struct.node** %37, align 8, !tbaa !11
  %39 = icmp eq %struct.node* %38, null
  br i1 %39, label %30, label %32, !llvm.loop !22
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !13, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !8, i64 0}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13, !14}
!22 = distinct !{!22, !13, !14}
