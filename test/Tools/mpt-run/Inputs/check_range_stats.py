#!/usr/bin/env python3
"""Checks mpt-run --range-stats against numpy on the same tensors.

  check_range_stats.py MPT_RUN STEP WORKDIR

Starts small_mlp's step from parameters whose first matrix holds the
thresholds of every storage format (the largest magnitudes that flush to
zero and the smallest that overflow, with their neighbours) among
log-uniform magnitudes from 2^-150 to 2^130, zeros and negatives; runs one
step in FP32, BF16 and FP16 and compares what mpt-run recorded with numpy:
 - the parameter argument (what the step read) and the SGD's result (what
   --save-state wrote): element, zero, NaN and inf counts, min, max, amax and
   the smallest nonzero magnitude exactly, and for f16, bf16, f8E4M3FN and
   f8E5M2 the fractions that flush to zero and overflow (within 1e-12);
 - the BF16 and FP16 steps' narrowed copy of the matrix (its cast): the
   same statistics of numpy's rounding of it, and the fraction the cast
   flushed to zero.
An FP8 step's quantizations read back through the scan's FP8 code tables:
each holds its operand's largest and smallest nonzero magnitudes times its
scale as numpy rounds them; a blockwise step's block quantization of the
matrix flushes the fraction numpy's rounding of it times its block's
factor does, and an MXFP8 step's E8M0 scales of it range as numpy's do. numpy rounds independently of mpt:
f16 with numpy's own float16, bf16 on the bits (nearest even), FP8 by
scaling each magnitude by its quantum (exact in float64) and rounding half
to even. Every recorded value must lie within the static value-range analysis's
bound on it, where it has one. Prints "ok" or each mismatch (exit 1).
"""

import csv
import json
import os
import subprocess
import sys

import numpy as np

MPT_RUN, STEP, WORK = sys.argv[1:4]
FORMATS = ["f16", "bf16", "f8E4M3FN", "f8E5M2"]
failures = []
# Recorded values that have a static bound, per run.
STATIC_BOUNDED = {}


def round_bf16(x):
    """float32 -> nearest-even bfloat16, as float32 (infinity on overflow)."""
    bits = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32)


def round_small(x, mantissa, min_exponent, largest):
    """float64 magnitudes rounded to a format with `mantissa` stored bits and
    normal exponents from `min_exponent`; inf beyond `largest`."""
    magnitude = np.abs(x.astype(np.float64))
    _, exponent = np.frexp(magnitude)  # magnitude = f * 2^exponent, f in [0.5, 1)
    quantum = np.ldexp(1.0, np.maximum(exponent - 1, min_exponent) - mantissa)
    rounded = np.round(magnitude / quantum) * quantum
    return np.where(rounded > largest, np.inf, rounded)


def rounded_in(x, name):
    """The magnitudes of x in format `name`."""
    if name == "f16":
        with np.errstate(over="ignore"):
            return np.abs(x.astype(np.float16).astype(np.float64))
    if name == "bf16":
        return np.abs(round_bf16(x).astype(np.float64))
    if name == "f8E4M3FN":
        return round_small(x, 3, -6, 448.0)
    return round_small(x, 2, -14, 57344.0)


def expected(x):
    x = x.astype(np.float64).ravel()
    finite = np.isfinite(x)
    nonzero = finite & (x != 0)
    stats = {
        "elements": x.size,
        "nan": int(np.isnan(x).sum()),
        "inf": int(np.isinf(x).sum()),
        "zeros": int((x == 0).sum()),
        "min": x[finite].min(),
        "max": x[finite].max(),
        "amax": np.abs(x[finite]).max(),
        "min_nonzero": np.abs(x[nonzero]).min() if nonzero.any() else 0.0,
    }
    for name in FORMATS:
        rounded = rounded_in(np.where(finite, x, 0), name)
        stats["underflow_" + name] = (nonzero & (rounded == 0)).sum() / max(nonzero.sum(), 1)
        stats["overflow_" + name] = (finite & np.isinf(rounded)).sum() / max(finite.sum(), 1)
    return stats


def compare(what, row, want):
    for key, value in want.items():
        got = float(row[key]) if row[key] != "" else float("nan")
        exact = not key.startswith(("underflow", "overflow", "flushed"))
        same = got == value if exact else abs(got - value) <= 1e-12
        if not same:  # a NaN is never the same
            failures.append(f"{what}: {key} is {got!r}, numpy says {value!r}")


