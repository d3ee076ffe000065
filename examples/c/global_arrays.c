/* Global arrays and structs with initialisers, const tables, and zero-filled tails. */
#include <stdio.h>

int primes[10] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
int partial[8] = {1, 2, 3}; /* the rest is zero */
const char *names[] = {"zero", "one", "two", "three"};
char greeting[] = "good morning";
short matrix[2][3] = {{1, -2, 3}, {-4, 5, -6}};
unsigned long long big[3] = {1ULL << 40, 0xdeadbeefULL, 18446744073709551615ULL};
struct entry {
    const char *key;
    int value;
} dict[] = {{"apple", 3}, {"pear", 7}, {"plum", -1}};
int zeroes[5];
static int counter = 100;

int next_counter(void) { return counter++; }

int main(void) {
    int sum = 0;
    for (int i = 0; i < 10; i++)
        sum += primes[i];
    printf("sum of primes = %d\n", sum);
    for (int i = 0; i < 8; i++)
        printf("%d ", partial[i]);
    printf("\n");
    for (int i = 0; i < 4; i++)
        printf("%s%c", names[i], i < 3 ? ',' : '\n');
    greeting[0] = 'G';
    printf("%s (%d chars)\n", greeting, (int)sizeof greeting - 1);
    for (int i = 0; i < 2; i++)
        printf("%d %d %d\n", matrix[i][0], matrix[i][1], matrix[i][2]);
    printf("%llu %llu %llu\n", big[0], big[1], big[2]);
    for (int i = 0; i < 3; i++)
        printf("%s=%d ", dict[i].key, dict[i].value);
    printf("\n");
    int z = 0;
    for (int i = 0; i < 5; i++)
        z |= zeroes[i];
    printf("zeroes ok: %d\n", z == 0);
    next_counter();
    next_counter();
    printf("counter = %d\n", next_counter());
    return 0;
}
