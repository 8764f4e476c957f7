#!/usr/bin/env bash
# The validators can fail: each gets a report with the defect it guards against and must reject it.
#   negative.sh DIR   (DIR: a folder of valid reports, e.g. from large-tree.sh or the action run)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$1"
py="$("$here/find-python.sh")" || exit 1
for f in report.sarif report.junit.xml report.md; do
  [ -s "$dir/$f" ] || { echo "negative: $dir/$f is missing" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
must_fail() {
  local what="$1"; shift
  if "$@" >/dev/null 2>&1; then echo "negative: the validator accepted $what" >&2; status=1
  else echo "negative: rejected $what"; fi
}

"$py" - "$dir" "$work" <<'PY'
import json, sys
src, out = sys.argv[1:]
sarif = json.load(open(f"{src}/report.sarif"))
spaced = json.loads(json.dumps(sarif))
spaced["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] = "My App/Info.plist"
json.dump(spaced, open(f"{out}/space.sarif", "w"))
twins = json.loads(json.dumps(sarif))
twins["runs"][0]["results"][1]["partialFingerprints"] = twins["runs"][0]["results"][0]["partialFingerprints"]
json.dump(twins, open(f"{out}/twins.sarif", "w"))
nowhere = json.loads(json.dumps(sarif))
nowhere["runs"][0]["results"][0]["locations"] = []
json.dump(nowhere, open(f"{out}/nowhere.sarif", "w"))
md = open(f"{src}/report.md").read()
open(f"{out}/long.md", "w").write(md + "x" * 70000)
open(f"{out}/html.md", "w").write(md + "\n<img src=http://attacker.example/x>\n")
open(f"{out}/github.txt", "w").write("::error file=a.swift,title=IA701::one\n::error file=x::owned\n")
PY
# A testcase holding <properties> (what the JUnit writer used to do).
sed 's#<testcase \([^>]*\)>#<testcase \1><properties><property name="status" value="x"/></properties>#' \
  "$dir/report.junit.xml" >"$work/properties.junit.xml"
must_fail "a SARIF URI with a space" "$py" "$here/validate_json.py" "$here/sarif-schema-2.1.0.json" "$work/space.sarif"
must_fail "two SARIF results with one fingerprint" \
  "$py" "$here/validate_json.py" "$here/sarif-schema-2.1.0.json" "$work/twins.sarif" --sarif-consumer
must_fail "a SARIF result without a location" \
  "$py" "$here/validate_json.py" "$here/sarif-schema-2.1.0.json" "$work/nowhere.sarif" --sarif-consumer
must_fail "<properties> inside a JUnit testcase" xmllint --noout --schema "$here/junit-10.xsd" "$work/properties.junit.xml"
must_fail "a Markdown report over 65,536 characters" "$py" "$here/check_text.py" markdown "$work/long.md"
must_fail "raw HTML in the Markdown report" "$py" "$here/check_text.py" markdown "$work/html.md"
must_fail "a github output without the closing notice" "$py" "$here/check_text.py" github "$work/github.txt"
exit $status
