; Memory: alloca, loads and stores of every integer width and of pointers, little-endian
; byte layout (the default data layout), getelementptr on arrays and structs, constant
; expressions, and globals with every kind of initialiser.

@counter = global i32 7
@arr = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@str = constant [6 x i8] c"hello\00"
@pair = global { i32, i8, i64 } { i32 1, i8 2, i64 3 }
@zeros = global [8 x i16] zeroinitializer
@zstruct = global { i64, ptr } zeroinitializer
@ptr_to_counter = global ptr @counter
@ptr_into_arr = global ptr getelementptr (i8, ptr @arr, i64 8)
@ptr_inbounds = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 3)
@nested = global [2 x { i16, [3 x i8] }] [
  { i16, [3 x i8] } { i16 -1, [3 x i8] c"abc" },
  { i16, [3 x i8] } { i16 300, [3 x i8] [i8 1, i8 2, i8 3] }
]
@table = constant [3 x ptr] [ptr @counter, ptr null, ptr getelementptr ([4 x i32], ptr @arr, i64 0, i64 1)]

define i64 @widths(i64 %x) {
  ; store each width, load it back, and add them up (each truncated from %x)
  %p8 = alloca i8
  %p16 = alloca i16
  %p32 = alloca i32
  %p64 = alloca i64
  %t8 = trunc i64 %x to i8
  %t16 = trunc i64 %x to i16
  %t32 = trunc i64 %x to i32
  store i8 %t8, ptr %p8
  store i16 %t16, ptr %p16
  store i32 %t32, ptr %p32
  store i64 %x, ptr %p64
  %l8 = load i8, ptr %p8
  %l16 = load i16, ptr %p16
  %l32 = load i32, ptr %p32
  %l64 = load i64, ptr %p64
  %e8 = sext i8 %l8 to i64
  %e16 = sext i16 %l16 to i64
  %e32 = sext i32 %l32 to i64
  %s1 = add i64 %e8, %e16
  %s2 = add i64 %s1, %e32
  %s3 = add i64 %s2, %l64
  ret i64 %s3
}
; ASSERT EQ: i64 400 = call i64 @widths(i64 100)
; 0x1_0000_80FF: i8 -1, i16 -32513, i32 33023, i64 4295000319
; ASSERT EQ: i64 4295000828 = call i64 @widths(i64 4295000319)

