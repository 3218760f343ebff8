#!/usr/bin/env python3
"""The whole mpt pipeline on the CPU: a training step written in the mpt
dialect (forward + value_and_grad + SGD) run once through `mpt-autodiff`
(FP32) and once through `mpt-mixed-precision` (loss scaling, autodiff, then
f16/bf16 precision assignment), both lowered by mpt-lower-to-llvm and run
under mlir-runner on the same inputs (the scaler state starts from its
mpt.init); prints the loss's relative error, each parameter update's
(||new_mixed - new_fp32|| / ||new_fp32 - old||) and the new loss scale.

  mpt_step_numerics.py STEP.mlir --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import argparse
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, run, run_on_cpu, worst_of  # noqa: E402

RNG = np.random.default_rng(42)


def signature(text):
    """Argument (type, role, init) and result types of @train_step."""
    header = re.search(r"func\.func @train_step\((.*?)\)\s*->\s*\((.*?)\)\s*\{", text, re.S)
    args = []
    for ty, attrs in re.findall(r"%\w+: (tensor<[^>]*>)(?: \{([^}]*)\})?", header.group(1)):
        role = re.search(r'mpt\.role = "(\w+)"', attrs)
        init = re.search(r"mpt\.init = (dense<[^>]*>)", attrs)
        args.append((ty, role.group(1) if role else "", init.group(1) if init else None))
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
    parser.add_argument("--init-scale", type=float, default=1024.0,
                        help="the dynamic loss scale's initial value")
    parser.add_argument("--loss-scaling", default="auto",
                        help="mpt-loss-scaling's mode for the mixed step")
    parser.add_argument("--expect-skip", action="store_true",
                        help="the scaled gradients overflow: check that the step is "
                             "skipped (parameters bit-identical, scale halved)")
    args = parser.parse_args()

    text = open(args.step).read()
    tools = (args.mpt_opt, args.llvm_tools, args.llvm_lib)
    fp32_values = {}
    fp32 = run_on_cpu(with_main(text, fp32_values), *tools, ["--mpt-autodiff"])
    arg_types, result_types = signature(text)
    params = [i for i, (_, role, _) in enumerate(arg_types) if role == "param"]
    # The mixed step: loss scaling first (its state joins the signature, the
    # pipeline's own loss scaling then leaves the step alone), same inputs.
    scaled = run([args.mpt_opt, args.step, f"--mpt-loss-scaling=mode={args.loss_scaling} "
                  f"compute-type={args.compute_type} init-scale={args.init_scale}"])
    mixed_pipeline = (f"--mpt-mixed-precision=compute-type={args.compute_type} "
                      "loss-scaling=none")
    mixed = run_on_cpu(with_main(scaled, fp32_values, bits=args.expect_skip), *tools,
                       [mixed_pipeline])
    # The mixed module really is mixed: its matmuls take the compute type.
    lowered_types = run([args.mpt_opt, "-", mixed_pipeline], scaled)
    low_matmuls = len(re.findall(r"mpt\.matmul .*x" + args.compute_type + r">, tensor",
                                 lowered_types))
    print(f"matmuls in {args.compute_type}: {low_matmuls}")

    n = len(result_types)
    ok = True
    loss32, loss16 = fp32[n - 1][0], mixed[n - 1][0]
    loss_err = abs(loss16 - loss32) / abs(loss32)
    ok &= loss_err <= args.loss_tol
    print(f"loss fp32 {loss32:.6g} relerr {loss_err:.3g} (tol {args.loss_tol:g})")
    if len(mixed) > len(fp32):
        print(f"loss scale {args.init_scale:g} -> {mixed[n][0]:g}")
    if args.expect_skip:
        # Bit for bit: the raw bits of each new parameter against those of the
        # parameter the step was given (printed floats keep six digits).
        bits = len(mixed) - 2 * len(params)  # with_main prints them last
        same = all(mixed[bits + k] == mixed[bits + len(params) + k] for k in range(len(params)))
        halved = mixed[n][0] == args.init_scale / 2
        print(f"parameters unchanged: {same}; scale halved: {halved}")
        print("PASS" if same and halved else "FAIL")
        return 0 if same and halved else 1
    worst = 0.0
    for k, i in enumerate(params):
        old = np.array(fp32[n + k])
        new32, new16 = np.array(fp32[k]), np.array(mixed[k])
        err = np.linalg.norm(new16 - new32) / np.linalg.norm(new32 - old)
        worst = worst_of(worst, err)
        print(f"update of argument {i} relerr {err:.3g}")
    ok &= worst <= args.update_tol and low_matmuls > 0
    print(f"worst update relerr {worst:.3g} (tol {args.update_tol:g})")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


def with_main(text, values, bits=False):
    """`text` plus a @main calling @train_step on deterministic inputs (the
    same for every argument index across calls, kept in `values`; scaler
    state from its mpt.init) and printing every result, then the params;
    with `bits`, then also the raw bits (i32) of the first result per
    param (the new parameters) and of each param."""
    arg_types, result_types = signature(text)
    main_lines = ["func.func private @printMemrefF32(memref<*xf32>) attributes "
                  "{llvm.emit_c_interface}",
                  "func.func private @printMemrefI32(memref<*xi32>) attributes "
                  "{llvm.emit_c_interface}", "func.func @main() {"]
    names, params = [], []
    for i, (ty, role, init) in enumerate(arg_types):
        if init:
            main_lines.append(f"  %a{i} = arith.constant {init} : {ty}")
        else:
            if i not in values:
                values[i] = value_for(ty, role)
            value, element = values[i]
            main_lines.append(f"  %a{i} = arith.constant {literal(value, element)} : {ty}")
        names.append(f"%a{i}")
        if role == "param":
            params.append(i)
    main_lines.append(f"  %r:{len(result_types)} = call @train_step({', '.join(names)}) : "
                      f"({', '.join(t for t, _, _ in arg_types)}) -> ({', '.join(result_types)})")
    for i, ty in enumerate(result_types):
        element = "i32" if "i32" in ty else "f32"
        memref = ty.replace("tensor", "memref")
        main_lines.append(f"  %m{i} = bufferization.to_buffer %r#{i} : {ty} to {memref}")
        main_lines.append(f"  %u{i} = memref.cast %m{i} : {memref} to memref<*x{element}>")
        main_lines.append(f"  call @printMemref{element.upper()}(%u{i}) : "
                          f"(memref<*x{element}>) -> ()")
    for i in params:
        ty = arg_types[i][0]
        memref = ty.replace("tensor", "memref")
        main_lines.append(f"  %pm{i} = bufferization.to_buffer %a{i} : {ty} to {memref}")
        main_lines.append(f"  %pu{i} = memref.cast %pm{i} : {memref} to memref<*xf32>")
        main_lines.append(f"  call @printMemrefF32(%pu{i}) : (memref<*xf32>) -> ()")
    if bits:
        values_to_print = [(f"%r#{k}", result_types[k]) for k in range(len(params))]
        values_to_print += [(f"%a{i}", arg_types[i][0]) for i in params]
        for j, (value, ty) in enumerate(values_to_print):
            if not ty.endswith("xf32>") and ty != "tensor<f32>":
                raise SystemExit(f"cannot print the bits of {value} : {ty}")
            ity = ty[:-4] + "i32>"
            memref = ity.replace("tensor", "memref")
            main_lines += [f"  %bits{j} = arith.bitcast {value} : {ty} to {ity}",
                           f"  %bm{j} = bufferization.to_buffer %bits{j} : {ity} to {memref}",
                           f"  %bu{j} = memref.cast %bm{j} : {memref} to memref<*xi32>",
                           f"  call @printMemrefI32(%bu{j}) : (memref<*xi32>) -> ()"]
    main_lines.append("  return\n}")
    if text.lstrip().startswith("module"):  # printed by mpt-opt: main goes inside
        body = text.rstrip()
        return body[:-1] + "\n".join(main_lines) + "\n}\n"
    return text + "\n" + "\n".join(main_lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
