; ModuleID = 'mp_join.c'
source_filename = "mp_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.message = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@ready = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"result == m\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"mp_join.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [45 x i8] c"ready == 1 && m->id == 7 && m->payload == 42\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"id=%d payload=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.message*, align 8
  store i8* %0, i8** %2, align 8
  %4 = load i8*, i8** %2, align 8
  %5 = bitcast i8* %4 to %struct.message*
  store %struct.message* %5, %struct.message** %3, align 8
  %6 = load %struct.message*, %struct.message** %3, align 8
  %7 = getelementptr inbounds %struct.message, %struct.message* %6, i32 0, i32 0
  store i32 7, i32* %7, align 4
  %8 = load %struct.message*, %struct.message** %3, align 8
  %9 = getelementptr inbounds %struct.message, %struct.message* %8, i32 0, i32 1
  store i32 42, i32* %9, align 4
  store i32 1, i32* @ready, align 4
  %10 = load %struct.message*, %struct.message** %3, align 8
  %11 = bitcast %struct.message* %10 to i8*
  ret i8* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.message*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %5 = call noalias i8* @malloc(i64 noundef 8) #4
  %6 = bitcast i8* %5 to %struct.message*
  store %struct.message* %6, %struct.message** %2, align 8
  %7 = load %struct.message*, %struct.message** %2, align 8
  %8 = icmp eq %struct.message* %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %0
  store i32 1, i32* %1, align 4
  br label %51

10:                                               ; preds = %0
  %11 = load %struct.message*, %struct.message** %2, align 8
  %12 = getelementptr inbounds %struct.message, %struct.message* %11, i32 0, i32 0
  store i32 0, i32* %12, align 4
  %13 = load %struct.message*, %struct.message** %2, align 8
  %14 = getelementptr inbounds %struct.message, %struct.message* %13, i32 0, i32 1
  store i32 0, i32* %14, align 4
  %15 = load %struct.message*, %struct.message** %2, align 8
  %16 = bitcast %struct.message* %15 to i8*
  %17 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef %16) #4
  %18 = load i64, i64* %3, align 8
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef %4)
  %20 = load i8*, i8** %4, align 8
  %21 = load %struct.message*, %struct.message** %2, align 8
  %22 = bitcast %struct.message* %21 to i8*
  %23 = icmp eq i8* %20, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %10
  br label %26

25:                                               ; preds = %10
  call void @__assert_fail(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef 34, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5
  unreachable

26:                                               ; preds = %24
  %27 = load i32, i32* @ready, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load %struct.message*, %struct.message** %2, align 8
  %31 = getelementptr inbounds %struct.message, %struct.message* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = icmp eq i32 %32, 7
  br i1 %33, label %34, label %40

34:                                               ; preds = %29
  %35 = load %struct.message*, %struct.message** %2, align 8
  %36 = getelementptr inbounds %struct.message, %struct.message* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = icmp eq i32 %37, 42
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  br label %41

40:                                               ; preds = %34, %29, %26
  call void @__assert_fail(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef 35, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5
  unreachable

41:                                               ; preds = %39
  %42 = load %struct.message*, %struct.message** %2, align 8
  %43 = getelementptr inbounds %struct.message, %struct.message* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = load %struct.message*, %struct.message** %2, align 8
  %46 = getelementptr inbounds %struct.message, %struct.message* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %44, i32 noundef %47)
  %49 = load %struct.message*, %struct.message** %2, align 8
  %50 = bitcast %struct.message* %49 to i8*
  call void @free(i8* noundef %50) #4
  store i32 0, i32* %1, align 4
  br label %51

51:                                               ; preds = %41, %9
  %52 = load i32, i32* %1, align 4
  ret i32 %52
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
