; ModuleID = 'unlocked_io.c'
source_filename = "unlocked_io.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@text = internal global i8* getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i32 0, i32 0), align 8
@stdout = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [5 x i8] c"word\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"number\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"number seen\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"symbol\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"-- \00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"let x1 = 42 + y7 * 1000; print x1 - 3\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i64 0, i64* %5, align 8
  %9 = load i8*, i8** @text, align 8
  store i8* %9, i8** %6, align 8
  br label %10

10:                                               ; preds = %128, %27, %0
  %11 = load i8*, i8** %6, align 8
  %12 = load i8, i8* %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %129

14:                                               ; preds = %10
  %15 = load i8*, i8** %6, align 8
  store i8* %15, i8** %7, align 8
  %16 = call i16** @__ctype_b_loc() #3
  %17 = load i16*, i16** %16, align 8
  %18 = load i8*, i8** %6, align 8
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i16, i16* %17, i64 %21
  %23 = load i16, i16* %22, align 2
  %24 = zext i16 %23 to i32
  %25 = and i32 %24, 8192
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %14
  %28 = load i8*, i8** %6, align 8
  %29 = getelementptr inbounds i8, i8* %28, i32 1
  store i8* %29, i8** %6, align 8
  br label %10, !llvm.loop !6

30:                                               ; preds = %14
  %31 = call i16** @__ctype_b_loc() #3
  %32 = load i16*, i16** %31, align 8
  %33 = load i8*, i8** %6, align 8
  %34 = load i8, i8* %33, align 1
  %35 = zext i8 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i16, i16* %32, i64 %36
  %38 = load i16, i16* %37, align 2
  %39 = zext i16 %38 to i32
  %40 = and i32 %39, 1024
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %69

42:                                               ; preds = %30
  br label %43

43:                                               ; preds = %55, %42
  %44 = call i16** @__ctype_b_loc() #3
  %45 = load i16*, i16** %44, align 8
  %46 = load i8*, i8** %6, align 8
  %47 = load i8, i8* %46, align 1
  %48 = zext i8 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i16, i16* %45, i64 %49
  %51 = load i16, i16* %50, align 2
  %52 = zext i16 %51 to i32
  %53 = and i32 %52, 8
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %58

55:                                               ; preds = %43
  %56 = load i8*, i8** %6, align 8
  %57 = getelementptr inbounds i8, i8* %56, i32 1
  store i8* %57, i8** %6, align 8
  br label %43, !llvm.loop !8

58:                                               ; preds = %43
  %59 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %60 = load i8*, i8** %7, align 8
  %61 = load i8*, i8** %6, align 8
  %62 = load i8*, i8** %7, align 8
  %63 = ptrtoint i8* %61 to i64
  %64 = ptrtoint i8* %62 to i64
  %65 = sub i64 %63, %64
  %66 = trunc i64 %65 to i32
  call void @note(%struct._IO_FILE* noundef %59, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef %60, i32 noundef %66)
  %67 = load i32, i32* %2, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %2, align 4
  br label %128

69:                                               ; preds = %30
  %70 = call i16** @__ctype_b_loc() #3
  %71 = load i16*, i16** %70, align 8
  %72 = load i8*, i8** %6, align 8
  %73 = load i8, i8* %72, align 1
  %74 = zext i8 %73 to i32
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i16, i16* %71, i64 %75
  %77 = load i16, i16* %76, align 2
  %78 = zext i16 %77 to i32
  %79 = and i32 %78, 2048
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %120

81:                                               ; preds = %69
  store i64 0, i64* %8, align 8
  br label %82

82:                                               ; preds = %94, %81
  %83 = call i16** @__ctype_b_loc() #3
  %84 = load i16*, i16** %83, align 8
  %85 = load i8*, i8** %6, align 8
  %86 = load i8, i8* %85, align 1
  %87 = zext i8 %86 to i32
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i16, i16* %84, i64 %88
  %90 = load i16, i16* %89, align 2
  %91 = zext i16 %90 to i32
  %92 = and i32 %91, 2048
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %104

94:                                               ; preds = %82
  %95 = load i64, i64* %8, align 8
  %96 = mul nsw i64 %95, 10
  %97 = load i8*, i8** %6, align 8
  %98 = getelementptr inbounds i8, i8* %97, i32 1
  store i8* %98, i8** %6, align 8
  %99 = load i8, i8* %97, align 1
  %100 = sext i8 %99 to i32
  %101 = sub nsw i32 %100, 48
  %102 = sext i32 %101 to i64
  %103 = add nsw i64 %96, %102
  store i64 %103, i64* %8, align 8
  br label %82, !llvm.loop !9

104:                                              ; preds = %82
  %105 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %106 = load i8*, i8** %7, align 8
  %107 = load i8*, i8** %6, align 8
  %108 = load i8*, i8** %7, align 8
  %109 = ptrtoint i8* %107 to i64
  %110 = ptrtoint i8* %108 to i64
  %111 = sub i64 %109, %110
  %112 = trunc i64 %111 to i32
  call void @note(%struct._IO_FILE* noundef %105, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef %106, i32 noundef %112)
  %113 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %114 = load i8*, i8** %7, align 8
  call void @note(%struct._IO_FILE* noundef %113, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i8* noundef %114, i32 noundef 0)
  %115 = load i64, i64* %8, align 8
  %116 = load i64, i64* %5, align 8
  %117 = add nsw i64 %116, %115
  store i64 %117, i64* %5, align 8
  %118 = load i32, i32* %3, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %3, align 4
  br label %127

