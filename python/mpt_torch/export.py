"""export_training_step: a torch module and its loss as an mpt training step."""

import json
import os
import re
from copy import deepcopy

import numpy as np
import torch
from torch import nn

from .decompositions import COMPARISON_LIMIT, decomposition_table
from .export_context import PaddingTwins, PersistentBuffers, StaticExperts
from .step_ir import (build_train_step, mlir_float, optimizer_attributes,
                      parameter_groups, split_module)


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
    """The loss as a function of (weights..., buffers..., inputs...,
    labels...): the weights are the model's parameters and padding twins
    named `names`, the buffers those the forward updates, named `buffers`.
    Returns the loss, then the buffers' new values: the forward updates
    copies of its arguments in place (batch norm's running statistics),
    which torch.export makes a pure function of them."""

    def __init__(self, loss, names, buffers):
        super().__init__()
        self.loss, self.names, self.buffer_names = loss, names, buffers

    def forward(self, *args):
        n, b = len(self.names), len(self.buffer_names)
        state = {"model." + name: a for name, a in zip(self.names, args)}
        updated = [a.clone() for a in args[n:n + b]]
        state.update({"model." + name: a for name, a in zip(self.buffer_names, updated)})
        loss = torch.func.functional_call(self.loss, state, args[n + b:])
        return (loss, *updated) if updated else loss


def _as_tuple(values, what):
    if isinstance(values, torch.Tensor):
        return (values,)
    values = tuple(values)
    for v in values:
        if not isinstance(v, torch.Tensor):
            raise TypeError(f"{what} must be tensors, got {type(v).__name__}")
    return values


_BUFFER_DTYPES = (torch.float32, torch.int64)


def _updated_buffers(module, loss_fn, data):
    """The buffers the forward updates (batch norm's running statistics and
    num_batches_tracked), in named_buffers() order: found by running the
    loss once on a copy of the module, since torch.export reports them only
    after its decompositions."""
    copy = deepcopy(module)
    before = {n: b.clone() for n, b in copy.named_buffers()}
    with torch.no_grad():
        loss_fn(copy, *data)
    updated = [n for n, b in copy.named_buffers()
               if n not in before or not torch.equal(before[n], b)]
    buffers = dict(module.named_buffers())
    for n in updated:
        if n not in buffers or buffers[n].dtype not in _BUFFER_DTYPES:
            raise TypeError(f"the forward updates buffer {n}"
                            + (f" of {buffers[n].dtype}" if n in buffers else
                               ", which the module did not hold before")
                            + ": mpt_torch keeps updated buffers in float32 "
                            "or int64")
    return [(n, buffers[n]) for n in updated]


# An op torch-mlir could not lower, in its diagnostic.
_UNLOWERED_OP = re.compile(r'name = "torch\.(aten\.[\w.]+)"')


def _innermost_frame(location):
    """file:line of the innermost Python frame of a torch-mlir location
    outside mpt_torch (torch.export records no frame of a lambda loss)."""
    here = os.path.dirname(os.path.abspath(__file__))
    for path, line in re.findall(r'"([^"]+)":(\d+)', str(location)):
        if os.path.dirname(os.path.abspath(path)) != here:
            return f"{path}:{line}"
    return "in loss_fn"


def _import(program):
    """torch-mlir's linalg-on-tensors module of the program, after torch's,
    torch-mlir's and mpt_torch's decompositions; with torch-mlir's
    locations (the Python frames of each op), which mpt's diagnostics and
    mpt-run --profile name. An op none of them lowers is an error that names
    it and where the model uses it (torch-mlir's own error leaves its
    diagnostics on the process's stderr, unnamed)."""
    from torch_mlir import fx, ir  # dependencies of the front end only
    from torch_mlir.compiler_utils import TorchMlirCompilerError
    from torch_mlir.dialects import torch as torch_dialect
    from torch_mlir.extras.fx_importer import FxImporter
    context = ir.Context()
    torch_dialect.register_dialect(context)
    diagnostics = []

    def keep(diagnostic):
        diagnostics.append((diagnostic.location, diagnostic.message))
        return True

    handler = context.attach_diagnostic_handler(keep)
    try:
        module = fx.export_and_import(program, output_type="linalg-on-tensors",
                                      func_name="forward",
                                      fx_importer=FxImporter(context=context),
                                      decomposition_table=decomposition_table())
    except TorchMlirCompilerError:
        for location, message in diagnostics:
            op = _UNLOWERED_OP.search(message)
            if op:
                raise NotImplementedError(
                    f"torch-mlir cannot lower {op.group(1)} "
                    f"({_innermost_frame(location)}), and neither torch nor "
                    "mpt_torch (python/mpt_torch/decompositions.py) has a "
                    "decomposition for it") from None
        if diagnostics:
            raise RuntimeError("torch-mlir could not lower the model: " + "; ".join(
                f"{_innermost_frame(l)}: {m}" for l, m in diagnostics)) from None
        raise
    finally:
        handler.detach()
    return module.operation.get_asm(enable_debug_info=True)


