#!/usr/bin/env python3
"""Writes test/Tools/mpt-ptx-run/Inputs/mma-fragment-layouts.json: for each
mma.sync shape the PTX interpreter executes, which matrix element each lane's
fragment value holds, read from CUTLASS's CuTe layout tables
(cute/atom/mma_traits_sm80.hpp, mma_traits_sm89.hpp) -- an encoding of the
PTX ISA's fragment figures independent of the interpreter's own formulas.

  scripts/export-mma-fragment-layouts.py CUTE_INCLUDE_DIR

CUTE_INCLUDE_DIR holds cute/ (the nvidia-cutlass wheel on PyPI ships it under
cutlass_library/source/include: `pip download nvidia-cutlass --no-deps`,
unzip). CuTe maps (thread, value) to a column-major index of the operand's
(M, K), (N, K) or (M, N) matrix; value v is element v of the lane's fragment
in PTX order (register v / per-register, low half first)."""
import json
import os
import re
import sys

# The interpreter's mma shapes, by CuTe atom: (name, A rows, K, N).
ATOMS = {
    "m16n8k16.f16": ("SM80_16x8x16_F32F16F16F32_TN", 16, 16, 8),
    "m16n8k16.bf16": ("SM80_16x8x16_F32BF16BF16F32_TN", 16, 16, 8),
    "m16n8k8.f16": ("SM80_16x8x8_F32F16F16F32_TN", 16, 8, 8),
    "m16n8k32.e4m3": ("SM89_16x8x32_F32E4M3E4M3F32_TN", 16, 32, 8),
}


def parse_tuple(text, at):
    """Parses a Shape<...>/Stride<...> or _N at text[at:], returns (value, end)."""
    text_at = text[at:]
    match = re.match(r"\s*_(\d+)", text_at)
    if match:
        return int(match.group(1)), at + match.end()
    match = re.match(r"\s*(Shape|Stride)\s*<", text_at)
    if not match:
        raise ValueError("unexpected layout text: " + text_at[:40])
    at += match.end()
    items = []
    while True:
        item, at = parse_tuple(text, at)
        items.append(item)
        rest = re.match(r"\s*([,>])", text[at:])
        at += rest.end()
        if rest.group(1) == ">":
            return tuple(items), at


def parse_layout(text):
    match = re.match(r"\s*Layout\s*<", text)
    shape, at = parse_tuple(text, match.end())
    at += re.match(r"\s*,", text[at:]).end()
    stride, at = parse_tuple(text, at)
    return shape, stride


def evaluate(shape, stride, coordinate):
    """CuTe's layout function on a flat coordinate (colexicographic)."""
    if isinstance(shape, int):
        return coordinate * stride
    total = 0
    for sub_shape, sub_stride in zip(shape, stride):
        size = 1
        for n in flatten(sub_shape):
            size *= n
        total += evaluate(sub_shape, sub_stride, coordinate % size)
        coordinate //= size
    return total


def flatten(shape):
    if isinstance(shape, int):
        return [shape]
    return [n for s in shape for n in flatten(s)]


def size(shape):
    total = 1
    for n in flatten(shape):
        total *= n
    return total


def read_traits(include):
    text = ""
    for name in ("mma_traits_sm80.hpp", "mma_traits_sm89.hpp"):
        with open(os.path.join(include, "cute", "atom", name)) as f:
            text += f.read()
    aliases = {m.group(1): m.group(2) for m in re.finditer(
        r"using\s+(SM80_\w+)\s*=\s*(Layout<.*?>)\s*;", text, re.S)}
    traits = {}
    for match in re.finditer(
            r"struct MMA_Traits<(\w+)>\s*(?::\s*MMA_Traits<(\w+)>)?\s*\{"
            r"((?:(?!struct MMA_Traits).)*?)\n\};",
            text, re.S):
        name, base, body = match.groups()
        layouts = {}
        for layout in re.finditer(r"using\s+([ABC])Layout\s*=\s*(.*?);", body, re.S):
            expression = layout.group(2).strip()
            layouts[layout.group(1)] = aliases.get(expression, expression)
        traits[name] = (base, layouts)
    return traits


def layouts_of(traits, name):
    base, layouts = traits[name]
    merged = dict(layouts_of(traits, base)) if base else {}
    merged.update(layouts)
    return merged


def main():
    include = sys.argv[1]
    traits = read_traits(include)
    out = {}
    for key, (atom, m, k, n) in ATOMS.items():
        layouts = layouts_of(traits, atom)
        entry = {}
        for operand, rows in (("A", m), ("B", n), ("C", m)):
            shape, stride = parse_layout(layouts[operand])
            values = size(shape[1])
            lanes = []
            for lane in range(32):
                elements = []
                for value in range(values):
                    index = evaluate(shape, stride, lane + 32 * value)
                    # Column-major (rows, columns): A (M, K), B (N, K), C (M, N).
                    elements.append([index % rows, index // rows])
                lanes.append(elements)
            entry[operand] = lanes
        out[key] = entry
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                          "Tools", "mpt-ptx-run", "Inputs", "mma-fragment-layouts.json")
    with open(target, "w") as f:
        json.dump({"source": "CUTLASS CuTe mma_traits_sm80.hpp / mma_traits_sm89.hpp",
                   "layouts": out}, f, separators=(",", ":"))
        f.write("\n")
    print("wrote", os.path.normpath(target))


if __name__ == "__main__":
    main()
