; ModuleID = 'once_publish.c'
source_filename = "once_publish.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@once = dso_local global i32 0, align 4
@asking = dso_local local_unnamed_addr global i32 0, align 4
@cfg = dso_local local_unnamed_addr global %struct.config* null, align 8
@got = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4
@inits = dso_local local_unnamed_addr global i32 0, align 4
@owner = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @t(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  store atomic i32 %3, i32* @asking monotonic, align 4
  %4 = call i32 @pthread_once(i32* noundef nonnull @once, void ()* noundef nonnull @init) #7
  %5 = load %struct.config*, %struct.config** @cfg, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.config, %struct.config* %5, i64 0, i32 0
  %7 = load i32, i32* %6, align 4, !tbaa !9
  %8 = shl i64 %2, 32
  %9 = add i64 %8, -4294967296
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds [2 x i32], [2 x i32]* @got, i64 0, i64 %10
  store i32 %7, i32* %11, align 4, !tbaa !12
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @pthread_once(i32* noundef, void ()* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define internal void @init() #3 {
  %1 = call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #7
  %2 = bitcast i8* %1 to %struct.config*
  %3 = getelementptr inbounds %struct.config, %struct.config* %2, i64 0, i32 0
  store i32 7, i32* %3, align 4, !tbaa !9
  %4 = load i32, i32* @inits, align 4, !tbaa !12
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @inits, align 4, !tbaa !12
  %6 = load atomic i32, i32* @asking monotonic, align 4
  store i32 %6, i32* @owner, align 4, !tbaa !12
  store i8* %1, i8** bitcast (%struct.config** @cfg to i8**), align 8, !tbaa !5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @t, i8* noundef nonnull inttoptr (i64 2 to i8*)) #7
  %7 = load i64, i64* %1, align 8, !tbaa !13
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7
  %9 = load i64, i64* %2, align 8, !tbaa !13
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7
  %11 = load i8*, i8** bitcast (%struct.config** @cfg to i8**), align 8, !tbaa !5
  call void @free(i8* noundef %11) #7
  %12 = load i32, i32* @inits, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7
  ret i32 %12
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !11, i64 0}
!10 = !{!"config", !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
