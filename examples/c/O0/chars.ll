; ModuleID = 'chars.c'
source_filename = "chars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@bytes = dso_local global [7 x i8] c"Az\7F\80\FF\C8\00", align 1
@.str = private unnamed_addr constant [44 x i8] c"byte %d: signed=%d unsigned=%u negative=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%c %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"40213\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"parsed %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"sum wraps to %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"sizeof(char)=%d '%c'+1='%c'\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca [11 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %12

12:                                               ; preds = %35, %0
  %13 = load i32, i32* %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], [7 x i8]* @bytes, i64 0, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %38

19:                                               ; preds = %12
  %20 = load i32, i32* %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i8], [7 x i8]* @bytes, i64 0, i64 %21
  %23 = load i8, i8* %22, align 1
  store i8 %23, i8* %3, align 1
  %24 = load i8, i8* %3, align 1
  store i8 %24, i8* %4, align 1
  %25 = load i32, i32* %2, align 4
  %26 = load i8, i8* %3, align 1
  %27 = sext i8 %26 to i32
  %28 = load i8, i8* %4, align 1
  %29 = zext i8 %28 to i32
  %30 = load i8, i8* %3, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp slt i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i64 0, i64 0), i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %33)
  br label %35

35:                                               ; preds = %19
  %36 = load i32, i32* %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %2, align 4
  br label %12, !llvm.loop !6

38:                                               ; preds = %12
  store i8 97, i8* %5, align 1
  %39 = load i8, i8* %5, align 1
  %40 = sext i8 %39 to i32
  %41 = add nsw i32 %40, 25
  %42 = trunc i32 %41 to i8
  store i8 %42, i8* %5, align 1
  %43 = load i8, i8* %5, align 1
  %44 = sext i8 %43 to i32
  %45 = load i8, i8* %5, align 1
  %46 = sext i8 %45 to i32
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %44, i32 noundef %46)
  store i32 0, i32* %7, align 4
  br label %48

48:                                               ; preds = %59, %38
  %49 = load i32, i32* %7, align 4
  %50 = icmp slt i32 %49, 10
  br i1 %50, label %51, label %62

51:                                               ; preds = %48
  %52 = load i32, i32* %7, align 4
  %53 = sub nsw i32 9, %52
  %54 = add nsw i32 48, %53
  %55 = trunc i32 %54 to i8
  %56 = load i32, i32* %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [11 x i8], [11 x i8]* %6, i64 0, i64 %57
  store i8 %55, i8* %58, align 1
  br label %59

59:                                               ; preds = %51
  %60 = load i32, i32* %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %7, align 4
  br label %48, !llvm.loop !8

62:                                               ; preds = %48
  %63 = getelementptr inbounds [11 x i8], [11 x i8]* %6, i64 0, i64 10
  store i8 0, i8* %63, align 1
  %64 = getelementptr inbounds [11 x i8], [11 x i8]* %6, i64 0, i64 0
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i8* noundef %64)
  store i32 0, i32* %8, align 4
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8** %9, align 8
  br label %66

66:                                               ; preds = %78, %62
  %67 = load i8*, i8** %9, align 8
  %68 = load i8, i8* %67, align 1
  %69 = icmp ne i8 %68, 0
  br i1 %69, label %70, label %81

70:                                               ; preds = %66
  %71 = load i32, i32* %8, align 4
  %72 = mul nsw i32 %71, 10
  %73 = load i8*, i8** %9, align 8
  %74 = load i8, i8* %73, align 1
  %75 = sext i8 %74 to i32
  %76 = sub nsw i32 %75, 48
  %77 = add nsw i32 %72, %76
  store i32 %77, i32* %8, align 4
  br label %78

78:                                               ; preds = %70
  %79 = load i8*, i8** %9, align 8
  %80 = getelementptr inbounds i8, i8* %79, i32 1
  store i8* %80, i8** %9, align 8
  br label %66, !llvm.loop !9

81:                                               ; preds = %66
  %82 = load i32, i32* %8, align 4
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %82)
  store i8 0, i8* %10, align 1
  store i32 0, i32* %11, align 4
  br label %84

84:                                               ; preds = %92, %81
  %85 = load i32, i32* %11, align 4
  %86 = icmp slt i32 %85, 5
  br i1 %86, label %87, label %95

87:                                               ; preds = %84
  %88 = load i8, i8* %10, align 1
  %89 = sext i8 %88 to i32
  %90 = add nsw i32 %89, 100
  %91 = trunc i32 %90 to i8
  store i8 %91, i8* %10, align 1
  br label %92

92:                                               ; preds = %87
  %93 = load i32, i32* %11, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %11, align 4
  br label %84, !llvm.loop !10

95:                                               ; preds = %84
  %96 = load i8, i8* %10, align 1
  %97 = sext i8 %96 to i32
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %97)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 120, i32 noundef 121)
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
