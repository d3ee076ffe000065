; Undefined behaviour. Following LangRef (and the Vellvm digest, spec §2 and §4): a poison
; value is UB only where a concrete value is demanded - a divisor, a branch or switch
; condition, a load or store address, a call target - or at a noundef boundary. Division by
; zero, signed division overflow, `unreachable` and out-of-bounds or null accesses are UB.

define i32 @udiv(i32 %a, i32 %b) {
  %r = udiv i32 %a, %b
  ret i32 %r
}
; ASSERT UB: call i32 @udiv(i32 1, i32 0)
; ASSERT EQ: i32 0 = call i32 @udiv(i32 1, i32 2)

define i32 @sdiv(i32 %a, i32 %b) {
  %r = sdiv i32 %a, %b
  ret i32 %r
}
; ASSERT UB: call i32 @sdiv(i32 -5, i32 0)
; INT_MIN / -1 overflows: undefined behaviour (not poison)
; ASSERT UB: call i32 @sdiv(i32 -2147483648, i32 -1)

define i8 @urem(i8 %a, i8 %b) {
  %r = urem i8 %a, %b
  ret i8 %r
}
; ASSERT UB: call i8 @urem(i8 7, i8 0)

define i8 @srem(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}
; the remainder of the overflowing division -128 / -1 is undefined too
; ASSERT UB: call i8 @srem(i8 -128, i8 -1)
; ASSERT EQ: i8 0 = call i8 @srem(i8 -128, i8 1)

define i32 @div_by_poison(i32 %a) {
  %p = add nuw i32 %a, 1
  %r = udiv i32 10, %p
  ret i32 %r
}
; a poison divisor is undefined behaviour (a poison dividend is just poison: poison.ll)
; ASSERT UB: call i32 @div_by_poison(i32 -1)
; ASSERT EQ: i32 5 = call i32 @div_by_poison(i32 1)

define i32 @div_exact_ub(i32 %a) {
  ; sdiv exact by zero is still undefined behaviour, not poison
  %r = sdiv exact i32 %a, 0
  ret i32 %r
}
; ASSERT UB: call i32 @div_exact_ub(i32 8)

define i32 @reach_unreachable(i1 %c) {
entry:
  br i1 %c, label %bad, label %good
bad:
  unreachable
good:
  ret i32 1
}
; ASSERT UB: call i32 @reach_unreachable(i1 true)
; ASSERT EQ: i32 1 = call i32 @reach_unreachable(i1 false)

