; Address guessing (digest §9 #9, exploration mode): the program guesses that b's block
; follows a's.  The bump allocator makes the guess right (it reads b's 5); the exploration
; mode's other placements make it wrong (UB: the guessed address is unallocated).
declare ptr @malloc(i64)

define i32 @main() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  store i32 5, ptr %b
  %ia = ptrtoint ptr %a to i64
  %ig = add i64 %ia, 8
  %g = inttoptr i64 %ig to ptr
  %v = load i32, ptr %g
  ret i32 %v
}
