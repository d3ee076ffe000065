; ModuleID = 'string_build.c'
source_filename = "string_build.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [8 x i8] }

@.str = private unnamed_addr constant [4 x i8] c"usr\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"lib\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"ctreelab\00", align 1
@reltable.main = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.1 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.2 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([9 x i8]* @.str.3 to i64), i64 ptrtoint ([4 x i32]* @reltable.main to i64)) to i32)], align 4
@.str.5 = private unnamed_addr constant [20 x i8] c"%s | %s | %s | %zu\0A\00", align 1
@__const.main.b = private unnamed_addr constant %struct.rec { i32 7, [8 x i8] c"alpha\00\00\00" }, align 4
@__const.main.c = private unnamed_addr constant %struct.rec { i32 7, [8 x i8] c"alphb\00\00\00" }, align 4
@.str.6 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %3) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  br label %24

4:                                                ; preds = %24
  %5 = call i8* @strrchr(i8* noundef nonnull %3, i32 noundef 47) #9
  %6 = getelementptr inbounds i8, i8* %5, i64 1
  %7 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %7) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  %8 = ptrtoint i8* %6 to i64
  %9 = ptrtoint [64 x i8]* %1 to i64
  %10 = xor i64 %9, -1
  %11 = add i64 %8, %10
  %12 = call i8* @strncpy(i8* noundef nonnull %7, i8* noundef nonnull %3, i64 noundef %11) #8
  %13 = call i64 @strlen(i8* noundef nonnull %3) #9
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %3, i8* noundef nonnull %7, i8* noundef nonnull %6, i64 noundef %13)
  %15 = call i32 @bcmp(i8* noundef nonnull dereferenceable(12) bitcast (%struct.rec* @__const.main.b to i8*), i8* noundef nonnull dereferenceable(12) bitcast (%struct.rec* @__const.main.b to i8*), i64 12)
  %16 = icmp eq i32 %15, 0
  %17 = zext i1 %16 to i32
  %18 = call i32 @memcmp(i8* noundef nonnull dereferenceable(12) bitcast (%struct.rec* @__const.main.b to i8*), i8* noundef nonnull dereferenceable(12) bitcast (%struct.rec* @__const.main.c to i8*), i64 noundef 12) #9
  %19 = lshr i32 %18, 31
  %20 = call i32 @strncmp(i8* noundef nonnull dereferenceable(1) getelementptr inbounds (%struct.rec, %struct.rec* @__const.main.b, i64 0, i32 1, i64 0), i8* noundef nonnull dereferenceable(1) getelementptr inbounds (%struct.rec, %struct.rec* @__const.main.c, i64 0, i32 1, i64 0), i64 noundef 4) #9
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i32 noundef %17, i32 noundef %19, i32 noundef %20)
  %22 = call i8* @strchr(i8* noundef nonnull %3, i32 noundef 108) #9
  %23 = icmp eq i8* %22, null
  br i1 %23, label %34, label %36

24:                                               ; preds = %0, %24
  %25 = phi i64 [ 0, %0 ], [ %32, %24 ]
  %26 = call i64 @strlen(i8* nonnull %3)
  %27 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %26
  %28 = bitcast i8* %27 to i16*
  store i16 47, i16* %28, align 1
  %29 = shl i64 %25, 2
  %30 = call i8* @llvm.load.relative.i64(i8* bitcast ([4 x i32]* @reltable.main to i8*), i64 %29)
  %31 = call i8* @strcat(i8* noundef nonnull %3, i8* noundef nonnull dereferenceable(1) %30) #8
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 4
  br i1 %33, label %4, label %24, !llvm.loop !5

34:                                               ; preds = %36, %4
  %35 = phi i32 [ 0, %4 ], [ %39, %36 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %7) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %3) #8
  ret i32 %35

36:                                               ; preds = %4, %36
  %37 = phi i8* [ %41, %36 ], [ %22, %4 ]
  %38 = phi i32 [ %39, %36 ], [ 0, %4 ]
  %39 = add nuw nsw i32 %38, 1
  %40 = getelementptr inbounds i8, i8* %37, i64 1
  %41 = call i8* @strchr(i8* noundef nonnull %40, i32 noundef 108) #9
  %42 = icmp eq i8* %41, null
  br i1 %42, label %34, label %36, !llvm.loop !8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @memcmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind readonly willreturn }
attributes #7 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

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
!8 = distinct !{!8, !6, !7}