define i32 @branch_on_poison(i32 %x) {
entry:
  %p = add nsw i32 %x, 1
  %c = icmp sgt i32 %p, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
; ASSERT UB: call i32 @branch_on_poison(i32 2147483647)
; ASSERT EQ: i32 1 = call i32 @branch_on_poison(i32 0)

define i32 @branch_on_poison_same_target(i32 %x) {
  ; even when both targets are the same block
entry:
  %p = shl i32 %x, 33
  %c = trunc i32 %p to i1
  br i1 %c, label %next, label %next
next:
  ret i32 0
}
; ASSERT UB: call i32 @branch_on_poison_same_target(i32 1)

define i32 @switch_on_poison(i32 %x) {
entry:
  %p = sub nuw i32 %x, 1
  switch i32 %p, label %d [
    i32 0, label %zero
  ]
zero:
  ret i32 0
d:
  ret i32 1
}
; ASSERT UB: call i32 @switch_on_poison(i32 0)
; ASSERT EQ: i32 0 = call i32 @switch_on_poison(i32 1)

define i32 @load_poison_address(i1 %bad) {
  %a = alloca i32
  store i32 3, ptr %a
  %q = select i1 %bad, ptr poison, ptr %a
  %v = load i32, ptr %q
  ret i32 %v
}
; ASSERT UB: call i32 @load_poison_address(i1 true)
; ASSERT EQ: i32 3 = call i32 @load_poison_address(i1 false)

define i32 @store_poison_address(i64 %i) {
  ; the address is an inbounds GEP with a poison index
  %a = alloca [2 x i32]
  %idx = add nsw i64 %i, 1
  %q = getelementptr inbounds [2 x i32], ptr %a, i64 0, i64 %idx
  store i32 1, ptr %q
  ret i32 0
}
; ASSERT UB: call i32 @store_poison_address(i64 9223372036854775807)
; ASSERT EQ: i32 0 = call i32 @store_poison_address(i64 0)

define i32 @store_poison_value() {
  ; LangRef: storing poison is not undefined behaviour; loading it back gives poison.
  ; (Vellvm's store raises UB on a poison value: LangRef is the reference here.)
  %a = alloca i32
  %p = add nsw i32 2147483647, 1
  store i32 %p, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
; ASSERT EQ: i32 poison = call i32 @store_poison_value()

define i32 @store_poison_value_then_branch() {
  ; ... and a branch on the reloaded poison is undefined behaviour
  %a = alloca i32
  %p = add nsw i32 2147483647, 1
  store i32 %p, ptr %a
  %v = load i32, ptr %a
  %c = icmp eq i32 %v, 0
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 2
}
; ASSERT UB: call i32 @store_poison_value_then_branch()

define i32 @load_null() {
  %v = load i32, ptr null
  ret i32 %v
}
; ASSERT UB: call i32 @load_null()

define void @store_null(i8 %v) {
  store i8 %v, ptr null
  ret void
}
; ASSERT UB: call void @store_null(i8 1)

define i32 @load_out_of_bounds(i64 %i) {
  %a = alloca [2 x i32]
  %a1 = getelementptr i32, ptr %a, i64 1
  store i32 5, ptr %a
  store i32 6, ptr %a1
  %p = getelementptr [2 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT EQ: i32 6 = call i32 @load_out_of_bounds(i64 1)
; ASSERT UB: call i32 @load_out_of_bounds(i64 2)
; ASSERT UB: call i32 @load_out_of_bounds(i64 -1)

define i32 @load_straddling_end() {
  ; an i32 load whose last bytes fall outside an i16 alloca
  %a = alloca i16
  store i16 1, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
; ASSERT UB: call i32 @load_straddling_end()

define ptr @escape_local() {
  %a = alloca i32
  store i32 1, ptr %a
  ret ptr %a
}

define i32 @use_after_return() {
  ; the callee's alloca is freed when it returns
  %p = call ptr @escape_local()
  %v = load i32, ptr %p
  ret i32 %v
}
; ASSERT UB: call i32 @use_after_return()

define i32 @call_poison_target() {
  %f = getelementptr inbounds i8, ptr @callee, i64 poison
  %r = call i32 %f()
  ret i32 %r
}

define i32 @callee() {
  ret i32 0
}
; ASSERT UB: call i32 @call_poison_target()

define noundef i32 @noundef_ret(i32 %x) {
  ; returning poison where the result is noundef is undefined behaviour
  %p = add nsw i32 %x, 1
  ret i32 %p
}
; ASSERT UB: call i32 @noundef_ret(i32 2147483647)
; ASSERT EQ: i32 3 = call i32 @noundef_ret(i32 2)

define i32 @noundef_arg_callee(i32 noundef %v) {
  ret i32 0
}

define i32 @noundef_arg(i32 %x) {
  ; passing poison to a noundef parameter is undefined behaviour, even if it is unused
  %p = add nsw i32 %x, 1
  %r = call i32 @noundef_arg_callee(i32 noundef %p)
  ret i32 %r
}
; ASSERT UB: call i32 @noundef_arg(i32 2147483647)
; ASSERT EQ: i32 0 = call i32 @noundef_arg(i32 0)

define i32 @ub_after_effects(ptr %unused) {
  ; undefined behaviour after a store: the whole call is UB
  %a = alloca i32
  store i32 1, ptr %a
  %z = load i32, ptr %a
  %zero = sub i32 %z, 1
  %r = udiv i32 1, %zero
  ret i32 %r
}
; ASSERT UB: call i32 @ub_after_effects(ptr null)
