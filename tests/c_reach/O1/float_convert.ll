; ModuleID = 'float_convert.c'
source_filename = "float_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"%ld -> %a %a -> %ld %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"%a %a %f %f\0A\00", align 1
@__const.main.fracs = private unnamed_addr constant [8 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double 1.000000e+09, double -1.000000e+09, double 1.279900e+02], align 16
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %u %d %hhd\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"%.20f %.9g %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca [8 x double], align 16
  %6 = bitcast [7 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %6) #5
  call void @llvm.memset.p0i8.i64(i8* align 16 %6, i8 0, i64 56, i1 true)
  %7 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 1
  store volatile i64 1, i64* %7, align 8
  %8 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 2
  store volatile i64 -1, i64* %8, align 16
  %9 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 3
  store volatile i64 16777217, i64* %9, align 8
  %10 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 4
  store volatile i64 9007199254740993, i64* %10, align 16
  %11 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 5
  store volatile i64 -9223372036854775808, i64* %11, align 8
  %12 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 6
  store volatile i64 123456789012345, i64* %12, align 16
  br label %27

13:                                               ; preds = %27
  %14 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14)
  store volatile i64 -616, i64* %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3)
  store volatile i8 -56, i8* %3, align 1, !tbaa !9
  %15 = bitcast i16* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %15)
  store volatile i16 -300, i16* %4, align 2, !tbaa !10
  %16 = load volatile i64, i64* %2, align 8, !tbaa !5
  %17 = uitofp i64 %16 to double
  %18 = load volatile i64, i64* %2, align 8, !tbaa !5
  %19 = uitofp i64 %18 to float
  %20 = fpext float %19 to double
  %21 = load volatile i8, i8* %3, align 1, !tbaa !9
  %22 = uitofp i8 %21 to double
  %23 = load volatile i16, i16* %4, align 2, !tbaa !10
  %24 = sitofp i16 %23 to double
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), double noundef %17, double noundef %20, double noundef %22, double noundef %24)
  %26 = bitcast [8 x double]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %26) #5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %26, i8* align 16 bitcast ([8 x double]* @__const.main.fracs to i8*), i64 64, i1 true)
  br label %43

27:                                               ; preds = %0, %27
  %28 = phi i64 [ 0, %0 ], [ %37, %27 ]
  %29 = getelementptr inbounds [7 x i64], [7 x i64]* %1, i64 0, i64 %28
  %30 = load volatile i64, i64* %29, align 8, !tbaa !5
  %31 = sitofp i64 %30 to float
  %32 = sitofp i64 %30 to double
  %33 = fpext float %31 to double
  %34 = fptosi float %31 to i64
  %35 = fptosi double %32 to i64
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i64 noundef %30, double noundef %33, double noundef %32, i64 noundef %34, i64 noundef %35)
  %37 = add nuw nsw i64 %28, 1
  %38 = icmp eq i64 %37, 7
  br i1 %38, label %13, label %27, !llvm.loop !12

39:                                               ; preds = %52
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FD5555560000000, double noundef 1.000000e+00, i32 noundef 1)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %26) #5
  %41 = bitcast i16* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %41)
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3)
  %42 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42)
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %6) #5
  ret i32 0

43:                                               ; preds = %13, %52
  %44 = phi i64 [ 0, %13 ], [ %64, %52 ]
  %45 = getelementptr inbounds [8 x double], [8 x double]* %5, i64 0, i64 %44
  %46 = load volatile double, double* %45, align 8, !tbaa !15
  %47 = fptosi double %46 to i32
  %48 = load volatile double, double* %45, align 8, !tbaa !15
  %49 = fcmp olt double %48, 0.000000e+00
  br i1 %49, label %52, label %50

50:                                               ; preds = %43
  %51 = load volatile double, double* %45, align 8, !tbaa !15
  br label %52

52:                                               ; preds = %43, %50
  %53 = phi double [ %51, %50 ], [ 0.000000e+00, %43 ]
  %54 = fptoui double %53 to i32
  %55 = load volatile double, double* %45, align 8, !tbaa !15
  %56 = fptosi double %55 to i32
  %57 = shl i32 %56, 16
  %58 = ashr exact i32 %57, 16
  %59 = load volatile double, double* %45, align 8, !tbaa !15
  %60 = fptosi double %59 to i32
  %61 = shl i32 %60, 24
  %62 = ashr exact i32 %61, 24
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %47, i32 noundef %54, i32 noundef %58, i32 noundef %62)
  %64 = add nuw nsw i64 %44, 1
  %65 = icmp eq i64 %64, 8
  br i1 %65, label %39, label %43, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !13, !14}
