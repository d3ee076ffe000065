; ModuleID = 'thread.cpp'
source_filename = "thread.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.3" }
%"struct.std::_Head_base.3" = type { %"struct.std::thread::_State"* }
%"struct.std::thread::_State" = type { i32 (...)** }
%"class.std::thread" = type { %"class.std::thread::id" }
%"class.std::thread::id" = type { i64 }
%"struct.std::thread::_State_impl" = type <{ %"struct.std::thread::_State", %"struct.std::thread::_Invoker", [7 x i8] }>
%"struct.std::thread::_Invoker" = type { %"class.std::tuple.4" }
%"class.std::tuple.4" = type { i8 }
%"struct.std::thread::_State_impl.7" = type <{ %"struct.std::thread::_State", %"struct.std::thread::_Invoker.8", [7 x i8] }>
%"struct.std::thread::_Invoker.8" = type { %"class.std::tuple.9" }
%"class.std::tuple.9" = type { i8 }

@.str = private unnamed_addr constant [24 x i8] c"r1=%d r2=%d counter=%d\0A\00", align 1
@_ZL2r1 = internal unnamed_addr global i32 0, align 4
@_ZL2r2 = internal unnamed_addr global i32 0, align 4
@_ZL7counter = internal unnamed_addr global i32 0, align 4
@"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" to i8*), i8* bitcast (void (%"struct.std::thread::_State"*)* @_ZNSt6thread6_StateD2Ev to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev" to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv" to i8*)] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant [65 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE\00", align 1
@_ZTINSt6thread6_StateE = external constant i8*
@"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([65 x i8], [65 x i8]* @"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i32 0, i32 0), i8* bitcast (i8** @_ZTINSt6thread6_StateE to i8*) }, align 8
@_ZL1x.0 = internal unnamed_addr global i32 0, align 4
@_ZL1y.0 = internal unnamed_addr global i32 0, align 4
@_ZL1m = internal global { %union.pthread_mutex_t } zeroinitializer, align 8
@"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE" = internal unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE" to i8*), i8* bitcast (void (%"struct.std::thread::_State"*)* @_ZNSt6thread6_StateD2Ev to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl.7"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEED0Ev" to i8*), i8* bitcast (void (%"struct.std::thread::_State_impl.7"*)* @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEE6_M_runEv" to i8*)] }, align 8
@"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE" = internal constant [65 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE\00", align 1
@"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE" = internal constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([65 x i8], [65 x i8]* @"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE", i32 0, i32 0), i8* bitcast (i8** @_ZTINSt6thread6_StateE to i8*) }, align 8

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::unique_ptr", align 8
  %2 = alloca %"class.std::unique_ptr", align 8
  %3 = alloca %"class.std::thread", align 8
  %4 = alloca %"class.std::thread", align 8
  %5 = bitcast %"class.std::thread"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #11
  %6 = bitcast %"class.std::unique_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  %7 = getelementptr inbounds %"class.std::thread", %"class.std::thread"* %3, i64 0, i32 0, i32 0
  store i64 0, i64* %7, align 8, !tbaa !5
  %8 = call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
  %9 = bitcast i8* %8 to %"struct.std::thread::_State_impl"*
  %10 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %9, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !10
  %11 = getelementptr %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %9, i64 0, i32 0
  %12 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %2, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  store %"struct.std::thread::_State"* %11, %"struct.std::thread::_State"** %12, align 8, !tbaa !12
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %3, %"class.std::unique_ptr"* noundef nonnull %2, void ()* noundef null)
          to label %13 unwind label %21

13:                                               ; preds = %0
  %14 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %12, align 8, !tbaa !12
  %15 = icmp eq %"struct.std::thread::_State"* %14, null
  br i1 %15, label %33, label %16

16:                                               ; preds = %13
  %17 = bitcast %"struct.std::thread::_State"* %14 to void (%"struct.std::thread::_State"*)***
  %18 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %17, align 8, !tbaa !10
  %19 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %18, i64 1
  %20 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %19, align 8
  call void %20(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %14) #11
  br label %33

21:                                               ; preds = %0
  %22 = landingpad { i8*, i32 }
          cleanup
  %23 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %12, align 8, !tbaa !12
  %24 = icmp eq %"struct.std::thread::_State"* %23, null
  br i1 %24, label %32, label %25

