#!/usr/bin/env bash
# The WebAssembly modules: calc-wasm/modules/<name> → wasm32 → wasm-bindgen
# → wasm-opt (binaryen from npm: Debian's 108 breaks modules), into
# islands/src/wasm/<name>/. A page loads only its own module.
#
#   scripts/build-wasm.sh name:profile...   (the Makefile passes every module)
#
# A module built for speed (profile wasm-fast, its Cargo.toml's
# [package.metadata.calcula]) gets wasm-opt -O3, the others -Oz.
#
# Cargo decides what to compile: a change that does not reach a module (a
# test, an example, another module's calculators) leaves its .wasm as it
# was, and then wasm-bindgen and wasm-opt are skipped for it too (the
# compiled module's SHA-256 is kept beside the output). So a test edit costs
# fourteen no-op compiles, not fourteen optimisations.
#
# Warnings and clippy's lints are errors here (clippy-driver compiles the
# workspace's crates; the levels are Cargo.toml's): code one module leaves
# unused shows only in that module's build, so this is where it is caught,
# and each module's code is linted for wasm32 as it is compiled. The
# compiles take turns (one target directory); each module's wasm-opt (one
# core, about as long as the compile) runs in the background while the next
# module compiles, on the other core.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

out=islands/src/wasm
opt_bin=islands/node_modules/.bin/wasm-opt
mkdir -p "$out"

optimising=()
for entry in "$@"; do
  m=${entry%%:*}
  profile=${entry#*:}
  level=-Oz
  [[ "$profile" == wasm-fast ]] && level=-O3
  RUSTC_WORKSPACE_WRAPPER=clippy-driver cargo rustc -q -p "calc-module-$m" --lib --crate-type cdylib \
    --target wasm32-unknown-unknown --profile "$profile"
  compiled="target/wasm32-unknown-unknown/$profile/calc_module_${m//-/_}.wasm"
  sum="$(sha256sum "$compiled" | cut -d' ' -f1) $level"
  if [[ -f "$out/$m/calc_wasm_bg.wasm" && "$(cat "$out/$m/.compiled" 2>/dev/null)" == "$sum" ]]; then
    continue
  fi
  rm -rf "$out/$m"
  wasm-bindgen --target web --out-name calc_wasm --out-dir "$out/$m" "$compiled"
  # The checksum is written once the optimised module is: an interrupted
  # run leaves none, and the next run does the module again.
  ( "$opt_bin" "$level" --strip-debug --strip-producers "$out/$m/calc_wasm_bg.wasm" -o "$out/$m/calc_wasm_bg.wasm" \
      && echo "$sum" > "$out/$m/.compiled" ) &
  optimising+=($!)
done
for pid in "${optimising[@]}"; do wait "$pid"; done

# A module no longer in the workspace leaves no folder behind.
for dir in "$out"/*/; do
  name=$(basename "$dir")
  case " $* " in *" $name:"*) ;; *) rm -rf "$dir" ;; esac
done
