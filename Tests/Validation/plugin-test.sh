#!/usr/bin/env bash
# The SwiftPM command plugin, as an app repository uses it: a package that lists this one as a
# dependency runs `swift package intent-audit`. The package is written afresh by every run, in
# .build/plugin-test (kept, so later runs reuse its build of swift-syntax: the first takes minutes).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
package="$repo/.build/plugin-test/App"
rm -rf "$package/Sources" "$package/iOS" "$package/Package.swift" "$package/out"
mkdir -p "$package/Sources/App" "$package/iOS"
cp -R "$repo/Examples/TrailMix/." "$package/iOS/"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "App")]
)
SWIFT
echo 'public enum App {}' >"$package/Sources/App/App.swift"
unset INTENT_AUDIT_TEMPLATES

cd "$package"
swift package plugin --list | grep -q "intent-audit" || { echo "plugin-test: the intent-audit command is not listed" >&2; exit 1; }
# --output: where a team wants the reports.
swift package intent-audit --format json,sarif,html --output "$package/out" >"$package/run1.log" 2>&1 ||
  { cat "$package/run1.log" >&2; exit 1; }
for f in report.json report.sarif report.html; do
  [ -s "$package/out/$f" ] || { echo "plugin-test: $f was not written to --output" >&2; cat "$package/run1.log" >&2; exit 1; }
done
grep -q '"IA' "$package/out/report.json" || { echo "plugin-test: the audit found nothing in the example app" >&2; exit 1; }
# No --output: the plugin's work directory; --fail-on error fails the command (the example has errors).
if swift package intent-audit --format json --fail-on error >"$package/run2.log" 2>&1; then
  echo "plugin-test: --fail-on error passed on a tree with error findings" >&2; cat "$package/run2.log" >&2; exit 1
fi
written=$(find "$package/.build/plugins" -name report.json -path '*IntentAuditPlugin*' | head -n 1)
[ -n "$written" ] || { echo "plugin-test: no report.json in the plugin work directory" >&2; cat "$package/run2.log" >&2; exit 1; }
echo "plugin-test: the plugin built and ran; reports in --output and in $written"
