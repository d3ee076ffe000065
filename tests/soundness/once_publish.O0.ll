; ModuleID = 'once_publish.c'
source_filename = "once_publish.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@once = dso_local global i32 0, align 4
@asking = dso_local global i32 0, align 4
@cfg = dso_local global %struct.config* null, align 8
@got = dso_local global [2 x i32] zeroinitializer, align 4
@inits = dso_local global i32 0, align 4
@owner = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @t(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = ptrtoint i8* %5 to i64
  %7 = trunc i64 %6 to i32
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  store atomic i32 %9, i32* @asking monotonic, align 4
  %10 = call i32 @pthread_once(i32* noundef @once, void ()* noundef @init)
  %11 = load %struct.config*, %struct.config** @cfg, align 8
  %12 = getelementptr inbounds %struct.config, %struct.config* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* %3, align 4
  %15 = sub nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [2 x i32], [2 x i32]* @got, i64 0, i64 %16
  store i32 %13, i32* %17, align 4
  ret i8* null
}

declare i32 @pthread_once(i32* noundef, void ()* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca %struct.config*, align 8
  %2 = alloca i32, align 4
  %3 = call noalias i8* @malloc(i64 noundef 4) #3
  %4 = bitcast i8* %3 to %struct.config*
  store %struct.config* %4, %struct.config** %1, align 8
  %5 = load %struct.config*, %struct.config** %1, align 8
  %6 = getelementptr inbounds %struct.config, %struct.config* %5, i32 0, i32 0
  store i32 7, i32* %6, align 4
  %7 = load i32, i32* @inits, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @inits, align 4
  %9 = load atomic i32, i32* @asking monotonic, align 4
  store i32 %9, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  store i32 %10, i32* @owner, align 4
  %11 = load %struct.config*, %struct.config** %1, align 8
  store %struct.config* %11, %struct.config** @cfg, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef inttoptr (i64 1 to i8*)) #3
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @t, i8* noundef inttoptr (i64 2 to i8*)) #3
  %6 = load i64, i64* %2, align 8
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null)
  %8 = load i64, i64* %3, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = load %struct.config*, %struct.config** @cfg, align 8
  %11 = bitcast %struct.config* %10 to i8*
  call void @free(i8* noundef %11) #3
  %12 = load i32, i32* @inits, align 4
  ret i32 %12
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
