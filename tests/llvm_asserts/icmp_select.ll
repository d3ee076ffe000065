; icmp with every predicate (signed and unsigned views of the same bits) and select.

define i32 @cmp_all(i8 %a, i8 %b) {
  ; one bit per predicate, in the order eq ne ugt uge ult ule sgt sge slt sle (bit 0 = eq)
  %eq = icmp eq i8 %a, %b
  %ne = icmp ne i8 %a, %b
  %ugt = icmp ugt i8 %a, %b
  %uge = icmp uge i8 %a, %b
  %ult = icmp ult i8 %a, %b
  %ule = icmp ule i8 %a, %b
  %sgt = icmp sgt i8 %a, %b
  %sge = icmp sge i8 %a, %b
  %slt = icmp slt i8 %a, %b
  %sle = icmp sle i8 %a, %b
  %b0 = zext i1 %eq to i32
  %b1 = zext i1 %ne to i32
  %b2 = zext i1 %ugt to i32
  %b3 = zext i1 %uge to i32
  %b4 = zext i1 %ult to i32
  %b5 = zext i1 %ule to i32
  %b6 = zext i1 %sgt to i32
  %b7 = zext i1 %sge to i32
  %b8 = zext i1 %slt to i32
  %b9 = zext i1 %sle to i32
  %s1 = shl i32 %b1, 1
  %s2 = shl i32 %b2, 2
  %s3 = shl i32 %b3, 3
  %s4 = shl i32 %b4, 4
  %s5 = shl i32 %b5, 5
  %s6 = shl i32 %b6, 6
  %s7 = shl i32 %b7, 7
  %s8 = shl i32 %b8, 8
  %s9 = shl i32 %b9, 9
  %r1 = or i32 %b0, %s1
  %r2 = or i32 %r1, %s2
  %r3 = or i32 %r2, %s3
  %r4 = or i32 %r3, %s4
  %r5 = or i32 %r4, %s5
  %r6 = or i32 %r5, %s6
  %r7 = or i32 %r6, %s7
  %r8 = or i32 %r7, %s8
  %r9 = or i32 %r8, %s9
  ret i32 %r9
}
; equal: eq uge ule sge sle = 1 + 8 + 32 + 128 + 512
; ASSERT EQ: i32 681 = call i32 @cmp_all(i8 5, i8 5)
; 1 < 2 both ways: ne ult ule slt sle = 2 + 16 + 32 + 256 + 512
; ASSERT EQ: i32 818 = call i32 @cmp_all(i8 1, i8 2)
; -1 vs 1: unsigned 255 > 1 but signed -1 < 1: ne ugt uge slt sle = 2 + 4 + 8 + 256 + 512
; ASSERT EQ: i32 782 = call i32 @cmp_all(i8 -1, i8 1)
; -128 vs 127: unsigned 128 > 127, signed -128 < 127: same bits as above
; ASSERT EQ: i32 782 = call i32 @cmp_all(i8 -128, i8 127)
; 127 vs -128: ne ult ule sgt sge = 2 + 16 + 32 + 64 + 128
; ASSERT EQ: i32 242 = call i32 @cmp_all(i8 127, i8 -128)

define i1 @ult64(i64 %a, i64 %b) {
  %r = icmp ult i64 %a, %b
  ret i1 %r
}
; ASSERT EQ: i1 false = call i1 @ult64(i64 -1, i64 0)
; ASSERT EQ: i1 true = call i1 @ult64(i64 9223372036854775807, i64 -9223372036854775808)

define i1 @sle1(i1 %a, i1 %b) {
  ; as a signed i1, true is -1
  %r = icmp sle i1 %a, %b
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @sle1(i1 true, i1 false)
; ASSERT EQ: i1 false = call i1 @sle1(i1 false, i1 true)

define i32 @max(i32 %a, i32 %b) {
  %c = icmp sgt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
; ASSERT EQ: i32 3 = call i32 @max(i32 -7, i32 3)
; ASSERT EQ: i32 -7 = call i32 @max(i32 -7, i32 -8)

define i32 @umax(i32 %a, i32 %b) {
  %c = icmp ugt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
; ASSERT EQ: i32 -7 = call i32 @umax(i32 -7, i32 3)

define i32 @abs(i32 %a) {
  %neg = sub i32 0, %a
  %c = icmp slt i32 %a, 0
  %r = select i1 %c, i32 %neg, i32 %a
  ret i32 %r
}
; ASSERT EQ: i32 42 = call i32 @abs(i32 -42)
; ASSERT EQ: i32 42 = call i32 @abs(i32 42)
; the negation of INT_MIN wraps to itself
; ASSERT EQ: i32 -2147483648 = call i32 @abs(i32 -2147483648)

define i8 @clamp(i8 %x, i8 %lo, i8 %hi) {
  %c1 = icmp slt i8 %x, %lo
  %a = select i1 %c1, i8 %lo, i8 %x
  %c2 = icmp sgt i8 %a, %hi
  %r = select i1 %c2, i8 %hi, i8 %a
  ret i8 %r
}
; ASSERT EQ: i8 -10 = call i8 @clamp(i8 -100, i8 -10, i8 10)
; ASSERT EQ: i8 10 = call i8 @clamp(i8 100, i8 -10, i8 10)
; ASSERT EQ: i8 7 = call i8 @clamp(i8 7, i8 -10, i8 10)

define i1 @ptr_eq_null(i64 %choose) {
  ; pointers compare like addresses; an alloca is never null
  %p = alloca i32
  %z = icmp eq i64 %choose, 0
  %q = select i1 %z, ptr null, ptr %p
  %r = icmp eq ptr %q, null
  ret i1 %r
}
; ASSERT EQ: i1 1 = call i1 @ptr_eq_null(i64 0)
; ASSERT EQ: i1 0 = call i1 @ptr_eq_null(i64 1)

define i1 @ptr_order() {
  ; elements of one array are ordered by index
  %a = alloca [4 x i32]
  %p1 = getelementptr [4 x i32], ptr %a, i64 0, i64 1
  %p3 = getelementptr [4 x i32], ptr %a, i64 0, i64 3
  %r = icmp ult ptr %p1, %p3
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @ptr_order()

define i32 @select_i1_vals(i1 %c, i1 %d) {
  ; select of i1 values, then zext: (c ? d : !d)
  %nd = xor i1 %d, true
  %s = select i1 %c, i1 %d, i1 %nd
  %r = zext i1 %s to i32
  ret i32 %r
}
; ASSERT EQ: i32 1 = call i32 @select_i1_vals(i1 1, i1 1)
; ASSERT EQ: i32 1 = call i32 @select_i1_vals(i1 0, i1 0)
; ASSERT EQ: i32 0 = call i32 @select_i1_vals(i1 0, i1 1)
