"""The model of scripts/real-size-experiment.py, for `python3 -m mpt_torch`:
benchmarks/models/gpt2_small.py's GPT-2 small (transformers' default
GPT2Config: 124M parameters, vocabulary 50,257, of which the experiment's
tokenizer uses the first ids; random initialization from seed 0, dropout
0, next-token cross entropy on MPT_BENCH_BATCH x MPT_BENCH_LENGTH tokens)
with AdamW as GPT-2 reproductions train it (nanoGPT): learning rate 6e-4,
betas (0.9, 0.95), weight decay 0.1 on the 2-D tensors (matrices,
embeddings), none on biases and norms."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "benchmarks", "models"))
import gpt2_small  # noqa: E402


def make():
    module, loss_fn, inputs, labels = gpt2_small.make()
    decayed = [p for p in module.parameters() if p.dim() >= 2]
    others = [p for p in module.parameters() if p.dim() < 2]
    optimizer = torch.optim.AdamW(
        [{"params": decayed, "weight_decay": 0.1},
         {"params": others, "weight_decay": 0.0}],
        lr=6e-4, betas=(0.9, 0.95), eps=1e-8)
    return module, loss_fn, inputs, labels, optimizer
