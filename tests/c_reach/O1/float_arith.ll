; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [8 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -2.500000e+00, double 1.000000e-01, double 1.000000e+308, double -1.000000e-310, double 3.000000e+00], align 16
@.str = private unnamed_addr constant [43 x i8] c"%g %g: + %g - %g * %g / %g | %d%d%d%d%d%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"nan: %d %d %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"%.9g %.9g %.9g %.9g %.9g\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"%.17g %.9g %.17g %.9g\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"%d %d %u %ld %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = bitcast [8 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %11) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([8 x double]* @__const.main.vals to i8*), i64 64, i1 true)
  %12 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  store volatile double 0.000000e+00, double* %2, align 8, !tbaa !5
  %13 = load volatile double, double* %2, align 8, !tbaa !5
  %14 = load volatile double, double* %2, align 8, !tbaa !5
  %15 = load volatile double, double* %2, align 8, !tbaa !5
  br label %16

16:                                               ; preds = %0, %92
  %17 = phi i64 [ 0, %0 ], [ %93, %92 ]
  %18 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 0, i64 %17
  br label %95

19:                                               ; preds = %92
  %20 = fdiv double %13, %14
  %21 = fdiv double 1.000000e+00, %15
  %22 = fcmp olt double %20, 1.000000e+00
  %23 = zext i1 %22 to i32
  %24 = fcmp ogt double %20, 1.000000e+00
  %25 = zext i1 %24 to i32
  %26 = fcmp ord double %20, 0.000000e+00
  %27 = zext i1 %26 to i32
  %28 = fcmp uno double %20, 0.000000e+00
  %29 = zext i1 %28 to i32
  %30 = fcmp ugt double %20, 1.000000e+00
  %31 = zext i1 %30 to i32
  %32 = fcmp ogt double %21, 1.000000e+308
  %33 = zext i1 %32 to i32
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23, i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %31, i32 noundef %33)
  %35 = bitcast float* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %35)
  store volatile float 0x4170000000000000, float* %3, align 4, !tbaa !9
  %36 = load volatile float, float* %3, align 4, !tbaa !9
  %37 = fpext float %36 to double
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), double noundef 0x4008CCCCC0000000, double noundef 0x3FD3333340000000, double noundef 0x3FA1111120000000, double noundef 0x4007333340000000, double noundef %37)
  %39 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39)
  store volatile i64 9007199254740993, i64* %4, align 8, !tbaa !11
  %40 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40)
  store volatile i64 -1, i64* %5, align 8, !tbaa !11
  %41 = load volatile i64, i64* %4, align 8, !tbaa !11
  %42 = sitofp i64 %41 to double
  %43 = load volatile i64, i64* %4, align 8, !tbaa !11
  %44 = sitofp i64 %43 to float
  %45 = fpext float %44 to double
  %46 = load volatile i64, i64* %5, align 8, !tbaa !11
  %47 = uitofp i64 %46 to double
  %48 = load volatile i64, i64* %5, align 8, !tbaa !11
  %49 = uitofp i64 %48 to float
  %50 = fpext float %49 to double
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), double noundef %42, double noundef %45, double noundef %47, double noundef %50)
  %52 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %52)
  store volatile double -7.900000e+00, double* %6, align 8, !tbaa !5
  %53 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53)
  store volatile double 7.900000e+00, double* %7, align 8, !tbaa !5
  %54 = bitcast double* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54)
  store volatile double 2.500000e+09, double* %8, align 8, !tbaa !5
  %55 = load volatile double, double* %6, align 8, !tbaa !5
  %56 = fptosi double %55 to i32
  %57 = load volatile double, double* %7, align 8, !tbaa !5
  %58 = fptosi double %57 to i32
  %59 = load volatile double, double* %7, align 8, !tbaa !5
  %60 = fptoui double %59 to i32
  %61 = load volatile double, double* %8, align 8, !tbaa !5
  %62 = fptosi double %61 to i64
  %63 = load volatile double, double* %7, align 8, !tbaa !5
  %64 = fptosi double %63 to i32
  %65 = shl i32 %64, 24
  %66 = ashr exact i32 %65, 24
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %56, i32 noundef %58, i32 noundef %60, i64 noundef %62, i32 noundef %66)
  %68 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %68)
  store volatile i32 -3, i32* %9, align 4, !tbaa !13
  %69 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %69)
  store volatile i32 -294967296, i32* %10, align 4, !tbaa !13
  %70 = load volatile i32, i32* %9, align 4, !tbaa !13
  %71 = sitofp i32 %70 to double
  %72 = load volatile i32, i32* %10, align 4, !tbaa !13
  %73 = uitofp i32 %72 to double
  %74 = load volatile i32, i32* %9, align 4, !tbaa !13
  %75 = sitofp i32 %74 to float
  %76 = fmul float %75, 5.000000e-01
  %77 = fpext float %76 to double
  %78 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), double noundef %71, double noundef %73, double noundef %77)
  %79 = load volatile double, double* %6, align 8, !tbaa !5
  %80 = fmul double %79, 1.000000e+01
  %81 = fptosi double %80 to i32
  %82 = and i32 %81, 127
  %83 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %83)
  %84 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %84)
  %85 = bitcast double* %8 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %85)
  %86 = bitcast double* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86)
  %87 = bitcast double* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87)
  %88 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88)
  %89 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89)
  %90 = bitcast float* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %90)
  %91 = bitcast double* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %91)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %11) #4
  ret i32 %82

92:                                               ; preds = %95
  %93 = add nuw nsw i64 %17, 1
  %94 = icmp eq i64 %93, 8
  br i1 %94, label %19, label %16, !llvm.loop !15

95:                                               ; preds = %16, %95
  %96 = phi i64 [ 0, %16 ], [ %117, %95 ]
  %97 = load volatile double, double* %18, align 8, !tbaa !5
  %98 = getelementptr inbounds [8 x double], [8 x double]* %1, i64 0, i64 %96
  %99 = load volatile double, double* %98, align 8, !tbaa !5
  %100 = fadd double %97, %99
  %101 = fsub double %97, %99
  %102 = fmul double %97, %99
  %103 = fdiv double %97, %99
  %104 = fcmp olt double %97, %99
  %105 = zext i1 %104 to i32
  %106 = fcmp ole double %97, %99
  %107 = zext i1 %106 to i32
  %108 = fcmp ogt double %97, %99
  %109 = zext i1 %108 to i32
  %110 = fcmp oge double %97, %99
  %111 = zext i1 %110 to i32
  %112 = fcmp oeq double %97, %99
  %113 = zext i1 %112 to i32
  %114 = fcmp une double %97, %99
  %115 = zext i1 %114 to i32
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str, i64 0, i64 0), double noundef %97, double noundef %99, double noundef %100, double noundef %101, double noundef %102, double noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115)
  %117 = add nuw nsw i64 %96, 1
  %118 = icmp eq i64 %117, 8
  br i1 %118, label %92, label %95, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
