#!/usr/bin/env python3
"""Exports the real front-end fixtures of the autodiff tests with torch-mlir.

Each model (random init, fixed seed, no downloads) is exported with
torch.export and torch-mlir's FX importer (linalg-on-tensors), parameters
as function arguments, and written to
test/Integration/CPU/Inputs/torch/<model>/:
  model.mlir     torch-mlir's module: @main(params..., inputs...) -> loss
  arguments.npz  a0, a1, ...: the arguments of @main, in order
  reference.npz  loss, and g<i> for each parameter argument i: torch's FP32
                 loss and gradients (autograd); exact<i>: the gradients in
                 float64 from the same parameters
  meta.txt       the parameter names, one per line, in argument order
  autocast.npz   bf16_g<i>, f16_g<i>: the gradients with the forward under
                 torch.autocast("cpu", dtype=bfloat16 | float16), the drift
                 that mpt's mixed-precision gradients are held to

Needs torch and torch-mlir (scripts/torch-env.sh makes the environment):
  scripts/torch-env.sh scripts/export-torch-fixtures.py [--autocast-only] [model...]
With --autocast-only only autocast.npz is written, after checking that the
model's parameters and inputs are those of the existing arguments.npz.
"""

import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx

from torch_models import Bert, Gpt2, LstmLm, Mlp, ResNetStage, lm_loss, seeded

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "torch")


def models():
    """(name, module, inputs, loss); each module is built right after its
    own seed, so exporting one model alone gives the same fixture."""
    g = torch.Generator().manual_seed(0)
    tokens = lambda vocab, shape: torch.randint(0, vocab, shape, generator=g)
    yield ("mlp", seeded(Mlp, 1), (torch.randn(4, 32, generator=g),),
           lambda out, _: F.cross_entropy(out, torch.tensor([1, 7, 1, 3])))
    t = tokens(96, (2, 8))
    t[0, 3] = t[1, 5] = t[0, 0]  # the same id at several positions
    yield "gpt2", seeded(Gpt2, 2), (t,), lambda out, inputs: lm_loss(out, inputs[0])
    segments = torch.tensor([[0] * 4 + [1] * 4, [0] * 5 + [1] * 3])
    yield ("bert", seeded(Bert, 3), (tokens(40, (2, 8)), segments),
           lambda out, _: F.cross_entropy(out, torch.tensor([2, 0])))
    yield ("resnet_stage", seeded(ResNetStage, 4), (torch.randn(2, 3, 8, 8, generator=g),),
           lambda out, _: F.cross_entropy(out, torch.tensor([4, 1])))
    t = tokens(30, (2, 6))
    yield "lstm_lm", seeded(LstmLm, 5), (t,), lambda out, inputs: lm_loss(out, inputs[0])


class Step(nn.Module):
    """The loss as a function of (parameters..., inputs...)."""

    def __init__(self, module, names, loss, num_inputs):
        super().__init__()
        self.module, self.names, self.loss, self.num_inputs = module, names, loss, num_inputs

    def forward(self, *args):
        params = dict(zip(self.names, args[:len(self.names)]))
        inputs = args[len(self.names):]
        out = torch.func.functional_call(self.module, params, inputs)
        return self.loss(out, inputs)


def autocast_gradients(step, params, inputs):
    """The gradients with the forward under CPU autocast, per dtype: autocast
    runs its lower-precision ops (matmul, linear, conv, ...) in the dtype and
    its FP32 ops (softmax, log_softmax, layer_norm, losses, ...) in FP32; the
    backward follows the forward's dtypes."""
    out = {}
    for dtype, key in ((torch.bfloat16, "bf16"), (torch.float16, "f16")):
        leaves = [p.clone().requires_grad_(True) for p in params]
        with torch.autocast("cpu", dtype=dtype):
            value = step(*leaves, *inputs)
        grads = torch.autograd.grad(value.float(), leaves)
        out.update({f"{key}_g{i}": g.float().numpy() for i, g in enumerate(grads)})
    return out


def export_autocast(name, module, inputs, loss):
    """Writes autocast.npz for an existing fixture."""
    names = [n for n, _ in module.named_parameters()]
    params = [p.detach().clone() for _, p in module.named_parameters()]
    folder = os.path.join(OUT, name)
    arguments = np.load(os.path.join(folder, "arguments.npz"))
    for i, a in enumerate(params + list(inputs)):
        assert np.array_equal(arguments[f"a{i}"], a.numpy()), \
            f"{name}: argument {i} differs from the fixture's"
    step = Step(module, names, loss, len(inputs))
    np.savez(os.path.join(folder, "autocast.npz"),
             **autocast_gradients(step, params, inputs))
    print(f"{name}: autocast references written")


def export(name, module, inputs, loss):
    names = [n for n, _ in module.named_parameters()]
    params = [p.detach().clone() for _, p in module.named_parameters()]
    step = Step(module, names, loss, len(inputs))
    program = torch.export.export(step, tuple(params) + tuple(inputs))
    mlir = fx.export_and_import(program, output_type="linalg-on-tensors",
                                func_name="main")

    leaves = [p.clone().requires_grad_(True) for p in params]
    value = step(*leaves, *inputs)
    grads = torch.autograd.grad(value, leaves)
    # The same parameters in float64: how far torch's own FP32 is from exact.
    leaves64 = [p.double().requires_grad_(True) for p in params]
    step64 = Step(module.double(), names, loss, len(inputs))
    inputs64 = [x.double() if x.is_floating_point() else x for x in inputs]
    grads64 = torch.autograd.grad(step64(*leaves64, *inputs64), leaves64)
    module.float()

    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "model.mlir"), "w") as f:
        f.write(str(mlir))
    np.savez(os.path.join(folder, "arguments.npz"),
             **{f"a{i}": a.numpy() for i, a in enumerate(params + list(inputs))})
    np.savez(os.path.join(folder, "reference.npz"), loss=value.detach().numpy(),
             **{f"g{i}": gr.numpy() for i, gr in enumerate(grads)},
             **{f"exact{i}": gr.numpy() for i, gr in enumerate(grads64)})
    with open(os.path.join(folder, "meta.txt"), "w") as f:
        f.write("\n".join(names) + "\n")
    np.savez(os.path.join(folder, "autocast.npz"),
             **autocast_gradients(step, params, inputs))
    print(f"{name}: {len(names)} parameters, "
          f"{sum(p.numel() for p in params)} values, loss {value.item():.6f}")


def main():
    args = sys.argv[1:]
    autocast_only = "--autocast-only" in args
    wanted = set(args) - {"--autocast-only"}
    for name, module, inputs, loss in models():
        if not wanted or name in wanted:
            (export_autocast if autocast_only else export)(name, module, inputs, loss)


if __name__ == "__main__":
    main()
