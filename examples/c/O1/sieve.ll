; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@composite = dso_local local_unnamed_addr global [121 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"\0A%d primes up to %d, widest gap %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(121) getelementptr inbounds ([121 x i8], [121 x i8]* @composite, i64 0, i64 0), i8 0, i64 121, i1 false)
  br label %1

1:                                                ; preds = %0, %16
  %2 = phi i64 [ 2, %0 ], [ %17, %16 ]
  %3 = phi i32 [ 4, %0 ], [ %19, %16 ]
  %4 = getelementptr inbounds [121 x i8], [121 x i8]* @composite, i64 0, i64 %2
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %6 = icmp eq i8 %5, 0
  %7 = icmp ult i32 %3, 121
  %8 = select i1 %6, i1 %7, i1 false
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = zext i32 %3 to i64
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ %10, %9 ], [ %14, %11 ]
  %13 = getelementptr inbounds [121 x i8], [121 x i8]* @composite, i64 0, i64 %12
  store i8 1, i8* %13, align 1, !tbaa !5
  %14 = add nuw nsw i64 %12, %2
  %15 = icmp ult i64 %14, 121
  br i1 %15, label %11, label %16, !llvm.loop !8

16:                                               ; preds = %11, %1
  %17 = add nuw nsw i64 %2, 1
  %18 = trunc i64 %17 to i32
  %19 = mul nsw i32 %18, %18
  %20 = icmp eq i64 %17, 11
  br i1 %20, label %23, label %1, !llvm.loop !11

21:                                               ; preds = %45
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i64 0, i64 0), i32 noundef %46, i32 noundef 120, i32 noundef %48)
  ret i32 0

23:                                               ; preds = %16, %45
  %24 = phi i64 [ %49, %45 ], [ 2, %16 ]
  %25 = phi i32 [ %48, %45 ], [ 0, %16 ]
  %26 = phi i32 [ %47, %45 ], [ 0, %16 ]
  %27 = phi i32 [ %46, %45 ], [ 0, %16 ]
  %28 = getelementptr inbounds [121 x i8], [121 x i8]* @composite, i64 0, i64 %24
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %45

31:                                               ; preds = %23
  %32 = add nsw i32 %27, 1
  %33 = srem i32 %32, 10
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i32 10, i32 32
  %36 = trunc i64 %24 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i32 noundef %36, i32 noundef %35)
  %38 = icmp eq i32 %26, 0
  %39 = trunc i64 %24 to i32
  br i1 %38, label %45, label %40

40:                                               ; preds = %31
  %41 = trunc i64 %24 to i32
  %42 = sub nsw i32 %41, %26
  %43 = icmp sgt i32 %42, %25
  %44 = select i1 %43, i32 %42, i32 %25
  br label %45

45:                                               ; preds = %40, %31, %23
  %46 = phi i32 [ %27, %23 ], [ %32, %40 ], [ %32, %31 ]
  %47 = phi i32 [ %26, %23 ], [ %39, %40 ], [ %39, %31 ]
  %48 = phi i32 [ %25, %23 ], [ %44, %40 ], [ %25, %31 ]
  %49 = add nuw nsw i64 %24, 1
  %50 = icmp eq i64 %49, 121
  br i1 %50, label %21, label %23, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