# torch-mlir's TMTensor ops, which mpt does not take, and the torch ops
# torch-mlir lowers to them.
_TM_TENSOR_SOURCES = {"scan": "a cumulative op", "scatter": "scatter / index_put",
                      "sort": "torch.sort / argsort", "topk": "torch.kthvalue",
                      "attention": "scaled_dot_product_attention"}


def _check_dialects(text):
    """An error naming the tm_tensor ops in torch-mlir's module: linalg has
    no form for them, so mpt cannot parse the step."""
    ops = sorted(set(re.findall(r"tm_tensor\.(\w+)", text)) - {"yield"})
    if ops:
        sources = ", ".join(f"tm_tensor.{op} ({_TM_TENSOR_SOURCES.get(op, 'unknown')})"
                            for op in ops)
        raise NotImplementedError(
            f"torch-mlir lowered the model to {sources}, which mpt does not take "
            "(mpt_torch decomposes scatters and sorts up to "
            f"{COMPARISON_LIMIT} comparisons)")


def _forward_types(text, buffers):
    """The types of torch-mlir's @forward arguments, after checking that it
    returns the loss (a float32 scalar) and then one value per updated
    buffer."""
    match = re.search(r"func\.func @forward\((.*?)\) -> (.+?) \{\n", text)
    if not match:
        raise RuntimeError("torch-mlir's module has no @forward")
    results = re.findall(r"tensor<[^>]*>", match.group(2))
    if not results or results[0] != "tensor<f32>" or len(results) != 1 + len(buffers):
        after = (f"followed by the {len(buffers)} buffers the forward updates"
                 if buffers else "and the only result")
        raise ValueError(f"the loss must be a scalar float32, {after}; "
                         f"torch-mlir's forward returns {match.group(2)}")
    return re.findall(r"%arg\d+: (tensor<[^>]*>)", match.group(1))


_FROZEN_DTYPES = (torch.float32, torch.bfloat16, torch.float16,
                  torch.float8_e4m3fn, torch.float8_e5m2)
# Written as float32 files of their values (numpy has no such dtypes);
# mpt-run narrows them exactly to the argument's type.
_WIDENED_DTYPES = (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2)


def _check_embeddings(module):
    """Embedding options whose effect is in torch's backward or in place,
    which mpt (differentiating the forward as written) cannot reproduce."""
    for name, m in module.named_modules():
        if isinstance(m, nn.Embedding) and m.weight.requires_grad:
            for option in ("max_norm", "scale_grad_by_freq", "sparse"):
                if getattr(m, option):
                    raise NotImplementedError(
                        f"{name or 'the module'} is nn.Embedding({option}="
                        f"{getattr(m, option)}): mpt_torch exports embeddings "
                        "without max_norm, scale_grad_by_freq and sparse")


