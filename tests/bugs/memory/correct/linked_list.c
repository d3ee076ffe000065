// expect all: none
/* A linked list built, summed and freed (keeping the next pointer before each free). */
#include <assert.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

int main(void) {
    struct node *head = NULL;
    for (int i = 1; i <= 4; i++) {
        struct node *n = malloc(sizeof *n);
        n->value = i;
        n->next = head;
        head = n;
    }
    int sum = 0;
    for (struct node *n = head; n != NULL; n = n->next)
        sum += n->value;
    while (head != NULL) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    assert(sum == 10);
    return 0;
}
