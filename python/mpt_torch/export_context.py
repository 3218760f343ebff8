"""Context managers that adapt a module to torch.export and torch-mlir for
the duration of an export, restoring it on exit."""

import torch
from torch import nn
from torch.nn import functional as F


_TWIN = "_mpt_padding_twin"


class PaddingTwins:
    """Within the block, each trainable nn.Embedding with a padding_idx
    reads the padding positions from a twin of its weight: a frozen
    argument that the step binds to the same tensor, so that the forward's
    value is torch's and no gradient reaches the padding row (torch's
    embedding backward skips it; mpt differentiates the forward as written).
    Yields the twins' (name, weight name) pairs; the modules are restored on
    exit.

    The lookup is nn.Embedding.forward's, replaced beneath the module's own
    class: a subclass that adds to it (Gemma's embedding scaled by
    sqrt(hidden size)) keeps its forward and reaches the twin lookup through
    super().forward. `bypassed()` names the embeddings whose forward ran
    without making that lookup (one that calls F.embedding itself), whose
    padding row the step would train."""

    def __init__(self, module):
        self.padded = [(n, m) for n, m in module.named_modules()
                       if isinstance(m, nn.Embedding) and m.padding_idx is not None
                       and m.weight.requires_grad]
        self.called, self.read, self.hooks = set(), set(), []

    def __enter__(self):
        twins = []
        for name, embedding in self.padded:
            embedding.register_parameter(
                _TWIN, nn.Parameter(embedding.weight.detach(), requires_grad=False))
            embedding.__class__ = _with_padded_lookup(type(embedding))
            embedding._mpt_twin_reads = self.read
            self.hooks.append(embedding.register_forward_pre_hook(
                lambda m, _: self.called.add(id(m))))
            prefix = name + "." if name else ""
            twins.append((prefix + _TWIN, prefix + "weight"))
        return twins

    def bypassed(self):
        return [name for name, embedding in self.padded
                if id(embedding) in self.called and id(embedding) not in self.read]

    def __exit__(self, *exc):
        for hook in self.hooks:
            hook.remove()
        for _, embedding in self.padded:
            del embedding._parameters[_TWIN]
            del embedding._mpt_twin_reads
            embedding.__class__ = embedding.__class__._mpt_original


class _PaddedLookup(nn.Embedding):
    """nn.Embedding's lookup with the padding rows read from the twin."""

    def forward(self, ids):
        self._mpt_twin_reads.add(id(self))
        rows = F.embedding(ids, self.weight, None, self.max_norm, self.norm_type,
                           self.scale_grad_by_freq, self.sparse)
        padding = F.embedding(ids, getattr(self, _TWIN))
        return torch.where((ids == self.padding_idx).unsqueeze(-1), padding, rows)


def _with_padded_lookup(cls):
    """`cls` with _PaddedLookup between it and nn.Embedding in its method
    resolution order (nn.Embedding itself becomes _PaddedLookup)."""
    bases = (_PaddedLookup,) if cls is nn.Embedding else (cls, _PaddedLookup)
    twin = type(cls.__name__, bases, {"_mpt_original": cls})
    twin.__qualname__, twin.__module__ = cls.__qualname__, cls.__module__
    return twin


class PersistentBuffers:
    """Within the block, every buffer of the module counts as persistent.

    torch.export lifts non-persistent buffers (a rotary embedding's
    inv_freq) as constants that torch-mlir's importer cannot map back to
    the module's state ("Could not find state mapping for buffer"); as
    persistent buffers they are imported as constants with their values,
    like every other buffer. The module is restored on exit."""

    def __init__(self, module):
        self.changed = [(m, set(m._non_persistent_buffers_set))
                        for m in module.modules() if m._non_persistent_buffers_set]

    def __enter__(self):
        for m, _ in self.changed:
            m._non_persistent_buffers_set.clear()

    def __exit__(self, *exc):
        for m, names in self.changed:
            m._non_persistent_buffers_set.update(names)


class StaticExperts:
    """Within the block, transformers' mixture-of-experts layers run their
    "batched_mm" experts implementation: each (token, chosen expert) pair
    gathers its expert's weights and multiplies them in one batched matmul,
    shapes fixed by the batch. The default ("grouped_mm") sorts the pairs
    by expert and multiplies groups whose sizes are data (a histc, a
    cumsum, a grouped matmul), and "eager" loops over the experts a batch
    hits; neither has static shapes. The value is the same up to rounding.
    mpt's step pipelines raise each gather and batched matmul to
    mpt.grouped_matmul (mpt-raise-grouped-matmuls), so the gathered copy of
    the weights never exists. The configs are restored on exit."""

    def __init__(self, module):
        configs = {id(m.config): m.config for m in module.modules()
                   if hasattr(m, "_is_expert_parallel")
                   and hasattr(getattr(m, "config", None), "_experts_implementation")}
        self.configs = [(c, c._experts_implementation) for c in configs.values()]

    def __enter__(self):
        for config, _ in self.configs:
            config._experts_implementation = "batched_mm"

    def __exit__(self, *exc):
        for config, implementation in self.configs:
            config._experts_implementation = implementation
