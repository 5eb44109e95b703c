"""The WebAssembly modules to build, from `cargo metadata --no-deps` on
stdin: one `name:profile` a line for each crate under calc-wasm/modules/
(package calc-module-<name>). A module whose Cargo.toml sets
[package.metadata.calcula] speed = true is built for speed (wasm-fast)."""

import json
import sys

PREFIX = "calc-module-"

for package in json.load(sys.stdin)["packages"]:
    name = package["name"]
    if not name.startswith(PREFIX):
        continue
    speed = ((package.get("metadata") or {}).get("calcula") or {}).get("speed", False)
    print(f"{name[len(PREFIX):]}:{'wasm-fast' if speed else 'wasm'}")
