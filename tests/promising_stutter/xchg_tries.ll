; ModuleID = 'xchg_tries.c'
source_filename = "xchg_tries.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@same = internal global i32 0, align 4
@.str = private unnamed_addr constant [27 x i8] c"read=%ld owned=%d lock=%d\0A\00", align 1
@owned = internal unnamed_addr global i32 0, align 4
@lock = internal global i32 0, align 4
@data = internal unnamed_addr global i32 0, align 4
@flags = internal global i32 0, align 4
@zero_add = internal global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  %6 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7
  %7 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #7
  %8 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #7
  store atomic i32 1, i32* @same seq_cst, align 4
  %9 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @first, i8* noundef null) #7
  %10 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @second, i8* noundef null) #7
  %11 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #7
  %12 = load i64, i64* %1, align 8, !tbaa !5
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #7
  %14 = load i64, i64* %2, align 8, !tbaa !5
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #7
  %16 = load i64, i64* %3, align 8, !tbaa !5
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef nonnull %4) #7
  %18 = load i8*, i8** %4, align 8, !tbaa !9
  %19 = ptrtoint i8* %18 to i64
  %20 = load i32, i32* @owned, align 4, !tbaa !11
  %21 = load atomic i32, i32* @lock seq_cst, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i64 noundef %19, i32 noundef %20, i32 noundef %21)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @first(i8* nocapture noundef readnone %0) #3 {
  store atomic i32 7, i32* @data monotonic, align 4
  %2 = atomicrmw or i32* @flags, i32 1 release, align 4
  br label %6

3:                                                ; preds = %6
  %4 = add nuw nsw i32 %7, 1
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %13, label %6, !llvm.loop !13

6:                                                ; preds = %1, %3
  %7 = phi i32 [ 0, %1 ], [ %4, %3 ]
  %8 = atomicrmw xchg i32* @lock, i32 1 seq_cst, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %3

10:                                               ; preds = %6
  %11 = load i32, i32* @owned, align 4, !tbaa !11
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @owned, align 4, !tbaa !11
  store atomic i32 0, i32* @lock seq_cst, align 4
  br label %13

13:                                               ; preds = %3, %10
  %14 = atomicrmw or i32* @zero_add, i32 0 acq_rel, align 4
  ret i8* null
}

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @second(i8* nocapture noundef readnone %0) #3 {
  %2 = atomicrmw or i32* @flags, i32 1 monotonic, align 4
  %3 = cmpxchg i32* @same, i32 1, i32 1 acq_rel monotonic, align 4
  br label %7

4:                                                ; preds = %7
  %5 = add nuw nsw i32 %8, 1
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %14, label %7, !llvm.loop !16

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %1 ], [ %5, %4 ]
  %9 = atomicrmw xchg i32* @lock, i32 1 seq_cst, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %4

11:                                               ; preds = %7
  %12 = load i32, i32* @owned, align 4, !tbaa !11
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @owned, align 4, !tbaa !11
  store atomic i32 0, i32* @lock seq_cst, align 4
  br label %14

14:                                               ; preds = %4, %11
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define internal i8* @reader(i8* nocapture noundef readnone %0) #4 {
  %2 = load atomic i32, i32* @flags acquire, align 4
  %3 = load atomic i32, i32* @data monotonic, align 4
  %4 = load atomic i32, i32* @zero_add monotonic, align 4
  %5 = icmp eq i32 %2, 0
  %6 = mul nsw i32 %3, 10
  %7 = add nsw i32 %6, %4
  %8 = select i1 %5, i32 -1, i32 %7
  %9 = sext i32 %8 to i64
  %10 = inttoptr i64 %9 to i8*
  ret i8* %10
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
