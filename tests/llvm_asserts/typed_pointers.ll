; Typed-pointer syntax as clang 14 writes it (`i32*`, `bitcast i32* %p to i8*`, mangled
; intrinsic names such as llvm.memcpy.p0i8.p0i8.i64), in clang's -O0 style: numbered
; values, stack slots for arguments, named struct types, a target data layout.
; Current LLVM reads every pointer type as `ptr` and upgrades the old intrinsics.
; The assertions below write pointer arguments and results with `ptr`.

; ModuleID = 'typed.c'
source_filename = "typed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i8, i32 }
%struct.T = type { i8, i64 }
%struct.Node = type { i32, %struct.Node* }

@g = dso_local global [3 x i32] [i32 1, i32 2, i32 3], align 4
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@gp = dso_local global i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1), align 8
@n2 = internal global %struct.Node { i32 20, %struct.Node* null }, align 8
@n1 = internal global %struct.Node { i32 10, %struct.Node* @n2 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %17, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %12, i64 %14
  %16 = load i32, i32* %15, align 4
  %a = load i32, i32* %5, align 4
  %b = add nsw i32 %a, %16
  store i32 %b, i32* %5, align 4
  br label %17

17:                                               ; preds = %11
  %18 = load i32, i32* %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %6, align 4
  br label %7

20:                                               ; preds = %7
  %21 = load i32, i32* %5, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_global(i32 noundef %0) #0 {
  %2 = call i32 @sum(i32* noundef getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 0), i32 noundef %0)
  ret i32 %2
}
; ASSERT EQ: i32 6 = call i32 @sum_global(i32 3)
; ASSERT EQ: i32 3 = call i32 @sum_global(i32 2)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i8 @byte_of(i32 noundef %0, i64 noundef %1) #0 {
  ; char *b = (char *)&x; return b[k];
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  store i32 %0, i32* %3, align 4
  store i64 %1, i64* %4, align 8
  %6 = bitcast i32* %3 to i8*
  store i8* %6, i8** %5, align 8
  %7 = load i8*, i8** %5, align 8
  %8 = load i64, i64* %4, align 8
  %9 = getelementptr inbounds i8, i8* %7, i64 %8
  %10 = load i8, i8* %9, align 1
  ret i8 %10
}
; 0x11223344: byte 0 is 0x44, byte 2 is 0x22
; ASSERT EQ: i8 68 = call i8 @byte_of(i32 287454020, i64 0)
; ASSERT EQ: i8 34 = call i8 @byte_of(i32 287454020, i64 2)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @offsets() #0 {
  ; offsetof(struct S, x) * 100 + offsetof(struct T, y): with this data layout i64 is
  ; 8-byte aligned, so the answer is 4 * 100 + 8
  %1 = alloca %struct.S, align 4
  %2 = alloca %struct.T, align 8
  %3 = getelementptr inbounds %struct.S, %struct.S* %1, i32 0, i32 1
  %4 = getelementptr inbounds %struct.T, %struct.T* %2, i32 0, i32 1
  %5 = ptrtoint %struct.S* %1 to i64
  %6 = ptrtoint i32* %3 to i64
  %7 = sub i64 %6, %5
  %8 = ptrtoint %struct.T* %2 to i64
  %9 = ptrtoint i64* %4 to i64
  %10 = sub i64 %9, %8
  %11 = mul i64 %7, 100
  %12 = add i64 %11, %10
  ret i64 %12
}
; ASSERT EQ: i64 408 = call i64 @offsets()

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @my_strlen(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %3, align 8
  br label %4

4:                                                ; preds = %10, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i64, i64* %3, align 8
  %7 = getelementptr inbounds i8, i8* %5, i64 %6
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = load i64, i64* %3, align 8
  %12 = add i64 %11, 1
  store i64 %12, i64* %3, align 8
  br label %4

13:                                               ; preds = %4
  %14 = load i64, i64* %3, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @strlen_hello() #0 {
  %1 = call i64 @my_strlen(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0))
  ret i64 %1
}
; ASSERT EQ: i64 5 = call i64 @strlen_hello()

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @struct_copy(i32 noundef %0) #0 {
  ; struct S a = {1, x}; struct S b = a; return b.x + b.c;
  %2 = alloca i32, align 4
  %3 = alloca %struct.S, align 4
  %4 = alloca %struct.S, align 4
  store i32 %0, i32* %2, align 4
  %5 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 0
  store i8 1, i8* %5, align 4
  %6 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 1
  %7 = load i32, i32* %2, align 4
  store i32 %7, i32* %6, align 4
  %8 = bitcast %struct.S* %4 to i8*
  %9 = bitcast %struct.S* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %8, i8* align 4 %9, i64 8, i1 false)
  %10 = getelementptr inbounds %struct.S, %struct.S* %4, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
  %12 = getelementptr inbounds %struct.S, %struct.S* %4, i32 0, i32 0
  %13 = load i8, i8* %12, align 4
  %14 = sext i8 %13 to i32
  %15 = add nsw i32 %11, %14
  ret i32 %15
}
; ASSERT EQ: i32 42 = call i32 @struct_copy(i32 41)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local i32 @zeroed(i32 noundef %0) #4 {
  ; clang -O1 style: int a[4] = {0}; a[k] = 7; return a[0] + a[1] + a[2] + a[3];
  %2 = alloca [4 x i32], align 16
  %3 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 %4
  store i32 7, i32* %5, align 4
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0
  %7 = load i32, i32* %6, align 16
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 2
  %12 = load i32, i32* %11, align 8
  %13 = add nsw i32 %10, %12
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %13, %15
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #5
  ret i32 %16
}
; ASSERT EQ: i32 7 = call i32 @zeroed(i32 2)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @via_global_pointer() #0 {
  ; *gp where gp = &g[1]; then g[1] += 40 through a pointer to pointer
  %1 = alloca i32**, align 8
  store i32** @gp, i32*** %1, align 8
  %2 = load i32**, i32*** %1, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  %5 = add nsw i32 %4, 40
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1), align 4
  ret i32 %6
}
; ASSERT EQ: i32 42 = call i32 @via_global_pointer()

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @list_sum() #0 {
  ; walks the two-node list n1 -> n2 -> NULL
  %1 = alloca %struct.Node*, align 8
  %2 = alloca i32, align 4
  store %struct.Node* @n1, %struct.Node** %1, align 8
  store i32 0, i32* %2, align 4
  br label %3

