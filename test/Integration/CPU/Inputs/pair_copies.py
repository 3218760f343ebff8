#!/usr/bin/env python3
"""Runs copies into the bf16 kernels' pair layout ([x, y, 2]) - the three
linalg.transpose forms mpt-vectorize-pair-copies rewrites into vector code,
with x and y multiples of 16 and not - through mpt-lower-to-llvm and
mlir-runner, and compares every result bit for bit with numpy's transpose.

  pair_copies.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR

The inputs are random 16-bit patterns, NaN payloads and signed zeros among
them: a copy moves bits, so every value must come back exactly. Prints
one line per case; exits non-zero on any mismatch.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, parse_tool_arguments, run_on_cpu  # noqa: E402

# (name, input shape, permutation): the result is input.transpose(permutation).
CASES = [
    ("words", (40, 48, 2), (1, 0, 2)),
    ("words_x_edge", (32, 37, 2), (1, 0, 2)),
    ("interleave", (20, 2, 64), (0, 2, 1)),
    ("interleave_y_edge", (20, 2, 50), (0, 2, 1)),
    ("interleave_words", (32, 2, 48), (2, 0, 1)),
    ("interleave_words_edges", (33, 2, 41), (2, 0, 1)),
]


def tensor(shape, element):
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def build_module(inputs):
    decls = ["func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}"]
    funcs, main = [], ["func.func @main() {"]
    for index, ((name, shape, permutation), bits) in enumerate(zip(CASES, inputs)):
        out = tuple(shape[p] for p in permutation)
        tin, tout = tensor(shape, "bf16"), tensor(out, "bf16")
        funcs.append(
            f"func.func @{name}(%a: {tin}) -> {tout} {{\n"
            f"  %e = tensor.empty() : {tout}\n"
            f"  %t = linalg.transpose ins(%a : {tin}) outs(%e : {tout}) "
            f"permutation = [{', '.join(map(str, permutation))}]\n"
            f"  return %t : {tout}\n}}")
        i16, i32 = tensor(shape, "i16"), tensor(out, "i32")
        main += [
            f"  %c{index} = arith.constant {literal(bits.astype(np.int64), 'i32')} : {i16}",
            f"  %a{index} = arith.bitcast %c{index} : {i16} to {tin}",
            f"  %r{index} = call @{name}(%a{index}) : ({tin}) -> {tout}",
            f"  %s{index} = arith.bitcast %r{index} : {tout} to {tensor(out, 'i16')}",
            f"  %w{index} = arith.extui %s{index} : {tensor(out, 'i16')} to {i32}",
            f"  %m{index} = bufferization.to_buffer %w{index} : {i32} to "
            f"{i32.replace('tensor', 'memref')}",
            f"  %u{index} = memref.cast %m{index} : {i32.replace('tensor', 'memref')} "
            f"to memref<*xi32>",
            f"  call @printMemrefI32(%u{index}) : (memref<*xi32>) -> ()"]
    main.append("  return\n}")
    return "\n".join(decls + funcs + main) + "\n"


def main():
    args = parse_tool_arguments(__doc__)
    rng = np.random.default_rng(11)
    inputs = []
    for _, shape, _ in CASES:
        bits = rng.integers(0, 1 << 16, size=shape, dtype=np.int64)
        # NaNs with payloads and both zeros, which a copy through floats
        # could change.
        flat = bits.reshape(-1)
        flat[:4] = [0x7FC1, 0xFF81, 0x8000, 0x0000]
        inputs.append(bits)
    blocks = run_on_cpu(build_module(inputs), args.mpt_opt, args.llvm_tools,
                        args.llvm_lib, [])
    ok = len(blocks) == len(CASES)
    for (name, shape, permutation), bits, block in zip(CASES, inputs, blocks):
        want = bits.transpose(permutation).reshape(-1)
        got = np.array(block, dtype=np.int64)
        same = got.shape == want.shape and bool(np.all(got == want))
        ok &= same
        print(f"{name} {shape} -> {tuple(shape[p] for p in permutation)}: "
              f"{int(np.sum(got == want)) if got.shape == want.shape else 0}/{want.size} "
              f"identical: {'ok' if same else 'MISMATCH'}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
