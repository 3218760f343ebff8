#!/usr/bin/env python3
"""Checks mpt_torch.compile_training against torch itself (needs torch and
torch-mlir: run through scripts/torch-env.sh, with build/lib/libMPTCAPI.so
built). Each check prints PASS or FAIL with the measured error; the exit
status is 1 if any failed.

1. An MLP with SGD + momentum + weight decay trained 8 steps in FP32 by mpt
   in-process and by torch eager on the same batches: losses within 1e-6
   (measured 1.2e-7).
2. load_into: torch's forward on the weights mpt trained equals mpt's next
   loss on the same batch within 1e-6 (measured 1.2e-7).
3. save/resume: a second session resumed from the torch checkpoint repeats
   the first session's next steps bit for bit (AdamW: moments and step).
4. Batch norm's running statistics (buffers) and a frozen weight flow back:
   running_mean within 1e-7 of torch's (measured 7e-9), the frozen weight
   unchanged. A frozen FP8 (E4M3) weight dequantized by its scale in the
   forward: losses within 1e-6 of torch's over 5 SGD steps, the weight back
   as float8_e4m3fn, bit for bit.
5. Bad input: a wrong batch shape raises mpt.Error naming the argument; an
   optimizer mpt cannot reproduce raises ValueError before exporting.
6. A SequentialLR warm-up + cosine scheduler and clip_grad_norm_ given to
   compile_training: loss, lr and grad_norm at each of 8 AdamW steps within
   1e-6 relative of torch's (measured: see the output); save/resume in
   the middle of the schedule continues bit for bit; LambdaLR is refused.
7. Parameter groups (a no-decay group at its own rate) under a schedule:
   losses within 1e-6 relative of torch's over 6 AdamW steps; the saved
   optimizer state loads into torch's optimizer, which then continues as
   mpt does within 1e-6; groups mixing momentum, an optimizer over another
   model's parameters and a parameter in no group are refused.
"""
import copy
import os
import sys
import tempfile
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))

import numpy as np
import torch
from torch import nn

import mpt
from mpt_torch import compile_training

failures = []


def report(name, ok, detail):
    print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}")
    if not ok:
        failures.append(name)


def cross_entropy(model, x, y):
    return nn.functional.cross_entropy(model(x), y)


torch.manual_seed(0)
batches = [(torch.randn(16, 20), torch.randint(0, 5, (16,))) for _ in range(12)]


def mlp():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(20, 32), nn.ReLU(), nn.Linear(32, 5))


# 1. FP32 parity with torch eager, SGD with momentum and weight decay.
model = mlp()
reference = copy.deepcopy(model)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-3)
trainer = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                           optimizer=optimizer)
reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1, momentum=0.9,
                                      weight_decay=1e-3)
worst = 0.0
for x, y in batches[:8]:
    metrics = trainer.step(x, y)
    reference_optimizer.zero_grad()
    loss = cross_entropy(reference, x, y)
    loss.backward()
    reference_optimizer.step()
    difference = abs(metrics.loss - loss.item())
    # A NaN on either side fails: max() alone would keep `worst` over it.
    worst = max(worst, difference) if np.isfinite(difference) else float("inf")
report("fp32 parity with torch (8 SGD-momentum steps)", worst <= 1e-6,
       f"max |loss difference| {worst:.2e} (tolerance 1e-6)")

# 2. The trained weights back in the module.
x, y = batches[8]
trained = mlp()
trainer.load_into(trained)
with torch.no_grad():
    torch_loss = cross_entropy(trained, x, y).item()
next_loss = trainer.step(x, y).loss
report("load_into: torch forward on mpt's weights", abs(torch_loss - next_loss) <= 1e-6
       and np.isfinite(next_loss),
       f"torch {torch_loss:.9g}, mpt {next_loss:.9g}, |difference| "
       f"{abs(torch_loss - next_loss):.2e} (tolerance 1e-6)")
state = trainer.state_dict()
report("state_dict names", sorted(state) == sorted(n for n, _ in trained.named_parameters()),
       ", ".join(sorted(state)))

# 3. save / resume with AdamW, bit for bit.
model = mlp()
adamw = torch.optim.AdamW(model.parameters(), lr=1e-2, weight_decay=0.01)
first = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:], optimizer=adamw)
for x, y in batches[:4]:
    first.step(x, y)
