; ModuleID = 'records_sort.c'
source_filename = "records_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [8 x i8] c"mallory\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"trent\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"eve\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"%-8s %3d %8.4f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i8*], align 16
  %2 = alloca [6 x %struct.person], align 16
  %3 = alloca [6 x %struct.person], align 16
  %4 = alloca %struct.person, align 8
  %5 = bitcast [6 x i8*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %5) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  %6 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 0
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i8** %6, align 16
  %7 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8** %7, align 8
  %8 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %8, align 16
  %9 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 3
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8** %9, align 8
  %10 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 4
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8** %10, align 16
  %11 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 5
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8** %11, align 8
  %12 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %2, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %12) #8
  %13 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %13) #8
  br label %16

14:                                               ; preds = %16
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(144) %13, i8* noundef nonnull align 16 dereferenceable(144) %12, i64 144, i1 false)
  %15 = getelementptr inbounds %struct.person, %struct.person* %4, i64 0, i32 0, i64 0
  br label %36

16:                                               ; preds = %0, %16
  %17 = phi i64 [ 0, %0 ], [ %34, %16 ]
  %18 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %2, i64 0, i64 %17, i32 0, i64 0
  %19 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 %17
  %20 = load i8*, i8** %19, align 8, !tbaa !5
  %21 = call i8* @strcpy(i8* noundef nonnull %18, i8* noundef nonnull dereferenceable(1) %20) #8
  %22 = trunc i64 %17 to i32
  %23 = mul i32 %22, 7
  %24 = urem i32 %23, 13
  %25 = add nuw nsw i32 %24, 20
  %26 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %2, i64 0, i64 %17, i32 1
  store i32 %25, i32* %26, align 4, !tbaa !9
  %27 = trunc i64 %17 to i32
  %28 = add i32 %27, 2
  %29 = sitofp i32 %28 to double
  %30 = fdiv double 1.000000e+00, %29
  %31 = sitofp i32 %25 to double
  %32 = fadd double %30, %31
  %33 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %2, i64 0, i64 %17, i32 2
  store double %32, double* %33, align 8, !tbaa !13
  %34 = add nuw nsw i64 %17, 1
  %35 = icmp eq i64 %34, 6
  br i1 %35, label %14, label %16, !llvm.loop !14

36:                                               ; preds = %14, %48
  %37 = phi i64 [ 1, %14 ], [ %53, %48 ]
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %15) #8
  %38 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %37, i32 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %15, i8* noundef nonnull align 8 dereferenceable(24) %38, i64 24, i1 false), !tbaa.struct !17
  br label %39

39:                                               ; preds = %36, %45
  %40 = phi i64 [ %37, %36 ], [ %41, %45 ]
  %41 = add nsw i64 %40, -1
  %42 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %41, i32 0, i64 0
  %43 = call i32 @strcmp(i8* noundef nonnull %42, i8* noundef nonnull %15) #9
  %44 = icmp sgt i32 %43, 0
  br i1 %44, label %45, label %48

45:                                               ; preds = %39
  %46 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %40, i32 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %46, i8* noundef nonnull align 8 dereferenceable(24) %42, i64 24, i1 false), !tbaa.struct !17
  %47 = icmp sgt i64 %40, 1
  br i1 %47, label %39, label %48, !llvm.loop !21

48:                                               ; preds = %45, %39
  %49 = phi i64 [ 0, %45 ], [ %40, %39 ]
  %50 = shl i64 %49, 32
  %51 = ashr exact i64 %50, 32
  %52 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %51, i32 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %52, i8* noundef nonnull align 8 dereferenceable(24) %15, i64 24, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %15) #8
  %53 = add nuw nsw i64 %37, 1
  %54 = icmp eq i64 %53, 6
  br i1 %54, label %59, label %36, !llvm.loop !22

55:                                               ; preds = %59
  %56 = call i32 @bcmp(i8* noundef nonnull dereferenceable(6) %13, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i64 6)
  %57 = icmp eq i32 %56, 0
  %58 = zext i1 %57 to i32
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %13) #8
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %12) #8
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %5) #8
  ret i32 %58

59:                                               ; preds = %48, %59
  %60 = phi i64 [ %67, %59 ], [ 0, %48 ]
  %61 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %60, i32 0, i64 0
  %62 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %60, i32 1
  %63 = load i32, i32* %62, align 4, !tbaa !9
  %64 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %60, i32 2
  %65 = load double, double* %64, align 8, !tbaa !13
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %61, i32 noundef %63, double noundef %65)
  %67 = add nuw nsw i64 %60, 1
  %68 = icmp eq i64 %67, 6
  br i1 %68, label %55, label %59, !llvm.loop !23
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 12}
!10 = !{!"person", !7, i64 0, !11, i64 12, !12, i64 16}
!11 = !{!"int", !7, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!10, !12, i64 16}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{i64 0, i64 12, !18, i64 12, i64 4, !19, i64 16, i64 8, !20}
!18 = !{!7, !7, i64 0}
!19 = !{!11, !11, i64 0}
!20 = !{!12, !12, i64 0}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
