; ModuleID = 'treiber_weak.c'
source_filename = "treiber_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@top = internal global %struct.node* null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %5 = bitcast i8* %4 to %struct.node*
  %6 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0
  store i32 1, i32* %6, align 8, !tbaa !5
  %7 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %8 = inttoptr i64 %7 to %struct.node*
  %9 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 1
  store %struct.node* %8, %struct.node** %9, align 8, !tbaa !11
  %10 = bitcast %struct.node** %9 to i64*
  %11 = ptrtoint i8* %4 to i64
  %12 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %7, i64 %11 seq_cst seq_cst, align 8
  %13 = extractvalue { i64, i1 } %12, 1
  br i1 %13, label %19, label %14

14:                                               ; preds = %0, %14
  %15 = phi { i64, i1 } [ %17, %14 ], [ %12, %0 ]
  %16 = extractvalue { i64, i1 } %15, 0
  store i64 %16, i64* %10, align 8
  %17 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %16, i64 %11 seq_cst seq_cst, align 8
  %18 = extractvalue { i64, i1 } %17, 1
  br i1 %18, label %19, label %14, !llvm.loop !12

19:                                               ; preds = %14, %0
  %20 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %21 = bitcast i8* %20 to %struct.node*
  %22 = getelementptr inbounds %struct.node, %struct.node* %21, i64 0, i32 0
  store i32 2, i32* %22, align 8, !tbaa !5
  %23 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %24 = inttoptr i64 %23 to %struct.node*
  %25 = getelementptr inbounds %struct.node, %struct.node* %21, i64 0, i32 1
  store %struct.node* %24, %struct.node** %25, align 8, !tbaa !11
  %26 = bitcast %struct.node** %25 to i64*
  %27 = ptrtoint i8* %20 to i64
  %28 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %23, i64 %27 seq_cst seq_cst, align 8
  %29 = extractvalue { i64, i1 } %28, 1
  br i1 %29, label %35, label %30

30:                                               ; preds = %19, %30
  %31 = phi { i64, i1 } [ %33, %30 ], [ %28, %19 ]
  %32 = extractvalue { i64, i1 } %31, 0
  store i64 %32, i64* %26, align 8
  %33 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %32, i64 %27 seq_cst seq_cst, align 8
  %34 = extractvalue { i64, i1 } %33, 1
  br i1 %34, label %35, label %30, !llvm.loop !12

35:                                               ; preds = %30, %19
  %36 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #7
  %37 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37) #7
  %38 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38) #7
  %39 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @popper, i8* noundef null) #7
  %40 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @swapper, i8* noundef null) #7
  %41 = load i64, i64* %1, align 8, !tbaa !15
  %42 = call i32 @pthread_join(i64 noundef %41, i8** noundef nonnull %3) #7
  %43 = load i64, i64* %2, align 8, !tbaa !15
  %44 = call i32 @pthread_join(i64 noundef %43, i8** noundef null) #7
  %45 = load i8*, i8** %3, align 8, !tbaa !17
  %46 = ptrtoint i8* %45 to i64
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %46)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %37) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i8* @popper(i8* nocapture noundef readnone %0) #0 {
  %2 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %3 = icmp eq i64 %2, 0
  br i1 %3, label %20, label %4

4:                                                ; preds = %1
  %5 = inttoptr i64 %2 to %struct.node*
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi %struct.node* [ %16, %6 ], [ %5, %4 ]
  %8 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 1
  %9 = load %struct.node*, %struct.node** %8, align 8, !tbaa !11
  %10 = ptrtoint %struct.node* %7 to i64
  %11 = ptrtoint %struct.node* %9 to i64
  %12 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %10, i64 %11 seq_cst seq_cst, align 8
  %13 = extractvalue { i64, i1 } %12, 1
  %14 = extractvalue { i64, i1 } %12, 0
  %15 = inttoptr i64 %14 to %struct.node*
  %16 = select i1 %13, %struct.node* %7, %struct.node* %15
  %17 = xor i1 %13, true
  %18 = icmp ne %struct.node* %16, null
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %6, label %20, !llvm.loop !18

