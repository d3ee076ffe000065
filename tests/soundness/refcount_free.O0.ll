; ModuleID = 'refcount_free.c'
source_filename = "refcount_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.obj = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local global %struct.obj* null, align 8
@sum = dso_local global i32 0, align 4
@freed_by = dso_local global i32 0, align 4
@sum_at_free = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.obj*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %9 = load %struct.obj*, %struct.obj** @shared, align 8
  store %struct.obj* %9, %struct.obj** %3, align 8
  %10 = load %struct.obj*, %struct.obj** %3, align 8
  %11 = getelementptr inbounds %struct.obj, %struct.obj* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %4, align 4
  %13 = load i32, i32* %4, align 4
  %14 = atomicrmw add i32* @sum, i32 %13 monotonic, align 4
  store i32 %14, i32* %5, align 4
  %15 = load i32, i32* %5, align 4
  %16 = load %struct.obj*, %struct.obj** %3, align 8
  %17 = getelementptr inbounds %struct.obj, %struct.obj* %16, i32 0, i32 0
  store i32 1, i32* %6, align 4
  %18 = load i32, i32* %6, align 4
  %19 = atomicrmw sub i32* %17, i32 %18 acq_rel, align 4
  store i32 %19, i32* %7, align 4
  %20 = load i32, i32* %7, align 4
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %30

22:                                               ; preds = %1
  %23 = load i8*, i8** %2, align 8
  %24 = ptrtoint i8* %23 to i64
  %25 = trunc i64 %24 to i32
  store i32 %25, i32* @freed_by, align 4
  %26 = load atomic i32, i32* @sum monotonic, align 4
  store i32 %26, i32* %8, align 4
  %27 = load i32, i32* %8, align 4
  store i32 %27, i32* @sum_at_free, align 4
  %28 = load %struct.obj*, %struct.obj** %3, align 8
  %29 = bitcast %struct.obj* %28 to i8*
  call void @free(i8* noundef %29) #3
  br label %30

30:                                               ; preds = %22, %1
  ret i8* null
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call noalias i8* @malloc(i64 noundef 8) #3
  %6 = bitcast i8* %5 to %struct.obj*
  store %struct.obj* %6, %struct.obj** @shared, align 8
  %7 = load %struct.obj*, %struct.obj** @shared, align 8
  %8 = getelementptr inbounds %struct.obj, %struct.obj* %7, i32 0, i32 0
  store i32 2, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  store atomic i32 %9, i32* %8 monotonic, align 4
  %10 = load %struct.obj*, %struct.obj** @shared, align 8
  %11 = getelementptr inbounds %struct.obj, %struct.obj* %10, i32 0, i32 1
  store i32 21, i32* %11, align 4
  %12 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef inttoptr (i64 1 to i8*)) #3
  %13 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef inttoptr (i64 2 to i8*)) #3
  %14 = load i64, i64* %2, align 8
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null)
  %16 = load i64, i64* %3, align 8
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null)
  %18 = load i32, i32* @freed_by, align 4
  %19 = mul nsw i32 %18, 100
  %20 = load i32, i32* @sum_at_free, align 4
  %21 = add nsw i32 %19, %20
  ret i32 %21
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

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
