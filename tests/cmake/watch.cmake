# `drawbridge watch` (issue 28): end to end on round files written as DGT LiveChess writes them,
# growing files and stdin; every alert, an edition's difference and the faults of real feeds.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME watch_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_test.py
                                $<TARGET_FILE:drawbridge>)
set_tests_properties(watch_e2e PROPERTIES TIMEOUT 120 LABELS "watch")

# `drawbridge watch URL`: a round served over HTTPS by a local server the test starts, with a test
# CA made by the openssl command at test time.
find_program(OPENSSL_COMMAND openssl REQUIRED)
# The stalling server waits out the watch's 10 s: an entry of its own, to run beside the rest.
add_test(NAME watch_url_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_url_test.py
                                    $<TARGET_FILE:drawbridge> ${OPENSSL_COMMAND} UrlFeed ThroughAProxy)
add_test(NAME watch_url_timeout_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_url_test.py
                                            $<TARGET_FILE:drawbridge> ${OPENSSL_COMMAND} SlowServer)
set_tests_properties(watch_url_e2e watch_url_timeout_e2e PROPERTIES TIMEOUT 180 LABELS "watch")
# The connection kept between polls, counted by the server: a few polls 1 s apart, about 20 s.
add_test(NAME watch_keepalive_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_keepalive_test.py
                                          $<TARGET_FILE:drawbridge> ${OPENSSL_COMMAND})
set_tests_properties(watch_keepalive_e2e PROPERTIES TIMEOUT 180 LABELS "watch;slow")

# Broadcasts read the way their servers serve them (issue 40): lichess's round stream, with its
# drops and faults, and a DGT LiveChess Cloud tree, from a local HTTPS server the test starts.
add_test(NAME watch_net_e2e COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/watch_net_test.py
                                    $<TARGET_FILE:drawbridge> ${OPENSSL_COMMAND})
set_tests_properties(watch_net_e2e PROPERTIES TIMEOUT 180 LABELS "watch;slow")
