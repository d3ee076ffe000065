; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.vec = type { double, double }
%struct.span = type { i64, i64 }
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
@stdout = external global %struct._IO_FILE*, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca %struct.vec, align 8
  %5 = alloca %struct.vec, align 8
  %6 = alloca %struct.vec, align 8
  %7 = alloca %struct.span, align 8
  %8 = alloca %struct.span, align 8
  %9 = alloca [22 x i8], align 16
  %10 = alloca i32, align 4
  %11 = alloca i8*, align 8
  %12 = alloca [15 x i8], align 1
  %13 = alloca i8*, align 8
  %14 = alloca i8*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i8*, align 8
  %17 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %18 = call double (i8*, ...) @total(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i32 noundef 3, i64 noundef 4000000000, double noundef 2.500000e-01, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0))
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %18)
  %20 = call i32 (i32, ...) @largest(i32 noundef 5, i32 noundef 3, i32 noundef 9, i32 noundef 2, i32 noundef 9, i32 noundef 1)
  %21 = call i32 (i32, ...) @largest(i32 noundef 1, i32 noundef -7)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %20, i32 noundef %21)
  %23 = call i32 (i8*, ...) @say(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i32 noundef 3, double noundef 9.500000e+00, i32 noundef 111, i32 noundef 107, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0), i32 noundef 7, i64 noundef 255)
  %24 = call i32 (i8*, ...) @say(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef 6, i32 noundef 42, i32 noundef 3, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i64 0, i64 0))
  call void (i8*, ...) @both(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0))
  %25 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %26 = call i32 (i8*, i8*, ...) @into(i8* noundef %25, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i32 noundef 7, i64 noundef 8, i8* noundef null)
  store i32 %26, i32* %3, align 4
  %27 = load i32, i32* %3, align 4
  %28 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef %27, i8* noundef %28)
  %30 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 0
  store double 1.500000e+00, double* %30, align 8
  %31 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 1
  store double 2.000000e+00, double* %31, align 8
  %32 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0
  store double 2.500000e-01, double* %32, align 8
  %33 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 1
  store double -4.000000e+00, double* %33, align 8
  %34 = bitcast %struct.vec* %5 to { double, double }*
  %35 = getelementptr inbounds { double, double }, { double, double }* %34, i32 0, i32 0
  %36 = load double, double* %35, align 8
  %37 = getelementptr inbounds { double, double }, { double, double }* %34, i32 0, i32 1
  %38 = load double, double* %37, align 8
  %39 = bitcast %struct.vec* %6 to { double, double }*
  %40 = getelementptr inbounds { double, double }, { double, double }* %39, i32 0, i32 0
  %41 = load double, double* %40, align 8
  %42 = getelementptr inbounds { double, double }, { double, double }* %39, i32 0, i32 1
  %43 = load double, double* %42, align 8
  %44 = call { double, double } @add(double %36, double %38, double %41, double %43)
  %45 = bitcast %struct.vec* %4 to { double, double }*
  %46 = getelementptr inbounds { double, double }, { double, double }* %45, i32 0, i32 0
  %47 = extractvalue { double, double } %44, 0
  store double %47, double* %46, align 8
  %48 = getelementptr inbounds { double, double }, { double, double }* %45, i32 0, i32 1
  %49 = extractvalue { double, double } %44, 1
  store double %49, double* %48, align 8
  %50 = getelementptr inbounds %struct.span, %struct.span* %8, i32 0, i32 0
  store i64 10, i64* %50, align 8
  %51 = getelementptr inbounds %struct.span, %struct.span* %8, i32 0, i32 1
  store i64 20, i64* %51, align 8
  %52 = bitcast %struct.span* %8 to { i64, i64 }*
  %53 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 0
  %54 = load i64, i64* %53, align 8
  %55 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %52, i32 0, i32 1
  %56 = load i64, i64* %55, align 8
  %57 = call { i64, i64 } @widen(i64 %54, i64 %56, i64 noundef 3)
  %58 = bitcast %struct.span* %7 to { i64, i64 }*
  %59 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %58, i32 0, i32 0
  %60 = extractvalue { i64, i64 } %57, 0
  store i64 %60, i64* %59, align 8
  %61 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %58, i32 0, i32 1
  %62 = extractvalue { i64, i64 } %57, 1
  store i64 %62, i64* %61, align 8
  %63 = getelementptr inbounds %struct.vec, %struct.vec* %4, i32 0, i32 0
  %64 = load double, double* %63, align 8
  %65 = getelementptr inbounds %struct.vec, %struct.vec* %4, i32 0, i32 1
  %66 = load double, double* %65, align 8
  %67 = getelementptr inbounds %struct.span, %struct.span* %7, i32 0, i32 0
  %68 = load i64, i64* %67, align 8
  %69 = getelementptr inbounds %struct.span, %struct.span* %7, i32 0, i32 1
  %70 = load i64, i64* %69, align 8
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.13, i64 0, i64 0), double noundef %64, double noundef %66, i64 noundef %68, i64 noundef %70)
  %72 = bitcast [22 x i8]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %72, i8* align 16 getelementptr inbounds ([22 x i8], [22 x i8]* @__const.main.text, i32 0, i32 0), i64 22, i1 false)
  store i32 0, i32* %10, align 4
  %73 = getelementptr inbounds [22 x i8], [22 x i8]* %9, i64 0, i64 0
  %74 = call i8* @strtok(i8* noundef %73, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0)) #6
  store i8* %74, i8** %11, align 8
  br label %75

