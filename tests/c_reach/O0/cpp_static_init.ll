; ModuleID = 'cpp_static_init.cpp'
source_filename = "cpp_static_init.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Logger = type <{ i8*, i32, [4 x i8] }>

$_ZN6LoggerC2EPKc = comdat any

$_ZN6LoggerD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZL5table = internal global [5 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"fill_table\0A\00", align 1
@first = dso_local global %struct.Logger zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@__dso_handle = external hidden global i8
@second = dso_local global %struct.Logger zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@_ZZ4mainE5local = internal global %struct.Logger zeroinitializer, align 8
@_ZGVZ4mainE5local = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"main %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"init %s (%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"fini %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"bye\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 101, void ()* @_ZL10fill_tablev, i8* null }, { i32, void ()*, i8* } { i32 102, void ()* @_ZL12register_byev, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_cpp_static_init.cpp, i8* null }]

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10fill_tablev() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %12, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 5
  br i1 %4, label %5, label %15

5:                                                ; preds = %2
  %6 = load i32, i32* %1, align 4
  %7 = load i32, i32* %1, align 4
  %8 = mul nsw i32 %6, %7
  %9 = load i32, i32* %1, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 %10
  store i32 %8, i32* %11, align 4
  br label %12

12:                                               ; preds = %5
  %13 = load i32, i32* %1, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %1, align 4
  br label %2, !llvm.loop !6

15:                                               ; preds = %2
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0))
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #2 section ".text.startup" {
  call void @_ZN6LoggerC2EPKc(%struct.Logger* noundef nonnull align 8 dereferenceable(12) @first, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @first to i8*), i8* @__dso_handle) #5
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6LoggerC2EPKc(%struct.Logger* noundef nonnull align 8 dereferenceable(12) %0, i8* noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Logger*, align 8
  %4 = alloca i8*, align 8
  store %struct.Logger* %0, %struct.Logger** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Logger*, %struct.Logger** %3, align 8
  %6 = getelementptr inbounds %struct.Logger, %struct.Logger* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 8
  store i8* %7, i8** %6, align 8
  %8 = getelementptr inbounds %struct.Logger, %struct.Logger* %5, i32 0, i32 1
  %9 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 4), align 16
  store i32 %9, i32* %8, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds %struct.Logger, %struct.Logger* %5, i32 0, i32 1
  %12 = load i32, i32* %11, align 8
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i8* noundef %10, i32 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6LoggerD2Ev(%struct.Logger* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Logger*, align 8
  store %struct.Logger* %0, %struct.Logger** %2, align 8
  %3 = load %struct.Logger*, %struct.Logger** %2, align 8
  %4 = getelementptr inbounds %struct.Logger, %struct.Logger* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #5

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.2() #2 section ".text.startup" {
  call void @_ZN6LoggerC2EPKc(%struct.Logger* noundef nonnull align 8 dereferenceable(12) @second, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @second to i8*), i8* @__dso_handle) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL12register_byev() #6 {
  %1 = call i32 @atexit(void ()* noundef @_ZL3byev) #5
  ret void
}

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3byev() #0 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = load atomic i8, i8* bitcast (i64* @_ZGVZ4mainE5local to i8*) acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %12, !prof !8

6:                                                ; preds = %0
  %7 = call i32 @__cxa_guard_acquire(i64* @_ZGVZ4mainE5local) #5
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  invoke void @_ZN6LoggerC2EPKc(%struct.Logger* noundef nonnull align 8 dereferenceable(12) @_ZZ4mainE5local, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0))
          to label %10 unwind label %18

10:                                               ; preds = %9
  %11 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @_ZZ4mainE5local to i8*), i8* @__dso_handle) #5
  call void @__cxa_guard_release(i64* @_ZGVZ4mainE5local) #5
  br label %12

12:                                               ; preds = %10, %6, %0
  %13 = load i32, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @first, i32 0, i32 1), align 8
  %14 = load i32, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @second, i32 0, i32 1), align 8
  %15 = add nsw i32 %13, %14
  %16 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 3), align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %15, i32 noundef %16)
  ret i32 3

18:                                               ; preds = %9
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %2, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %3, align 4
  call void @__cxa_guard_abort(i64* @_ZGVZ4mainE5local) #5
  br label %22

22:                                               ; preds = %18
  %23 = load i8*, i8** %2, align 8
  %24 = load i32, i32* %3, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #5

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i64*) #5

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #5

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #10
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_cpp_static_init.cpp() #2 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.2()
  ret void
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
