; ModuleID = 'atomic_lock_assume.c'
source_filename = "atomic_lock_assume.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global i32 0, align 4
@amount = dso_local global i32 0, align 4
@inside = dso_local global i32 0, align 4
@total = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_acquire() #0 {
  %1 = load i32, i32* @m, align 4
  %2 = icmp eq i32 %1, 0
  %3 = zext i1 %2 to i32
  call void @__VERIFIER_assume(i32 noundef %3)
  store i32 1, i32* @m, align 4
  ret void
}

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_release() #0 {
  %1 = load i32, i32* @m, align 4
  %2 = icmp eq i32 %1, 1
  %3 = zext i1 %2 to i32
  call void @__VERIFIER_assume(i32 noundef %3)
  store i32 0, i32* @m, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @adder(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %4 = load i32, i32* @amount, align 4
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  %7 = trunc i64 %6 to i32
  %8 = add nsw i32 %4, %7
  store i32 %8, i32* %3, align 4
  call void @__VERIFIER_atomic_acquire()
  %9 = load i32, i32* @inside, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @inside, align 4
  %11 = load i32, i32* @inside, align 4
  %12 = icmp ne i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  call void @reach_error()
  br label %14

14:                                               ; preds = %13, %1
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* @total, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* @total, align 4
  %18 = load i32, i32* @inside, align 4
  %19 = add nsw i32 %18, -1
  store i32 %19, i32* @inside, align 4
  call void @__VERIFIER_atomic_release()
  ret i8* null
}

declare void @reach_error() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @__VERIFIER_nondet_int()
  store i32 %4, i32* @amount, align 4
  %5 = load i32, i32* @amount, align 4
  %6 = icmp sge i32 %5, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %0
  %8 = load i32, i32* @amount, align 4
  %9 = icmp sle i32 %8, 2
  br label %10

10:                                               ; preds = %7, %0
  %11 = phi i1 [ false, %0 ], [ %9, %7 ]
  %12 = zext i1 %11 to i32
  call void @__VERIFIER_assume(i32 noundef %12)
  %13 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @adder, i8* noundef null) #3
  %14 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @adder, i8* noundef inttoptr (i64 10 to i8*)) #3
  %15 = load i64, i64* %2, align 8
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null)
  %17 = load i64, i64* %3, align 8
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null)
  %19 = load i32, i32* @total, align 4
  ret i32 %19
}

declare i32 @__VERIFIER_nondet_int() #1

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
