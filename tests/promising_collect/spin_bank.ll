; ModuleID = 'spin_bank.c'
source_filename = "spin_bank.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"balance=%d\0A\00", align 1
@balance = internal unnamed_addr global i32 100, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"balance >= 0\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"spin_bank.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i64], align 16
  %2 = bitcast [3 x i64]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #7
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %10, %3 ]
  %5 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %4
  %6 = mul nuw nsw i64 %4, 10
  %7 = add nuw nsw i64 %6, 30
  %8 = inttoptr i64 %7 to i8*
  %9 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @client, i8* noundef nonnull %8) #7
  %10 = add nuw nsw i64 %4, 1
  %11 = icmp eq i64 %10, 3
  br i1 %11, label %17, label %3, !llvm.loop !5

12:                                               ; preds = %17
  %13 = load i32, i32* @balance, align 4, !tbaa !8
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %13)
  %15 = load i32, i32* @balance, align 4, !tbaa !8
  %16 = icmp sgt i32 %15, -1
  br i1 %16, label %25, label %24

17:                                               ; preds = %3, %17
  %18 = phi i64 [ %22, %17 ], [ 0, %3 ]
  %19 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %18
  %20 = load i64, i64* %19, align 8, !tbaa !12
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null) #7
  %22 = add nuw nsw i64 %18, 1
  %23 = icmp eq i64 %22, 3
  br i1 %23, label %12, label %17, !llvm.loop !14

24:                                               ; preds = %12
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef 33, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8
  unreachable

25:                                               ; preds = %12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias i8* @client(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  br label %3

3:                                                ; preds = %3, %1
  %4 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0), i8 1 acquire, align 1
  %5 = and i8 %4, 1
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %7, label %3, !llvm.loop !15

7:                                                ; preds = %3
  %8 = trunc i64 %2 to i32
  %9 = load i32, i32* @balance, align 4, !tbaa !8
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = sub nsw i32 %9, %8
  store i32 %12, i32* @balance, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %7, %11
  store atomic i8 0, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i64 0, i32 0) release, align 1
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
