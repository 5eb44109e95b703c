#!/usr/bin/env bash
# `make audit`: the slow checks, run by hand: Lighthouse (mobile) on the home
# page, a category page and a calculator page, all four categories (about
# 15 s a page), then Lighthouse performance on every page type, both
# languages and both themes, median of 5 runs (issue 43; 180 runs, some
# 50 minutes), then the HTML validator.
# `scripts/audit.sh --performance [--runs=N] [--pages=/,/about]`: that
# performance table alone (a quick look: --runs=1).
# `scripts/audit.sh --quick` (in `make test`, about 15 s): Lighthouse on the
# calculator page only, without performance (timing on a busy machine is
# noise); `make test` runs the HTML validator itself.
# Both print a table of scores and where points were lost, and fail below 95.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo/audit"
[ -x node_modules/.bin/lighthouse ] || npm ci --no-audit --no-fund --loglevel=error
if [ "${1:-}" = "--quick" ]; then
  node lighthouse.mjs --quick
elif [ "${1:-}" = "--performance" ]; then
  node lighthouse.mjs "$@"
else
  node lighthouse.mjs
  "$repo/scripts/validate-html.sh"
fi
