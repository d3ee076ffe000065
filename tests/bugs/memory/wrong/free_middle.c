// expect sc,tso,promising: ub
// reason: invalid free
// reason: not the start of the block
/* Trimming leading blanks by advancing the pointer, then freeing the advanced pointer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *line = malloc(16);
    strcpy(line, "  hello");
    char *word = line;
    while (*word == ' ')
        word++;
    printf("[%s]\n", word);
    free(word); /* not the pointer malloc returned */
    return 0;
}
