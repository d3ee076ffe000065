; Integer arithmetic: two's-complement wraparound at every width, signed and unsigned
; division and remainder (rounding towards zero), odd widths.

define i32 @add(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 5 = call i32 @add(i32 2, i32 3)
; ASSERT EQ: i32 0 = call i32 @add(i32 -1, i32 1)
; ASSERT EQ: i32 -2147483648 = call i32 @add(i32 2147483647, i32 1)
; ASSERT EQ: i32 -2 = call i32 @add(i32 4294967295, i32 4294967295)

define i8 @add8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
; ASSERT EQ: i8 -56 = call i8 @add8(i8 100, i8 100)
; ASSERT EQ: i8 0 = call i8 @add8(i8 -128, i8 -128)
; ASSERT EQ: i8 127 = call i8 @add8(i8 255, i8 128)

define i32 @sub(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 -5 = call i32 @sub(i32 3, i32 8)
; ASSERT EQ: i32 2147483647 = call i32 @sub(i32 -2147483648, i32 1)

define i16 @mul16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}
; 300 * 300 = 90000 = 65536 + 24464
; ASSERT EQ: i16 24464 = call i16 @mul16(i16 300, i16 300)
; 256 * 128 = 32768 wraps to -32768
; ASSERT EQ: i16 -32768 = call i16 @mul16(i16 256, i16 128)
; ASSERT EQ: i16 -21 = call i16 @mul16(i16 -3, i16 7)

define i64 @mul64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}
; 2^32 * 2^32 = 2^64 wraps to 0
; ASSERT EQ: i64 0 = call i64 @mul64(i64 4294967296, i64 4294967296)
; ASSERT EQ: i64 1 = call i64 @mul64(i64 -1, i64 -1)

define i32 @udiv(i32 %a, i32 %b) {
  %r = udiv i32 %a, %b
  ret i32 %r
}
; 4294967295 / 2 = 2147483647
; ASSERT EQ: i32 2147483647 = call i32 @udiv(i32 -1, i32 2)
; ASSERT EQ: i32 0 = call i32 @udiv(i32 7, i32 -1)

define i32 @sdiv(i32 %a, i32 %b) {
  %r = sdiv i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 -3 = call i32 @sdiv(i32 -7, i32 2)
; ASSERT EQ: i32 -3 = call i32 @sdiv(i32 7, i32 -2)
; ASSERT EQ: i32 3 = call i32 @sdiv(i32 -7, i32 -2)

define i32 @urem(i32 %a, i32 %b) {
  %r = urem i32 %a, %b
  ret i32 %r
}
; 4294967295 mod 10 = 5
; ASSERT EQ: i32 5 = call i32 @urem(i32 -1, i32 10)

define i32 @srem(i32 %a, i32 %b) {
  %r = srem i32 %a, %b
  ret i32 %r
}
; the remainder has the sign of the dividend
; ASSERT EQ: i32 -1 = call i32 @srem(i32 -7, i32 2)
; ASSERT EQ: i32 1 = call i32 @srem(i32 7, i32 -2)

define i8 @div8(i8 %a, i8 %b) {
  ; (udiv a b) - (sdiv a b): on i8 -128 and 3, 128/3 = 42 and -128/3 = -42
  %u = udiv i8 %a, %b
  %s = sdiv i8 %a, %b
  %r = sub i8 %u, %s
  ret i8 %r
}
; ASSERT EQ: i8 84 = call i8 @div8(i8 -128, i8 3)

define i8 @srem8(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}
; -128 = -42 * 3 - 2
; ASSERT EQ: i8 -2 = call i8 @srem8(i8 -128, i8 3)

define i64 @poly(i64 %x) {
  ; 3x^2 - 5x + 7
  %x2 = mul i64 %x, %x
  %a = mul i64 %x2, 3
  %b = mul i64 %x, 5
  %c = sub i64 %a, %b
  %r = add i64 %c, 7
  ret i64 %r
}
; ASSERT EQ: i64 2999995000007 = call i64 @poly(i64 1000000)
; ASSERT EQ: i64 15 = call i64 @poly(i64 -1)

define i8 @add_i3(i8 %a, i8 %b) {
  ; an odd width: i3 wraps at 8, then sign-extends
  %x = trunc i8 %a to i3
  %y = trunc i8 %b to i3
  %s = add i3 %x, %y
  %r = sext i3 %s to i8
  ret i8 %r
}
; 3 + 2 = 5 = 0b101, which is -3 as an i3
; ASSERT EQ: i8 -3 = call i8 @add_i3(i8 3, i8 2)
; 3 + 6 = 9 wraps to 1
; ASSERT EQ: i8 1 = call i8 @add_i3(i8 3, i8 6)

define i64 @mulhi_u64(i64 %a, i64 %b) {
  ; the high 64 bits of the unsigned 128-bit product
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %p = mul i128 %x, %y
  %h = lshr i128 %p, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
; ASSERT EQ: i64 1 = call i64 @mulhi_u64(i64 4294967296, i64 4294967296)
; (2^64-1)^2 = 2^128 - 2^65 + 1: the high word is 2^64 - 2
; ASSERT EQ: i64 -2 = call i64 @mulhi_u64(i64 -1, i64 -1)
