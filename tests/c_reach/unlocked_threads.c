/* Two threads print the rows of a multiplication table with putchar_unlocked, one after
 * the other (each is joined before the next starts); then two threads print a marker each
 * at the same time.  glibc's inline putchar_unlocked reads stdout's FILE fields (its
 * buffer pointers) and calls __overflow: both threads only read those fields, so there is
 * no data race, and the markers come in either order. */
#include <pthread.h>
#include <stdio.h>

static void put_int(int n, int width) {
    char digits[12];
    int k = 0;
    do
        digits[k++] = (char)('0' + n % 10);
    while (n /= 10);
    for (int pad = width - k; pad > 0; pad--)
        putchar_unlocked(' ');
    while (k > 0)
        putchar_unlocked(digits[--k]);
}

static void *row(void *arg) {
    int i = (int)(long)arg;
    put_int(i, 1);
    putchar_unlocked(':');
    for (int j = 1; j <= 3; j++)
        put_int(i * j, 3);
    putchar_unlocked('\n');
    return NULL;
}

static void *marker(void *arg) {
    putchar_unlocked((int)(long)arg);
    return NULL;
}

int main(void) {
    pthread_t t;
    for (long i = 2; i <= 3; i++) {
        pthread_create(&t, NULL, row, (void *)i);
        pthread_join(t, NULL);
    }
    pthread_t a, b;
    pthread_create(&a, NULL, marker, (void *)(long)'+');
    pthread_create(&b, NULL, marker, (void *)(long)'-');
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    putchar_unlocked('\n');
    return 0;
}
