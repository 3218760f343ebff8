//===- PredicateSkippedLaunches.cpp - mpt-predicate-skipped-launches ------===//

#include "mpt/Conversion/Passes.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PREDICATESKIPPEDLAUNCHES
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
struct PredicateSkippedLaunchesPass
    : public mpt::impl::PredicateSkippedLaunchesBase<
          PredicateSkippedLaunchesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);
    SmallVector<scf::IfOp> candidates;
    module.walk([&](scf::IfOp ifOp) {
      if (!ifOp->getParentOfType<gpu::GPUModuleOp>() &&
          !ifOp->getParentOfType<gpu::LaunchOp>())
        candidates.push_back(ifOp);
    });
    for (scf::IfOp ifOp : candidates)
      predicate(ifOp, symbols, users);
  }

  /// The kernel `launch` calls, if only `launch` calls it and it can take a
  /// guard: one block, no workgroup or private memory.
  gpu::GPUFuncOp getGuardableKernel(gpu::LaunchFuncOp launch,
                                    SymbolTableCollection &symbols,
                                    SymbolUserMap &users) {
    auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel || !kernel.getBody().hasOneBlock() ||
        kernel.getNumWorkgroupAttributions() != 0 ||
        kernel.getNumPrivateAttributions() != 0)
      return {};
    auto kernelModule = kernel->getParentOfType<gpu::GPUModuleOp>();
    if (users.getUsers(kernelModule).size() != 1)
      return {};
    return kernel;
  }

  void predicate(scf::IfOp ifOp, SymbolTableCollection &symbols,
                 SymbolUserMap &users) {
    if (ifOp.getNumResults() != 0 ||
        (ifOp.elseBlock() && !ifOp.elseBlock()->without_terminator().empty()))
      return;
    auto load = ifOp.getCondition().getDefiningOp<memref::LoadOp>();
    if (!load || load.getMemRefType().getRank() != 0)
      return;
    Value flag = load.getMemref();
    SmallVector<std::pair<gpu::LaunchFuncOp, gpu::GPUFuncOp>> launches;
    for (Operation &op : ifOp.thenBlock()->without_terminator()) {
      if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
        gpu::GPUFuncOp kernel = getGuardableKernel(launch, symbols, users);
        if (!kernel || launch.getAsyncToken())
          return;
        launches.emplace_back(launch, kernel);
        continue;
      }
      // Sizes and indices only: they may run whatever the flag says.
      if (!isMemoryEffectFree(&op) || op.getNumRegions() != 0)
        return;
    }
    if (launches.empty())
      return;

    for (auto &[launch, kernel] : launches) {
      guardKernel(kernel, flag.getType());
      launch.getKernelOperandsMutable().append(flag);
    }
    // The body runs unconditionally now; the kernels decide.
    Block *body = ifOp.thenBlock();
    body->getTerminator()->erase();
    ifOp->getBlock()->getOperations().splice(Block::iterator(ifOp),
                                             body->getOperations());
    ifOp.erase();
    if (load->use_empty())
      load.erase();
  }

  /// Adds `flagType` as the last argument of `kernel` and runs its body
  /// only when the flag holds.
  void guardKernel(gpu::GPUFuncOp kernel, Type flagType) {
    Location loc = kernel.getLoc();
    unsigned index = kernel.getNumArguments();
    (void)kernel.insertArgument(index, flagType, DictionaryAttr(), loc);
    Block &entry = kernel.getBody().front();
    Value flag = entry.getArgument(index);
    Operation *terminator = entry.getTerminator();
    OpBuilder b(&entry, entry.begin());
    Value holds = memref::LoadOp::create(b, loc, flag);
    auto guard = scf::IfOp::create(b, loc, holds, /*withElseRegion=*/false);
    Block *then = guard.thenBlock();
    then->getOperations().splice(then->begin(), entry.getOperations(),
                                 std::next(Block::iterator(guard)),
                                 Block::iterator(terminator));
  }
};
} // namespace
