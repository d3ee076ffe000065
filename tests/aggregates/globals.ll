; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i8, [2 x %struct.pair], [3 x i32] }
%struct.pair = type { i32, i64 }
%union.U = type { i32 }

@s = dso_local local_unnamed_addr global %struct.S { i32 1, i8 120, [2 x %struct.pair] [%struct.pair { i32 2, i64 3 }, %struct.pair { i32 4, i64 5 }], [3 x i32] [i32 6, i32 7, i32 8] }, align 8
@v = dso_local local_unnamed_addr global [3 x i32] [i32 1, i32 2, i32 3], align 4
@cv = dso_local local_unnamed_addr constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]], align 16
@u = dso_local local_unnamed_addr global %union.U { i32 65 }, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 5, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @v, i64 0, i64 1), align 4, !tbaa !5
  store i32 9, i32* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 3, i64 2), align 8, !tbaa !5
  store i64 -1, i64* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 2, i64 1, i32 1), align 8, !tbaa !9
  ret i32 3
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"", !6, i64 0, !11, i64 8}
!11 = !{!"long", !7, i64 0}
