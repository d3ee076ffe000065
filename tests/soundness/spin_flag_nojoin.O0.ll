; ModuleID = 'spin_flag_nojoin.c'
source_filename = "spin_flag_nojoin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %struct.atomic_flag zeroinitializer, align 1
@x = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inc() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  br label %4

4:                                                ; preds = %9, %0
  store i8 1, i8* %1, align 1
  %5 = load i8, i8* %1, align 1
  %6 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0), i8 %5 acquire, align 1
  store i8 %6, i8* %2, align 1
  %7 = load i8, i8* %2, align 1
  %8 = trunc i8 %7 to i1
  br i1 %8, label %9, label %10

9:                                                ; preds = %4
  br label %4, !llvm.loop !6

10:                                               ; preds = %4
  %11 = load i32, i32* @x, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @x, align 4
  store i8 0, i8* %3, align 1
  %13 = load i8, i8* %3, align 1
  store atomic i8 %13, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0) release, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @inc()
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %3 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef null) #2
  call void @inc()
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
