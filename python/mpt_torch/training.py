"""compile_training: train a torch module in-process with mpt.

    from mpt_torch import compile_training
    trainer = compile_training(model, loss_fn, inputs, labels,
                               optimizer=torch.optim.AdamW(model.parameters(), lr=1e-3),
                               precision="bf16")
    for x, y in batches:
        metrics = trainer.step(x, y)          # loss, loss_scale, skipped, ...
    trainer.load_into(model)                  # trained weights back in the module
    trainer.save("ckpt.pt")                   # torch.save'd model and optimizer state

The model is exported once (mpt_torch.export_training_step: torch.export and
torch-mlir), compiled by an mpt.Session, and from then on mpt owns the
weights and the optimizer state, as poptorch's trainingModel does: the
module's own tensors change only when load_into() copies the trained ones
back. Batches go to the step without copies (CPU tensors of the example's
dtypes and shapes)."""

import os
import tempfile

import numpy as np
import torch

import mpt

from .export import export_training_step

# The optimizer state mpt keeps (its argument names' prefixes) under
# torch.optim's names.
_TORCH_STATE_NAMES = {"velocity": "momentum_buffer", "exp_avg": "exp_avg",
                      "exp_avg_sq": "exp_avg_sq"}


def _optimizer_spec(optimizer, hyper):
    """(mpt optimizer name, hyper-parameters) of a torch optimizer or a
    name; a ValueError names what mpt cannot reproduce."""
    if isinstance(optimizer, str):
        return optimizer, dict(hyper)
    if hyper:
        raise ValueError("give hyper-parameters through the torch optimizer "
                         f"(got {', '.join(sorted(hyper))} as well)")
    groups = optimizer.param_groups
    if len(groups) != 1:
        raise ValueError(f"the optimizer has {len(groups)} parameter groups; "
                         "compile_training takes one")
    g = groups[0]
    name = type(optimizer).__name__
    if isinstance(optimizer, torch.optim.SGD):
        if g["dampening"] != 0:
            raise ValueError("SGD with dampening is not supported by mpt.sgd")
        if g["momentum"] == 0:
            return "sgd", {"lr": g["lr"], "weight_decay": g["weight_decay"]}
        return "sgd_momentum", {"lr": g["lr"], "momentum": g["momentum"],
                                "weight_decay": g["weight_decay"],
                                "nesterov": bool(g["nesterov"])}
    if isinstance(optimizer, (torch.optim.AdamW, torch.optim.Adam)):
        if g.get("amsgrad"):
            raise ValueError(f"{name}(amsgrad=True) is not supported by mpt.adam")
        if type(optimizer) is torch.optim.Adam and g["weight_decay"] != 0:
            raise ValueError("Adam's weight decay is an L2 term in the "
                             "gradient, which mpt.adam (decoupled, AdamW's) "
                             "does not compute; use AdamW")
        return "adamw", {"lr": g["lr"], "betas": tuple(g["betas"]),
                         "eps": g["eps"], "weight_decay": g["weight_decay"]}
    raise ValueError(f"optimizer {name} is not supported: SGD (with or "
                     "without momentum), Adam without weight decay, AdamW")


