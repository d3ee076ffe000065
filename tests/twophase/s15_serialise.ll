; Scenario 15: a same-type load returns the stored under-defined value itself (store undef,
; load: two uses are independent undefs); a load at another type reassembles bytes
; (little-endian).
define i32 @same_type() {
  %p = alloca i32
  store i32 undef, ptr %p
  %v = load i32, ptr %p
  %ne = icmp ne i32 %v, %v
  %f = freeze i1 %ne
  %r = zext i1 %f to i32
  ret i32 %r
}

define i32 @low_half() {
  %p = alloca i64
  store i64 1234605616436508552, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @high_half() {
  %p = alloca i64
  store i64 1234605616436508552, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  %v = load i32, ptr %q
  ret i32 %v
}
