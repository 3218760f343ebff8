"""A ~110M Llama as issue #45 sizes it: transformers' LlamaForCausalLM with
model dimension 768, 12 layers, 12 query heads sharing 4 key/value heads
(grouped-query attention), a SwiGLU MLP of 2,048, RMSNorm, rotary position
embeddings and a 32,000-token vocabulary (untied head); random
initialization, eager attention, next-token cross entropy on batches of
BATCH x LENGTH tokens (2 x 128 unless the environment's MPT_BENCH_BATCH /
MPT_BENCH_LENGTH say otherwise).

  scripts/torch-env.sh -m mpt_torch benchmarks/models/llama_110m.py:make \\
      --out build/llama-110m
  build/bin/mpt-run build/llama-110m/step.mlir \\
      --load-params=build/llama-110m/params --data=text:FILE --steps=5 --profile
"""
import os

import torch
import torch.nn.functional as F

BATCH = int(os.environ.get("MPT_BENCH_BATCH", 2))
LENGTH = int(os.environ.get("MPT_BENCH_LENGTH", 128))


def next_token_loss(module, tokens, targets):
    # The additive causal mask, given ready-made as for GPT-2 small: without
    # one, transformers' mask builder looks for packed sequences with a
    # cumsum (torch-mlir's tm_tensor.scan, which mpt does not take).
    length = tokens.shape[1]
    blocked = torch.full((length, length), torch.finfo(torch.float32).min).triu(1)
    mask = blocked[None, None].expand(tokens.shape[0], 1, length, length)
    logits = module(input_ids=tokens, attention_mask=mask).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def make():
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=32000, hidden_size=768, intermediate_size=2048,
                         num_hidden_layers=12, num_attention_heads=12,
                         num_key_value_heads=4, max_position_embeddings=LENGTH,
                         attn_implementation="eager", use_cache=False)
    module = LlamaForCausalLM(config)
    tokens = torch.zeros(BATCH, LENGTH, dtype=torch.int64)
    return module, next_token_loss, (tokens,), (tokens,)
