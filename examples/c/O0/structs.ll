; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }
%struct.rect = type { %struct.point, %struct.point, [8 x i8] }

@__const.main.p = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.q = private unnamed_addr constant %struct.point { i32 -1, i32 10 }, align 4
@.str = private unnamed_addr constant [14 x i8] c"s = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"gammadelta\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"%-8s lo=(%d,%d) hi=(%d,%d) area=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"copy unchanged: %s area=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"biggest: %s (index %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"sizeof(struct rect) = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = bitcast %struct.point* %4 to i64*
  store i64 %0, i64* %6, align 4
  %7 = bitcast %struct.point* %5 to i64*
  store i64 %1, i64* %7, align 4
  %8 = getelementptr inbounds %struct.point, %struct.point* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %10, %12
  store i32 %13, i32* %8, align 4
  %14 = getelementptr inbounds %struct.point, %struct.point* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 1
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %16, %18
  store i32 %19, i32* %14, align 4
  %20 = bitcast %struct.point* %3 to i64*
  %21 = load i64, i64* %20, align 4
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(%struct.rect* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.rect*, align 8
  %4 = alloca i32, align 4
  store %struct.rect* %0, %struct.rect** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.rect*, %struct.rect** %3, align 8
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = sub nsw i32 %9, %5
  store i32 %10, i32* %8, align 4
  %11 = load i32, i32* %4, align 4
  %12 = load %struct.rect*, %struct.rect** %3, align 8
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %12, i32 0, i32 0
  %14 = getelementptr inbounds %struct.point, %struct.point* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = sub nsw i32 %15, %11
  store i32 %16, i32* %14, align 4
  %17 = load i32, i32* %4, align 4
  %18 = load %struct.rect*, %struct.rect** %3, align 8
  %19 = getelementptr inbounds %struct.rect, %struct.rect* %18, i32 0, i32 1
  %20 = getelementptr inbounds %struct.point, %struct.point* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %21, %17
  store i32 %22, i32* %20, align 4
  %23 = load i32, i32* %4, align 4
  %24 = load %struct.rect*, %struct.rect** %3, align 8
  %25 = getelementptr inbounds %struct.rect, %struct.rect* %24, i32 0, i32 1
  %26 = getelementptr inbounds %struct.point, %struct.point* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = add nsw i32 %27, %23
  store i32 %28, i32* %26, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @area(%struct.rect* noundef %0) #0 {
  %2 = alloca %struct.rect*, align 8
  store %struct.rect* %0, %struct.rect** %2, align 8
  %3 = load %struct.rect*, %struct.rect** %2, align 8
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  %7 = load %struct.rect*, %struct.rect** %2, align 8
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 0
  %9 = getelementptr inbounds %struct.point, %struct.point* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %6, %10
  %12 = sext i32 %11 to i64
  %13 = load %struct.rect*, %struct.rect** %2, align 8
  %14 = getelementptr inbounds %struct.rect, %struct.rect* %13, i32 0, i32 1
  %15 = getelementptr inbounds %struct.point, %struct.point* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = load %struct.rect*, %struct.rect** %2, align 8
  %18 = getelementptr inbounds %struct.rect, %struct.rect* %17, i32 0, i32 0
  %19 = getelementptr inbounds %struct.point, %struct.point* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = sub nsw i32 %16, %20
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %12, %22
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make(%struct.rect* noalias sret(%struct.rect) align 4 %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %1, i8** %7, align 8
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  store i32 %4, i32* %10, align 4
  store i32 %5, i32* %11, align 4
  %13 = load i32, i32* %8, align 4
  %14 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.point, %struct.point* %14, i32 0, i32 0
  store i32 %13, i32* %15, align 4
  %16 = load i32, i32* %9, align 4
  %17 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %18 = getelementptr inbounds %struct.point, %struct.point* %17, i32 0, i32 1
  store i32 %16, i32* %18, align 4
  %19 = load i32, i32* %10, align 4
  %20 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %21 = getelementptr inbounds %struct.point, %struct.point* %20, i32 0, i32 0
  store i32 %19, i32* %21, align 4
  %22 = load i32, i32* %11, align 4
  %23 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %24 = getelementptr inbounds %struct.point, %struct.point* %23, i32 0, i32 1
  store i32 %22, i32* %24, align 4
  store i32 0, i32* %12, align 4
  br label %25

25:                                               ; preds = %48, %6
  %26 = load i8*, i8** %7, align 8
  %27 = load i32, i32* %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, i8* %26, i64 %28
  %30 = load i8, i8* %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %25
  %34 = load i32, i32* %12, align 4
  %35 = icmp slt i32 %34, 7
  br label %36

36:                                               ; preds = %33, %25
  %37 = phi i1 [ false, %25 ], [ %35, %33 ]
  br i1 %37, label %38, label %51

38:                                               ; preds = %36
  %39 = load i8*, i8** %7, align 8
  %40 = load i32, i32* %12, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, i8* %39, i64 %41
  %43 = load i8, i8* %42, align 1
  %44 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 2
  %45 = load i32, i32* %12, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i8], [8 x i8]* %44, i64 0, i64 %46
  store i8 %43, i8* %47, align 1
  br label %48

48:                                               ; preds = %38
  %49 = load i32, i32* %12, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %12, align 4
  br label %25, !llvm.loop !6

51:                                               ; preds = %36
  %52 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 2
  %53 = load i32, i32* %12, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [8 x i8], [8 x i8]* %52, i64 0, i64 %54
  store i8 0, i8* %55, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca [3 x %struct.rect], align 16
  %6 = alloca %struct.rect, align 4
  %7 = alloca %struct.rect, align 4
  %8 = alloca %struct.rect, align 4
  %9 = alloca %struct.rect, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.rect*, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = bitcast %struct.point* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %13, i8* align 4 bitcast (%struct.point* @__const.main.p to i8*), i64 8, i1 false)
  %14 = bitcast %struct.point* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %14, i8* align 4 bitcast (%struct.point* @__const.main.q to i8*), i64 8, i1 false)
  %15 = bitcast %struct.point* %2 to i64*
  %16 = load i64, i64* %15, align 4
  %17 = bitcast %struct.point* %3 to i64*
  %18 = load i64, i64* %17, align 4
  %19 = call i64 @add(i64 %16, i64 %18)
  %20 = bitcast %struct.point* %4 to i64*
  store i64 %19, i64* %20, align 4
  %21 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i32 noundef %24)
  %26 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 0
  call void @make(%struct.rect* sret(%struct.rect) align 4 %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 2, i32 noundef 3)
  %27 = bitcast %struct.rect* %26 to i8*
  %28 = bitcast %struct.rect* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %27, i8* align 4 %28, i64 24, i1 false)
  %29 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 1
  call void @make(%struct.rect* sret(%struct.rect) align 4 %7, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef -5, i32 noundef -5, i32 noundef 5, i32 noundef 5)
  %30 = bitcast %struct.rect* %29 to i8*
  %31 = bitcast %struct.rect* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 4 %31, i64 24, i1 false)
  %32 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 2
  call void @make(%struct.rect* sret(%struct.rect) align 4 %8, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 4, i32 noundef 9)
  %33 = bitcast %struct.rect* %32 to i8*
  %34 = bitcast %struct.rect* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %33, i8* align 4 %34, i64 24, i1 false)
  %35 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 0
  %36 = bitcast %struct.rect* %9 to i8*
  %37 = bitcast %struct.rect* %35 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %36, i8* align 16 %37, i64 24, i1 false)
  %38 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 0
  call void @grow(%struct.rect* noundef %38, i32 noundef 1)
  store i32 0, i32* %10, align 4
  br label %39

