//===- LowerToNVPTXPipeline.cpp - mpt-lower-to-nvptx ----------------------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/OptimizeForNVVM.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/FileSystem.h"

#include <cstdlib>

using namespace mlir;

/// The CUDA toolkit whose libdevice the kernels link (math functions call
/// it): the option, else $CUDA_HOME, $CUDA_PATH or $CUDA_ROOT, else
/// /usr/local/cuda if present. Upstream looks at the environment only, so a
/// run from a clean environment (lit's) would leave `__nv_*` calls
/// unresolved. Without any toolkit the path stays empty: PTX is still made,
/// and mpt-check-lowered-to-llvm reports kernels that needed libdevice.
static std::string findCudaToolkit(StringRef option) {
  if (!option.empty())
    return option.str();
  for (const char *name : {"CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"})
    if (const char *value = std::getenv(name); value && *value)
      return value;
  if (llvm::sys::fs::is_directory("/usr/local/cuda"))
    return "/usr/local/cuda";
  return "";
}

/// Upstream's gpu-lower-to-nvvm-pipeline, with the toolkit path given to
/// serialization (the upstream pipeline has no option for it).
static void buildNVVMLowering(OpPassManager &pm,
                              const mpt::LowerToNVPTXPipelineOptions &options) {
  // Upstream lowers no FP8 conversion for NVVM either: the kernels get the
  // CPU's integer expansion (exact, saturating).
  pm.addNestedPass<gpu::GPUModuleOp>(mpt::createExpandFP8Conversions());
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(mpt::createAttachNVVMTarget());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  pm.addNestedPass<gpu::GPUModuleOp>(createStripDebugInfoPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  pm.addNestedPass<gpu::GPUModuleOp>(LLVM::createNVVMOptimizeForTargetPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());

  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = findCudaToolkit(options.cudaPath);
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(mpt::createStripCompileTimings());
  pm.addPass(mpt::createStripGpuTarget());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // The caller's stream, so a loop of steps waits only where it reads (on
  // canonical host code: addresses of host memory are plain there).
  pm.addPass(mpt::createRunOnCallerStream());
}

void mpt::setGpuTarget(LowerToNVPTXPipelineOptions &options,
                       const GpuTargetRequest &request) {
  options.chip = request.chip;
  options.features = request.features;
  options.matmulTiles = request.matmulTiles;
  options.warpgroupTiles = request.warpgroupTiles;
}

void mpt::buildLowerToNVPTXPipeline(
    OpPassManager &pm, const LowerToNVPTXPipelineOptions &options) {
  // The target, validated and recorded on the module before anything would
  // abort on it in LLVM; every GPU pass below reads it from there.
  SetGpuTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.matmulTiles = options.matmulTiles;
  target.warpgroupTiles = options.warpgroupTiles;
  pm.addPass(createSetGpuTarget(target));
  // Block-quantized FP8 products keep their FP8 operands and scales for a
  // kernel that applies the scales (sm_90a's wgmma).
  pm.addPass(createFormBlockScaledMatmuls());

  // Tensors to buffers, as for the CPU.
  pm.addPass(createConvertMptToLinalg());
  // Collectives (a data-parallel step's) as calls of mpt's NCCL shim on the
  // step's stream; nothing without.
  LowerCollectivesToNCCLOptions collectives;
  collectives.overlap = options.overlapCollectives;
  pm.addPass(mpt::createLowerCollectivesToNCCL(collectives));
  pm.addPass(createConvertElementwiseToLinalgPass());
  // Each fused chain of elementwise ops becomes one kernel; the unscaling
  // runs inside the finiteness check's reduction and the update kernels.
  pm.addPass(mpt::createFuseElementwise());
  buildBufferizationPasses(pm);

  // Low-precision matmuls: generated tensor-core kernels.
  pm.addPass(createOutlineTensorCoreMatmuls());

  // Reductions to a scalar: one block, warp shuffles.
  MapReductionsToGPUOptions reductions;
  reductions.blockSize = options.blockSize;
  pm.addNestedPass<func::FuncOp>(createMapReductionsToGPU(reductions));
  // Everything else: one kernel per linalg op, from parallel loops.
  pm.addNestedPass<func::FuncOp>(createPrepareLinalgForGPU());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  TileAndMapParallelLoopsOptions tiling;
  tiling.blockSize = options.blockSize;
  pm.addNestedPass<func::FuncOp>(createTileAndMapParallelLoops(tiling));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  // A skipped step is decided by the update kernels, not the host.
  pm.addPass(createPredicateSkippedLaunches());
  pm.addPass(createPlaceBuffersOnDevice());
  // Launches, copies and frees on one stream per function; the host waits
  // only where it reads a result.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());

  buildNVVMLowering(pm, options);
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
