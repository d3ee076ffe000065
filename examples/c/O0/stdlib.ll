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
@.str.13 = private unnamed_addr constant [5 x i8] c"1011\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"0xff\00", align 1
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
@.str.40 = private unnamed_addr constant [6 x i8] c"brown\00", align 1
@.str.41 = private unnamed_addr constant [36 x i8] c"strstr: %s, missing: %s, empty: %s\0A\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.45 = private unnamed_addr constant [41 x i8] c"strspn: %zu, strcspn: %zu, strnlen: %zu\0A\00", align 1
@.str.46 = private unnamed_addr constant [7 x i8] c"aabbcx\00", align 1
@.str.47 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.48 = private unnamed_addr constant [3 x i8] c"qz\00", align 1
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
@.str.62 = private unnamed_addr constant [3 x i8] c"12\00", align 1
@.str.63 = private unnamed_addr constant [79 x i8] c"errno after overflow: %d (ERANGE %d), value %ld; after success: %d, value %ld\0A\00", align 1
@__const.main.word = private unnamed_addr constant [16 x i8] c"?\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca [10 x i8*], align 16
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca double, align 8
  %11 = alloca [64 x i8], align 16
  %12 = alloca i32, align 4
  %13 = alloca [8 x i8], align 1
  %14 = alloca i8*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i8*, align 8
  %17 = alloca i8*, align 8
  %18 = alloca [8 x i32], align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32*, align 8
  %23 = alloca [5 x %struct.point], align 16
  %24 = alloca i32, align 4
  %25 = alloca [4 x i8*], align 16
  %26 = alloca i8*, align 8
  %27 = alloca i8*, align 8
  %28 = alloca [16 x i8], align 16
  %29 = alloca i32, align 4
  %30 = alloca i8*, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca double, align 8
  %40 = alloca float, align 4
  %41 = alloca [16 x i8], align 16
  %42 = alloca i8, align 1
  %43 = alloca [16 x i8], align 16
  %44 = alloca i64, align 8
  %45 = alloca i16, align 2
  store i32 0, i32* %1, align 4
  %46 = bitcast [11 x i8*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %46, i8* align 16 bitcast ([11 x i8*]* @__const.main.ints to i8*), i64 88, i1 false)
  store i32 0, i32* %3, align 4
  br label %47

47:                                               ; preds = %83, %0
  %48 = load i32, i32* %3, align 4
  %49 = zext i32 %48 to i64
  %50 = icmp ult i64 %49, 11
  br i1 %50, label %51, label %86

51:                                               ; preds = %47
  %52 = load i32, i32* %3, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %53
  %55 = load i8*, i8** %54, align 8
  %56 = call i64 @strtol(i8* noundef %55, i8** noundef %4, i32 noundef 0) #7
  store i64 %56, i64* %5, align 8
  %57 = load i32, i32* %3, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %58
  %60 = load i8*, i8** %59, align 8
  %61 = call i64 @strtoul(i8* noundef %60, i8** noundef null, i32 noundef 10) #7
  store i64 %61, i64* %6, align 8
  %62 = load i32, i32* %3, align 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %63
  %65 = load i8*, i8** %64, align 8
  %66 = load i64, i64* %5, align 8
  %67 = load i8*, i8** %4, align 8
  %68 = load i32, i32* %3, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %69
  %71 = load i8*, i8** %70, align 8
  %72 = ptrtoint i8* %67 to i64
  %73 = ptrtoint i8* %71 to i64
  %74 = sub i64 %72, %73
  %75 = trunc i64 %74 to i32
  %76 = load i64, i64* %6, align 8
  %77 = load i32, i32* %3, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %78
  %80 = load i8*, i8** %79, align 8
  %81 = call i32 @atoi(i8* noundef %80) #8
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef %65, i64 noundef %66, i32 noundef %75, i64 noundef %76, i32 noundef %81)
  br label %83

83:                                               ; preds = %51
  %84 = load i32, i32* %3, align 4
  %85 = add i32 %84, 1
  store i32 %85, i32* %3, align 4
  br label %47, !llvm.loop !6

