/* main returns without joining a thread that does a plain store: observed x is 0 or 1. */
#include <pthread.h>
int x;
void *t(void *a) { x = 1; return 0; }
int main(void) { pthread_t h; pthread_create(&h, 0, t, 0); return 0; }
