; ModuleID = 'signals.c'
source_filename = "signals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"default %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"kill %d errno %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"raise %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"last %d calls %d\0A\00", align 1
@last = internal global i32 0, align 4
@calls = internal global i32 0, align 4
@stop = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [44 x i8] c"stopped after %d rounds, last %d, calls %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"restored %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %3 = call void (i32)* @signal(i32 noundef 2, void (i32)* noundef @on_signal) #4
  %4 = icmp eq void (i32)* %3, null
  %5 = zext i1 %4 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5)
  %7 = call void (i32)* @signal(i32 noundef 10, void (i32)* noundef @on_signal) #4
  %8 = call void (i32)* @signal(i32 noundef 9, void (i32)* noundef @on_signal) #4
  %9 = icmp eq void (i32)* %8, inttoptr (i64 -1 to void (i32)*)
  %10 = zext i1 %9 to i32
  %11 = call i32* @__errno_location() #5
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %12, 22
  %14 = zext i1 %13 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10, i32 noundef %14)
  %16 = call void (i32)* @signal(i32 noundef 15, void (i32)* noundef inttoptr (i64 1 to void (i32)*)) #4
  %17 = call i32 @raise(i32 noundef 15) #4
  %18 = call i32 @raise(i32 noundef 17) #4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %17, i32 noundef %18)
  %20 = call i32 @raise(i32 noundef 10) #4
  %21 = load volatile i32, i32* @last, align 4
  %22 = load volatile i32, i32* @calls, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i32 noundef %21, i32 noundef %22)
  store i32 0, i32* %2, align 4
  br label %24

24:                                               ; preds = %34, %0
  %25 = load volatile i32, i32* @stop, align 4
  %26 = icmp ne i32 %25, 0
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %35

28:                                               ; preds = %24
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %2, align 4
  %31 = icmp eq i32 %30, 3
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = call i32 @raise(i32 noundef 2) #4
  br label %34

34:                                               ; preds = %32, %28
  br label %24, !llvm.loop !6

35:                                               ; preds = %24
  %36 = load i32, i32* %2, align 4
  %37 = load volatile i32, i32* @last, align 4
  %38 = load volatile i32, i32* @calls, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.4, i64 0, i64 0), i32 noundef %36, i32 noundef %37, i32 noundef %38)
  %40 = call void (i32)* @signal(i32 noundef 2, void (i32)* noundef null) #4
  %41 = icmp eq void (i32)* %40, @on_signal
  %42 = zext i1 %41 to i32
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %42)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare void (i32)* @signal(i32 noundef, void (i32)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_signal(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  store volatile i32 %3, i32* @last, align 4
  %4 = load volatile i32, i32* @calls, align 4
  %5 = add nsw i32 %4, 1
  store volatile i32 %5, i32* @calls, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 2
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store volatile i32 1, i32* @stop, align 4
  br label %9

9:                                                ; preds = %8, %1
  ret void
}

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #3

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone willreturn }

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
