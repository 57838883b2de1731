"""The instrumented trees are unity builds (scripts/build.sh): CMake compiles a library's files a
few at a time as one source, so two files of one library (one CMake target) may not define the
same name at file scope: in an anonymous namespace, `static`, or a constant. Which files share a
unity source depends on their order, so a name written twice is an error wherever the files are.
This check reads every target's sources from the Ninja build tree and their file-scope names
with universal-ctags, and fails on a name that two files of one target define: a helper they
share belongs in one header of their library, and two different things get names that tell them
apart (tests/README.md, "Unity builds"). The targets with UNITY_BUILD OFF in a CMakeLists.txt
are left out. Overloads (the same name with other parameter types) and one type alias written
alike twice compile, and pass.
    unity_names.py CTAGS SOURCE_DIR BUILD_DIR"""
import collections
import json
import pathlib
import re
import subprocess
import sys

KINDS = "fvcsgetud"  # functions, variables, classes, structs, enums, enumerators, typedefs, unions, macros


def target_sources(build):
    """Each target's C++ sources, from the Ninja rules that compile them."""
    ninja = (build / "build.ninja").read_text(encoding="utf-8")
    sources = collections.defaultdict(list)
    for target, source in re.findall(r"^build \S+\.o: CXX_COMPILER__(\w+)_\w+ (\S+\.(?:cpp|cc|cxx))", ninja, re.M):
        sources[target].append(source)
    return sources


def unity_off(top):
    listed = subprocess.run(["git", "ls-files", "*CMakeLists.txt", "*.cmake"], cwd=top, check=True,
                            capture_output=True, text=True).stdout.split()
    names = set()
    for name in listed:
        text = (top / name).read_text(encoding="utf-8")
        names |= set(re.findall(r"set_target_properties\((\w+) PROPERTIES UNITY_BUILD OFF\)", text))
    return names


def parameter_types(signature):
    """`(std::string& out, int n = 0)` -> `std::string&,int`: what tells overloads apart."""
    params = [p.split("=")[0].strip() for p in signature.strip("()").split(",") if p.strip()]
    types = []
    for param in params:
        words = re.sub(r"\s*([&*])\s*", r" \1 ", param).split()
        if len(words) > 1 and re.fullmatch(r"\w+", words[-1]) and words[-2] not in ("const", "unsigned", "signed"):
            words = words[:-1]
        types.append("".join(words))
    return ",".join(types)


def file_scope_names(ctags, sources):
    """(scope, name, kind, what tells it apart) -> {file: (line, internal linkage)} for every name
    defined at file scope."""
    found = collections.defaultdict(dict)
    tags = subprocess.run([ctags, "--output-format=json", "--fields=+sSKnZ", f"--c++-kinds={KINDS}",
                           "--kinds-c++=-p", "-f", "-", *sources], check=True, capture_output=True, text=True).stdout
    for line in tags.splitlines():
        tag = json.loads(line)
        scope, kind = tag.get("scope", ""), tag.get("kind")
        if tag.get("_type") != "tag" or (scope and tag.get("scopeKind") != "namespace"):
            continue
        local = "__anon" in scope or bool(tag.get("file"))
        if kind == "enumerator" and not local:
            continue
        apart = parameter_types(tag.get("signature", "")) if kind == "function" else \
            tag.get("typeref", "") if kind == "typedef" else ""
        key = (re.sub(r"::__anon\w+", "", scope), tag["name"], kind, apart)
        found[key][tag["path"]] = (tag["line"], local)
    return found


def main():
    ctags, top, build = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3]).resolve()
    skipped = unity_off(top)
    failures = []
    checked = 0
    for target, sources in sorted(target_sources(build).items()):
        if target in skipped or len(sources) < 2:
            continue
        checked += 1
        for (scope, name, kind, apart), where in sorted(file_scope_names(ctags, sources).items()):
            # Functions of external linkage alone would not link in any build: the linker tells.
            external_functions = kind == "function" and not any(local for _, local in where.values())
            if len(where) < 2 or (kind == "typedef" and apart) or external_functions:
                continue
            places = ", ".join(f"{pathlib.Path(path).resolve().relative_to(top)}:{line}"
                               for path, (line, _) in where.items())
            failures.append(f"{target}: {kind} {scope + '::' if scope else ''}{name} defined in {places}")
    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"{checked} targets of two or more files checked; left out (UNITY_BUILD OFF): {', '.join(sorted(skipped))}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
