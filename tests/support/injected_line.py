"""Reading drawbridge's injected lines, shared by the end-to-end tests and the self-play harness."""

PREFIX = "info string drawbridge "


def fields(line):
    """The key=value fields of an injected line; detail runs to the end of the line."""
    assert line.startswith(PREFIX), line
    out, rest = {}, line[len(PREFIX):]
    while rest:
        key, _, rest = rest.partition("=")
        if key == "detail":
            out[key], rest = rest, ""
        else:
            out[key], _, rest = rest.partition(" ")
    return out
