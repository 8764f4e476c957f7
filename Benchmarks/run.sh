#!/usr/bin/env bash
# intent-audit benchmark: release build, synthetic trees of 1M and 4M lines, audit vs `rg -l`.
#
#   bash Benchmarks/run.sh [--record] [--runs N] [--lines "1000000 4000000"] [--skip-build]
#
# Trees: synthetic ones of 1M and 4M lines, and one shaped like a large mid-migration app
# (`make-tree.py --shape app`, APP_LINES lines: many files pass the pre-filter, string tables in
# 30 languages, an app-wide global used everywhere). For each tree it prints lines, files, the
# audit's wall time and peak RSS cold (no cache), the first run (an empty cache filled), warm and
# one-file-edited runs, the time of `rg -l` over the same tree with the scanners' pre-filter
# keywords, and the ratios audit/rg and 4M/1M.
# Each number is the best of N runs (default 3): the lowest wall time, and the highest peak RSS
# of those runs (so memory is never understated). With Benchmarks/baseline.txt present it also
# prints current/baseline; --record rewrites that file with this run's numbers.
#
# Environment:
#   AUDIT_COMMAND  the audit's command line, with {bin}, {tree} and {out} placeholders
#                  (default: '{bin} audit {tree} --format json --output {out}')
#   BENCH_DIR      where trees and outputs live (default: .build/bench)
#   CONTINUITY_LINES   lines of the generated app-shaped git repository with tagged releases whose
#                  warm audit is timed alone, with `--since last-release` and with the automatic
#                  history lookup (default: APP_LINES; 0 skips it)
#   BENCH_HISTORY_APPS real apps' git work trees (space-separated) timed the same way
#   RELEASE_FLAGS  extra `swift build -c release` flags (default on Linux: --static-swift-stdlib,
#                  as `make install` builds)
set -euo pipefail

cd "$(dirname "$0")/.."
REPO=$(pwd)

# The audit's command line: the one place to change when the CLI changes.
# Cold runs never use the facts cache; the warm runs add `--cache DIR` (see `warm_argv`).
AUDIT_COMMAND=${AUDIT_COMMAND:-'{bin} audit {tree} --format json --output {out} --no-cache'}
# The tree shaped like a large mid-migration app (make-tree.py --shape app): its size in lines;
# 0 skips it.
APP_LINES=${APP_LINES:-300000}
# A real app to time cold and warm (e.g. a checkout of msdrigg/Roam, ~26 MB); empty: skipped.
BENCH_APP=${BENCH_APP:-}
# Releases in the generated repository timed with `trend --git` (0: skipped).
TREND_RELEASES=${TREND_RELEASES:-20}
# The app-shaped repository with tagged releases (continuity: --since, the automatic lookup).
CONTINUITY_LINES=${CONTINUITY_LINES:-$APP_LINES}
CONTINUITY_RELEASES=${CONTINUITY_RELEASES:-5}
BENCH_HISTORY_APPS=${BENCH_HISTORY_APPS:-}
# What --since last-release and the automatic lookup may add to a warm audit (issue 24): 50 %.
TARGET_CONTINUITY_SHARE=50
# Targets printed next to the numbers (1M-line tree, this machine).
TARGET_SECONDS=0.35
TARGET_RG_RATIO=10
TARGET_RSS_MB=300

BENCH_DIR=${BENCH_DIR:-$REPO/.build/bench}
BASELINE=$REPO/Benchmarks/baseline.txt
RUNS=3
SIZES="1000000 4000000"
RECORD=0
BUILD=1

while [ $# -gt 0 ]; do
    case "$1" in
        --record) RECORD=1 ;;
        --runs) RUNS=$2; shift ;;
        --lines) SIZES=$2; shift ;;
        --skip-build) BUILD=0 ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

say() { printf '%s\n' "$*" >&2; }

# ---------------------------------------------------------------- tools

