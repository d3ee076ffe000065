; ModuleID = 'signals.c'
source_filename = "signals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"default %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"kill %d errno %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"raise %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"last %d calls %d\0A\00", align 1
@last = internal global i32 0, align 4
@calls = internal global i32 0, align 4
@stop = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [44 x i8] c"stopped after %d rounds, last %d, calls %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"restored %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call void (i32)* @signal(i32 noundef 2, void (i32)* noundef nonnull @on_signal) #5
  %2 = icmp eq void (i32)* %1, null
  %3 = zext i1 %2 to i32
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = call void (i32)* @signal(i32 noundef 10, void (i32)* noundef nonnull @on_signal) #5
  %6 = call void (i32)* @signal(i32 noundef 9, void (i32)* noundef nonnull @on_signal) #5
  %7 = icmp eq void (i32)* %6, inttoptr (i64 -1 to void (i32)*)
  %8 = zext i1 %7 to i32
  %9 = call i32* @__errno_location() #6
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 22
  %12 = zext i1 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %8, i32 noundef %12)
  %14 = call void (i32)* @signal(i32 noundef 15, void (i32)* noundef nonnull inttoptr (i64 1 to void (i32)*)) #5
  %15 = call i32 @raise(i32 noundef 15) #5
  %16 = call i32 @raise(i32 noundef 17) #5
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %15, i32 noundef %16)
  %18 = call i32 @raise(i32 noundef 10) #5
  %19 = load volatile i32, i32* @last, align 4, !tbaa !5
  %20 = load volatile i32, i32* @calls, align 4, !tbaa !5
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %19, i32 noundef %20)
  %22 = load volatile i32, i32* @stop, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %0, %30
  %25 = phi i32 [ %26, %30 ], [ 0, %0 ]
  %26 = add nuw nsw i32 %25, 1
  %27 = icmp eq i32 %26, 3
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = call i32 @raise(i32 noundef 2) #5
  br label %30

30:                                               ; preds = %28, %24
  %31 = load volatile i32, i32* @stop, align 4, !tbaa !5
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %24, label %33, !llvm.loop !9

33:                                               ; preds = %30, %0
  %34 = phi i32 [ 0, %0 ], [ %26, %30 ]
  %35 = load volatile i32, i32* @last, align 4, !tbaa !5
  %36 = load volatile i32, i32* @calls, align 4, !tbaa !5
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0), i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = call void (i32)* @signal(i32 noundef 2, void (i32)* noundef null) #5
  %39 = icmp eq void (i32)* %38, @on_signal
  %40 = zext i1 %39 to i32
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %40)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare void (i32)* @signal(i32 noundef, void (i32)* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal void @on_signal(i32 noundef %0) #3 {
  store volatile i32 %0, i32* @last, align 4, !tbaa !5
  %2 = load volatile i32, i32* @calls, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store volatile i32 %3, i32* @calls, align 4, !tbaa !5
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store volatile i32 1, i32* @stop, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone willreturn }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
