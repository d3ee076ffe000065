; ModuleID = 'abs_mix.c'
source_filename = "abs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%d %d %ld %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"%g %g %.9g %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  store volatile i32 -2147483647, i32* %1, align 4, !tbaa !5
  %7 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  store volatile i32 -17, i32* %2, align 4, !tbaa !5
  %8 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8)
  store volatile i64 -9223372036854775803, i64* %3, align 8, !tbaa !9
  %9 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9)
  store volatile i64 -123456789012, i64* %4, align 8, !tbaa !11
  %10 = load volatile i32, i32* %1, align 4, !tbaa !5
  %11 = call i32 @llvm.abs.i32(i32 %10, i1 true)
  %12 = load volatile i32, i32* %2, align 4, !tbaa !5
  %13 = call i32 @llvm.abs.i32(i32 %12, i1 true)
  %14 = load volatile i64, i64* %3, align 8, !tbaa !9
  %15 = call i64 @llvm.abs.i64(i64 %14, i1 true)
  %16 = load volatile i64, i64* %4, align 8, !tbaa !11
  %17 = call i64 @llvm.abs.i64(i64 %16, i1 true)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %13, i64 noundef %15, i64 noundef %17)
  %19 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19)
  store volatile i32 7, i32* %5, align 4, !tbaa !5
  %20 = load volatile i32, i32* %5, align 4, !tbaa !5
  %21 = sdiv i32 %20, 2
  %22 = sitofp i32 %21 to double
  %23 = load volatile i32, i32* %5, align 4, !tbaa !5
  %24 = sitofp i32 %23 to double
  %25 = fmul double %24, 5.000000e-01
  %26 = load volatile i32, i32* %5, align 4, !tbaa !5
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 3.000000e+00
  %29 = fmul double %25, 1.000000e+09
  %30 = fptoui double %29 to i32
  %31 = fpext float %28 to double
  %32 = fmul float %28, 3.000000e+00
  %33 = fptosi float %32 to i32
  %34 = load volatile i32, i32* %5, align 4, !tbaa !5
  %35 = icmp eq i32 %34, %33
  %36 = zext i1 %35 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), double noundef %22, double noundef %25, double noundef %31, i32 noundef %30, i32 noundef %36)
  %38 = load volatile i32, i32* %2, align 4, !tbaa !5
  %39 = call i32 @llvm.abs.i32(i32 %38, i1 true)
  %40 = fptosi double %25 to i32
  %41 = add nsw i32 %39, %40
  %42 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42)
  %43 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43)
  %44 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %44)
  %45 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %45)
  %46 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %46)
  ret i32 %41
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
