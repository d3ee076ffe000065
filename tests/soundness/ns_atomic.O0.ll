; ModuleID = 'ns_atomic.cpp'
source_filename = "ns_atomic.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.n::Counter" = type { %"struct.std::atomic" }
%"struct.std::atomic" = type { %"struct.std::__atomic_base" }
%"struct.std::__atomic_base" = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

$_ZStanSt12memory_orderSt23__memory_order_modifier = comdat any

$__clang_call_terminate = comdat any

@counter = dso_local global %"struct.n::Counter" zeroinitializer, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i32 (...)* @__gxx_personality_v0 {
  %1 = alloca %"struct.std::__atomic_base"*, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 0, i32* %5, align 4
  %8 = call i32 @pthread_create(i64* noundef %6, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @_ZL1tPv, i8* noundef null) #5
  %9 = call i32 @pthread_create(i64* noundef %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @_ZL1tPv, i8* noundef null) #5
  %10 = load i64, i64* %6, align 8
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null)
  %12 = load i64, i64* %7, align 8
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null)
  store %"struct.std::__atomic_base"* getelementptr inbounds (%"struct.n::Counter", %"struct.n::Counter"* @counter, i32 0, i32 0, i32 0), %"struct.std::__atomic_base"** %1, align 8
  store i32 0, i32* %2, align 4
  %14 = load %"struct.std::__atomic_base"*, %"struct.std::__atomic_base"** %1, align 8
  %15 = load i32, i32* %2, align 4
  %16 = invoke noundef i32 @_ZStanSt12memory_orderSt23__memory_order_modifier(i32 noundef %15, i32 noundef 65535)
          to label %17 unwind label %26

17:                                               ; preds = %0
  store i32 %16, i32* %3, align 4
  %18 = getelementptr inbounds %"struct.std::__atomic_base", %"struct.std::__atomic_base"* %14, i32 0, i32 0
  %19 = load i32, i32* %2, align 4
  switch i32 %19, label %20 [
    i32 1, label %22
    i32 2, label %22
    i32 5, label %24
  ]

20:                                               ; preds = %17
  %21 = load atomic i32, i32* %18 monotonic, align 4
  store i32 %21, i32* %4, align 4
  br label %29

22:                                               ; preds = %17, %17
  %23 = load atomic i32, i32* %18 acquire, align 4
  store i32 %23, i32* %4, align 4
  br label %29

24:                                               ; preds = %17
  %25 = load atomic i32, i32* %18 seq_cst, align 4
  store i32 %25, i32* %4, align 4
  br label %29

26:                                               ; preds = %0
  %27 = landingpad { i8*, i32 }
          catch i8* null
  %28 = extractvalue { i8*, i32 } %27, 0
  call void @__clang_call_terminate(i8* %28) #6
  unreachable

29:                                               ; preds = %20, %22, %24
  %30 = load i32, i32* %4, align 4
  ret i32 %30
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL1tPv(i8* noundef %0) #2 {
  %2 = alloca %"struct.std::__atomic_base"*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  store i8* %0, i8** %7, align 8
  store %"struct.std::__atomic_base"* getelementptr inbounds (%"struct.n::Counter", %"struct.n::Counter"* @counter, i32 0, i32 0, i32 0), %"struct.std::__atomic_base"** %2, align 8
  store i32 1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  %8 = load %"struct.std::__atomic_base"*, %"struct.std::__atomic_base"** %2, align 8
  %9 = getelementptr inbounds %"struct.std::__atomic_base", %"struct.std::__atomic_base"* %8, i32 0, i32 0
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  store i32 %11, i32* %5, align 4
  switch i32 %10, label %12 [
    i32 1, label %15
    i32 2, label %15
    i32 3, label %18
    i32 4, label %21
    i32 5, label %24
  ]

12:                                               ; preds = %1
  %13 = load i32, i32* %5, align 4
  %14 = atomicrmw add i32* %9, i32 %13 monotonic, align 4
  store i32 %14, i32* %6, align 4
  br label %27

15:                                               ; preds = %1, %1
  %16 = load i32, i32* %5, align 4
  %17 = atomicrmw add i32* %9, i32 %16 acquire, align 4
  store i32 %17, i32* %6, align 4
  br label %27

18:                                               ; preds = %1
  %19 = load i32, i32* %5, align 4
  %20 = atomicrmw add i32* %9, i32 %19 release, align 4
  store i32 %20, i32* %6, align 4
  br label %27

21:                                               ; preds = %1
  %22 = load i32, i32* %5, align 4
  %23 = atomicrmw add i32* %9, i32 %22 acq_rel, align 4
  store i32 %23, i32* %6, align 4
  br label %27

24:                                               ; preds = %1
  %25 = load i32, i32* %5, align 4
  %26 = atomicrmw add i32* %9, i32 %25 seq_cst, align 4
  store i32 %26, i32* %6, align 4
  br label %27

27:                                               ; preds = %12, %15, %18, %21, %24
  %28 = load i32, i32* %6, align 4
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZStanSt12memory_orderSt23__memory_order_modifier(i32 noundef %0, i32 noundef %1) #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #6
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
