/* Large zero-initialised static storage (a 1 MiB buffer, a table of 64k counters, a struct
 * with a big array): zero regions, no cells until written.  Mixed-size reads of bytes
 * that were never written, memset and memcpy into the buffers. */
#include <stdio.h>
#include <string.h>

static char buffer[1 << 20];
static unsigned counts[1 << 16];
static struct { long slots[1000]; int used; } table;

int main(void) {
    const char *text = "zero regions";
    memcpy(buffer + 1000, text, strlen(text));
    memset(buffer + 500000, 'z', 3);
    buffer[(1 << 20) - 1] = '!';
    for (const char *p = buffer + 1000; *p; p++)
        counts[(unsigned char)*p]++;
    int word;
    memcpy(&word, buffer + 499999, sizeof word);  /* 0, 'z', 'z', 'z' */
    table.slots[999] = 7;
    table.used = 1;
    printf("%s %u %u %x %c %ld %d %ld\n", buffer + 1000, counts['e'], counts['q'],
           (unsigned)word, buffer[(1 << 20) - 1], table.slots[999] + table.slots[5],
           table.used, (long)sizeof buffer);
    return (int)counts['o'];
}
