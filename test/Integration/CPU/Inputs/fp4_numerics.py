#!/usr/bin/env python3
"""Runs FP4 (E2M1) on the CPU, lowered by mpt-lower-to-llvm, under
mlir-runner and compares it bit for bit with Inputs/fp4/reference.npz
(numpy and ml_dtypes, written by scripts/export-fp4-reference.py).

  conversions  arith.truncf of the sweep's FP32 values to f4E2M1FN (scalar
               in linalg payloads and vector<8xf32>; mpt-expand-fp8-
               conversions), extf of all 16 codes against E2M1's definition,
               and truncf then extf (rounded in FP32 without the code)
  blocks       mpt.quantize_blocks / mpt.dequantize_blocks with NVFP4 and
               MXFP4 scaling: every code, every scale, NVFP4's amax, the
               dequantized values in FP32 (with the tensor's S_dec for
               NVFP4) and bf16, and the block part read by a fused loop

  fp4_numerics.py conversions|blocks --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from fp8_block_scaling import bf16_bits, f32_matrix, same_bits, tensor  # noqa: E402
from mlir_cpu import parse_tool_arguments, run_on_cpu  # noqa: E402

HERE = os.path.dirname(__file__)
REFERENCE = os.path.join(HERE, "fp4", "reference.npz")
DECODE_FP8 = os.path.join(HERE, "fp8", "reference.npz")
# E2M1's 16 codes by definition: sign bit 3, exponent bits 2-1 (bias 1),
# mantissa bit 0; exponent 0 is subnormal (0 and 0.5).
E2M1_VALUES = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2,
                        -3, -4, -6], np.float32)
F4 = "f4E2M1FN"


def ints(values):
    return "dense<[" + ", ".join(str(int(v)) for v in values) + "]>"


def print_tensor(name, value, shape):
    """mlir lines printing i32 tensor `value` of `shape` (a string)."""
    return [f"  %{name}_m = bufferization.to_buffer %{value} : tensor<{shape}xi32> "
            f"to memref<{shape}xi32>",
            f"  %{name}_u = memref.cast %{name}_m : memref<{shape}xi32> to memref<*xi32>",
            f"  call @printMemrefI32(%{name}_u) : (memref<*xi32>) -> ()"]


def conversion_module(inputs):
    n = inputs.size
    padded = (n + 7) // 8 * 8
    generic = ("linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, "
               "affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]}")
    lines = [
        "func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}",
        f"func.func @encode(%x: tensor<{n}xf32>) -> tensor<{n}xi32> {{",
        f"  %f = arith.truncf %x : tensor<{n}xf32> to tensor<{n}x{F4}>",
        f"  %b = arith.bitcast %f : tensor<{n}x{F4}> to tensor<{n}xi4>",
        f"  %i = arith.extui %b : tensor<{n}xi4> to tensor<{n}xi32>",
        f"  return %i : tensor<{n}xi32>", "}",
        f"func.func @encode_vector(%x: memref<{padded}xf32>, %out: memref<{padded}xi32>) {{",
        "  %c0 = arith.constant 0 : index", "  %c8 = arith.constant 8 : index",
        f"  %n = arith.constant {padded} : index",
        "  scf.for %i = %c0 to %n step %c8 {",
        f"    %v = vector.load %x[%i] : memref<{padded}xf32>, vector<8xf32>",
        f"    %f = arith.truncf %v : vector<8xf32> to vector<8x{F4}>",
        f"    %b = arith.bitcast %f : vector<8x{F4}> to vector<8xi4>",
        "    %w = arith.extui %b : vector<8xi4> to vector<8xi32>",
        f"    vector.store %w, %out[%i] : memref<{padded}xi32>, vector<8xi32>",
        "  }", "  return", "}",
        # Rounded to E2M1 and read back in one payload: no code.
        f"func.func @round(%x: tensor<{n}xf32>) -> tensor<{n}xi32> {{",
        f"  %e = tensor.empty() : tensor<{n}xi32>",
        f"  %b = {generic} ins(%x : tensor<{n}xf32>) outs(%e : tensor<{n}xi32>) {{",
        "  ^bb0(%a: f32, %o: i32):",
        f"    %f = arith.truncf %a : f32 to {F4}",
        f"    %r = arith.extf %f : {F4} to f32",
        "    %w = arith.bitcast %r : f32 to i32",
        "    linalg.yield %w : i32",
        f"  }} -> tensor<{n}xi32>",
        f"  return %b : tensor<{n}xi32>", "}",
        "func.func @decode(%c: tensor<16xi4>) -> tensor<16xi32> {",
        f"  %f = arith.bitcast %c : tensor<16xi4> to tensor<16x{F4}>",
        f"  %x = arith.extf %f : tensor<16x{F4}> to tensor<16xf32>",
        "  %b = arith.bitcast %x : tensor<16xf32> to tensor<16xi32>",
        "  return %b : tensor<16xi32>", "}",
        "func.func @main() {",
        f"  %bits = arith.constant {ints(inputs.view(np.int32))} : tensor<{n}xi32>",
        f"  %x = arith.bitcast %bits : tensor<{n}xi32> to tensor<{n}xf32>",
        f"  %padded_bits = arith.constant {ints(np.resize(inputs.view(np.int32), padded))}"
        f" : tensor<{padded}xi32>",
        f"  %padded_x = arith.bitcast %padded_bits : tensor<{padded}xi32> to tensor<{padded}xf32>",
        f"  %xm = bufferization.to_buffer %padded_x : tensor<{padded}xf32> to memref<{padded}xf32>",
        f"  %codes = arith.constant {ints(list(range(8)) + list(range(-8, 0)))} : tensor<16xi4>",
        f"  %e = call @encode(%x) : (tensor<{n}xf32>) -> tensor<{n}xi32>"]
    lines += print_tensor("e", "e", n)
    lines += [f"  %v = memref.alloc() : memref<{padded}xi32>",
              f"  call @encode_vector(%xm, %v) : (memref<{padded}xf32>, memref<{padded}xi32>) -> ()",
              f"  %vu = memref.cast %v : memref<{padded}xi32> to memref<*xi32>",
              "  call @printMemrefI32(%vu) : (memref<*xi32>) -> ()",
              f"  %r = call @round(%x) : (tensor<{n}xf32>) -> tensor<{n}xi32>"]
    lines += print_tensor("r", "r", n)
    lines += ["  %d = call @decode(%codes) : (tensor<16xi4>) -> tensor<16xi32>"]
    lines += print_tensor("d", "d", 16)
    return "\n".join(lines + ["  return", "}"]) + "\n"


def check(what, got, want, ok, detail=None):
    got = np.asarray(got, np.int64)[:want.size] & 0xFFFFFFFF
    want = np.asarray(want, np.int64) & 0xFFFFFFFF
    bad = np.flatnonzero(got != want) if got.size == want.size else np.arange(want.size)
    print(f"{what}: {want.size - bad.size}/{want.size} "
          f"{'ok' if bad.size == 0 else 'MISMATCH'}")
    for i in bad[:5]:
        where = detail(i) if detail else f"[{i}]"
        print(f"  {where}: got 0x{int(got[i]) if i < got.size else -1:x}, want 0x{int(want[i]):x}")
    return ok and bad.size == 0


def conversions(args, reference):
    inputs = reference["inputs"]
    x = inputs.view(np.float32)
    printed = run_on_cpu(conversion_module(inputs), args.mpt_opt, args.llvm_tools,
                         args.llvm_lib, [])
    if len(printed) != 4:
        print(f"expected 4 printed tensors, got {len(printed)}: MISMATCH")
        return False
    scalar, vector, rounded, decoded = printed
    want = reference["codes"].astype(np.int64)
    detail = lambda i: f"{x[i]!r} (0x{inputs[i]:08x})"
    ok = check("e2m1 truncf (scalar), codes as ml_dtypes", scalar, want, True, detail)
    ok = check("e2m1 truncf (vector), codes as ml_dtypes", vector, want, ok, detail)
    ok = check("e2m1 extf, all 16 codes as E2M1's definition", decoded,
               E2M1_VALUES.view(np.uint32), ok)
    ok = check("e2m1 truncf+extf, values of ml_dtypes' codes", rounded,
               E2M1_VALUES[want].view(np.uint32), ok, detail)
    magnitude = np.abs(x)
    print(f"coverage: {int(np.isnan(x).sum())} NaN, {int(np.isinf(x).sum())} inf, "
          f"{int((magnitude > 6).sum())} beyond 6, "
          f"{int(np.isin(magnitude, [0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5]).sum())} ties")
    return ok


def block_cases(reference):
    cases = []
    for key in reference.files:
        if key.endswith("_codes") and key != "codes":
            case = key[:-len("_codes")]
            recipe, block = case.split("_")[:2]
            block = tuple(int(b) for b in block.split("x"))
            name = case[:-len("_sr")] if case.endswith("_sr") else case
            source = ("squares" if block == (16, 16) else
                      "rows" if name.endswith("_nan") or recipe == "mxfp4" else
                      "rows_inf" if name.endswith("_inf") else
                      "rows_finite" if name.endswith("_wide") else
                      "order" if name.endswith("_order") else "moderate")
            cases.append((case, recipe, block, source))
    return cases


def blocks_module(reference, cases):
    lines = ["func.func private @printMemrefI32(memref<*xi32>) "
             "attributes {llvm.emit_c_interface}"]
    main = ["func.func @main() {"]
    for source in sorted({c[3] for c in cases}):
        main += f32_matrix(source, reference[source])
    for case, recipe, block, source in cases:
        shape = reference[source].shape
        scale_shape = (-(-shape[0] // block[0]), -(-shape[1] // block[1]))
        nvfp4 = recipe == "nvfp4"
        x, q = tensor(shape, "f32"), tensor(shape, F4)
        s = tensor(scale_shape, "f8E4M3FN" if nvfp4 else "f8E8M0FNU")
        i32, si32 = tensor(shape, "i32"), tensor(scale_shape, "i32")
        attrs = f"{{block = array<i64: {block[0]}, {block[1]}>}}"
        scaling = "nvfp4" if nvfp4 else "e8m0"
        amax_type = ", tensor<f32>" if nvfp4 else ""
        results = "%q, %s, %a" if nvfp4 else "%q, %s"
        full = " amax(%a : tensor<f32>)" if nvfp4 else ""
        outs = [i32, si32, i32, i32] + (["tensor<1xi32>"] if nvfp4 else [])
        seed, rounding = "", ""
        if f"{case}_seed" in reference.files:
            value, stream = (int(v) for v in reference[f"{case}_seed"])
            seed = " seed(%seed : tensor<i64>)"
            rounding = f", rounding = \"stochastic\", stream = {stream} : i64"
            seed_line = f"  %seed = arith.constant dense<{value}> : tensor<i64>"
        quantize = (f"  {results} = mpt.quantize_blocks %x{seed} {{block = array<i64: "
                    f"{block[0]}, {block[1]}>, scaling = \"{scaling}\"{rounding}}} : "
                    f"{x} -> {q}, {s}{amax_type}")
        lines += [
            f"func.func @{case}(%x: {x}) -> ({', '.join(outs)}) {{"]
        lines += [seed_line] if seed else []
        lines += [
            quantize,
            f"  %f = mpt.dequantize_blocks %q, %s{full} {attrs} : {q}, {s} -> {x}",
            f"  %b = mpt.dequantize_blocks %q, %s{full} {attrs} : {q}, {s} -> "
            f"{tensor(shape, 'bf16')}",
            f"  %qb = arith.bitcast %q : {q} to {tensor(shape, 'i4')}",
            f"  %qi = arith.extui %qb : {tensor(shape, 'i4')} to {i32}",
            f"  %sb = arith.bitcast %s : {s} to {tensor(scale_shape, 'i8')}",
            f"  %si = arith.extui %sb : {tensor(scale_shape, 'i8')} to {si32}",
            f"  %fi = arith.bitcast %f : {x} to {i32}",
            f"  %bb = arith.bitcast %b : {tensor(shape, 'bf16')} to {tensor(shape, 'i16')}",
            f"  %bi = arith.extui %bb : {tensor(shape, 'i16')} to {i32}"]
        if nvfp4:
            lines += ["  %ab = arith.bitcast %a : tensor<f32> to tensor<i32>",
                      "  %ai = tensor.expand_shape %ab [] output_shape [1] : "
                      "tensor<i32> into tensor<1xi32>"]
        lines += [
            f"  return %qi, %si, %fi, %bi{', %ai' if nvfp4 else ''} : {', '.join(outs)}", "}",
            # Read only by its dequantization (block part): one fused loop.
            f"func.func @fused_{case}(%x: {x}) -> {i32} {{"]
        lines += [seed_line] if seed else []
        lines += [
            quantize,
            f"  %f = mpt.dequantize_blocks %q, %s {attrs} : {q}, {s} -> {x}",
            f"  %fi = arith.bitcast %f : {x} to {i32}",
            f"  return %fi : {i32}", "}"]
        n = len(outs)
        main.append(f"  %{case}:{n} = call @{case}(%{source}) : ({x}) -> ({', '.join(outs)})")
        main.append(f"  %{case}_fused = call @fused_{case}(%{source}) : ({x}) -> {i32}")
        for i, t in [(-1, i32)] + list(enumerate(outs)):
            value = f"{case}_fused" if i < 0 else f"{case}#{i}"
            memref = t.replace("tensor", "memref")
            main += [f"  %{case}_m{i + 1} = bufferization.to_buffer %{value} : {t} to {memref}",
                     f"  %{case}_u{i + 1} = memref.cast %{case}_m{i + 1} : {memref} to "
                     "memref<*xi32>",
                     f"  call @printMemrefI32(%{case}_u{i + 1}) : (memref<*xi32>) -> ()"]
    return "\n".join(lines + main + ["  return", "}"]) + "\n"


# Stochastic rounding's bias: 1024 x 1024 NVFP4 elements in 1x16 blocks whose
# first element is 6 (so each block's scale maps the grid onto itself), the
# others BIAS_VALUES[row % 2]: 2.6 between 2 and 3, 0.8 between 0.5 and 1.
BIAS_VALUES = (2.6, 0.8)


def bias_module():
    t = "tensor<1024x1024xf32>"
    maps = "[affine_map<(i, j) -> (i, j)>]"
    return "\n".join([
        "func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}",
        "func.func @main() {",
        f"  %e = tensor.empty() : {t}",
        f"  %x = linalg.generic {{indexing_maps = {maps}, iterator_types = "
        f"[\"parallel\", \"parallel\"]}} outs(%e : {t}) {{",
        "  ^bb0(%o: f32):",
        "    %i = linalg.index 0 : index", "    %j = linalg.index 1 : index",
        "    %c2 = arith.constant 2 : index", "    %c16 = arith.constant 16 : index",
        "    %c0 = arith.constant 0 : index",
        "    %odd = arith.remui %i, %c2 : index", "    %lane = arith.remui %j, %c16 : index",
        "    %first = arith.cmpi eq, %lane, %c0 : index",
        "    %isodd = arith.cmpi ne, %odd, %c0 : index",
        f"    %a = arith.constant {BIAS_VALUES[0]:.1f} : f32",
        f"    %b = arith.constant {BIAS_VALUES[1]:.1f} : f32",
        "    %six = arith.constant 6.0 : f32",
        "    %v = arith.select %isodd, %b, %a : f32",
        "    %w = arith.select %first, %six, %v : f32",
        "    linalg.yield %w : f32",
        f"  }} -> {t}",
        "  %seed = arith.constant dense<99> : tensor<i64>",
        "  %q, %s, %m = mpt.quantize_blocks %x seed(%seed : tensor<i64>) {block = "
        "array<i64: 1, 16>, rounding = \"stochastic\", scaling = \"nvfp4\"} : "
        f"{t} -> tensor<1024x1024x{F4}>, tensor<1024x64xf8E4M3FN>, tensor<f32>",
        "  %d = mpt.dequantize_blocks %q, %s amax(%m : tensor<f32>) {block = "
        f"array<i64: 1, 16>}} : tensor<1024x1024x{F4}>, tensor<1024x64xf8E4M3FN> -> {t}",
        "  %z = arith.constant 0.0 : f64",
        "  %re = tensor.empty() : tensor<1024xf64>",
        "  %r = linalg.fill ins(%z : f64) outs(%re : tensor<1024xf64>) -> tensor<1024xf64>",
        "  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, "
        "affine_map<(i, j) -> (i)>], iterator_types = [\"parallel\", \"reduction\"]} "
        f"ins(%d : {t}) outs(%r : tensor<1024xf64>) {{",
        "  ^bb0(%v: f32, %acc: f64):",
        "    %j = linalg.index 1 : index", "    %c16 = arith.constant 16 : index",
        "    %c0 = arith.constant 0 : index",
        "    %lane = arith.remui %j, %c16 : index",
        "    %first = arith.cmpi eq, %lane, %c0 : index",
        "    %w = arith.extf %v : f32 to f64", "    %zero = arith.constant 0.0 : f64",
        "    %y = arith.select %first, %zero, %w : f64",
        "    %n = arith.addf %acc, %y : f64", "    linalg.yield %n : f64",
        "  } -> tensor<1024xf64>",
        "  %sm = bufferization.to_buffer %sum : tensor<1024xf64> to memref<1024xf64>",
        "  %su = memref.cast %sm : memref<1024xf64> to memref<*xf64>",
        "  call @printMemrefF64(%su) : (memref<*xf64>) -> ()",
        "  return", "}"]) + "\n"


def bias(args):
    """Stochastic rounding draws each neighbour with the probability 8 random
    bits give: for v = lo + f * step, up with probability floor(256 f) / 256,
    so E[q] = lo + step * floor(256 f) / 256, within step / 256 of v (8-bit
    stochastic rounding's own bias, as Transformer Engine's and PTX's
    cvt.rs have). The mean of each value's 491,520 dequantized draws must be
    within 4 standard deviations of that expectation."""
    sums = run_on_cpu(bias_module(), args.mpt_opt, args.llvm_tools, args.llvm_lib, [])
    if len(sums) != 1 or len(sums[0]) != 1024:
        print("stochastic rounding bias: MISMATCH (no sums)")
        return False
    sums = np.array(sums[0])
    ok = True
    for parity, value in enumerate(BIAS_VALUES):
        draws = 512 * 1024 * 15 // 16
        mean = sums[parity::2].sum() / draws
        value = float(np.float32(value))
        grid = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])
        low = grid[grid <= value].max()
        step = grid[grid > value].min() - low
        up = np.floor(256 * (value - low) / step) / 256
        expected = low + step * up
        deviation = step * np.sqrt(up * (1 - up) / draws)
        sigmas = abs(mean - expected) / deviation
        good = sigmas < 4
        ok &= good
        print(f"stochastic rounding of {value:.1f}: mean of {draws} draws within "
              f"{'4' if good else f'{sigmas:.1f}: MISMATCH'} standard deviations of 8-bit "
              f"rounding's expectation {expected:.5f} (relative bias "
              f"{(expected - value) / value:.1e})")
    return ok


HADAMARD_SIGNS = "1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1"


def hadamard_module(reference, cases):
    lines = ["func.func private @printMemrefI32(memref<*xi32>) "
             "attributes {llvm.emit_c_interface}", "func.func @main() {"]
    for source in sorted({c[1] for c in cases}):
        lines += f32_matrix(source, reference[source])
    for case, source, dim, element in cases:
        shape = reference[source].shape
        n = reference[source].size
        x, y = tensor(shape, "f32"), tensor(shape, element)
        width = "i32" if element == "f32" else "i16"
        lines += [
            f"  %{case}_y = mpt.hadamard_transform %{source} {{dim = {dim} : i64, signs = "
            f"array<i64: {HADAMARD_SIGNS}>}} : {x} -> {y}",
            f"  %{case}_b = arith.bitcast %{case}_y : {y} to {tensor(shape, width)}"]
        value = f"{case}_b"
        if width == "i16":
            lines.append(f"  %{case}_w = arith.extui %{case}_b : {tensor(shape, 'i16')} "
                         f"to {tensor(shape, 'i32')}")
            value = f"{case}_w"
        lines += [f"  %{case}_f = tensor.collapse_shape %{value} [[0, 1]] : "
                  f"{tensor(shape, 'i32')} into tensor<{n}xi32>"]
        lines += print_tensor(case, f"{case}_f", n)
    return "\n".join(lines + ["  return", "}"]) + "\n"


def product_module(reference):
    """dW = X^T dY over 64 rows, plain and with both operands transformed
    along the rows (f32 results)."""
    x = reference["moderate"].view(np.float32)
    lines = ["func.func private @printMemrefF32(memref<*xf32>) "
             "attributes {llvm.emit_c_interface}", "func.func @main() {"]
    for name, columns in (("x", slice(0, 64)), ("dy", slice(64, 96))):
        value = np.ascontiguousarray(x[:, columns]).view(np.int32)
        t = tensor(value.shape, "f32")
        lines += f32_matrix(name, value)
        lines += [f"  %{name}_t = mpt.hadamard_transform %{name} {{dim = 0 : i64, signs = "
                  f"array<i64: {HADAMARD_SIGNS}>}} : {t} -> {t}"]
    for name, (a, b) in (("plain", ("x", "dy")), ("transformed", ("x_t", "dy_t"))):
        lines += [f"  %{name} = mpt.matmul %{a}, %{b} transpose_lhs : tensor<64x64xf32>, "
                  "tensor<64x32xf32> -> tensor<64x32xf32>",
                  f"  %{name}_m = bufferization.to_buffer %{name} : tensor<64x32xf32> to "
                  "memref<64x32xf32>",
                  f"  %{name}_u = memref.cast %{name}_m : memref<64x32xf32> to memref<*xf32>",
                  f"  call @printMemrefF32(%{name}_u) : (memref<*xf32>) -> ()"]
    return "\n".join(lines + ["  return", "}"]) + "\n"


def hadamard(args, reference):
    """mpt.hadamard_transform bit for bit against the reference's."""
    cases = []
    for key in reference.files:
        if key.startswith("hadamard_"):
            dim = 0 if "_dim0_" in key else 1
            source = "rows" if "_rows_" in key else "moderate"
            cases.append((key, source, dim, "f32" if key.endswith("f32") else "bf16"))
    printed = run_on_cpu(hadamard_module(reference, cases), args.mpt_opt,
                         args.llvm_tools, args.llvm_lib, [])
    if len(printed) != len(cases):
        print(f"expected {len(cases)} printed tensors, got {len(printed)}: MISMATCH")
        return False
    ok = True
    for (case, source, dim, element), got in zip(cases, printed):
        want = reference[case].ravel().astype(np.int64)
        got = np.asarray(got, np.int64) & (0xFFFFFFFF if element == "f32" else 0xFFFF)
        if element == "f32":
            nan = lambda b: np.isnan(b.astype(np.uint32).view(np.float32))
        else:
            nan = lambda b: ((b & 0x7F80) == 0x7F80) & ((b & 0x7F) != 0)
        good = got.size == want.size and bool(same_bits(got, want, nan).all())
        ok &= good
        nans = int(nan(want).sum())
        print(f"{case}: {want.size} {element} values ({nans} NaN) "
              f"{'ok' if good else 'MISMATCH'}")
    # The transform is orthogonal: a product over the transformed dimension
    # keeps its value to FP32 rounding (measured 2.3e-6 of the largest).
    plain, transformed = (np.array(v) for v in run_on_cpu(
        product_module(reference), args.mpt_opt, args.llvm_tools, args.llvm_lib, []))
    error = np.abs(plain - transformed).max() / np.abs(plain).max()
    good = bool(error < 1e-5)
    ok &= good
    print(f"X^T dY with both transformed along the rows: "
          f"{'within 1e-5 of the largest' if good else f'{error:.1e} off: MISMATCH'}")
    return ok


