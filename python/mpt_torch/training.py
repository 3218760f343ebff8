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
from .torch_optim import optimizer_spec, schedule_options

# The optimizer state mpt keeps (its argument names' prefixes) under
# torch.optim's names.
_TORCH_STATE_NAMES = {"velocity": "momentum_buffer", "exp_avg": "exp_avg",
                      "exp_avg_sq": "exp_avg_sq"}


# numpy holds these through ml_dtypes; torch views their bits.
_FP8 = {"float8_e4m3fn": torch.float8_e4m3fn, "float8_e5m2": torch.float8_e5m2}


def _to_torch(array):
    if array.dtype.name == "bfloat16" or array.dtype == np.uint16:
        return torch.from_numpy(array.view(np.int16).copy()).view(torch.bfloat16)
    if array.dtype.name in _FP8:
        return torch.from_numpy(array.view(np.uint8).copy()).view(_FP8[array.dtype.name])
    return torch.from_numpy(array)


def _to_numpy(value, argument):
    tensor = value.detach().cpu().contiguous() if isinstance(value, torch.Tensor) \
        else torch.as_tensor(value)
    if tensor.dtype == torch.bfloat16:
        return tensor.view(torch.int16).numpy().view(argument.dtype)
    if tensor.dtype in _FP8.values():
        return tensor.view(torch.uint8).numpy().view(argument.dtype)
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

    def evaluate_loss(self, *batch):
        """The loss of a held-out batch (inputs, then labels, as step()
        takes them) under the step's forward, in its precision; nothing
        is updated. Needs compile_training(..., held_out_loss=True)."""
        if len(batch) != len(self._batch):
            raise ValueError(f"the step takes {len(self._batch)} tensors "
                             f"(inputs, then labels), got {len(batch)}")
        return self.session.evaluate_loss(*[_to_numpy(v, a)
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

    def _torch_order(self):
        """The trainable parameters' names in torch.optim's state_dict order
        (the parameter groups' tensors one after the other)."""
        groups = self.roles.get("param_groups")
        if groups:
            return [n for g in groups for n in g["params"]]
        return [a["name"] for a in self._arguments if a["role"] == "param"]

    def optimizer_state_dict(self):
        """The optimizer state in torch.optim's state_dict form (per
        parameter index: momentum_buffer, or exp_avg, exp_avg_sq and step;
        the parameter groups with their hyper-parameters)."""
        params = self._torch_order()
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
        groups, first = [], 0
        for group in self.roles.get("param_groups") or \
                [dict(self.roles["hyper"], params=params)]:
            count = len(group["params"])
            groups.append(dict(group, params=list(range(first, first + count))))
            first += count
        return {"state": {i: s for i, s in state.items() if s},
                "param_groups": groups}

    def _schedule_counter(self):
        """The index of the learning-rate schedule's update counter (the
        int64 "step" argument compilation added), or None."""
        exported = {a["index"] for a in self._arguments}
        for argument in self.session.arguments:
            if argument.role == "step" and argument.index not in exported \
                    and argument.dtype == np.int64:
                return argument.index
        return None

    def save(self, path):
        """torch.save of {"model", "optimizer", "mpt_step"}: the module's
        trained tensors, the optimizer state as torch.optim writes it, the
        steps completed; with a schedule, "lr_scheduler": {"last_epoch"}
        (the updates it has counted)."""
        saved = {"model": self.state_dict(),
                 "optimizer": self.optimizer_state_dict(),
                 "mpt_step": self.completed_steps}
        counter = self._schedule_counter()
        if counter is not None:
            saved["lr_scheduler"] = {"last_epoch": int(self.session.state(counter))}
        torch.save(saved, path)

    def resume(self, path):
        """Loads what save() wrote into this session (compiled from the same
        module and optimizer): training goes on bit for bit. The metrics'
        step numbers count this session's steps."""
        saved = torch.load(path, weights_only=True)
        model, optimizer = saved["model"], saved["optimizer"]
        params = self._torch_order()
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
        counter = self._schedule_counter()
        if (counter is None) != ("lr_scheduler" not in saved):
            raise ValueError("the checkpoint and this session disagree on a "
                             "learning-rate schedule: compile both with one, or neither")
        if counter is not None:
            self.session.set_state(
                counter, np.array(saved["lr_scheduler"]["last_epoch"], np.int64))


def compile_training(model, loss_fn, inputs, labels, *, optimizer="sgd",
                     precision="f32", pipeline_options="", threads=0,
                     opt_level=2, work_dir=None, scheduler=None,
                     clip_grad_norm=None, held_out_loss=False, **hyper):
    """Exports `model` with `loss_fn(model, *inputs, *labels)` on example
    batches, compiles the step in `precision` ("f32", "f16", "bf16", "fp8";
    pipeline_options: mpt-mixed-precision's, e.g. "loss-scaling=static")
    and returns a TrainingSession starting from the module's current
    weights. `optimizer`: a torch.optim.SGD/Adam/AdamW over the model's
    parameters (its hyper-parameters are taken), or a name ("sgd",
    "sgd_momentum", "adamw") with torch.optim-named hyper-parameters.
    Each of the optimizer's param_groups keeps its own learning rate, weight
    decay and other hyper-parameters (a no-decay group of biases and norms);
    the metrics' lr is the first parameter's group's.
    `scheduler`: a fresh torch.optim.lr_scheduler over that optimizer
    (LinearLR, CosineAnnealingLR, SequentialLR of them), computed in the
    step from its own counter: do not call its step(). `clip_grad_norm`:
    torch.nn.utils.clip_grad_norm_'s max_norm, applied in the step (the
    metrics' grad_norm is the norm before clipping). `held_out_loss`: also
    compile the step's loss alone, for TrainingSession.evaluate_loss.
    work_dir keeps the exported step (default: a temporary directory)."""
    name, hyper, groups = optimizer_spec(optimizer, hyper, model)
    if scheduler is not None and not isinstance(optimizer, str) and \
            scheduler.optimizer is not optimizer:
        raise ValueError("the scheduler schedules another optimizer than the one given")
    recipe = schedule_options(scheduler) if scheduler is not None else {}
    if clip_grad_norm is not None:
        recipe["clip-grad-norm"] = float(clip_grad_norm)
    pipeline_options = " ".join([pipeline_options] * bool(pipeline_options) +
                                [f"{k}={v}" for k, v in recipe.items()])
    with tempfile.TemporaryDirectory() as temporary:
        directory = work_dir or temporary
        roles = export_training_step(model, loss_fn, inputs, labels,
                                     directory, optimizer=name,
                                     param_groups=groups, **hyper)
        session = mpt.Session(os.path.join(directory, "step.mlir"),
                              precision=precision,
                              pipeline_options=pipeline_options,
                              load_params=os.path.join(directory, "params"),
                              threads=threads, opt_level=opt_level,
                              held_out_loss=held_out_loss)
    return TrainingSession(session, roles)
