# intent-audit — build, test, and audit the bundled example.
# `make audit` and `make test` run `make setup` first when the C libraries are missing.

SWIFT       ?= swift
PREFIX      ?= /usr/local
CONFIG      ?= debug
BIN         := .build/$(CONFIG)/intent-audit
OUTPUT      ?= Reports
EXAMPLE     ?= Examples/TrailMix
SETUP_STAMP := .build/.setup-stamp
APT_PACKAGES := libxml2-dev libxslt1-dev pkg-config
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all setup build test audit install uninstall clean bench screenshots

all: build

## setup: install libxml2/libxslt development files and pkg-config when missing; resolve packages.
setup: $(SETUP_STAMP)

$(SETUP_STAMP): Package.swift
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libxml-2.0 libexslt; then \
	  echo "Installing $(APT_PACKAGES) (apt-get)…"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES); \
	fi
	$(SWIFT) package resolve
	@mkdir -p .build && touch $@

## build: debug build of the intent-audit executable.
build: $(SETUP_STAMP)
	$(SWIFT) build -c $(CONFIG) --product intent-audit

## test: every test (XCTest and Swift Testing).
test: $(SETUP_STAMP)
	$(SWIFT) test

## audit: audit the bundled example app; writes $(OUTPUT)/report.html, report.xml, report.json.
audit: build
	SOURCE_DATE_EPOCH=$${SOURCE_DATE_EPOCH:-1767225600} $(BIN) audit $(EXAMPLE) --output $(OUTPUT) --format html,xml,json,sarif,markdown --release example
	@echo "Open $(OUTPUT)/report.html"

## install: release build; installs the binary and its templates under PREFIX.
install: $(SETUP_STAMP)
	$(SWIFT) build -c release --product intent-audit
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/intent-audit
	install -m 755 .build/release/intent-audit $(DESTDIR)$(PREFIX)/bin/intent-audit
	rm -rf $(DESTDIR)$(PREFIX)/share/intent-audit/Templates
	cp -R Templates $(DESTDIR)$(PREFIX)/share/intent-audit/Templates

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/intent-audit
	rm -rf $(DESTDIR)$(PREFIX)/share/intent-audit

## screenshots: render Reports/report.html in headless Chromium at desktop and phone widths.
screenshots: audit
	bash Tests/render-screenshots.sh $(OUTPUT)/report.html $(OUTPUT)

clean:
	rm -rf .build $(OUTPUT)/report.* $(OUTPUT)/trend.html $(OUTPUT)/*.png

-include Benchmarks/bench.mk

## fuzz: every parser's fuzz target for SECONDS each (FUZZ_ENGINE=libfuzzer for coverage-guided runs).
SECONDS_EACH ?= 60
.PHONY: fuzz
fuzz:
	bash Tests/Fuzz/fuzz.sh $(if $(SECONDS),$(SECONDS),$(SECONDS_EACH))
