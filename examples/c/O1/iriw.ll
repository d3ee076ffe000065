; ModuleID = 'iriw.c'
source_filename = "iriw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@x = dso_local local_unnamed_addr global i32 0, align 4
@y = dso_local local_unnamed_addr global i32 0, align 4
@r0 = dso_local local_unnamed_addr global i32 0, align 4
@r1 = dso_local local_unnamed_addr global i32 0, align 4
@r2 = dso_local local_unnamed_addr global i32 0, align 4
@r3 = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [44 x i8] c"!(r0 == 1 && r1 == 0 && r2 == 1 && r3 == 0)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"iriw.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"r0=%d r1=%d r2=%d r3=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @write_x(i8* noundef readnone returned %0) #0 {
  store atomic i32 1, i32* @x monotonic, align 4
  ret i8* %0
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @write_y(i8* noundef readnone returned %0) #0 {
  store atomic i32 1, i32* @y monotonic, align 4
  ret i8* %0
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @read_xy(i8* noundef readnone returned %0) #0 {
  %2 = load atomic i32, i32* @x monotonic, align 4
  store i32 %2, i32* @r0, align 4, !tbaa !5
  %3 = load atomic i32, i32* @y monotonic, align 4
  store i32 %3, i32* @r1, align 4, !tbaa !5
  ret i8* %0
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i8* @read_yx(i8* noundef readnone returned %0) #0 {
  %2 = load atomic i32, i32* @y monotonic, align 4
  store i32 %2, i32* @r2, align 4, !tbaa !5
  %3 = load atomic i32, i32* @x monotonic, align 4
  store i32 %3, i32* @r3, align 4, !tbaa !5
  ret i8* %0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = alloca [4 x i64], align 16
  %2 = bitcast [4 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2) #7
  %3 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 0
  %4 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @write_x, i8* noundef null) #7
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 1
  %6 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @write_y, i8* noundef null) #7
  %7 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 2
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @read_xy, i8* noundef null) #7
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 3
  %10 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @read_yx, i8* noundef null) #7
  br label %23

11:                                               ; preds = %23
  %12 = load i32, i32* @r0, align 4, !tbaa !5
  %13 = icmp eq i32 %12, 1
  %14 = load i32, i32* @r1, align 4
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %13, i1 %15, i1 false
  %17 = load i32, i32* @r2, align 4
  %18 = icmp eq i32 %17, 1
  %19 = select i1 %16, i1 %18, i1 false
  %20 = load i32, i32* @r3, align 4
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %19, i1 %21, i1 false
  br i1 %22, label %30, label %31

23:                                               ; preds = %0, %23
  %24 = phi i64 [ 0, %0 ], [ %28, %23 ]
  %25 = getelementptr inbounds [4 x i64], [4 x i64]* %1, i64 0, i64 %24
  %26 = load i64, i64* %25, align 8, !tbaa !9
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null) #7
  %28 = add nuw nsw i64 %24, 1
  %29 = icmp eq i64 %28, 4
  br i1 %29, label %11, label %23, !llvm.loop !11

30:                                               ; preds = %11
  call void @__assert_fail(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 42, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8
  unreachable

31:                                               ; preds = %11
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.2, i64 0, i64 0), i32 noundef %12, i32 noundef %14, i32 noundef %17, i32 noundef %20)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
