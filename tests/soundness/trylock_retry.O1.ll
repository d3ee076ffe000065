; ModuleID = 'trylock_retry.c'
source_filename = "trylock_retry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@total = dso_local local_unnamed_addr global i32 0, align 4
@gave_up = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @t(i8* noundef %0) #0 {
  %2 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %21, label %4

4:                                                ; preds = %1, %7
  %5 = phi i32 [ %8, %7 ], [ 0, %1 ]
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %17, !llvm.loop !5

7:                                                ; preds = %4
  %8 = add nuw nsw i32 %5, 1
  %9 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull @m) #4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %4, !llvm.loop !5

11:                                               ; preds = %7
  %12 = ptrtoint i8* %0 to i64
  %13 = trunc i64 %12 to i32
  %14 = load i32, i32* @total, align 4, !tbaa !8
  %15 = add nsw i32 %14, %13
  store i32 %15, i32* @total, align 4, !tbaa !8
  %16 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #4
  br i1 %6, label %27, label %17

17:                                               ; preds = %4, %11
  %18 = ptrtoint i8* %0 to i64
  %19 = trunc i64 %18 to i32
  %20 = atomicrmw add i32* @gave_up, i32 %19 monotonic, align 4
  br label %27

21:                                               ; preds = %1
  %22 = ptrtoint i8* %0 to i64
  %23 = trunc i64 %22 to i32
  %24 = load i32, i32* @total, align 4, !tbaa !8
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* @total, align 4, !tbaa !8
  %26 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #4
  br label %27

27:                                               ; preds = %21, %11, %17
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #4
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 1 to i8*)) #4
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 2 to i8*)) #4
  %7 = load i64, i64* %1, align 8, !tbaa !12
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #4
  %9 = load i64, i64* %2, align 8, !tbaa !12
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #4
  %11 = load i32, i32* @total, align 4, !tbaa !8
  %12 = mul nsw i32 %11, 10
  %13 = load atomic i32, i32* @gave_up monotonic, align 4
  %14 = add nsw i32 %12, %13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #4
  ret i32 %14
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
