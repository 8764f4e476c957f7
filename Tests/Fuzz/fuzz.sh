#!/usr/bin/env bash
# Runs every fuzz target for SECONDS seconds each (default 60), seeded from the test fixtures.
#
#   bash Tests/Fuzz/fuzz.sh [SECONDS] [TARGET ...]
#   FUZZ_ENGINE=libfuzzer bash Tests/Fuzz/fuzz.sh 300     # coverage-guided (swift.org Linux toolchain)
#
# Engines: "mutation" (default; deterministic, builds with the normal debug build) or "libfuzzer"
# (the whole package rebuilt with -sanitize=fuzzer under .build/fuzz-libfuzzer; the first build takes
# as long as a clean build). An input that crashes a target or runs past 5 s is copied to
# Tests/Fuzz/regressions/TARGET/, where `swift test` (FuzzRegressionTests) replays it from then on.
# Extra seeds for a target (one with no fixture of its kind) live in Tests/Fuzz/seeds/TARGET/.
# Exit status 1 when any target crashed or hung.
set -uo pipefail
cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:-60}; shift || true
ENGINE=${FUZZ_ENGINE:-mutation}
WORK=.build/fuzz
if [ "$ENGINE" = libfuzzer ]; then
  swift build --scratch-path .build/fuzz-libfuzzer --product intent-audit-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DLIBFUZZER >&2 || exit 2
  BIN=.build/fuzz-libfuzzer/debug/intent-audit-fuzz
else
  swift build --product intent-audit-fuzz >&2 || exit 2
  BIN=.build/debug/intent-audit-fuzz
fi
TARGETS=${*:-$("$BIN" --list)}
failed=0
for target in $TARGETS; do
  seeds=$WORK/seeds/$target; rm -rf "$seeds"; mkdir -p "$seeds" "Tests/Fuzz/regressions/$target"
  # Seeds: the fixtures and golden files whose names end as the target reads, and earlier finds.
  endings=$("$BIN" --endings "$target")
  for ending in $endings; do
    find Tests/Fixtures Tests/Golden Examples -type f -name "*$ending" -size -512k 2>/dev/null |
      while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr '/ ' '__')"; done
  done
  cp Tests/Fuzz/regressions/"$target"/* Tests/Fuzz/seeds/"$target"/* "$seeds"/ 2>/dev/null
  start=$(date +%s)
  if [ "$ENGINE" = libfuzzer ]; then
    mkdir -p "$WORK/corpus/$target"
    SWIFT_BACKTRACE=enable=no "$BIN" "$target" -max_total_time="$SECONDS_EACH" -timeout=5 -rss_limit_mb=2048 \
      -artifact_prefix="$WORK/$target-" "$WORK/corpus/$target" "$seeds" > "$WORK/$target.log" 2>&1
    status=$?
    for artifact in "$WORK/$target"-crash-* "$WORK/$target"-timeout-* "$WORK/$target"-oom-*; do
      [ -f "$artifact" ] && mv "$artifact" "Tests/Fuzz/regressions/$target/"
    done
  else
    SWIFT_BACKTRACE=enable=no "$BIN" "$target" --seconds "$SECONDS_EACH" --work "$WORK/$target" "$seeds" \
      > "$WORK/$target.log" 2>&1
    status=$?
    if [ $status != 0 ] && [ -f "$WORK/$target/current" ]; then
      name=crash-$(sha1sum "$WORK/$target/current" | cut -c1-16)
      cp "$WORK/$target/current" "Tests/Fuzz/regressions/$target/$name"
    fi
    cp "$WORK/$target"/slow/* "Tests/Fuzz/regressions/$target/" 2>/dev/null
  fi
  elapsed=$(( $(date +%s) - start ))
  if [ $status = 0 ]; then verdict="no crash"; else verdict="FOUND something (status $status, see $WORK/$target.log)"; failed=1; fi
  echo "fuzz $target: $ENGINE, ${elapsed} s, $(ls "$seeds" | wc -l) seeds: $verdict — $(tail -1 "$WORK/$target.log" | cut -c1-100)"
done
exit $failed
