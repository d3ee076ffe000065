/* Towers of Hanoi: recursion with output at every move, and the pegs as arrays. */
#include <stdio.h>

int pegs[3][8];
int height[3];
int moves;

void move_disc(int from, int to) {
    int disc = pegs[from][--height[from]];
    pegs[to][height[to]++] = disc;
    moves++;
    printf("%d: disc %d %c->%c\n", moves, disc, 'A' + from, 'A' + to);
}

void hanoi(int n, int from, int to, int via) {
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to);
    move_disc(from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    int n = 4;
    for (int d = n; d >= 1; d--)
        pegs[0][height[0]++] = d;
    hanoi(n, 0, 2, 1);
    printf("moves=%d heights=%d,%d,%d top=%d\n", moves, height[0], height[1], height[2],
           pegs[2][height[2] - 1]);
    return 0;
}
