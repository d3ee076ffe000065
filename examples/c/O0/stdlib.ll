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
  store i32 0, i32* %1, align 4
  %34 = bitcast [11 x i8*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %34, i8* align 16 bitcast ([11 x i8*]* @__const.main.ints to i8*), i64 88, i1 false)
  store i32 0, i32* %3, align 4
  br label %35

35:                                               ; preds = %71, %0
  %36 = load i32, i32* %3, align 4
  %37 = zext i32 %36 to i64
  %38 = icmp ult i64 %37, 11
  br i1 %38, label %39, label %74

39:                                               ; preds = %35
  %40 = load i32, i32* %3, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %41
  %43 = load i8*, i8** %42, align 8
  %44 = call i64 @strtol(i8* noundef %43, i8** noundef %4, i32 noundef 0) #7
  store i64 %44, i64* %5, align 8
  %45 = load i32, i32* %3, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %46
  %48 = load i8*, i8** %47, align 8
  %49 = call i64 @strtoul(i8* noundef %48, i8** noundef null, i32 noundef 10) #7
  store i64 %49, i64* %6, align 8
  %50 = load i32, i32* %3, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %51
  %53 = load i8*, i8** %52, align 8
  %54 = load i64, i64* %5, align 8
  %55 = load i8*, i8** %4, align 8
  %56 = load i32, i32* %3, align 4
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %57
  %59 = load i8*, i8** %58, align 8
  %60 = ptrtoint i8* %55 to i64
  %61 = ptrtoint i8* %59 to i64
  %62 = sub i64 %60, %61
  %63 = trunc i64 %62 to i32
  %64 = load i64, i64* %6, align 8
  %65 = load i32, i32* %3, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %66
  %68 = load i8*, i8** %67, align 8
  %69 = call i32 @atoi(i8* noundef %68) #8
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef %53, i64 noundef %54, i32 noundef %63, i64 noundef %64, i32 noundef %69)
  br label %71

71:                                               ; preds = %39
  %72 = load i32, i32* %3, align 4
  %73 = add i32 %72, 1
  store i32 %73, i32* %3, align 4
  br label %35, !llvm.loop !6

74:                                               ; preds = %35
  %75 = call i64 @strtol(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i8** noundef null, i32 noundef 2) #7
  %76 = call i64 @strtol(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0), i8** noundef null, i32 noundef 36) #7
  %77 = call i64 @strtoll(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8** noundef null, i32 noundef 16) #7
  %78 = call i64 @strtoull(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef %75, i64 noundef %76, i64 noundef %77, i64 noundef %78)
  %80 = bitcast [10 x i8*]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %80, i8* align 16 bitcast ([10 x i8*]* @__const.main.floats to i8*), i64 80, i1 false)
  store i32 0, i32* %8, align 4
  br label %81

81:                                               ; preds = %117, %74
  %82 = load i32, i32* %8, align 4
  %83 = zext i32 %82 to i64
  %84 = icmp ult i64 %83, 10
  br i1 %84, label %85, label %120

85:                                               ; preds = %81
  %86 = load i32, i32* %8, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %87
  %89 = load i8*, i8** %88, align 8
  %90 = call double @strtod(i8* noundef %89, i8** noundef %9) #7
  store double %90, double* %10, align 8
  %91 = load i32, i32* %8, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %92
  %94 = load i8*, i8** %93, align 8
  %95 = load double, double* %10, align 8
  %96 = load i8*, i8** %9, align 8
  %97 = load i32, i32* %8, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %98
  %100 = load i8*, i8** %99, align 8
  %101 = ptrtoint i8* %96 to i64
  %102 = ptrtoint i8* %100 to i64
  %103 = sub i64 %101, %102
  %104 = trunc i64 %103 to i32
  %105 = load i32, i32* %8, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %106
  %108 = load i8*, i8** %107, align 8
  %109 = call float @strtof(i8* noundef %108, i8** noundef null) #7
  %110 = fpext float %109 to double
  %111 = load i32, i32* %8, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %112
  %114 = load i8*, i8** %113, align 8
  %115 = call double @atof(i8* noundef %114) #8
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %94, double noundef %95, i32 noundef %104, double noundef %110, double noundef %115)
  br label %117

