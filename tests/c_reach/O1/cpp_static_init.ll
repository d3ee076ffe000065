; ModuleID = 'cpp_static_init.cpp'
source_filename = "cpp_static_init.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Logger = type <{ i8*, i32, [4 x i8] }>

$_ZN6LoggerD2Ev = comdat any

@_ZL5table = internal unnamed_addr global [5 x i32] zeroinitializer, align 16
@first = dso_local global %struct.Logger zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@__dso_handle = external hidden global i8
@second = dso_local global %struct.Logger zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@_ZZ4mainE5local = internal global %struct.Logger zeroinitializer, align 8
@_ZGVZ4mainE5local = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"main %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"init %s (%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"fini %s\0A\00", align 1
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 101, void ()* @_ZL10fill_tablev, i8* null }, { i32, void ()*, i8* } { i32 102, void ()* @_ZL12register_byev, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_cpp_static_init.cpp, i8* null }]
@str = private unnamed_addr constant [11 x i8] c"fill_table\00", align 1
@str.9 = private unnamed_addr constant [4 x i8] c"bye\00", align 1

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL10fill_tablev() #0 {
  br label %3

1:                                                ; preds = %3
  %2 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i64 0, i64 0))
  ret void

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  %5 = trunc i64 %4 to i32
  %6 = mul nsw i32 %5, %5
  %7 = getelementptr inbounds [5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 %4
  store i32 %6, i32* %7, align 4, !tbaa !5
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 5
  br i1 %9, label %1, label %3, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6LoggerD2Ev(%struct.Logger* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Logger, %struct.Logger* %0, i64 0, i32 0
  %3 = load i8*, i8** %2, align 8, !tbaa !12
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %3)
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZL12register_byev() #4 {
  %1 = call i32 @atexit(void ()* noundef nonnull @_ZL3byev) #8
  ret void
}

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL3byev() #0 {
  %1 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.9, i64 0, i64 0))
  ret void
}

; Function Attrs: nofree norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZ4mainE5local to i8*) acquire, align 8
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %10, !prof !15

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZ4mainE5local) #8
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** getelementptr inbounds (%struct.Logger, %struct.Logger* @_ZZ4mainE5local, i64 0, i32 0), align 8, !tbaa !12
  %7 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 4), align 16, !tbaa !5
  store i32 %7, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @_ZZ4mainE5local, i64 0, i32 1), align 8, !tbaa !16
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef %7)
  %9 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @_ZZ4mainE5local to i8*), i8* nonnull @__dso_handle) #8
  call void @__cxa_guard_release(i64* nonnull @_ZGVZ4mainE5local) #8
  br label %10

10:                                               ; preds = %6, %3, %0
  %11 = load i32, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @first, i64 0, i32 1), align 8, !tbaa !16
  %12 = load i32, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @second, i64 0, i32 1), align 8, !tbaa !16
  %13 = add nsw i32 %12, %11
  %14 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 3), align 4, !tbaa !5
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i32 noundef %13, i32 noundef %14)
  ret i32 3
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_cpp_static_init.cpp() #7 section ".text.startup" {
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8** getelementptr inbounds (%struct.Logger, %struct.Logger* @first, i64 0, i32 0), align 8, !tbaa !12
  %1 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 4), align 16, !tbaa !5
  store i32 %1, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @first, i64 0, i32 1), align 8, !tbaa !16
  %2 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %1) #8
  %3 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @first to i8*), i8* nonnull @__dso_handle) #8
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8** getelementptr inbounds (%struct.Logger, %struct.Logger* @second, i64 0, i32 0), align 8, !tbaa !12
  %4 = load i32, i32* getelementptr inbounds ([5 x i32], [5 x i32]* @_ZL5table, i64 0, i64 4), align 16, !tbaa !5
  store i32 %4, i32* getelementptr inbounds (%struct.Logger, %struct.Logger* @second, i64 0, i32 1), align 8, !tbaa !16
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %4) #8
  %6 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%struct.Logger*)* @_ZN6LoggerD2Ev to void (i8*)*), i8* bitcast (%struct.Logger* @second to i8*), i8* nonnull @__dso_handle) #8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTS6Logger", !14, i64 0, !6, i64 8}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!"branch_weights", i32 1, i32 1048575}
!16 = !{!13, !6, i64 8}
