; Scenario 4 (Vellvm tests/iptr/iptr.ll): ptr -> iptr -> ptr round trip.
; Returns 10 * (load through the round-tripped pointer) + (p == q): 171.
define i32 @main() {
  %p = alloca iptr
  store iptr 17, ptr %p
  %i = ptrtoint ptr %p to iptr
  %q = inttoptr iptr %i to ptr
  %v = load iptr, ptr %q
  %eq = icmp eq ptr %p, %q
  %v32 = trunc iptr %v to i32
  %e32 = zext i1 %eq to i32
  %t = mul i32 %v32, 10
  %r = add i32 %t, %e32
  ret i32 %r
}
