/* A C program on the installed C API: a referee handle, adjudicate, dead, and an error. */
#include <stdio.h>
#include <string.h>

#include <drawbridge.h>

static int check(drawbridge_status status, char* error) {
  if (status == DRAWBRIDGE_OK) return 0;
  printf("error %d: %s\n", (int)status, error ? error : "(none)");
  drawbridge_free(error);
  return 1;
}

int main(void) {
  char *json = NULL, *error = NULL;
  const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
  drawbridge_referee* referee = NULL;
  int ply;
  printf("version %s\n", drawbridge_version());
  if (check(drawbridge_adjudicate("startpos\te2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7", NULL, &json, &error), error))
    return 1;
  printf("adjudicate %s\n", json);
  drawbridge_free(json);
  if (check(drawbridge_dead("8/8/8/4k3/8/8/4K3/4N3 w - - 0 1", 0, &json, &error), error)) return 1;
  printf("dead %s\n", strstr(json, "\"dead\":true") ? "true" : json);
  drawbridge_free(json);
  if (drawbridge_adjudicate("startpos\te2e5", "fide-2023", &json, &error) != DRAWBRIDGE_BAD_INPUT) return 1;
  printf("illegal %s\n", error);
  drawbridge_free(error);
  if (check(drawbridge_referee_new("fide-2023", NULL, &referee, &error), error)) return 1;
  for (ply = 0; ply < 16; ++ply) {
    if (check(drawbridge_referee_play(referee, shuffle[ply % 4], &error), error)) return 1;
  }
  if (check(drawbridge_referee_state(referee, &json, &error), error)) return 1;
  printf("referee %s\n", strstr(json, "fivefold-repetition") ? "fivefold-repetition" : json);
  drawbridge_free(json);
  drawbridge_referee_free(referee);
  return 0;
}
