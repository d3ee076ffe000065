; Scenario 14 (paper Fig. 8): entangled bytes.  x and y are chosen by undef conditions; the
; i32 load reads both stores' bytes, entangled per store: little-endian, z is one of
; 0x00000000, 0x00001234, 0x56780000, 0x56781234 (never a mix such as 0x00005634).
define i32 @main() {
  %ptr = alloca i32
  %x = select i1 undef, i16 4660, i16 0
  %y = select i1 undef, i16 22136, i16 0
  store i16 %x, ptr %ptr
  %i = ptrtoint ptr %ptr to iptr
  %i2 = add iptr %i, 2
  %ptr2 = inttoptr iptr %i2 to ptr
  store i16 %y, ptr %ptr2
  %z = load i32, ptr %ptr
  %v = freeze i32 %z
  ret i32 %v
}
