//===- DonateStateBuffers.cpp - mpt-donate-state-buffers ------------------===//

#include "mpt/Transforms/Passes.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_DONATESTATEBUFFERS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// The entry-block argument of `fn` that `value` is, directly or through
/// scf.if results whose two branches yield it; null if none.
static BlockArgument traceToArgument(Value value, func::FuncOp fn) {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return arg.getOwner() == &fn.front() ? arg : BlockArgument();
  auto ifOp = value.getDefiningOp<scf::IfOp>();
  if (!ifOp || !ifOp.elseBlock())
    return {};
  unsigned index = cast<OpResult>(value).getResultNumber();
  BlockArgument thenArg =
      traceToArgument(ifOp.thenYield().getOperand(index), fn);
  BlockArgument elseArg =
      traceToArgument(ifOp.elseYield().getOperand(index), fn);
  return thenArg && thenArg == elseArg ? thenArg : BlockArgument();
}

namespace {
struct DonateStateBuffersPass
    : public mpt::impl::DonateStateBuffersBase<DonateStateBuffersPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto fn : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (!fn.isExternal())
        donate(fn);
  }

  void donate(func::FuncOp fn) {
    SmallVector<func::ReturnOp> returns;
    fn.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
    // Result i -> argument, when every return agrees.
    SmallVector<BlockArgument> donated(fn.getNumResults());
    for (unsigned i = 0; i < fn.getNumResults(); ++i) {
      if (!isa<MemRefType>(fn.getResultTypes()[i]))
        continue;
      BlockArgument arg;
      for (func::ReturnOp ret : returns) {
        BlockArgument traced = traceToArgument(ret.getOperand(i), fn);
        if (!traced || (arg && traced != arg)) {
          arg = {};
          break;
        }
        arg = traced;
      }
      donated[i] = arg;
    }
    llvm::BitVector drop(fn.getNumResults());
    SmallVector<int64_t> pairs;
    for (auto [i, arg] : llvm::enumerate(donated))
      if (arg) {
        drop.set(i);
        pairs.append({static_cast<int64_t>(i),
                      static_cast<int64_t>(arg.getArgNumber())});
      }
    if (drop.none())
      return;

    // Calls first: they still see the old result list.
    if (std::optional<SymbolTable::UseRange> uses =
            SymbolTable::getSymbolUses(fn, getOperation())) {
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto call = dyn_cast<func::CallOp>(use.getUser());
        if (!call)
          continue;
        OpBuilder b(call);
        SmallVector<Type> kept;
        for (auto [i, type] : llvm::enumerate(call.getResultTypes()))
          if (!drop.test(i))
            kept.push_back(type);
        auto newCall = func::CallOp::create(
            b, call.getLoc(), call.getCalleeAttr(), kept, call.getOperands());
        newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
        unsigned next = 0;
        for (auto [i, result] : llvm::enumerate(call.getResults()))
          result.replaceAllUsesWith(
              drop.test(i) ? call.getOperand(donated[i].getArgNumber())
                           : newCall.getResult(next++));
        call.erase();
      }
    }
    for (func::ReturnOp ret : returns)
      ret->eraseOperands(drop);
    (void)fn.eraseResults(drop);
    fn->setAttr(mpt::MptDialect::kDonatedResultsAttrName,
                DenseI64ArrayAttr::get(fn.getContext(), pairs));
  }
};
} // namespace
