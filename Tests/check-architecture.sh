#!/usr/bin/env bash
# The walls between the stages, checked on `swift package dump-package`: the model depends on
# nothing of ours, only Scanning imports SwiftSyntax, only XMLSupport the C modules, and every
# stage depends only on the stages before it (ARCHITECTURE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-package | python3 -c '
import json, sys
order = ["Model", "Discovery", "Scanning", "Analysis", "Planning", "Scaffold", "History", "Reporting", "Commands", "intent-audit"]
# SystemSupport (the platform: files, processes, signals) sits below every stage but Model.
allowed_extra = {"Discovery": {"SystemSupport"}, "Scanning": {"XMLSupport", "SwiftSyntax", "SwiftParser", "SystemSupport"},
                 "History": {"XMLSupport", "SystemSupport"}, "Reporting": {"XMLSupport", "SystemSupport"},
                 "Commands": {"Yams", "SystemSupport"}, "intent-audit": {"ArgumentParser", "SystemSupport"},
                 "XMLSupport": {"CLibXML2", "CLibXSLT", "SystemSupport"}, "SystemSupport": {"SystemPackage"}}
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def deps(t):
    out = set()
    for d in t.get("dependencies", []):
        kind = next(iter(d))
        out.add(d[kind][0])
    return out
problems = []
for name in order + ["XMLSupport", "SystemSupport"]:
    if name not in targets:
        problems.append(f"missing target {name}"); continue
    earlier = set(order[:order.index(name)]) if name in order else set()
    if name in ("History", "Reporting"): earlier -= {"Scaffold"}  # scaffold is a command of its own
    if name == "Reporting": earlier -= {"Planning"}  # Reporting renders the result; it needs no planner
    bad = deps(targets[name]) - earlier - allowed_extra.get(name, set())
    if bad: problems.append(f"{name} depends on {sorted(bad)}")
model_deps = sorted(deps(targets["Model"]))
if model_deps: problems.append(f"Model depends on {model_deps}")
syntax = [n for n, t in targets.items() if t["type"] == "regular" and {"SwiftSyntax", "SwiftParser"} & deps(t) and n != "Scanning"]
if syntax: problems.append(f"only Scanning may import SwiftSyntax, also: {syntax}")
c = [n for n, t in targets.items() if {"CLibXML2", "CLibXSLT"} & deps(t) and n != "XMLSupport"]
if c: problems.append(f"only XMLSupport may use the C modules, also: {c}")
system = [n for n, t in targets.items() if t["type"] == "regular" and "SystemPackage" in deps(t) and n != "SystemSupport"]
if system: problems.append(f"only SystemSupport may use swift-system, also: {system}")
for p in problems: print("architecture:", p, file=sys.stderr)
sys.exit(1 if problems else 0)
'
# Source-level: nothing outside XMLSupport imports the C modules; nothing outside Scanning imports SwiftSyntax.
if grep -rlE '^import (CLibXML2|CLibXSLT)' Sources --include='*.swift' | grep -v '^Sources/XMLSupport/'; then
    echo "architecture: the files above import the C modules" >&2; exit 1
fi
if grep -rlE '^import (SwiftSyntax|SwiftParser)' Sources --include='*.swift' | grep -v '^Sources/Scanning/'; then
    echo "architecture: the files above import SwiftSyntax" >&2; exit 1
fi
echo "architecture: ok"
