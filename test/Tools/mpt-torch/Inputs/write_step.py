#!/usr/bin/env python3
"""Writes a module with a hand-written linalg @forward (a linear layer and a
squared error) and the @train_step mpt_torch's build_train_step puts around
it, as mpt_torch does around torch-mlir's output (no torch needed).

  write_step.py PYTHON_DIR OPTIMIZER [KEY=VALUE ...] [--groups=JSON]
                                                       (prints the module)
  write_step.py PYTHON_DIR --errors                    (prints the errors)
"""
import json
import sys

sys.path.insert(0, sys.argv[1])
from mpt_torch.step_ir import build_train_step, mlir_float  # noqa: E402

FORWARD = """
#rows = affine_map<(i, j) -> (i, j)>
#bias = affine_map<(i, j) -> (j)>
#all = affine_map<(i, j) -> ()>
module {
  func.func @forward(%w: tensor<4x3xf32>, %b: tensor<3xf32>, %x: tensor<2x4xf32>,
                     %y: tensor<2x3xf32>) -> tensor<f32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x3xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %xw = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x3xf32>)
        outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
    %s0 = tensor.empty() : tensor<f32>
    %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
    %loss = linalg.generic {indexing_maps = [#rows, #bias, #rows, #all],
                            iterator_types = ["reduction", "reduction"]}
        ins(%xw, %b, %y : tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>)
        outs(%s : tensor<f32>) {
    ^bb0(%p: f32, %c: f32, %t: f32, %acc: f32):
      %q = arith.addf %p, %c : f32
      %d = arith.subf %q, %t : f32
      %d2 = arith.mulf %d, %d : f32
      %r = arith.addf %acc, %d2 : f32
      linalg.yield %r : f32
    } -> tensor<f32>
    return %loss : tensor<f32>
  }
"""
TYPES = ["tensor<4x3xf32>", "tensor<3xf32>", "tensor<2x4xf32>", "tensor<2x3xf32>"]

if sys.argv[2] == "--errors":
    for optimizer, hyper in (("lamb", {}), ("sgd", {"momentum": 0.9}),
                             ("adamw", {"beta1": 0.9})):
        try:
            build_train_step(TYPES, ["weight", "bias"], 1, optimizer, 0.1, hyper)
            print(f"no error for {optimizer} {hyper}")
        except ValueError as error:
            print(f"error: {error}")
    for groups in ([{"params": ["weight"]}],
                   [{"params": ["weight", "bias"]}, {"params": ["bias"]}],
                   [{"params": ["weight", "bias", "scale"]}]):
        try:
            build_train_step(TYPES, ["weight", "bias"], 1, "adamw", 0.1, {},
                             groups=groups)
            print(f"no error for groups {groups}")
        except ValueError as error:
            print(f"error: {error}")
    try:
        build_train_step(TYPES, ["weight", "bias"], 1, "sgd", 0.1, {},
                         groups=[{"params": ["weight", "bias"], "betas": (0.9, 0.9)}])
        print("no error for a group's betas with sgd")
    except ValueError as error:
        print(f"error: {error}")
    print(f"literals: {mlir_float(1e-8)} {mlir_float(0.001)} {mlir_float(3e20)}")
    sys.exit(0)

hyper, groups = {}, None
for item in sys.argv[3:]:
    if item.startswith("--groups="):
        groups = json.loads(item[len("--groups="):])
        continue
    key, value = item.split("=")
    hyper[key] = value == "true" if value in ("true", "false") else float(value)
step = build_train_step(TYPES, ["weight", "bias"], 1, sys.argv[2], 0.125, hyper,
                        groups=groups)
print(FORWARD + step.text + "}")
