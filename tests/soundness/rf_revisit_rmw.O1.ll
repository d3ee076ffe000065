; ModuleID = 'rf_revisit_rmw.c'
source_filename = "rf_revisit_rmw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@x = dso_local global i32 0, align 4
@r = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @store(i8* noundef readnone returned %0) #0 {
  store atomic i32 1, i32* @x seq_cst, align 4
  ret i8* %0
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @load(i8* noundef readnone returned %0) #0 {
  %2 = load atomic i32, i32* @x seq_cst, align 4
  store i32 %2, i32* @r, align 4, !tbaa !5
  ret i8* %0
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @add(i8* noundef readnone returned %0) #0 {
  %2 = atomicrmw add i32* @x, i32 2 seq_cst, align 4
  ret i8* %0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #5
  %3 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 0
  %4 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @store, i8* noundef null) #5
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 1
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @load, i8* noundef null) #5
  %7 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 2
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @add, i8* noundef null) #5
  br label %14

9:                                                ; preds = %14
  %10 = load i32, i32* @r, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 10
  %12 = load atomic i32, i32* @x seq_cst, align 4
  %13 = add nsw i32 %11, %12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #5
  ret i32 %13

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %19, %14 ]
  %16 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !9
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null) #5
  %19 = add nuw nsw i64 %15, 1
  %20 = icmp eq i64 %19, 3
  br i1 %20, label %9, label %14, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
