"""Decompositions of aten ops that torch-mlir lowers to no linalg form, or
to one that is not torch's function.

torch-mlir lowers torch.topk and torch.sort to tm_tensor.sort, scatter,
scatter_add and index_put to tm_tensor.scatter, cumsum, cumprod and
logcumsumexp to tm_tensor.scan and kthvalue to tm_tensor.topk, none of
which mpt takes, and cannot lower torch.histc at all; they appear in
mixture-of-experts routing (the router's top-k experts, DeepSeek's group
mask, the load-balancing loss's expert counts) and in position ids and
masks built from an attention mask. The scatters and sorts here compare
every element with every target (a one-hot or rank matrix), so they are
for router- and row-sized operands: above COMPARISON_LIMIT comparisons the
op is left to torch-mlir, and the front end names the tm_tensor op it
makes. torch-mlir lowers the tanh GELU (Gemma's gelu_pytorch_tanh) with
sqrt(2/pi) written as 0.797724, 2e-4 off. Each op here is rewritten,
before the import, into aten ops torch-mlir lowers to linalg: elementwise
ops, reductions and gathers, with torch's results and gradients."""

import math

import torch

aten = torch.ops.aten


def _positions(x, dim):
    """0, 1, ... along `dim` of x, shaped to broadcast against x."""
    shape = [1] * x.dim()
    shape[dim] = x.shape[dim]
    return torch.arange(x.shape[dim], device=x.device).view(shape)


# Above this k, topk takes the first k of a sort (row length x elements
# comparisons) instead of k argmax rounds (k x elements, k passes).
_TOPK_ROUNDS = 8


def topk(x, k, dim=-1, largest=True, sorted=True):
    """k rounds of argmax (argmin), each over the positions not yet taken,
    or for k above _TOPK_ROUNDS the first k of a stable sort where its
    comparisons fit; the values are gathered from x by the indices, so the
    gradient reaches x at the chosen positions only, as torch.topk's
    backward does. The result is in order (what sorted=True asks and
    sorted=False allows); among equal values the lower index comes
    first."""
    if x.dim() == 0:
        return x.clone(), torch.zeros((), dtype=torch.int64, device=x.device)
    dim = dim % x.dim()
    if not 0 <= k <= x.shape[dim]:
        raise RuntimeError(f"topk: k ({k}) is out of range for dimension {dim} "
                           f"of size {x.shape[dim]}")
    if k > _TOPK_ROUNDS:
        ordered = sort(x, dim, largest)
        if ordered is not NotImplemented:
            return tuple(t.narrow(dim, 0, k) for t in ordered)
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


# The largest comparison matrix a decomposition below builds (one-hot
# scatters: index elements x targets; sorts: row length x elements). A
# larger op stays torch-mlir's tm_tensor op, which the front end names.
COMPARISON_LIMIT = 1 << 24


def _trim(tensor, shape):
    """The leading `shape` corner of tensor (scatter reads only the part of
    src that index covers)."""
    return tensor[tuple(slice(0, extent) for extent in shape)]


def _pad_to(tensor, shape, value=0):
    """tensor padded at the end of each dimension to `shape`."""
    padding = []
    for d in reversed(range(tensor.dim())):
        padding += [0, shape[d] - tensor.shape[d]]
    return torch.nn.functional.pad(tensor, padding, value=value)


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
    if index.numel() * targets > COMPARISON_LIMIT or self.dim() == 0:
        return NotImplemented
    src = _trim(src, index.shape)
    one_hot = index.unsqueeze(-1) == torch.arange(targets, device=index.device)
    added = (src.unsqueeze(-1) * one_hot.to(src.dtype)).sum(dim).movedim(-1, dim)
    return self + _pad_to(added, self.shape)


