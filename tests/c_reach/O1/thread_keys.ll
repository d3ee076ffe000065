; ModuleID = 'thread_keys.c'
source_filename = "thread_keys.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@key = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"%d %d main=%p\0A\00", align 1
@seen = internal unnamed_addr global [2 x i32] zeroinitializer, align 4
@values = internal global [2 x i32] zeroinitializer, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = call i32 @pthread_key_create(i32* noundef nonnull @key, void (i8*)* noundef null) #5
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5
  %5 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #5
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef null) #5
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 1 to i8*)) #5
  %8 = load i64, i64* %1, align 8, !tbaa !5
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null) #5
  %10 = load i64, i64* %2, align 8, !tbaa !5
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #5
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !tbaa !9
  %13 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !tbaa !9
  %14 = load i32, i32* @key, align 4, !tbaa !9
  %15 = call i8* @pthread_getspecific(i32 noundef %14) #5
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %13, i8* noundef %15)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(i32* noundef, void (i8*)* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noalias i8* @work(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul i32 %3, 10
  %5 = add i32 %4, 10
  %6 = shl i64 %2, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds [2 x i32], [2 x i32]* @values, i64 0, i64 %7
  store i32 %5, i32* %8, align 4, !tbaa !9
  %9 = load i32, i32* @key, align 4, !tbaa !9
  %10 = bitcast i32* %8 to i8*
  %11 = call i32 @pthread_setspecific(i32 noundef %9, i8* noundef nonnull %10) #5
  %12 = load i32, i32* @key, align 4, !tbaa !9
  %13 = call i8* @pthread_getspecific(i32 noundef %12) #5
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !9
  %16 = add nsw i32 %15, 1
  %17 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %7
  store i32 %16, i32* %17, align 4, !tbaa !9
  ret i8* null
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i8* @pthread_getspecific(i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, i8* noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