def run(name, *extra, steps=1):
    directory = os.path.join(WORK, name)
    table = os.path.join(WORK, name + ".csv")
    subprocess.run([MPT_RUN, STEP, "--data=synthetic", "--samples=64", "--hyper=0.1",
                    f"--steps={steps}", "--print-every=0", "--load-params=" + os.path.join(WORK, "init"),
                    "--save-state=" + directory, "--range-stats=" + table,
                    "--range-stats-every=1", *extra], check=True, capture_output=True)
    subprocess.run([MPT_RUN, STEP, "--data=synthetic", "--samples=64", "--hyper=0.1",
                    f"--steps={steps}", "--print-every=0", "--load-params=" + os.path.join(WORK, "init"),
                    "--range-stats=" + table[:-4] + ".json", "--range-stats-every=1", *extra],
                    check=True, capture_output=True)
    with open(table) as f:
        rows = list(csv.DictReader(f))
    with open(table[:-4] + ".json") as f:
        document = json.load(f)
    # The JSON holds the same numbers as the CSV, and the probes' operands.
    for row, entry in zip(rows, document["statistics"]):
        for key in ("elements", "zeros", "amax"):
            if float(row[key]) != float(entry[key]):
                failures.append(f"{name}: CSV and JSON differ in {key}")
    check_static_bounds(name, rows, document["probes"])
    return rows, document["probes"], directory


def check_static_bounds(name, rows, probes):
    """Every recorded value lies within the static analysis's bounds, where
    it has any; the CSV and the JSON state the same bounds."""
    bounded = 0
    for row in rows:
        bound = probes[int(row["probe"])]["static_bound"]
        csv_bound = None if row["static_lower"] == "" else \
            [float(row["static_lower"]), float(row["static_upper"])]
        if csv_bound != bound:
            failures.append(f"{name}: probe {row['probe']}: CSV bound {csv_bound}, JSON {bound}")
        if bound is None or row["min"] == "":
            continue
        bounded += 1
        if not bound[0] <= float(row["min"]) <= float(row["max"]) <= bound[1]:
            failures.append(f"{name} step {row['step']}: {row['op']} at {row['location']} "
                            f"holds [{row['min']}, {row['max']}], outside its static bound {bound}")
    STATIC_BOUNDED[name] = bounded


