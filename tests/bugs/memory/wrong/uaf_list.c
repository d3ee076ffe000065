// expect sc,tso,promising: ub
// reason: use after free
/* Freeing a linked list by advancing through the node that was just freed. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 3; i++)
        head = push(head, i);
    int sum = 0;
    for (struct node *n = head; n != NULL; n = n->next) { /* n->next read after free(n) */
        sum += n->value;
        free(n);
    }
    printf("sum=%d\n", sum);
    return 0;
}
