; ModuleID = 'rpn.c'
source_filename = "rpn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.machine = type { [16 x i64], i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"3 4 + 2 *\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"10 3 - 7 s /\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"5 d * d *\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"1 0 /\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"2 x 3\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"12 34\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"%-14s => %ld (errors %d)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @push(%struct.machine* noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.machine*, align 8
  %4 = alloca i64, align 8
  store %struct.machine* %0, %struct.machine** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load %struct.machine*, %struct.machine** %3, align 8
  %6 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 1
  %7 = load i32, i32* %6, align 8
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = load i64, i64* %4, align 8
  %11 = load %struct.machine*, %struct.machine** %3, align 8
  %12 = getelementptr inbounds %struct.machine, %struct.machine* %11, i32 0, i32 0
  %13 = load %struct.machine*, %struct.machine** %3, align 8
  %14 = getelementptr inbounds %struct.machine, %struct.machine* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 8
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %14, align 8
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [16 x i64], [16 x i64]* %12, i64 0, i64 %17
  store i64 %10, i64* %18, align 8
  br label %24

19:                                               ; preds = %2
  %20 = load %struct.machine*, %struct.machine** %3, align 8
  %21 = getelementptr inbounds %struct.machine, %struct.machine* %20, i32 0, i32 2
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %21, align 4
  br label %24

24:                                               ; preds = %19, %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pop(%struct.machine* noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca %struct.machine*, align 8
  store %struct.machine* %0, %struct.machine** %3, align 8
  %4 = load %struct.machine*, %struct.machine** %3, align 8
  %5 = getelementptr inbounds %struct.machine, %struct.machine* %4, i32 0, i32 1
  %6 = load i32, i32* %5, align 8
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %1
  %9 = load %struct.machine*, %struct.machine** %3, align 8
  %10 = getelementptr inbounds %struct.machine, %struct.machine* %9, i32 0, i32 0
  %11 = load %struct.machine*, %struct.machine** %3, align 8
  %12 = getelementptr inbounds %struct.machine, %struct.machine* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 8
  %14 = add nsw i32 %13, -1
  store i32 %14, i32* %12, align 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [16 x i64], [16 x i64]* %10, i64 0, i64 %15
  %17 = load i64, i64* %16, align 8
  store i64 %17, i64* %2, align 8
  br label %23

18:                                               ; preds = %1
  %19 = load %struct.machine*, %struct.machine** %3, align 8
  %20 = getelementptr inbounds %struct.machine, %struct.machine* %19, i32 0, i32 2
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %20, align 4
  store i64 0, i64* %2, align 8
  br label %23

23:                                               ; preds = %18, %8
  %24 = load i64, i64* %2, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @eval(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca %struct.machine, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i32* %1, i32** %4, align 8
  %10 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 1
  store i32 0, i32* %10, align 8
  %11 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 2
  store i32 0, i32* %11, align 4
  %12 = load i8*, i8** %3, align 8
  store i8* %12, i8** %6, align 8
  br label %13

13:                                               ; preds = %105, %2
  %14 = load i8*, i8** %6, align 8
  %15 = load i8, i8* %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %108

17:                                               ; preds = %13
  %18 = load i8*, i8** %6, align 8
  %19 = load i8, i8* %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp sge i32 %20, 48
  br i1 %21, label %22, label %54

22:                                               ; preds = %17
  %23 = load i8*, i8** %6, align 8
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp sle i32 %25, 57
  br i1 %26, label %27, label %54

27:                                               ; preds = %22
  store i64 0, i64* %7, align 8
  br label %28

28:                                               ; preds = %40, %27
  %29 = load i8*, i8** %6, align 8
  %30 = load i8, i8* %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp sge i32 %31, 48
  br i1 %32, label %33, label %38

33:                                               ; preds = %28
  %34 = load i8*, i8** %6, align 8
  %35 = load i8, i8* %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp sle i32 %36, 57
  br label %38

38:                                               ; preds = %33, %28
  %39 = phi i1 [ false, %28 ], [ %37, %33 ]
  br i1 %39, label %40, label %50

40:                                               ; preds = %38
  %41 = load i64, i64* %7, align 8
  %42 = mul nsw i64 %41, 10
  %43 = load i8*, i8** %6, align 8
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** %6, align 8
  %45 = load i8, i8* %43, align 1
  %46 = sext i8 %45 to i32
  %47 = sub nsw i32 %46, 48
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %42, %48
  store i64 %49, i64* %7, align 8
  br label %28, !llvm.loop !6

50:                                               ; preds = %38
  %51 = load i8*, i8** %6, align 8
  %52 = getelementptr inbounds i8, i8* %51, i32 -1
  store i8* %52, i8** %6, align 8
  %53 = load i64, i64* %7, align 8
  call void @push(%struct.machine* noundef %5, i64 noundef %53)
  br label %105

54:                                               ; preds = %22, %17
  %55 = load i8*, i8** %6, align 8
  %56 = load i8, i8* %55, align 1
  %57 = sext i8 %56 to i32
  switch i32 %57, label %100 [
    i32 32, label %58
    i32 43, label %59
    i32 45, label %65
    i32 42, label %71
    i32 47, label %77
    i32 100, label %91
    i32 115, label %95
  ]

58:                                               ; preds = %54
  br label %104

59:                                               ; preds = %54
  %60 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %60, i64* %8, align 8
  %61 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %61, i64* %9, align 8
  %62 = load i64, i64* %9, align 8
  %63 = load i64, i64* %8, align 8
  %64 = add nsw i64 %62, %63
  call void @push(%struct.machine* noundef %5, i64 noundef %64)
  br label %104

65:                                               ; preds = %54
  %66 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %66, i64* %8, align 8
  %67 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %67, i64* %9, align 8
  %68 = load i64, i64* %9, align 8
  %69 = load i64, i64* %8, align 8
  %70 = sub nsw i64 %68, %69
  call void @push(%struct.machine* noundef %5, i64 noundef %70)
  br label %104

71:                                               ; preds = %54
  %72 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %72, i64* %8, align 8
  %73 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %73, i64* %9, align 8
  %74 = load i64, i64* %9, align 8
  %75 = load i64, i64* %8, align 8
  %76 = mul nsw i64 %74, %75
  call void @push(%struct.machine* noundef %5, i64 noundef %76)
  br label %104

77:                                               ; preds = %54
  %78 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %78, i64* %8, align 8
  %79 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %79, i64* %9, align 8
  %80 = load i64, i64* %8, align 8
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %77
  %83 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 2
  %84 = load i32, i32* %83, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %83, align 4
  call void @push(%struct.machine* noundef %5, i64 noundef 0)
  br label %90

86:                                               ; preds = %77
  %87 = load i64, i64* %9, align 8
  %88 = load i64, i64* %8, align 8
  %89 = sdiv i64 %87, %88
  call void @push(%struct.machine* noundef %5, i64 noundef %89)
  br label %90

90:                                               ; preds = %86, %82
  br label %104

91:                                               ; preds = %54
  %92 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %92, i64* %9, align 8
  %93 = load i64, i64* %9, align 8
  call void @push(%struct.machine* noundef %5, i64 noundef %93)
  %94 = load i64, i64* %9, align 8
  call void @push(%struct.machine* noundef %5, i64 noundef %94)
  br label %104

95:                                               ; preds = %54
  %96 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %96, i64* %8, align 8
  %97 = call i64 @pop(%struct.machine* noundef %5)
  store i64 %97, i64* %9, align 8
  %98 = load i64, i64* %8, align 8
  call void @push(%struct.machine* noundef %5, i64 noundef %98)
  %99 = load i64, i64* %9, align 8
  call void @push(%struct.machine* noundef %5, i64 noundef %99)
  br label %104

100:                                              ; preds = %54
  %101 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 2
  %102 = load i32, i32* %101, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %101, align 4
  br label %104

104:                                              ; preds = %100, %95, %91, %90, %71, %65, %59, %58
  br label %105

105:                                              ; preds = %104, %50
  %106 = load i8*, i8** %6, align 8
  %107 = getelementptr inbounds i8, i8* %106, i32 1
  store i8* %107, i8** %6, align 8
  br label %13, !llvm.loop !8

108:                                              ; preds = %13
  %109 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 2
  %110 = load i32, i32* %109, align 4
  %111 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 1
  %112 = load i32, i32* %111, align 8
  %113 = icmp ne i32 %112, 1
  %114 = zext i1 %113 to i32
  %115 = add nsw i32 %110, %114
  %116 = load i32*, i32** %4, align 8
  store i32 %115, i32* %116, align 4
  %117 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 1
  %118 = load i32, i32* %117, align 8
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %128

120:                                              ; preds = %108
  %121 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 0
  %122 = getelementptr inbounds %struct.machine, %struct.machine* %5, i32 0, i32 1
  %123 = load i32, i32* %122, align 8
  %124 = sub nsw i32 %123, 1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [16 x i64], [16 x i64]* %121, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8
  br label %129

128:                                              ; preds = %108
  br label %129

129:                                              ; preds = %128, %120
  %130 = phi i64 [ %127, %120 ], [ 0, %128 ]
  ret i64 %130
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %6 = bitcast [6 x i8*]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %6, i8 0, i64 48, i1 false)
  %7 = bitcast i8* %6 to [6 x i8*]*
  %8 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 0
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8** %8, align 16
  %9 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 1
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8** %9, align 8
  %10 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 2
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8** %10, align 16
  %11 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 3
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8** %11, align 8
  %12 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 4
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %12, align 16
  %13 = getelementptr inbounds [6 x i8*], [6 x i8*]* %7, i32 0, i32 5
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8** %13, align 8
  store i32 0, i32* %3, align 4
  br label %14

14:                                               ; preds = %30, %0
  %15 = load i32, i32* %3, align 4
  %16 = icmp slt i32 %15, 6
  br i1 %16, label %17, label %33

17:                                               ; preds = %14
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [6 x i8*], [6 x i8*]* %2, i64 0, i64 %19
  %21 = load i8*, i8** %20, align 8
  %22 = call i64 @eval(i8* noundef %21, i32* noundef %4)
  store i64 %22, i64* %5, align 8
  %23 = load i32, i32* %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x i8*], [6 x i8*]* %2, i64 0, i64 %24
  %26 = load i8*, i8** %25, align 8
  %27 = load i64, i64* %5, align 8
  %28 = load i32, i32* %4, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i8* noundef %26, i64 noundef %27, i32 noundef %28)
  br label %30

30:                                               ; preds = %17
  %31 = load i32, i32* %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %3, align 4
  br label %14, !llvm.loop !9

33:                                               ; preds = %14
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
