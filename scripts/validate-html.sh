#!/usr/bin/env bash
# The Nu HTML Checker on every .html under dist/ (or the folder given).
# Exits non-zero on any error. The checker is the npm package vnu-jar
# (installed by `make setup`; 26.9 or later knows the CSP keyword
# 'wasm-unsafe-eval'), or $VNU_JAR.
#
#   scripts/validate-html.sh [folder] [--show-warnings]
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${1:-$repo/dist}"
jar="${VNU_JAR:-$repo/islands/node_modules/vnu-jar/build/dist/vnu.jar}"

if [[ ! -f "$root/index.html" ]]; then
  echo "validate-html: $root/index.html is missing: build the site first" >&2
  exit 1
fi
if ! command -v java >/dev/null 2>&1; then
  echo "validate-html: java is not installed (the Nu checker needs Java 11 or later; make setup installs it)" >&2
  exit 1
fi
if [[ ! -f "$jar" ]]; then
  echo "validate-html: $jar is missing (run make setup)" >&2
  exit 1
fi

errors_only=(--errors-only)
[[ "${2:-}" == --show-warnings ]] && errors_only=()
echo "validate-html: $(find "$root" -name '*.html' | wc -l) pages under $root, vnu $(java -jar "$jar" --version)"
exec java -Xss8m -jar "$jar" "${errors_only[@]}" --skip-non-html --format gnu "$root"