86:                                               ; preds = %47
  %87 = call i64 @strtol(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i8** noundef null, i32 noundef 2) #7
  %88 = call i64 @strtol(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0), i8** noundef null, i32 noundef 36) #7
  %89 = call i64 @strtoll(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8** noundef null, i32 noundef 16) #7
  %90 = call i64 @strtoull(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef %87, i64 noundef %88, i64 noundef %89, i64 noundef %90)
  %92 = bitcast [10 x i8*]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %92, i8* align 16 bitcast ([10 x i8*]* @__const.main.floats to i8*), i64 80, i1 false)
  store i32 0, i32* %8, align 4
  br label %93

93:                                               ; preds = %129, %86
  %94 = load i32, i32* %8, align 4
  %95 = zext i32 %94 to i64
  %96 = icmp ult i64 %95, 10
  br i1 %96, label %97, label %132

97:                                               ; preds = %93
  %98 = load i32, i32* %8, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %99
  %101 = load i8*, i8** %100, align 8
  %102 = call double @strtod(i8* noundef %101, i8** noundef %9) #7
  store double %102, double* %10, align 8
  %103 = load i32, i32* %8, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %104
  %106 = load i8*, i8** %105, align 8
  %107 = load double, double* %10, align 8
  %108 = load i8*, i8** %9, align 8
  %109 = load i32, i32* %8, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %110
  %112 = load i8*, i8** %111, align 8
  %113 = ptrtoint i8* %108 to i64
  %114 = ptrtoint i8* %112 to i64
  %115 = sub i64 %113, %114
  %116 = trunc i64 %115 to i32
  %117 = load i32, i32* %8, align 4
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %118
  %120 = load i8*, i8** %119, align 8
  %121 = call float @strtof(i8* noundef %120, i8** noundef null) #7
  %122 = fpext float %121 to double
  %123 = load i32, i32* %8, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %124
  %126 = load i8*, i8** %125, align 8
  %127 = call double @atof(i8* noundef %126) #8
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %106, double noundef %107, i32 noundef %116, double noundef %122, double noundef %127)
  br label %129

129:                                              ; preds = %97
  %130 = load i32, i32* %8, align 4
  %131 = add i32 %130, 1
  store i32 %131, i32* %8, align 4
  br label %93, !llvm.loop !8

132:                                              ; preds = %93
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %134 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %133, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #7
  store i32 %134, i32* %12, align 4
  %135 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %136 = load i32, i32* %12, align 4
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %135, i32 noundef %136)
  %138 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %139 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %138, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #7
  store i32 %139, i32* %12, align 4
  %140 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %141 = load i32, i32* %12, align 4
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef %140, i32 noundef %141)
  %143 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #7
  store i32 %143, i32* %12, align 4
  %144 = load i32, i32* %12, align 4
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %144)
  %146 = call noalias i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #7
  store i8* %146, i8** %14, align 8
  %147 = call noalias i8* @strndup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #7
  store i8* %147, i8** %15, align 8
  %148 = load i8*, i8** %14, align 8
  %149 = getelementptr inbounds i8, i8* %148, i64 0
  store i8 68, i8* %149, align 1
  %150 = load i8*, i8** %14, align 8
  %151 = load i8*, i8** %15, align 8
  %152 = load i8*, i8** %15, align 8
  %153 = call i64 @strlen(i8* noundef %152) #8
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef %150, i8* noundef %151, i64 noundef %153)
  store i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i8** %16, align 8
  %155 = load i8*, i8** %16, align 8
  %156 = call i8* @strstr(i8* noundef %155, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0)) #8
  store i8* %156, i8** %17, align 8
  %157 = load i8*, i8** %17, align 8
  %158 = load i8*, i8** %16, align 8
  %159 = call i8* @strstr(i8* noundef %158, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #8
  %160 = icmp ne i8* %159, null
  %161 = zext i1 %160 to i64
  %162 = select i1 %160, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0)
  %163 = load i8*, i8** %16, align 8
  %164 = call i8* @strstr(i8* noundef %163, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0)) #8
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef %157, i8* noundef %162, i8* noundef %164)
  %166 = call i64 @strspn(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.47, i64 0, i64 0)) #8
  %167 = load i8*, i8** %16, align 8
  %168 = call i64 @strcspn(i8* noundef %167, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0)) #8
  %169 = load i8*, i8** %16, align 8
  %170 = call i64 @strnlen(i8* noundef %169, i64 noundef 5) #8
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef %166, i64 noundef %168, i64 noundef %170)
  %172 = load i8*, i8** %14, align 8
  call void @free(i8* noundef %172) #7
  %173 = load i8*, i8** %15, align 8
  call void @free(i8* noundef %173) #7
  %174 = bitcast [8 x i32]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %174, i8* align 16 bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  %175 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %176 = bitcast i32* %175 to i8*
  call void @qsort(i8* noundef %176, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  store i32 0, i32* %19, align 4
  br label %177

177:                                              ; preds = %186, %132
  %178 = load i32, i32* %19, align 4
  %179 = icmp slt i32 %178, 8
  br i1 %179, label %180, label %189

180:                                              ; preds = %177
  %181 = load i32, i32* %19, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 %182
  %184 = load i32, i32* %183, align 4
  %185 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %184)
  br label %186

