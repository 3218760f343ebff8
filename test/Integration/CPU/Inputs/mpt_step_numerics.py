#!/usr/bin/env python3
"""The whole mpt pipeline on the CPU: a training step written in the mpt
dialect (forward + value_and_grad + SGD) run once through `mpt-autodiff`
(FP32) and once through `mpt-mixed-precision` (autodiff, then f16/bf16
precision assignment), both lowered by mpt-lower-to-llvm and run under
mlir-runner on the same inputs; prints the loss's relative error and each
parameter update's (||new_mixed - new_fp32|| / ||new_fp32 - old||).

  mpt_step_numerics.py STEP.mlir --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import argparse
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, run, run_on_cpu  # noqa: E402

RNG = np.random.default_rng(42)


def signature(text):
    """Argument and result types of @train_step."""
    header = re.search(r"func\.func @train_step\((.*?)\)\s*->\s*\((.*?)\)\s*\{", text, re.S)
    args = re.findall(r"%\w+: (tensor<[^>]*>)(?: \{mpt\.role = \"(\w+)\"\})?", header.group(1))
    results = re.findall(r"tensor<[^>]*>", header.group(2))
    return args, results


def value_for(ty, role):
    dims = [int(d) for d in re.findall(r"(\d+)x", ty)]
    element = ty.rsplit("x", 1)[-1].rstrip(">") if dims else ty[len("tensor<"):-1]
    if element.startswith("i"):
        return RNG.integers(0, 10, size=dims).astype(np.int32), element
    if role == "hyper":
        return np.array(0.1), element
    scale = 1.0 if role == "input" else 0.5 / np.sqrt(dims[0]) if len(dims) == 2 else 0.05
    return RNG.uniform(-1, 1, size=dims) * scale, element


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("step")
    parser.add_argument("--mpt-opt", required=True)
    parser.add_argument("--llvm-tools", required=True)
    parser.add_argument("--llvm-lib", required=True)
    parser.add_argument("--compute-type", default="f16")
    parser.add_argument("--loss-tol", type=float, default=1e-2)
    parser.add_argument("--update-tol", type=float, default=3e-2)
    args = parser.parse_args()

    text = open(args.step).read()
    arg_types, result_types = signature(text)
    main_lines = ["func.func private @printMemrefF32(memref<*xf32>) attributes "
                  "{llvm.emit_c_interface}", "func.func @main() {"]
    names, params = [], []
    for i, (ty, role) in enumerate(arg_types):
        value, element = value_for(ty, role)
        main_lines.append(f"  %a{i} = arith.constant {literal(value, element)} : {ty}")
        names.append(f"%a{i}")
        if role == "param":
            params.append(i)
    main_lines.append(f"  %r:{len(result_types)} = call @train_step({', '.join(names)}) : "
                      f"({', '.join(t for t, _ in arg_types)}) -> ({', '.join(result_types)})")
    for i, ty in enumerate(result_types):
        memref = ty.replace("tensor", "memref")
        main_lines.append(f"  %m{i} = bufferization.to_buffer %r#{i} : {ty} to {memref}")
        main_lines.append(f"  %u{i} = memref.cast %m{i} : {memref} to memref<*xf32>")
        main_lines.append(f"  call @printMemrefF32(%u{i}) : (memref<*xf32>) -> ()")
    for i in params:
        ty = arg_types[i][0]
        memref = ty.replace("tensor", "memref")
        main_lines.append(f"  %pm{i} = bufferization.to_buffer %a{i} : {ty} to {memref}")
        main_lines.append(f"  %pu{i} = memref.cast %pm{i} : {memref} to memref<*xf32>")
        main_lines.append(f"  call @printMemrefF32(%pu{i}) : (memref<*xf32>) -> ()")
    main_lines.append("  return\n}")
    module = text + "\n" + "\n".join(main_lines) + "\n"

    tools = (args.mpt_opt, args.llvm_tools, args.llvm_lib)
    fp32 = run_on_cpu(module, *tools, ["--mpt-autodiff"])
    mixed_pipeline = f"--mpt-mixed-precision=compute-type={args.compute_type}"
    mixed = run_on_cpu(module, *tools, [mixed_pipeline])
    # The mixed module really is mixed: its matmuls take the compute type.
    lowered_types = run([args.mpt_opt, "-", mixed_pipeline], module)
    low_matmuls = len(re.findall(r"mpt\.matmul .*x" + args.compute_type + r">, tensor", lowered_types))
    print(f"matmuls in {args.compute_type}: {low_matmuls}")

    n = len(result_types)
    ok = True
    loss32, loss16 = fp32[n - 1][0], mixed[n - 1][0]
    loss_err = abs(loss16 - loss32) / abs(loss32)
    ok &= loss_err <= args.loss_tol
    print(f"loss fp32 {loss32:.6g} relerr {loss_err:.3g} (tol {args.loss_tol:g})")
    worst = 0.0
    for k, i in enumerate(params):
        old = np.array(fp32[n + k])
        new32, new16 = np.array(fp32[k]), np.array(mixed[k])
        err = np.linalg.norm(new16 - new32) / np.linalg.norm(new32 - old)
        worst = max(worst, err)
        print(f"update of argument {i} relerr {err:.3g}")
    ok &= worst <= args.update_tol and low_matmuls > 0
    print(f"worst update relerr {worst:.3g} (tol {args.update_tol:g})")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
