#!/usr/bin/env python3
"""Runs FP32 -> FP8 -> FP32 conversions lowered by mpt-lower-to-llvm
(mpt-expand-fp8-conversions) under mlir-runner and compares every code and
value bit for bit with ml_dtypes' (Inputs/fp8/reference.npz, written by
scripts/export-fp8-reference.py): truncf of the sweep's 22,203 FP32 values
to E4M3 and E5M2, as scalars (in linalg payloads) and as vector<8xf32>
(what vectorized kernels convert), and extf of all 256 codes of each. NaN
codes and values are compared as NaN-ness (any NaN code or payload).

  fp8_conversions.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import parse_tool_arguments, run_on_cpu  # noqa: E402

REFERENCE = os.path.join(os.path.dirname(__file__), "fp8", "reference.npz")
TYPES = {"e4m3": "f8E4M3FN", "e5m2": "f8E5M2"}


def ints(values):
    return "dense<[" + ", ".join(str(int(v)) for v in values) + "]>"


def build_module(inputs):
    n = inputs.size
    padded = (n + 7) // 8 * 8
    lines = ["func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}"]
    for name, f8 in TYPES.items():
        lines += [
            f"func.func @encode_{name}(%x: tensor<{n}xf32>) -> tensor<{n}xi32> {{",
            f"  %f = arith.truncf %x : tensor<{n}xf32> to tensor<{n}x{f8}>",
            f"  %b = arith.bitcast %f : tensor<{n}x{f8}> to tensor<{n}xi8>",
            f"  %i = arith.extui %b : tensor<{n}xi8> to tensor<{n}xi32>",
            f"  return %i : tensor<{n}xi32>", "}",
            f"func.func @encode_vector_{name}(%x: memref<{padded}xf32>, %out: memref<{padded}xi32>) {{",
            "  %c0 = arith.constant 0 : index", "  %c8 = arith.constant 8 : index",
            f"  %n = arith.constant {padded} : index",
            "  scf.for %i = %c0 to %n step %c8 {",
            f"    %v = vector.load %x[%i] : memref<{padded}xf32>, vector<8xf32>",
            f"    %f = arith.truncf %v : vector<8xf32> to vector<8x{f8}>",
            f"    %b = arith.bitcast %f : vector<8x{f8}> to vector<8xi8>",
            "    %w = arith.extui %b : vector<8xi8> to vector<8xi32>",
            f"    vector.store %w, %out[%i] : memref<{padded}xi32>, vector<8xi32>",
            "  }", "  return", "}",
            # Rounded to FP8 and read back: expanded without the code.
            # (one payload: an FP8 tensor between two would not be fused)
            f"func.func @round_{name}(%x: tensor<{n}xf32>) -> tensor<{n}xi32> {{",
            f"  %e = tensor.empty() : tensor<{n}xi32>",
            "  %b = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, "
            "affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} "
            f"ins(%x : tensor<{n}xf32>) outs(%e : tensor<{n}xi32>) {{",
            "  ^bb0(%a: f32, %o: i32):",
            f"    %f = arith.truncf %a : f32 to {f8}",
            f"    %r = arith.extf %f : {f8} to f32",
            "    %w = arith.bitcast %r : f32 to i32",
            "    linalg.yield %w : i32",
            f"  }} -> tensor<{n}xi32>",
            f"  return %b : tensor<{n}xi32>", "}",
            f"func.func @round_vector_{name}(%x: memref<{padded}xf32>, %out: memref<{padded}xi32>) {{",
            "  %c0 = arith.constant 0 : index", "  %c8 = arith.constant 8 : index",
            f"  %n = arith.constant {padded} : index",
            "  scf.for %i = %c0 to %n step %c8 {",
            f"    %v = vector.load %x[%i] : memref<{padded}xf32>, vector<8xf32>",
            f"    %f = arith.truncf %v : vector<8xf32> to vector<8x{f8}>",
            f"    %r = arith.extf %f : vector<8x{f8}> to vector<8xf32>",
            "    %w = arith.bitcast %r : vector<8xf32> to vector<8xi32>",
            f"    vector.store %w, %out[%i] : memref<{padded}xi32>, vector<8xi32>",
            "  }", "  return", "}",
            f"func.func @decode_{name}(%c: tensor<256xi8>) -> tensor<256xi32> {{",
            f"  %f = arith.bitcast %c : tensor<256xi8> to tensor<256x{f8}>",
            f"  %x = arith.extf %f : tensor<256x{f8}> to tensor<256xf32>",
            "  %b = arith.bitcast %x : tensor<256xf32> to tensor<256xi32>",
            "  return %b : tensor<256xi32>", "}"]
    bits = inputs.view(np.int32)
    codes = np.arange(256, dtype=np.uint8).view(np.int8)
    lines += ["func.func @main() {",
              f"  %bits = arith.constant {ints(bits)} : tensor<{n}xi32>",
              f"  %x = arith.bitcast %bits : tensor<{n}xi32> to tensor<{n}xf32>",
              f"  %codes = arith.constant {ints(codes)} : tensor<256xi8>",
              f"  %padded_bits = arith.constant {ints(np.resize(bits, padded))} : tensor<{padded}xi32>",
              f"  %padded_x = arith.bitcast %padded_bits : tensor<{padded}xi32> to tensor<{padded}xf32>",
              f"  %xm = bufferization.to_buffer %padded_x : tensor<{padded}xf32> to memref<{padded}xf32>"]
    for name in TYPES:
        lines += [
            f"  %e_{name} = call @encode_{name}(%x) : (tensor<{n}xf32>) -> tensor<{n}xi32>",
            f"  %em_{name} = bufferization.to_buffer %e_{name} : tensor<{n}xi32> to memref<{n}xi32>",
            f"  %eu_{name} = memref.cast %em_{name} : memref<{n}xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%eu_{name}) : (memref<*xi32>) -> ()",
            f"  %vm_{name} = memref.alloc() : memref<{padded}xi32>",
            f"  call @encode_vector_{name}(%xm, %vm_{name}) : (memref<{padded}xf32>, memref<{padded}xi32>) -> ()",
            f"  %vu_{name} = memref.cast %vm_{name} : memref<{padded}xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%vu_{name}) : (memref<*xi32>) -> ()",
            f"  %r_{name} = call @round_{name}(%x) : (tensor<{n}xf32>) -> tensor<{n}xi32>",
            f"  %rm_{name} = bufferization.to_buffer %r_{name} : tensor<{n}xi32> to memref<{n}xi32>",
            f"  %ru_{name} = memref.cast %rm_{name} : memref<{n}xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%ru_{name}) : (memref<*xi32>) -> ()",
            f"  %rv_{name} = memref.alloc() : memref<{padded}xi32>",
            f"  call @round_vector_{name}(%xm, %rv_{name}) : (memref<{padded}xf32>, memref<{padded}xi32>) -> ()",
            f"  %rvu_{name} = memref.cast %rv_{name} : memref<{padded}xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%rvu_{name}) : (memref<*xi32>) -> ()",
            f"  %d_{name} = call @decode_{name}(%codes) : (tensor<256xi8>) -> tensor<256xi32>",
            f"  %dm_{name} = bufferization.to_buffer %d_{name} : tensor<256xi32> to memref<256xi32>",
            f"  %du_{name} = memref.cast %dm_{name} : memref<256xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%du_{name}) : (memref<*xi32>) -> ()"]
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def is_nan_code(codes, name):
    codes = codes.astype(np.uint8)
    if name == "e4m3":
        return (codes & 0x7F) == 0x7F
    return ((codes & 0x7C) == 0x7C) & ((codes & 0x03) != 0)


def compare_codes(got, want, name):
    """Codes equal, or both NaN; returns the indices that differ."""
    got = np.asarray(got, dtype=np.int64).astype(np.uint8)
    same = (got == want) | (is_nan_code(got, name) & is_nan_code(want, name))
    return np.flatnonzero(~same), got


def main():
    args = parse_tool_arguments(__doc__)
    reference = np.load(REFERENCE)
    inputs = reference["inputs"]
    blocks = run_on_cpu(build_module(inputs), args.mpt_opt, args.llvm_tools,
                        args.llvm_lib, [])
    ok = True
    x = inputs.view(np.float32)
    for index, name in enumerate(TYPES):
        scalar, vector, round_scalar, round_vector, decoded = blocks[5 * index:5 * index + 5]
        want = reference[name]
        for how, got in (("scalar", scalar), ("vector", vector[:inputs.size])):
            bad, got_codes = compare_codes(got, want, name)
            ok &= bad.size == 0 and len(got) == inputs.size
            print(f"{name} truncf ({how}): {inputs.size - bad.size}/{inputs.size} codes as "
                  f"ml_dtypes{': ok' if bad.size == 0 else ': MISMATCH'}")
            for i in bad[:5]:
                print(f"  {x[i]!r} (0x{inputs[i]:08x}): got 0x{got_codes[i]:02x}, "
                      f"want 0x{want[i]:02x}")
        got = np.asarray(decoded, dtype=np.int64).astype(np.uint32)
        want = reference[f"decode_{name}"]
        nan = np.isnan(got.view(np.float32)) & np.isnan(want.view(np.float32))
        bad = np.flatnonzero((got != want) & ~nan)
        ok &= bad.size == 0 and got.size == 256
        print(f"{name} extf: {256 - bad.size}/256 values bit-identical "
              f"({int(nan.sum())} NaN){': ok' if bad.size == 0 else ': MISMATCH'}")
        for i in bad[:5]:
            print(f"  code 0x{i:02x}: got 0x{got[i]:08x}, want 0x{want[i]:08x}")
        # Round trips: the value of the expected code, bit for bit (signed NaN
        # as NaN).
        want_values = reference[f"decode_{name}"][reference[name].astype(np.int64)]
        for how, got in (("scalar", round_scalar), ("vector", round_vector[:inputs.size])):
            got = np.asarray(got, dtype=np.int64).astype(np.uint32)
            nan = np.isnan(got.view(np.float32)) & np.isnan(want_values.view(np.float32))
            bad = np.flatnonzero((got != want_values) & ~nan) if got.size == inputs.size \
                else np.arange(inputs.size)
            ok &= bad.size == 0
            print(f"{name} truncf+extf ({how}): {inputs.size - bad.size}/{inputs.size} values "
                  f"as ml_dtypes' code decoded{': ok' if bad.size == 0 else ': MISMATCH'}")
            for i in bad[:5]:
                print(f"  {x[i]!r} (0x{inputs[i]:08x}): got 0x{got[i]:08x}, "
                      f"want 0x{want_values[i]:08x}")
    # What the sweep covers, so that a smaller fixture shows.
    tiny = np.abs(x) < 2.0 ** -6
    print(f"coverage: {int(np.isnan(x).sum())} NaN, {int(np.isinf(x).sum())} inf, "
          f"{int((np.abs(x) > 448).sum())} beyond E4M3's 448, "
          f"{int((np.abs(x) > 57344).sum())} beyond E5M2's 57344, "
          f"{int((tiny & (x != 0)).sum())} below E4M3's smallest normal")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
