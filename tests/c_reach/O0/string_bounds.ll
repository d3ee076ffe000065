; ModuleID = 'string_bounds.c'
source_filename = "string_bounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.record = type { i32, [12 x i8] }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@__const.main.tag = private unnamed_addr constant [4 x i8] c"abcd", align 1
@.str = private unnamed_addr constant [31 x i8] c"[%.4s] [%.2s] [%.*s] [%-6.3s]\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"memcmp %d\0A\00", align 1
@__const.main.code = private unnamed_addr constant [3 x i8] c"zqr", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"strcmp %d strncmp %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zqrs\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"HeLLo\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"case %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"help\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"HELP\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"Zeta\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.13 = private unnamed_addr constant [5 x i32] [i32 119, i32 105, i32 100, i32 101, i32 0], align 4
@.str.14 = private unnamed_addr constant [28 x i8] c"[%ls] [%lc] [%5ls] [%.2ls]\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i32] [i32 97, i32 98, i32 0], align 4
@.str.16 = private unnamed_addr constant [14 x i8] c"settings.conf\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"fopen %s errno %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"opened\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i8], align 1
  %3 = alloca %struct.record, align 4
  %4 = alloca %struct.record, align 4
  %5 = alloca [3 x i8], align 1
  %6 = alloca [8 x i8], align 1
  %7 = alloca i32*, align 8
  %8 = alloca %struct._IO_FILE*, align 8
  store i32 0, i32* %1, align 4
  %9 = bitcast [4 x i8]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %9, i8* align 1 getelementptr inbounds ([4 x i8], [4 x i8]* @__const.main.tag, i32 0, i32 0), i64 4, i1 false)
  %10 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0
  %11 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0
  %12 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0
  %13 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i8* noundef %10, i8* noundef %11, i32 noundef 3, i8* noundef %12, i8* noundef %13)
  %15 = getelementptr inbounds %struct.record, %struct.record* %3, i32 0, i32 0
  store i32 1, i32* %15, align 4
  %16 = getelementptr inbounds %struct.record, %struct.record* %3, i32 0, i32 1
  %17 = getelementptr inbounds [12 x i8], [12 x i8]* %16, i64 0, i64 0
  %18 = call i8* @strcpy(i8* noundef %17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #6
  %19 = bitcast %struct.record* %4 to i8*
  %20 = bitcast %struct.record* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %19, i8* align 4 %20, i64 16, i1 false)
  %21 = getelementptr inbounds %struct.record, %struct.record* %4, i32 0, i32 0
  store i32 2, i32* %21, align 4
  %22 = bitcast %struct.record* %3 to i8*
  %23 = bitcast %struct.record* %4 to i8*
  %24 = call i32 @memcmp(i8* noundef %22, i8* noundef %23, i64 noundef 16) #7
  %25 = icmp slt i32 %24, 0
  %26 = zext i1 %25 to i32
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef %26)
  %28 = bitcast [3 x i8]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %28, i8* align 1 getelementptr inbounds ([3 x i8], [3 x i8]* @__const.main.code, i32 0, i32 0), i64 3, i1 false)
  %29 = getelementptr inbounds [3 x i8], [3 x i8]* %5, i64 0, i64 0
  %30 = call i32 @strcmp(i8* noundef %29, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0)) #7
  %31 = icmp sgt i32 %30, 0
  %32 = zext i1 %31 to i32
  %33 = getelementptr inbounds [3 x i8], [3 x i8]* %5, i64 0, i64 0
  %34 = call i32 @strncmp(i8* noundef %33, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef 3) #7
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %32, i32 noundef %34)
  %36 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  %37 = call i8* @strcpy(i8* noundef %36, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0)) #6
  %38 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  %39 = call i32 @strcasecmp(i8* noundef %38, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0)) #7
  %40 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  %41 = call i32 @strcasecmp(i8* noundef %40, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0)) #7
  %42 = icmp slt i32 %41, 0
  %43 = zext i1 %42 to i32
  %44 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0
  %45 = call i32 @strncasecmp(i8* noundef %44, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i64 noundef 3) #7
  %46 = call i32 @strcasecmp(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #7
  %47 = icmp sgt i32 %46, 0
  %48 = zext i1 %47 to i32
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %39, i32 noundef %43, i32 noundef %45, i32 noundef %48)
  store i32* getelementptr inbounds ([5 x i32], [5 x i32]* @.str.13, i64 0, i64 0), i32** %7, align 8
  %50 = load i32*, i32** %7, align 8
  %51 = load i32*, i32** %7, align 8
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32* noundef %50, i32 noundef 120, i32* noundef getelementptr inbounds ([3 x i32], [3 x i32]* @.str.15, i64 0, i64 0), i32* noundef %51)
  %53 = call noalias %struct._IO_FILE* @fopen(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i64 0, i64 0))
  store %struct._IO_FILE* %53, %struct._IO_FILE** %8, align 8
  %54 = load %struct._IO_FILE*, %struct._IO_FILE** %8, align 8
  %55 = icmp ne %struct._IO_FILE* %54, null
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.19, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0)
  %58 = load %struct._IO_FILE*, %struct._IO_FILE** %8, align 8
  %59 = icmp ne %struct._IO_FILE* %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %0
  br label %66

61:                                               ; preds = %0
  %62 = call i32* @__errno_location() #8
  %63 = load i32, i32* %62, align 4
  %64 = icmp eq i32 %63, 2
  %65 = zext i1 %64 to i32
  br label %66

66:                                               ; preds = %61, %60
  %67 = phi i32 [ 0, %60 ], [ %65, %61 ]
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.18, i64 0, i64 0), i8* noundef %57, i32 noundef %67)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcasecmp(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strncasecmp(i8* noundef, i8* noundef, i64 noundef) #4

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
