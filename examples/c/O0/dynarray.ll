; ModuleID = 'dynarray.c'
source_filename = "dynarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"grow to %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%u \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"len=%u cap=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @vec_push(%struct.vec* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.vec*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  store %struct.vec* %0, %struct.vec** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = load %struct.vec*, %struct.vec** %3, align 8
  %8 = getelementptr inbounds %struct.vec, %struct.vec* %7, i32 0, i32 1
  %9 = load i32, i32* %8, align 8
  %10 = load %struct.vec*, %struct.vec** %3, align 8
  %11 = getelementptr inbounds %struct.vec, %struct.vec* %10, i32 0, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %9, %12
  br i1 %13, label %14, label %65

14:                                               ; preds = %2
  %15 = load %struct.vec*, %struct.vec** %3, align 8
  %16 = getelementptr inbounds %struct.vec, %struct.vec* %15, i32 0, i32 2
  %17 = load i32, i32* %16, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = load %struct.vec*, %struct.vec** %3, align 8
  %21 = getelementptr inbounds %struct.vec, %struct.vec* %20, i32 0, i32 2
  %22 = load i32, i32* %21, align 4
  %23 = mul i32 2, %22
  br label %25

24:                                               ; preds = %14
  br label %25

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 2, %24 ]
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %5, align 4
  %28 = zext i32 %27 to i64
  %29 = mul i64 %28, 4
  %30 = call noalias i8* @malloc(i64 noundef %29) #6
  %31 = bitcast i8* %30 to i32*
  store i32* %31, i32** %6, align 8
  %32 = load i32*, i32** %6, align 8
  %33 = icmp eq i32* %32, null
  br i1 %33, label %34, label %35

34:                                               ; preds = %25
  call void @exit(i32 noundef 1) #7
  unreachable

35:                                               ; preds = %25
  %36 = load %struct.vec*, %struct.vec** %3, align 8
  %37 = getelementptr inbounds %struct.vec, %struct.vec* %36, i32 0, i32 1
  %38 = load i32, i32* %37, align 8
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %52

40:                                               ; preds = %35
  %41 = load i32*, i32** %6, align 8
  %42 = bitcast i32* %41 to i8*
  %43 = load %struct.vec*, %struct.vec** %3, align 8
  %44 = getelementptr inbounds %struct.vec, %struct.vec* %43, i32 0, i32 0
  %45 = load i32*, i32** %44, align 8
  %46 = bitcast i32* %45 to i8*
  %47 = load %struct.vec*, %struct.vec** %3, align 8
  %48 = getelementptr inbounds %struct.vec, %struct.vec* %47, i32 0, i32 1
  %49 = load i32, i32* %48, align 8
  %50 = zext i32 %49 to i64
  %51 = mul i64 %50, 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %42, i8* align 4 %46, i64 %51, i1 false)
  br label %52

52:                                               ; preds = %40, %35
  %53 = load %struct.vec*, %struct.vec** %3, align 8
  %54 = getelementptr inbounds %struct.vec, %struct.vec* %53, i32 0, i32 0
  %55 = load i32*, i32** %54, align 8
  %56 = bitcast i32* %55 to i8*
  call void @free(i8* noundef %56) #6
  %57 = load i32*, i32** %6, align 8
  %58 = load %struct.vec*, %struct.vec** %3, align 8
  %59 = getelementptr inbounds %struct.vec, %struct.vec* %58, i32 0, i32 0
  store i32* %57, i32** %59, align 8
  %60 = load i32, i32* %5, align 4
  %61 = load %struct.vec*, %struct.vec** %3, align 8
  %62 = getelementptr inbounds %struct.vec, %struct.vec* %61, i32 0, i32 2
  store i32 %60, i32* %62, align 4
  %63 = load i32, i32* %5, align 4
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %63)
  br label %65

