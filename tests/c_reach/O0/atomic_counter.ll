; ModuleID = 'atomic_counter.c'
source_filename = "atomic_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@counter = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  call void @reach_error()
  br label %6

6:                                                ; preds = %5, %1
  ret void
}

declare void @reach_error() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_inc() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, i32* @counter, align 4
  store i32 %2, i32* %1, align 4
  %3 = load i32, i32* %1, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @counter, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_dec_if_positive() #0 {
  %1 = load i32, i32* @counter, align 4
  %2 = icmp sgt i32 %1, 0
  br i1 %2, label %3, label %6

3:                                                ; preds = %0
  %4 = load i32, i32* @counter, align 4
  %5 = sub nsw i32 %4, 1
  store i32 %5, i32* @counter, align 4
  br label %6

6:                                                ; preds = %3, %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @incr(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @__VERIFIER_atomic_inc()
  call void @__VERIFIER_atomic_inc()
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @decr(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @__VERIFIER_atomic_dec_if_positive()
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @incr, i8* noundef null) #3
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @incr, i8* noundef null) #3
  %7 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @decr, i8* noundef null) #3
  %8 = load i64, i64* %2, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i64, i64* %3, align 8
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null)
  %12 = load i64, i64* %4, align 8
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null)
  %14 = load i32, i32* @counter, align 4
  %15 = icmp eq i32 %14, 3
  br i1 %15, label %19, label %16

16:                                               ; preds = %0
  %17 = load i32, i32* @counter, align 4
  %18 = icmp eq i32 %17, 4
  br label %19

19:                                               ; preds = %16, %0
  %20 = phi i1 [ true, %0 ], [ %18, %16 ]
  %21 = zext i1 %20 to i32
  call void @__VERIFIER_assert(i32 noundef %21)
  %22 = load i32, i32* @counter, align 4
  ret i32 %22
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
