#!/usr/bin/env python3
"""Runs a test that reads the third-party data kept outside the repository (tests/data/README.md,
"Outside the repository"), or skips it when that data is absent.

usage: shared_data.py --configured DIR [--need FILE]... -- COMMAND [ARG]...

The folder is the environment's DRAWBRIDGE_SHARED_DATA when it is set at test time, else DIR
(the CMake cache variable DRAWBRIDGE_SHARED_DATA, fixed at configure time). Every FILE (relative
to the folder) must be there; if one is not, this prints which and exits 77, which ctest reports
as Skipped (SKIP_RETURN_CODE). Otherwise it runs COMMAND with `{shared}` in its arguments replaced
by the folder and DRAWBRIDGE_SHARED_DATA set to it, and exits with COMMAND's status.
"""
import os
import subprocess
import sys

SKIPPED = 77


def main(argv):
    if "--" not in argv:
        print(__doc__, file=sys.stderr)
        return 2
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    configured, needed = None, []
    for flag, value in zip(options[::2], options[1::2]):
        if flag == "--configured":
            configured = value
        elif flag == "--need":
            needed.append(value)
    folder = os.environ.get("DRAWBRIDGE_SHARED_DATA") or configured
    missing = [name for name in needed if not os.path.isfile(os.path.join(folder or "", name))]
    if not folder or missing:
        print(f"skipped: the shared test data is missing: {', '.join(missing) or 'its folder'} in {folder} "
              "(the third-party games and positions are not in the repository; put them in ../shared/data "
              "beside the clone, or name their folder with DRAWBRIDGE_SHARED_DATA)")
        return SKIPPED
    env = dict(os.environ, DRAWBRIDGE_SHARED_DATA=folder)
    return subprocess.run([arg.replace("{shared}", folder) for arg in command], env=env).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
