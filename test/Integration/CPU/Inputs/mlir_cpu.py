"""Shared pieces of the CPU numerics checks: MLIR literals and types, and
running a module through mpt-opt and mlir-runner, reading back the memrefs
it prints with printMemref*."""

import argparse
import math
import os
import re
import subprocess
import sys

import numpy as np


def mlir_type(dtype, shape):
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{dtype}>"


def literal(values, dtype):
    """A dense literal, nested like the tensor's shape."""
    def text(value):
        if isinstance(value, np.ndarray) and value.ndim > 0:
            return "[" + ", ".join(text(v) for v in value) + "]"
        value = value.item() if isinstance(value, np.ndarray) else value
        if dtype == "i1":
            return "true" if value else "false"
        if dtype in ("i32", "i64"):
            return str(int(value))
        if np.isnan(value):
            return "0x7FC00000"
        if np.isinf(value):
            return "0x7F800000" if value > 0 else "0xFF800000"
        return f"{float(value):.9e}"
    return f"dense<{text(np.asarray(values))}>"


def parse_tool_arguments(description, add_arguments=None):
    """The arguments lit's %numerics_tools passes: --mpt-opt, --llvm-tools,
    --llvm-lib; `add_arguments(parser)` adds a script's own."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--mpt-opt", required=True)
    parser.add_argument("--llvm-tools", required=True)
    parser.add_argument("--llvm-lib", required=True)
    if add_arguments:
        add_arguments(parser)
    return parser.parse_args()


def run(cmd, stdin=None):
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if proc.returncode != 0:
        errors = [l for l in proc.stderr.splitlines() if "error:" in l]
        sys.stderr.write("\n".join(errors[:5]) + "\n" if errors else proc.stderr[-4000:])
        sys.exit(f"command failed: {cmd[0]}")
    return proc.stdout


def run_on_cpu(module, mpt_opt, llvm_tools, llvm_lib, passes,
               lowering="--mpt-lower-to-llvm"):
    """Runs `module` through `mpt-opt passes... LOWERING` (mpt-lower-to-llvm,
    with options if given) and mlir-runner (entry @main), and returns the
    values of every memref it printed, in order."""
    lowered = run([mpt_opt, "-", *passes, lowering], module)
    libs = ",".join(os.path.join(llvm_lib, f"libmlir_{n}.so")
                    for n in ("runner_utils", "c_runner_utils"))
    output = run([os.path.join(llvm_tools, "mlir-runner"), "-e", "main",
                  "-entry-point-result=void", f"-shared-libs={libs}"], lowered)
    number = r"[-+]?(?:inf|nan|\d+\.?\d*(?:e[-+]?\d+)?)"
    return [[float(v) for v in re.findall(number, block.split("data =", 1)[1])]
            for block in output.split("Unranked Memref")[1:]]


def worst_of(worst, errors):
    """The largest of `worst` and `errors`, with a NaN error counted as
    infinite: max() keeps whichever side is not NaN, so a NaN would pass."""
    errors = np.asarray(errors, dtype=np.float64)
    if math.isnan(worst) or np.isnan(errors).any():
        return math.inf
    return max(worst, float(errors.max(initial=0.0)))
