//===- LowerToNVPTXPipeline.cpp - mpt-lower-to-nvptx ----------------------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mpt::buildLowerToNVPTXPipeline(
    OpPassManager &pm, const LowerToNVPTXPipelineOptions &options) {
  // Tensors to buffers, as for the CPU.
  pm.addPass(createConvertMptToLinalg());
  pm.addPass(createConvertElementwiseToLinalgPass());
  // Each fused chain of elementwise ops becomes one kernel.
  pm.addPass(createLinalgElementwiseOpFusionPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Low-precision matmuls: generated tensor-core kernels. This pass also
  // validates the chip and PTX features, before anything would abort on
  // them in LLVM.
  OutlineTensorCoreMatmulsOptions matmuls;
  matmuls.chip = options.chip;
  matmuls.features = options.features;
  pm.addPass(createOutlineTensorCoreMatmuls(matmuls));

  // Everything else: one kernel per linalg op, from parallel loops.
  pm.addNestedPass<func::FuncOp>(createPrepareLinalgForGPU());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  TileAndMapParallelLoopsOptions tiling;
  tiling.blockSize = options.blockSize;
  pm.addNestedPass<func::FuncOp>(createTileAndMapParallelLoops(tiling));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createPlaceBuffersOnDevice());
  // Launches, copies and frees on one stream per function; the host waits
  // only where it reads a result.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());

  // Upstream: NVVM, serialization, host code.
  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip;
  nvvm.cubinFeatures = options.features;
  nvvm.cubinFormat = options.format;
  pm.addPass(createLowerAffinePass());
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
  if (!options.dumpDir.empty()) {
    WriteGpuBinariesOptions write;
    write.dir = options.dumpDir;
    pm.addPass(createWriteGpuBinaries(write));
  }
  CheckLoweredToLLVMOptions check;
  check.allowGpuOffloading = true;
  pm.addPass(createCheckLoweredToLLVM(check));
}

void mpt::registerLowerToNVPTXPipeline() {
  PassPipelineRegistration<LowerToNVPTXPipelineOptions>(
      "mpt-lower-to-nvptx",
      "Lower a training step for NVIDIA GPUs: tensor-core matmul kernels, "
      "one kernel per other linalg op, device buffers, PTX in gpu.binary "
      "ops, host code through gpu-to-llvm",
      buildLowerToNVPTXPipeline);
}
