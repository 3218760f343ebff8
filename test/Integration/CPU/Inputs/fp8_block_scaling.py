#!/usr/bin/env python3
"""Runs mpt.quantize_blocks and mpt.dequantize_blocks, lowered by
mpt-lower-to-llvm, under mlir-runner and compares them bit for bit with the
reference of Inputs/fp8-blocks/reference.npz (numpy and ml_dtypes, written
by scripts/export-fp8-block-reference.py): every FP8 code (NaN codes as
NaN-ness), every scale's bits, and the dequantized values as FP32 and bf16,
which this script computes from the reference's codes and scales (FP8 values
from Inputs/fp8/reference.npz's decode tables, the product in FP32, bf16 by
rounding to nearest even).

  fp8_block_scaling.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import parse_tool_arguments, run_on_cpu  # noqa: E402

HERE = os.path.dirname(__file__)
REFERENCE = os.path.join(HERE, "fp8-blocks", "reference.npz")
DECODE = os.path.join(HERE, "fp8", "reference.npz")
TYPES = {"e4m3": "f8E4M3FN", "e5m2": "f8E5M2"}


def parse_case(case):
    name, scaling, block = case.split("_")[:3]
    return name, scaling, tuple(int(b) for b in block.split("x"))


def tensor(shape, element):
    return f"tensor<{shape[0]}x{shape[1]}x{element}>"


def f32_matrix(name, bits):
    """MLIR lines defining %name, the 2-D f32 tensor whose bit patterns are
    the integer array `bits`."""
    text = ", ".join(str(int(v)) for v in bits.view(np.int32).ravel())
    return [f"  %bits_{name} = arith.constant dense<[{text}]> : tensor<{bits.size}xi32>",
            f"  %flat_{name} = arith.bitcast %bits_{name} : "
            f"tensor<{bits.size}xi32> to tensor<{bits.size}xf32>",
            f"  %{name} = tensor.expand_shape %flat_{name} [[0, 1]] "
            f"output_shape [{bits.shape[0]}, {bits.shape[1]}] : "
            f"tensor<{bits.size}xf32> into {tensor(bits.shape, 'f32')}"]


def build_module(reference, cases):
    lines = ["func.func private @printMemrefI32(memref<*xi32>) "
             "attributes {llvm.emit_c_interface}"]
    main = ["func.func @main() {"]
    for source in ("rows", "squares", "squares_finite"):
        main += f32_matrix(source, reference[source])
    for case, source in cases:
        name, scaling, block = parse_case(case)
        shape = reference[source].shape
        scale_shape = (-(-shape[0] // block[0]), -(-shape[1] // block[1]))
        e8m0 = scaling == "e8m0"
        scale_element = "f8E8M0FNU" if e8m0 else "f32"
        f8 = TYPES[name]
        x, q = tensor(shape, "f32"), tensor(shape, f8)
        s = tensor(scale_shape, scale_element)
        i32, si32 = tensor(shape, "i32"), tensor(scale_shape, "i32")
        lines += [
            f"func.func @{case}(%x: {x}) -> ({i32}, {si32}, {i32}, {i32}) {{",
            f"  %q, %s = mpt.quantize_blocks %x {{block = array<i64: {block[0]}, "
            f"{block[1]}>, scaling = \"{scaling}\"}} : {x} -> {q}, {s}",
            f"  %f = mpt.dequantize_blocks %q, %s {{block = array<i64: {block[0]}, "
            f"{block[1]}>}} : {q}, {s} -> {x}",
            f"  %b = mpt.dequantize_blocks %q, %s {{block = array<i64: {block[0]}, "
            f"{block[1]}>}} : {q}, {s} -> {tensor(shape, 'bf16')}",
            f"  %qb = arith.bitcast %q : {q} to {tensor(shape, 'i8')}",
            f"  %qi = arith.extui %qb : {tensor(shape, 'i8')} to {i32}"]
        if e8m0:
            lines += [f"  %sb = arith.bitcast %s : {s} to {tensor(scale_shape, 'i8')}",
                      f"  %si = arith.extui %sb : {tensor(scale_shape, 'i8')} to {si32}"]
        else:
            lines += [f"  %si = arith.bitcast %s : {s} to {si32}"]
        lines += [
            f"  %fi = arith.bitcast %f : {x} to {i32}",
            f"  %bb = arith.bitcast %b : {tensor(shape, 'bf16')} to {tensor(shape, 'i16')}",
            f"  %bi = arith.extui %bb : {tensor(shape, 'i16')} to {i32}",
            f"  return %qi, %si, %fi, %bi : {i32}, {si32}, {i32}, {i32}", "}",
            # The FP8 copy read only by its dequantization: one fused loop.
            f"func.func @fused_{case}(%x: {x}) -> {i32} {{",
            f"  %q, %s = mpt.quantize_blocks %x {{block = array<i64: {block[0]}, "
            f"{block[1]}>, scaling = \"{scaling}\"}} : {x} -> {q}, {s}",
            f"  %f = mpt.dequantize_blocks %q, %s {{block = array<i64: {block[0]}, "
            f"{block[1]}>}} : {q}, {s} -> {x}",
            f"  %fi = arith.bitcast %f : {x} to {i32}",
            f"  return %fi : {i32}", "}"]
        main.append(f"  %{case}:4 = call @{case}(%{source}) : ({x}) -> "
                    f"({i32}, {si32}, {i32}, {i32})")
        main.append(f"  %{case}_fused = call @fused_{case}(%{source}) : ({x}) -> {i32}")
        main += [f"  %{case}_fm = bufferization.to_buffer %{case}_fused : "
                 f"{i32} to {i32.replace('tensor', 'memref')}",
                 f"  %{case}_fu = memref.cast %{case}_fm : {i32.replace('tensor', 'memref')} "
                 "to memref<*xi32>",
                 f"  call @printMemrefI32(%{case}_fu) : (memref<*xi32>) -> ()"]
        for i, t in enumerate((i32, si32, i32, i32)):
            memref = t.replace("tensor", "memref")
            main += [f"  %{case}_m{i} = bufferization.to_buffer %{case}#{i} : "
                     f"{t} to {memref}",
                     f"  %{case}_u{i} = memref.cast %{case}_m{i} : {memref} to "
                     "memref<*xi32>",
                     f"  call @printMemrefI32(%{case}_u{i}) : (memref<*xi32>) -> ()"]
    return "\n".join(lines + main + ["  return", "}"]) + "\n"


def is_nan_code(codes, name):
    if name == "e4m3":
        return (codes & 0x7F) == 0x7F
    return ((codes & 0x7C) == 0x7C) & ((codes & 0x03) != 0)


def bf16_bits(values):
    """FP32 -> bf16 bits, rounding to nearest even (NaN stays NaN)."""
    bits = values.view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint32)
    return np.where(np.isnan(values), 0x7FC0, rounded & 0xFFFF).astype(np.uint32)


def same_bits(got, want, nan):
    """Bits equal, or both NaN (`nan` classifies)."""
    return (got == want) | (nan(got) & nan(want))


def main():
    args = parse_tool_arguments(__doc__)
    reference = np.load(REFERENCE)
    decode = np.load(DECODE)
    cases = [(k[:-len("_codes")], None) for k in reference.files if k.endswith("_codes")]
    sources = {c: ("squares_finite" if c.endswith("finite") else
                   "squares" if "128x128" in c else "rows") for c, _ in cases}
    cases = [(c, sources[c]) for c, _ in cases]
    printed = run_on_cpu(build_module(reference, cases), args.mpt_opt,
                         args.llvm_tools, args.llvm_lib, [])
    ok = len(printed) == 5 * len(cases)
    f32_nan = lambda b: np.isnan(b.astype(np.uint32).view(np.float32))
    bf16_nan = lambda b: ((b & 0x7F80) == 0x7F80) & ((b & 0x7F) != 0)
    for index, (case, source) in enumerate(cases):
        name, scaling, block = parse_case(case)
        fused, codes, scales, f32, bf16 = (np.asarray(v, np.int64) for v in
                                           printed[5 * index:5 * index + 5])
        want_codes = reference[f"{case}_codes"].ravel().astype(np.int64)
        want_scales = reference[f"{case}_scales"].ravel().astype(np.int64)
        # The expected dequantization, from the reference's codes and scales.
        values = decode[f"decode_{name}"][want_codes].view(np.float32)
        shape = reference[source].shape
        if scaling == "e8m0":
            exponents = np.where(want_scales == 255, 0, want_scales - 127)
            scale_values = np.where(want_scales == 255, np.nan,
                                    np.ldexp(np.float32(1), exponents))
            scale_nan = lambda b: b == 255
        else:
            scale_values = want_scales.astype(np.uint32).view(np.float32)
            scale_nan = f32_nan
        per_block = scale_values.astype(np.float32).reshape(
            -(-shape[0] // block[0]), -(-shape[1] // block[1]))
        per_element = np.repeat(np.repeat(per_block, block[0], 0), block[1],
                                1)[:shape[0], :shape[1]]
        with np.errstate(all="ignore"):
            want_f32 = (values.reshape(shape) * per_element).astype(np.float32).ravel()
        checks = [
            ("codes", codes, want_codes, lambda b: is_nan_code(b, name)),
            ("scales", scales, want_scales, scale_nan),
            ("f32", f32 & 0xFFFFFFFF, want_f32.view(np.uint32).astype(np.int64), f32_nan),
            ("fused f32", fused & 0xFFFFFFFF, want_f32.view(np.uint32).astype(np.int64),
             f32_nan),
            ("bf16", bf16, bf16_bits(want_f32).astype(np.int64), bf16_nan)]
        results = []
        for what, got, want, nan in checks:
            good = got.size == want.size and bool(same_bits(got, want, nan).all())
            ok &= good
            results.append(f"{what} {'ok' if good else 'MISMATCH'}")
            if not good and got.size == want.size:
                bad = np.flatnonzero(~same_bits(got, want, nan))
                for i in bad[:3]:
                    print(f"  {case} {what}[{i}]: got 0x{int(got[i]):x}, want 0x{int(want[i]):x}")
        nan_codes = int(is_nan_code(want_codes, name).sum())
        print(f"{case}: {want_codes.size} codes ({nan_codes} NaN), "
              f"{want_scales.size} scales: " + ", ".join(results))
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
