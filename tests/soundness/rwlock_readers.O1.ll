; ModuleID = 'rwlock_readers.c'
source_filename = "rwlock_readers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8
@inside = dso_local global i32 0, align 4
@peak = dso_local local_unnamed_addr global i32 0, align 4
@version = dso_local local_unnamed_addr global i32 0, align 4
@seen = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@writer_saw_reader = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @reader(i8* noundef %0) #0 {
  %2 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @rw) #4
  %3 = atomicrmw add i32* @inside, i32 1 monotonic, align 4
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 2, i32* @peak, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %5, %1
  %7 = load i32, i32* @version, align 4, !tbaa !5
  %8 = ptrtoint i8* %0 to i64
  %9 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %8
  store i32 %7, i32* %9, align 4, !tbaa !5
  %10 = atomicrmw sub i32* @inside, i32 1 monotonic, align 4
  %11 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #4
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #4
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #4
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef nonnull inttoptr (i64 1 to i8*)) #4
  %7 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef nonnull @rw) #4
  %8 = load atomic i32, i32* @inside monotonic, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %0
  store i32 1, i32* @writer_saw_reader, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %10, %0
  %12 = load i32, i32* @version, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @version, align 4, !tbaa !5
  %14 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #4
  %15 = load i64, i64* %1, align 8, !tbaa !9
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null) #4
  %17 = load i64, i64* %2, align 8, !tbaa !9
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null) #4
  %19 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !tbaa !5
  %20 = mul nsw i32 %19, 10
  %21 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !tbaa !5
  %22 = add nsw i32 %20, %21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #4
  ret i32 %22
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
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
