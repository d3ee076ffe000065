// expect all: none
/* A histogram in a calloc'd array: every bucket starts at zero. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
    const int data[] = {1, 3, 3, 0, 2, 3};
    int *count = calloc(4, sizeof *count);
    for (unsigned i = 0; i < sizeof data / sizeof data[0]; i++)
        count[data[i]]++;
    assert(count[0] == 1 && count[1] == 1 && count[2] == 1 && count[3] == 3);
    free(count);
    free(NULL); /* allowed */
    return 0;
}
