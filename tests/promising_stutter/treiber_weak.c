/* A Treiber stack with the idiomatic weak compare-exchange loops (seq_cst): push writes the
 * top it found back into its node's next field at every failure, and under promising a
 * weak compare-exchange may fail spuriously, so a push can store the same value there
 * again and again.  Unless a repeated non-atomic message no view points at is dropped
 * (tests/test_promising_stutter.py), the node's timeline grows with every spin and the
 * exploration never ends.  One thread pops; the other pops, then pushes what it got plus
 * 10; popping frees the node, so a pop that loses the race reads a freed node. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
    int v;
    struct node *next;
};
static _Atomic(struct node *) top;

static void push(int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v;
    n->next = atomic_load(&top);
    while (!atomic_compare_exchange_weak(&top, &n->next, n))
        ;
}

static int pop(void) {
    struct node *n = atomic_load(&top);
    while (n && !atomic_compare_exchange_weak(&top, &n, n->next))
        ;
    if (!n)
        return -1;
    int v = n->v;
    free(n);
    return v;
}

static void *popper(void *arg) {
    (void)arg;
    return (void *)(long)pop();
}

static void *swapper(void *arg) {
    (void)arg;
    push(pop() + 10);
    return NULL;
}

int main(void) {
    push(1);
    push(2);
    pthread_t a, b;
    void *r;
    pthread_create(&a, NULL, popper, NULL);
    pthread_create(&b, NULL, swapper, NULL);
    pthread_join(a, &r);
    pthread_join(b, NULL);
    printf("%ld\n", (long)r);
    return 0;
}
