#!/usr/bin/env python3
"""Checks an mpt-run --range-heatmap SVG against the --range-stats CSV of the
same run: well-formed XML, a loss polyline, one column per recorded step and
one row of cells per gradient and narrowed value the CSV holds, each cell
titled with its fraction (or "not recorded").

  check_heatmap.py HEATMAP.svg STATS.csv
"""

import csv
import sys
import xml.etree.ElementTree as ET

svg, table = sys.argv[1:3]
root = ET.parse(svg).getroot()
ns = "{http://www.w3.org/2000/svg}"
with open(table) as f:
    rows = list(csv.DictReader(f))
steps = sorted({int(r["step"]) for r in rows})
values = {r["probe"] for r in rows if r["kind"] in ("gradient", "narrowed")}
assert root.findall(ns + "polyline"), "no loss curve"
cells = [rect for rect in root.findall(ns + "rect") if rect.find(ns + "title") is not None]
assert len(cells) == len(steps) * len(values), (len(cells), len(steps), len(values))
for cell in cells:
    title = cell.find(ns + "title").text
    fraction = title.rsplit(": ", 1)[1]
    assert fraction == "not recorded" or 0 <= float(fraction) <= 1, title
print(f"heatmap: {len(steps)} steps, {len(values)} rows, the gradients and narrowed "
      "values of the CSV")