25:                                               ; preds = %21
  %26 = bitcast %"struct.std::thread::_State"* %23 to void (%"struct.std::thread::_State"*)***
  %27 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %26, align 8, !tbaa !10
  %28 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %27, i64 1
  %29 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %28, align 8
  call void %29(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %23) #11
  br label %32

30:                                               ; preds = %89, %32
  %31 = phi { i8*, i32 } [ %22, %32 ], [ %85, %89 ]
  resume { i8*, i32 } %31

32:                                               ; preds = %25, %21
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %12, align 8, !tbaa !12
  br label %30

33:                                               ; preds = %13, %16
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %12, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %34 = bitcast %"class.std::thread"* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #11
  %35 = bitcast %"class.std::unique_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35)
  %36 = getelementptr inbounds %"class.std::thread", %"class.std::thread"* %4, i64 0, i32 0, i32 0
  store i64 0, i64* %36, align 8, !tbaa !5
  %37 = invoke noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
          to label %38 unwind label %77

38:                                               ; preds = %33
  %39 = bitcast i8* %37 to %"struct.std::thread::_State_impl.7"*
  %40 = getelementptr inbounds %"struct.std::thread::_State_impl.7", %"struct.std::thread::_State_impl.7"* %39, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEEE", i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %40, align 8, !tbaa !10
  %41 = getelementptr %"struct.std::thread::_State_impl.7", %"struct.std::thread::_State_impl.7"* %39, i64 0, i32 0
  %42 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  store %"struct.std::thread::_State"* %41, %"struct.std::thread::_State"** %42, align 8, !tbaa !12
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %4, %"class.std::unique_ptr"* noundef nonnull %1, void ()* noundef null)
          to label %43 unwind label %51

43:                                               ; preds = %38
  %44 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %42, align 8, !tbaa !12
  %45 = icmp eq %"struct.std::thread::_State"* %44, null
  br i1 %45, label %61, label %46

46:                                               ; preds = %43
  %47 = bitcast %"struct.std::thread::_State"* %44 to void (%"struct.std::thread::_State"*)***
  %48 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %47, align 8, !tbaa !10
  %49 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %48, i64 1
  %50 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %49, align 8
  call void %50(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %44) #11
  br label %61

51:                                               ; preds = %38
  %52 = landingpad { i8*, i32 }
          cleanup
  %53 = load %"struct.std::thread::_State"*, %"struct.std::thread::_State"** %42, align 8, !tbaa !12
  %54 = icmp eq %"struct.std::thread::_State"* %53, null
  br i1 %54, label %60, label %55

55:                                               ; preds = %51
  %56 = bitcast %"struct.std::thread::_State"* %53 to void (%"struct.std::thread::_State"*)***
  %57 = load void (%"struct.std::thread::_State"*)**, void (%"struct.std::thread::_State"*)*** %56, align 8, !tbaa !10
  %58 = getelementptr inbounds void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %57, i64 1
  %59 = load void (%"struct.std::thread::_State"*)*, void (%"struct.std::thread::_State"*)** %58, align 8
  call void %59(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8) %53) #11
  br label %60

60:                                               ; preds = %55, %51
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %42, align 8, !tbaa !12
  br label %84

61:                                               ; preds = %43, %46
  store %"struct.std::thread::_State"* null, %"struct.std::thread::_State"** %42, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35)
  invoke void @_ZNSt6thread4joinEv(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %3)
          to label %62 unwind label %79

62:                                               ; preds = %61
  invoke void @_ZNSt6thread4joinEv(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8) %4)
          to label %63 unwind label %79

63:                                               ; preds = %62
  %64 = load i32, i32* @_ZL2r1, align 4, !tbaa !14
  %65 = load i32, i32* @_ZL2r2, align 4, !tbaa !14
  %66 = load i32, i32* @_ZL7counter, align 4, !tbaa !14
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %64, i32 noundef %65, i32 noundef %66)
  %68 = load i32, i32* @_ZL7counter, align 4, !tbaa !14
  %69 = load i64, i64* %36, align 8, !tbaa.struct !16
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %72, label %71

71:                                               ; preds = %63
  call void @_ZSt9terminatev() #13
  unreachable

72:                                               ; preds = %63
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #11
  %73 = load i64, i64* %7, align 8, !tbaa.struct !16
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %76, label %75

75:                                               ; preds = %72
  call void @_ZSt9terminatev() #13
  unreachable

76:                                               ; preds = %72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #11
  ret i32 %68

77:                                               ; preds = %33
  %78 = landingpad { i8*, i32 }
          cleanup
  br label %84

