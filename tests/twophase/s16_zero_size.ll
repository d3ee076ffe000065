; Scenario 16: zero-size alloca and malloc succeed; any access through them is UB.
declare ptr @malloc(i64)

define i32 @ok() {
  %a = alloca [0 x i32]
  %m = call ptr @malloc(i64 0)
  ret i32 0
}

define i32 @load_alloca() {
  %a = alloca [0 x i32]
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @store_malloc() {
  %m = call ptr @malloc(i64 0)
  store i8 1, ptr %m
  ret i32 0
}
