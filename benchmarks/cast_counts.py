#!/usr/bin/env python3
"""Casts inserted by mpt-auto-mixed-precision (f16) on FP32 training steps,
against the least its colouring needs and against a model of PyTorch's
autocast on the same step.

For each example and torch-mlir fixture (forward and backward: mpt-autodiff's
output for steps with mpt.value_and_grad) it prints:
  inserted  casts mpt-auto-mixed-precision inserts (its summary remark);
  boundary  the least any rewriter of its colouring needs: distinct (value,
            target type) pairs at colour boundaries (test-mpt-cast-counts;
            inits, built in the type each user needs, are no boundary);
  naive     one cast per (consumer, operand) that needs one, no sharing;
  MB mpt    bytes the inserted casts convert per step (read + written);
  autocast  casts and MB of the autocast model (test-mpt-autocast-casts):
            allow ops (autocast's lower-precision list) cast FP32 operands to
            f16 at every use and produce f16, parameters' casts cached per
            step (autocast's weight cache); FP32 ops (deny) cast f16 operands
            back; the others run in their widest operand; the backward is
            treated like the forward, as autograd runs it in the forward's
            dtypes with casts at the same boundaries. A model, not a
            measurement of torch.
Targets: inserted == boundary (no redundant cast) on every step.

  benchmarks/cast_counts.py [--mpt-opt build/bin/mpt-opt] [--layers N]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
FIXTURES = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "torch")
sys.path.insert(0, os.path.join(ROOT, "test", "Integration", "CPU", "Inputs"))
from torch_step import signature, training_step  # noqa: E402

SUMMARY = re.compile(r"(\d+) casts inserted.*?; (\d+) bytes converted per call")
AUTOCAST = re.compile(r"autocast: (\d+) casts, (\d+) bytes converted per call")
COUNTS = re.compile(r"naive (\d+) boundary (\d+)")


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, check=True, capture_output=True, text=True)


def measure(mpt_opt, fp32_step):
    """(inserted, boundary, naive, mpt bytes, autocast casts, autocast bytes),
    summed over the step's functions."""
    quiet = ["-o", os.devnull, "--mlir-print-op-on-diagnostic=false"]
    remarks = run([mpt_opt, "-", "-mpt-auto-mixed-precision",
                   "--remarks-filter=mpt-auto-mixed-precision",
                   "--remark-format=emitRemark", *quiet], fp32_step).stderr
    inserted = sum(int(m.group(1)) for m in SUMMARY.finditer(remarks))
    mpt_bytes = sum(int(m.group(2)) for m in SUMMARY.finditer(remarks))
    counts = run([mpt_opt, "-", "-test-mpt-cast-counts", *quiet], fp32_step).stderr
    naive = sum(int(m.group(1)) for m in COUNTS.finditer(counts))
    boundary = sum(int(m.group(2)) for m in COUNTS.finditer(counts))
    model = run([mpt_opt, "-", "-test-mpt-autocast-casts", *quiet], fp32_step).stderr
    autocast = sum(int(m.group(1)) for m in AUTOCAST.finditer(model))
    autocast_bytes = sum(int(m.group(2)) for m in AUTOCAST.finditer(model))
    return inserted, boundary, naive, mpt_bytes, autocast, autocast_bytes


def steps(mpt_opt, layers, tmp):
    """(name, FP32 step after autodiff) for each example and fixture."""
    def autodiff(path):
        return run([mpt_opt, path, "-mpt-autodiff"]).stdout
    yield "mpt MLP (examples/mlp.mlir)", autodiff(os.path.join(ROOT, "examples", "mlp.mlir"))
    yield ("mpt transformer (examples/transformer_block.mlir)",
           autodiff(os.path.join(ROOT, "examples", "transformer_block.mlir")))
    gen = os.path.join(ROOT, "benchmarks", "gen_training_step.py")
    for model in ("mlp", "transformer"):
        path = os.path.join(tmp, f"{model}.mlir")
        run([sys.executable, gen, model, "--layers", str(layers), "-o", path])
        yield f"linalg {model} step, {layers} layer(s)", open(path).read()
    for fixture in sorted(os.listdir(FIXTURES)):
        text = open(os.path.join(FIXTURES, fixture, "model.mlir")).read()
        params = len(open(os.path.join(FIXTURES, fixture, "meta.txt")).read().split())
        path = os.path.join(tmp, f"{fixture}.mlir")
        with open(path, "w") as f:
            f.write(training_step(text, signature(text), params))
        yield f"torch-mlir {fixture}", autodiff(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mpt-opt", default=os.path.join(ROOT, "build", "bin", "mpt-opt"))
    parser.add_argument("--layers", type=int, default=1)
    args = parser.parse_args()

    print(f"{'step':50} {'inserted':>8} {'boundary':>8} {'naive':>6} {'MB mpt':>8} "
          f"{'autocast':>8} {'MB autocast':>11} {'bytes mpt/autocast':>18}  no-redundant")
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for name, step in steps(args.mpt_opt, args.layers, tmp):
            inserted, boundary, naive, mpt_bytes, autocast, autocast_bytes = \
                measure(args.mpt_opt, step)
            exact = inserted == boundary
            ok &= exact
            ratio = mpt_bytes / autocast_bytes if autocast_bytes else float("nan")
            print(f"{name:50} {inserted:8} {boundary:8} {naive:6} {mpt_bytes / 1e6:8.3f} "
                  f"{autocast:8} {autocast_bytes / 1e6:11.3f} {ratio:18.2f}  "
                  f"{'yes' if exact else 'NO':>12}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
