; ModuleID = 'stdlib.c'
source_filename = "stdlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"  -17xyz\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"0x1F\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"017\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"+9\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"-99999999999999999999\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"  0b1\00", align 1
@__const.main.ints = private unnamed_addr constant [11 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)], align 16
@.str.11 = private unnamed_addr constant [55 x i8] c"strtol(\22%s\22) = %ld, used %d; strtoul = %lu; atoi = %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [72 x i8] c"base 2: %ld, base 36: %ld, base 16 with 0x: %lld, -1 as unsigned: %llu\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"3.25\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"  -1e3rest\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"1e400\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"-nan\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"12.\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"2.5e-3\00", align 1
@__const.main.floats = private unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0)], align 16
@.str.27 = private unnamed_addr constant [54 x i8] c"strtod(\22%s\22) = %g, used %d; strtof = %.3f; atof = %g\0A\00", align 1
@.str.28 = private unnamed_addr constant [13 x i8] c"%d-%s-%05.1f\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.30 = private unnamed_addr constant [20 x i8] c"sprintf: \22%s\22 (%d)\0A\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"%s:%d\00", align 1
@.str.32 = private unnamed_addr constant [10 x i8] c"truncated\00", align 1
@.str.33 = private unnamed_addr constant [21 x i8] c"snprintf: \22%s\22 (%d)\0A\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@.str.35 = private unnamed_addr constant [26 x i8] c"snprintf length only: %d\0A\00", align 1
@.str.36 = private unnamed_addr constant [13 x i8] c"duplicate me\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"partial copy\00", align 1
@.str.38 = private unnamed_addr constant [31 x i8] c"strdup: %s, strndup: %s (%zu)\0A\00", align 1
@.str.39 = private unnamed_addr constant [20 x i8] c"the quick brown fox\00", align 1
@.str.41 = private unnamed_addr constant [36 x i8] c"strstr: %s, missing: %s, empty: %s\0A\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.45 = private unnamed_addr constant [41 x i8] c"strspn: %zu, strcspn: %zu, strnlen: %zu\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 -3, i32 9, i32 0, i32 5, i32 12, i32 -8, i32 1], align 16
@.str.49 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.50 = private unnamed_addr constant [17 x i8] c"| 9 at %d, 4 %s\0A\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"(%d,%d) \00", align 1
@.str.53 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.54 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.55 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@__const.main.names = private unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.53, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.54, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.55, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.56, i32 0, i32 0)], align 16
@.str.57 = private unnamed_addr constant [15 x i8] c"| %s %s %s %s\0A\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"Hi, 42 x\09Z!\00", align 1
@.str.59 = private unnamed_addr constant [14 x i8] c"%c%c%c%c%c%c \00", align 1
@.str.60 = private unnamed_addr constant [17 x i8] c"| %s | %d %d %d\0A\00", align 1
@.str.61 = private unnamed_addr constant [22 x i8] c"123456789012345678901\00", align 1
@.str.63 = private unnamed_addr constant [79 x i8] c"errno after overflow: %d (ERANGE %d), value %ld; after success: %d, value %ld\0A\00", align 1
@__const.main.rest = private unnamed_addr constant [16 x i8] c"?\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.64 = private unnamed_addr constant [33 x i8] c"  42 -7 ff 3.5 2.25e1 word Zrest\00", align 1
@.str.65 = private unnamed_addr constant [26 x i8] c"%d %d %x %lf %f %15s %c%n\00", align 1
@.str.66 = private unnamed_addr constant [36 x i8] c"sscanf %d: %d %d %x %g %g %s %c %d\0A\00", align 1
@.str.67 = private unnamed_addr constant [11 x i8] c"key=value;\00", align 1
@.str.68 = private unnamed_addr constant [17 x i8] c"%15[a-z]=%15[^;]\00", align 1
@.str.69 = private unnamed_addr constant [18 x i8] c"sscanf %d: %s %s\0A\00", align 1
@.str.70 = private unnamed_addr constant [22 x i8] c"sscanf %d %d %d %d %d\00", align 1
@.str.71 = private unnamed_addr constant [6 x i8] c"12abc\00", align 1
@.str.72 = private unnamed_addr constant [6 x i8] c"%d%ld\00", align 1
@.str.73 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.74 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@.str.75 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.76 = private unnamed_addr constant [9 x i8] c"100000 %\00", align 1
@.str.77 = private unnamed_addr constant [7 x i8] c"%hd %%\00", align 1
@.str.78 = private unnamed_addr constant [22 x i8] c" %d %d | %d %d %d %d\0A\00", align 1
@.str.79 = private unnamed_addr constant [9 x i8] c"0x1A 017\00", align 1
@.str.80 = private unnamed_addr constant [6 x i8] c"%i %i\00", align 1
@.str.81 = private unnamed_addr constant [4 x i8] c"1,2\00", align 1
@.str.82 = private unnamed_addr constant [9 x i8] c"%d,%*d%n\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8*, align 8
  %2 = alloca i8*, align 8
  %3 = alloca [64 x i8], align 16
  %4 = alloca [8 x i8], align 1
  %5 = alloca [8 x i32], align 16
  %6 = alloca [5 x %struct.point], align 16
  %7 = alloca [4 x i8*], align 16
  %8 = alloca [16 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca [16 x i8], align 16
  %16 = alloca i8, align 1
  %17 = alloca [16 x i8], align 16
  %18 = alloca i64, align 8
  %19 = alloca i16, align 2
  %20 = bitcast i8** %1 to i8*
  br label %25

21:                                               ; preds = %25
  %22 = call i64 @strtoull(i8* nocapture noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #13
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef 11, i64 noundef 1295, i64 noundef 255, i64 noundef %22)
  %24 = bitcast i8** %2 to i8*
  br label %58

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %39, %25 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #13
  %27 = getelementptr inbounds [11 x i8*], [11 x i8*]* @__const.main.ints, i64 0, i64 %26
  %28 = load i8*, i8** %27, align 8, !tbaa !5
  %29 = call i64 @strtol(i8* noundef %28, i8** noundef nonnull %1, i32 noundef 0) #13
  %30 = call i64 @strtoul(i8* nocapture noundef %28, i8** noundef null, i32 noundef 10) #13
  %31 = load i8*, i8** %1, align 8, !tbaa !5
  %32 = ptrtoint i8* %31 to i64
  %33 = ptrtoint i8* %28 to i64
  %34 = sub i64 %32, %33
  %35 = trunc i64 %34 to i32
  %36 = call i64 @strtol(i8* nocapture noundef nonnull %28, i8** noundef null, i32 noundef 10) #13
  %37 = trunc i64 %36 to i32
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %28, i64 noundef %29, i32 noundef %35, i64 noundef %30, i32 noundef %37)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #13
  %39 = add nuw nsw i64 %26, 1
  %40 = icmp eq i64 %39, 11
  br i1 %40, label %21, label %25, !llvm.loop !9

