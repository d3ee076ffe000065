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

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8*, align 8
  %2 = alloca i8*, align 8
  %3 = alloca [64 x i8], align 16
  %4 = alloca [8 x i8], align 1
  %5 = alloca [8 x i32], align 16
  %6 = alloca [5 x %struct.point], align 16
  %7 = alloca [4 x i8*], align 16
  %8 = bitcast i8** %1 to i8*
  br label %13

9:                                                ; preds = %13
  %10 = call i64 @strtoull(i8* nocapture noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #12
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef 11, i64 noundef 1295, i64 noundef 255, i64 noundef %10)
  %12 = bitcast i8** %2 to i8*
  br label %46

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %27, %13 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #12
  %15 = getelementptr inbounds [11 x i8*], [11 x i8*]* @__const.main.ints, i64 0, i64 %14
  %16 = load i8*, i8** %15, align 8, !tbaa !5
  %17 = call i64 @strtol(i8* noundef %16, i8** noundef nonnull %1, i32 noundef 0) #12
  %18 = call i64 @strtoul(i8* nocapture noundef %16, i8** noundef null, i32 noundef 10) #12
  %19 = load i8*, i8** %1, align 8, !tbaa !5
  %20 = ptrtoint i8* %19 to i64
  %21 = ptrtoint i8* %16 to i64
  %22 = sub i64 %20, %21
  %23 = trunc i64 %22 to i32
  %24 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #12
  %25 = trunc i64 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %16, i64 noundef %17, i32 noundef %23, i64 noundef %18, i32 noundef %25)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #12
  %27 = add nuw nsw i64 %14, 1
  %28 = icmp eq i64 %27, 11
  br i1 %28, label %9, label %13, !llvm.loop !9

29:                                               ; preds = %46
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %30) #12
  %31 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %30, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #12
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef nonnull %30, i32 noundef %31)
  %33 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #12
  %34 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %33, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #12
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef nonnull %33, i32 noundef %34)
  %36 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #12
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %36)
  %38 = call noalias dereferenceable_or_null(13) i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #12
  %39 = call noalias dereferenceable_or_null(8) i8* @strndup(i8* noundef dereferenceable(13) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #12
  store i8 68, i8* %38, align 1, !tbaa !12
  %40 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %39) #13
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %38, i8* noundef %39, i64 noundef %40)
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 10), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0))
  %43 = call i64 @strnlen(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i64 noundef 5) #13
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef 4, i64 noundef 4, i64 noundef %43)
  call void @free(i8* noundef %38) #12
  call void @free(i8* noundef %39) #12
  %45 = bitcast [8 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %45) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %45, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  call void @qsort(i8* noundef nonnull %45, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @by_int) #12
  br label %127

46:                                               ; preds = %9, %46
  %47 = phi i64 [ 0, %9 ], [ %60, %46 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #12
  %48 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.floats, i64 0, i64 %47
  %49 = load i8*, i8** %48, align 8, !tbaa !5
  %50 = call double @strtod(i8* noundef %49, i8** noundef nonnull %2) #12
  %51 = load i8*, i8** %2, align 8, !tbaa !5
  %52 = ptrtoint i8* %51 to i64
  %53 = ptrtoint i8* %49 to i64
  %54 = sub i64 %52, %53
  %55 = trunc i64 %54 to i32
  %56 = call float @strtof(i8* nocapture noundef %49, i8** noundef null) #12
  %57 = fpext float %56 to double
  %58 = call double @strtod(i8* nocapture noundef nonnull %49, i8** noundef null) #12
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %49, double noundef %50, i32 noundef %55, double noundef %57, double noundef %58)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #12
  %60 = add nuw nsw i64 %47, 1
  %61 = icmp eq i64 %60, 10
  br i1 %61, label %29, label %46, !llvm.loop !13

62:                                               ; preds = %127, %79
  %63 = phi i64 [ %81, %79 ], [ 0, %127 ]
  %64 = phi i64 [ %80, %79 ], [ 8, %127 ]
  %65 = add i64 %64, %63
  %66 = lshr i64 %65, 1
  %67 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !14
  %69 = icmp slt i32 %68, 9
  %70 = zext i1 %69 to i32
  %71 = icmp sgt i32 %68, 9
  %72 = sext i1 %71 to i32
  %73 = add nsw i32 %72, %70
  %74 = icmp slt i32 %73, 0
  br i1 %74, label %79, label %75

75:                                               ; preds = %62
  %76 = icmp eq i32 %73, 0
  br i1 %76, label %83, label %77

77:                                               ; preds = %75
  %78 = add nuw i64 %66, 1
  br label %79

