; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%s|%s|%zu|%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"help\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hellp\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"%ld %ld %d %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"toolongstring\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%.7s %d %ld %lld\0A\00", align 1
@str = private unnamed_addr constant [17 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 16
  %2 = alloca [16 x i8], align 16
  %3 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %3, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i64 6, i1 false) #8
  %5 = call i64 @strlen(i8* nonnull %3)
  %6 = getelementptr [32 x i8], [32 x i8]* %1, i64 0, i64 %5
  %7 = bitcast i8* %6 to i64*
  store i64 28266736423215148, i64* %7, align 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %4, i8* noundef nonnull align 1 dereferenceable(16) getelementptr inbounds ([17 x i8], [17 x i8]* @str, i64 0, i64 0), i64 noundef 16, i1 false) #8
  %8 = call i64 @strlen(i8* noundef nonnull %3) #9
  %9 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 10
  %10 = load i8, i8* %9, align 2, !tbaa !5
  %11 = sext i8 %10 to i32
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %3, i8* noundef nonnull %4, i64 noundef %8, i32 noundef %11)
  %13 = call i32 @strcmp(i8* noundef nonnull %3, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #9
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i32
  %16 = ashr i32 %13, 31
  %17 = add nsw i32 %16, %15
  %18 = call i32 @strcmp(i8* noundef nonnull %4, i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)) #9
  %19 = icmp sgt i32 %18, 0
  %20 = zext i1 %19 to i32
  %21 = ashr i32 %18, 31
  %22 = add nsw i32 %21, %20
  %23 = call i32 @strncmp(i8* noundef nonnull %3, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef 3) #9
  %24 = icmp sgt i32 %23, 0
  %25 = zext i1 %24 to i32
  %26 = ashr i32 %23, 31
  %27 = add nsw i32 %26, %25
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %17, i32 noundef -1, i32 noundef %22, i32 noundef %27)
  %29 = call i32 @strncmp(i8* noundef nonnull %3, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef 4) #9
  %30 = icmp sgt i32 %29, 0
  %31 = zext i1 %30 to i32
  %32 = ashr i32 %29, 31
  %33 = add nsw i32 %32, %31
  %34 = call i32 @memcmp(i8* noundef nonnull dereferenceable(5) %3, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i64 noundef 5) #9
  %35 = icmp sgt i32 %34, 0
  %36 = zext i1 %35 to i32
  %37 = ashr i32 %34, 31
  %38 = add nsw i32 %37, %36
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i32 noundef %33, i32 noundef %38)
  %40 = call i8* @strchr(i8* noundef nonnull %3, i32 noundef 44) #9
  %41 = call i8* @strrchr(i8* noundef nonnull %3, i32 noundef 108) #9
  %42 = call i8* @strchr(i8* noundef nonnull %3, i32 noundef 122) #9
  %43 = ptrtoint i8* %40 to i64
  %44 = ptrtoint [32 x i8]* %1 to i64
  %45 = sub i64 %43, %44
  %46 = ptrtoint i8* %41 to i64
  %47 = sub i64 %46, %44
  %48 = icmp eq i8* %42, null
  %49 = zext i1 %48 to i32
  %50 = call i64 @strlen(i8* nonnull %3)
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i64 noundef %45, i64 noundef %47, i32 noundef %49, i64 noundef %50)
  %52 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(7) %52, i8 120, i64 7, i1 false)
  %53 = getelementptr inbounds i8, i8* %52, i64 7
  store i8 0, i8* %53, align 1, !tbaa !5
  %54 = call i8* @memchr(i8* noundef nonnull dereferenceable(7) %52, i32 noundef 120, i64 noundef 7) #9
  %55 = icmp eq i8* %54, %52
  %56 = zext i1 %55 to i32
  %57 = call i8* @memchr(i8* noundef nonnull dereferenceable(7) %52, i32 noundef 121, i64 noundef 7) #9
  %58 = icmp eq i8* %57, null
  %59 = zext i1 %58 to i32
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.9, i64 0, i64 0), i8* noundef %52, i32 noundef %56, i32 noundef %59)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(7) %52, i8* noundef nonnull align 1 dereferenceable(14) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i64 noundef 7, i1 false) #8
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8* noundef %52, i32 noundef 42, i64 noundef 7, i64 noundef 9)
  call void @free(i8* noundef %52) #8
  %62 = call i32 @strcmp(i8* noundef nonnull %3, i8* noundef nonnull %4) #9
  %63 = icmp sgt i32 %62, 0
  %64 = zext i1 %63 to i32
  %65 = ashr i32 %62, 31
  %66 = add nsw i32 %65, 5
  %67 = add nsw i32 %66, %64
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret i32 %67
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @memcmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @memchr(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn }
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
