#!/usr/bin/env bash
# `make validate`: the project's YAML linted, action.yml run locally, the large tree through every
# validator, the SwiftPM plugin in a package of its own. Needs a debug build (make build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
py="$(Tests/Validation/find-python.sh)"

echo "== yamllint"
yamllint -c .yamllint.yml action.yml .pre-commit-hooks.yaml .github/workflows/ci.yml .yamllint.yml
if command -v pre-commit >/dev/null 2>&1; then pre-commit validate-manifest .pre-commit-hooks.yaml; fi

echo "== action.yml, its run: steps locally"
rm -rf .build/action-test
"$py" .ci/run-action.py --input configuration=debug --input path=Examples/TrailMix \
  --input output=.build/action-test --input fail-on=error --summary-out .build/action-summary.md --expect-exit 1
cmp .build/action-test/report.md .build/action-summary.md
Tests/Validation/validate-reports.sh .build/action-test

echo "== action.yml with a baseline: resolved findings stay in report.sarif, out of the upload"
# The baseline: the report just written, plus one finding this tree no longer has.
"$py" - .build/action-test/report.xml .build/action-baseline.xml <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
start = text.index("    <finding ")
end = text.index("</finding>", start) + len("</finding>\n")
gone = text[start:end].replace('fingerprint="', 'fingerprint="gone', 1)
open(sys.argv[2], "w", encoding="utf-8").write(text[:start] + gone + text[start:])
PY
rm -rf .build/action-test2 .build/action-temp
"$py" .ci/run-action.py --input configuration=debug --input path=Examples/TrailMix --input output=.build/action-test2 \
  --input fail-on=regression --input baseline=.build/action-baseline.xml --input upload-artifact=false \
  --temp .build/action-temp --expect-exit 0
grep -q '"baselineState": "absent"' .build/action-test2/report.sarif
if grep -q '"absent"' .build/action-temp/intent-audit.sarif; then echo "the upload kept a resolved result" >&2; exit 1; fi
"$py" Tests/Validation/validate_json.py Tests/Validation/sarif-schema-2.1.0.json .build/action-temp/intent-audit.sarif \
  --sarif-consumer

echo "== the large tree"
Tests/Validation/large-tree.sh

echo "== the SwiftPM command plugin"
Tests/Validation/plugin-test.sh
echo "validate: all passed"
