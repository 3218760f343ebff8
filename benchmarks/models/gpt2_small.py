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
import torch

from next_token import example_tokens, next_token_loss


def make():
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(0)
    config = GPT2Config(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                        attn_implementation="eager")
    module = GPT2LMHeadModel(config)
    module.config.use_cache = False
    tokens = example_tokens()
    return module, next_token_loss, (tokens,), (tokens,)