def blocks(args, reference):
    cases = block_cases(reference)
    decode_e4m3 = np.load(DECODE_FP8)["decode_e4m3"].view(np.float32)
    printed = run_on_cpu(blocks_module(reference, cases), args.mpt_opt,
                         args.llvm_tools, args.llvm_lib, [])
    counts = [6 if c[1] == "nvfp4" else 5 for c in cases]
    if len(printed) != sum(counts):
        print(f"expected {sum(counts)} printed tensors, got {len(printed)}: MISMATCH")
        return False
    ok, at = True, 0
    f32_nan = lambda b: np.isnan(b.astype(np.uint32).view(np.float32))
    bf16_nan = lambda b: ((b & 0x7F80) == 0x7F80) & ((b & 0x7F) != 0)
    exact = lambda b: np.zeros(b.shape, bool)
    for (case, recipe, block, source), count in zip(cases, counts):
        got = [np.asarray(v, np.int64) for v in printed[at:at + count]]
        at += count
        shape = reference[source].shape
        codes = reference[f"{case}_codes"].ravel().astype(np.int64)
        scales = reference[f"{case}_scales"].ravel().astype(np.int64)
        if recipe == "nvfp4":
            scale_values = decode_e4m3[scales]
        else:
            exponents = np.where(scales == 255, 0, scales - 127)
            scale_values = np.where(scales == 255, np.nan,
                                    np.ldexp(np.float32(1), exponents))
        per_block = scale_values.astype(np.float32).reshape(
            -(-shape[0] // block[0]), -(-shape[1] // block[1]))
        per_element = np.repeat(np.repeat(per_block, block[0], 0), block[1],
                                1)[:shape[0], :shape[1]]
        with np.errstate(all="ignore"):
            block_part = (E2M1_VALUES[codes].reshape(shape) * per_element).astype(np.float32)
            full = block_part
            if recipe == "nvfp4":
                decode = reference[f"{case}_decode"].view(np.float32)[0]
                full = (block_part * decode).astype(np.float32)
        as_bits = lambda v: v.ravel().view(np.uint32).astype(np.int64)
        checks = [("fused block part", got[0] & 0xFFFFFFFF, as_bits(block_part), f32_nan),
                  ("codes", got[1], codes, exact), ("scales", got[2], scales, exact),
                  ("f32", got[3] & 0xFFFFFFFF, as_bits(full), f32_nan),
                  ("bf16", got[4], bf16_bits(full.ravel()).astype(np.int64), bf16_nan)]
        if recipe == "nvfp4":
            checks.append(("amax", got[5] & 0xFFFFFFFF,
                           reference[f"{case}_amax"].astype(np.int64), f32_nan))
        results = []
        for what, have, want, nan in checks:
            good = have.size == want.size and bool(same_bits(have, want, nan).all())
            ok &= good
            results.append(f"{what} {'ok' if good else 'MISMATCH'}")
            if not good and have.size == want.size:
                for i in np.flatnonzero(~same_bits(have, want, nan))[:3]:
                    print(f"  {case} {what}[{i}]: got 0x{int(have[i]):x}, want 0x{int(want[i]):x}")
        nan_scales = int(np.isnan(scale_values).sum())
        zero_scales = int((scale_values == 0).sum())
        print(f"{case}: {codes.size} codes, {scales.size} scales ({nan_scales} NaN, "
              f"{zero_scales} zero): " + ", ".join(results))
    return ok


def main():
    part = sys.argv.pop(1)
    args = parse_tool_arguments(__doc__)
    reference = np.load(REFERENCE)
    if part == "conversions":
        ok = conversions(args, reference)
    else:
        ok = blocks(args, reference)
        ok = bias(args) and ok
        ok = hadamard(args, reference) and ok
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
