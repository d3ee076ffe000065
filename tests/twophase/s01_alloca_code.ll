; Scenario 1 (digest §9, paper Fig. 9): a dead alloca.  Source of dead-alloca elimination.
define i1 @main() {
  %ptr = alloca i64
  ret i1 true
}
