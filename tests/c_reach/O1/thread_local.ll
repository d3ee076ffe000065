; ModuleID = 'thread_local.c'
source_filename = "thread_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [33 x i8] c"%d %d | %d %d | main %d %d | %d\0A\00", align 1
@seen = internal unnamed_addr global [2 x i32] zeroinitializer, align 4
@second = internal unnamed_addr global [2 x i32] zeroinitializer, align 4
@counter = internal thread_local global i32 0, align 4
@slots.0 = internal thread_local unnamed_addr global i32 6, align 4
@handed = internal global i32* null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef null) #6
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 1 to i8*)) #6
  %7 = load i64, i64* %1, align 8, !tbaa !5
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6
  %9 = load i64, i64* %2, align 8, !tbaa !5
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !tbaa !9
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !tbaa !9
  %13 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @second, i64 0, i64 0), align 4, !tbaa !9
  %14 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @second, i64 0, i64 1), align 4, !tbaa !9
  %15 = load i32, i32* @counter, align 4, !tbaa !9
  %16 = load i32, i32* @slots.0, align 4, !tbaa !9
  %17 = add nsw i32 %16, -6
  %18 = load i32*, i32** @handed, align 8, !tbaa !11
  %19 = load i32, i32* %18, align 4, !tbaa !9
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %17, i32 noundef %19)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal noalias i8* @work(i8* noundef %0) #3 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %9, label %5

5:                                                ; preds = %1
  %6 = load i32, i32* @counter, align 4, !tbaa !9
  %7 = add i32 %6, %3
  %8 = add i32 %7, 1
  store i32 %8, i32* @counter, align 4, !tbaa !9
  br label %9

9:                                                ; preds = %5, %1
  %10 = mul i32 %3, 10
  %11 = add i32 %10, 10
  store i32 %11, i32* @slots.0, align 4, !tbaa !9
  %12 = load i32, i32* @counter, align 4, !tbaa !9
  %13 = shl i64 %2, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %14
  store i32 %12, i32* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds [2 x i32], [2 x i32]* @second, i64 0, i64 %14
  store i32 %11, i32* %16, align 4, !tbaa !9
  %17 = icmp eq i32 %3, 1
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  store i32* @counter, i32** @handed, align 8, !tbaa !11
  br label %19

19:                                               ; preds = %18, %9
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
