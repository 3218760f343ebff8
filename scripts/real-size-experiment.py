#!/usr/bin/env python3
"""Mixed precision against FP32 at the size people train, on real text:
GPT-2 small (124M parameters; scripts/real_size_model.py) trained from
scratch by mpt-run on the King James Bible (Debian's bible-kjv-text, read
with bible-kjv's `bible`: 4.3 MB of English), tokenized by a byte-level BPE
trained here with the `tokenizers` package on the training chapters.

Every 20th chapter is held out. The same exported step, initial weights
and batches (--seed) train in each mode: FP32, BF16, FP16 with dynamic loss
scaling, FP16 without scaling, FP8 tensorwise (delayed scaling) and FP8
blockwise, with AdamW (lr 6e-4, betas 0.9/0.95, weight decay 0.1 on the
matrices), a linear warm-up then cosine decay to 10%, and gradient
clipping at 1.0, all computed in the step. The held-out loss is evaluated
every --eval-every steps (mpt-run --eval-every, in the mode's precision).

Writes to --out: the corpus, tokenizer.json, the token .npy files, the
exported step, one CSV per mode, loss.svg (training loss, moving average,
and held-out loss), loss-scale.svg (FP16's loss scale, log2) and
results.md (validation perplexities, skipped steps, the loss scale, time
per step); checks the targets below and exits non-zero when one is missed.

  scripts/torch-env.sh scripts/real-size-experiment.py [--steps N]
      [--warmup-steps W] [--eval-every E] [--eval-batches B]
      [--modes fp32,bf16,...] [--out DIR]

The default --steps=1200 takes about an hour per mode on a 2-core AVX2
host (about 3 s a step at 2 x 128 tokens); MPT_BENCH_BATCH and
MPT_BENCH_LENGTH set the batch shape the step is exported for.
"""
import argparse
import csv
import math
import os
import re
import subprocess
import sys
import time

import numpy as np

import loss_chart

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
WINDOW = 20
MODES = {  # name: (mpt-run flags, colour, dashed)
    "fp32": (["--precision=f32"], "#1f77b4", False),
    "bf16": (["--precision=bf16"], "#ff7f0e", True),
    "fp16-dynamic": (["--precision=f16", "--loss-scaling=dynamic"], "#2ca02c", False),
    "fp16-no-scaling": (["--precision=f16", "--loss-scaling=none"], "#d62728", True),
    "fp8-tensorwise": (["--precision=fp8", "--fp8-recipe=tensorwise"], "#9467bd", False),
    "fp8-blockwise": (["--precision=fp8", "--fp8-recipe=blockwise"], "#8c564b", True),
}


def install_corpus_packages():
    subprocess.run(["bash", "-c", f"source {ROOT}/scripts/lib/install-packages.sh && "
                    "mpt_install_packages bible-kjv bible-kjv-text"], check=True)


def split_chapters(out):
    """The whole Bible as text, split into chapters; every 20th chapter is
    held out. Returns (training text, held-out text, chapters)."""
    text = subprocess.run(["bible", "Gen1:1-Rev22:21"], capture_output=True,
                          text=True, check=True).stdout
    # A chapter starts at its heading ("Genesis 1") between blank lines.
    chapters = [c for c in re.split(r"\n\n(?=\S[^\n]* \d+\n\n)", text) if c.strip()]
    train = "\n\n".join(c for i, c in enumerate(chapters) if i % 20 != 19)
    held = "\n\n".join(c for i, c in enumerate(chapters) if i % 20 == 19)
    with open(os.path.join(out, "kjv.txt"), "w") as f:
        f.write(text)
    return train, held, len(chapters)