20:                                               ; preds = %6, %1
  %21 = phi %struct.node* [ null, %1 ], [ %16, %6 ]
  %22 = icmp eq %struct.node* %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.node, %struct.node* %21, i64 0, i32 0
  %25 = load i32, i32* %24, align 8, !tbaa !5
  %26 = bitcast %struct.node* %21 to i8*
  call void @free(i8* noundef %26) #7
  %27 = sext i32 %25 to i64
  %28 = inttoptr i64 %27 to i8*
  br label %29

29:                                               ; preds = %20, %23
  %30 = phi i8* [ %28, %23 ], [ inttoptr (i64 -1 to i8*), %20 ]
  ret i8* %30
}

; Function Attrs: nounwind uwtable
define internal noalias i8* @swapper(i8* nocapture noundef readnone %0) #0 {
  %2 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %3 = icmp eq i64 %2, 0
  br i1 %3, label %20, label %4

4:                                                ; preds = %1
  %5 = inttoptr i64 %2 to %struct.node*
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi %struct.node* [ %16, %6 ], [ %5, %4 ]
  %8 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 1
  %9 = load %struct.node*, %struct.node** %8, align 8, !tbaa !11
  %10 = ptrtoint %struct.node* %7 to i64
  %11 = ptrtoint %struct.node* %9 to i64
  %12 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %10, i64 %11 seq_cst seq_cst, align 8
  %13 = extractvalue { i64, i1 } %12, 1
  %14 = extractvalue { i64, i1 } %12, 0
  %15 = inttoptr i64 %14 to %struct.node*
  %16 = select i1 %13, %struct.node* %7, %struct.node* %15
  %17 = xor i1 %13, true
  %18 = icmp ne %struct.node* %16, null
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %6, label %20, !llvm.loop !18

20:                                               ; preds = %6, %1
  %21 = phi %struct.node* [ null, %1 ], [ %16, %6 ]
  %22 = icmp eq %struct.node* %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.node, %struct.node* %21, i64 0, i32 0
  %25 = load i32, i32* %24, align 8, !tbaa !5
  %26 = bitcast %struct.node* %21 to i8*
  call void @free(i8* noundef %26) #7
  %27 = add i32 %25, 10
  br label %28

28:                                               ; preds = %20, %23
  %29 = phi i32 [ %27, %23 ], [ 9, %20 ]
  %30 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %31 = bitcast i8* %30 to %struct.node*
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i64 0, i32 0
  store i32 %29, i32* %32, align 8, !tbaa !5
  %33 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) seq_cst, align 8
  %34 = inttoptr i64 %33 to %struct.node*
  %35 = getelementptr inbounds %struct.node, %struct.node* %31, i64 0, i32 1
  store %struct.node* %34, %struct.node** %35, align 8, !tbaa !11
  %36 = bitcast %struct.node** %35 to i64*
  %37 = ptrtoint i8* %30 to i64
  %38 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %33, i64 %37 seq_cst seq_cst, align 8
  %39 = extractvalue { i64, i1 } %38, 1
  br i1 %39, label %45, label %40

40:                                               ; preds = %28, %40
  %41 = phi { i64, i1 } [ %43, %40 ], [ %38, %28 ]
  %42 = extractvalue { i64, i1 } %41, 0
  store i64 %42, i64* %36, align 8
  %43 = cmpxchg weak i64* bitcast (%struct.node** @top to i64*), i64 %42, i64 %37 seq_cst seq_cst, align 8
  %44 = extractvalue { i64, i1 } %43, 1
  br i1 %44, label %45, label %40, !llvm.loop !12

45:                                               ; preds = %40, %28
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !13, !14}
