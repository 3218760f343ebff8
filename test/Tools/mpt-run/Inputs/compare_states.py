#!/usr/bin/env python3
"""Compares two mpt-run --save-state directories array by array.

  compare_states.py DIR_A DIR_B RTOL [PREFIX,...]

With PREFIXes, only the arrays whose names start with one of them (and both
directories must hold the same such arrays). RTOL 0 asks for equal values.
Prints the worst max|a - b| / max|a| (per array, so that entries near zero
do not dominate) over every .npy both hold
and `close` or `DIFFERENT` (worse than RTOL, a NaN or inf in either, or arrays
that do not match up). Exit status 0 only when close.
"""

import math
import os
import sys

import numpy as np


def main():
    first, second, rtol = sys.argv[1], sys.argv[2], float(sys.argv[3])
    prefixes = tuple(sys.argv[4].split(",")) if len(sys.argv) > 4 else ("",)

    def arrays(directory):
        return sorted(n for n in os.listdir(directory)
                      if n.endswith(".npy") and n.startswith(prefixes))

    names = arrays(first)
    if not names or names != arrays(second):
        print("DIFFERENT: the directories hold different arrays")
        return 1
    worst = 0.0
    for name in names:
        a = np.load(os.path.join(first, name)).astype(np.float64)
        b = np.load(os.path.join(second, name)).astype(np.float64)
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
