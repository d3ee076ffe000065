; ModuleID = 'sem_deadlock.c'
source_filename = "sem_deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }
%union.pthread_attr_t = type { i64, [48 x i8] }

@ping = dso_local global %union.sem_t zeroinitializer, align 8
@pong = dso_local global %union.sem_t zeroinitializer, align 8
@.str = private unnamed_addr constant [12 x i8] c"unreachable\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = call i32 @sem_wait(%union.sem_t* noundef @ping)
  %4 = call i32 @sem_post(%union.sem_t* noundef @pong) #3
  %5 = load i8*, i8** %2, align 8
  ret i8* %5
}

declare i32 @sem_wait(%union.sem_t* noundef) #1

; Function Attrs: nounwind
declare i32 @sem_post(%union.sem_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %3 = call i32 @sem_init(%union.sem_t* noundef @ping, i32 noundef 0, i32 noundef 0) #3
  %4 = call i32 @sem_init(%union.sem_t* noundef @pong, i32 noundef 0, i32 noundef 0) #3
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #3
  %6 = call i32 @sem_wait(%union.sem_t* noundef @pong)
  %7 = call i32 @sem_post(%union.sem_t* noundef @ping) #3
  %8 = load i64, i64* %2, align 8
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null)
  %10 = call i32 @puts(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @sem_init(%union.sem_t* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

declare i32 @puts(i8* noundef) #1

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
