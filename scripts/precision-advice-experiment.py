#!/usr/bin/env python3
"""The precision advisor on real text: the byte-level LSTM language model of
scripts/lstm-text-experiment.py (loss weighted by 2^-20, so FP16 without loss
scaling flushes its gradients to zero) trained by mpt-run on the fortunes
corpus from the same weights on the same batches:

  fp32               the reference
  fp16-no-scaling    FP16 without loss scaling, with --advise-precision:
                     the advice and its policy file
  fp16-advised       FP16 with --precision-policy (the advice applied),
                     advised again
  fp8                FP8 contractions (E4M3 forward, E5M2 gradients, delayed
                     scaling), with --advise-precision
  fp8-advised        FP8 with its advice applied

Checks that the advice names the FP16 run's underflow (a loss scale), that
applying it recovers FP32's loss (moving average within 2%, the tolerance of
the LSTM experiment's dynamic loss scaling) where the unadvised run ends
>= 10% above it, and that the advised FP16 run asks for no larger scale (its
pins, of backward values that flush even at the scale's ceiling, are
listed); FP8 with its advice applied within 5%. Writes per-mode CSVs, advice and range-statistics files, heatmaps, loss.svg and
results.md to --out; exits non-zero when a check fails.

  scripts/precision-advice-experiment.py [--steps N] [--out DIR] [--mpt-run PATH]
"""
import argparse
import concurrent.futures
import csv
import importlib.util
import json
import os
import subprocess
import sys
import time

import loss_chart

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
EXAMPLE = os.path.join(ROOT, "examples", "lstm_lm")
SPEC = importlib.util.spec_from_file_location(
    "lstm_text_experiment", os.path.join(ROOT, "scripts", "lstm-text-experiment.py"))
LSTM = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(LSTM)
WINDOW = LSTM.WINDOW


def run(args, corpus, name, precision, extra):
    out = args.out
    csv_path = os.path.join(out, f"{name}.csv")
    command = [args.mpt_run, os.path.join(EXAMPLE, "step.mlir"),
               "--load-params=" + os.path.join(EXAMPLE, "params"),
               f"--data=text:{corpus}", f"--steps={args.steps}", f"--seed={args.seed}",
               f"--precision={precision}", f"--csv={csv_path}", "--print-every=0",
               "--threads=1", *extra]
    started = time.time()
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    advice = [line[len("mpt-run: advice: "):] for line in result.stdout.splitlines()
              if line.startswith("mpt-run: advice: ")]
    return {"mode": name, "loss": [float(r["loss"]) / LSTM.LOSS_WEIGHT for r in rows],
            "skipped": sum(int(r["skipped"]) for r in rows),
            "final_scale": float(rows[-1]["loss_scale"]), "advice": advice,
            "seconds": time.time() - started}


def advise(args, name):
    """--advise-precision and its statistics for a run called `name`."""
    return [f"--advise-precision={os.path.join(args.out, name + '.advice.json')}",
            f"--range-stats={os.path.join(args.out, name + '.ranges.csv')}",
            f"--range-heatmap={os.path.join(args.out, name + '.heatmap.svg')}",
            f"--range-stats-every={args.every}"]


def policy(args, name):
    return [f"--precision-policy={os.path.join(args.out, name + '.advice.json')}"]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--every", type=int, default=100,
                        help="steps between the recorded statistics")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "advice-experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    corpus = os.path.join(args.out, "fortunes.txt")
    files, size = LSTM.write_corpus(corpus)

    start = time.time()
    first = [("fp32", "f32", []),
             ("fp16-no-scaling", "f16", ["--loss-scaling=none", *advise(args, "fp16-no-scaling")]),
             ("fp8", "fp8", advise(args, "fp8"))]
    # The advised runs read the first round's policies.
    second = [("fp16-advised", "f16",
               ["--loss-scaling=none", *policy(args, "fp16-no-scaling"),
                *advise(args, "fp16-advised")]),
              ("fp8-advised", "fp8", [*policy(args, "fp8"), *advise(args, "fp8-advised")])]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda m: run(args, corpus, *m), first))
        results += list(pool.map(lambda m: run(args, corpus, *m), second))
    elapsed = time.time() - start
    by = {r["mode"]: r for r in results}
    reference = loss_chart.moving_average(by["fp32"]["loss"], WINDOW)
    lines = [f"# Precision advice on the LSTM LM ({files} fortune files, {size} bytes), "
             f"{args.steps} steps of 16 x 32 bytes, loss weight 2^-20, statistics every "
             f"{args.every} steps", "",
             "| mode | final loss (mean of last 50, nats/byte) | max moving-average gap to FP32 "
             "| skipped steps | final loss scale | run (s) |",
             "|---|---|---|---|---|---|"]
    for r in results:
        average = loss_chart.moving_average(r["loss"], WINDOW)
        r["gap"] = max(abs(a - b) / b for a, b in zip(average[WINDOW:], reference[WINDOW:]))
        r["final"] = sum(r["loss"][-WINDOW:]) / len(r["loss"][-WINDOW:])
        lines.append(f"| {r['mode']} | {r['final']:.4f} | {100 * r['gap']:.2f}% "
                     f"| {r['skipped']} | {r['final_scale']:g} | {r['seconds']:.0f} |")
    for r in results:
        if r["advice"]:
            lines += ["", f"Advice of {r['mode']}:", ""] + [f"- {a}" for a in r["advice"]]

    def load(name):
        with open(os.path.join(args.out, name + ".advice.json")) as f:
            return json.load(f)
    plain, advised = by["fp16-no-scaling"], by["fp16-advised"]
    first_policy, second_policy = load("fp16-no-scaling"), load("fp16-advised")
    lines += ["", f"The advised FP16 run's own advice pins {len(second_policy['pins'])} ops "
              "(applying it is a third run)."]
    fp8_second = load("fp8-advised")
    checks = [
        ("FP16 without scaling ends >= 10% above FP32's loss", plain["final"] >= 1.1 * by["fp32"]["final"]),
        ("its advice starts a loss scale", "loss-scaling" in first_policy),
        ("FP16 with the advice applied: moving-average loss within 2% of FP32", advised["gap"] <= 0.02),
        ("the advised FP16 run's own advice asks for no larger loss scale",
         "loss-scaling" not in second_policy),
        ("FP8 with its advice applied: moving-average loss within 5% of FP32",
         by["fp8-advised"]["gap"] <= 0.05),
        ("the advised FP8 run's own advice pins nothing more", not fp8_second["pins"]),
    ]
    loss_chart.svg_chart(
        [(f"LSTM LM on fortunes: {WINDOW}-step moving-average loss (nats/byte)",
          [(r["mode"], loss_chart.moving_average(r["loss"], WINDOW), colour, False)
           for r, colour in zip(results, ["#1f77b4", "#d62728", "#9467bd", "#2ca02c", "#ff7f0e"])])],
        os.path.join(args.out, "loss.svg"), args.steps, ceiling=6.0)
    return loss_chart.write_results(
        args.out, lines, checks, f"{len(results)} runs in {elapsed:.1f} s ({args.jobs} at a time).")


if __name__ == "__main__":
    sys.exit(main())
