; ModuleID = 'atomic_lock_assume.c'
source_filename = "atomic_lock_assume.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local local_unnamed_addr global i32 0, align 4
@amount = dso_local local_unnamed_addr global i32 0, align 4
@inside = dso_local local_unnamed_addr global i32 0, align 4
@total = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_atomic_acquire() local_unnamed_addr #0 {
  %1 = load i32, i32* @m, align 4, !tbaa !5
  %2 = icmp eq i32 %1, 0
  %3 = zext i1 %2 to i32
  call void @__VERIFIER_assume(i32 noundef %3) #4
  store i32 1, i32* @m, align 4, !tbaa !5
  ret void
}

declare void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_atomic_release() local_unnamed_addr #0 {
  %1 = load i32, i32* @m, align 4, !tbaa !5
  %2 = icmp eq i32 %1, 1
  %3 = zext i1 %2 to i32
  call void @__VERIFIER_assume(i32 noundef %3) #4
  store i32 0, i32* @m, align 4, !tbaa !5
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local noalias i8* @adder(i8* noundef %0) #0 {
  %2 = load i32, i32* @amount, align 4, !tbaa !5
  call void @__VERIFIER_atomic_acquire()
  %3 = load i32, i32* @inside, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @inside, align 4, !tbaa !5
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  call void @reach_error() #4
  br label %7

7:                                                ; preds = %6, %1
  %8 = ptrtoint i8* %0 to i64
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %2, %9
  %11 = load i32, i32* @total, align 4, !tbaa !5
  %12 = add nsw i32 %10, %11
  store i32 %12, i32* @total, align 4, !tbaa !5
  %13 = load i32, i32* @inside, align 4, !tbaa !5
  %14 = add nsw i32 %13, -1
  store i32 %14, i32* @inside, align 4, !tbaa !5
  call void @__VERIFIER_atomic_release()
  ret i8* null
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare void @reach_error() local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #4
  %4 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  %5 = call i32 @__VERIFIER_nondet_int() #4
  store i32 %5, i32* @amount, align 4, !tbaa !5
  %6 = add i32 %5, -1
  %7 = icmp ult i32 %6, 2
  %8 = zext i1 %7 to i32
  call void @__VERIFIER_assume(i32 noundef %8) #4
  %9 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @adder, i8* noundef null) #4
  %10 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @adder, i8* noundef nonnull inttoptr (i64 10 to i8*)) #4
  %11 = load i64, i64* %1, align 8, !tbaa !9
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null) #4
  %13 = load i64, i64* %2, align 8, !tbaa !9
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #4
  %15 = load i32, i32* @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #4
  ret i32 %15
}

declare i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