120:                                              ; preds = %69
  %121 = load i8*, i8** %6, align 8
  %122 = getelementptr inbounds i8, i8* %121, i32 1
  store i8* %122, i8** %6, align 8
  %123 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %124 = load i8*, i8** %7, align 8
  call void @note(%struct._IO_FILE* noundef %123, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8* noundef %124, i32 noundef 1)
  %125 = load i32, i32* %4, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* %4, align 4
  br label %127

127:                                              ; preds = %120, %104
  br label %128

128:                                              ; preds = %127, %58
  br label %10, !llvm.loop !6

129:                                              ; preds = %10
  %130 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @put_string(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), %struct._IO_FILE* noundef %130)
  %131 = load i32, i32* %2, align 4
  %132 = sext i32 %131 to i64
  call void @put_number(i64 noundef %132)
  %133 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %134 = call i32 @fputc_unlocked(i32 noundef 47, %struct._IO_FILE* noundef %133)
  %135 = load i32, i32* %3, align 4
  %136 = sext i32 %135 to i64
  call void @put_number(i64 noundef %136)
  %137 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %138 = call i32 @fputc_unlocked(i32 noundef 47, %struct._IO_FILE* noundef %137)
  %139 = load i32, i32* %4, align 4
  %140 = sext i32 %139 to i64
  call void @put_number(i64 noundef %140)
  %141 = call i32 @putchar_unlocked(i32 noundef 32)
  %142 = load i64, i64* %5, align 8
  %143 = sub nsw i64 0, %142
  call void @put_number(i64 noundef %143)
  %144 = call i32 @putchar_unlocked(i32 noundef 10)
  %145 = load i32, i32* %3, align 4
  ret i32 %145
}

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @note(%struct._IO_FILE* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct._IO_FILE*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store %struct._IO_FILE* %0, %struct._IO_FILE** %5, align 8
  store i8* %1, i8** %6, align 8
  store i8* %2, i8** %7, align 8
  store i32 %3, i32* %8, align 4
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %12 = icmp ne %struct._IO_FILE* %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %4
  %14 = load i8*, i8** %6, align 8
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  call void @put_string(i8* noundef %14, %struct._IO_FILE* noundef %15)
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  %17 = call i32 @fputc_unlocked(i32 noundef 10, %struct._IO_FILE* noundef %16)
  br label %41

18:                                               ; preds = %4
  %19 = load i8*, i8** %6, align 8
  %20 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  call void @put_string(i8* noundef %19, %struct._IO_FILE* noundef %20)
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  %22 = call i32 @fputc_unlocked(i32 noundef 32, %struct._IO_FILE* noundef %21)
  store i32 0, i32* %9, align 4
  br label %23

23:                                               ; preds = %36, %18
  %24 = load i32, i32* %9, align 4
  %25 = load i32, i32* %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %39

27:                                               ; preds = %23
  %28 = load i8*, i8** %7, align 8
  %29 = load i32, i32* %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, i8* %28, i64 %30
  %32 = load i8, i8* %31, align 1
  %33 = sext i8 %32 to i32
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** %5, align 8
  %35 = call i32 @putc_unlocked(i32 noundef %33, %struct._IO_FILE* noundef %34)
  br label %36

36:                                               ; preds = %27
  %37 = load i32, i32* %9, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %9, align 4
  br label %23, !llvm.loop !10

39:                                               ; preds = %23
  %40 = call i32 @putchar_unlocked(i32 noundef 10)
  br label %41

41:                                               ; preds = %39, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_string(i8* noundef %0, %struct._IO_FILE* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct._IO_FILE*, align 8
  store i8* %0, i8** %3, align 8
  store %struct._IO_FILE* %1, %struct._IO_FILE** %4, align 8
  br label %5

5:                                                ; preds = %9, %2
  %6 = load i8*, i8** %3, align 8
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %5
  %10 = load i8*, i8** %3, align 8
  %11 = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %11, i8** %3, align 8
  %12 = load i8, i8* %10, align 1
  %13 = sext i8 %12 to i32
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** %4, align 8
  %15 = call i32 @putc_unlocked(i32 noundef %13, %struct._IO_FILE* noundef %14)
  br label %5, !llvm.loop !11

16:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_number(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [24 x i8], align 16
  %4 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %4, align 4
  %5 = load i64, i64* %2, align 8
  %6 = icmp slt i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call i32 @putchar_unlocked(i32 noundef 45)
  %9 = load i64, i64* %2, align 8
  %10 = sub nsw i64 0, %9
  store i64 %10, i64* %2, align 8
  br label %11

11:                                               ; preds = %7, %1
  br label %12

12:                                               ; preds = %21, %11
  %13 = load i64, i64* %2, align 8
  %14 = srem i64 %13, 10
  %15 = add nsw i64 48, %14
  %16 = trunc i64 %15 to i8
  %17 = load i32, i32* %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %4, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %19
  store i8 %16, i8* %20, align 1
  br label %21

21:                                               ; preds = %12
  %22 = load i64, i64* %2, align 8
  %23 = sdiv i64 %22, 10
  store i64 %23, i64* %2, align 8
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %12, label %25, !llvm.loop !12

25:                                               ; preds = %21
  br label %26

26:                                               ; preds = %29, %25
  %27 = load i32, i32* %4, align 4
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = load i32, i32* %4, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, i32* %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %32
  %34 = load i8, i8* %33, align 1
  %35 = sext i8 %34 to i32
  %36 = call i32 @putchar_unlocked(i32 noundef %35)
  br label %26, !llvm.loop !13

37:                                               ; preds = %26
  ret void
}

declare i32 @fputc_unlocked(i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @putchar_unlocked(i32 noundef) #2

declare i32 @putc_unlocked(i32 noundef, %struct._IO_FILE* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn }

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
!13 = distinct !{!13, !7}
