/* Michael–Scott queue (issue 20): N threads; thread i enqueues the value i+1, then
 * dequeues once and records what it got (0: the queue was empty).  Nodes are static (a
 * dummy and one per thread); head, tail and next pointers are seq_cst atomics, updated by
 * compare-and-swap with the helping step on a lagging tail.  main joins the threads and
 * prints the dequeued values and what is left in the queue. */
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
    _Atomic(struct node *) next;
};

struct node nodes[N + 1];  /* nodes[N] is the initial dummy */
_Atomic(struct node *) head, tail;
int got[N];

static void enqueue(struct node *n) {
    atomic_store(&n->next, NULL);
    for (;;) {
        struct node *last = atomic_load(&tail);
        struct node *next = atomic_load(&last->next);
        if (last != atomic_load(&tail))
            continue;
        if (next == NULL) {
            if (atomic_compare_exchange_strong(&last->next, &next, n)) {
                atomic_compare_exchange_strong(&tail, &last, n);
                return;
            }
        } else {
            atomic_compare_exchange_strong(&tail, &last, next);
        }
    }
}

static int dequeue(void) {
    for (;;) {
        struct node *first = atomic_load(&head);
        struct node *last = atomic_load(&tail);
        struct node *next = atomic_load(&first->next);
        if (first != atomic_load(&head))
            continue;
        if (first == last) {
            if (next == NULL)
                return 0;
            atomic_compare_exchange_strong(&tail, &last, next);
        } else {
            int value = next->value;
            if (atomic_compare_exchange_strong(&head, &first, next))
                return value;
        }
    }
}

void *worker(void *arg) {
    int i = (int)(intptr_t)arg;
    nodes[i].value = i + 1;
    enqueue(&nodes[i]);
    got[i] = dequeue();
    return NULL;
}

int main(void) {
    pthread_t t[N];
    atomic_store(&head, &nodes[N]);
    atomic_store(&tail, &nodes[N]);
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < N; i++)
        printf("%d ", got[i]);
    printf("| left:");
    for (struct node *n = atomic_load(&atomic_load(&head)->next); n != NULL;
         n = atomic_load(&n->next))
        printf(" %d", n->value);
    printf("\n");
    return 0;
}
