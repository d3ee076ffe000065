; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seed = dso_local global i32 305419896, align 4
@.str = private unnamed_addr constant [19 x i8] c"u<<%d=%x u>>%d=%x\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"-1000>>3=%d -1>>31=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"1<<63=%llu >>60=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"-(1<<40)>>20=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"rot %x\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"popcount=%u reversed=%x\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"c<<1=%d (unsigned char)(c<<1)=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  %14 = load i32, i32* @seed, align 4
  store i32 %14, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %15

15:                                               ; preds = %28, %0
  %16 = load i32, i32* %3, align 4
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = load i32, i32* %3, align 4
  %20 = load i32, i32* %2, align 4
  %21 = load i32, i32* %3, align 4
  %22 = shl i32 %20, %21
  %23 = load i32, i32* %3, align 4
  %24 = load i32, i32* %2, align 4
  %25 = load i32, i32* %3, align 4
  %26 = lshr i32 %24, %25
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i32 noundef %22, i32 noundef %23, i32 noundef %26)
  br label %28

28:                                               ; preds = %18
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, 7
  store i32 %30, i32* %3, align 4
  br label %15, !llvm.loop !6

31:                                               ; preds = %15
  store i32 -1000, i32* %4, align 4
  %32 = load i32, i32* %4, align 4
  %33 = ashr i32 %32, 3
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33, i32 noundef -1)
  store i64 1, i64* %5, align 8
  %35 = load i64, i64* %5, align 8
  %36 = shl i64 %35, 63
  store i64 %36, i64* %5, align 8
  %37 = load i64, i64* %5, align 8
  %38 = load i64, i64* %5, align 8
  %39 = lshr i64 %38, 60
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i64 noundef %37, i64 noundef %39)
  store i64 -1099511627776, i64* %6, align 8
  %41 = load i64, i64* %6, align 8
  %42 = ashr i64 %41, 20
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i64 noundef %42)
  %44 = load i32, i32* @seed, align 4
  store i32 %44, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %45

45:                                               ; preds = %56, %31
  %46 = load i32, i32* %8, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %59

48:                                               ; preds = %45
  %49 = load i32, i32* %7, align 4
  %50 = shl i32 %49, 5
  %51 = load i32, i32* %7, align 4
  %52 = lshr i32 %51, 27
  %53 = or i32 %50, %52
  store i32 %53, i32* %7, align 4
  %54 = load i32, i32* %7, align 4
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i32 noundef %54)
  br label %56

56:                                               ; preds = %48
  %57 = load i32, i32* %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %8, align 4
  br label %45, !llvm.loop !8

59:                                               ; preds = %45
  %60 = load i32, i32* @seed, align 4
  store i32 %60, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %61

61:                                               ; preds = %64, %59
  %62 = load i32, i32* %9, align 4
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = load i32, i32* %9, align 4
  %66 = sub i32 %65, 1
  %67 = load i32, i32* %9, align 4
  %68 = and i32 %67, %66
  store i32 %68, i32* %9, align 4
  %69 = load i32, i32* %10, align 4
  %70 = add i32 %69, 1
  store i32 %70, i32* %10, align 4
  br label %61, !llvm.loop !9

71:                                               ; preds = %61
  %72 = load i32, i32* @seed, align 4
  store i32 %72, i32* %9, align 4
  store i32 0, i32* %12, align 4
  br label %73

73:                                               ; preds = %84, %71
  %74 = load i32, i32* %12, align 4
  %75 = icmp slt i32 %74, 32
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = load i32, i32* %11, align 4
  %78 = shl i32 %77, 1
  %79 = load i32, i32* %9, align 4
  %80 = and i32 %79, 1
  %81 = or i32 %78, %80
  store i32 %81, i32* %11, align 4
  %82 = load i32, i32* %9, align 4
  %83 = lshr i32 %82, 1
  store i32 %83, i32* %9, align 4
  br label %84

84:                                               ; preds = %76
  %85 = load i32, i32* %12, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %12, align 4
  br label %73, !llvm.loop !10

87:                                               ; preds = %73
  %88 = load i32, i32* %10, align 4
  %89 = load i32, i32* %11, align 4
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0), i32 noundef %88, i32 noundef %89)
  store i8 -127, i8* %13, align 1
  %91 = load i8, i8* %13, align 1
  %92 = zext i8 %91 to i32
  %93 = shl i32 %92, 1
  %94 = load i8, i8* %13, align 1
  %95 = zext i8 %94 to i32
  %96 = shl i32 %95, 1
  %97 = trunc i32 %96 to i8
  %98 = zext i8 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), i32 noundef %93, i32 noundef %98)
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
