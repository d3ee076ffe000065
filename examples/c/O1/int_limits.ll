; ModuleID = 'int_limits.c'
source_filename = "int_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"INT_MIN=%d INT_MAX=%i\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"UINT_MAX=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"LONG_MIN=%ld LONG_MAX=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"ULONG_MAX=%lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"LLONG_MIN=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [51 x i8] c"SHRT_MIN=%d SHRT_MAX=%d SCHAR_MIN=%d UCHAR_MAX=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"INT_MIN hex=%x -1 hex=%x\0A\00", align 1
@.str.7 = private unnamed_addr constant [43 x i8] c"INT_MIN/2=%d INT_MIN+1=%d -(INT_MIN+1)=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"LLONG_MIN/-2=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"[%8d][%-8d][%08d][%+d][%+d]\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"[%12ld][%x][%8x][%-8x|]\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef -2147483648, i32 noundef 2147483647)
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef -1)
  %3 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807)
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i64 noundef -1)
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i64 noundef -9223372036854775808)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.5, i64 0, i64 0), i32 noundef -32768, i32 noundef 32767, i32 noundef -128, i32 noundef 255)
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef -2147483648, i32 noundef -1)
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.7, i64 0, i64 0), i32 noundef -1073741824, i32 noundef -2147483647, i32 noundef 2147483647)
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i64 noundef 4611686018427387904)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.9, i64 0, i64 0), i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef 42, i32 noundef -42)
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), i64 noundef 123456789, i32 noundef 255, i32 noundef 48879, i32 noundef 3054)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
