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
  %9 = bitcast i8** %1 to i8*
  br label %14

10:                                               ; preds = %14
  %11 = call i64 @strtoull(i8* nocapture noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #13
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef 11, i64 noundef 1295, i64 noundef 255, i64 noundef %11)
  %13 = bitcast i8** %2 to i8*
  br label %47

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %28, %14 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #13
  %16 = getelementptr inbounds [11 x i8*], [11 x i8*]* @__const.main.ints, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8, !tbaa !5
  %18 = call i64 @strtol(i8* noundef %17, i8** noundef nonnull %1, i32 noundef 0) #13
  %19 = call i64 @strtoul(i8* nocapture noundef %17, i8** noundef null, i32 noundef 10) #13
  %20 = load i8*, i8** %1, align 8, !tbaa !5
  %21 = ptrtoint i8* %20 to i64
  %22 = ptrtoint i8* %17 to i64
  %23 = sub i64 %21, %22
  %24 = trunc i64 %23 to i32
  %25 = call i64 @strtol(i8* nocapture noundef nonnull %17, i8** noundef null, i32 noundef 10) #13
  %26 = trunc i64 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %17, i64 noundef %18, i32 noundef %24, i64 noundef %19, i32 noundef %26)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #13
  %28 = add nuw nsw i64 %15, 1
  %29 = icmp eq i64 %28, 11
  br i1 %29, label %10, label %14, !llvm.loop !9

30:                                               ; preds = %47
  %31 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %31) #13
  %32 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %31, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #13
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef nonnull %31, i32 noundef %32)
  %34 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #13
  %35 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %34, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #13
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef nonnull %34, i32 noundef %35)
  %37 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #13
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %37)
  %39 = call noalias dereferenceable_or_null(13) i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #13
  %40 = call noalias dereferenceable_or_null(8) i8* @strndup(i8* noundef dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #13
  store i8 68, i8* %39, align 1, !tbaa !12
  %41 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %40) #14
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %39, i8* noundef %40, i64 noundef %41)
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 10), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0))
  %44 = call i64 @strnlen(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i64 noundef 5) #14
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef 4, i64 noundef 4, i64 noundef %44)
  call void @free(i8* noundef %39) #13
  call void @free(i8* noundef %40) #13
  %46 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %46) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %46, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  call void @qsort(i8* noundef nonnull %46, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @by_int) #13
  br label %128

47:                                               ; preds = %10, %47
  %48 = phi i64 [ 0, %10 ], [ %61, %47 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #13
  %49 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.floats, i64 0, i64 %48
  %50 = load i8*, i8** %49, align 8, !tbaa !5
  %51 = call double @strtod(i8* noundef %50, i8** noundef nonnull %2) #13
  %52 = load i8*, i8** %2, align 8, !tbaa !5
  %53 = ptrtoint i8* %52 to i64
  %54 = ptrtoint i8* %50 to i64
  %55 = sub i64 %53, %54
  %56 = trunc i64 %55 to i32
  %57 = call float @strtof(i8* nocapture noundef %50, i8** noundef null) #13
  %58 = fpext float %57 to double
  %59 = call double @strtod(i8* nocapture noundef nonnull %50, i8** noundef null) #13
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %50, double noundef %51, i32 noundef %56, double noundef %58, double noundef %59)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #13
  %61 = add nuw nsw i64 %48, 1
  %62 = icmp eq i64 %61, 10
  br i1 %62, label %30, label %47, !llvm.loop !13

63:                                               ; preds = %128, %80
  %64 = phi i64 [ %82, %80 ], [ 0, %128 ]
  %65 = phi i64 [ %81, %80 ], [ 8, %128 ]
  %66 = add i64 %65, %64
  %67 = lshr i64 %66, 1
  %68 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !14
  %70 = icmp slt i32 %69, 9
  %71 = zext i1 %70 to i32
  %72 = icmp sgt i32 %69, 9
  %73 = sext i1 %72 to i32
  %74 = add nsw i32 %73, %71
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %80, label %76

76:                                               ; preds = %63
  %77 = icmp eq i32 %74, 0
  br i1 %77, label %84, label %78

78:                                               ; preds = %76
  %79 = add nuw i64 %67, 1
  br label %80

80:                                               ; preds = %78, %63
  %81 = phi i64 [ %65, %78 ], [ %67, %63 ]
  %82 = phi i64 [ %79, %78 ], [ %64, %63 ]
  %83 = icmp ult i64 %82, %81
  br i1 %83, label %63, label %87, !llvm.loop !16

