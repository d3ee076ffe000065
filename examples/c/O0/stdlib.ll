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
  store i32 0, i32* %1, align 4
  %26 = bitcast [11 x i8*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %26, i8* align 16 bitcast ([11 x i8*]* @__const.main.ints to i8*), i64 88, i1 false)
  store i32 0, i32* %3, align 4
  br label %27

27:                                               ; preds = %63, %0
  %28 = load i32, i32* %3, align 4
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %29, 11
  br i1 %30, label %31, label %66

31:                                               ; preds = %27
  %32 = load i32, i32* %3, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8
  %36 = call i64 @strtol(i8* noundef %35, i8** noundef %4, i32 noundef 0) #6
  store i64 %36, i64* %5, align 8
  %37 = load i32, i32* %3, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %38
  %40 = load i8*, i8** %39, align 8
  %41 = call i64 @strtoul(i8* noundef %40, i8** noundef null, i32 noundef 10) #6
  store i64 %41, i64* %6, align 8
  %42 = load i32, i32* %3, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %43
  %45 = load i8*, i8** %44, align 8
  %46 = load i64, i64* %5, align 8
  %47 = load i8*, i8** %4, align 8
  %48 = load i32, i32* %3, align 4
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %49
  %51 = load i8*, i8** %50, align 8
  %52 = ptrtoint i8* %47 to i64
  %53 = ptrtoint i8* %51 to i64
  %54 = sub i64 %52, %53
  %55 = trunc i64 %54 to i32
  %56 = load i64, i64* %6, align 8
  %57 = load i32, i32* %3, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [11 x i8*], [11 x i8*]* %2, i64 0, i64 %58
  %60 = load i8*, i8** %59, align 8
  %61 = call i32 @atoi(i8* noundef %60) #7
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.11, i64 0, i64 0), i8* noundef %45, i64 noundef %46, i32 noundef %55, i64 noundef %56, i32 noundef %61)
  br label %63

63:                                               ; preds = %31
  %64 = load i32, i32* %3, align 4
  %65 = add i32 %64, 1
  store i32 %65, i32* %3, align 4
  br label %27, !llvm.loop !6

66:                                               ; preds = %27
  %67 = call i64 @strtol(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i64 0, i64 0), i8** noundef null, i32 noundef 2) #6
  %68 = call i64 @strtol(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0), i8** noundef null, i32 noundef 36) #6
  %69 = call i64 @strtoll(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8** noundef null, i32 noundef 16) #6
  %70 = call i64 @strtoull(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.16, i64 0, i64 0), i8** noundef null, i32 noundef 10) #6
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([72 x i8], [72 x i8]* @.str.12, i64 0, i64 0), i64 noundef %67, i64 noundef %68, i64 noundef %69, i64 noundef %70)
  %72 = bitcast [10 x i8*]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %72, i8* align 16 bitcast ([10 x i8*]* @__const.main.floats to i8*), i64 80, i1 false)
  store i32 0, i32* %8, align 4
  br label %73

73:                                               ; preds = %109, %66
  %74 = load i32, i32* %8, align 4
  %75 = zext i32 %74 to i64
  %76 = icmp ult i64 %75, 10
  br i1 %76, label %77, label %112

77:                                               ; preds = %73
  %78 = load i32, i32* %8, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %79
  %81 = load i8*, i8** %80, align 8
  %82 = call double @strtod(i8* noundef %81, i8** noundef %9) #6
  store double %82, double* %10, align 8
  %83 = load i32, i32* %8, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %84
  %86 = load i8*, i8** %85, align 8
  %87 = load double, double* %10, align 8
  %88 = load i8*, i8** %9, align 8
  %89 = load i32, i32* %8, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %90
  %92 = load i8*, i8** %91, align 8
  %93 = ptrtoint i8* %88 to i64
  %94 = ptrtoint i8* %92 to i64
  %95 = sub i64 %93, %94
  %96 = trunc i64 %95 to i32
  %97 = load i32, i32* %8, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %98
  %100 = load i8*, i8** %99, align 8
  %101 = call float @strtof(i8* noundef %100, i8** noundef null) #6
  %102 = fpext float %101 to double
  %103 = load i32, i32* %8, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [10 x i8*], [10 x i8*]* %7, i64 0, i64 %104
  %106 = load i8*, i8** %105, align 8
  %107 = call double @atof(i8* noundef %106) #7
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.27, i64 0, i64 0), i8* noundef %86, double noundef %87, i32 noundef %96, double noundef %102, double noundef %107)
  br label %109

