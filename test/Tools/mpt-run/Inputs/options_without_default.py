#!/usr/bin/env python3
"""Reads mpt-run --help on stdin; prints how many options of mpt-run's
category do not state a default, then those lines."""
import sys

text = sys.stdin.read()
if "mpt-run options:" not in text:
    sys.exit("no 'mpt-run options:' section in the help")
lines = text.split("mpt-run options:")[1].splitlines()
# Option lines start with "  -"; an enum's values ("    =auto") do not.
missing = [line for line in lines if line.startswith("  -") and "default" not in line]
print(f"options without a default: {len(missing)}")
for line in missing:
    print(line)
