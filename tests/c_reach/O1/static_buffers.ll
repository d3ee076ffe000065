; ModuleID = 'static_buffers.c'
source_filename = "static_buffers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"zero regions\00", align 1
@buffer = internal global [1048576 x i8] zeroinitializer, align 16
@counts = internal unnamed_addr global [65536 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %u %u %x %c %ld %d %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), i8* noundef nonnull align 1 dereferenceable(12) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 12, i1 false)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3) getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 500000), i8 122, i64 3, i1 false)
  store i8 33, i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1048575), align 1, !tbaa !5
  %1 = load i8, i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), align 8, !tbaa !5
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %9

3:                                                ; preds = %9, %0
  %4 = load i32, i32* bitcast (i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 499999) to i32*), align 1
  %5 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 101), align 4, !tbaa !8
  %6 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 113), align 4, !tbaa !8
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), i32 noundef %5, i32 noundef %6, i32 noundef %4, i32 noundef 33, i64 noundef 7, i32 noundef 1, i64 noundef 1048576)
  %8 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 111), align 4, !tbaa !8
  ret i32 %8

9:                                                ; preds = %0, %9
  %10 = phi i8 [ %17, %9 ], [ %1, %0 ]
  %11 = phi i8* [ %16, %9 ], [ getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), %0 ]
  %12 = zext i8 %10 to i64
  %13 = getelementptr inbounds [65536 x i32], [65536 x i32]* @counts, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !8
  %15 = add i32 %14, 1
  store i32 %15, i32* %13, align 4, !tbaa !8
  %16 = getelementptr inbounds i8, i8* %11, i64 1
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %3, label %9, !llvm.loop !10
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
