; Scenario 7: iptr arithmetic that leaves [0, 2^64) is OOM in fin (never wraps, never UB)
; and exact in inf; xor/and/or never are (an XOR-linked pair runs identically in both).
define i32 @sub_below_zero() {
  %d = sub iptr 0, 1
  %r = trunc iptr %d to i32
  ret i32 %r
}

define i32 @mul_overflow() {
  %m = mul iptr 4294967296, 4294967296
  %is = icmp eq iptr %m, 18446744073709551616
  %r = zext i1 %is to i32
  ret i32 %r
}

define i32 @shl_overflow() {
  %s = shl iptr 1, 64
  %is = icmp eq iptr %s, 18446744073709551616
  %r = zext i1 %is to i32
  ret i32 %r
}

; an XOR "list" of two nodes: the link is a ^ b; from a and the link we get b back
define i32 @xor_list() {
  %a = alloca i32
  %b = alloca i32
  store i32 7, ptr %a
  store i32 42, ptr %b
  %ia = ptrtoint ptr %a to iptr
  %ib = ptrtoint ptr %b to iptr
  %link = xor iptr %ia, %ib
  %back = xor iptr %link, %ia
  %masked = and iptr %back, -1
  %same = or iptr %masked, 0
  %pb = inttoptr iptr %same to ptr
  %v = load i32, ptr %pb
  ret i32 %v
}