41:                                               ; preds = %58
  %42 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %42) #13
  %43 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %42, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #13
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef nonnull %42, i32 noundef %43)
  %45 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %45) #13
  %46 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %45, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #13
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef nonnull %45, i32 noundef %46)
  %48 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #13
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %48)
  %50 = call noalias dereferenceable_or_null(13) i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #13
  %51 = call noalias dereferenceable_or_null(8) i8* @strndup(i8* noundef dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #13
  store i8 68, i8* %50, align 1, !tbaa !12
  %52 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %51) #14
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %50, i8* noundef %51, i64 noundef %52)
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 10), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0))
  %55 = call i64 @strnlen(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i64 noundef 5) #14
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef 4, i64 noundef 4, i64 noundef %55)
  call void @free(i8* noundef %50) #13
  call void @free(i8* noundef %51) #13
  %57 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %57) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %57, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  call void @qsort(i8* noundef nonnull %57, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @by_int) #13
  br label %139

58:                                               ; preds = %21, %58
  %59 = phi i64 [ 0, %21 ], [ %72, %58 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #13
  %60 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.floats, i64 0, i64 %59
  %61 = load i8*, i8** %60, align 8, !tbaa !5
  %62 = call double @strtod(i8* noundef %61, i8** noundef nonnull %2) #13
  %63 = load i8*, i8** %2, align 8, !tbaa !5
  %64 = ptrtoint i8* %63 to i64
  %65 = ptrtoint i8* %61 to i64
  %66 = sub i64 %64, %65
  %67 = trunc i64 %66 to i32
  %68 = call float @strtof(i8* nocapture noundef %61, i8** noundef null) #13
  %69 = fpext float %68 to double
  %70 = call double @strtod(i8* nocapture noundef nonnull %61, i8** noundef null) #13
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %61, double noundef %62, i32 noundef %67, double noundef %69, double noundef %70)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #13
  %72 = add nuw nsw i64 %59, 1
  %73 = icmp eq i64 %72, 10
  br i1 %73, label %41, label %58, !llvm.loop !13