with tempfile.TemporaryDirectory() as directory:
    path = os.path.join(directory, "ckpt.pt")
    first.save(path)
    saved = torch.load(path, weights_only=True)
    fresh = mlp()
    second = compile_training(fresh, cross_entropy, batches[0][:1], batches[0][1:],
                              optimizer=torch.optim.AdamW(fresh.parameters(), lr=1e-2,
                                                          weight_decay=0.01))
    second.resume(path)
continued = [first.step(x, y).loss for x, y in batches[4:8]]
resumed = [second.step(x, y).loss for x, y in batches[4:8]]
report("save/resume (AdamW) bit for bit", continued == resumed,
       f"continued {continued[-1]!r}, resumed {resumed[-1]!r}")
state = saved["optimizer"]["state"][0]
report("torch-style optimizer state", set(state) == {"exp_avg", "exp_avg_sq", "step"}
       and float(state["step"]) == 4.0, f"keys {sorted(state)}, step {float(state['step'])}")

# 4. Buffers (batch norm) and frozen weights flow back.
def bn_model():
    torch.manual_seed(2)
    m = nn.Sequential(nn.Linear(20, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Linear(32, 5))
    m[0].weight.requires_grad_(False)
    return m


model, reference = bn_model(), bn_model()
frozen = model[0].weight.detach().clone()
trainer = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                           optimizer="sgd", lr=0.1)
reference_optimizer = torch.optim.SGD([p for p in reference.parameters() if p.requires_grad],
                                      lr=0.1)
for x, y in batches[:5]:
    trainer.step(x, y)
    reference_optimizer.zero_grad()
    cross_entropy(reference, x, y).backward()
    reference_optimizer.step()
back = bn_model()
trainer.load_into(back)
error = (back[1].running_mean - reference[1].running_mean).abs().max().item()
report("batch norm running statistics", error <= 1e-7,
       f"max |running_mean difference| {error:.2e} (tolerance 1e-7), "
       f"num_batches_tracked {int(back[1].num_batches_tracked)}")
report("frozen weight unchanged", torch.equal(back[0].weight, frozen), "bitwise")

# A frozen FP8 weight: stored in E4M3 with an FP32 scale, dequantized in
# the forward (as FP8 checkpoints are used), an FP32 head trained on it.
class Fp8Base(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(4)
        w = torch.randn(32, 20) / 20 ** 0.5
        scale = w.abs().max() / 448
        self.weight = nn.Parameter((w / scale).to(torch.float8_e4m3fn), requires_grad=False)
        self.scale = nn.Parameter(scale.reshape(()), requires_grad=False)
        self.head = nn.Linear(32, 5)

    def forward(self, x):
        return self.head(torch.relu(x @ (self.weight.float() * self.scale).t()))


model, reference = Fp8Base(), Fp8Base()
trainer = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                           optimizer="sgd", lr=0.1)
reference_optimizer = torch.optim.SGD(reference.head.parameters(), lr=0.1)
worst = 0.0
for x, y in batches[:5]:
    mine = trainer.step(x, y).loss
    reference_optimizer.zero_grad()
    loss = cross_entropy(reference, x, y)
    loss.backward()
    reference_optimizer.step()
    error = abs(mine - loss.item()) / abs(loss.item())
    worst = max(worst, error) if np.isfinite(error) else float("inf")
report("frozen FP8 weight", worst <= 1e-6, f"largest relative loss difference {worst:.2e} "
       "(tolerance 1e-6)")
back = trainer.state_dict()["weight"]
report("frozen FP8 weight comes back", back.dtype == torch.float8_e4m3fn and
       torch.equal(back.view(torch.uint8), model.weight.view(torch.uint8)),
       f"dtype {back.dtype}")

# 5. Bad input.
try:
    trainer.step(torch.randn(16, 21), batches[0][1])
    report("wrong batch shape", False, "accepted")
except mpt.Error as error:
    report("wrong batch shape", "takes tensor<16x20xf32>" in str(error), str(error))
try:
    compile_training(mlp(), cross_entropy, batches[0][:1], batches[0][1:],
                     optimizer=torch.optim.SGD(mlp().parameters(), lr=0.1, momentum=0.9,
                                               dampening=0.1))
    report("unsupported optimizer", False, "accepted")
