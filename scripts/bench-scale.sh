#!/usr/bin/env bash
# The scale part of `make bench` (also runnable alone): cold builds of
# generated sites of BENCH_SIZES calculator pages (default 1,000 and
# 10,000) by Calcula and by Hugo, the yardstick (the same number of
# calculator-shaped Markdown pages); wall time and the peak memory of the
# whole process tree. Each build's phases go to stderr.
source "$(dirname "${BASH_SOURCE[0]}")/bench-setup.sh"
py="$repo/.venv/bin/python"
hugo="$(ls -d "$repo"/.venv/lib/python3*/site-packages/hugo/binaries/hugo | head -1)"
rows=()
for n in ${BENCH_SIZES:-1000 10000}; do
  "$py" scripts/gen-bench-site.py "$repo" "$work/big" "$n" >/dev/null
  "$py" scripts/gen-hugo-site.py "$work/hugo" "$n" >/dev/null
  # Each build starts with nothing waiting to be written, and neither runs
  # right after the other's output was deleted (ext4 slows down creating
  # files just after tens of thousands were removed).
  sync
  read -r c_ms c_mib < <("$py" scripts/measure.py "$calcula" --root "$work/big" build --out "$work/big/dist" 2>"$work/big.log")
  c_pages=$(find "$work/big/dist" -name '*.html' | wc -l)
  phases="$(tail -1 "$work/big.log")"
  sync
  read -r h_ms h_mib < <(cd "$work/hugo" && "$py" "$repo/scripts/measure.py" "$hugo" --quiet 2>/dev/null)
  h_pages=$(find "$work/hugo/public" -name '*.html' | wc -l)
  rm -rf "$work/big" "$work/hugo"
  sync
  rows+=("$n $c_pages $c_ms $c_mib $h_pages $h_ms $h_mib")
  echo "calcula, $n pages: $phases" >&2
done

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
