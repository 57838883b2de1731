"""No binary of the build holds Abseil twice: every executable and shared library that the build
tree holds links either Debian's shared Abseil (libabsl_*.so in its NEEDED entries) or the static
archives (Abseil's functions defined in it), never both (cmake/abseil.cmake). The executable is of
the static form and the C library of the shared one, as cmake/abseil.cmake chooses.
    one_abseil_form.py BUILD_DIR"""
import pathlib
import subprocess
import sys

# Builds of their own inside the tree (the packager's, pip's) are checked by their own tests.
SKIPPED_FOLDERS = {"CMakeFiles", "packager-build", "random-data", "test-data"}
EXPECTED = {"app/drawbridge": "static", "capi/libdrawbridge.so": "shared"}


def elf_binaries(build):
    for path in sorted(build.rglob("*")):
        if any(part in SKIPPED_FOLDERS for part in path.relative_to(build).parts) or path.is_symlink():
            continue
        if not path.is_file() or path.suffix in (".o", ".a"):
            continue
        with path.open("rb") as head:
            header = head.read(18)
        # ELF, and an executable or a shared object (e_type 2 or 3, little-endian).
        if header[:4] == b"\x7fELF" and header[16] in (2, 3):
            yield path


def needs_shared_abseil(path):
    dynamic = subprocess.run(["readelf", "-d", "--wide", str(path)], capture_output=True, text=True).stdout
    return [line.split("[")[1].rstrip("]") for line in dynamic.splitlines()
            if "(NEEDED)" in line and "[libabsl_" in line]


def defines_abseil(path):
    # A function of Abseil's own (T), not one of its inline functions a header instantiated (W).
    for table in ([], ["-D"]):
        listed = subprocess.run(["nm", "-C", "--defined-only", *table, str(path)], capture_output=True, text=True)
        if listed.stdout:
            return [line.split(" ", 2)[2] for line in listed.stdout.splitlines()
                    if line.split(" ")[1:2] == ["T"] and line.split(" ", 2)[2].startswith("absl::")]
    return []


def main():
    build = pathlib.Path(sys.argv[1]).resolve()
    failures, forms = [], {}
    for path in elf_binaries(build):
        name = str(path.relative_to(build))
        shared, static = needs_shared_abseil(path), defines_abseil(path)
        if shared and static:
            failures.append(f"{name}: both forms of Abseil: NEEDED {' '.join(shared[:3])} ..., and defines "
                            f"{len(static)} of its functions ({static[0]}, ...)")
        forms[name] = "shared" if shared else "static" if static else "none"
    for name, form in EXPECTED.items():
        if name in forms and forms[name] != form:
            failures.append(f"{name}: Abseil's {forms[name]} form, where cmake/abseil.cmake gives it the {form} one")
        if name not in forms and name == "app/drawbridge":
            failures.append(f"{name}: not built")
    for failure in failures:
        print(f"FAIL: {failure}")
    counts = {form: sum(1 for f in forms.values() if f == form) for form in ("static", "shared", "none")}
    print(f"{len(forms)} binaries: {counts['static']} with static Abseil, {counts['shared']} with the shared one, "
          f"{counts['none']} without Abseil")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
