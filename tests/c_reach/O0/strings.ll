; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c", world\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%s|%s|%zu|%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"help\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hellp\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"%ld %ld %d %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"%s %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"toolongstring\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%.7s %d %ld %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [32 x i8], align 16
  %3 = alloca [16 x i8], align 16
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %9 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %10 = call i8* @strcpy(i8* noundef %9, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #6
  %11 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %12 = call i8* @strcat(i8* noundef %11, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0)) #6
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %14 = call i8* @strncpy(i8* noundef %13, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i64 noundef 16) #6
  %15 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %16 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %17 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %18 = call i64 @strlen(i8* noundef %17) #7
  %19 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 10
  %20 = load i8, i8* %19, align 2
  %21 = sext i8 %20 to i32
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i8* noundef %15, i8* noundef %16, i64 noundef %18, i32 noundef %21)
  %23 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %24 = call i32 @strcmp(i8* noundef %23, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #7
  %25 = call i32 @sign(i32 noundef %24)
  %26 = call i32 @sign(i32 noundef -1)
  %27 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %28 = call i32 @strcmp(i8* noundef %27, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)) #7
  %29 = call i32 @sign(i32 noundef %28)
  %30 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %31 = call i32 @strncmp(i8* noundef %30, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef 3) #7
  %32 = call i32 @sign(i32 noundef %31)
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %25, i32 noundef %26, i32 noundef %29, i32 noundef %32)
  %34 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %35 = call i32 @strncmp(i8* noundef %34, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i64 0, i64 0), i64 noundef 4) #7
  %36 = call i32 @sign(i32 noundef %35)
  %37 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %38 = call i32 @memcmp(i8* noundef %37, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i64 noundef 5) #7
  %39 = call i32 @sign(i32 noundef %38)
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i32 noundef %36, i32 noundef %39)
  %41 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %42 = call i8* @strchr(i8* noundef %41, i32 noundef 44) #7
  store i8* %42, i8** %4, align 8
  %43 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %44 = call i8* @strrchr(i8* noundef %43, i32 noundef 108) #7
  store i8* %44, i8** %5, align 8
  %45 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %46 = call i8* @strchr(i8* noundef %45, i32 noundef 122) #7
  store i8* %46, i8** %6, align 8
  %47 = load i8*, i8** %4, align 8
  %48 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %49 = ptrtoint i8* %47 to i64
  %50 = ptrtoint i8* %48 to i64
  %51 = sub i64 %49, %50
  %52 = load i8*, i8** %5, align 8
  %53 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %54 = ptrtoint i8* %52 to i64
  %55 = ptrtoint i8* %53 to i64
  %56 = sub i64 %54, %55
  %57 = load i8*, i8** %6, align 8
  %58 = icmp eq i8* %57, null
  %59 = zext i1 %58 to i32
  %60 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %61 = call i8* @strchr(i8* noundef %60, i32 noundef 0) #7
  %62 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %63 = ptrtoint i8* %61 to i64
  %64 = ptrtoint i8* %62 to i64
  %65 = sub i64 %63, %64
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.8, i64 0, i64 0), i64 noundef %51, i64 noundef %56, i32 noundef %59, i64 noundef %65)
  %67 = call noalias i8* @malloc(i64 noundef 8) #6
  store i8* %67, i8** %7, align 8
  %68 = load i8*, i8** %7, align 8
  call void @llvm.memset.p0i8.i64(i8* align 1 %68, i8 120, i64 7, i1 false)
  %69 = load i8*, i8** %7, align 8
  %70 = getelementptr inbounds i8, i8* %69, i64 7
  store i8 0, i8* %70, align 1
  %71 = load i8*, i8** %7, align 8
  %72 = call i8* @memchr(i8* noundef %71, i32 noundef 120, i64 noundef 7) #7
  store i8* %72, i8** %8, align 8
  %73 = load i8*, i8** %7, align 8
  %74 = load i8*, i8** %8, align 8
  %75 = load i8*, i8** %7, align 8
  %76 = icmp eq i8* %74, %75
  %77 = zext i1 %76 to i32
  %78 = load i8*, i8** %7, align 8
  %79 = call i8* @memchr(i8* noundef %78, i32 noundef 121, i64 noundef 7) #7
  %80 = icmp eq i8* %79, null
  %81 = zext i1 %80 to i32
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.9, i64 0, i64 0), i8* noundef %73, i32 noundef %77, i32 noundef %81)
  %83 = load i8*, i8** %7, align 8
  %84 = call i8* @strncpy(i8* noundef %83, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i64 noundef 7) #6
  %85 = load i8*, i8** %7, align 8
  %86 = call i32 @abs(i32 noundef -42) #8
  %87 = call i64 @labs(i64 noundef -7) #8
  %88 = call i64 @llabs(i64 noundef -9) #8
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8* noundef %85, i32 noundef %86, i64 noundef %87, i64 noundef %88)
  %90 = load i8*, i8** %7, align 8
  call void @free(i8* noundef %90) #6
  %91 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0
  %92 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0
  %93 = call i32 @strcmp(i8* noundef %91, i8* noundef %92) #7
  %94 = call i32 @sign(i32 noundef %93)
  %95 = add nsw i32 %94, 5
  ret i32 %95
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #1

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #1

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @memchr(i8* noundef, i32 noundef, i64 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #5

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
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
