#!/usr/bin/env python3
"""Prints the mpt-run figures that docs/Running.md quotes, measured here.

For examples/mlp.mlir (784-256-10, batch 64) and examples/transformer_block.mlir,
in FP32, FP16 and BF16 on synthetic data: training speed (steps/s over
--steps steps of the MLP and a fortieth as many of the transformer, on one
core, the best of --repeat runs: the machine is noisy),
the step heap peak mpt-run counts (deterministic: the most bytes a step holds
at once beyond its arguments), and the size of the MLP's ahead-of-time GPU
bundle beside that of libLLVM and libMLIR, which the bundle does without.
  benchmarks/run_figures.py [--steps N] [--repeat R]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
EXAMPLES = ("mlp", "transformer_block")
PRECISIONS = ("f32", "f16", "bf16")


def train(mpt_run, example, precision, steps):
    """(steps/s, heap peak in bytes) of one run."""
    proc = subprocess.run(
        [mpt_run, os.path.join(ROOT, "examples", f"{example}.mlir"), "--data=synthetic",
         f"--precision={precision}", f"--steps={steps}", "--hyper=0.01", "--print-every=0"],
        capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"run_figures: mpt-run {example} {precision} failed:\n{proc.stderr}")
    rates = re.findall(r"([0-9.]+) steps/s", proc.stderr)
    peak = re.search(r"^step heap peak: (\d+) bytes", proc.stdout, re.M)
    if not rates or not peak:
        sys.exit(f"run_figures: no speed or heap peak in mpt-run's output:\n{proc.stdout}")
    return float(rates[-1]), int(peak.group(1))


def size(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    print(f"{'example':18} {'precision':9} {'steps/s':>8} {'heap peak MiB':>14}")
    for example in EXAMPLES:
        steps = args.steps if example == "mlp" else max(1, args.steps // 40)
        for precision in PRECISIONS:
            runs = [train(args.mpt_run, example, precision, steps) for _ in range(args.repeat)]
            peaks = {peak for _, peak in runs}
            if len(peaks) != 1:
                sys.exit(f"run_figures: the heap peak changed between runs: {sorted(peaks)}")
            print(f"{example:18} {precision:9} {max(r for r, _ in runs):8.0f} "
                  f"{peaks.pop() / 2**20:14.2f}")

    with tempfile.TemporaryDirectory() as tmp:
        bundle = os.path.join(tmp, "mlp-bundle")
        proc = subprocess.run(
            [args.mpt_run, os.path.join(ROOT, "examples", "mlp.mlir"), "--precision=f16",
             "--data=synthetic", "--hyper=0.1", "--steps=1", f"--bundle={bundle}"],
            capture_output=True, text=True)
        if proc.returncode != 0:
            sys.exit(f"run_figures: the MLP's bundle was not written:\n{proc.stderr}")
        batch = size(os.path.join(bundle, "batches"))
        libs = {os.path.realpath(f"/usr/lib/llvm-22/lib/lib{name}.so") for name in ("LLVM", "MLIR")}
        print(f"MLP GPU bundle: {size(bundle) / 1e6:.1f} MB with one recorded step "
              f"(+{batch / 1e6:.1f} MB per step); libLLVM + libMLIR, which it does without: "
              f"{sum(size(lib) for lib in libs) / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