def export_training_step(module, loss_fn, inputs, labels, out_dir,
                         optimizer="sgd", param_groups=None, **hyper):
    """Writes out_dir/step.mlir, out_dir/params/ (param_<argument>.npy,
    frozen_<argument>.npy, buffer_<argument>.npy) and out_dir/roles.json;
    returns the roles (see roles.json).

    loss_fn(module, *inputs, *labels) returns a scalar loss. The step's
    arguments: the module's trainable parameters (named_parameters() order;
    FP32), its frozen parameters (requires_grad=False: FP32, BF16, FP16 or FP8,
    read by the forward, never updated), the buffers the forward updates
    (batch norm's running statistics in train mode: float32 or int64, the
    step's results give their next values), the optimizer's state (zero at the
    start; AdamW's step count), the inputs, the labels, and one
    hyper-parameter, lr (its value as the default; give another with mpt-run
    --hyper). The other hyper-parameters (torch.optim's names: momentum,
    nesterov, weight_decay, betas, eps) are fixed in the step. Other buffers
    are constants of the forward; an nn.Embedding's padding_idx row gets no
    gradient, as in torch.

    param_groups: torch.optim's parameter groups with parameter names for
    tensors, [{"params": ["fc.bias", ...], "weight_decay": 0.0, ...}], each
    trainable parameter in one; a group's own hyper-parameters override the
    keyword ones. A learning rate other than the first group's is a hyper
    argument of its own ("lr.group<k>")."""
    optimizer_attributes(optimizer, hyper)  # names a bad one before exporting
    hyper = dict(hyper)
    lr = hyper.get("lr", 0.01 if optimizer.startswith("sgd") else 0.001)
    inputs, labels = _as_tuple(inputs, "inputs"), _as_tuple(labels, "labels")
    named = list(module.named_parameters())
    trainable = [(n, p) for n, p in named if p.requires_grad]
    frozen = [(n, p) for n, p in named if not p.requires_grad]
    if not trainable:
        raise ValueError("the module has no trainable parameters")
    for n, p in trainable:
        if p.dtype != torch.float32:
            raise TypeError(f"parameter {n} is {p.dtype}: mpt_torch trains "
                            "FP32 parameters (mpt makes the step mixed "
                            "precision; freeze it with requires_grad=False "
                            "to keep it in its own type)")
    for n, p in frozen:
        if p.dtype not in _FROZEN_DTYPES:
            raise TypeError(f"frozen parameter {n} is {p.dtype}: frozen "
                            "weights may be float32, bfloat16, float16, "
                            "float8_e4m3fn or float8_e5m2")
    _check_embeddings(module)
    # Names a bad group before exporting.
    _, groups = parameter_groups([n for n, _ in trainable], lr,
                                 {k: v for k, v in hyper.items() if k != "lr"},
                                 param_groups)
    for group in groups:
        optimizer_attributes(optimizer, {k: v for k, v in group.items()
                                         if k not in ("params", "lr")})
    buffers = _updated_buffers(module, loss_fn, inputs + labels)

    padding = PaddingTwins(module)
    with PersistentBuffers(module), StaticExperts(module), padding as twins:
        weight_index = {n: i for i, (n, _) in enumerate(trainable)}
        names = [n for n, _ in trainable + frozen] + [t for t, _ in twins]
        step = _Step(_Loss(module, loss_fn), names, [n for n, _ in buffers])
        # Distinct tensors: torch.export gives one placeholder to an object
        # passed twice (an input given as its own label, a twin and its
        # weight), and the step would read one for the other.
        weights = [p.detach().clone() for _, p in trainable + frozen]
        weights += [weights[weight_index[w]].clone() for _, w in twins]
        weights += [b.detach().clone() for _, b in buffers]
        args = tuple(weights) + tuple(t.clone() for t in inputs + labels)
        program = torch.export.export(step, args)
        if padding.bypassed():
            raise TypeError(
                "embedding " + ", ".join(padding.bypassed()) + " has a padding_idx "
                "but its forward does not look rows up through nn.Embedding.forward, "
                "so mpt_torch cannot keep the padding row's gradient at zero "
                "(call super().forward, or freeze the embedding)")
        mlir = _import(program)
    _check_dialects(mlir)
    types = _forward_types(mlir, [b for _, b in buffers])
    if len(types) != len(args):
        raise RuntimeError(f"torch-mlir's @forward takes {len(types)} "
                           f"arguments, expected {len(args)} (parameters, "
                           "inputs and labels)")

    train = build_train_step(
        types, [n for n, _ in trainable], len(inputs), optimizer, lr, hyper,
        frozen_names=[n for n, _ in frozen],
        twins=[weight_index[w] for _, w in twins],
        buffer_names=[n for n, _ in buffers],
        buffer_inits=[_dense_attribute(b, t) for (_, b), t in zip(
            buffers, types[len(trainable) + len(frozen) + len(twins):])],
        groups=param_groups)
    body, trailer = split_module(mlir)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "step.mlir"), "w") as f:
        f.write(f"// Exported by mpt_torch from {type(module).__name__} "
                f"({optimizer}); train with\n//   mpt-run step.mlir "
                f"--load-params=params --data=...\n")
        f.write(body + train.text + "}\n" + trailer)
    roles = {
        "optimizer": optimizer,
        # Constants of the forward, with their values at export (the
        # buffers the forward updates are "buffer" arguments instead).
        "buffers": [n for n, _ in module.named_buffers()
                    if n not in dict(buffers)],
        # Embedding weights whose padding_idx row gets no gradient.
        "padding_idx": [w for _, w in twins],
        "hyper": {"lr": lr, **{k: v for k, v in hyper.items() if k != "lr"}},
        # torch.optim's groups by name, each with all its hyper-parameters.
        "param_groups": groups,
        "arguments": [dict(index=i, name=a.name, role=a.role, type=a.type,
                           updated_by=a.updated_by)
                      for i, a in enumerate(train.arguments)],
    }
    with open(os.path.join(out_dir, "roles.json"), "w") as f:
        json.dump(roles, f, indent=1)
    save_step_values(dict(trainable + frozen + buffers), roles["arguments"],
                     os.path.join(out_dir, "params"))
    return roles


