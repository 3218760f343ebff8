"""GPT-2 small as users train it: transformers' default GPT2Config (124M
parameters: 12 layers, model dimension 768, 12 heads, vocabulary 50,257),
random initialization, eager attention, dropout 0, next-token cross
entropy on batches of BATCH x LENGTH tokens (2 x 128 unless the
environment's MPT_BENCH_BATCH / MPT_BENCH_LENGTH say otherwise).

  scripts/torch-env.sh -m mpt_torch benchmarks/models/gpt2_small.py:make \\
      --out build/gpt2-small
  build/bin/mpt-run build/gpt2-small/step.mlir \\
      --load-params=build/gpt2-small/params --data=text:FILE --steps=5 --profile
"""
import os

import torch
import torch.nn.functional as F

BATCH = int(os.environ.get("MPT_BENCH_BATCH", 2))
LENGTH = int(os.environ.get("MPT_BENCH_LENGTH", 128))


def next_token_loss(module, tokens, targets):
    # The additive causal mask transformers builds for eager attention,
    # given ready-made: its mask builder looks for packed sequences with a
    # cumsum (torch-mlir's tm_tensor.scan, which mpt does not take).
    length = tokens.shape[1]
    blocked = torch.full((length, length), torch.finfo(torch.float32).min).triu(1)
    mask = blocked[None, None].expand(tokens.shape[0], 1, length, length)
    logits = module(input_ids=tokens, attention_mask=mask).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def make():
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(0)
    config = GPT2Config(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                        attn_implementation="eager")
    module = GPT2LMHeadModel(config)
    module.config.use_cache = False
    tokens = torch.zeros(BATCH, LENGTH, dtype=torch.int64)
    return module, next_token_loss, (tokens,), (tokens,)
