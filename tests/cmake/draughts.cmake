# Draughts: the shared data folder the shared-data unit cases read (absent: they skip), and
# `drawbridge perft` on both games.
cmake_path(GET PROJECT_SOURCE_DIR PARENT_PATH beside_the_clone)
if(DEFINED ENV{DRAWBRIDGE_SHARED})
  set(shared_default $ENV{DRAWBRIDGE_SHARED})
else()
  set(shared_default ${beside_the_clone}/shared)
endif()
set(DRAWBRIDGE_SHARED_DATA ${shared_default} CACHE PATH
  "The shared facts folder beside the clone; the shared-data tests skip when it is absent")
# On the one source that reads it, so that the other unit sources' compile lines stay the same.
set_source_files_properties(unit/draughts/draughts_shared_data_test.cpp
  PROPERTIES COMPILE_DEFINITIONS DRAWBRIDGE_SHARED_DATA="${DRAWBRIDGE_SHARED_DATA}")

function(draughts_perft_test name expected)
  add_test(NAME draughts_perft_${name} COMMAND drawbridge perft ${ARGN})
  set_tests_properties(draughts_perft_${name} PROPERTIES TIMEOUT 60 LABELS draughts PASS_REGULAR_EXPRESSION "${expected}")
endfunction()
draughts_perft_test(fmjd_start "nodes 27117\n" --rules draughts-fmjd 5)
draughts_perft_test(russian_start "nodes 37986\n" --rules draughts-russian 6)
draughts_perft_test(divide "41x23x12x26: 1\n41x14x3x26: 1\nnodes 2\n"
  --rules draughts-fmjd --divide --fen W:WK41:B9,18,21,28 1)
draughts_perft_test(bad_fen "drawbridge perft: bad FEN 'W:W51:B1'" --rules draughts-fmjd --fen W:W51:B1 1)
draughts_perft_test(bad_rules "is no draughts game" --rules draughts-english 1)
draughts_perft_test(no_chess960 "--chess960 is for chess" --rules draughts-russian --chess960 1)
