/* SV-COMP verifier functions: nondeterministic values, assumptions, reach_error. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  _Bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(x > 0);
  if (u == 4294967295u && b && c == -128)
    reach_error();
  return x;
}
