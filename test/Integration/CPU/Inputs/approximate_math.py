#!/usr/bin/env python3
"""Measures mpt-approximate-math's tanh (upstream's polynomial
approximation, which mpt-lower-to-llvm{approximate-math=tanh} and mpt-run
--approximate-math=tanh use instead of libm's tanhf) and the
tanh-approximated GELU built on it against numpy in float64, over a dense
sweep of [-10, 10], the subnormal and tiny range, the clamping range and
the special values; and libm's (the default lowering) the same way, for
comparison.

  approximate_math.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR

The step computes (f(x) - ref) / ulp(ref) itself, with ref the float64
reference rounded to f32, so the 6 digits printMemrefF32 prints are digits
of the error, not of the value. Prints the worst error in ulps of each
function and `PASS`/`FAIL`: tanh in ulps of its value, GELU in ulps of
max(|x|, |GELU(x)|) (see SCALES). Tolerances: TOLERANCE_ULPS, set from
the measured worst errors (printed). Special values exactly: tanh(+-inf) =
+-1, tanh(-0) = -0, NaN stays NaN.
"""

import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import mlir_type, parse_tool_arguments, run_on_cpu  # noqa: E402
from numpy_reference import gelu  # noqa: E402

TOLERANCE_ULPS = {"tanh": 10.0, "gelu": 6.0}  # measured worst: 4 and 2


def f32_literal(values):
    """A dense f32 literal with every value as its exact bit pattern."""
    bits = np.asarray(values, dtype=np.float32).view(np.uint32)
    return "dense<[" + ", ".join(f"0x{b:08X}" for b in bits) + "]>"


def sweep():
    dense = np.linspace(-10.0, 10.0, 20001)
    tiny = np.concatenate([np.geomspace(1e-38, 1e-3, 400), [1e-45, 1e-40]])
    clamp = np.linspace(7.9, 9.1, 121)
    x = np.concatenate([dense, tiny, -tiny, clamp, -clamp, [20.0, 88.0, 1e30]])
    return np.asarray(x, dtype=np.float32)


def ulp(values):
    """The spacing of f32 at each value (at least the smallest normal's)."""
    a = np.abs(values).astype(np.float32)
    return np.maximum(np.spacing(a), np.spacing(np.float32(1.2e-38))).astype(np.float64)


# The scale each function's error is measured in: tanh's own value; GELU's
# input, since x/2 (1 + tanh(u)) cancels for large negative x in any f32
# evaluation (libm's tanhf included) and its value there is below 1e-7.
SCALES = {"tanh": lambda x, ref: ref,
          "gelu": lambda x, ref: np.maximum(np.abs(ref), np.abs(x))}


def build_module(x):
    n = len(x)
    t = mlir_type("f32", (n,))
    refs = {"tanh": np.tanh(x.astype(np.float64)), "gelu": gelu(x.astype(np.float64))}
    lines = ["func.func @main() {", f"  %x = arith.constant {f32_literal(x)} : {t}"]
    for name, ref in refs.items():
        r32 = ref.astype(np.float32)
        scale = SCALES[name](x.astype(np.float64), ref)
        lines += [f"  %{name}_ref = arith.constant {f32_literal(r32)} : {t}",
                  f"  %{name}_ulp = arith.constant {f32_literal(ulp(scale))} : {t}",
                  f"  %{name}_y = mpt.{name} %x : {t}",
                  f"  %{name}_d = mpt.sub %{name}_y, %{name}_ref : {t}",
                  f"  %{name}_e = mpt.div %{name}_d, %{name}_ulp : {t}",
                  f"  %{name}_m = bufferization.to_buffer %{name}_e : {t} to memref<{n}xf32>",
                  f"  %{name}_u = memref.cast %{name}_m : memref<{n}xf32> to memref<*xf32>",
                  f"  call @printMemrefF32(%{name}_u) : (memref<*xf32>) -> ()"]
    special = np.array([np.inf, -np.inf, -0.0, 0.0, np.nan], dtype=np.float32)
    s = mlir_type("f32", (len(special),))
    lines += [f"  %s = arith.constant {f32_literal(special)} : {s}",
              f"  %sy = mpt.tanh %s : {s}",
              f"  %sm = bufferization.to_buffer %sy : {s} to memref<{len(special)}xf32>",
              f"  %su = memref.cast %sm : memref<{len(special)}xf32> to memref<*xf32>",
              "  call @printMemrefF32(%su) : (memref<*xf32>) -> ()",
              "  return", "}",
              "func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}"]
    return "\n".join(lines) + "\n", list(refs)


def main():
    args = parse_tool_arguments(__doc__)
    x = sweep()
    module, names = build_module(x)
    libm = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib, [])
    for name, errors in zip(names, libm):
        print(f"{name} (libm): worst {float(np.max(np.abs(errors))):.3g} ulps")
    printed = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib, [],
                         lowering="--mpt-lower-to-llvm=approximate-math=tanh")
    ok = True
    for name, errors in zip(names, printed):
        errors = np.abs(np.asarray(errors))
        worst = math.inf if np.isnan(errors).any() else float(errors.max())
        where = float(x[int(np.nanargmax(errors))]) if not math.isinf(worst) else math.nan
        good = worst <= TOLERANCE_ULPS[name]
        ok &= good
        print(f"{name}: worst {worst:.3g} ulps at x = {where:.6g} over {len(x)} values "
              f"(tolerance {TOLERANCE_ULPS[name]:g}): {'ok' if good else 'MISMATCH'}")
    got = printed[-1]
    want = [1.0, -1.0, 0.0, 0.0, math.nan]
    specials_ok = (got[:4] == want[:4] and math.isnan(got[4]))
    ok &= specials_ok
    print(f"tanh(inf, -inf, -0, 0, nan) = {got}: {'ok' if specials_ok else 'MISMATCH'}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
