; ModuleID = 'cpp_new.cpp'
source_filename = "cpp_new.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Counter = type { i32 }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"destroyed %d\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = call noalias noundef nonnull dereferenceable(4) i8* @_Znwm(i64 noundef 4) #5
  %2 = bitcast i8* %1 to %struct.Counter*
  %3 = getelementptr inbounds %struct.Counter, %struct.Counter* %2, i64 0, i32 0
  store i32 1, i32* %3, align 4, !tbaa !5
  %4 = call noalias noundef nonnull dereferenceable(16) i8* @_Znam(i64 noundef 16) #5
  %5 = bitcast i8* %4 to i32*
  br label %17

6:                                                ; preds = %17
  %7 = getelementptr inbounds i32, i32* %5, i64 3
  %8 = load i32, i32* %7, align 4, !tbaa !10
  %9 = icmp sgt i32 %8, 100
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = call i8* @__cxa_allocate_exception(i64 4) #6
  %12 = bitcast i8* %11 to i32*
  store i32 %8, i32* %12, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %13 unwind label %24

13:                                               ; preds = %10
  unreachable

14:                                               ; preds = %6
  %15 = shl nsw i32 %8, 1
  %16 = add nsw i32 %15, 2
  br label %35

17:                                               ; preds = %0, %17
  %18 = phi i64 [ 0, %0 ], [ %22, %17 ]
  %19 = trunc i64 %18 to i32
  %20 = mul nsw i32 %19, %19
  %21 = getelementptr inbounds i32, i32* %5, i64 %18
  store i32 %20, i32* %21, align 4, !tbaa !10
  %22 = add nuw nsw i64 %18, 1
  %23 = icmp eq i64 %22, 4
  br i1 %23, label %6, label %17, !llvm.loop !11

24:                                               ; preds = %10
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %26 = extractvalue { i8*, i32 } %25, 1
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %40

29:                                               ; preds = %24
  %30 = extractvalue { i8*, i32 } %25, 0
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !10
  %34 = sub nsw i32 0, %33
  call void @__cxa_end_catch() #6
  br label %35

35:                                               ; preds = %29, %14
  %36 = phi i32 [ %16, %14 ], [ %34, %29 ]
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %36)
  call void @_ZdaPv(i8* noundef %4) #8
  %38 = load i32, i32* %3, align 4, !tbaa !5
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %38) #6
  call void @_ZdlPv(i8* noundef %1) #8
  ret i32 %36

40:                                               ; preds = %24
  resume { i8*, i32 } %25
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #2

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { builtin allocsize(0) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS7Counter", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
