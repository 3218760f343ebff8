#!/usr/bin/env python3
"""Runs bf16 matmuls (f32 results) lowered by mpt-lower-to-llvm with each
bf16-dot-product choice - none (f32 FMAs on extended operands), avx512
(vdpbf16ps) and amx (AMX tiles where the shapes allow, vdpbf16ps
elsewhere) - under mlir-runner, and compares every result with an exact
float64 reference (bf16 products are exact; sums of up to 1024 of them in
float64 are exact to 1e-16).

  bf16_dot_product.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR --modes none,avx512,amx

The step prints its results' bit patterns (printMemrefI32), so nothing is
lost to printMemrefF32's 6 digits. Per case and mode: the worst error in
units of u * sum_k |a_k b_k| (u = 2^-24, f32's unit roundoff; recursive
summation is bounded by (K - 1) u sum |a b|), against tolerance(K), and how
many results are bit-identical to the FMA path's. The shapes cover AMX's
2 x 2 and 1 x 1 tile blocks, K padded with zeros to a multiple of 32
(264 -> 288, amx mode), shapes AMX cannot take (K = 18 is not padded: too
much; M not a multiple of 16: vdpbf16ps inside amx mode), transposed
operands, a batch, a long K, an odd K (one zero appended to make pairs),
N not a multiple of 16 (its last N % 16 columns on the FMA path), a prime
M (its last rows a kernel of their own) and a prime number of pairs along
K (its last pairs a slice of their own), and an LM head's three shapes in
miniature (odd N, odd K, a weight gradient with a prime M). Two more read
B as [n, k] with N longer than M, which the FMA kernels copy a block at a
time, widened to f32 (in 16 x 16 squares, and in scalar loops where K = 20
does not allow them).
"""

import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, mlir_type, parse_tool_arguments, run_on_cpu, worst_of  # noqa: E402

U = 2.0 ** -24


def tolerance(k):
    """In units of u * sum|a b|: rounding errors of a K-term sum grow like
    sqrt(K) in practice. Measured worst (this AVX-512/AMX Xeon): 1.3 at
    K <= 128 and 11.2 at K = 1024 (a 2^+-12 range of values), against
    tolerances of 6.1 and 18; a misread operand is off by orders of
    magnitude."""
    return 2.0 + 0.5 * math.sqrt(k)

RNG = np.random.default_rng(7)


def bf16_round(x):
    bits = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32)


def rand(*shape, spread=0):
    """bf16 values in [-1, 1], times 2^e with |e| <= spread."""
    values = RNG.uniform(-1.0, 1.0, size=shape)
    if spread:
        values *= 2.0 ** RNG.integers(-spread, spread + 1, size=shape)
    return bf16_round(values)


# (name, batch, m, k, n, transpose_lhs, transpose_rhs, spread)
CASES = [
    ("amx_2x2_tiles", None, 64, 128, 64, False, False, 0),
    ("amx_1x1_tiles", None, 48, 64, 16, False, False, 0),
    ("k_not_32", None, 32, 18, 32, False, False, 0),
    ("k_padded_to_32", None, 32, 264, 32, True, False, 0),
    ("m_not_16", None, 12, 40, 48, False, False, 0),
    ("transpose_lhs", None, 32, 64, 32, True, False, 0),
    ("transpose_rhs", None, 32, 64, 32, False, True, 0),
    ("transpose_both", None, 16, 32, 32, True, True, 0),
    ("batch_transpose_rhs", 3, 32, 64, 32, False, True, 0),
    ("long_k_wide_range", None, 16, 1024, 32, False, False, 12),
    ("odd_k", None, 16, 7, 16, False, False, 0),
    ("n_not_16", None, 16, 64, 40, False, False, 0),
    ("m_prime", None, 41, 64, 32, False, False, 0),
    ("pairs_prime", None, 16, 262, 32, False, False, 4),
    ("head_forward", None, 24, 48, 53, False, True, 0),
    ("head_input_grad", None, 24, 53, 48, False, False, 0),
    ("head_weight_grad", None, 53, 24, 48, True, False, 0),
    ("rhs_widened_per_block", None, 16, 64, 96, False, True, 0),
    ("rhs_widened_scalar_copy", None, 8, 20, 24, False, True, 0),
]