117:                                              ; preds = %85
  %118 = load i32, i32* %8, align 4
  %119 = add i32 %118, 1
  store i32 %119, i32* %8, align 4
  br label %81, !llvm.loop !8

120:                                              ; preds = %81
  %121 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %122 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %121, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #7
  store i32 %122, i32* %12, align 4
  %123 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %124 = load i32, i32* %12, align 4
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %123, i32 noundef %124)
  %126 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %127 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %126, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #7
  store i32 %127, i32* %12, align 4
  %128 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %129 = load i32, i32* %12, align 4
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef %128, i32 noundef %129)
  %131 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #7
  store i32 %131, i32* %12, align 4
  %132 = load i32, i32* %12, align 4
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %132)
  %134 = call noalias i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #7
  store i8* %134, i8** %14, align 8
  %135 = call noalias i8* @strndup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #7
  store i8* %135, i8** %15, align 8
  %136 = load i8*, i8** %14, align 8
  %137 = getelementptr inbounds i8, i8* %136, i64 0
  store i8 68, i8* %137, align 1
  %138 = load i8*, i8** %14, align 8
  %139 = load i8*, i8** %15, align 8
  %140 = load i8*, i8** %15, align 8
  %141 = call i64 @strlen(i8* noundef %140) #8
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef %138, i8* noundef %139, i64 noundef %141)
  store i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i8** %16, align 8
  %143 = load i8*, i8** %16, align 8
  %144 = call i8* @strstr(i8* noundef %143, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0)) #8
  store i8* %144, i8** %17, align 8
  %145 = load i8*, i8** %17, align 8
  %146 = load i8*, i8** %16, align 8
  %147 = call i8* @strstr(i8* noundef %146, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #8
  %148 = icmp ne i8* %147, null
  %149 = zext i1 %148 to i64
  %150 = select i1 %148, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0)
  %151 = load i8*, i8** %16, align 8
  %152 = call i8* @strstr(i8* noundef %151, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0)) #8
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef %145, i8* noundef %150, i8* noundef %152)
  %154 = call i64 @strspn(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.47, i64 0, i64 0)) #8
  %155 = load i8*, i8** %16, align 8
  %156 = call i64 @strcspn(i8* noundef %155, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0)) #8
  %157 = load i8*, i8** %16, align 8
  %158 = call i64 @strnlen(i8* noundef %157, i64 noundef 5) #8
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef %154, i64 noundef %156, i64 noundef %158)
  %160 = load i8*, i8** %14, align 8
  call void @free(i8* noundef %160) #7
  %161 = load i8*, i8** %15, align 8
  call void @free(i8* noundef %161) #7
  %162 = bitcast [8 x i32]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %162, i8* align 16 bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  %163 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %164 = bitcast i32* %163 to i8*
  call void @qsort(i8* noundef %164, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  store i32 0, i32* %19, align 4
  br label %165

165:                                              ; preds = %174, %120
  %166 = load i32, i32* %19, align 4
  %167 = icmp slt i32 %166, 8
  br i1 %167, label %168, label %177

168:                                              ; preds = %165
  %169 = load i32, i32* %19, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 %170
  %172 = load i32, i32* %171, align 4
  %173 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %172)
  br label %174

174:                                              ; preds = %168
  %175 = load i32, i32* %19, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, i32* %19, align 4
  br label %165, !llvm.loop !9

