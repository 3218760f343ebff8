#!/usr/bin/env python3
"""Trains the fixture MLP (Inputs/fp8-step, from
scripts/export-fp8-step-reference.py) with mpt-run --precision=fp8 for 6
steps and compares with the numpy + ml_dtypes reference of the same recipe:
every step's loss, the parameters' updates, the loss scaler's state and each
FP8 tensor's scale and amax history (state arguments in the order the pass
creates them: per contraction, lhs then rhs, scale then history).

  fp8_step.py MPT_RUN STEP FIXTURES WORKDIR REFERENCE [MPT-RUN OPTIONS...]

Prints the largest errors and PASS or FAIL (exit 1).
"""
import csv
import os
import subprocess
import sys

import numpy as np

MPT_RUN, STEP, FIXTURES, WORK, REFERENCE = sys.argv[1:6]
EXTRA = sys.argv[6:]
# Measured: losses 2.1e-7, updates 1.9e-7, scales and amaxes 6.6e-8 (the
# reference sums in f64, mpt in f32; an FP8 rounding that flips between the
# two would show as ~1e-2).
LOSS_TOL, UPDATE_TOL, STATE_TOL = 1e-6, 1e-6, 1e-6
TENSORS = ["x", "w1", "r", "w2", "dlogits", "da"]

os.makedirs(WORK, exist_ok=True)
state_dir = os.path.join(WORK, "state")
losses_csv = os.path.join(WORK, "losses.csv")
subprocess.run([MPT_RUN, STEP, "--load-params=" + os.path.join(FIXTURES, "params"),
                "--data=npy:" + ",".join(os.path.join(FIXTURES, f)
                                         for f in ("features.npy", "labels.npy")),
                "--shuffle=false", "--steps=6", "--hyper=0.1", "--print-every=0",
                f"--csv={losses_csv}", f"--save-state={state_dir}",
                # The reference's history length (a --pipeline names its own).
                *([] if any(a.startswith("--pipeline") for a in EXTRA) else ["--amax-history=4"]),
                *EXTRA], check=True)
want = np.load(os.path.join(FIXTURES, REFERENCE))
with open(losses_csv) as f:
    got_losses = np.array([float(r["loss"]) for r in csv.DictReader(f)])


def relative(got, ref):
    got, ref = np.asarray(got, np.float64), np.asarray(ref, np.float64)
    if got.shape != ref.shape:
        return np.inf
    both_nan = np.isnan(got) & np.isnan(ref)
    error = np.where(both_nan, 0.0, np.abs(got - ref) / np.maximum(np.abs(ref), 1e-30))
    return np.inf if np.isnan(error).any() else float(error.max(initial=0.0))


failures = []
loss_error = relative(got_losses, want["losses"])
print(f"losses: largest relative error {loss_error:.1e}")
if not loss_error <= LOSS_TOL:
    failures.append("losses")

initial = [np.load(os.path.join(FIXTURES, "params", f"param_{i}.npy")) for i in range(4)]
update_error = 0.0
for i in range(4):
    got = np.load(os.path.join(state_dir, f"param_{i}.npy")).astype(np.float64)
    ref = want[f"param_{i}"].astype(np.float64)
    moved = np.linalg.norm(ref - initial[i])
    error = np.linalg.norm(got - ref) / moved if moved else np.linalg.norm(got - ref)
    update_error = np.inf if np.isnan(error) else max(update_error, error)
print(f"parameter updates: largest relative error {update_error:.1e}")
if not update_error <= UPDATE_TOL:
    failures.append("parameters")

scaler = [np.load(os.path.join(state_dir, f"loss_scale_{i}.npy")).item() for i in (7, 8, 9)]
print(f"loss scaler: {scaler[0]:g} (growth {scaler[1]}, hysteresis {scaler[2]})")
if not np.array_equal(np.array(scaler, np.float64), want["loss_scale"]):
    failures.append(f"loss scaler (want {want['loss_scale'].tolist()})")

state_error = 0.0
# Block recipes have no FP8 state (their scales come from each block).
for k, name in enumerate(TENSORS if "scale_x" in want else []):
    scale = np.load(os.path.join(state_dir, f"fp8_scale_{10 + 2 * k}.npy"))
    history = np.load(os.path.join(state_dir, f"fp8_scale_{11 + 2 * k}.npy"))
    state_error = max(state_error, relative(scale, want[f"scale_{name}"]),
                      relative(history, want[f"history_{name}"]))
    print(f"  {name:8s} scale {scale.item():<12.6g} history {np.array2string(history, precision=4)}")
if "scale_x" not in want:
    print("FP8 scales and histories: none (a block recipe)")
else:
    print(f"FP8 scales and histories: largest relative error {state_error:.1e}")
if not state_error <= STATE_TOL:
    failures.append("FP8 state")

print("FAIL: " + ", ".join(failures) if failures else "PASS")
sys.exit(1 if failures else 0)
