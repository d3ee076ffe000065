// expect sc,tso,promising: ub
// reason: null pointer
/* A lookup that fails returns NULL, and the caller dereferences it unchecked. */
#include <stdio.h>
#include <string.h>

struct entry {
    const char *name;
    int value;
};

static struct entry table[] = {{"alpha", 1}, {"beta", 2}, {"gamma", 3}};

__attribute__((noinline)) static struct entry *lookup(const char *name) {
    for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return NULL;
}

int main(void) {
    printf("beta=%d\n", lookup("beta")->value);
    printf("delta=%d\n", lookup("delta")->value); /* NULL->value */
    return 0;
}
