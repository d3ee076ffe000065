; ModuleID = 'float_memory.c'
source_filename = "float_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pun = type { double }

@.str = private unnamed_addr constant [7 x i8] c"%016lx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%.15f\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"%016lx %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"%g %g %g %g | %g %g %g | %08x | %g %g %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.pun, align 8
  %2 = bitcast %union.pun* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #4
  %3 = getelementptr inbounds %union.pun, %union.pun* %1, i64 0, i32 0
  store double -1.500000e+00, double* %3, align 8, !tbaa !5
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i64 noundef -4613937818241073152)
  %5 = bitcast %union.pun* %1 to [8 x i8]*
  br label %21

6:                                                ; preds = %21
  %7 = bitcast %union.pun* %1 to i64*
  %8 = call i32 @putchar(i32 10)
  store i64 4614256656552045848, i64* %7, align 8, !tbaa !5
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef 0x400921FB54442D18)
  %10 = bitcast %union.pun* %1 to [2 x float]*
  %11 = bitcast %union.pun* %1 to float*
  store float 1.000000e+00, float* %11, align 8, !tbaa !5
  %12 = getelementptr inbounds [2 x float], [2 x float]* %10, i64 0, i64 1
  store float -2.000000e+00, float* %12, align 4, !tbaa !5
  %13 = load i64, i64* %7, align 8, !tbaa !5
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i64 noundef %13, double noundef -2.000000e+00)
  %15 = bitcast %union.pun* %1 to [8 x i8]*
  %16 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 7
  store i8 127, i8* %16, align 1, !tbaa !5
  %17 = getelementptr inbounds [8 x i8], [8 x i8]* %15, i64 0, i64 6
  store i8 -16, i8* %17, align 2, !tbaa !5
  %18 = load double, double* %3, align 8, !tbaa !5
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), double noundef %18)
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), double noundef 1.250000e+00, double noundef 2.500000e+00, double noundef 3.750000e+00, double noundef 5.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, i32 noundef 1051372203, double noundef 1.500000e+00, double noundef 3.500000e+00, double noundef 1.000000e+00)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #4
  ret i32 0

21:                                               ; preds = %0, %21
  %22 = phi i64 [ 0, %0 ], [ %27, %21 ]
  %23 = getelementptr inbounds [8 x i8], [8 x i8]* %5, i64 0, i64 %22
  %24 = load i8, i8* %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %25)
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, 8
  br i1 %28, label %6, label %21, !llvm.loop !8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
