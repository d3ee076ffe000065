; Atomics: atomicrmw with every operation (the old value it returns and the new value it
; leaves, wrapping at the width), cmpxchg (success and failure, both result fields),
; fences, and atomic loads and stores with every ordering. Sequential: every memory model
; gives the same results.

@g32 = global i32 100
@g64 = global i64 -1
@gptr = global ptr null

define i8 @rmw_xchg(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw xchg ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 5 = call i8 @rmw_xchg(i8 5, i8 9, i1 0)
; ASSERT EQ: i8 9 = call i8 @rmw_xchg(i8 5, i8 9, i1 1)

define i8 @rmw_add(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw add ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 127 = call i8 @rmw_add(i8 127, i8 1, i1 0)
; ASSERT EQ: i8 -128 = call i8 @rmw_add(i8 127, i8 1, i1 1)
; ASSERT EQ: i8 -1 = call i8 @rmw_add(i8 -1, i8 1, i1 0)
; ASSERT EQ: i8 0 = call i8 @rmw_add(i8 -1, i8 1, i1 1)

define i8 @rmw_sub(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw sub ptr %p, i8 %v acq_rel
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 -128 = call i8 @rmw_sub(i8 -128, i8 1, i1 0)
; ASSERT EQ: i8 127 = call i8 @rmw_sub(i8 -128, i8 1, i1 1)
; ASSERT EQ: i8 0 = call i8 @rmw_sub(i8 0, i8 1, i1 0)
; ASSERT EQ: i8 -1 = call i8 @rmw_sub(i8 0, i8 1, i1 1)

define i8 @rmw_and(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw and ptr %p, i8 %v monotonic
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 15 = call i8 @rmw_and(i8 15, i8 60, i1 0)
; ASSERT EQ: i8 12 = call i8 @rmw_and(i8 15, i8 60, i1 1)

define i8 @rmw_nand(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw nand ptr %p, i8 %v acquire
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 15 = call i8 @rmw_nand(i8 15, i8 60, i1 0)
; ASSERT EQ: i8 -13 = call i8 @rmw_nand(i8 15, i8 60, i1 1)
; ASSERT EQ: i8 -1 = call i8 @rmw_nand(i8 -1, i8 -1, i1 0)
; ASSERT EQ: i8 0 = call i8 @rmw_nand(i8 -1, i8 -1, i1 1)

define i8 @rmw_or(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw or ptr %p, i8 %v release
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 15 = call i8 @rmw_or(i8 15, i8 48, i1 0)
; ASSERT EQ: i8 63 = call i8 @rmw_or(i8 15, i8 48, i1 1)

define i8 @rmw_xor(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw xor ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 15 = call i8 @rmw_xor(i8 15, i8 -1, i1 0)
; ASSERT EQ: i8 -16 = call i8 @rmw_xor(i8 15, i8 -1, i1 1)

define i8 @rmw_max(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw max ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @rmw_max(i8 -1, i8 1, i1 0)
; ASSERT EQ: i8 1 = call i8 @rmw_max(i8 -1, i8 1, i1 1)
; ASSERT EQ: i8 5 = call i8 @rmw_max(i8 5, i8 -5, i1 0)
; ASSERT EQ: i8 5 = call i8 @rmw_max(i8 5, i8 -5, i1 1)

define i8 @rmw_min(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw min ptr %p, i8 %v monotonic
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @rmw_min(i8 -1, i8 1, i1 0)
; ASSERT EQ: i8 -1 = call i8 @rmw_min(i8 -1, i8 1, i1 1)
; ASSERT EQ: i8 127 = call i8 @rmw_min(i8 127, i8 -128, i1 0)
; ASSERT EQ: i8 -128 = call i8 @rmw_min(i8 127, i8 -128, i1 1)

define i8 @rmw_umax(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw umax ptr %p, i8 %v acq_rel
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @rmw_umax(i8 -1, i8 1, i1 0)
; ASSERT EQ: i8 -1 = call i8 @rmw_umax(i8 -1, i8 1, i1 1)
; ASSERT EQ: i8 1 = call i8 @rmw_umax(i8 1, i8 -128, i1 0)
; ASSERT EQ: i8 -128 = call i8 @rmw_umax(i8 1, i8 -128, i1 1)

define i8 @rmw_umin(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw umin ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 -1 = call i8 @rmw_umin(i8 -1, i8 1, i1 0)
; ASSERT EQ: i8 1 = call i8 @rmw_umin(i8 -1, i8 1, i1 1)
; ASSERT EQ: i8 -128 = call i8 @rmw_umin(i8 -128, i8 127, i1 0)
; ASSERT EQ: i8 127 = call i8 @rmw_umin(i8 -128, i8 127, i1 1)

; The operations below were added in LLVM 16 (uinc_wrap, udec_wrap) and LLVM 20
; (usub_cond, usub_sat).

define i8 @rmw_uinc_wrap(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw uinc_wrap ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 5 = call i8 @rmw_uinc_wrap(i8 5, i8 10, i1 0)
; ASSERT EQ: i8 6 = call i8 @rmw_uinc_wrap(i8 5, i8 10, i1 1)
; ASSERT EQ: i8 10 = call i8 @rmw_uinc_wrap(i8 10, i8 10, i1 0)
; ASSERT EQ: i8 0 = call i8 @rmw_uinc_wrap(i8 10, i8 10, i1 1)

define i8 @rmw_udec_wrap(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw udec_wrap ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 0 = call i8 @rmw_udec_wrap(i8 0, i8 7, i1 0)
; ASSERT EQ: i8 7 = call i8 @rmw_udec_wrap(i8 0, i8 7, i1 1)
; ASSERT EQ: i8 5 = call i8 @rmw_udec_wrap(i8 5, i8 7, i1 0)
; ASSERT EQ: i8 4 = call i8 @rmw_udec_wrap(i8 5, i8 7, i1 1)
; ASSERT EQ: i8 9 = call i8 @rmw_udec_wrap(i8 9, i8 7, i1 0)
; ASSERT EQ: i8 7 = call i8 @rmw_udec_wrap(i8 9, i8 7, i1 1)

define i8 @rmw_usub_cond(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw usub_cond ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 10 = call i8 @rmw_usub_cond(i8 10, i8 3, i1 0)
; ASSERT EQ: i8 7 = call i8 @rmw_usub_cond(i8 10, i8 3, i1 1)
; ASSERT EQ: i8 2 = call i8 @rmw_usub_cond(i8 2, i8 3, i1 0)
; ASSERT EQ: i8 2 = call i8 @rmw_usub_cond(i8 2, i8 3, i1 1)

define i8 @rmw_usub_sat(i8 %init, i8 %v, i1 %new) {
  ; returns the old value, or with %new the value in memory afterwards
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw usub_sat ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %r = select i1 %new, i8 %now, i8 %old
  ret i8 %r
}
; ASSERT EQ: i8 10 = call i8 @rmw_usub_sat(i8 10, i8 3, i1 0)
; ASSERT EQ: i8 7 = call i8 @rmw_usub_sat(i8 10, i8 3, i1 1)
; ASSERT EQ: i8 2 = call i8 @rmw_usub_sat(i8 2, i8 3, i1 0)
; ASSERT EQ: i8 0 = call i8 @rmw_usub_sat(i8 2, i8 3, i1 1)
define i32 @rmw_add_i32_global(i32 %v) {
  ; on a global, wrapping at 32 bits; returns old + 1000 * new (both small here)
  %old = atomicrmw add ptr @g32, i32 %v monotonic, align 4
  %now = load i32, ptr @g32
  %k = mul i32 %now, 1000
  %r = add i32 %old, %k
  ret i32 %r
}
; old 100, new 150
; ASSERT EQ: i32 150100 = call i32 @rmw_add_i32_global(i32 50)
; old 100, new 100 - 101 = -1
; ASSERT EQ: i32 -900 = call i32 @rmw_add_i32_global(i32 -101)

define i64 @rmw_i64(i64 %v, i1 %new) {
  ; umin on an i64 global holding -1 (the largest unsigned value)
  %old = atomicrmw umin ptr @g64, i64 %v syncscope("singlethread") seq_cst
  %now = load i64, ptr @g64
  %r = select i1 %new, i64 %now, i64 %old
  ret i64 %r
}
; ASSERT EQ: i64 -1 = call i64 @rmw_i64(i64 9223372036854775807, i1 0)
; ASSERT EQ: i64 9223372036854775807 = call i64 @rmw_i64(i64 9223372036854775807, i1 1)

define i16 @rmw_i16_wrap(i16 %init, i16 %v) {
  %p = alloca i16
  store i16 %init, ptr %p
  %old = atomicrmw add ptr %p, i16 %v seq_cst
  %now = load i16, ptr %p
  ret i16 %now
}
; 65535 + 2 wraps to 1
; ASSERT EQ: i16 1 = call i16 @rmw_i16_wrap(i16 -1, i16 2)

define i32 @rmw_xchg_ptr() {
  ; xchg on a pointer-sized location holding pointers
  %a = alloca i32
  store i32 31, ptr %a
  %old = atomicrmw xchg ptr @gptr, ptr %a acq_rel
  %was_null = icmp eq ptr %old, null
  %p = load ptr, ptr @gptr
  %v = load i32, ptr %p
  %n = zext i1 %was_null to i32
  %r = add i32 %v, %n
  ret i32 %r
}
; ASSERT EQ: i32 32 = call i32 @rmw_xchg_ptr()

define i32 @cas(i32 %init, i32 %cmp, i32 %new, i32 %what) {
  ; %what = 0: the old value (field 0); 1: the success flag (field 1); 2: memory afterwards
  %p = alloca i32
  store i32 %init, ptr %p
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %mem = load i32, ptr %p
  %okz = zext i1 %ok to i32
  %is0 = icmp eq i32 %what, 0
  %is1 = icmp eq i32 %what, 1
  %r1 = select i1 %is1, i32 %okz, i32 %mem
  %r = select i1 %is0, i32 %old, i32 %r1
  ret i32 %r
}
; success: 5 == 5, so 9 is written
; ASSERT EQ: i32 5 = call i32 @cas(i32 5, i32 5, i32 9, i32 0)
; ASSERT EQ: i32 1 = call i32 @cas(i32 5, i32 5, i32 9, i32 1)
; ASSERT EQ: i32 9 = call i32 @cas(i32 5, i32 5, i32 9, i32 2)
; failure: 5 != 6, memory unchanged, the old value is still returned
; ASSERT EQ: i32 5 = call i32 @cas(i32 5, i32 6, i32 9, i32 0)
; ASSERT EQ: i32 0 = call i32 @cas(i32 5, i32 6, i32 9, i32 1)
; ASSERT EQ: i32 5 = call i32 @cas(i32 5, i32 6, i32 9, i32 2)
; the comparison is on bits: -1 matches 4294967295
; ASSERT EQ: i32 1 = call i32 @cas(i32 -1, i32 4294967295, i32 0, i32 1)

define i8 @cas_orderings(i8 %init) {
  ; two cmpxchg with other ordering pairs: the first fails unless init = 1, the second
  ; succeeds if memory holds 2. Returns the final memory.
  %p = alloca i8
  store i8 %init, ptr %p
  %a = cmpxchg ptr %p, i8 1, i8 2 acq_rel acquire
  %b = cmpxchg volatile ptr %p, i8 2, i8 3 monotonic monotonic, align 1
  %r = load i8, ptr %p
  ret i8 %r
}
; ASSERT EQ: i8 3 = call i8 @cas_orderings(i8 1)
; ASSERT EQ: i8 3 = call i8 @cas_orderings(i8 2)
; ASSERT EQ: i8 7 = call i8 @cas_orderings(i8 7)

define i1 @cas_weak(i32 %init) {
  ; a weak cmpxchg may fail spuriously, but memory always agrees with the flag
  %p = alloca i32
  store i32 %init, ptr %p
  %pair = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst monotonic
  %ok = extractvalue { i32, i1 } %pair, 1
  %old = extractvalue { i32, i1 } %pair, 0
  %mem = load i32, ptr %p
  %is_new = icmp eq i32 %mem, 1
  %is_old = icmp eq i32 %mem, %init
  %old_ok = icmp eq i32 %old, %init
  %consistent = select i1 %ok, i1 %is_new, i1 %is_old
  %r = and i1 %consistent, %old_ok
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @cas_weak(i32 0)
; ASSERT EQ: i1 true = call i1 @cas_weak(i32 5)

define i32 @cas_ptr() {
  ; cmpxchg on pointers: install &x in a null slot, then fail to replace it with &y
  %x = alloca i32
  %y = alloca i32
  store i32 1, ptr %x
  store i32 2, ptr %y
  %slot = alloca ptr
  store ptr null, ptr %slot
  %c1 = cmpxchg ptr %slot, ptr null, ptr %x seq_cst seq_cst
  %c2 = cmpxchg ptr %slot, ptr null, ptr %y seq_cst seq_cst
  %ok1 = extractvalue { ptr, i1 } %c1, 1
  %ok2 = extractvalue { ptr, i1 } %c2, 1
  %seen = extractvalue { ptr, i1 } %c2, 0
  %p = load ptr, ptr %slot
  %v = load i32, ptr %p
  %w = load i32, ptr %seen
  %o1 = zext i1 %ok1 to i32
  %o2 = zext i1 %ok2 to i32
  ; 1000 * ok1 + 100 * ok2 + 10 * *slot + *seen
  %a = mul i32 %o1, 1000
  %b = mul i32 %o2, 100
  %c = mul i32 %v, 10
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %r = add i32 %abc, %w
  ret i32 %r
}
; ASSERT EQ: i32 1011 = call i32 @cas_ptr()

define i32 @fences(i32 %v) {
  %p = alloca i32
  fence acquire
  store i32 %v, ptr %p
  fence release
  fence acq_rel
  %x = load i32, ptr %p
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret i32 %x
}
; ASSERT EQ: i32 12 = call i32 @fences(i32 12)

define i32 @atomic_orderings(i32 %v) {
  ; every store ordering, every load ordering; returns the sum of the four loads
  %p = alloca i32
  store atomic i32 %v, ptr %p unordered, align 4
  %a = load atomic i32, ptr %p unordered, align 4
  %v1 = add i32 %a, 1
  store atomic i32 %v1, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  %v2 = add i32 %b, 1
  store atomic i32 %v2, ptr %p release, align 4
  %c = load atomic i32, ptr %p acquire, align 4
  %v3 = add i32 %c, 1
  store atomic i32 %v3, ptr %p seq_cst, align 4
  %d = load atomic i32, ptr %p seq_cst, align 4
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %r = add i32 %abc, %d
  ret i32 %r
}
; 10 + 11 + 12 + 13
; ASSERT EQ: i32 46 = call i32 @atomic_orderings(i32 10)

define i64 @atomic_i64_and_ptr() {
  ; atomic accesses of i64 and ptr, mixed with plain ones on the same locations
  %q = alloca i64
  store atomic i64 -2, ptr %q seq_cst, align 8
  %x = load i64, ptr %q
  %slot = alloca ptr
  store atomic ptr %q, ptr %slot release, align 8
  %p = load atomic ptr, ptr %slot acquire, align 8
  %y = load atomic i64, ptr %p monotonic, align 8
  %r = add i64 %x, %y
  ret i64 %r
}
; ASSERT EQ: i64 -4 = call i64 @atomic_i64_and_ptr()

define i8 @atomic_i8_mixed(i32 %v) {
  ; an atomic byte load from the middle of a non-atomically stored i32
  %p = alloca i32
  store i32 %v, ptr %p
  %b = getelementptr i8, ptr %p, i64 2
  %r = load atomic i8, ptr %b seq_cst, align 1
  ret i8 %r
}
; 0x00AB0000 -> byte 2 is 0xAB
; ASSERT EQ: i8 -85 = call i8 @atomic_i8_mixed(i32 11206656)
