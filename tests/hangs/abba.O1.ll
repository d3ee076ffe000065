; ModuleID = 'abba.c'
source_filename = "abba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@a = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@b = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@shared = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #4
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @other, i8* noundef null) #4
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @a) #4
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @b) #4
  %6 = load i32, i32* @shared, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @shared, align 4, !tbaa !5
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @b) #4
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @a) #4
  %10 = load i64, i64* %1, align 8, !tbaa !9
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #4
  %12 = load i32, i32* @shared, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #4
  ret i32 %12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i8* @other(i8* noundef readnone returned %0) #0 {
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @b) #4
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @a) #4
  %4 = load i32, i32* @shared, align 4, !tbaa !5
  %5 = add nsw i32 %4, 2
  store i32 %5, i32* @shared, align 4, !tbaa !5
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @a) #4
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @b) #4
  ret i8* %0
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
