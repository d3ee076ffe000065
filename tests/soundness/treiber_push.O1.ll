; ModuleID = 'treiber_push.c'
source_filename = "treiber_push.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@top = dso_local global %struct.node* null, align 8
@nodes = dso_local global [2 x %struct.node] zeroinitializer, align 16

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local void @push(%struct.node* noundef %0) local_unnamed_addr #0 {
  %2 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) monotonic, align 8
  %3 = inttoptr i64 %2 to %struct.node*
  %4 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1
  %5 = ptrtoint %struct.node* %0 to i64
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi %struct.node* [ %3, %1 ], [ %13, %6 ]
  store %struct.node* %7, %struct.node** %4, align 8, !tbaa !5
  %8 = ptrtoint %struct.node* %7 to i64
  %9 = cmpxchg i64* bitcast (%struct.node** @top to i64*), i64 %8, i64 %5 release monotonic, align 8
  %10 = extractvalue { i64, i1 } %9, 1
  %11 = extractvalue { i64, i1 } %9, 0
  %12 = inttoptr i64 %11 to %struct.node*
  %13 = select i1 %10, %struct.node* %7, %struct.node* %12
  br i1 %10, label %14, label %6, !llvm.loop !11

14:                                               ; preds = %6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @t(i8* noundef %0) #2 {
  %2 = ptrtoint i8* %0 to i64
  %3 = getelementptr inbounds [2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 %2
  call void @push(%struct.node* noundef nonnull %3)
  ret i8* null
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6
  store i32 1, i32* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 0, i32 0), align 16, !tbaa !14
  store i32 2, i32* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 1, i32 0), align 16, !tbaa !14
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef null) #6
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 1 to i8*)) #6
  %7 = load i64, i64* %1, align 8, !tbaa !15
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6
  %9 = load i64, i64* %2, align 8, !tbaa !15
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6
  %11 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) monotonic, align 8
  %12 = inttoptr i64 %11 to %struct.node*
  %13 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 1
  %14 = load %struct.node*, %struct.node** %13, align 8, !tbaa !5
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i64 0, i32 1
  %16 = load %struct.node*, %struct.node** %15, align 8, !tbaa !5
  %17 = icmp eq %struct.node* %16, null
  br i1 %17, label %18, label %25

18:                                               ; preds = %0
  %19 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 0
  %20 = load i32, i32* %19, align 8, !tbaa !14
  %21 = mul nsw i32 %20, 10
  %22 = getelementptr inbounds %struct.node, %struct.node* %14, i64 0, i32 0
  %23 = load i32, i32* %22, align 8, !tbaa !14
  %24 = add nsw i32 %21, %23
  br label %25

25:                                               ; preds = %0, %18
  %26 = phi i32 [ %24, %18 ], [ -1, %0 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6
  ret i32 %26
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !10, i64 8}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!6, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
