; Bitwise operations and shifts (in-range shift amounts; out-of-range ones are in poison.ll).

define i32 @and(i32 %a, i32 %b) {
  %r = and i32 %a, %b
  ret i32 %r
}
; 0xF0F0 & 0x0FF0 = 0x00F0
; ASSERT EQ: i32 240 = call i32 @and(i32 61680, i32 4080)
; ASSERT EQ: i32 -2147483648 = call i32 @and(i32 -1, i32 -2147483648)

define i32 @or(i32 %a, i32 %b) {
  %r = or i32 %a, %b
  ret i32 %r
}
; 0xF0F0 | 0x0FF0 = 0xFFF0
; ASSERT EQ: i32 65520 = call i32 @or(i32 61680, i32 4080)

define i32 @xor(i32 %a, i32 %b) {
  %r = xor i32 %a, %b
  ret i32 %r
}
; 0xF0F0 ^ 0x0FF0 = 0xFF00
; ASSERT EQ: i32 65280 = call i32 @xor(i32 61680, i32 4080)

define i8 @not8(i8 %a) {
  %r = xor i8 %a, -1
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @not8(i8 0)
; ASSERT EQ: i8 -86 = call i8 @not8(i8 85)

define i1 @xor1(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @xor1(i1 true, i1 false)
; ASSERT EQ: i1 0 = call i1 @xor1(i1 1, i1 1)

define i8 @shl8(i8 %a, i8 %n) {
  %r = shl i8 %a, %n
  ret i8 %r
}
; bits shifted out of the top are lost
; ASSERT EQ: i8 -128 = call i8 @shl8(i8 1, i8 7)
; 0b0110_0000 << 2 = 0b1_1000_0000 -> 0b1000_0000
; ASSERT EQ: i8 -128 = call i8 @shl8(i8 96, i8 2)
; ASSERT EQ: i8 6 = call i8 @shl8(i8 3, i8 1)

define i8 @lshr8(i8 %a, i8 %n) {
  %r = lshr i8 %a, %n
  ret i8 %r
}
; a logical shift fills with zeros: 0x80 >> 7 = 1, 0xFF >> 4 = 0x0F
; ASSERT EQ: i8 1 = call i8 @lshr8(i8 -128, i8 7)
; ASSERT EQ: i8 15 = call i8 @lshr8(i8 -1, i8 4)

define i8 @ashr8(i8 %a, i8 %n) {
  %r = ashr i8 %a, %n
  ret i8 %r
}
; an arithmetic shift copies the sign bit
; ASSERT EQ: i8 -1 = call i8 @ashr8(i8 -128, i8 7)
; ASSERT EQ: i8 -16 = call i8 @ashr8(i8 -128, i8 3)
; ASSERT EQ: i8 3 = call i8 @ashr8(i8 127, i8 5)

define i64 @shifts64(i64 %a) {
  ; (a << 40) >>arith 40 sign-extends the low 24 bits of a
  %l = shl i64 %a, 40
  %r = ashr i64 %l, 40
  ret i64 %r
}
; 0x800000 is bit 23 set: it becomes the sign
; ASSERT EQ: i64 -8388608 = call i64 @shifts64(i64 8388608)
; ASSERT EQ: i64 8388607 = call i64 @shifts64(i64 8388607)

define i32 @rotl(i32 %a, i32 %n) {
  ; rotate left by n (0 < n < 32) with two shifts and an or
  %m = sub i32 32, %n
  %hi = shl i32 %a, %n
  %lo = lshr i32 %a, %m
  %r = or i32 %hi, %lo
  ret i32 %r
}
; rotl(0x80000001, 1) = 0x00000003
; ASSERT EQ: i32 3 = call i32 @rotl(i32 -2147483647, i32 1)
; rotl(0x12345678, 8) = 0x34567812
; ASSERT EQ: i32 878082066 = call i32 @rotl(i32 305419896, i32 8)

define i32 @popcount(i32 %x) {
entry:
  br label %loop
loop:
  %v = phi i32 [ %x, %entry ], [ %v.next, %body ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %body ]
  %done = icmp eq i32 %v, 0
  br i1 %done, label %exit, label %body
body:
  ; clear the lowest set bit
  %v.m1 = sub i32 %v, 1
  %v.next = and i32 %v, %v.m1
  %n.next = add i32 %n, 1
  br label %loop
exit:
  ret i32 %n
}
; ASSERT EQ: i32 32 = call i32 @popcount(i32 -1)
; 0x12345678 has 13 bits set
; ASSERT EQ: i32 13 = call i32 @popcount(i32 305419896)
