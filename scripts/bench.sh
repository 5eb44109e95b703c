#!/usr/bin/env bash
# `make bench`: build time of the real site and of a generated 10,000-page
# site, then page weight per page type (measured in Chromium).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
calcula="$repo/target/release/calcula"
pages="${BENCH_PAGES:-10000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

ms() { echo $(( $(date +%s%N) / 1000000 )); }

# Median of five builds of the real content (into a scratch folder).
times=()
for _ in 1 2 3 4 5; do
  start=$(ms)
  "$calcula" build --out "$work/real-dist" 2>/dev/null
  times+=($(( $(ms) - start )))
done
real_ms=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
real_pages=$(find "$work/real-dist" -name '*.html' | wc -l)

# Generated sites of BENCH_SIZES calculator pages, built cold by Calcula and
# by Hugo (the yardstick: the same number of calculator-shaped Markdown
# pages); wall time and the peak memory of the whole process tree.
py="$repo/.venv/bin/python"
hugo="$(ls -d "$repo"/.venv/lib/python3*/site-packages/hugo/binaries/hugo | head -1)"
rows=()
for n in ${BENCH_SIZES:-1000 $pages}; do
  "$py" scripts/gen-bench-site.py "$repo" "$work/big" "$n" >/dev/null
  read -r c_ms c_mib < <("$py" scripts/measure.py "$calcula" --root "$work/big" build --out "$work/big/dist" 2>"$work/big.log")
  c_pages=$(find "$work/big/dist" -name '*.html' | wc -l)
  phases="$(tail -1 "$work/big.log")"
  rm -rf "$work/big"
  "$py" scripts/gen-hugo-site.py "$work/hugo" "$n" >/dev/null
  read -r h_ms h_mib < <(cd "$work/hugo" && "$py" "$repo/scripts/measure.py" "$hugo" --quiet 2>/dev/null)
  h_pages=$(find "$work/hugo/public" -name '*.html' | wc -l)
  rm -rf "$work/hugo"
  rows+=("$n $c_pages $c_ms $c_mib $h_pages $h_ms $h_mib")
  echo "calcula, $n pages: $phases" >&2
done

echo
echo "## Build time (wall, after compilation)"
echo
echo "| site | HTML pages | wall ms | ms per page |"
echo "|---|---|---|---|"
awk -v p="$real_pages" -v t="$real_ms" 'BEGIN { printf "| real content (median of 5) | %d | %d | %.2f |\n", p, t, t / p }'
echo
echo "## Cold build of generated sites: Calcula and Hugo $("$hugo" version | grep -o 'v[0-9.]*' | head -1)"
echo
echo "| calculator pages | generator | HTML pages | wall ms | ms per page | peak MiB (process tree) | ms per page, Calcula / Hugo |"
echo "|---|---|---|---|---|---|---|"
for row in "${rows[@]}"; do
  awk -v r="$row" 'BEGIN {
    split(r, f, " ")
    c = f[3] / f[2]; h = f[6] / f[5]
    printf "| %d | Calcula | %d | %d | %.2f | %d | %.2f |\n", f[1], f[2], f[3], c, f[4], c / h
    printf "| %d | Hugo | %d | %d | %.2f | %d | |\n", f[1], f[5], f[6], h, f[7]
  }'
done
echo
echo "## Page weight (before any input; gzip -9)"
echo
cd islands && node bench/page-weight.mjs
# The expression engine: evaluation time in Chromium and module sizes.
echo
node bench/engine-timing.mjs
# The integral calculator on a course's exercises, natively (issue 18:
# median under 20 ms, none over 1 s).
echo
(cd "$repo" && cargo run -q --release -p calc-wasm --features engine --example integral_timing)
# A 30-year monthly amortization with extra payments: input → schedule and charts (issue 5: ≤ 16 ms).
echo
echo "## Amortization recompute after the module loads (Chromium)"
echo
echo "| measure | median | p90 | max | updated by the next frame |"
echo "|---|---|---|---|---|"
node bench/amortization-timing.mjs
# The hash generator on a 256 MiB file: speed and memory growth (issue 14).
echo
node bench/hash-speed.mjs