84:                                               ; preds = %76
  %85 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %67
  %86 = ptrtoint i32* %85 to i64
  br label %87

87:                                               ; preds = %80, %84
  %88 = phi i64 [ %86, %84 ], [ 0, %80 ]
  %89 = ptrtoint [8 x i32]* %5 to i64
  %90 = sub i64 %88, %89
  %91 = lshr exact i64 %90, 2
  %92 = trunc i64 %91 to i32
  br label %93

93:                                               ; preds = %110, %87
  %94 = phi i64 [ %112, %110 ], [ 0, %87 ]
  %95 = phi i64 [ %111, %110 ], [ 8, %87 ]
  %96 = add i64 %95, %94
  %97 = lshr i64 %96, 1
  %98 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !14
  %100 = icmp slt i32 %99, 4
  %101 = zext i1 %100 to i32
  %102 = icmp sgt i32 %99, 4
  %103 = sext i1 %102 to i32
  %104 = add nsw i32 %103, %101
  %105 = icmp slt i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %93
  %107 = icmp eq i32 %104, 0
  br i1 %107, label %114, label %108

108:                                              ; preds = %106
  %109 = add nuw i64 %97, 1
  br label %110

110:                                              ; preds = %108, %93
  %111 = phi i64 [ %95, %108 ], [ %97, %93 ]
  %112 = phi i64 [ %109, %108 ], [ %94, %93 ]
  %113 = icmp ult i64 %112, %111
  br i1 %113, label %93, label %118, !llvm.loop !16

114:                                              ; preds = %106
  %115 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %97
  %116 = icmp eq i32* %115, null
  %117 = select i1 %116, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0)
  br label %118

118:                                              ; preds = %110, %114
  %119 = phi i8* [ %117, %114 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %110 ]
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %92, i8* noundef %119)
  %121 = bitcast [5 x %struct.point]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %121) #13
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %121, i8 0, i64 40, i1 false)
  %122 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 0
  store i32 3, i32* %122, align 16
  %123 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 1
  store i32 4, i32* %123, align 4
  %124 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 1, i32 0
  store i32 -1, i32* %124, align 8
  %125 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 2, i32 1
  store i32 5, i32* %125, align 4
  %126 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 0
  store i32 2, i32* %126, align 8
  %127 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 1
  store i32 2, i32* %127, align 4
  call void @qsort(i8* noundef nonnull %121, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_distance) #13
  br label %147

128:                                              ; preds = %30, %128
  %129 = phi i64 [ 0, %30 ], [ %133, %128 ]
  %130 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %129
  %131 = load i32, i32* %130, align 4, !tbaa !14
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %131)
  %133 = add nuw nsw i64 %129, 1
  %134 = icmp eq i64 %133, 8
  br i1 %134, label %63, label %128, !llvm.loop !17

135:                                              ; preds = %147
  %136 = bitcast [4 x i8*]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %136) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %136, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %137 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 0
  call void @qsort(i8* noundef nonnull %136, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_name) #13
  %138 = load i8*, i8** %137, align 16, !tbaa !5
  %139 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 1
  %140 = load i8*, i8** %139, align 8, !tbaa !5
  %141 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 2
  %142 = load i8*, i8** %141, align 16, !tbaa !5
  %143 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 3
  %144 = load i8*, i8** %143, align 8, !tbaa !5
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %138, i8* noundef %140, i8* noundef %142, i8* noundef %144)
  %146 = call i16** @__ctype_b_loc() #15
  br label %158

147:                                              ; preds = %118, %147
  %148 = phi i64 [ 0, %118 ], [ %154, %147 ]
  %149 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %148, i32 0
  %150 = load i32, i32* %149, align 8, !tbaa !18
  %151 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %148, i32 1
  %152 = load i32, i32* %151, align 4, !tbaa !20
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %150, i32 noundef %152)
  %154 = add nuw nsw i64 %148, 1
  %155 = icmp eq i64 %154, 5
  br i1 %155, label %135, label %147, !llvm.loop !21

156:                                              ; preds = %158
  %157 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %157) #13
  br label %212

