; ModuleID = 'cpp_virtual.cpp'
source_filename = "cpp_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape, double }
%struct.Circle = type { %struct.Shape, double }

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

@_ZN5Shape5aliveE = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"%.5f %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*)] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca [3 x %struct.Shape*], align 16
  %2 = bitcast [3 x %struct.Shape*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #10
  %3 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %1, i64 0, i64 0
  %4 = call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #11
  %5 = bitcast i8* %4 to %struct.Square*
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %5, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !5
  %7 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %5, i64 0, i32 1
  store double 2.000000e+00, double* %9, align 8, !tbaa !11
  %10 = getelementptr %struct.Square, %struct.Square* %5, i64 0, i32 0
  store %struct.Shape* %10, %struct.Shape** %3, align 16, !tbaa !14
  %11 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %1, i64 0, i64 1
  %12 = call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #11
  %13 = bitcast i8* %12 to %struct.Circle*
  %14 = getelementptr inbounds %struct.Circle, %struct.Circle* %13, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %14, align 8, !tbaa !5
  %15 = add nsw i32 %7, 2
  store i32 %15, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %14, align 8, !tbaa !5
  %16 = getelementptr inbounds %struct.Circle, %struct.Circle* %13, i64 0, i32 1
  store double 1.500000e+00, double* %16, align 8, !tbaa !16
  %17 = getelementptr %struct.Circle, %struct.Circle* %13, i64 0, i32 0
  store %struct.Shape* %17, %struct.Shape** %11, align 8, !tbaa !14
  %18 = call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #11
  %19 = bitcast i8* %18 to %struct.Square*
  %20 = getelementptr inbounds %struct.Square, %struct.Square* %19, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %20, align 8, !tbaa !5
  %21 = add nsw i32 %7, 3
  store i32 %21, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %20, align 8, !tbaa !5
  %22 = getelementptr inbounds %struct.Square, %struct.Square* %19, i64 0, i32 1
  store double 5.000000e-01, double* %22, align 8, !tbaa !11
  %23 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %1, i64 0, i64 2
  %24 = getelementptr %struct.Square, %struct.Square* %19, i64 0, i32 0
  store %struct.Shape* %24, %struct.Shape** %23, align 16, !tbaa !14
  %25 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %1, i64 0, i64 3
  br label %29

26:                                               ; preds = %29
  %27 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), double noundef %38, i32 noundef %27)
  br label %45

29:                                               ; preds = %0, %29
  %30 = phi double [ 0.000000e+00, %0 ], [ %38, %29 ]
  %31 = phi %struct.Shape** [ %3, %0 ], [ %39, %29 ]
  %32 = load %struct.Shape*, %struct.Shape** %31, align 8, !tbaa !14
  %33 = bitcast %struct.Shape* %32 to double (%struct.Shape*)***
  %34 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %33, align 8, !tbaa !5
  %35 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %34, i64 2
  %36 = load double (%struct.Shape*)*, double (%struct.Shape*)** %35, align 8
  %37 = call noundef double %36(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %32)
  %38 = fadd double %30, %37
  %39 = getelementptr inbounds %struct.Shape*, %struct.Shape** %31, i64 1
  %40 = icmp eq %struct.Shape** %39, %25
  br i1 %40, label %26, label %29, !llvm.loop !18

41:                                               ; preds = %54
  %42 = call noalias noundef nonnull dereferenceable(20) i8* @_Znam(i64 noundef 20) #11
  %43 = bitcast i8* %42 to i32*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %42, i8 0, i64 20, i1 false)
  %44 = getelementptr inbounds i32, i32* %43, i64 4
  store i32 9, i32* %44, align 4, !tbaa !8
  br label %57

45:                                               ; preds = %26, %54
  %46 = phi %struct.Shape** [ %3, %26 ], [ %55, %54 ]
  %47 = load %struct.Shape*, %struct.Shape** %46, align 8, !tbaa !14
  %48 = icmp eq %struct.Shape* %47, null
  br i1 %48, label %54, label %49

49:                                               ; preds = %45
  %50 = bitcast %struct.Shape* %47 to void (%struct.Shape*)***
  %51 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %50, align 8, !tbaa !5
  %52 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %51, i64 1
  %53 = load void (%struct.Shape*)*, void (%struct.Shape*)** %52, align 8
  call void %53(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %47) #10
  br label %54

54:                                               ; preds = %49, %45
  %55 = getelementptr inbounds %struct.Shape*, %struct.Shape** %46, i64 1
  %56 = icmp eq %struct.Shape** %55, %25
  br i1 %56, label %41, label %45, !llvm.loop !20

57:                                               ; preds = %41, %57
  %58 = phi i64 [ 0, %41 ], [ %63, %57 ]
  %59 = phi i32 [ 0, %41 ], [ %62, %57 ]
  %60 = getelementptr inbounds i32, i32* %43, i64 %58
  %61 = load i32, i32* %60, align 4, !tbaa !8
  %62 = add nsw i32 %61, %59
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, 5
  br i1 %64, label %65, label %57, !llvm.loop !21

65:                                               ; preds = %57
  call void @_ZdaPv(i8* noundef %42) #12
  %66 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %66, i32 noundef %62)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #10
  ret i32 %62
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %struct.Shape, %struct.Shape* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !5
  %3 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !5
  %3 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %5 = bitcast %struct.Square* %0 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !11
  %4 = fmul double %3, %3
  ret double %4
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  call void @llvm.trap() #13
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !5
  %3 = load i32, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN5Shape5aliveE, align 4, !tbaa !8
  %5 = bitcast %struct.Circle* %0 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !16
  %4 = fmul double %3, 3.141590e+00
  %5 = fmul double %3, %4
  ret double %5
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTS6Square", !13, i64 8}
!13 = !{!"double", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !10, i64 0}
!16 = !{!17, !13, i64 8}
!17 = !{!"_ZTS6Circle", !13, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !22, !19}
!22 = !{!"llvm.loop.mustprogress"}
