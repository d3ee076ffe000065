; ModuleID = 'static_buffers.c'
source_filename = "static_buffers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { [1000 x i64], i32 }

@.str = private unnamed_addr constant [13 x i8] c"zero regions\00", align 1
@buffer = internal global [1048576 x i8] zeroinitializer, align 16
@counts = internal global [65536 x i32] zeroinitializer, align 16
@table = internal global %struct.anon zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"%s %u %u %x %c %ld %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = load i8*, i8** %2, align 8
  %7 = call i64 @strlen(i8* noundef %6) #5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), i8* align 1 %5, i64 %7, i1 false)
  call void @llvm.memset.p0i8.i64(i8* align 1 getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 500000), i8 122, i64 3, i1 false)
  store i8 33, i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1048575), align 1
  store i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), i8** %3, align 8
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i8*, i8** %3, align 8
  %10 = load i8, i8* %9, align 1
  %11 = icmp ne i8 %10, 0
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load i8*, i8** %3, align 8
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [65536 x i32], [65536 x i32]* @counts, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = add i32 %17, 1
  store i32 %18, i32* %16, align 4
  br label %19

19:                                               ; preds = %12
  %20 = load i8*, i8** %3, align 8
  %21 = getelementptr inbounds i8, i8* %20, i32 1
  store i8* %21, i8** %3, align 8
  br label %8, !llvm.loop !6

22:                                               ; preds = %8
  %23 = bitcast i32* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %23, i8* align 1 getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 499999), i64 4, i1 false)
  store i64 7, i64* getelementptr inbounds (%struct.anon, %struct.anon* @table, i32 0, i32 0, i64 999), align 8
  store i32 1, i32* getelementptr inbounds (%struct.anon, %struct.anon* @table, i32 0, i32 1), align 8
  %24 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 101), align 4
  %25 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 113), align 4
  %26 = load i32, i32* %4, align 4
  %27 = load i8, i8* getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1048575), align 1
  %28 = sext i8 %27 to i32
  %29 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @table, i32 0, i32 0, i64 999), align 8
  %30 = load i64, i64* getelementptr inbounds (%struct.anon, %struct.anon* @table, i32 0, i32 0, i64 5), align 8
  %31 = add nsw i64 %29, %30
  %32 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @table, i32 0, i32 1), align 8
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([1048576 x i8], [1048576 x i8]* @buffer, i64 0, i64 1000), i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %28, i64 noundef %31, i32 noundef %32, i64 noundef 1048576)
  %34 = load i32, i32* getelementptr inbounds ([65536 x i32], [65536 x i32]* @counts, i64 0, i64 111), align 4
  ret i32 %34
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

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
