/* drawbridge's C API: the FIDE draw laws for C and for FFI (Rust, Go, C#, Java).
 *
 * Every function that can fail returns a drawbridge_status; on failure, when `error` is not
 * NULL, *error is a message (UTF-8, the drawbridge program's own) that the caller frees with
 * drawbridge_free. Answers are JSON texts, one object each, with the fields of the JSON lines
 * of the subcommands (doc/adjudicate.md, doc/dead.md); the caller frees them with
 * drawbridge_free. Editions are named by id (looked up beside the installed library, in
 * <prefix>/share/drawbridge/rules) or by the path of a .toml file. The functions keep no
 * global state but the Syzygy prober's (one set of table folders per process): handles may be
 * used from different threads, one thread per handle at a time; a tablebase handle from any
 * number at once. */
#ifndef DRAWBRIDGE_H
#define DRAWBRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum drawbridge_status {
  DRAWBRIDGE_OK = 0,
  DRAWBRIDGE_BAD_INPUT = 1, /* a bad FEN, an illegal move, an unknown edition, a bad line */
  DRAWBRIDGE_FAILED = 2     /* anything else (out of memory) */
} drawbridge_status;

/* The version of the library, e.g. "0.1.0"; not to be freed. */
const char* drawbridge_version(void);

/* Frees a text the library returned. NULL is allowed. */
void drawbridge_free(char* text);

/* One game, as a line of `drawbridge adjudicate` (START<TAB>UCI MOVES[<TAB>CLAIMS]), judged by
 * `rules` ("fide-2023" when NULL): *json is its output line. A game the laws cannot replay
 * (an illegal move, a bad FEN) is DRAWBRIDGE_BAD_INPUT with the line's `error` as *error. */
drawbridge_status drawbridge_adjudicate(const char* line, const char* rules, char** json, char** error);

/* Whether each side of `fen` can still checkmate, as `drawbridge dead`: *json is its line.
 * `budget` is the search nodes per side (0: the default). */
drawbridge_status drawbridge_dead(const char* fen, uint64_t budget, char** json, char** error);

/* A game refereed move by move. */
typedef struct drawbridge_referee drawbridge_referee;

/* A new game from `fen` (the start position when NULL) under `rules` ("fide-2023" when NULL). */
drawbridge_status drawbridge_referee_new(const char* rules, const char* fen, drawbridge_referee** referee,
                                         char** error);

/* Plays the UCI move `move`; an illegal move, or a move after the end, is DRAWBRIDGE_BAD_INPUT
 * and leaves the game as it was. */
drawbridge_status drawbridge_referee_play(drawbridge_referee* referee, const char* move, char** error);

/* The game so far, as `drawbridge adjudicate` describes it: plies, fen, status, result, end. */
drawbridge_status drawbridge_referee_state(const drawbridge_referee* referee, char** json, char** error);

void drawbridge_referee_free(drawbridge_referee* referee);

/* Syzygy tables (doc/tablebases.md). */
typedef struct drawbridge_tablebase drawbridge_tablebase;

/* The tables in `paths`, folders as engines read SyzygyPath (':' between them, ';' on Windows);
 * `pieces` caps the positions probed (0: the largest table's). A missing folder, one with no
 * tables, other folders while a handle is open, or a build without a prober: BAD_INPUT. */
drawbridge_status drawbridge_tablebase_open(const char* paths, int pieces, drawbridge_tablebase** tables, char** error);

/* The tables' answer for `fen` under `rules` ("fide-2023" when NULL), the side that would lose
 * claiming the fifty-move draw when `claims` is not 0: *json is {"wdl", "dtz", "outcome",
 * "result", "article", "reason"} (python-chess's WDL and DTZ; outcome "win", "draw", "loss" for
 * the side to move or "undecided"), or {"wdl": null} when the tables do not cover it. */
drawbridge_status drawbridge_tablebase_probe(const drawbridge_tablebase* tables, const char* fen, const char* rules,
                                             int claims, char** json, char** error);

void drawbridge_tablebase_free(drawbridge_tablebase* tables);

#ifdef __cplusplus
}
#endif

#endif /* DRAWBRIDGE_H */