109:                                              ; preds = %77
  %110 = load i32, i32* %8, align 4
  %111 = add i32 %110, 1
  store i32 %111, i32* %8, align 4
  br label %73, !llvm.loop !8

112:                                              ; preds = %73
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %114 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef %113, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.28, i64 0, i64 0), i32 noundef 7, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.29, i64 0, i64 0), double noundef 7.250000e+00) #6
  store i32 %114, i32* %12, align 4
  %115 = getelementptr inbounds [64 x i8], [64 x i8]* %11, i64 0, i64 0
  %116 = load i32, i32* %12, align 4
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %115, i32 noundef %116)
  %118 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %119 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %118, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i32 noundef 12345) #6
  store i32 %119, i32* %12, align 4
  %120 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %121 = load i32, i32* %12, align 4
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.33, i64 0, i64 0), i8* noundef %120, i32 noundef %121)
  %123 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef null, i64 noundef 0, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i64 0, i64 0), i64 noundef 1234567890) #6
  store i32 %123, i32* %12, align 4
  %124 = load i32, i32* %12, align 4
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.35, i64 0, i64 0), i32 noundef %124)
  %126 = call noalias i8* @strdup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.36, i64 0, i64 0)) #6
  store i8* %126, i8** %14, align 8
  %127 = call noalias i8* @strndup(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.37, i64 0, i64 0), i64 noundef 7) #6
  store i8* %127, i8** %15, align 8
  %128 = load i8*, i8** %14, align 8
  %129 = getelementptr inbounds i8, i8* %128, i64 0
  store i8 68, i8* %129, align 1
  %130 = load i8*, i8** %14, align 8
  %131 = load i8*, i8** %15, align 8
  %132 = load i8*, i8** %15, align 8
  %133 = call i64 @strlen(i8* noundef %132) #7
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.38, i64 0, i64 0), i8* noundef %130, i8* noundef %131, i64 noundef %133)
  store i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.str.39, i64 0, i64 0), i8** %16, align 8
  %135 = load i8*, i8** %16, align 8
  %136 = call i8* @strstr(i8* noundef %135, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i64 0, i64 0)) #7
  store i8* %136, i8** %17, align 8
  %137 = load i8*, i8** %17, align 8
  %138 = load i8*, i8** %16, align 8
  %139 = call i8* @strstr(i8* noundef %138, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i64 0, i64 0)) #7
  %140 = icmp ne i8* %139, null
  %141 = zext i1 %140 to i64
  %142 = select i1 %140, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i64 0, i64 0)
  %143 = load i8*, i8** %16, align 8
  %144 = call i8* @strstr(i8* noundef %143, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i64 0, i64 0)) #7
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.41, i64 0, i64 0), i8* noundef %137, i8* noundef %142, i8* noundef %144)
  %146 = call i64 @strspn(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.46, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.47, i64 0, i64 0)) #7
  %147 = load i8*, i8** %16, align 8
  %148 = call i64 @strcspn(i8* noundef %147, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.48, i64 0, i64 0)) #7
  %149 = load i8*, i8** %16, align 8
  %150 = call i64 @strnlen(i8* noundef %149, i64 noundef 5) #7
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.45, i64 0, i64 0), i64 noundef %146, i64 noundef %148, i64 noundef %150)
  %152 = load i8*, i8** %14, align 8
  call void @free(i8* noundef %152) #6
  %153 = load i8*, i8** %15, align 8
  call void @free(i8* noundef %153) #6
  %154 = bitcast [8 x i32]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %154, i8* align 16 bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  %155 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %156 = bitcast i32* %155 to i8*
  call void @qsort(i8* noundef %156, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  store i32 0, i32* %19, align 4
  br label %157

157:                                              ; preds = %166, %112
  %158 = load i32, i32* %19, align 4
  %159 = icmp slt i32 %158, 8
  br i1 %159, label %160, label %169

160:                                              ; preds = %157
  %161 = load i32, i32* %19, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 %162
  %164 = load i32, i32* %163, align 4
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.49, i64 0, i64 0), i32 noundef %164)
  br label %166

166:                                              ; preds = %160
  %167 = load i32, i32* %19, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %19, align 4
  br label %157, !llvm.loop !9

