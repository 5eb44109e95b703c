#!/usr/bin/env bash
# `make check`: the inner loop, on what changed since the last commit
# (or since CHECK_BASE, e.g. CHECK_BASE=main): rustfmt on the workspace,
# then clippy and the unit tests of each Rust package with a changed file
# (one unoptimised, incremental build that lints as it compiles), then,
# when calculators, content or locales changed, `calcula check`, which
# loads and validates the content and computes every calculator's YAML
# examples. `make test` runs everything.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base="${CHECK_BASE:-HEAD}"
mapfile -t changed < <({ git diff --name-only "$base"; git ls-files --others --exclude-standard; } | sort -u)
if ((${#changed[@]} == 0)); then
  echo "make check: nothing changed since $base"
  exit 0
fi

echo "make check: rustfmt"
cargo fmt --all --check

mapfile -t crates < <(cargo metadata --no-deps --format-version 1 | python3 scripts/changed-crates.py "${changed[@]}")
if ((${#crates[@]} > 0)); then
  echo "make check: clippy and unit tests of ${crates[*]}"
  packages=()
  for c in "${crates[@]}"; do packages+=(-p "$c"); done
  # clippy-driver as the compiler of the workspace's crates: the lint levels
  # are Cargo.toml's [workspace.lints], so this is `cargo clippy` and the
  # test build in one compile.
  RUSTC_WORKSPACE_WRAPPER=clippy-driver cargo test -q --all-features "${packages[@]}"
fi

if printf '%s\n' "${changed[@]}" | grep -qE '^(content|locales|calc-wasm|content-model)/'; then
  echo "make check: calcula check (content, and every calculator's examples)"
  RUSTC_WORKSPACE_WRAPPER=clippy-driver cargo run -q -p generator -- check
fi
echo "make check: passed"
