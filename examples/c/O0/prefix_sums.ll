; ModuleID = 'prefix_sums.c'
source_filename = "prefix_sums.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"prefix[%d] = %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum a[3..12] = %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"max %d at %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"max subarray sum = %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca [21 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %13

13:                                               ; preds = %24, %0
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 20
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4
  %18 = mul nsw i32 %17, 7
  %19 = srem i32 %18, 11
  %20 = sub nsw i32 %19, 5
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %22
  store i32 %20, i32* %23, align 4
  br label %24

24:                                               ; preds = %16
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  br label %13, !llvm.loop !6

27:                                               ; preds = %13
  %28 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 0
  store i64 0, i64* %28, align 16
  store i32 0, i32* %5, align 4
  br label %29

29:                                               ; preds = %47, %27
  %30 = load i32, i32* %5, align 4
  %31 = icmp slt i32 %30, 20
  br i1 %31, label %32, label %50

32:                                               ; preds = %29
  %33 = load i32, i32* %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 %34
  %36 = load i64, i64* %35, align 8
  %37 = load i32, i32* %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %36, %41
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 %45
  store i64 %42, i64* %46, align 8
  br label %47

47:                                               ; preds = %32
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %29, !llvm.loop !8

50:                                               ; preds = %29
  store i32 0, i32* %6, align 4
  br label %51

51:                                               ; preds = %61, %50
  %52 = load i32, i32* %6, align 4
  %53 = icmp sle i32 %52, 20
  br i1 %53, label %54, label %64

54:                                               ; preds = %51
  %55 = load i32, i32* %6, align 4
  %56 = load i32, i32* %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 %57
  %59 = load i64, i64* %58, align 8
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %55, i64 noundef %59)
  br label %61

61:                                               ; preds = %54
  %62 = load i32, i32* %6, align 4
  %63 = add nsw i32 %62, 4
  store i32 %63, i32* %6, align 4
  br label %51, !llvm.loop !9

64:                                               ; preds = %51
  %65 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 13
  %66 = load i64, i64* %65, align 8
  %67 = getelementptr inbounds [21 x i64], [21 x i64]* %3, i64 0, i64 3
  %68 = load i64, i64* %67, align 8
  %69 = sub nsw i64 %66, %68
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i64 noundef %69)
  %71 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 0
  %72 = load i32, i32* %71, align 16
  store i32 %72, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 1, i32* %9, align 4
  br label %73

73:                                               ; preds = %90, %64
  %74 = load i32, i32* %9, align 4
  %75 = icmp slt i32 %74, 20
  br i1 %75, label %76, label %93

76:                                               ; preds = %73
  %77 = load i32, i32* %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %78
  %80 = load i32, i32* %79, align 4
  %81 = load i32, i32* %7, align 4
  %82 = icmp sgt i32 %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %76
  %84 = load i32, i32* %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %85
  %87 = load i32, i32* %86, align 4
  store i32 %87, i32* %7, align 4
  %88 = load i32, i32* %9, align 4
  store i32 %88, i32* %8, align 4
  br label %89

89:                                               ; preds = %83, %76
  br label %90

90:                                               ; preds = %89
  %91 = load i32, i32* %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %9, align 4
  br label %73, !llvm.loop !10

93:                                               ; preds = %73
  %94 = load i32, i32* %7, align 4
  %95 = load i32, i32* %8, align 4
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %94, i32 noundef %95)
  store i64 0, i64* %10, align 8
  %97 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 0
  %98 = load i32, i32* %97, align 16
  %99 = sext i32 %98 to i64
  store i64 %99, i64* %11, align 8
  store i32 0, i32* %12, align 4
  br label %100

100:                                              ; preds = %139, %93
  %101 = load i32, i32* %12, align 4
  %102 = icmp slt i32 %101, 20
  br i1 %102, label %103, label %142

103:                                              ; preds = %100
  %104 = load i64, i64* %10, align 8
  %105 = load i32, i32* %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4
  %109 = sext i32 %108 to i64
  %110 = add nsw i64 %104, %109
  %111 = load i32, i32* %12, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4
  %115 = sext i32 %114 to i64
  %116 = icmp sgt i64 %110, %115
  br i1 %116, label %117, label %125

117:                                              ; preds = %103
  %118 = load i64, i64* %10, align 8
  %119 = load i32, i32* %12, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %120
  %122 = load i32, i32* %121, align 4
  %123 = sext i32 %122 to i64
  %124 = add nsw i64 %118, %123
  br label %131

125:                                              ; preds = %103
  %126 = load i32, i32* %12, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 %127
  %129 = load i32, i32* %128, align 4
  %130 = sext i32 %129 to i64
  br label %131

131:                                              ; preds = %125, %117
  %132 = phi i64 [ %124, %117 ], [ %130, %125 ]
  store i64 %132, i64* %10, align 8
  %133 = load i64, i64* %10, align 8
  %134 = load i64, i64* %11, align 8
  %135 = icmp sgt i64 %133, %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %131
  %137 = load i64, i64* %10, align 8
  store i64 %137, i64* %11, align 8
  br label %138

138:                                              ; preds = %136, %131
  br label %139

139:                                              ; preds = %138
  %140 = load i32, i32* %12, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %12, align 4
  br label %100, !llvm.loop !11

142:                                              ; preds = %100
  %143 = load i64, i64* %11, align 8
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i64 noundef %143)
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
