"""bench/README.md keeps its figures in two tables, "Current figures" and "History", and each is
a table a Markdown reader shows as one: the header row and its separator first, then rows of
the same seven cells, each with a date. A row pasted without its table's header, or with a
cell too many or too few, renders as a paragraph of bars.

usage: bench_tables.py SOURCE_DIR"""
import pathlib
import re
import sys

HEADER = "| figure | date | command | baseline (same run) | drawbridge | ratio | goal |"
SEPARATOR = "|---|---|---|---|---|---|---|"
SECTIONS = ("## Current figures", "## History")
DATE = re.compile(r"^20\d\d-\d\d-\d\d")


def cells(row):
    """The cells of a table row: bars inside `code` or escaped as \\| do not part cells."""
    parts, cell, in_code, i = [], "", False, 0
    while i < len(row):
        c = row[i]
        if c == "\\" and i + 1 < len(row) and row[i + 1] == "|":
            cell += "|"
            i += 2
            continue
        if c == "`":
            in_code = not in_code
        if c == "|" and not in_code:
            parts.append(cell.strip())
            cell = ""
        else:
            cell += c
        i += 1
    parts.append(cell.strip())
    return parts[1:-1]


def section_lines(text, heading):
    lines = text.splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    return [(n + 1, lines[n]) for n in range(start, end)]


def problems(text):
    found = []
    for heading in SECTIONS:
        if heading not in text.splitlines():
            found.append(f"no section {heading!r}")
            continue
        rows = [(n, line) for n, line in section_lines(text, heading) if line.startswith("|")]
        if len(rows) < 3 or rows[0][1] != HEADER or rows[1][1] != SEPARATOR:
            found.append(f"{heading}: the table does not start with its header and separator")
            continue
        for n, line in rows[2:]:
            row = cells(line)
            if len(row) != 7:
                found.append(f"line {n}: {len(row)} cells, not 7")
            elif not DATE.match(row[1]):
                found.append(f"line {n}: the date cell does not start with a date: {row[1][:40]!r}")
    return found


def main():
    text = (pathlib.Path(sys.argv[1]) / "bench" / "README.md").read_text()
    found = problems(text)
    for problem in found:
        print(f"bench/README.md: {problem}")
    if found:
        sys.exit(1)
    print("bench/README.md: both tables have their header, and every row seven cells and a date")


if __name__ == "__main__":
    main()
