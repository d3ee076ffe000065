; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8
@.str = private unnamed_addr constant [17 x i8] c"%ld serials=%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i8* @worker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul i32 %3, 10
  %5 = add i32 %4, 10
  %6 = shl i64 %2, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %7
  store i32 %5, i32* %8, align 4, !tbaa !5
  %9 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @bar) #5
  %10 = icmp eq i32 %9, -1
  %11 = mul i64 %2, -4294967296
  %12 = add i64 %11, 4294967296
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = select i1 %10, i32 100, i32 0
  %17 = add nsw i32 %16, %15
  %18 = sext i32 %17 to i64
  %19 = inttoptr i64 %18 to i8*
  ret i8* %19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #5
  %6 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #5
  %7 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #5
  %8 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #5
  %9 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef nonnull @bar, %union.pthread_barrierattr_t* noundef null, i32 noundef 3) #5
  %10 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #5
  %11 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull inttoptr (i64 1 to i8*)) #5
  %12 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @bar) #5
  %13 = icmp eq i32 %12, -1
  %14 = load i64, i64* %1, align 8, !tbaa !9
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef nonnull %3) #5
  %16 = load i64, i64* %2, align 8, !tbaa !9
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef nonnull %4) #5
  %18 = load i8*, i8** %3, align 8, !tbaa !11
  %19 = ptrtoint i8* %18 to i64
  %20 = srem i64 %19, 100
  %21 = load i8*, i8** %4, align 8, !tbaa !11
  %22 = ptrtoint i8* %21 to i64
  %23 = srem i64 %22, 100
  %24 = add nsw i64 %23, %20
  %25 = sdiv i64 %19, 100
  %26 = sdiv i64 %22, 100
  %27 = zext i1 %13 to i64
  %28 = add nsw i64 %25, %27
  %29 = add nsw i64 %28, %26
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i64 noundef %24, i64 noundef %29)
  %31 = call i32 @pthread_barrier_destroy(%union.pthread_barrier_t* noundef nonnull @bar) #5
  %32 = trunc i64 %24 to i32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #5
  ret i32 %32
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(%union.pthread_barrier_t* noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
