#!/usr/bin/env python3
"""Writes test/Integration/CPU/Inputs/fp8-blocks/reference.npz, the expected
results of mpt.quantize_blocks and mpt.dequantize_blocks
(test/Integration/CPU/fp8-block-scaling.mlir), computed with numpy and
ml_dtypes from the ops' definitions, independently of mpt's lowering:

  rows      float32 [64, 128]: rows of random values spanning 2^-20..2^20,
            and rows 32-39 with the edge cases (zeros, NaN, +-inf,
            subnormals only, an amax of 1.99 * 2^5 that saturates under E8M0
            scales, an amax of 448 with E4M3 ties, values near FLT_MAX, a
            constant row)
  squares   float32 [128, 256]: two 128x128 blocks - multiples of 2^-7 up to
            1 with one NaN, and zeros
  <case>_codes, <case>_scales for each case of CASES (1x48 and 24x1
            blocks end each row or column in a partial block): the FP8 codes
            (uint8) and the scales' bits (uint32 for FP32 scales, uint8 for
            E8M0). The test dequantizes the expected codes itself.

The definitions (the ops' descriptions in MptOps.td):
  amax      max |x| over the block, NaN if the block has a NaN
  f32       e = max_finite / amax (FLT_MAX where that overflows; 1 where
            amax is 0, inf or NaN); q = fp8(x * e); scale = 1 / e
  pow2      as f32, e rounded down to a power of two
  e8m0      scale = 2^k, k = floor(log2(amax)) - emax clamped to [-126,
            127] (emax 8 for E4M3, 15 for E5M2); q = fp8(x / scale); a
            non-finite amax gives the NaN scale and NaN elements
  fp8(v)    round to nearest even, finite values clipped to the largest
            finite magnitude first (saturation)

  scripts/torch-env.sh scripts/export-fp8-block-reference.py
"""
import os

import ml_dtypes
import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "fp8-blocks",
                   "reference.npz")
FORMATS = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}
EMAX = {"e4m3": 8, "e5m2": 15}
# (name, input, format, scaling, block)
CASES = [
    ("e4m3_f32_1x128", "rows", "e4m3", "f32", (1, 128)),
    ("e4m3_pow2_1x128", "rows", "e4m3", "pow2", (1, 128)),
    ("e4m3_e8m0_1x32", "rows", "e4m3", "e8m0", (1, 32)),
    ("e4m3_e8m0_32x1", "rows", "e4m3", "e8m0", (32, 1)),
    ("e5m2_f32_1x128", "rows", "e5m2", "f32", (1, 128)),
    ("e5m2_pow2_32x1", "rows", "e5m2", "pow2", (32, 1)),
    ("e5m2_e8m0_1x32", "rows", "e5m2", "e8m0", (1, 32)),
    ("e4m3_e8m0_1x48", "rows", "e4m3", "e8m0", (1, 48)),
    ("e4m3_f32_24x1", "rows", "e4m3", "f32", (24, 1)),
    ("e4m3_f32_128x128", "squares", "e4m3", "f32", (128, 128)),
    ("e4m3_f32_128x128_finite", "squares_finite", "e4m3", "f32", (128, 128)),
    ("e4m3_pow2_128x128", "squares", "e4m3", "pow2", (128, 128)),
]
F32 = np.float32


def make_rows(rng):
    x = rng.standard_normal((64, 128)).astype(F32)
    x *= (2.0 ** rng.uniform(-20, 20, (64, 1))).astype(F32)
    x[32] = 0.0
    x[33, 5], x[33, 100] = np.nan, np.inf
    x[34, 40] = -np.inf
    x[35] = (rng.standard_normal(128) * 1e-40).astype(F32)  # subnormals
    x[36] *= F32(1.99 * 2.0 ** 5) / np.abs(x[36]).max()  # saturates (E8M0)
    # amax 448 in every 32-block, ties between E4M3 neighbours elsewhere.
    ties = np.array([1.0625, 1.1875, 3.25, 0.01171875, -2.125, 288.0, 320.0],
                    F32)
    x[37] = np.resize(ties, 128)
    x[37, ::32] = 448.0
    x[38] = (rng.standard_normal(128) * 1e37).astype(F32)
    x[39, :] = x[39, :1]  # a constant row: amax hit by every element
    return x


def make_squares(rng):
    x = (rng.integers(-128, 129, (128, 256)) / 128.0).astype(F32)
    x[:, 128:] = 0.0
    x[7, 9] = np.nan
    return x


def blocks(x, block):
    """x as [rows, r, columns, c] blocks, zero-padded to whole blocks (the
    last block of a dimension the block does not divide is partial)."""
    r, c = block
    rows, columns = -(-x.shape[0] // r), -(-x.shape[1] // c)
    padded = np.zeros((rows * r, columns * c), x.dtype)
    padded[:x.shape[0], :x.shape[1]] = x
    return padded.reshape(rows, r, columns, c)


def per_element(scales, block, shape):
    spread = np.repeat(np.repeat(scales, block[0], axis=0), block[1], axis=1)
    return spread[:shape[0], :shape[1]]


def fp8(values, dtype):
    largest = F32(ml_dtypes.finfo(dtype).max)
    finite = np.isfinite(values)
    clipped = np.where(finite, np.clip(values, -largest, largest), values)
    return clipped.astype(dtype)


def quantize(x, name, scaling, block):
    dtype = FORMATS[name]
    with np.errstate(all="ignore"):
        amax = np.abs(blocks(x, block)).max(axis=(1, 3)).astype(F32)
        if scaling in ("f32", "pow2"):
            largest = F32(ml_dtypes.finfo(dtype).max)
            e = (largest / amax).astype(F32)
            e = np.where(np.isinf(e), np.finfo(F32).max, e).astype(F32)
            if scaling == "pow2":
                _, exponent = np.frexp(e)
                e = np.ldexp(F32(1), exponent - 1).astype(F32)
            e = np.where((amax == 0) | ~np.isfinite(amax), F32(1), e).astype(F32)
            scales = (F32(1) / e).astype(F32)
            q = fp8((x * per_element(e, block, x.shape)).astype(F32), dtype)
            return q, scales.view(np.uint32), scales
        _, exponent = np.frexp(amax)  # amax = m * 2^exponent, m in [0.5, 1)
        k = np.where(amax > 0, exponent - 1 - EMAX[name], -126)
        k = np.clip(k, -126, 127)
        finite = np.isfinite(amax)
        codes = np.where(finite, k + 127, 255).astype(np.uint8)
        scales = np.where(finite, np.ldexp(F32(1), k), np.nan).astype(F32)
        scaled = (x / per_element(scales, block, x.shape)).astype(F32)
        q = fp8(scaled, dtype)
        return q, codes, scales


def main():
    rng = np.random.default_rng(20261205)
    inputs = {"rows": make_rows(rng), "squares": make_squares(rng)}
    inputs["squares_finite"] = np.nan_to_num(inputs["squares"], nan=0.5)
    out = {k: v.view(np.uint32) for k, v in inputs.items()}
    for case, source, name, scaling, block in CASES:
        q, scale_bits, _ = quantize(inputs[source], name, scaling, block)
        out[f"{case}_codes"] = q.view(np.uint8)
        out[f"{case}_scales"] = scale_bits
    np.savez_compressed(OUT, **out)
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes)")


if __name__ == "__main__":
    main()
