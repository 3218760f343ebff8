#!/usr/bin/env python3
"""FP8 training steps on the CPU against BF16, side by side.

  benchmarks/fp8_cpu_speed.py [--build DIR] [--steps N] [--repeats R]
                              [--threads T]

Models (synthetic data, SGD): the MLP of examples/mlp.mlir (784-256-10,
batch 64) and two transformers written by gen_training_step.py (pre-norm
single-head attention and a GELU MLP per block, mean squared error): 2
blocks of 4x128 tokens at model dimension 256, FFN 1024, and 2 blocks of
GPT-2 small's layer shapes (model 768, FFN 3072) on its benchmark's 2x128
tokens. Each runs `mpt-run --precision=bf16` and `--precision=fp8` with
every recipe (tensorwise, blockwise, blockwise-pow2, mxfp8; every product in
FP8: --fp8-keep-bf16=none), R times interleaved so the machine's drift
hits all alike; prints the median steps/s (mpt-run's own count, after the
compile) and each recipe's ratio to BF16. Needs only a build.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODES = [("bf16", ["--precision=bf16"])] + [
    (recipe, ["--precision=fp8", f"--fp8-recipe={recipe}", "--fp8-keep-bf16=none"])
    for recipe in ("tensorwise", "blockwise", "blockwise-pow2", "mxfp8")]


def generate(directory):
    """The models: (name, step file, mpt-run options, steps scale)."""
    models = [("MLP 784-256-10, batch 64", os.path.join(ROOT, "examples", "mlp.mlir"),
               ["--hyper=0.1"], 50)]
    for name, shape in (("transformer 2x(4x128, d 256)",
                         ["--batch", "4", "--seq", "128", "--model-dim", "256", "--ffn", "1024"]),
                        ("GPT-2 small layers 2x(2x128, d 768)",
                         ["--batch", "2", "--seq", "128", "--model-dim", "768", "--ffn", "3072"])):
        path = os.path.join(directory, re.sub(r"\W+", "_", name) + ".mlir")
        subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "gen_training_step.py"),
                        "transformer", "--dialect", "mpt", "--layers", "2", *shape, "-o", path],
                       check=True)
        models.append((name, path, ["--hyper=0.01"], 1))
    return models


def steps_per_second(mpt_run, step, options, steps, threads):
    command = [mpt_run, step, "--data=synthetic", f"--steps={steps}", "--print-every=0",
               f"--threads={threads}", *options]
    result = subprocess.run(command, capture_output=True, text=True)
    rates = re.findall(r"([0-9.]+) steps/s", result.stdout + result.stderr)
    if result.returncode != 0 or not rates:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
    return float(rates[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--steps", type=int, default=20,
                        help="steps per run of the largest model (the MLP runs 50x as many)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    mpt_run = os.path.join(args.build, "bin", "mpt-run")
    with tempfile.TemporaryDirectory() as directory:
        models = generate(directory)
        print(f"steps/s, median of {args.repeats}, {args.threads} threads "
              "(ratio to BF16 in parentheses)\n")
        print("| model | " + " | ".join(name for name, _ in MODES) + " |")
        print("|---|" + "---|" * len(MODES))
        for name, step, options, scale in models:
            rates = {mode: [] for mode, _ in MODES}
            for _ in range(args.repeats):
                for mode, flags in MODES:
                    rates[mode].append(steps_per_second(mpt_run, step, options + flags,
                                                        args.steps * scale, args.threads))
            medians = {mode: statistics.median(values) for mode, values in rates.items()}
            bf16 = medians["bf16"]
            def rate(value):
                return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"
            cells = [rate(bf16)] + [f"{rate(medians[mode])} ({medians[mode] / bf16:.2f}x)"
                                    for mode, _ in MODES[1:]]
            print(f"| {name} | " + " | ".join(cells) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
