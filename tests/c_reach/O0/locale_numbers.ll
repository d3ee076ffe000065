; ModuleID = 'locale_numbers.c'
source_filename = "locale_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.lconv = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"numeric locale %s (query %s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@.str.4 = private unnamed_addr constant [56 x i8] c"decimal point '%s' thousands '%s' grouping %zu frac %d\0A\00", align 1
@__const.main.prices = private unnamed_addr constant [4 x double] [double 3.500000e+00, double 1.225000e+01, double 1.250000e-01, double 1.234000e+03], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"%8.3f%c\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"sum %.2f mean %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"all C: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"query %s, same string %d, POSIX %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"POSIX\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"xx_NOWHERE.UTF-8\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"missing %s, still %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"(unavailable)\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"bad category %s errno %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca %struct.lconv*, align 8
  %4 = alloca [4 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %9 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #6
  %10 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #6
  store i8* %10, i8** %2, align 8
  %11 = load i8*, i8** %2, align 8
  %12 = icmp ne i8* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %0
  %14 = load i8*, i8** %2, align 8
  br label %16

15:                                               ; preds = %0
  br label %16

16:                                               ; preds = %15, %13
  %17 = phi i8* [ %14, %13 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), %15 ]
  %18 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #6
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i8* noundef %17, i8* noundef %18)
  %20 = call %struct.lconv* @localeconv() #6
  store %struct.lconv* %20, %struct.lconv** %3, align 8
  %21 = load %struct.lconv*, %struct.lconv** %3, align 8
  %22 = getelementptr inbounds %struct.lconv, %struct.lconv* %21, i32 0, i32 0
  %23 = load i8*, i8** %22, align 8
  %24 = load %struct.lconv*, %struct.lconv** %3, align 8
  %25 = getelementptr inbounds %struct.lconv, %struct.lconv* %24, i32 0, i32 1
  %26 = load i8*, i8** %25, align 8
  %27 = load %struct.lconv*, %struct.lconv** %3, align 8
  %28 = getelementptr inbounds %struct.lconv, %struct.lconv* %27, i32 0, i32 2
  %29 = load i8*, i8** %28, align 8
  %30 = call i64 @strlen(i8* noundef %29) #7
  %31 = load %struct.lconv*, %struct.lconv** %3, align 8
  %32 = getelementptr inbounds %struct.lconv, %struct.lconv* %31, i32 0, i32 11
  %33 = load i8, i8* %32, align 1
  %34 = sext i8 %33 to i32
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str.4, i64 0, i64 0), i8* noundef %23, i8* noundef %26, i64 noundef %30, i32 noundef %34)
  %36 = bitcast [4 x double]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %36, i8* align 16 bitcast ([4 x double]* @__const.main.prices to i8*), i64 32, i1 false)
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %37

37:                                               ; preds = %56, %16
  %38 = load i32, i32* %6, align 4
  %39 = icmp slt i32 %38, 4
  br i1 %39, label %40, label %59

40:                                               ; preds = %37
  %41 = load i32, i32* %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 %42
  %44 = load double, double* %43, align 8
  %45 = load double, double* %5, align 8
  %46 = fadd double %45, %44
  store double %46, double* %5, align 8
  %47 = load i32, i32* %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], [4 x double]* %4, i64 0, i64 %48
  %50 = load double, double* %49, align 8
  %51 = load i32, i32* %6, align 4
  %52 = icmp eq i32 %51, 3
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 10, i32 32
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), double noundef %50, i32 noundef %54)
  br label %56

56:                                               ; preds = %40
  %57 = load i32, i32* %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %6, align 4
  br label %37, !llvm.loop !6

59:                                               ; preds = %37
  %60 = load double, double* %5, align 8
  %61 = load double, double* %5, align 8
  %62 = fdiv double %61, 4.000000e+00
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), double noundef %60, double noundef %62)
  %64 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #6
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i8* noundef %64)
  %66 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  store i8* %66, i8** %7, align 8
  %67 = load i8*, i8** %7, align 8
  %68 = load i8*, i8** %7, align 8
  %69 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #6
  %70 = icmp eq i8* %68, %69
  %71 = zext i1 %70 to i32
  %72 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)) #6
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i64 0, i64 0), i8* noundef %67, i32 noundef %71, i8* noundef %72)
  %74 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0)) #6
  store i8* %74, i8** %8, align 8
  %75 = load i8*, i8** %8, align 8
  %76 = icmp ne i8* %75, null
  br i1 %76, label %77, label %79

77:                                               ; preds = %59
  %78 = load i8*, i8** %8, align 8
  br label %80

79:                                               ; preds = %59
  br label %80

80:                                               ; preds = %79, %77
  %81 = phi i8* [ %78, %77 ], [ getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i64 0, i64 0), %79 ]
  %82 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i8* noundef %81, i8* noundef %82)
  %84 = call i32* @__errno_location() #8
  store i32 0, i32* %84, align 4
  %85 = call i8* @setlocale(i32 noundef 99, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #6
  %86 = icmp ne i8* %85, null
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i64 0, i64 0)
  %89 = call i32* @__errno_location() #8
  %90 = load i32, i32* %89, align 4
  %91 = icmp eq i32 %90, 22
  %92 = zext i1 %91 to i32
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.13, i64 0, i64 0), i8* noundef %88, i32 noundef %92)
  %94 = load %struct.lconv*, %struct.lconv** %3, align 8
  %95 = getelementptr inbounds %struct.lconv, %struct.lconv* %94, i32 0, i32 0
  %96 = load i8*, i8** %95, align 8
  %97 = getelementptr inbounds i8, i8* %96, i64 0
  %98 = load i8, i8* %97, align 1
  %99 = sext i8 %98 to i32
  %100 = icmp eq i32 %99, 46
  %101 = zext i1 %100 to i64
  %102 = select i1 %100, i32 0, i32 1
  ret i32 %102
}

; Function Attrs: nounwind
declare i8* @setlocale(i32 noundef, i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare %struct.lconv* @localeconv() #1

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind readnone willreturn }

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
