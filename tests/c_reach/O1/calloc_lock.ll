; ModuleID = 'calloc_lock.c'
source_filename = "calloc_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.shared = type { %union.pthread_mutex_t, i32, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [18 x i8] c"count %d hits %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 1, i64 noundef 48) #7
  %3 = bitcast i8* %2 to %struct.shared*
  %4 = icmp eq i8* %2, null
  br i1 %4, label %26, label %5

5:                                                ; preds = %0
  %6 = getelementptr inbounds %struct.shared, %struct.shared* %3, i64 0, i32 2
  store atomic i32 0, i32* %6 seq_cst, align 4
  %7 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #7
  br label %8

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %12, %8 ]
  %10 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %9
  %11 = call i32 @pthread_create(i64* noundef nonnull %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull %2) #7
  %12 = add nuw nsw i64 %9, 1
  %13 = icmp eq i64 %9, 0
  br i1 %13, label %8, label %19, !llvm.loop !5

14:                                               ; preds = %19
  %15 = getelementptr inbounds %struct.shared, %struct.shared* %3, i64 0, i32 1
  %16 = load i32, i32* %15, align 8, !tbaa !8
  %17 = load atomic i32, i32* %6 seq_cst, align 4
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i32 noundef %17)
  call void @free(i8* noundef %2) #7
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #7
  br label %26

19:                                               ; preds = %8, %19
  %20 = phi i64 [ %24, %19 ], [ 0, %8 ]
  %21 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %20
  %22 = load i64, i64* %21, align 8, !tbaa !13
  %23 = call i32 @pthread_join(i64 noundef %22, i8** noundef null) #7
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp eq i64 %20, 0
  br i1 %25, label %19, label %14, !llvm.loop !15

26:                                               ; preds = %0, %14
  %27 = phi i32 [ 0, %14 ], [ 1, %0 ]
  ret i32 %27
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #0 {
  %2 = bitcast i8* %0 to %union.pthread_mutex_t*
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %2) #7
  %4 = getelementptr inbounds i8, i8* %0, i64 40
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 8, !tbaa !8
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %5, align 8, !tbaa !8
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %2) #7
  %9 = getelementptr inbounds i8, i8* %0, i64 44
  %10 = bitcast i8* %9 to i32*
  %11 = atomicrmw add i32* %10, i32 1 seq_cst, align 4
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!9, !12, i64 40}
!9 = !{!"shared", !10, i64 0, !12, i64 40, !10, i64 44}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"int", !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !10, i64 0}
!15 = distinct !{!15, !6, !7}
