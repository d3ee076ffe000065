; ModuleID = 'casts.c'
source_filename = "casts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wide = dso_local local_unnamed_addr global i64 81985529216486895, align 8
@negative = dso_local local_unnamed_addr global i32 -123456, align 4
@.str = private unnamed_addr constant [34 x i8] c"int=%d short=%d char=%d uchar=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"sext=%lld zext=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"short=%d ushort=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"(signed char)200=%d (unsigned char)-56=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"(int)4000000000u=%d long=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed=%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"-1 < 1u is %d, -1 < 1L is %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"(_Bool)256=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i64, i64* @wide, align 8, !tbaa !5
  %2 = trunc i64 %1 to i32
  %3 = shl i32 %2, 16
  %4 = ashr exact i32 %3, 16
  %5 = shl i32 %2, 24
  %6 = ashr exact i32 %5, 24
  %7 = and i32 %2, 255
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %4, i32 noundef %6, i32 noundef %7)
  %9 = load i32, i32* @negative, align 4, !tbaa !9
  %10 = sext i32 %9 to i64
  %11 = zext i32 %9 to i64
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %10, i64 noundef %11)
  %13 = load i32, i32* @negative, align 4, !tbaa !9
  %14 = shl i32 %13, 16
  %15 = ashr exact i32 %14, 16
  %16 = and i32 %13, 65535
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %15, i32 noundef %16)
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.3, i64 0, i64 0), i32 noundef -56, i32 noundef 200)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.4, i64 0, i64 0), i32 noundef -294967296, i64 noundef 4000000000)
  %20 = load i32, i32* @negative, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, 3
  %23 = add nsw i64 %22, 200
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i64 noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 1)
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1)
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
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
