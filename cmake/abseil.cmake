# Abseil, as the rooms name it (absl::strings, absl::status, ...): each absl::NAME is a target that
# chooses Debian's form by its consumer. An executable (drawbridge, its tests and benchmarks) links
# the static archives: a process then binds no Abseil symbol at start, which was most of
# `drawbridge --help`'s time (bench/README.md, start time). A shared library or a module (the C
# API's libdrawbridge.so, the Python module) links the shared libraries, so that a process that
# loads it beside another user of Abseil holds one copy. No binary may hold both forms:
# tests/repo/one_library_form.py checks every one the build tree holds. Windows builds its own static
# Abseil (cmake/windows.cmake).
add_subdirectory(${CMAKE_CURRENT_LIST_DIR}/abseil ${CMAKE_BINARY_DIR}/abseil)
get_property(drawbridge_abseil_names GLOBAL PROPERTY DRAWBRIDGE_ABSEIL_NAMES)
foreach(name IN LISTS drawbridge_abseil_names)
  add_library(absl::${name} INTERFACE IMPORTED)
  # In a usage requirement, TARGET_PROPERTY without a target is the consumer's: the executable or
  # library being linked, not the static room library between them.
  set_target_properties(absl::${name} PROPERTIES INTERFACE_LINK_LIBRARIES
    "$<IF:$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>,absl_static::${name},absl_shared::${name}>")
endforeach()