186:                                              ; preds = %180
  %187 = load i32, i32* %19, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, i32* %19, align 4
  br label %177, !llvm.loop !9

189:                                              ; preds = %177
  store i32 9, i32* %20, align 4
  store i32 4, i32* %21, align 4
  %190 = bitcast i32* %20 to i8*
  %191 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %192 = bitcast i32* %191 to i8*
  %193 = call i8* @bsearch(i8* noundef %190, i8* noundef %192, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %194 = bitcast i8* %193 to i32*
  store i32* %194, i32** %22, align 8
  %195 = load i32*, i32** %22, align 8
  %196 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %197 = ptrtoint i32* %195 to i64
  %198 = ptrtoint i32* %196 to i64
  %199 = sub i64 %197, %198
  %200 = sdiv exact i64 %199, 4
  %201 = trunc i64 %200 to i32
  %202 = bitcast i32* %21 to i8*
  %203 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %204 = bitcast i32* %203 to i8*
  %205 = call i8* @bsearch(i8* noundef %202, i8* noundef %204, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %206 = icmp ne i8* %205, null
  %207 = zext i1 %206 to i64
  %208 = select i1 %206, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0)
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %201, i8* noundef %208)
  %210 = bitcast [5 x %struct.point]* %23 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %210, i8 0, i64 40, i1 false)
  %211 = bitcast i8* %210 to [5 x %struct.point]*
  %212 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %211, i32 0, i32 0
  %213 = getelementptr inbounds %struct.point, %struct.point* %212, i32 0, i32 0
  store i32 3, i32* %213, align 16
  %214 = getelementptr inbounds %struct.point, %struct.point* %212, i32 0, i32 1
  store i32 4, i32* %214, align 4
  %215 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %211, i32 0, i32 1
  %216 = getelementptr inbounds %struct.point, %struct.point* %215, i32 0, i32 0
  store i32 -1, i32* %216, align 8
  %217 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %211, i32 0, i32 2
  %218 = getelementptr inbounds %struct.point, %struct.point* %217, i32 0, i32 1
  store i32 5, i32* %218, align 4
  %219 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %211, i32 0, i32 3
  %220 = getelementptr inbounds %struct.point, %struct.point* %219, i32 0, i32 0
  store i32 2, i32* %220, align 8
  %221 = getelementptr inbounds %struct.point, %struct.point* %219, i32 0, i32 1
  store i32 2, i32* %221, align 4
  %222 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 0
  %223 = bitcast %struct.point* %222 to i8*
  call void @qsort(i8* noundef %223, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef @by_distance)
  store i32 0, i32* %24, align 4
  br label %224

224:                                              ; preds = %239, %189
  %225 = load i32, i32* %24, align 4
  %226 = icmp slt i32 %225, 5
  br i1 %226, label %227, label %242

227:                                              ; preds = %224
  %228 = load i32, i32* %24, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %229
  %231 = getelementptr inbounds %struct.point, %struct.point* %230, i32 0, i32 0
  %232 = load i32, i32* %231, align 8
  %233 = load i32, i32* %24, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %234
  %236 = getelementptr inbounds %struct.point, %struct.point* %235, i32 0, i32 1
  %237 = load i32, i32* %236, align 4
  %238 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %232, i32 noundef %237)
  br label %239

