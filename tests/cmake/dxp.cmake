# The DXP referee's end-to-end tests: the built `drawbridge dxp` between two scripted engines
# (python3) on loopback TCP.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
foreach(suite Referee Faults)
  add_test(NAME dxp_${suite}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/dxp_test.py --drawbridge $<TARGET_FILE:drawbridge>
            ${suite})
  set_tests_properties(dxp_${suite} PROPERTIES TIMEOUT 120)
endforeach()

# Scan 3.1 as a real peer, built once per build tree outside the source tree from the shared
# peers' sources (tests/support/build_scan.py); the tests that play it need that fixture.
set(SCAN_BUILT ${CMAKE_BINARY_DIR}/peers/scan)
set(SCAN_SOURCES ../peers/scan/src/Makefile)
add_shared_data_test(NAME scan_build NEEDS ${SCAN_SOURCES}
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../support/build_scan.py {shared}/../peers/scan ${SCAN_BUILT}
  LABELS slow)
set_tests_properties(scan_build PROPERTIES TIMEOUT 900 FIXTURES_SETUP scan_engine)
# scan_peer_Dxp: two Scans, and a Scan following this test's games set up from endings of kings.
set(SCAN_PEER_Dxp Dxp DxpFromPositions)
set(SCAN_PEER_Hub Hub)
foreach(suite Dxp Hub)
  string(TOLOWER ${suite} room)
  add_shared_data_test(NAME scan_peer_${suite} NEEDS ${SCAN_SOURCES}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/scan_peer_test.py
            --drawbridge $<TARGET_FILE:drawbridge> --scan ${SCAN_BUILT} ${SCAN_PEER_${suite}}
    LABELS slow ${room})
  set_tests_properties(scan_peer_${suite} PROPERTIES TIMEOUT 1200 FIXTURES_REQUIRED scan_engine)
endforeach()
