; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [12 x i8] c"total %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"ilds\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"largest %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [49 x i8] c"%s has %d items costing %.2f (%c%c) %5s|%-3d|%lx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"cart\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"%*d|%.*s|%%\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"truncated\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"both %d %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"%u-%lu-%p\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"into %d %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f span %ld %ld\0A\00", align 1
@__const.main.text = private unnamed_addr constant [22 x i8] c"  alpha, beta,,gamma \00", align 16
@.str.14 = private unnamed_addr constant [3 x i8] c" ,\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"token %d '%s'\0A\00", align 1
@__const.main.pairs = private unnamed_addr constant [15 x i8] c"a=1;b=22;c=333\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"pair %s -> %s\0A\00", align 1
@line = internal global [128 x i8] zeroinitializer, align 16
@.str.19 = private unnamed_addr constant [9 x i8] c"[%d] %s\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [22 x i8], align 16
  %3 = alloca [15 x i8], align 1
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = call double (i8*, ...) @total(i8* undef, i32 noundef 3, i64 noundef 4000000000, double noundef 2.500000e-01, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %6)
  %8 = call i32 (i32, ...) @largest(i32 noundef 5, i32 noundef 3, i32 noundef 9, i32 noundef 2, i32 noundef 9, i32 noundef 1)
  %9 = call i32 (i32, ...) @largest(i32 noundef 1, i32 noundef -7)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %8, i32 noundef %9)
  call void (i8*, ...) @say(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef 3, double noundef 9.500000e+00, i32 noundef 111, i32 noundef 107, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0), i32 noundef 7, i64 noundef 255)
  call void (i8*, ...) @say(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef 6, i32 noundef 42, i32 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0))
  call void (i8*, ...) @both(i8* undef, i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0))
  %11 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %11) #8
  %12 = call i32 (i8*, i8*, ...) @into(i8* noundef nonnull %11, i8* undef, i32 noundef 7, i64 noundef 8, i8* noundef null)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %12, i8* noundef nonnull %11)
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.13, i64 0, i64 0), double noundef 1.750000e+00, double noundef -2.000000e+00, i64 noundef 7, i64 noundef 23)
  %15 = getelementptr inbounds [22 x i8], [22 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 22, i8* nonnull %15) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(22) %15, i8* noundef nonnull align 16 dereferenceable(22) getelementptr inbounds ([22 x i8], [22 x i8]* @__const.main.text, i64 0, i64 0), i64 22, i1 false)
  %16 = call i8* @strtok(i8* noundef nonnull %15, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0)) #8
  %17 = icmp eq i8* %16, null
  br i1 %17, label %18, label %25

18:                                               ; preds = %25, %0
  %19 = phi i32 [ 0, %0 ], [ %28, %25 ]
  %20 = getelementptr inbounds [15 x i8], [15 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 15, i8* nonnull %20) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(15) %20, i8* noundef nonnull align 1 dereferenceable(15) getelementptr inbounds ([15 x i8], [15 x i8]* @__const.main.pairs, i64 0, i64 0), i64 15, i1 false)
  %21 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #8
  %22 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #8
  %23 = call i8* @strtok_r(i8* noundef nonnull %20, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0), i8** noundef nonnull %4) #8
  %24 = icmp eq i8* %23, null
  br i1 %24, label %32, label %33

25:                                               ; preds = %0, %25
  %26 = phi i32 [ %28, %25 ], [ 0, %0 ]
  %27 = phi i8* [ %30, %25 ], [ %16, %0 ]
  %28 = add nuw nsw i32 %26, 1
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef %28, i8* noundef nonnull %27)
  %30 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0)) #8
  %31 = icmp eq i8* %30, null
  br i1 %31, label %18, label %25, !llvm.loop !5

32:                                               ; preds = %33, %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #8
  call void @llvm.lifetime.end.p0i8(i64 15, i8* nonnull %20) #8
  call void @llvm.lifetime.end.p0i8(i64 22, i8* nonnull %15) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %11) #8
  ret i32 %19

