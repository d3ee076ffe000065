; ModuleID = 'setjmp_errors.c'
source_filename = "setjmp_errors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"12a45\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"9!9\00", align 1
@outer = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"%-6s -> aborted (code %d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%-6s -> %d\0A\00", align 1
@inner = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [44 x i8] c"  bad '%c' at depth %d after %d attempt(s)\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i8*], align 16
  %2 = bitcast [5 x i8*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %2) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %3 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 0
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i8** %3, align 16
  %4 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8** %4, align 8
  %5 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 2
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8** %5, align 16
  %6 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 3
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0), i8** %6, align 8
  %7 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 4
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8** %7, align 16
  br label %9

8:                                                ; preds = %20
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %2) #6
  ret i32 0

9:                                                ; preds = %0, %20
  %10 = phi i64 [ 0, %0 ], [ %21, %20 ]
  %11 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0)) #7
  %12 = icmp eq i32 %11, 0
  %13 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 %10
  %14 = load i8*, i8** %13, align 8, !tbaa !5
  br i1 %12, label %17, label %15

15:                                               ; preds = %9
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i8* noundef %14, i32 noundef %11)
  br label %20

17:                                               ; preds = %9
  %18 = call fastcc i32 @parse(i8* noundef %14)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef %14, i32 noundef %18)
  br label %20

20:                                               ; preds = %17, %15
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, 5
  br i1 %22, label %8, label %9, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc i32 @parse(i8* nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  store volatile i32 0, i32* %2, align 4, !tbaa !12
  %4 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0)) #7
  %5 = load volatile i32, i32* %2, align 4, !tbaa !12
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, i32* %2, align 4, !tbaa !12
  switch i32 %4, label %10 [
    i32 0, label %7
    i32 33, label %9
  ]

7:                                                ; preds = %1
  %8 = call fastcc i32 @digits(i8* noundef %0, i32 noundef 0)
  br label %14

9:                                                ; preds = %1
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0), i32 noundef 0) #8
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* @depth_reached, align 4, !tbaa !12
  %12 = load volatile i32, i32* %2, align 4, !tbaa !12
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.7, i64 0, i64 0), i32 noundef %4, i32 noundef %11, i32 noundef %12)
  br label %14

14:                                               ; preds = %10, %7
  %15 = phi i32 [ %8, %7 ], [ -1, %10 ]
  %16 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  ret i32 %15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @digits(i8* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  store i32 %1, i32* @depth_reached, align 4, !tbaa !12
  %3 = load i8, i8* %0, align 1, !tbaa !14
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = sext i8 %3 to i32
  %7 = add i8 %3, -58
  %8 = icmp ult i8 %7, -10
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0), i32 noundef %6) #8
  unreachable

10:                                               ; preds = %5
  %11 = add nsw i32 %6, -48
  %12 = getelementptr inbounds i8, i8* %0, i64 1
  %13 = add nsw i32 %1, 1
  %14 = call fastcc i32 @digits(i8* noundef nonnull %12, i32 noundef %13)
  %15 = mul nsw i32 %14, 10
  %16 = add nsw i32 %11, %15
  br label %17

17:                                               ; preds = %2, %10
  %18 = phi i32 [ %16, %10 ], [ 0, %2 ]
  ret i32 %18
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!7, !7, i64 0}
