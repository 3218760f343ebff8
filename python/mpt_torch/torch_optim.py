"""torch.optim's optimizers and learning-rate schedulers as mpt's: the
optimizer op and hyper-parameters of each parameter group, and the
mpt-lr-schedule options of a scheduler. A ValueError names what the step
cannot reproduce."""

import torch

# mpt-lr-schedule's pipeline options and the mpt-run flags that set them.
RUN_FLAGS = {"lr-schedule": "--lr-schedule", "lr-warmup-steps": "--warmup-steps",
             "lr-warmup-start-factor": "--warmup-start-factor",
             "lr-total-steps": "--lr-total-steps", "lr-min-factor": "--lr-min-factor",
             "lr-decay-steps": "--lr-decay-steps", "clip-grad-norm": "--clip-grad-norm"}


# Each mpt optimizer's hyper-parameters under torch.optim's names.
_GROUP_KEYS = {"sgd": ("weight_decay",),
               "sgd_momentum": ("momentum", "weight_decay", "nesterov"),
               "adamw": ("betas", "eps", "weight_decay")}


def _optimizer_kind(optimizer, group):
    """The mpt optimizer that reproduces `optimizer`'s update on `group`; a
    ValueError names what mpt cannot reproduce."""
    name = type(optimizer).__name__
    if isinstance(optimizer, torch.optim.SGD):
        if group["dampening"] != 0:
            raise ValueError("SGD with dampening is not supported by mpt.sgd")
        return "sgd" if group["momentum"] == 0 else "sgd_momentum"
    if isinstance(optimizer, (torch.optim.AdamW, torch.optim.Adam)):
        if group.get("amsgrad"):
            raise ValueError(f"{name}(amsgrad=True) is not supported by mpt.adam")
        if type(optimizer) is torch.optim.Adam and group["weight_decay"] != 0:
            raise ValueError("Adam's weight decay is an L2 term in the "
                             "gradient, which mpt.adam (decoupled, AdamW's) "
                             "does not compute; use AdamW")
        return "adamw"
    raise ValueError(f"optimizer {name} is not supported: SGD (with or "
                     "without momentum), Adam without weight decay, AdamW")


def optimizer_spec(optimizer, hyper, model):
    """(mpt optimizer name, hyper-parameters, parameter groups by name or
    None) of a torch optimizer over `model`'s parameters, or of a name; a
    ValueError names what mpt cannot reproduce."""
    if isinstance(optimizer, str):
        return optimizer, dict(hyper), None
    if hyper:
        raise ValueError("give hyper-parameters through the torch optimizer "
                         f"(got {', '.join(sorted(hyper))} as well)")
    names = {id(p): n for n, p in model.named_parameters()}
    kinds, groups = set(), []
    for k, group in enumerate(optimizer.param_groups):
        kinds.add(_optimizer_kind(optimizer, group))
        unknown = [p for p in group["params"] if id(p) not in names]
        if unknown:
            raise ValueError(f"parameter group {k} holds {len(unknown)} "
                             "tensor(s) that are not the model's parameters")
        # Frozen parameters in a group get no gradient, in torch as in mpt.
        groups.append({"params": [names[id(p)] for p in group["params"]
                                  if p.requires_grad],
                       # A scheduler has already scaled "lr"; the rate it
                       # scales is initial_lr.
                       "lr": group.get("initial_lr", group["lr"])})
    if len(kinds) > 1:
        raise ValueError("the parameter groups mix SGD with and without "
                         "momentum; mpt keeps momentum for every parameter "
                         "or for none")
    kind = kinds.pop()
    for group, torch_group in zip(groups, optimizer.param_groups):
        group.update({key: tuple(torch_group[key]) if key == "betas"
                      else torch_group[key] for key in _GROUP_KEYS[kind]})
    if kind == "sgd_momentum":
        for group in groups:
            group["nesterov"] = bool(group["nesterov"])
    first = {k: v for k, v in groups[0].items() if k != "params"}
    return kind, first, groups


def _linear_parts(scheduler):
    """LinearLR's (start, end, total_iters)."""
    return scheduler.start_factor, scheduler.end_factor, scheduler.total_iters


def schedule_options(scheduler):
    """mpt-lr-schedule's pipeline options for a torch learning-rate
    scheduler: LinearLR (a warm-up to 1, or a decay from 1),
    CosineAnnealingLR, and SequentialLR of a LinearLR warm-up followed by
    one of those (or by a stable LinearLR(1, 1) and a decay: WSD). A
    ValueError names what the step cannot compute."""
    from torch.optim import lr_scheduler as sched
    if scheduler.last_epoch != 0:
        raise ValueError(f"the scheduler has stepped {scheduler.last_epoch} "
                         "times already; compile with a fresh one")
    bases = [g["initial_lr"] for g in scheduler.optimizer.param_groups]
    base = bases[0]
    parts = list(scheduler._schedulers) if isinstance(scheduler, sched.SequentialLR) \
        else [scheduler]
    milestones = list(getattr(scheduler, "_milestones", []))
    for part in parts:
        if isinstance(part, sched.LambdaLR):
            raise ValueError("LambdaLR's function cannot be compiled into the step; "
                             "use LinearLR, CosineAnnealingLR or a SequentialLR of them")
        if not isinstance(part, (sched.LinearLR, sched.CosineAnnealingLR)):
            raise ValueError(f"{type(part).__name__} is not supported: LinearLR, "
                             "CosineAnnealingLR or a SequentialLR of them")
    options, warmup = {}, 0
    first = parts[0]
    if isinstance(first, sched.LinearLR) and _linear_parts(first)[1] == 1.0 and \
            _linear_parts(first)[0] < 1.0:
        start, _, warmup = _linear_parts(first)
        if len(parts) > 1 and milestones[0] != warmup:
            raise ValueError(f"the warm-up LinearLR runs {warmup} steps but the next "
                             f"scheduler starts at step {milestones[0]}")
        options.update({"lr-warmup-steps": warmup, "lr-warmup-start-factor": start})
        parts, milestones = parts[1:], milestones[1:]
    if not parts:
        return options
    stable = 0
    if len(parts) == 2 and isinstance(parts[0], sched.LinearLR) and \
            _linear_parts(parts[0])[:2] == (1.0, 1.0):
        stable = milestones[0] - warmup
        parts = parts[1:]
    if len(parts) != 1:
        raise ValueError("SequentialLR is supported as a LinearLR warm-up, an "
                         "optional stable LinearLR(1, 1), then one decay")
    decay = parts[0]
    if isinstance(decay, sched.CosineAnnealingLR):
        floors = {decay.eta_min / b for b in bases}
        if len(floors) > 1:
            raise ValueError(f"CosineAnnealingLR's eta_min {decay.eta_min} is a "
                             "different fraction of each parameter group's "
                             "learning rate; mpt-lr-schedule takes one floor "
                             "factor (give eta_min=0, or groups of one rate)")
        if stable:
            raise ValueError("a stable phase before a cosine decay is not supported")
        options.update({"lr-schedule": "cosine", "lr-total-steps": warmup + decay.T_max,
                        "lr-min-factor": decay.eta_min / base})
        return options
    start, end, steps = _linear_parts(decay)
    if start != 1.0:
        raise ValueError(f"LinearLR({start}, {end}) after the warm-up must start at 1")
    kind = "wsd" if stable else "linear"
    options.update({"lr-schedule": kind, "lr-total-steps": warmup + stable + steps,
                    "lr-min-factor": end})
    if stable:
        options["lr-decay-steps"] = steps
    return options
