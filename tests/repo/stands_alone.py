"""The repository stands alone: every data file a test or benchmark names is in tests/data
(plain or zstd-compressed), or is one of the third-party files kept outside the repository
(tests/data/README.md, "Outside the repository"). Those are read only by tests that carry the
ctest label `shared-data` and are Skipped where the data is absent:

- only the documentation (*.md and the man page made from it), cmake/test_data.cmake (the
  default folder), tests/support/shared_data.py (its message) and .ci/run (which checks that CI
  has the data) name the folder beside the clone;
- a CMake command of the tests that names a third-party file is add_shared_data_test
  (cmake/test_data.cmake) and lists the file in its NEEDS (the benchmarks, which ctest does not
  run, stop with the file named);
- a C++ source that names one finds it through tests/support/shared_data.h, or names it in a
  case of the doctest suite "shared-data" (skipped unless ctest's unit/shared-data runs it);
- given the build tree, every ctest entry whose command names the data's folder or a
  third-party file runs through tests/support/shared_data.py, with the label `shared-data` and
  SKIP_RETURN_CODE 77, and so does every entry labelled `shared-data`.

usage: stands_alone.py SOURCE_DIR [BUILD_DIR]"""
import json
import pathlib
import re
import subprocess
import sys

OUTSIDE = "../" + "shared"  # spelled in two parts so that this file does not name it
MAY_NAME_OUTSIDE = {"cmake/test_data.cmake", "tests/support/shared_data.py", ".ci/run", "doc/drawbridge.1"}
DATA_NAME = re.compile(r"\b(games|perft|dead)/([\w.-]+\.(?:pgn|tsv|jsonl|epd|perft|txt))\b")
WRAPPER = "tests/support/shared_data.py"
CXX_SHARED = r'#include "tests/support/shared_data.h"|TEST_SUITE\("shared-data" \* doctest::skip\(\)\)'


def tracked_files(top):
    out = subprocess.run(["git", "-C", str(top), "ls-files", "-z"], capture_output=True, check=True)
    return [top / name for name in out.stdout.decode().split("\0") if name]


def shared_set(readme):
    """The files of the README's table under the heading "Outside the repository"."""
    names, inside = set(), False
    for line in readme.read_text().splitlines():
        if line.startswith("## "):
            inside = "Outside the repository" in line
        elif inside and line.startswith("| `"):
            names.update(re.findall(r"`([\w./-]+)`", line.split("|")[1]))
    return names


def cmake_commands(text):
    """(name, text) of each command of a CMake file, comments left out."""
    text = re.sub(r"#[^\n]*", "", text)
    commands, i = [], 0
    for match in re.finditer(r"\b(\w+)\s*\(", text):
        if match.start() < i:
            continue
        depth, j = 0, match.end() - 1
        while j < len(text):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            if depth == 0:
                break
            j += 1
        commands.append((match.group(1), text[match.start():j + 1]))
        i = j + 1
    return commands


def check_cmake(rel, text, shared, failures):
    for name, command in cmake_commands(text):
        named = {f"{folder}/{file}" for folder, file in DATA_NAME.findall(command)} & shared
        if not named:
            continue
        if name != "add_shared_data_test":
            failures.append(f"{rel}: {name}() names {', '.join(sorted(named))} outside add_shared_data_test")
            continue
        needs = command.split("NEEDS", 1)[1] if "NEEDS" in command else ""
        for file in sorted(named):
            if file not in needs.split("COMMAND", 1)[0]:
                failures.append(f"{rel}: a shared-data test names {file} without NEEDS {file}")


def check_ctest(build, shared, failures):
    listing = subprocess.run(["ctest", "--test-dir", str(build), "--show-only=json-v1"], capture_output=True,
                             text=True, check=True)
    tests = json.loads(listing.stdout)["tests"]
    for test in tests:
        command = test.get("command", [])
        props = {p["name"]: p["value"] for p in test.get("properties", [])}
        labels = props.get("LABELS", [])
        names_shared = any(OUTSIDE in arg or "{shared}" in arg or
                           {f"{a}/{b}" for a, b in DATA_NAME.findall(arg)} & shared for arg in command)
        if not names_shared and "shared-data" not in labels:
            continue
        wrapped = any(arg.endswith(WRAPPER) for arg in command[:2])
        if not wrapped or "shared-data" not in labels or props.get("SKIP_RETURN_CODE") != 77:
            failures.append(f"ctest {test['name']} reads the shared data but is not an add_shared_data_test "
                            f"(wrapped: {wrapped}, labels: {labels}, SKIP_RETURN_CODE: {props.get('SKIP_RETURN_CODE')})")


def main():
    top = pathlib.Path(sys.argv[1]).resolve()
    data = top / "tests" / "data"
    failures = []
    if not (data / "README.md").is_file():
        print("tests/data/README.md is missing")
        return 1
    shared = shared_set(data / "README.md")
    if not shared:
        failures.append("tests/data/README.md lists no file under \"Outside the repository\"")
    named = set()
    for path in tracked_files(top):
        if not path.is_file() or path.suffix in (".zst", ".md") or data in path.parents:
            continue
        rel = path.relative_to(top).as_posix()
        text = path.read_text(errors="replace")
        if OUTSIDE in text and rel not in MAY_NAME_OUTSIDE:
            failures.append(f"{rel} refers to {OUTSIDE}")
        found = {f"{folder}/{name}" for folder, name in DATA_NAME.findall(text)}
        named |= found
        if found & shared and path.suffix == ".cmake" and not rel.startswith("bench/"):
            check_cmake(rel, text, shared, failures)
        if found & shared and path.suffix in (".cpp", ".h") and not re.search(CXX_SHARED, text):
            failures.append(f"{rel} names {', '.join(sorted(found & shared))} outside the suite \"shared-data\" "
                            "and not through tests/support/shared_data.h")
    for name in sorted(named - shared):
        if not (data / name).is_file() and not (data / (name + ".zst")).is_file():
            failures.append(f"tests/data/{name} is named by a test or benchmark but missing")
    for name in sorted(shared):
        if (data / name).is_file() or (data / (name + ".zst")).is_file():
            failures.append(f"tests/data/{name} is third-party data, which lives outside the repository")
    if len(sys.argv) > 2:
        check_ctest(pathlib.Path(sys.argv[2]), shared, failures)
    for failure in failures:
        print(failure)
    print(f"{len(named - shared)} data files named, all present; {len(named & shared)} third-party files named, "
          f"each by a shared-data test" if not failures else f"{len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