239:                                              ; preds = %227
  %240 = load i32, i32* %24, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, i32* %24, align 4
  br label %224, !llvm.loop !10

242:                                              ; preds = %224
  %243 = bitcast [4 x i8*]* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %243, i8* align 16 bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %244 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %245 = bitcast i8** %244 to i8*
  call void @qsort(i8* noundef %245, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef @by_name)
  %246 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %247 = load i8*, i8** %246, align 16
  %248 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 1
  %249 = load i8*, i8** %248, align 8
  %250 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 2
  %251 = load i8*, i8** %250, align 16
  %252 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 3
  %253 = load i8*, i8** %252, align 8
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %247, i8* noundef %249, i8* noundef %251, i8* noundef %253)
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), i8** %26, align 8
  %255 = load i8*, i8** %26, align 8
  store i8* %255, i8** %27, align 8
  br label %256

256:                                              ; preds = %340, %242
  %257 = load i8*, i8** %27, align 8
  %258 = load i8, i8* %257, align 1
  %259 = icmp ne i8 %258, 0
  br i1 %259, label %260, label %343

260:                                              ; preds = %256
  %261 = call i16** @__ctype_b_loc() #9
  %262 = load i16*, i16** %261, align 8
  %263 = load i8*, i8** %27, align 8
  %264 = load i8, i8* %263, align 1
  %265 = zext i8 %264 to i32
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds i16, i16* %262, i64 %266
  %268 = load i16, i16* %267, align 2
  %269 = zext i16 %268 to i32
  %270 = and i32 %269, 1024
  %271 = icmp ne i32 %270, 0
  %272 = zext i1 %271 to i64
  %273 = select i1 %271, i32 97, i32 45
  %274 = call i16** @__ctype_b_loc() #9
  %275 = load i16*, i16** %274, align 8
  %276 = load i8*, i8** %27, align 8
  %277 = load i8, i8* %276, align 1
  %278 = zext i8 %277 to i32
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds i16, i16* %275, i64 %279
  %281 = load i16, i16* %280, align 2
  %282 = zext i16 %281 to i32
  %283 = and i32 %282, 2048
  %284 = icmp ne i32 %283, 0
  %285 = zext i1 %284 to i64
  %286 = select i1 %284, i32 100, i32 45
  %287 = call i16** @__ctype_b_loc() #9
  %288 = load i16*, i16** %287, align 8
  %289 = load i8*, i8** %27, align 8
  %290 = load i8, i8* %289, align 1
  %291 = zext i8 %290 to i32
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i16, i16* %288, i64 %292
  %294 = load i16, i16* %293, align 2
  %295 = zext i16 %294 to i32
  %296 = and i32 %295, 8192
  %297 = icmp ne i32 %296, 0
  %298 = zext i1 %297 to i64
  %299 = select i1 %297, i32 115, i32 45
  %300 = call i16** @__ctype_b_loc() #9
  %301 = load i16*, i16** %300, align 8
  %302 = load i8*, i8** %27, align 8
  %303 = load i8, i8* %302, align 1
  %304 = zext i8 %303 to i32
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds i16, i16* %301, i64 %305
  %307 = load i16, i16* %306, align 2
  %308 = zext i16 %307 to i32
  %309 = and i32 %308, 4
  %310 = icmp ne i32 %309, 0
  %311 = zext i1 %310 to i64
  %312 = select i1 %310, i32 112, i32 45
  %313 = call i16** @__ctype_b_loc() #9
  %314 = load i16*, i16** %313, align 8
  %315 = load i8*, i8** %27, align 8
  %316 = load i8, i8* %315, align 1
  %317 = zext i8 %316 to i32
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds i16, i16* %314, i64 %318
  %320 = load i16, i16* %319, align 2
  %321 = zext i16 %320 to i32
  %322 = and i32 %321, 256
  %323 = icmp ne i32 %322, 0
  %324 = zext i1 %323 to i64
  %325 = select i1 %323, i32 117, i32 45
  %326 = call i16** @__ctype_b_loc() #9
  %327 = load i16*, i16** %326, align 8
  %328 = load i8*, i8** %27, align 8
  %329 = load i8, i8* %328, align 1
  %330 = zext i8 %329 to i32
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds i16, i16* %327, i64 %331
  %333 = load i16, i16* %332, align 2
  %334 = zext i16 %333 to i32
  %335 = and i32 %334, 4096
  %336 = icmp ne i32 %335, 0
  %337 = zext i1 %336 to i64
  %338 = select i1 %336, i32 120, i32 45
  %339 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.59, i64 0, i64 0), i32 noundef %273, i32 noundef %286, i32 noundef %299, i32 noundef %312, i32 noundef %325, i32 noundef %338)
  br label %340