except ValueError as error:
    report("unsupported optimizer", "dampening" in str(error), str(error))

# 6. A torch scheduler and clip_grad_norm_ compiled into the step: loss,
# learning rate and pre-clip norm at every step equal torch's; save/resume
# carries the schedule's position.
def warmup_cosine(opt):
    sched = torch.optim.lr_scheduler
    return sched.SequentialLR(opt, [sched.LinearLR(opt, 0.1, 1.0, 3),
                                    sched.CosineAnnealingLR(opt, 9, eta_min=1e-3)], [3])


model, reference = mlp(), mlp()
adamw = torch.optim.AdamW(model.parameters(), lr=1e-2)
trainer = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                           optimizer=adamw, scheduler=warmup_cosine(adamw),
                           clip_grad_norm=0.5)
reference_optimizer = torch.optim.AdamW(reference.parameters(), lr=1e-2)
reference_scheduler = warmup_cosine(reference_optimizer)
worst = {"loss": 0.0, "lr": 0.0, "grad_norm": 0.0}
for x, y in batches[:8]:
    metrics = trainer.step(x, y)
    reference_optimizer.zero_grad()
    loss = cross_entropy(reference, x, y)
    loss.backward()
    norm = torch.nn.utils.clip_grad_norm_(reference.parameters(), 0.5).item()
    lr = reference_optimizer.param_groups[0]["lr"]
    reference_optimizer.step()
    reference_scheduler.step()
    for key, mine, theirs in (("loss", metrics.loss, loss.item()), ("lr", metrics.lr, lr),
                              ("grad_norm", metrics.grad_norm, norm)):
        error = abs(mine - theirs) / abs(theirs)
        worst[key] = max(worst[key], error) if np.isfinite(error) else float("inf")
report("scheduler and clip_grad_norm_ against torch (8 AdamW steps)",
       all(v <= 1e-6 for v in worst.values()),
       ", ".join(f"{k} {v:.2e}" for k, v in worst.items()) + " relative (tolerance 1e-6)")
with tempfile.TemporaryDirectory() as directory:
    path = os.path.join(directory, "ckpt.pt")
    trainer.save(path)
    fresh = mlp()
    fresh_optimizer = torch.optim.AdamW(fresh.parameters(), lr=1e-2)
    resumed = compile_training(fresh, cross_entropy, batches[0][:1], batches[0][1:],
                               optimizer=fresh_optimizer,
                               scheduler=warmup_cosine(fresh_optimizer), clip_grad_norm=0.5)
    resumed.resume(path)
continued = [(m.loss, m.lr) for m in (trainer.step(x, y) for x, y in batches[8:12])]
again = [(m.loss, m.lr) for m in (resumed.step(x, y) for x, y in batches[8:12])]
report("save/resume mid-schedule bit for bit", continued == again,
       f"continued {continued[-1]!r}, resumed {again[-1]!r}")
try:
    model = mlp()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    compile_training(model, cross_entropy, batches[0][:1], batches[0][1:], optimizer=opt,
                     scheduler=torch.optim.lr_scheduler.LambdaLR(opt, lambda e: 0.9 ** e))
    report("LambdaLR refused", False, "accepted")
except ValueError as error:
    report("LambdaLR refused", "LambdaLR" in str(error), str(error))


# 7. Parameter groups: weights decayed, biases and the norm not and at
# their own rate, under a warm-up + cosine schedule. Losses equal torch's;
# the optimizer state mpt saves loads into torch's optimizer over the same
# groups, and torch then continues where mpt would have.
def normed():
    torch.manual_seed(3)
    return nn.Sequential(nn.Linear(20, 32), nn.LayerNorm(32), nn.ReLU(), nn.Linear(32, 5))


def grouped(model):
    decay = [p for n, p in model.named_parameters() if n.endswith("weight") and p.dim() > 1]
    rest = [p for n, p in model.named_parameters() if not (n.endswith("weight") and p.dim() > 1)]
    return torch.optim.AdamW([{"params": decay, "weight_decay": 0.1},
                              {"params": rest, "weight_decay": 0.0, "lr": 4e-3}], lr=1e-2)


