#!/usr/bin/env python3
"""Writes the Hugo yardstick for `make bench`: a Hugo site of PAGES
calculator-shaped pages (a title, a description, a form of three inputs
drawn by the layout from front matter, a Markdown explanation and a Markdown
table, 50 pages per section), half English, half Portuguese, so Calcula's
ms per HTML page can be compared with Hugo's on a similar site.

usage: gen-hugo-site.py OUT_ROOT PAGES
"""
import shutil
import sys
from pathlib import Path

out, pages = Path(sys.argv[1]), int(sys.argv[2])
if out.exists():
    shutil.rmtree(out)
layouts = out / "layouts"
(layouts / "_default").mkdir(parents=True)
(out / "hugo.toml").write_text(
    'baseURL = "https://example.org/"\n'
    'title = "Bench"\n'
    'defaultContentLanguage = "en"\n'
    'disableKinds = ["taxonomy", "term", "RSS"]\n'
    "[languages.en]\n  weight = 1\n  contentDir = \"content/en\"\n"
    "[languages.pt-br]\n  weight = 2\n  contentDir = \"content/pt-br\"\n"
)
(layouts / "_default" / "baseof.html").write_text(
    """<!doctype html>
<html lang="{{ .Language.Lang }}"><head><meta charset="utf-8">
<title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}">
<link rel="canonical" href="{{ .Permalink }}"></head>
<body><header><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></header>
<nav>{{ range site.Sections }}<a href="{{ .RelPermalink }}">{{ .Title }} ({{ len .Pages }})</a>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main></body></html>
"""
)
(layouts / "_default" / "single.html").write_text(
    """{{ define "main" }}<h1>{{ .Title }}</h1><p>{{ .Description }}</p>
<form>{{ range .Params.inputs }}<label>{{ .label }} <input name="{{ .name }}" type="number" value="{{ .value }}"></label>{{ end }}
<output>{{ .Params.result }}</output></form>
{{ .Content }}{{ end }}
"""
)
(layouts / "_default" / "list.html").write_text(
    """{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
"""
)
per_section = 50
for lang in ("en", "pt-br"):
    for i in range(pages // 2):
        section = out / "content" / lang / f"group-{i // per_section:03d}"
        if i % per_section == 0:
            section.mkdir(parents=True)
            (section / "_index.md").write_text(f"---\ntitle: Group {i // per_section}\n---\n")
        rows = "\n".join(f"| {p}% | {p * (i + 1) / 100:g} |" for p in range(5, 55, 5))
        (section / f"calc-{i:05d}.md").write_text(
            f"""---
title: Percentage calculator {i}
description: What is X percent of Y, and other percentage questions ({lang}).
result: "{(i + 1) * 0.2:g}"
inputs:
  - {{name: percent, label: Percent, value: 20}}
  - {{name: of, label: Of, value: {i + 1}}}
  - {{name: places, label: Decimal places, value: 2}}
---
## How it works

A percentage is a number expressed as a fraction of **100**: *X percent of Y*
is `X / 100 × Y`. See the [group](../) for related calculators.

| percent | of {i + 1} |
|---|---|
{rows}

## Frequently asked questions

- **Is 20% of 50 the same as 50% of 20?** Yes: both are 10.
- **What is a percentage point?** The difference between two percentages.
"""
        )
print(f"{pages // 2 * 2} Hugo pages in {out}")
