; ModuleID = 'revisit_shared_closures.c'
source_filename = "revisit_shared_closures.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@c = dso_local global i32 0, align 4
@rx = dso_local local_unnamed_addr global i32 0, align 4
@rR = dso_local local_unnamed_addr global i32 0, align 4
@re = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @t1(i8* nocapture readnone %0) #0 {
  store atomic i32 1, i32* @c seq_cst, align 4
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @t2(i8* nocapture readnone %0) #0 {
  %2 = load atomic i32, i32* @c seq_cst, align 4
  store i32 %2, i32* @rx, align 4, !tbaa !5
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @t3(i8* nocapture readnone %0) #0 {
  %2 = atomicrmw add i32* @c, i32 10 seq_cst, align 4
  store i32 %2, i32* @rR, align 4, !tbaa !5
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @t4(i8* nocapture readnone %0) #0 {
  %2 = atomicrmw xchg i32* @c, i32 100 seq_cst, align 4
  store i32 %2, i32* @re, align 4, !tbaa !5
  ret i8* null
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = alloca [4 x i64], align 16
  %2 = bitcast [4 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #6
  %3 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 0
  %4 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t1, i8* noundef null) #6
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 1
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t2, i8* noundef null) #6
  %7 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 2
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t3, i8* noundef null) #6
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 3
  %10 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t4, i8* noundef null) #6
  br label %17

11:                                               ; preds = %17
  %12 = load i32, i32* @rx, align 4, !tbaa !5
  %13 = load i32, i32* @rR, align 4, !tbaa !5
  %14 = load i32, i32* @re, align 4, !tbaa !5
  %15 = load atomic i32, i32* @c seq_cst, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #6
  ret i32 0

17:                                               ; preds = %0, %17
  %18 = phi i64 [ 0, %0 ], [ %22, %17 ]
  %19 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %18
  %20 = load i64, i64* %19, align 8, !tbaa !9
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null) #6
  %22 = add nuw nsw i64 %18, 1
  %23 = icmp eq i64 %22, 4
  br i1 %23, label %11, label %17, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
