; ModuleID = 'libc_more.c'
source_filename = "libc_more.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.div_t = type { i32, i32 }
%struct.ldiv_t = type { i64, i64 }
%struct.lldiv_t = type { i64, i64 }

@inputs = dso_local global [5 x double] [double 2.700000e+01, double 2.000000e+00, double 1.000000e-10, double 5.000000e-01, double -7.500000e-01], align 16
@.str = private unnamed_addr constant [4 x i8] c"vn:\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"options %d optind %d argc %d\0A\00", align 1
@optind = external global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"%s | %s | %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"nothing on stdout\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"div %d %d ldiv %ld %ld lldiv %lld %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"rand_r %d %d %u\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [16 x i8] c"key\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.6 = private unnamed_addr constant [7 x i8] c"=value\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"%s %s %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"=a\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"%.17g %.17g %.17g %.17g %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.div_t, align 4
  %9 = alloca %struct.ldiv_t, align 8
  %10 = alloca %struct.lldiv_t, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [16 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  store i32 0, i32* %6, align 4
  br label %17

17:                                               ; preds = %22, %2
  %18 = load i32, i32* %4, align 4
  %19 = load i8**, i8*** %5, align 8
  %20 = call i32 @getopt(i32 noundef %18, i8** noundef %19, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #6
  store i32 %20, i32* %7, align 4
  %21 = icmp ne i32 %20, -1
  br i1 %21, label %22, label %28

22:                                               ; preds = %17
  %23 = load i32, i32* %7, align 4
  %24 = icmp eq i32 %23, 118
  %25 = zext i1 %24 to i32
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, i32* %6, align 4
  br label %17, !llvm.loop !6

28:                                               ; preds = %17
  %29 = load i32, i32* %6, align 4
  %30 = load i32, i32* @optind, align 4
  %31 = load i32, i32* %4, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = call i8* @strerror(i32 noundef 0) #6
  %34 = call i8* @strerror(i32 noundef 22) #6
  %35 = call i8* @strerror(i32 noundef 999) #6
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i8* noundef %33, i8* noundef %34, i8* noundef %35)
  call void @perror(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0))
  %37 = call i64 @div(i32 noundef -17, i32 noundef 5) #7
  %38 = bitcast %struct.div_t* %8 to i64*
  store i64 %37, i64* %38, align 4
  %39 = call { i64, i64 } @ldiv(i64 noundef 17, i64 noundef -5) #7
  %40 = bitcast %struct.ldiv_t* %9 to { i64, i64 }*
  %41 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %40, i32 0, i32 0
  %42 = extractvalue { i64, i64 } %39, 0
  store i64 %42, i64* %41, align 8
  %43 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %40, i32 0, i32 1
  %44 = extractvalue { i64, i64 } %39, 1
  store i64 %44, i64* %43, align 8
  %45 = call { i64, i64 } @lldiv(i64 noundef -7, i64 noundef -2) #7
  %46 = bitcast %struct.lldiv_t* %10 to { i64, i64 }*
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 0
  %48 = extractvalue { i64, i64 } %45, 0
  store i64 %48, i64* %47, align 8
  %49 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 1
  %50 = extractvalue { i64, i64 } %45, 1
  store i64 %50, i64* %49, align 8
  %51 = getelementptr inbounds %struct.div_t, %struct.div_t* %8, i32 0, i32 0
  %52 = load i32, i32* %51, align 4
  %53 = getelementptr inbounds %struct.div_t, %struct.div_t* %8, i32 0, i32 1
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds %struct.ldiv_t, %struct.ldiv_t* %9, i32 0, i32 0
  %56 = load i64, i64* %55, align 8
  %57 = getelementptr inbounds %struct.ldiv_t, %struct.ldiv_t* %9, i32 0, i32 1
  %58 = load i64, i64* %57, align 8
  %59 = getelementptr inbounds %struct.lldiv_t, %struct.lldiv_t* %10, i32 0, i32 0
  %60 = load i64, i64* %59, align 8
  %61 = getelementptr inbounds %struct.lldiv_t, %struct.lldiv_t* %10, i32 0, i32 1
  %62 = load i64, i64* %61, align 8
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %52, i32 noundef %54, i64 noundef %56, i64 noundef %58, i64 noundef %60, i64 noundef %62)
  store i32 2024, i32* %11, align 4
  %64 = call i32 @rand_r(i32* noundef %11) #6
  store i32 %64, i32* %12, align 4
  %65 = call i32 @rand_r(i32* noundef %11) #6
  store i32 %65, i32* %13, align 4
  %66 = load i32, i32* %12, align 4
  %67 = load i32, i32* %13, align 4
  %68 = load i32, i32* %11, align 4
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %66, i32 noundef %67, i32 noundef %68)
  %70 = bitcast [16 x i8]* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %70, i8* align 16 getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.buf, i32 0, i32 0), i64 16, i1 false)
  %71 = getelementptr inbounds [16 x i8], [16 x i8]* %14, i64 0, i64 0
  %72 = call i8* @strncat(i8* noundef %71, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i64 noundef 4) #6
  %73 = getelementptr inbounds [16 x i8], [16 x i8]* %14, i64 0, i64 0
  %74 = getelementptr inbounds [16 x i8], [16 x i8]* %14, i64 0, i64 0
  %75 = call i8* @strpbrk(i8* noundef %74, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0)) #8
  %76 = call i32 @getpid() #6
  %77 = icmp sgt i32 %76, 0
  %78 = zext i1 %77 to i32
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i8* noundef %73, i8* noundef %75, i32 noundef %78)
  store i32 0, i32* %15, align 4
  br label %80

