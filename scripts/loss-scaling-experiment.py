#!/usr/bin/env python3
"""Mixed-precision training of an MLP on Fashion-MNIST with mpt-run.

Two configurations, each trained from the same initial weights on the same
batches:

  plain          examples/mlp.mlir, learning rate 0.1: FP32, FP16 with
                 dynamic loss scaling, FP16 without loss scaling, BF16.
  small-gradients examples/mlp_small_gradients.mlir, the loss weighted by
                 2^-20 and the learning rate by 2^20 (FP32 then trains exactly
                 as `plain`): gradients fall below FP16's subnormal range, so
                 FP16 without loss scaling stops learning.

Writes per-run CSVs (step, loss, loss_scale, skipped, grad_zero_fraction), a
line chart of the 50-step moving-average loss per mode (loss.svg), and a
table (results.md) with test accuracy, final loss, the fraction of gradient
elements that are zero and the skipped steps; checks the targets of the
issue and exits non-zero when one is missed.

  scripts/loss-scaling-experiment.py [--steps N] [--out DIR] [--mpt-run PATH]
"""
import argparse
import concurrent.futures
import csv
import os
import re
import subprocess
import sys
import time

import loss_chart

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
LEARNING_RATE = 0.1
LOSS_WEIGHT = 2.0**-20
WINDOW = 50

MODES = [  # name, --precision, --loss-scaling
    ("fp32", "f32", "none"),
    ("fp16-dynamic-scaling", "f16", "dynamic"),
    ("fp16-no-scaling", "f16", "none"),
    ("bf16", "bf16", "none"),
]
CONFIGS = {
    "plain": ("examples/mlp.mlir", [LEARNING_RATE], 1.0, MODES),
    "small-gradients": (
        "examples/mlp_small_gradients.mlir",
        [LEARNING_RATE / LOSS_WEIGHT, LOSS_WEIGHT],
        LOSS_WEIGHT,
        MODES[:3],
    ),
}
COLOURS = {"fp32": "#1f77b4", "fp16-dynamic-scaling": "#2ca02c",
           "fp16-no-scaling": "#d62728", "bf16": "#ff7f0e"}


def run(mpt_run, out, config, mode, steps, seed):
    source, hyper, _, _ = CONFIGS[config]
    name, precision, scaling = mode
    csv_path = os.path.join(out, f"{config}-{name}.csv")
    command = [mpt_run, os.path.join(ROOT, source), "--data=fashion-mnist",
               f"--steps={steps}", f"--seed={seed}", f"--precision={precision}",
               "--hyper=" + ",".join(repr(h) for h in hyper),
               "--eval=mlp_logits", f"--csv={csv_path}", "--print-every=0",
               # The runs themselves go --jobs at a time, one thread each.
               "--threads=1"]
    if precision != "f32":
        command.append(f"--loss-scaling={scaling}")
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    accuracy = float(re.search(r"test accuracy: ([0-9.]+)", result.stdout)[1])
    heap = int(re.search(r"step heap peak: (\d+) bytes", result.stdout)[1])
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    return {"config": config, "mode": name, "accuracy": accuracy,
            "loss": [float(r["loss"]) for r in rows],
            "zero": [float(r["grad_zero_fraction"]) for r in rows],
            "skipped": sum(int(r["skipped"]) for r in rows),
            "final_scale": float(rows[-1]["loss_scale"]) if rows else 1.0,
            "heap": heap}


def memory_report(mpt_opt):
    """mpt-memory-report's JSON for the plain step after mpt-mixed-precision."""
    import json
    result = subprocess.run(
        [mpt_opt, os.path.join(ROOT, "examples", "mlp.mlir"), "--mpt-mixed-precision",
         "--mpt-memory-report=format=json", "-o", "/dev/null"],
        capture_output=True, text=True, check=True)
    functions = json.loads(result.stdout)["functions"]
    return next(f for f in functions if f["function"] == "train_step")


def moving_average(values, window=WINDOW):
    return loss_chart.moving_average(values, window)