install_package() {  # command, package
    command -v "$1" >/dev/null 2>&1 && return 0
    say "bench: installing $2 (apt-get)…"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2"; } >&2 \
        || say "bench: could not install $2"
    command -v "$1" >/dev/null 2>&1
}

HAVE_TIME=1; HAVE_RG=1
[ -x /usr/bin/time ] || install_package /usr/bin/time time || HAVE_TIME=0
install_package rg ripgrep || HAVE_RG=0

# ---------------------------------------------------------------- build

# The flags `make install` builds with (on Linux, the Swift runtime linked statically).
if [ -z "${RELEASE_FLAGS+set}" ]; then
    RELEASE_FLAGS=""
    [ "$(uname)" = Linux ] && RELEASE_FLAGS=--static-swift-stdlib
fi
if [ "$BUILD" = 1 ]; then
    say "bench: swift build -c release $RELEASE_FLAGS --product intent-audit"
    # shellcheck disable=SC2086 # RELEASE_FLAGS is a list of flags
    swift build -c release $RELEASE_FLAGS --product intent-audit >&2
fi
BIN=$(swift build -c release --show-bin-path)/intent-audit
# The words the scanners' pre-filters look for, from the binary itself, so that `rg` does the same
# work as the filter (never a copy that drifts).
mapfile -t KEYWORDS < <("$BIN" prefilter-keywords 2>/dev/null || true)
[ ${#KEYWORDS[@]} -gt 0 ] || KEYWORDS=(Intent)
case $AUDIT_COMMAND in
    *'{bin}'*) [ -x "$BIN" ] || { say "bench: no release binary at $BIN"; exit 1; } ;;
esac

# ---------------------------------------------------------------- trees

label_of() {  # 1000000 -> 1M
    local n=$1
    if [ $((n % 1000000)) -eq 0 ]; then echo "$((n / 1000000))M"; else echo "$((n / 1000))k"; fi
}

# The generator's arguments for a tree label: "1M" (synthetic) or "app" (shaped like a large
# mid-migration app, APP_LINES lines).
tree_args() {  # label lines
    if [ "$1" = app ]; then echo "--shape app --lines $APP_LINES"; else echo "--lines $2"; fi
}

# Generates the tree once; later runs reuse it. Stats (lines, files) are stored beside it.
ensure_tree() {  # lines [label] -> prints the tree's path
    local lines=$1 label=${2:-$(label_of "$1")}
    local dir="$BENCH_DIR/tree-$label"
    if [ ! -f "$dir.stats" ]; then
        rm -rf "$dir" "$dir.partial"
        mkdir -p "$BENCH_DIR"
        say "bench: generating $dir ($(tree_args "$label" "$lines"))…"
        # shellcheck disable=SC2046
        python3 "$REPO/Benchmarks/make-tree.py" "$dir.partial" $(tree_args "$label" "$lines") >&2
        mv "$dir.partial" "$dir"
        local files total
        files=$(find "$dir" -type f | wc -l)
        total=$(find "$dir" -type f -print0 | xargs -0 cat | wc -l)
        echo "$total $files" > "$dir.stats"
    fi
    echo "$dir"
}

# ---------------------------------------------------------------- measuring

now_ns() { date +%s%N; }

# Runs a command RUNS times; prints "best_seconds max_rss_kb" (rss 0 when unknown).
measure() {
    local best="" rss=0 i start end elapsed kb tmp
    tmp=$(mktemp)
    for ((i = 0; i < RUNS; i++)); do
        start=$(now_ns)
        if [ "$HAVE_TIME" = 1 ]; then
            /usr/bin/time -f '%M' -o "$tmp" "$@" >/dev/null 2>&1 || { say "bench: command failed: $*"; rm -f "$tmp"; return 1; }
        else
            "$@" >/dev/null 2>&1 || { say "bench: command failed: $*"; rm -f "$tmp"; return 1; }
        fi
        end=$(now_ns)
        elapsed=$((end - start))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
        if [ "$HAVE_TIME" = 1 ]; then
            kb=$(tail -n 1 "$tmp")
            [ "$kb" -gt "$rss" ] && rss=$kb
        fi
    done
    rm -f "$tmp"
    awk -v ns="$best" -v kb="$rss" 'BEGIN { printf "%.3f %d\n", ns / 1e9, kb }'
}

audit_argv() {  # tree out -> the audit command, one word per line
    local cmd=${AUDIT_COMMAND//\{bin\}/$BIN}
    cmd=${cmd//\{tree\}/$1}
    cmd=${cmd//\{out\}/$2}
    printf '%s\n' $cmd
}

rg_args=()
for keyword in "${KEYWORDS[@]}"; do rg_args+=(-e "$keyword"); done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'; }
mb() { awk -v kb="$1" 'BEGIN { if (kb > 0) printf "%.0f", kb / 1024; else printf "n/a" }'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { if (v == "n/a") print "?"; else if (v + 0 < t + 0) print "ok"; else print "OVER" }'; }

# ---------------------------------------------------------------- run

# The same audit with a facts cache of its own under BENCH_DIR (filled by one run first).
warm_argv() {  # tree out label -> the warm audit command, one word per line
    audit_argv "$1" "$2" | grep -vx -e '--no-cache'
    printf '%s\n' --cache "$BENCH_DIR/cache-$3"
}

# One file changed before every run: a comment appended to the first Swift file that mentions an
# intent (restored afterwards). `measure` times a command, so the edit runs inside `bash -c`.
EDIT_RUN='printf "// bench edit %s\n" "$RANDOM$RANDOM" >> "$1"; shift; exec "$@"'

# The first run on a machine: an empty facts cache filled by the audit (emptied before every run).
FIRST_RUN='rm -rf "$1"; shift; exec "$@"'

declare -A AUDIT_S RSS_MB RG_S LINES FILES WARM_S CHANGED_S FIRST_S
LABELS=()
TREES=()
for size in $SIZES; do TREES+=("$(label_of "$size") $size"); done
[ "$APP_LINES" -gt 0 ] && TREES+=("app $APP_LINES")
for entry in "${TREES[@]}"; do
    read -r label size <<< "$entry"
    LABELS+=("$label")
    tree=$(ensure_tree "$size" "$label")
    read -r LINES[$label] FILES[$label] < "$tree.stats"
    out="$BENCH_DIR/out-$label"
    rm -rf "$out"; mkdir -p "$out"
    mapfile -t argv < <(audit_argv "$tree" "$out")
    say "bench: $label: ${argv[*]}"
    read -r seconds kb < <(measure "${argv[@]}")
    AUDIT_S[$label]=$seconds
    RSS_MB[$label]=$(mb "$kb")
    mapfile -t wargv < <(warm_argv "$tree" "$out" "$label")
    read -r seconds _ < <(measure bash -c "$FIRST_RUN" first "$BENCH_DIR/cache-$label" "${wargv[@]}")
    FIRST_S[$label]=$seconds
    rm -rf "$BENCH_DIR/cache-$label"
    "${wargv[@]}" >/dev/null 2>&1 || say "bench: warm-up failed"
    read -r seconds _ < <(measure "${wargv[@]}")
    WARM_S[$label]=$seconds
    edited=$(grep -rl --include='*.swift' Intent "$tree" | sort | sed -n 1p)
    if [ -n "$edited" ]; then
        cp "$edited" "$BENCH_DIR/edited.orig"
        read -r seconds _ < <(measure bash -c "$EDIT_RUN" edit "$edited" "${wargv[@]}")
        CHANGED_S[$label]=$seconds
        mv "$BENCH_DIR/edited.orig" "$edited"
    else
        CHANGED_S[$label]=n/a
    fi
    if [ "$HAVE_RG" = 1 ]; then
        read -r seconds _ < <(measure rg -l -F "${rg_args[@]}" "$tree")
        RG_S[$label]=$seconds
    else
        RG_S[$label]=n/a
    fi
done

printf '\nintent-audit benchmark — %s, %s cores\n' "$(uname -sm)" "$(nproc)"
printf 'audit: %s\n' "$AUDIT_COMMAND"
printf 'rg:    rg -l -F %s TREE\n' "$(printf -- '-e %s ' "${KEYWORDS[@]}")"
printf 'best of %s runs (wall time: lowest; peak RSS: highest)\n\n' "$RUNS"
printf '%-5s %10s %7s %9s %8s %8s %9s %8s %7s %8s %6s %9s\n' tree lines files "audit s" "RSS MB" "rg s" audit/rg \
    "first s" first% "warm s" warm% "1-edit s"
percent() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f", 100 * a / b; else print "n/a" }'; }
for label in "${LABELS[@]}"; do
    printf '%-5s %10s %7s %9s %8s %8s %9s %8s %7s %8s %6s %9s\n' "$label" "${LINES[$label]}" "${FILES[$label]}" \
        "${AUDIT_S[$label]}" "${RSS_MB[$label]}" "${RG_S[$label]}" "$(ratio "${AUDIT_S[$label]}" "${RG_S[$label]}")" \
        "${FIRST_S[$label]}" "$(percent "${FIRST_S[$label]}" "${AUDIT_S[$label]}")" \
        "${WARM_S[$label]}" "$(percent "${WARM_S[$label]}" "${AUDIT_S[$label]}")" "${CHANGED_S[$label]}"
done
printf 'app: a tree shaped like a large mid-migration app (make-tree.py --shape app); first: an empty cache filled\n'

# ---------------------------------------------------------------- real app, trend

if [ -n "$BENCH_APP" ]; then
    out="$BENCH_DIR/out-real"; rm -rf "$out"; mkdir -p "$out"
    mapfile -t argv < <(audit_argv "$BENCH_APP" "$out")
    read -r APP_S APP_KB < <(measure "${argv[@]}")
    mapfile -t wargv < <(warm_argv "$BENCH_APP" "$out" real)
    rm -rf "$BENCH_DIR/cache-real"; "${wargv[@]}" >/dev/null 2>&1 || true
    read -r APP_WARM_S _ < <(measure "${wargv[@]}")
    APP_RG_S=n/a
    [ "$HAVE_RG" = 1 ] && read -r APP_RG_S _ < <(measure rg -l -F "${rg_args[@]}" "$BENCH_APP")
    printf '\nreal app %s: cold %s s (%s MB), warm %s s (%s%% of cold), rg -l %s s, audit/rg %s\n' "$BENCH_APP" \
        "$APP_S" "$(mb "$APP_KB")" "$APP_WARM_S" "$(awk -v w="$APP_WARM_S" -v c="$APP_S" 'BEGIN { printf "%.0f", 100 * w / c }')" \
        "$APP_RG_S" "$(ratio "$APP_S" "$APP_RG_S")"
    printf '  targets: cold <= 0.25 s %s, warm <= 40%% %s, RSS <= 60 MB %s\n' "$(verdict "$APP_S" 0.2501)" \
        "$(verdict "$(ratio "$APP_WARM_S" "$APP_S")" 0.4001)" "$(verdict "$(mb "$APP_KB")" 60.01)"
fi

TREND_S=n/a
if [ "$TREND_RELEASES" -gt 0 ]; then
    repo="$BENCH_DIR/history-$TREND_RELEASES"
    if [ ! -d "$repo/.git" ]; then
        say "bench: generating $repo ($TREND_RELEASES releases of a 100k-line tree)…"
        rm -rf "$repo"
        python3 "$REPO/Benchmarks/make-tree.py" "$repo" --lines 100000 >&2
        ( cd "$repo" && git init -q && git add -A && git -c user.name=bench -c user.email=bench@example.invalid commit -qm r1 && git tag v1
          mapfile -t swift < <(git ls-files '*.swift' | sort)
          for ((r = 2; r <= TREND_RELEASES; r++)); do
              # Each release edits about 2 % of the Swift files.
              for ((i = r; i < ${#swift[@]}; i += 50)); do printf '// release %s\n' "$r" >> "${swift[$i]}"; done
              git add -A && git -c user.name=bench -c user.email=bench@example.invalid commit -qm "r$r" && git tag "v$r"
          done ) >&2
    fi
    refs=(); for ((r = 1; r <= TREND_RELEASES; r++)); do refs+=("v$r"); done
    rm -rf "$BENCH_DIR/out-trend"
    read -r TREND_S _ < <(measure "$BIN" trend --git "${refs[@]}" "$repo" --output "$BENCH_DIR/out-trend")
    printf '\ntrend --git over %s releases of a generated 100k-line repository: %s s (target <= 4 s: %s)\n' \
        "$TREND_RELEASES" "$TREND_S" "$(verdict "$TREND_S" 4.001)"
fi

# ---------------------------------------------------------------- continuity across releases

# A git repository shaped like a mid-migration app (make-tree.py --shape app) with tagged releases
# v1…vN (each edits about 2 % of the Swift files), then one commit after the last tag that deletes
# the definition declaring a class an App Intent still names in `intentClassName` (the one-commit
# migration). Its warm audit with --no-history is the base; --since last-release (still
# --no-history) and the default audit (the automatic lookup finds the commit before the deletion)
# are timed against it, all with a warm facts cache (which also holds the earlier tree's facts).
ensure_history_app() {  # -> prints the repository's path
    local repo="$BENCH_DIR/continuity-$(label_of "$CONTINUITY_LINES")-$CONTINUITY_RELEASES"
    if [ ! -f "$repo.ready" ]; then
        rm -rf "$repo"
        say "bench: generating $repo ($CONTINUITY_RELEASES releases of an app-shaped ${CONTINUITY_LINES}-line tree)…"
        python3 "$REPO/Benchmarks/make-tree.py" "$repo" --shape app --lines "$CONTINUITY_LINES" >&2
        (
            cd "$repo"
            commit() { git add -A && git -c user.name=bench -c user.email=bench@example.invalid commit -qm "$1"; }
            git init -q && commit r1 && git tag v1
            mapfile -t swift < <(git ls-files '*.swift' | sort)
            for ((r = 2; r <= CONTINUITY_RELEASES; r++)); do
                for ((i = r; i < ${#swift[@]}; i += 50)); do printf '// release %s\n' "$r" >> "${swift[$i]}"; done
                commit "r$r" && git -c user.name=bench -c user.email=bench@example.invalid tag -a "v$r" -m "release $r"
            done
            # The class of the first App Intent that carries one, and the definition declaring it.
            class=$(git grep -h -o 'static let intentClassName = "[A-Za-z0-9_]*"' -- '*.swift' | sort | sed -n 1p \
                | sed 's/.*"\(.*\)"/\1/')
            definition=$(git grep -l "<string>${class%Intent}</string>" -- '*.intentdefinition' | sed -n 1p)
            [ -n "$definition" ] || { echo "bench: no definition declares $class" >&2; exit 1; }
            git rm -q "$definition" && commit "migrate ${class} to App Intents"
        ) >&2 && touch "$repo.ready"
    fi
    echo "$repo"
}

# Prints "warm since lookup" seconds for a work tree: the warm audit with --no-history, the same
# with --since last-release, and the default audit (the automatic lookup runs when an App Intent's
# intentClassName names a class no definition in the tree declares).
continuity_times() {  # tree label
    local tree=$1 label=$2 out="$BENCH_DIR/out-continuity-$2" base since lookup
    rm -rf "$out"; mkdir -p "$out"
    mapfile -t wargv < <(warm_argv "$tree" "$out" "continuity-$label")
    rm -rf "$BENCH_DIR/cache-continuity-$label"
    "${wargv[@]}" --since last-release >/dev/null 2>&1 || say "bench: $label: warm-up with --since failed"
    "${wargv[@]}" >/dev/null 2>&1 || say "bench: $label: warm-up failed"
    read -r base _ < <(measure "${wargv[@]}" --no-history) || base=n/a
    read -r since _ < <(measure "${wargv[@]}" --no-history --since last-release) || since=n/a
    read -r lookup _ < <(measure "${wargv[@]}") || lookup=n/a
    echo "$base $since $lookup"
}

added_share() {  # with base -> the added time as a percentage of base
    awk -v w="$1" -v b="$2" 'BEGIN { if (w == "n/a" || b <= 0) print "n/a"; else printf "%.0f", 100 * (w - b) / b }'
}
share_verdict() {  # percentage
    awk -v p="$1" -v t="$TARGET_CONTINUITY_SHARE" 'BEGIN { if (p == "n/a") print "?"; else if (p + 0 <= t + 0) print "ok"; else print "OVER" }'
}

continuity_rows=()
if [ "$CONTINUITY_LINES" -gt 0 ]; then
    repo=$(ensure_history_app)
    continuity_rows+=("generated-app $repo")
fi
for app in $BENCH_HISTORY_APPS; do continuity_rows+=("$(basename "$app") $app"); done
if [ ${#continuity_rows[@]} -gt 0 ]; then
    printf '\ncontinuity (warm audits; added: share of the warm audit, target <= %s %%):\n' "$TARGET_CONTINUITY_SHARE"
    printf '%-22s %8s %9s %7s %6s %10s %7s %6s\n' tree "warm s" "since s" added "" "lookup s" added ""
    for entry in "${continuity_rows[@]}"; do
        read -r label tree <<< "$entry"
        read -r base since lookup < <(continuity_times "$tree" "$label")
        since_share=$(added_share "$since" "$base"); lookup_share=$(added_share "$lookup" "$base")
        printf '%-22s %8s %9s %6s%% %6s %10s %6s%% %6s\n' "$label" "$base" "$since" "$since_share" \
            "$(share_verdict "$since_share")" "$lookup" "$lookup_share" "$(share_verdict "$lookup_share")"
    done
    printf 'warm: --no-history; since: --no-history --since last-release; lookup: the default audit (its automatic\n'
    printf 'history lookup runs when an App Intent names a legacy class no definition declares; the generated\n'
    printf 'app has one: HEAD deleted its definition after the last tag)\n'
fi

# Where the time goes: one cold and one warm audit of the first tree and of the app-shaped one.
first=${LABELS[0]}
printf '\nwhere the time goes (--timings; stages on all cores are summed over them):\n'
for entry in "${TREES[0]}" ${LINES[app]:+"app $APP_LINES"}; do
    read -r label size <<< "$entry"
    tree=$(ensure_tree "$size" "$label")
    mapfile -t argv < <(audit_argv "$tree" "$BENCH_DIR/out-$label")
    mapfile -t wargv < <(warm_argv "$tree" "$BENCH_DIR/out-$label" "$label")
    printf '  %s cold: %s\n' "$label" "$("${argv[@]}" --timings 2>&1 >/dev/null | grep -m1 'timings: walk' | sed 's/^intent-audit: timings: //')"
    printf '  %s warm: %s\n' "$label" "$("${wargv[@]}" --timings 2>&1 >/dev/null | grep -m1 'timings: walk' | sed 's/^intent-audit: timings: //')"
done

# Growth over the synthetic trees (the app-shaped one is another shape, not a bigger size).
synthetic=()
for label in "${LABELS[@]}"; do [ "$label" = app ] || synthetic+=("$label"); done
if [ "${#synthetic[@]}" -gt 1 ]; then
    last=${synthetic[${#synthetic[@]}-1]}
    printf '\ngrowth %s/%s: time %s× for %s× the lines (linear when about equal)\n' "$last" "$first" \
        "$(ratio "${AUDIT_S[$last]}" "${AUDIT_S[$first]}")" "$(ratio "${LINES[$last]}" "${LINES[$first]}")"
fi

if [ "$first" = 1M ]; then
    rg_ratio=$(ratio "${AUDIT_S[1M]}" "${RG_S[1M]}")
    printf '\ntargets (1M lines, %s cores):\n' "$(nproc)"
    printf '  wall time  %8s s  < %s s    %s\n' "${AUDIT_S[1M]}" "$TARGET_SECONDS" "$(verdict "${AUDIT_S[1M]}" "$TARGET_SECONDS")"
    printf '  vs rg      %8s ×  < %s ×     %s\n' "$rg_ratio" "$TARGET_RG_RATIO" "$(verdict "$rg_ratio" "$TARGET_RG_RATIO")"
    printf '  peak RSS   %8s MB < %s MB  %s\n' "${RSS_MB[1M]}" "$TARGET_RSS_MB" "$(verdict "${RSS_MB[1M]}" "$TARGET_RSS_MB")"
fi
if [ -n "${RSS_MB[4M]:-}" ]; then
    printf '  4M peak RSS %7s MB <= 150 MB  %s\n' "${RSS_MB[4M]}" "$(verdict "${RSS_MB[4M]}" 150.01)"
fi
for label in "${LABELS[@]}"; do
    printf '  %s warm     %8s s  <= 40%% of cold  %s\n' "$label" "${WARM_S[$label]}" \
        "$(verdict "$(ratio "${WARM_S[$label]}" "${AUDIT_S[$label]}")" 0.4001)"
    printf '  %s first    %8s s  <= 110%% of cold %s\n' "$label" "${FIRST_S[$label]}" \
        "$(verdict "$(ratio "${FIRST_S[$label]}" "${AUDIT_S[$label]}")" 1.1001)"
done
if [ -n "${RSS_MB[app]:-}" ]; then
    printf '  app peak RSS %6s MB <= 60 MB   %s\n' "${RSS_MB[app]}" "$(verdict "${RSS_MB[app]}" 60.01)"
fi

# Baseline: one "label.metric value" per line.
if [ -f "$BASELINE" ]; then
    printf '\nagainst %s (current/baseline; above 1 is slower or bigger):\n' "${BASELINE#"$REPO"/}"
    for label in "${LABELS[@]}"; do
        for metric in audit_s rss_mb rg_s first_s warm_s edit_s; do
            base=$(awk -v key="$label.$metric" '$1 == key { print $2 }' "$BASELINE")
            case $metric in
                audit_s) now=${AUDIT_S[$label]} ;; rss_mb) now=${RSS_MB[$label]} ;; rg_s) now=${RG_S[$label]} ;;
                first_s) now=${FIRST_S[$label]} ;; warm_s) now=${WARM_S[$label]} ;; edit_s) now=${CHANGED_S[$label]} ;;
            esac
            [ -n "$base" ] && printf '  %-12s %8s -> %8s  %s\n' "$label.$metric" "$base" "$now" "$(ratio "$now" "$base")"
        done
    done
fi

if [ "$RECORD" = 1 ]; then
    {
        echo "# intent-audit benchmark baseline: written by 'Benchmarks/run.sh --record'."
        echo "# $(uname -sm), $(nproc) cores, best of $RUNS runs, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)."
        for label in "${LABELS[@]}"; do
            echo "$label.lines ${LINES[$label]}"
            echo "$label.audit_s ${AUDIT_S[$label]}"
            echo "$label.rss_mb ${RSS_MB[$label]}"
            echo "$label.rg_s ${RG_S[$label]}"
            echo "$label.first_s ${FIRST_S[$label]}"
            echo "$label.warm_s ${WARM_S[$label]}"
            echo "$label.edit_s ${CHANGED_S[$label]}"
        done
    } > "$BASELINE"
    printf '\nrecorded %s\n' "${BASELINE#"$REPO"/}"
fi
