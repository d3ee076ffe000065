; Scenario 17: storing and loading a pointer at type ptr is lossless, even for an address
; beyond 2^64 in the infinite model (run with the allocator's base there); reading the same
; bytes as i64 truncates to the low 64 bits; memcpy of the pointer's bytes is lossless.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @lossless() {
  %x = alloca i32
  store i32 5, ptr %x
  %slot = alloca ptr
  store ptr %x, ptr %slot
  %q = load ptr, ptr %slot
  %v = load i32, ptr %q
  ret i32 %v
}

; 1 when the i64 read of the pointer's bytes is its address modulo 2^64
define i32 @truncated() {
  %x = alloca i32
  %slot = alloca ptr
  store ptr %x, ptr %slot
  %i = load i64, ptr %slot
  %a = ptrtoint ptr %x to iptr
  %low = trunc iptr %a to i64
  %same = icmp eq i64 %i, %low
  %r = zext i1 %same to i32
  ret i32 %r
}

; 1 when the address is at least 2^64 (where the run puts the allocator)
define i32 @beyond() {
  %x = alloca i32
  %a = ptrtoint ptr %x to iptr
  %big = icmp uge iptr %a, 18446744073709551616
  %r = zext i1 %big to i32
  ret i32 %r
}

define i32 @copied() {
  %x = alloca i32
  store i32 6, ptr %x
  %slot = alloca ptr
  %copy = alloca ptr
  store ptr %x, ptr %slot
  call void @llvm.memcpy.p0.p0.i64(ptr %copy, ptr %slot, i64 8, i1 false)
  %q = load ptr, ptr %copy
  %v = load i32, ptr %q
  ret i32 %v
}