def _to_torch(array):
    if array.dtype.name == "bfloat16" or array.dtype == np.uint16:
        return torch.from_numpy(array.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(array)


def _to_numpy(value, argument):
    tensor = value.detach().cpu().contiguous() if isinstance(value, torch.Tensor) \
        else torch.as_tensor(value)
    if tensor.dtype == torch.bfloat16:
        return tensor.view(torch.int16).numpy().view(argument.dtype)
    return tensor.numpy()


class TrainingSession:
    """A module's training step compiled by mpt, holding the weights, the
    buffers the forward updates and the optimizer state."""

    def __init__(self, session, roles):
        self.session, self.roles = session, roles
        self._arguments = roles["arguments"]
        self._batch = session.batch_arguments

    def step(self, *batch):
        """One step on `batch` (the inputs, then the labels, as at export);
        returns mpt.StepMetrics."""
        if len(batch) != len(self._batch):
            raise ValueError(f"the step takes {len(self._batch)} tensors "
                             f"(inputs, then labels), got {len(batch)}")
        return self.session.step(*[_to_numpy(v, a)
                                   for v, a in zip(batch, self._batch)])

    @property
    def completed_steps(self):
        return self.session.completed_steps

    def _named(self, roles):
        return {a["name"]: _to_torch(self.session.state(a["index"]))
                for a in self._arguments if a["role"] in roles}

    def state_dict(self):
        """The trained weights, frozen weights and updated buffers, under the
        module's names (a partial state_dict: the forward's constant buffers
        are the module's own)."""
        return self._named(("param", "frozen", "buffer"))

    def load_into(self, module):
        """Copies the trained tensors into `module`'s parameters and buffers
        (which torch can then use, for inference or to go on training)."""
        state = self.state_dict()
        own = dict(module.named_parameters())
        own.update(dict(module.named_buffers()))
        missing = sorted(set(state) - set(own))
        if missing:
            raise KeyError("the module has no " + ", ".join(missing))
        with torch.no_grad():
            for name, value in state.items():
                own[name].copy_(value)

    def optimizer_state_dict(self):
        """The optimizer state in torch.optim's state_dict form (per
        parameter index: momentum_buffer, or exp_avg, exp_avg_sq and step)."""
        params = [a["name"] for a in self._arguments if a["role"] == "param"]
        state = {i: {} for i in range(len(params))}
        step = None
        for a in self._arguments:
            if a["role"] == "opt_state":
                kind, name = a["name"].split(".", 1)
                state[params.index(name)][_TORCH_STATE_NAMES[kind]] = \
                    _to_torch(self.session.state(a["index"]))
            elif a["role"] == "step":
                step = float(self.session.state(a["index"]))
        if step is not None:
            for entry in state.values():
                entry["step"] = torch.tensor(step)
        return {"state": {i: s for i, s in state.items() if s},
                "param_groups": [dict(self.roles["hyper"],
                                      params=list(range(len(params))))]}

    def save(self, path):
        """torch.save of {"model", "optimizer", "mpt_step"}: the module's
        trained tensors, the optimizer state as torch.optim writes it, the
        steps completed."""
        torch.save({"model": self.state_dict(),
                    "optimizer": self.optimizer_state_dict(),
                    "mpt_step": self.completed_steps}, path)

    def resume(self, path):
        """Loads what save() wrote into this session (compiled from the same
        module and optimizer): training goes on bit for bit. The metrics'
        step numbers count this session's steps."""
        saved = torch.load(path, weights_only=True)
        model, optimizer = saved["model"], saved["optimizer"]
        params = [a["name"] for a in self._arguments if a["role"] == "param"]
        for a in self._arguments:
            if a["role"] in ("param", "frozen", "buffer"):
                value = model[a["name"]]
            elif a["role"] == "opt_state":
                kind, name = a["name"].split(".", 1)
                value = optimizer["state"][params.index(name)][_TORCH_STATE_NAMES[kind]]
            elif a["role"] == "step":
                first = next(iter(optimizer["state"].values()))
                value = first["step"].to(torch.int64)
            else:
                continue
            self.session.set_state(
                a["index"], _to_numpy(value, self.session.arguments[a["index"]]))


def compile_training(model, loss_fn, inputs, labels, *, optimizer="sgd",
                     precision="f32", pipeline_options="", threads=0,
                     opt_level=2, work_dir=None, **hyper):
    """Exports `model` with `loss_fn(model, *inputs, *labels)` on example
    batches, compiles the step in `precision` ("f32", "f16", "bf16", "fp8";
    pipeline_options: mpt-mixed-precision's, e.g. "loss-scaling=static")
    and returns a TrainingSession starting from the module's current
    weights. `optimizer`: a torch.optim.SGD/Adam/AdamW over the model's
    parameters (its hyper-parameters are taken), or a name ("sgd",
    "sgd_momentum", "adamw") with torch.optim-named hyper-parameters.
    work_dir keeps the exported step (default: a temporary directory)."""
    name, hyper = _optimizer_spec(optimizer, hyper)
    with tempfile.TemporaryDirectory() as temporary:
        directory = work_dir or temporary
        roles = export_training_step(model, loss_fn, inputs, labels,
                                     directory, optimizer=name, **hyper)
        session = mpt.Session(os.path.join(directory, "step.mlir"),
                              precision=precision,
                              pipeline_options=pipeline_options,
                              load_params=os.path.join(directory, "params"),
                              threads=threads, opt_level=opt_level)
    return TrainingSession(session, roles)
