#!/usr/bin/env python3
"""Runs one training step in FP32 and after mpt-auto-mixed-precision on the
CPU (upstream bufferization + LLVM lowering, mlir-runner) and compares them.

The step comes from benchmarks/gen_training_step.py; inputs and parameters
are deterministic (scaled sines of the element index). Printed per result:
the loss's relative error, and for each parameter the relative error of its
update, ||new_mixed - new_fp32|| / ||new_fp32 - old||. Exits non-zero and
prints FAIL if an error exceeds its tolerance.
"""

import argparse
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), *[".."] * 4))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import gen_training_step as gen  # noqa: E402
sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import run, worst_of  # noqa: E402


def module_text(graph, loss_scale):
    import io
    out = io.StringIO()
    gen.write(*graph, out, loss_scale=loss_scale)
    return out.getvalue()


def strip_module(text):
    """The functions of a printed module, without the `module {}` wrapper."""
    lines = text.strip().splitlines()
    assert lines[0].startswith("module") and lines[-1] == "}", lines[:1]
    return "\n".join(lines[1:-1])


def init_value(e, name, shape, seed):
    """A deterministic tensor: one-hot rows for labels `y`, else scaled sines
    of the row-major index (weights small, inputs O(1))."""
    rank = len(shape)
    dims = ", ".join(f"d{i}" for i in range(rank))
    res = e.fresh("init")
    iterators = ", ".join(['"parallel"'] * rank)
    init = e.empty(shape)
    e.emit(f"{res} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>], "
           f"iterator_types = [{iterators}]}} outs({init} : {e.ty(shape)}) {{")
    e.emit("^bb0(%out: f32):")
    # Row-major linear index.
    e.emit("  %lin0 = arith.constant 0 : index")
    last = "%lin0"
    for i, extent in enumerate(shape):
        e.emit(f"  %i{i} = linalg.index {i} : index")
        e.emit(f"  %n{i} = arith.constant {extent} : index")
        e.emit(f"  %m{i} = arith.muli {last}, %n{i} : index")
        e.emit(f"  %lin{i + 1} = arith.addi %m{i}, %i{i} : index")
        last = f"%lin{i + 1}"
    if name == "y":
        e.emit(f"  %ten = arith.constant {shape[1]} : index")
        e.emit("  %cls = arith.remui %i0, %ten : index")
        e.emit("  %hot = arith.cmpi eq, %cls, %i1 : index")
        e.emit("  %one = arith.constant 1.0 : f32")
        e.emit("  %nil = arith.constant 0.0 : f32")
        e.emit("  %v = arith.select %hot, %one, %nil : f32")
    else:
        scale = 1.0 if name in ("x", "target") else (0.5 / shape[0] ** 0.5 if len(shape) == 2
                                                     else 0.1)
        if "gamma" in name:
            scale = 0.1
        e.emit(f"  %int = arith.index_cast {last} : index to i64")
        e.emit("  %fl = arith.sitofp %int : i64 to f32")
        e.emit(f"  %k = arith.constant {gen.flt(0.7310585 + 0.1 * seed)} : f32")
        e.emit("  %ph = arith.mulf %fl, %k : f32")
        e.emit("  %s = math.sin %ph : f32")
        e.emit(f"  %sc = arith.constant {gen.flt(scale)} : f32")
        base = "%s"
        if "gamma" in name:
            e.emit("  %sg = arith.mulf %s, %sc : f32")
            e.emit("  %one = arith.constant 1.0 : f32")
            e.emit("  %v = arith.addf %sg, %one : f32")
        else:
            e.emit(f"  %v = arith.mulf {base}, %sc : f32")
    e.emit("  linalg.yield %v : f32")
    e.emit(f"}} -> {e.ty(shape)}")
    return (res, tuple(shape))


def print_scalar(e, value):
    name, _ = value
    scalar = e.fresh("scalar")
    e.emit(f"{scalar} = tensor.extract {name}[] : tensor<f32>")
    e.emit(f"vector.print {scalar} : f32")


def sum_sq_diff(e, a, b):
    d = e.sub(a, b)
    square = e.mul(d, d)
    return e.reduce(square, list(range(len(a[1])))) if a[1] else square