74:                                               ; preds = %139, %91
  %75 = phi i64 [ %93, %91 ], [ 0, %139 ]
  %76 = phi i64 [ %92, %91 ], [ 8, %139 ]
  %77 = add i64 %76, %75
  %78 = lshr i64 %77, 1
  %79 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !14
  %81 = icmp slt i32 %80, 9
  %82 = zext i1 %81 to i32
  %83 = icmp sgt i32 %80, 9
  %84 = sext i1 %83 to i32
  %85 = add nsw i32 %84, %82
  %86 = icmp slt i32 %85, 0
  br i1 %86, label %91, label %87

87:                                               ; preds = %74
  %88 = icmp eq i32 %85, 0
  br i1 %88, label %95, label %89

89:                                               ; preds = %87
  %90 = add nuw i64 %78, 1
  br label %91

91:                                               ; preds = %89, %74
  %92 = phi i64 [ %76, %89 ], [ %78, %74 ]
  %93 = phi i64 [ %90, %89 ], [ %75, %74 ]
  %94 = icmp ult i64 %93, %92
  br i1 %94, label %74, label %98, !llvm.loop !16

95:                                               ; preds = %87
  %96 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %78
  %97 = ptrtoint i32* %96 to i64
  br label %98

98:                                               ; preds = %91, %95
  %99 = phi i64 [ %97, %95 ], [ 0, %91 ]
  %100 = ptrtoint [8 x i32]* %5 to i64
  %101 = sub i64 %99, %100
  %102 = lshr exact i64 %101, 2
  %103 = trunc i64 %102 to i32
  br label %104

104:                                              ; preds = %121, %98
  %105 = phi i64 [ %123, %121 ], [ 0, %98 ]
  %106 = phi i64 [ %122, %121 ], [ 8, %98 ]
  %107 = add i64 %106, %105
  %108 = lshr i64 %107, 1
  %109 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !14
  %111 = icmp slt i32 %110, 4
  %112 = zext i1 %111 to i32
  %113 = icmp sgt i32 %110, 4
  %114 = sext i1 %113 to i32
  %115 = add nsw i32 %114, %112
  %116 = icmp slt i32 %115, 0
  br i1 %116, label %121, label %117

117:                                              ; preds = %104
  %118 = icmp eq i32 %115, 0
  br i1 %118, label %125, label %119

119:                                              ; preds = %117
  %120 = add nuw i64 %108, 1
  br label %121

121:                                              ; preds = %119, %104
  %122 = phi i64 [ %106, %119 ], [ %108, %104 ]
  %123 = phi i64 [ %120, %119 ], [ %105, %104 ]
  %124 = icmp ult i64 %123, %122
  br i1 %124, label %104, label %129, !llvm.loop !16

125:                                              ; preds = %117
  %126 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %108
  %127 = icmp eq i32* %126, null
  %128 = select i1 %127, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0)
  br label %129

129:                                              ; preds = %121, %125
  %130 = phi i8* [ %128, %125 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %121 ]
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %103, i8* noundef %130)
  %132 = bitcast [5 x %struct.point]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %132) #13
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %132, i8 0, i64 40, i1 false)
  %133 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 0
  store i32 3, i32* %133, align 16
  %134 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 1
  store i32 4, i32* %134, align 4
  %135 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 1, i32 0
  store i32 -1, i32* %135, align 8
  %136 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 2, i32 1
  store i32 5, i32* %136, align 4
  %137 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 0
  store i32 2, i32* %137, align 8
  %138 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 1
  store i32 2, i32* %138, align 4
  call void @qsort(i8* noundef nonnull %132, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_distance) #13
  br label %158

