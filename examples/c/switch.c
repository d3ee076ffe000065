/* switch statements: dense cases, sparse cases, fall-through and default. */
#include <stdio.h>

const char *day_name(int d) {
    switch (d) {
    case 0: return "sun";
    case 1: return "mon";
    case 2: return "tue";
    case 3: return "wed";
    case 4: return "thu";
    case 5: return "fri";
    case 6: return "sat";
    default: return "???";
    }
}

int sparse(int x) {
    switch (x) {
    case -1000: return 1;
    case 7: return 2;
    case 4096: return 3;
    case 123456: return 4;
    default: return 0;
    }
}

int fallthrough(int x) {
    int acc = 0;
    switch (x) {
    case 3:
        acc += 100;
        /* fall through */
    case 2:
        acc += 10;
        /* fall through */
    case 1:
        acc += 1;
        break;
    case 9:
        acc = -9;
        break;
    default:
        acc = -1;
    }
    return acc;
}

int classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
        return 'V';
    case ' ':
        return '_';
    default:
        if (c >= 'a' && c <= 'z')
            return 'c';
        return '?';
    }
}

int main(void) {
    for (int d = -1; d <= 7; d++)
        printf("%s ", day_name(d));
    printf("\n");
    int probes[] = {-1000, 7, 8, 4096, 123456, 0};
    for (int i = 0; i < 6; i++)
        printf("sparse(%d)=%d\n", probes[i], sparse(probes[i]));
    for (int x = 0; x <= 4; x++)
        printf("fallthrough(%d)=%d\n", x, fallthrough(x));
    printf("fallthrough(9)=%d\n", fallthrough(9));
    for (const char *p = "switch it up!"; *p; p++)
        putchar(classify(*p));
    putchar('\n');
    return 0;
}
