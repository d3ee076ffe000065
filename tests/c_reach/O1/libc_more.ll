; ModuleID = 'libc_more.c'
source_filename = "libc_more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@inputs = dso_local global [5 x double] [double 2.700000e+01, double 2.000000e+00, double 1.000000e-10, double 5.000000e-01, double -7.500000e-01], align 16
@.str = private unnamed_addr constant [4 x i8] c"vn:\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"options %d optind %d argc %d\0A\00", align 1
@optind = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"%s | %s | %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"nothing on stdout\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"div %d %d ldiv %ld %ld lldiv %lld %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"rand_r %d %d %u\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [16 x i8] c"key\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.6 = private unnamed_addr constant [7 x i8] c"=value\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"%s %s %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"=a\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"%.17g %.17g %.17g %.17g %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 16
  %5 = call i32 @getopt(i32 noundef %0, i8** noundef %1, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #9
  %6 = icmp eq i32 %5, -1
  br i1 %6, label %15, label %7

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %2 ]
  %9 = phi i32 [ %12, %7 ], [ 0, %2 ]
  %10 = icmp eq i32 %8, 118
  %11 = zext i1 %10 to i32
  %12 = add nuw nsw i32 %9, %11
  %13 = call i32 @getopt(i32 noundef %0, i8** noundef %1, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #9
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %7, !llvm.loop !5

15:                                               ; preds = %7, %2
  %16 = phi i32 [ 0, %2 ], [ %12, %7 ]
  %17 = load i32, i32* @optind, align 4, !tbaa !8
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %16, i32 noundef %17, i32 noundef %0)
  %19 = call i8* @strerror(i32 noundef 0) #9
  %20 = call i8* @strerror(i32 noundef 22) #9
  %21 = call i8* @strerror(i32 noundef 999) #9
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i8* noundef %19, i8* noundef %20, i8* noundef %21)
  call void @perror(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0)) #10
  %23 = call i64 @div(i32 noundef -17, i32 noundef 5) #11
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc i64 %25 to i32
  %27 = call { i64, i64 } @ldiv(i64 noundef 17, i64 noundef -5) #11
  %28 = extractvalue { i64, i64 } %27, 0
  %29 = extractvalue { i64, i64 } %27, 1
  %30 = call { i64, i64 } @lldiv(i64 noundef -7, i64 noundef -2) #11
  %31 = extractvalue { i64, i64 } %30, 0
  %32 = extractvalue { i64, i64 } %30, 1
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %24, i32 noundef %26, i64 noundef %28, i64 noundef %29, i64 noundef %31, i64 noundef %32)
  %34 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #9
  store i32 2024, i32* %3, align 4, !tbaa !8
  %35 = call i32 @rand_r(i32* noundef nonnull %3) #9
  %36 = call i32 @rand_r(i32* noundef nonnull %3) #9
  %37 = load i32, i32* %3, align 4, !tbaa !8
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %35, i32 noundef %36, i32 noundef %37)
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %39) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %39, i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.buf, i64 0, i64 0), i64 16, i1 false)
  %40 = call i8* @strncat(i8* noundef nonnull %39, i8* noundef nonnull dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i64 noundef 4) #9
  %41 = call i8* @strpbrk(i8* noundef nonnull %39, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0)) #12
  %42 = call i32 @getpid() #9
  %43 = icmp sgt i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull %39, i8* noundef %41, i32 noundef %44)
  br label %50

46:                                               ; preds = %50
  %47 = load volatile double, double* getelementptr inbounds ([5 x double], [5 x double]* @inputs, i64 0, i64 1), align 8, !tbaa !12
  %48 = call double @acosh(double noundef %47) #9
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), double noundef %48)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %39) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #9
  ret i32 %16

50:                                               ; preds = %15, %50
  %51 = phi i64 [ 0, %15 ], [ %61, %50 ]
  %52 = getelementptr inbounds [5 x double], [5 x double]* @inputs, i64 0, i64 %51
  %53 = load volatile double, double* %52, align 8, !tbaa !12
  %54 = call double @cbrt(double noundef %53) #11
  %55 = call double @log1p(double noundef %53) #9
  %56 = call double @expm1(double noundef %53) #9
  %57 = call double @asinh(double noundef %53) #9
  %58 = fmul double %53, 5.000000e-01
  %59 = call double @atanh(double noundef %58) #9
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.9, i64 0, i64 0), double noundef %54, double noundef %55, double noundef %56, double noundef %57, double noundef %59)
  %61 = add nuw nsw i64 %51, 1
  %62 = icmp eq i64 %61, 5
  br i1 %62, label %46, label %50, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @getopt(i32 noundef, i8** noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare void @perror(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i64 @div(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare { i64, i64 } @ldiv(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare { i64, i64 } @lldiv(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @rand_r(i32* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i8* @strpbrk(i8* noundef, i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @getpid() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @cbrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log1p(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @expm1(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @asinh(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @atanh(double noundef) local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @acosh(double noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { cold }
attributes #11 = { nounwind readnone willreturn }
attributes #12 = { nounwind readonly willreturn }

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
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !10, i64 0}
!14 = distinct !{!14, !6, !7}
