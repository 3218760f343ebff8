#!/usr/bin/env python3
"""Compile-time cost of the mixed-precision pipeline on large training graphs.

For each model (MLP and transformer blocks, in the mpt dialect with
value_and_grad and in upstream linalg with a hand-written backward) and each
size N, prints in one run:
  ops          ops in the pipeline's output (autodiff grows the graph)
  pipeline     mpt-mixed-precision, seconds (from --mlir-timing)
  master, scaling, autodiff, amp, check, canon, cse   its passes
  yardstick    -canonicalize -cse on the pipeline's *output*, seconds
  ratio        pipeline / yardstick (target <= 2)
  Mops/s       output ops per second of pipeline time
  peak MB      peak resident memory of the pipeline run
and, between consecutive sizes, the scaling exponent of each mpt pass
(log(t2/t1) / log(ops2/ops1); 1 is linear; the target, 10x the ops at most
12x the time, is an exponent of at most 1.08), next to the parser's: the
parser is linear by construction, so its exponent is what this machine's
caches make of linear work at these sizes.

Each figure is the minimum over --repeat runs (default 3): on a shared
machine single runs of the same command differ by up to 2x.

  benchmarks/compile_time.py [--sizes 10,100,1000] [--mpt-opt build/bin/mpt-opt]
  benchmarks/compile_time.py --million   # one module of >= 1M ops within 24 GiB

Timings are wall-clock on a shared machine: read ratios, not absolutes.
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
GEN = os.path.join(ROOT, "benchmarks", "gen_training_step.py")
# Every pass of mpt-mixed-precision, by its --mlir-timing name; the mpt ones
# get a scaling exponent.
PASSES = {"master": "MasterWeights", "scaling": "LossScaling", "autodiff": "Autodiff",
          "amp": "AutoMixedPrecision", "check": "CheckTraining",
          "canon": "Canonicalizer", "cse": "CSE"}
MPT_PASSES = ("master", "scaling", "autodiff", "amp", "check")


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-3000:])
        sys.exit(f"failed: {' '.join(cmd[:3])}")
    return proc


def timed(cmd):
    """Runs `cmd` under /usr/bin/time; returns (pass seconds, peak MB, stderr)."""
    # Without per-pass verification, which would add a whole-module verify to
    # every pass alike.
    proc = run(["/usr/bin/time", "-f", "PEAK_KB %M", *cmd, "--mlir-timing",
                "--verify-each=false"])
    times = {}
    for line in proc.stderr.splitlines():
        match = re.match(r"\s+([\d.]+) \(\s*[\d.]+%\)\s+(.+?)\s*$", line)
        if match:
            name = match.group(2)
            times[name] = times.get(name, 0.0) + float(match.group(1))
    peak = int(re.search(r"PEAK_KB (\d+)", proc.stderr).group(1)) / 1024
    return times, peak


def count_ops(mpt_opt, path):
    stats = run([mpt_opt, path, "--print-op-stats", "-o", os.devnull]).stderr
    return sum(int(n) for n in re.findall(r",\s*(\d+)\s*$", stats, re.M))


def measure_once(mpt_opt, path, out):
    times, peak = timed([mpt_opt, path, "--mpt-mixed-precision", "-o", out])
    yard, _ = timed([mpt_opt, out, "--canonicalize", "--cse", "-o", os.devnull])
    passes = {k: times.get(v, 0.0) for k, v in PASSES.items()}
    return dict(pipeline=sum(passes.values()), parse=times.get("Parser", 0.0),
                yardstick=yard.get("Canonicalizer", 0.0) + yard.get("CSE", 0.0),
                peak=peak, **passes)


def measure(mpt_opt, path, tmp, repeat):
    out = os.path.join(tmp, "out.mlir")
    runs = [measure_once(mpt_opt, path, out) for _ in range(repeat)]
    best = {key: min(run[key] for run in runs) for key in runs[0]}
    best["ops"] = count_ops(mpt_opt, out)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mpt-opt", default=os.path.join(ROOT, "build", "bin", "mpt-opt"))
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per figure; the minimum is printed")
    parser.add_argument("--million", action="store_true",
                        help="only check a module of at least one million ops")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        if args.million:
            path = os.path.join(tmp, "million.mlir")
            # ~489 ops per linalg transformer block with its backward.
            run([sys.executable, GEN, "transformer", "--layers", "2100", "-o", path])
            ops = count_ops(args.mpt_opt, path)
            times, peak = timed([args.mpt_opt, path, "--mpt-mixed-precision", "-o",
                                 os.devnull])
            total = sum(times.get(v, 0.0) for v in PASSES.values())
            print(f"{ops} ops in; pipeline {total:.1f} s; peak {peak / 1024:.2f} GiB "
                  f"(limit 24 GiB)")
            return 0 if ops >= 1_000_000 and peak < 24 * 1024 else 1

        sizes = [int(s) for s in args.sizes.split(",")]
        header = (f"{'model':20} {'N':>5} {'ops':>8} {'pipeline':>8} "
                  + " ".join(f"{key:>8}" for key in PASSES)
                  + f" {'yardstick':>9} {'ratio':>6} {'Mops/s':>7} {'peak MB':>8}")
        print(header)
        for dialect in ("mpt", "linalg"):
            for model in ("mlp", "transformer"):
                name = f"{dialect} {model}"
                rows = []
                for n in sizes:
                    path = os.path.join(tmp, f"{dialect}_{model}_{n}.mlir")
                    run([sys.executable, GEN, model, "--dialect", dialect, "--layers", str(n),
                         "-o", path])
                    r = measure(args.mpt_opt, path, tmp, args.repeat)
                    rows.append(r)
                    ratio = r["pipeline"] / r["yardstick"] if r["yardstick"] else 0.0
                    rate = r["ops"] / r["pipeline"] / 1e6 if r["pipeline"] else 0.0
                    print(f"{name:20} {n:5} {r['ops']:8} {r['pipeline']:8.3f} "
                          + " ".join(f"{r[key]:8.3f}" for key in PASSES)
                          + f" {r['yardstick']:9.3f} {ratio:6.2f} {rate:7.2f} "
                          f"{r['peak']:8.0f}")
                for a, b in zip(rows, rows[1:]):
                    growth = math.log(b["ops"] / a["ops"])
                    exps = []
                    for key in (*MPT_PASSES, "pipeline", "parse"):
                        if a[key] > 0.002 and b[key] > 0:
                            exps.append(f"{key} {math.log(b[key] / a[key]) / growth:.2f}")
                    print(f"{'':20} scaling {a['ops']} -> {b['ops']} ops: " + ", ".join(exps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
