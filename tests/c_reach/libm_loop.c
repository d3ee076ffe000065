/* A loop calling the C library's math routines, answered at once by the interpreter
 * (sin, and llvm.fmuladd for s + x * x at -O1): 2,000 calls each must not nest Python
 * frames (DESIGN §2.1, stack safety; 200 of them used to exceed the recursion limit). */
#include <math.h>
#include <stdio.h>

int main(void) {
    double s = 0, q = 0;
    for (int i = 1; i <= 2000; i++) {
        double x = i * 0.003;
        s += sin(x);
        q += x * x;
    }
    printf("%.9f %.9f\n", s, q);
    return 0;
}
