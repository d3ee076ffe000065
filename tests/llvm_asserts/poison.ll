; Poison: produced by nsw/nuw/exact violations and out-of-range shifts (a value, not UB by
; itself), propagated by every operation that depends on it, blocked by select and phi
; when the poisoned operand is not the one chosen.

define i32 @add_nsw(i32 %a, i32 %b) {
  %r = add nsw i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 3 = call i32 @add_nsw(i32 1, i32 2)
; ASSERT EQ: i32 poison = call i32 @add_nsw(i32 2147483647, i32 1)
; ASSERT EQ: i32 poison = call i32 @add_nsw(i32 -2147483648, i32 -1)
; an unsigned wrap is fine for nsw: -1 + 1 = 0
; ASSERT EQ: i32 0 = call i32 @add_nsw(i32 -1, i32 1)

define i8 @add_nuw(i8 %a, i8 %b) {
  %r = add nuw i8 %a, %b
  ret i8 %r
}
; 200 + 100 > 255
; ASSERT EQ: i8 poison = call i8 @add_nuw(i8 200, i8 100)
; ASSERT EQ: i8 poison = call i8 @add_nuw(i8 -1, i8 1)
; a signed wrap is fine for nuw: 127 + 1 = 128
; ASSERT EQ: i8 -128 = call i8 @add_nuw(i8 127, i8 1)

define i32 @sub_nsw(i32 %a, i32 %b) {
  %r = sub nsw i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 poison = call i32 @sub_nsw(i32 -2147483648, i32 1)
; ASSERT EQ: i32 -1 = call i32 @sub_nsw(i32 0, i32 1)

define i32 @sub_nuw(i32 %a, i32 %b) {
  %r = sub nuw i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 poison = call i32 @sub_nuw(i32 0, i32 1)
; ASSERT EQ: i32 0 = call i32 @sub_nuw(i32 1, i32 1)

define i16 @mul_nsw(i16 %a, i16 %b) {
  %r = mul nsw i16 %a, %b
  ret i16 %r
}
; 256 * 128 = 32768 does not fit in a signed i16, but -256 * 128 = -32768 does
; ASSERT EQ: i16 poison = call i16 @mul_nsw(i16 256, i16 128)
; ASSERT EQ: i16 -32768 = call i16 @mul_nsw(i16 -256, i16 128)

define i8 @mul_nuw(i8 %a, i8 %b) {
  %r = mul nuw i8 %a, %b
  ret i8 %r
}
; ASSERT EQ: i8 poison = call i8 @mul_nuw(i8 16, i8 16)
; 15 * 17 = 255 fits
; ASSERT EQ: i8 -1 = call i8 @mul_nuw(i8 15, i8 17)

define i32 @shl32(i32 %a, i32 %n) {
  %r = shl i32 %a, %n
  ret i32 %r
}
; a shift by the width or more is poison
; ASSERT EQ: i32 poison = call i32 @shl32(i32 1, i32 32)
; ASSERT EQ: i32 poison = call i32 @shl32(i32 1, i32 -1)
; ASSERT EQ: i32 -2147483648 = call i32 @shl32(i32 1, i32 31)

define i8 @lshr8(i8 %a, i8 %n) {
  %r = lshr i8 %a, %n
  ret i8 %r
}
; ASSERT EQ: i8 poison = call i8 @lshr8(i8 -1, i8 8)

define i8 @ashr8(i8 %a, i8 %n) {
  %r = ashr i8 %a, %n
  ret i8 %r
}
; ASSERT EQ: i8 poison = call i8 @ashr8(i8 -1, i8 9)

define i8 @shl_nsw(i8 %a) {
  %r = shl nsw i8 %a, 1
  ret i8 %r
}
; 64 << 1 = 128 overflows a signed i8; -64 << 1 = -128 does not
; ASSERT EQ: i8 poison = call i8 @shl_nsw(i8 64)
; ASSERT EQ: i8 -128 = call i8 @shl_nsw(i8 -64)

define i8 @shl_nuw(i8 %a) {
  %r = shl nuw i8 %a, 1
  ret i8 %r
}
; shifting out a one bit is poison with nuw
; ASSERT EQ: i8 poison = call i8 @shl_nuw(i8 -128)
; ASSERT EQ: i8 -128 = call i8 @shl_nuw(i8 64)

define i32 @udiv_exact(i32 %a, i32 %b) {
  %r = udiv exact i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 poison = call i32 @udiv_exact(i32 7, i32 2)
; ASSERT EQ: i32 4 = call i32 @udiv_exact(i32 8, i32 2)

define i32 @sdiv_exact(i32 %a, i32 %b) {
  %r = sdiv exact i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 -4 = call i32 @sdiv_exact(i32 -8, i32 2)
; ASSERT EQ: i32 poison = call i32 @sdiv_exact(i32 -7, i32 2)

define i8 @lshr_exact(i8 %a, i8 %n) {
  %r = lshr exact i8 %a, %n
  ret i8 %r
}
; 5 >> 1 shifts out a one bit
; ASSERT EQ: i8 poison = call i8 @lshr_exact(i8 5, i8 1)
; ASSERT EQ: i8 2 = call i8 @lshr_exact(i8 4, i8 1)

define i8 @ashr_exact(i8 %a, i8 %n) {
  %r = ashr exact i8 %a, %n
  ret i8 %r
}
; ASSERT EQ: i8 -2 = call i8 @ashr_exact(i8 -8, i8 2)
; ASSERT EQ: i8 poison = call i8 @ashr_exact(i8 -7, i8 2)

define i32 @ret_poison() {
  ret i32 poison
}
; ASSERT EQ: i32 poison = call i32 @ret_poison()

define i32 @propagate(i32 %k) {
  ; %k selects an operation applied to poison: all of them give poison,
  ; even those that would give a constant for every defined input (and 0, mul 0, or -1)
entry:
  %p = add nsw i32 2147483647, 1
  switch i32 %k, label %and0 [
    i32 1, label %mul0
    i32 2, label %or1
    i32 3, label %xorself
    i32 4, label %udiv1
    i32 5, label %shl
    i32 6, label %sub
  ]
and0:
  %a = and i32 %p, 0
  ret i32 %a
mul0:
  %b = mul i32 %p, 0
  ret i32 %b
or1:
  %c = or i32 %p, -1
  ret i32 %c
xorself:
  %d = xor i32 %p, %p
  ret i32 %d
udiv1:
  ; a poison dividend (unlike a poison divisor) is not undefined behaviour
  %e = udiv i32 %p, 1
  ret i32 %e
shl:
  %f = shl i32 1, %p
  ret i32 %f
sub:
  %g = sub i32 %p, %p
  ret i32 %g
}
; ASSERT EQ: i32 poison = call i32 @propagate(i32 0)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 1)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 2)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 3)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 4)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 5)
; ASSERT EQ: i32 poison = call i32 @propagate(i32 6)

