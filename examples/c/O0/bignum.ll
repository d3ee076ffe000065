; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d! = %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"negated: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"lcg: %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"gcd=%llu lcm=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i64, i64* %4, align 8
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = load i64, i64* %3, align 8
  %11 = load i64, i64* %4, align 8
  %12 = urem i64 %10, %11
  store i64 %12, i64* %5, align 8
  %13 = load i64, i64* %4, align 8
  store i64 %13, i64* %3, align 8
  %14 = load i64, i64* %5, align 8
  store i64 %14, i64* %4, align 8
  br label %6, !llvm.loop !6

15:                                               ; preds = %6
  %16 = load i64, i64* %3, align 8
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @print_base(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [70 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 69, i32* %6, align 4
  %8 = load i32, i32* %6, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [70 x i8], [70 x i8]* %5, i64 0, i64 %9
  store i8 0, i8* %10, align 1
  br label %11

11:                                               ; preds = %37, %2
  %12 = load i64, i64* %3, align 8
  %13 = load i32, i32* %4, align 4
  %14 = zext i32 %13 to i64
  %15 = urem i64 %12, %14
  %16 = trunc i64 %15 to i32
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = icmp ult i32 %17, 10
  br i1 %18, label %19, label %22

19:                                               ; preds = %11
  %20 = load i32, i32* %7, align 4
  %21 = add i32 48, %20
  br label %26

22:                                               ; preds = %11
  %23 = load i32, i32* %7, align 4
  %24 = add i32 97, %23
  %25 = sub i32 %24, 10
  br label %26

26:                                               ; preds = %22, %19
  %27 = phi i32 [ %21, %19 ], [ %25, %22 ]
  %28 = trunc i32 %27 to i8
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [70 x i8], [70 x i8]* %5, i64 0, i64 %31
  store i8 %28, i8* %32, align 1
  %33 = load i32, i32* %4, align 4
  %34 = zext i32 %33 to i64
  %35 = load i64, i64* %3, align 8
  %36 = udiv i64 %35, %34
  store i64 %36, i64* %3, align 8
  br label %37

37:                                               ; preds = %26
  %38 = load i64, i64* %3, align 8
  %39 = icmp ne i64 %38, 0
  br i1 %39, label %11, label %40, !llvm.loop !8

40:                                               ; preds = %37
  %41 = load i32, i32* %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [70 x i8], [70 x i8]* %5, i64 0, i64 %42
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef %43)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store i64 1, i64* %2, align 8
  store i32 1, i32* %3, align 4
  br label %12

12:                                               ; preds = %28, %0
  %13 = load i32, i32* %3, align 4
  %14 = icmp sle i32 %13, 20
  br i1 %14, label %15, label %31

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  %17 = sext i32 %16 to i64
  %18 = load i64, i64* %2, align 8
  %19 = mul i64 %18, %17
  store i64 %19, i64* %2, align 8
  %20 = load i32, i32* %3, align 4
  %21 = srem i32 %20, 5
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %15
  %24 = load i32, i32* %3, align 4
  %25 = load i64, i64* %2, align 8
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %24, i64 noundef %25)
  br label %27

27:                                               ; preds = %23, %15
  br label %28

28:                                               ; preds = %27
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %3, align 4
  br label %12, !llvm.loop !9

31:                                               ; preds = %12
  %32 = load i64, i64* %2, align 8
  %33 = udiv i64 %32, 1000
  %34 = sub nsw i64 0, %33
  store i64 %34, i64* %4, align 8
  %35 = load i64, i64* %4, align 8
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i64 noundef %35)
  store i64 42, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %37

37:                                               ; preds = %44, %31
  %38 = load i32, i32* %6, align 4
  %39 = icmp slt i32 %38, 5
  br i1 %39, label %40, label %47

40:                                               ; preds = %37
  %41 = load i64, i64* %5, align 8
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  store i64 %43, i64* %5, align 8
  br label %44

44:                                               ; preds = %40
  %45 = load i32, i32* %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %6, align 4
  br label %37, !llvm.loop !10

47:                                               ; preds = %37
  %48 = load i64, i64* %5, align 8
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i64 noundef %48)
  store i64 30030090090, i64* %7, align 8
  store i64 4641013923, i64* %8, align 8
  %50 = load i64, i64* %7, align 8
  %51 = load i64, i64* %8, align 8
  %52 = call i64 @gcd(i64 noundef %50, i64 noundef %51)
  store i64 %52, i64* %9, align 8
  %53 = load i64, i64* %9, align 8
  %54 = load i64, i64* %7, align 8
  %55 = load i64, i64* %9, align 8
  %56 = udiv i64 %54, %55
  %57 = load i64, i64* %8, align 8
  %58 = mul i64 %56, %57
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i64 noundef %53, i64 noundef %58)
  %60 = load i64, i64* %2, align 8
  call void @print_base(i64 noundef %60, i32 noundef 2)
  %61 = load i64, i64* %2, align 8
  call void @print_base(i64 noundef %61, i32 noundef 16)
  %62 = load i64, i64* %2, align 8
  call void @print_base(i64 noundef %62, i32 noundef 36)
  store i64 -1234567890123, i64* %10, align 8
  %63 = load i64, i64* %10, align 8
  store i64 %63, i64* %11, align 8
  %64 = load i64, i64* %10, align 8
  %65 = load i64, i64* %11, align 8
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i64 noundef %64, i64 noundef %65)
  ret i32 0
}

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
