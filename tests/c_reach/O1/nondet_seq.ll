; ModuleID = 'nondet_seq.c'
source_filename = "nondet_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i32 @__VERIFIER_nondet_int() #2
  %2 = call i32 @__VERIFIER_nondet_uint() #2
  %3 = call zeroext i1 @__VERIFIER_nondet_bool() #2
  %4 = call signext i8 @__VERIFIER_nondet_char() #2
  %5 = icmp sgt i32 %1, 0
  %6 = zext i1 %5 to i32
  call void @__VERIFIER_assume(i32 noundef %6) #2
  %7 = icmp eq i32 %2, -1
  br i1 %7, label %8, label %12

8:                                                ; preds = %0
  %9 = icmp eq i8 %4, -128
  %10 = select i1 %3, i1 %9, i1 false
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  call void @reach_error() #2
  br label %12

12:                                               ; preds = %11, %8, %0
  ret i32 %1
}

declare i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare i32 @__VERIFIER_nondet_uint() local_unnamed_addr #1

declare zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #1

declare signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #1

declare void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

declare void @reach_error() local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
