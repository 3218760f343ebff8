#!/usr/bin/env python3
"""Loss scaling on real text: a byte-level LSTM language model
(examples/lstm_lm/, exported from torch by scripts/export-lstm-example.py)
trained by mpt-run on the fortunes corpus (Debian's `fortunes` package,
about 2.6 MB of English), in FP32, FP16 without loss scaling, FP16 with
dynamic loss scaling and BF16, from the same initial weights on the same
batches.

The step's loss is weighted by 2^-20 (its learning rate by 2^20, so FP32
trains as the unweighted model would): the gradients fall below FP16's
smallest subnormal, so FP16 without scaling flushes them to zero and stops
learning, while dynamic scaling tracks FP32. BF16 has FP32's exponent range
and needs no scaling.

Writes per-mode CSVs, loss.svg (the moving-average loss, unweighted) and
results.md to --out; checks the targets below and exits non-zero when one
is missed.

  scripts/lstm-text-experiment.py [--steps N] [--out DIR] [--mpt-run PATH]
"""
import argparse
import concurrent.futures
import csv
import glob
import os
import subprocess
import sys
import time

import loss_chart

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
EXAMPLE = os.path.join(ROOT, "examples", "lstm_lm")
CORPUS = "/usr/share/games/fortunes"
LOSS_WEIGHT = 2.0**-20
WINDOW = 50
MODES = [  # name, --precision, --loss-scaling, colour
    ("fp32", "f32", "none", "#1f77b4"),
    ("fp16-no-scaling", "f16", "none", "#d62728"),
    ("fp16-dynamic-scaling", "f16", "dynamic", "#2ca02c"),
    ("bf16", "bf16", "none", "#ff7f0e"),
]


def write_corpus(path):
    """The fortune files (not their .dat indexes or .u8 links), in name
    order, as one text."""
    files = sorted(f for f in glob.glob(os.path.join(CORPUS, "*"))
                   if os.path.isfile(f) and not os.path.islink(f)
                   and not f.endswith(".dat"))
    if not files:
        sys.exit(f"no fortunes in {CORPUS} (Debian: apt-get install fortunes)")
    with open(path, "wb") as out:
        for name in files:
            with open(name, "rb") as f:
                out.write(f.read())
    return len(files), os.path.getsize(path)


def run(mpt_run, out, corpus, mode, steps, seed):
    name, precision, scaling, _ = mode
    csv_path = os.path.join(out, f"{name}.csv")
    command = [mpt_run, os.path.join(EXAMPLE, "step.mlir"),
               "--load-params=" + os.path.join(EXAMPLE, "params"),
               f"--data=text:{corpus}", f"--steps={steps}", f"--seed={seed}",
               f"--precision={precision}", f"--csv={csv_path}", "--print-every=0",
               "--threads=1"]
    if precision != "f32":
        command.append(f"--loss-scaling={scaling}")
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    return {"mode": name, "colour": mode[3],
            "loss": [float(r["loss"]) / LOSS_WEIGHT for r in rows],
            "zero": [float(r["grad_zero_fraction"]) for r in rows],
            "skipped": sum(int(r["skipped"]) for r in rows),
            "final_scale": float(rows[-1]["loss_scale"])}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "lstm-experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    corpus = os.path.join(args.out, "fortunes.txt")
    files, size = write_corpus(corpus)

    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda m: run(args.mpt_run, args.out, corpus, m,
                                              args.steps, args.seed), MODES))
    elapsed = time.time() - start
    by = {r["mode"]: r for r in results}
    reference = loss_chart.moving_average(by["fp32"]["loss"], WINDOW)
    lines = [f"# Byte-level LSTM LM on fortunes ({files} files, {size} bytes), "
             f"{args.steps} steps of 16 x 32 bytes, loss weight 2^-20", "",
             "| mode | final loss (mean of last 50, nats/byte) | max moving-average gap to FP32 "
             "| zero gradient elements (mean) | skipped steps | final loss scale |",
             "|---|---|---|---|---|---|"]
    for r in results:
        average = loss_chart.moving_average(r["loss"], WINDOW)
        r["gap"] = max(abs(a - b) / b for a, b in zip(average[WINDOW:], reference[WINDOW:]))
        r["final"] = sum(r["loss"][-WINDOW:]) / len(r["loss"][-WINDOW:])
        r["zero_mean"] = sum(r["zero"]) / len(r["zero"])
        lines.append(f"| {r['mode']} | {r['final']:.4f} | {100 * r['gap']:.2f}% "
                     f"| {100 * r['zero_mean']:.2f}% | {r['skipped']} | {r['final_scale']:g} |")
    fp32, plain, scaled = by["fp32"], by["fp16-no-scaling"], by["fp16-dynamic-scaling"]
    checks = [
        ("FP16 without scaling flushes >= 50% more gradient elements to zero than FP32",
         plain["zero_mean"] >= fp32["zero_mean"] + 0.5),
        ("FP16 without scaling ends >= 10% above FP32's loss",
         plain["final"] >= 1.1 * fp32["final"]),
        ("FP16 + dynamic scaling moving-average loss within 2% of FP32",
         scaled["gap"] <= 0.02),
        ("BF16 moving-average loss within 5% of FP32", by["bf16"]["gap"] <= 0.05),
    ]
    lines += ["", "The zero fraction counts gradient elements exactly zero; in FP32 they",
              "are the embedding rows of bytes the batch does not hold."]
    loss_chart.svg_chart(
        [(f"LSTM LM on fortunes: {WINDOW}-step moving-average loss (nats/byte)",
          [(r["mode"], loss_chart.moving_average(r["loss"], WINDOW), r["colour"],
            r["mode"] == "bf16") for r in results])],
        os.path.join(args.out, "loss.svg"), args.steps, ceiling=6.0)
    return loss_chart.write_results(
        args.out, lines, checks,
        f"{len(MODES)} runs in {elapsed:.1f} s ({args.jobs} at a time).")


if __name__ == "__main__":
    sys.exit(main())
