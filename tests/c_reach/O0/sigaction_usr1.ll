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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.sigaction, align 8
  %3 = alloca %struct.sigaction, align 8
  %4 = alloca %struct.sigaction, align 8
  %5 = alloca %struct.sigaction, align 8
  %6 = alloca %struct.__sigset_t, align 8
  store i32 0, i32* %1, align 4
  %7 = bitcast %struct.sigaction* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %7, i8 0, i64 152, i1 false)
  %8 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 0
  %9 = bitcast %union.anon* %8 to void (i32)**
  store void (i32)* @on_usr1, void (i32)** %9, align 8
  %10 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 1
  %11 = call i32 @sigemptyset(%struct.__sigset_t* noundef %10) #5
  %12 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 1
  %13 = call i32 @sigaddset(%struct.__sigset_t* noundef %12, i32 noundef 12) #5
  %14 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 2
  store i32 268435456, i32* %14, align 8
  %15 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef %2, %struct.sigaction* noundef %3) #5
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %0
  call void @perror(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
  store i32 1, i32* %1, align 4
  br label %81

18:                                               ; preds = %0
  %19 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %3, i32 0, i32 0
  %20 = bitcast %union.anon* %19 to void (i32)**
  %21 = load void (i32)*, void (i32)** %20, align 8
  %22 = icmp eq void (i32)* %21, null
  %23 = zext i1 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %23)
  %25 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 1
  %26 = call i32 @sigismember(%struct.__sigset_t* noundef %25, i32 noundef 12) #5
  %27 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %2, i32 0, i32 1
  %28 = call i32 @sigismember(%struct.__sigset_t* noundef %27, i32 noundef 10) #5
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26, i32 noundef %28)
  %30 = call i32 @raise(i32 noundef 10) #5
  %31 = call i32 @getpid() #5
  %32 = call i32 @kill(i32 noundef %31, i32 noundef 10) #5
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %32)
  %34 = call i32 @getpid() #5
  %35 = call i32 @kill(i32 noundef %34, i32 noundef 0) #5
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %35)
  %37 = load volatile i32, i32* @usr1_count, align 4
  %38 = load volatile i32, i32* @last_sig, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %37, i32 noundef %38)
  %40 = bitcast %struct.sigaction* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %40, i8 0, i64 152, i1 false)
  %41 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %5, i32 0, i32 0
  %42 = bitcast %union.anon* %41 to void (i32)**
  store void (i32)* inttoptr (i64 1 to void (i32)*), void (i32)** %42, align 8
  %43 = call i32 @sigaction(i32 noundef 12, %struct.sigaction* noundef %5, %struct.sigaction* noundef null) #5
  %44 = call i32 @raise(i32 noundef 12) #5
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %44)
  %46 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef null, %struct.sigaction* noundef %4) #5
  %47 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %4, i32 0, i32 0
  %48 = bitcast %union.anon* %47 to void (i32)**
  %49 = load void (i32)*, void (i32)** %48, align 8
  %50 = icmp eq void (i32)* %49, @on_usr1
  %51 = zext i1 %50 to i32
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %51)
  %53 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef %3, %struct.sigaction* noundef null) #5
  %54 = call i32 @sigaction(i32 noundef 10, %struct.sigaction* noundef null, %struct.sigaction* noundef %4) #5
  %55 = getelementptr inbounds %struct.sigaction, %struct.sigaction* %4, i32 0, i32 0
  %56 = bitcast %union.anon* %55 to void (i32)**
  %57 = load void (i32)*, void (i32)** %56, align 8
  %58 = icmp eq void (i32)* %57, null
  %59 = zext i1 %58 to i32
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %59)
  %61 = call i32 @sigfillset(%struct.__sigset_t* noundef %6) #5
  %62 = call i32 @sigdelset(%struct.__sigset_t* noundef %6, i32 noundef 2) #5
  %63 = call i32 @sigismember(%struct.__sigset_t* noundef %6, i32 noundef 15) #5
  %64 = call i32 @sigismember(%struct.__sigset_t* noundef %6, i32 noundef 2) #5
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.9, i64 0, i64 0), i32 noundef %63, i32 noundef %64)
  %66 = call i32* @__errno_location() #6
  store i32 0, i32* %66, align 4
  %67 = call i32 @sigaction(i32 noundef 9, %struct.sigaction* noundef %2, %struct.sigaction* noundef null) #5
  %68 = call i32* @__errno_location() #6
  %69 = load i32, i32* %68, align 4
  %70 = icmp eq i32 %69, 22
  %71 = zext i1 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i64 0, i64 0), i32 noundef %67, i32 noundef %71)
  %73 = call i32* @__errno_location() #6
  store i32 0, i32* %73, align 4
  %74 = call i32 @sigaddset(%struct.__sigset_t* noundef %6, i32 noundef 0) #5
  %75 = call i32* @__errno_location() #6
  %76 = load i32, i32* %75, align 4
  %77 = icmp eq i32 %76, 22
  %78 = zext i1 %77 to i32
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i32 noundef %74, i32 noundef %78)
  %80 = load volatile i32, i32* @usr1_count, align 4
  store i32 %80, i32* %1, align 4
  br label %81

81:                                               ; preds = %18, %17
  %82 = load i32, i32* %1, align 4
  ret i32 %82
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_usr1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load volatile i32, i32* @usr1_count, align 4
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, i32* @usr1_count, align 4
  %5 = load i32, i32* %2, align 4
  store volatile i32 %5, i32* @last_sig, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @sigemptyset(%struct.__sigset_t* noundef) #2

; Function Attrs: nounwind
declare i32 @sigaddset(%struct.__sigset_t* noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @sigaction(i32 noundef, %struct.sigaction* noundef, %struct.sigaction* noundef) #2

declare void @perror(i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare i32 @sigismember(%struct.__sigset_t* noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @kill(i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @getpid() #2

; Function Attrs: nounwind
declare i32 @sigfillset(%struct.__sigset_t* noundef) #2

; Function Attrs: nounwind
declare i32 @sigdelset(%struct.__sigset_t* noundef, i32 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
