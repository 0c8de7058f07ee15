#!/usr/bin/env bash
# The layer check: every module imports only modules of a lower layer that its target declares (Package.swift).
#
# The layers, bottom to top, are the one list below (LAYERS); modules on one line are siblings and must not import
# each other. A target not in the list (an app, a tool, a test support module, a test target) sits just above its
# highest declared dependency. The check fails, naming file:line, when
#   - a Swift file of a target imports a module of the package that is not in a lower layer than its own, or that
#     is not among the target's declared dependencies, directly or through one (it would build only by luck of the
#     build order); imports inside comments and multi-line string literals do not count;
#   - Package.swift declares a dependency on a target that is not in a lower layer (Package.swift:line);
#   - the list names a target that does not exist.
# Modules that are not targets of this package (Foundation, Glibc, Synchronization, Testing, ...) are not checked.
#
# Usage: Scripts/layer-check.sh              check the package (Package.swift, Sources/, Tests/, Benchmarks/)
#        Scripts/layer-check.sh --self-test  plant upward imports in temporary copies and expect each to fail
# Exits 0 when clean, 1 on a violation (each printed as file:line: error: ...), 2 on a usage or setup error.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
  "") ;;
  --self-test) mode=self-test ;;
  *) echo "layer-check.sh: unknown argument '$1' (expected nothing or --self-test)" >&2; exit 2 ;;
esac

# The layers, bottom to top. A new layer target goes on the line of its siblings, or on a line of its own.
LAYERS='
ConvergenceBase
ConvergenceServices Dependencies CaseReflection
ValueDumping ReducerRuntime LinuxSwiftUIHost APIService
IdentifiedArrays LinuxSwiftUIViews
SharedState ReducerCore SwiftUI
ReducerPlaces
ReducerModifiers ReducerNavigation ReducerBindings ScenarioCatalog
ReducerSwiftUI
Reducer
Exploration
DemoScript DemoTerminal
DemoSession
DemoExploration
DemoRendering
DemoRunnerCore
'

manifest="$(mktemp)"
trap 'rm -f "$manifest"' EXIT
if ! swift package dump-package >"$manifest" 2>"$manifest.err"; then
  cat "$manifest.err" >&2
  rm -f "$manifest.err"
  echo "layer-check.sh: swift package dump-package failed" >&2
  exit 2
fi
rm -f "$manifest.err"

LAYERS="$LAYERS" exec python3 - "$mode" "$manifest" "$PWD" <<'PYTHON'
import json, os, re, shutil, sys, tempfile

mode, manifest_path, root = sys.argv[1], sys.argv[2], sys.argv[3]
layers = [line.split() for line in os.environ["LAYERS"].strip().splitlines() if line.strip()]

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def target_directory(target):
    if target.get("path"):
        return target["path"]
    return ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]


def swift_imports(path):
    """(line number, module) of each import outside comments and multi-line string literals."""
    found = []
    in_string = False
    comment_depth = 0
    with open(path, encoding="utf-8", errors="replace") as file:
        for number, line in enumerate(file, start=1):
            text = line
            if comment_depth == 0 and not in_string:
                match = IMPORT.match(text)
                if match:
                    found.append((number, match.group(1)))
            # Track block comments and multi-line strings well enough for import lines (which start a line).
            position = 0
            while position < len(text):
                if in_string:
                    end = text.find('"""', position)
                    if end < 0:
                        break
                    in_string, position = False, end + 3
                elif comment_depth > 0:
                    opening, closing = text.find("/*", position), text.find("*/", position)
                    if closing < 0 and opening < 0:
                        break
                    if opening >= 0 and (closing < 0 or opening < closing):
                        comment_depth, position = comment_depth + 1, opening + 2
                    else:
                        comment_depth, position = comment_depth - 1, closing + 2
                else:
                    candidates = [(text.find(token, position), token) for token in ('"""', "/*", "//")]
                    candidates = [(index, token) for index, token in candidates if index >= 0]
                    if not candidates:
                        break
                    index, token = min(candidates)
                    if token == "//":
                        break
                    if token == '"""':
                        in_string, position = True, index + 3
                    else:
                        comment_depth, position = 1, index + 2
    return found


def manifest_line(package_swift, name):
    """The line of Package.swift that declares target `name` (after `targets:`, so not its product)."""
    try:
        with open(package_swift, encoding="utf-8") as file:
            in_targets = False
            for number, line in enumerate(file, start=1):
                in_targets = in_targets or re.match(r"\s*targets:", line) is not None
                if in_targets and re.search(r'name:\s*"%s"' % re.escape(name), line):
                    return number
    except OSError:
        pass
    return 1


