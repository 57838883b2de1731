"""The labels the two test tiers and the edit-compile-test loop select by (tests/README.md,
"Labels"): every label a ctest entry carries is in that table, and every entry but a fixture
carries a room's label, so that `ctest -L <room>` finds it.

usage: test_labels.py CTEST BUILD_DIR README"""
import json
import re
import subprocess
import sys

# Entries that set something up for others and belong to no room.
FIXTURES = {"random_data_write"}


def documented_labels(readme):
    """The first column of the Labels table: every backticked word in it."""
    text = open(readme, encoding="utf-8").read()
    section = text.split("### Labels", 1)[1].split("\n### ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    labels, rooms = set(), set()
    for row in rows[2:]:
        first = row.split("|")[1]
        words = set(re.findall(r"`([^`]+)`", first))
        labels |= words
        if first.strip().startswith("a room"):
            rooms |= words
    return labels, rooms


def entries(ctest, build_dir):
    listing = subprocess.run([ctest, "--test-dir", build_dir, "--show-only=json-v1"], check=True,
                             capture_output=True, text=True).stdout
    for test in json.loads(listing)["tests"]:
        labels = next((p["value"] for p in test.get("properties", []) if p["name"] == "LABELS"), [])
        yield test["name"], set(labels)


def main(ctest, build_dir, readme):
    labels, rooms = documented_labels(readme)
    failures = []
    count = 0
    for name, carried in entries(ctest, build_dir):
        count += 1
        for label in sorted(carried - labels):
            failures.append(f"{name}: label '{label}' is not in {readme}'s Labels table")
        if name not in FIXTURES and not carried & rooms:
            failures.append(f"{name}: no room label (one of {', '.join(sorted(rooms))})")
    for failure in failures:
        print("FAIL:", failure)
    if count < 100:
        failures.append(f"only {count} ctest entries listed")
        print(f"FAIL: only {count} ctest entries listed: is the build tree configured?")
    print(f"{count} entries, {len(labels)} documented labels, {len(rooms)} rooms: {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
