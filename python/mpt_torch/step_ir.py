"""The @train_step around a torch-mlir forward, as MLIR text.

No torch here: the step is written from the forward's argument types, so
the text is easy to read and test on its own.
"""

import re
from dataclasses import dataclass, field

# Each optimizer: the mpt op, the attributes it takes from the keyword
# hyper-parameters (torch.optim's names) with torch's defaults, and its
# state per parameter.
OPTIMIZERS = {
    "sgd": dict(op="mpt.sgd", attributes={"weight_decay": 0.0}, moments=0),
    "sgd_momentum": dict(op="mpt.sgd", moments=1,
                         attributes={"momentum": 0.9, "weight_decay": 0.0,
                                     "nesterov": False}),
    "adamw": dict(op="mpt.adam", moments=2,
                  attributes={"betas": (0.9, 0.999), "eps": 1e-8,
                              "weight_decay": 0.01}),
}


@dataclass
class Argument:
    """One argument of @train_step."""
    name: str           # a readable name: the parameter's, "m.<param>", ...
    type: str           # MLIR tensor type
    role: str           # param, frozen, buffer, opt_state, step, input,
    #                     label, hyper
    init: str = ""      # an mpt.init attribute value, if any
    updated_by: int = -1  # result index that is its next value


@dataclass
class TrainStep:
    arguments: list = field(default_factory=list)
    text: str = ""


def optimizer_attributes(optimizer, hyper):
    """The mpt op's attributes from torch.optim-named hyper-parameters (lr
    aside); a ValueError names an unknown optimizer or hyper-parameter."""
    if optimizer not in OPTIMIZERS:
        raise ValueError(f"unknown optimizer {optimizer!r}: expected "
                         f"{', '.join(OPTIMIZERS)}")
    spec = OPTIMIZERS[optimizer]
    values = dict(spec["attributes"])
    unknown = set(hyper) - set(values) - {"lr"}
    if unknown:
        raise ValueError(
            f"optimizer {optimizer!r} takes lr and {', '.join(sorted(values))};"
            f" got {', '.join(sorted(unknown))}")
    values.update({k: v for k, v in hyper.items() if k != "lr"})
    if spec["op"] == "mpt.adam":
        beta1, beta2 = values["betas"]
        return {"beta1": beta1, "beta2": beta2, "epsilon": values["eps"],
                "weight_decay": values["weight_decay"]}
    attributes = {"weight_decay": values["weight_decay"]}
    if spec["moments"]:
        attributes["momentum"] = values["momentum"]
        if values["nesterov"]:
            attributes["nesterov"] = True
    return attributes


def split_module(text):
    """A printed module as (its text without the closing brace, what follows
    the brace: location aliases `#loc = loc(...)` when it was printed with
    its locations, and the `{-# dialect_resources #-}` trailer torch-mlir
    appends; "" when neither), so that functions can be added before the
    brace."""
    trailer = ""
    if "{-#" in text:
        text, trailer = text[:text.index("{-#")], text[text.index("{-#"):]
    lines = text.rstrip().split("\n")
    aliases = []
    while lines and lines[-1].startswith("#"):
        aliases.insert(0, lines.pop())
    while lines and not lines[-1].strip():
        lines.pop()
    # The closing brace, with the module's own location if it was printed.
    if not lines or not re.fullmatch(r"\}( loc\(.*\))?", lines[-1]):
        raise ValueError("expected the module to end with '}'")
    if aliases:
        trailer = "\n".join(aliases) + "\n" + trailer
    return "\n".join(lines[:-1]) + "\n", trailer


def mlir_float(value):
    """A float as an MLIR literal, exactly (MLIR needs a '.' before an
    exponent: 1.0e-08, not Python's 1e-08)."""
    text = repr(float(value))
    if "e" in text and "." not in text:
        mantissa, exponent = text.split("e")
        text = f"{mantissa}.0e{exponent}"
    return text


def _mlir_string(text):
    """`text` escaped for an MLIR string literal."""
    return "".join(c if c.isprintable() and c not in '"\\' else f"\\{ord(c):02X}"
                   for c in text)


def _format_attributes(attributes):
    parts = []
    for key, value in attributes.items():
        parts.append(key if value is True else f"{key} = {mlir_float(value)} : f64")
    return " {" + ", ".join(parts) + "}" if parts else ""


