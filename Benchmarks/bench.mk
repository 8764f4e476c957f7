# Benchmark targets; the top-level Makefile includes this file.
#   make bench                 release build, 1M- and 4M-line trees, audit vs rg, best of 3
#   make bench-record          the same, and rewrite Benchmarks/baseline.txt
#   make bench BENCH_ARGS='--lines 200000 --runs 1'   a quick look
BENCH_ARGS ?=

.PHONY: bench bench-record

bench:
	RELEASE_FLAGS='$(RELEASE_FLAGS)' bash Benchmarks/run.sh $(BENCH_ARGS)

bench-record:
	RELEASE_FLAGS='$(RELEASE_FLAGS)' bash Benchmarks/run.sh --record $(BENCH_ARGS)

# Many intents (issue 16's 20,000-intent cliff): linking, rules and reports must stay linear.
.PHONY: bench-intents
bench-intents:
	bash Benchmarks/intents.sh $(BENCH_ARGS)

## bench-hostile: every hostile-input row under 5 s and 300 MB (release build).
.PHONY: bench-hostile
bench-hostile:
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product intent-audit
	bash Benchmarks/hostile.sh
