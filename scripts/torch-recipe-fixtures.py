#!/usr/bin/env python3
"""Learning-rate schedules and gradient clipping against torch.

Each recipe trains the torch fixtures' MLP (scripts/torch_models.py) for
STEPS steps in torch, with a torch.optim.lr_scheduler schedule and
torch.nn.utils.clip_grad_norm_, and in mpt-run with the flags that name the
same recipe, from the same initial parameters on the same batches (FP32).
torch's learning rate at each optimizer.step(), the norm clip_grad_norm_
returns (before clipping) and the loss are the reference; mpt-run's CSV
columns lr, grad_norm and loss must match them (relative error printed).

  scripts/torch-env.sh scripts/torch-recipe-fixtures.py [--write-fixtures]

--write-fixtures also writes test/Tools/mpt-run/Inputs/torch-recipes/ (the
exported steps, parameters, batches, the flags of each recipe and torch's
values), which test/Tools/mpt-run/torch-recipes.mlir replays without torch.
Needs build/bin/mpt-run (or $MPT_RUN).
"""

import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import torch
import torch.nn.functional as F
from torch.optim import lr_scheduler as sched

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from mpt_torch import export_training_step  # noqa: E402
from mpt_torch.torch_optim import RUN_FLAGS, optimizer_spec, schedule_options  # noqa: E402
from torch_models import Mlp, seeded  # noqa: E402

MPT_RUN = os.environ.get("MPT_RUN", os.path.join(ROOT, "build", "bin", "mpt-run"))
FIXTURES = os.path.join(ROOT, "test", "Tools", "mpt-run", "Inputs", "torch-recipes")
STEPS = 50
BATCH = 4
LR = {"sgd": 0.05, "adamw": 3e-3, "adamw_groups": 3e-3}
# Below the gradients' norm for most steps (measured 0.9 to 2.6 at lr 0),
# so the clip acts.
CLIP = 0.75

# name -> (optimizer, torch scheduler factory (optimizer -> scheduler) or
# None, clip norm or None, mpt-run flags).
RECIPES = {
    # Warm-up from 0.1 over 10 steps, then cosine to 0.1 of the rate.
    "cosine_sgd": ("sgd", lambda o: sched.SequentialLR(o, [
        sched.LinearLR(o, 0.1, 1.0, 10),
        sched.CosineAnnealingLR(o, STEPS - 10, eta_min=0.1 * LR["sgd"])], [10]),
        CLIP, ["--lr-schedule=cosine", "--warmup-steps=10", "--warmup-start-factor=0.1",
               "--lr-min-factor=0.1", f"--clip-grad-norm={CLIP}"]),
    # Warm-up over 5 steps, then linear decay to 0.
    "linear_adamw": ("adamw", lambda o: sched.SequentialLR(o, [
        sched.LinearLR(o, 0.2, 1.0, 5), sched.LinearLR(o, 1.0, 0.0, STEPS - 5)], [5]),
        CLIP, ["--lr-schedule=linear", "--warmup-steps=5", "--warmup-start-factor=0.2",
               f"--clip-grad-norm={CLIP}"]),
    # Warm-up, stable, then the last 15 steps linear to 0.1.
    "wsd_adamw": ("adamw", lambda o: sched.SequentialLR(o, [
        sched.LinearLR(o, 0.1, 1.0, 5), sched.LinearLR(o, 1.0, 1.0, STEPS - 20),
        sched.LinearLR(o, 1.0, 0.1, 15)], [5, STEPS - 15]),
        None, ["--lr-schedule=wsd", "--warmup-steps=5", "--warmup-start-factor=0.1",
               "--lr-decay-steps=15", "--lr-min-factor=0.1"]),
    # Clipping alone, at a constant rate.
    "clip_sgd": ("sgd", None, CLIP, [f"--clip-grad-norm={CLIP}"]),
    # Cosine over a longer run than the one trained (--lr-total-steps).
    "cosine_long_adamw": ("adamw", lambda o: sched.CosineAnnealingLR(o, 200),
                          None, ["--lr-schedule=cosine", "--lr-total-steps=200"]),
    # Parameter groups (weights decayed at 0.1, biases not and at half the
    # rate) under a warm-up and cosine schedule, clipped: the flags come
    # from mpt_torch's mapping of the scheduler.
    "groups_adamw": ("adamw_groups", lambda o: sched.SequentialLR(o, [
        sched.LinearLR(o, 0.1, 1.0, 10), sched.CosineAnnealingLR(o, STEPS - 10)], [10]),
        CLIP, None),
}


def make_optimizer(optimizer, module):
    params = list(module.parameters())
    if optimizer == "sgd":
        return torch.optim.SGD(params, lr=LR["sgd"])
    if optimizer == "adamw":
        return torch.optim.AdamW(params, lr=LR["adamw"])
    weights = [p for n, p in module.named_parameters() if n.endswith("weight")]
    biases = [p for n, p in module.named_parameters() if n.endswith("bias")]
    return torch.optim.AdamW([{"params": weights, "weight_decay": 0.1},
                              {"params": biases, "weight_decay": 0.0,
                               "lr": LR["adamw"] / 2}], lr=LR["adamw"])


