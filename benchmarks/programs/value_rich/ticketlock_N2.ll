; ModuleID = 'ticketlock.c'
source_filename = "ticketlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@next = dso_local global i32 0, align 4
@serving = dso_local local_unnamed_addr global i32 0, align 4
@ticket = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@count = dso_local local_unnamed_addr global i32 0, align 4
@seen = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 {
  %2 = atomicrmw add i32* @next, i32 1 seq_cst, align 4
  br label %3

3:                                                ; preds = %3, %1
  %4 = load atomic i32, i32* @serving seq_cst, align 4
  %5 = icmp eq i32 %4, %2
  br i1 %5, label %6, label %3, !llvm.loop !5

6:                                                ; preds = %3
  %7 = ptrtoint i8* %0 to i64
  %8 = shl i64 %7, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* @ticket, i64 0, i64 %9
  store i32 %2, i32* %10, align 4, !tbaa !8
  %11 = load i32, i32* @count, align 4, !tbaa !8
  %12 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %9
  store i32 %11, i32* %12, align 4, !tbaa !8
  %13 = add nsw i32 %11, 1
  store i32 %13, i32* @count, align 4, !tbaa !8
  %14 = add nsw i32 %2, 1
  store atomic i32 %14, i32* @serving seq_cst, align 4
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #6
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #6
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %10, !llvm.loop !12

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  %12 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !13
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #6
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %11, 0
  br i1 %16, label %10, label %20, !llvm.loop !15

17:                                               ; preds = %20
  %18 = load i32, i32* @count, align 4, !tbaa !8
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %18)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #6
  ret i32 0

20:                                               ; preds = %10, %20
  %21 = phi i64 [ %27, %20 ], [ 0, %10 ]
  %22 = getelementptr inbounds [2 x i32], [2 x i32]* @ticket, i64 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !8
  %24 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %21
  %25 = load i32, i32* %24, align 4, !tbaa !8
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %23, i32 noundef %25)
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %21, 0
  br i1 %28, label %20, label %17, !llvm.loop !16
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!12 = distinct !{!12, !6, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !10, i64 0}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
