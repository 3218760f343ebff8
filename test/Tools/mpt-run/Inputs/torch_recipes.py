#!/usr/bin/env python3
"""Replays the learning-rate schedule and clipping fixtures
(scripts/torch-recipe-fixtures.py --write-fixtures): each recipe's flags on
mpt-run over the exported MLP step, from torch's initial parameters on the
same batches (FP32). Every step's loss, learning rate (CSV column lr) and
pre-clip gradient norm (grad_norm) must be within TOLERANCE (relative) of
torch's: the lr of torch.optim.lr_scheduler at that optimizer.step(), the
norm torch.nn.utils.clip_grad_norm_ returned. A NaN fails, and so does a
grad_norm column where torch did not clip (or none where it did). Then the
first recipe is resumed from a checkpoint half-way: the resumed CSV rows
must equal the uninterrupted run's character for character. Then it runs
in f16 with dynamic loss scaling: grad_norm must be torch's FP32 norm
within 2e-3 (the unscaled gradients'; scaled ones would be 2^16 times it).

  torch_recipes.py MPT_RUN FIXTURES WORKDIR [TOLERANCE]
"""
import csv
import json
import os
import subprocess
import sys

import numpy as np

MPT_RUN, FIXTURES, WORK = sys.argv[1:4]
TOLERANCE = float(sys.argv[4]) if len(sys.argv) > 4 else 1e-6
os.makedirs(WORK, exist_ok=True)
recipes = json.load(open(os.path.join(FIXTURES, "recipes.json")))
reference = np.load(os.path.join(FIXTURES, "torch_reference.npz"))
DATA = "--data=npy:" + ",".join(os.path.join(FIXTURES, f)
                                for f in ("input0.npy", "labels.npy"))


def run(name, optimizer, flags, csv_name, *extra):
    """mpt-run's CSV rows; it starts from torch's parameters unless it
    resumes."""
    out = os.path.join(WORK, csv_name)
    start = [] if any(e.startswith("--resume=") for e in extra) else \
        ["--load-params=" + os.path.join(FIXTURES, f"{optimizer}_params")]
    result = subprocess.run(
        [MPT_RUN, os.path.join(FIXTURES, f"{optimizer}.mlir"), "-O", "0", "--threads=1",
         *start, DATA, "--shuffle=false", "--print-every=0", f"--csv={out}", *flags, *extra],
        capture_output=True, text=True)
    if result.returncode:
        print(f"{name}: mpt-run failed  FAILED\n{result.stderr}")
        sys.exit(1)
    with open(out) as f:
        return list(csv.DictReader(f))


def column(rows, key):
    return np.array([float(r[key]) for r in rows]) if key in rows[0] else None


failed = False
for name, recipe in recipes.items():
    steps = len(reference[f"{name}.loss"])
    rows = run(name, recipe["optimizer"], recipe["flags"], f"{name}.csv", f"--steps={steps}")
    for key in ("loss", "lr", "grad_norm"):
        want = reference[f"{name}.{key}"]
        got = column(rows, key)
        if np.isnan(want).all():
            bad = got is not None
            print(f"{name} {key}: {'reported' if bad else 'not reported'} "
                  f"(torch has none){'  FAILED' if bad else ''}")
            failed |= bad
            continue
        if got is None:
            print(f"{name} {key}: not in the CSV  FAILED")
            failed = True
            continue
        error = np.abs(got - want) / np.abs(want)
        # `not <=` so that a NaN fails.
        bad = len(got) != len(want) or not np.all(error <= TOLERANCE)
        failed |= bad
        print(f"{name} {key}: {len(got)} steps, {want[0]:.6g} -> {want[-1]:.6g}, "
              f"largest relative error {np.nanmax(error):.2e}{'  FAILED' if bad else ''}")

# Resumed half-way, the schedule's counter and the rest of the state come
# back from the checkpoint: the second half's rows are the straight run's.
name, recipe = next(iter(recipes.items()))
steps = len(reference[f"{name}.loss"])
straight = run(name, recipe["optimizer"], recipe["flags"], "straight.csv", f"--steps={steps}")
checkpoints = os.path.join(WORK, "checkpoints")
run(name, recipe["optimizer"], recipe["flags"], "first-half.csv", f"--steps={steps // 2}",
    f"--checkpoint-dir={checkpoints}", f"--lr-total-steps={steps}")
second = run(name, recipe["optimizer"], recipe["flags"], "second-half.csv", f"--steps={steps}",
             f"--resume={checkpoints}")
same = second == straight[steps // 2:]
failed |= not same
print(f"{name} resumed at step {steps // 2}: "
      f"{'the same rows' if same else 'different rows  FAILED'}")

# In f16 with dynamic loss scaling the clip reads unscaled gradients.
rows = run(name, recipe["optimizer"], recipe["flags"], "f16.csv", f"--steps={steps}",
           "--precision=f16", "--loss-scaling=dynamic")
want = reference[f"{name}.grad_norm"]
error = np.abs(column(rows, "grad_norm") - want) / want
bad = not np.all(error <= 2e-3)
failed |= bad
print(f"{name} f16: grad_norm within {np.nanmax(error):.2e} of torch's FP32 norms"
      f"{'  FAILED' if bad else ''}")
print("FAILED" if failed else "ok")
sys.exit(1 if failed else 0)
