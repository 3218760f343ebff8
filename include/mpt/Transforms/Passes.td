//===- Passes.td - mpt's transforms of upstream IR ---------*- tablegen -*-===//
//
// Passes of the lowerings that transform upstream IR (linalg on tensors,
// bufferized functions, loops, the LLVM dialect) rather than convert mpt
// ops: fusion, loop order, buffer donation and freeing, the final check.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TRANSFORMS_PASSES_TD
#define MPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def FuseElementwise : Pass<"mpt-fuse-elementwise"> {
  let summary = "Fuse elementwise producers into their consumers, reductions "
                "included, recomputing cheap producers that have several";
  let description = [{
    Upstream elementwise fusion (`linalg-fuse-elementwise-ops`) with two
    differences, so that a mixed-precision step does not write values it
    only reads once more:

    * A `linalg.reduce` whose input comes from an elementwise
      `linalg.generic` is generalized, so the producer fuses into the
      reduction (upstream fuses only into generics). The finiteness check
      `all(isfinite(g))` becomes one reduction, with no `i1` tensor between.
    * A producer with several uses is fused when it is cheap to recompute
      (at most four `arith` operations, no `math` functions) and *every* one
      of its uses can take it: it is fused into all of them and disappears,
      so its result is never written. Upstream fuses only single-use
      producers. This is what puts the unscaling `g / scale` into both the
      finiteness check and the optimizer update: the unscaled gradient is
      never materialized, on the CPU or as a GPU kernel.

    * A producer that writes narrower floats than it reads (a cast to the
      compute type) is never fused: its narrow result is what the step
      keeps, for the backward among others (`saved-activations=low`), and
      a fused consumer would read the wide input instead, keeping that
      alive in its place.

    Anything else (expensive producers, a producer one of whose users is a
    named contraction) is left to the single-use rule. Reshapes are not
    folded into or out of contractions: upstream's folding by expansion
    would turn a matmul on collapsed `[batch, tokens]` rows into a generic
    with two M (or, for a weight gradient, two K) loops, which no kernel
    takes; on buffers the reshapes cost nothing. Together with the
    canonicalizations upstream's pass runs alongside (generic, reshape and
    `affine.apply` folding, constant folding of linalg ops). Runs on tensors,
    before bufferization; works on any linalg IR, not only mpt's lowering.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def OrderContractionLoops
    : Pass<"mpt-order-contraction-loops", "::mlir::func::FuncOp"> {
  let summary = "Order a contraction's loops for the CPU: result's last "
                "dimension innermost, reductions just outside it";
  let description = [{
    Generalizes every contraction (`linalg.matmul`, `batch_matmul`,
    `contract`, and generics recognised as contractions) and permutes its
    loops so that the loop over the result's last dimension is innermost
    and the reductions come right before it: `C[i, j] += A[i, k] * B[k, j]`
    runs as `i, k, j`. The innermost loop then reads B and writes C
    contiguously and LLVM's loop vectorizer turns it into vector FMAs, where
    an innermost reduction (`i, j, k`) stays scalar, since floating-point
    sums may not be reassociated. Summation order per element is unchanged
    (k still ascends), so results are bit-identical. For the CPU pipeline
    (`mpt-lower-to-llvm`), on tensors or buffers.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def SplitExactReductions
    : Pass<"mpt-split-exact-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reduce a tensor to a scalar through a row of partial "
                "results, so that the inner loop vectorizes";
  let description = [{
    On tensors, for the CPU pipeline (`mpt-lower-to-llvm`). A `linalg.generic`
    that reduces all of its loops into one scalar with an idempotent
    combiner that is exact in any order (float and integer maximum and
    minimum, `andi`, `ori` of integers wider than i1: an FP8 scale's amax,
    `max |x|`) becomes two: the
    first keeps the loop that walks its first input's last dimension
    parallel and reduces the others into one partial result per index of it
    (each starting from the original initial value, which an idempotent
    combiner may take any number of times), the second reduces those
    partials into the original accumulator. The first one's inner loop has
    no loop-carried dependence, so LLVM vectorizes it, where the single
    reduction's loop-carried `llvm.maximum` ran one element at a time. The
    result is the same value: the combiner is exact in any order and
    grouping, NaN included for the float maximum. A one-loop reduction (an
    amax history) of a length 16 divides, at least 32, reads its input as
    rows of 16 (`tensor.expand_shape`) and is split the same way.
    Reductions with fewer than 16 elements along that dimension, or dynamic
    extents, are left alone, and
    so are reductions of i1 flags (LLVM vectorizes those as they are; a row
    of i1 partials ran 5x slower).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numSplit", "split-reductions",
              "Scalar reductions split through a row of partials">,
  ];
}

def OrderExactReductions
    : Pass<"mpt-order-exact-reductions", "::mlir::func::FuncOp"> {
  let summary = "Order the loops of a reduction to a scalar whose result "
                "does not depend on the order, so that its input is read "
                "contiguously";
  let description = [{
    A `linalg.generic` that reduces all of its loops into one scalar with a
    combiner that is exact in any order (integer `addi`, `muli`, `andi`,
    `ori`, `xori`, integer and float minimum and maximum) gets the loop
    order of its first input's indexing map, so that the innermost loop
    walks that input's last dimension. Fusing a transpose into such a
    reduction (`mpt-add-step-metrics`' zero counts of gradients that the
    backward pass computed transposed) otherwise leaves a strided innermost
    loop that LLVM does not vectorize. The result is the same in every
    order; floating-point sums are left alone, since reordering them would
    change their rounding. For the CPU pipeline (`mpt-lower-to-llvm`), on
    tensors or buffers.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FillPerDestination
    : Pass<"mpt-fill-per-destination", "::mlir::func::FuncOp"> {
  let summary = "Give every op that writes into a shared fill a fill of its "
                "own, so that bufferization fills instead of copying";
  let description = [{
    On tensors, right before One-Shot Bufferize. CSE merges equal
    `linalg.fill`s of `tensor.empty` (the zeroed results of the contractions
    of equal layers), and One-Shot Bufferize must then keep the one filled
    buffer intact and copy it into a new buffer for every op that writes
    into it: a copy of the whole result (9 MB for each of GPT-2 small's
    weight gradients) where a fill would do. Each op that takes such a fill
    as a destination (a DPS init) gets its own `tensor.empty` and fill
    right before it; one of them keeps the original when no op only reads
    it. Results are unchanged: the same value is written either way.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def WidenFP8Contractions
    : Pass<"mpt-widen-fp8-contractions", "::mlir::func::FuncOp"> {
  let summary = "Widen FP8 contraction operands to bf16 once, before the "
                "contraction, so that it runs on the bf16 kernels";
  let description = [{
    On tensors, for the CPU, before `mpt-fuse-elementwise` and
    `mpt-pack-contraction-operands`. A contraction or convolution with FP8
    operands (`f8E4M3FN`, `f8E5M2`, ...) converts each element to FP32 in
    its innermost loop, once per use: a matmul reads each element of A N
    times and of B M times, and the CPU has no FP8 arithmetic, so every
    conversion is a dozen integer operations. Every FP8 value is exact in
    bf16 (the formats' exponent ranges and mantissas fit), so this pass
    widens each FP8 operand once, by an elementwise `linalg.generic` just
    before the contraction, and the contraction reads bf16: the same
    products and sums, bit for bit, on the bf16 kernels
    (`mpt-pack-contraction-operands`' bf16 pairs, vdpbf16ps or AMX).
    The widened copy is a transient of the contraction: an FP8 value saved
    for the backward stays FP8 until its backward contraction widens it.

    An operand is widened where every payload use of its element is an
    `arith.extf` to a type wider than bf16 (the accumulation type), which
    then extends the bf16 element instead. A format some value of which
    bf16 cannot hold exactly is left as it is. Works on any linalg IR; the
    GPU pipelines keep FP8 operands for the tensor cores.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numWidenedOperands", "widened-operands",
              "FP8 contraction operands widened to bf16">,
  ];
}

def FoldTransposesIntoContractions
    : Pass<"mpt-fold-transposes-into-contractions", "::mlir::func::FuncOp"> {
  let summary = "Read transposed contraction operands and write transposed "
                "results through indexing maps instead of copies";
  let description = [{
    On tensors, before `mpt-pack-contraction-operands`. Front ends and the
    autodiff write transposes as copies: torch-mlir's `x @ w.t()` is a
    `linalg.transpose` of the weight feeding a matmul, and the backward of
    that transpose transposes the weight's gradient back. Every copy reads
    and writes the whole tensor, in each step.

    * A contraction input defined by a transpose (`linalg.transpose`, or a
      `linalg.generic` that only copies its input with permuted maps) reads
      the transpose's source through the composed indexing map. A named
      contraction keeps the fold only where its verifier accepts the new
      maps (a matmul's transposed operands; not a permuted batch). The
      backward's `dX = dY (W^T)^T` then reads `W` as it is, in the kernels'
      form, where packing would have transposed the copy back.
    * A `linalg.matmul` or `linalg.batch_matmul` whose only use is a
      transpose of its M and N dimensions, starting from `tensor.empty` or
      a fill of one, is replaced by the contraction with A and B swapped
      (`(A B)^T = B^T A^T`, each read through its map) whose result is the
      transpose: the weight gradient `dW = (X^T dY)^T` becomes `dY^T X`,
      with B (X) contiguous along N. Each result element is the same sum in
      the same order (products commute exactly), so results are
      bit-identical.

    Transposes left without users are erased. Works on any linalg IR.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def PackContractionOperands
    : Pass<"mpt-pack-contraction-operands", "::mlir::func::FuncOp"> {
  let summary = "Bring contractions into the form of the CPU kernels: named "
                "matmuls whose B is contiguous along N";
  let description = [{
    On tensors, before bufferization, for `mpt-vectorize-contractions`:

    * A generic contraction whose A and result share several M dimensions
      (`[b, s, k] x [k, n] -> [b, s, n]`, what folding a reshape into a
      matmul leaves, as `mpt-fuse-elementwise` does next to a cast) and
      whose payload is `out + ext(a) * ext(b)` becomes a `linalg.matmul`
      on A and the result with those dimensions collapsed (contiguous: the
      reshapes are free) and the result expanded back. A payload with any
      other cast (a `truncf`) is left alone: a named matmul would not round.
    * A `linalg.contract` whose loops are a named matmul's (batch, M, N, K
      in this order, at most one batch loop, the result `[b, m, n]`) and
      whose operands keep the batch dimension first becomes that named op
      (`linalg.batch_matmul`, or `linalg.matmul`) with the same indexing
      maps: the autodiff writes a batched matmul's operand cotangents so
      (`dA = dC B^T`, `dB = A^T dC`; attention's), and the kernels take
      only named ops.
    * The kernels load a row of B per step of K, which needs B contiguous
      along N. A contraction whose B is indexed `[n, k]` (`C = A B^T`, the
      backward's `dA = dC W^T`, torch's `x @ w.t()`) would read it with a
      stride of K per element; B is written once transposed
      (`linalg.transpose`, K x N reads and writes) and the contraction
      reads the copy, its N x M x K multiply-adds then at vector speed.
      Except in a `linalg.matmul` into f32 (of f32, bf16 or f16) whose N
      is longer than its M: there `mpt-vectorize-contractions` copies B's
      blocks transposed (and widened to f32) in the kernel, from and to
      cache, also where B is one matrix of a stack read in a loop (a
      mixture of experts' tiles: a copy per tile from cache costs less
      than a transposed copy of the whole stack through memory). Where
      such a B is copied here, the whole stack is copied once, before the
      loops.
    * Without `pair-bf16`, a named matmul whose A is a narrower float
      than its result (bf16 or f16 into f32) reads A from a copy widened
      to the result's type: the FMA kernels broadcast each element of A
      per step of K, from memory for f32, where a narrow element takes a
      load, a shift and a broadcast from a general register on the FMA's
      ports. A is M x K and read N / tile-n times, so it is widened once;
      a B laid out `[k, n]` stays narrow, extended in registers (a B read
      `[n, k]` is widened by the kernel's copy of its blocks). Widening is
      exact.

    * With `pair-bf16`, a contraction of bf16 operands into f32 results
      with static shapes and N of at least 16 becomes the form of the AVX-512
      BF16 kernels (`mpt-vectorize-contractions{bf16-dot-product}`): a
      generic over loops (batch..., m, n, ko, ki) reading
      `A[batch..., m, ko, ki]` and `B[batch..., ko, n, ki]` with k = 2 ko +
      ki, so that the pair (k, k+1) is adjacent in both. A row-major A is
      only reshaped; B, and an A indexed `[k, m]`, are copied once
      (`linalg.transpose`). With `pad-bf16-k=P`, K is first padded with
      zeros (a fill and a copy into its leading slice, both operands:
      exact, since the added products are zeros) to a multiple of P where
      that adds at most K/8, so that `pad-bf16-k=32` puts e.g. K = 784 on
      AMX tiles. Where N is not a multiple of 16 (an LM head's 50,257), or
      K is odd (its input gradient's), the contraction is split
      (`linalg::splitOp`; the parts' sums are the whole's, in order): the
      leading multiple of 16 columns, or all of K but its last step, is
      paired, and the rest stays a contraction of the original kind, which
      the FMA kernels take.
    * Where B is one matrix of a stack defined outside the loops around the
      contraction (a rank-reducing `tensor.extract_slice` of index
      `[g, 0, ..., 0]`: a mixture of experts' tile reading its expert's
      matrix), either copy above is made of the whole stack, once, before
      the outermost such loop, and the contraction reads its matrix of the
      copy: one copy of the experts' weights per op, not one per tile.

    Only contractions with static shapes, one N and one K dimension and a
    result contiguous along N are changed; the sums are unchanged.
  }];
  let options = [
    Option<"pairBF16", "pair-bf16", "bool", /*default=*/"false",
           "Lay bf16 contractions out in pairs along K for the AVX-512 BF16 "
           "and AMX kernels">,
    Option<"padBF16K", "pad-bf16-k", "int64_t", /*default=*/"1",
           "With pair-bf16: pad K with zeros to a multiple of this where "
           "that adds at most K/8 (32: AMX tiles; 1: no padding)">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def VectorizeContractions
    : Pass<"mpt-vectorize-contractions", "::mlir::func::FuncOp"> {
  let summary = "Tile contractions on buffers into register blocks and "
                "vectorize them into FMA kernels, for the CPU";
  let description = [{
    Every named contraction (`linalg.matmul`, `batch_matmul`, with or
    without transposed operands) on buffers with static shapes, one M, N
    and K dimension and any batch dimensions, whose B operand and result
    are contiguous along N (`mpt-pack-contraction-operands` makes B so), is
    tiled into blocks of `tile-m` x `tile-n` results and one step of K; the
    block is vectorized (`vector.contract`), kept in registers across the
    K loop (its transfers hoisted out) and lowered to outer products: per
    step of K, `tile-m` broadcasts of A, one load of B per vector and
    `tile-m` vector FMAs. Narrower operands (bf16, f16 into f32) are
    extended in registers, exactly. A dimension the tile does not divide
    gets the largest divisor of its size below the tile (N prefers
    multiples of 16 floats, one AVX-512 vector); where that divisor is
    poor (N with no multiple of 16 among its divisors below the tile, such
    as an LM head's 50,257 columns; M that the tile does not divide; K
    with no divisor of at least half of `tile-k`) the contraction is first
    split (upstream's `linalg::splitOp`) into a part that is a multiple of
    the tile and the rest, each a kernel.

    Cache: a K longer than `tile-k` runs in slices of K (the outermost
    loop, in order), so that the slice of B a column of blocks reads stays
    in L1 and the slice of A in L2 while every block passes through them;
    each block's results are read before its slice and written after it.
    Except where the result is larger than the caches (over 8 MiB: an LM
    head's logits) while the whole strip of B a column of blocks reads
    still fits in L2 (512 KiB): each slice would read and write the whole
    result again, so K runs whole. The loop over the blocks of the larger of A and B runs outside the
    other, so the smaller operand, which is read again for each of them,
    stays in cache (an LM head's B of 50,257 x 768 was streamed from memory
    once per row of blocks). With `parallel` that loop of blocks (or the
    batches) is an `scf.parallel`.

    B indexed `[n, k]` (`x @ w.t()`, the backward's `dY @ w.t()`) in a
    `linalg.matmul` into f32 whose N is longer than its M: the loop over
    N's blocks runs outside, and each of its iterations copies its block
    of B (`tile-n` rows, a slice of K) transposed into its own part of an
    f32 buffer allocated around the kernel (16 x 16 squares: row loads,
    shuffles, row stores; element by element where a block's sizes are
    not multiples of 16), which every block of rows then reads along N
    from cache. A bf16 or f16 B is widened to f32 as it is copied (exact),
    so the register blocks read it as the FP32 kernel does: no extension
    in the inner loop.
    `mpt-pack-contraction-operands` leaves such a B alone: a transposed
    copy of all of B before the kernel writes it to memory and reads it
    back (2-3 ms per 768 x 3072 weight in a GPT-2 step).

    Each result still sums K in ascending order, in multiply-adds
    (`llvm.fmuladd`: fused on a CPU with FMA), so results do not depend on
    the tile sizes, the slices or the thread count.

    With `bf16-dot-product`, the paired bf16 contractions of
    `mpt-pack-contraction-operands{pair-bf16}` (contiguous pairs and result
    rows) become blocks of the same size around a loop over K/2 of
    `x86vector.avx512.dot` (`vdpbf16ps`): per pair, one load of B's pairs
    per vector, one broadcast of A's pair per row, one dot product per
    vector of results, each adding a[k+1] b[k+1] and then a[k] b[k] (exact
    products) to the f32 sum, in slices of `tile-k` values along K (K
    whole where the FMA kernels' would be) and with the loop over the
    blocks of the larger operand outside, as the FMA kernels; M and K's
    pairs are split as the FMA kernels' M and K are. With
    `bf16-dot-product=amx`, those whose M
    and N are multiples of 16 and K of 32 become blocks of up to 2 x 2 AMX
    tiles of 16 x 16 results (`amx.tile_mulf`, `tdpbf16ps`; per 32 values
    of K one tile of A per 16 rows, one of B's pairs per 16 columns). Both
    instructions round to nearest even whatever MXCSR says, read bf16
    subnormals as zero and flush subnormal sums to zero (below 1.2e-38; the
    FMA path keeps them).

    Contractions of another form are left to the loops
    (`mpt-order-contraction-loops`, `convert-linalg-to-loops`); with
    `remarks` each of them gets a remark saying why (mpt-run
    `--kernel-remarks`).
    Runs after bufferization.
  }];
  let options = [
    Option<"tileM", "tile-m", "int64_t", /*default=*/"8",
           "Rows of a register block (broadcasts of A per step of K)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"32",
           "Columns of a register block (a multiple of the vector width "
           "where N allows)">,
    Option<"tileK", "tile-k", "int64_t", /*default=*/"256",
           "Steps of K per slice of a longer K (0: K in one piece)">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at each contraction left to the loops, saying "
           "why no kernel takes it">,
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Make a kernel's outermost loop (batches, else rows of blocks) "
           "an scf.parallel: its iterations write disjoint results">,
    Option<"bf16DotProduct", "bf16-dot-product", "std::string",
           /*default=*/"\"none\"",
           "Dot products of the bf16 contractions in the paired layout of "
           "mpt-pack-contraction-operands{pair-bf16}: none (left to the "
           "loops), avx512 (vdpbf16ps; the code needs a CPU with "
           "avx512_bf16) or amx (AMX tiles where M and N are multiples of "
           "16 and K of 32, else vdpbf16ps; needs amx_bf16 and the OS's "
           "permission to use tiles)">,
  ];
  let dependentDialects = ["::mlir::vector::VectorDialect",
                           "::mlir::amx::AMXDialect",
                           "::mlir::x86vector::X86VectorDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ApproximateMath : Pass<"mpt-approximate-math"> {
  let summary = "Replace math functions by upstream's polynomial "
                "approximations, so that their loops vectorize on the CPU";
  let description = [{
    A `math.tanh` lowered for the CPU is a call to libm's `tanhf` per
    element, which keeps LLVM from vectorizing the loop around it; in the
    GELU of a transformer step these calls took over a quarter of the step.
    Upstream's approximations (`populateMathPolynomialApproximationPatterns`,
    Eigen's rational approximation for tanh) are plain arithmetic and
    vectorize. `functions` names the math ops rewritten (upstream's names:
    `tanh`, `erf`, `exp`, `expm1`, `log`, `log1p`, `log2`, `atan`, ...);
    the default is `tanh`: within 4 ulps of float64 over [-10, 10], NaN
    kept (measured by `test/Integration/CPU/approximate-math.mlir`). f32
    and vectors of f32 only; f16, bf16 and f64 calls are left alone.
  }];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "Math functions to approximate (upstream's names)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def BlockTransposes : Pass<"mpt-block-transposes", "::mlir::func::FuncOp"> {
  let summary = "Tile transposes, and elementwise ops and exact reductions "
                "that read a matrix transposed, into square blocks, so that "
                "their reads and writes all stay in cache";
  let description = [{
    On buffers, before `convert-linalg-to-loops`. A `linalg.transpose`
    that moves the innermost dimension, lowered as it is, writes its result
    contiguously and reads its input a row apart per element: every read
    touches a new cache line, and a new page once a row is longer than 4
    KiB. The copies `mpt-pack-contraction-operands` makes for `A B^T` (a
    50,257 x 768 tied embedding, twice per step) ran at under 0.1 G
    elements/s. Elementwise generics (every loop parallel) and scalar
    reductions exact in any order (integer sums, maxima: the metrics' zero
    counts) whose matrix operands' rows run along two different loops have
    the same problem: a tied embedding's two gradients, one computed
    transposed, are added, counted and applied that way. Such ops are tiled
    (upstream's TilingInterface tiling) into `block` x `block` blocks of
    those two loops, and 1 along any other, so each block reads and writes
    `block` lines of each operand, all in L1. With `parallel`, the
    outermost loop of blocks is an `scf.parallel` where its iterations
    write disjoint blocks (not a reduction's). Ops of at most `block` rows
    or columns, ops whose rows all run along one loop (vector operands do
    not count), or along more than two, are left alone.
  }];
  let options = [
    Option<"block", "block", "int64_t", /*default=*/"16",
           "Rows and columns of a block">,
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Run the outermost loop of blocks as an scf.parallel">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::affine::AffineDialect"];
}

def VectorizePairCopies
    : Pass<"mpt-vectorize-pair-copies", "::mlir::func::FuncOp"> {
  let summary = "Copies into the bf16 kernels' pair layout as vector code: "
                "16-bit pairs moved as 32-bit words";
  let description = [{
    On buffers, before `mpt-block-transposes` and `convert-linalg-to-loops`.
    `mpt-pack-contraction-operands{pair-bf16}` copies a contraction's
    operands into `[x, y, 2]` (the pair `(k, k+1)` adjacent) with a
    `linalg.transpose`; lowered to loops, it moves one 16-bit value per
    iteration. A transpose of static rank-3 buffers of 16-bit values whose
    result is `[x, y, 2]` with x and y at least 16 and its pairs contiguous
    is rewritten by what its input is:

    * `[y, x, 2]` (permutation `[1, 0, 2]`, B read `[n, k]`): whole pairs,
      each a 32-bit word; 16 x 16 squares of words are read as 16 vector
      rows, transposed in registers (`vector.transpose`, lowered to
      shuffles) and written as 16 rows.
    * `[x, 2, y]` (`[0, 2, 1]`, B read `[k, n]`): per x, the two rows of
      16 values interleaved (`vector.interleave`) into 16 pairs.
    * `[y, 2, x]` (`[2, 0, 1]`, A read `[k, m]`): interleaved, then
      transposed as words.

    The loads need the input's innermost dimension contiguous (the last two
    for `[y, x, 2]`); other transposes are left alone. Where x or y is not a
    multiple of 16, the rest is a `linalg.transpose` of subviews. With
    `parallel`, the outer loop (over x) is an `scf.parallel`. Values are
    copied bit for bit.
  }];
  let options = [
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Run the loop over x as an scf.parallel">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def ParallelizeOuterLoops
    : Pass<"mpt-parallelize-outer-loops", "::mlir::func::FuncOp"> {
  let summary = "Run the outermost loop of large linalg ops and of the "
                "contraction kernels as scf.parallel, for OpenMP";
  let description = [{
    On buffers, before `convert-linalg-to-loops`: a linalg op whose
    outermost loop is parallel and whose iteration space has at least
    `min-iterations` points is lowered to loops with that outermost loop an
    `scf.parallel` (the contraction kernels get theirs from
    `mpt-vectorize-contractions{parallel}`). `convert-scf-to-openmp` then
    runs those loops on several threads. Only parallel dimensions are
    split among threads and every reduction stays inside one thread, in
    order, so results are bit-identical whatever the thread count. Smaller
    ops are left to the sequential loops: a parallel region costs a few
    microseconds.
  }];
  let options = [
    Option<"minIterations", "min-iterations", "int64_t", /*default=*/"16384",
           "Smallest iteration space run in parallel">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def InlineAllocaScopes : Pass<"mpt-inline-alloca-scopes"> {
  let summary = "Inline the memref.alloca_scope ops that allocate nothing "
                "(upstream's canonicalization of alloca_scope alone)";
  let description = [{
    `convert-scf-to-openmp` wraps the body of every parallel loop in a
    `memref.alloca_scope`, a single-block region, so the loops inside it
    cannot be lowered to branches (`convert-scf-to-cf`). The CPU pipeline's
    parallel loops allocate nothing (`mpt-parallelize-outer-loops` checks
    it), so their scopes are inlined by upstream's `alloca_scope`
    canonicalization patterns, applied here without the rest of the
    canonicalizer, which would cost seconds on a large step.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def OutlineKernels : Pass<"mpt-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Move each structured op on buffers into a private function, "
                "one function per distinct op";
  let description = [{
    On bufferized functions, before the contractions become kernels and the
    structured ops loops. Each linalg op on buffers becomes a `func.call`
    of a private function that holds the op alone: its buffers and the
    scalars its body reads from above are the arguments, the constants it
    reads are cloned in. Ops that are equal but for their locations (a
    model's repeated layers, a gradient's contraction for each layer) call
    one function, so each distinct kernel is lowered, optimized and turned
    into machine code once: a 12-layer transformer's compile is a few
    layers' worth of code instead of twelve. LLVM's inliner brings back
    the functions called once.

    The functions are named after the function and op they came from
    (`train_step__matmul_0`); the equal ones are found by
    `OperationEquivalence`, as upstream's `duplicate-function-elimination`
    does, among the outlined functions only (that pass would also merge two
    public functions with equal bodies, and erase an entry point a caller
    looks up). Ops in private functions are outlined as well; a function
    that holds only one structured op and a return is left alone.
  }];
  let statistics = [
    Statistic<"numOutlined", "outlined-ops", "Structured ops outlined">,
    Statistic<"numKernels", "kernel-functions",
              "Distinct functions the outlined ops call">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def ExpandStridedCopies : Pass<"mpt-expand-strided-copies"> {
  let summary = "Turn memref.copy between non-contiguous buffers into "
                "linalg.copy (loops)";
  let description = [{
    On buffers, before `convert-linalg-to-loops`. `finalize-memref-to-llvm`
    lowers a `memref.copy` of two contiguous row-major buffers to a
    `memcpy`, but any other (a slice of a batch, a strided view that
    bufferization copies out of) to a call of `memrefCopy` in MLIR's runner
    utilities, a library that neither mpt-run's JIT nor an embedding
    compiler links: the step would fail to load ("Symbols not found:
    memrefCopy"). Such copies become `linalg.copy`, which lowers to loops;
    contiguous ones are left to `memcpy`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ExpandF64ToBF16 : Pass<"mpt-expand-f64-to-bf16"> {
  let summary = "Round f64 -> bf16 truncations through f32 with "
                "round-to-odd, exactly";
  let description = [{
    LLVM lowers `fptrunc double to bfloat` on x86 to a call of
    `__truncdfbf2`, which Debian 12's libgcc lacks: a step that narrows an
    f64 value to bf16 (torch-mlir computes layer norm's variance in f64,
    and `saved-activations=low` keeps it in bf16) failed to load. Each
    `arith.truncf` from f64 to bf16, scalar or vector, becomes a rounding
    to f32 that is made round-to-odd (an inexact result is moved toward
    zero and its lowest bit set), then the f32 -> bf16 rounding, which
    `arith-expand{include-bf16}` turns into integer arithmetic. f32 keeps
    16 more bits than bf16, so round-to-odd first gives the nearest-even
    bf16 of the f64 value: no double rounding. NaN stays NaN, infinities
    and values beyond bf16's range round as IEEE's nearest-even does.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def ExpandFP8Conversions : Pass<"mpt-expand-fp8-conversions"> {
  let summary = "Lower FP8 (f8E4M3FN, f8E5M2) and FP4 (f4E2M1FN) "
                "conversions to integer arithmetic for the CPU";
  let description = [{
    LLVM has no FP8 type and upstream lowers no `arith.truncf`/`arith.extf`
    of `f8E4M3FN` or `f8E5M2` for the CPU (`arith-expand` covers bf16,
    f8E8M0 and f4E2M1 only); this rewrites each, scalar or vector, into
    integer arithmetic on the FP32 bit pattern and an `arith.bitcast`
    to/from `i8`, which the LLVM lowering takes as the byte it is.

    `truncf` rounds to nearest, ties to even, subnormals included, and
    saturates: a finite value beyond the format's largest (448 for E4M3,
    57344 for E5M2) becomes that largest value with its sign, as NVIDIA's
    `cvt.rn.satfinite` does. Non-finite values stay non-finite, so the
    step's all-finite check still sees them: NaN becomes NaN, and infinity
    becomes infinity in E5M2 and NaN in E4M3, which has no infinity.
    Sources f16 and bf16 are extended to f32 first (exactly); an f64 source
    is an error (through f32 it would round twice). `extf` is exact; f16,
    bf16 and f64 results come through f32, which holds every FP8 value.
    Tensor-typed conversions are left alone: run it on bufferized IR.

    `f4E2M1FN` (FP4: values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their
    negatives) is converted the same way through `i4`: to nearest even,
    saturating at 6; it has no infinity or NaN, so infinities saturate and
    NaN becomes +6, as PTX's `cvt.rn.satfinite` does. Upstream's
    `arith-expand{include-f4e2m1}` rounds ties away from zero (1.25 -> 1.5,
    2.5 -> 3, 5 -> 6), which is why it is not used.

    An `extf` of a `truncf` to FP8 (a value rounded to FP8 and read back:
    block quantization that only its dequantization reads) is computed in
    FP32 without the code: the mantissa rounded on the bit pattern,
    subnormals by adding and subtracting the power of two whose ulp is the
    format's smallest subnormal, then the same saturation and non-finite
    rules; the `truncf` stays only for other readers.

    Block-scaled conversions (`arith.scaling_truncf`, `arith.scaling_extf`
    with `f8E8M0FNU` scales: MXFP8) and the E8M0 conversions are first
    expanded by upstream's patterns (`arith-expand`'s) into a division or
    product by the power-of-two scale and the plain conversions above.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def DonateStateBuffers : Pass<"mpt-donate-state-buffers", "::mlir::ModuleOp"> {
  let summary = "Drop the results a step updated in place in its argument "
                "buffers";
  let description = [{
    After One-Shot Bufferize, before buffer deallocation: an optimizer
    writes the new parameter into the parameter's own buffer (its lowering
    passes the parameter as the destination), and a skipped step writes
    nothing, so the state result *is* the argument - directly, or as the
    result of an `scf.if` both of whose branches yield it. Returned as
    such, deallocation would copy it (a caller owns what it gets back).
    This drops every such result from the function and from its calls in
    the module (callers use the argument instead), and records
    `mpt.donated_results = array<i64: r0, a0, r1, a1, ...>` on the
    function: original result `r` is argument `a`, updated in place. A
    runner passes the state in and finds the next state there: no copy and
    no new allocation per step (upstream's `drop-equivalent-buffer-results`
    sees neither public functions nor `scf.if` results).
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def FreeBuffersAtLastUse
    : Pass<"mpt-free-buffers-at-last-use", "::mlir::func::FuncOp"> {
  let summary = "Move each unconditional memref.dealloc to right after the "
                "last use of its buffer";
  let description = [{
    Upstream's ownership-based buffer deallocation frees every buffer at
    the end of the block that owns it, so all of a training step's
    temporaries and saved activations are alive at once at the end of the
    step: its memory peak is the sum of all its buffers. This pass, run
    after `convert-bufferization-to-memref`, moves each `memref.dealloc`
    up to right after the last operation of its block that uses the buffer
    or any value that may alias it (upstream's `BufferViewFlowAnalysis`:
    views, region results and block arguments it may flow into, any memref
    an unknown op makes from it). Conditional
    deallocations (inside an `scf.if` on an ownership flag) and buffers
    that flow somewhere the pass cannot follow (a pointer extracted from
    them, an alias used outside the block) are left where they are. On the
    GPU, `mpt-place-buffers-on-device` turns the moved deallocations into
    stream-ordered `gpu.dealloc`s.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def HeapPeakReport : Pass<"mpt-heap-peak-report", "::mlir::ModuleOp"> {
  let summary = "Print the most heap bytes each public function holds at "
                "once, and the buffers live at that point";
  let description = [{
    On bufferized functions with their deallocations placed (after
    `mpt-free-buffers-at-last-use`), walks each public function in program
    order, adding the bytes of every `memref.alloc` and subtracting those of
    every `memref.dealloc`, and prints (to stdout) the largest sum, the
    operation at which it is reached, and the buffers live there, largest
    first: bytes, type, the operation that first uses the buffer beyond
    filling it (an outlined kernel by its function's name) with its source
    location, and the last use, which is what keeps the buffer alive at the
    peak; then the same bytes summed by first use, which adds up repeated
    layers (they share source lines). The
    bytes are those the lowering asks `malloc` for (an alignment adds its
    value, as upstream's `memref.alloc` lowering does), so the figure is the
    one a counting allocator measures for a run on one thread
    (`mpt-run --report-memory` prints both).

    Calls to functions of the module count the callee's own peak at the
    call and its returned buffers after it. Regions count once: a loop's
    body as one iteration (a buffer a body allocates and does not free is
    counted once, and the report says so), the branches of an `scf.if` as
    alternatives, a buffer that a branch yields as the result's. A
    deallocation inside a branch (ownership-based deallocation's
    conditional frees) counts as done. Allocations of dynamic size (or of
    elements of no fixed size) are counted as zero bytes and reported.
    Under OpenMP, a parallel loop's body allocates once per thread at a
    time, which the report does not multiply. The IR is not changed.
  }];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "Functions to report (default: every public function with a "
               "body)">,
    Option<"buffers", "buffers", "unsigned", /*default=*/"12",
           "How many of the buffers live at the peak to list (0: all)">
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def InstrumentProfile : Pass<"mpt-instrument-profile", "::mlir::ModuleOp"> {
  let summary = "Bracket the work of each public function with calls to a "
                "wall-clock profiler, one region per operation";
  let description = [{
    On bufferized functions, before the contractions become kernels and the
    structured ops loops (so that each region is still one source-level op).
    In every public function with a body, each operation that writes a
    buffer or calls a function (a linalg op, a copy, a collective, a call)
    is bracketed by `func.call @mpt_profile_begin(%id)` and
    `func.call @mpt_profile_end(%id)`; the `i64` id indexes the module
    attribute `mpt.profile_regions`, an array of dictionaries with the op's
    name (`linalg.generic` with its payload's ops), its iteration space, the
    function and the op's source location, compact (`file:line`) and in
    full, and for a contraction with static shapes (linalg's contraction
    interface: matmuls, `linalg.contract`, multiply-add generics, the bf16
    kernels' pair layout) its extents `contraction = "BxMxNxK"`, each the
    product of the loops `linalg::inferContractionDims` gives that role, from
    which the runtime reports its FLOP/s. Loops and conditionals that hold such operations are entered, so
    a micro-batch loop shows its contractions and a skipped step's update
    its own; a loop without any (a scalar loop) is one region. Private
    functions are left alone: they may run inside the parallel loops of a
    caller, and a call to one is timed as a whole.

    `mpt-run --profile` runs this pass and binds the two functions to a
    timer; an embedding compiler provides its own
    `void mpt_profile_begin(int64_t)` and `mpt_profile_end(int64_t)`.
    A module that already has `mpt.profile_regions` is left as it is. Fails
    with a located error where the module already declares either function
    with another type, or uses either name for another symbol.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::mpt::MptDialect"];
}

def InstrumentNumerics : Pass<"mpt-instrument-numerics", "::mlir::ModuleOp"> {
  let summary = "Hand every float value of the public functions to a "
                "numerics monitor as it is computed";
  let description = [{
    On tensor-level functions, after precision assignment and before any
    lowering (so that each probe watches one value of the training graph,
    and the ops are still tagged with their `mpt.phase`). In every public
    function with a body (or those `functions=` names), each float argument
    and each float result of an op - in the regions of loops and
    conditionals too - is passed, right after it is defined, to a monitor
    function of its element type:

    ```mlir
    %buffer = bufferization.to_buffer %value read_only
        : tensor<64x256xbf16> to memref<64x256xbf16, strided<[?, ?], offset: ?>>
    memref.alloca_scope {
      %any = memref.cast %buffer : ... to memref<*xbf16>
      func.call @mpt_numerics_probe_bf16(%id, %any) : (i64, memref<*xbf16>) -> ()
    }
    ```

    (`f64`, `f32`, `f16`, `bf16`, `f8E4M3FN` and `f8E5M2`; a float scalar
    goes to `@mpt_numerics_probe_scalar(i64, f64)`). The buffer is read
    only, so bufferization neither copies the value nor orders anything
    after the call; a value the lowering would have fused into its users is
    kept in memory instead. Not probed: operations inside structured ops'
    payloads (their values never exist as tensors), constants, undefined
    tensors (`tensor.empty`), ops that only move elements (reshapes,
    extracts, inserts, slices) and the results and region arguments of
    loops and conditionals - these stand for the probes of the values that
    flow into them, so a loop that writes a tensor element by element does
    not rescan it per element.

    The `i64` id indexes the module attribute `mpt.numerics_probes`, an
    array of dictionaries: the op's name (`argument #i (role)` for a
    function argument; `name #i` for result i of several), the function, its
    phase (`argument`, `forward`, `backward`, `update` for what follows the
    last backward op, `step` in a function without tags; an untagged op,
    such as a cast precision assignment inserted, takes the phase of its
    first tagged reader, else of the tagged op before it), its
    kind (`narrowed`: the one result of an op whose first operand has the
    result's shape and more mantissa bits or a larger range, the others
    being scalars - a cast to bf16, an FP8 quantization with its scale;
    `gradient`: a backward value an update reads;
    else `value`), element type, shape, the ids of
    the probes of its float operands and of the values its regions read
    from above, through the values that stand for others (`operands`; in a
    loop, possibly its own), whether a constant among those or in its
    payload holds infinities or NaNs (`constants`: `none`, `inf`, `nan`
    or `inf,nan`), and its source location, compact (`file:line`) and in
    full. The operands let a monitor tell the op that made a non-finite
    value from ops that only passed one on; the constants, a mask of -inf
    from an overflow.

    `mpt-run --trace-nonfinite` and `--range-stats` run this pass and bind
    the functions to their monitor; an embedding compiler provides its own.
    A module that already has `mpt.numerics_probes` is left as it is.
    Fails with a located error on a float element type the monitor does
    not take, and where the module already declares a monitor function
    with another type or uses its name for another symbol.
  }];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "The public functions to probe (default: all)">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::mpt::MptDialect"];
}

def CheckLoweredToLLVM : Pass<"mpt-check-lowered-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail with a located error on any op LLVM cannot take";
  let description = [{
    The last pass of `mpt-lower-to-llvm` and `mpt-lower-to-nvptx`: every op
    left in the module must belong to the `llvm` dialect (or be the module
    itself). Upstream conversions leave unconvertible ops in place silently
    (a `truncf` to `f8E4M3FNUZ`, for one); this turns them into an error at the op's
    location. With `allow-gpu-offloading`, `gpu.binary` and
    `gpu.launch_func` are accepted too: LLVM IR translation turns them into
    the embedded kernels and the `mgpu*` runtime calls that launch them.
    With `allow-openmp`, ops of the `omp` dialect are accepted: translation
    turns them into calls of LLVM's OpenMP runtime (libomp).
  }];
  let options = [
    Option<"allowGpuOffloading", "allow-gpu-offloading", "bool",
           /*default=*/"false",
           "Accept gpu.binary and gpu.launch_func">,
    Option<"allowOpenmp", "allow-openmp", "bool", /*default=*/"false",
           "Accept omp dialect ops (parallel loops on libomp)">,
  ];
}


#endif // MPT_TRANSFORMS_PASSES_TD