139:                                              ; preds = %41, %139
  %140 = phi i64 [ 0, %41 ], [ %144, %139 ]
  %141 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !14
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %142)
  %144 = add nuw nsw i64 %140, 1
  %145 = icmp eq i64 %144, 8
  br i1 %145, label %74, label %139, !llvm.loop !17

146:                                              ; preds = %158
  %147 = bitcast [4 x i8*]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %147) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %147, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %148 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 0
  call void @qsort(i8* noundef nonnull %147, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_name) #13
  %149 = load i8*, i8** %148, align 16, !tbaa !5
  %150 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 1
  %151 = load i8*, i8** %150, align 8, !tbaa !5
  %152 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 2
  %153 = load i8*, i8** %152, align 16, !tbaa !5
  %154 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 3
  %155 = load i8*, i8** %154, align 8, !tbaa !5
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %149, i8* noundef %151, i8* noundef %153, i8* noundef %155)
  %157 = call i16** @__ctype_b_loc() #15
  br label %169

158:                                              ; preds = %129, %158
  %159 = phi i64 [ 0, %129 ], [ %165, %158 ]
  %160 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %159, i32 0
  %161 = load i32, i32* %160, align 8, !tbaa !18
  %162 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %159, i32 1
  %163 = load i32, i32* %162, align 4, !tbaa !20
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %161, i32 noundef %163)
  %165 = add nuw nsw i64 %159, 1
  %166 = icmp eq i64 %165, 5
  br i1 %166, label %146, label %158, !llvm.loop !21

167:                                              ; preds = %169
  %168 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %168) #13
  br label %260

169:                                              ; preds = %146, %169
  %170 = phi i8 [ 72, %146 ], [ %197, %169 ]
  %171 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), %146 ], [ %196, %169 ]
  %172 = load i16*, i16** %157, align 8, !tbaa !5
  %173 = zext i8 %170 to i64
  %174 = getelementptr inbounds i16, i16* %172, i64 %173
  %175 = load i16, i16* %174, align 2, !tbaa !22
  %176 = zext i16 %175 to i32
  %177 = and i32 %176, 1024
  %178 = icmp eq i32 %177, 0
  %179 = select i1 %178, i32 45, i32 97
  %180 = and i32 %176, 2048
  %181 = icmp eq i32 %180, 0
  %182 = select i1 %181, i32 45, i32 100
  %183 = and i32 %176, 8192
  %184 = icmp eq i32 %183, 0
  %185 = select i1 %184, i32 45, i32 115
  %186 = and i32 %176, 4
  %187 = icmp eq i32 %186, 0
  %188 = select i1 %187, i32 45, i32 112
  %189 = and i32 %176, 256
  %190 = icmp eq i32 %189, 0
  %191 = select i1 %190, i32 45, i32 117
  %192 = and i32 %176, 4096
  %193 = icmp eq i32 %192, 0
  %194 = select i1 %193, i32 45, i32 120
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.59, i64 0, i64 0), i32 noundef %179, i32 noundef %182, i32 noundef %185, i32 noundef %188, i32 noundef %191, i32 noundef %194)
  %196 = getelementptr inbounds i8, i8* %171, i64 1
  %197 = load i8, i8* %196, align 1, !tbaa !12
  %198 = icmp eq i8* %196, getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 11)
  br i1 %198, label %167, label %169, !llvm.loop !24