def main():
    os.makedirs(os.path.join(WORK, "init"), exist_ok=True)
    rng = np.random.default_rng(7)
    thresholds = [2.0**-25, 2.0**-25 * (1 + 2**-20), 65520.0, 65519.99,
                  2.0**-134, 2.0**-133, float(np.float32(3.3961514e38)),
                  float(np.float32(3.3961510e38)), 2.0**-10, 2.0**-10 * (1 + 2**-20),
                  464.0, 464.00003, 2.0**-17, 2.0**-17 * (1 + 2**-20), 61440.0, 61439.996,
                  0.0, 0.0, -0.0]
    magnitudes = np.ldexp(1.0, rng.integers(-150, 120, 512 - len(thresholds))) * \
        rng.uniform(1, 2, 512 - len(thresholds))
    values = np.concatenate([thresholds, magnitudes]).astype(np.float32)
    values *= np.where(rng.random(512) < 0.5, -1, 1).astype(np.float32)
    w1 = rng.permutation(values).reshape(16, 32).astype(np.float32)
    # The rest small, so that the step's other values stay finite.
    params = [w1, np.zeros(32, np.float32),
              rng.normal(0, 1e-30, (32, 4)).astype(np.float32), np.zeros(4, np.float32)]
    for i, p in enumerate(params):
        np.save(os.path.join(WORK, "init", f"param_{i}.npy"), p)

    for precision in ("f32", "bf16", "f16"):
        rows, probes, state = run(precision, "--precision=" + precision)
        argument = [r for r in rows if r["op"] == "argument #0 (param)"]
        if len(argument) != 1:
            failures.append(f"{precision}: {len(argument)} rows for argument #0")
            continue
        compare(f"{precision} argument #0", argument[0], expected(w1))
        updates = [r for r in rows if r["phase"] == "update" and r["op"] == "mpt.sgd"
                   and r["shape"] == "16x32"]
        saved = np.load(os.path.join(state, "param_0.npy"))
        if not updates and precision == "f16":
            # The FP16 step overflows and skips its update.
            if saved.tobytes() != w1.tobytes():
                failures.append("f16: no SGD ran, yet w1 changed")
        elif len(updates) != 1:
            failures.append(f"{precision}: {len(updates)} rows for w1's SGD")
        else:
            compare(f"{precision} w1's SGD", updates[0], expected(saved))
        if precision == "f32":
            if any(r["kind"] == "narrowed" for r in rows):
                failures.append("f32: a narrowed value in an FP32 step")
            continue
        # The cast of w1 to the compute type, read by the forward matmul.
        source = int(argument[0]["probe"])
        casts = [p["id"] for p in probes if p["kind"] == "narrowed" and p["operands"] == [source]]
        if len(casts) != 1:
            failures.append(f"{precision}: {len(casts)} narrowed copies of w1")
            continue
        row = next(r for r in rows if int(r["probe"]) == casts[0])
        if row["type"] != precision:
            failures.append(f"{precision}: the narrowed copy is {row['type']}")
        rounded = rounded_in(w1, precision) * np.sign(w1)
        want = expected(rounded.astype(np.float32))
        nonzero = (w1 != 0).sum()
        want["flushed_by_narrowing"] = ((w1 != 0) & (rounded == 0)).sum() / nonzero
        compare(f"{precision} narrowed w1", row, want)

    # FP8: the step's quantizations, fp8(f32(x) * scale), read back through
    # the scan's code tables. Over three steps (the delayed scale moves
    # after the first), each must hold its operand's largest and smallest
    # nonzero magnitudes times the scale, rounded by numpy (saturated at
    # the format's largest value), and the zeros the product flushes.
    rows, probes, _ = run("fp8", "--precision=fp8", "--fp8-keep-bf16=none", steps=3)
    by_key = {(int(r["step"]), int(r["probe"])): r for r in rows}
    largest = {"f8E4M3FN": 448.0, "f8E5M2": 57344.0}
    checked = 0
    for probe in probes:
        if probe["kind"] != "narrowed" or probe["type"] not in largest:
            continue
        if len(probe["operands"]) != 2:
            failures.append(f"fp8: quantization {probe['id']} has operands {probe['operands']}")
            continue
        name = probe["type"]
        for step in (1, 2, 3):
            row = by_key.get((step, probe["id"]))
            source = by_key.get((step, probe["operands"][0]))
            scale = by_key.get((step, probe["operands"][1]))
            if row is None or source is None or scale is None:
                continue
            if source["nan"] != "0" or source["inf"] != "0" or scale["min"] != scale["max"]:
                continue
            checked += 1
            factor = np.float32(scale["max"])

            def quantized(value):
                product = np.float32(np.float32(value) * factor)
                return min(float(rounded_in(np.array([product]), name)[0]), largest[name])
            want = {"amax": quantized(source["amax"])}
            smallest = quantized(source["min_nonzero"])
            if smallest != 0 and source["zeros"] == row["zeros"]:
                want["min_nonzero"] = smallest
            compare(f"fp8 step {step} quantization {probe['id']} ({name})", row, want)
    if checked < 12:
        failures.append(f"fp8: only {checked} quantizations to check")

    # Block FP8: the blockwise recipe's quantization of w1 (one partial
    # 128x128 block, e = 448 / amax in FP32) is a narrowed value whose
    # flushed fraction is the nonzero elements fp8(f32(w1) * e) rounds to
    # zero; its scales are a plain value.
    rows, probes, _ = run("fp8-blockwise", "--precision=fp8", "--fp8-recipe=blockwise",
                          "--fp8-keep-bf16=none")
    source = next(int(r["probe"]) for r in rows if r["op"] == "argument #0 (param)")
    blocks = [p for p in probes if p["op"].startswith("mpt.quantize_blocks")
              and p["operands"] == [source]]
    kinds = sorted((p["op"], p["kind"]) for p in blocks)
    if kinds != [("mpt.quantize_blocks #0", "narrowed"), ("mpt.quantize_blocks #1", "value")]:
        failures.append(f"fp8-blockwise: w1's block quantization is {kinds}")
    else:
        magnitudes = np.abs(w1)
        e = np.float32(448.0) / magnitudes.max()
        rounded = rounded_in(np.float32(magnitudes * e), "f8E4M3FN")
        flushed = ((w1 != 0) & (rounded == 0)).sum() / (w1 != 0).sum()
        row = next(r for r in rows if int(r["probe"]) == blocks[0]["id"])
        got = float(row["flushed_by_narrowing"])
        if not abs(got - flushed) <= 1e-12 or not 0 < flushed < 1:
            failures.append(f"fp8-blockwise: w1's quantization flushed {got}, numpy {flushed}")

    # MXFP8: w1 [K, N] in 32x1 blocks (one partial block per column); its
    # E8M0 scales 2^(floor(log2 amax) - 8), read through the scan's E8M0
    # table, range over what numpy computes.
    rows, probes, _ = run("fp8-mxfp8", "--precision=fp8", "--fp8-recipe=mxfp8",
                          "--fp8-keep-bf16=none")
    source = next(int(r["probe"]) for r in rows if r["op"] == "argument #0 (param)")
    scales = [p for p in probes if p["op"] == "mpt.quantize_blocks #1" and p["operands"] == [source]]
    if len(scales) != 1 or scales[0]["type"] != "f8E8M0FNU":
        failures.append(f"fp8-mxfp8: w1's block scales are {scales}")
    else:
        exponents = np.floor(np.log2(np.abs(w1).max(axis=0).astype(np.float64))) - 8
        want = np.ldexp(1.0, np.clip(exponents, -126, 127).astype(int))
        row = next(r for r in rows if int(r["probe"]) == scales[0]["id"])
        got = (float(row["min"]), float(row["max"]), int(row["elements"]), int(row["zeros"]))
        if got != (want.min(), want.max(), 32, 0):
            failures.append(f"fp8-mxfp8: w1's scales {got}, numpy {(want.min(), want.max(), 32, 0)}")

    # The forward's softmax probabilities and the mean's scale are bounded
    # in every run.
    for name, bounded in STATIC_BOUNDED.items():
        if bounded < 2:
            failures.append(f"{name}: only {bounded} recorded values have a static bound")
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("ok")


main()