3:                                                ; preds = %6, %0
  %4 = load %struct.Node*, %struct.Node** %1, align 8
  %5 = icmp ne %struct.Node* %4, null
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = load %struct.Node*, %struct.Node** %1, align 8
  %8 = getelementptr inbounds %struct.Node, %struct.Node* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 8
  %10 = load i32, i32* %2, align 4
  %11 = add nsw i32 %10, %9
  store i32 %11, i32* %2, align 4
  %12 = getelementptr inbounds %struct.Node, %struct.Node* %7, i32 0, i32 1
  %13 = load %struct.Node*, %struct.Node** %12, align 8
  store %struct.Node* %13, %struct.Node** %1, align 8
  br label %3

14:                                               ; preds = %3
  %15 = load i32, i32* %2, align 4
  ret i32 %15
}
; ASSERT EQ: i32 30 = call i32 @list_sum()

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @atomics_typed(i32 noundef %0) #0 {
  ; atomic_fetch_add(&x, 5); atomic_compare_exchange_strong(&x, &expected=x0+5, 100)
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = atomicrmw add i32* %2, i32 5 seq_cst, align 4
  %4 = add i32 %3, 5
  %5 = cmpxchg i32* %2, i32 %4, i32 100 seq_cst seq_cst, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = zext i1 %6 to i32
  %8 = load atomic i32, i32* %2 acquire, align 4
  %9 = add nsw i32 %8, %7
  ret i32 %9
}
; the exchange succeeds: 100 + 1
; ASSERT EQ: i32 101 = call i32 @atomics_typed(i32 1)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @twice(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, 2
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 (i32)* noundef %0, i32 noundef %1) #0 {
  %3 = call i32 %0(i32 noundef %1)
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply_twice(i32 noundef %0) #0 {
  %2 = call i32 @apply(i32 (i32)* noundef @twice, i32 noundef %0)
  ret i32 %2
}
; ASSERT EQ: i32 -18 = call i32 @apply_twice(i32 -9)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @is_null(i32* noundef %0) #0 {
  %2 = icmp eq i32* %0, null
  %3 = zext i1 %2 to i32
  ret i32 %3
}
; ASSERT EQ: i32 1 = call i32 @is_null(ptr null)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
