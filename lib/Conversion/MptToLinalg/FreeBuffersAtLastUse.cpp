//===- FreeBuffersAtLastUse.cpp - mpt-free-buffers-at-last-use ------------===//

#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FREEBUFFERSATLASTUSE
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// Whether `op` turns a buffer into something other than a memref that can
/// still reach its memory (a raw pointer): past it, uses cannot be followed.
static bool capturesPointer(Operation *op) {
  return isa<memref::ExtractAlignedPointerAsIndexOp,
             UnrealizedConversionCastOp>(op) ||
         isa_and_present<LLVM::LLVMDialect>(op->getDialect());
}

/// The last operation of `block` that uses `buffer` or a value that may
/// alias it (directly or through nested regions), or null when there is
/// none; failure when an alias escapes where uses cannot be followed.
static FailureOr<Operation *> findLastUse(Value buffer, Block *block,
                                          Operation *dealloc) {
  SmallVector<Value> worklist = {buffer};
  DenseSet<Value> aliases = {buffer};
  auto addAlias = [&](Value value) {
    if (isa<BaseMemRefType>(value.getType()) && aliases.insert(value).second)
      worklist.push_back(value);
  };
  Operation *last = nullptr;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user == dealloc)
        continue;
      if (capturesPointer(user))
        return failure();
      // Anything an op makes from the buffer may alias it.
      for (Value result : user->getResults())
        addAlias(result);
      // Passed into regions: their arguments may alias it.
      for (Region &region : user->getRegions())
        for (Block &nested : region)
          for (BlockArgument argument : nested.getArguments())
            addAlias(argument);
      // Yielded out of a region: the parent's results may alias it.
      if (user->hasTrait<OpTrait::IsTerminator>()) {
        // Returned, or passed to another block: not followed.
        if (isa<func::ReturnOp>(user) || user->getNumSuccessors() != 0)
          return failure();
        if (Operation *parent = user->getParentOp())
          for (Value result : parent->getResults())
            addAlias(result);
      }
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor)
        return failure();
      if (!last || last->isBeforeInBlock(ancestor))
        last = ancestor;
    }
  }
  return last;
}

namespace {
struct FreeBuffersAtLastUsePass
    : mpt::impl::FreeBuffersAtLastUseBase<FreeBuffersAtLastUsePass> {
  void runOnOperation() override {
    SmallVector<memref::DeallocOp> deallocs;
    getOperation().walk([&](memref::DeallocOp op) {
      // Conditional frees (ownership known only at run time) stay.
      if (isa<func::FuncOp>(op->getParentOp()))
        deallocs.push_back(op);
    });
    for (memref::DeallocOp dealloc : deallocs) {
      Value buffer = dealloc.getMemref();
      Block *block = dealloc->getBlock();
      FailureOr<Operation *> last = findLastUse(buffer, block, dealloc);
      if (failed(last))
        continue;
      Operation *after = *last;
      // Unused: free it where it is made (when that is in this block).
      if (!after)
        after = buffer.getDefiningOp();
      if (!after || after->getBlock() != block ||
          !after->isBeforeInBlock(dealloc))
        continue;
      dealloc->moveAfter(after);
    }
  }
};
} // namespace
