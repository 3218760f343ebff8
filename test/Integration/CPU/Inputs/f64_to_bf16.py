#!/usr/bin/env python3
"""Runs f64 -> bf16 truncations lowered by mpt-lower-to-llvm
(mpt-expand-f64-to-bf16) under mlir-runner, as scalars and as
vector<4xf64>, and compares every result bit for bit with the exact
nearest-even bf16 of each f64 value, computed here with fractions: ties
between bf16 neighbours, ties moved by one f64 ulp and by less than half an
f32 ulp (where rounding to f32 first would round twice), values beyond
bf16's and f32's range, subnormals, zeros, infinities, NaN and random
values. Also counts the inputs on which rounding to f32 and then to bf16
(both nearest even) would be wrong: the sweep must hold some.

  f64_to_bf16.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import os
import sys
from fractions import Fraction

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import parse_tool_arguments, run_on_cpu  # noqa: E402


def inputs():
    rng = np.random.default_rng(7)
    bf16_bits = np.arange(0, 0x7F80, 37, dtype=np.uint32) << 16
    lo = bf16_bits.view(np.float32).astype(np.float64)
    hi = (bf16_bits + 0x10000).view(np.float32).astype(np.float64)
    hi[~np.isfinite(hi)] = 2.0 ** 128
    tie = (lo + hi) / 2  # exact in f64
    small = np.spacing(tie)
    values = [lo, tie, tie + small, tie - small,
              tie + (hi - lo) * 2.0 ** -20, tie - (hi - lo) * 2.0 ** -20,
              rng.uniform(-1, 1, 4000) * 2.0 ** rng.integers(-140, 130, 4000),
              np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-50, -1e-50,
                        1e-45, 7e-46, 1.0e-39, 3.3961e38, 3.39e38, 3.4e38,
                        3.5e38, 1e300, -1e300, np.finfo(np.float32).max])]
    x = np.concatenate([v if i == 6 or i == 7 else np.concatenate([v, -v])
                        for i, v in enumerate(values)])
    return np.resize(x, (x.size + 3) // 4 * 4)


def nearest_even_bf16(d):
    """The bf16 bit pattern nearest to d, ties to even (IEEE)."""
    if np.isnan(d):
        return 0x7FC0
    sign = 0x8000 if np.signbit(d) else 0
    a = abs(d)
    if np.isinf(a):
        return sign | 0x7F80
    with np.errstate(over="ignore"):
        f = np.float32(a)
    if float(f) > a:
        f = np.nextafter(f, np.float32(0))
    low = int(np.array([f], dtype=np.float32).view(np.uint32)[0]) >> 16
    if low >= 0x7F80:
        low = 0x7F7F
    lo = Fraction(float(np.array([low << 16], dtype=np.uint32).view(np.float32)[0]))
    high = low + 1
    hi = Fraction(2) ** 128 if high == 0x7F80 else Fraction(
        float(np.array([high << 16], dtype=np.uint32).view(np.float32)[0]))
    exact = Fraction(a)
    if exact - lo < hi - exact or (exact - lo == hi - exact and low % 2 == 0):
        return sign | low
    return sign | high


def twice_rounded(d):
    """f64 -> f32 -> bf16, both nearest even (what a plain f32 step does)."""
    with np.errstate(over="ignore"):
        f = np.float32(d)
    bits = int(np.array([f], dtype=np.float32).view(np.uint32)[0])
    if np.isnan(f):
        return 0x7FC0
    return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16


def ints(values, dtype):
    return "dense<[" + ", ".join(str(int(v)) for v in values) + f"]> : {dtype}"


def build_module(x):
    n = x.size
    bits = x.view(np.int64)
    return f"""
func.func private @printMemrefI32(memref<*xi32>) attributes {{llvm.emit_c_interface}}
func.func @scalar(%x: tensor<{n}xf64>) -> tensor<{n}xi32> {{
  %b = arith.truncf %x : tensor<{n}xf64> to tensor<{n}xbf16>
  %i = arith.bitcast %b : tensor<{n}xbf16> to tensor<{n}xi16>
  %w = arith.extui %i : tensor<{n}xi16> to tensor<{n}xi32>
  return %w : tensor<{n}xi32>
}}
func.func @vector(%x: memref<{n}xf64>, %out: memref<{n}xi32>) {{
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant {n} : index
  scf.for %i = %c0 to %n step %c4 {{
    %v = vector.load %x[%i] : memref<{n}xf64>, vector<4xf64>
    %b = arith.truncf %v : vector<4xf64> to vector<4xbf16>
    %c = arith.bitcast %b : vector<4xbf16> to vector<4xi16>
    %w = arith.extui %c : vector<4xi16> to vector<4xi32>
    vector.store %w, %out[%i] : memref<{n}xi32>, vector<4xi32>
  }}
  return
}}
func.func @main() {{
  %bits = arith.constant {ints(bits, f"tensor<{n}xi64>")}
  %x = arith.bitcast %bits : tensor<{n}xi64> to tensor<{n}xf64>
  %s = call @scalar(%x) : (tensor<{n}xf64>) -> tensor<{n}xi32>
  %sm = bufferization.to_buffer %s : tensor<{n}xi32> to memref<{n}xi32>
  %su = memref.cast %sm : memref<{n}xi32> to memref<*xi32>
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  %xm = bufferization.to_buffer %x : tensor<{n}xf64> to memref<{n}xf64>
  %vm = memref.alloc() : memref<{n}xi32>
  call @vector(%xm, %vm) : (memref<{n}xf64>, memref<{n}xi32>) -> ()
  %vu = memref.cast %vm : memref<{n}xi32> to memref<*xi32>
  call @printMemrefI32(%vu) : (memref<*xi32>) -> ()
  return
}}
"""


def is_nan(codes):
    return ((codes & 0x7F80) == 0x7F80) & ((codes & 0x7F) != 0)


def main():
    args = parse_tool_arguments(__doc__)
    x = inputs()
    want = np.array([nearest_even_bf16(d) for d in x], dtype=np.int64)
    naive = np.array([twice_rounded(d) for d in x], dtype=np.int64)
    blocks = run_on_cpu(build_module(x), args.mpt_opt, args.llvm_tools,
                        args.llvm_lib, [])
    ok = True
    for how, got in zip(("scalar", "vector"), blocks):
        got = np.asarray(got, dtype=np.int64)
        same = (got.size == want.size) and np.all(
            (got == want) | (is_nan(got) & is_nan(want)))
        bad = 0 if same else int(np.sum(got != want)) if got.size == want.size else x.size
        ok &= bool(same)
        print(f"f64 -> bf16 ({how}): {x.size - bad}/{x.size} as the nearest even: "
              f"{'ok' if same else 'MISMATCH'}")
    twice = int(np.sum((naive != want) & ~(is_nan(naive) & is_nan(want))))
    print(f"rounding through f32 twice would differ on {twice} inputs")
    ok &= twice > 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
