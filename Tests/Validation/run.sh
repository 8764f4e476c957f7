#!/usr/bin/env bash
# `make validate`: the project's YAML linted, action.yml run locally, the large tree through every
# validator, the SwiftPM plugin in a package of its own. Needs a debug build (make build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
py="$(Tests/Validation/find-python.sh)"

echo "== yamllint"
yamllint -c .yamllint.yml action.yml .pre-commit-hooks.yaml .github/workflows/ci.yml .yamllint.yml

echo "== action.yml, its run: steps locally"
rm -rf .build/action-test
"$py" .ci/run-action.py --input configuration=debug --input path=Examples/TrailMix \
  --input output=.build/action-test --input fail-on=error --summary-out .build/action-summary.md --expect-exit 1
cmp .build/action-test/report.md .build/action-summary.md
Tests/Validation/validate-reports.sh .build/action-test

echo "== the large tree"
Tests/Validation/large-tree.sh

echo "== the SwiftPM command plugin"
Tests/Validation/plugin-test.sh
echo "validate: all passed"
