#!/usr/bin/env python3
"""torch's reference for data-parallel steps that update buffers, on the
ResNet stage with batch norm in train mode (scripts/torch_models.py's
ResNetStageBN, the resnet_stage_bn parity fixture's model, parameters and
batches): 2 ranks, rank r taking batch 2s + r of step s, SGD (lr 0.05) on
the gradients averaged over the ranks, for STEPS steps. Writes, as mpt-run
--save-state lays them out (param_<argument>.npy, buffer_<argument>.npy):

  dp2/            the float buffers averaged over the ranks after each step
                  (mpt-data-parallel's rule)
  dp2_broadcast/  rank 0's buffers kept (torch DDP's broadcast_buffers),
                  which the suite checks mpt does not match

into test/Tools/mpt-run/Inputs/torch-parity/resnet_stage_bn/, for
test/Tools/mpt-run/data-parallel-buffers.mlir.

  scripts/torch-env.sh scripts/data-parallel-buffer-reference.py
"""

import copy
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from torch_models import ResNetStageBN, seeded  # noqa: E402

FIXTURE = os.path.join(ROOT, "test", "Tools", "mpt-run", "Inputs", "torch-parity",
                       "resnet_stage_bn")
STEPS, RANKS, BATCH, LR = 10, 2, 2, 0.05


def train(average_buffers):
    model = seeded(ResNetStageBN, 11)
    params = list(model.parameters())
    for i, p in enumerate(params):  # the fixture's initial parameters
        assert np.array_equal(p.detach().numpy(), np.load(
            os.path.join(FIXTURE, "params", f"param_{i}.npy"))), f"param {i} differs"
    x = torch.from_numpy(np.load(os.path.join(FIXTURE, "input0.npy")))
    y = torch.from_numpy(np.load(os.path.join(FIXTURE, "labels.npy")))
    for step in range(STEPS):
        replicas = []
        for rank in range(RANKS):
            replica = copy.deepcopy(model)
            batch = slice((RANKS * step + rank) * BATCH, (RANKS * step + rank + 1) * BATCH)
            F.cross_entropy(replica(x[batch]), y[batch]).backward()
            replicas.append(replica)
        with torch.no_grad():
            for i, p in enumerate(params):
                grads = [list(r.parameters())[i].grad for r in replicas]
                p -= LR * sum(grads) / RANKS
            for name, buffer in model.named_buffers():
                values = [dict(r.named_buffers())[name] for r in replicas]
                if average_buffers and buffer.is_floating_point():
                    buffer.copy_(sum(values) / RANKS)
                else:
                    buffer.copy_(values[0])
    return model


def write(model, directory):
    os.makedirs(directory, exist_ok=True)
    arrays = [p.detach().numpy() for p in model.parameters()]
    for i, a in enumerate(arrays):
        np.save(os.path.join(directory, f"param_{i}.npy"), a)
    for i, (_, b) in enumerate(model.named_buffers(), start=len(arrays)):
        np.save(os.path.join(directory, f"buffer_{i}.npy"), b.detach().numpy())


if __name__ == "__main__":
    write(train(average_buffers=True), os.path.join(FIXTURE, "dp2"))
    write(train(average_buffers=False), os.path.join(FIXTURE, "dp2_broadcast"))
    print(f"wrote {FIXTURE}/dp2 and dp2_broadcast")