340:                                              ; preds = %260
  %341 = load i8*, i8** %27, align 8
  %342 = getelementptr inbounds i8, i8* %341, i32 1
  store i8* %342, i8** %27, align 8
  br label %256, !llvm.loop !11

343:                                              ; preds = %256
  store i32 0, i32* %29, align 4
  %344 = load i8*, i8** %26, align 8
  store i8* %344, i8** %30, align 8
  br label %345

345:                                              ; preds = %375, %343
  %346 = load i8*, i8** %30, align 8
  %347 = load i8, i8* %346, align 1
  %348 = sext i8 %347 to i32
  %349 = icmp ne i32 %348, 0
  br i1 %349, label %350, label %353

350:                                              ; preds = %345
  %351 = load i32, i32* %29, align 4
  %352 = icmp slt i32 %351, 15
  br label %353

353:                                              ; preds = %350, %345
  %354 = phi i1 [ false, %345 ], [ %352, %350 ]
  br i1 %354, label %355, label %380

355:                                              ; preds = %353
  %356 = load i32, i32* %29, align 4
  %357 = srem i32 %356, 2
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %364

359:                                              ; preds = %355
  %360 = load i8*, i8** %30, align 8
  %361 = load i8, i8* %360, align 1
  %362 = zext i8 %361 to i32
  %363 = call i32 @tolower(i32 noundef %362) #8
  br label %369

364:                                              ; preds = %355
  %365 = load i8*, i8** %30, align 8
  %366 = load i8, i8* %365, align 1
  %367 = zext i8 %366 to i32
  %368 = call i32 @toupper(i32 noundef %367) #8
  br label %369

369:                                              ; preds = %364, %359
  %370 = phi i32 [ %363, %359 ], [ %368, %364 ]
  %371 = trunc i32 %370 to i8
  %372 = load i32, i32* %29, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 %373
  store i8 %371, i8* %374, align 1
  br label %375

375:                                              ; preds = %369
  %376 = load i8*, i8** %30, align 8
  %377 = getelementptr inbounds i8, i8* %376, i32 1
  store i8* %377, i8** %30, align 8
  %378 = load i32, i32* %29, align 4
  %379 = add nsw i32 %378, 1
  store i32 %379, i32* %29, align 4
  br label %345, !llvm.loop !12

