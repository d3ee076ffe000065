; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str.1 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"count=%d sum=%d\0A\00", align 1
@str = private unnamed_addr constant [2 x i8] c"]\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias %struct.node* @push(%struct.node* noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %4 = bitcast i8* %3 to %struct.node*
  %5 = icmp eq i8* %3, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  call void @exit(i32 noundef 1) #10
  unreachable

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0
  store i32 %1, i32* %8, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  store %struct.node* %0, %struct.node** %9, align 8, !tbaa !11
  ret %struct.node* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local %struct.node* @reverse(%struct.node* noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %7, %3 ], [ %0, %1 ]
  %5 = phi %struct.node* [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  %7 = load %struct.node*, %struct.node** %6, align 8, !tbaa !11
  store %struct.node* %5, %struct.node** %6, align 8, !tbaa !11
  %8 = icmp eq %struct.node* %7, null
  br i1 %8, label %9, label %3, !llvm.loop !12

9:                                                ; preds = %3, %1
  %10 = phi %struct.node* [ null, %1 ], [ %4, %3 ]
  ret %struct.node* %10
}

; Function Attrs: nounwind uwtable
define dso_local %struct.node* @remove_value(%struct.node* noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8, !tbaa !15
  %4 = icmp eq %struct.node* %0, null
  br i1 %4, label %19, label %5

5:                                                ; preds = %2, %15
  %6 = phi %struct.node* [ %17, %15 ], [ %0, %2 ]
  %7 = phi %struct.node** [ %16, %15 ], [ %3, %2 ]
  %8 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 0
  %9 = load i32, i32* %8, align 8, !tbaa !5
  %10 = icmp eq i32 %9, %1
  %11 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 1
  br i1 %10, label %12, label %15

12:                                               ; preds = %5
  %13 = load %struct.node*, %struct.node** %11, align 8, !tbaa !11
  store %struct.node* %13, %struct.node** %7, align 8, !tbaa !15
  %14 = bitcast %struct.node* %6 to i8*
  call void @free(i8* noundef %14) #9
  br label %15

15:                                               ; preds = %5, %12
  %16 = phi %struct.node** [ %7, %12 ], [ %11, %5 ]
  %17 = load %struct.node*, %struct.node** %16, align 8, !tbaa !15
  %18 = icmp eq %struct.node* %17, null
  br i1 %18, label %19, label %5, !llvm.loop !16

19:                                               ; preds = %15, %2
  %20 = load %struct.node*, %struct.node** %3, align 8, !tbaa !15
  ret %struct.node* %20
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local void @print_list(%struct.node* noundef readonly %0) local_unnamed_addr #5 {
  %2 = call i32 @putchar(i32 91)
  %3 = icmp eq %struct.node* %0, null
  br i1 %3, label %15, label %4

4:                                                ; preds = %1, %4
  %5 = phi %struct.node* [ %13, %4 ], [ %0, %1 ]
  %6 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0
  %7 = load i32, i32* %6, align 8, !tbaa !5
  %8 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 1
  %9 = load %struct.node*, %struct.node** %8, align 8, !tbaa !11
  %10 = icmp eq %struct.node* %9, null
  %11 = select i1 %10, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %7, i8* noundef %11)
  %13 = load %struct.node*, %struct.node** %8, align 8, !tbaa !11
  %14 = icmp eq %struct.node* %13, null
  br i1 %14, label %15, label %4, !llvm.loop !17

15:                                               ; preds = %4, %1
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([2 x i8], [2 x i8]* @str, i64 0, i64 0))
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node*, align 8
  br label %77

2:                                                ; preds = %84
  %3 = bitcast i8* %80 to %struct.node*
  %4 = call i32 @putchar(i32 91) #9
  br label %5

5:                                                ; preds = %2, %5
  %6 = phi %struct.node* [ %14, %5 ], [ %3, %2 ]
  %7 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 1
  %10 = load %struct.node*, %struct.node** %9, align 8, !tbaa !11
  %11 = icmp eq %struct.node* %10, null
  %12 = select i1 %11, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8, i8* noundef %12) #9
  %14 = load %struct.node*, %struct.node** %9, align 8, !tbaa !11
  %15 = icmp eq %struct.node* %14, null
  br i1 %15, label %16, label %5, !llvm.loop !17

16:                                               ; preds = %5
  %17 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([2 x i8], [2 x i8]* @str, i64 0, i64 0)) #9
  br label %18

18:                                               ; preds = %16, %18
  %19 = phi %struct.node* [ %22, %18 ], [ %3, %16 ]
  %20 = phi %struct.node* [ %19, %18 ], [ null, %16 ]
  %21 = getelementptr inbounds %struct.node, %struct.node* %19, i64 0, i32 1
  %22 = load %struct.node*, %struct.node** %21, align 8, !tbaa !11
  store %struct.node* %20, %struct.node** %21, align 8, !tbaa !11
  %23 = icmp eq %struct.node* %22, null
  br i1 %23, label %24, label %18, !llvm.loop !12

24:                                               ; preds = %18
  %25 = call i32 @putchar(i32 91) #9
  %26 = icmp eq %struct.node* %19, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %24, %27
  %28 = phi %struct.node* [ %36, %27 ], [ %19, %24 ]
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 0
  %30 = load i32, i32* %29, align 8, !tbaa !5
  %31 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 1
  %32 = load %struct.node*, %struct.node** %31, align 8, !tbaa !11
  %33 = icmp eq %struct.node* %32, null
  %34 = select i1 %33, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30, i8* noundef %34) #9
  %36 = load %struct.node*, %struct.node** %31, align 8, !tbaa !11
  %37 = icmp eq %struct.node* %36, null
  br i1 %37, label %38, label %27, !llvm.loop !17