80:                                               ; preds = %100, %28
  %81 = load i32, i32* %15, align 4
  %82 = icmp slt i32 %81, 5
  br i1 %82, label %83, label %103

83:                                               ; preds = %80
  %84 = load i32, i32* %15, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [5 x double], [5 x double]* @inputs, i64 0, i64 %85
  %87 = load volatile double, double* %86, align 8
  store double %87, double* %16, align 8
  %88 = load double, double* %16, align 8
  %89 = call double @cbrt(double noundef %88) #7
  %90 = load double, double* %16, align 8
  %91 = call double @log1p(double noundef %90) #6
  %92 = load double, double* %16, align 8
  %93 = call double @expm1(double noundef %92) #6
  %94 = load double, double* %16, align 8
  %95 = call double @asinh(double noundef %94) #6
  %96 = load double, double* %16, align 8
  %97 = fdiv double %96, 2.000000e+00
  %98 = call double @atanh(double noundef %97) #6
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.9, i64 0, i64 0), double noundef %89, double noundef %91, double noundef %93, double noundef %95, double noundef %98)
  br label %100

100:                                              ; preds = %83
  %101 = load i32, i32* %15, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %15, align 4
  br label %80, !llvm.loop !8

103:                                              ; preds = %80
  %104 = load volatile double, double* getelementptr inbounds ([5 x double], [5 x double]* @inputs, i64 0, i64 1), align 8
  %105 = call double @acosh(double noundef %104) #6
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i64 0, i64 0), double noundef %105)
  %107 = load i32, i32* %6, align 4
  ret i32 %107
}

; Function Attrs: nounwind
declare i32 @getopt(i32 noundef, i8** noundef, i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) #1

declare void @perror(i8* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i64 @div(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare { i64, i64 } @ldiv(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare { i64, i64 } @lldiv(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare i32 @rand_r(i32* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare i8* @strncat(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: nounwind readonly willreturn
declare i8* @strpbrk(i8* noundef, i8* noundef) #5

; Function Attrs: nounwind
declare i32 @getpid() #1

; Function Attrs: nounwind readnone willreturn
declare double @cbrt(double noundef) #3

; Function Attrs: nounwind
declare double @log1p(double noundef) #1

; Function Attrs: nounwind
declare double @expm1(double noundef) #1

; Function Attrs: nounwind
declare double @asinh(double noundef) #1

; Function Attrs: nounwind
declare double @atanh(double noundef) #1

; Function Attrs: nounwind
declare double @acosh(double noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }
attributes #8 = { nounwind readonly willreturn }

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
