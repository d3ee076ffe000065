/* Aggregate globals observed whole: an array, a structure holding an array of typedef'd
   structures and an array, a two-dimensional constant array, a union. */
typedef struct { int lo; long hi; } pair;
struct S { int a; char c; pair p[2]; int arr[3]; } s = {1, 'x', {{2, 3}, {4, 5}}, {6, 7, 8}};
int v[3] = {1, 2, 3};
const int cv[2][2] = {{1, 2}, {3, 4}};
union U { int i; char c; } u = {65};

int main(void) {
    v[1] = 5;
    s.arr[2] = 9;
    s.p[1].hi = -1;
    return cv[1][0];
}