def main_function(params, inputs):
    e = gen.Emitter()
    args = []
    for seed, (name, shape) in enumerate(params + inputs):
        args.append(init_value(e, name, shape, seed))
    lr = e.fresh("lr")
    e.emit(f"{lr} = arith.constant dense<0.1> : tensor<f32>")
    arg_list = ", ".join(n for n, _ in args) + f", {lr}"
    arg_types = ", ".join(e.ty(s) for _, s in args) + ", tensor<f32>"
    result_shapes = [s for _, s in params] + [()]
    res_types = ", ".join(e.ty(s) for s in result_shapes)
    results = {}
    for variant in ("", "_mixed"):
        name = e.fresh("out")
        e.emit(f"{name}:{len(result_shapes)} = call @train_step{variant}({arg_list}) : "
               f"({arg_types}) -> ({res_types})")
        results[variant] = [(f"{name}#{i}", s) for i, s in enumerate(result_shapes)]
    # The loss and (mixed - fp32)^2, then per parameter ||mixed - fp32||^2
    # and ||fp32 - old||^2: differences are taken in FP32 before printing.
    print_scalar(e, results[""][-1])
    print_scalar(e, sum_sq_diff(e, results["_mixed"][-1], results[""][-1]))
    for i in range(len(params)):
        print_scalar(e, sum_sq_diff(e, results["_mixed"][i], results[""][i]))
        print_scalar(e, sum_sq_diff(e, results[""][i], args[i]))
    text = "func.func @main() {\n  %zero = arith.constant 0.0 : f32\n"
    text += "  %neginf = arith.constant 0xFF800000 : f32\n"
    return text + "\n".join(e.lines) + "\n  return\n}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("model", choices=["mlp", "transformer"])
    parser.add_argument("--mpt-opt", required=True)
    parser.add_argument("--llvm-tools", required=True)
    parser.add_argument("--llvm-lib", required=True)
    parser.add_argument("--compute-type", default="f16")
    parser.add_argument("--loss-scale", type=float, default=1.0)
    parser.add_argument("--loss-tol", type=float, default=1e-2)
    parser.add_argument("--update-tol", type=float, default=3e-2)
    args = parser.parse_args()

    gargs = argparse.Namespace(layers=1, batch=16, width=64, seq=8, model_dim=32, ffn=64,
                               loss_scale=args.loss_scale)
    graph = gen.mlp(gargs) if args.model == "mlp" else gen.transformer(gargs)
    params, inputs = graph[1], graph[2]
    fp32 = module_text(graph, args.loss_scale)
    mixed = run([args.mpt_opt, "-", "--mlir-print-local-scope",
                 f"-mpt-auto-mixed-precision=compute-type={args.compute_type}"], fp32)
    mixed = strip_module(mixed).replace("@train_step(", "@train_step_mixed(")
    program = fp32 + "\n" + mixed + "\n" + main_function(params, inputs)

    tools = args.llvm_tools
    lowered = run([os.path.join(tools, "mlir-opt"), "-",
                   "-convert-elementwise-to-linalg",
                   "-one-shot-bufferize=bufferize-function-boundaries "
                   "function-boundary-type-conversion=identity-layout-map",
                   "-convert-linalg-to-loops", "-convert-scf-to-cf",
                   "-expand-strided-metadata", "-lower-affine", "-convert-to-llvm",
                   "-reconcile-unrealized-casts"], program)
    libs = ",".join(os.path.join(args.llvm_lib, f"libmlir_{n}.so")
                    for n in ("runner_utils", "c_runner_utils"))
    output = run([os.path.join(tools, "mlir-runner"), "-e", "main",
                  "-entry-point-result=void", f"-shared-libs={libs}"], lowered)
    values = [float(v) for v in output.split()]
    loss32 = values[0]
    ok = True
    loss_err = values[1] ** 0.5 / abs(loss32)
    ok &= loss_err <= args.loss_tol
    print(f"loss fp32 {loss32:.6g} relerr {loss_err:.3g} (tol {args.loss_tol:g})")
    worst = 0.0
    for i, (name, _) in enumerate(params):
        diff, update = values[2 + 2 * i], values[3 + 2 * i]
        err = (diff / update) ** 0.5 if update > 0 else 0.0
        worst = worst_of(worst, err)
        print(f"update {name} relerr {err:.3g}")
    ok &= worst <= args.update_tol
    print(f"worst update relerr {worst:.3g} (tol {args.update_tol:g})")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
