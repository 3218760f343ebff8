#!/usr/bin/python3
"""A training step's counted heap peak, FP32 against mixed precision, with and
without saved-activations=low and rematerialisation, and what is live there.

  benchmarks/heap_peaks.py STEP_DIR [--build DIR] [--data SPEC] [--configs NAMES]

STEP_DIR is an mpt_torch export (step.mlir, params/), for the seeds' "memory
nearly halved" row GPT-2 small at batch 4 x 512 with AdamW:

  MPT_BENCH_BATCH=4 MPT_BENCH_LENGTH=512 scripts/torch-env.sh -m mpt_torch \\
      benchmarks/models/gpt2_small.py:make --optimizer adamw --out DIR

Each configuration runs one step (mpt-run --report-memory): the step heap peak
the counting allocator measured, the peak mpt-heap-peak-report computed from
the buffers' sizes and frees while compiling (they must agree; the script
fails if not), the ratio against FP32's, and the three largest groups of
buffers live at the peak, by the op that first writes them.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))

CONFIGS = {
    "f32": ["--precision=f32"],
    "f32-remat-0.5": ["--precision=f32", "--rematerialize=0.5"],
    "f32-remat-min": ["--precision=f32", "--rematerialize=min"],
    "bf16": ["--precision=bf16"],
    "bf16-low": ["--precision=bf16", "--saved-activations=low"],
    "bf16-remat-0.5": ["--precision=bf16", "--rematerialize=0.5"],
    "bf16-low-remat-0.5": ["--precision=bf16", "--saved-activations=low",
                           "--rematerialize=0.5"],
    "bf16-low-remat-min": ["--precision=bf16", "--saved-activations=low",
                           "--rematerialize=min"],
}


def measure(mpt_run, step_dir, data, flags):
    command = [mpt_run, os.path.join(step_dir, "step.mlir"),
               f"--load-params={os.path.join(step_dir, 'params')}",
               f"--data={data}", "--steps=1", "--report-memory", *flags]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stderr}")
    out = result.stdout
    counted = re.search(r"^step heap peak: (\d+) bytes", out, re.M)
    planned = re.search(r"^heap peak of @\w+: (\d+) bytes", out, re.M)
    if not counted or not planned:
        sys.exit(f"no heap peaks in mpt-run's output:\n{out}")
    groups = re.search(r"live bytes at the peak by first use.*?\n((?:  .*\n)+)", out)
    top = []
    for line in (groups.group(1).splitlines() if groups else [])[:3]:
        fields = line.split(None, 2)
        top.append(f"{int(fields[0]) / 2**20:.0f} MiB in {fields[1]} x {fields[2]}")
    return int(counted.group(1)), int(planned.group(1)), top


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step_dir")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--data", default="text:/usr/share/common-licenses/GPL-3")
    parser.add_argument("--configs", default=",".join(CONFIGS),
                        help="comma-separated names among: " + ", ".join(CONFIGS))
    args = parser.parse_args()
    mpt_run = os.path.join(args.build, "bin", "mpt-run")
    names = args.configs.split(",")
    unknown = [name for name in names if name not in CONFIGS]
    if unknown:
        sys.exit(f"unknown configurations: {', '.join(unknown)}")
    if "f32" not in names:
        names.insert(0, "f32")
    baseline = None
    print("| configuration | step heap peak | against FP32 | largest at the peak |")
    print("|---|---|---|---|")
    for name in names:
        counted, planned, top = measure(mpt_run, args.step_dir, args.data, CONFIGS[name])
        if counted != planned:
            sys.exit(f"{name}: the counted heap peak {counted} differs from "
                     f"mpt-heap-peak-report's {planned}")
        baseline = baseline or counted
        print(f"| {name} | {counted / 1e6:,.0f} MB | {counted / baseline:.3f}x | "
              f"{'; '.join(top)} |", flush=True)


if __name__ == "__main__":
    main()