39:                                               ; preds = %77, %0
  %40 = load i32, i32* %10, align 4
  %41 = icmp slt i32 %40, 3
  br i1 %41, label %42, label %80

42:                                               ; preds = %39
  %43 = load i32, i32* %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.rect, %struct.rect* %45, i32 0, i32 2
  %47 = getelementptr inbounds [8 x i8], [8 x i8]* %46, i64 0, i64 0
  %48 = load i32, i32* %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.rect, %struct.rect* %50, i32 0, i32 0
  %52 = getelementptr inbounds %struct.point, %struct.point* %51, i32 0, i32 0
  %53 = load i32, i32* %52, align 8
  %54 = load i32, i32* %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.rect, %struct.rect* %56, i32 0, i32 0
  %58 = getelementptr inbounds %struct.point, %struct.point* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = load i32, i32* %10, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %61
  %63 = getelementptr inbounds %struct.rect, %struct.rect* %62, i32 0, i32 1
  %64 = getelementptr inbounds %struct.point, %struct.point* %63, i32 0, i32 0
  %65 = load i32, i32* %64, align 8
  %66 = load i32, i32* %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %67
  %69 = getelementptr inbounds %struct.rect, %struct.rect* %68, i32 0, i32 1
  %70 = getelementptr inbounds %struct.point, %struct.point* %69, i32 0, i32 1
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %73
  %75 = call i64 @area(%struct.rect* noundef %74)
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), i8* noundef %47, i32 noundef %53, i32 noundef %59, i32 noundef %65, i32 noundef %71, i64 noundef %75)
  br label %77

