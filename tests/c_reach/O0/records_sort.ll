; ModuleID = 'records_sort.c'
source_filename = "records_sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [8 x i8] c"mallory\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"trent\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"eve\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"%-8s %3d %8.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i8*], align 16
  %3 = alloca [6 x %struct.person], align 16
  %4 = alloca [6 x %struct.person], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.person, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast [6 x i8*]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %10, i8 0, i64 48, i1 false)
  %11 = bitcast i8* %10 to [6 x i8*]*
  %12 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 0
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i8** %12, align 16
  %13 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8** %13, align 8
  %14 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 2
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %14, align 16
  %15 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 3
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8** %15, align 8
  %16 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 4
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8** %16, align 16
  %17 = getelementptr inbounds [6 x i8*], [6 x i8*]* %11, i32 0, i32 5
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8** %17, align 8
  store i32 0, i32* %5, align 4
  br label %18

18:                                               ; preds = %55, %0
  %19 = load i32, i32* %5, align 4
  %20 = icmp slt i32 %19, 6
  br i1 %20, label %21, label %58

21:                                               ; preds = %18
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.person, %struct.person* %24, i32 0, i32 0
  %26 = getelementptr inbounds [12 x i8], [12 x i8]* %25, i64 0, i64 0
  %27 = load i32, i32* %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x i8*], [6 x i8*]* %2, i64 0, i64 %28
  %30 = load i8*, i8** %29, align 8
  %31 = call i8* @strcpy(i8* noundef %26, i8* noundef %30) #6
  %32 = load i32, i32* %5, align 4
  %33 = mul nsw i32 7, %32
  %34 = srem i32 %33, 13
  %35 = add nsw i32 20, %34
  %36 = load i32, i32* %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.person, %struct.person* %38, i32 0, i32 1
  store i32 %35, i32* %39, align 4
  %40 = load i32, i32* %5, align 4
  %41 = add nsw i32 %40, 2
  %42 = sitofp i32 %41 to double
  %43 = fdiv double 1.000000e+00, %42
  %44 = load i32, i32* %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.person, %struct.person* %46, i32 0, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = sitofp i32 %48 to double
  %50 = fadd double %43, %49
  %51 = load i32, i32* %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.person, %struct.person* %53, i32 0, i32 2
  store double %50, double* %54, align 8
  br label %55

55:                                               ; preds = %21
  %56 = load i32, i32* %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %5, align 4
  br label %18, !llvm.loop !6

58:                                               ; preds = %18
  %59 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 0
  %60 = bitcast %struct.person* %59 to i8*
  %61 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %3, i64 0, i64 0
  %62 = bitcast %struct.person* %61 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %60, i8* align 16 %62, i64 144, i1 false)
  store i32 1, i32* %6, align 4
  br label %63

63:                                               ; preds = %108, %58
  %64 = load i32, i32* %6, align 4
  %65 = icmp slt i32 %64, 6
  br i1 %65, label %66, label %111

66:                                               ; preds = %63
  %67 = load i32, i32* %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %68
  %70 = bitcast %struct.person* %7 to i8*
  %71 = bitcast %struct.person* %69 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %70, i8* align 8 %71, i64 24, i1 false)
  %72 = load i32, i32* %6, align 4
  %73 = sub nsw i32 %72, 1
  store i32 %73, i32* %8, align 4
  br label %74

74:                                               ; preds = %89, %66
  %75 = load i32, i32* %8, align 4
  %76 = icmp sge i32 %75, 0
  br i1 %76, label %77, label %87

77:                                               ; preds = %74
  %78 = load i32, i32* %8, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %79
  %81 = getelementptr inbounds %struct.person, %struct.person* %80, i32 0, i32 0
  %82 = getelementptr inbounds [12 x i8], [12 x i8]* %81, i64 0, i64 0
  %83 = getelementptr inbounds %struct.person, %struct.person* %7, i32 0, i32 0
  %84 = getelementptr inbounds [12 x i8], [12 x i8]* %83, i64 0, i64 0
  %85 = call i32 @strcmp(i8* noundef %82, i8* noundef %84) #7
  %86 = icmp sgt i32 %85, 0
  br label %87

87:                                               ; preds = %77, %74
  %88 = phi i1 [ false, %74 ], [ %86, %77 ]
  br i1 %88, label %89, label %101

89:                                               ; preds = %87
  %90 = load i32, i32* %8, align 4
  %91 = add nsw i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %92
  %94 = load i32, i32* %8, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %95
  %97 = bitcast %struct.person* %93 to i8*
  %98 = bitcast %struct.person* %96 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %97, i8* align 8 %98, i64 24, i1 false)
  %99 = load i32, i32* %8, align 4
  %100 = add nsw i32 %99, -1
  store i32 %100, i32* %8, align 4
  br label %74, !llvm.loop !8

101:                                              ; preds = %87
  %102 = load i32, i32* %8, align 4
  %103 = add nsw i32 %102, 1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %104
  %106 = bitcast %struct.person* %105 to i8*
  %107 = bitcast %struct.person* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %106, i8* align 8 %107, i64 24, i1 false)
  br label %108

108:                                              ; preds = %101
  %109 = load i32, i32* %6, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %6, align 4
  br label %63, !llvm.loop !9

111:                                              ; preds = %63
  store i32 0, i32* %9, align 4
  br label %112

112:                                              ; preds = %132, %111
  %113 = load i32, i32* %9, align 4
  %114 = icmp slt i32 %113, 6
  br i1 %114, label %115, label %135

115:                                              ; preds = %112
  %116 = load i32, i32* %9, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %117
  %119 = getelementptr inbounds %struct.person, %struct.person* %118, i32 0, i32 0
  %120 = getelementptr inbounds [12 x i8], [12 x i8]* %119, i64 0, i64 0
  %121 = load i32, i32* %9, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %122
  %124 = getelementptr inbounds %struct.person, %struct.person* %123, i32 0, i32 1
  %125 = load i32, i32* %124, align 4
  %126 = load i32, i32* %9, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 %127
  %129 = getelementptr inbounds %struct.person, %struct.person* %128, i32 0, i32 2
  %130 = load double, double* %129, align 8
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i8* noundef %120, i32 noundef %125, double noundef %130)
  br label %132

132:                                              ; preds = %115
  %133 = load i32, i32* %9, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* %9, align 4
  br label %112, !llvm.loop !10

135:                                              ; preds = %112
  %136 = getelementptr inbounds [6 x %struct.person], [6 x %struct.person]* %4, i64 0, i64 0
  %137 = getelementptr inbounds %struct.person, %struct.person* %136, i32 0, i32 0
  %138 = getelementptr inbounds [12 x i8], [12 x i8]* %137, i64 0, i64 0
  %139 = call i32 @strcmp(i8* noundef %138, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0)) #7
  %140 = icmp eq i32 %139, 0
  %141 = zext i1 %140 to i32
  ret i32 %141
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

declare i32 @printf(i8* noundef, ...) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
