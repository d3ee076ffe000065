; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"count=%d sum=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @push(%struct.node* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = call noalias i8* @malloc(i64 noundef 16) #4
  %7 = bitcast i8* %6 to %struct.node*
  store %struct.node* %7, %struct.node** %5, align 8
  %8 = load %struct.node*, %struct.node** %5, align 8
  %9 = icmp eq %struct.node* %8, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  call void @exit(i32 noundef 1) #5
  unreachable

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  %13 = load %struct.node*, %struct.node** %5, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0
  store i32 %12, i32* %14, align 8
  %15 = load %struct.node*, %struct.node** %3, align 8
  %16 = load %struct.node*, %struct.node** %5, align 8
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 1
  store %struct.node* %15, %struct.node** %17, align 8
  %18 = load %struct.node*, %struct.node** %5, align 8
  ret %struct.node* %18
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @reverse(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  store %struct.node* null, %struct.node** %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.node*, %struct.node** %2, align 8
  %7 = icmp ne %struct.node* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.node*, %struct.node** %2, align 8
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 8
  store %struct.node* %11, %struct.node** %4, align 8
  %12 = load %struct.node*, %struct.node** %3, align 8
  %13 = load %struct.node*, %struct.node** %2, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  store %struct.node* %12, %struct.node** %14, align 8
  %15 = load %struct.node*, %struct.node** %2, align 8
  store %struct.node* %15, %struct.node** %3, align 8
  %16 = load %struct.node*, %struct.node** %4, align 8
  store %struct.node* %16, %struct.node** %2, align 8
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  %18 = load %struct.node*, %struct.node** %3, align 8
  ret %struct.node* %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @remove_value(%struct.node* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node**, align 8
  %6 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  store i32 %1, i32* %4, align 4
  store %struct.node** %3, %struct.node*** %5, align 8
  br label %7

7:                                                ; preds = %31, %2
  %8 = load %struct.node**, %struct.node*** %5, align 8
  %9 = load %struct.node*, %struct.node** %8, align 8
  %10 = icmp ne %struct.node* %9, null
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load %struct.node**, %struct.node*** %5, align 8
  %13 = load %struct.node*, %struct.node** %12, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 8
  %16 = load i32, i32* %4, align 4
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %11
  %19 = load %struct.node**, %struct.node*** %5, align 8
  %20 = load %struct.node*, %struct.node** %19, align 8
  store %struct.node* %20, %struct.node** %6, align 8
  %21 = load %struct.node*, %struct.node** %6, align 8
  %22 = getelementptr inbounds %struct.node, %struct.node* %21, i32 0, i32 1
  %23 = load %struct.node*, %struct.node** %22, align 8
  %24 = load %struct.node**, %struct.node*** %5, align 8
  store %struct.node* %23, %struct.node** %24, align 8
  %25 = load %struct.node*, %struct.node** %6, align 8
  %26 = bitcast %struct.node* %25 to i8*
  call void @free(i8* noundef %26) #4
  br label %31

27:                                               ; preds = %11
  %28 = load %struct.node**, %struct.node*** %5, align 8
  %29 = load %struct.node*, %struct.node** %28, align 8
  %30 = getelementptr inbounds %struct.node, %struct.node* %29, i32 0, i32 1
  store %struct.node** %30, %struct.node*** %5, align 8
  br label %31

31:                                               ; preds = %27, %18
  br label %7, !llvm.loop !8

32:                                               ; preds = %7
  %33 = load %struct.node*, %struct.node** %3, align 8
  ret %struct.node* %33
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @print_list(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0))
  br label %4

4:                                                ; preds = %18, %1
  %5 = load %struct.node*, %struct.node** %2, align 8
  %6 = icmp ne %struct.node* %5, null
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load %struct.node*, %struct.node** %2, align 8
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 8
  %11 = load %struct.node*, %struct.node** %2, align 8
  %12 = getelementptr inbounds %struct.node, %struct.node* %11, i32 0, i32 1
  %13 = load %struct.node*, %struct.node** %12, align 8
  %14 = icmp ne %struct.node* %13, null
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.3, i64 0, i64 0)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10, i8* noundef %16)
  br label %18

