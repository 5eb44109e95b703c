# Sourced by the bench scripts: strict mode, the repository as the working
# folder, the optimised generator, and a scratch folder removed on exit.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
calcula="$repo/target/release/calcula"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
