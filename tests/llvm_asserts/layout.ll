; Sizes and offsets under LLVM's *default* data layout: this module has no
; `target datalayout`, so LangRef's defaults apply - little-endian, 64-bit pointers with
; 64-bit alignment, and i64 with a 32-bit ABI alignment (`i64:32:64`). So { i8, i64 } is
; 12 bytes with the i64 at offset 4 (x86-64 would say 16 and 8: typed_pointers.ll checks
; that a module's own data layout is honoured). Natively compiled code uses the host's
; layout, so this file is not compared with native code.

define i64 @sizeof_offsetof_i8_i64() {
  ; offsetof(field 1) * 100 + sizeof
  %off = ptrtoint ptr getelementptr ({ i8, i64 }, ptr null, i32 0, i32 1) to i64
  %size = ptrtoint ptr getelementptr ({ i8, i64 }, ptr null, i32 1) to i64
  %o = mul i64 %off, 100
  %r = add i64 %o, %size
  ret i64 %r
}
; ASSERT EQ: i64 412 = call i64 @sizeof_offsetof_i8_i64()

define i64 @sizeof_offsetof_i8_ptr() {
  %off = ptrtoint ptr getelementptr ({ i8, ptr }, ptr null, i32 0, i32 1) to i64
  %size = ptrtoint ptr getelementptr ({ i8, ptr }, ptr null, i32 1) to i64
  %o = mul i64 %off, 100
  %r = add i64 %o, %size
  ret i64 %r
}
; ASSERT EQ: i64 816 = call i64 @sizeof_offsetof_i8_ptr()

define i64 @sizes() {
  ; sizeof({ i16, i8 }) = 4 (padded to its alignment), sizeof(i24) = 4, sizeof(i1) = 1:
  ; returns 100 * 4 + 10 * 4 + 1
  %a = ptrtoint ptr getelementptr ({ i16, i8 }, ptr null, i32 1) to i64
  %b = ptrtoint ptr getelementptr (i24, ptr null, i32 1) to i64
  %c = ptrtoint ptr getelementptr (i1, ptr null, i32 1) to i64
  %a100 = mul i64 %a, 100
  %b10 = mul i64 %b, 10
  %s = add i64 %a100, %b10
  %r = add i64 %s, %c
  ret i64 %r
}
; ASSERT EQ: i64 441 = call i64 @sizes()

define i8 @i64_field_bytes() {
  ; store into the i64 field of a { i8, i64 } and read byte 4 of the struct: it is the
  ; lowest byte of the i64 (0x08)
  %s = alloca { i8, i64 }
  %f = getelementptr { i8, i64 }, ptr %s, i32 0, i32 1
  store i64 72623859790382856, ptr %f
  %b = getelementptr i8, ptr %s, i64 4
  %v = load i8, ptr %b
  ret i8 %v
}
; 72623859790382856 = 0x0102030405060708
; ASSERT EQ: i8 8 = call i8 @i64_field_bytes()

define i64 @array_of_structs_stride() {
  ; [3 x { i8, i64 }]: element 2 starts at 2 * 12 bytes
  %a = alloca [3 x { i8, i64 }]
  %e2 = getelementptr [3 x { i8, i64 }], ptr %a, i64 0, i64 2
  %x = ptrtoint ptr %a to i64
  %y = ptrtoint ptr %e2 to i64
  %d = sub i64 %y, %x
  ret i64 %d
}
; ASSERT EQ: i64 24 = call i64 @array_of_structs_stride()
