; ModuleID = 'casts.c'
source_filename = "casts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wide = dso_local global i64 81985529216486895, align 8
@negative = dso_local global i32 -123456, align 4
@.str = private unnamed_addr constant [34 x i8] c"int=%d short=%d char=%d uchar=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"sext=%lld zext=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"short=%d ushort=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"(signed char)200=%d (unsigned char)-56=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"(int)4000000000u=%d long=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"mixed=%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"-1 < 1u is %d, -1 < 1L is %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"(_Bool)256=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  %17 = load i64, i64* @wide, align 8
  %18 = trunc i64 %17 to i32
  store i32 %18, i32* %2, align 4
  %19 = load i64, i64* @wide, align 8
  %20 = trunc i64 %19 to i16
  store i16 %20, i16* %3, align 2
  %21 = load i64, i64* @wide, align 8
  %22 = trunc i64 %21 to i8
  store i8 %22, i8* %4, align 1
  %23 = load i64, i64* @wide, align 8
  %24 = trunc i64 %23 to i8
  store i8 %24, i8* %5, align 1
  %25 = load i32, i32* %2, align 4
  %26 = load i16, i16* %3, align 2
  %27 = sext i16 %26 to i32
  %28 = load i8, i8* %4, align 1
  %29 = sext i8 %28 to i32
  %30 = load i8, i8* %5, align 1
  %31 = zext i8 %30 to i32
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str, i64 0, i64 0), i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %31)
  %33 = load i32, i32* @negative, align 4
  %34 = sext i32 %33 to i64
  store i64 %34, i64* %6, align 8
  %35 = load i32, i32* @negative, align 4
  %36 = zext i32 %35 to i64
  store i64 %36, i64* %7, align 8
  %37 = load i64, i64* %6, align 8
  %38 = load i64, i64* %7, align 8
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %37, i64 noundef %38)
  %40 = load i32, i32* @negative, align 4
  %41 = trunc i32 %40 to i16
  store i16 %41, i16* %8, align 2
  %42 = load i32, i32* @negative, align 4
  %43 = trunc i32 %42 to i16
  store i16 %43, i16* %9, align 2
  %44 = load i16, i16* %8, align 2
  %45 = sext i16 %44 to i32
  %46 = load i16, i16* %9, align 2
  %47 = zext i16 %46 to i32
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %45, i32 noundef %47)
  store i8 -56, i8* %10, align 1
  store i8 -56, i8* %11, align 1
  %49 = load i8, i8* %10, align 1
  %50 = sext i8 %49 to i32
  %51 = load i8, i8* %11, align 1
  %52 = zext i8 %51 to i32
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.3, i64 0, i64 0), i32 noundef %50, i32 noundef %52)
  store i32 -294967296, i32* %12, align 4
  %54 = load i32, i32* %12, align 4
  store i32 %54, i32* %13, align 4
  %55 = load i32, i32* %12, align 4
  %56 = zext i32 %55 to i64
  store i64 %56, i64* %14, align 8
  %57 = load i32, i32* %13, align 4
  %58 = load i64, i64* %14, align 8
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.4, i64 0, i64 0), i32 noundef %57, i64 noundef %58)
  %60 = load i32, i32* @negative, align 4
  %61 = sext i32 %60 to i64
  %62 = mul nsw i64 %61, 3
  %63 = add nsw i64 %62, 200
  store i64 %63, i64* %15, align 8
  %64 = load i64, i64* %15, align 8
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i64 noundef %64)
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1, i32 noundef 1)
  store i8 1, i8* %16, align 1
  %67 = load i8, i8* %16, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %69)
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
