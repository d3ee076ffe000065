// expect all: none
// The configuration is written before the worker is created and its result read after
// the join: thread creation and join order every access.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct job {
    int input;
    int output;
};

void *square(void *arg) {
    struct job *j = arg;
    j->output = j->input * j->input;
    return NULL;
}

int main(void) {
    struct job *j = malloc(sizeof *j);
    j->input = 6;
    pthread_t t;
    pthread_create(&t, NULL, square, j);
    pthread_join(t, NULL);
    assert(j->output == 36);
    free(j);
    return 0;
}
