#!/usr/bin/env python3
"""Exports examples/lstm_lm/ with mpt_torch: a byte-level LSTM language
model (scripts/torch_models.py's LstmLm: vocabulary 256, embedding 32, one
LSTM layer of 64, sequences of 32 bytes, batches of 16) trained by SGD with
momentum, its loss weighted by 2^-20 so that its gradients (about 2^-30
for the logits of a batch of 512 bytes) fall below FP16's smallest
subnormal (2^-24) - the regime where FP16 needs loss scaling, and where
dynamic scaling's initial scale of 2^16 brings them back. The learning rate
is multiplied by 2^20 in turn, so FP32 trains as the unweighted model would
(powers of two are exact).

  scripts/torch-env.sh scripts/export-lstm-example.py

Writes examples/lstm_lm/step.mlir, params/ and roles.json;
scripts/lstm-text-experiment.py trains it (no torch needed).
"""
import os
import sys

import torch
import torch.nn.functional as F

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "python"))
from mpt_torch import export_training_step  # noqa: E402
from torch_models import LstmLm, seeded  # noqa: E402

VOCAB, DIM, HIDDEN, LENGTH, BATCH = 256, 32, 64, 32, 16
LOSS_WEIGHT = 2.0**-20
LEARNING_RATE = 1.0


def loss(module, tokens, targets):
    logits = module(tokens)
    return LOSS_WEIGHT * F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1))


def main():
    module = seeded(lambda: LstmLm(VOCAB, DIM, HIDDEN), 6)
    tokens = torch.zeros(BATCH, LENGTH, dtype=torch.int64)
    roles = export_training_step(module, loss, (tokens,), (tokens,),
                                 os.path.join(ROOT, "examples", "lstm_lm"),
                                 optimizer="sgd_momentum",
                                 lr=LEARNING_RATE / LOSS_WEIGHT, momentum=0.9)
    print(f"examples/lstm_lm: {sum(a['role'] == 'param' for a in roles['arguments'])} "
          f"parameters, {sum(p.numel() for p in module.parameters())} values")


if __name__ == "__main__":
    main()
