; Scenario 1 (digest §9, paper Fig. 9): the dead alloca removed.
define i1 @main() {
  ret i1 true
}
