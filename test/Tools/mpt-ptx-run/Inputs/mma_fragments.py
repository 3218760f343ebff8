#!/usr/bin/env python3
"""Runs the mma probe kernels of mma-fragments.ptx on the PTX interpreter
with fragments packed by CuTe's layouts, and compares D with numpy.

mma_fragments.py MPT_PTX_RUN PTX LAYOUTS.json WORKDIR [--transpose-a]

A, B and C hold small integers, so every product and sum is exact in f32
and D must match bit for bit. --transpose-a packs A by its layout with rows
and columns exchanged where A is square (a plausible fragment bug): the
comparison must fail.
Exits 1 on any mismatch or non-finite value."""
import json
import os
import subprocess
import sys

import numpy as np

# Probe kernel, A and B element types, and their numpy encodings.
SHAPES = {
    "m16n8k16.f16": ("mma_m16n8k16_f16", "f16"),
    "m16n8k16.bf16": ("mma_m16n8k16_bf16", "bf16"),
    "m16n8k8.f16": ("mma_m16n8k8_f16", "f16"),
    "m16n8k32.e4m3": ("mma_m16n8k32_e4m3", "e4m3"),
}


def encode(values, kind):
    """Bit patterns of small integers (|v| <= 8) in the element type."""
    values = np.asarray(values, dtype=np.float32)
    if kind == "f16":
        return values.astype(np.float16).view(np.uint16).astype(np.uint32), 16
    if kind == "bf16":
        return (values.view(np.uint32) >> 16).astype(np.uint32), 16
    # E4M3FN: exact for these integers (sign, 4 exponent bits, bias 7, 3
    # mantissa bits).
    bits = []
    for v in values.ravel():
        sign = 0x80 if v < 0 else 0
        a = abs(float(v))
        if a == 0:
            bits.append(sign)
            continue
        exponent = int(np.floor(np.log2(a)))
        mantissa = int(round((a / 2.0 ** exponent - 1) * 8))
        bits.append(sign | ((exponent + 7) << 3) | mantissa)
    return np.array(bits, dtype=np.uint32).reshape(values.shape), 8


def pack(matrix, lanes, kind, transpose):
    """Per-lane registers of `matrix` at the layout's (row, column)s."""
    bits, width = encode(matrix, kind)
    per_register = 32 // width
    registers = []
    for elements in lanes:
        words = [0] * (len(elements) // per_register)
        for value, (row, column) in enumerate(elements):
            if transpose:
                row, column = column, row
            words[value // per_register] |= int(bits[row, column]) << (
                width * (value % per_register))
        registers.append(words)
    return np.array(registers, dtype=np.uint32)


def main():
    run, ptx, layouts_path, work = sys.argv[1:5]
    transpose = "--transpose-a" in sys.argv[5:]
    layouts = json.load(open(layouts_path))["layouts"]
    rng = np.random.default_rng(7)
    failed = False
    for shape, (kernel, kind) in SHAPES.items():
        layout = layouts[shape]
        m, k = 16, int(shape.split("k")[1].split(".")[0])
        n = 8
        a = rng.integers(-4, 5, (m, k)).astype(np.float32)
        b = rng.integers(-4, 5, (k, n)).astype(np.float32)
        c = rng.integers(-8, 9, (m, n)).astype(np.float32)
        # Only a square A can be packed transposed; CuTe's B layout indexes
        # (N, K).
        fragments = {
            "a": pack(a, layout["A"], kind, transpose and k == m),
            "b": pack(b.T, layout["B"], kind, False),
        }
        c_fragments = np.zeros((32, 4), dtype=np.float32)
        for lane, elements in enumerate(layout["C"]):
            for value, (row, column) in enumerate(elements):
                c_fragments[lane, value] = c[row, column]
        paths = {}
        for name, data in (("a", fragments["a"]), ("b", fragments["b"]),
                           ("c", c_fragments)):
            paths[name] = os.path.join(work, "%s-%s.bin" % (kernel, name))
            data.tofile(paths[name])
        out = os.path.join(work, kernel + "-d.bin")
        result = subprocess.run(
            [run, ptx, kernel, "--block=32", "in:" + paths["a"],
             "in:" + paths["b"], "in:" + paths["c"], "out:%s:%d" % (out, 32 * 16)],
            capture_output=True, text=True)
        if result.returncode != 0:
            print("%s: mpt-ptx-run failed: %s" % (shape, result.stderr.strip()))
            failed = True
            continue
        d_fragments = np.fromfile(out, dtype=np.float32).reshape(32, 4)
        d = np.full((m, n), np.nan, dtype=np.float32)
        for lane, elements in enumerate(layout["C"]):
            for value, (row, column) in enumerate(elements):
                d[row, column] = d_fragments[lane, value]
        expected = a @ b + c
        differ = int(np.sum(~(d == expected)))
        if differ:
            print("%s: %d of %d elements of D differ" % (shape, differ, m * n))
            failed = True
        else:
            print("%s: D matches A @ B + C (%d elements)" % (shape, m * n))
    print("FAIL" if failed else "PASS")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
