/* A singly linked list on malloc/free: push, append, reverse, remove, sum. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        exit(1);
    n->value = v;
    n->next = head;
    return n;
}

struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head != NULL) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

struct node *remove_value(struct node *head, int v) {
    struct node **link = &head;
    while (*link != NULL) {
        if ((*link)->value == v) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
        } else {
            link = &(*link)->next;
        }
    }
    return head;
}

void print_list(const struct node *n) {
    printf("[");
    for (; n != NULL; n = n->next)
        printf("%d%s", n->value, n->next ? ", " : "");
    printf("]\n");
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 10; i++)
        list = push(list, i * i % 7);
    print_list(list);
    list = reverse(list);
    print_list(list);
    list = remove_value(list, 2);
    print_list(list);
    int sum = 0, count = 0;
    for (struct node *n = list; n; n = n->next) {
        sum += n->value;
        count++;
    }
    printf("count=%d sum=%d\n", count, sum);
    while (list != NULL) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
