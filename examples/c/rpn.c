/* A reverse-Polish calculator: a stack in an array, a tokenizer and a switch on chars. */
#include <stdio.h>

struct machine {
    long stack[16];
    int sp;
    int errors;
};

void push(struct machine *m, long v) {
    if (m->sp < 16)
        m->stack[m->sp++] = v;
    else
        m->errors++;
}

long pop(struct machine *m) {
    if (m->sp > 0)
        return m->stack[--m->sp];
    m->errors++;
    return 0;
}

long eval(const char *prog, int *errors) {
    struct machine m;
    m.sp = 0;
    m.errors = 0;
    for (const char *p = prog; *p; p++) {
        if (*p >= '0' && *p <= '9') {
            long v = 0;
            while (*p >= '0' && *p <= '9')
                v = v * 10 + (*p++ - '0');
            p--;
            push(&m, v);
            continue;
        }
        long b, a;
        switch (*p) {
        case ' ':
            break;
        case '+': b = pop(&m); a = pop(&m); push(&m, a + b); break;
        case '-': b = pop(&m); a = pop(&m); push(&m, a - b); break;
        case '*': b = pop(&m); a = pop(&m); push(&m, a * b); break;
        case '/':
            b = pop(&m);
            a = pop(&m);
            if (b == 0) {
                m.errors++;
                push(&m, 0);
            } else {
                push(&m, a / b);
            }
            break;
        case 'd': a = pop(&m); push(&m, a); push(&m, a); break;
        case 's': b = pop(&m); a = pop(&m); push(&m, b); push(&m, a); break;
        default:
            m.errors++;
        }
    }
    *errors = m.errors + (m.sp != 1);
    return m.sp > 0 ? m.stack[m.sp - 1] : 0;
}

int main(void) {
    const char *programs[] = {"3 4 + 2 *", "10 3 - 7 s /", "5 d * d *", "1 0 /", "2 x 3", "12 34"};
    for (int i = 0; i < 6; i++) {
        int errors;
        long v = eval(programs[i], &errors);
        printf("%-14s => %ld (errors %d)\n", programs[i], v, errors);
    }
    return 0;
}
