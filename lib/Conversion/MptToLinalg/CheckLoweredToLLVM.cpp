//===- CheckLoweredToLLVM.cpp - mpt-check-lowered-to-llvm -----------------===//

#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_CHECKLOWEREDTOLLVM
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
struct CheckLoweredToLLVMPass
    : mpt::impl::CheckLoweredToLLVMBase<CheckLoweredToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    WalkResult result = module.walk([&](Operation *op) {
      if (op == module || isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (allowGpuOffloading && isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op))
        return WalkResult::advance();
      op->emitOpError("was not lowered to the LLVM dialect; LLVM cannot "
                      "translate it");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
