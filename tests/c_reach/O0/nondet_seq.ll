; ModuleID = 'nondet_seq.c'
source_filename = "nondet_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  %6 = call i32 @__VERIFIER_nondet_int()
  store i32 %6, i32* %2, align 4
  %7 = call i32 @__VERIFIER_nondet_uint()
  store i32 %7, i32* %3, align 4
  %8 = call zeroext i1 @__VERIFIER_nondet_bool()
  %9 = zext i1 %8 to i8
  store i8 %9, i8* %4, align 1
  %10 = call signext i8 @__VERIFIER_nondet_char()
  store i8 %10, i8* %5, align 1
  %11 = load i32, i32* %2, align 4
  %12 = icmp sgt i32 %11, 0
  %13 = zext i1 %12 to i32
  call void @__VERIFIER_assume(i32 noundef %13)
  %14 = load i32, i32* %3, align 4
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %24

16:                                               ; preds = %0
  %17 = load i8, i8* %4, align 1
  %18 = trunc i8 %17 to i1
  br i1 %18, label %19, label %24

19:                                               ; preds = %16
  %20 = load i8, i8* %5, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, -128
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  call void @reach_error()
  br label %24

24:                                               ; preds = %23, %19, %16, %0
  %25 = load i32, i32* %2, align 4
  ret i32 %25
}

declare i32 @__VERIFIER_nondet_int() #1

declare i32 @__VERIFIER_nondet_uint() #1

declare zeroext i1 @__VERIFIER_nondet_bool() #1

declare signext i8 @__VERIFIER_nondet_char() #1

declare void @__VERIFIER_assume(i32 noundef) #1

declare void @reach_error() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