def save_step_values(values, arguments, directory):
    """Writes the values of a step's parameters, frozen weights and buffers
    as mpt-run's --load-params files (<role>_<argument>.npy): `values` maps
    names to tensors (a module's named_parameters() and named_buffers()),
    `arguments` is export_training_step's roles["arguments"]."""
    os.makedirs(directory, exist_ok=True)
    for a in arguments:
        if a["role"] in ("param", "frozen", "buffer"):
            # mpt-run reads bf16 and FP8 weights from float32 files of
            # their values.
            value = values[a["name"]].detach().cpu()
            value = value.float() if value.dtype in _WIDENED_DTYPES else value
            np.save(os.path.join(directory, f"{a['role']}_{a['index']}.npy"),
                    value.numpy())


def _dense_attribute(tensor, mlir_type):
    """`tensor`'s values as an MLIR dense attribute of `mlir_type`, exactly
    (float32 values printed round-trip)."""
    def text(values):
        if isinstance(values, list):
            return "[" + ", ".join(text(v) for v in values) + "]"
        return mlir_float(values) if isinstance(values, float) else str(int(values))
    values = tensor.detach().cpu()
    values = values.double() if values.is_floating_point() else values
    return f"dense<{text(values.tolist())}> : {mlir_type}"


def summarize(roles):
    """One line: what export_training_step exported."""
    args = roles["arguments"]

    def count(role):
        chosen = [a for a in args if a["role"] == role]
        elements = sum(_elements(a["type"]) for a in chosen)
        kinds = sorted({re.split(r"[<x]", a["type"].rstrip(">"))[-1] for a in chosen})
        return len(chosen), elements, "/".join(kinds)

    n, e, t = count("param")
    text = f"{n} trainable parameters ({e:,} elements, {t})"
    n, e, t = count("frozen")
    if n:
        text += f", {n} frozen ({e:,} elements, {t})"
    n, e, t = count("buffer")
    if n:
        text += f", {n} buffers the forward updates ({e:,} elements, {t})"
    if roles.get("padding_idx"):
        text += f", {len(roles['padding_idx'])} embeddings with padding_idx"
    if roles.get("buffers"):
        text += f", {len(roles['buffers'])} buffers as constants"
    data = [f"{a['role']} {a['type']}" for a in args if a["role"] in ("input", "label")]
    text += ", " + ", ".join(data) + f"; {roles['optimizer']}, lr {roles['hyper']['lr']}"
    groups = roles.get("param_groups", [])
    if len(groups) > 1:
        text += f", {len(groups)} parameter groups"
    return text


def _elements(tensor_type):
    dims = re.findall(r"(\d+)x", tensor_type)
    total = 1
    for d in dims:
        total *= int(d)
    return total
