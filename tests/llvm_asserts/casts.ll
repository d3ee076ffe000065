; Conversions: trunc, zext, sext, ptrtoint, inttoptr, bitcast.

define i8 @trunc32to8(i32 %x) {
  %r = trunc i32 %x to i8
  ret i8 %r
}
; 300 = 0x12C -> 0x2C
; ASSERT EQ: i8 44 = call i8 @trunc32to8(i32 300)
; 0x180 -> 0x80
; ASSERT EQ: i8 -128 = call i8 @trunc32to8(i32 384)
; ASSERT EQ: i8 -1 = call i8 @trunc32to8(i32 -1)

define i1 @trunc_to_i1(i32 %x) {
  ; keeps the lowest bit
  %r = trunc i32 %x to i1
  ret i1 %r
}
; ASSERT EQ: i1 false = call i1 @trunc_to_i1(i32 2)
; ASSERT EQ: i1 true = call i1 @trunc_to_i1(i32 -1)

define i32 @trunc64to32(i64 %x) {
  %r = trunc i64 %x to i32
  ret i32 %r
}
; 0x1_0000_0001 -> 1; 0x0_8000_0000 -> INT_MIN
; ASSERT EQ: i32 1 = call i32 @trunc64to32(i64 4294967297)
; ASSERT EQ: i32 -2147483648 = call i32 @trunc64to32(i64 2147483648)

define i32 @zext8(i8 %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}
; ASSERT EQ: i32 255 = call i32 @zext8(i8 -1)
; ASSERT EQ: i32 127 = call i32 @zext8(i8 127)

define i32 @sext8(i8 %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}
; ASSERT EQ: i32 -1 = call i32 @sext8(i8 -1)
; ASSERT EQ: i32 -128 = call i32 @sext8(i8 128)

define i8 @ext_i1(i1 %b) {
  ; zext of true is 1, sext of true is -1: their difference is 2 (or 0 for false)
  %z = zext i1 %b to i8
  %s = sext i1 %b to i8
  %r = sub i8 %z, %s
  ret i8 %r
}
; ASSERT EQ: i8 2 = call i8 @ext_i1(i1 true)
; ASSERT EQ: i8 0 = call i8 @ext_i1(i1 false)

define i64 @zext_sext_64(i16 %x) {
  ; zext and sext of the same i16, subtracted: 65536 when negative, else 0
  %z = zext i16 %x to i64
  %s = sext i16 %x to i64
  %r = sub i64 %z, %s
  ret i64 %r
}
; ASSERT EQ: i64 65536 = call i64 @zext_sext_64(i16 -5)
; ASSERT EQ: i64 0 = call i64 @zext_sext_64(i16 5)

define i64 @ptrtoint_null() {
  %r = ptrtoint ptr null to i64
  ret i64 %r
}
; ASSERT EQ: i64 0 = call i64 @ptrtoint_null()

define i64 @ptrtoint_diff() {
  ; the distance in bytes between two elements of an array of i64
  %a = alloca [10 x i64]
  %p2 = getelementptr [10 x i64], ptr %a, i64 0, i64 2
  %p7 = getelementptr [10 x i64], ptr %a, i64 0, i64 7
  %i2 = ptrtoint ptr %p2 to i64
  %i7 = ptrtoint ptr %p7 to i64
  %d = sub i64 %i7, %i2
  ret i64 %d
}
; ASSERT EQ: i64 40 = call i64 @ptrtoint_diff()

define i32 @int_roundtrip(i32 %v) {
  ; ptrtoint, arithmetic on the integer, inttoptr: the pointer still designates the object
  %a = alloca [2 x i32]
  %second = getelementptr [2 x i32], ptr %a, i64 0, i64 1
  store i32 %v, ptr %second
  %i = ptrtoint ptr %a to i64
  %j = add i64 %i, 4
  %q = inttoptr i64 %j to ptr
  %r = load i32, ptr %q
  ret i32 %r
}
; ASSERT EQ: i32 77 = call i32 @int_roundtrip(i32 77)

define i1 @inttoptr_zero_is_null() {
  %p = inttoptr i64 0 to ptr
  %r = icmp eq ptr %p, null
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @inttoptr_zero_is_null()

define i32 @ptrtoint_narrow() {
  ; ptrtoint to a narrower integer truncates; alignment makes the low bits of an i64 slot 0
  %a = alloca i64, align 8
  %i = ptrtoint ptr %a to i8
  %low = and i8 %i, 7
  %r = zext i8 %low to i32
  ret i32 %r
}
; ASSERT EQ: i32 0 = call i32 @ptrtoint_narrow()

define i32 @bitcast_ptr(i32 %v) {
  ; with opaque pointers a pointer bitcast is the identity
  %a = alloca i32
  store i32 %v, ptr %a
  %b = bitcast ptr %a to ptr
  %r = load i32, ptr %b
  ret i32 %r
}
; ASSERT EQ: i32 -9 = call i32 @bitcast_ptr(i32 -9)

define i32 @bitcast_int(i32 %v) {
  ; a bitcast between equal integer types is a no-op
  %b = bitcast i32 %v to i32
  ret i32 %b
}
; ASSERT EQ: i32 123456 = call i32 @bitcast_int(i32 123456)

define i16 @bitcast_vector(i32 %v) {
  ; an i32 seen as <2 x i16>: element 1 is the high half (little-endian)
  %vec = bitcast i32 %v to <2 x i16>
  %hi = extractelement <2 x i16> %vec, i32 1
  ret i16 %hi
}
; 0x00070003 -> high half 7
; ASSERT EQ: i16 7 = call i16 @bitcast_vector(i32 458755)

define i32 @bitcast_float_roundtrip(i32 %v) {
  ; int -> float -> int bit patterns are preserved (1.0f is 0x3F800000)
  %f = bitcast i32 %v to float
  %i = bitcast float %f to i32
  ret i32 %i
}
; ASSERT EQ: i32 1065353216 = call i32 @bitcast_float_roundtrip(i32 1065353216)

define i64 @chain(i8 %x) {
  ; sext i8 -> i16, zext i16 -> i64: -1 becomes 0xFFFF
  %s = sext i8 %x to i16
  %z = zext i16 %s to i64
  ret i64 %z
}
; ASSERT EQ: i64 65535 = call i64 @chain(i8 -1)
; ASSERT EQ: i64 100 = call i64 @chain(i8 100)
