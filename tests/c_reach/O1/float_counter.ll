; ModuleID = 'float_counter.c'
source_filename = "float_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@.str = private unnamed_addr constant [16 x i8] c"%.17g %.17g %d\0A\00", align 1
@total = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@partial = dso_local global [2 x double] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x i64], align 16
  %2 = alloca i8*, align 8
  %3 = bitcast [2 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #8
  br label %7

4:                                                ; preds = %7
  %5 = bitcast i8** %2 to i8*
  %6 = bitcast i8** %2 to double**
  br label %19

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %12, %7 ]
  %9 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %8
  %10 = inttoptr i64 %8 to i8*
  %11 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef %10) #8
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %8, 0
  br i1 %13, label %7, label %4, !llvm.loop !5

14:                                               ; preds = %19
  %15 = load double, double* @total, align 8, !tbaa !8
  %16 = fcmp oeq double %15, %27
  %17 = zext i1 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef %15, double noundef %27, i32 noundef %17)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #8
  ret i32 0

19:                                               ; preds = %4, %19
  %20 = phi i64 [ 0, %4 ], [ %28, %19 ]
  %21 = phi double [ 0.000000e+00, %4 ], [ %27, %19 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #8
  %22 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %20
  %23 = load i64, i64* %22, align 8, !tbaa !12
  %24 = call i32 @pthread_join(i64 noundef %23, i8** noundef nonnull %2) #8
  %25 = load double*, double** %6, align 8, !tbaa !14
  %26 = load double, double* %25, align 8, !tbaa !8
  %27 = fadd double %21, %26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8
  %28 = add nuw nsw i64 %20, 1
  %29 = icmp eq i64 %20, 0
  br i1 %29, label %19, label %14, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define internal noalias nonnull i8* @work(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = add nsw i64 %2, 1
  %4 = sitofp i64 %3 to double
  %5 = call double @llvm.fmuladd.f64(double %4, double 1.000000e-01, double 2.000000e-01)
  %6 = getelementptr inbounds [2 x double], [2 x double]* @partial, i64 0, i64 %2
  store double %5, double* %6, align 8, !tbaa !8
  %7 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #8
  %8 = load double, double* @total, align 8, !tbaa !8
  %9 = fadd double %5, %8
  store double %9, double* @total, align 8, !tbaa !8
  %10 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #8
  %11 = bitcast double* %6 to i8*
  call void @pthread_exit(i8* noundef nonnull %11) #9
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @pthread_exit(i8* noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

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
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !10, i64 0}
!16 = distinct !{!16, !6, !7}
