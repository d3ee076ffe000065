; ModuleID = 'flockfile_threads.c'
source_filename = "flockfile_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"AB\00", align 1
@stdout = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"cd\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"CD\0A\00", align 1
@lines = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [24 x i8] c"%d lines, %s, again %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"busy\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"free\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @writer, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #3
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %7 = call i32 @ftrylockfile(%struct._IO_FILE* noundef %6) #3
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %0
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @flockfile(%struct._IO_FILE* noundef %11) #3
  br label %12

12:                                               ; preds = %10, %0
  call void @say(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0))
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0))
  %14 = load i32, i32* @lines, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @lines, align 4
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %17 = call i32 @ftrylockfile(%struct._IO_FILE* noundef %16) #3
  store i32 %17, i32* %4, align 4
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @funlockfile(%struct._IO_FILE* noundef %18) #3
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @funlockfile(%struct._IO_FILE* noundef %19) #3
  %20 = load i64, i64* %2, align 8
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null)
  %22 = load i32, i32* @lines, align 4
  %23 = load i32, i32* %3, align 4
  %24 = icmp ne i32 %23, 0
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0)
  %27 = load i32, i32* %4, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %22, i8* noundef %26, i32 noundef %27)
  %29 = load i32, i32* @lines, align 4
  ret i32 %29
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @writer(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @flockfile(%struct._IO_FILE* noundef %3) #3
  call void @say(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0))
  %4 = load i8*, i8** %2, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i8* noundef %4)
  %6 = load i32, i32* @lines, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @lines, align 4
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @funlockfile(%struct._IO_FILE* noundef %8) #3
  %9 = call i32 @puts(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0))
  ret i8* null
}

; Function Attrs: nounwind
declare i32 @ftrylockfile(%struct._IO_FILE* noundef) #1

; Function Attrs: nounwind
declare void @flockfile(%struct._IO_FILE* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @say(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @flockfile(%struct._IO_FILE* noundef %3) #3
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load i8*, i8** %2, align 8
  %10 = load i8, i8* %9, align 1
  %11 = sext i8 %10 to i32
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %13 = call i32 @putc_unlocked(i32 noundef %11, %struct._IO_FILE* noundef %12)
  br label %14

14:                                               ; preds = %8
  %15 = load i8*, i8** %2, align 8
  %16 = getelementptr inbounds i8, i8* %15, i32 1
  store i8* %16, i8** %2, align 8
  br label %4, !llvm.loop !6

17:                                               ; preds = %4
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  %19 = call i32 @putc_unlocked(i32 noundef 10, %struct._IO_FILE* noundef %18)
  %20 = load i32, i32* @lines, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* @lines, align 4
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8
  call void @funlockfile(%struct._IO_FILE* noundef %22) #3
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @funlockfile(%struct._IO_FILE* noundef) #1

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @puts(i8* noundef) #2

declare i32 @putc_unlocked(i32 noundef, %struct._IO_FILE* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
