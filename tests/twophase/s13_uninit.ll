; Scenario 13: an uninitialised alloca reads undef.  The executable mode picks 0; the
; exploration mode's picks show that x + x may be odd (each use of undef is picked
; separately) while 2 * x may not.
define i32 @value() {
  %p = alloca i32
  %x = load i32, ptr %p
  %v = freeze i32 %x
  ret i32 %v
}

define i32 @sum_parity() {
  %p = alloca i32
  %x = load i32, ptr %p
  %s = add i32 %x, %x
  %odd = and i32 %s, 1
  %v = freeze i32 %odd
  ret i32 %v
}

define i32 @double_parity() {
  %p = alloca i32
  %x = load i32, ptr %p
  %s = mul i32 2, %x
  %odd = and i32 %s, 1
  %v = freeze i32 %odd
  ret i32 %v
}
