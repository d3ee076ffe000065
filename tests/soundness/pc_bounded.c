/* A producer puts 3 items into a 2-slot ring buffer guarded by a mutex and two condition
 * variables; the consumer takes them in order and adds them up (sum 1+2+3 = 6, always).
 * peak, the most items the producer ever saw in the buffer, is 1 or 2. */
#include <pthread.h>
#define N 2
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
int buf[N], head, count, peak, sum;
void *producer(void *a) {
    for (int i = 1; i <= 3; i++) {
        pthread_mutex_lock(&m);
        while (count == N)
            pthread_cond_wait(&not_full, &m);
        buf[(head + count) % N] = i;
        if (++count > peak)
            peak = count;
        pthread_cond_signal(&not_empty);
        pthread_mutex_unlock(&m);
    }
    return 0;
}
void *consumer(void *a) {
    for (int i = 0; i < 3; i++) {
        pthread_mutex_lock(&m);
        while (count == 0)
            pthread_cond_wait(&not_empty, &m);
        sum = sum * 10 + buf[head];
        head = (head + 1) % N;
        count--;
        pthread_cond_signal(&not_full);
        pthread_mutex_unlock(&m);
    }
    return 0;
}
int main(void) {
    pthread_t p, c;
    pthread_create(&c, 0, consumer, 0);
    pthread_create(&p, 0, producer, 0);
    pthread_join(p, 0);
    pthread_join(c, 0);
    return sum;
}
