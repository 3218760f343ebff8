"""Decompositions of aten ops that torch-mlir lowers to no linalg form, or
to one that is not torch's function.

torch-mlir lowers torch.topk to tm_tensor.sort and scatter_add to
tm_tensor.scatter, and cannot lower torch.histc at all; all three appear in
mixture-of-experts routing (the router's top-k experts, the load-balancing
loss's expert counts, by histc or, over padded batches, by scatter_add of
the attention mask). torch-mlir lowers the tanh GELU (Gemma's
gelu_pytorch_tanh) with sqrt(2/pi) written as 0.797724, 2e-4 off. Each op
here is
rewritten, before the import, into aten ops torch-mlir lowers to linalg:
elementwise ops, reductions and gathers, with torch's results and
gradients."""

import math

import torch

aten = torch.ops.aten


def _positions(x, dim):
    """0, 1, ... along `dim` of x, shaped to broadcast against x."""
    shape = [1] * x.dim()
    shape[dim] = x.shape[dim]
    return torch.arange(x.shape[dim], device=x.device).view(shape)


def topk(x, k, dim=-1, largest=True, sorted=True):
    """k rounds of argmax (argmin), each over the positions not yet taken;
    the values are gathered from x by the indices, so the gradient reaches
    x at the chosen positions only, as torch.topk's backward does. The
    result is in order (what sorted=True asks and sorted=False allows);
    among equal values the lower index comes first."""
    if x.dim() == 0:
        return x.clone(), torch.zeros((), dtype=torch.int64, device=x.device)
    dim = dim % x.dim()
    if not 0 <= k <= x.shape[dim]:
        raise RuntimeError(f"topk: k ({k}) is out of range for dimension {dim} "
                           f"of size {x.shape[dim]}")
    positions = _positions(x, dim)
    search = x.detach()
    nan = torch.isnan(search)
    excluded = float("-inf") if largest else float("inf")
    # Free positions, non-NaN before NaN: the choice where every visible
    # value equals `excluded`.
    free = torch.ones_like(search, dtype=torch.int32) * (2 - nan.to(torch.int32))
    indices = []
    for _ in range(k):
        # torch.topk orders NaN above every number: argmax takes it first,
        # argmin must not see it until no number is left.
        hidden = free == 0 if largest else free != 2
        candidates = torch.where(hidden, excluded, search)
        best = (candidates.argmax if largest else candidates.argmin)(dim, keepdim=True)
        best = torch.where(hidden.gather(dim, best), free.argmax(dim, keepdim=True), best)
        indices.append(best)
        free = torch.where(positions == best, 0, free)
    if not indices:
        empty = x.narrow(dim, 0, 0)
        return empty.clone(), torch.zeros_like(empty, dtype=torch.int64)
    indices = torch.cat(indices, dim)
    return torch.gather(x, dim, indices), indices


def histc(x, bins=100, min=0, max=0):
    """torch.histc's counts: `bins` equal bins from min to max (x's own
    minimum and maximum when min == max; widened by 1 either side when the
    two are equal), each value v in low <= v <= high counted in bin
    trunc((v - low) * bins / (high - low)) computed in x's type, the last
    bin also taking v == high, as torch's CPU kernel does; values outside
    the range and NaN are not counted. Where torch raises (a data range that
    is not finite), the counts are those of the bins' comparisons. The
    counts have x's type and no gradient."""
    values = x.detach().reshape(-1)
    if min == max and values.numel() > 0:
        low, high = values.min(), values.max()
        same = low == high
        low, high = torch.where(same, low - 1, low), torch.where(same, high + 1, high)
    else:
        low, high = float(min), float(max)
        if low == high:
            low, high = low - 1, high + 1
        low = torch.full((), low, dtype=x.dtype, device=x.device)
        high = torch.full((), high, dtype=x.dtype, device=x.device)
    inside = (values >= low) & (values <= high)
    position = ((values - low) * bins / (high - low)).trunc().clamp(max=bins - 1)
    bin_ids = torch.arange(bins, dtype=x.dtype, device=x.device)
    hits = (position.unsqueeze(-1) == bin_ids) & inside.unsqueeze(-1)
    return hits.to(x.dtype).sum(0)


# The largest one-hot comparison scatter_add builds (index elements x
# targets); a larger scatter stays tm_tensor.scatter, which the front end
# names.
_SCATTER_ONE_HOT_LIMIT = 1 << 24


def scatter_add(self, dim, index, src):
    """self plus, for each position p of index, src[p] added at p with its
    `dim` coordinate replaced by index[p]: as a one-hot comparison of the
    index with every target, summed over `dim`. Exact for integer-valued
    sources (counts, masks); a float sum may round in another order than
    torch's sequential one. An index outside [0, self.shape[dim]) adds
    nothing (torch raises). Large scatters (embedding-sized) are left to
    torch-mlir."""
    dim = dim % max(self.dim(), 1)
    targets = self.shape[dim] if self.dim() else 1
    if index.numel() * targets > _SCATTER_ONE_HOT_LIMIT or self.dim() == 0:
        return NotImplemented
    src = src[tuple(slice(0, extent) for extent in index.shape)]
    one_hot = index.unsqueeze(-1) == torch.arange(targets, device=index.device)
    added = (src.unsqueeze(-1) * one_hot.to(src.dtype)).sum(dim).movedim(-1, dim)
    padding = []
    for d in reversed(range(self.dim())):
        padding += [0, self.shape[d] - added.shape[d]]
    return self + torch.nn.functional.pad(added, padding)


# torch's tanh-GELU constants (aten/src/ATen/native/cpu/Activation.cpp):
# kBeta = M_SQRT2 * M_2_SQRTPI * 0.5 = sqrt(2 / pi), kKappa = 0.044715.
_GELU_BETA = math.sqrt(2.0 / math.pi)
_GELU_KAPPA = 0.044715


def gelu(x, approximate="none"):
    """torch.nn.functional.gelu with approximate="tanh" as torch's CPU
    kernel computes it, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
    in float32 for a bf16 or f16 x (rounded once at the end, as torch does).
    The erf form is left to torch-mlir, whose lowering is torch's."""
    if approximate != "tanh":
        return NotImplemented
    wide = x.float() if x.dtype in (torch.bfloat16, torch.float16) else x
    inner = _GELU_BETA * (wide + _GELU_KAPPA * (wide * wide * wide))
    return (0.5 * wide * (1.0 + torch.tanh(inner))).to(x.dtype)


def decomposition_table():
    """torch-mlir's decomposition table with mpt_torch's added."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    return {**get_decomposition_table(), **{
        aten.topk.default: topk,
        aten.histc.default: histc,
        aten.scatter_add.default: scatter_add,
        aten.gelu.default: gelu,
    }}
