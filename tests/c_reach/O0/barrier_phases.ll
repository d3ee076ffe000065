; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local global [2 x i32] zeroinitializer, align 4
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8
@.str = private unnamed_addr constant [17 x i8] c"%ld serials=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = add nsw i32 %8, 1
  %10 = mul nsw i32 10, %9
  %11 = load i32, i32* %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %12
  store i32 %10, i32* %13, align 4
  %14 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @bar) #3
  %15 = icmp eq i32 %14, -1
  %16 = zext i1 %15 to i32
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = sub nsw i32 1, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = load i32, i32* %4, align 4
  %23 = mul nsw i32 100, %22
  %24 = add nsw i32 %21, %23
  %25 = sext i32 %24 to i64
  %26 = inttoptr i64 %25 to i8*
  ret i8* %26
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %9 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef @bar, %union.pthread_barrierattr_t* noundef null, i32 noundef 3) #3
  %10 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #3
  %11 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef inttoptr (i64 1 to i8*)) #3
  %12 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @bar) #3
  %13 = icmp eq i32 %12, -1
  %14 = zext i1 %13 to i32
  store i32 %14, i32* %6, align 4
  %15 = load i64, i64* %2, align 8
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef %4)
  %17 = load i64, i64* %3, align 8
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef %5)
  %19 = load i8*, i8** %4, align 8
  %20 = ptrtoint i8* %19 to i64
  %21 = srem i64 %20, 100
  %22 = load i8*, i8** %5, align 8
  %23 = ptrtoint i8* %22 to i64
  %24 = srem i64 %23, 100
  %25 = add nsw i64 %21, %24
  store i64 %25, i64* %7, align 8
  %26 = load i8*, i8** %4, align 8
  %27 = ptrtoint i8* %26 to i64
  %28 = sdiv i64 %27, 100
  %29 = load i8*, i8** %5, align 8
  %30 = ptrtoint i8* %29 to i64
  %31 = sdiv i64 %30, 100
  %32 = add nsw i64 %28, %31
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %32, %34
  store i64 %35, i64* %8, align 8
  %36 = load i64, i64* %7, align 8
  %37 = load i64, i64* %8, align 8
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i64 noundef %36, i64 noundef %37)
  %39 = call i32 @pthread_barrier_destroy(%union.pthread_barrier_t* noundef @bar) #3
  %40 = load i64, i64* %7, align 8
  %41 = trunc i64 %40 to i32
  ret i32 %41
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(%union.pthread_barrier_t* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
