; ModuleID = 'thread_keys.c'
source_filename = "thread_keys.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@key = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"%d %d main=%p\0A\00", align 1
@seen = internal global [2 x i32] zeroinitializer, align 4
@values = internal global [2 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_key_create(i32* noundef @key, void (i8*)* noundef null) #3
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef null) #3
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef inttoptr (i64 1 to i8*)) #3
  %7 = load i64, i64* %2, align 8
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null)
  %9 = load i64, i64* %3, align 8
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null)
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4
  %13 = load i32, i32* @key, align 4
  %14 = call i8* @pthread_getspecific(i32 noundef %13) #3
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12, i8* noundef %14)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(i32* noundef, void (i8*)* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @work(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %4 = load i8*, i8** %2, align 8
  %5 = ptrtoint i8* %4 to i64
  %6 = trunc i64 %5 to i32
  store i32 %6, i32* %3, align 4
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, 1
  %9 = mul nsw i32 10, %8
  %10 = load i32, i32* %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [2 x i32], [2 x i32]* @values, i64 0, i64 %11
  store i32 %9, i32* %12, align 4
  %13 = load i32, i32* @key, align 4
  %14 = load i32, i32* %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [2 x i32], [2 x i32]* @values, i64 0, i64 %15
  %17 = bitcast i32* %16 to i8*
  %18 = call i32 @pthread_setspecific(i32 noundef %13, i8* noundef %17) #3
  %19 = load i32, i32* @key, align 4
  %20 = call i8* @pthread_getspecific(i32 noundef %19) #3
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %22, 1
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %25
  store i32 %23, i32* %26, align 4
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i8* @pthread_getspecific(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, i8* noundef) #1

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
