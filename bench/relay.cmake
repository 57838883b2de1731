# Relay benchmarks: drawbridge against a minimal two-thread relay. Run:
#   bench/relay_bench $<TARGET_FILE:drawbridge> bench/minimal_relay tests/fake_engine [PAIRS]
add_executable(minimal_relay ${CMAKE_CURRENT_LIST_DIR}/minimal_relay.cpp)
target_link_libraries(minimal_relay PRIVATE Threads::Threads)
add_executable(relay_bench ${CMAKE_CURRENT_LIST_DIR}/relay_bench.cpp)
add_dependencies(relay_bench drawbridge minimal_relay fake_engine)
