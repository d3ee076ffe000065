; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [12 x i8] c"%d! = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"negated: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"lcg: %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"gcd=%llu lcm=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i64 @gcd(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i64 [ %7, %4 ], [ %1, %2 ]
  %7 = urem i64 %5, %6
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %4, !llvm.loop !5

9:                                                ; preds = %4, %2
  %10 = phi i64 [ %0, %2 ], [ %6, %4 ]
  ret i64 %10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define dso_local void @print_base(i64 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca [70 x i8], align 16
  %4 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 70, i8* nonnull %4) #5
  %5 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 69
  store i8 0, i8* %5, align 1, !tbaa !8
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i64 [ %16, %7 ], [ 69, %2 ]
  %9 = phi i64 [ %18, %7 ], [ %0, %2 ]
  %10 = urem i64 %9, %6
  %11 = trunc i64 %10 to i32
  %12 = icmp ult i32 %11, 10
  %13 = select i1 %12, i32 48, i32 87
  %14 = add i32 %13, %11
  %15 = trunc i32 %14 to i8
  %16 = add nsw i64 %8, -1
  %17 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 %16
  store i8 %15, i8* %17, align 1, !tbaa !8
  %18 = udiv i64 %9, %6
  %19 = icmp ult i64 %9, %6
  br i1 %19, label %20, label %7, !llvm.loop !11

20:                                               ; preds = %7
  %21 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 %16
  %22 = call i32 @puts(i8* nonnull %21)
  call void @llvm.lifetime.end.p0i8(i64 70, i8* nonnull %4) #5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca [70 x i8], align 16
  %2 = alloca [70 x i8], align 16
  %3 = alloca [70 x i8], align 16
  br label %7

4:                                                ; preds = %17
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i64 noundef -2432902008176640)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i64 noundef -5900231541219507851)
  br label %20

7:                                                ; preds = %0, %17
  %8 = phi i64 [ 1, %0 ], [ %18, %17 ]
  %9 = phi i64 [ 1, %0 ], [ %10, %17 ]
  %10 = mul i64 %9, %8
  %11 = trunc i64 %8 to i32
  %12 = urem i32 %11, 5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %7
  %15 = trunc i64 %8 to i32
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %15, i64 noundef %10)
  br label %17

17:                                               ; preds = %7, %14
  %18 = add nuw nsw i64 %8, 1
  %19 = icmp eq i64 %18, 21
  br i1 %19, label %4, label %7, !llvm.loop !12

20:                                               ; preds = %20, %4
  %21 = phi i64 [ %22, %20 ], [ 30030090090, %4 ]
  %22 = phi i64 [ %23, %20 ], [ 4641013923, %4 ]
  %23 = urem i64 %21, %22
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %20, !llvm.loop !5

25:                                               ; preds = %20
  %26 = udiv i64 30030090090, %22
  %27 = mul i64 %26, 4641013923
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i64 noundef %22, i64 noundef %27)
  %29 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 70, i8* nonnull %29) #5
  %30 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 69
  store i8 0, i8* %30, align 1, !tbaa !8
  br label %31

31:                                               ; preds = %31, %25
  %32 = phi i64 [ %37, %31 ], [ 69, %25 ]
  %33 = phi i64 [ %39, %31 ], [ 2432902008176640000, %25 ]
  %34 = trunc i64 %33 to i8
  %35 = and i8 %34, 1
  %36 = or i8 %35, 48
  %37 = add nsw i64 %32, -1
  %38 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 %37
  store i8 %36, i8* %38, align 1, !tbaa !8
  %39 = lshr i64 %33, 1
  %40 = icmp ult i64 %33, 2
  br i1 %40, label %41, label %31, !llvm.loop !11

41:                                               ; preds = %31
  %42 = getelementptr inbounds [70 x i8], [70 x i8]* %3, i64 0, i64 7
  %43 = call i32 @puts(i8* nonnull %42) #5
  call void @llvm.lifetime.end.p0i8(i64 70, i8* nonnull %29) #5
  %44 = getelementptr inbounds [70 x i8], [70 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 70, i8* nonnull %44) #5
  %45 = getelementptr inbounds [70 x i8], [70 x i8]* %2, i64 0, i64 69
  store i8 0, i8* %45, align 1, !tbaa !8
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi i64 [ %55, %46 ], [ 69, %41 ]
  %48 = phi i64 [ %57, %46 ], [ 2432902008176640000, %41 ]
  %49 = trunc i64 %48 to i32
  %50 = and i32 %49, 15
  %51 = icmp ult i32 %50, 10
  %52 = select i1 %51, i32 48, i32 87
  %53 = add nuw nsw i32 %52, %50
  %54 = trunc i32 %53 to i8
  %55 = add nsw i64 %47, -1
  %56 = getelementptr inbounds [70 x i8], [70 x i8]* %2, i64 0, i64 %55
  store i8 %54, i8* %56, align 1, !tbaa !8
  %57 = lshr i64 %48, 4
  %58 = icmp ult i64 %48, 16
  br i1 %58, label %59, label %46, !llvm.loop !11

59:                                               ; preds = %46
  %60 = getelementptr inbounds [70 x i8], [70 x i8]* %2, i64 0, i64 53
  %61 = call i32 @puts(i8* nonnull %60) #5
  call void @llvm.lifetime.end.p0i8(i64 70, i8* nonnull %44) #5
  %62 = getelementptr inbounds [70 x i8], [70 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 70, i8* nonnull %62) #5
  %63 = getelementptr inbounds [70 x i8], [70 x i8]* %1, i64 0, i64 69
  store i8 0, i8* %63, align 1, !tbaa !8
  br label %64

64:                                               ; preds = %64, %59
  %65 = phi i64 [ %73, %64 ], [ 69, %59 ]
  %66 = phi i64 [ %75, %64 ], [ 2432902008176640000, %59 ]
  %67 = urem i64 %66, 36
  %68 = trunc i64 %67 to i32
  %69 = icmp ult i32 %68, 10
  %70 = select i1 %69, i32 48, i32 87
  %71 = add nuw nsw i32 %70, %68
  %72 = trunc i32 %71 to i8
  %73 = add nsw i64 %65, -1
  %74 = getelementptr inbounds [70 x i8], [70 x i8]* %1, i64 0, i64 %73
  store i8 %72, i8* %74, align 1, !tbaa !8
  %75 = udiv i64 %66, 36
  %76 = icmp ult i64 %66, 36
  br i1 %76, label %77, label %64, !llvm.loop !11

77:                                               ; preds = %64
  %78 = getelementptr inbounds [70 x i8], [70 x i8]* %1, i64 0, i64 57
  %79 = call i32 @puts(i8* nonnull %78) #5
  call void @llvm.lifetime.end.p0i8(i64 70, i8* nonnull %62) #5
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i64 noundef -1234567890123, i64 noundef -1234567890123)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

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
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
