"""The labels the two test tiers and the edit-compile-test loop select by (tests/README.md,
"Labels"): every label a ctest entry carries is in that table, and every entry but a fixture
carries a room's label, so that `ctest -L <room>` finds it; and no entry of the quick tier needs
a fixture that only a slow or package entry sets up, since ctest would then run that entry in the
quick tier too.

usage: test_labels.py CTEST BUILD_DIR README"""
import json
import re
import subprocess
import sys

# Entries that set something up for others and belong to no room.
FIXTURES = {"random_data_write"}
# The labels the quick tier leaves out (scripts/test.sh: ctest -LE 'slow|package').
LEFT_OUT_OF_QUICK = {"slow", "package"}


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
        properties = {p["name"]: p["value"] for p in test.get("properties", [])}
        yield test["name"], set(properties.get("LABELS", [])), properties


def quick(carried):
    return not carried & LEFT_OUT_OF_QUICK


def fixture_failures(listed):
    """Each fixture a quick entry requires, when a slow or package entry sets it up."""
    setters = {}
    for name, carried, properties in listed:
        for fixture in properties.get("FIXTURES_SETUP", []):
            setters.setdefault(fixture, []).append((name, carried))
    failures = []
    for name, carried, properties in listed:
        if not quick(carried):
            continue
        for fixture in properties.get("FIXTURES_REQUIRED", []):
            for setter, setter_labels in setters.get(fixture, []):
                if not quick(setter_labels):
                    failures.append(f"{name}: a quick entry, needs fixture '{fixture}', which "
                                    f"'{setter}' sets up, and that one is left out of the quick tier")
    return failures


def main(ctest, build_dir, readme):
    labels, rooms = documented_labels(readme)
    failures = []
    count = 0
    listed = list(entries(ctest, build_dir))
    for name, carried, _ in listed:
        count += 1
        for label in sorted(carried - labels):
            failures.append(f"{name}: label '{label}' is not in {readme}'s Labels table")
        if name not in FIXTURES and not carried & rooms:
            failures.append(f"{name}: no room label (one of {', '.join(sorted(rooms))})")
    failures += fixture_failures(listed)
    for failure in failures:
        print("FAIL:", failure)
    if count < 100:
        failures.append(f"only {count} ctest entries listed")
        print(f"FAIL: only {count} ctest entries listed: is the build tree configured?")
    print(f"{count} entries, {len(labels)} documented labels, {len(rooms)} rooms: {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