18:                                               ; preds = %7
  %19 = load %struct.node*, %struct.node** %2, align 8
  %20 = getelementptr inbounds %struct.node, %struct.node* %19, i32 0, i32 1
  %21 = load %struct.node*, %struct.node** %20, align 8
  store %struct.node* %21, %struct.node** %2, align 8
  br label %4, !llvm.loop !9

22:                                               ; preds = %4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0))
  ret void
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.node*, align 8
  %7 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  store %struct.node* null, %struct.node** %2, align 8
  store i32 1, i32* %3, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, i32* %3, align 4
  %10 = icmp sle i32 %9, 10
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load %struct.node*, %struct.node** %2, align 8
  %13 = load i32, i32* %3, align 4
  %14 = load i32, i32* %3, align 4
  %15 = mul nsw i32 %13, %14
  %16 = srem i32 %15, 7
  %17 = call %struct.node* @push(%struct.node* noundef %12, i32 noundef %16)
  store %struct.node* %17, %struct.node** %2, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %3, align 4
  br label %8, !llvm.loop !10

21:                                               ; preds = %8
  %22 = load %struct.node*, %struct.node** %2, align 8
  call void @print_list(%struct.node* noundef %22)
  %23 = load %struct.node*, %struct.node** %2, align 8
  %24 = call %struct.node* @reverse(%struct.node* noundef %23)
  store %struct.node* %24, %struct.node** %2, align 8
  %25 = load %struct.node*, %struct.node** %2, align 8
  call void @print_list(%struct.node* noundef %25)
  %26 = load %struct.node*, %struct.node** %2, align 8
  %27 = call %struct.node* @remove_value(%struct.node* noundef %26, i32 noundef 2)
  store %struct.node* %27, %struct.node** %2, align 8
  %28 = load %struct.node*, %struct.node** %2, align 8
  call void @print_list(%struct.node* noundef %28)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %29 = load %struct.node*, %struct.node** %2, align 8
  store %struct.node* %29, %struct.node** %6, align 8
  br label %30

30:                                               ; preds = %41, %21
  %31 = load %struct.node*, %struct.node** %6, align 8
  %32 = icmp ne %struct.node* %31, null
  br i1 %32, label %33, label %45

33:                                               ; preds = %30
  %34 = load %struct.node*, %struct.node** %6, align 8
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 8
  %37 = load i32, i32* %4, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, i32* %4, align 4
  %39 = load i32, i32* %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %5, align 4
  br label %41

41:                                               ; preds = %33
  %42 = load %struct.node*, %struct.node** %6, align 8
  %43 = getelementptr inbounds %struct.node, %struct.node* %42, i32 0, i32 1
  %44 = load %struct.node*, %struct.node** %43, align 8
  store %struct.node* %44, %struct.node** %6, align 8
  br label %30, !llvm.loop !11

45:                                               ; preds = %30
  %46 = load i32, i32* %5, align 4
  %47 = load i32, i32* %4, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %46, i32 noundef %47)
  br label %49

49:                                               ; preds = %52, %45
  %50 = load %struct.node*, %struct.node** %2, align 8
  %51 = icmp ne %struct.node* %50, null
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load %struct.node*, %struct.node** %2, align 8
  %54 = getelementptr inbounds %struct.node, %struct.node* %53, i32 0, i32 1
  %55 = load %struct.node*, %struct.node** %54, align 8
  store %struct.node* %55, %struct.node** %7, align 8
  %56 = load %struct.node*, %struct.node** %2, align 8
  %57 = bitcast %struct.node* %56 to i8*
  call void @free(i8* noundef %57) #4
  %58 = load %struct.node*, %struct.node** %7, align 8
  store %struct.node* %58, %struct.node** %2, align 8
  br label %49, !llvm.loop !12

59:                                               ; preds = %49
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
