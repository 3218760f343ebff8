"""Compares a GPU run with the CPU reference (numpy only).

  compare_runs.py results CPU_DIR GPU_DIR [--rtol R]
      result_<i>.npy of the CPU; result_<i>.npy or raw result_<i>.bin
      (a bundle's, f32) of the GPU: max |gpu - cpu| <= R * max |cpu|
      (default 1e-4: f16/bf16 products are exact in FP32, only the
      summation order differs).
  compare_runs.py losses CPU_CSV GPU_CSV [--rtol R] [--atol A]
      mpt-run's CSV: the same steps, the same skip decisions and loss
      scales, and |gpu - cpu| <= R * |cpu| + A per loss (default 2e-2,
      1e-3: FP16 training drifts apart step by step).
  compare_runs.py identical DIR_A DIR_B
      every file of DIR_A is byte-identical in DIR_B (state of a skipped
      step).
Prints "ok: ..." or the first mismatch (and exits 1).
"""
import argparse
import csv
import os
import sys

import numpy as np

def nan_max(a, b):
    """max() that keeps a NaN (max(0.0, nan) is 0.0)."""
    return b if not b <= a else a



def load_result(directory, name, like):
    path = os.path.join(directory, name + ".npy")
    if os.path.exists(path):
        return np.load(path)
    raw = np.fromfile(os.path.join(directory, name + ".bin"), dtype=like.dtype)
    return raw.reshape(like.shape)


def compare_results(cpu_dir, gpu_dir, rtol):
    names = sorted(f[:-4] for f in os.listdir(cpu_dir) if f.endswith(".npy"))
    if not names:
        sys.exit(f"no results in {cpu_dir}")
    worst = 0.0
    for name in names:
        cpu = np.load(os.path.join(cpu_dir, name + ".npy"))
        gpu = load_result(gpu_dir, name, cpu)
        if not np.all(np.isfinite(gpu)):
            sys.exit(f"{name}: the GPU result is not finite")
        scale = max(float(np.max(np.abs(cpu))), 1e-30)
        error = float(np.max(np.abs(gpu.astype(np.float64) - cpu))) / scale
        # A NaN error must fail: max() would drop it.
        worst = nan_max(worst, error)
        if error > rtol:
            sys.exit(f"{name} {cpu.shape}: max error {error:.3g} of max |cpu| > {rtol}")
    print(f"ok: {len(names)} results, worst relative error {worst:.3g} (tolerance {rtol})")


def read_csv(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def compare_losses(cpu_csv, gpu_csv, rtol, atol):
    cpu, gpu = read_csv(cpu_csv), read_csv(gpu_csv)
    if [r["step"] for r in cpu] != [r["step"] for r in gpu]:
        sys.exit("the runs report different steps")
    worst = 0.0
    for a, b in zip(cpu, gpu):
        if a["skipped"] != b["skipped"] or float(a["loss_scale"]) != float(b["loss_scale"]):
            sys.exit(f"step {a['step']}: skip or loss scale differs: {a} vs {b}")
        la, lb = float(a["loss"]), float(b["loss"])
        if np.isnan(la) and np.isnan(lb):
            continue
        error = abs(la - lb)
        # A NaN error must fail: max() would drop it.
        worst = nan_max(worst, error / max(abs(la), 1e-30))
        if not error <= rtol * abs(la) + atol:
            sys.exit(f"step {a['step']}: loss {lb} on the GPU, {la} on the CPU")
    print(f"ok: {len(cpu)} steps, worst relative loss difference {worst:.3g} "
          f"(tolerance {rtol} relative + {atol})")


def compare_identical(dir_a, dir_b):
    # The state arrays; a checkpoint's manifest and data order record the
    # step count and the data position, which move on with every step.
    names = sorted(name for name in os.listdir(dir_a)
                   if name not in ("manifest.json", "data_order.npy"))
    for name in names:
        with open(os.path.join(dir_a, name), "rb") as a, open(os.path.join(dir_b, name), "rb") as b:
            if a.read() != b.read():
                sys.exit(f"{name} differs")
    print(f"ok: {len(names)} files bit-identical")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["results", "losses", "identical"])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--rtol", type=float)
    parser.add_argument("--atol", type=float, default=1e-3)
    args = parser.parse_args()
    if args.mode == "results":
        compare_results(args.a, args.b, args.rtol or 1e-4)
    elif args.mode == "losses":
        compare_losses(args.a, args.b, args.rtol or 2e-2, args.atol)
    else:
        compare_identical(args.a, args.b)


if __name__ == "__main__":
    main()
