; Scenario 11: free of an interior pointer, double free, free of an alloca, load after
; free: all UB; a correct malloc/free is fine.
declare ptr @malloc(i64)
declare void @free(ptr)

define i32 @ok() {
  %p = call ptr @malloc(i64 8)
  store i32 3, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %p)
  call void @free(ptr null)
  ret i32 %v
}

define i32 @interior() {
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 1
  call void @free(ptr %q)
  ret i32 0
}

define i32 @double() {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret i32 0
}

define i32 @stack() {
  %p = alloca i32
  call void @free(ptr %p)
  ret i32 0
}

define i32 @after() {
  %p = call ptr @malloc(i64 8)
  store i32 3, ptr %p
  call void @free(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