define i1 @icmp_poison() {
  %p = add nuw i8 255, 1
  %c = icmp eq i8 %p, 0
  ret i1 %c
}
; ASSERT EQ: i1 poison = call i1 @icmp_poison()

define i64 @ext_poison(i1 %signed) {
  ; casts of poison are poison
  %p = shl i16 1, 16
  br i1 %signed, label %s, label %z
s:
  %a = sext i16 %p to i64
  ret i64 %a
z:
  %b = zext i16 %p to i64
  %c = trunc i64 %b to i8
  %d = zext i8 %c to i64
  ret i64 %d
}
; ASSERT EQ: i64 poison = call i64 @ext_poison(i1 true)
; ASSERT EQ: i64 poison = call i64 @ext_poison(i1 false)

define i32 @select_poison(i1 %c, i32 %which) {
  ; %which = 0: poison in the arm that is not chosen when %c is true;
  ; %which = 1: poison as the condition
  %p = add nsw i32 2147483647, 1
  %pc = icmp eq i32 %p, 0
  %w = icmp eq i32 %which, 0
  %s0 = select i1 %c, i32 7, i32 %p
  %s1 = select i1 %pc, i32 7, i32 8
  %r = select i1 %w, i32 %s0, i32 %s1
  ret i32 %r
}
; ASSERT EQ: i32 7 = call i32 @select_poison(i1 true, i32 0)
; ASSERT EQ: i32 poison = call i32 @select_poison(i1 false, i32 0)
; ASSERT EQ: i32 poison = call i32 @select_poison(i1 true, i32 1)

define i1 @logical_vs_bitwise_and(i1 %logical) {
  ; "false and poison": a select (logical and) gives false, an `and` gives poison
  %p = icmp eq i32 poison, 0
  %l = select i1 false, i1 %p, i1 false
  %b = and i1 false, %p
  %r = select i1 %logical, i1 %l, i1 %b
  ret i1 %r
}
; ASSERT EQ: i1 false = call i1 @logical_vs_bitwise_and(i1 true)
; ASSERT EQ: i1 poison = call i1 @logical_vs_bitwise_and(i1 false)

define i32 @phi_poison(i1 %c) {
  ; a phi depends only on the incoming value of the edge taken
entry:
  %p = sub nuw i32 0, 1
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %r = phi i32 [ %p, %left ], [ 5, %right ]
  ret i32 %r
}
; ASSERT EQ: i32 poison = call i32 @phi_poison(i1 true)
; ASSERT EQ: i32 5 = call i32 @phi_poison(i1 false)

define i32 @poison_through_call(i32 %x) {
  ; poison passed to and returned from a call (no noundef attributes: not UB)
  %p = add nsw i32 %x, 1
  %r = call i32 @identity(i32 %p)
  ret i32 %r
}