def svg_chart(results, path, steps):
    """One panel per configuration: moving-average loss (unweighted) per mode."""
    panels = []
    for config in CONFIGS:
        weight = CONFIGS[config][2]
        series = [(r["mode"], moving_average([l / weight for l in r["loss"]]),
                   COLOURS[r["mode"]], r["mode"] == "bf16")
                  for r in results if r["config"] == config]
        title = (f'{config}: {WINDOW}-step moving-average training loss'
                 f'{" / loss weight" if weight != 1 else ""}')
        panels.append((title, series))
    loss_chart.svg_chart(panels, path, steps, ceiling=2.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--mpt-opt", default=os.path.join(ROOT, "build", "bin", "mpt-opt"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    start = time.time()
    jobs = [(config, mode) for config, (_, _, _, modes) in CONFIGS.items()
            for mode in modes]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(
            lambda job: run(args.mpt_run, args.out, job[0], job[1], args.steps,
                            args.seed), jobs))
    elapsed = time.time() - start

    by = {(r["config"], r["mode"]): r for r in results}
    lines = [f"# Fashion-MNIST MLP, {args.steps} steps of batch 64, seed {args.seed}",
             "",
             "| configuration | mode | test accuracy | final loss (mean of last 50) "
             "| max moving-average gap to FP32 | zero gradient elements (mean) "
             "| skipped steps | final loss scale | step heap peak |",
             "|---|---|---|---|---|---|---|---|---|"]
    checks = []
    for config, (_, _, weight, modes) in CONFIGS.items():
        reference = moving_average(by[(config, "fp32")]["loss"])
        for name, _, _ in modes:
            r = by[(config, name)]
            average = moving_average(r["loss"])
            gap = max(abs(a - b) / b for a, b in
                      zip(average[WINDOW:], reference[WINDOW:]))
            r["gap"] = gap
            final = sum(r["loss"][-WINDOW:]) / len(r["loss"][-WINDOW:]) / weight
            r["final"] = final
            zero = sum(r["zero"]) / len(r["zero"])
            r["zero_mean"] = zero
            lines.append(f"| {config} | {name} | {100 * r['accuracy']:.2f}% | {final:.4f} "
                         f"| {100 * gap:.2f}% | {100 * zero:.2f}% | {r['skipped']} "
                         f"| {r['final_scale']:g} | {r['heap'] / 2**20:.2f} MiB |")
    fp32, scaled = by[("plain", "fp32")], by[("plain", "fp16-dynamic-scaling")]
    checks.append(("plain: FP16 + scaling test accuracy within 0.5 points of FP32",
                   abs(scaled["accuracy"] - fp32["accuracy"]) <= 0.005))
    checks.append(("plain: FP16 + scaling moving-average loss within 2% of FP32",
                   scaled["gap"] <= 0.02))
    small = {m: by[("small-gradients", m)] for m in
             ("fp32", "fp16-dynamic-scaling", "fp16-no-scaling")}
    checks.append(("small-gradients: FP16 without scaling loses >= 50% of gradient elements",
                   small["fp16-no-scaling"]["zero_mean"] >= 0.5))
    checks.append(("small-gradients: FP16 without scaling ends >= 10% above FP32's loss",
                   small["fp16-no-scaling"]["final"] >= 1.1 * small["fp32"]["final"]))
    checks.append(("small-gradients: FP16 + scaling moving-average loss within 2% of FP32",
                   small["fp16-dynamic-scaling"]["gap"] <= 0.02))
    lines += ["", "Step heap peak: the most bytes a step held at once, counted through the",
              "compiled code's malloc/free (activations kept for the backward pass,",
              "gradients, the FP16 copies of the weights; parameters",
              "are updated in place, so new state is only the loss scaler's scalars).",
              "", "Bytes the memory report (mpt-memory-report) finds in the IR of the plain step:", "",
              "| | FP32 | mixed FP16 |", "|---|---|---|"]
    report = memory_report(args.mpt_opt)
    for key, label in (("activation", "activations kept for the backward pass"),
                       ("low_precision_copy", "low-precision weight copies"),
                       ("gradient", "gradients")):
        lines.append(f"| {label} | {report['fp32_baseline'][key]} "
                     f"| {report['bytes'][key]} |")
    lines += ["", "In this MLP the hidden activation is kept in FP16 (half of FP32's bytes),",
              "but the mixed step also keeps the FP16 copy of its input batch for the",
              "weight gradient, which the FP32 step reads from its argument."]

    svg_chart(results, os.path.join(args.out, "loss.svg"), args.steps)
    return loss_chart.write_results(
        args.out, lines, checks,
        f"{len(jobs)} runs in {elapsed:.1f} s ({args.jobs} at a time).")


if __name__ == "__main__":
    sys.exit(main())