79:                                               ; preds = %77, %62
  %80 = phi i64 [ %64, %77 ], [ %66, %62 ]
  %81 = phi i64 [ %78, %77 ], [ %63, %62 ]
  %82 = icmp ult i64 %81, %80
  br i1 %82, label %62, label %86, !llvm.loop !16

83:                                               ; preds = %75
  %84 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %66
  %85 = ptrtoint i32* %84 to i64
  br label %86

86:                                               ; preds = %79, %83
  %87 = phi i64 [ %85, %83 ], [ 0, %79 ]
  %88 = ptrtoint [8 x i32]* %5 to i64
  %89 = sub i64 %87, %88
  %90 = lshr exact i64 %89, 2
  %91 = trunc i64 %90 to i32
  br label %92

92:                                               ; preds = %109, %86
  %93 = phi i64 [ %111, %109 ], [ 0, %86 ]
  %94 = phi i64 [ %110, %109 ], [ 8, %86 ]
  %95 = add i64 %94, %93
  %96 = lshr i64 %95, 1
  %97 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !14
  %99 = icmp slt i32 %98, 4
  %100 = zext i1 %99 to i32
  %101 = icmp sgt i32 %98, 4
  %102 = sext i1 %101 to i32
  %103 = add nsw i32 %102, %100
  %104 = icmp slt i32 %103, 0
  br i1 %104, label %109, label %105

105:                                              ; preds = %92
  %106 = icmp eq i32 %103, 0
  br i1 %106, label %113, label %107

107:                                              ; preds = %105
  %108 = add nuw i64 %96, 1
  br label %109

109:                                              ; preds = %107, %92
  %110 = phi i64 [ %94, %107 ], [ %96, %92 ]
  %111 = phi i64 [ %108, %107 ], [ %93, %92 ]
  %112 = icmp ult i64 %111, %110
  br i1 %112, label %92, label %117, !llvm.loop !16

113:                                              ; preds = %105
  %114 = getelementptr [8 x i32], [8 x i32]* %5, i64 0, i64 %96
  %115 = icmp eq i32* %114, null
  %116 = select i1 %115, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0)
  br label %117

117:                                              ; preds = %109, %113
  %118 = phi i8* [ %116, %113 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0), %109 ]
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %91, i8* noundef %118)
  %120 = bitcast [5 x %struct.point]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %120) #12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %120, i8 0, i64 40, i1 false)
  %121 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 0
  store i32 3, i32* %121, align 16
  %122 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 0, i32 1
  store i32 4, i32* %122, align 4
  %123 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 1, i32 0
  store i32 -1, i32* %123, align 8
  %124 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 2, i32 1
  store i32 5, i32* %124, align 4
  %125 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 0
  store i32 2, i32* %125, align 8
  %126 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 3, i32 1
  store i32 2, i32* %126, align 4
  call void @qsort(i8* noundef nonnull %120, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_distance) #12
  br label %145

127:                                              ; preds = %29, %127
  %128 = phi i64 [ 0, %29 ], [ %132, %127 ]
  %129 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i64 0, i64 %128
  %130 = load i32, i32* %129, align 4, !tbaa !14
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %130)
  %132 = add nuw nsw i64 %128, 1
  %133 = icmp eq i64 %132, 8
  br i1 %133, label %62, label %127, !llvm.loop !17

134:                                              ; preds = %145
  %135 = bitcast [4 x i8*]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %135) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %135, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %136 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 0
  call void @qsort(i8* noundef nonnull %135, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @by_name) #12
  %137 = load i8*, i8** %136, align 16, !tbaa !5
  %138 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 1
  %139 = load i8*, i8** %138, align 8, !tbaa !5
  %140 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 2
  %141 = load i8*, i8** %140, align 16, !tbaa !5
  %142 = getelementptr inbounds [4 x i8*], [4 x i8*]* %7, i64 0, i64 3
  %143 = load i8*, i8** %142, align 8, !tbaa !5
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %137, i8* noundef %139, i8* noundef %141, i8* noundef %143)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %135) #12
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %120) #12
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %45) #12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #12
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %30) #12
  ret i32 0

145:                                              ; preds = %117, %145
  %146 = phi i64 [ 0, %117 ], [ %152, %145 ]
  %147 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %146, i32 0
  %148 = load i32, i32* %147, align 8, !tbaa !18
  %149 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %6, i64 0, i64 %146, i32 1
  %150 = load i32, i32* %149, align 4, !tbaa !20
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %148, i32 noundef %150)
  %152 = add nuw nsw i64 %146, 1
  %153 = icmp eq i64 %152, 5
  br i1 %153, label %134, label %145, !llvm.loop !21
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
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #13
  ret i32 %7
}

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
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }

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
