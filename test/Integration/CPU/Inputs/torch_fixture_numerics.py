#!/usr/bin/env python3
"""Checks mpt-autodiff on torch-mlir's output against torch's autograd.

A fixture (scripts/export-torch-fixtures.py) holds torch-mlir's
linalg-on-tensors module with @main(params..., inputs...) -> loss, the
arguments, and torch's FP32 loss and gradients. This wraps @main (renamed
@forward) in mpt.value_and_grad over the parameters, runs it through
mpt-autodiff and mpt-lower-to-llvm under mlir-runner with the arguments as
constants, and compares in FP32:
  loss:      |got - want| <= 1e-6 * max(1, |want|)
  gradients: max |got - want| <= 1e-5 * max |want|, per parameter
(measured: at most 2e-6 over the fixtures, as close to float64 autograd
as torch's FP32 is; results are read back bit-exact)
Any non-finite value fails. The gradients are also computed after
`--mpt-auto-mixed-precision` in bf16 and f16 (low-precision contractions
with FP32 accumulation, no loss scaling) and must stay within torch
autocast's drift from FP32 (autocast.npz: the same step's gradients with the
forward under torch.autocast on the CPU). Drift is max |g - g_fp32| over the
largest |g_fp32|, the worst parameter counting; mpt's must be at most
AUTOCAST_FACTOR (2) times autocast's, fixture by fixture (measured: at most
1.42 times, bert in f16; a lost gradient is a drift of 1.0, 50 to 1,500
times autocast's). Then one whole step after mpt-mixed-precision (FP32
masters, dynamic loss scaling in f16, SGD with lr = 1 from the scaler's
initial state) runs, and its update is held to the same bound against
torch's FP32 update (a skipped step is a drift of 1.0). It also builds a training step (@train_step: roles, value_and_grad, mpt.sgd per
parameter), compiles it with `mpt-opt --mpt-mixed-precision` in bf16 and
f16, and audits the result with -test-mpt-precision-audit (structure only,
not the policy): every contraction and convolution reads low-precision
inputs and accumulates in FP32, and no softmax, log-softmax, normalisation
statistic, reduction or loss has a low-precision value.

  torch_fixture_numerics.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR \
      --fixture DIR
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, run, run_on_cpu, worst_of  # noqa: E402
from torch_step import signature, split_module, training_step, value_and_grad  # noqa: E402

LOSS_TOLERANCE = 1e-6
GRADIENT_TOLERANCE = 1e-5
AUTOCAST_FACTOR = 2.0


def dtype_name(array):
    return {np.dtype("float32"): "f32", np.dtype("float64"): "f64",
            np.dtype("int64"): "i64", np.dtype("int32"): "i32",
            np.dtype("bool"): "i1"}[array.dtype]


def gradient_module(text, types, params, arguments):
    body, trailer = split_module(text)
    out = [body]
    out.append("  func.func private @printMemrefI32(memref<*xi32>) "
               "attributes {llvm.emit_c_interface}")
    decl = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    results = ", ".join(["tensor<f32>"] + types[:params])
    names = ", ".join(["%l"] + [f"%g#{i}" for i in range(params)])
    out.append(f"  func.func @grads({decl}) -> ({results}) {{\n    "
               f"{value_and_grad(types, params)}\n    return {names} : {results}\n  }}")
    main = ["  func.func @main() {"]
    for i, t in enumerate(types):
        a = arguments[f"a{i}"]
        main.append(f"    %c{i} = arith.constant {literal(a, dtype_name(a))} : {t}")
    main.append(f"    %r:{params + 1} = call @grads("
                f"{', '.join(f'%c{i}' for i in range(len(types)))}) : "
                f"({', '.join(types)}) -> ({results})")
    for i, t in enumerate(["tensor<f32>"] + types[:params]):
        main += print_bits(f"%r#{i}", t)
    main.append("    return\n  }")
    out += main
    return "\n".join(out) + "\n}\n" + trailer


def print_bits(name, t):
    """Lines printing f32 tensor `name` of type `t` bit-exactly: as integers,
    since printMemrefF32 keeps six digits, too few for FP32 differences."""
    bits = t.replace("f32>", "i32>")
    memref = bits.replace("tensor", "memref")
    key = re.sub(r"\W", "_", name)
    return [f"    %b{key} = arith.bitcast {name} : {t} to {bits}",
            f"    %m{key} = bufferization.to_buffer %b{key} : {bits} to {memref}",
            f"    %u{key} = memref.cast %m{key} : {memref} to memref<*xi32>",
            f"    call @printMemrefI32(%u{key}) : (memref<*xi32>) -> ()"]


def update_module(mixed, arguments, params, types):
    """`mixed` (a training step after mpt-mixed-precision) with an @main that
    runs one step from the fixture's arguments, lr = 1 and the scaler state's
    initial values, and prints each updated parameter."""
    body, trailer = split_module(mixed)
    header = next(line for line in body.splitlines() if "func.func @train_step(" in line)
    arg_text, result_text = header.split("(", 1)[1].rsplit(") -> (", 1)
    args = re.findall(r"%arg\d+: (tensor<[^>]*>)(?: \{([^}]*)\})?", arg_text)
    results = re.findall(r"(tensor<[^>]*>)(?: \{([^}]*)\})?", result_text)
    main = ["  func.func private @printMemrefI32(memref<*xi32>) "
            "attributes {llvm.emit_c_interface}", "  func.func @main() {"]
    for i, (t, attrs) in enumerate(args):
        role = re.search(r'mpt.role = "(\w+)"', attrs).group(1)
        init = re.search(r"mpt.init = (dense<[^>]*>)", attrs)
        if i < len(types):
            a = arguments[f"a{i}"]
            value = literal(a, dtype_name(a))
        elif role == "hyper":
            value = "dense<1.0>"
        else:
            assert init, f"argument {i} ({role}) has no initial value"
            value = init.group(1)
        main.append(f"    %c{i} = arith.constant {value} : {t}")
    main.append(f"    %r:{len(results)} = call @train_step("
                f"{', '.join(f'%c{i}' for i in range(len(args)))}) : "
                f"({', '.join(t for t, _ in args)}) -> ({', '.join(t for t, _ in results)})")
    updated = {}
    for j, (t, attrs) in enumerate(results):
        match = re.search(r"mpt.updates = (\d+)", attrs)
        if match and int(match.group(1)) < params:
            updated[int(match.group(1))] = j
    assert sorted(updated) == list(range(params)), "not every parameter is updated"
    for i in range(params):
        main += print_bits(f"%r#{updated[i]}", results[updated[i]][0])
    main.append("    return\n  }")
    return body + "\n".join(main) + "\n}\n" + trailer


def error_ratio(got, want, scale, tolerance):
    """max |got - want| / (tolerance * scale); inf for a shape mismatch or any
    non-finite value (max() would keep the finite side of a NaN)."""
    got = np.asarray(got, dtype=np.float64)
    if got.shape != want.shape or not (np.all(np.isfinite(got)) and
                                       np.all(np.isfinite(want)) and
                                       math.isfinite(scale)):
        return math.inf
    return float(np.max(np.abs(got - want), initial=0.0)) / (tolerance * scale)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for flag in ("--mpt-opt", "--llvm-tools", "--llvm-lib", "--fixture"):
        parser.add_argument(flag, required=True)
    args = parser.parse_args()

    fixture = os.path.basename(os.path.normpath(args.fixture))
    with open(os.path.join(args.fixture, "model.mlir")) as f:
        text = f.read()
    with open(os.path.join(args.fixture, "meta.txt")) as f:
        names = f.read().split()
    arguments = np.load(os.path.join(args.fixture, "arguments.npz"))
    reference = np.load(os.path.join(args.fixture, "reference.npz"))
    autocast = np.load(os.path.join(args.fixture, "autocast.npz"))
    types = signature(text)
    params = len(names)

    # The training step compiles through the whole mixed-precision pipeline,
    # and what runs low is what must.
    ok = True
    mixed_steps = {}
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(training_step(text, types, params))
        step = f.name
    try:
        for compute in ("bf16", "f16"):
            mixed_step = mixed_steps[compute] = run(
                [args.mpt_opt, step, f"--mpt-mixed-precision=compute-type={compute}"])
            audit = subprocess.run(
                [args.mpt_opt, "-", "-test-mpt-precision-audit", "-o", os.devnull,
                 "--mlir-print-op-on-diagnostic=false"],
                input=mixed_step, capture_output=True, text=True).stderr
            match = re.search(r"audit: (\d+) contractions, (\d+) low with FP32 "
                              r"accumulation; (\d+) sensitive ops, (\d+) low", audit)
            counts = tuple(map(int, match.groups())) if match else None
            good = (counts is not None and counts[0] > 0 and counts[1] == counts[0]
                    and counts[3] == 0)
            ok &= good
            print(f"{fixture}: mpt-mixed-precision {compute}: " +
                  (match.group(0) if match else "no audit") + ("" if good else " MISMATCH"))
    finally:
        os.unlink(step)
    print(f"{fixture}: mpt-mixed-precision compiles the training step")

    module = gradient_module(text, types, params, arguments)

    def gradients(passes):
        printed = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib,
                             ["--mpt-autodiff", *passes])
        return [np.array(v, dtype=np.int64).astype(np.int32).view(np.float32)
                for v in printed]

    values = gradients([])
    want = float(reference["loss"])
    loss_error = error_ratio(np.array(values[0]).reshape(()), np.array(want),
                             max(1.0, abs(want)), LOSS_TOLERANCE)
    print(f"{fixture}: loss {values[0][0]:.6f} (torch {want:.6f}, error / tolerance "
          f"{loss_error:.3g})")
    ok &= loss_error <= 1.0
    worst = worst_exact = torch_exact = 0.0
    for i, name in enumerate(names):
        expected = reference[f"g{i}"].astype(np.float64)
        got = np.array(values[1 + i]).reshape(expected.shape) \
            if len(values[1 + i]) == expected.size else np.array(values[1 + i])
        scale = float(np.max(np.abs(expected), initial=0.0)) or 1.0
        ratio = error_ratio(got, expected, scale, GRADIENT_TOLERANCE)
        worst = worst_of(worst, [ratio])
        # Against float64 autograd from the same parameters, for scale: how
        # far mpt and torch, both in FP32, are from exact.
        exact = reference[f"exact{i}"]
        exact_scale = float(np.max(np.abs(exact), initial=0.0)) or 1.0
        worst_exact = worst_of(worst_exact, [error_ratio(got, exact, exact_scale, 1.0)])
        torch_exact = worst_of(torch_exact, [error_ratio(expected, exact, exact_scale, 1.0)])
        if not ratio <= 1.0:
            ok = False
            print(f"{fixture}: {name}: MISMATCH (error / tolerance {ratio:.3g}, "
                  f"largest |gradient| {scale:.3g})")
    print(f"{fixture}: {params} gradients, worst relative error "
          f"{worst * GRADIENT_TOLERANCE:.3g} (tolerance {GRADIENT_TOLERANCE:g}); "
          f"against float64: mpt {worst_exact:.3g}, torch FP32 {torch_exact:.3g}")
    def worst_drift(computed):
        """(worst drift from torch's FP32 gradients, its parameter)."""
        drift, name = 0.0, ""
        for i, param in enumerate(names):
            expected = reference[f"g{i}"].astype(np.float64)
            scale = float(np.max(np.abs(expected), initial=0.0)) or 1.0
            ratio = error_ratio(computed(i).reshape(-1), expected.reshape(-1), scale, 1.0)
            if worst_of(drift, [ratio]) > drift:
                drift, name = ratio, param
        return drift, name

    for compute in ("bf16", "f16"):
        mixed = gradients([f"--mpt-auto-mixed-precision=compute-type={compute}"])
        drift, name = worst_drift(lambda i: mixed[1 + i])
        torch_drift, torch_name = worst_drift(lambda i: autocast[f"{compute}_g{i}"])
        tolerance = AUTOCAST_FACTOR * torch_drift
        good = drift <= tolerance
        ok &= good
        print(f"{fixture}: {compute}: worst relative drift {drift:.3g} ({name}); "
              f"torch autocast {torch_drift:.3g} ({torch_name}); ratio "
              f"{drift / torch_drift:.3g} (tolerance {AUTOCAST_FACTOR:g})"
              f"{'' if good else ' MISMATCH'}")
    # One whole mixed-precision step (FP32 masters, loss scaling, SGD with
    # lr = 1, so the update is minus the gradient): its update against
    # torch's FP32 update, held to twice autocast's drift like the gradients.
    for compute in ("bf16", "f16"):
        printed = run_on_cpu(update_module(mixed_steps[compute], arguments, params, types),
                             args.mpt_opt, args.llvm_tools, args.llvm_lib, [])
        new = [np.array(v, dtype=np.int64).astype(np.int32).view(np.float32)
               for v in printed]
        old = [arguments[f"a{i}"].astype(np.float64).reshape(-1) for i in range(params)]
        drift, name = worst_drift(lambda i: -(new[i].astype(np.float64) - old[i]))
        torch_drift, _ = worst_drift(lambda i: autocast[f"{compute}_g{i}"])
        good = drift <= AUTOCAST_FACTOR * torch_drift
        ok &= good
        print(f"{fixture}: {compute} step: worst relative drift of the update {drift:.3g} "
              f"({name}); torch autocast {torch_drift:.3g}; ratio {drift / torch_drift:.3g} "
              f"(tolerance {AUTOCAST_FACTOR:g}){'' if good else ' MISMATCH'}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
