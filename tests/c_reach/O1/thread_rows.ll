; ModuleID = 'thread_rows.c'
source_filename = "thread_rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@table = dso_local local_unnamed_addr global [2 x [8 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [11 x i8] c"%s %s %ld\0A\00", align 1
@names = dso_local global [2 x [16 x i8]] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4
  %6 = inttoptr i64 %4 to i8*
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #7
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %3, label %12, !llvm.loop !5

10:                                               ; preds = %18
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x [16 x i8]], [2 x [16 x i8]]* @names, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x [16 x i8]], [2 x [16 x i8]]* @names, i64 0, i64 1, i64 0), i64 noundef %27)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7
  ret i32 0

12:                                               ; preds = %3, %18
  %13 = phi i64 [ %19, %18 ], [ 0, %3 ]
  %14 = phi i64 [ %27, %18 ], [ 0, %3 ]
  %15 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %13
  %16 = load i64, i64* %15, align 8, !tbaa !8
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null) #7
  br label %21

18:                                               ; preds = %21
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %13, 0
  br i1 %20, label %12, label %10, !llvm.loop !12

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %28, %21 ]
  %23 = phi i64 [ %14, %12 ], [ %27, %21 ]
  %24 = getelementptr inbounds [2 x [8 x i32]], [2 x [8 x i32]]* @table, i64 0, i64 %13, i64 %22
  %25 = load i32, i32* %24, align 4, !tbaa !13
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, 8
  br i1 %29, label %18, label %21, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal noalias i8* @worker(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 100
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  br label %16

7:                                                ; preds = %16
  %8 = shl i64 %2, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds [2 x [16 x i8]], [2 x [16 x i8]]* @names, i64 0, i64 %9, i64 0
  %11 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %10, i64 noundef 16, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3) #7
  %12 = load i8, i8* %10, align 16, !tbaa !16
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %7
  %15 = call i32** @__ctype_toupper_loc() #8
  br label %25

16:                                               ; preds = %1, %16
  %17 = phi i64 [ 0, %1 ], [ %22, %16 ]
  %18 = trunc i64 %17 to i32
  %19 = mul nsw i32 %18, %18
  %20 = add nsw i32 %19, %4
  %21 = getelementptr inbounds [2 x [8 x i32]], [2 x [8 x i32]]* @table, i64 0, i64 %6, i64 %17
  store i32 %20, i32* %21, align 4, !tbaa !13
  %22 = add nuw nsw i64 %17, 1
  %23 = icmp eq i64 %22, 8
  br i1 %23, label %7, label %16, !llvm.loop !17

24:                                               ; preds = %25, %7
  ret i8* null

25:                                               ; preds = %14, %25
  %26 = phi i8 [ %12, %14 ], [ %34, %25 ]
  %27 = phi i8* [ %10, %14 ], [ %33, %25 ]
  %28 = load i32*, i32** %15, align 8, !tbaa !18
  %29 = zext i8 %26 to i64
  %30 = getelementptr inbounds i32, i32* %28, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !13
  %32 = trunc i32 %31 to i8
  store i8 %32, i8* %27, align 1, !tbaa !16
  %33 = getelementptr inbounds i8, i8* %27, i64 1
  %34 = load i8, i8* %33, align 1, !tbaa !16
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %24, label %25, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

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
!16 = !{!10, !10, i64 0}
!17 = distinct !{!17, !6, !7}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !10, i64 0}
!20 = distinct !{!20, !6, !7}
