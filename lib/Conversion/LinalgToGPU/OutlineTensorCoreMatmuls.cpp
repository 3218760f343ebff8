//===- OutlineTensorCoreMatmuls.cpp - mpt-outline-tensor-core-matmuls -----===//

#include "NVVMTarget.h"
#include "TensorCoreMatmulKernel.h"
#include "WarpgroupMatmulKernel.h"
#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Remarks.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_OUTLINETENSORCOREMATMULS
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// The `linalg.fill` of zeros that is the only thing done to `c` (a fresh
/// buffer) before `matmul`: the kernel can then write C instead of adding
/// to zeros, and the fill can go. Anything else touching `c` before the
/// matmul (a view of it included) keeps the fill.
static linalg::FillOp findZeroFillOf(Value c, linalg::LinalgOp matmul) {
  if (!c.getDefiningOp<memref::AllocOp>())
    return {};
  Block *block = matmul->getBlock();
  linalg::FillOp zeroFill;
  for (Operation *user : c.getUsers()) {
    if (user == matmul.getOperation())
      continue;
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (!ancestor)
      return {};
    if (matmul->isBeforeInBlock(ancestor))
      continue;
    auto fill = dyn_cast<linalg::FillOp>(user);
    if (!fill || zeroFill || fill->getBlock() != block ||
        !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
      return {};
    zeroFill = fill;
  }
  return zeroFill;
}

namespace {
struct OutlineTensorCoreMatmulsPass
    : public mpt::impl::OutlineTensorCoreMatmulsBase<
          OutlineTensorCoreMatmulsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    GpuTargetAttr targetAttr = GpuTargetAttr::lookup(module);
    if (!targetAttr) {
      module.emitError() << "mpt-outline-tensor-core-matmuls needs the "
                         << "module's " << GpuTargetAttr::kAttrName
                         << ": run mpt-set-gpu-target first "
                         << "(mpt-lower-to-nvptx does)";
      return signalPassFailure();
    }
    GpuTarget target = targetAttr.getTarget();
    MatmulTileConfig tiles = targetAttr.getMatmulTileConfig();
    // A chip with wgmma: the TMA + wgmma kernel where it applies.
    std::optional<WarpgroupTileConfig> warpgroupTiles =
        targetAttr.getWarpgroupTileConfig();
    ArrayAttr kernelTargets =
        ArrayAttr::get(&getContext(), {getNVVMTarget(targetAttr)});

    SmallVector<std::pair<linalg::LinalgOp, TensorCoreMatmul>> matmuls;
    module.walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::GPUModuleOp>() ||
          op->getParentOfType<gpu::LaunchOp>())
        return;
      std::string whyNot;
      FailureOr<TensorCoreMatmul> matmul = matchTensorCoreMatmul(op, whyNot);
      // Too many tiles for one grid: left to the generic path.
      if (succeeded(matmul) && fitsGrid(*matmul, tiles))
        matmuls.emplace_back(op, *matmul);
    });
    if (matmuls.empty())
      return;

    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(&getContext()));
    SymbolTable symbols(module);
    OpBuilder builder(&getContext());
    for (auto &entry : matmuls) {
      linalg::LinalgOp op = entry.first;
      TensorCoreMatmul matmul = entry.second;
      Value aValue = op.getDpsInputs()[0], bValue = op.getDpsInputs()[1];
      Value cValue = op.getDpsInits()[0];
      linalg::FillOp zeroFill = findZeroFillOf(cValue, op);
      matmul.overwritesC = static_cast<bool>(zeroFill);
      std::string whyNot;
      bool warpgroup =
          warpgroupTiles &&
          succeeded(canUseWarpgroupKernel(matmul, *warpgroupTiles, whyNot));
      // Why a matmul keeps mma.sync on sm_90a, for whoever tunes a model:
      // a missed-optimisation remark when the remark engine keeps them.
      if (warpgroupTiles && !warpgroup)
        if (auto remark = remark::missed(
                op.getLoc(),
                remark::RemarkOpts::name("wgmma").category(getArgument())))
          remark << ("kept on mma.sync: " + whyNot);
      std::string name = matmul.getKernelName() + (warpgroup ? "_wgmma" : "");
      int64_t wgmmaGrid =
          warpgroup ? getWarpgroupGridSize(matmul, *warpgroupTiles,
                                           target.getMultiprocessorCount())
                    : 0;
      gpu::GPUFuncOp kernel;
      if (auto existing = symbols.lookup<gpu::GPUModuleOp>(name)) {
        kernel = existing.lookupSymbol<gpu::GPUFuncOp>(name);
      } else {
        builder.setInsertionPointToEnd(module.getBody());
        auto kernelModule =
            gpu::GPUModuleOp::create(builder, op.getLoc(), name);
        kernelModule.setTargetsAttr(kernelTargets);
        symbols.insert(kernelModule);
        auto cType = cast<MemRefType>(cValue.getType());
        if (warpgroup)
          kernel = buildWarpgroupMatmulKernel(builder, op.getLoc(),
                                              kernelModule, matmul, cType,
                                              *warpgroupTiles, wgmmaGrid);
        else
          kernel = buildTensorCoreMatmulKernel(
              builder, op.getLoc(), kernelModule, matmul,
              cast<MemRefType>(aValue.getType()),
              cast<MemRefType>(bValue.getType()), cType, tiles);
        ++numKernels;
        if (warpgroup)
          ++numWarpgroupKernels;
      }
      builder.setInsertionPoint(op);
      Location loc = op.getLoc();
      auto constant = [&](int64_t value) -> Value {
        return arith::ConstantIndexOp::create(builder, loc, value);
      };
      if (warpgroup) {
        Value mapA = createTensorMap(
            builder, loc, module, aValue,
            getTensorMapBoxRows(matmul, *warpgroupTiles, /*isA=*/true));
        Value mapB = createTensorMap(
            builder, loc, module, bValue,
            getTensorMapBoxRows(matmul, *warpgroupTiles, /*isA=*/false));
        Value sharedBytes =
            arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                         warpgroupTiles->sharedMemoryBytes());
        gpu::LaunchFuncOp::create(
            builder, loc, kernel,
            gpu::KernelDim3{constant(wgmmaGrid), constant(1), constant(1)},
            gpu::KernelDim3{constant(warpgroupTiles->threads()), constant(1),
                            constant(1)},
            sharedBytes, ValueRange{mapA, mapB, cValue});
        gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapA);
        gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), mapB);
      } else {
        std::array<int64_t, 3> grid = getGridSize(matmul, tiles);
        gpu::LaunchFuncOp::create(builder, loc, kernel,
                                  gpu::KernelDim3{constant(grid[0]),
                                                  constant(grid[1]),
                                                  constant(grid[2])},
                                  gpu::KernelDim3{constant(tiles.threads()),
                                                  constant(1), constant(1)},
                                  /*dynamicSharedMemorySize=*/Value(),
                                  ValueRange{aValue, bValue, cValue});
      }
      op->erase();
      if (zeroFill)
        zeroFill->erase();
      ++numLaunches;
    }
  }
};
} // namespace