65:                                               ; preds = %52, %2
  %66 = load i32, i32* %4, align 4
  %67 = load %struct.vec*, %struct.vec** %3, align 8
  %68 = getelementptr inbounds %struct.vec, %struct.vec* %67, i32 0, i32 0
  %69 = load i32*, i32** %68, align 8
  %70 = load %struct.vec*, %struct.vec** %3, align 8
  %71 = getelementptr inbounds %struct.vec, %struct.vec* %70, i32 0, i32 1
  %72 = load i32, i32* %71, align 8
  %73 = add i32 %72, 1
  store i32 %73, i32* %71, align 8
  %74 = zext i32 %72 to i64
  %75 = getelementptr inbounds i32, i32* %69, i64 %74
  store i32 %66, i32* %75, align 4
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.vec, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %8 = bitcast %struct.vec* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %8, i8 0, i64 16, i1 false)
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %17, %0
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 20
  br i1 %11, label %12, label %20

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4
  %14 = mul nsw i32 %13, 13
  %15 = add nsw i32 %14, 5
  %16 = srem i32 %15, 10
  call void @vec_push(%struct.vec* noundef %2, i32 noundef %16)
  br label %17

17:                                               ; preds = %12
  %18 = load i32, i32* %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %3, align 4
  br label %9, !llvm.loop !6

20:                                               ; preds = %9
  %21 = call noalias i8* @calloc(i64 noundef 10, i64 noundef 4) #6
  %22 = bitcast i8* %21 to i32*
  store i32* %22, i32** %4, align 8
  %23 = load i32*, i32** %4, align 8
  %24 = icmp eq i32* %23, null
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store i32 1, i32* %1, align 4
  br label %87

26:                                               ; preds = %20
  store i32 0, i32* %5, align 4
  br label %27

27:                                               ; preds = %44, %26
  %28 = load i32, i32* %5, align 4
  %29 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 1
  %30 = load i32, i32* %29, align 8
  %31 = icmp ult i32 %28, %30
  br i1 %31, label %32, label %47

32:                                               ; preds = %27
  %33 = load i32*, i32** %4, align 8
  %34 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0
  %35 = load i32*, i32** %34, align 8
  %36 = load i32, i32* %5, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %35, i64 %37
  %39 = load i32, i32* %38, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %33, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = add i32 %42, 1
  store i32 %43, i32* %41, align 4
  br label %44

44:                                               ; preds = %32
  %45 = load i32, i32* %5, align 4
  %46 = add i32 %45, 1
  store i32 %46, i32* %5, align 4
  br label %27, !llvm.loop !8

47:                                               ; preds = %27
  store i32 0, i32* %6, align 4
  br label %48

48:                                               ; preds = %59, %47
  %49 = load i32, i32* %6, align 4
  %50 = icmp slt i32 %49, 10
  br i1 %50, label %51, label %62

51:                                               ; preds = %48
  %52 = load i32, i32* %6, align 4
  %53 = load i32*, i32** %4, align 8
  %54 = load i32, i32* %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, i32* %53, i64 %55
  %57 = load i32, i32* %56, align 4
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %52, i32 noundef %57)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, i32* %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %6, align 4
  br label %48, !llvm.loop !9

62:                                               ; preds = %48
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %64 = call noalias i8* @malloc(i64 noundef 16) #6
  store i8* %64, i8** %7, align 8
  %65 = load i8*, i8** %7, align 8
  %66 = icmp eq i8* %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %62
  store i32 1, i32* %1, align 4
  br label %87

68:                                               ; preds = %62
  %69 = load i8*, i8** %7, align 8
  call void @llvm.memset.p0i8.i64(i8* align 1 %69, i8 42, i64 15, i1 false)
  %70 = load i8*, i8** %7, align 8
  %71 = getelementptr inbounds i8, i8* %70, i64 15
  store i8 0, i8* %71, align 1
  %72 = load i8*, i8** %7, align 8
  %73 = getelementptr inbounds i8, i8* %72, i64 5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 1 getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i64 5, i1 false)
  %74 = load i8*, i8** %7, align 8
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8* noundef %74)
  %76 = load i8*, i8** %7, align 8
  call void @free(i8* noundef %76) #6
  %77 = load i32*, i32** %4, align 8
  %78 = bitcast i32* %77 to i8*
  call void @free(i8* noundef %78) #6
  %79 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0
  %80 = load i32*, i32** %79, align 8
  %81 = bitcast i32* %80 to i8*
  call void @free(i8* noundef %81) #6
  %82 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 1
  %83 = load i32, i32* %82, align 8
  %84 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 2
  %85 = load i32, i32* %84, align 4
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef %83, i32 noundef %85)
  store i32 0, i32* %1, align 4
  br label %87

87:                                               ; preds = %68, %67, %25
  %88 = load i32, i32* %1, align 4
  ret i32 %88
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

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
