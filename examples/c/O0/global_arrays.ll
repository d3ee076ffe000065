; ModuleID = 'global_arrays.c'
source_filename = "global_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 }

@primes = dso_local global [10 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29], align 16
@partial = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local global [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16
@greeting = dso_local global [13 x i8] c"good morning\00", align 1
@matrix = dso_local global [2 x [3 x i16]] [[3 x i16] [i16 1, i16 -2, i16 3], [3 x i16] [i16 -4, i16 5, i16 -6]], align 2
@big = dso_local global [3 x i64] [i64 1099511627776, i64 3735928559, i64 -1], align 16
@.str.4 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@dict = dso_local global [3 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i32 3 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i32 7 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i32 -1 }], align 16
@counter = internal global i32 100, align 4
@.str.7 = private unnamed_addr constant [20 x i8] c"sum of primes = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"%s (%d chars)\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"%llu %llu %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@zeroes = dso_local global [5 x i32] zeroinitializer, align 16
@.str.15 = private unnamed_addr constant [15 x i8] c"zeroes ok: %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"counter = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @next_counter() #0 {
  %1 = load i32, i32* @counter, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @counter, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %20, %0
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [10 x i32], [10 x i32]* @primes, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, i32* %2, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, i32* %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %3, align 4
  br label %10, !llvm.loop !6

23:                                               ; preds = %10
  %24 = load i32, i32* %2, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %24)
  store i32 0, i32* %4, align 4
  br label %26

26:                                               ; preds = %35, %23
  %27 = load i32, i32* %4, align 4
  %28 = icmp slt i32 %27, 8
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load i32, i32* %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x i32], [8 x i32]* @partial, i64 0, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %33)
  br label %35

35:                                               ; preds = %29
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  br label %26, !llvm.loop !8

38:                                               ; preds = %26
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0))
  store i32 0, i32* %5, align 4
  br label %40

40:                                               ; preds = %53, %38
  %41 = load i32, i32* %5, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = load i32, i32* %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4 x i8*], [4 x i8*]* @names, i64 0, i64 %45
  %47 = load i8*, i8** %46, align 8
  %48 = load i32, i32* %5, align 4
  %49 = icmp slt i32 %48, 3
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, i32 44, i32 10
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* noundef %47, i32 noundef %51)
  br label %53

53:                                               ; preds = %43
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %40, !llvm.loop !9

56:                                               ; preds = %40
  store i8 71, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @greeting, i64 0, i64 0), align 1
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @greeting, i64 0, i64 0), i32 noundef 12)
  store i32 0, i32* %6, align 4
  br label %58

58:                                               ; preds = %81, %56
  %59 = load i32, i32* %6, align 4
  %60 = icmp slt i32 %59, 2
  br i1 %60, label %61, label %84

61:                                               ; preds = %58
  %62 = load i32, i32* %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %63
  %65 = getelementptr inbounds [3 x i16], [3 x i16]* %64, i64 0, i64 0
  %66 = load i16, i16* %65, align 2
  %67 = sext i16 %66 to i32
  %68 = load i32, i32* %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %69
  %71 = getelementptr inbounds [3 x i16], [3 x i16]* %70, i64 0, i64 1
  %72 = load i16, i16* %71, align 2
  %73 = sext i16 %72 to i32
  %74 = load i32, i32* %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* @matrix, i64 0, i64 %75
  %77 = getelementptr inbounds [3 x i16], [3 x i16]* %76, i64 0, i64 2
  %78 = load i16, i16* %77, align 2
  %79 = sext i16 %78 to i32
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0), i32 noundef %67, i32 noundef %73, i32 noundef %79)
  br label %81

81:                                               ; preds = %61
  %82 = load i32, i32* %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %6, align 4
  br label %58, !llvm.loop !10

84:                                               ; preds = %58
  %85 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 0), align 16
  %86 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 1), align 8
  %87 = load i64, i64* getelementptr inbounds ([3 x i64], [3 x i64]* @big, i64 0, i64 2), align 16
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i64 0, i64 0), i64 noundef %85, i64 noundef %86, i64 noundef %87)
  store i32 0, i32* %7, align 4
  br label %89

89:                                               ; preds = %104, %84
  %90 = load i32, i32* %7, align 4
  %91 = icmp slt i32 %90, 3
  br i1 %91, label %92, label %107

92:                                               ; preds = %89
  %93 = load i32, i32* %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @dict, i64 0, i64 %94
  %96 = getelementptr inbounds %struct.entry, %struct.entry* %95, i32 0, i32 0
  %97 = load i8*, i8** %96, align 16
  %98 = load i32, i32* %7, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @dict, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.entry, %struct.entry* %100, i32 0, i32 1
  %102 = load i32, i32* %101, align 8
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i64 0, i64 0), i8* noundef %97, i32 noundef %102)
  br label %104

104:                                              ; preds = %92
  %105 = load i32, i32* %7, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %7, align 4
  br label %89, !llvm.loop !11

107:                                              ; preds = %89
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0))
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %109

109:                                              ; preds = %119, %107
  %110 = load i32, i32* %9, align 4
  %111 = icmp slt i32 %110, 5
  br i1 %111, label %112, label %122

112:                                              ; preds = %109
  %113 = load i32, i32* %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [5 x i32], [5 x i32]* @zeroes, i64 0, i64 %114
  %116 = load i32, i32* %115, align 4
  %117 = load i32, i32* %8, align 4
  %118 = or i32 %117, %116
  store i32 %118, i32* %8, align 4
  br label %119

119:                                              ; preds = %112
  %120 = load i32, i32* %9, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, i32* %9, align 4
  br label %109, !llvm.loop !12

122:                                              ; preds = %109
  %123 = load i32, i32* %8, align 4
  %124 = icmp eq i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef %125)
  %127 = call i32 @next_counter()
  %128 = call i32 @next_counter()
  %129 = call i32 @next_counter()
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i32 noundef %129)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
