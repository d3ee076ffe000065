; ModuleID = 'float_printf.c'
source_filename = "float_printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@values = internal unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 2.500000e+00, double 3.500000e+00, double 1.000000e-05, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 1.234560e-04, double 0x4023FFFFFCA501AD, double 5.000000e-01, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [81 x i8] c"%f|%e|%g|%a|%.0f|%.3e|%.10g|%#g|%#.0f|%+.2f|% e|%12.4f|%-12.2e|%012.3f|%G|%E|%A\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"%.1a|%.0a|%.3a|%#a|%20a|%.15g|%.17g|%*.*f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"%f %F %e %g %a %5f %-6f| %06f %+f\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%f %.10f %a %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = bitcast double* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  store volatile double 0.000000e+00, double* %1, align 8, !tbaa !5
  %3 = load volatile double, double* %1, align 8, !tbaa !5
  %4 = load volatile double, double* %1, align 8, !tbaa !5
  %5 = load volatile double, double* %1, align 8, !tbaa !5
  br label %14

6:                                                ; preds = %14
  %7 = fdiv double 1.000000e+00, %3
  %8 = fdiv double %4, %5
  %9 = fneg double %7
  %10 = fneg double %8
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.2, i64 0, i64 0), double noundef %7, double noundef %9, double noundef %8, double noundef %10, double noundef %7, double noundef %8, double noundef %7, double noundef %9, double noundef %8)
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FF19999A0000000, double noundef 0x3FF19999A0000000, double noundef 0x3FF19999A0000000, double noundef 0x400A666680000000)
  %13 = bitcast double* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13)
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %20, %14 ]
  %16 = getelementptr inbounds [17 x double], [17 x double]* @values, i64 0, i64 %15
  %17 = load double, double* %16, align 8, !tbaa !5
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([81 x i8], [81 x i8]* @.str, i64 0, i64 0), double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, double noundef %17, i32 noundef 10, i32 noundef 2, double noundef %17)
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, 17
  br i1 %21, label %6, label %14, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
