# `ninja bench_python`: the Python module against the CLI (adjudicate, threads, Referee.play), and
# `ninja bench_dask`: drawbridge.dask.scan on a cluster of 1 and 2 workers against the CLI, on a 1 GB
# archive made of the third-party games (DRAWBRIDGE_SHARED_DATA; bench/python_vs_cli.py and
# bench/dask_vs_cli.py; not run by ctest).
if(DRAWBRIDGE_PYTHON)
  add_custom_target(bench_python
    COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${PROJECT_BINARY_DIR}/python
      ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/python_vs_cli.py
      --drawbridge $<TARGET_FILE:drawbridge> --pgn-to-tsv $<TARGET_FILE:pgn_to_tsv>
      --games-dir ${DRAWBRIDGE_SHARED_DATA}/games
    DEPENDS drawbridge pgn_to_tsv python_package
    USES_TERMINAL
    COMMENT "python: the module against the CLI")
  add_custom_target(bench_dask
    COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${PROJECT_BINARY_DIR}/python
      ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/dask_vs_cli.py
      --drawbridge $<TARGET_FILE:drawbridge> --games-dir ${DRAWBRIDGE_SHARED_DATA}/games
    DEPENDS drawbridge python_package
    USES_TERMINAL
    COMMENT "python: drawbridge.dask.scan with 1 and 2 workers against the CLI")
endif()