177:                                              ; preds = %165
  store i32 9, i32* %20, align 4
  store i32 4, i32* %21, align 4
  %178 = bitcast i32* %20 to i8*
  %179 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %180 = bitcast i32* %179 to i8*
  %181 = call i8* @bsearch(i8* noundef %178, i8* noundef %180, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %182 = bitcast i8* %181 to i32*
  store i32* %182, i32** %22, align 8
  %183 = load i32*, i32** %22, align 8
  %184 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %185 = ptrtoint i32* %183 to i64
  %186 = ptrtoint i32* %184 to i64
  %187 = sub i64 %185, %186
  %188 = sdiv exact i64 %187, 4
  %189 = trunc i64 %188 to i32
  %190 = bitcast i32* %21 to i8*
  %191 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %192 = bitcast i32* %191 to i8*
  %193 = call i8* @bsearch(i8* noundef %190, i8* noundef %192, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %194 = icmp ne i8* %193, null
  %195 = zext i1 %194 to i64
  %196 = select i1 %194, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0)
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %189, i8* noundef %196)
  %198 = bitcast [5 x %struct.point]* %23 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %198, i8 0, i64 40, i1 false)
  %199 = bitcast i8* %198 to [5 x %struct.point]*
  %200 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %199, i32 0, i32 0
  %201 = getelementptr inbounds %struct.point, %struct.point* %200, i32 0, i32 0
  store i32 3, i32* %201, align 16
  %202 = getelementptr inbounds %struct.point, %struct.point* %200, i32 0, i32 1
  store i32 4, i32* %202, align 4
  %203 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %199, i32 0, i32 1
  %204 = getelementptr inbounds %struct.point, %struct.point* %203, i32 0, i32 0
  store i32 -1, i32* %204, align 8
  %205 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %199, i32 0, i32 2
  %206 = getelementptr inbounds %struct.point, %struct.point* %205, i32 0, i32 1
  store i32 5, i32* %206, align 4
  %207 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %199, i32 0, i32 3
  %208 = getelementptr inbounds %struct.point, %struct.point* %207, i32 0, i32 0
  store i32 2, i32* %208, align 8
  %209 = getelementptr inbounds %struct.point, %struct.point* %207, i32 0, i32 1
  store i32 2, i32* %209, align 4
  %210 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 0
  %211 = bitcast %struct.point* %210 to i8*
  call void @qsort(i8* noundef %211, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef @by_distance)
  store i32 0, i32* %24, align 4
  br label %212

212:                                              ; preds = %227, %177
  %213 = load i32, i32* %24, align 4
  %214 = icmp slt i32 %213, 5
  br i1 %214, label %215, label %230

215:                                              ; preds = %212
  %216 = load i32, i32* %24, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %217
  %219 = getelementptr inbounds %struct.point, %struct.point* %218, i32 0, i32 0
  %220 = load i32, i32* %219, align 8
  %221 = load i32, i32* %24, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %222
  %224 = getelementptr inbounds %struct.point, %struct.point* %223, i32 0, i32 1
  %225 = load i32, i32* %224, align 4
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %220, i32 noundef %225)
  br label %227

227:                                              ; preds = %215
  %228 = load i32, i32* %24, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* %24, align 4
  br label %212, !llvm.loop !10

230:                                              ; preds = %212
  %231 = bitcast [4 x i8*]* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %231, i8* align 16 bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %232 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %233 = bitcast i8** %232 to i8*
  call void @qsort(i8* noundef %233, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef @by_name)
  %234 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %235 = load i8*, i8** %234, align 16
  %236 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 1
  %237 = load i8*, i8** %236, align 8
  %238 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 2
  %239 = load i8*, i8** %238, align 16
  %240 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 3
  %241 = load i8*, i8** %240, align 8
  %242 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %235, i8* noundef %237, i8* noundef %239, i8* noundef %241)
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), i8** %26, align 8
  %243 = load i8*, i8** %26, align 8
  store i8* %243, i8** %27, align 8
  br label %244

244:                                              ; preds = %328, %230
  %245 = load i8*, i8** %27, align 8
  %246 = load i8, i8* %245, align 1
  %247 = icmp ne i8 %246, 0
  br i1 %247, label %248, label %331

