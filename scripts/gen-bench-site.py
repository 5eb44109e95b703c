#!/usr/bin/env python3
"""Writes a synthetic site for `make bench`: the real content plus enough
copies of the percentage calculator (its YAML and both languages' texts,
under new ids) to reach the requested number of calculator pages.

usage: gen-bench-site.py REPO_ROOT OUT_ROOT CALCULATOR_PAGES
"""
import os
import re
import shutil
import sys
from pathlib import Path

import yaml

repo, out, pages = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
if out.exists():
    shutil.rmtree(out)
shutil.copytree(repo / "content", out / "content")
shutil.copytree(repo / "locales", out / "locales")
# The front end is reused as built: the generator reads its manifest and
# runs its SSR bundle; icons come from node_modules and src/interface-icons.json.
(out / "islands").mkdir()
for name in ("build", "ssr-build", "render.mjs", "node_modules", "package.json", "src"):
    os.symlink(repo / "islands" / name, out / "islands" / name)

languages = [p.name for p in (repo / "locales").iterdir() if p.is_dir()]
real = len(list((repo / "content/calculators").glob("*.yaml")))
copies = max(0, pages // len(languages) - real)
# Like a real large site, calculators come in groups: 50 per generated category.
per_category = 50
categories = [f"bench-{c:03d}" for c in range((copies + per_category - 1) // per_category)]
with open(out / "content/categories.yaml", "a") as f:
    for c in categories:
        f.write(f"- id: {c}\n  icon: calculator\n  color: slate\n  landing: {c}-calculators\n")
for lang in languages:
    path = out / "locales" / f"{lang}.yaml"
    # BaseLoader keeps every scalar a string: the safe loader's YAML 1.1
    # would turn keys such as `yes:` and `no:` into booleans.
    strings = yaml.load(path.read_text(), Loader=yaml.BaseLoader)
    for c in categories:
        strings["categories"][c] = {"title": f"Group {c}", "description": f"Generated group {c}."}
    path.write_text(yaml.safe_dump(strings, allow_unicode=True))
# The copies are not featured: a real catalogue features a handful of its
# calculators, and featuring every copy would put thousands of links into
# every page's footer and the home page.
definition = re.sub(r"^featured: .*\n", "", (repo / "content/calculators/percentage.yaml").read_text(), flags=re.M)
texts = {lang: (repo / "locales" / lang / "calculators/percentage.yaml").read_text() for lang in languages}
for i in range(copies):
    cid = f"bench-{i:05d}"
    body = definition.replace("category: lifestyle", f"category: {categories[i // per_category]}\nfunction: percentage", 1)
    (out / "content/calculators" / f"{cid}.yaml").write_text(body)
    for lang in languages:
        (out / "locales" / lang / "calculators" / f"{cid}.yaml").write_text(texts[lang])
print(f"{(copies + real) * len(languages)} calculator pages ({copies} generated calculators) in {out}")
