; Scenario 2 (digest §9, paper Fig. 9): a dead alloca whose address is cast to iptr.
define i1 @main() {
  %ptr = alloca i64
  %i = ptrtoint ptr %ptr to iptr
  ret i1 true
}