248:                                              ; preds = %244
  %249 = call i16** @__ctype_b_loc() #9
  %250 = load i16*, i16** %249, align 8
  %251 = load i8*, i8** %27, align 8
  %252 = load i8, i8* %251, align 1
  %253 = zext i8 %252 to i32
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds i16, i16* %250, i64 %254
  %256 = load i16, i16* %255, align 2
  %257 = zext i16 %256 to i32
  %258 = and i32 %257, 1024
  %259 = icmp ne i32 %258, 0
  %260 = zext i1 %259 to i64
  %261 = select i1 %259, i32 97, i32 45
  %262 = call i16** @__ctype_b_loc() #9
  %263 = load i16*, i16** %262, align 8
  %264 = load i8*, i8** %27, align 8
  %265 = load i8, i8* %264, align 1
  %266 = zext i8 %265 to i32
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds i16, i16* %263, i64 %267
  %269 = load i16, i16* %268, align 2
  %270 = zext i16 %269 to i32
  %271 = and i32 %270, 2048
  %272 = icmp ne i32 %271, 0
  %273 = zext i1 %272 to i64
  %274 = select i1 %272, i32 100, i32 45
  %275 = call i16** @__ctype_b_loc() #9
  %276 = load i16*, i16** %275, align 8
  %277 = load i8*, i8** %27, align 8
  %278 = load i8, i8* %277, align 1
  %279 = zext i8 %278 to i32
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds i16, i16* %276, i64 %280
  %282 = load i16, i16* %281, align 2
  %283 = zext i16 %282 to i32
  %284 = and i32 %283, 8192
  %285 = icmp ne i32 %284, 0
  %286 = zext i1 %285 to i64
  %287 = select i1 %285, i32 115, i32 45
  %288 = call i16** @__ctype_b_loc() #9
  %289 = load i16*, i16** %288, align 8
  %290 = load i8*, i8** %27, align 8
  %291 = load i8, i8* %290, align 1
  %292 = zext i8 %291 to i32
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds i16, i16* %289, i64 %293
  %295 = load i16, i16* %294, align 2
  %296 = zext i16 %295 to i32
  %297 = and i32 %296, 4
  %298 = icmp ne i32 %297, 0
  %299 = zext i1 %298 to i64
  %300 = select i1 %298, i32 112, i32 45
  %301 = call i16** @__ctype_b_loc() #9
  %302 = load i16*, i16** %301, align 8
  %303 = load i8*, i8** %27, align 8
  %304 = load i8, i8* %303, align 1
  %305 = zext i8 %304 to i32
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds i16, i16* %302, i64 %306
  %308 = load i16, i16* %307, align 2
  %309 = zext i16 %308 to i32
  %310 = and i32 %309, 256
  %311 = icmp ne i32 %310, 0
  %312 = zext i1 %311 to i64
  %313 = select i1 %311, i32 117, i32 45
  %314 = call i16** @__ctype_b_loc() #9
  %315 = load i16*, i16** %314, align 8
  %316 = load i8*, i8** %27, align 8
  %317 = load i8, i8* %316, align 1
  %318 = zext i8 %317 to i32
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds i16, i16* %315, i64 %319
  %321 = load i16, i16* %320, align 2
  %322 = zext i16 %321 to i32
  %323 = and i32 %322, 4096
  %324 = icmp ne i32 %323, 0
  %325 = zext i1 %324 to i64
  %326 = select i1 %324, i32 120, i32 45
  %327 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.59, i64 0, i64 0), i32 noundef %261, i32 noundef %274, i32 noundef %287, i32 noundef %300, i32 noundef %313, i32 noundef %326)
  br label %328

328:                                              ; preds = %248
  %329 = load i8*, i8** %27, align 8
  %330 = getelementptr inbounds i8, i8* %329, i32 1
  store i8* %330, i8** %27, align 8
  br label %244, !llvm.loop !11

331:                                              ; preds = %244
  store i32 0, i32* %29, align 4
  %332 = load i8*, i8** %26, align 8
  store i8* %332, i8** %30, align 8
  br label %333

