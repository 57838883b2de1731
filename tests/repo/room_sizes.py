"""Rooms a reader can take in: no production folder holds more than 15 sources (a .cpp and its
.h count once, as one concept) and no production file is longer than 400 lines."""
import pathlib
import subprocess
import sys

MAX_SOURCES = 15
MAX_LINES = 400
NOT_PRODUCTION = ("tests/", "bench/", "cmake/", "scripts/", "doc/")


def production_sources(top):
    listed = subprocess.run(["git", "ls-files", "*.cpp", "*.h", "*.c"], cwd=top, check=True,
                            capture_output=True, text=True).stdout.split()
    return [pathlib.Path(name) for name in listed if not name.startswith(NOT_PRODUCTION)]


def main():
    top = pathlib.Path(sys.argv[1]).resolve()
    sources = production_sources(top)
    failures = []
    concepts = {}
    for source in sources:
        concepts.setdefault(source.parent, set()).add(source.stem)
        lines = sum(1 for _ in (top / source).open(errors="replace"))
        if lines > MAX_LINES:
            failures.append(f"{source}: {lines} lines (at most {MAX_LINES})")
    for folder, stems in sorted(concepts.items()):
        if len(stems) > MAX_SOURCES:
            failures.append(f"{folder}/: {len(stems)} sources (at most {MAX_SOURCES}): {' '.join(sorted(stems))}")
    for failure in failures:
        print(failure)
    print(f"{len(sources)} production sources in {len(concepts)} folders, {len(failures)} over the limits")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