def tokenize(out, train, held, length):
    """A byte-level BPE trained on the training text (at most GPT-2's
    50,257 ids), and each split as [sequences, length] tokens and their
    next tokens."""
    from tokenizers import ByteLevelBPETokenizer
    tokenizer = ByteLevelBPETokenizer()
    tokenizer.train_from_iterator([train], vocab_size=50257, min_frequency=2,
                                  special_tokens=["<|endoftext|>"], show_progress=False)
    tokenizer.save(os.path.join(out, "tokenizer.json"))
    counts = {}
    for split, text in (("train", train), ("val", held)):
        ids = np.array(tokenizer.encode(text).ids, dtype=np.int64)
        rows = (len(ids) - 1) // length
        np.save(os.path.join(out, f"{split}_tokens.npy"), ids[:rows * length].reshape(rows, length))
        np.save(os.path.join(out, f"{split}_targets.npy"),
                ids[1:rows * length + 1].reshape(rows, length))
        counts[split] = (len(ids), rows)
    return tokenizer.get_vocab_size(), counts


def export(out):
    step = os.path.join(out, "step")
    if not os.path.exists(os.path.join(step, "step.mlir")):
        subprocess.run([sys.executable, "-m", "mpt_torch",
                        os.path.join(ROOT, "scripts", "real_size_model.py") + ":make",
                        "--out", step], check=True,
                       env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python")))
    return step


def run(args, step, name):
    flags, colour, dashed = MODES[name]
    csv_path = os.path.join(args.out, f"{name}.csv")
    data = lambda split: (f"npy:{args.out}/{split}_tokens.npy,"  # noqa: E731
                          f"{args.out}/{split}_targets.npy")
    command = [args.mpt_run, os.path.join(step, "step.mlir"),
               f"--load-params={os.path.join(step, 'params')}",
               f"--data={data('train')}", f"--steps={args.steps}", f"--seed={args.seed}",
               "--lr-schedule=cosine", f"--warmup-steps={args.warmup_steps}",
               "--lr-min-factor=0.1", "--clip-grad-norm=1.0",
               f"--eval-every={args.eval_every}", f"--eval-data={data('val')}",
               f"--eval-batches={args.eval_batches}",
               f"--csv={csv_path}", "--print-every=0"] + flags
    start = time.time()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.time() - start
    log = result.stdout + result.stderr
    with open(os.path.join(args.out, f"{name}.log"), "w") as f:
        f.write(" ".join(command) + "\n" + log)
    if result.returncode != 0:
        print(f"{name}: mpt-run failed (see {name}.log):\n{result.stderr[-2000:]}")
        return {"mode": name, "colour": colour, "dashed": dashed, "failed": True}
    compiled = float(re.search(r"compiled @\S+ \([^)]*\) in ([0-9.]+) s", log).group(1))
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    evals = [(int(r["step"]), float(r["eval_loss"])) for r in rows if r["eval_loss"]]
    scales = [float(r["loss_scale"]) for r in rows]
    evaluations = len(evals)
    return {"mode": name, "colour": colour, "dashed": dashed, "failed": False,
            "loss": [float(r["loss"]) for r in rows],
            "zero": [float(r["grad_zero_fraction"]) for r in rows],
            "norm": [float(r["grad_norm"]) for r in rows],
            "evals": evals, "skipped": sum(int(r["skipped"]) for r in rows),
            "scales": scales, "compiled": compiled,
            # Wall time less compiling; evaluations are in it, reported apart.
            "seconds": (elapsed - compiled) / args.steps, "evaluations": evaluations}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1200)
    parser.add_argument("--warmup-steps", type=int, default=None,
                        help="default: a tenth of --steps")
    parser.add_argument("--eval-every", type=int, default=100)
    parser.add_argument("--eval-batches", type=int, default=32)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "real-size-experiment"))
    parser.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    args = parser.parse_args()
    modes = args.modes.split(",")
    unknown = [m for m in modes if m not in MODES]
    if unknown or "fp32" not in modes:
        sys.exit(f"--modes takes fp32 and any of {', '.join(MODES)}; got {args.modes}")
    if args.warmup_steps is None:
        args.warmup_steps = max(1, args.steps // 10)
    os.makedirs(args.out, exist_ok=True)

    install_corpus_packages()
    train, held, chapters = split_chapters(args.out)
    length = int(os.environ.get("MPT_BENCH_LENGTH", 128))
    batch = int(os.environ.get("MPT_BENCH_BATCH", 2))
    vocabulary, counts = tokenize(args.out, train, held, length)
    step = export(args.out)

    start = time.time()
    results = []
    for name in modes:
        print(f"training {name} ...", flush=True)
        results.append(run(args, step, name))
    elapsed = time.time() - start
    by = {r["mode"]: r for r in results}

    lines = [f"# GPT-2 small (124M) on the King James Bible: {args.steps} steps of "
             f"{batch} x {length} tokens", "",
             f"{chapters} chapters, every 20th held out: {counts['train'][0]:,} training "
             f"tokens ({counts['train'][1]:,} sequences), {counts['val'][0]:,} held-out "
             f"tokens; byte-level BPE of {vocabulary:,} ids. AdamW 6e-4, warm-up "
             f"{args.warmup_steps} steps, cosine to 10%, clipping at 1.0, seed {args.seed}. "
             f"Held-out loss every {args.eval_every} steps on its first "
             f"{args.eval_batches} batches ({args.eval_batches * batch * length:,} tokens), "
             "in the mode's precision.", "",
             "| mode | training loss (mean of last 20) | held-out loss | held-out perplexity "
             "| best held-out perplexity | skipped steps | loss scale (min, final) "
             "| zero gradient elements | s/step (with evaluations) | compile s |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        if r["failed"]:
            lines.append(f"| {r['mode']} | failed: see {r['mode']}.log | | | | | | | | |")
            continue
        r["final"] = sum(r["loss"][-WINDOW:]) / len(r["loss"][-WINDOW:])
        r["val"] = r["evals"][-1][1]
        best = min(v for _, v in r["evals"])
        lines.append(
            f"| {r['mode']} | {r['final']:.4f} | {r['val']:.4f} | {math.exp(r['val']):.2f} "
            f"| {math.exp(best):.2f} | {r['skipped']} | {min(r['scales']):g}, {r['scales'][-1]:g} "
            f"| {100 * sum(r['zero']) / len(r['zero']):.3f}% | {r['seconds']:.2f} "
            f"| {r['compiled']:.0f} |")
    fp32 = by["fp32"]
    checks = [("FP32 trains: held-out loss below the initial ln(50257) = 10.82 by 2 nats",
               not fp32["failed"] and fp32["val"] < math.log(50257) - 2)]
    for name, tolerance in (("bf16", 0.02), ("fp16-dynamic", 0.02),
                            ("fp8-tensorwise", 0.03), ("fp8-blockwise", 0.03)):
        if name in by and not fp32["failed"]:
            r = by[name]
            ok = not r["failed"] and abs(r["val"] - fp32["val"]) <= tolerance * fp32["val"]
            checks.append((f"{name} held-out loss within {100 * tolerance:.0f}% of FP32's", ok))
    trained = [r for r in results if not r["failed"]]
    loss_chart.svg_chart(
        [(f"training loss ({WINDOW}-step moving average)",
          [(r["mode"], loss_chart.moving_average(r["loss"], WINDOW), r["colour"], r["dashed"])
           for r in trained]),
         ("held-out loss",
          [(r["mode"], [dict(r["evals"]).get(s, float("nan")) for s in range(1, args.steps + 1)],
            r["colour"], r["dashed"]) for r in trained])],
        os.path.join(args.out, "loss.svg"), args.steps)
    scaled = [r for r in trained if r["mode"].startswith("fp16")]
    if scaled:
        loss_chart.svg_chart(
            [("FP16 loss scale (log2)",
              [(r["mode"], [math.log2(s) for s in r["scales"]], r["colour"], r["dashed"])
               for r in scaled])],
            os.path.join(args.out, "loss-scale.svg"), args.steps)
    cpu = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
    model = re.search(r"Model name:\s*(.*)", cpu)
    flags = re.search(r"Flags:\s*(.*)", cpu)
    features = [f for f in ("avx2", "avx512f", "avx512_bf16", "amx_tile")
                if flags and f in flags.group(1).split()]
    footer = (f"{len(results)} runs one after another in {elapsed / 60:.1f} min on "
              f"{model.group(1) if model else 'an unknown CPU'} ({os.cpu_count()} CPUs; "
              f"{', '.join(features) or 'no AVX2'}).")
    return loss_chart.write_results(args.out, lines, checks, footer)


if __name__ == "__main__":
    sys.exit(main())
