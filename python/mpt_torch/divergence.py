"""locate_divergence: the first submodule whose output under mpt is not
torch's.

    from mpt_torch.divergence import locate_divergence
    found = locate_divergence(model, loss_fn, inputs, labels)
    print(found.report())

A model whose mpt loss is off from torch's by more than rounding has an op
somewhere that is lowered as something else than torch computes (an import,
a decomposition, a rule of mpt's). Every submodule's forward that finishes
is a probe point, in the order the forwards finish (children before their
parent). A probe exports `sum(output * R)` of one submodule's output (R a
fixed random tensor per output; the rest of the model is dead code the
compilation removes), compiles it with mpt and compares it with the same sum
of torch's output in float64, relative to the 2-norm of output * R: a
relative error d in every element of the output moves the sum by about d
times that norm, while rounding moves it by about an ulp times it. A binary
search over the probe points finds the first that differs by more than
`rtol`. It assumes that a difference, once there, stays in every later
output, and costs about log2(points) + 2 compilations. A submodule whose
children all finished (and matched) before it has the op in its own
forward; a leaf has it in its forward or in the code that made its input
since the point before it.

The model is run in its current mode (put it in eval() for dropout); a
forward that updates buffers (batch norm in train mode) is refused by the
held-out loss this compiles."""

import math

import torch
from torch.utils._pytree import tree_leaves


class Divergence:
    """The search's result: `module` (its name, "" when every probe point
    matched), `kind` (its class name), `error` (its relative difference),
    `previous` (the point before it, name and error, or None), `loss_error`
    (the whole loss's relative difference) and `probes` (name -> error of
    every point compiled)."""

    def __init__(self, module, kind, leaf, error, previous, loss_error, probes, rtol):
        self.module, self.kind, self.leaf = module, kind, leaf
        self.error, self.previous = error, previous
        self.loss_error, self.probes, self.rtol = loss_error, probes, rtol

    def report(self):
        lines = [f"loss: relative difference {self.loss_error:.2e} (tolerance {self.rtol:.0e})"]
        if not self.module:
            lines.append("every submodule's output matches torch's")
        else:
            lines.append(f"first differing output: {self.module} ({self.kind}), "
                         f"relative difference {self.error:.2e}")
            since = "the batch"
            if self.previous:
                name, error = self.previous
                lines.append(f"the output finished before it matches: {name}, {error:.2e}")
                since = name
            if self.leaf:
                lines.append(f"the op is in {self.kind}'s forward, or in the code that "
                             f"computes its input from {since}")
            else:
                lines.append(f"its submodules' outputs match: the op is in "
                             f"{self.kind}'s own forward")
        return "\n".join(lines)


def _float_leaves(value):
    return [t for t in tree_leaves(value)
            if isinstance(t, torch.Tensor) and t.is_floating_point()]


def _probe_points(model, loss_fn, data):
    """(name, call index, class name, is a leaf, outputs) of each submodule
    forward with a floating output, in the order they finish, from one
    torch run; and the loss."""
    points, calls, hooks = [], {}, []

    def record(name):
        def hook(module, _, output):
            index = calls.get(name, 0)
            calls[name] = index + 1
            leaves = [t.detach().clone() for t in _float_leaves(output)]
            if leaves:
                leaf = next(module.children(), None) is None
                points.append((name, index, type(module).__name__, leaf, leaves))
        return hook

    for name, module in model.named_modules():
        if name:
            hooks.append(module.register_forward_hook(record(name)))
    try:
        with torch.no_grad():
            loss = loss_fn(model, *data)
    finally:
        for hook in hooks:
            hook.remove()
    return points, float(loss)


def _weights(outputs, seed):
    generator = torch.Generator().manual_seed(seed)
    return [torch.randn(t.shape, generator=generator) for t in outputs]


def _probe_loss(loss_fn, name, call, weights):
    """loss_fn's forward, returning sum(output * R) of the call-th forward
    of submodule `name` instead of the loss."""
    def probe(model, *data):
        seen, taken = [0], []

        def hook(module, _, output):
            if seen[0] == call:
                taken.extend(_float_leaves(output))
            seen[0] += 1

        handle = model.get_submodule(name).register_forward_hook(hook)
        try:
            loss_fn(model, *data)
        finally:
            handle.remove()
        return sum((t.float() * w).sum() for t, w in zip(taken, weights))
    return probe


def _mpt_value(model, loss_fn, inputs, labels, precision):
    from .training import compile_training
    trainer = compile_training(model, loss_fn, inputs, labels, optimizer="sgd", lr=0.0,
                               precision=precision, held_out_loss=True)
    return float(trainer.evaluate_loss(*inputs, *labels))


def locate_divergence(model, loss_fn, inputs, labels, *, rtol=1e-5, precision="f32",
                      log=None):
    """Compares mpt with torch submodule by submodule on one batch (see the
    module's docstring); returns a Divergence. `log(text)` hears of each
    probe."""
    inputs = (inputs,) if isinstance(inputs, torch.Tensor) else tuple(inputs)
    labels = (labels,) if isinstance(labels, torch.Tensor) else tuple(labels)
    points, torch_loss = _probe_points(model, loss_fn, inputs + labels)
    mpt_loss = _mpt_value(model, loss_fn, inputs, labels, precision)
    loss_error = abs(mpt_loss - torch_loss) / max(abs(torch_loss), 1e-30)
    if math.isnan(loss_error):
        loss_error = math.inf
    probes = {}

    def error(i):
        name, call, _, _, outputs = points[i]
        key = _key(name, call)
        if key not in probes:
            weights = _weights(outputs, i)
            reference = sum(float((t.double() * w.double()).sum())
                            for t, w in zip(outputs, weights))
            magnitude = math.sqrt(sum(float((t.double() * w.double()).square().sum())
                                      for t, w in zip(outputs, weights)))
            value = _mpt_value(model, _probe_loss(loss_fn, name, call, weights),
                               inputs, labels, precision)
            difference = abs(value - reference) / max(magnitude, 1e-30)
            probes[key] = math.inf if math.isnan(difference) else difference
            if log:
                log(f"  {key}: {probes[key]:.2e}")
        return probes[key]

    low, high = 0, len(points)  # the first differing point is in [low, high]
    while low < high:
        middle = (low + high) // 2
        if error(middle) > rtol:
            high = middle
        else:
            low = middle + 1
    if low == len(points):
        return Divergence("", "", False, 0.0, None, loss_error, probes, rtol)
    name, call, kind, leaf, _ = points[low]
    previous = None
    if low > 0:
        previous = (_key(*points[low - 1][:2]), error(low - 1))
    return Divergence(_key(name, call), kind, leaf, error(low), previous, loss_error,
                      probes, rtol)


def _key(name, call):
    """A probe point's name: the submodule's, with #k for its k-th call."""
    return name if call == 0 else f"{name}#{call}"
