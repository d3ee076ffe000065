/* exit(n) from deep inside nested calls ends the program with status n. */
#include <stdio.h>
#include <stdlib.h>

int depth;

void dive(int n) {
    depth++;
    if (n == 0) {
        printf("leaving from depth %d\n", depth);
        exit(3);
    }
    dive(n - 1);
    printf("never printed\n");
}

int main(void) {
    printf("start\n");
    dive(5);
    printf("not reached\n");
    return 0;
}