define i32 @load_ptr() {
  ; a pointer stored in memory and loaded back
  %cell = alloca i32
  %pp = alloca ptr
  store i32 55, ptr %cell
  store ptr %cell, ptr %pp
  %p = load ptr, ptr %pp
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 55 = call i32 @load_ptr()

define i8 @little_endian(i32 %v, i64 %k) {
  ; byte k of a stored i32: the default data layout is little-endian
  %p = alloca i32
  store i32 %v, ptr %p
  %q = getelementptr i8, ptr %p, i64 %k
  %b = load i8, ptr %q
  ret i8 %b
}
; 0x01020304
; ASSERT EQ: i8 4 = call i8 @little_endian(i32 16909060, i64 0)
; ASSERT EQ: i8 1 = call i8 @little_endian(i32 16909060, i64 3)
; 0xDEADBEEF: byte 1 is 0xBE
; ASSERT EQ: i8 -66 = call i8 @little_endian(i32 -559038737, i64 1)

define i32 @bytes_to_word() {
  ; four byte stores read back as one little-endian i32
  %p = alloca i32
  %b1 = getelementptr i8, ptr %p, i64 1
  %b2 = getelementptr i8, ptr %p, i64 2
  %b3 = getelementptr i8, ptr %p, i64 3
  store i8 -17, ptr %p
  store i8 -66, ptr %b1
  store i8 -83, ptr %b2
  store i8 -34, ptr %b3
  %v = load i32, ptr %p
  ret i32 %v
}
; 0xDEADBEEF
; ASSERT EQ: i32 -559038737 = call i32 @bytes_to_word()

define i16 @overlap() {
  ; a narrow store into the middle of a wider value
  %p = alloca i32
  store i32 0, ptr %p
  %mid = getelementptr i8, ptr %p, i64 1
  store i16 -1, ptr %mid
  %v = load i32, ptr %p
  %r = trunc i32 %v to i16
  %hi = lshr i32 %v, 16
  %h = trunc i32 %hi to i16
  %s = add i16 %r, %h
  ret i16 %s
}
; the word is 0x00FFFF00: low half 0xFF00, high half 0x00FF; 0xFF00 + 0x00FF = 0xFFFF
; ASSERT EQ: i16 -1 = call i16 @overlap()

define i32 @global_rw() {
  %v = load i32, ptr @counter
  %w = add i32 %v, 1
  store i32 %w, ptr @counter
  %x = load i32, ptr @counter
  ret i32 %x
}
; ASSERT EQ: i32 8 = call i32 @global_rw()

define i32 @array_elem(i64 %i) {
  %p = getelementptr [4 x i32], ptr @arr, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 10 = call i32 @array_elem(i64 0)
; ASSERT EQ: i32 40 = call i32 @array_elem(i64 3)

define i32 @array_elem_inbounds_scaled(i64 %i) {
  ; the same element through an inbounds GEP on the element type
  %p = getelementptr inbounds i32, ptr @arr, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 30 = call i32 @array_elem_inbounds_scaled(i64 2)

define i32 @gep_negative() {
  ; a negative index steps backwards
  %end = getelementptr [4 x i32], ptr @arr, i64 0, i64 3
  %p = getelementptr inbounds i32, ptr %end, i64 -2
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 20 = call i32 @gep_negative()

define i8 @string_char(i64 %i) {
  %p = getelementptr inbounds [6 x i8], ptr @str, i64 0, i64 %i
  %c = load i8, ptr %p
  ret i8 %c
}
; 'e' is 101, and the terminator is 0
; ASSERT EQ: i8 101 = call i8 @string_char(i64 1)
; ASSERT EQ: i8 0 = call i8 @string_char(i64 5)

define i64 @struct_fields() {
  ; fields of a struct global, by value: 1 * 100 + 2 * 10 + 3
  %f0 = getelementptr { i32, i8, i64 }, ptr @pair, i32 0, i32 0
  %f1 = getelementptr { i32, i8, i64 }, ptr @pair, i32 0, i32 1
  %f2 = getelementptr inbounds { i32, i8, i64 }, ptr @pair, i32 0, i32 2
  %a = load i32, ptr %f0
  %b = load i8, ptr %f1
  %c = load i64, ptr %f2
  %a64 = zext i32 %a to i64
  %b64 = zext i8 %b to i64
  %a100 = mul i64 %a64, 100
  %b10 = mul i64 %b64, 10
  %s = add i64 %a100, %b10
  %r = add i64 %s, %c
  ret i64 %r
}
; ASSERT EQ: i64 123 = call i64 @struct_fields()

define i64 @struct_offset() {
  ; in { i8, i32 }, the i32 is 4-byte aligned: offset 4; the struct size is 8
  %base = ptrtoint ptr null to i64
  %f1 = ptrtoint ptr getelementptr ({ i8, i32 }, ptr null, i32 0, i32 1) to i64
  %next = ptrtoint ptr getelementptr ({ i8, i32 }, ptr null, i32 1) to i64
  %t = mul i64 %f1, 100
  %r = add i64 %t, %next
  ret i64 %r
}
; ASSERT EQ: i64 408 = call i64 @struct_offset()

define i64 @struct_offset_alloca() {
  ; the same offset measured on an alloca of { i16, i8, i32 }: the i32 is at 4
  %s = alloca { i16, i8, i32 }
  %f2 = getelementptr { i16, i8, i32 }, ptr %s, i32 0, i32 2
  %a = ptrtoint ptr %s to i64
  %b = ptrtoint ptr %f2 to i64
  %d = sub i64 %b, %a
  ret i64 %d
}
; ASSERT EQ: i64 4 = call i64 @struct_offset_alloca()

define i32 @zero_init(i64 %i) {
  %p = getelementptr [8 x i16], ptr @zeros, i64 0, i64 %i
  %v = load i16, ptr %p
  store i16 9, ptr %p
  %w = load i16, ptr %p
  %v32 = sext i16 %v to i32
  %w32 = sext i16 %w to i32
  %r = add i32 %v32, %w32
  ret i32 %r
}
; ASSERT EQ: i32 9 = call i32 @zero_init(i64 7)

define i1 @zero_init_ptr() {
  ; a zeroinitializer pointer field is null
  %f = getelementptr { i64, ptr }, ptr @zstruct, i32 0, i32 1
  %p = load ptr, ptr %f
  %r = icmp eq ptr %p, null
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @zero_init_ptr()

define i32 @pointer_global() {
  ; a global initialised with the address of another global
  %p = load ptr, ptr @ptr_to_counter
  %v = load i32, ptr %p
  store i32 100, ptr %p
  %w = load i32, ptr @counter
  %r = add i32 %v, %w
  ret i32 %r
}
; ASSERT EQ: i32 107 = call i32 @pointer_global()

define i32 @pointer_global_gep() {
  ; globals initialised with constant-expression GEPs: byte 8 of @arr is arr[2]
  %p = load ptr, ptr @ptr_into_arr
  %a = load i32, ptr %p
  %q = load ptr, ptr @ptr_inbounds
  %b = load i32, ptr %q
  %r = add i32 %a, %b
  ret i32 %r
}
; ASSERT EQ: i32 70 = call i32 @pointer_global_gep()

define i32 @const_gep_operand() {
  ; a constant-expression GEP used directly as an operand
  %v = load i32, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 1)
  store i32 -5, ptr getelementptr ([4 x i32], ptr @arr, i64 0, i64 2)
  %w = load i32, ptr getelementptr (i32, ptr @arr, i64 2)
  %r = add i32 %v, %w
  ret i32 %r
}
; ASSERT EQ: i32 15 = call i32 @const_gep_operand()

define i32 @nested_aggregate() {
  ; @nested[1].1[2] = 3, @nested[0].1[1] = 'b' = 98, @nested[0].0 = -1, @nested[1].0 = 300
  %p = getelementptr [2 x { i16, [3 x i8] }], ptr @nested, i64 0, i64 1, i32 1, i64 2
  %q = getelementptr [2 x { i16, [3 x i8] }], ptr @nested, i64 0, i64 0, i32 1, i64 1
  %r = getelementptr [2 x { i16, [3 x i8] }], ptr @nested, i64 0, i64 0, i32 0
  %s = getelementptr [2 x { i16, [3 x i8] }], ptr @nested, i64 0, i64 1, i32 0
  %a = load i8, ptr %p
  %b = load i8, ptr %q
  %c = load i16, ptr %r
  %d = load i16, ptr %s
  %a32 = sext i8 %a to i32
  %b32 = sext i8 %b to i32
  %c32 = sext i16 %c to i32
  %d32 = sext i16 %d to i32
  %ab = add i32 %a32, %b32
  %abc = add i32 %ab, %c32
  %abcd = add i32 %abc, %d32
  ret i32 %abcd
}
; 3 + 98 - 1 + 300
; ASSERT EQ: i32 400 = call i32 @nested_aggregate()

define i64 @nested_stride() {
  ; { i16, [3 x i8] } has size 6 (alignment 2): element 1 starts at byte 6
  %a = ptrtoint ptr @nested to i64
  %p = getelementptr [2 x { i16, [3 x i8] }], ptr @nested, i64 0, i64 1, i32 1, i64 2
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %b, %a
  ret i64 %d
}
; 6 + 2 + 2
; ASSERT EQ: i64 10 = call i64 @nested_stride()

define i32 @table_of_pointers() {
  ; a constant array of pointers: @counter (7), null, &arr[1] (20)
  %p0 = load ptr, ptr @table
  %e2 = getelementptr [3 x ptr], ptr @table, i64 0, i64 2
  %p2 = load ptr, ptr %e2
  %e1 = getelementptr [3 x ptr], ptr @table, i64 0, i64 1
  %p1 = load ptr, ptr %e1
  %a = load i32, ptr %p0
  %b = load i32, ptr %p2
  %isnull = icmp eq ptr %p1, null
  %n = zext i1 %isnull to i32
  %ab = add i32 %a, %b
  %r = add i32 %ab, %n
  ret i32 %r
}
; ASSERT EQ: i32 28 = call i32 @table_of_pointers()

define i64 @aggregate_load_store() {
  ; whole-aggregate load and store, then extractvalue / insertvalue
  %src = alloca { i32, i64 }
  %dst = alloca { i32, i64 }
  %v0 = insertvalue { i32, i64 } poison, i32 5, 0
  %v1 = insertvalue { i32, i64 } %v0, i64 6, 1
  store { i32, i64 } %v1, ptr %src
  %l = load { i32, i64 }, ptr %src
  %l2 = insertvalue { i32, i64 } %l, i32 50, 0
  store { i32, i64 } %l2, ptr %dst
  %f0p = getelementptr { i32, i64 }, ptr %dst, i32 0, i32 0
  %f0 = load i32, ptr %f0p
  %w = load { i32, i64 }, ptr %dst
  %f1 = extractvalue { i32, i64 } %w, 1
  %f0e = zext i32 %f0 to i64
  %r = add i64 %f0e, %f1
  ret i64 %r
}
; ASSERT EQ: i64 56 = call i64 @aggregate_load_store()

define i32 @alloca_array(i32 %n) {
  ; alloca with an element count; fill a[i] = i * i and sum
entry:
  %a = alloca i32, i32 %n
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill ]
  %sq = mul i32 %i, %i
  %p = getelementptr i32, ptr %a, i32 %i
  store i32 %sq, ptr %p
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j.next, %sum ]
  %s = phi i32 [ 0, %fill ], [ %s.next, %sum ]
  %q = getelementptr i32, ptr %a, i32 %j
  %v = load i32, ptr %q
  %s.next = add i32 %s, %v
  %j.next = add i32 %j, 1
  %more2 = icmp slt i32 %j.next, %n
  br i1 %more2, label %sum, label %exit
exit:
  ret i32 %s.next
}
; 0 + 1 + 4 + 9 + 16 + 25
; ASSERT EQ: i32 55 = call i32 @alloca_array(i32 6)

define i32 @store_constant_aggregates() {
  ; constant array, string and zeroinitializer operands of store
  %a = alloca [3 x i16]
  store [3 x i16] [i16 1, i16 2, i16 300], ptr %a
  %a2 = getelementptr [3 x i16], ptr %a, i64 0, i64 2
  %x = load i16, ptr %a2
  %s = alloca [4 x i8]
  store [4 x i8] c"xyz\00", ptr %s
  %s1 = getelementptr [4 x i8], ptr %s, i64 0, i64 1
  %y = load i8, ptr %s1
  %z = alloca { i32, i32 }
  store { i32, i32 } { i32 8, i32 9 }, ptr %z
  store { i32, i32 } zeroinitializer, ptr %z
  %zv = load i32, ptr %z
  %x32 = sext i16 %x to i32
  %y32 = sext i8 %y to i32
  %xy = add i32 %x32, %y32
  %r = add i32 %xy, %zv
  ret i32 %r
}
; 300 + 'y' (121) + 0
; ASSERT EQ: i32 421 = call i32 @store_constant_aggregates()
