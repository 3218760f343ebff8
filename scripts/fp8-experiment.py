#!/usr/bin/env python3
"""FP8 training against FP32 and BF16 with mpt-run, on the CPU.

Two models, each trained in four modes from the same initial weights on the
same batches (mpt-run's --seed):

  mlp    examples/mlp.mlir on Fashion-MNIST, SGD 0.1, test accuracy
  gpt2   the small GPT-2 that torch-mlir exported for the parity tests
         (test/Tools/mpt-run/Inputs/torch-parity/gpt2: linalg IR, 2 blocks,
         96-symbol vocabulary, 8 tokens, batch 40, AdamW 1e-3) trained on
         the characters of /usr/share/common-licenses/GPL-3

Modes: fp32, bf16, fp8-delayed (--precision=fp8, per-tensor scales from a
1024-step amax history), fp8-current (per-tensor scales from each step's
amax), and the block recipes (--fp8-recipe): fp8-blockwise (FP32 scales per
1x128 block, 128x128 for weights), fp8-blockwise-pow2 (the same with
power-of-two scales) and fp8-mxfp8 (E8M0 scales per 1x32 block). Every FP8
mode keeps the output layer (the LM head) in BF16, mpt's default. Writes the
per-run CSVs, a chart of the 50-step moving-average loss (loss.svg), and a
table (results.md) with final loss, accuracy, skipped steps and, for the FP8
runs, how the amax histories behaved (read from the saved state: per FP8
tensor the spread max/min of its history and its final scale) and what the
quantizations lost: each FP8 mode is run a second time with --range-stats
(every 100th step), which gives per format the fraction of nonzero elements
flushed to zero and how many per-tensor quantizations clipped; checks the
targets (FP8 at most 0.5 accuracy points below FP32 on the MLP, a final
loss at most 0.5% above BF16's on GPT-2) and exits non-zero when one is
missed. The targets bound FP8's loss of accuracy, one-sided: a run that ends
lower is not a miss. The small GPT-2 sits on a plateau near 3.15 until it
starts learning character pairs, and when it leaves it is chaotic: with
seed 0 FP8-delayed leaves at step ~2550 and FP32 at ~4200, so at 3000 steps
FP8-delayed is 2% below the others.
(examples/transformer_block.mlir is not used: on mpt-run's synthetic
regression data its loss stays at 2.005 in every mode, so it would show
nothing.)

  scripts/fp8-experiment.py [--steps N] [--out DIR] [--jobs N]
"""
import argparse
import array
import ast
import concurrent.futures
import csv
import glob
import json
import os
import re
import struct
import subprocess
import sys
import time

import loss_chart

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
WINDOW = 50
# Steps between the steps whose FP8 quantizations --range-stats records.
STATS_EVERY = 100
# Magnitudes at or above which a value rounds past the format's largest
# (E4M3's midpoint 464 rounds down to 448; E5M2's 61440 rounds up).
CLIPS_FROM = {"f8E4M3FN": 464.0, "f8E5M2": 61440.0}
MODES = [  # name, mpt-run options, colour, dashed
    ("fp32", ["--precision=f32"], "#1f77b4", False),
    ("bf16", ["--precision=bf16"], "#ff7f0e", True),
    ("fp8-delayed", ["--precision=fp8", "--fp8-scaling=delayed"], "#2ca02c", False),
    ("fp8-current", ["--precision=fp8", "--fp8-scaling=current"], "#d62728", True),
    ("fp8-blockwise", ["--precision=fp8", "--fp8-recipe=blockwise"], "#9467bd", False),
    ("fp8-blockwise-pow2", ["--precision=fp8", "--fp8-recipe=blockwise-pow2"], "#8c564b", True),
    ("fp8-mxfp8", ["--precision=fp8", "--fp8-recipe=mxfp8"], "#e377c2", False),
]
FP8_MODES = [mode[0] for mode in MODES if mode[0].startswith("fp8")]
GPT2 = "test/Tools/mpt-run/Inputs/torch-parity/gpt2"
MODELS = {  # step, mpt-run options, evaluation function
    "mlp": ("examples/mlp.mlir", ["--data=fashion-mnist", "--hyper=0.1"], "mlp_logits"),
    "gpt2": (f"{GPT2}/adamw.mlir",
             [f"--load-params={os.path.join(ROOT, GPT2, 'params')}",
              "--data=text:/usr/share/common-licenses/GPL-3,chars"], None),
}