79:                                               ; preds = %62, %61
  %80 = landingpad { i8*, i32 }
          cleanup
  %81 = load i64, i64* %36, align 8, !tbaa.struct !16
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %84, label %83

83:                                               ; preds = %79
  call void @_ZSt9terminatev() #13
  unreachable

84:                                               ; preds = %79, %77, %60
  %85 = phi { i8*, i32 } [ %78, %77 ], [ %52, %60 ], [ %80, %79 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #11
  %86 = load i64, i64* %7, align 8, !tbaa.struct !16
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %89, label %88

88:                                               ; preds = %84
  call void @_ZSt9terminatev() #13
  unreachable

89:                                               ; preds = %84
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #11
  br label %30
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt6thread4joinEv(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() local_unnamed_addr #4

declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* noundef nonnull align 8 dereferenceable(8), %"class.std::unique_ptr"* noundef, void ()* noundef) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev"(%"struct.std::thread::_State_impl"* noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #7 align 2 {
  %2 = getelementptr inbounds %"struct.std::thread::_State_impl", %"struct.std::thread::_State_impl"* %0, i64 0, i32 0
  call void @_ZNSt6thread6_StateD2Ev(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(9) %2) #11
  %3 = bitcast %"struct.std::thread::_State_impl"* %0 to i8*
  call void @_ZdlPv(i8* noundef %3) #14
  ret void
}

; Function Attrs: uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv"(%"struct.std::thread::_State_impl"* nocapture noundef nonnull readnone align 8 dereferenceable(9) %0) unnamed_addr #8 align 2 personality i32 (...)* @__gxx_personality_v0 {
  store atomic i32 1, i32* @_ZL1x.0 monotonic, align 4
  %2 = load atomic i32, i32* @_ZL1y.0 monotonic, align 4
  store i32 %2, i32* @_ZL2r1, align 4, !tbaa !14
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ({ %union.pthread_mutex_t }, { %union.pthread_mutex_t }* @_ZL1m, i64 0, i32 0)) #11
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  call void @_ZSt20__throw_system_errori(i32 noundef %3) #15
  unreachable

6:                                                ; preds = %1
  %7 = load i32, i32* @_ZL7counter, align 4, !tbaa !14
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @_ZL7counter, align 4, !tbaa !14
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ({ %union.pthread_mutex_t }, { %union.pthread_mutex_t }* @_ZL1m, i64 0, i32 0)) #11
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_system_errori(i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare void @_ZNSt6thread6_StateD2Ev(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #10

; Function Attrs: inlinehint nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEED0Ev"(%"struct.std::thread::_State_impl.7"* noundef nonnull align 8 dereferenceable(9) %0) unnamed_addr #7 align 2 {
  %2 = getelementptr inbounds %"struct.std::thread::_State_impl.7", %"struct.std::thread::_State_impl.7"* %0, i64 0, i32 0
  call void @_ZNSt6thread6_StateD2Ev(%"struct.std::thread::_State"* noundef nonnull align 8 dereferenceable(9) %2) #11
  %3 = bitcast %"struct.std::thread::_State_impl.7"* %0 to i8*
  call void @_ZdlPv(i8* noundef %3) #14
  ret void
}

; Function Attrs: uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_1EEEEE6_M_runEv"(%"struct.std::thread::_State_impl.7"* nocapture noundef nonnull readnone align 8 dereferenceable(9) %0) unnamed_addr #8 align 2 personality i32 (...)* @__gxx_personality_v0 {
  store atomic i32 1, i32* @_ZL1y.0 monotonic, align 4
  %2 = load atomic i32, i32* @_ZL1x.0 monotonic, align 4
  store i32 %2, i32* @_ZL2r2, align 4, !tbaa !14
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ({ %union.pthread_mutex_t }, { %union.pthread_mutex_t }* @_ZL1m, i64 0, i32 0)) #11
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  call void @_ZSt20__throw_system_errori(i32 noundef %3) #15
  unreachable

6:                                                ; preds = %1
  %7 = load i32, i32* @_ZL7counter, align 4, !tbaa !14
  %8 = add nsw i32 %7, 2
  store i32 %8, i32* @_ZL7counter, align 4, !tbaa !14
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull getelementptr inbounds ({ %union.pthread_mutex_t }, { %union.pthread_mutex_t }* @_ZL1m, i64 0, i32 0)) #11
  ret void
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt6thread2idE", !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{i64 0, i64 8, !17}
!17 = !{!7, !7, i64 0}
