#!/usr/bin/env bash
# A large tree checked by every validator: a git repository whose app folder has a space in its
# name and holds 40 copies of the example app (hundreds of findings). Audits a subfolder, so paths
# in SARIF, github, Code Quality and Checkstyle must be relative to the repository root; then
# audits again against the first report as a baseline, and with --junit-warnings-fail.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bin="${INTENT_AUDIT_BIN:-$repo/.build/debug/intent-audit}"
export INTENT_AUDIT_TEMPLATES="${INTENT_AUDIT_TEMPLATES:-$repo/Templates}"
export SOURCE_DATE_EPOCH=1767225600
py="$("$here/find-python.sh")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

top="$work/repository"
tree="$top/ios/My Apps"
for i in $(seq -w 1 40); do
  mkdir -p "$tree/App $i"
  cp -R "$repo/Examples/TrailMix/." "$tree/App $i/"
done
git -C "$top" init -q
git -C "$top" -c user.name=ci -c user.email=ci@example.invalid add -A
git -C "$top" -c user.name=ci -c user.email=ci@example.invalid commit -q -m tree

all="html,xml,json,sarif,markdown,junit,codeclimate,checkstyle"
out="$work/first"
"$bin" audit "$tree" --app all --output "$out" --format "$all" --release large >/dev/null
"$bin" audit "$tree" --app all --output "$out" --format xcode --release large >"$work/xcode.txt"
"$bin" audit "$tree" --app all --output "$out" --format github --release large >"$work/github.txt"
"$here/validate-reports.sh" "$out" "$work/xcode.txt" "$work/github.txt"
"$here/negative.sh" "$out"

"$py" - "$out" "$work/github.txt" <<'PY'
import json, sys
out, github = sys.argv[1:]
report = json.load(open(f"{out}/report.json"))
findings = sum(report["summary"]["findings"].values())
assert findings >= 300, f"only {findings} findings: the large tree should have hundreds"
sarif = json.load(open(f"{out}/report.sarif"))
uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in sarif["runs"][0]["results"]]
assert all(u.startswith("ios/My%20Apps/App%20") for u in uris), f"a SARIF path is not relative to the repository root: {uris[0]}"
quality = json.load(open(f"{out}/report.codeclimate.json"))
assert all(i["location"]["path"].startswith("ios/My Apps/App ") for i in quality), quality[0]["location"]
lines = open(github).read().splitlines()
assert lines[-1].startswith("::notice title=intent-audit::") and "not shown" in lines[-1], lines[-1]
md = open(f"{out}/report.md", encoding="utf-8").read()
assert "more findings in report.html" in md, "the Markdown does not say where the rest of the findings are"
print(f"large tree: {findings} findings; report.md {len(md)} characters, {len(md.encode())} bytes")
PY

# The same tree a release later: one copy gone (its findings resolved), compared with the first report.
rm -rf "$tree/App 40"
second="$work/second"
"$bin" audit "$tree" --app all --output "$second" --format "$all" --release large-2 --baseline "$out/report.xml" \
  --junit-warnings-fail >/dev/null
"$here/validate-reports.sh" "$second"
"$py" - "$second" <<'PY'
import json, sys
sarif = json.load(open(f"{sys.argv[1]}/report.sarif"))
states = {}
for r in sarif["runs"][0]["results"]:
    states[r.get("baselineState")] = states.get(r.get("baselineState"), 0) + 1
assert set(states) <= {"new", "unchanged", "absent"} and states.get("unchanged"), states
print(f"baseline states: {states}")
PY
echo "large tree: every validator passed"