169:                                              ; preds = %157
  store i32 9, i32* %20, align 4
  store i32 4, i32* %21, align 4
  %170 = bitcast i32* %20 to i8*
  %171 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %172 = bitcast i32* %171 to i8*
  %173 = call i8* @bsearch(i8* noundef %170, i8* noundef %172, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %174 = bitcast i8* %173 to i32*
  store i32* %174, i32** %22, align 8
  %175 = load i32*, i32** %22, align 8
  %176 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %177 = ptrtoint i32* %175 to i64
  %178 = ptrtoint i32* %176 to i64
  %179 = sub i64 %177, %178
  %180 = sdiv exact i64 %179, 4
  %181 = trunc i64 %180 to i32
  %182 = bitcast i32* %21 to i8*
  %183 = getelementptr inbounds [8 x i32], [8 x i32]* %18, i64 0, i64 0
  %184 = bitcast i32* %183 to i8*
  %185 = call i8* @bsearch(i8* noundef %182, i8* noundef %184, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @by_int)
  %186 = icmp ne i8* %185, null
  %187 = zext i1 %186 to i64
  %188 = select i1 %186, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i64 0, i64 0)
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.50, i64 0, i64 0), i32 noundef %181, i8* noundef %188)
  %190 = bitcast [5 x %struct.point]* %23 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %190, i8 0, i64 40, i1 false)
  %191 = bitcast i8* %190 to [5 x %struct.point]*
  %192 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %191, i32 0, i32 0
  %193 = getelementptr inbounds %struct.point, %struct.point* %192, i32 0, i32 0
  store i32 3, i32* %193, align 16
  %194 = getelementptr inbounds %struct.point, %struct.point* %192, i32 0, i32 1
  store i32 4, i32* %194, align 4
  %195 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %191, i32 0, i32 1
  %196 = getelementptr inbounds %struct.point, %struct.point* %195, i32 0, i32 0
  store i32 -1, i32* %196, align 8
  %197 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %191, i32 0, i32 2
  %198 = getelementptr inbounds %struct.point, %struct.point* %197, i32 0, i32 1
  store i32 5, i32* %198, align 4
  %199 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %191, i32 0, i32 3
  %200 = getelementptr inbounds %struct.point, %struct.point* %199, i32 0, i32 0
  store i32 2, i32* %200, align 8
  %201 = getelementptr inbounds %struct.point, %struct.point* %199, i32 0, i32 1
  store i32 2, i32* %201, align 4
  %202 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 0
  %203 = bitcast %struct.point* %202 to i8*
  call void @qsort(i8* noundef %203, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef @by_distance)
  store i32 0, i32* %24, align 4
  br label %204

204:                                              ; preds = %219, %169
  %205 = load i32, i32* %24, align 4
  %206 = icmp slt i32 %205, 5
  br i1 %206, label %207, label %222

207:                                              ; preds = %204
  %208 = load i32, i32* %24, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %209
  %211 = getelementptr inbounds %struct.point, %struct.point* %210, i32 0, i32 0
  %212 = load i32, i32* %211, align 8
  %213 = load i32, i32* %24, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [5 x %struct.point], [5 x %struct.point]* %23, i64 0, i64 %214
  %216 = getelementptr inbounds %struct.point, %struct.point* %215, i32 0, i32 1
  %217 = load i32, i32* %216, align 4
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i64 0, i64 0), i32 noundef %212, i32 noundef %217)
  br label %219

219:                                              ; preds = %207
  %220 = load i32, i32* %24, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, i32* %24, align 4
  br label %204, !llvm.loop !10

222:                                              ; preds = %204
  %223 = bitcast [4 x i8*]* %25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %223, i8* align 16 bitcast ([4 x i8*]* @__const.main.names to i8*), i64 32, i1 false)
  %224 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %225 = bitcast i8** %224 to i8*
  call void @qsort(i8* noundef %225, i64 noundef 4, i64 noundef 8, i32 (i8*, i8*)* noundef @by_name)
  %226 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 0
  %227 = load i8*, i8** %226, align 16
  %228 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 1
  %229 = load i8*, i8** %228, align 8
  %230 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 2
  %231 = load i8*, i8** %230, align 16
  %232 = getelementptr inbounds [4 x i8*], [4 x i8*]* %25, i64 0, i64 3
  %233 = load i8*, i8** %232, align 8
  %234 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.57, i64 0, i64 0), i8* noundef %227, i8* noundef %229, i8* noundef %231, i8* noundef %233)
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
  %11 = call i32 @strcmp(i8* noundef %7, i8* noundef %10) #7
  ret i32 %11
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

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
