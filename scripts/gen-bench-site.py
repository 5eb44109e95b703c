#!/usr/bin/env python3
"""Writes a synthetic site for `make bench`: the real content plus enough
copies of the percentage calculator (its YAML and both languages' texts,
under new ids) to reach the requested number of calculator pages.

usage: gen-bench-site.py REPO_ROOT OUT_ROOT CALCULATOR_PAGES
"""
import os
import shutil
import sys
from pathlib import Path

repo, out, pages = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
if out.exists():
    shutil.rmtree(out)
shutil.copytree(repo / "content", out / "content")
shutil.copytree(repo / "locales", out / "locales")
# The front end is reused as built: the generator reads its manifest and
# runs its SSR bundle.
(out / "islands").mkdir()
for name in ("build", "ssr-build", "render.mjs", "node_modules", "package.json"):
    os.symlink(repo / "islands" / name, out / "islands" / name)

languages = [p.name for p in (repo / "locales").iterdir() if p.is_dir()]
real = len(list((repo / "content/calculators").glob("*.yaml")))
copies = max(0, pages // len(languages) - real)
yaml = (repo / "content/calculators/percentage.yaml").read_text()
yaml = yaml.replace("category: lifestyle", "category: lifestyle\nfunction: percentage", 1)
texts = {lang: (repo / "locales" / lang / "calculators/percentage.yaml").read_text() for lang in languages}
for i in range(copies):
    cid = f"bench-{i:05d}"
    (out / "content/calculators" / f"{cid}.yaml").write_text(yaml)
    for lang in languages:
        (out / "locales" / lang / "calculators" / f"{cid}.yaml").write_text(texts[lang])
print(f"{(copies + real) * len(languages)} calculator pages ({copies} generated calculators) in {out}")