75:                                               ; preds = %83, %0
  %76 = load i8*, i8** %11, align 8
  %77 = icmp ne i8* %76, null
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  %79 = load i32, i32* %10, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %10, align 4
  %81 = load i8*, i8** %11, align 8
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef %80, i8* noundef %81)
  br label %83

83:                                               ; preds = %78
  %84 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0)) #6
  store i8* %84, i8** %11, align 8
  br label %75, !llvm.loop !6

85:                                               ; preds = %75
  %86 = bitcast [15 x i8]* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %86, i8* align 1 getelementptr inbounds ([15 x i8], [15 x i8]* @__const.main.pairs, i32 0, i32 0), i64 15, i1 false)
  %87 = getelementptr inbounds [15 x i8], [15 x i8]* %12, i64 0, i64 0
  %88 = call i8* @strtok_r(i8* noundef %87, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0), i8** noundef %13) #6
  store i8* %88, i8** %15, align 8
  br label %89

89:                                               ; preds = %99, %85
  %90 = load i8*, i8** %15, align 8
  %91 = icmp ne i8* %90, null
  br i1 %91, label %92, label %101

92:                                               ; preds = %89
  %93 = load i8*, i8** %15, align 8
  %94 = call i8* @strtok_r(i8* noundef %93, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8** noundef %14) #6
  store i8* %94, i8** %16, align 8
  %95 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0), i8** noundef %14) #6
  store i8* %95, i8** %17, align 8
  %96 = load i8*, i8** %16, align 8
  %97 = load i8*, i8** %17, align 8
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %96, i8* noundef %97)
  br label %99

99:                                               ; preds = %92
  %100 = call i8* @strtok_r(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0), i8** noundef %13) #6
  store i8* %100, i8** %15, align 8
  br label %89, !llvm.loop !8

