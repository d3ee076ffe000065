// expect all: race
// reason: ready
// Message passing where the flag is a plain int: the reader polls it while the writer
// sets it, a data race on the flag (and on the data behind it).
#include <pthread.h>
#include <stdio.h>

int data;
int ready;

void *writer(void *arg) {
    data = 42;
    ready = 1;
    return NULL;
}

void *reader(void *arg) {
    if (ready)
        printf("data=%d\n", data);
    return NULL;
}

int main(void) {
    pthread_t w, r;
    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(w, NULL);
    pthread_join(r, NULL);
    return 0;
}
