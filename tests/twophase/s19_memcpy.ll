; Scenario 19: memcpy between overlapping ranges (src != dst) is UB, a negative length is
; UB, and src == dst is allowed.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @overlap() {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  ret i32 0
}

define i32 @negative() {
  %a = alloca [8 x i8]
  %b = alloca [8 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 -1, i1 false)
  ret i32 0
}

define i32 @same() {
  %a = alloca i32
  store i32 4, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %a, i64 4, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}
