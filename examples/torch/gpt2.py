"""A GPT-2-style byte-level language model to train with mpt: token and
position embeddings, two pre-norm decoder blocks (causal attention, tanh
GELU), a final layer norm and an LM head tied to the token embedding
(scripts/torch_models.py's Gpt2), over bytes (vocabulary 256), sequences of
64, batches of 8.

  scripts/torch-env.sh -m mpt_torch examples/torch/gpt2.py:make \
      --out build/gpt2 --optimizer adamw --hyper lr=0.001
  build/bin/mpt-run build/gpt2/step.mlir --load-params=build/gpt2/params \
      --data=text:/usr/share/common-licenses/GPL-3 --steps=300 --precision=bf16

`make` is what `python3 -m mpt_torch` calls: it returns the module, the
loss as a function of (module, inputs..., labels...), and one batch of
example inputs and labels, whose shapes and dtypes the step takes.
"""
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "scripts"))
from torch_models import Gpt2  # noqa: E402

VOCAB, LENGTH, BATCH = 256, 64, 8


def next_byte_loss(module, tokens, targets):
    logits = module(tokens)
    return F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1))


def make():
    torch.manual_seed(0)
    module = Gpt2(vocab=VOCAB, seq=LENGTH, dim=64, heads=4, layers=2)
    tokens = torch.zeros(BATCH, LENGTH, dtype=torch.int64)
    return module, next_byte_loss, (tokens,), (tokens,)
