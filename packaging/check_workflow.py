#!/usr/bin/env python3
"""check_workflow.py: .github/workflows/build.yml parses as YAML and describes what it should:
a Windows and a macOS job on GitHub-hosted runners whose steps build, test and package.

    check_workflow.py [WORKFLOW]      (Debian: python3-yaml)
"""
import sys

import yaml


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
    for e in errors:
        print(f"{path}: {e}")
    print(f"{path}: {len(jobs)} jobs, " + ("ok" if not errors else f"{len(errors)} problems"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
