/* Treiber stack (issue 20): N threads; thread i pushes the value i+1, then pops once and
 * records what it popped (0: the stack was empty).  Nodes are static (one per thread);
 * push and pop are compare-and-swap loops on the top pointer (seq_cst).  main joins the
 * threads and prints the popped values and what is left on the stack.  Nodes are never
 * reused, so there is no ABA problem. */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifndef N
#define N 3
#endif

struct node {
    int value;
    struct node *next;
};

struct node nodes[N];
_Atomic(struct node *) top;
int popped[N];

static void push(struct node *n) {
    struct node *old = atomic_load(&top);
    do
        n->next = old;
    while (!atomic_compare_exchange_strong(&top, &old, n));
}

static int pop(void) {
    struct node *old = atomic_load(&top);
    while (old != NULL && !atomic_compare_exchange_strong(&top, &old, old->next))
        ;
    return old == NULL ? 0 : old->value;
}

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    nodes[i].value = i + 1;
    push(&nodes[i]);
    popped[i] = pop();
    return NULL;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < N; i++)
        printf("%d ", popped[i]);
    printf("| left:");
    for (struct node *n = atomic_load(&top); n != NULL; n = n->next)
        printf(" %d", n->value);
    printf("\n");
    return 0;
}