199:                                              ; preds = %270
  %200 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 11
  store i8 0, i8* %200, align 1, !tbaa !12
  %201 = call i32** @__ctype_toupper_loc() #15
  %202 = load i32*, i32** %201, align 8, !tbaa !5
  %203 = getelementptr inbounds i32, i32* %202, i64 -1
  %204 = load i32, i32* %203, align 4, !tbaa !14
  %205 = call i32** @__ctype_tolower_loc() #15
  %206 = load i32*, i32** %205, align 8, !tbaa !5
  %207 = getelementptr inbounds i32, i32* %206, i64 200
  %208 = load i32, i32* %207, align 4, !tbaa !14
  %209 = call i16** @__ctype_b_loc() #15
  %210 = load i16*, i16** %209, align 8, !tbaa !5
  %211 = getelementptr inbounds i16, i16* %210, i64 95
  %212 = load i16, i16* %211, align 2, !tbaa !22
  %213 = lshr i16 %212, 3
  %214 = and i16 %213, 1
  %215 = zext i16 %214 to i32
  %216 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.60, i64 0, i64 0), i8* noundef nonnull %168, i32 noundef %204, i32 noundef %208, i32 noundef %215)
  %217 = call i32* @__errno_location() #15
  store i32 0, i32* %217, align 4, !tbaa !14
  %218 = call i64 @strtol(i8* nocapture noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.61, i64 0, i64 0), i8** noundef null, i32 noundef 10) #13
  %219 = load i32, i32* %217, align 4, !tbaa !14
  store i32 0, i32* %217, align 4, !tbaa !14
  %220 = icmp eq i32 %219, 34
  %221 = zext i1 %220 to i32
  %222 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([79 x i8], [79 x i8]* @.str.63, i64 0, i64 0), i32 noundef %221, i32 noundef 34, i64 noundef %218, i32 noundef 0, i64 noundef 12)
  %223 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %223) #13
  store i32 -1, i32* %9, align 4, !tbaa !14
  %224 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %224) #13
  store i32 -1, i32* %10, align 4, !tbaa !14
  %225 = bitcast i32* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %225) #13
  store i32 -1, i32* %11, align 4, !tbaa !14
  %226 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %226) #13
  store i32 0, i32* %12, align 4, !tbaa !14
  %227 = bitcast double* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %227) #13
  store double 0.000000e+00, double* %13, align 8, !tbaa !25
  %228 = bitcast float* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %228) #13
  store float 0.000000e+00, float* %14, align 4, !tbaa !27
  %229 = getelementptr inbounds [16 x i8], [16 x i8]* %15, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %229) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %229, i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.rest, i64 0, i64 0), i64 16, i1 false)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %16) #13
  store i8 63, i8* %16, align 1, !tbaa !12
  %230 = getelementptr inbounds [16 x i8], [16 x i8]* %17, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %230) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %230, i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.rest, i64 0, i64 0), i64 16, i1 false)
  %231 = bitcast i64* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %231) #13
  store i64 0, i64* %18, align 8, !tbaa !29
  %232 = bitcast i16* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %232) #13
  store i16 0, i16* %19, align 2, !tbaa !22
  %233 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.64, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.65, i64 0, i64 0), i32* noundef nonnull %9, i32* noundef nonnull %10, i32* noundef nonnull %12, double* noundef nonnull %13, float* noundef nonnull %14, i8* noundef nonnull %229, i8* noundef nonnull %16, i32* noundef nonnull %11) #13
  %234 = load i32, i32* %9, align 4, !tbaa !14
  %235 = load i32, i32* %10, align 4, !tbaa !14
  %236 = load i32, i32* %12, align 4, !tbaa !14
  %237 = load double, double* %13, align 8, !tbaa !25
  %238 = load float, float* %14, align 4, !tbaa !27
  %239 = fpext float %238 to double
  %240 = load i8, i8* %16, align 1, !tbaa !12
  %241 = sext i8 %240 to i32
  %242 = load i32, i32* %11, align 4, !tbaa !14
  %243 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.66, i64 0, i64 0), i32 noundef %233, i32 noundef %234, i32 noundef %235, i32 noundef %236, double noundef %237, double noundef %239, i8* noundef nonnull %229, i32 noundef %241, i32 noundef %242)
  %244 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.67, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.68, i64 0, i64 0), i8* noundef nonnull %229, i8* noundef nonnull %230) #13
  %245 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.69, i64 0, i64 0), i32 noundef %244, i8* noundef nonnull %229, i8* noundef nonnull %230)
  %246 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0), i32* noundef nonnull %9, i64* noundef nonnull %18) #13
  %247 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef nonnull %9) #13
  %248 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef nonnull %9) #13
  %249 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.75, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef nonnull %9) #13
  %250 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.76, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), i16* noundef nonnull %19) #13
  %251 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.70, i64 0, i64 0), i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250)
  %252 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i32* noundef nonnull %9, i32* noundef nonnull %10) #13
  %253 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.81, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32* noundef nonnull %9, i32* noundef nonnull %11) #13
  %254 = load i16, i16* %19, align 2, !tbaa !22
  %255 = sext i16 %254 to i32
  %256 = load i32, i32* %9, align 4, !tbaa !14
  %257 = load i32, i32* %10, align 4, !tbaa !14
  %258 = load i32, i32* %11, align 4, !tbaa !14
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.78, i64 0, i64 0), i32 noundef %252, i32 noundef %253, i32 noundef %255, i32 noundef %256, i32 noundef %257, i32 noundef %258)
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %232) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %231) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %230) #13
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %16) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %229) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %228) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %227) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %226) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %225) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %224) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %223) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %168) #13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %147) #13
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %132) #13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %57) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %45) #13
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %42) #13
  ret i32 0

