/* Two threads push a node each on a lock-free (Treiber) stack through a noinline push;
 * main joins and reads the stack from the top: 12 (node 1 on top) or 21. */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
struct node { int v; struct node *next; };
_Atomic(struct node *) top;
struct node nodes[2];
__attribute__((noinline)) void push(struct node *n) {
    struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
    do
        n->next = old;
    while (!atomic_compare_exchange_strong_explicit(&top, &old, n, memory_order_release,
                                                    memory_order_relaxed));
}
void *t(void *a) { push(&nodes[(long)a]); return 0; }
int main(void) {
    pthread_t a, b;
    nodes[0].v = 1;
    nodes[1].v = 2;
    pthread_create(&a, 0, t, (void *)0);
    pthread_create(&b, 0, t, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    struct node *first = atomic_load_explicit(&top, memory_order_relaxed);
    struct node *second = first->next;
    if (second->next != NULL)
        return -1;
    return first->v * 10 + second->v;
}
