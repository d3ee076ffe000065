; ModuleID = 'dynarray.c'
source_filename = "dynarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"grow to %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%u \00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"len=%u cap=%u\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @vec_push(%struct.vec* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.vec, %struct.vec* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !5
  %5 = getelementptr inbounds %struct.vec, %struct.vec* %0, i64 0, i32 2
  %6 = load i32, i32* %5, align 4, !tbaa !11
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %28

8:                                                ; preds = %2
  %9 = icmp eq i32 %6, 0
  %10 = shl i32 %6, 1
  %11 = select i1 %9, i32 2, i32 %10
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = call noalias i8* @malloc(i64 noundef %13) #8
  %15 = icmp eq i8* %14, null
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  call void @exit(i32 noundef 1) #9
  unreachable

17:                                               ; preds = %8
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = bitcast %struct.vec* %0 to i8**
  %21 = load i8*, i8** %20, align 8, !tbaa !12
  %22 = zext i32 %4 to i64
  %23 = shl nuw nsw i64 %22, 2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %14, i8* align 4 %21, i64 %23, i1 false)
  br label %24

24:                                               ; preds = %19, %17
  %25 = bitcast %struct.vec* %0 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !12
  call void @free(i8* noundef %26) #8
  store i8* %14, i8** %25, align 8, !tbaa !12
  store i32 %11, i32* %5, align 4, !tbaa !11
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
  br label %28

28:                                               ; preds = %24, %2
  %29 = getelementptr inbounds %struct.vec, %struct.vec* %0, i64 0, i32 0
  %30 = load i32*, i32** %29, align 8, !tbaa !12
  %31 = load i32, i32* %3, align 8, !tbaa !5
  %32 = add i32 %31, 1
  store i32 %32, i32* %3, align 8, !tbaa !5
  %33 = zext i32 %31 to i64
  %34 = getelementptr inbounds i32, i32* %30, i64 %33
  store i32 %1, i32* %34, align 4, !tbaa !13
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %5

1:                                                ; preds = %33
  %2 = call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 10, i64 noundef 4) #8
  %3 = bitcast i8* %2 to i32*
  %4 = icmp eq i8* %2, null
  br i1 %4, label %67, label %39

5:                                                ; preds = %0, %33
  %6 = phi i64 [ 0, %0 ], [ %36, %33 ]
  %7 = phi i32 [ 0, %0 ], [ %35, %33 ]
  %8 = phi i32* [ null, %0 ], [ %34, %33 ]
  %9 = trunc i64 %6 to i32
  %10 = mul nuw nsw i32 %9, 13
  %11 = add nuw nsw i32 %10, 5
  %12 = urem i32 %11, 10
  %13 = zext i32 %7 to i64
  %14 = icmp eq i64 %6, %13
  br i1 %14, label %15, label %33

15:                                               ; preds = %5
  %16 = icmp eq i32 %7, 0
  %17 = shl i32 %7, 1
  %18 = select i1 %16, i32 2, i32 %17
  %19 = zext i32 %18 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = call noalias i8* @malloc(i64 noundef %20) #8
  %22 = icmp eq i8* %21, null
  br i1 %22, label %23, label %24

23:                                               ; preds = %15
  call void @exit(i32 noundef 1) #9
  unreachable

24:                                               ; preds = %15
  %25 = icmp eq i64 %6, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %24
  %27 = bitcast i32* %8 to i8*
  %28 = shl nuw nsw i64 %6, 2
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %21, i8* align 4 %27, i64 %28, i1 false) #8
  br label %29

29:                                               ; preds = %26, %24
  %30 = bitcast i32* %8 to i8*
  call void @free(i8* noundef %30) #8
  %31 = bitcast i8* %21 to i32*
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %18) #8
  br label %33

33:                                               ; preds = %5, %29
  %34 = phi i32* [ %31, %29 ], [ %8, %5 ]
  %35 = phi i32 [ %18, %29 ], [ %7, %5 ]
  %36 = add nuw nsw i64 %6, 1
  %37 = getelementptr inbounds i32, i32* %34, i64 %6
  store i32 %12, i32* %37, align 4, !tbaa !13
  %38 = icmp eq i64 %36, 20
  br i1 %38, label %1, label %5, !llvm.loop !14

39:                                               ; preds = %1, %39
  %40 = phi i64 [ %47, %39 ], [ 0, %1 ]
  %41 = getelementptr inbounds i32, i32* %34, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !13
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %3, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !13
  %46 = add i32 %45, 1
  store i32 %46, i32* %44, align 4, !tbaa !13
  %47 = add nuw nsw i64 %40, 1
  %48 = icmp eq i64 %47, 20
  br i1 %48, label %53, label %39, !llvm.loop !17

49:                                               ; preds = %53
  %50 = call i32 @putchar(i32 10)
  %51 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8
  %52 = icmp eq i8* %51, null
  br i1 %52, label %67, label %61

53:                                               ; preds = %39, %53
  %54 = phi i64 [ %59, %53 ], [ 0, %39 ]
  %55 = getelementptr inbounds i32, i32* %3, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !13
  %57 = trunc i64 %54 to i32
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %57, i32 noundef %56)
  %59 = add nuw nsw i64 %54, 1
  %60 = icmp eq i64 %59, 10
  br i1 %60, label %49, label %53, !llvm.loop !18

61:                                               ; preds = %49
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(15) %51, i8 42, i64 15, i1 false)
  %62 = getelementptr inbounds i8, i8* %51, i64 15
  store i8 0, i8* %62, align 1, !tbaa !19
  %63 = getelementptr inbounds i8, i8* %51, i64 5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %63, i8* noundef nonnull align 1 dereferenceable(5) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i64 5, i1 false)
  %64 = call i32 @puts(i8* nonnull %51)
  call void @free(i8* noundef %51) #8
  call void @free(i8* noundef %2) #8
  %65 = bitcast i32* %34 to i8*
  call void @free(i8* noundef %65) #8
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef 20, i32 noundef %35)
  br label %67

67:                                               ; preds = %61, %49, %1
  %68 = phi i32 [ 1, %1 ], [ 0, %61 ], [ 1, %49 ]
  ret i32 %68
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"vec", !7, i64 0, !10, i64 8, !10, i64 12}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 12}
!12 = !{!6, !7, i64 0}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = !{!8, !8, i64 0}
