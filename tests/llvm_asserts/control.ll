; Control flow: br, switch, phi nodes (parallel assignment, including swaps), loops.

define i32 @sign(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %minus, label %nonneg
minus:
  ret i32 -1
nonneg:
  %zero = icmp eq i32 %x, 0
  br i1 %zero, label %z, label %plus
z:
  ret i32 0
plus:
  ret i32 1
}
; ASSERT EQ: i32 -1 = call i32 @sign(i32 -5)
; ASSERT EQ: i32 0 = call i32 @sign(i32 0)
; ASSERT EQ: i32 1 = call i32 @sign(i32 2147483647)

define i32 @diamond(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %else
then:
  %a = add i32 %x, 10
  br label %join
else:
  %b = mul i32 %x, 10
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
; ASSERT EQ: i32 17 = call i32 @diamond(i1 true, i32 7)
; ASSERT EQ: i32 70 = call i32 @diamond(i1 false, i32 7)

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %one
    i32 -1, label %minus_one
    i32 100, label %one
  ]
zero:
  br label %done
one:
  br label %done
minus_one:
  br label %done
other:
  br label %done
done:
  %r = phi i32 [ 10, %zero ], [ 11, %one ], [ 12, %minus_one ], [ 99, %other ]
  ret i32 %r
}
; ASSERT EQ: i32 10 = call i32 @sw(i32 0)
; ASSERT EQ: i32 11 = call i32 @sw(i32 1)
; ASSERT EQ: i32 11 = call i32 @sw(i32 100)
; ASSERT EQ: i32 12 = call i32 @sw(i32 -1)
; ASSERT EQ: i32 99 = call i32 @sw(i32 2)

define i8 @sw8(i8 %x) {
entry:
  ; case values are compared as bit patterns: i8 255 is the case -1
  switch i8 %x, label %other [
    i8 255, label %hit
  ]
hit:
  ret i8 1
other:
  ret i8 0
}
; ASSERT EQ: i8 1 = call i8 @sw8(i8 -1)
; ASSERT EQ: i8 0 = call i8 @sw8(i8 127)