101:                                              ; preds = %89
  %102 = load i32, i32* %10, align 4
  ret i32 %102
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @total(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  store double 0.000000e+00, double* %4, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  %8 = load i8*, i8** %2, align 8
  store i8* %8, i8** %5, align 8
  br label %9

9:                                                ; preds = %106, %1
  %10 = load i8*, i8** %5, align 8
  %11 = load i8, i8* %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %109

13:                                               ; preds = %9
  %14 = load i8*, i8** %5, align 8
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  switch i32 %16, label %105 [
    i32 105, label %17
    i32 108, label %39
    i32 100, label %61
    i32 115, label %82
  ]

17:                                               ; preds = %13
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 16
  %21 = icmp ule i32 %20, 40
  br i1 %21, label %22, label %28

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 3
  %24 = load i8*, i8** %23, align 16
  %25 = getelementptr i8, i8* %24, i32 %20
  %26 = bitcast i8* %25 to i32*
  %27 = add i32 %20, 8
  store i32 %27, i32* %19, align 16
  br label %33

28:                                               ; preds = %17
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 2
  %30 = load i8*, i8** %29, align 8
  %31 = bitcast i8* %30 to i32*
  %32 = getelementptr i8, i8* %30, i32 8
  store i8* %32, i8** %29, align 8
  br label %33

33:                                               ; preds = %28, %22
  %34 = phi i32* [ %26, %22 ], [ %31, %28 ]
  %35 = load i32, i32* %34, align 4
  %36 = sitofp i32 %35 to double
  %37 = load double, double* %4, align 8
  %38 = fadd double %37, %36
  store double %38, double* %4, align 8
  br label %105

39:                                               ; preds = %13
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %41 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %40, i32 0, i32 0
  %42 = load i32, i32* %41, align 16
  %43 = icmp ule i32 %42, 40
  br i1 %43, label %44, label %50

44:                                               ; preds = %39
  %45 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %40, i32 0, i32 3
  %46 = load i8*, i8** %45, align 16
  %47 = getelementptr i8, i8* %46, i32 %42
  %48 = bitcast i8* %47 to i64*
  %49 = add i32 %42, 8
  store i32 %49, i32* %41, align 16
  br label %55

50:                                               ; preds = %39
  %51 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %40, i32 0, i32 2
  %52 = load i8*, i8** %51, align 8
  %53 = bitcast i8* %52 to i64*
  %54 = getelementptr i8, i8* %52, i32 8
  store i8* %54, i8** %51, align 8
  br label %55

55:                                               ; preds = %50, %44
  %56 = phi i64* [ %48, %44 ], [ %53, %50 ]
  %57 = load i64, i64* %56, align 8
  %58 = sitofp i64 %57 to double
  %59 = load double, double* %4, align 8
  %60 = fadd double %59, %58
  store double %60, double* %4, align 8
  br label %105

61:                                               ; preds = %13
  %62 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %63 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = icmp ule i32 %64, 160
  br i1 %65, label %66, label %72

66:                                               ; preds = %61
  %67 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %62, i32 0, i32 3
  %68 = load i8*, i8** %67, align 16
  %69 = getelementptr i8, i8* %68, i32 %64
  %70 = bitcast i8* %69 to double*
  %71 = add i32 %64, 16
  store i32 %71, i32* %63, align 4
  br label %77

72:                                               ; preds = %61
  %73 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %62, i32 0, i32 2
  %74 = load i8*, i8** %73, align 8
  %75 = bitcast i8* %74 to double*
  %76 = getelementptr i8, i8* %74, i32 8
  store i8* %76, i8** %73, align 8
  br label %77

77:                                               ; preds = %72, %66
  %78 = phi double* [ %70, %66 ], [ %75, %72 ]
  %79 = load double, double* %78, align 8
  %80 = load double, double* %4, align 8
  %81 = fadd double %80, %79
  store double %81, double* %4, align 8
  br label %105

82:                                               ; preds = %13
  %83 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %84 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %83, i32 0, i32 0
  %85 = load i32, i32* %84, align 16
  %86 = icmp ule i32 %85, 40
  br i1 %86, label %87, label %93

87:                                               ; preds = %82
  %88 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %83, i32 0, i32 3
  %89 = load i8*, i8** %88, align 16
  %90 = getelementptr i8, i8* %89, i32 %85
  %91 = bitcast i8* %90 to i8**
  %92 = add i32 %85, 8
  store i32 %92, i32* %84, align 16
  br label %98

93:                                               ; preds = %82
  %94 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %83, i32 0, i32 2
  %95 = load i8*, i8** %94, align 8
  %96 = bitcast i8* %95 to i8**
  %97 = getelementptr i8, i8* %95, i32 8
  store i8* %97, i8** %94, align 8
  br label %98

98:                                               ; preds = %93, %87
  %99 = phi i8** [ %91, %87 ], [ %96, %93 ]
  %100 = load i8*, i8** %99, align 8
  %101 = call i64 @strlen(i8* noundef %100) #7
  %102 = uitofp i64 %101 to double
  %103 = load double, double* %4, align 8
  %104 = fadd double %103, %102
  store double %104, double* %4, align 8
  br label %105

105:                                              ; preds = %13, %98, %77, %55, %33
  br label %106

106:                                              ; preds = %105
  %107 = load i8*, i8** %5, align 8
  %108 = getelementptr inbounds i8, i8* %107, i32 1
  store i8* %108, i8** %5, align 8
  br label %9, !llvm.loop !9

109:                                              ; preds = %9
  %110 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %111 = bitcast %struct.__va_list_tag* %110 to i8*
  call void @llvm.va_end(i8* %111)
  %112 = load double, double* %4, align 8
  ret double %112
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @largest(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_start(i8* %11)
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %12 to i8*
  %15 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_copy(i8* %14, i8* %15)
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %17 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 16
  %19 = icmp ule i32 %18, 40
  br i1 %19, label %20, label %26

20:                                               ; preds = %1
  %21 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 3
  %22 = load i8*, i8** %21, align 16
  %23 = getelementptr i8, i8* %22, i32 %18
  %24 = bitcast i8* %23 to i32*
  %25 = add i32 %18, 8
  store i32 %25, i32* %17, align 16
  br label %31

26:                                               ; preds = %1
  %27 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %16, i32 0, i32 2
  %28 = load i8*, i8** %27, align 8
  %29 = bitcast i8* %28 to i32*
  %30 = getelementptr i8, i8* %28, i32 8
  store i8* %30, i8** %27, align 8
  br label %31

31:                                               ; preds = %26, %20
  %32 = phi i32* [ %24, %20 ], [ %29, %26 ]
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %34

34:                                               ; preds = %63, %31
  %35 = load i32, i32* %6, align 4
  %36 = load i32, i32* %2, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %66

38:                                               ; preds = %34
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %40 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 0
  %41 = load i32, i32* %40, align 16
  %42 = icmp ule i32 %41, 40
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 3
  %45 = load i8*, i8** %44, align 16
  %46 = getelementptr i8, i8* %45, i32 %41
  %47 = bitcast i8* %46 to i32*
  %48 = add i32 %41, 8
  store i32 %48, i32* %40, align 16
  br label %54

49:                                               ; preds = %38
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 2
  %51 = load i8*, i8** %50, align 8
  %52 = bitcast i8* %51 to i32*
  %53 = getelementptr i8, i8* %51, i32 8
  store i8* %53, i8** %50, align 8
  br label %54

54:                                               ; preds = %49, %43
  %55 = phi i32* [ %47, %43 ], [ %52, %49 ]
  %56 = load i32, i32* %55, align 4
  store i32 %56, i32* %7, align 4
  %57 = load i32, i32* %7, align 4
  %58 = load i32, i32* %5, align 4
  %59 = icmp sgt i32 %57, %58
  br i1 %59, label %60, label %62

60:                                               ; preds = %54
  %61 = load i32, i32* %7, align 4
  store i32 %61, i32* %5, align 4
  br label %62

62:                                               ; preds = %60, %54
  br label %63

63:                                               ; preds = %62
  %64 = load i32, i32* %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %6, align 4
  br label %34, !llvm.loop !10

66:                                               ; preds = %34
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %67

67:                                               ; preds = %95, %66
  %68 = load i32, i32* %9, align 4
  %69 = load i32, i32* %2, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %98

71:                                               ; preds = %67
  %72 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %73 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %72, i32 0, i32 0
  %74 = load i32, i32* %73, align 16
  %75 = icmp ule i32 %74, 40
  br i1 %75, label %76, label %82

76:                                               ; preds = %71
  %77 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %72, i32 0, i32 3
  %78 = load i8*, i8** %77, align 16
  %79 = getelementptr i8, i8* %78, i32 %74
  %80 = bitcast i8* %79 to i32*
  %81 = add i32 %74, 8
  store i32 %81, i32* %73, align 16
  br label %87

82:                                               ; preds = %71
  %83 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %72, i32 0, i32 2
  %84 = load i8*, i8** %83, align 8
  %85 = bitcast i8* %84 to i32*
  %86 = getelementptr i8, i8* %84, i32 8
  store i8* %86, i8** %83, align 8
  br label %87

87:                                               ; preds = %82, %76
  %88 = phi i32* [ %80, %76 ], [ %85, %82 ]
  %89 = load i32, i32* %88, align 4
  %90 = load i32, i32* %5, align 4
  %91 = icmp eq i32 %89, %90
  %92 = zext i1 %91 to i32
  %93 = load i32, i32* %8, align 4
  %94 = add nsw i32 %93, %92
  store i32 %94, i32* %8, align 4
  br label %95

95:                                               ; preds = %87
  %96 = load i32, i32* %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %9, align 4
  br label %67, !llvm.loop !11

98:                                               ; preds = %67
  %99 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %100 = bitcast %struct.__va_list_tag* %99 to i8*
  call void @llvm.va_end(i8* %100)
  %101 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %102 = bitcast %struct.__va_list_tag* %101 to i8*
  call void @llvm.va_end(i8* %102)
  %103 = load i32, i32* %5, align 4
  %104 = mul nsw i32 %103, 10
  %105 = load i32, i32* %8, align 4
  %106 = add nsw i32 %104, %105
  ret i32 %106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @say(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = call i32 @vsnprintf(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @line, i64 0, i64 0), i64 noundef 128, i8* noundef %7, %struct.__va_list_tag* noundef %8) #6
  store i32 %9, i32* %4, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_end(i8* %11)
  %12 = load i32, i32* %4, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i64 0, i64 0), i32 noundef %12, i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @line, i64 0, i64 0))
  %14 = load i32, i32* %4, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @both(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  store i8* %0, i8** %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = bitcast %struct.__va_list_tag* %7 to i8*
  %10 = bitcast %struct.__va_list_tag* %8 to i8*
  call void @llvm.va_copy(i8* %9, i8* %10)
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %13 = call i32 @vprintf(i8* noundef %11, %struct.__va_list_tag* noundef %12)
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %15 = load i8*, i8** %2, align 8
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %17 = call i32 @vfprintf(%struct._IO_FILE* noundef %14, i8* noundef %15, %struct.__va_list_tag* noundef %16)
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0
  %19 = bitcast %struct.__va_list_tag* %18 to i8*
  call void @llvm.va_end(i8* %19)
  %20 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %21 = bitcast %struct.__va_list_tag* %20 to i8*
  call void @llvm.va_end(i8* %21)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @into(i8* noundef %0, i8* noundef %1, ...) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %8 = bitcast %struct.__va_list_tag* %7 to i8*
  call void @llvm.va_start(i8* %8)
  %9 = load i8*, i8** %3, align 8
  %10 = load i8*, i8** %4, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %12 = call i32 @vsprintf(i8* noundef %9, i8* noundef %10, %struct.__va_list_tag* noundef %11) #6
  store i32 %12, i32* %6, align 4
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %5, i64 0, i64 0
  %14 = bitcast %struct.__va_list_tag* %13 to i8*
  call void @llvm.va_end(i8* %14)
  %15 = load i32, i32* %6, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @add(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.vec, align 8
  %6 = alloca %struct.vec, align 8
  %7 = alloca %struct.vec, align 8
  %8 = bitcast %struct.vec* %6 to { double, double }*
  %9 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  store double %0, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  store double %1, double* %10, align 8
  %11 = bitcast %struct.vec* %7 to { double, double }*
  %12 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  store double %2, double* %12, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double %3, double* %13, align 8
  %14 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 0
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.vec, %struct.vec* %7, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = fadd double %16, %18
  store double %19, double* %14, align 8
  %20 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 1
  %21 = getelementptr inbounds %struct.vec, %struct.vec* %6, i32 0, i32 1
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds %struct.vec, %struct.vec* %7, i32 0, i32 1
  %24 = load double, double* %23, align 8
  %25 = fadd double %22, %24
  store double %25, double* %20, align 8
  %26 = bitcast %struct.vec* %5 to { double, double }*
  %27 = load { double, double }, { double, double }* %26, align 8
  ret { double, double } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @widen(i64 %0, i64 %1, i64 noundef %2) #0 {
  %4 = alloca %struct.span, align 8
  %5 = alloca %struct.span, align 8
  %6 = alloca i64, align 8
  %7 = bitcast %struct.span* %5 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %0, i64* %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %1, i64* %9, align 8
  store i64 %2, i64* %6, align 8
  %10 = getelementptr inbounds %struct.span, %struct.span* %4, i32 0, i32 0
  %11 = getelementptr inbounds %struct.span, %struct.span* %5, i32 0, i32 0
  %12 = load i64, i64* %11, align 8
  %13 = load i64, i64* %6, align 8
  %14 = sub nsw i64 %12, %13
  store i64 %14, i64* %10, align 8
  %15 = getelementptr inbounds %struct.span, %struct.span* %4, i32 0, i32 1
  %16 = getelementptr inbounds %struct.span, %struct.span* %5, i32 0, i32 1
  %17 = load i64, i64* %16, align 8
  %18 = load i64, i64* %6, align 8
  %19 = add nsw i64 %17, %18
  store i64 %19, i64* %15, align 8
  %20 = bitcast %struct.span* %4 to { i64, i64 }*
  %21 = load { i64, i64 }, { i64, i64 }* %20, align 8
  ret { i64, i64 } %21
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i8* @strtok(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare i8* @strtok_r(i8* noundef, i8* noundef, i8** noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nounwind
declare i32 @vsnprintf(i8* noundef, i64 noundef, i8* noundef, %struct.__va_list_tag* noundef) #3

declare i32 @vprintf(i8* noundef, %struct.__va_list_tag* noundef) #1

declare i32 @vfprintf(%struct._IO_FILE* noundef, i8* noundef, %struct.__va_list_tag* noundef) #1

; Function Attrs: nounwind
declare i32 @vsprintf(i8* noundef, i8* noundef, %struct.__va_list_tag* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !7}
