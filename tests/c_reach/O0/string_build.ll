; ModuleID = 'string_build.c'
source_filename = "string_build.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [8 x i8] }

@.str = private unnamed_addr constant [4 x i8] c"usr\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"lib\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"ctreelab\00", align 1
@__const.main.parts = private unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0)], align 16
@.str.4 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"%s | %s | %s | %zu\0A\00", align 1
@__const.main.a = private unnamed_addr constant %struct.rec { i32 7, [8 x i8] c"alpha\00\00\00" }, align 4
@__const.main.b = private unnamed_addr constant %struct.rec { i32 7, [8 x i8] c"alpha\00\00\00" }, align 4
@__const.main.c = private unnamed_addr constant %struct.rec { i32 7, [8 x i8] c"alphb\00\00\00" }, align 4
@.str.6 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca [4 x i8*], align 16
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca [64 x i8], align 16
  %7 = alloca %struct.rec, align 4
  %8 = alloca %struct.rec, align 4
  %9 = alloca %struct.rec, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %12 = bitcast [64 x i8]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %12, i8 0, i64 64, i1 false)
  %13 = bitcast [4 x i8*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %13, i8* align 16 bitcast ([4 x i8*]* @__const.main.parts to i8*), i64 32, i1 false)
  store i32 0, i32* %4, align 4
  br label %14

14:                                               ; preds = %26, %0
  %15 = load i32, i32* %4, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %19 = call i8* @strcat(i8* noundef %18, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)) #6
  %20 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %21 = load i32, i32* %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x i8*], [4 x i8*]* %3, i64 0, i64 %22
  %24 = load i8*, i8** %23, align 8
  %25 = call i8* @strcat(i8* noundef %20, i8* noundef %24) #6
  br label %26

26:                                               ; preds = %17
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %4, align 4
  br label %14, !llvm.loop !6

29:                                               ; preds = %14
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %31 = call i8* @strrchr(i8* noundef %30, i32 noundef 47) #7
  %32 = getelementptr inbounds i8, i8* %31, i64 1
  store i8* %32, i8** %5, align 8
  %33 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %33, i8 0, i64 64, i1 false)
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %36 = load i8*, i8** %5, align 8
  %37 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %38 = ptrtoint i8* %36 to i64
  %39 = ptrtoint i8* %37 to i64
  %40 = sub i64 %38, %39
  %41 = sub nsw i64 %40, 1
  %42 = call i8* @strncpy(i8* noundef %34, i8* noundef %35, i64 noundef %41) #6
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %44 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  %45 = load i8*, i8** %5, align 8
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %47 = call i64 @strlen(i8* noundef %46) #7
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i64 0, i64 0), i8* noundef %43, i8* noundef %44, i8* noundef %45, i64 noundef %47)
  %49 = bitcast %struct.rec* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %49, i8* align 4 bitcast (%struct.rec* @__const.main.a to i8*), i64 12, i1 false)
  %50 = bitcast %struct.rec* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %50, i8* align 4 bitcast (%struct.rec* @__const.main.b to i8*), i64 12, i1 false)
  %51 = bitcast %struct.rec* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %51, i8* align 4 bitcast (%struct.rec* @__const.main.c to i8*), i64 12, i1 false)
  %52 = bitcast %struct.rec* %7 to i8*
  %53 = bitcast %struct.rec* %8 to i8*
  %54 = call i32 @memcmp(i8* noundef %52, i8* noundef %53, i64 noundef 12) #7
  %55 = icmp eq i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = bitcast %struct.rec* %7 to i8*
  %58 = bitcast %struct.rec* %9 to i8*
  %59 = call i32 @memcmp(i8* noundef %57, i8* noundef %58, i64 noundef 12) #7
  %60 = icmp slt i32 %59, 0
  %61 = zext i1 %60 to i32
  %62 = getelementptr inbounds %struct.rec, %struct.rec* %7, i32 0, i32 1
  %63 = getelementptr inbounds [8 x i8], [8 x i8]* %62, i64 0, i64 0
  %64 = getelementptr inbounds %struct.rec, %struct.rec* %9, i32 0, i32 1
  %65 = getelementptr inbounds [8 x i8], [8 x i8]* %64, i64 0, i64 0
  %66 = call i32 @strncmp(i8* noundef %63, i8* noundef %65, i64 noundef 4) #7
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i32 noundef %56, i32 noundef %61, i32 noundef %66)
  store i32 0, i32* %10, align 4
  %68 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %69 = call i8* @strchr(i8* noundef %68, i32 noundef 108) #7
  store i8* %69, i8** %11, align 8
  br label %70

70:                                               ; preds = %76, %29
  %71 = load i8*, i8** %11, align 8
  %72 = icmp ne i8* %71, null
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load i32, i32* %10, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %10, align 4
  br label %76

76:                                               ; preds = %73
  %77 = load i8*, i8** %11, align 8
  %78 = getelementptr inbounds i8, i8* %77, i64 1
  %79 = call i8* @strchr(i8* noundef %78, i32 noundef 108) #7
  store i8* %79, i8** %11, align 8
  br label %70, !llvm.loop !8

80:                                               ; preds = %70
  %81 = load i32, i32* %10, align 4
  ret i32 %81
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

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
