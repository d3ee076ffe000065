; ModuleID = 'random_walk.c'
source_filename = "random_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%.6f %.6f %.6f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  call void @srand(i32 noundef 99) #4
  br label %4

1:                                                ; preds = %4
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), double noundef %14, double noundef %16, double noundef %19)
  %3 = fptosi double %19 to i32
  ret i32 %3

4:                                                ; preds = %0, %4
  %5 = phi double [ 0.000000e+00, %0 ], [ %14, %4 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %16, %4 ]
  %7 = phi i32 [ 0, %0 ], [ %20, %4 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %19, %4 ]
  %9 = call i32 @rand() #4
  %10 = srem i32 %9, 360
  %11 = sitofp i32 %10 to double
  %12 = fmul double %11, 0x3F91DF46A2529D39
  %13 = call double @cos(double noundef %12) #4
  %14 = fadd double %5, %13
  %15 = call double @sin(double noundef %12) #4
  %16 = fadd double %6, %15
  %17 = call double @hypot(double noundef %14, double noundef %16) #4
  %18 = fcmp ogt double %17, %8
  %19 = select i1 %18, double %17, double %8
  %20 = add nuw nsw i32 %7, 1
  %21 = icmp eq i32 %20, 200
  br i1 %21, label %1, label %4, !llvm.loop !5
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @rand() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
