; ModuleID = 'string_search.c'
source_filename = "string_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mat\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"hat\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t w\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"%s: %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i8*], align 16
  %2 = alloca [40 x i8], align 16
  %3 = bitcast [5 x i8*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %3) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  %4 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 0
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8** %4, align 16
  %5 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8** %5, align 8
  %6 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 2
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8** %6, align 16
  %7 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 3
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8** %7, align 8
  %8 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 4
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8** %8, align 16
  br label %26

9:                                                ; preds = %44
  %10 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %10) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(36) %10, i8* noundef nonnull align 1 dereferenceable(36) getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i64 36, i1 false) #8
  %11 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %10) #9
  %12 = icmp ugt i64 %11, 1
  br i1 %12, label %13, label %24

13:                                               ; preds = %9, %13
  %14 = phi i64 [ %22, %13 ], [ 1, %9 ]
  %15 = phi i64 [ %14, %13 ], [ 0, %9 ]
  %16 = phi i64 [ %19, %13 ], [ %11, %9 ]
  %17 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i64 0, i64 %15
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = add i64 %16, -1
  %20 = getelementptr inbounds [40 x i8], [40 x i8]* %2, i64 0, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !5
  store i8 %21, i8* %17, align 1, !tbaa !5
  store i8 %18, i8* %20, align 1, !tbaa !5
  %22 = add nuw i64 %14, 1
  %23 = icmp ult i64 %22, %19
  br i1 %23, label %13, label %24, !llvm.loop !8

24:                                               ; preds = %13, %9
  %25 = call i32 @puts(i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %10) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %3) #8
  ret i32 %52

26:                                               ; preds = %0, %44
  %27 = phi i64 [ 0, %0 ], [ %53, %44 ]
  %28 = phi i32 [ 0, %0 ], [ %52, %44 ]
  %29 = getelementptr inbounds [5 x i8*], [5 x i8*]* %1, i64 0, i64 %27
  %30 = load i8*, i8** %29, align 8, !tbaa !11
  %31 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %30) #9
  %32 = load i8, i8* %30, align 1, !tbaa !5
  %33 = sext i8 %32 to i32
  %34 = call i8* @memchr(i8* noundef nonnull dereferenceable(36) getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i32 %33, i64 36) #8
  %35 = icmp eq i8* %34, null
  br i1 %35, label %44, label %36

36:                                               ; preds = %26, %40
  %37 = phi i8* [ %42, %40 ], [ %34, %26 ]
  %38 = call i32 @strncmp(i8* noundef nonnull %37, i8* noundef nonnull %30, i64 noundef %31) #9
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %44, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, i8* %37, i64 1
  %42 = call i8* @strchr(i8* noundef nonnull %41, i32 noundef %33) #9
  %43 = icmp eq i8* %42, null
  br i1 %43, label %44, label %36, !llvm.loop !13

44:                                               ; preds = %36, %40, %26
  %45 = phi i8* [ %34, %26 ], [ %42, %40 ], [ %37, %36 ]
  %46 = icmp ne i8* %45, null
  %47 = ptrtoint i8* %45 to i64
  %48 = sub i64 %47, ptrtoint ([36 x i8]* @.str to i64)
  %49 = select i1 %46, i64 %48, i64 -1
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %30, i64 noundef %49)
  %51 = zext i1 %46 to i32
  %52 = add nuw nsw i32 %28, %51
  %53 = add nuw nsw i64 %27, 1
  %54 = icmp eq i64 %53, 5
  br i1 %54, label %9, label %26, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i8* @memchr(i8*, i32, i64) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nounwind readonly willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
