/* char is signed on x86-64: bytes above 127 are negative; char arithmetic. */
#include <stdio.h>

char bytes[] = {'A', 'z', (char)0x7f, (char)0x80, (char)0xff, (char)200, 0};

int main(void) {
    for (int i = 0; bytes[i] != 0; i++) {
        char c = bytes[i];
        unsigned char u = (unsigned char)c;
        printf("byte %d: signed=%d unsigned=%u negative=%d\n", i, c, u, c < 0);
    }
    char c = 'a';
    c += 25;
    printf("%c %d\n", c, c);
    char digits[11];
    for (int i = 0; i < 10; i++)
        digits[i] = (char)('0' + (9 - i));
    digits[10] = '\0';
    printf("%s\n", digits);
    int value = 0;
    for (const char *p = "40213"; *p; p++)
        value = value * 10 + (*p - '0');
    printf("parsed %d\n", value);
    char sum = 0;
    for (int i = 0; i < 5; i++)
        sum = (char)(sum + 100);
    printf("sum wraps to %d\n", sum);
    printf("sizeof(char)=%d '%c'+1='%c'\n", (int)sizeof(char), 'x', 'x' + 1);
    return 0;
}