def scatter_src(self, dim, index, src):
    """torch.scatter without a reduction: self with src[p] written at p's
    position with its `dim` coordinate replaced by index[p]. Where several
    positions write one target the last along `dim` wins (torch's CPU
    kernel writes in that order; torch documents the choice as undefined),
    and only that one gets the target's gradient (torch's backward gathers
    the gradient to each of them). An index outside [0, self.shape[dim])
    writes nothing (torch raises). Built from a one-hot comparison of the
    index with every target: index elements x targets comparisons."""
    if self.dim() == 0:
        return NotImplemented
    dim = dim % self.dim()
    targets = self.shape[dim]
    if index.numel() * targets > COMPARISON_LIMIT:
        return NotImplemented
    if index.numel() == 0:
        return self.clone()
    src = _trim(src, index.shape)
    one_hot = index.unsqueeze(-1) == torch.arange(targets, device=index.device)
    # 1 + the position along dim of each target's last writer; 0: none.
    order = (_positions(index, dim) + 1).unsqueeze(-1) * one_hot
    writer = order.amax(dim).movedim(-1, dim)
    hit = _pad_to(writer > 0, self.shape, value=False)
    chosen = _pad_to(src.gather(dim, (writer - 1).clamp(min=0)), self.shape)
    return torch.where(hit, chosen, self)


def scatter_value(self, dim, index, value):
    return scatter_src(self, dim, index, torch.full(index.shape, value, dtype=self.dtype,
                                                    device=self.device))


def index_put(self, indices, values, accumulate=False):
    """self[indices] = values (+= with accumulate) for integer index
    tensors (None for a whole dimension), as torch's advanced indexing
    places them: the indexed positions, linearized over the indexed
    dimensions, are compared with every target (indexed positions x
    targets comparisons); accumulate sums the values each target receives
    (a matmul with the one-hot matrix, so a float sum may round in another
    order than torch's), otherwise the last position in index order wins
    (torch's CPU order; undefined in torch's documentation) and alone gets
    the gradient. Negative indices count from the end; an index out of
    range writes nothing (torch raises). Boolean masks are left to torch."""
    indices = list(indices)
    dims = [d for d, i in enumerate(indices) if i is not None]
    if not dims or any(indices[d].dtype in (torch.bool, torch.uint8) for d in dims):
        return NotImplemented
    index = torch.broadcast_tensors(*[indices[d] for d in dims])
    sizes = [self.shape[d] for d in dims]
    rest = [d for d in range(self.dim()) if d not in dims]
    rest_sizes = [self.shape[d] for d in rest]
    writes, targets = index[0].numel(), math.prod(sizes)
    if writes * targets > COMPARISON_LIMIT:
        return NotImplemented
    linear = torch.zeros_like(index[0])
    for i, extent in zip(index, sizes):
        i = torch.where(i < 0, i + extent, i)
        # Out of range in any dimension: a target no position has.
        linear = torch.where((i < 0) | (i >= extent) | (linear < 0), -1, linear * extent + i)
    # torch's layout of self[indices]: the index dimensions in place of
    # adjacent indexed dimensions, else first.
    adjacent = dims == list(range(dims[0], dims[-1] + 1))
    first = dims[0] if adjacent else 0
    broadcast = list(index[0].shape)
    if adjacent:
        layout = list(self.shape[:first]) + broadcast + list(self.shape[dims[-1] + 1:])
    else:
        layout = broadcast + rest_sizes
    batch = list(range(first, first + len(broadcast)))
    values = values.to(self.dtype).broadcast_to(layout).movedim(batch, list(range(len(batch))))
    values = values.reshape(writes, *rest_sizes)
    flat = self.movedim(dims, list(range(len(dims)))).reshape(targets, *rest_sizes)
    one_hot = linear.reshape(writes, 1) == torch.arange(targets, device=self.device)
    if accumulate:
        weights = one_hot.to(values.dtype).reshape(writes, targets, *[1] * len(rest))
        result = flat + (weights * values.unsqueeze(1)).sum(0)
    else:
        order = (torch.arange(1, writes + 1, device=self.device).unsqueeze(1) * one_hot).amax(0)
        chosen = values.index_select(0, (order - 1).clamp(min=0))
        hit = (order > 0).reshape(targets, *[1] * len(rest))
        result = torch.where(hit, chosen, flat)
    return result.reshape(*sizes, *rest_sizes).movedim(list(range(len(dims))), dims)


def _scan(x, dim, combine, identity):
    """The inclusive scan of x along `dim` under an associative `combine`,
    as a log-step scan (Hillis and Steele): ceil(log2 n) rounds, each
    combining the partial results with themselves shifted by 1, 2, 4, ...
    (`identity` shifted in), so n log n combinations for a row of n."""
    if x.dim() == 0:
        return x.clone()
    dim = dim % x.dim()
    length, shift = x.shape[dim], 1
    while shift < length:
        fill = torch.full([shift if d == dim else e for d, e in enumerate(x.shape)], identity,
                          dtype=x.dtype, device=x.device)
        x = combine(torch.cat([fill, x.narrow(dim, 0, length - shift)], dim), x)
        shift *= 2
    return x


