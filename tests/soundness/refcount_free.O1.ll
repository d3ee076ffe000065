; ModuleID = 'refcount_free.c'
source_filename = "refcount_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.obj = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local local_unnamed_addr global %struct.obj* null, align 8
@sum = dso_local global i32 0, align 4
@freed_by = dso_local local_unnamed_addr global i32 0, align 4
@sum_at_free = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local noalias i8* @t(i8* noundef %0) #0 {
  %2 = load %struct.obj*, %struct.obj** @shared, align 8, !tbaa !5
  %3 = getelementptr inbounds %struct.obj, %struct.obj* %2, i64 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !9
  %5 = atomicrmw add i32* @sum, i32 %4 monotonic, align 4
  %6 = getelementptr inbounds %struct.obj, %struct.obj* %2, i64 0, i32 0
  %7 = atomicrmw sub i32* %6, i32 1 acq_rel, align 4
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = ptrtoint i8* %0 to i64
  %11 = trunc i64 %10 to i32
  store i32 %11, i32* @freed_by, align 4, !tbaa !12
  %12 = load atomic i32, i32* @sum monotonic, align 4
  store i32 %12, i32* @sum_at_free, align 4, !tbaa !12
  %13 = bitcast %struct.obj* %2 to i8*
  call void @free(i8* noundef %13) #7
  br label %14

14:                                               ; preds = %9, %1
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #7
  %6 = bitcast i8* %5 to %struct.obj*
  store i8* %5, i8** bitcast (%struct.obj** @shared to i8**), align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.obj, %struct.obj* %6, i64 0, i32 0
  store atomic i32 2, i32* %7 monotonic, align 4
  %8 = load %struct.obj*, %struct.obj** @shared, align 8, !tbaa !5
  %9 = getelementptr inbounds %struct.obj, %struct.obj* %8, i64 0, i32 1
  store i32 21, i32* %9, align 4, !tbaa !9
  %10 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7
  %11 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 2 to i8*)) #7
  %12 = load i64, i64* %1, align 8, !tbaa !13
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #7
  %14 = load i64, i64* %2, align 8, !tbaa !13
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #7
  %16 = load i32, i32* @freed_by, align 4, !tbaa !12
  %17 = mul nsw i32 %16, 100
  %18 = load i32, i32* @sum_at_free, align 4, !tbaa !12
  %19 = add nsw i32 %17, %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7
  ret i32 %19
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 4}
!10 = !{!"obj", !7, i64 0, !11, i64 4}
!11 = !{!"int", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
