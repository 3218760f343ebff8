"""export_training_step: a torch module and its loss as an mpt training step."""

import json
import os
import re
from copy import deepcopy

import numpy as np
import torch
from torch import nn

from .step_ir import build_train_step, optimizer_attributes, split_module


class _Loss(nn.Module):
    """loss_fn(module, *inputs, *labels) as a module whose parameters are
    the model's (under the prefix "model."), so torch.func.functional_call
    can bind them as arguments even where loss_fn reads a parameter
    directly (a tied LM head)."""

    def __init__(self, model, loss_fn):
        super().__init__()
        self.model, self.loss_fn = model, loss_fn

    def forward(self, *data):
        return self.loss_fn(self.model, *data)


class _Step(nn.Module):
    """The loss as a function of (parameters..., inputs..., labels...)."""

    def __init__(self, loss, names):
        super().__init__()
        self.loss, self.names = loss, names

    def forward(self, *args):
        params = {"model." + n: a for n, a in zip(self.names, args)}
        return torch.func.functional_call(self.loss, params, args[len(self.names):])


def _as_tuple(values, what):
    if isinstance(values, torch.Tensor):
        return (values,)
    values = tuple(values)
    for v in values:
        if not isinstance(v, torch.Tensor):
            raise TypeError(f"{what} must be tensors, got {type(v).__name__}")
    return values


def _check_buffers(module, loss_fn, data):
    """Buffers the forward updates (batch-norm running statistics): found
    by running the loss once on a copy of the module, since torch.export
    reports them only after its decompositions."""
    copy = deepcopy(module)
    before = {n: b.clone() for n, b in copy.named_buffers()}
    with torch.no_grad():
        loss_fn(copy, *data)
    mutated = [n for n, b in copy.named_buffers()
               if n not in before or not torch.equal(before[n], b)]
    if mutated:
        raise NotImplementedError(
            "the forward updates buffers (" + ", ".join(sorted(mutated)) +
            "), e.g. batch-norm running statistics; mpt_torch trains "
            "parameters only: use BatchNorm(track_running_stats=False) or "
            "a module without such buffers")


class _PersistentBuffers:
    """Within the block, every buffer of the module counts as persistent.

    torch.export lifts non-persistent buffers (a rotary embedding's
    inv_freq) as constants that torch-mlir's importer cannot map back to
    the module's state ("Could not find state mapping for buffer"); as
    persistent buffers they are imported as constants with their values,
    like every other buffer. The module is restored on exit."""

    def __init__(self, module):
        self.changed = [(m, set(m._non_persistent_buffers_set))
                        for m in module.modules() if m._non_persistent_buffers_set]

    def __enter__(self):
        for m, _ in self.changed:
            m._non_persistent_buffers_set.clear()

    def __exit__(self, *exc):
        for m, names in self.changed:
            m._non_persistent_buffers_set.update(names)


def _forward_types(text):
    match = re.search(r"func\.func @forward\((.*?)\) -> (.+?) \{\n", text)
    if not match:
        raise RuntimeError("torch-mlir's module has no @forward")
    if match.group(2) != "tensor<f32>":
        raise ValueError(f"the loss must be a scalar float32, and the only "
                         f"result; torch-mlir's forward returns {match.group(2)}")
    return re.findall(r"%arg\d+: (tensor<[^>]*>)", match.group(1))


def export_training_step(module, loss_fn, inputs, labels, out_dir,
                         optimizer="sgd", **hyper):
    """Writes out_dir/step.mlir, out_dir/params/param_<argument>.npy and
    out_dir/roles.json; returns the roles (see roles.json).

    loss_fn(module, *inputs, *labels) returns a scalar loss. The step's
    arguments: the module's parameters (named_parameters() order), the
    optimizer's state (zero at the start; AdamW's step count), the inputs,
    the labels, and one hyper-parameter, lr (its value as the default; give
    another with mpt-run --hyper). The other hyper-parameters (torch.optim's
    names: momentum, nesterov, weight_decay, betas, eps) are fixed in the
    step."""
    optimizer_attributes(optimizer, hyper)  # names a bad one before exporting
    hyper = dict(hyper)
    lr = hyper.get("lr", 0.01 if optimizer.startswith("sgd") else 0.001)
    inputs, labels = _as_tuple(inputs, "inputs"), _as_tuple(labels, "labels")
    named = [(n, p) for n, p in module.named_parameters() if p.requires_grad]
    if not named:
        raise ValueError("the module has no trainable parameters")
    for n, p in named:
        if p.dtype != torch.float32:
            raise TypeError(f"parameter {n} is {p.dtype}: mpt_torch exports "
                            "FP32 modules (mpt makes them mixed precision)")
    names = [n for n, _ in named]
    params = [p.detach().clone() for _, p in named]

    from torch_mlir import fx  # a dependency of the front end only
    step = _Step(_Loss(module, loss_fn), names)
    # Distinct tensors: torch.export gives one placeholder to an object
    # passed twice (an input given as its own label), and the step would
    # read the labels from the input.
    args = tuple(params) + tuple(t.clone() for t in inputs + labels)
    _check_buffers(module, loss_fn, inputs + labels)
    with _PersistentBuffers(module):
        program = torch.export.export(step, args)
        # With torch-mlir's locations (the Python frames of each op), which
        # mpt's diagnostics and mpt-run --profile name.
        mlir = fx.export_and_import(program, output_type="linalg-on-tensors",
                                    func_name="forward").operation.get_asm(
                                        enable_debug_info=True)
    types = _forward_types(mlir)
    if len(types) != len(args):
        raise RuntimeError(f"torch-mlir's @forward takes {len(types)} "
                           f"arguments, expected {len(args)} (parameters, "
                           "inputs and labels)")

    train = build_train_step(types, names, len(inputs), optimizer, lr, hyper)
    body, trailer = split_module(mlir)
    os.makedirs(os.path.join(out_dir, "params"), exist_ok=True)
    with open(os.path.join(out_dir, "step.mlir"), "w") as f:
        f.write(f"// Exported by mpt_torch from {type(module).__name__} "
                f"({optimizer}); train with\n//   mpt-run step.mlir "
                f"--load-params=params --data=...\n")
        f.write(body + train.text + "}\n" + trailer)
    for i, p in enumerate(params):
        np.save(os.path.join(out_dir, "params", f"param_{i}.npy"), p.numpy())
    roles = {
        "optimizer": optimizer,
        "hyper": {"lr": lr, **{k: v for k, v in hyper.items() if k != "lr"}},
        "arguments": [dict(index=i, name=a.name, role=a.role, type=a.type,
                           updated_by=a.updated_by)
                      for i, a in enumerate(train.arguments)],
    }
    with open(os.path.join(out_dir, "roles.json"), "w") as f:
        json.dump(roles, f, indent=1)
    return roles