260:                                              ; preds = %167, %270
  %261 = phi i64 [ 0, %167 ], [ %279, %270 ]
  %262 = phi i8 [ 72, %167 ], [ %280, %270 ]
  %263 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), %167 ], [ %278, %270 ]
  %264 = and i64 %261, 1
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %260
  %267 = call i32** @__ctype_tolower_loc() #15
  br label %270

268:                                              ; preds = %260
  %269 = call i32** @__ctype_toupper_loc() #15
  br label %270

270:                                              ; preds = %268, %266
  %271 = phi i32** [ %269, %268 ], [ %267, %266 ]
  %272 = load i32*, i32** %271, align 8, !tbaa !5
  %273 = zext i8 %262 to i64
  %274 = getelementptr inbounds i32, i32* %272, i64 %273
  %275 = load i32, i32* %274, align 4, !tbaa !14
  %276 = trunc i32 %275 to i8
  %277 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %261
  store i8 %276, i8* %277, align 1, !tbaa !12
  %278 = getelementptr inbounds i8, i8* %263, i64 1
  %279 = add nuw nsw i64 %261, 1
  %280 = load i8, i8* %278, align 1, !tbaa !12
  %281 = icmp eq i64 %279, 11
  br i1 %281, label %199, label %260, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoull(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(i8* noundef readonly, i8** nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(i8* noalias nocapture noundef writeonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strndup(i8* nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strnlen(i8* nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_int(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !14
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !14
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_distance(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !18
  %5 = mul nsw i32 %4, %4
  %6 = getelementptr inbounds i8, i8* %0, i64 4
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !20
  %9 = mul nsw i32 %8, %8
  %10 = add nuw nsw i32 %9, %5
  %11 = bitcast i8* %1 to i32*
  %12 = load i32, i32* %11, align 4, !tbaa !18
  %13 = mul nsw i32 %12, %12
  %14 = getelementptr inbounds i8, i8* %1, i64 4
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !20
  %17 = mul nsw i32 %16, %16
  %18 = add nuw nsw i32 %17, %13
  %19 = icmp eq i32 %10, %18
  %20 = sub nsw i32 %10, %18
  %21 = sub nsw i32 %4, %12
  %22 = select i1 %19, i32 %21, i32 %20
  ret i32 %22
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @by_name(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #11 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !5
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #14
  ret i32 %7
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_tolower_loc() local_unnamed_addr #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(i8* nocapture noundef readonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #11 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { nounwind readonly willreturn }
attributes #15 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = !{!19, !15, i64 0}
!19 = !{!"point", !15, i64 0, !15, i64 4}
!20 = !{!19, !15, i64 4}
!21 = distinct !{!21, !10, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = distinct !{!24, !10, !11}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !7, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !7, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !7, i64 0}
!31 = distinct !{!31, !10, !11}