77:                                               ; preds = %42
  %78 = load i32, i32* %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %10, align 4
  br label %39, !llvm.loop !8

80:                                               ; preds = %39
  %81 = getelementptr inbounds %struct.rect, %struct.rect* %9, i32 0, i32 2
  %82 = getelementptr inbounds [8 x i8], [8 x i8]* %81, i64 0, i64 0
  %83 = call i64 @area(%struct.rect* noundef %9)
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i8* noundef %82, i64 noundef %83)
  %85 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 0
  store %struct.rect* %85, %struct.rect** %11, align 8
  store i32 1, i32* %12, align 4
  br label %86

86:                                               ; preds = %102, %80
  %87 = load i32, i32* %12, align 4
  %88 = icmp slt i32 %87, 3
  br i1 %88, label %89, label %105

89:                                               ; preds = %86
  %90 = load i32, i32* %12, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %91
  %93 = call i64 @area(%struct.rect* noundef %92)
  %94 = load %struct.rect*, %struct.rect** %11, align 8
  %95 = call i64 @area(%struct.rect* noundef %94)
  %96 = icmp sgt i64 %93, %95
  br i1 %96, label %97, label %101

97:                                               ; preds = %89
  %98 = load i32, i32* %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 %99
  store %struct.rect* %100, %struct.rect** %11, align 8
  br label %101

101:                                              ; preds = %97, %89
  br label %102

102:                                              ; preds = %101
  %103 = load i32, i32* %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %12, align 4
  br label %86, !llvm.loop !9

105:                                              ; preds = %86
  %106 = load %struct.rect*, %struct.rect** %11, align 8
  %107 = getelementptr inbounds %struct.rect, %struct.rect* %106, i32 0, i32 2
  %108 = getelementptr inbounds [8 x i8], [8 x i8]* %107, i64 0, i64 0
  %109 = load %struct.rect*, %struct.rect** %11, align 8
  %110 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %5, i64 0, i64 0
  %111 = ptrtoint %struct.rect* %109 to i64
  %112 = ptrtoint %struct.rect* %110 to i64
  %113 = sub i64 %111, %112
  %114 = sdiv exact i64 %113, 24
  %115 = trunc i64 %114 to i32
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i8* noundef %108, i32 noundef %115)
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.7, i64 0, i64 0), i32 noundef 24)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
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
