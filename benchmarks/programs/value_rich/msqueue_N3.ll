; ModuleID = 'msqueue.c'
source_filename = "msqueue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@nodes = dso_local global [4 x %struct.node] zeroinitializer, align 16
@got = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4
@head = dso_local global %struct.node* null, align 8
@tail = dso_local global %struct.node* null, align 8
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"| left:\00", align 1
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
  %9 = getelementptr inbounds [4 x %struct.node], [4 x %struct.node]* @nodes, i64 0, i64 %6, i32 1
  %10 = bitcast %struct.node** %9 to i64*
  store atomic i64 0, i64* %10 seq_cst, align 8
  %11 = ptrtoint %struct.node* %7 to i64
  br label %12

12:                                               ; preds = %28, %1
  %13 = load atomic i64, i64* bitcast (%struct.node** @tail to i64*) seq_cst, align 8
  %14 = inttoptr i64 %13 to %struct.node*
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i64 0, i32 1
  %16 = bitcast %struct.node** %15 to i64*
  %17 = load atomic i64, i64* %16 seq_cst, align 8
  %18 = load atomic i64, i64* bitcast (%struct.node** @tail to i64*) seq_cst, align 8
  %19 = inttoptr i64 %18 to %struct.node*
  %20 = icmp eq %struct.node* %14, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %12
  %22 = icmp eq i64 %17, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = cmpxchg i64* %16, i64 %17, i64 %11 seq_cst seq_cst, align 8
  %25 = extractvalue { i64, i1 } %24, 1
  br i1 %25, label %29, label %28

26:                                               ; preds = %21
  %27 = cmpxchg i64* bitcast (%struct.node** @tail to i64*), i64 %13, i64 %17 seq_cst seq_cst, align 8
  br label %28

28:                                               ; preds = %26, %23, %12
  br label %12, !llvm.loop !10

29:                                               ; preds = %23
  %30 = cmpxchg i64* bitcast (%struct.node** @tail to i64*), i64 %13, i64 %11 seq_cst seq_cst, align 8
  br label %31

31:                                               ; preds = %58, %29
  %32 = phi i32 [ undef, %29 ], [ %60, %58 ]
  %33 = load atomic i64, i64* bitcast (%struct.node** @head to i64*) seq_cst, align 8
  %34 = inttoptr i64 %33 to %struct.node*
  %35 = load atomic i64, i64* bitcast (%struct.node** @tail to i64*) seq_cst, align 8
  %36 = getelementptr inbounds %struct.node, %struct.node* %34, i64 0, i32 1
  %37 = bitcast %struct.node** %36 to i64*
  %38 = load atomic i64, i64* %37 seq_cst, align 8
  %39 = inttoptr i64 %38 to %struct.node*
  %40 = load atomic i64, i64* bitcast (%struct.node** @head to i64*) seq_cst, align 8
  %41 = inttoptr i64 %40 to %struct.node*
  %42 = icmp eq %struct.node* %34, %41
  br i1 %42, label %43, label %58, !llvm.loop !12

43:                                               ; preds = %31
  %44 = inttoptr i64 %35 to %struct.node*
  %45 = icmp eq %struct.node* %34, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = icmp eq i64 %38, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %46
  %49 = cmpxchg i64* bitcast (%struct.node** @tail to i64*), i64 %35, i64 %38 seq_cst seq_cst, align 8
  br label %56

50:                                               ; preds = %43
  %51 = getelementptr inbounds %struct.node, %struct.node* %39, i64 0, i32 0
  %52 = load i32, i32* %51, align 8, !tbaa !5
  %53 = cmpxchg i64* bitcast (%struct.node** @head to i64*), i64 %33, i64 %38 seq_cst seq_cst, align 8
  %54 = extractvalue { i64, i1 } %53, 1
  %55 = select i1 %54, i32 %52, i32 %32
  br i1 %54, label %58, label %56

56:                                               ; preds = %50, %48
  %57 = phi i32 [ %32, %48 ], [ %55, %50 ]
  br label %58

58:                                               ; preds = %56, %50, %46, %31
  %59 = phi i1 [ true, %46 ], [ false, %31 ], [ true, %50 ], [ false, %56 ]
  %60 = phi i32 [ 0, %46 ], [ %32, %31 ], [ %55, %50 ], [ %57, %56 ]
  br i1 %59, label %61, label %31

61:                                               ; preds = %58
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* @got, i64 0, i64 %6
  store i32 %60, i32* %62, align 4, !tbaa !13
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #7
  store atomic i64 ptrtoint (%struct.node* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @nodes, i64 0, i64 3) to i64), i64* bitcast (%struct.node** @head to i64*) seq_cst, align 8
  store atomic i64 ptrtoint (%struct.node* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @nodes, i64 0, i64 3) to i64), i64* bitcast (%struct.node** @tail to i64*) seq_cst, align 8
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #7
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 3
  br i1 %9, label %10, label %3, !llvm.loop !14

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  %12 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !16
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #7
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, 3
  br i1 %16, label %25, label %10, !llvm.loop !18

17:                                               ; preds = %25
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0))
  %19 = load atomic i64, i64* bitcast (%struct.node** @head to i64*) seq_cst, align 8
  %20 = inttoptr i64 %19 to %struct.node*
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i64 0, i32 1
  %22 = bitcast %struct.node** %21 to i64*
  %23 = load atomic i64, i64* %22 seq_cst, align 8
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %32, label %34

25:                                               ; preds = %10, %25
  %26 = phi i64 [ %30, %25 ], [ 0, %10 ]
  %27 = getelementptr inbounds [3 x i32], [3 x i32]* @got, i64 0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !13
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %28)
  %30 = add nuw nsw i64 %26, 1
  %31 = icmp eq i64 %30, 3
  br i1 %31, label %17, label %25, !llvm.loop !19

32:                                               ; preds = %34, %17
  %33 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #7
  ret i32 0

34:                                               ; preds = %17, %34
  %35 = phi i64 [ %42, %34 ], [ %23, %17 ]
  %36 = inttoptr i64 %35 to %struct.node*
  %37 = getelementptr inbounds %struct.node, %struct.node* %36, i64 0, i32 0
  %38 = load i32, i32* %37, align 8, !tbaa !5
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %38)
  %40 = getelementptr inbounds %struct.node, %struct.node* %36, i64 0, i32 1
  %41 = bitcast %struct.node** %40 to i64*
  %42 = load atomic i64, i64* %41 seq_cst, align 8
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %32, label %34, !llvm.loop !20
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
!6 = !{!"node", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15, !11}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = distinct !{!18, !15, !11}
!19 = distinct !{!19, !15, !11}
!20 = distinct !{!20, !15, !11}
