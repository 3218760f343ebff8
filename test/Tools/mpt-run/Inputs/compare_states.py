#!/usr/bin/env python3
"""Compares two mpt-run --save-state directories array by array.

  compare_states.py DIR_A DIR_B RTOL [PREFIX,...]

With PREFIXes, only the arrays whose names start with one of them (and both
directories must hold the same such arrays). A checkpoint's sharded state
(one slice file per rank, as its manifest.json lists them) is compared
whole: the slices joined, the padding dropped, as `<role>_<argument>.npy`. RTOL 0 asks for equal values.
Prints the worst max|a - b| / max|a| (per array, so that entries near zero
do not dominate) over every .npy both hold
and `close` or `DIFFERENT` (worse than RTOL, a NaN or inf in either, or arrays
that do not match up). Exit status 0 only when close.
"""

import json
import math
import os
import re
import sys

import numpy as np


def joined(directory, entry):
    """A sharded argument's whole array from its slice files."""
    dims = re.match(r"tensor<((?:\d+x)*)", entry["type"]).group(1)
    shape = [int(d) for d in dims.split("x") if d]
    flat = np.concatenate([np.load(os.path.join(directory, f))
                           for f in entry["shards"]])
    return flat[:int(np.prod(shape))].reshape(shape)


def main():
    first, second, rtol = sys.argv[1], sys.argv[2], float(sys.argv[3])
    prefixes = tuple(sys.argv[4].split(",")) if len(sys.argv) > 4 else ("",)

    def arrays(directory):
        """Name -> a function loading the whole array."""
        found = {n: (lambda p=os.path.join(directory, n): np.load(p))
                 for n in os.listdir(directory)
                 if n.endswith(".npy") and ".shard-" not in n}
        manifest = os.path.join(directory, "manifest.json")
        if os.path.exists(manifest):
            with open(manifest) as f:
                entries = json.load(f)["arguments"]
            for index, entry in enumerate(entries):
                if "shards" in entry:
                    found[f"{entry['role']}_{index}.npy"] = (
                        lambda e=entry: joined(directory, e))
        return {n: load for n, load in found.items() if n.startswith(prefixes)}

    first_arrays, second_arrays = arrays(first), arrays(second)
    names = sorted(first_arrays)
    if not names or names != sorted(second_arrays):
        print("DIFFERENT: the directories hold different arrays")
        return 1
    worst = 0.0
    for name in names:
        a = first_arrays[name]().astype(np.float64)
        b = second_arrays[name]().astype(np.float64)
        # A NaN or inf anywhere is a difference: max() would skip a NaN.
        if a.shape != b.shape or not (np.isfinite(a).all() and np.isfinite(b).all()):
            worst = math.inf
            continue
        scale = max(float(np.abs(a).max(initial=0.0)), 1e-30)
        worst = max(worst, float(np.abs(a - b).max(initial=0.0)) / scale)
    print(f"worst relative difference {worst:.3g} over {len(names)} arrays: "
          f"{'close' if worst <= rtol else 'DIFFERENT'}")
    return 0 if worst <= rtol else 1


if __name__ == "__main__":
    sys.exit(main())
