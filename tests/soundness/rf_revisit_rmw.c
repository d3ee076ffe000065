/* readsfrom lost an outcome here (helper h52's sweep): a read revisited by a
 * read-modify-write kept a dependency closure computed for a sibling graph.  t3's
 * fetch_add, then t2 reads 2, then t1 stores 1 gives r=2 x=1 (ret 21). */
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
int r;

void *store(void *arg) { atomic_store(&x, 1); return arg; }
void *load(void *arg) { r = atomic_load(&x); return arg; }
void *add(void *arg) { atomic_fetch_add(&x, 2); return arg; }

int main(void) {
    pthread_t t[3];
    pthread_create(&t[0], 0, store, 0);
    pthread_create(&t[1], 0, load, 0);
    pthread_create(&t[2], 0, add, 0);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    return r * 10 + atomic_load(&x);
}
