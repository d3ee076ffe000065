; ModuleID = 'chars.c'
source_filename = "chars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@bytes = dso_local local_unnamed_addr global [7 x i8] c"Az\7F\80\FF\C8\00", align 1
@.str = private unnamed_addr constant [44 x i8] c"byte %d: signed=%d unsigned=%u negative=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%c %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"parsed %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"sum wraps to %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"sizeof(char)=%d '%c'+1='%c'\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [11 x i8], align 1
  %2 = load i8, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @bytes, i64 0, i64 0), align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %7, %0
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 122, i32 noundef 122)
  %6 = getelementptr inbounds [11 x i8], [11 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 11, i8* nonnull %6) #4
  br label %26

7:                                                ; preds = %0, %7
  %8 = phi i64 [ %16, %7 ], [ 0, %0 ]
  %9 = phi i8 [ %18, %7 ], [ %2, %0 ]
  %10 = sext i8 %9 to i32
  %11 = zext i8 %9 to i32
  %12 = lshr i8 %9, 7
  %13 = zext i8 %12 to i32
  %14 = trunc i64 %8 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i64 0, i64 0), i32 noundef %14, i32 noundef %10, i32 noundef %11, i32 noundef %13)
  %16 = add nuw i64 %8, 1
  %17 = getelementptr inbounds [7 x i8], [7 x i8]* @bytes, i64 0, i64 %16
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %4, label %7, !llvm.loop !8

20:                                               ; preds = %26
  %21 = getelementptr inbounds [11 x i8], [11 x i8]* %1, i64 0, i64 10
  store i8 0, i8* %21, align 1, !tbaa !5
  %22 = call i32 @puts(i8* nonnull %6)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef 40213)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef -12)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 120, i32 noundef 121)
  call void @llvm.lifetime.end.p0i8(i64 11, i8* nonnull %6) #4
  ret i32 0

26:                                               ; preds = %4, %26
  %27 = phi i64 [ 0, %4 ], [ %31, %26 ]
  %28 = trunc i64 %27 to i8
  %29 = sub i8 57, %28
  %30 = getelementptr inbounds [11 x i8], [11 x i8]* %1, i64 0, i64 %27
  store i8 %29, i8* %30, align 1, !tbaa !5
  %31 = add nuw nsw i64 %27, 1
  %32 = icmp eq i64 %31, 10
  br i1 %32, label %20, label %26, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
