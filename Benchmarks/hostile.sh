#!/usr/bin/env bash
# Hostile-input benchmark: every row of Tests/Hostile/make-corpus.py must end (exit 0 or 2) in
# under 5 s and 300 MB, and still report the tree's control intent (ControlLamp) when it exits 0.
#
#   bash Benchmarks/hostile.sh [--bin PATH] [ROW ...]     (default binary: .build/release/intent-audit)
#
# Prints one line per row (exit, seconds, peak MB, control reported, verdict); exits 1 if any row fails.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/intent-audit
if [ "${1:-}" = "--bin" ]; then BIN=$2; shift 2; fi
[ -x "$BIN" ] || { echo "hostile.sh: no binary at $BIN (swift build -c release)" >&2; exit 2; }
CORPUS=${HOSTILE_DIR:-.build/hostile}
rm -rf "$CORPUS" && mkdir -p "$CORPUS"
python3 Tests/Hostile/make-corpus.py "$CORPUS" "$@" >/dev/null || exit 2
MAX_SECONDS=5 MAX_MB=300 failed=0
printf "%-34s %4s %7s %6s %8s %s\n" row exit seconds MB control verdict
for tree in "$CORPUS"/*/; do
  row=$(basename "$tree"); case $row in *.*) continue ;; esac
  out=$CORPUS/$row.out; mkdir -p "$out"
  extra=()
  [ -f "$CORPUS/$row.baseline.xml" ] && extra+=(--baseline "$CORPUS/$row.baseline.xml")
  # A row's own limits (one word each, on one line).
  [ -f "$CORPUS/$row.args" ] && read -r -a more <"$CORPUS/$row.args" && extra+=("${more[@]}")
  # Template rows run with the budget a CI job would give a user's template (the defaults leave room for large reports).
  [ -d "$CORPUS/$row.template" ] && extra+=(--template "$CORPUS/$row.template/report.xsl"
    --limit template-milliseconds=3000 --limit template-megabytes=128)
  SWIFT_BACKTRACE=enable=no SOURCE_DATE_EPOCH=1767225600 /usr/bin/time -f "%e %M" -o "$out/time" \
    timeout -s KILL 60 "$BIN" audit "$tree" --output "$out" --format html,xml,json "${extra[@]}" \
    >"$out/stdout" 2>"$out/stderr"
  code=$?
  read -r secs kb < <(tail -1 "$out/time" | awk '{print $(NF-1), $NF}')
  mb=$(( ${kb:-0} / 1024 ))
  control=no; grep -q ControlLamp "$out/report.xml" 2>/dev/null && control=yes
  verdict=ok
  if [ "$code" != 0 ] && [ "$code" != 2 ]; then verdict="FAIL (exit $code)"
  elif awk "BEGIN{exit !(${secs:-99} > $MAX_SECONDS)}"; then verdict="FAIL (over ${MAX_SECONDS} s)"
  elif [ "$mb" -gt "$MAX_MB" ]; then verdict="FAIL (over $MAX_MB MB)"
  elif [ "$code" = 0 ] && [ "$control" = no ]; then verdict="FAIL (control file not reported)"
  fi
  case $verdict in FAIL*) failed=1 ;; esac
  printf "%-34s %4s %7s %6s %8s %s\n" "$row" "$code" "$secs" "$mb" "$control" "$verdict"
done
exit $failed