158:                                              ; preds = %135, %158
  %159 = phi i8 [ 72, %135 ], [ %186, %158 ]
  %160 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), %135 ], [ %185, %158 ]
  %161 = load i16*, i16** %146, align 8, !tbaa !5
  %162 = zext i8 %159 to i64
  %163 = getelementptr inbounds i16, i16* %161, i64 %162
  %164 = load i16, i16* %163, align 2, !tbaa !22
  %165 = zext i16 %164 to i32
  %166 = and i32 %165, 1024
  %167 = icmp eq i32 %166, 0
  %168 = select i1 %167, i32 45, i32 97
  %169 = and i32 %165, 2048
  %170 = icmp eq i32 %169, 0
  %171 = select i1 %170, i32 45, i32 100
  %172 = and i32 %165, 8192
  %173 = icmp eq i32 %172, 0
  %174 = select i1 %173, i32 45, i32 115
  %175 = and i32 %165, 4
  %176 = icmp eq i32 %175, 0
  %177 = select i1 %176, i32 45, i32 112
  %178 = and i32 %165, 256
  %179 = icmp eq i32 %178, 0
  %180 = select i1 %179, i32 45, i32 117
  %181 = and i32 %165, 4096
  %182 = icmp eq i32 %181, 0
  %183 = select i1 %182, i32 45, i32 120
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.59, i64 0, i64 0), i32 noundef %168, i32 noundef %171, i32 noundef %174, i32 noundef %177, i32 noundef %180, i32 noundef %183)
  %185 = getelementptr inbounds i8, i8* %160, i64 1
  %186 = load i8, i8* %185, align 1, !tbaa !12
  %187 = icmp eq i8* %185, getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 11)
  br i1 %187, label %156, label %158, !llvm.loop !24

188:                                              ; preds = %222
  %189 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 11
  store i8 0, i8* %189, align 1, !tbaa !12
  %190 = call i32** @__ctype_toupper_loc() #15
  %191 = load i32*, i32** %190, align 8, !tbaa !5
  %192 = getelementptr inbounds i32, i32* %191, i64 -1
  %193 = load i32, i32* %192, align 4, !tbaa !14
  %194 = call i32** @__ctype_tolower_loc() #15
  %195 = load i32*, i32** %194, align 8, !tbaa !5
  %196 = getelementptr inbounds i32, i32* %195, i64 200
  %197 = load i32, i32* %196, align 4, !tbaa !14
  %198 = call i16** @__ctype_b_loc() #15
  %199 = load i16*, i16** %198, align 8, !tbaa !5
  %200 = getelementptr inbounds i16, i16* %199, i64 95
  %201 = load i16, i16* %200, align 2, !tbaa !22
  %202 = lshr i16 %201, 3
  %203 = and i16 %202, 1
  %204 = zext i16 %203 to i32
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.60, i64 0, i64 0), i8* noundef nonnull %157, i32 noundef %193, i32 noundef %197, i32 noundef %204)
  %206 = call i32* @__errno_location() #15
  store i32 0, i32* %206, align 4, !tbaa !14
  %207 = call i64 @strtol(i8* nocapture noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.61, i64 0, i64 0), i8** noundef null, i32 noundef 10) #13
  %208 = load i32, i32* %206, align 4, !tbaa !14
  store i32 0, i32* %206, align 4, !tbaa !14
  %209 = icmp eq i32 %208, 34
  %210 = zext i1 %209 to i32
  %211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([79 x i8], [79 x i8]* @.str.63, i64 0, i64 0), i32 noundef %210, i32 noundef 34, i64 noundef %207, i32 noundef 0, i64 noundef 12)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %157) #13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %136) #13
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %121) #13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %46) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #13
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %31) #13
  ret i32 0

212:                                              ; preds = %156, %222
  %213 = phi i64 [ 0, %156 ], [ %231, %222 ]
  %214 = phi i8 [ 72, %156 ], [ %232, %222 ]
  %215 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), %156 ], [ %230, %222 ]
  %216 = and i64 %213, 1
  %217 = icmp eq i64 %216, 0
  br i1 %217, label %220, label %218

218:                                              ; preds = %212
  %219 = call i32** @__ctype_tolower_loc() #15
  br label %222

220:                                              ; preds = %212
  %221 = call i32** @__ctype_toupper_loc() #15
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i32** [ %221, %220 ], [ %219, %218 ]
  %224 = load i32*, i32** %223, align 8, !tbaa !5
  %225 = zext i8 %214 to i64
  %226 = getelementptr inbounds i32, i32* %224, i64 %225
  %227 = load i32, i32* %226, align 4, !tbaa !14
  %228 = trunc i32 %227 to i8
  %229 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 %213
  store i8 %228, i8* %229, align 1, !tbaa !12
  %230 = getelementptr inbounds i8, i8* %215, i64 1
  %231 = add nuw nsw i64 %213, 1
  %232 = load i8, i8* %230, align 1, !tbaa !12
  %233 = icmp eq i64 %231, 11
  br i1 %233, label %188, label %212, !llvm.loop !25
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
!25 = distinct !{!25, !10, !11}
