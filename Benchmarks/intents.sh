#!/usr/bin/env bash
# Many-intents benchmark: the audit of generated trees with 5,000 and 20,000 intents (half renamed,
# so the linker scores them). Linear linking, rules and reports give a 20k/5k ratio near 4.
#
#   bash Benchmarks/intents.sh [--skip-build] [--intents "5000 20000"]
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES="5000 20000"
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --skip-build) BUILD=0 ;;
        --intents) SIZES=$2; shift ;;
        *) echo "intents.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
[ "$BUILD" = 1 ] && swift build -c release --product intent-audit >&2
BIN=$(swift build -c release --show-bin-path)/intent-audit
DIR=${BENCH_DIR:-.build/bench}/intents
mkdir -p "$DIR"
previous=""
for size in $SIZES; do
    python3 Benchmarks/make-intents-tree.py "$DIR/tree-$size" --intents "$size" >&2
    start=$(date +%s.%N)
    "$BIN" audit "$DIR/tree-$size" --format json --output "$DIR/out-$size" >/dev/null
    end=$(date +%s.%N)
    seconds=$(echo "$end - $start" | bc)
    linked=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(sum(1 for i in d['intents'] if i['counterpart']))" "$DIR/out-$size/report.json")
    line="intents.$size.audit_s $seconds (linked $linked)"
    [ -n "$previous" ] && line="$line ratio-to-previous $(echo "$seconds / $previous" | bc -l | cut -c1-5)"
    echo "$line"
    previous=$seconds
done
