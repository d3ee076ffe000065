; ModuleID = 'locale_utf8.c'
source_filename = "locale_utf8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.lconv = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }

@.str = private unnamed_addr constant [8 x i8] c"C.UTF-8\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"C.UTF-8: %s, query %s, same %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"ctype %s numeric %s time %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"C.utf8: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"C.utf8\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"C.UTF8: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"C.UTF8\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"C.utf-8: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"C.utf-8\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"numeric: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"all: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"back to C: %s\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"POSIX\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c", all %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"restored: %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [28 x i8] c"numeric again %s, ctype %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [38 x i8] c"half a composite: %s errno EINVAL %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [30 x i8] c"LC_CTYPE=C.UTF-8;LC_NUMERIC=C\00", align 1
@.str.19 = private unnamed_addr constant [39 x i8] c"unknown: %s errno ENOENT %d, still %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"xx_YY.UTF-8\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"not a codeset: %s, lower case c: %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"C.ascii\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"c.utf8\00", align 1
@.str.24 = private unnamed_addr constant [68 x i8] c"isalpha(0xe9) %d toupper(0xe9) %d isspace('\\t') %d toupper('q') %c\0A\00", align 1
@.str.25 = private unnamed_addr constant [40 x i8] c"decimal point '%s' thousands '%s' %.3f\0A\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"%c|%x|%X|%r|%A %B\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.28 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca [512 x i8], align 16
  %4 = alloca %struct.lconv*, align 8
  %5 = alloca %struct.tm, align 8
  %6 = alloca [128 x i8], align 16
  store i32 0, i32* %1, align 4
  %7 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #6
  store i8* %7, i8** %2, align 8
  %8 = load i8*, i8** %2, align 8
  %9 = call i8* @or_null(i8* noundef %8)
  %10 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  %11 = load i8*, i8** %2, align 8
  %12 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  %13 = icmp eq i8* %11, %12
  %14 = zext i1 %13 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), i8* noundef %9, i8* noundef %10, i32 noundef %14)
  %16 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #6
  %17 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #6
  %18 = call i8* @setlocale(i32 noundef 2, i8* noundef null) #6
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i8* noundef %16, i8* noundef %17, i8* noundef %18)
  %20 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0)) #6
  %21 = call i8* @or_null(i8* noundef %20)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i8* noundef %21)
  %23 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0)) #6
  %24 = call i8* @or_null(i8* noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef %24)
  %26 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0)) #6
  %27 = call i8* @or_null(i8* noundef %26)
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i64 0, i64 0), i8* noundef %27)
  %29 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)) #6
  %30 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #6
  %31 = call i8* @or_null(i8* noundef %30)
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.10, i64 0, i64 0), i8* noundef %31)
  %33 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %34 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  %35 = call i8* @strcpy(i8* noundef %33, i8* noundef %34) #6
  %36 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef %36)
  %38 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0)) #6
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i64 0, i64 0), i8* noundef %38)
  %40 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #6
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef %40)
  %42 = getelementptr inbounds [512 x i8], [512 x i8]* %3, i64 0, i64 0
  %43 = call i8* @setlocale(i32 noundef 6, i8* noundef %42) #6
  %44 = call i8* @or_null(i8* noundef %43)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i8* noundef %44)
  %46 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #6
  %47 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #6
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.16, i64 0, i64 0), i8* noundef %46, i8* noundef %47)
  %49 = call i32* @__errno_location() #7
  store i32 0, i32* %49, align 4
  %50 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.18, i64 0, i64 0)) #6
  %51 = call i8* @or_null(i8* noundef %50)
  %52 = call i32* @__errno_location() #7
  %53 = load i32, i32* %52, align 4
  %54 = icmp eq i32 %53, 22
  %55 = zext i1 %54 to i32
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.17, i64 0, i64 0), i8* noundef %51, i32 noundef %55)
  %57 = call i32* @__errno_location() #7
  store i32 0, i32* %57, align 4
  %58 = call i8* @setlocale(i32 noundef 0, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i64 0, i64 0)) #6
  %59 = call i8* @or_null(i8* noundef %58)
  %60 = call i32* @__errno_location() #7
  %61 = load i32, i32* %60, align 4
  %62 = icmp eq i32 %61, 2
  %63 = zext i1 %62 to i32
  %64 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #6
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.19, i64 0, i64 0), i8* noundef %59, i32 noundef %63, i8* noundef %64)
  %66 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0)) #6
  %67 = call i8* @or_null(i8* noundef %66)
  %68 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0)) #6
  %69 = call i8* @or_null(i8* noundef %68)
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i64 0, i64 0), i8* noundef %67, i8* noundef %69)
  %71 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #6
  %72 = call i16** @__ctype_b_loc() #7
  %73 = load i16*, i16** %72, align 8
  %74 = getelementptr inbounds i16, i16* %73, i64 233
  %75 = load i16, i16* %74, align 2
  %76 = zext i16 %75 to i32
  %77 = and i32 %76, 1024
  %78 = call i32 @toupper(i32 noundef 233) #8
  %79 = call i16** @__ctype_b_loc() #7
  %80 = load i16*, i16** %79, align 8
  %81 = getelementptr inbounds i16, i16* %80, i64 9
  %82 = load i16, i16* %81, align 2
  %83 = zext i16 %82 to i32
  %84 = and i32 %83, 8192
  %85 = icmp ne i32 %84, 0
  %86 = zext i1 %85 to i32
  %87 = call i32 @toupper(i32 noundef 113) #8
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @.str.24, i64 0, i64 0), i32 noundef %77, i32 noundef %78, i32 noundef %86, i32 noundef %87)
  %89 = call %struct.lconv* @localeconv() #6
  store %struct.lconv* %89, %struct.lconv** %4, align 8
  %90 = load %struct.lconv*, %struct.lconv** %4, align 8
  %91 = getelementptr inbounds %struct.lconv, %struct.lconv* %90, i32 0, i32 0
  %92 = load i8*, i8** %91, align 8
  %93 = load %struct.lconv*, %struct.lconv** %4, align 8
  %94 = getelementptr inbounds %struct.lconv, %struct.lconv* %93, i32 0, i32 1
  %95 = load i8*, i8** %94, align 8
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.25, i64 0, i64 0), i8* noundef %92, i8* noundef %95, double noundef 1.234500e+03)
  %97 = bitcast %struct.tm* %5 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %97, i8 0, i64 56, i1 false)
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 5
  store i32 100, i32* %98, align 4
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 3
  store i32 1, i32* %99, align 4
  %100 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 6
  store i32 6, i32* %100, align 8
  %101 = getelementptr inbounds [128 x i8], [128 x i8]* %6, i64 0, i64 0
  %102 = call i64 @strftime(i8* noundef %101, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.26, i64 0, i64 0), %struct.tm* noundef %5) #6
  %103 = getelementptr inbounds [128 x i8], [128 x i8]* %6, i64 0, i64 0
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i64 0, i64 0), i8* noundef %103)
  ret i32 0
}

; Function Attrs: nounwind
declare i8* @setlocale(i32 noundef, i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @or_null(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 8
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i8* [ %6, %5 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), %7 ]
  ret i8* %9
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #1

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #3

; Function Attrs: nounwind readonly willreturn
declare i32 @toupper(i32 noundef) #4

; Function Attrs: nounwind
declare %struct.lconv* @localeconv() #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
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
