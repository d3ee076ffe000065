; ModuleID = 'cpp_local_static.cpp'
source_filename = "cpp_local_static.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { %"struct.std::thread::_State"* }
%"struct.std::thread::_State" = type { i32 (...)** }
%"class.std::thread" = type { %"class.std::thread::id" }
%"class.std::thread::id" = type { i64 }
%"struct.std::thread::_State_impl" = type { %"struct.std::thread::_State", %"struct.std::thread::_Invoker" }
%"struct.std::thread::_Invoker" = type { %"class.std::tuple.2" }
%"class.std::tuple.2" = type { %"struct.std::_Tuple_impl.3" }
%"struct.std::_Tuple_impl.3" = type { %"struct.std::_Head_base.4" }
%"struct.std::_Head_base.4" = type { %class.anon }
%class.anon = type { i32* }

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@_ZZL6lookupiE5table.0 = internal unnamed_addr global i1 false, align 4
@_ZGVZL6lookupiE5table = internal global i64 0, align 8
@"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" to i8*), i8* bitcast (void (%"struct.std::thread::_State"*)* @_ZNSt6thread6_StateD2Ev to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev" to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv" to i8*)] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant [65 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE\00", align 1
@_ZTINSt6thread6_StateE = external constant i8*
@"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([65 x i8], [65 x i8]* @"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i32 0, i32 0), i8* bitcast (i8** @_ZTINSt6thread6_StateE to i8*) }, align 8
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::unique_ptr", align 8
  %2 = alloca i32, align 4
  %3 = alloca %"class.std::thread", align 8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #11
  store i32 0, i32* %2, align 4, !tbaa !5
  %5 = bitcast %"class.std::thread"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #11
  %6 = bitcast %"class.std::unique_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  %7 = getelementptr inbounds %"class.std::thread", %"class.std::thread"* %3, i64 0, i32 0, i32 0
  store i64 0, i64* %7, align 8, !tbaa !9
  %8 = call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
  %9 = bitcast i8* %8 to %"struct.std::thread::_State_impl"*
  %10 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %9, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !12
  %11 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %9, i64 0, i32 1, i32 0
  %12 = bitcast %"class.std::tuple.2"* %11 to i64*
  %13 = ptrtoint i32* %2 to i64
  store i64 %13, i64* %12, align 8, !tbaa !14
  %14 = getelementptr %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %9, i64 0, i32 0
  %15 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  store %"struct.std::thread::_State"* %14, %"struct.std::thread::_State"** %15, align 8, !tbaa !14
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::unique_ptr"* noundef nonnull %1, void ()* noundef null)
          to label %16 unwind label %24

16:                                               ; preds = %0
  %17 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %15, align 8, !tbaa !14
  %18 = icmp eq %"struct.std::thread::_State"* %17, null
  br i1 %18, label %36, label %19

19:                                               ; preds = %16
  %20 = bitcast %"struct.std::thread::_State"* %17 to void (%"struct.std::thread::_State"*)***
  %21 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %20, align 8, !tbaa !12
  %22 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %21, i64 1
  %23 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %22, align 8
  call void %23(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %17) #11
  br label %36

24:                                               ; preds = %0
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %15, align 8, !tbaa !14
  %27 = icmp eq %"struct.std::thread::_State"* %26, null
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = bitcast %"struct.std::thread::_State"* %26 to void (%"struct.std::thread::_State"*)***
  %30 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %29, align 8, !tbaa !12
  %31 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %30, i64 1
  %32 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %31, align 8
  call void %32(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %26) #11
  br label %35

33:                                               ; preds = %61, %35
  %34 = phi { i8*, i32 } [ %25, %35 ], [ %57, %61 ]
  resume { i8*, i32 } %34

35:                                               ; preds = %28, %24
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %15, align 8, !tbaa !14
  br label %33

36:                                               ; preds = %16, %19
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %15, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %37 = load atomic i8, i8* bitcast (i64* @_ZGVZL6lookupiE5table to i8*) acquire, align 8
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %39, label %44, !prof !16

39:                                               ; preds = %36
  %40 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL6lookupiE5table) #11
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  store i1 true, i1* @_ZZL6lookupiE5table.0, align 4
  %43 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0))
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL6lookupiE5table) #11
  br label %44

44:                                               ; preds = %36, %39, %42
  %45 = load i1, i1* @_ZZL6lookupiE5table.0, align 4
  %46 = select i1 %45, i32 42, i32 2
  invoke void @_ZNSt6thread4joinEv(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %3)
          to label %47 unwind label %56

47:                                               ; preds = %44
  %48 = load i32, i32* %2, align 4, !tbaa !5
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %48, i32 noundef %46)
  %50 = load i64, i64* %7, align 8, !tbaa.struct !17
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %53, label %52

52:                                               ; preds = %47
  call void @_ZSt9terminatev() #13
  unreachable

53:                                               ; preds = %47
  %54 = load i32, i32* %2, align 4, !tbaa !5
  %55 = add nsw i32 %54, %46
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #11
  ret i32 %55

56:                                               ; preds = %44
  %57 = landingpad { i8*, i32 }
          cleanup
  %58 = load i64, i64* %7, align 8, !tbaa.struct !17
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  call void @_ZSt9terminatev() #13
  unreachable

61:                                               ; preds = %56
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #11
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #11
  br label %33
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt6thread4joinEv(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() local_unnamed_addr #5

declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8), %"class.std::unique_ptr"* noundef, void ()* noundef) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt6thread6_StateD2Ev(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev"(%"struct.std::thread::_State_impl"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 align 2 {
  %2 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %0, i64 0, i32 0
  call void @_ZNSt6thread6_StateD2Ev(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(16) %2) #11
  %3 = bitcast %"struct.std::thread::_State_impl"* %0 to i8*
  call void @_ZdlPv(i8* noundef %3) #14
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv"(%"struct.std::thread::_State_impl"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #10 align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = load atomic i8, i8* bitcast (i64* @_ZGVZL6lookupiE5table to i8*) acquire, align 8
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %9, !prof !16

4:                                                ; preds = %1
  %5 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZL6lookupiE5table) #11
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  store i1 true, i1* @_ZZL6lookupiE5table.0, align 4
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0)) #11
  call void @__cxa_guard_release(i64* nonnull @_ZGVZL6lookupiE5table) #11
  br label %9

9:                                                ; preds = %1, %4, %7
  %10 = load i1, i1* @_ZZL6lookupiE5table.0, align 4
  %11 = select i1 %10, i32 41, i32 1
  %12 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %0, i64 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0
  %13 = load i32*, i32** %12, align 8, !tbaa !19
  store i32 %11, i32* %13, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTSNSt6thread2idE", !11, i64 0}
!11 = !{!"long", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!"branch_weights", i32 1, i32 1048575}
!17 = !{i64 0, i64 8, !18}
!18 = !{!11, !11, i64 0}
!19 = !{!20, !15, i64 0}
!20 = !{!"_ZTSZ4mainE3$_0", !15, i64 0}
