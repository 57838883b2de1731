"""The rooms' arrows: every `#include "..."` of a room's source names a header of the room
itself or of a room it may use (README.md, "Layout"). rules/ knows no protocol, process or
archive; platform/ knows nothing of the project above support/, net/ nothing above platform/; proxy/process knows no chess; the
relay core (proxy/session) reaches no front end, rules/laws names neither game, and no room reaches itself (a circle)."""
import pathlib
import re
import sys

# Each room and the rooms it may use directly; what those may use is allowed too.
USES = {
    "support": [],
    "platform": ["support"],
    "platform/process": ["platform"],
    "net": ["platform"],
    "rules/chess": ["support"],
    "rules/dead": ["rules/chess"],
    "rules/laws": ["platform"],
    "rules/chess_draw": ["rules/laws", "rules/chess", "rules/dead"],
    "proxy/process": ["platform/process", "platform"],
    "rules/draughts": ["support"],
    "rules/draughts_draw": ["rules/draughts", "rules/laws"],
    "rules/tablebases": ["rules/chess_draw"],
    "render": ["rules/laws", "rules/chess", "rules/draughts"],
    "settings": ["rules/chess_draw", "platform"],
    "proxy/report": ["render", "platform"],
    "proxy/session": ["proxy/process", "proxy/report", "settings", "rules/tablebases"],
    "proxy/uci": ["proxy/session", "support"],
    "proxy/uci/front_end": ["proxy/uci"],
    "proxy/cecp": ["proxy/uci"],
    "proxy/session/draughts": ["proxy/session", "rules/draughts_draw"],
    "proxy/hub": ["proxy/session/draughts"],
    "proxy/dxp": ["proxy/session/draughts", "net"],
    "verdict": ["rules/chess_draw", "rules/draughts_draw", "rules/tablebases", "render", "pgn"],
    "pgn": ["rules/chess", "platform"],
    "scan": ["verdict", "pgn", "render", "platform"],
    "watch/feeds": ["net", "pgn", "platform"],
    "watch/feeds/broadcast": ["watch/feeds"],
    "watch/game": ["verdict", "pgn"],
    "watch": ["watch/game", "watch/feeds/broadcast", "watch/feeds", "verdict", "render", "platform/process", "platform"],
    "watch/page": ["watch", "render", "net"],
    "app": ["watch/page", "watch", "scan", "proxy/cecp", "proxy/hub", "proxy/dxp", "proxy/uci/front_end", "settings",
            "rules/draughts_draw", "platform"],
    "python": ["scan", "rules/tablebases", "platform"],
    "capi": ["verdict", "rules/tablebases", "platform"],
}
# The relay core speaks only through events: the front ends include it, never the reverse.
CORE, FRONT_ENDS = "proxy/session", ("proxy/uci", "proxy/uci/front_end", "proxy/cecp", "proxy/hub", "proxy/dxp")
LIBRARIES = ("absl/",)  # quoted includes of libraries every room may use
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def reachable(room):
    seen, todo = set(), [room]
    while todo:
        for used in USES[todo.pop()]:
            if used not in seen:
                seen.add(used)
                todo.append(used)
    return seen | {room}


def room_of(path):
    """The room a repository path (or an include's path) belongs to, or None."""
    return next((room for room in sorted(USES, key=len, reverse=True) if path.startswith(room + "/")), None)


def main():
    top = pathlib.Path(sys.argv[1]).resolve()
    failures, checked = [], 0
    failures += [f"{room} reaches itself: a circle" for room in USES if any(room in reachable(u) for u in USES[room])]
    failures += [f"{CORE} may not reach the front end {room}" for room in FRONT_ENDS if room in reachable(CORE)]
    for room in USES:
        allowed = reachable(room)
        for source in sorted((top / room).rglob("*")):
            if source.suffix not in (".h", ".cpp") or room_of(source.relative_to(top).as_posix()) != room:
                continue  # not a source, or one of a room inside this one
            for included in INCLUDE.findall(source.read_text(errors="replace")):
                checked += 1
                if included.startswith(LIBRARIES):
                    continue
                target = room_of(included)
                if target is None:
                    failures.append(f"{source.relative_to(top)}: \"{included}\" is in no room")
                elif target not in allowed:
                    failures.append(f"{source.relative_to(top)}: {room} may not include {included} ({target})")
    for failure in failures:
        print(failure)
    print(f"{checked} includes checked, {len(failures)} against the arrows")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
