#!/usr/bin/env python3
"""The precision advisor on two models, each trained by mpt-run from the same
weights on the same batches in the modes below:
  lstm   the byte-level LSTM language model of scripts/lstm-text-experiment.py
         (loss weighted by 2^-20, so FP16 without loss scaling flushes its
         gradients to zero) on the fortunes corpus
  gpt2   the small GPT-2 torch-mlir exported for the parity tests
         (test/Tools/mpt-run/Inputs/torch-parity/gpt2, AdamW) on GPL-3's
         characters

  fp32               the reference
  fp16-no-scaling    FP16 without loss scaling, with --advise-precision:
                     the advice and its policy file
  fp16-advised       FP16 with --precision-policy (the advice applied),
                     advised again
  fp8                FP8 contractions (E4M3 forward, E5M2 gradients, delayed
                     scaling), with --advise-precision
  fp8-advised        FP8 with its advice applied

Checks, per model, that the FP16 run's advice is a loss scale, that applying
it recovers FP32's loss (moving average within 2%, the tolerance of the LSTM
experiment's dynamic loss scaling; for the LSTM, whose unadvised FP16 run
ends >= 10% above FP32, the cure), that the advised FP16 run asks for no
larger scale (its pins, of backward values that flush even at the scale's
ceiling, are counted), and FP8 with its advice applied within 5%. Writes per-mode CSVs, advice and range-statistics files, heatmaps, loss.svg and
results.md to --out; exits non-zero when a check fails.

  scripts/precision-advice-experiment.py [--models lstm,gpt2] [--steps N] [--out DIR]
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


GPT2 = os.path.join(ROOT, "test", "Tools", "mpt-run", "Inputs", "torch-parity", "gpt2")
MODELS = {  # step, mpt-run options, loss weight, whether FP16 alone fails
    "lstm": (os.path.join(EXAMPLE, "step.mlir"),
             ["--load-params=" + os.path.join(EXAMPLE, "params")], LSTM.LOSS_WEIGHT, True),
    "gpt2": (os.path.join(GPT2, "adamw.mlir"),
             ["--load-params=" + os.path.join(GPT2, "params"),
              "--data=text:/usr/share/common-licenses/GPL-3,chars"], 1.0, False),
}


def run(args, model, data, name, precision, extra):
    step, options, weight, _ = MODELS[model]
    csv_path = os.path.join(args.out, f"{model}-{name}.csv")
    command = [args.mpt_run, step, *options, *data, f"--steps={args.steps}",
               f"--seed={args.seed}", f"--precision={precision}", f"--csv={csv_path}",
               "--print-every=0", "--threads=1", *extra]
    started = time.time()
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    # The advice per op comes as remarks at the ops' locations (stderr), what
    # it judged as a summary (stdout).
    advice = [line.split(": remark: ", 1)[1] for line in result.stderr.splitlines()
              if ": remark: " in line]
    advice += [line[len("mpt-run: advice: "):] for line in result.stdout.splitlines()
               if line.startswith("mpt-run: advice: ")]
    return {"model": model, "mode": name, "loss": [float(r["loss"]) / weight for r in rows],
            "skipped": sum(int(r["skipped"]) for r in rows),
            "final_scale": float(rows[-1]["loss_scale"]), "advice": advice,
            "seconds": time.time() - started}


def advise(args, model, name):
    """--advise-precision and its statistics for a run called `name`."""
    prefix = os.path.join(args.out, f"{model}-{name}")
    return [f"--advise-precision={prefix}.advice.json", f"--range-stats={prefix}.ranges.csv",
            f"--range-heatmap={prefix}.heatmap.svg", f"--range-stats-every={args.every}"]


def policy(args, model, name):
    return [f"--precision-policy={os.path.join(args.out, f'{model}-{name}.advice.json')}"]


def modes(args, model):
    """The first round (FP32, and the runs advised), then the runs that
    apply their advice."""
    first = [("fp32", "f32", []),
             ("fp16-no-scaling", "f16", ["--loss-scaling=none", *advise(args, model, "fp16-no-scaling")]),
             ("fp8", "fp8", advise(args, model, "fp8"))]
    second = [("fp16-advised", "f16",
               ["--loss-scaling=none", *policy(args, model, "fp16-no-scaling"),
                *advise(args, model, "fp16-advised")]),
              ("fp8-advised", "fp8", [*policy(args, model, "fp8"), *advise(args, model, "fp8-advised")])]
    return first, second


def report(args, model, results):
    """The table, advice and checks of one model's runs."""
    by = {r["mode"]: r for r in results}
    reference = loss_chart.moving_average(by["fp32"]["loss"], WINDOW)
    lines = ["", f"## {model}", "",
             "| mode | final loss (mean of last 50) | max moving-average gap to FP32 "
             "| skipped steps | final loss scale | run (s) |",
             "|---|---|---|---|---|---|"]
    for r in results:
        average = loss_chart.moving_average(r["loss"], WINDOW)
        r["gap"] = max(abs(a - b) / b for a, b in zip(average[WINDOW:], reference[WINDOW:]))
        r["final"] = sum(r["loss"][-WINDOW:]) / len(r["loss"][-WINDOW:])
        lines.append(f"| {r['mode']} | {r['final']:.4f} | {100 * r['gap']:.2f}% "
                     f"| {r['skipped']} | {r['final_scale']:g} | {r['seconds']:.0f} |")

    def load(name):
        with open(os.path.join(args.out, f"{model}-{name}.advice.json")) as f:
            return json.load(f)
    first_policy, second_policy = load("fp16-no-scaling"), load("fp16-advised")
    for r in results:
        if r["advice"]:
            shown = r["advice"]
            if len(shown) > 4:
                shown = shown[:3] + [f"... ({len(shown) - 4} more)"] + shown[-1:]
            lines += ["", f"Advice of {r['mode']}:", ""] + [f"- {a}" for a in shown]
    lines += ["", f"The advised FP16 run's own advice pins {len(second_policy['pins'])} ops "
              "(applying it is another run)."]
    plain, advised = by["fp16-no-scaling"], by["fp16-advised"]
    checks = [
        (f"{model}: the FP16 run's advice starts a loss scale", "loss-scaling" in first_policy),
        (f"{model}: FP16 with the advice applied: moving-average loss within 2% of FP32",
         advised["gap"] <= 0.02),
        (f"{model}: the advised FP16 run's own advice asks for no larger loss scale",
         "loss-scaling" not in second_policy),
        (f"{model}: FP8 with its advice applied: moving-average loss within 5% of FP32",
         by["fp8-advised"]["gap"] <= 0.05),
    ]
    if MODELS[model][3]:
        checks.insert(0, (f"{model}: FP16 without scaling ends >= 10% above FP32's loss",
                          plain["final"] >= 1.1 * by["fp32"]["final"]))
    loss_chart.svg_chart(
        [(f"{model}: {WINDOW}-step moving-average loss",
          [(r["mode"], loss_chart.moving_average(r["loss"], WINDOW), colour, False)
           for r, colour in zip(results, ["#1f77b4", "#d62728", "#9467bd", "#2ca02c", "#ff7f0e"])])],
        os.path.join(args.out, f"{model}-loss.svg"), args.steps)
    return lines, checks


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="lstm,gpt2")
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--every", type=int, default=100,
                        help="steps between the recorded statistics")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "advice-experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    models = args.models.split(",")
    if not set(models) <= set(MODELS):
        sys.exit(f"--models: choose from {', '.join(MODELS)}")
    os.makedirs(args.out, exist_ok=True)
    corpus = os.path.join(args.out, "fortunes.txt")
    files, size = LSTM.write_corpus(corpus)
    data = {"lstm": [f"--data=text:{corpus}"], "gpt2": []}

    start = time.time()
    results = {model: [] for model in models}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        # The advised runs read the first round's policies.
        for round_ in (0, 1):
            jobs = [(model, mode) for model in models for mode in modes(args, model)[round_]]
            for (model, _), result in zip(jobs, pool.map(
                    lambda job: run(args, job[0], data[job[0]], *job[1]), jobs)):
                results[model].append(result)
    elapsed = time.time() - start
    lines = [f"# Precision advice, {args.steps} steps, statistics every {args.every} steps",
             "", f"lstm: the LSTM LM on {files} fortune files ({size} bytes), 16 x 32 bytes, "
             "loss weight 2^-20 (losses unweighted, nats/byte); gpt2: the parity tests' "
             "small GPT-2 (AdamW) on GPL-3's characters."]
    checks = []
    for model in models:
        model_lines, model_checks = report(args, model, results[model])
        lines += model_lines
        checks += model_checks
    return loss_chart.write_results(
        args.out, lines, checks,
        f"{sum(len(r) for r in results.values())} runs in {elapsed:.1f} s ({args.jobs} at a time).")


if __name__ == "__main__":
    sys.exit(main())
