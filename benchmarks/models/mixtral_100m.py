"""A Mixtral-style mixture of experts with ~100M active parameters:
transformers' MixtralForCausalLM with model dimension 768, 6 layers, 12
query heads sharing 4 key/value heads, 8 SwiGLU experts of 1,536 per layer
of which the router picks 2 per token, a 32,000-token vocabulary (untied
head): 101M parameters active per token, 228M in all. Random
initialization, eager attention, next-token cross entropy plus the
load-balancing loss (weight 0.02), on batches of BATCH x LENGTH tokens
(2 x 256 unless MPT_BENCH_BATCH / MPT_BENCH_LENGTH say otherwise).

  scripts/torch-env.sh -m mpt_torch benchmarks/models/mixtral_100m.py:make \\
      --out build/mixtral-100m
  build/bin/mpt-run build/mixtral-100m/step.mlir \\
      --load-params=build/mixtral-100m/params --data=text:FILE --steps=5 --profile
"""
import os

import torch
import torch.nn.functional as F

os.environ.setdefault("MPT_BENCH_LENGTH", "256")
from next_token import LENGTH, example_tokens  # noqa: E402


def mixture_loss(module, tokens, targets):
    """Next-token cross entropy plus the router's load-balancing loss, as
    MixtralForCausalLM weighs them when it is given labels (unpadded
    batches: the model builds its causal mask itself)."""
    out = module(input_ids=tokens)
    logits = out.logits
    ce = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))
    return ce + module.config.router_aux_loss_coef * out.aux_loss


def make():
    from transformers import MixtralConfig, MixtralForCausalLM
    torch.manual_seed(0)
    config = MixtralConfig(vocab_size=32000, hidden_size=768, intermediate_size=1536,
                           num_hidden_layers=6, num_attention_heads=12,
                           num_key_value_heads=4, max_position_embeddings=LENGTH,
                           num_local_experts=8, num_experts_per_tok=2,
                           output_router_logits=True, router_aux_loss_coef=0.02,
                           attn_implementation="eager", use_cache=False)
    module = MixtralForCausalLM(config)
    tokens = example_tokens()
    return module, mixture_loss, (tokens,), (tokens,)
