; ModuleID = 'abs_mix.c'
source_filename = "abs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%d %d %ld %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"%g %g %.9g %u %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store volatile i32 -2147483647, i32* %2, align 4
  store volatile i32 -17, i32* %3, align 4
  store volatile i64 -9223372036854775803, i64* %4, align 8
  store volatile i64 -123456789012, i64* %5, align 8
  %11 = load volatile i32, i32* %2, align 4
  %12 = call i32 @abs(i32 noundef %11) #3
  %13 = load volatile i32, i32* %3, align 4
  %14 = call i32 @abs(i32 noundef %13) #3
  %15 = load volatile i64, i64* %4, align 8
  %16 = call i64 @labs(i64 noundef %15) #3
  %17 = load volatile i64, i64* %5, align 8
  %18 = call i64 @llabs(i64 noundef %17) #3
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %14, i64 noundef %16, i64 noundef %18)
  store volatile i32 7, i32* %6, align 4
  %20 = load volatile i32, i32* %6, align 4
  %21 = sdiv i32 %20, 2
  %22 = sitofp i32 %21 to double
  store double %22, double* %7, align 8
  %23 = load volatile i32, i32* %6, align 4
  %24 = sitofp i32 %23 to double
  %25 = fdiv double %24, 2.000000e+00
  store double %25, double* %8, align 8
  %26 = load volatile i32, i32* %6, align 4
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 3.000000e+00
  store float %28, float* %9, align 4
  %29 = load double, double* %8, align 8
  %30 = fmul double %29, 1.000000e+09
  %31 = fptoui double %30 to i32
  store i32 %31, i32* %10, align 4
  %32 = load double, double* %7, align 8
  %33 = load double, double* %8, align 8
  %34 = load float, float* %9, align 4
  %35 = fpext float %34 to double
  %36 = load i32, i32* %10, align 4
  %37 = load float, float* %9, align 4
  %38 = fmul float %37, 3.000000e+00
  %39 = fptosi float %38 to i32
  %40 = load volatile i32, i32* %6, align 4
  %41 = icmp eq i32 %39, %40
  %42 = zext i1 %41 to i32
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), double noundef %32, double noundef %33, double noundef %35, i32 noundef %36, i32 noundef %42)
  %44 = load volatile i32, i32* %3, align 4
  %45 = call i32 @abs(i32 noundef %44) #3
  %46 = load double, double* %8, align 8
  %47 = fptosi double %46 to i32
  %48 = add nsw i32 %45, %47
  ret i32 %48
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
