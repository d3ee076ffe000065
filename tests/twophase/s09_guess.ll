; Scenario 9: an integer turned back into a pointer has the wildcard provenance: the
; round trip of b's address reads b; an address nobody allocated is UB.
define i32 @guessed() {
  %a = alloca i32
  %b = alloca i32
  store i32 5, ptr %b
  %i = ptrtoint ptr %b to i64
  %q = inttoptr i64 %i to ptr
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @unallocated() {
  %b = alloca i32
  %i = ptrtoint ptr %b to i64
  %far = add i64 %i, 1000000
  %q = inttoptr i64 %far to ptr
  %v = load i32, ptr %q
  ret i32 %v
}