380:                                              ; preds = %353
  %381 = load i32, i32* %29, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 %382
  store i8 0, i8* %383, align 1
  %384 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 0
  %385 = call i32 @toupper(i32 noundef -1) #8
  %386 = call i32 @tolower(i32 noundef 200) #8
  %387 = call i16** @__ctype_b_loc() #9
  %388 = load i16*, i16** %387, align 8
  %389 = getelementptr inbounds i16, i16* %388, i64 95
  %390 = load i16, i16* %389, align 2
  %391 = zext i16 %390 to i32
  %392 = and i32 %391, 8
  %393 = icmp ne i32 %392, 0
  %394 = zext i1 %393 to i32
  %395 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.60, i64 0, i64 0), i8* noundef %384, i32 noundef %385, i32 noundef %386, i32 noundef %394)
  %396 = call i32* @__errno_location() #9
  store i32 0, i32* %396, align 4
  %397 = call i64 @strtol(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.61, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  store i64 %397, i64* %31, align 8
  %398 = call i32* @__errno_location() #9
  %399 = load i32, i32* %398, align 4
  store i32 %399, i32* %32, align 4
  %400 = call i32* @__errno_location() #9
  store i32 0, i32* %400, align 4
  %401 = call i64 @strtol(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.62, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  store i64 %401, i64* %33, align 8
  %402 = load i32, i32* %32, align 4
  %403 = icmp eq i32 %402, 34
  %404 = zext i1 %403 to i32
  %405 = load i64, i64* %31, align 8
  %406 = call i32* @__errno_location() #9
  %407 = load i32, i32* %406, align 4
  %408 = load i64, i64* %33, align 8
  %409 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([79 x i8], [79 x i8]* @.str.63, i64 0, i64 0), i32 noundef %404, i32 noundef 34, i64 noundef %405, i32 noundef %407, i64 noundef %408)
  store i32 -1, i32* %34, align 4
  store i32 -1, i32* %35, align 4
  store i32 -1, i32* %36, align 4
  store i32 -1, i32* %37, align 4
  store i32 0, i32* %38, align 4
  store double 0.000000e+00, double* %39, align 8
  store float 0.000000e+00, float* %40, align 4
  %410 = bitcast [16 x i8]* %41 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %410, i8* align 16 getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.word, i32 0, i32 0), i64 16, i1 false)
  store i8 63, i8* %42, align 1
  %411 = bitcast [16 x i8]* %43 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %411, i8* align 16 getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.rest, i32 0, i32 0), i64 16, i1 false)
  store i64 0, i64* %44, align 8
  store i16 0, i16* %45, align 2
  %412 = getelementptr inbounds [16 x i8], [16 x i8]* %41, i64 0, i64 0
  %413 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.64, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.65, i64 0, i64 0), i32* noundef %34, i32* noundef %35, i32* noundef %38, double* noundef %39, float* noundef %40, i8* noundef %412, i8* noundef %42, i32* noundef %36) #7
  store i32 %413, i32* %37, align 4
  %414 = load i32, i32* %37, align 4
  %415 = load i32, i32* %34, align 4
  %416 = load i32, i32* %35, align 4
  %417 = load i32, i32* %38, align 4
  %418 = load double, double* %39, align 8
  %419 = load float, float* %40, align 4
  %420 = fpext float %419 to double
  %421 = getelementptr inbounds [16 x i8], [16 x i8]* %41, i64 0, i64 0
  %422 = load i8, i8* %42, align 1
  %423 = sext i8 %422 to i32
  %424 = load i32, i32* %36, align 4
  %425 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.66, i64 0, i64 0), i32 noundef %414, i32 noundef %415, i32 noundef %416, i32 noundef %417, double noundef %418, double noundef %420, i8* noundef %421, i32 noundef %423, i32 noundef %424)
  %426 = getelementptr inbounds [16 x i8], [16 x i8]* %41, i64 0, i64 0
  %427 = getelementptr inbounds [16 x i8], [16 x i8]* %43, i64 0, i64 0
  %428 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.67, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.68, i64 0, i64 0), i8* noundef %426, i8* noundef %427) #7
  store i32 %428, i32* %37, align 4
  %429 = load i32, i32* %37, align 4
  %430 = getelementptr inbounds [16 x i8], [16 x i8]* %41, i64 0, i64 0
  %431 = getelementptr inbounds [16 x i8], [16 x i8]* %43, i64 0, i64 0
  %432 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.69, i64 0, i64 0), i32 noundef %429, i8* noundef %430, i8* noundef %431)
  %433 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.72, i64 0, i64 0), i32* noundef %34, i64* noundef %44) #7
  %434 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef %34) #7
  %435 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.74, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef %34) #7
  %436 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.75, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.73, i64 0, i64 0), i32* noundef %34) #7
  %437 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.76, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.77, i64 0, i64 0), i16* noundef %45) #7
  %438 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.70, i64 0, i64 0), i32 noundef %433, i32 noundef %434, i32 noundef %435, i32 noundef %436, i32 noundef %437)
  %439 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.79, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.80, i64 0, i64 0), i32* noundef %34, i32* noundef %35) #7
  %440 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.81, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.82, i64 0, i64 0), i32* noundef %34, i32* noundef %36) #7
  %441 = load i16, i16* %45, align 2
  %442 = sext i16 %441 to i32
  %443 = load i32, i32* %34, align 4
  %444 = load i32, i32* %35, align 4
  %445 = load i32, i32* %36, align 4
  %446 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.78, i64 0, i64 0), i32 noundef %439, i32 noundef %440, i32 noundef %442, i32 noundef %443, i32 noundef %444, i32 noundef %445)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i64 @strtol(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoul(i8* noundef, i8** noundef, i32 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind
declare i64 @strtoll(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoull(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @strtod(i8* noundef, i8** noundef) #2

; Function Attrs: nounwind
declare float @strtof(i8* noundef, i8** noundef) #2

; Function Attrs: nounwind readonly willreturn
declare double @atof(i8* noundef) #4

; Function Attrs: nounwind
declare i32 @sprintf(i8* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @strndup(i8* noundef, i64 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strspn(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strcspn(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strnlen(i8* noundef, i64 noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_int(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

declare i8* @bsearch(i8* noundef, i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_distance(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca %struct.point*, align 8
  %6 = alloca %struct.point*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %struct.point*
  store %struct.point* %10, %struct.point** %5, align 8
  %11 = load i8*, i8** %4, align 8
  %12 = bitcast i8* %11 to %struct.point*
  store %struct.point* %12, %struct.point** %6, align 8
  %13 = load %struct.point*, %struct.point** %5, align 8
  %14 = getelementptr inbounds %struct.point, %struct.point* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = load %struct.point*, %struct.point** %5, align 8
  %17 = getelementptr inbounds %struct.point, %struct.point* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = mul nsw i32 %15, %18
  %20 = load %struct.point*, %struct.point** %5, align 8
  %21 = getelementptr inbounds %struct.point, %struct.point* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.point*, %struct.point** %5, align 8
  %24 = getelementptr inbounds %struct.point, %struct.point* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  %26 = mul nsw i32 %22, %25
  %27 = add nsw i32 %19, %26
  store i32 %27, i32* %7, align 4
  %28 = load %struct.point*, %struct.point** %6, align 8
  %29 = getelementptr inbounds %struct.point, %struct.point* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = load %struct.point*, %struct.point** %6, align 8
  %32 = getelementptr inbounds %struct.point, %struct.point* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 4
  %34 = mul nsw i32 %30, %33
  %35 = load %struct.point*, %struct.point** %6, align 8
  %36 = getelementptr inbounds %struct.point, %struct.point* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = load %struct.point*, %struct.point** %6, align 8
  %39 = getelementptr inbounds %struct.point, %struct.point* %38, i32 0, i32 1
  %40 = load i32, i32* %39, align 4
  %41 = mul nsw i32 %37, %40
  %42 = add nsw i32 %34, %41
  store i32 %42, i32* %8, align 4
  %43 = load i32, i32* %7, align 4
  %44 = load i32, i32* %8, align 4
  %45 = icmp ne i32 %43, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %2
  %47 = load i32, i32* %7, align 4
  %48 = load i32, i32* %8, align 4
  %49 = sub nsw i32 %47, %48
  br label %58

50:                                               ; preds = %2
  %51 = load %struct.point*, %struct.point** %5, align 8
  %52 = getelementptr inbounds %struct.point, %struct.point* %51, i32 0, i32 0
  %53 = load i32, i32* %52, align 4
  %54 = load %struct.point*, %struct.point** %6, align 8
  %55 = getelementptr inbounds %struct.point, %struct.point* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = sub nsw i32 %53, %56
  br label %58

58:                                               ; preds = %50, %46
  %59 = phi i32 [ %49, %46 ], [ %57, %50 ]
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_name(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 8
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to i8**
  %10 = load i8*, i8** %9, align 8
  %11 = call i32 @strcmp(i8* noundef %7, i8* noundef %10) #8
  ret i32 %11
}

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #6

; Function Attrs: nounwind readonly willreturn
declare i32 @tolower(i32 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @toupper(i32 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #6

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(i8* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { nounwind readnone willreturn }

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
