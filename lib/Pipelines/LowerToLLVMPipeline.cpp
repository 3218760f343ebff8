//===- LowerToLLVMPipeline.cpp - mpt-lower-to-llvm ------------------------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mpt::buildBufferizationPasses(OpPassManager &pm) {
  // A fill shared by several destinations would be copied into each.
  pm.addNestedPass<func::FuncOp>(mpt::createFillPerDestination());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // State the optimizers updated in place stays in the argument buffers:
  // not returned, so not copied for the caller.
  pm.addPass(mpt::createDonateStateBuffers());
  // One-shot bufferization frees nothing: without this a training loop
  // leaks every step's buffers.
  bufferization::buildBufferDeallocationPipeline(pm);
  // The clones that deallocation inserts become alloc + copy.
  pm.addPass(createConvertBufferizationToMemRefPass());
  // Upstream frees at the end of the owning block; free at the last use, so
  // a step's peak is not the sum of all its buffers.
  pm.addNestedPass<func::FuncOp>(mpt::createFreeBuffersAtLastUse());
}

void mpt::buildLowerToLLVMPipeline(OpPassManager &pm) {
  buildLowerToLLVMPipeline(pm, LowerToLLVMPipelineOptions());
}

void mpt::buildLowerToLLVMPipeline(OpPassManager &pm,
                                   const LowerToLLVMPipelineOptions &options) {
  // On the training graph, before any op is lowered or fused: one probe per
  // value, with the op's phase.
  if (options.numerics)
    pm.addPass(mpt::createInstrumentNumerics());
  pm.addPass(createConvertMptToLinalg());
  // Collectives (a data-parallel step's) as MPI calls; nothing without.
  LowerCollectivesToMPIOptions collectives;
  collectives.overlap = options.overlapCollectives;
  pm.addPass(mpt::createLowerCollectivesToMPI(collectives));
  // Casts on whole tensors (arith.truncf/extf) do not bufferize; as generics
  // they do.
  pm.addPass(createConvertElementwiseToLinalgPass());
  // Transposes feeding contractions, or of their results (torch's
  // x @ w.t() and the backward's transposed weight gradients), as indexing
  // maps; before fusion, which would merge them into other loops.
  pm.addNestedPass<func::FuncOp>(mpt::createFoldTransposesIntoContractions());
  // FP8 contraction operands widened once to bf16 (exact), so that FP8
  // contractions run on the bf16 kernels; before fusion, which fuses the
  // widening into the quantization that made the operand.
  pm.addNestedPass<func::FuncOp>(mpt::createWidenFP8Contractions());
  // Chains of elementwise ops (casts, activations, unscaling, the metrics'
  // comparisons) become one loop nest each instead of a buffer per op; the
  // unscaling goes into both the finiteness check and the update, so no
  // unscaled gradient is written.
  // Named contractions are not generics, so no cast is fused into a matmul
  // (it would be recomputed in every iteration of the reduction).
  pm.addPass(mpt::createFuseElementwise());
  // Maxima to a scalar (FP8 amaxes) through a row of partials, after fusion
  // has put the absolute value into them: their inner loops vectorize.
  pm.addNestedPass<func::FuncOp>(mpt::createSplitExactReductions());
  // Math functions as arithmetic instead of a libm call per element: their
  // loops vectorize.
  if (!options.approximateMath.empty()) {
    ApproximateMathOptions approximate;
    approximate.functions = llvm::to_vector(options.approximateMath);
    pm.addPass(mpt::createApproximateMath(approximate));
  }
  // Contractions as named matmuls with B contiguous along N, the form of
  // the vectorized kernels.
  PackContractionOperandsOptions packing;
  packing.pairBF16 = options.bf16DotProduct != "none";
  // AMX tiles take K in 32s.
  if (options.bf16DotProduct == "amx")
    packing.padBF16K = 32;
  pm.addNestedPass<func::FuncOp>(mpt::createPackContractionOperands(packing));
  mpt::buildBufferizationPasses(pm);
  // Regions of one op each, before the contractions become kernels and the
  // ops loops: a kernel's time is its contraction's.
  if (options.profile)
    pm.addPass(mpt::createInstrumentProfile());
  // Before the loops are parallelized, so that large copies are too, and
  // before outlining, so that they are outlined.
  pm.addPass(mpt::createExpandStridedCopies());
  // Each op in a function of its own, equal ops (repeated layers) sharing
  // one: the passes below, LLVM and the code generator see each distinct
  // kernel once.
  if (options.outlineKernels)
    pm.addPass(mpt::createOutlineKernels());
  // Contractions as register-blocked FMA kernels; any the kernels cannot
  // take as loops i, k, j, whose innermost loop LLVM vectorizes.
  bool parallel = options.threads > 1;
  VectorizeContractionsOptions kernels;
  kernels.parallel = parallel;
  kernels.bf16DotProduct = options.bf16DotProduct;
  kernels.tileM = options.kernelRows;
  kernels.tileN = options.kernelColumns;
  kernels.remarks = options.kernelRemarks;
  pm.addNestedPass<func::FuncOp>(mpt::createVectorizeContractions(kernels));
  // The copies into the bf16 kernels' pair layout as vector code.
  VectorizePairCopiesOptions pairCopies;
  pairCopies.parallel = parallel;
  pm.addNestedPass<func::FuncOp>(mpt::createVectorizePairCopies(pairCopies));
  // Transposes (the copies of B that packing made) in blocks that stay in
  // cache.
  BlockTransposesOptions transposes;
  transposes.parallel = parallel;
  pm.addNestedPass<func::FuncOp>(mpt::createBlockTransposes(transposes));
  pm.addNestedPass<func::FuncOp>(mpt::createOrderContractionLoops());
  // A count fused with a transpose would walk its input across the rows.
  pm.addNestedPass<func::FuncOp>(mpt::createOrderExactReductions());
  // Every allocation is in place (the kernels' packing buffers too) and
  // still a memref.alloc; loops are not yet parallel.
  if (options.heapPeakReport)
    pm.addPass(mpt::createHeapPeakReport());
  if (parallel)
    pm.addNestedPass<func::FuncOp>(mpt::createParallelizeOuterLoops());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Multi-dimensional transfers become loops of one-dimensional ones.
  VectorTransferToSCFOptions vectorToSCF;
  vectorToSCF.unroll = true;
  pm.addNestedPass<func::FuncOp>(createConvertVectorToSCFPass(vectorToSCF));
  if (parallel) {
    ConvertSCFToOpenMPPassOptions openmp;
    openmp.numThreads = options.threads;
    pm.addPass(createConvertSCFToOpenMPPass(openmp));
    pm.addPass(mpt::createInlineAllocaScopes());
  }
  pm.addPass(createSCFToControlFlowPass());
  // FP8 conversions as integer arithmetic: LLVM has no FP8 type.
  pm.addPass(mpt::createExpandFP8Conversions());
  // LLVM lowers bf16 truncation to a libcall (__truncsfbf2) that Debian 12's
  // libgcc lacks; as integer arithmetic (nearest even, NaN kept) it needs
  // nothing at run time. The x86 backend also rounds the result of bf16
  // compares and selects it promotes (a bf16 ReLU) through that libcall, so
  // bf16 arithmetic is done in f32 first (one exact extension per operand,
  // one rounding per result, as the op's own rounding).
  // f64 -> bf16 through f32 (round-to-odd, exact): LLVM would call
  // __truncdfbf2, which Debian 12's libgcc lacks too.
  pm.addPass(mpt::createExpandF64ToBF16());
  arith::ArithEmulateUnsupportedFloatsOptions emulate;
  emulate.sourceTypeStrs = {"bf16"};
  emulate.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  vectorToLLVM.x86Vector = options.bf16DotProduct != "none";
  vectorToLLVM.amx = options.bf16DotProduct == "amx";
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  pm.addPass(createConvertToLLVMPass());
  // What LLVM has no intrinsic for (math.erf: torch's exact GELU) becomes a
  // libm call; run after the conversion so exp, log and tanh keep theirs.
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  CheckLoweredToLLVMOptions check;
  check.allowOpenmp = parallel;
  pm.addPass(mpt::createCheckLoweredToLLVM(check));
}

void mpt::registerLowerToLLVMPipeline() {
  PassPipelineRegistration<LowerToLLVMPipelineOptions>(
      "mpt-lower-to-llvm",
      "Lower a training step to the LLVM dialect for the CPU: mpt to linalg, "
      "bufferization with deallocation, loops, LLVM; fails on any op LLVM "
      "cannot take",
      [](OpPassManager &pm, const LowerToLLVMPipelineOptions &options) {
        buildLowerToLLVMPipeline(pm, options);
      });
}
