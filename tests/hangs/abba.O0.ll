; ModuleID = 'abba.c'
source_filename = "abba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@a = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@b = dso_local global %union.pthread_mutex_t zeroinitializer, align 8
@shared = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %3 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @other, i8* noundef null) #3
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @a) #3
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @b) #3
  %6 = load i32, i32* @shared, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @shared, align 4
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @b) #3
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @a) #3
  %10 = load i64, i64* %2, align 8
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null)
  %12 = load i32, i32* @shared, align 4
  ret i32 %12
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @other(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @b) #3
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @a) #3
  %5 = load i32, i32* @shared, align 4
  %6 = add nsw i32 %5, 2
  store i32 %6, i32* @shared, align 4
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @a) #3
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @b) #3
  %9 = load i8*, i8** %2, align 8
  ret i8* %9
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #1

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