def data():
    g = torch.Generator().manual_seed(20)
    return (torch.randn(STEPS * BATCH, 32, generator=g),
            torch.randint(0, 10, (STEPS * BATCH,), generator=g))


def loss_fn(module, x, y):
    return F.cross_entropy(module(x), y)


def torch_run(optimizer, make_scheduler, clip, x, y):
    """torch's loss, learning rate and pre-clip norm at every step."""
    module = seeded(Mlp, 1)
    params = list(module.parameters())
    opt = make_optimizer(optimizer, module)
    scheduler = make_scheduler(opt) if make_scheduler else None
    losses, lrs, norms = [], [], []
    for s in range(STEPS):
        opt.zero_grad()
        loss = loss_fn(module, x[s * BATCH:(s + 1) * BATCH], y[s * BATCH:(s + 1) * BATCH])
        loss.backward()
        norms.append(torch.nn.utils.clip_grad_norm_(params, clip).item() if clip
                     else float("nan"))
        lrs.append(opt.param_groups[0]["lr"] if scheduler else float("nan"))
        opt.step()
        if scheduler:
            scheduler.step()
        losses.append(loss.item())
    return {"loss": np.array(losses), "lr": np.array(lrs), "grad_norm": np.array(norms)}


def mpt_run(step, params, data_npy, flags, work, name):
    out = os.path.join(work, f"{name}.csv")
    run = subprocess.run([MPT_RUN, step, f"--load-params={params}", "--shuffle=false",
                          "--data=npy:" + ",".join(data_npy), f"--steps={STEPS}",
                          "--print-every=0", f"--csv={out}", *flags],
                         capture_output=True, text=True)
    if run.returncode:
        sys.exit(f"mpt-run failed on {name}:\n{run.stderr}")
    with open(out) as f:
        rows = list(csv.DictReader(f))
    return {k: np.array([float(r.get(k, "nan")) for r in rows])
            for k in ("loss", "lr", "grad_norm")}


def relative(mine, theirs):
    """Largest relative difference; NaN where either has a NaN the other
    has not."""
    both = np.isnan(mine) & np.isnan(theirs)
    d = np.abs(mine - theirs) / np.abs(theirs)
    d[both] = 0
    return float("nan") if np.isnan(d).any() else float(d.max())


def main():
    write = "--write-fixtures" in sys.argv[1:]
    x, y = data()
    ok = True
    print("| recipe | loss | lr | grad_norm |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        data_npy = [os.path.join(work, "input0.npy"), os.path.join(work, "labels.npy")]
        np.save(data_npy[0], x.numpy())
        np.save(data_npy[1], y.numpy())
        steps = {}
        for optimizer in ("sgd", "adamw", "adamw_groups"):
            out = os.path.join(work, optimizer)
            module = seeded(Mlp, 1)
            kind, hyper, groups = optimizer_spec(make_optimizer(optimizer, module), {}, module)
            export_training_step(module, loss_fn, (x[:BATCH],), (y[:BATCH],), out,
                                 optimizer=kind, param_groups=groups, **hyper)
            steps[optimizer] = out
        references, recipes = {}, {}
        for name, (optimizer, make_scheduler, clip, flags) in RECIPES.items():
            if flags is None:
                module = seeded(Mlp, 1)
                options = schedule_options(make_scheduler(make_optimizer(optimizer, module)))
                options["clip-grad-norm"] = clip
                flags = [f"{RUN_FLAGS[k]}={v}" for k, v in options.items()]
            theirs = torch_run(optimizer, make_scheduler, clip, x, y)
            mine = mpt_run(os.path.join(steps[optimizer], "step.mlir"),
                           os.path.join(steps[optimizer], "params"), data_npy, flags, work, name)
            errors = [relative(mine[k], theirs[k]) for k in ("loss", "lr", "grad_norm")]
            # `not <=` so that a NaN fails.
            ok &= all(e <= 1e-6 for e in errors)
            print(f"| {name} | " + " | ".join(f"{e:.2e}" for e in errors) + " |", flush=True)
            references[name] = theirs
            recipes[name] = {"optimizer": optimizer, "flags": flags}
        if write:
            shutil.rmtree(FIXTURES, ignore_errors=True)
            os.makedirs(FIXTURES)
            for optimizer, out in steps.items():
                shutil.copy(os.path.join(out, "step.mlir"),
                            os.path.join(FIXTURES, f"{optimizer}.mlir"))
                shutil.copytree(os.path.join(out, "params"),
                                os.path.join(FIXTURES, f"{optimizer}_params"))
            for path in data_npy:
                shutil.copy(path, FIXTURES)
            with open(os.path.join(FIXTURES, "recipes.json"), "w") as f:
                json.dump(recipes, f, indent=1)
                f.write("\n")
            np.savez(os.path.join(FIXTURES, "torch_reference.npz"),
                     **{f"{name}.{k}": v for name, ref in references.items()
                        for k, v in ref.items()})
    print("all within 1e-6" if ok else "some recipes miss 1e-6")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