33:                                               ; preds = %18, %33
  %34 = phi i8* [ %38, %33 ], [ %23, %18 ]
  %35 = call i8* @strtok_r(i8* noundef nonnull %34, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8** noundef nonnull %5) #8
  %36 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8** noundef nonnull %5) #8
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %35, i8* noundef %36)
  %38 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0), i8** noundef nonnull %4) #8
  %39 = icmp eq i8* %38, null
  br i1 %39, label %32, label %33, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal double @total(i8* nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %15 = load i8*, i8** %14, align 16
  br label %17

16:                                               ; preds = %86
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret double %87

17:                                               ; preds = %1, %86
  %18 = phi i8 [ 105, %1 ], [ %89, %86 ]
  %19 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %88, %86 ]
  %20 = phi double [ 0.000000e+00, %1 ], [ %87, %86 ]
  %21 = sext i8 %18 to i32
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %38
    i32 100, label %54
    i32 115, label %69
  ]

22:                                               ; preds = %17
  %23 = load i32, i32* %12, align 16
  %24 = icmp ult i32 %23, 41
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = sext i32 %23 to i64
  %27 = getelementptr i8, i8* %15, i64 %26
  %28 = add i32 %23, 8
  store i32 %28, i32* %12, align 16
  br label %32

29:                                               ; preds = %22
  %30 = load i8*, i8** %13, align 8
  %31 = getelementptr i8, i8* %30, i64 8
  store i8* %31, i8** %13, align 8
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i8* [ %27, %25 ], [ %30, %29 ]
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = sitofp i32 %35 to double
  %37 = fadd double %20, %36
  br label %86

38:                                               ; preds = %17
  %39 = load i32, i32* %10, align 16
  %40 = icmp ult i32 %39, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %38
  %42 = sext i32 %39 to i64
  %43 = getelementptr i8, i8* %7, i64 %42
  %44 = add i32 %39, 8
  store i32 %44, i32* %10, align 16
  br label %48

45:                                               ; preds = %38
  %46 = load i8*, i8** %11, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %11, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %50 = bitcast i8* %49 to i64*
  %51 = load i64, i64* %50, align 8
  %52 = sitofp i64 %51 to double
  %53 = fadd double %20, %52
  br label %86

54:                                               ; preds = %17
  %55 = load i32, i32* %8, align 4
  %56 = icmp ult i32 %55, 161
  br i1 %56, label %57, label %61

57:                                               ; preds = %54
  %58 = sext i32 %55 to i64
  %59 = getelementptr i8, i8* %7, i64 %58
  %60 = add i32 %55, 16
  store i32 %60, i32* %8, align 4
  br label %64

61:                                               ; preds = %54
  %62 = load i8*, i8** %9, align 8
  %63 = getelementptr i8, i8* %62, i64 8
  store i8* %63, i8** %9, align 8
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi i8* [ %59, %57 ], [ %62, %61 ]
  %66 = bitcast i8* %65 to double*
  %67 = load double, double* %66, align 8
  %68 = fadd double %20, %67
  br label %86

69:                                               ; preds = %17
  %70 = load i32, i32* %4, align 16
  %71 = icmp ult i32 %70, 41
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = sext i32 %70 to i64
  %74 = getelementptr i8, i8* %7, i64 %73
  %75 = add i32 %70, 8
  store i32 %75, i32* %4, align 16
  br label %79

76:                                               ; preds = %69
  %77 = load i8*, i8** %5, align 8
  %78 = getelementptr i8, i8* %77, i64 8
  store i8* %78, i8** %5, align 8
  br label %79

79:                                               ; preds = %76, %72
  %80 = phi i8* [ %74, %72 ], [ %77, %76 ]
  %81 = bitcast i8* %80 to i8**
  %82 = load i8*, i8** %81, align 8
  %83 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %82) #9
  %84 = uitofp i64 %83 to double
  %85 = fadd double %20, %84
  br label %86

