; Calls: arguments, recursion, mutual recursion, void functions writing through pointers,
; fresh registers and stack frames per activation.

define i64 @fact(i64 %n) {
entry:
  %base = icmp sle i64 %n, 1
  br i1 %base, label %one, label %rec
one:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fact(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}
; ASSERT EQ: i64 1 = call i64 @fact(i64 0)
; ASSERT EQ: i64 3628800 = call i64 @fact(i64 10)
; ASSERT EQ: i64 2432902008176640000 = call i64 @fact(i64 20)
; 21! wraps: 51090942171709440000 mod 2^64
; ASSERT EQ: i64 -4249290049419214848 = call i64 @fact(i64 21)

define i32 @fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i32 %n
rec:
  %n1 = sub i32 %n, 1
  %n2 = sub i32 %n, 2
  %f1 = call i32 @fib(i32 %n1)
  %f2 = call i32 @fib(i32 %n2)
  %r = add i32 %f1, %f2
  ret i32 %r
}
; ASSERT EQ: i32 55 = call i32 @fib(i32 10)
; ASSERT EQ: i32 1 = call i32 @fib(i32 1)

define i1 @is_even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %rec
yes:
  ret i1 true
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_odd(i32 %m)
  ret i1 %r
}

define i1 @is_odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %no, label %rec
no:
  ret i1 false
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_even(i32 %m)
  ret i1 %r
}
; ASSERT EQ: i1 true = call i1 @is_even(i32 10)
; ASSERT EQ: i1 false = call i1 @is_even(i32 7)
; ASSERT EQ: i1 true = call i1 @is_odd(i32 7)
; ASSERT EQ: i1 false = call i1 @is_odd(i32 0)

define i32 @ackermann(i32 %m, i32 %n) {
entry:
  %m0 = icmp eq i32 %m, 0
  br i1 %m0, label %case1, label %test_n
case1:
  %r1 = add i32 %n, 1
  ret i32 %r1
test_n:
  %n0 = icmp eq i32 %n, 0
  %m1 = sub i32 %m, 1
  br i1 %n0, label %case2, label %case3
case2:
  %r2 = call i32 @ackermann(i32 %m1, i32 1)
  ret i32 %r2
case3:
  %n1 = sub i32 %n, 1
  %inner = call i32 @ackermann(i32 %m, i32 %n1)
  %r3 = call i32 @ackermann(i32 %m1, i32 %inner)
  ret i32 %r3
}
; A(2, 3) = 2*3 + 3
; ASSERT EQ: i32 9 = call i32 @ackermann(i32 2, i32 3)
; A(3, 3) = 2^(3+3) - 3
; ASSERT EQ: i32 61 = call i32 @ackermann(i32 3, i32 3)

define i32 @sub3(i32 %a, i32 %b, i32 %c) {
  ; argument order matters
  %t = sub i32 %a, %b
  %r = sub i32 %t, %c
  ret i32 %r
}

define i32 @calls_sub3(i32 %x) {
  %r = call i32 @sub3(i32 100, i32 %x, i32 1)
  %s = tail call i32 @sub3(i32 %r, i32 0, i32 %x)
  ret i32 %s
}
; (100 - 7 - 1) - 0 - 7
; ASSERT EQ: i32 85 = call i32 @calls_sub3(i32 7)

define void @store_twice(ptr %p, i32 %v) {
  %w = mul i32 %v, 2
  store i32 %w, ptr %p
  ret void
}

define i32 @void_call(i32 %v) {
  %cell = alloca i32
  call void @store_twice(ptr %cell, i32 %v)
  %r = load i32, ptr %cell
  ret i32 %r
}
; ASSERT EQ: i32 42 = call i32 @void_call(i32 21)

define i32 @sum_rec(ptr %arr, i32 %n) {
  ; recursive sum of arr[0..n)
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %idx = sext i32 %m to i64
  %p = getelementptr i32, ptr %arr, i64 %idx
  %x = load i32, ptr %p
  %s = call i32 @sum_rec(ptr %arr, i32 %m)
  %r = add i32 %s, %x
  ret i32 %r
}

define i32 @frames(i32 %depth) {
  ; every activation has its own alloca: the callee's store does not clobber the caller's
entry:
  %slot = alloca i32
  store i32 %depth, ptr %slot
  %z = icmp eq i32 %depth, 0
  br i1 %z, label %done, label %rec
rec:
  %d1 = sub i32 %depth, 1
  %below = call i32 @frames(i32 %d1)
  %mine = load i32, ptr %slot
  %r = add i32 %below, %mine
  ret i32 %r
done:
  ret i32 0
}
; 5 + 4 + 3 + 2 + 1
; ASSERT EQ: i32 15 = call i32 @frames(i32 5)

define i32 @sum_array() {
  %a = alloca [5 x i32]
  store i32 1, ptr %a
  %a1 = getelementptr i32, ptr %a, i64 1
  store i32 2, ptr %a1
  %a2 = getelementptr i32, ptr %a, i64 2
  store i32 3, ptr %a2
  %a3 = getelementptr i32, ptr %a, i64 3
  store i32 4, ptr %a3
  %a4 = getelementptr i32, ptr %a, i64 4
  store i32 5, ptr %a4
  %r = call i32 @sum_rec(ptr %a, i32 5)
  ret i32 %r
}
; ASSERT EQ: i32 15 = call i32 @sum_array()

define i32 @deep(i32 %n) {
  ; a deep recursion: the interpreter must not use one Python frame per LLVM frame
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %r = call i32 @deep(i32 %m)
  %s = add i32 %r, 2
  ret i32 %s
}
; ASSERT EQ: i32 20000 = call i32 @deep(i32 10000)

define i32 @call_through_pointer(i32 %x) {
  ; an indirect call through a function pointer chosen at run time
  %neg = icmp slt i32 %x, 0
  %f = select i1 %neg, ptr @fib, ptr @sub_one
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

define i32 @sub_one(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}
; ASSERT EQ: i32 9 = call i32 @call_through_pointer(i32 10)
; fib of a negative number is the number itself
; ASSERT EQ: i32 -3 = call i32 @call_through_pointer(i32 -3)
