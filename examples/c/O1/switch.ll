; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@__const.main.probes = private unnamed_addr constant [6 x i32] [i32 -1000, i32 7, i32 8, i32 4096, i32 123456, i32 0], align 16
@.str.10 = private unnamed_addr constant [15 x i8] c"sparse(%d)=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"fallthrough(%d)=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"fallthrough(9)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"switch it up!\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@switch.table.main = private unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0)], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @day_name(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [7 x i8*], [7 x i8*]* @switch.table.main, i64 0, i64 %4
  %6 = load i8*, i8** %5, align 8
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i8* [ %6, %3 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), %1 ]
  ret i8* %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sparse(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %5 [
    i32 -1000, label %6
    i32 7, label %2
    i32 4096, label %3
    i32 123456, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @fallthrough(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %6 [
    i32 3, label %2
    i32 2, label %3
    i32 1, label %7
    i32 9, label %5
  ]

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 11, %1 ], [ 111, %2 ]
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %3, %1, %6, %5
  %8 = phi i32 [ -1, %6 ], [ -9, %5 ], [ %0, %1 ], [ %4, %3 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @classify(i8 noundef signext %0) local_unnamed_addr #0 {
  %2 = sext i8 %0 to i32
  switch i32 %2, label %4 [
    i32 97, label %8
    i32 101, label %8
    i32 105, label %8
    i32 111, label %8
    i32 117, label %8
    i32 32, label %3
  ]

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  %5 = add i8 %0, -97
  %6 = icmp ult i8 %5, 26
  %7 = select i1 %6, i32 99, i32 63
  br label %8

8:                                                ; preds = %4, %1, %1, %1, %1, %1, %3
  %9 = phi i32 [ 95, %3 ], [ 86, %1 ], [ 86, %1 ], [ 86, %1 ], [ 86, %1 ], [ 86, %1 ], [ %7, %4 ]
  ret i32 %9
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %4

1:                                                ; preds = %11
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %3 = call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %2) #3
  br label %16

4:                                                ; preds = %0, %11
  %5 = phi i32 [ -1, %0 ], [ %14, %11 ]
  %6 = icmp ult i32 %5, 7
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds [7 x i8*], [7 x i8*]* @switch.table.main, i64 0, i64 %8
  %10 = load i8*, i8** %9, align 8
  br label %11

11:                                               ; preds = %4, %7
  %12 = phi i8* [ %10, %7 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), %4 ]
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i8* noundef %12)
  %14 = add nsw i32 %5, 1
  %15 = icmp eq i32 %14, 8
  br i1 %15, label %1, label %4, !llvm.loop !9

16:                                               ; preds = %1, %24
  %17 = phi i64 [ 0, %1 ], [ %27, %24 ]
  %18 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.main.probes, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !12
  switch i32 %19, label %23 [
    i32 -1000, label %24
    i32 7, label %20
    i32 4096, label %21
    i32 123456, label %22
  ]

20:                                               ; preds = %16
  br label %24

21:                                               ; preds = %16
  br label %24

22:                                               ; preds = %16
  br label %24

23:                                               ; preds = %16
  br label %24

24:                                               ; preds = %16, %20, %21, %22, %23
  %25 = phi i32 [ 0, %23 ], [ 4, %22 ], [ 3, %21 ], [ 2, %20 ], [ 1, %16 ]
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), i32 noundef %19, i32 noundef %25)
  %27 = add nuw nsw i64 %17, 1
  %28 = icmp eq i64 %27, 6
  br i1 %28, label %31, label %16, !llvm.loop !14

29:                                               ; preds = %38
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), i32 noundef -9)
  br label %46

31:                                               ; preds = %24, %38
  %32 = phi i32 [ %41, %38 ], [ 0, %24 ]
  switch i32 %32, label %37 [
    i32 3, label %33
    i32 2, label %34
    i32 1, label %38
    i32 9, label %36
  ]

33:                                               ; preds = %31
  br label %34

34:                                               ; preds = %33, %31
  %35 = phi i32 [ 11, %31 ], [ 111, %33 ]
  br label %38

36:                                               ; preds = %31
  br label %38

37:                                               ; preds = %31
  br label %38

38:                                               ; preds = %31, %34, %36, %37
  %39 = phi i32 [ -1, %37 ], [ -9, %36 ], [ %32, %31 ], [ %35, %34 ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0), i32 noundef %32, i32 noundef %39)
  %41 = add nuw nsw i32 %32, 1
  %42 = icmp eq i32 %41, 5
  br i1 %42, label %29, label %31, !llvm.loop !15

43:                                               ; preds = %55
  %44 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %45 = call i32 @putc(i32 noundef 10, %struct._IO_FILE* noundef %44) #3
  ret i32 0

46:                                               ; preds = %29, %55
  %47 = phi i8 [ 115, %29 ], [ %60, %55 ]
  %48 = phi i8* [ getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), %29 ], [ %59, %55 ]
  %49 = sext i8 %47 to i32
  switch i32 %49, label %51 [
    i32 97, label %55
    i32 101, label %55
    i32 105, label %55
    i32 111, label %55
    i32 117, label %55
    i32 32, label %50
  ]

50:                                               ; preds = %46
  br label %55

51:                                               ; preds = %46
  %52 = add i8 %47, -97
  %53 = icmp ult i8 %52, 26
  %54 = select i1 %53, i32 99, i32 63
  br label %55

55:                                               ; preds = %46, %46, %46, %46, %46, %50, %51
  %56 = phi i32 [ 95, %50 ], [ 86, %46 ], [ 86, %46 ], [ 86, %46 ], [ 86, %46 ], [ 86, %46 ], [ %54, %51 ]
  %57 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %58 = call i32 @putc(i32 noundef %56, %struct._IO_FILE* noundef %57) #3
  %59 = getelementptr inbounds i8, i8* %48, i64 1
  %60 = load i8, i8* %59, align 1, !tbaa !16
  %61 = icmp eq i8* %59, getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 13)
  br i1 %61, label %43, label %46, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !10, !11}
