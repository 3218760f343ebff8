"""What the real-size language models of benchmarks/real_models.py share:
the batch shape (2 x 128 tokens unless the environment's MPT_BENCH_BATCH /
MPT_BENCH_LENGTH say otherwise) and the next-token loss."""
import os

import torch
import torch.nn.functional as F

BATCH = int(os.environ.get("MPT_BENCH_BATCH", 2))
LENGTH = int(os.environ.get("MPT_BENCH_LENGTH", 128))


def next_token_loss(module, tokens, targets):
    """Cross entropy of a transformers causal LM's logits, given the additive
    causal mask ready-made (the mask transformers would build, without its
    search for packed sequences)."""
    length = tokens.shape[1]
    blocked = torch.full((length, length), torch.finfo(torch.float32).min).triu(1)
    mask = blocked[None, None].expand(tokens.shape[0], 1, length, length)
    logits = module(input_ids=tokens, attention_mask=mask).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def example_tokens():
    """A batch of the shape the step is exported for."""
    return torch.zeros(BATCH, LENGTH, dtype=torch.int64)
