; ModuleID = 'flockfile_threads.c'
source_filename = "flockfile_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"cd\00", align 1
@lines = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [24 x i8] c"%d lines, %s, again %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"busy\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"free\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str = private unnamed_addr constant [3 x i8] c"CD\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #5
  %4 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %5 = call i32 @ftrylockfile(%struct._IO_FILE* noundef %4) #5
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %0
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @flockfile(%struct._IO_FILE* noundef %8) #5
  br label %9

9:                                                ; preds = %7, %0
  %10 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), %7 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), %0 ]
  call fastcc void @say(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str, i64 0, i64 0))
  %12 = load i32, i32* @lines, align 4, !tbaa !9
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @lines, align 4, !tbaa !9
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %15 = call i32 @ftrylockfile(%struct._IO_FILE* noundef %14) #5
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @funlockfile(%struct._IO_FILE* noundef %16) #5
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @funlockfile(%struct._IO_FILE* noundef %17) #5
  %18 = load i64, i64* %1, align 8, !tbaa !11
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #5
  %20 = load i32, i32* @lines, align 4, !tbaa !9
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %20, i8* noundef %10, i32 noundef %15)
  %22 = load i32, i32* @lines, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5
  ret i32 %22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @writer(i8* nocapture noundef readonly %0) #0 {
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @flockfile(%struct._IO_FILE* noundef %2) #5
  call fastcc void @say(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0))
  %3 = call i32 @puts(i8* nonnull dereferenceable(1) %0)
  %4 = load i32, i32* @lines, align 4, !tbaa !9
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @lines, align 4, !tbaa !9
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @funlockfile(%struct._IO_FILE* noundef %6) #5
  %7 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  ret i8* null
}

; Function Attrs: nofree nounwind
declare noundef i32 @ftrylockfile(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @flockfile(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @say(i8* nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @flockfile(%struct._IO_FILE* noundef %2) #5
  %3 = load i8, i8* %0, align 1, !tbaa !13
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %23, label %5

5:                                                ; preds = %1, %19
  %6 = phi i8 [ %21, %19 ], [ %3, %1 ]
  %7 = phi i8* [ %20, %19 ], [ %0, %1 ]
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %8, i64 0, i32 5
  %10 = load i8*, i8** %9, align 8, !tbaa !14
  %11 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %8, i64 0, i32 6
  %12 = load i8*, i8** %11, align 8, !tbaa !17
  %13 = icmp ult i8* %10, %12
  br i1 %13, label %17, label %14, !prof !18

14:                                               ; preds = %5
  %15 = zext i8 %6 to i32
  %16 = call i32 @__overflow(%struct._IO_FILE* noundef %8, i32 noundef %15) #5
  br label %19

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, i8* %10, i64 1
  store i8* %18, i8** %9, align 8, !tbaa !14
  store i8 %6, i8* %10, align 1, !tbaa !13
  br label %19

19:                                               ; preds = %14, %17
  %20 = getelementptr inbounds i8, i8* %7, i64 1
  %21 = load i8, i8* %20, align 1, !tbaa !13
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %5, !llvm.loop !19

23:                                               ; preds = %19, %1
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %25 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %24, i64 0, i32 5
  %26 = load i8*, i8** %25, align 8, !tbaa !14
  %27 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %24, i64 0, i32 6
  %28 = load i8*, i8** %27, align 8, !tbaa !17
  %29 = icmp ult i8* %26, %28
  br i1 %29, label %32, label %30, !prof !18

30:                                               ; preds = %23
  %31 = call i32 @__overflow(%struct._IO_FILE* noundef %24, i32 noundef 10) #5
  br label %34

32:                                               ; preds = %23
  %33 = getelementptr inbounds i8, i8* %26, i64 1
  store i8* %33, i8** %25, align 8, !tbaa !14
  store i8 10, i8* %26, align 1, !tbaa !13
  br label %34

34:                                               ; preds = %30, %32
  %35 = load i32, i32* @lines, align 4, !tbaa !9
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* @lines, align 4, !tbaa !9
  %37 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call void @funlockfile(%struct._IO_FILE* noundef %37) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @funlockfile(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

declare i32 @__overflow(%struct._IO_FILE* noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !6, i64 40}
!15 = !{!"_IO_FILE", !10, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !6, i64 88, !6, i64 96, !6, i64 104, !10, i64 112, !10, i64 116, !12, i64 120, !16, i64 128, !7, i64 130, !7, i64 131, !6, i64 136, !12, i64 144, !6, i64 152, !6, i64 160, !6, i64 168, !6, i64 176, !12, i64 184, !10, i64 192, !7, i64 196}
!16 = !{!"short", !7, i64 0}
!17 = !{!15, !6, i64 48}
!18 = !{!"branch_weights", i32 2000, i32 1}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
