# The Hub relay's end-to-end tests: the built drawbridge, under a draughts edition, between a
# scripted Hub GUI (python3) and the fake Scan below.
add_executable(fake_hub_engine ${CMAKE_CURRENT_LIST_DIR}/../support/fake_hub_engine.cpp)
target_link_libraries(fake_hub_engine PRIVATE rules_draughts)
target_include_directories(fake_hub_engine PRIVATE ${PROJECT_SOURCE_DIR})

find_package(Python3 REQUIRED COMPONENTS Interpreter)
foreach(suite Passthrough Draws BadInput EngineFailure)
  add_test(NAME hub_${suite}
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../e2e/hub_test.py
            --drawbridge $<TARGET_FILE:drawbridge> --fake $<TARGET_FILE:fake_hub_engine> ${suite})
  set_tests_properties(hub_${suite} PROPERTIES TIMEOUT 120)
endforeach()
