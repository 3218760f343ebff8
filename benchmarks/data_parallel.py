#!/usr/bin/env python3
"""Data-parallel training on this machine, and the traffic of a 7B model.

  benchmarks/data_parallel.py [--build DIR] [--steps N] [--repeats R]

Part 1 measures mpt-run on examples/mlp.mlir (batch 64, synthetic data) in
FP32 and BF16 (and AdamW with ZeRO stages 1, 2 and 3) as samples per second,
with each configuration's step heap peak (per rank):

  * 1 process on 1 thread, and on every core (the single-process peer);
  * `mpirun -np 1 mpt-run --data-parallel` (the collectives' own cost);
  * `mpirun -np 2 mpt-run --data-parallel` (one thread per rank: the ranks
    share this machine's cores), whose global batch is twice as large.

Each configuration runs R times, interleaved so the machine's drift hits
all alike; the medians are printed with the 2-rank/1-process ratio of
samples/s (1.0: no gain).

Part 2 projects, from the accounting mpt-memory-report uses, what a rank of
a 7B-parameter model sends per step at N = 8, 64 and 512 ranks with ring
algorithms (an all-reduce sends 2(N-1)/N of its bytes, a reduce-scatter or
an all-gather (N-1)/N), and the bytes per parameter a rank holds (AdamW,
bf16 compute, FP32 masters and gradients): data parallelism with FP32 or
bf16 gradients, and mpt's ZeRO stages as mpt-data-parallel builds them
(stage 1: all-reduced gradients and gathered FP32 parameters; stage 2:
reduce-scattered gradients and gathered FP32 parameters, the ZeRO paper's
2x traffic; stage 3: reduce-scattered gradients and the bf16 copies
gathered for the forward and again for the backward, the paper's 3x with
half-width gathers).

Needs mpirun (Debian's mpich) and a build with MPI. Prints tables; writes
nothing. Standard library only.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH = 64


def steps_per_second(command):
    """Steps per second and the step heap peak (bytes) of one run."""
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-3000:]}")
    rates = re.findall(r"step \d+/\d+, ([0-9.]+) steps/s", result.stderr)
    peak = re.search(r"step heap peak: (\d+) bytes", result.stdout)
    if not rates or not peak:
        sys.exit(f"no steps/s or heap peak in the output of {' '.join(command)}")
    return float(rates[-1]), int(peak.group(1))


def configurations(build, steps):
    mpt_run = os.path.join(build, "bin", "mpt-run")
    cores = len(os.sched_getaffinity(0))
    models = [("MLP FP32", "mlp.mlir", ["--precision=f32", "--hyper=0.05"], []),
              ("MLP BF16", "mlp.mlir", ["--precision=bf16", "--hyper=0.05"], []),
              ("MLP AdamW BF16", "mlp_adam.mlir", ["--precision=bf16", "--hyper=0.001"],
               ["optimizer", "gradients", "parameters"])]
    for name, example, flags, sharding in models:
        base = [mpt_run, os.path.join(ROOT, "examples", example), "--data=synthetic",
                f"--steps={steps}", "--print-every=0", *flags]
        runs = [("1 process, 1 thread", 1, base + ["--threads=1"]),
                (f"1 process, {cores} threads", 1, base + [f"--threads={cores}"]),
                ("mpirun -np 1 --data-parallel", 1,
                 ["mpirun", "-np", "1", *base, "--data-parallel"]),
                ("mpirun -np 2 --data-parallel", 2,
                 ["mpirun", "-np", "2", *base, "--data-parallel"])]
        for stage, shard in enumerate(sharding, start=1):
            runs.append((f"mpirun -np 2 --data-parallel, ZeRO-{stage}", 2,
                         ["mpirun", "-np", "2", *base, "--data-parallel",
                          f"--shard={shard}"]))
        yield name, runs


def measure(build, steps, repeats):
    print(f"Part 1: samples/s on this machine ({len(os.sched_getaffinity(0))} cores), "
          f"batch {BATCH} per rank, {steps} steps, median of {repeats} interleaved runs")
    for name, runs in configurations(build, steps):
        rates = {label: [] for label, _, _ in runs}
        peaks = {}
        for _ in range(repeats):
            for label, ranks, command in runs:
                rate, peaks[label] = steps_per_second(command)
                rates[label].append(rate * BATCH * ranks)
        best_single = max(statistics.median(rates[label])
                          for label, ranks, _ in runs if ranks == 1 and "mpirun" not in label)
        print(f"\n{name}")
        print(f"  {'configuration':40s} {'samples/s':>10s} {'vs best 1 process':>18s}"
              f" {'heap peak/rank':>15s}")
        for label, _, _ in runs:
            median = statistics.median(rates[label])
            print(f"  {label:40s} {median:10.0f} {median / best_single:18.2f}"
                  f" {peaks[label]:15d}")


def human(count):
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6)):
        if count >= size:
            return f"{count / size:.1f} {unit}"
    return f"{count:.0f} B"


def project(parameters=7e9):
    print(f"\nPart 2: a {parameters / 1e9:.0f}B-parameter model, AdamW, bf16 compute; "
          "bytes a rank sends per step (ring algorithms) and bytes per parameter it holds")
    schemes = [
        # name, traffic(N) in bytes per parameter, memory(N) in bytes per parameter
        ("DDP, FP32 gradients", lambda n: 2 * (n - 1) / n * 4, lambda n: 4 + 2 + 4 + 8),
        ("DDP, bf16 gradients (reduce-type=bf16)", lambda n: 2 * (n - 1) / n * 2,
         lambda n: 4 + 2 + 4 + 8),
        ("ZeRO-1 (--shard=optimizer)",
         lambda n: 2 * (n - 1) / n * 4 + (n - 1) / n * 4, lambda n: 4 + 2 + 4 + 8 / n),
        ("ZeRO-2 (--shard=gradients)",
         lambda n: (n - 1) / n * 4 + (n - 1) / n * 4, lambda n: 4 + 2 + (4 + 8) / n),
        ("ZeRO-3 (--shard=parameters)",
         lambda n: (n - 1) / n * 4 + 2 * (n - 1) / n * 2, lambda n: (4 + 2 + 4 + 8) / n),
    ]
    ranks = (8, 64, 512)
    print(f"  {'scheme':46s}" + "".join(f"{'N=' + str(n):>20s}" for n in ranks))
    for name, traffic, memory in schemes:
        cells = [f"{human(traffic(n) * parameters)}, {memory(n):.2f} B/p" for n in ranks]
        print(f"  {name:46s}" + "".join(f"{cell:>20s}" for cell in cells))
    print("  (at 25 GB/s per rank, e.g. 200 Gb/s InfiniBand: "
          f"{2 * 7 / 8 * 4 * parameters / 25e9:.1f} s per step for FP32 DDP at N=8)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    if not shutil.which("mpirun"):
        sys.exit("mpirun is not on the PATH (apt-get install mpich)")
    measure(args.build, args.steps, args.repeats)
    project()


if __name__ == "__main__":
    main()
