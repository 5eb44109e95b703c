#!/usr/bin/env bash
# `make audit`: the slow checks, run by hand rather than in `make test`:
# Lighthouse on key pages (about 12 s a page), then the HTML validator.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo/audit"
[ -x node_modules/.bin/lighthouse ] || npm ci --no-audit --no-fund --loglevel=error
node lighthouse.mjs
"$repo/scripts/validate-html.sh"