86:                                               ; preds = %32, %48, %64, %79, %17
  %87 = phi double [ %20, %17 ], [ %85, %79 ], [ %68, %64 ], [ %53, %48 ], [ %37, %32 ]
  %88 = getelementptr inbounds i8, i8* %19, i64 1
  %89 = load i8, i8* %88, align 1, !tbaa !9
  %90 = icmp eq i8* %88, getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 4)
  br i1 %90, label %16, label %17, !llvm.loop !12
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @largest(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = load i32, i32* %6, align 16
  %8 = icmp ult i32 %7, 41
  br i1 %8, label %9, label %15

9:                                                ; preds = %1
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %11 = load i8*, i8** %10, align 16
  %12 = sext i32 %7 to i64
  %13 = getelementptr i8, i8* %11, i64 %12
  %14 = add i32 %7, 8
  store i32 %14, i32* %6, align 16
  br label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %17 = load i8*, i8** %16, align 8
  %18 = getelementptr i8, i8* %17, i64 8
  store i8* %18, i8** %16, align 8
  br label %19

19:                                               ; preds = %15, %9
  %20 = phi i8* [ %13, %9 ], [ %17, %15 ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  %23 = icmp sgt i32 %0, 1
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %26 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %27 = load i8*, i8** %26, align 16
  br label %36

28:                                               ; preds = %48, %19
  %29 = phi i32 [ %22, %19 ], [ %53, %48 ]
  %30 = icmp sgt i32 %0, 0
  br i1 %30, label %31, label %56

31:                                               ; preds = %28
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %33 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %35 = load i8*, i8** %34, align 16
  br label %60

36:                                               ; preds = %24, %48
  %37 = phi i32 [ %22, %24 ], [ %53, %48 ]
  %38 = phi i32 [ 1, %24 ], [ %54, %48 ]
  %39 = load i32, i32* %6, align 16
  %40 = icmp ult i32 %39, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = sext i32 %39 to i64
  %43 = getelementptr i8, i8* %27, i64 %42
  %44 = add i32 %39, 8
  store i32 %44, i32* %6, align 16
  br label %48

45:                                               ; preds = %36
  %46 = load i8*, i8** %25, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %25, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4
  %52 = icmp sgt i32 %51, %37
  %53 = select i1 %52, i32 %51, i32 %37
  %54 = add nuw nsw i32 %38, 1
  %55 = icmp eq i32 %54, %0
  br i1 %55, label %28, label %36, !llvm.loop !13

56:                                               ; preds = %72, %28
  %57 = phi i32 [ 0, %28 ], [ %78, %72 ]
  call void @llvm.va_end(i8* %5)
  call void @llvm.va_end(i8* %4)
  %58 = mul nsw i32 %29, 10
  %59 = add nsw i32 %57, %58
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret i32 %59

60:                                               ; preds = %31, %72
  %61 = phi i32 [ 0, %31 ], [ %79, %72 ]
  %62 = phi i32 [ 0, %31 ], [ %78, %72 ]
  %63 = load i32, i32* %32, align 16
  %64 = icmp ult i32 %63, 41
  br i1 %64, label %65, label %69

65:                                               ; preds = %60
  %66 = sext i32 %63 to i64
  %67 = getelementptr i8, i8* %35, i64 %66
  %68 = add i32 %63, 8
  store i32 %68, i32* %32, align 16
  br label %72

69:                                               ; preds = %60
  %70 = load i8*, i8** %33, align 8
  %71 = getelementptr i8, i8* %70, i64 8
  store i8* %71, i8** %33, align 8
  br label %72

72:                                               ; preds = %69, %65
  %73 = phi i8* [ %67, %65 ], [ %70, %69 ]
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  %76 = icmp eq i32 %75, %29
  %77 = zext i1 %76 to i32
  %78 = add nuw nsw i32 %62, %77
  %79 = add nuw nsw i32 %61, 1
  %80 = icmp eq i32 %79, %0
  br i1 %80, label %56, label %60, !llvm.loop !14
}

; Function Attrs: nofree nounwind uwtable
define internal void @say(i8* nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %3)
  %5 = call i32 @vsnprintf(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @line, i64 0, i64 0), i64 noundef 128, i8* noundef %0, %struct.__va_list_tag* noundef nonnull %4) #8
  call void @llvm.va_end(i8* %3)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i32 noundef %5, i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @line, i64 0, i64 0))
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #8
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @both(i8* nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !15, !noalias !17
  %9 = call i32 @vfprintf(%struct._IO_FILE* noundef %8, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %6) #8
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !15
  %11 = call i32 @vfprintf(%struct._IO_FILE* noundef %10, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %7)
  call void @llvm.va_end(i8* %5)
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal i32 @into(i8* nocapture noundef %0, i8* nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %6 = call i32 @vsprintf(i8* noundef %0, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %5) #8
  call void @llvm.va_end(i8* %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #8
  ret i32 %6
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok(i8* noundef, i8* nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i8* @strtok_r(i8* noundef, i8* nocapture noundef readonly, i8** noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(i8* nocapture noundef, i64 noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @vsprintf(i8* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !10, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"vprintf: argument 0"}
!19 = distinct !{!19, !"vprintf"}
