; ModuleID = 'namespaces.cpp'
source_filename = "namespaces.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.geo::Point" = type { i32, i32 }
%"struct.geo::Box" = type { %"struct.geo::Point", %"struct.geo::Point", %"struct.std::atomic" }
%"struct.std::atomic" = type { %"struct.std::__atomic_base" }
%"struct.std::__atomic_base" = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@box = dso_local global { %"struct.geo::Point", %"struct.geo::Point", { i32 } } { %"struct.geo::Point" zeroinitializer, %"struct.geo::Point" { i32 3, i32 4 }, { i32 } zeroinitializer }, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable willreturn
define dso_local void @_Z3hitRN3geo3BoxE(%"struct.geo::Box"* nocapture noundef nonnull align 4 dereferenceable(20) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %"struct.geo::Box", %"struct.geo::Box"* %0, i64 0, i32 2, i32 0, i32 0
  %3 = atomicrmw add i32* %2, i32 1 monotonic, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias noundef i8* @_Z6workerPv(i8* nocapture readnone %0) #1 {
  call void @_Z3hitRN3geo3BoxE(%"struct.geo::Box"* noundef nonnull align 4 dereferenceable(20) bitcast ({ %"struct.geo::Point", %"struct.geo::Point", { i32 } }* @box to %"struct.geo::Box"*))
  ret i8* null
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i32 (...)* @__gxx_personality_v0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @_Z6workerPv, i8* noundef null) #6
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @_Z6workerPv, i8* noundef null) #6
  %7 = load i64, i64* %1, align 8, !tbaa !5
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null)
  %9 = load i64, i64* %2, align 8, !tbaa !5
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null)
  %11 = load atomic i32, i32* getelementptr inbounds ({ %"struct.geo::Point", %"struct.geo::Point", { i32 } }, { %"struct.geo::Point", %"struct.geo::Point", { i32 } }* @box, i64 0, i32 2, i32 0) seq_cst, align 4
  %12 = mul nsw i32 %11, 10
  %13 = load i32, i32* getelementptr inbounds ({ %"struct.geo::Point", %"struct.geo::Point", { i32 } }, { %"struct.geo::Point", %"struct.geo::Point", { i32 } }* @box, i64 0, i32 1, i32 1), align 4, !tbaa !9
  %14 = add nsw i32 %12, %13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare i32 @__gxx_personality_v0(...)

attributes #0 = { mustprogress nofree noinline norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !12, i64 12}
!10 = !{!"_ZTSN3geo3BoxE", !11, i64 0, !11, i64 8, !13, i64 16}
!11 = !{!"_ZTSN3geo5PointE", !12, i64 0, !12, i64 4}
!12 = !{!"int", !7, i64 0}
!13 = !{!"_ZTSSt6atomicIiE"}
