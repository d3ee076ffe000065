/* Hand-written string functions, char arithmetic, %s and %c. */
#include <stdio.h>

unsigned my_strlen(const char *s) {
    unsigned n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

char *my_strcpy(char *dst, const char *src) {
    char *d = dst;
    while ((*d++ = *src++) != '\0')
        ;
    return dst;
}

char *my_strcat(char *dst, const char *src) {
    my_strcpy(dst + my_strlen(dst), src);
    return dst;
}

int my_strcmp(const char *a, const char *b) {
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

void reverse(char *s) {
    unsigned n = my_strlen(s);
    for (unsigned i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

void upcase(char *s) {
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = *s - 'a' + 'A';
}

void rot13(char *s) {
    for (; *s; s++) {
        if (*s >= 'a' && *s <= 'z')
            *s = 'a' + (*s - 'a' + 13) % 26;
        else if (*s >= 'A' && *s <= 'Z')
            *s = 'A' + (*s - 'A' + 13) % 26;
    }
}

int main(void) {
    char buf[64];
    my_strcpy(buf, "Hello");
    my_strcat(buf, ", ");
    my_strcat(buf, "strings");
    printf("[%s] len=%u\n", buf, my_strlen(buf));
    reverse(buf);
    printf("reversed: %s\n", buf);
    reverse(buf);
    upcase(buf);
    printf("upper: %s\n", buf);
    rot13(buf);
    printf("rot13: %s\n", buf);
    printf("cmp: %d %d %d\n", my_strcmp("abc", "abd") < 0, my_strcmp("abc", "abc"),
           my_strcmp("b", "a") > 0);
    for (char c = 'a'; c <= 'e'; c++)
        printf("%c%c", c, c - 'a' + '0');
    printf("\n");
    printf("[%10s][%-6s][%c]\n", "right", "left", 'x');
    return 0;
}
