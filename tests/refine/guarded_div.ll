; Source: @f divides by @d only when @d is non-zero (C: return d ? 10 / d : 0;).
@d = global i32 0

define i32 @f() {
entry:
  %d = load i32, i32* @d
  %nz = icmp ne i32 %d, 0
  br i1 %nz, label %div, label %done
div:
  %q = sdiv i32 10, %d
  br label %done
done:
  %r = phi i32 [ %q, %div ], [ 0, %entry ]
  ret i32 %r
}

define i32 @main() {
entry:
  %r = call i32 @f()
  ret i32 %r
}
