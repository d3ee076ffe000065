; ModuleID = 'parallel_fill.c'
source_filename = "parallel_fill.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@cells = dso_local local_unnamed_addr global [12 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [19 x i8] c"%d cells, sum %ld\0A\00", align 1
@written = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef %6) #6
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 3
  br i1 %9, label %10, label %3, !llvm.loop !5

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  %12 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %11
  %13 = load i64, i64* %12, align 8, !tbaa !8
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #6
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, 3
  br i1 %16, label %20, label %10, !llvm.loop !12

17:                                               ; preds = %20
  %18 = load atomic i32, i32* @written seq_cst, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %18, i64 noundef %26)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  ret i32 0

20:                                               ; preds = %10, %20
  %21 = phi i64 [ %27, %20 ], [ 0, %10 ]
  %22 = phi i64 [ %26, %20 ], [ 0, %10 ]
  %23 = getelementptr inbounds [12 x i32], [12 x i32]* @cells, i64 0, i64 %21
  %24 = load i32, i32* %23, align 4, !tbaa !13
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %22, %25
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, 12
  br i1 %28, label %17, label %20, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @fill(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = shl i32 %3, 2
  %5 = icmp eq i32 %4, 2147483644
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 4
  %8 = sext i32 %4 to i64
  %9 = sext i32 %7 to i64
  br label %12

10:                                               ; preds = %12, %1
  %11 = atomicrmw add i32* @written, i32 4 seq_cst, align 4
  ret i8* null

12:                                               ; preds = %6, %12
  %13 = phi i64 [ %8, %6 ], [ %18, %12 ]
  %14 = mul nsw i64 %13, %13
  %15 = sub i64 %14, %2
  %16 = getelementptr inbounds [12 x i32], [12 x i32]* @cells, i64 0, i64 %13
  %17 = trunc i64 %15 to i32
  store i32 %17, i32* %16, align 4, !tbaa !13
  %18 = add nsw i64 %13, 1
  %19 = icmp slt i64 %18, %9
  br i1 %19, label %12, label %10, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
