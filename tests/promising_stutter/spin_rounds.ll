; ModuleID = 'spin_rounds.c'
source_filename = "spin_rounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1
@counter = internal unnamed_addr global i32 0, align 4
@lock = internal global %struct.atomic_flag zeroinitializer, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #6
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %7, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef null) #6
  %7 = add nuw nsw i64 %4, 1
  %8 = icmp eq i64 %7, 3
  br i1 %8, label %15, label %3, !llvm.loop !5

9:                                                ; preds = %15
  %10 = load i32, i32* @counter, align 4, !tbaa !8
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %10)
  %12 = load i32, i32* @counter, align 4, !tbaa !8
  %13 = icmp ne i32 %12, 6
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #6
  ret i32 %14

15:                                               ; preds = %3, %15
  %16 = phi i64 [ %20, %15 ], [ 0, %3 ]
  %17 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !12
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #6
  %20 = add nuw nsw i64 %16, 1
  %21 = icmp eq i64 %20, 3
  br i1 %21, label %9, label %15, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @work(i8* nocapture noundef readnone %0) #3 {
  br label %2

2:                                                ; preds = %1, %9
  %3 = phi i32 [ 0, %1 ], [ %12, %9 ]
  br label %5

4:                                                ; preds = %9
  ret i8* null

5:                                                ; preds = %2, %5
  %6 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 acquire, align 1
  %7 = and i8 %6, 1
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %5, !llvm.loop !15

9:                                                ; preds = %5
  %10 = load i32, i32* @counter, align 4, !tbaa !8
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @counter, align 4, !tbaa !8
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) release, align 1
  %12 = add nuw nsw i32 %3, 1
  %13 = icmp eq i32 %3, 0
  br i1 %13, label %2, label %4, !llvm.loop !16
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
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
