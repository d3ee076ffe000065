; ModuleID = 'atomic_split.c'
source_filename = "atomic_split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@balance = dso_local global i32 10, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @deposit(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @__VERIFIER_atomic_begin()
  %4 = load i32, i32* @balance, align 4
  store i32 %4, i32* %3, align 4
  call void @__VERIFIER_atomic_end()
  call void @__VERIFIER_atomic_begin()
  %5 = load i32, i32* %3, align 4
  %6 = load i8*, i8** %2, align 8
  %7 = ptrtoint i8* %6 to i64
  %8 = trunc i64 %7 to i32
  %9 = add nsw i32 %5, %8
  store i32 %9, i32* @balance, align 4
  call void @__VERIFIER_atomic_end()
  ret i8* null
}

declare void @__VERIFIER_atomic_begin() #1

declare void @__VERIFIER_atomic_end() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @deposit, i8* noundef inttoptr (i64 1 to i8*)) #3
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @deposit, i8* noundef inttoptr (i64 5 to i8*)) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load i32, i32* @balance, align 4
  %11 = icmp ne i32 %10, 16
  br i1 %11, label %12, label %13

12:                                               ; preds = %0
  call void @reach_error()
  br label %13

13:                                               ; preds = %12, %0
  %14 = load i32, i32* @balance, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

declare void @reach_error() #1

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
