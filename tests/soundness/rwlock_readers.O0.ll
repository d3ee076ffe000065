; ModuleID = 'rwlock_readers.c'
source_filename = "rwlock_readers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8
@inside = dso_local global i32 0, align 4
@peak = dso_local global i32 0, align 4
@version = dso_local global i32 0, align 4
@seen = dso_local global [2 x i32] zeroinitializer, align 4
@writer_saw_reader = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %8 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef @rw) #3
  store i32 1, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  %10 = atomicrmw add i32* @inside, i32 %9 monotonic, align 4
  store i32 %10, i32* %5, align 4
  %11 = load i32, i32* %5, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %16

15:                                               ; preds = %1
  store i32 2, i32* @peak, align 4
  br label %16

16:                                               ; preds = %15, %1
  %17 = load i32, i32* @version, align 4
  %18 = load i8*, i8** %2, align 8
  %19 = ptrtoint i8* %18 to i64
  %20 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %19
  store i32 %17, i32* %20, align 4
  store i32 1, i32* %6, align 4
  %21 = load i32, i32* %6, align 4
  %22 = atomicrmw sub i32* @inside, i32 %21 monotonic, align 4
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  %24 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #3
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #3
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef inttoptr (i64 1 to i8*)) #3
  %7 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef @rw) #3
  %8 = load atomic i32, i32* @inside monotonic, align 4
  store i32 %8, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %0
  store i32 1, i32* @writer_saw_reader, align 4
  br label %12

12:                                               ; preds = %11, %0
  %13 = load i32, i32* @version, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @version, align 4
  %15 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #3
  %16 = load i64, i64* %2, align 8
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null)
  %18 = load i64, i64* %3, align 8
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null)
  %20 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4
  %21 = mul nsw i32 %20, 10
  %22 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4
  %23 = add nsw i32 %21, %22
  ret i32 %23
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

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
