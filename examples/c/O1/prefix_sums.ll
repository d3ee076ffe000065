; ModuleID = 'prefix_sums.c'
source_filename = "prefix_sums.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"prefix[%d] = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum a[3..12] = %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"max %d at %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"max subarray sum = %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 16
  %2 = alloca [21 x i64], align 16
  %3 = bitcast [20 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %3) #3
  %4 = bitcast [21 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 168, i8* nonnull %4) #3
  br label %7

5:                                                ; preds = %7
  %6 = getelementptr inbounds [21 x i64], [21 x i64]* %2, i64 0, i64 0
  store i64 0, i64* %6, align 16, !tbaa !5
  br label %16

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %14, %7 ]
  %9 = trunc i64 %8 to i32
  %10 = mul i32 %9, 7
  %11 = urem i32 %10, 11
  %12 = add nsw i32 %11, -5
  %13 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 %8
  store i32 %12, i32* %13, align 4, !tbaa !9
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, 20
  br i1 %15, label %5, label %7, !llvm.loop !11

16:                                               ; preds = %5, %16
  %17 = phi i64 [ 0, %5 ], [ %22, %16 ]
  %18 = phi i64 [ 0, %5 ], [ %23, %16 ]
  %19 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %17, %21
  %23 = add nuw nsw i64 %18, 1
  %24 = getelementptr inbounds [21 x i64], [21 x i64]* %2, i64 0, i64 %23
  store i64 %22, i64* %24, align 8, !tbaa !5
  %25 = icmp eq i64 %23, 20
  br i1 %25, label %35, label %16, !llvm.loop !14

26:                                               ; preds = %35
  %27 = getelementptr inbounds [21 x i64], [21 x i64]* %2, i64 0, i64 13
  %28 = load i64, i64* %27, align 8, !tbaa !5
  %29 = getelementptr inbounds [21 x i64], [21 x i64]* %2, i64 0, i64 3
  %30 = load i64, i64* %29, align 8, !tbaa !5
  %31 = sub nsw i64 %28, %30
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i64 noundef %31)
  %33 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 0
  %34 = load i32, i32* %33, align 16, !tbaa !9
  br label %46

35:                                               ; preds = %16, %35
  %36 = phi i64 [ %41, %35 ], [ 0, %16 ]
  %37 = getelementptr inbounds [21 x i64], [21 x i64]* %2, i64 0, i64 %36
  %38 = load i64, i64* %37, align 16, !tbaa !5
  %39 = trunc i64 %36 to i32
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %39, i64 noundef %38)
  %41 = add nuw nsw i64 %36, 4
  %42 = icmp ult i64 %36, 17
  br i1 %42, label %35, label %26, !llvm.loop !15

43:                                               ; preds = %46
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %53, i32 noundef %55)
  %45 = sext i32 %34 to i64
  br label %60

46:                                               ; preds = %26, %46
  %47 = phi i64 [ 1, %26 ], [ %56, %46 ]
  %48 = phi i32 [ 0, %26 ], [ %55, %46 ]
  %49 = phi i32 [ %34, %26 ], [ %53, %46 ]
  %50 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 %47
  %51 = load i32, i32* %50, align 4, !tbaa !9
  %52 = icmp sgt i32 %51, %49
  %53 = select i1 %52, i32 %51, i32 %49
  %54 = trunc i64 %47 to i32
  %55 = select i1 %52, i32 %54, i32 %48
  %56 = add nuw nsw i64 %47, 1
  %57 = icmp eq i64 %56, 20
  br i1 %57, label %43, label %46, !llvm.loop !16

58:                                               ; preds = %60
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i64 noundef %71)
  call void @llvm.lifetime.end.p0i8(i64 168, i8* nonnull %4) #3
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %3) #3
  ret i32 0

60:                                               ; preds = %43, %60
  %61 = phi i64 [ 0, %43 ], [ %72, %60 ]
  %62 = phi i64 [ %45, %43 ], [ %71, %60 ]
  %63 = phi i64 [ 0, %43 ], [ %69, %60 ]
  %64 = getelementptr inbounds [20 x i32], [20 x i32]* %1, i64 0, i64 %61
  %65 = load i32, i32* %64, align 4, !tbaa !9
  %66 = sext i32 %65 to i64
  %67 = icmp sgt i64 %63, 0
  %68 = select i1 %67, i64 %63, i64 0
  %69 = add nsw i64 %68, %66
  %70 = icmp sgt i64 %69, %62
  %71 = select i1 %70, i64 %69, i64 %62
  %72 = add nuw nsw i64 %61, 1
  %73 = icmp eq i64 %72, 20
  br i1 %73, label %58, label %60, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
