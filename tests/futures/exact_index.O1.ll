; ModuleID = 'exact_index.c'
source_filename = "exact_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@got = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4
@level = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = srem i32 %3, 2
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %5
  %7 = add nsw i32 %3, 1
  store atomic i32 %7, i32* %6 seq_cst, align 4
  %8 = srem i32 %7, 2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %9
  %11 = load atomic i32, i32* %10 seq_cst, align 4
  %12 = mul nsw i32 %11, 100
  %13 = call fastcc i32 @walk(i32 noundef %4)
  %14 = add nsw i32 %12, %13
  %15 = shl i64 %2, 32
  %16 = ashr exact i64 %15, 32
  %17 = getelementptr inbounds [3 x i32], [3 x i32]* @got, i64 0, i64 %16
  store i32 %14, i32* %17, align 4, !tbaa !5
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @walk(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %12, label %3

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [2 x i32], [2 x i32]* @level, i64 0, i64 %4
  %6 = add nsw i32 %0, 1
  store atomic i32 %6, i32* %5 seq_cst, align 4
  %7 = add nsw i32 %0, -1
  %8 = call fastcc i32 @walk(i32 noundef %7)
  %9 = mul nsw i32 %8, 10
  %10 = load atomic i32, i32* %5 seq_cst, align 4
  %11 = add nsw i32 %9, %10
  br label %12

12:                                               ; preds = %1, %3
  %13 = phi i32 [ %11, %3 ], [ 0, %1 ]
  ret i32 %13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #6
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 3
  br i1 %9, label %15, label %3, !llvm.loop !9

10:                                               ; preds = %15
  %11 = load atomic i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 0) seq_cst, align 4
  %12 = mul nsw i32 %11, 10
  %13 = load atomic i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 1) seq_cst, align 4
  %14 = add nsw i32 %12, %13
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  ret i32 %14

15:                                               ; preds = %3, %15
  %16 = phi i64 [ %20, %15 ], [ 0, %3 ]
  %17 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !12
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #6
  %20 = add nuw nsw i64 %16, 1
  %21 = icmp eq i64 %20, 3
  br i1 %21, label %10, label %15, !llvm.loop !14
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !10, !11}
