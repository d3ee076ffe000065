; ModuleID = 'nondet_workers.c'
source_filename = "nondet_workers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@sum = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 {
  call void @__VERIFIER_atomic_begin() #4
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = add nsw i32 %3, 1
  %5 = load i32, i32* @sum, align 4, !tbaa !5
  %6 = add nsw i32 %4, %5
  store i32 %6, i32* @sum, align 4, !tbaa !5
  call void @__VERIFIER_atomic_end() #4
  ret i8* null
}

declare void @__VERIFIER_atomic_begin() local_unnamed_addr #1

declare void @__VERIFIER_atomic_end() local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = call i32 @__VERIFIER_nondet_int() #4
  %3 = icmp ult i32 %2, 3
  %4 = zext i1 %3 to i32
  call void @__VERIFIER_assume(i32 noundef %4) #4
  %5 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #4
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  %8 = zext i32 %2 to i64
  br label %13

9:                                                ; preds = %13, %0
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %9
  %12 = zext i32 %2 to i64
  br label %26

13:                                               ; preds = %7, %13
  %14 = phi i64 [ 0, %7 ], [ %18, %13 ]
  %15 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %14
  %16 = inttoptr i64 %14 to i8*
  %17 = call i32 @pthread_create(i64* noundef nonnull %15, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %16) #4
  %18 = add nuw nsw i64 %14, 1
  %19 = icmp eq i64 %18, %8
  br i1 %19, label %9, label %13, !llvm.loop !9

20:                                               ; preds = %26, %9
  %21 = load i32, i32* @sum, align 4, !tbaa !5
  %22 = add nsw i32 %2, 1
  %23 = mul nsw i32 %22, %2
  %24 = sdiv i32 %23, 2
  %25 = icmp eq i32 %21, %24
  br i1 %25, label %34, label %33

26:                                               ; preds = %11, %26
  %27 = phi i64 [ 0, %11 ], [ %31, %26 ]
  %28 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %27
  %29 = load i64, i64* %28, align 8, !tbaa !12
  %30 = call i32 @pthread_join(i64 noundef %29, i8** noundef null) #4
  %31 = add nuw nsw i64 %27, 1
  %32 = icmp eq i64 %31, %12
  br i1 %32, label %20, label %26, !llvm.loop !14

33:                                               ; preds = %20
  call void @reach_error() #4
  br label %34

34:                                               ; preds = %33, %20
  %35 = load i32, i32* @sum, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #4
  ret i32 %35
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #1

declare void @reach_error() local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
