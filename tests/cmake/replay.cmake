# The fast replay of adjudicate and scan against a plain one that generates every legal move at
# every ply: the hand-made and generated PGN, the third-party games where present (~10 s), and
# 200,000 random legal games (~35 s idle).
add_executable(replay_vs_plain ${CMAKE_CURRENT_LIST_DIR}/../differential/replay/replay_vs_plain.cpp)
target_link_libraries(replay_vs_plain PRIVATE pgn verdict rules_chess_draw random_games)
add_dependencies(replay_vs_plain test_data)
set(REPLAY_EDITION ${PROJECT_SOURCE_DIR}/configs/rules/fide-2023.toml)
add_test(NAME replay_fast_vs_plain_recorded
  COMMAND replay_vs_plain ${REPLAY_EDITION} 0 0 ${DRAWBRIDGE_RANDOM_DATA}/random.pgn
          ${DRAWBRIDGE_TEST_DATA}/scan/findings.pgn ${DRAWBRIDGE_TEST_DATA}/scan/broken.pgn
          ${DRAWBRIDGE_TEST_DATA}/scan/time_forfeit.pgn ${DRAWBRIDGE_TEST_DATA}/scan/variants.pgn)
set_tests_properties(replay_fast_vs_plain_recorded PROPERTIES TIMEOUT 120 LABELS "replay"
  FIXTURES_REQUIRED random_data)
add_shared_data_test(NAME replay_fast_vs_plain_shared LABELS replay NEEDS games/human.pgn games/tcec.pgn
  COMMAND $<TARGET_FILE:replay_vs_plain> ${REPLAY_EDITION} 0 0 {shared}/games/human.pgn {shared}/games/tcec.pgn)
set_tests_properties(replay_fast_vs_plain_shared PROPERTIES TIMEOUT 120)
add_test(NAME replay_fast_vs_plain_random COMMAND replay_vs_plain ${REPLAY_EDITION} 200000 20261201)
set_tests_properties(replay_fast_vs_plain_random PROPERTIES TIMEOUT 300 LABELS "replay;slow")
