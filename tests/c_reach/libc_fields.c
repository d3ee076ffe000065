/* More of the C library ordinary programs use: strsep (empty fields), asprintf, modf,
 * difftime. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
    char line[] = "name,,age,city";
    char *rest = line, *field;
    int n = 0;
    while ((field = strsep(&rest, ",")) != NULL)
        printf("field %d: '%s'\n", n++, field);
    printf("rest is %s\n", rest ? "set" : "NULL");

    char *msg = NULL;
    int len = asprintf(&msg, "%s has %d fields (%.1f%%)", "line", n, 100.0 * 3 / n);
    printf("%d [%s]\n", len, msg);
    free(msg);

    double whole, frac = modf(-3.75, &whole);
    float fw, ff = modff(2.5f, &fw);
    printf("modf %.2f %.2f %.1f %.1f\n", frac, whole, ff, fw);
    printf("difftime %.1f\n", difftime((time_t)100, (time_t)58));

    return 0;
}
