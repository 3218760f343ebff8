//===- OutlineTensorCoreMatmuls.cpp - mpt-outline-tensor-core-matmuls -----===//

#include "MatmulKernelFamily.h"
#include "NVVMTarget.h"
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
    // The target's kernel families, most preferred first; a contraction no
    // family takes stays for the generic kernels.
    SmallVector<std::unique_ptr<MatmulKernelFamily>> families =
        getMatmulKernelFamilies(targetAttr);
    ArrayAttr kernelTargets =
        ArrayAttr::get(&getContext(), {getNVVMTarget(targetAttr)});

    SmallVector<std::pair<linalg::LinalgOp, TensorCoreMatmul>> matmuls;
    module.walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::GPUModuleOp>() ||
          op->getParentOfType<gpu::LaunchOp>())
        return;
      std::string whyNot;
      FailureOr<TensorCoreMatmul> matmul = matchTensorCoreMatmul(op, whyNot);
      // Too many tiles for one grid, FP8 on a chip without FP8 mma: left to
      // the generic path.
      if (succeeded(matmul) && llvm::any_of(families, [&](const auto &family) {
            return succeeded(family->canTake(*matmul, whyNot));
          }))
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
      SmallVector<Value> inputs = op.getDpsInputs();
      // A block-scaled generic's inputs are A, sA, B, sB.
      MatmulOperands operands =
          matmul.blockScaled
              ? MatmulOperands{inputs[0], inputs[2], op.getDpsInits()[0],
                               inputs[1], inputs[3]}
              : MatmulOperands{inputs[0], inputs[1], op.getDpsInits()[0],
                               Value(), Value()};
      linalg::FillOp zeroFill = findZeroFillOf(operands.c, op);
      matmul.overwritesC = static_cast<bool>(zeroFill);
      const MatmulKernelFamily &family = chooseFamily(families, op, matmul);
      std::string name =
          matmul.getKernelName() + family.getKernelSuffix().str();
      gpu::GPUFuncOp kernel;
      if (auto existing = symbols.lookup<gpu::GPUModuleOp>(name)) {
        kernel = existing.lookupSymbol<gpu::GPUFuncOp>(name);
      } else {
        builder.setInsertionPointToEnd(module.getBody());
        auto kernelModule =
            gpu::GPUModuleOp::create(builder, op.getLoc(), name);
        kernelModule.setTargetsAttr(kernelTargets);
        symbols.insert(kernelModule);
        kernel = family.buildKernel(builder, op.getLoc(), kernelModule, matmul,
                                    operands);
        ++numKernels;
        if (family.usesWarpgroupMma())
          ++numWarpgroupKernels;
      }
      builder.setInsertionPoint(op);
      family.emitLaunch(builder, op.getLoc(), module, kernel, matmul, operands);
      op->erase();
      if (zeroFill)
        zeroFill->erase();
      ++numLaunches;
    }
  }

  /// The first of `families` that takes `matmul`; each preferred family that
  /// does not says why, for whoever tunes a model (a missed-optimisation
  /// remark when the remark engine keeps them).
  const MatmulKernelFamily &
  chooseFamily(ArrayRef<std::unique_ptr<MatmulKernelFamily>> families,
               linalg::LinalgOp op, const TensorCoreMatmul &matmul) {
    SmallVector<std::pair<StringRef, std::string>> declined;
    for (const std::unique_ptr<MatmulKernelFamily> &family : families) {
      std::string whyNot;
      if (failed(family->canTake(matmul, whyNot))) {
        declined.emplace_back(family->getName(), whyNot);
        continue;
      }
      for (auto &[name, why] : declined)
        if (auto remark = remark::missed(
                op.getLoc(),
                remark::RemarkOpts::name(name).category(getArgument())))
          remark << ("kept on " + family->getName() + ": " + why).str();
      return *family;
    }
    llvm_unreachable("only contractions some family takes are outlined");
  }
};
} // namespace
