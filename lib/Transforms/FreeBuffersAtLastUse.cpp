//===- FreeBuffersAtLastUse.cpp - mpt-free-buffers-at-last-use ------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FREEBUFFERSATLASTUSE
#include "mpt/Transforms/Passes.h.inc"
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
/// none; failure when an alias escapes where uses cannot be followed. The
/// aliases are upstream's BufferViewFlowAnalysis's: views, region-branch
/// and branch operands and results, and every memref result of an op it
/// does not know (conservatively).
static FailureOr<Operation *>
findLastUse(Value buffer, Block *block, Operation *dealloc,
            const BufferViewFlowAnalysis &aliasAnalysis) {
  Operation *last = nullptr;
  for (Value alias : aliasAnalysis.resolve(buffer)) {
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      if (user == dealloc)
        continue;
      if (capturesPointer(user))
        return failure();
      // Returned, passed to another block, or yielded by a region the
      // analysis does not model: not followed.
      if (user->hasTrait<OpTrait::IsTerminator>() &&
          (isa<func::ReturnOp>(user) || user->getNumSuccessors() != 0 ||
           !isa<RegionBranchTerminatorOpInterface>(user)))
        return failure();
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
    const BufferViewFlowAnalysis &aliasAnalysis =
        getAnalysis<BufferViewFlowAnalysis>();
    SmallVector<memref::DeallocOp> deallocs;
    getOperation().walk([&](memref::DeallocOp op) {
      // Conditional frees (ownership known only at run time) stay.
      if (isa<func::FuncOp>(op->getParentOp()))
        deallocs.push_back(op);
    });
    for (memref::DeallocOp dealloc : deallocs) {
      Value buffer = dealloc.getMemref();
      Block *block = dealloc->getBlock();
      FailureOr<Operation *> last =
          findLastUse(buffer, block, dealloc, aliasAnalysis);
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
