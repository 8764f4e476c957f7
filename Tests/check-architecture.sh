#!/usr/bin/env bash
# The walls between the targets (ARCHITECTURE.md), checked two ways:
# - on `swift package dump-package`: every target's dependencies, tests included, are exactly the
#   documented ones below (a new edge is a change to this table and to ARCHITECTURE.md);
# - on the sources: a Swift file imports only its own target's dependencies (and the system's
#   Foundation, Dispatch, Testing, XCTest; the platform modules in SystemSupport alone), so History
#   importing Analysis fails here even where the build would let a transitive module through.
#
#   bash Tests/check-architecture.sh [ROOT]     ROOT defaults to this repository
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"
swift package dump-package | python3 -c '
import json, os, re, sys
stages = ["Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning", "Reporting",
          "History", "Commands", "XMLSupport", "Scaffold"]
tests_common = {"TestSupport", "Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning",
                "Reporting", "History", "Commands", "XMLSupport"}
graph = {
    "CLibXML2": set(), "CLibXSLT": set(),
    "Model": set(),
    "SystemSupport": {"SystemPackage"},
    "XMLSupport": {"CLibXML2", "CLibXSLT", "SystemSupport"},
    "Discovery": {"Model", "SystemSupport"},
    "ScanCache": {"Model", "Discovery", "SystemSupport", "Crypto"},
    "Scanning": {"Model", "Discovery", "ScanCache", "SystemSupport", "XMLSupport", "SwiftSyntax", "SwiftParser"},
    "Analysis": {"Model"},
    "Planning": {"Model", "Analysis"},
    "History": {"Model", "SystemSupport", "XMLSupport"},
    "Reporting": {"Model", "History", "SystemSupport", "XMLSupport"},
    "Scaffold": {"Model", "Analysis"},
    "Commands": {"Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning", "Reporting",
                 "History", "Scaffold", "XMLSupport", "Yams"},
    "intent-audit": {"Commands", "Model", "SystemSupport", "ArgumentParser"},
    "IntentAuditPlugin": {"intent-audit"},
    "intent-audit-fuzz": {"Model", "Discovery", "ScanCache", "Scanning", "History", "Commands"},
    "TestSupport": {"Model", "SystemSupport", "Discovery", "ScanCache", "Scanning", "Analysis", "Planning", "Reporting",
                    "History", "Commands", "XMLSupport", "Scaffold"},
    "XMLSupportTests": {"XMLSupport"},
    "SystemSupportTests": {"TestSupport", "SystemSupport"},
    "DiscoveryTests": tests_common, "ScanningTests": tests_common,
    "AnalysisTests": tests_common | {"SwiftSyntax", "SwiftParser"},
    "PlanningTests": tests_common, "ReportingTests": tests_common, "HistoryTests": tests_common,
    "ScaffoldTests": {"TestSupport", "Model", "Scanning", "Analysis", "Commands", "Scaffold", "SwiftSyntax", "SwiftParser"},
    "HostileTests": {"TestSupport", "intent-audit", "intent-audit-fuzz"},
    "CommandsTests": tests_common | {"intent-audit"},
}
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
def deps(t):
    out = set()
    for d in t.get("dependencies", []):
        kind = next(iter(d))
        out.add(d[kind][0])
    return out
problems = []
for name in sorted(set(graph) | set(targets)):
    if name not in targets:
        problems.append(f"{name} is documented but is not a target"); continue
    if name not in graph:
        problems.append(f"{name} is a target the documented graph does not have"); continue
    have = deps(targets[name])
    if have != graph[name]:
        extra, missing = sorted(have - graph[name]), sorted(graph[name] - have)
        problems.append(f"{name} depends on {sorted(have)}; documented: {sorted(graph[name])}"
                        + (f" (not documented: {extra})" if extra else "") + (f" (missing: {missing})" if missing else ""))
system = {"Foundation", "Dispatch", "Testing", "XCTest", "PackagePlugin"}
platform = {"Glibc", "Darwin", "Musl", "SystemPackage"}
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    folder = target.get("path") or ("Plugins/" if target["type"] == "plugin" else
                                    "Tests/" if target["type"] == "test" else "Sources/") + name
    allowed = graph.get(name, set()) | system | (platform if name == "SystemSupport" else set())
    for directory, subfolders, files in os.walk(folder):
        subfolders[:] = sorted(s for s in subfolders if not (name == "TestSupport" and s == "AppIntentsStandIn"))
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            inside = False  # within a multi-line string literal (a source snippet, a template)
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                was = inside
                if line.count(chr(34) * 3) % 2 == 1:
                    inside = not inside
                if was:
                    continue
                match = re.match(r"\s*(?:@testable\s+|@_exported\s+)?import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?(\w+)", line)
                if match and match.group(1) not in allowed:
                    problems.append(f"{path}:{number} imports {match.group(1)}, which {name} does not depend on")
for p in problems: print("architecture:", p, file=sys.stderr)
sys.exit(1 if problems else 0)
'
echo "architecture: ok"