def parameter_groups(param_names, lr, hyper, groups):
    """({parameter name: its group's index}, the groups in torch's form:
    [{"params": [names], "lr": ..., hyper-parameters...}], the defaults (lr,
    `hyper`) overridden by a group's own). `groups` is None (one group of
    every parameter) or a list of {"params": [names], key: value ...} that
    names each parameter exactly once; a ValueError names a parameter
    missing, repeated or unknown."""
    if groups is None:
        groups = [{"params": list(param_names)}]
    known, seen, resolved = set(param_names), {}, []
    for k, group in enumerate(groups):
        for name in group["params"]:
            if name not in known:
                raise ValueError(f"parameter group {k} names {name!r}, which "
                                 "is not a trainable parameter of the step")
            if name in seen:
                raise ValueError(f"parameter {name!r} is in parameter groups "
                                 f"{seen[name]} and {k}")
            seen[name] = k
        resolved.append({"params": list(group["params"]), "lr": lr, **hyper,
                         **{key: v for key, v in group.items() if key != "params"}})
    missing = [n for n in param_names if n not in seen]
    if missing:
        raise ValueError(f"no parameter group holds {', '.join(missing)} "
                         "(freeze a parameter the optimizer does not update: "
                         "requires_grad=False)")
    return seen, resolved