def cosine(opt):
    sched = torch.optim.lr_scheduler
    return sched.SequentialLR(opt, [sched.LinearLR(opt, 0.2, 1.0, 2),
                                    sched.CosineAnnealingLR(opt, 10)], [2])


model, reference = normed(), normed()
opt = grouped(model)
trainer = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                           optimizer=opt, scheduler=cosine(opt))
reference_optimizer = grouped(reference)
reference_scheduler = cosine(reference_optimizer)
worst = 0.0
for x, y in batches[:6]:
    metrics = trainer.step(x, y)
    reference_optimizer.zero_grad()
    loss = cross_entropy(reference, x, y)
    loss.backward()
    reference_optimizer.step()
    reference_scheduler.step()
    error = abs(metrics.loss - loss.item()) / abs(loss.item())
    worst = max(worst, error) if np.isfinite(error) else float("inf")
report("parameter groups against torch (6 AdamW steps, 2 groups)", worst <= 1e-6,
       f"loss {worst:.2e} relative (tolerance 1e-6)")
state = trainer.optimizer_state_dict()
report("parameter groups in the optimizer state",
       [g["weight_decay"] for g in state["param_groups"]] == [0.1, 0.0]
       and [len(g["params"]) for g in state["param_groups"]] == [2, 4],
       str([(g["weight_decay"], g["lr"], g["params"]) for g in state["param_groups"]]))
# torch's optimizer takes mpt's state and weights, and its next steps are
# mpt's (lr set by the scheduler resumed at the same position).
follower = normed()
trainer.load_into(follower)
follower_optimizer = grouped(follower)
follower_scheduler = cosine(follower_optimizer)
follower_optimizer.load_state_dict(state)
with warnings.catch_warnings():  # stepping the scheduler without optimizer steps
    warnings.simplefilter("ignore")
    for _ in range(6):
        follower_scheduler.step()
worst = 0.0
for x, y in batches[6:10]:
    mine = trainer.step(x, y).loss
    follower_optimizer.zero_grad()
    loss = cross_entropy(follower, x, y)
    loss.backward()
    follower_optimizer.step()
    follower_scheduler.step()
    error = abs(mine - loss.item()) / abs(loss.item())
    worst = max(worst, error) if np.isfinite(error) else float("inf")
report("torch continues from mpt's grouped optimizer state", worst <= 1e-6,
       f"loss {worst:.2e} relative over 4 steps (tolerance 1e-6)")
for name, make, expected in (
        ("groups mixing momentum", lambda m: torch.optim.SGD(
            [{"params": [m[0].weight]}, {"params": [p for p in m.parameters()
                                                     if p is not m[0].weight],
                                         "momentum": 0.9}], lr=0.1), "momentum"),
        ("an optimizer over another model", lambda m: torch.optim.SGD(
            normed().parameters(), lr=0.1), "not the model's parameters"),
        ("a parameter in no group", lambda m: torch.optim.SGD(
            [m[0].weight], lr=0.1), "no parameter group holds")):
    try:
        model = normed()
        compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                         optimizer=make(model))
        report(name, False, "accepted")
    except ValueError as error:
        report(name, expected in str(error), str(error))

# 8. A held-out batch's loss from the step's forward alone: torch's loss of
# the weights mpt trained, and the training that follows is unchanged.
model = mlp()
held = compile_training(model, cross_entropy, batches[0][:1], batches[0][1:],
                        optimizer="sgd", lr=0.1, held_out_loss=True)
plain = compile_training(mlp(), cross_entropy, batches[0][:1], batches[0][1:],
                         optimizer="sgd", lr=0.1)
same = True
for x, y in batches[:4]:
    held.evaluate_loss(*batches[11])
    same &= held.step(x, y).loss == plain.step(x, y).loss
trained = mlp()
held.load_into(trained)
with torch.no_grad():
    torch_loss = cross_entropy(trained, *batches[11]).item()
mine = held.evaluate_loss(*batches[11])
error = abs(mine - torch_loss) / abs(torch_loss)
report("held-out loss against torch", error <= 1e-6 and same,
       f"relative {error:.2e} (tolerance 1e-6); training unchanged by "
       f"evaluations: {same}")

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
