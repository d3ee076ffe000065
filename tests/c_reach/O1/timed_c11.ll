; ModuleID = 'timed_c11.c'
source_filename = "timed_c11.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.mtx_t = type { i64, [32 x i8] }
%union.cnd_t = type { i64, [40 x i8] }
%struct.timespec = type { i64, i64 }

@m = internal global %union.mtx_t zeroinitializer, align 8
@c = internal global %union.cnd_t zeroinitializer, align 8
@flag = internal unnamed_addr global i1 false, align 4
@.str = private unnamed_addr constant [25 x i8] c"lock=%s wait=%s flag=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"timedout\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.timespec, align 8
  %2 = alloca i64, align 8
  %3 = bitcast %struct.timespec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #5
  %4 = call i32 @timespec_get(%struct.timespec* noundef nonnull %1, i32 noundef 1) #5
  %5 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i64 0, i32 0
  %6 = load i64, i64* %5, align 8, !tbaa !5
  %7 = add nsw i64 %6, 1
  store i64 %7, i64* %5, align 8, !tbaa !5
  %8 = call i32 @mtx_init(%union.mtx_t* noundef nonnull @m, i32 noundef 2) #5
  %9 = call i32 @cnd_init(%union.cnd_t* noundef nonnull @c) #5
  %10 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #5
  %11 = call i32 @thrd_create(i64* noundef nonnull %2, i32 (i8*)* noundef nonnull @setter, i8* noundef null) #5
  %12 = call i32 @mtx_timedlock(%union.mtx_t* noundef nonnull @m, %struct.timespec* noundef nonnull %1) #5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %0
  %15 = load i1, i1* @flag, align 4
  br i1 %15, label %22, label %16

16:                                               ; preds = %14, %16
  %17 = call i32 @cnd_timedwait(%union.cnd_t* noundef nonnull @c, %union.mtx_t* noundef nonnull @m, %struct.timespec* noundef nonnull %1) #5
  %18 = load i1, i1* @flag, align 4
  %19 = icmp eq i32 %17, 0
  %20 = xor i1 %18, true
  %21 = select i1 %20, i1 %19, i1 false
  br i1 %21, label %16, label %22, !llvm.loop !10

22:                                               ; preds = %16, %14
  %23 = phi i32 [ 0, %14 ], [ %17, %16 ]
  %24 = call i32 @mtx_unlock(%union.mtx_t* noundef nonnull @m) #5
  br label %25

25:                                               ; preds = %22, %0
  %26 = phi i32 [ %23, %22 ], [ 0, %0 ]
  %27 = load i64, i64* %2, align 8, !tbaa !13
  %28 = call i32 @thrd_join(i64 noundef %27, i32* noundef null) #5
  %29 = icmp eq i32 %12, 4
  %30 = select i1 %29, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  %31 = select i1 %13, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), i8* %30
  %32 = icmp eq i32 %26, 0
  %33 = icmp eq i32 %26, 4
  %34 = select i1 %33, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  %35 = select i1 %32, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), i8* %34
  %36 = load i1, i1* @flag, align 4
  %37 = zext i1 %36 to i32
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef %31, i8* noundef %35, i32 noundef %37)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @timespec_get(%struct.timespec* noundef, i32 noundef) local_unnamed_addr #2

declare i32 @mtx_init(%union.mtx_t* noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cnd_init(%union.cnd_t* noundef) local_unnamed_addr #3

declare i32 @thrd_create(i64* noundef, i32 (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal i32 @setter(i8* nocapture noundef readnone %0) #0 {
  %2 = call i32 @mtx_lock(%union.mtx_t* noundef nonnull @m) #5
  store i1 true, i1* @flag, align 4
  %3 = call i32 @cnd_signal(%union.cnd_t* noundef nonnull @c) #5
  %4 = call i32 @mtx_unlock(%union.mtx_t* noundef nonnull @m) #5
  ret i32 0
}

declare i32 @mtx_timedlock(%union.mtx_t* noundef, %struct.timespec* noundef) local_unnamed_addr #3

declare i32 @cnd_timedwait(%union.cnd_t* noundef, %union.mtx_t* noundef, %struct.timespec* noundef) local_unnamed_addr #3

declare i32 @mtx_unlock(%union.mtx_t* noundef) local_unnamed_addr #3

declare i32 @thrd_join(i64 noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @mtx_lock(%union.mtx_t* noundef) local_unnamed_addr #3

declare i32 @cnd_signal(%union.cnd_t* noundef) local_unnamed_addr #3

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
!5 = !{!6, !7, i64 0}
!6 = !{!"timespec", !7, i64 0, !7, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!7, !7, i64 0}
