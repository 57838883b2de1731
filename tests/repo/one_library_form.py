"""No binary of the build holds a library twice: every executable and shared library that the build
tree holds links either Debian's shared library (in its NEEDED entries) or the static archive (the
library's functions defined in it), never both, for Abseil, for each library of
cmake/library_forms.cmake and for GCC's libstdc++. The executable is of the static form and the C
library of the shared one, as cmake/abseil.cmake, cmake/library_forms.cmake and app/CMakeLists.txt
choose.
    one_library_form.py BUILD_DIR"""
import pathlib
import subprocess
import sys

# Builds of their own inside the tree (the packager's, pip's) are checked by their own tests.
SKIPPED_FOLDERS = {"CMakeFiles", "packager-build", "random-data", "test-data"}
EXPECTED = {"app/drawbridge": "static", "capi/libdrawbridge.so": "shared"}
# Each library: the start of its shared libraries' names, and how its own functions are named
# (a C++ namespace, or one C function of its interface).
LIBRARIES = {
    "Abseil": ("libabsl_", lambda name: name.startswith("absl::")),
    "Boost.JSON": ("libboost_json", lambda name: name.startswith("boost::json::")),
    "Boost.Filesystem": ("libboost_filesystem", lambda name: name.startswith("boost::filesystem::")),
    "OpenSSL's libssl": ("libssl.so", lambda name: name == "SSL_CTX_new"),
    "OpenSSL's libcrypto": ("libcrypto.so", lambda name: name == "OPENSSL_init_crypto"),
    "zlib": ("libz.so", lambda name: name == "zlibVersion"),
    "zstd": ("libzstd.so", lambda name: name == "ZSTD_versionNumber"),
    "ncurses": ("libncurses", lambda name: name == "newterm"),
    "tinfo": ("libtinfo", lambda name: name == "setupterm"),
    "toml++": ("libtomlplusplus", lambda name: name.startswith("toml::")),
    "libstdc++": ("libstdc++", lambda name: name == "__cxa_throw"),
}


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


def needed(path):
    dynamic = subprocess.run(["readelf", "-d", "--wide", str(path)], capture_output=True, text=True).stdout
    return [line.split("[")[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line]


def defined_functions(path):
    # Functions of the binary's own (T), not inline functions a header instantiated (W).
    for table in ([], ["-D"]):
        listed = subprocess.run(["nm", "-C", "--defined-only", *table, str(path)], capture_output=True, text=True)
        if listed.stdout:
            return [line.split(" ", 2)[2] for line in listed.stdout.splitlines() if line.split(" ")[1:2] == ["T"]]
    return []


def forms_of(path):
    """{library: (form, why)} for each library the binary holds."""
    libraries, functions = needed(path), defined_functions(path)
    forms = {}
    for library, (soname, own) in LIBRARIES.items():
        shared = [name for name in libraries if name.startswith(soname)]
        static = [name for name in functions if own(name)]
        if shared and static:
            forms[library] = ("both", f"NEEDED {shared[0]}, and defines {static[0]}")
        elif shared or static:
            forms[library] = ("shared" if shared else "static", "")
    return forms


def main():
    build = pathlib.Path(sys.argv[1]).resolve()
    failures, binaries = [], 0
    for path in elf_binaries(build):
        name = str(path.relative_to(build))
        binaries += 1
        for library, (form, why) in forms_of(path).items():
            if form == "both":
                failures.append(f"{name}: both forms of {library}: {why}")
            elif name in EXPECTED and form != EXPECTED[name]:
                failures.append(f"{name}: {library}'s {form} form, where cmake/ gives it the {EXPECTED[name]} one")
    if not (build / "app/drawbridge").exists():
        failures.append("app/drawbridge: not built")
    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"{binaries} binaries, {len(LIBRARIES)} libraries: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
