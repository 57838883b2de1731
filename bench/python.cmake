# `ninja bench_python`: the Python module against the CLI (adjudicate), and Dask with 1 and 2
# workers, on the third-party games (DRAWBRIDGE_SHARED_DATA; bench/python_vs_cli.py; not run by ctest).
if(DRAWBRIDGE_PYTHON)
  add_custom_target(bench_python
    COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${PROJECT_BINARY_DIR}/python
      ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/python_vs_cli.py
      --drawbridge $<TARGET_FILE:drawbridge> --pgn-to-tsv $<TARGET_FILE:pgn_to_tsv>
      --games-dir ${DRAWBRIDGE_SHARED_DATA}/games
    DEPENDS drawbridge pgn_to_tsv python_package
    USES_TERMINAL
    COMMENT "python: the module against the CLI, Dask 1 and 2 workers")
endif()