define i32 @swap_loop(i32 %a, i32 %b, i32 %n) {
  ; (x, y) := (y, x) n times: the phis are a parallel assignment, so this is a swap.
  ; The result is x * 1000 + y.
entry:
  br label %loop
loop:
  %x = phi i32 [ %a, %entry ], [ %y, %loop ]
  %y = phi i32 [ %b, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %hi = mul i32 %x, 1000
  %r = add i32 %hi, %y
  ret i32 %r
}
; the exit happens after the n-th test, with n - 1 swaps done
; ASSERT EQ: i32 1002 = call i32 @swap_loop(i32 1, i32 2, i32 1)
; ASSERT EQ: i32 2001 = call i32 @swap_loop(i32 1, i32 2, i32 2)
; ASSERT EQ: i32 1002 = call i32 @swap_loop(i32 1, i32 2, i32 3)
; ASSERT EQ: i32 2001 = call i32 @swap_loop(i32 1, i32 2, i32 10)

define i32 @rotate3(i32 %n) {
  ; (a, b, c) := (b, c, a), n times, starting from (1, 2, 3); returns a*100 + b*10 + c
entry:
  br label %head
head:
  %a = phi i32 [ 1, %entry ], [ %b, %body ]
  %b = phi i32 [ 2, %entry ], [ %c, %body ]
  %c = phi i32 [ 3, %entry ], [ %a, %body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %i.next = add i32 %i, 1
  br label %head
exit:
  %a100 = mul i32 %a, 100
  %b10 = mul i32 %b, 10
  %s = add i32 %a100, %b10
  %r = add i32 %s, %c
  ret i32 %r
}
; ASSERT EQ: i32 123 = call i32 @rotate3(i32 0)
; ASSERT EQ: i32 231 = call i32 @rotate3(i32 1)
; ASSERT EQ: i32 312 = call i32 @rotate3(i32 2)
; ASSERT EQ: i32 123 = call i32 @rotate3(i32 3)
; ASSERT EQ: i32 231 = call i32 @rotate3(i32 100)

define i64 @fib_iter(i32 %n) {
  ; (a, b) := (b, a + b): the phi for b reads the old a
entry:
  br label %loop
loop:
  %a = phi i64 [ 0, %entry ], [ %b, %loop.body ]
  %b = phi i64 [ 1, %entry ], [ %ab, %loop.body ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop.body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %loop.body, label %exit
loop.body:
  %ab = add i64 %a, %b
  %i.next = add i32 %i, 1
  br label %loop
exit:
  ret i64 %a
}
; ASSERT EQ: i64 0 = call i64 @fib_iter(i32 0)
; ASSERT EQ: i64 55 = call i64 @fib_iter(i32 10)
; ASSERT EQ: i64 12586269025 = call i64 @fib_iter(i32 50)
; fib(93) is the largest that fits in an unsigned i64; as a signed i64 it is negative
; ASSERT EQ: i64 -6246583658587674878 = call i64 @fib_iter(i32 93)

define i32 @sum_to(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %i
  %i.next = add i32 %i, 1
  %done = icmp sgt i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}
; ASSERT EQ: i32 5050 = call i32 @sum_to(i32 100)
; ASSERT EQ: i32 1 = call i32 @sum_to(i32 1)

define i32 @nested(i32 %n, i32 %m) {
  ; the number of pairs (i, j) with 0 <= j <= i < n and j < m
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %count = phi i32 [ 0, %entry ], [ %count.inner, %outer.latch ]
  %o.more = icmp slt i32 %i, %n
  br i1 %o.more, label %inner, label %exit
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.body ]
  %c = phi i32 [ %count, %outer ], [ %c.next, %inner.body ]
  %in.i = icmp sle i32 %j, %i
  %in.m = icmp slt i32 %j, %m
  %in = and i1 %in.i, %in.m
  br i1 %in, label %inner.body, label %outer.latch
inner.body:
  %c.next = add i32 %c, 1
  %j.next = add i32 %j, 1
  br label %inner
outer.latch:
  %count.inner = phi i32 [ %c, %inner ]
  %i.next = add i32 %i, 1
  br label %outer
exit:
  ret i32 %count
}
; n = 4, no m limit: 1 + 2 + 3 + 4
; ASSERT EQ: i32 10 = call i32 @nested(i32 4, i32 100)
; n = 4, m = 2: 1 + 2 + 2 + 2
; ASSERT EQ: i32 7 = call i32 @nested(i32 4, i32 2)

define i32 @collatz_steps(i64 %x) {
entry:
  br label %loop
loop:
  %v = phi i64 [ %x, %entry ], [ %v.next, %step ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %step ]
  %one = icmp eq i64 %v, 1
  br i1 %one, label %exit, label %step.choose
step.choose:
  %bit = and i64 %v, 1
  %odd = icmp ne i64 %bit, 0
  br i1 %odd, label %odd.case, label %even.case
odd.case:
  %t = mul i64 %v, 3
  %o = add i64 %t, 1
  br label %step
even.case:
  %e = lshr i64 %v, 1
  br label %step
step:
  %v.next = phi i64 [ %o, %odd.case ], [ %e, %even.case ]
  %k.next = add i32 %k, 1
  br label %loop
exit:
  ret i32 %k
}
; ASSERT EQ: i32 111 = call i32 @collatz_steps(i64 27)
; ASSERT EQ: i32 0 = call i32 @collatz_steps(i64 1)

define i32 @phi_same_pred_twice(i1 %c) {
  ; a conditional branch whose two targets are the same block: one phi entry per edge
entry:
  br i1 %c, label %next, label %next
next:
  %r = phi i32 [ 5, %entry ], [ 5, %entry ]
  ret i32 %r
}
; ASSERT EQ: i32 5 = call i32 @phi_same_pred_twice(i1 true)