38:                                               ; preds = %27
  %39 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([2 x i8], [2 x i8]* @str, i64 0, i64 0)) #9
  %40 = bitcast %struct.node** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40)
  store %struct.node* %19, %struct.node** %1, align 8, !tbaa !15
  br i1 %26, label %58, label %41

41:                                               ; preds = %38, %51
  %42 = phi %struct.node* [ %53, %51 ], [ %19, %38 ]
  %43 = phi %struct.node** [ %52, %51 ], [ %1, %38 ]
  %44 = getelementptr inbounds %struct.node, %struct.node* %42, i64 0, i32 0
  %45 = load i32, i32* %44, align 8, !tbaa !5
  %46 = icmp eq i32 %45, 2
  %47 = getelementptr inbounds %struct.node, %struct.node* %42, i64 0, i32 1
  br i1 %46, label %48, label %51

48:                                               ; preds = %41
  %49 = load %struct.node*, %struct.node** %47, align 8, !tbaa !11
  store %struct.node* %49, %struct.node** %43, align 8, !tbaa !15
  %50 = bitcast %struct.node* %42 to i8*
  call void @free(i8* noundef %50) #9
  br label %51

51:                                               ; preds = %41, %48
  %52 = phi %struct.node** [ %43, %48 ], [ %47, %41 ]
  %53 = load %struct.node*, %struct.node** %52, align 8, !tbaa !15
  %54 = icmp eq %struct.node* %53, null
  br i1 %54, label %58, label %41, !llvm.loop !16

55:                                               ; preds = %24
  %56 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([2 x i8], [2 x i8]* @str, i64 0, i64 0)) #9
  %57 = bitcast %struct.node** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %57)
  store %struct.node* %19, %struct.node** %1, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %51, %55, %38
  %59 = load %struct.node*, %struct.node** %1, align 8, !tbaa !15
  %60 = bitcast %struct.node** %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %60)
  %61 = call i32 @putchar(i32 91) #9
  %62 = icmp eq %struct.node* %59, null
  br i1 %62, label %74, label %63

63:                                               ; preds = %58, %63
  %64 = phi %struct.node* [ %72, %63 ], [ %59, %58 ]
  %65 = getelementptr inbounds %struct.node, %struct.node* %64, i64 0, i32 0
  %66 = load i32, i32* %65, align 8, !tbaa !5
  %67 = getelementptr inbounds %struct.node, %struct.node* %64, i64 0, i32 1
  %68 = load %struct.node*, %struct.node** %67, align 8, !tbaa !11
  %69 = icmp eq %struct.node* %68, null
  %70 = select i1 %69, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %66, i8* noundef %70) #9
  %72 = load %struct.node*, %struct.node** %67, align 8, !tbaa !11
  %73 = icmp eq %struct.node* %72, null
  br i1 %73, label %74, label %63, !llvm.loop !17

74:                                               ; preds = %63, %58
  %75 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([2 x i8], [2 x i8]* @str, i64 0, i64 0)) #9
  %76 = icmp eq %struct.node* %59, null
  br i1 %76, label %91, label %96

77:                                               ; preds = %0, %84
  %78 = phi %struct.node* [ null, %0 ], [ %81, %84 ]
  %79 = phi i32 [ 1, %0 ], [ %89, %84 ]
  %80 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #9
  %81 = bitcast i8* %80 to %struct.node*
  %82 = icmp eq i8* %80, null
  br i1 %82, label %83, label %84

83:                                               ; preds = %77
  call void @exit(i32 noundef 1) #10
  unreachable

84:                                               ; preds = %77
  %85 = mul nsw i32 %79, %79
  %86 = urem i32 %85, 7
  %87 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 0
  store i32 %86, i32* %87, align 8, !tbaa !5
  %88 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 1
  store %struct.node* %78, %struct.node** %88, align 8, !tbaa !11
  %89 = add nuw nsw i32 %79, 1
  %90 = icmp eq i32 %89, 11
  br i1 %90, label %2, label %77, !llvm.loop !18

91:                                               ; preds = %96, %74
  %92 = phi i32 [ 0, %74 ], [ %102, %96 ]
  %93 = phi i32 [ 0, %74 ], [ %103, %96 ]
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %93, i32 noundef %92)
  %95 = icmp eq %struct.node* %59, null
  br i1 %95, label %113, label %107

96:                                               ; preds = %74, %96
  %97 = phi %struct.node* [ %105, %96 ], [ %59, %74 ]
  %98 = phi i32 [ %103, %96 ], [ 0, %74 ]
  %99 = phi i32 [ %102, %96 ], [ 0, %74 ]
  %100 = getelementptr inbounds %struct.node, %struct.node* %97, i64 0, i32 0
  %101 = load i32, i32* %100, align 8, !tbaa !5
  %102 = add nsw i32 %101, %99
  %103 = add nuw nsw i32 %98, 1
  %104 = getelementptr inbounds %struct.node, %struct.node* %97, i64 0, i32 1
  %105 = load %struct.node*, %struct.node** %104, align 8, !tbaa !11
  %106 = icmp eq %struct.node* %105, null
  br i1 %106, label %91, label %96, !llvm.loop !19

107:                                              ; preds = %91, %107
  %108 = phi %struct.node* [ %110, %107 ], [ %59, %91 ]
  %109 = getelementptr inbounds %struct.node, %struct.node* %108, i64 0, i32 1
  %110 = load %struct.node*, %struct.node** %109, align 8, !tbaa !11
  %111 = bitcast %struct.node* %108 to i8*
  call void @free(i8* noundef %111) #9
  %112 = icmp eq %struct.node* %110, null
  br i1 %112, label %113, label %107, !llvm.loop !20

113:                                              ; preds = %107, %91
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #8

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { argmemonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

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
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
