; ModuleID = 'bank_transfer.c'
source_filename = "bank_transfer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.account = type { %union.pthread_mutex_t, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@acc = dso_local global [2 x %struct.account] [%struct.account { %union.pthread_mutex_t zeroinitializer, i32 10 }, %struct.account zeroinitializer], align 16
@failed = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @t1(i8* nocapture readnone %0) #0 {
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 0)) #4
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 0)) #4
  %4 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8, !tbaa !5
  %5 = icmp slt i32 %4, 10
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %4, -10
  store i32 %7, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8, !tbaa !5
  %8 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %9 = add nsw i32 %8, 10
  store i32 %9, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8, !tbaa !5
  br label %13

10:                                               ; preds = %1
  %11 = load i32, i32* @failed, align 4, !tbaa !10
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @failed, align 4, !tbaa !10
  br label %13

13:                                               ; preds = %6, %10
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 0)) #4
  %15 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 0)) #4
  ret i8* null
}

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @t2(i8* nocapture readnone %0) #0 {
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 0)) #4
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 0)) #4
  %4 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %5 = icmp slt i32 %4, 5
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %4, -5
  store i32 %7, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %8 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8, !tbaa !5
  %9 = add nsw i32 %8, 5
  store i32 %9, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8, !tbaa !5
  br label %13

10:                                               ; preds = %1
  %11 = load i32, i32* @failed, align 4, !tbaa !10
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @failed, align 4, !tbaa !10
  br label %13

13:                                               ; preds = %6, %10
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 0)) #4
  %15 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 0)) #4
  ret i8* null
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #4
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t1, i8* noundef null) #4
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t2, i8* noundef null) #4
  %7 = load i64, i64* %1, align 8, !tbaa !11
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #4
  %9 = load i64, i64* %2, align 8, !tbaa !11
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #4
  %11 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 0, i32 1), align 8, !tbaa !5
  %12 = mul nsw i32 %11, 100
  %13 = load i32, i32* getelementptr inbounds ([2 x %struct.account], [2 x %struct.account]* @acc, i64 0, i64 1, i32 1), align 8, !tbaa !5
  %14 = add nsw i32 %12, %13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #4
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

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
!5 = !{!6, !9, i64 40}
!6 = !{!"account", !7, i64 0, !9, i64 40}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!9, !9, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
