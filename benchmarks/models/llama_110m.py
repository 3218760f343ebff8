"""A ~110M Llama as issue #45 sizes it: transformers' LlamaForCausalLM with
model dimension 768, 12 layers, 12 query heads sharing 4 key/value heads
(grouped-query attention), a SwiGLU MLP of 2,048, RMSNorm, rotary position
embeddings and a 32,000-token vocabulary (untied head); random
initialization, eager attention, next-token cross entropy on batches of
BATCH x LENGTH tokens (next_token.py: 2 x 128 unless MPT_BENCH_BATCH /
MPT_BENCH_LENGTH say otherwise).

  scripts/torch-env.sh -m mpt_torch benchmarks/models/llama_110m.py:make \\
      --out build/llama-110m
  build/bin/mpt-run build/llama-110m/step.mlir \\
      --load-params=build/llama-110m/params --data=text:FILE --steps=5 --profile
"""
import torch

from next_token import LENGTH, example_tokens, next_token_loss


def make():
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=32000, hidden_size=768, intermediate_size=2048,
                         num_hidden_layers=12, num_attention_heads=12,
                         num_key_value_heads=4, max_position_embeddings=LENGTH,
                         attn_implementation="eager", use_cache=False)
    module = LlamaForCausalLM(config)
    tokens = example_tokens()
    return module, next_token_loss, (tokens,), (tokens,)