def _scan_input(x, dtype):
    """x in the type torch's cumsum and cumprod compute in: `dtype` when
    given, int64 for integral and bool inputs."""
    if dtype is not None:
        return x.to(dtype)
    return x if x.is_floating_point() else x.to(torch.int64)


def cumsum(x, dim, dtype=None):
    """torch.cumsum as a log-step scan. Integer sums are exact; a float sum
    is a tree of at most log2 n levels, rounding differently from torch's
    sequential loop (and no worse)."""
    return _scan(_scan_input(x, dtype), dim, torch.add, 0)


def cumprod(x, dim, dtype=None):
    """torch.cumprod as a log-step scan; its gradient is that of the
    products (exact where x has zeros, as torch's backward is)."""
    return _scan(_scan_input(x, dtype), dim, torch.mul, 1)


def _log_add_exp(a, b):
    """log(exp(a) + exp(b)) without overflow; -inf where both are -inf
    (their difference kept finite, so no NaN reaches the gradient)."""
    high = torch.maximum(a, b)
    empty = high == float("-inf")
    gap = torch.where(empty, 0.0, (a - b).abs())
    return torch.where(empty, high, high + torch.log1p(torch.exp(-gap)))


def logcumsumexp(x, dim):
    """torch.logcumsumexp as a log-step scan of log-add-exp."""
    return _scan(x, dim, _log_add_exp, float("-inf"))


def sort(x, dim=-1, descending=False):
    """(values, indices) of a stable sort along `dim`: each element's rank
    is the number of elements that come before it (smaller, or larger when
    descending; equal ones by position; NaN after every number ascending
    and before it descending, as torch orders them), and the indices are
    the positions by rank. Row length x elements comparisons; the values
    are gathered from x, so the gradient reaches x as torch's backward
    sends it."""
    if x.dim() == 0:
        return x.clone(), torch.zeros((), dtype=torch.int64, device=x.device)
    dim = dim % x.dim()
    length = x.shape[dim]
    if x.numel() * length > COMPARISON_LIMIT:
        return NotImplemented
    key = x.detach()
    # Element i along dim, element j along dim + 1.
    a, b = key.unsqueeze(dim + 1), key.unsqueeze(dim)
    a_nan, b_nan = torch.isnan(a), torch.isnan(b)
    i = _positions(x, dim).unsqueeze(dim + 1)
    j = _positions(x, dim).unsqueeze(dim)
    if descending:
        before = (b > a) | (b_nan & ~a_nan)
    else:
        before = (b < a) | (a_nan & ~b_nan)
    tie = (a == b) | (a_nan & b_nan)
    rank = (before | (tie & (j < i))).sum(dim + 1)
    by_rank = rank.unsqueeze(dim + 1) == j  # rank of i is the slot j
    indices = (by_rank * i).sum(dim)
    return torch.gather(x, dim, indices), indices


def sort_stable(x, *, stable=None, dim=-1, descending=False):
    """torch.sort(stable=...): sort is stable either way."""
    return sort(x, dim, descending)


def kthvalue(x, k, dim=-1, keepdim=False):
    """The k-th smallest along `dim` and its index, from the stable sort
    (the lowest index among equal values)."""
    if x.dim() == 0:
        return NotImplemented
    dim = dim % x.dim()
    if not 1 <= k <= x.shape[dim]:
        raise RuntimeError(f"kthvalue: k ({k}) is out of range for dimension {dim} "
                           f"of size {x.shape[dim]}")
    ordered = sort(x, dim, False)
    if ordered is NotImplemented:
        return NotImplemented
    values, indices = (t.narrow(dim, k - 1, 1) for t in ordered)
    if not keepdim:
        values, indices = values.squeeze(dim), indices.squeeze(dim)
    return values, indices


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
        aten.scatter.src: scatter_src,
        aten.scatter.value: scatter_value,
        aten.index_put.default: index_put,
        aten._unsafe_index_put.default: index_put,
        aten.cumsum.default: cumsum,
        aten.cumprod.default: cumprod,
        aten.logcumsumexp.default: logcumsumexp,
        aten.sort.default: sort,
        aten.sort.stable: sort_stable,
        aten.kthvalue.default: kthvalue,
        aten.gelu.default: gelu,
    }}