define i32 @identity(i32 %v) {
  ret i32 %v
}
; ASSERT EQ: i32 poison = call i32 @poison_through_call(i32 2147483647)
; ASSERT EQ: i32 11 = call i32 @poison_through_call(i32 10)

define i32 @poison_unused(i32 %x) {
  ; poison that is computed but never used is harmless
  %p = shl i32 %x, 40
  %q = udiv exact i32 %x, 3
  ret i32 %x
}
; ASSERT EQ: i32 4 = call i32 @poison_unused(i32 4)

define i32 @poison_aggregate(i1 %field) {
  ; an aggregate with one poison field: the other field is still defined
  %a = insertvalue { i32, i32 } poison, i32 9, 0
  %b = extractvalue { i32, i32 } %a, 0
  %c = extractvalue { i32, i32 } %a, 1
  %r = select i1 %field, i32 %c, i32 %b
  ret i32 %r
}
; ASSERT EQ: i32 9 = call i32 @poison_aggregate(i1 false)
; ASSERT EQ: i32 poison = call i32 @poison_aggregate(i1 true)

define ptr @gep_inbounds_out_of_bounds(i64 %i) {
  ; an inbounds GEP past the end of its object (beyond one past the end) is poison
  %a = alloca [4 x i32]
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
  %q = getelementptr inbounds i8, ptr %p, i64 0
  %n = icmp eq ptr %q, null
  %r = select i1 %n, ptr %q, ptr null
  ret ptr %r
}
; one past the end is fine: the comparison with null is false, null is returned
; ASSERT EQ: ptr null = call ptr @gep_inbounds_out_of_bounds(i64 4)
; ASSERT EQ: ptr poison = call ptr @gep_inbounds_out_of_bounds(i64 100)

; Newer poison-generating flags (LLVM 17-19): disjoint, nneg, trunc nuw/nsw, icmp samesign.

define i8 @or_disjoint(i8 %a, i8 %b) {
  %r = or disjoint i8 %a, %b
  ret i8 %r
}
; ASSERT EQ: i8 3 = call i8 @or_disjoint(i8 2, i8 1)
; ASSERT EQ: i8 poison = call i8 @or_disjoint(i8 3, i8 1)

define i32 @zext_nneg(i8 %a) {
  %r = zext nneg i8 %a to i32
  ret i32 %r
}
; ASSERT EQ: i32 5 = call i32 @zext_nneg(i8 5)
; ASSERT EQ: i32 poison = call i32 @zext_nneg(i8 -1)

define i8 @trunc_nuw(i32 %a) {
  %r = trunc nuw i32 %a to i8
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @trunc_nuw(i32 255)
; ASSERT EQ: i8 poison = call i8 @trunc_nuw(i32 256)

define i8 @trunc_nsw(i32 %a) {
  %r = trunc nsw i32 %a to i8
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @trunc_nsw(i32 -1)
; ASSERT EQ: i8 poison = call i8 @trunc_nsw(i32 255)

define i1 @icmp_samesign(i32 %a, i32 %b) {
  %r = icmp samesign ult i32 %a, %b
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @icmp_samesign(i32 1, i32 2)
; ASSERT EQ: i1 poison = call i1 @icmp_samesign(i32 -1, i32 2)

define i32 @insertvalue_into_undef(i8 %x) {
  ; insertvalue of constants into undef / poison aggregates, nested indices: the fields
  ; inserted are defined, the others keep the aggregate's undef / poison
  %a = insertvalue { i32, [2 x i8] } undef, i8 7, 1, 1
  %b = insertvalue { i32, [2 x i8] } %a, i32 100, 0
  %c = insertvalue { i32, [2 x i8] } %b, i8 %x, 1, 0
  %f0 = extractvalue { i32, [2 x i8] } %c, 0
  %f10 = extractvalue { i32, [2 x i8] } %c, 1, 0
  %f11 = extractvalue { i32, [2 x i8] } %c, 1, 1
  %w10 = sext i8 %f10 to i32
  %w11 = sext i8 %f11 to i32
  %s = add i32 %f0, %w10
  %r = add i32 %s, %w11
  ret i32 %r
}
; ASSERT EQ: i32 110 = call i32 @insertvalue_into_undef(i8 3)
; ASSERT EQ: i32 104 = call i32 @insertvalue_into_undef(i8 -3)

define i64 @insertvalue_poison_field(i1 %which) {
  ; one field inserted into poison: reading it is defined, the other field is poison
  %a = insertvalue [2 x i64] poison, i64 42, 1
  %b = extractvalue [2 x i64] %a, 1
  %c = extractvalue [2 x i64] %a, 0
  %r = select i1 %which, i64 %c, i64 %b
  ret i64 %r
}
; ASSERT EQ: i64 42 = call i64 @insertvalue_poison_field(i1 false)
; ASSERT EQ: i64 poison = call i64 @insertvalue_poison_field(i1 true)
