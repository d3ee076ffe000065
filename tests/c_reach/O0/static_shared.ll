; ModuleID = 'static_shared.c'
source_filename = "static_shared.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@ready = internal global [2048 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [13 x i8] c"ready %d %d\0A\00", align 1
@results = internal global [4096 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"not yet %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #3
  %5 = load atomic i32, i32* getelementptr inbounds ([2048 x i32], [2048 x i32]* @ready, i64 0, i64 2047) acquire, align 4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %0
  %9 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @results, i64 0, i64 4095), align 4
  %10 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @results, i64 0, i64 0), align 16
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %9, i32 noundef %10)
  br label %15

12:                                               ; preds = %0
  %13 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @results, i64 0, i64 0), align 16
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %13)
  br label %15

15:                                               ; preds = %12, %8
  %16 = load i64, i64* %2, align 8
  %17 = call i32 @pthread_join(i64 noundef %16, i8** noundef null)
  %18 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @results, i64 0, i64 4095), align 4
  %19 = load atomic i32, i32* getelementptr inbounds ([2048 x i32], [2048 x i32]* @ready, i64 0, i64 0) seq_cst, align 4
  %20 = add nsw i32 %18, %19
  ret i32 %20
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %4 = load i8*, i8** %2, align 8
  store i32 42, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @results, i64 0, i64 4095), align 4
  store i32 1, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  store atomic i32 %5, i32* getelementptr inbounds ([2048 x i32], [2048 x i32]* @ready, i64 0, i64 2047) release, align 4
  ret i8* null
}

declare i32 @printf(i8* noundef, ...) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

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
