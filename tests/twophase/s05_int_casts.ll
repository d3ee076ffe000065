; Scenario 5: ptrtoint(inttoptr i64 113) = 113 and ptrtoint(inttoptr 0) = 0: no access,
; no UB.  Returns 113 + 1000 * 0.
define i64 @main() {
  %p = inttoptr i64 113 to ptr
  %a = ptrtoint ptr %p to i64
  %n = inttoptr i64 0 to ptr
  %b = ptrtoint ptr %n to i64
  %b1000 = mul i64 %b, 1000
  %r = add i64 %a, %b1000
  ret i64 %r
}