def check(root, manifest):
    targets = {t["name"]: t for t in manifest["targets"] if t["type"] != "plugin"}
    errors = []
    package_swift = os.path.join(root, "Package.swift")

    rank = {}
    for index, line in enumerate(layers):
        for name in line:
            if name not in targets:
                errors.append("Scripts/layer-check.sh:1: error: the layer list names '%s', which is not a "
                              "target of Package.swift" % name)
            rank[name] = index

    def rank_of(name, visiting=()):
        if name in rank:
            return rank[name]
        if name in visiting or name not in targets:
            return 0
        below = [rank_of(d, visiting + (name,)) for d in dependency_names(targets[name]) if d in targets]
        rank[name] = (max(below) + 1) if below else 0
        return rank[name]

    for name in targets:
        rank_of(name)

    closure = {}

    def closure_of(name):
        if name not in closure:
            closure[name] = set()
            for dependency in dependency_names(targets[name]):
                if dependency in targets:
                    closure[name] |= {dependency} | closure_of(dependency)
        return closure[name]

    def layer_name(name):
        return "layer %d" % rank[name] + ("" if any(name in line for line in layers) else " (above its dependencies)")

    for name, target in targets.items():
        for dependency in dependency_names(target):
            if dependency in targets and rank[dependency] >= rank[name]:
                errors.append("Package.swift:%d: error: target '%s' (%s) depends on '%s' (%s), which is not in a "
                              "lower layer" % (manifest_line(package_swift, name), name, layer_name(name),
                                               dependency, layer_name(dependency)))

        directory = os.path.join(root, target_directory(target))
        excluded = [os.path.join(directory, e) for e in target.get("exclude", [])]
        for folder, subfolders, files in os.walk(directory):
            subfolders[:] = sorted(s for s in subfolders if os.path.join(folder, s) not in excluded)
            for file_name in sorted(files):
                if not file_name.endswith(".swift"):
                    continue
                path = os.path.join(folder, file_name)
                relative = os.path.relpath(path, root)
                for number, module in swift_imports(path):
                    if module == name or module not in targets:
                        continue
                    if target["type"] != "test" and rank[module] >= rank[name]:
                        errors.append("%s:%d: error: '%s' (%s) imports '%s' (%s), which is not in a lower layer "
                                      "(Scripts/layer-check.sh)" % (relative, number, name, layer_name(name), module,
                                                                     layer_name(module)))
                    elif module not in closure_of(name):
                        errors.append("%s:%d: error: '%s' imports '%s', which is not among its declared "
                                      "dependencies in Package.swift, directly or through one" % (relative, number,
                                                                                                  name, module))
    return errors


def run_check(root, manifest):
    errors = check(root, manifest)
    for error in errors:
        print(error)
    return errors


with open(manifest_path, encoding="utf-8") as file:
    manifest = json.load(file)

if mode == "check":
    errors = run_check(root, manifest)
    if errors:
        print("layer-check: %d violation(s); the layers are listed in Scripts/layer-check.sh" % len(errors))
        sys.exit(1)
    print("layer-check: every import goes to a lower layer the target declares (%d layers)" % len(layers))
    sys.exit(0)

# --self-test: plant violations in temporary copies of the sources; each must be found, naming its file and line.
def copy_of_package():
    copy = tempfile.mkdtemp(prefix="layer-check-")
    shutil.copy(os.path.join(root, "Package.swift"), copy)
    for folder in ("Sources", "Tests", "Benchmarks"):
        if os.path.isdir(os.path.join(root, folder)):
            shutil.copytree(os.path.join(root, folder), os.path.join(copy, folder))
    return copy


def plant(copy, relative, text):
    path = os.path.join(copy, relative)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


failures = []
cases = [
    ("an upward import (the store importing persistence)", "Sources/ReducerCore/PlantedLeak.swift",
     "// Planted by layer-check --self-test.\npublic import SharedState\n", "PlantedLeak.swift:2:"),
    ("the engine importing its composition operators", "Sources/ReducerCore/PlantedLeak.swift",
     "import ReducerPlaces\n", "PlantedLeak.swift:1: error: 'ReducerCore' (layer 4) imports 'ReducerPlaces'"),
    ("a sibling import (reflection importing dependencies)", "Sources/CaseReflection/PlantedLeak.swift",
     "@_exported import Dependencies\n", "PlantedLeak.swift:1:"),
    ("the services importing the scenario catalog", "Sources/APIService/PlantedLeak.swift",
     "import Foundation\n\n@testable import ScenarioCatalog\n", "PlantedLeak.swift:3:"),
    ("an import of a lower target that is not declared", "Sources/Features/PlantedLeak.swift",
     "import HTTPTestServer\n", "PlantedLeak.swift:1: error: 'Features' imports 'HTTPTestServer', which is not "
     "among its declared dependencies"),
    ("an app importing an app beside it", "Sources/Features/PlantedLeak.swift",
     "import Exploration\n", "PlantedLeak.swift:1:"),
]
for description, relative, text, expected in cases:
    copy = copy_of_package()
    try:
        plant(copy, relative, text)
        errors = check(copy, manifest)
        if not any(expected in error for error in errors):
            failures.append("%s: not found (got: %s)" % (description, errors or "no violation"))
        else:
            print("self-test: found %s: %s" % (description, next(e for e in errors if expected in e)))
    finally:
        shutil.rmtree(copy)

# Imports in comments and multi-line strings (scaffold templates, doc samples) are not imports.
copy = copy_of_package()
try:
    plant(copy, "Sources/ReducerCore/PlantedText.swift",
          '// import SharedState\n/* import SharedState\n */\nlet template = """\n  import SharedState\n  """\n')
    errors = [e for e in check(copy, manifest) if "PlantedText.swift" in e]
    if errors:
        failures.append("an import in a comment or string was counted: %s" % errors)
    else:
        print("self-test: imports in comments and strings are not counted")
finally:
    shutil.rmtree(copy)

# A dependency on a higher layer declared in Package.swift.
leaky = json.loads(json.dumps(manifest))
for target in leaky["targets"]:
    if target["name"] == "ReducerCore":
        target["dependencies"].append({"byName": ["SharedState", None]})
errors = check(root, leaky)
if not any(e.startswith("Package.swift:") and "'ReducerCore'" in e and "'SharedState'" in e for e in errors):
    failures.append("a declared dependency on a sibling layer was not found (got: %s)" % errors)
else:
    print("self-test: found a declared dependency on a sibling layer")

# And the package as it is passes.
clean = check(root, manifest)
if clean:
    failures.append("the package itself has violations: %s" % clean)

if failures:
    for failure in failures:
        print("layer-check --self-test: FAILED: " + failure)
    sys.exit(1)
print("layer-check --self-test: every planted violation was found, with its file and line")
PYTHON