def build_train_step(forward_types, param_names, num_inputs, optimizer, lr,
                     hyper, input_names=None, frozen_names=(), twins=(),
                     buffer_names=(), buffer_inits=(), groups=None):
    """@train_step(params, frozen weights, buffers, optimizer state,
    inputs, labels, lr) calling mpt.value_and_grad with respect to the
    parameters on @forward(params..., frozen..., twins..., buffers...,
    inputs..., labels...), which returns the loss and then the buffers'
    new values.

    forward_types: the MLIR types of @forward's arguments; the first
    len(param_names) are parameters, the next len(frozen_names) frozen
    weights, the next len(twins) parameters read again (twins[k] is the
    index of the parameter the k-th reads: not differentiated there), the
    next len(buffer_names) buffers the forward updates (buffer_inits: their
    mpt.init values, if given), the next num_inputs inputs, the rest
    labels. `groups`: torch.optim's parameter groups by name (see
    parameter_groups): each parameter's optimizer op takes its group's
    hyper-parameters, and each distinct learning rate is a hyper argument
    ("lr" the first group's, "lr.group<k>" the first group k with another).
    Returns a TrainStep (its arguments in order, and the text of the
    function)."""
    group_of, resolved = parameter_groups(param_names, lr, hyper, groups)
    per_param = {n: resolved[k] for n, k in group_of.items()}
    attributes = {n: _format_attributes(optimizer_attributes(
        optimizer, {k: v for k, v in h.items() if k != "params"}))
        for n, h in per_param.items()}
    spec = OPTIMIZERS[optimizer]
    n, f = len(param_names), len(frozen_names)
    param_types = forward_types[:n]
    frozen_types = forward_types[n:n + f]
    for k, p in enumerate(twins):
        if forward_types[n + f + k] != param_types[p]:
            raise ValueError(f"twin {k} is {forward_types[n + f + k]}, its "
                             f"parameter {param_names[p]} {param_types[p]}")
    b = len(buffer_names)
    buffer_types = forward_types[n + f + len(twins):n + f + len(twins) + b]
    data_types = forward_types[n + f + len(twins) + b:]
    step = TrainStep()
    args = step.arguments
    for name, t in zip(param_names, param_types):
        args.append(Argument(name, t, "param"))
    # Frozen weights next: the weights' argument indices (and files) are
    # the same whatever the optimizer.
    for name, t in zip(frozen_names, frozen_types):
        args.append(Argument(name, t, "frozen"))
    for k, (name, t) in enumerate(zip(buffer_names, buffer_types)):
        args.append(Argument(name, t, "buffer",
                             init=buffer_inits[k] if buffer_inits else ""))
    moment_names = ["velocity"] if spec["moments"] == 1 else ["exp_avg", "exp_avg_sq"]
    for k in range(spec["moments"]):
        for name, t in zip(param_names, param_types):
            args.append(Argument(f"{moment_names[k]}.{name}", t, "opt_state"))
    if spec["op"] == "mpt.adam":
        args.append(Argument("step", "tensor<i64>", "step"))
    input_names = input_names or []
    for i, t in enumerate(data_types):
        role = "input" if i < num_inputs else "label"
        default = f"{role}{i if role == 'input' else i - num_inputs}"
        args.append(Argument(input_names[i] if i < len(input_names) else default,
                             t, role))
    # One hyper argument per distinct learning rate, in group order.
    lr_names = {}
    for k, group in enumerate(resolved):
        rate = float(group["lr"])
        if rate not in lr_names:
            lr_names[rate] = f"lr.group{k}" if lr_names else "lr"
            args.append(Argument(lr_names[rate], "tensor<f32>", "hyper",
                                 init=f"dense<{mlir_float(rate)}> : tensor<f32>"))

    ssa = [f"%a{i}" for i in range(len(args))]
    index = {a.name: i for i, a in enumerate(args)}
    decl = []
    for i, a in enumerate(args):
        attrs = f'mpt.role = "{a.role}"'
        if a.role in ("param", "frozen", "buffer"):
            # The state_dict name safetensors checkpoints are matched by.
            attrs += f', mpt.name = "{_mlir_string(a.name)}"'
        if a.init:
            attrs += f", mpt.init = {a.init}"
        decl.append(f"      {ssa[i]}: {a.type} {{{attrs}}}")
    forward_args = [ssa[i] for i in range(n)] + \
        [ssa[index[a.name]] for a in args if a.role == "frozen"] + \
        [ssa[p] for p in twins] + \
        [ssa[index[a.name]] for a in args if a.role == "buffer"] + \
        [ssa[index[a.name]] for a in args if a.role in ("input", "label")]
    lr_of = {n: ssa[index[lr_names[float(per_param[n]["lr"])]]] for n in param_names}
    new_buffers = [f"%b{k}" for k in range(b)]
    lines = [
        f"    {', '.join(['%loss'] + new_buffers + [f'%g:{n}'])} = mpt.value_and_grad "
        f"@forward({', '.join(forward_args)}) wrt [{', '.join(map(str, range(n)))}]",
        f"        : ({', '.join(forward_types)})",
        f"        -> (tensor<f32>, {', '.join(buffer_types + param_types)})",
    ]
    # (value, type, argument it updates)
    results = [(v, t, index[name])
               for v, t, name in zip(new_buffers, buffer_types, buffer_names)]
    for p, (name, t) in enumerate(zip(param_names, param_types)):
        g = f"%g#{p}"
        if spec["op"] == "mpt.adam":
            m, v = ssa[index[f"exp_avg.{name}"]], ssa[index[f"exp_avg_sq.{name}"]]
            t_arg = ssa[index["step"]]
            lines.append(f"    %p{p}, %m{p}, %v{p}, %t{p} = mpt.adam {ssa[p]}, {g}, "
                         f"{m}, {v}, {t_arg}, {lr_of[name]}{attributes[name]} : {t}, {t}, {t}, tensor<i64>")
            results += [(f"%p{p}", t, p), (f"%m{p}", t, index[f"exp_avg.{name}"]),
                        (f"%v{p}", t, index[f"exp_avg_sq.{name}"])]
        elif spec["moments"]:
            vel = ssa[index[f"velocity.{name}"]]
            lines.append(f"    %p{p}, %m{p} = mpt.sgd {ssa[p]}, {g}, {lr_of[name]} velocity "
                         f"{vel}{attributes[name]} : {t}, {t}, {t}")
            results += [(f"%p{p}", t, p), (f"%m{p}", t, index[f"velocity.{name}"])]
        else:
            lines.append(f"    %p{p} = mpt.sgd {ssa[p]}, {g}, {lr_of[name]}{attributes[name]} : {t}, {t}")
            results.append((f"%p{p}", t, p))
    if spec["op"] == "mpt.adam":
        results.append(("%t0", "tensor<i64>", index["step"]))
    # Results in argument order, then the loss.
    results.sort(key=lambda r: r[2])
    for r, (_, _, updated) in enumerate(results):
        args[updated].updated_by = r
    result_decl = [f"{t} {{mpt.updates = {a} : i64}}" for _, t, a in results]
    result_decl.append("tensor<f32>")
    lines.append(f"    return {', '.join([v for v, _, _ in results] + ['%loss'])}")
    lines.append(f"        : {', '.join([t for _, t, _ in results] + ['tensor<f32>'])}")
    names = "\n".join(f"  //   #{i} {a.role:9} {a.name}" for i, a in enumerate(args))
    step.text = (
        f"  // One training step: the loss and gradients of @forward, then "
        f"{optimizer} on every parameter.\n  // Arguments:\n{names}\n"
        f"  func.func @train_step(\n" + ",\n".join(decl) + ")\n      -> ("
        + ",\n          ".join(result_decl) + ") {\n" + "\n".join(lines) + "\n  }\n")
    return step
