#!/usr/bin/env python3
"""Casts inserted by mpt-auto-mixed-precision against two counts computed
from its colouring independently of its rewriter (test-mpt-cast-counts):

  naive    one cast per (consumer op, operand) whose type differs from the
           type its producer leaves the value in, with no sharing;
  boundary distinct (value, target type) pairs among those.

Targets: inserted == boundary (no redundant cast), inserted <= naive / 3.

  benchmarks/cast_counts.py [--mpt-opt build/bin/mpt-opt] [--layers N]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Casts of tensors; scalar extf in a contraction's payload is its FP32
# accumulation, not a cast between ops.
CAST = re.compile(r"= (mpt\.cast|arith\.truncf|arith\.extf) .*: tensor<")


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kwargs)


def count_casts(text):
    return sum(1 for line in text.splitlines() if CAST.search(line))


def measure(mpt_opt, path):
    source = open(path).read()
    out = run([mpt_opt, path, "-mpt-auto-mixed-precision"]).stdout
    remarks = run([mpt_opt, path, "-test-mpt-cast-counts", "-o", os.devnull,
                   "--mlir-print-op-on-diagnostic=false"]).stderr
    naive = boundary = 0
    for match in re.finditer(r"naive (\d+) boundary (\d+)", remarks):
        naive += int(match.group(1))
        boundary += int(match.group(2))
    return count_casts(out) - count_casts(source), naive, boundary


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mpt-opt", default=os.path.join(ROOT, "build", "bin", "mpt-opt"))
    parser.add_argument("--layers", type=int, default=1)
    args = parser.parse_args()

    gen = os.path.join(ROOT, "benchmarks", "gen_training_step.py")
    with tempfile.TemporaryDirectory() as tmp:
        examples = [("mpt MLP (examples/mlp.mlir)", os.path.join(ROOT, "examples", "mlp.mlir"))]
        for model in ("mlp", "transformer"):
            path = os.path.join(tmp, f"{model}.mlir")
            run([sys.executable, gen, model, "--layers", str(args.layers), "-o", path])
            examples.append((f"linalg {model} step, {args.layers} layer(s)", path))

        print(f"{'example':40} {'inserted':>8} {'boundary':>8} {'naive':>6} "
              f"{'ins/naive':>9}  no-redundant  <=naive/3")
        ok = True
        for name, path in examples:
            inserted, naive, boundary = measure(args.mpt_opt, path)
            ratio = inserted / naive if naive else 0.0
            exact = inserted == boundary
            third = 3 * inserted <= naive
            ok &= exact
            print(f"{name:40} {inserted:8} {boundary:8} {naive:6} {ratio:9.2f}  "
                  f"{'yes' if exact else 'NO':>12}  {'yes' if third else 'no':>9}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