333:                                              ; preds = %363, %331
  %334 = load i8*, i8** %30, align 8
  %335 = load i8, i8* %334, align 1
  %336 = sext i8 %335 to i32
  %337 = icmp ne i32 %336, 0
  br i1 %337, label %338, label %341

338:                                              ; preds = %333
  %339 = load i32, i32* %29, align 4
  %340 = icmp slt i32 %339, 15
  br label %341

341:                                              ; preds = %338, %333
  %342 = phi i1 [ false, %333 ], [ %340, %338 ]
  br i1 %342, label %343, label %368

343:                                              ; preds = %341
  %344 = load i32, i32* %29, align 4
  %345 = srem i32 %344, 2
  %346 = icmp ne i32 %345, 0
  br i1 %346, label %347, label %352

347:                                              ; preds = %343
  %348 = load i8*, i8** %30, align 8
  %349 = load i8, i8* %348, align 1
  %350 = zext i8 %349 to i32
  %351 = call i32 @tolower(i32 noundef %350) #8
  br label %357

352:                                              ; preds = %343
  %353 = load i8*, i8** %30, align 8
  %354 = load i8, i8* %353, align 1
  %355 = zext i8 %354 to i32
  %356 = call i32 @toupper(i32 noundef %355) #8
  br label %357

357:                                              ; preds = %352, %347
  %358 = phi i32 [ %351, %347 ], [ %356, %352 ]
  %359 = trunc i32 %358 to i8
  %360 = load i32, i32* %29, align 4
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 %361
  store i8 %359, i8* %362, align 1
  br label %363

363:                                              ; preds = %357
  %364 = load i8*, i8** %30, align 8
  %365 = getelementptr inbounds i8, i8* %364, i32 1
  store i8* %365, i8** %30, align 8
  %366 = load i32, i32* %29, align 4
  %367 = add nsw i32 %366, 1
  store i32 %367, i32* %29, align 4
  br label %333, !llvm.loop !12

368:                                              ; preds = %341
  %369 = load i32, i32* %29, align 4
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 %370
  store i8 0, i8* %371, align 1
  %372 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i64 0, i64 0
  %373 = call i32 @toupper(i32 noundef -1) #8
  %374 = call i32 @tolower(i32 noundef 200) #8
  %375 = call i16** @__ctype_b_loc() #9
  %376 = load i16*, i16** %375, align 8
  %377 = getelementptr inbounds i16, i16* %376, i64 95
  %378 = load i16, i16* %377, align 2
  %379 = zext i16 %378 to i32
  %380 = and i32 %379, 8
  %381 = icmp ne i32 %380, 0
  %382 = zext i1 %381 to i32
  %383 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.60, i64 0, i64 0), i8* noundef %372, i32 noundef %373, i32 noundef %374, i32 noundef %382)
  %384 = call i32* @__errno_location() #9
  store i32 0, i32* %384, align 4
  %385 = call i64 @strtol(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.61, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  store i64 %385, i64* %31, align 8
  %386 = call i32* @__errno_location() #9
  %387 = load i32, i32* %386, align 4
  store i32 %387, i32* %32, align 4
  %388 = call i32* @__errno_location() #9
  store i32 0, i32* %388, align 4
  %389 = call i64 @strtol(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.62, i64 0, i64 0), i8** noundef null, i32 noundef 10) #7
  store i64 %389, i64* %33, align 8
  %390 = load i32, i32* %32, align 4
  %391 = icmp eq i32 %390, 34
  %392 = zext i1 %391 to i32
  %393 = load i64, i64* %31, align 8
  %394 = call i32* @__errno_location() #9
  %395 = load i32, i32* %394, align 4
  %396 = load i64, i64* %33, align 8
  %397 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([79 x i8], [79 x i8]* @.str.63, i64 0, i64 0), i32 noundef %392, i32 noundef 34, i64 noundef %393, i32 noundef %395, i64 noundef %396)
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