def load_f32_npy(path):
    """The values of a little-endian float32 .npy file (no numpy: this
    script runs on any python3)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        sys.exit(f"{path}: not a .npy file")
    if data[6] == 1:
        length, start = struct.unpack("<H", data[8:10])[0], 10
    else:
        length, start = struct.unpack("<I", data[8:12])[0], 12
    header = ast.literal_eval(data[start:start + length].decode("latin1"))
    if header["descr"] != "<f4":
        sys.exit(f"{path}: expected float32, got {header['descr']}")
    values = array.array("f")
    values.frombytes(data[start + length:])
    return list(values)


def amax_behaviour(state_dir):
    """Per FP8 tensor (scale, history) from the checkpoint: the spread of the
    recorded amaxes (max / min of the non-zero entries) and the final scale."""
    tensors = []
    files = sorted(glob.glob(os.path.join(state_dir, "fp8_scale_*.npy")),
                   key=lambda p: int(re.search(r"_(\d+)\.npy$", p).group(1)))
    for scale_path, history_path in zip(files[::2], files[1::2]):
        recorded = [v for v in load_f32_npy(history_path) if v > 0]
        spread = max(recorded) / min(recorded) if recorded else float("nan")
        tensors.append((load_f32_npy(scale_path)[0], spread, len(recorded)))
    return tensors


def quantization_losses(path):
    """From a --range-stats JSON: per FP8 format, the nonzero elements the
    step's quantizations flushed to zero over all recorded steps, and the
    worst quantization (tensor and step); and how many per-tensor
    quantizations clipped (x * scale reached the format's largest value:
    source amax times scale at or past where rounding saturates). A block
    quantization's scale comes from its own block, so FP32 and pow2 scales
    cannot clip and MXFP8's E4M3 clips the blocks whose amax has a mantissa
    of 1.8125 or more, which these statistics do not count."""
    with open(path) as f:
        document = json.load(f)
    probes = {p["id"]: p for p in document["probes"]}
    statistics = {(s["step"], s["probe"]): s for s in document["statistics"]}
    flushed = {name: [0, 0, 0.0] for name in CLIPS_FROM}  # flushed, nonzero, worst
    clipped = judged = 0
    for (step, id), result in statistics.items():
        probe = probes[id]
        if probe["kind"] != "narrowed" or probe["type"] not in CLIPS_FROM:
            continue
        source = statistics.get((step, probe["operands"][0]))
        if source is None:
            continue
        nonzero = source["elements"] - source["nan"] - source["inf"] - source["zeros"]
        if nonzero > 0:
            lost = result["zeros"] - source["zeros"]
            totals = flushed[probe["type"]]
            totals[0] += lost
            totals[1] += nonzero
            totals[2] = max(totals[2], lost / nonzero)
        if len(probe["operands"]) == 2:
            scale = statistics.get((step, probe["operands"][1]))
            if scale is not None:
                judged += 1
                clipped += source["amax"] * scale["max"] >= CLIPS_FROM[probe["type"]]
    return {"flushed": flushed, "clipped": clipped, "judged": judged}


def run(mpt_run, out, model, mode, steps, statistics=False):
    """One training run; with `statistics`, instrumented for --range-stats
    (a probe splits loops the plain step fuses, which reorders some FP32
    sums by an ulp, so the losses come from the plain run)."""
    step, model_options, evaluate = MODELS[model]
    name, options, colour, dashed = mode
    tag = f"{model}-{name}" + ("-ranges" if statistics else "")
    csv_path = os.path.join(out, f"{tag}.csv")
    state = os.path.join(out, f"{tag}-state")
    command = [mpt_run, os.path.join(ROOT, step), *model_options, f"--steps={steps}", f"--csv={csv_path}", "--print-every=0", "--threads=1",
               f"--save-state={state}", *options]
    if evaluate:
        command.append(f"--eval={evaluate}")
    stats_path = os.path.join(out, f"{tag}.json")
    if statistics:
        command += [f"--range-stats={stats_path}", f"--range-stats-every={STATS_EVERY}"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    accuracy = re.search(r"test accuracy: ([0-9.]+)", result.stdout + result.stderr)
    losses = [float(r["loss"]) for r in rows]
    return {"model": model, "mode": name, "colour": colour, "dashed": dashed,
            "loss": losses, "final": sum(losses[-WINDOW:]) / len(losses[-WINDOW:]),
            "skipped": sum(int(r["skipped"]) for r in rows),
            "accuracy": float(accuracy.group(1)) if accuracy else None,
            "amax": amax_behaviour(state) if name.startswith("fp8") else [],
            "losses": quantization_losses(stats_path) if statistics else None}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "fp8-experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    start = time.time()
    jobs = [(model, mode, False) for model in MODELS for mode in MODES]
    jobs += [(model, mode, True) for model in MODELS for mode in MODES if mode[0] in FP8_MODES]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        runs = list(pool.map(lambda j: run(args.mpt_run, args.out, j[0], j[1],
                                           args.steps, j[2]), jobs))
    results = [r for r in runs if r["losses"] is None]
    for r in runs:
        if r["losses"] is not None:
            next(p for p in results
                 if (p["model"], p["mode"]) == (r["model"], r["mode"]))["losses"] = r["losses"]
    elapsed = time.time() - start
    by = {(r["model"], r["mode"]): r for r in results}

    lines = [f"# FP8 against FP32 and BF16, {args.steps} steps: MLP on Fashion-MNIST, "
             f"GPT-2 (torch-mlir) on GPL-3's characters", "",
             "| model | mode | final loss (mean of last 50) | test accuracy | skipped steps "
             "| FP8 tensors | amax spread in the history (median / max) | final scales (min - max) |",
             "|---|---|---|---|---|---|---|---|"]
    for r in results:
        accuracy = f"{100 * r['accuracy']:.2f}%" if r["accuracy"] is not None else "-"
        amax = "- | - | -"
        if r["amax"]:
            spreads = sorted(s for _, s, _ in r["amax"])
            scales = [s for s, _, _ in r["amax"]]
            amax = (f"{len(r['amax'])} | {spreads[len(spreads) // 2]:.2f} / {spreads[-1]:.2f} "
                    f"| {min(scales):.3g} - {max(scales):.3g}")
        lines.append(f"| {r['model']} | {r['mode']} | {r['final']:.4f} | {accuracy} "
                     f"| {r['skipped']} | {amax} |")
    fp32_accuracy = by[("mlp", "fp32")]["accuracy"]
    bf16_loss = by[("gpt2", "bf16")]["final"]
    checks = []
    for mode in FP8_MODES:
        accuracy = by[("mlp", mode)]["accuracy"]
        checks.append((f"MLP {mode}: test accuracy at most 0.5 points below FP32's "
                       f"({100 * accuracy:.2f}% vs {100 * fp32_accuracy:.2f}%)",
                       accuracy >= fp32_accuracy - 0.005))
        final = by[("gpt2", mode)]["final"]
        checks.append((f"GPT-2 {mode}: final loss at most 0.5% above BF16's "
                       f"({final:.4f} vs {bf16_loss:.4f})",
                       final <= 1.005 * bf16_loss))
    lines += ["", "The amax spread is max / min over the recorded entries of a tensor's",
              "history (up to 1024 steps): how far the scale delayed scaling uses can",
              "lag this step's range. Skipped steps are the all-finite check's."]
    lines += ["", f"What the FP8 quantizations lost (steps 1, {1 + STATS_EVERY}, ...: "
              "--range-stats)", "",
              "| model | mode | E4M3 flushed to zero (all / worst tensor) "
              "| E5M2 flushed to zero (all / worst tensor) | per-tensor quantizations clipped |",
              "|---|---|---|---|---|"]
    for r in results:
        if not r["losses"]:
            continue
        cells = []
        for name in CLIPS_FROM:
            lost, nonzero, worst = r["losses"]["flushed"][name]
            cells.append(f"{100 * lost / nonzero:.3g}% / {100 * worst:.3g}%" if nonzero else "-")
        judged = r["losses"]["judged"]
        clipped = f"{r['losses']['clipped']} of {judged}" if judged else "- (block scales)"
        lines.append(f"| {r['model']} | {r['mode']} | {cells[0]} | {cells[1]} | {clipped} |")
    lines += ["", "Flushed: the nonzero elements of the quantizations' FP32 operands that",
              "became zero in FP8, over every recorded quantization (all) and in the",
              "worst one. Clipped: quantizations whose operand's amax times the scale",
              "reached the format's saturation; FP32 and pow2 block scales cannot clip,",
              "MXFP8's E4M3 can (a block whose amax mantissa is 1.8125 or more) and is",
              "not counted here."]
    loss_chart.svg_chart(
        [(f"{model}: {WINDOW}-step moving-average loss",
          [(r["mode"], loss_chart.moving_average(r["loss"], WINDOW), r["colour"], r["dashed"])
           for r in results if r["model"] == model]) for model in MODELS],
        os.path.join(args.out, "loss.svg"), args.steps)
    return loss_chart.write_results(
        args.out, lines, checks, f"{len(jobs)} runs in {elapsed:.1f} s ({args.jobs} at a time).")


if __name__ == "__main__":
    sys.exit(main())
