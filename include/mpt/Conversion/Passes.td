//===- Passes.td - mpt conversion passes -------------------*- tablegen -*-===//

#ifndef MPT_CONVERSION_PASSES_TD
#define MPT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertMptToLinalg : Pass<"convert-mpt-to-linalg"> {
  let summary = "Lower every mpt op to linalg, arith, math and tensor ops";
  let description = [{
    Rewrites the mpt ops of the op it runs on into upstream ops on tensors:
    matmuls become `linalg.matmul` / `linalg.batch_matmul` (transposes as
    `indexing_maps`) or `linalg.contract`, accumulating in the result type
    (so `f16 x f16 -> f32` keeps FP32 accumulation); elementwise ops become
    `linalg.generic`s whose scalar payload is the op's kind's formula;
    broadcasts, reductions and transposes their linalg namesakes; reshapes
    `tensor.collapse_shape` / `tensor.expand_shape`; casts correctly rounded
    `arith.truncf` / `arith.extf`; softmax, layer norm, the losses, loss
    scaling, norms and the optimizers are decomposed into those. The
    mixture-of-experts GEMMs (`mpt.grouped_matmul` and its weight
    cotangent) become a counting sort of the rows by group (`scf.for` over
    the rows), one `linalg.matmul` per tile of rows of one group with that
    group's matrix, and a gather of the rows back: every shape static.

    Fails with a located error, before rewriting anything, on an
    `mpt.value_and_grad` (run `mpt-autodiff` first) and on dynamic shapes,
    which this lowering does not support yet.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def LowerCollectivesToMPI
    : Pass<"mpt-lower-collectives-to-mpi", "::mlir::ModuleOp"> {
  let summary = "Lower mpt's collectives to upstream's mpi dialect (CPU)";
  let description = [{
    Rewrites each `mpt.all_reduce` of the module into one `mpi.allreduce`
    on `MPI_COMM_WORLD` over a flat buffer (`bufferization.to_buffer` of the
    input, a new buffer for the result), so `convert-to-llvm` lowers it to
    `MPI_Allreduce` and the step links against an MPI library. The module
    gets `#dlti.map<"MPI:Implementation" = "MPICH">` unless it names an
    implementation already (upstream chooses the ABI's constants by it).

    Where upstream falls short, the lowering works around it:

    * MLIR 22's `MPIToLLVM` gives f16 and bf16 buffers datatype 0 (MPICH
      aborts) and MPICH's own `MPIX_C_FLOAT16` sum asserts, so values whose
      wire type is f16 or bf16 are rounded to it, widened to f32 for the
      call, and the sum is rounded to the wire type once. The values and
      the rounding are the narrow type's; the bytes sent are f32's.
    * `mpi.comm_size` has no lowering to LLVM in MLIR 22, so an `average`
      learns the number of ranks from an `mpi.allreduce` of one `1` per
      rank (once per function).
    * Upstream's `convert-shard-to-mpi` splits a new communicator on every
      call and never frees it (MPICH runs out after about 1,030 steps);
      this lowering uses `MPI_COMM_WORLD` and creates none.

    * MLIR 22's mpi dialect has neither reduce-scatter nor all-gather:
      `mpt.reduce_scatter` and `mpt.all_gather` call
      `libmpt_mpi_collectives` (`include/mpt/Runtime/MpiCollectives.h`:
      `MPI_Reduce_scatter_block`, `MPI_Allgather` of bytes), which
      `mpt-run --data-parallel` loads. `mpt.local_shard` is a slice at this
      rank's offset (`mpi.comm_rank`).

    Flags (`mpt.all_reduce` `all`) travel as one f32 per flag, 1 where a
    rank's flag is false, combined with `max`.

    An `average` divides the sum by the number of ranks; with a wire type
    narrower than the input it divides each rank's tensor first (see
    `mpt.all_reduce`). MPI's default error handler aborts the job on a
    failed call, so no return code is checked.

    **`overlap`** splits each collective of float values into a
    nonblocking start where it stands (`mptMpiStartAllReduce<T>`,
    `mptMpiStartReduceScatter<T>`, `mptMpiStartAllGather<T>`: `MPI_I*`)
    and `mptMpiWait<T>` right before the first operation of its block that
    reads the result, so what lies between (the rest of the backward,
    after a gradient bucket's reduce-scatter) runs while MPI communicates.
    The wait reads the send buffer again, which keeps bufferization from
    writing into it and deallocation from freeing it before then. Each
    all-gather starts where the one before it in the block waits (FSDP's
    prefetch of the next layer's parameters: one gather ahead), moving the
    side-effect-free operations that compute its input there when they
    can be. Flags stay blocking. Ranks issue the collectives in the same
    order, as MPI requires. How much runs concurrently is the MPI
    library's: MPICH progresses a nonblocking collective inside MPI calls
    unless `MPIR_CVAR_ASYNC_PROGRESS=1` gives it a thread.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::DLTIDialect", "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect", "::mlir::mpi::MPIDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"overlap", "overlap", "bool", "false",
           "Start each collective where it stands and wait for it before "
           "its result's first reader, prefetching all-gathers one ahead">
  ];
}

def LowerCollectivesToNCCL
    : Pass<"mpt-lower-collectives-to-nccl", "::mlir::ModuleOp"> {
  let summary = "Lower mpt's collectives to calls of mpt's NCCL shim (GPU)";
  let description = [{
    Rewrites each collective of the module into a call of
    `libmpt_nccl_collectives` (`include/mpt/Runtime/NcclCollectives.h`):
    `mpt.all_reduce` into `mptNcclAllReduce<T>` on flat device buffers of
    its wire type (NCCL sums f16 and bf16 natively; flags travel as f32, as
    on MPI), `mpt.reduce_scatter` into `mptNcclReduceScatter<T>`,
    `mpt.all_gather` into `mptNcclAllGather<T>`, `mpt.local_shard` into a
    slice at
    `mptNcclRank()`'s offset; an `average` divides by `mptNcclRanks()` as
    `mpt-lower-collectives-to-mpi` does (before a narrower wire type, after
    the sum otherwise). Each call takes the stream of an
    `mgpuStreamCreate`, which `mpt-run-on-caller-stream` makes the step's
    stream: the collectives are queued behind the step's kernels and the
    host does not wait for them. `mpt-lower-to-nvptx` runs it after
    `convert-mpt-to-linalg`.

    **`overlap`** places the collectives as `mpt-lower-collectives-to-mpi`
    does (start where the collective stands, wait before the first reader,
    all-gathers prefetched one ahead): `mptNcclStart<Collective><T>`
    queues it on the process's communication stream behind an event of the
    step's stream and `mptNcclWait<T>` makes the step's stream wait for its
    end (an event, no host wait), so the kernels queued in between run
    while NCCL communicates.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"overlap", "overlap", "bool", "false",
           "Run each collective on a communication stream from where it "
           "stands to its result's first reader, prefetching all-gathers "
           "one ahead">
  ];
}

def SetGpuTarget : Pass<"mpt-set-gpu-target", "::mlir::ModuleOp"> {
  let summary = "Record the GPU chip, PTX features and kernel tiles on the "
                "module";
  let description = [{
    Validates the chip, the PTX features and any tile overrides, resolves
    every default from the chip's row of the target table
    (`lib/Target/GpuTarget.cpp`) and sets the result on the module as
    `mpt.gpu_target = #mpt.gpu_target<...>`. Every GPU pass after it reads
    the target from there, so the IR says what it is compiled for.
    `mpt-lower-to-nvptx` runs it first.

    Fails with an error at the module on an unsupported chip or PTX
    feature, on tiles the kernels cannot use, on `warpgroup-tiles` for a
    chip without wgmma, and on a module that already targets a different
    chip or tiles.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_80\"",
           "Target chip: sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a "
           "or sm_120">,
    Option<"features", "features", "std::string", /*default=*/"\"\"",
           "PTX features, e.g. +ptx80 (default: the chip's, PTX 8.0 up to "
           "sm_90a)">,
    Option<"matmulTiles", "matmul-tiles", "std::string", /*default=*/"\"\"",
           "mma.sync kernel tiles BMxBNxBK,WMxWN,STAGES (default: the "
           "chip's)">,
    Option<"warpgroupTiles", "warpgroup-tiles", "std::string",
           /*default=*/"\"\"",
           "sm_90a wgmma kernel tiles BMxBNxBK,CONSUMERS,STAGES (default: "
           "the chip's)">,
  ];
  let dependentDialects = ["::mlir::mpt::MptDialect"];
}

def AttachNVVMTarget : Pass<"mpt-attach-nvvm-target", "::mlir::ModuleOp"> {
  let summary = "Give every gpu.module the #nvvm.target of the module's "
                "#mpt.gpu_target";
  let description = [{
    Upstream's `nvvm-attach-target` with the chip and features read from the
    module's `mpt.gpu_target` instead of pass options: each `gpu.module`
    without targets gets `#nvvm.target` of that chip and PTX features (O2,
    as upstream's default), which `gpu-module-to-binary` serializes for. A
    `gpu.module` that already has targets keeps them (the tensor-core
    kernels' modules get theirs when they are made). Fails at the module
    when no `mpt.gpu_target` is set.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def StripGpuTarget : Pass<"mpt-strip-gpu-target", "::mlir::ModuleOp"> {
  let summary = "Drop the module's #mpt.gpu_target once the kernels are "
                "serialized";
  let description = [{
    The last use of the target is serialization: each `gpu.binary` object
    carries its `#nvvm.target`. Without the mpt attribute the host module is
    upstream IR only, for `mlir-translate --mlir-to-llvmir` and any tool
    that does not load the mpt dialect.
  }];
}

def FormBlockScaledMatmuls
    : Pass<"mpt-form-block-scaled-matmuls", "::mlir::ModuleOp"> {
  let summary = "Hand block-quantized FP8 and FP4 operands and their scales "
                "to the wgmma or tcgen05 kernel instead of dequantized copies";
  let description = [{
    On a chip whose matmul kernels apply block scales (`sm_90a`: the FP8
    wgmma kernel of `mpt-outline-tensor-core-matmuls`; `sm_100a`: its
    tcgen05 kernel), before
    `convert-mpt-to-linalg`: an `mpt.matmul` whose operands are both
    `mpt.dequantize_blocks` with FP32 scales (the `blockwise` and
    `blockwise-pow2` recipes) becomes a `linalg.generic` over the FP8
    operands and their scales,

    ```
    C[m, n] += (f32(A[m, k]) * sA[m, k / 128]) * (f32(B[n, k]) * sB[n', k / 128])
    ```

    with `n' = n` (1x128 blocks of B) or `n / 128` (128x128 blocks). That
    is the same product of dequantized values in FP32; the wgmma kernel
    computes it as DeepSeek-V3 does: FP8 products of each 128-deep K slice
    summed on the tensor cores, then promoted to the FP32 accumulators
    times `sA * sB`. wgmma's FP8 forms take K-major operands only, so an
    operand stored the other way (`x @ W` with W `[K, N]`; the weight
    gradient's `Xᵀ` and `dY`) is transposed as FP8 with its scales: the
    same blocks, bit for bit.

    MXFP8 products (both operands with E8M0 scales of 1x32 blocks along K,
    dequantized to bf16 or f32) become

    ```
    C[m, n] += scaling_extf(A[m, k], sA[m, k / 32]) * scaling_extf(B[n, k], sB[n, k / 32])
    ```

    for sm_100a's tcgen05 kernel, whose `tcgen05.mma ... block_scale`
    applies the scales. E8M0 scales make the bf16 copies exact short of
    bf16's range ends, so the FP32 products differ from them only where a
    copy would overflow or lose subnormal bits. MXFP4 products (E2M1 with
    E8M0 scales of 1x32 blocks, `fp8-recipe=mxfp4`) take the same form.

    NVFP4 products (E2M1 with E4M3 scales of 1x16 blocks along K or 16x16
    squares, `fp8-recipe=nvfp4`, dequantized without their tensor amax: the
    block parts the recipe multiplies) become

    ```
    C[m, n] += (f32(A[m, k]) * f32(sA[m, k / 16])) * (f32(B[n, k]) * f32(sB[n, k / 16]))
    ```

    with a square's scale repeated for each of its 16 rows. E2M1 times an
    E4M3 scale is exact in bf16, so this equals the product of the copies.
    The recipe's tensor scales multiply the result afterwards, unchanged.

    Left as they are (with a missed-optimisation remark naming why): MX
    and NVFP4 products where no family takes it (wgmma has no MMA with
    E8M0 or E4M3 scales; tcgen05.mma's `.block32` and `.block16` need PTX
    8.8), one operand with E8M0 or E4M3 scales and the other without, one
    operand E2M1 and the other FP8, an operand dequantized with its tensor
    amax, FP32-scaled operands dequantized to a narrower type than
    f32, blocks other than 1x128 along K for A and 1x128 or 128x128 for B
    (1x32 for MX, 1x16 or 16x16 for NVFP4), batched or non-FP32 products,
    and what the kernel
    families decline for the target's tiles (a K that is not a multiple of
    16, 32 for E2M1: TMA's row strides; more than 64 x 128 of C per wgmma consumer
    warpgroup, where the kernel's two accumulators would spill; tiles
    spanning two of B's 128x128 scale blocks). Nothing happens on a chip
    with neither wgmma nor tcgen05. Fails with an error at the module when
    it has no `mpt.gpu_target`.
  }];
  let statistics = [
    Statistic<"numFormed", "formed",
              "Matmuls given block-scaled FP8 or FP4 operands">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def OutlineTensorCoreMatmuls
    : Pass<"mpt-outline-tensor-core-matmuls", "::mlir::ModuleOp"> {
  let summary = "Replace low-precision matmuls on buffers with launches of "
                "generated tensor-core kernels";
  let description = [{
    Every contraction on buffers of the form `C[b..., m, n] += A * B`, with
    A `[b..., m, k]` or `[b..., k, m]`, B `[b..., k, n]` or `[b..., n, k]`,
    both f16, both bf16 or both FP8 (see below), and C f32
    (`linalg.matmul`, `batch_matmul`,
    `contract` or a generic recognised as a contraction; static,
    contiguous buffers) becomes a `gpu.launch_func` of a kernel this pass
    generates into its own `gpu.module` (one per shape, transpose form and
    type, shared by every launch of it):

    - thread-block and warp tiles from the module's `#mpt.gpu_target`
      (`mpt-set-gpu-target`);
    - A and B staged through shared memory by a multi-stage `cp.async`
      pipeline (`nvgpu.device_async_copy`, `cp.async.wait_group stages-2`)
      and read into registers with `ldmatrix` (`.trans` for the operand
      layouts that need it);
    - `mma.sync.aligned.m16n8k16` with FP32 accumulators: `nvgpu.mma.sync`
      for f16, `nvvm.mma.sync` with bf16 multiplicands for bf16 (upstream
      nvgpu rejects bf16);
    - any size: slices past an edge are zero-filled by `cp.async`'s source
      size and the stores of C are masked;
    - a fresh C whose only use before the matmul is a `linalg.fill` of
      zeros (how bufferized matmuls start) gets a kernel that writes C
      instead of adding to it (`_set` in its name), and the fill goes: one
      pass over C instead of three.

    On a chip with wgmma (`sm_90a`), a 2-D contraction whose operands are not both transposed
    gets a Hopper kernel instead (`_wgmma` in its name): persistent (a grid
    of at most one block per multiprocessor, each looping over C tiles)
    and warp-specialised: a producer warpgroup loads 64-deep slices of A
    and B with TMA (`nvgpu.tma.async.load`, 128-byte swizzle, edges
    zero-filled) into a multi-stage ring guarded by full/empty mbarrier
    pairs, and consumer warpgroups multiply with `nvgpu.warpgroup.mma`
    (wgmma, FP32 accumulators), then stage their tile in shared memory and
    write (or add) it to C, masked at the edges. The producer hands its
    registers to the consumers (`setmaxnreg`). Host code encodes each
    operand's tensor map per call with `mgpuTensorMapEncodeTiled`
    (upstream's runtime signature; mpt's runtime implements it) and copies
    it to the device in stream order: no host wait. Batched matmuls,
    transposed A with transposed B, and operands whose contiguous
    dimension is not a multiple of 8 elements (TMA strides) keep the
    `mma.sync` kernel.

    FP8 operands (`f8E4M3FN`, `f8E5M2`, the two may mix) get the mma.sync
    kernel with `mma.sync.aligned.m16n8k32` (called as the NVPTX intrinsic:
    MLIR 22's `nvvm.mma.sync` has no FP8 variant), 16-byte `cp.async`
    copies, and fragments read from shared memory as 32-bit words where the
    operand is K-major there and byte by byte where it is not (FP8 MMA
    takes K-major A and B; this read is the transpose). That needs a chip
    with FP8 mma.sync (sm_89 and later), PTX 8.4 (`+ptx84`; LLVM aborts on
    the intrinsic below it) and a K tile that is a multiple of 32; otherwise
    FP8 contractions are left to the generic GPU path. On sm_90a the wgmma
    kernel takes FP8 where A and B are both K-major (`[M, K]`, `[N, K]`;
    wgmma's FP8 forms take no other layout): slices of 128 elements (one
    128-byte swizzled row), one `nvgpu.warpgroup.mma` per 32-deep step,
    TMA moving the elements as uint8. It also takes the block-scaled FP8
    contraction `mpt-form-block-scaled-matmuls` builds (a generic over A,
    sA, B, sB; `_bs1x128` or `_bs128x128` in the kernel's name, the scales
    as two more arguments): each 128-deep slice, one scale block, is
    summed into a fresh accumulator and added to FP32 totals with one FMA
    per register, times sA of its row and sB of its column.

    On sm_100a (PTX 8.8) the MXFP8, MXFP4 and NVFP4 contractions (E8M0
    scales of 1x32 blocks, `_mx32` in the name; E4M3 scales of 1x16 blocks,
    `_nv16`) get the tcgen05 kernel (`..._tcgen05`): one block of four
    warps per 128 x 128 tile of C, a 4-stage ring of TMA-loaded slices of
    128 bytes of K, the accumulator and each stage's scales in Tensor
    Memory, four MMAs of 32 bytes of K per slice committed to the stage's
    mbarrier, and an epilogue reading each thread's row of C with
    `tcgen05.ld`. The MMAs are
    `tcgen05.mma.kind::mxf8f6f4.block_scale.block32` for FP8 (32 elements,
    one scale), `kind::mxf4 ... block32` for MXFP4 and
    `kind::mxf4nvf4 ... block16` for NVFP4 (64 E2M1 elements packed two to
    a byte, two or four scales). The launch first packs each E2M1 operand
    (stored one code per byte) into a `[rows, K/2]` byte buffer, the even
    element in the low nibble, freed after the launch; E2M1 needs a K that
    is a multiple of 32. Other contractions keep mma.sync there (sm_100a
    has no wgmma).

    Operands must be 16-byte aligned (CUDA's allocations are). Other
    contractions are left alone for the generic GPU path. Each kernel's
    `gpu.module` gets the `#nvvm.target` of the module's target. Fails with
    an error at the module when it has no `mpt.gpu_target`.

    The tiles come from the target (`mpt-set-gpu-target`'s
    `matmul-tiles=BMxBNxBK,WMxWN,S` overrides the chip's, for tuning, e.g.
    `benchmarks/gpu_bench.py`'s search): a BM x BN block tile stepping
    through K by BK, WM x WN warps (each owning a BM/WM x BN/WN tile of whole
    m16n8k16 fragments), S pipeline stages (at least 2), within the static
    48 KiB of shared memory. `warpgroup-tiles=BMxBNx64,C,S` sets the
    wgmma kernel's: BM x BN tiles (BN a multiple of 64 up to 256), C
    consumer warpgroups of BM/C rows each (a multiple of 64), S stages,
    within the chip's dynamic shared memory.
  }];
  let statistics = [
    Statistic<"numLaunches", "launches", "Matmuls replaced by kernel launches">,
    Statistic<"numKernels", "kernels", "Distinct kernels generated">,
    Statistic<"numWarpgroupKernels", "warpgroup-kernels",
              "Distinct kernels generated for wgmma (sm_90a)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect", "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

def MapReductionsToGPU
    : Pass<"mpt-map-reductions-to-gpu", "::mlir::func::FuncOp"> {
  let summary = "Reduce to a scalar with one block of threads and warp "
                "shuffles";
  let description = [{
    On buffers, before `mpt-prepare-linalg-for-gpu`: a linalg op with only
    reduction loops into a 0-d buffer (a loss, the finiteness check over a
    gradient, a squared norm), whose payload combines its accumulator with
    one associative op (`arith.addf/mulf/maximumf/minimumf/addi/andi/ori`,
    ...) and a value computed without it, becomes a `gpu.launch` of one
    block of `min(block-size, elements)` threads: each thread combines a
    strided share of the elements, `gpu.all_reduce` combines the threads
    (warp shuffles, then shared memory between warps), and thread 0 folds
    in the buffer's initial value and stores it. Without it such an op is
    a kernel of one thread.

    The combination order differs from the sequential loop's, so float sums
    are reassociated (deterministically: the order depends only on the
    block size). `i1` values are combined as `i32` (shuffles move 32 or 64
    bits); other element types than f32, i32 and i1 are left alone.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads of the reducing block (1 to 1024)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def PrepareLinalgForGPU
    : Pass<"mpt-prepare-linalg-for-gpu", "::mlir::func::FuncOp"> {
  let summary = "Shape linalg ops on buffers for the parallel-loop GPU path";
  let description = [{
    On buffers, before `convert-linalg-to-parallel-loops`, so that every
    computation of the step becomes one kernel:

    - an op whose reduction loops come before a parallel one (a bias
      gradient summing over the batch) is generalized and its loops
      interchanged to put the parallel loops first: it becomes one kernel
      whose threads each reduce, not a host loop of kernel launches;
    - an op with no parallel loop (a reduction to a scalar, a 0-d fill or
      generic) is put in a one-iteration `scf.parallel`: a kernel of one
      thread instead of host code on device buffers;
    - `memref.copy` becomes `linalg.copy`, and so a kernel;
    - a `cf.assert` in a payload (torch-mlir's index bound checks) becomes
      `scf.if` on its negation around `cf.assert false` with the message:
      `convert-parallel-loops-to-gpu` leaves a loop whose body holds a bare
      assert on the host, while the guarded one goes into the kernel, where
      the NVVM lowering calls `__assertfail` (the launch fails with the
      message);
    - a `math.fpowi` with an i64 exponent (torch's integer powers) gets an
      i32 one: libdevice's `__nv_powif` takes an int, and the NVVM lowering
      would otherwise call it through a mismatched prototype. Exponents
      beyond i32 saturate, keeping their parity (for an f32 base the power
      is then 0, 1, -1 or infinite either way; an f64 base near 1 would
      differ).

    Ops already inside an `scf.parallel` or on the device are left alone.
    Do not canonicalize between this pass and `convert-parallel-loops-to-gpu`:
    canonicalization folds one-iteration loops away.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::scf::SCFDialect"
  ];
}

def TileAndMapParallelLoops
    : Pass<"mpt-tile-and-map-parallel-loops", "::mlir::func::FuncOp"> {
  let summary = "Tile host scf.parallel loops into blocks of threads and map "
                "them to the GPU";
  let description = [{
    For `convert-parallel-loops-to-gpu`, in place of
    `gpu-map-parallel-loops` (which maps every loop to blocks of one
    thread): each outermost `scf.parallel` outside device code is tiled by
    `block-size` along its innermost dimension (the contiguous one, so
    consecutive threads touch consecutive elements) and by 1 along the
    others, without min/max bounds (the tile body is guarded instead). The
    innermost dimension maps to `block_x`/`thread_x`, the next two to
    `block_y` and `block_z` while they fit the grid limit; the rest run
    sequentially in each thread, as do nested parallel loops.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block along the innermost dimension (1 to 1024)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect"
  ];
}

def WriteGpuBinaries
    : Pass<"mpt-write-gpu-binaries", "::mlir::ModuleOp"> {
  let summary = "Write each gpu.binary's object to a file";
  let description = [{
    After `gpu-module-to-binary`: writes the object of every `gpu.binary` to
    `<dir>/<binary name>.<ext>`, the extension from its format (`ptx` for
    `isa`, `cubin` for `bin`, `fatbin` for `fatbin`, `ll` for `llvm`,
    `bc` for `offload`), and leaves the IR unchanged. The directory is
    created if missing; a file that cannot be written is an error at the
    binary.
  }];
  let options = [
    Option<"dir", "dir", "std::string", /*default=*/"\"\"",
           "Directory to write into (required)">,
  ];
}

def StripCompileTimings
    : Pass<"mpt-strip-compile-timings", "::mlir::ModuleOp"> {
  let summary = "Drop the compile times gpu-module-to-binary records in "
                "gpu.binary objects";
  let description = [{
    `gpu-module-to-binary` stores how long each step of serialization took
    (`LLVMIRToISATimeInMs`, ...) in the properties of every object, so the
    same input would give different output on each run. This removes every
    property whose name ends in `TimeInMs`, for byte-identical output.
  }];
}

def PredicateSkippedLaunches
    : Pass<"mpt-predicate-skipped-launches", "::mlir::ModuleOp"> {
  let summary = "Decide a skipped step on the device: update kernels read "
                "the flag themselves";
  let description = [{
    After `gpu-kernel-outlining`, before `mpt-place-buffers-on-device`: a
    host `scf.if` without results or else-branch whose condition is a
    `memref.load` of a 0-d `i1` buffer (the loss scaler's all-finite flag,
    computed by a kernel) and whose body only launches kernels (and
    computes their sizes) is removed: each kernel gets the flag buffer as a
    last argument and returns at once when it is false, and the launches
    run unconditionally. The host never reads the flag, so a step needs no
    host synchronisation; with state updated in place
    (`mpt-donate-state-buffers`) a skipped step writes nothing. Left alone
    when a kernel is launched elsewhere too, has workgroup memory or more
    than one block.
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def PlaceBuffersOnDevice
    : Pass<"mpt-place-buffers-on-device", "::mlir::ModuleOp"> {
  let summary = "Allocate the buffers kernels use in device memory and stage "
                "host reads of them through copies";
  let description = [{
    After `gpu-kernel-outlining`, in host functions: every `memref.alloc`
    becomes `gpu.alloc` and every `memref.dealloc` of such a buffer (or of
    a function argument, which the caller provides in device memory)
    `gpu.dealloc`, except buffers only the host touches (the index and flag
    arrays of buffer deallocation). A host `memref.load` of a device buffer
    (a scalar such as the all-finite flag that decides whether a step is
    skipped) reads a host copy made by `gpu.memcpy`; a host `memref.store`
    into one writes through such a copy.

    A constant `memref.global` that only kernels read (each launched once)
    is copied into their `gpu.module`s and read there with their own
    `memref.get_global`: it is loaded to the device with the kernel, once,
    rather than copied by the host on every call. Other globals kernels
    read are copied to a device buffer where they are taken.
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect"
  ];
  let statistics = [
    Statistic<"numDeviceAllocs", "device-allocs", "Allocations moved to the device">,
    Statistic<"numStagedAccesses", "staged-accesses",
              "Host loads and stores staged through copies">,
    Statistic<"numSunkConstants", "sunk-constants",
              "Constant globals moved into the kernels that read them">,
  ];
}

def RunOnCallerStream
    : Pass<"mpt-run-on-caller-stream", "::mlir::ModuleOp"> {
  let summary = "Functions queue their GPU work on a stream their caller "
                "passes, and return without waiting for it";
  let description = [{
    After `gpu-to-llvm`. Upstream's `gpu-async-region` gives each function
    its own stream (`mgpuStreamCreate` on entry) and waits for it before
    returning (`mgpuStreamSynchronize`, `mgpuStreamDestroy`), so a training
    loop that calls a step per iteration blocks the host once per step,
    even though the next step's work could be queued behind this one's.

    This pass gives every function that makes a stream, or calls a
    function that does, a trailing `!llvm.ptr` argument: the stream (a
    `CUstream`) to queue its work on. Every `mgpuStreamCreate` in it becomes
    that argument, calls to such functions pass it on (the C-interface
    wrappers included), its `mgpuStreamDestroy` calls go, and so does every
    `mgpuStreamSynchronize` of it after which the function only queues more
    work, allocates stack slots, encodes TMA tensor maps
    (`mgpuTensorMapEncodeTiled`: host memory only) or returns: the caller
    synchronises the stream before it reads a result on the host. A wait
    before the host reads memory (a load, store, free or any other call)
    stays. Such functions get the unit
    attribute `mpt.stream_argument`.

    A function whose symbol is used other than by direct calls (its address
    taken), or that is variadic, keeps its own stream and signature; where
    it calls a function that now takes a stream, it makes one for the call
    and waits for it after, as the callee did before.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let statistics = [
    Statistic<"numFunctions", "functions",
              "Functions given a stream argument">,
    Statistic<"numWaitsRemoved", "waits-removed",
              "Stream synchronisations removed">,
  ];
}

#endif // MPT_CONVERSION_PASSES_TD
