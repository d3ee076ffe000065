; ModuleID = 'timed_c11.c'
source_filename = "timed_c11.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.mtx_t = type { i64, [32 x i8] }
%union.cnd_t = type { i64, [40 x i8] }
%struct.timespec = type { i64, i64 }

@m = internal global %union.mtx_t zeroinitializer, align 8
@c = internal global %union.cnd_t zeroinitializer, align 8
@flag = internal global i32 0, align 4
@.str = private unnamed_addr constant [25 x i8] c"lock=%s wait=%s flag=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"timedout\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.timespec, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = call i32 @timespec_get(%struct.timespec* noundef %2, i32 noundef 1) #3
  %7 = getelementptr inbounds %struct.timespec, %struct.timespec* %2, i32 0, i32 0
  %8 = load i64, i64* %7, align 8
  %9 = add nsw i64 %8, 1
  store i64 %9, i64* %7, align 8
  %10 = call i32 @mtx_init(%union.mtx_t* noundef @m, i32 noundef 2)
  %11 = call i32 @cnd_init(%union.cnd_t* noundef @c)
  %12 = call i32 @thrd_create(i64* noundef %3, i32 (i8*)* noundef @setter, i8* noundef null)
  %13 = call i32 @mtx_timedlock(%union.mtx_t* noundef @m, %struct.timespec* noundef %2)
  store i32 %13, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %14 = load i32, i32* %4, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %29

16:                                               ; preds = %0
  br label %17

17:                                               ; preds = %25, %16
  %18 = load i32, i32* @flag, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4
  %22 = icmp eq i32 %21, 0
  br label %23

23:                                               ; preds = %20, %17
  %24 = phi i1 [ false, %17 ], [ %22, %20 ]
  br i1 %24, label %25, label %27

25:                                               ; preds = %23
  %26 = call i32 @cnd_timedwait(%union.cnd_t* noundef @c, %union.mtx_t* noundef @m, %struct.timespec* noundef %2)
  store i32 %26, i32* %5, align 4
  br label %17, !llvm.loop !6

27:                                               ; preds = %23
  %28 = call i32 @mtx_unlock(%union.mtx_t* noundef @m)
  br label %29

29:                                               ; preds = %27, %0
  %30 = load i64, i64* %3, align 8
  %31 = call i32 @thrd_join(i64 noundef %30, i32* noundef null)
  %32 = load i32, i32* %4, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %29
  br label %40

35:                                               ; preds = %29
  %36 = load i32, i32* %4, align 4
  %37 = icmp eq i32 %36, 4
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  br label %40

40:                                               ; preds = %35, %34
  %41 = phi i8* [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), %34 ], [ %39, %35 ]
  %42 = load i32, i32* %5, align 4
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %45

44:                                               ; preds = %40
  br label %50

45:                                               ; preds = %40
  %46 = load i32, i32* %5, align 4
  %47 = icmp eq i32 %46, 4
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)
  br label %50

50:                                               ; preds = %45, %44
  %51 = phi i8* [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), %44 ], [ %49, %45 ]
  %52 = load i32, i32* @flag, align 4
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef %41, i8* noundef %51, i32 noundef %52)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @timespec_get(%struct.timespec* noundef, i32 noundef) #1

declare i32 @mtx_init(%union.mtx_t* noundef, i32 noundef) #2

declare i32 @cnd_init(%union.cnd_t* noundef) #2

declare i32 @thrd_create(i64* noundef, i32 (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @setter(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = call i32 @mtx_lock(%union.mtx_t* noundef @m)
  store i32 1, i32* @flag, align 4
  %5 = call i32 @cnd_signal(%union.cnd_t* noundef @c)
  %6 = call i32 @mtx_unlock(%union.mtx_t* noundef @m)
  ret i32 0
}

declare i32 @mtx_timedlock(%union.mtx_t* noundef, %struct.timespec* noundef) #2

declare i32 @cnd_timedwait(%union.cnd_t* noundef, %union.mtx_t* noundef, %struct.timespec* noundef) #2

declare i32 @mtx_unlock(%union.mtx_t* noundef) #2

declare i32 @thrd_join(i64 noundef, i32* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

declare i32 @mtx_lock(%union.mtx_t* noundef) #2

declare i32 @cnd_signal(%union.cnd_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