def operands(case):
    _, batch, m, k, n, tl, tr, spread = case
    lead = (batch,) if batch else ()
    a = rand(*lead, *((k, m) if tl else (m, k)), spread=spread)
    b = rand(*lead, *((n, k) if tr else (k, n)), spread=spread)
    return a, b


def reference(case, a, b):
    """The exact result and sum |a b| per element, in float64."""
    _, _, _, _, _, tl, tr, _ = case
    x = np.asarray(a, dtype=np.float64)
    y = np.asarray(b, dtype=np.float64)
    x = np.swapaxes(x, -1, -2) if tl else x
    y = np.swapaxes(y, -1, -2) if tr else y
    return x @ y, np.abs(x) @ np.abs(y)


def build_module(cases, inputs, request_tiles):
    decls = ["func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}",
             "func.func private @syscall(i64, i64, i64) -> i64"]
    funcs, main = [], ["func.func @main() {"]
    if request_tiles:
        # arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): without the
        # tile state a tile instruction raises SIGILL (mpt-run asks itself).
        main += ["  %req = arith.constant 158 : i64",
                 "  %perm = arith.constant 4131 : i64",
                 "  %tiles = arith.constant 18 : i64",
                 "  %granted = call @syscall(%req, %perm, %tiles) : (i64, i64, i64) -> i64"]
    for index, (case, (a, b)) in enumerate(zip(cases, inputs)):
        _, batch, m, _, n, tl, tr, _ = case
        ta, tb = mlir_type("bf16", a.shape), mlir_type("bf16", b.shape)
        shape = ((batch,) if batch else ()) + (m, n)
        tc, ti = mlir_type("f32", shape), mlir_type("i32", shape)
        flags = (" transpose_lhs" if tl else "") + (" transpose_rhs" if tr else "")
        funcs.append(f"func.func @case{index}(%a: {ta}, %b: {tb}) -> {ti} {{\n"
                     f"  %c = mpt.matmul %a, %b{flags} : {ta}, {tb} -> {tc}\n"
                     f"  %bits = arith.bitcast %c : {tc} to {ti}\n"
                     f"  return %bits : {ti}\n}}")
        memref = ti.replace("tensor", "memref")
        main += [f"  %a{index} = arith.constant {literal(a, 'bf16')} : {ta}",
                 f"  %b{index} = arith.constant {literal(b, 'bf16')} : {tb}",
                 f"  %r{index} = call @case{index}(%a{index}, %b{index}) : ({ta}, {tb}) -> {ti}",
                 f"  %m{index} = bufferization.to_buffer %r{index} : {ti} to {memref}",
                 f"  %u{index} = memref.cast %m{index} : {memref} to memref<*xi32>",
                 f"  call @printMemrefI32(%u{index}) : (memref<*xi32>) -> ()"]
    main.append("  return\n}")
    return "\n".join(decls + funcs + main) + "\n"


def main():
    args = parse_tool_arguments(
        __doc__, lambda parser: parser.add_argument("--modes", default="none,avx512,amx"))

    inputs = [operands(case) for case in CASES]
    results = {}
    for mode in args.modes.split(","):
        module = build_module(CASES, inputs, request_tiles=mode == "amx")
        blocks = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib, [],
                            lowering=f"--mpt-lower-to-llvm=bf16-dot-product={mode}")
        results[mode] = [np.array(block, dtype=np.int64).astype(np.uint32).view(np.float32)
                         for block in blocks]

    ok = True
    for index, (case, (a, b)) in enumerate(zip(CASES, inputs)):
        want, magnitude = reference(case, a, b)
        want, magnitude = want.reshape(-1), magnitude.reshape(-1)
        for mode, blocks in results.items():
            got = blocks[index].astype(np.float64)
            if got.shape != want.shape:
                worst = math.inf
            else:
                worst = worst_of(0.0, np.abs(got - want) / (U * np.maximum(magnitude, 1e-30)))
            same = ""
            if "none" in results and mode != "none" and got.shape == want.shape:
                identical = int(np.sum(blocks[index].view(np.uint32) ==
                                       results["none"][index].view(np.uint32)))
                same = f", {identical}/{want.size} bit-identical to none"
            good = worst <= tolerance(case[3])
            ok &= good
            print(f"{case[0]} [{mode}]: worst {worst:.3g} u*sum|ab|{same}: "
                  f"{'ok' if good else 'MISMATCH'}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
