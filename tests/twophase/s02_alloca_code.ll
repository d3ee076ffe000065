; Scenario 2: ptoi_code with the dead cast removed (only the dead alloca is left).
define i1 @main() {
  %ptr = alloca i64
  ret i1 true
}
