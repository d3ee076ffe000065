/* Records with names sorted by strcmp (insertion sort), copied with strcpy and memcpy. */
#include <stdio.h>
#include <string.h>

struct person { char name[12]; int age; double score; };

int main(void) {
  const char *names[] = {"mallory", "alice", "trent", "bob", "eve", "carol"};
  struct person people[6], sorted[6];
  for (int i = 0; i < 6; i++) {
    strcpy(people[i].name, names[i]);
    people[i].age = 20 + 7 * i % 13;
    people[i].score = 1.0 / (i + 2) + people[i].age;
  }
  memcpy(sorted, people, sizeof people);
  for (int i = 1; i < 6; i++) {
    struct person key = sorted[i];
    int j = i - 1;
    while (j >= 0 && strcmp(sorted[j].name, key.name) > 0) {
      sorted[j + 1] = sorted[j];
      j--;
    }
    sorted[j + 1] = key;
  }
  for (int i = 0; i < 6; i++)
    printf("%-8s %3d %8.4f\n", sorted[i].name, sorted[i].age, sorted[i].score);
  return strcmp(sorted[0].name, "alice") == 0;
}
