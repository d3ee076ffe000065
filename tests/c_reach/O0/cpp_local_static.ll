; ModuleID = 'cpp_local_static.cpp'
source_filename = "cpp_local_static.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Table = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

$_ZN5TableC2Ev = comdat any

@.str = private unnamed_addr constant [8 x i8] c"%ld %d\0A\00", align 1
@_ZZL6lookupiE5table = internal global %struct.Table zeroinitializer, align 4
@_ZGVZL6lookupiE5table = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @_ZL6workerPv, i8* noundef null) #4
  %7 = call noundef i32 @_ZL6lookupi(i32 noundef 2)
  store i32 %7, i32* %4, align 4
  %8 = load i64, i64* %2, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef %3)
  %10 = load i8*, i8** %3, align 8
  %11 = ptrtoint i8* %10 to i64
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %11, %13
  store i64 %14, i64* %5, align 8
  %15 = load i8*, i8** %3, align 8
  %16 = ptrtoint i8* %15 to i64
  %17 = load i32, i32* %4, align 4
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %16, i32 noundef %17)
  %19 = load i64, i64* %5, align 8
  %20 = trunc i64 %19 to i32
  ret i32 %20
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i8* @_ZL6workerPv(i8* noundef %0) #2 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = call noundef i32 @_ZL6lookupi(i32 noundef 1)
  %4 = sext i32 %3 to i64
  %5 = inttoptr i64 %4 to i8*
  ret i8* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL6lookupi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load atomic i8, i8* bitcast (i64* @_ZGVZL6lookupiE5table to i8*) acquire, align 8
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %7, label %12, !prof !6

7:                                                ; preds = %1
  %8 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL6lookupiE5table) #4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  invoke void @_ZN5TableC2Ev(%struct.Table* noundef nonnull align 4 dereferenceable(4) @_ZZL6lookupiE5table)
          to label %11 unwind label %16

11:                                               ; preds = %10
  call void @__cxa_guard_release(i64* @_ZGVZL6lookupiE5table) #4
  br label %12

12:                                               ; preds = %11, %7, %1
  %13 = load i32, i32* getelementptr inbounds (%struct.Table, %struct.Table* @_ZZL6lookupiE5table, i32 0, i32 0), align 4
  %14 = load i32, i32* %2, align 4
  %15 = add nsw i32 %13, %14
  ret i32 %15

16:                                               ; preds = %10
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %3, align 8
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %4, align 4
  call void @__cxa_guard_abort(i64* @_ZGVZL6lookupiE5table) #4
  br label %20

20:                                               ; preds = %16
  %21 = load i8*, i8** %3, align 8
  %22 = load i32, i32* %4, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #4

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5TableC2Ev(%struct.Table* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Table*, align 8
  store %struct.Table* %0, %struct.Table** %2, align 8
  %3 = load %struct.Table*, %struct.Table** %2, align 8
  %4 = getelementptr inbounds %struct.Table, %struct.Table* %3, i32 0, i32 0
  store i32 40, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0))
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i64*) #4

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
