; ModuleID = 'xchg_lock.c'
source_filename = "xchg_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@order = internal unnamed_addr global [4 x i32] zeroinitializer, align 16
@lock = internal global i32 0, align 4
@taken = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %6, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = add nuw nsw i64 %4, 1
  %7 = inttoptr i64 %6 to i8*
  %8 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull %7) #7
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %10, !llvm.loop !5

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  %12 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !8
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #7
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %11, 0
  br i1 %16, label %10, label %19, !llvm.loop !12

17:                                               ; preds = %19
  %18 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  ret i32 0

19:                                               ; preds = %10, %19
  %20 = phi i64 [ %24, %19 ], [ 0, %10 ]
  %21 = getelementptr inbounds [4 x i32], [4 x i32]* @order, i64 0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !13
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32 noundef %22)
  %24 = add nuw nsw i64 %20, 1
  %25 = icmp eq i64 %24, 4
  br i1 %25, label %17, label %19, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  br label %4

4:                                                ; preds = %1, %10
  %5 = phi i32 [ 0, %1 ], [ %15, %10 ]
  br label %7

6:                                                ; preds = %10
  ret i8* null

7:                                                ; preds = %4, %7
  %8 = atomicrmw xchg i32* @lock, i32 1 seq_cst, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %7, !llvm.loop !16

10:                                               ; preds = %7
  %11 = load i32, i32* @taken, align 4, !tbaa !13
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @taken, align 4, !tbaa !13
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* @order, i64 0, i64 %13
  store i32 %3, i32* %14, align 4, !tbaa !13
  store atomic i32 0, i32* @lock seq_cst, align 4
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp eq i32 %5, 0
  br i1 %16, label %4, label %6, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
