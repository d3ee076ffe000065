; ModuleID = 'rwlock_pair.c'
source_filename = "rwlock_pair.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8
@lo = dso_local local_unnamed_addr global i32 1, align 4
@hi = dso_local local_unnamed_addr global i32 1, align 4
@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @writer(i8* nocapture readnone %0) #0 {
  %2 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  store i32 2, i32* @lo, align 4, !tbaa !5
  store i32 2, i32* @hi, align 4, !tbaa !5
  %3 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i8* @reader(i8* nocapture readnone %0) #0 {
  %2 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  %3 = load i32, i32* @lo, align 4, !tbaa !5
  %4 = load i32, i32* @hi, align 4, !tbaa !5
  %5 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  %6 = icmp eq i32 %3, %4
  %7 = select i1 %6, i32 %3, i32 -1
  %8 = sext i32 %7 to i64
  %9 = inttoptr i64 %8 to i8*
  ret i8* %9
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5
  %5 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #5
  %6 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #5
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #5
  %8 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef null) #5
  %9 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  %10 = load i32, i32* @lo, align 4, !tbaa !5
  %11 = load i32, i32* @hi, align 4, !tbaa !5
  %12 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @lock) #5
  %13 = icmp eq i32 %10, %11
  %14 = select i1 %13, i32 %10, i32 -1
  %15 = sext i32 %14 to i64
  %16 = load i64, i64* %2, align 8, !tbaa !9
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef nonnull %3) #5
  %18 = load i64, i64* %1, align 8, !tbaa !9
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #5
  %20 = load i8*, i8** %3, align 8, !tbaa !11
  %21 = ptrtoint i8* %20 to i64
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %21, i64 noundef %15)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
