#!/usr/bin/env python3
"""check_workflow.py: .github/workflows/build.yml parses as YAML and describes what it should:
a Windows and a macOS job on GitHub-hosted runners whose steps build, test and package, and
install every library the top-level CMakeLists.txt requires through pkg-config (MSYS2 packages
in the Windows job, Homebrew formulae in packaging/macos/build.sh).

    check_workflow.py [WORKFLOW]      (Debian: python3-yaml)
"""
import re
import sys

import yaml

# pkg-config module -> (MSYS2 UCRT64 package, Homebrew formula)
PACKAGES = {
    "libcjson": ("mingw-w64-ucrt-x86_64-cjson", "cjson"),
    "libconfig": ("mingw-w64-ucrt-x86_64-libconfig", "libconfig"),
    "libenet": ("mingw-w64-ucrt-x86_64-enet", "enet"),
    "sqlite3": ("mingw-w64-ucrt-x86_64-sqlite3", "sqlite"),
    "sdl2": ("mingw-w64-ucrt-x86_64-SDL2", "sdl2"),
    "SDL2_image": ("mingw-w64-ucrt-x86_64-SDL2_image", "sdl2_image"),
    "SDL2_ttf": ("mingw-w64-ucrt-x86_64-SDL2_ttf", "sdl2_ttf"),
    "SDL2_mixer": ("mingw-w64-ucrt-x86_64-SDL2_mixer", "sdl2_mixer"),
}


def required_modules(cmakelists):
    """The modules of every pkg_check_modules(... REQUIRED ...) call."""
    with open(cmakelists, encoding="utf-8") as f:
        text = f.read()
    modules = []
    for args in re.findall(r"pkg_check_modules\(([^)]*)\)", text):
        words = args.split()
        if "REQUIRED" in words:
            modules += [w for w in words[1:] if w not in ("REQUIRED", "IMPORTED_TARGET", "QUIET")]
    return modules


def library_errors(jobs):
    windows = " ".join(str((s.get("with") or {}).get("install", ""))
                       for s in (jobs.get("windows") or {}).get("steps") or []).split()
    with open("packaging/macos/build.sh", encoding="utf-8") as f:
        brew = re.search(r"brew_packages=\(([^)]*)\)", f.read())
    brew = brew.group(1).split() if brew else []
    errors = []
    for module in required_modules("CMakeLists.txt"):
        if module not in PACKAGES:
            errors.append(f"CMakeLists.txt requires '{module}': name its MSYS2 and Homebrew packages in check_workflow.py")
            continue
        msys2, formula = PACKAGES[module]
        if msys2 not in windows:
            errors.append(f"windows: '{module}' is required but {msys2} is not installed")
        if formula not in brew:
            errors.append(f"macos: '{module}' is required but packaging/macos/build.sh does not brew-install {formula}")
    return errors


def main(argv):
    path = argv[1] if len(argv) > 1 else ".github/workflows/build.yml"
    with open(path, encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    errors = []
    jobs = doc.get("jobs") or {}
    for name, runner in (("windows", "windows-latest"), ("macos", "macos-latest")):
        job = jobs.get(name)
        if not job:
            errors.append(f"no '{name}' job")
            continue
        if job.get("runs-on") != runner:
            errors.append(f"{name}: runs-on is {job.get('runs-on')!r}, not {runner}")
        steps = job.get("steps") or []
        if not any(str(s.get("uses", "")).startswith("actions/checkout@") for s in steps):
            errors.append(f"{name}: no checkout step")
        scripts = "\n".join(str(s.get("run", "")) for s in steps)
        # the macOS job runs packaging/macos/build.sh, which configures, builds, tests and packages
        if name == "macos":
            try:
                with open("packaging/macos/build.sh", encoding="utf-8") as f:
                    scripts += "\n" + f.read()
            except OSError as e:
                errors.append(f"macos: {e}")
        # Windows tests the packaged programs (smoke_test.sh), macOS runs the unit tests (ctest)
        test_word = "smoke_test.sh" if name == "windows" else "ctest"
        for word in ("cmake -S", "cmake --build", test_word, "cpack"):
            if word not in scripts:
                errors.append(f"{name}: no step runs '{word}'")
    errors += library_errors(jobs)
    for e in errors:
        print(f"{path}: {e}")
    print(f"{path}: {len(jobs)} jobs, " + ("ok" if not errors else f"{len(errors)} problems"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
