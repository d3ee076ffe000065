; Intrinsics: integer min/max, memcpy/memset/memmove, assume, lifetime markers; freeze.

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i64 @llvm.smax.i64(i64, i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

@src = constant [8 x i8] c"ABCDEFGH"

define i32 @smax(i32 %a, i32 %b) {
  %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %r
}
; ASSERT EQ: i32 3 = call i32 @smax(i32 -7, i32 3)
; ASSERT EQ: i32 -1 = call i32 @smax(i32 -1, i32 -2147483648)

define i32 @smin(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}
; ASSERT EQ: i32 -7 = call i32 @smin(i32 -7, i32 3)

define i8 @umax(i8 %a, i8 %b) {
  %r = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  ret i8 %r
}
; 255 is the largest unsigned i8
; ASSERT EQ: i8 -1 = call i8 @umax(i8 -1, i8 1)
; ASSERT EQ: i8 -128 = call i8 @umax(i8 127, i8 -128)

define i8 @umin(i8 %a, i8 %b) {
  %r = call i8 @llvm.umin.i8(i8 %a, i8 %b)
  ret i8 %r
}
; ASSERT EQ: i8 1 = call i8 @umin(i8 -1, i8 1)
; ASSERT EQ: i8 0 = call i8 @umin(i8 0, i8 -128)

define i64 @smax64(i64 %a) {
  %r = call i64 @llvm.smax.i64(i64 %a, i64 0)
  ret i64 %r
}
; ASSERT EQ: i64 0 = call i64 @smax64(i64 -9223372036854775808)

define i32 @memcpy_words() {
  ; copy a[0..4) to b, then read b[3] * 10 + b[0]
  %a = alloca [4 x i32]
  %b = alloca [4 x i32]
  %a1 = getelementptr i32, ptr %a, i64 1
  %a2 = getelementptr i32, ptr %a, i64 2
  %a3 = getelementptr i32, ptr %a, i64 3
  store i32 1, ptr %a
  store i32 2, ptr %a1
  store i32 3, ptr %a2
  store i32 4, ptr %a3
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  %p3 = getelementptr [4 x i32], ptr %b, i64 0, i64 3
  %x3 = load i32, ptr %p3
  %x0 = load i32, ptr %b
  %t = mul i32 %x3, 10
  %r = add i32 %t, %x0
  ret i32 %r
}
; ASSERT EQ: i32 41 = call i32 @memcpy_words()

define i32 @memcpy_partial_bytes() {
  ; copy 3 bytes of a global string into the middle of a zeroed word: 0x00434241 << 8
  %w = alloca [2 x i32]
  store i64 0, ptr %w
  %dst = getelementptr i8, ptr %w, i64 1
  call void @llvm.memcpy.p0.p0.i32(ptr %dst, ptr @src, i32 3, i1 false)
  %v = load i32, ptr %w
  ret i32 %v
}
; bytes 00 41 42 43 -> 0x43424100
; ASSERT EQ: i32 1128415488 = call i32 @memcpy_partial_bytes()

define i32 @memcpy_zero_length() {
  ; a zero-length copy does nothing (and may even be given null pointers)
  %a = alloca i32
  store i32 17, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr null, i64 0, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr %a, i64 0, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
; ASSERT EQ: i32 17 = call i32 @memcpy_zero_length()

define i32 @memset_bytes(i8 %fill, i64 %n) {
  ; set the first n bytes of a zeroed i32
  %a = alloca i32
  store i32 0, ptr %a
  call void @llvm.memset.p0.i64(ptr %a, i8 %fill, i64 %n, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
; ASSERT EQ: i32 -1 = call i32 @memset_bytes(i8 -1, i64 4)
; 0x00010101
; ASSERT EQ: i32 65793 = call i32 @memset_bytes(i8 1, i64 3)
; ASSERT EQ: i32 0 = call i32 @memset_bytes(i8 -1, i64 0)

define i64 @memset_volatile() {
  %a = alloca i64
  call void @llvm.memset.p0.i64(ptr align 8 %a, i8 -128, i64 8, i1 true)
  %v = load i64, ptr %a
  ret i64 %v
}
; 0x8080808080808080
; ASSERT EQ: i64 -9187201950435737472 = call i64 @memset_volatile()

define i32 @memmove_overlap_forward() {
  ; bytes 0..5 = 1 2 3 4 5 6; move [0..4) to [2..6): 1 2 1 2 3 4; read bytes 2..5
  %a = alloca [6 x i8]
  %a4 = getelementptr i8, ptr %a, i64 4
  store i32 67305985, ptr %a
  store i16 1541, ptr %a4
  %dst = getelementptr i8, ptr %a, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %a, i64 4, i1 false)
  %v = load i32, ptr %dst
  ret i32 %v
}
; bytes 01 02 03 04 as a little-endian i32
; ASSERT EQ: i32 67305985 = call i32 @memmove_overlap_forward()

define i32 @memmove_overlap_backward() {
  ; move [2..6) to [0..4): 3 4 5 6 5 6; read bytes 0..3
  %a = alloca [6 x i8]
  %a4 = getelementptr i8, ptr %a, i64 4
  store i32 67305985, ptr %a
  store i16 1541, ptr %a4
  %src = getelementptr i8, ptr %a, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %src, i64 4, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
; bytes 03 04 05 06 -> 0x06050403
; ASSERT EQ: i32 100992003 = call i32 @memmove_overlap_backward()

define i32 @memcpy_pointer() {
  ; a pointer copied by memcpy still points to its object
  %x = alloca i32
  store i32 64, ptr %x
  %s1 = alloca ptr
  %s2 = alloca ptr
  store ptr %x, ptr %s1
  call void @llvm.memcpy.p0.p0.i64(ptr %s2, ptr %s1, i64 8, i1 false)
  %p = load ptr, ptr %s2
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 64 = call i32 @memcpy_pointer()

define i32 @assume_true(i32 %x) {
  %c = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %c)
  %r = add i32 %x, 1
  ret i32 %r
}
; ASSERT EQ: i32 6 = call i32 @assume_true(i32 5)
; assuming something false is undefined behaviour
; ASSERT UB: call i32 @assume_true(i32 -5)

define i32 @lifetime(i32 %v) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %v, ptr %a
  %r = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  ret i32 %r
}
; ASSERT EQ: i32 8 = call i32 @lifetime(i32 8)

define i32 @lifetime_reuse(i32 %n) {
  ; an alloca whose lifetime restarts in every iteration: each iteration stores before
  ; loading, so the sum is 0 + 1 + ... + (n - 1)
entry:
  %a = alloca i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %i, ptr %a
  %v = load i32, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %s.next
}
; ASSERT EQ: i32 10 = call i32 @lifetime_reuse(i32 5)

define i32 @load_after_lifetime_end() {
  ; LangRef of LLVM 22 (Object Lifetime; llvm-project PR 157852): loading from a stack
  ; object outside its lifetime is not undefined behaviour but returns poison; storing
  ; to it is undefined behaviour
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 3, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  %r = load i32, ptr %a
  ret i32 %r
}
; ASSERT EQ: i32 poison = call i32 @load_after_lifetime_end()

define i32 @store_after_lifetime_end() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 3, ptr %a
  call void @llvm.lifetime.end.p0(ptr %a)
  store i32 4, ptr %a
  ret i32 0
}
; ASSERT UB: call i32 @store_after_lifetime_end()

define i32 @freeze_defined(i32 %x) {
  ; freeze of a defined value is the identity
  %f = freeze i32 %x
  ret i32 %f
}
; ASSERT EQ: i32 -77 = call i32 @freeze_defined(i32 -77)

define i32 @freeze_poison_same_value() {
  ; freeze picks an arbitrary value, but all uses see the same one: f xor f = 0
  %f = freeze i32 poison
  %r = xor i32 %f, %f
  ret i32 %r
}
; ASSERT EQ: i32 0 = call i32 @freeze_poison_same_value()

define i32 @freeze_overflow(i32 %x) {
  ; the frozen result of an overflowing add nsw is some i32 (not poison), so a branch on
  ; it is defined, and f - f is 0
  %p = add nsw i32 %x, 1
  %f = freeze i32 %p
  %c = icmp eq i32 %f, 0
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %d = sub i32 %f, %f
  ret i32 %d
}
; ASSERT EQ: i32 0 = call i32 @freeze_overflow(i32 2147483647)

define i1 @freeze_bool() {
  ; a frozen poison i1 is true or false, so (f or not f) is true
  %f = freeze i1 poison
  %n = xor i1 %f, true
  %r = or i1 %f, %n
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @freeze_bool()

define i32 @freeze_undef_in_memory() {
  ; an uninitialised load gives undef; freeze makes it one fixed value
  %a = alloca i32
  %u = load i32, ptr %a
  %f = freeze i32 %u
  %r = sub i32 %f, %f
  ret i32 %r
}
; ASSERT EQ: i32 0 = call i32 @freeze_undef_in_memory()
