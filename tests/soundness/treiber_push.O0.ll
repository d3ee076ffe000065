; ModuleID = 'treiber_push.c'
source_filename = "treiber_push.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@top = dso_local global %struct.node* null, align 8
@nodes = dso_local global [2 x %struct.node] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @push(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.node*, align 8
  %5 = alloca %struct.node*, align 8
  %6 = alloca i8, align 1
  store %struct.node* %0, %struct.node** %2, align 8
  %7 = bitcast %struct.node** %4 to i64*
  %8 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) monotonic, align 8
  store i64 %8, i64* %7, align 8
  %9 = bitcast i64* %7 to %struct.node**
  %10 = load %struct.node*, %struct.node** %9, align 8
  store %struct.node* %10, %struct.node** %3, align 8
  br label %11

11:                                               ; preds = %25, %1
  %12 = load %struct.node*, %struct.node** %3, align 8
  %13 = load %struct.node*, %struct.node** %2, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  store %struct.node* %12, %struct.node** %14, align 8
  br label %15

15:                                               ; preds = %11
  %16 = load %struct.node*, %struct.node** %2, align 8
  store %struct.node* %16, %struct.node** %5, align 8
  %17 = bitcast %struct.node** %3 to i64*
  %18 = bitcast %struct.node** %5 to i64*
  %19 = load i64, i64* %17, align 8
  %20 = load i64, i64* %18, align 8
  %21 = cmpxchg i64* bitcast (%struct.node** @top to i64*), i64 %19, i64 %20 release monotonic, align 8
  %22 = extractvalue { i64, i1 } %21, 0
  %23 = extractvalue { i64, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %15
  store i64 %22, i64* %17, align 8
  br label %25

25:                                               ; preds = %24, %15
  %26 = zext i1 %23 to i8
  store i8 %26, i8* %6, align 1
  %27 = load i8, i8* %6, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br i1 %29, label %11, label %30, !llvm.loop !6

30:                                               ; preds = %25
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = ptrtoint i8* %3 to i64
  %5 = getelementptr inbounds [2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 %4
  call void @push(%struct.node* noundef %5)
  ret i8* null
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.node*, align 8
  %5 = alloca %struct.node*, align 8
  %6 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  store i32 1, i32* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 0, i32 0), align 16
  store i32 2, i32* getelementptr inbounds ([2 x %struct.node], [2 x %struct.node]* @nodes, i64 0, i64 1, i32 0), align 16
  %7 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef null) #3
  %8 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef inttoptr (i64 1 to i8*)) #3
  %9 = load i64, i64* %2, align 8
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null)
  %11 = load i64, i64* %3, align 8
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null)
  %13 = bitcast %struct.node** %5 to i64*
  %14 = load atomic i64, i64* bitcast (%struct.node** @top to i64*) monotonic, align 8
  store i64 %14, i64* %13, align 8
  %15 = bitcast i64* %13 to %struct.node**
  %16 = load %struct.node*, %struct.node** %15, align 8
  store %struct.node* %16, %struct.node** %4, align 8
  %17 = load %struct.node*, %struct.node** %4, align 8
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 1
  %19 = load %struct.node*, %struct.node** %18, align 8
  store %struct.node* %19, %struct.node** %6, align 8
  %20 = load %struct.node*, %struct.node** %6, align 8
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 1
  %22 = load %struct.node*, %struct.node** %21, align 8
  %23 = icmp ne %struct.node* %22, null
  br i1 %23, label %24, label %25

24:                                               ; preds = %0
  store i32 -1, i32* %1, align 4
  br label %34

25:                                               ; preds = %0
  %26 = load %struct.node*, %struct.node** %4, align 8
  %27 = getelementptr inbounds %struct.node, %struct.node* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 8
  %29 = mul nsw i32 %28, 10
  %30 = load %struct.node*, %struct.node** %6, align 8
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 8
  %33 = add nsw i32 %29, %32
  store i32 %33, i32* %1, align 4
  br label %34

34:                                               ; preds = %25, %24
  %35 = load i32, i32* %1, align 4
  ret i32 %35
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
