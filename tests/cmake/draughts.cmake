# Draughts: `drawbridge perft` on both games. The cases that read the shared draughts data run in
# unit/shared-data (tests/CMakeLists.txt).
function(draughts_perft_test name expected)
  add_test(NAME draughts_perft_${name} COMMAND drawbridge perft ${ARGN})
  set_tests_properties(draughts_perft_${name} PROPERTIES TIMEOUT 60 LABELS draughts PASS_REGULAR_EXPRESSION "${expected}")
endfunction()
draughts_perft_test(fmjd_start "nodes 27117\n" --rules draughts-fmjd 5)
draughts_perft_test(russian_start "nodes 37986\n" --rules draughts-russian 6)
draughts_perft_test(divide "41x23x12x26: 1\n41x14x3x26: 1\nnodes 2\n"
  --rules draughts-fmjd --divide --fen W:WK41:B9,18,21,28 1)
draughts_perft_test(bad_fen "drawbridge perft: bad FEN 'W:W51:B1'" --rules draughts-fmjd --fen W:W51:B1 1)
draughts_perft_test(bad_rules "unknown edition 'draughts-english' \\(editions: draughts-fmjd, " --rules draughts-english 1)
draughts_perft_test(chess_edition "nodes 8902\n" --rules fide-2023 3)
draughts_perft_test(edition_file "nodes 37986\n" --rules ${PROJECT_SOURCE_DIR}/configs/rules/draughts-russian.toml 6)
draughts_perft_test(ministry_100 "nodes 27117\n" --rules draughts-ministry-100 5)
draughts_perft_test(no_chess960 "--chess960 is for chess" --rules draughts-russian --chess960 1)
