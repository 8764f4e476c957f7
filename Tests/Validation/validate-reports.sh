#!/usr/bin/env bash
# Checks every report in a folder with its consumer's validator (see README.md).
#   validate-reports.sh DIR [XCODE-OUTPUT GITHUB-OUTPUT]
# Exits 1 when any report fails; a report that is not there is not checked.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
dir="$1"; xcode="${2:-}"; github="${3:-}"
py="$("$here/find-python.sh")" || exit 1
status=0
run() { if ! "$@"; then echo "validate: FAILED: $*" >&2; status=1; fi; }
xsd() { [ -f "$dir/$1" ] && run xmllint --noout --nonet --schema "$2" "$dir/$1"; }

xsd report.xml "$repo/Templates/report.xsd"
xsd report.junit.xml "$here/junit-10.xsd"
xsd report.checkstyle.xml "$here/checkstyle.xsd"
[ -f "$dir/report.sarif" ] && run "$py" "$here/validate_json.py" "$here/sarif-schema-2.1.0.json" "$dir/report.sarif" --sarif-consumer
[ -f "$dir/report.codeclimate.json" ] && run "$py" "$here/validate_json.py" "$here/codeclimate.schema.json" "$dir/report.codeclimate.json" --unique-fingerprints
[ -f "$dir/report.md" ] && run "$py" "$here/check_text.py" markdown "$dir/report.md"
[ -f "$dir/report.html" ] && run "$py" "$here/check_text.py" html "$dir/report.html"
[ -n "$xcode" ] && run "$py" "$here/check_text.py" xcode "$xcode"
[ -n "$github" ] && run "$py" "$here/check_text.py" github "$github"
exit $status
