; ModuleID = 'rand_shuffle.c'
source_filename = "rand_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i32], align 16
  %2 = bitcast [12 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %2) #5
  br label %4

3:                                                ; preds = %4
  call void @srand(i32 noundef 7) #5
  br label %10

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %6, %4 ]
  %6 = add nuw nsw i64 %5, 1
  %7 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 %5
  %8 = trunc i64 %6 to i32
  store i32 %8, i32* %7, align 4, !tbaa !5
  %9 = icmp eq i64 %6, 12
  br i1 %9, label %3, label %4, !llvm.loop !9

10:                                               ; preds = %3, %10
  %11 = phi i64 [ 11, %3 ], [ %21, %10 ]
  %12 = call i32 @rand() #5
  %13 = trunc i64 %11 to i32
  %14 = add i32 %13, 1
  %15 = srem i32 %12, %14
  %16 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 %11
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !5
  store i32 %20, i32* %16, align 4, !tbaa !5
  store i32 %17, i32* %19, align 4, !tbaa !5
  %21 = add nsw i64 %11, -1
  %22 = icmp ugt i64 %11, 1
  br i1 %22, label %10, label %27, !llvm.loop !12

23:                                               ; preds = %27
  %24 = call i32 @putchar(i32 10)
  %25 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 0
  %26 = load i32, i32* %25, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %2) #5
  ret i32 %26

27:                                               ; preds = %10, %27
  %28 = phi i64 [ %32, %27 ], [ 0, %10 ]
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* %1, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %30)
  %32 = add nuw nsw i64 %28, 1
  %33 = icmp eq i64 %32, 12
  br i1 %33, label %23, label %27, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @srand(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @rand() local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
