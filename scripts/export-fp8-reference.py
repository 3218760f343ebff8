#!/usr/bin/env python3
"""Writes test/Integration/CPU/Inputs/fp8/reference.npz, the expected FP8
conversions of test/Integration/CPU/fp8-conversions.mlir, from PyPI's
ml_dtypes (an implementation independent of mpt's):

  inputs          uint32: FP32 bit patterns - every E4M3 and E5M2 value, the
                  ties between neighbours and the FP32 values on either side
                  of each, subnormals, overflow, infinities, NaNs, zeros and
                  20,000 random values across both formats' range
  e4m3, e5m2      uint8: their codes under mpt's rule - ml_dtypes' round to
                  nearest even of the value clipped to the largest finite
                  magnitude (saturation); infinities and NaNs unclipped
  decode_e4m3, decode_e5m2  uint32: the FP32 bits of each of the 256 codes

  scripts/torch-env.sh scripts/export-fp8-reference.py
"""
import os

import ml_dtypes
import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "fp8", "reference.npz")
FORMATS = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}


def sweep():
    values = [np.float32(v) for v in (0.0, -0.0, np.inf, -np.inf)]
    bits = [np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FBFFFFF], np.uint32)]
    for dtype in FORMATS.values():
        codes = np.arange(256, dtype=np.uint8).view(dtype).astype(np.float32)
        finite = np.unique(codes[np.isfinite(codes)])
        ties = (finite[:-1].astype(np.float64) + finite[1:]) / 2
        for v in (finite, ties.astype(np.float32)):
            values += list(v)
            values += list(np.nextafter(v, np.float32(np.inf)))
            values += list(np.nextafter(v, np.float32(-np.inf)))
        largest = float(finite.max())
        values += [largest * f for f in (1.0001, 1.5, 2.0, 1e10)]
        values += [np.float32(3.4e38), np.float32(1e-40), np.float32(-1e-45)]
    rng = np.random.default_rng(8)
    magnitudes = 2.0 ** rng.uniform(-30, 17, 20000)
    values += list((magnitudes * rng.choice([-1, 1], 20000)).astype(np.float32))
    bits.append(np.array(values, np.float32).view(np.uint32))
    return np.unique(np.concatenate(bits))


def encode(bits, dtype):
    x = bits.view(np.float32)
    largest = float(np.finfo(dtype).max)
    clipped = np.where(np.isfinite(x), np.clip(x, -largest, largest), x)
    return clipped.astype(dtype).view(np.uint8)


def main():
    inputs = sweep()
    arrays = {"inputs": inputs}
    for name, dtype in FORMATS.items():
        arrays[name] = encode(inputs, dtype)
        arrays[f"decode_{name}"] = (np.arange(256, dtype=np.uint8).view(dtype)
                                    .astype(np.float32).view(np.uint32))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    np.savez_compressed(OUT, **arrays)
    print(f"{OUT}: {inputs.size} inputs, ml_dtypes {ml_dtypes.__version__}")


if __name__ == "__main__":
    main()
