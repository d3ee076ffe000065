; ModuleID = 'sigaction_usr1.c'
source_filename = "sigaction_usr1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.sigaction = type { %union.anon, %struct.__sigset_t, i32, void ()* }
%union.anon = type { void (i32)* }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [10 x i8] c"sigaction\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"previous default %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"mask: usr2 %d usr1 %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"kill %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"alive %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"handled %d times, last %d\0A\00", align 1
@usr1_count = internal global i32 0, align 4
@last_sig = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [18 x i8] c"ignored raise %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"current is ours %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"restored default %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"full set: term %d int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"sigkill %d errno %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"signal 0 %d errno %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.sigaction, align 8
  %2 = alloca %struct.sigaction, align 8
  %3 = alloca %struct.sigaction, align 8
  %4 = alloca %struct.sigaction, align 8
  %5 = alloca %struct.__sigset_t, align 8
  %6 = bitcast %struct.sigaction* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %6) #7
  %7 = bitcast %struct.sigaction* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %7) #7
  %8 = bitcast %struct.sigaction* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %8) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(152) %6, i8 0, i64 152, i1 false)
  %9 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %1, i64 0, i32 0, i32 0
  store void (i32)* @on_usr1, void (i32)** %9, align 8, !tbaa !5
  %10 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %1, i64 0, i32 1
  %11 = call i32 @sigemptyset(%struct.__sigset_t* noundef nonnull %10) #7
  %12 = call i32 @sigaddset(%struct.__sigset_t* noundef nonnull %10, i32 noundef 12) #7
  %13 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %1, i64 0, i32 2
  store i32 268435456, i32* %13, align 8, !tbaa !8
  %14 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef nonnull %1, %struct.sigaction* noundef nonnull %2) #7
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %0
  call void @perror(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0)) #8
  br label %71

17:                                               ; preds = %0
  %18 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i64 0, i32 0, i32 0
  %19 = load void (i32)*, void (i32)** %18, align 8, !tbaa !5
  %20 = icmp eq void (i32)* %19, null
  %21 = zext i1 %20 to i32
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %21)
  %23 = call i32 @sigismember(%struct.__sigset_t* noundef nonnull %10, i32 noundef 12) #7
  %24 = call i32 @sigismember(%struct.__sigset_t* noundef nonnull %10, i32 noundef 10) #7
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %23, i32 noundef %24)
  %26 = call i32 @raise(i32 noundef 10) #7
  %27 = call i32 @getpid() #7
  %28 = call i32 @kill(i32 noundef %27, i32 noundef 10) #7
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %28)
  %30 = call i32 @getpid() #7
  %31 = call i32 @kill(i32 noundef %30, i32 noundef 0) #7
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %31)
  %33 = load volatile i32, i32* @usr1_count, align 4, !tbaa !13
  %34 = load volatile i32, i32* @last_sig, align 4, !tbaa !13
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33, i32 noundef %34)
  %36 = bitcast %struct.sigaction* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %36) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(152) %36, i8 0, i64 152, i1 false)
  %37 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %4, i64 0, i32 0, i32 0
  store void (i32)* inttoptr (i64 1 to void (i32)*), void (i32)** %37, align 8, !tbaa !5
  %38 = call i32 @sigaction(i32 noundef 12, %struct.sigaction* noundef nonnull %4, %struct.sigaction* noundef null) #7
  %39 = call i32 @raise(i32 noundef 12) #7
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %39)
  %41 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef null, %struct.sigaction* noundef nonnull %3) #7
  %42 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %3, i64 0, i32 0, i32 0
  %43 = load void (i32)*, void (i32)** %42, align 8, !tbaa !5
  %44 = icmp eq void (i32)* %43, @on_usr1
  %45 = zext i1 %44 to i32
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %45)
  %47 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef nonnull %2, %struct.sigaction* noundef null) #7
  %48 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef null, %struct.sigaction* noundef nonnull %3) #7
  %49 = load void (i32)*, void (i32)** %42, align 8, !tbaa !5
  %50 = icmp eq void (i32)* %49, null
  %51 = zext i1 %50 to i32
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %51)
  %53 = bitcast %struct.__sigset_t* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %53) #7
  %54 = call i32 @sigfillset(%struct.__sigset_t* noundef nonnull %5) #7
  %55 = call i32 @sigdelset(%struct.__sigset_t* noundef nonnull %5, i32 noundef 2) #7
  %56 = call i32 @sigismember(%struct.__sigset_t* noundef nonnull %5, i32 noundef 15) #7
  %57 = call i32 @sigismember(%struct.__sigset_t* noundef nonnull %5, i32 noundef 2) #7
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %56, i32 noundef %57)
  %59 = call i32* @__errno_location() #9
  store i32 0, i32* %59, align 4, !tbaa !13
  %60 = call i32 @sigaction(i32 noundef 9, %struct.sigaction* noundef nonnull %1, %struct.sigaction* noundef null) #7
  %61 = load i32, i32* %59, align 4, !tbaa !13
  %62 = icmp eq i32 %61, 22
  %63 = zext i1 %62 to i32
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), i32 noundef %60, i32 noundef %63)
  store i32 0, i32* %59, align 4, !tbaa !13
  %65 = call i32 @sigaddset(%struct.__sigset_t* noundef nonnull %5, i32 noundef 0) #7
  %66 = load i32, i32* %59, align 4, !tbaa !13
  %67 = icmp eq i32 %66, 22
  %68 = zext i1 %67 to i32
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %65, i32 noundef %68)
  %70 = load volatile i32, i32* @usr1_count, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %53) #7
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %36) #7
  br label %71

71:                                               ; preds = %17, %16
  %72 = phi i32 [ 1, %16 ], [ %70, %17 ]
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %8) #7
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %7) #7
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %6) #7
  ret i32 %72
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal void @on_usr1(i32 noundef %0) #3 {
  %2 = load volatile i32, i32* @usr1_count, align 4, !tbaa !13
  %3 = add nsw i32 %2, 1
  store volatile i32 %3, i32* @usr1_count, align 4, !tbaa !13
  store volatile i32 %0, i32* @last_sig, align 4, !tbaa !13
  ret void
}

; Function Attrs: nounwind
declare i32 @sigemptyset(%struct.__sigset_t* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigaddset(%struct.__sigset_t* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigaction(i32 noundef, %struct.sigaction* noundef, %struct.sigaction* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @perror(i8* nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @sigismember(%struct.__sigset_t* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @kill(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @getpid() local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigfillset(%struct.__sigset_t* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigdelset(%struct.__sigset_t* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { cold }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !11, i64 136}
!9 = !{!"sigaction", !6, i64 0, !10, i64 8, !11, i64 136, !12, i64 144}
!10 = !{!"", !6, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!11, !11, i64 0}
