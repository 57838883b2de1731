"""The repository stands alone: no tracked file refers to the directory beside the clone
that the developers' machines have, and every data file a test or benchmark names is in
tests/data (plain or zstd-compressed)."""
import pathlib
import re
import subprocess
import sys

OUTSIDE = "../" + "shared"  # spelled in two parts so that this file does not name it
DATA_NAME = re.compile(r"\b(games|perft|dead)/([\w.-]+\.(?:pgn|tsv|jsonl|epd|perft|txt))\b")


def tracked_files(top):
    out = subprocess.run(["git", "-C", str(top), "ls-files", "-z"], capture_output=True, check=True)
    return [top / name for name in out.stdout.decode().split("\0") if name]


def main():
    top = pathlib.Path(sys.argv[1]).resolve()
    data = top / "tests" / "data"
    failures = []
    named = set()
    for path in tracked_files(top):
        if not path.is_file() or path.suffix in (".zst", ".md") or data in path.parents:
            continue
        text = path.read_text(errors="replace")
        if OUTSIDE in text:
            failures.append(f"{path.relative_to(top)} refers to {OUTSIDE}")
        for folder, name in DATA_NAME.findall(text):
            named.add(f"{folder}/{name}")
    for name in sorted(named):
        if not (data / name).is_file() and not (data / (name + ".zst")).is_file():
            failures.append(f"tests/data/{name} is named by a test or benchmark but missing")
    if not (data / "README.md").is_file():
        failures.append("tests/data/README.md is missing")
    for failure in failures:
        print(failure)
    print(f"{len(named)} data files named, all present" if not failures else f"{len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
