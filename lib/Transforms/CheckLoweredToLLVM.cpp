//===- CheckLoweredToLLVM.cpp - mpt-check-lowered-to-llvm -----------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_CHECKLOWEREDTOLLVM
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

/// The first function a PTX object declares but does not define (a libdevice
/// `__nv_*` function when libdevice was not linked), or an empty string.
/// `__assertfail` (a failed `cf.assert` in a kernel) is a CUDA system call
/// that the driver resolves.
static StringRef findUnresolvedFunction(StringRef ptx) {
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.trim();
    if (!line.consume_front(".extern .func"))
      continue;
    // `.extern .func (.param .b32 r) __nv_expf(` : the name precedes '('.
    StringRef name = line.rsplit('(').first.rtrim();
    if (line.contains(')'))
      name = line.substr(line.find(')') + 1).split('(').first.trim();
    name = name.trim();
    if (name == "__assertfail")
      continue;
    return name.empty() ? line : name;
  }
  return "";
}

namespace {
struct CheckLoweredToLLVMPass
    : mpt::impl::CheckLoweredToLLVMBase<CheckLoweredToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    WalkResult result = module.walk([&](Operation *op) {
      if (op == module || isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (allowGpuOffloading && isa<gpu::LaunchFuncOp>(op))
        return WalkResult::advance();
      // OpenMP's parallel loops on LLVM-dialect bodies: LLVM IR translation
      // turns them into libomp calls.
      if (allowOpenmp && isa<omp::OpenMPDialect>(op->getDialect()))
        return WalkResult::advance();
      if (auto binary = dyn_cast<gpu::BinaryOp>(op);
          binary && allowGpuOffloading) {
        for (Attribute attr : binary.getObjects()) {
          auto object = cast<gpu::ObjectAttr>(attr);
          if (object.getFormat() != gpu::CompilationTarget::Assembly)
            continue;
          StringRef missing = findUnresolvedFunction(object.getObject());
          if (missing.empty())
            continue;
          binary.emitOpError("kernels call '")
              << missing
              << "', which was not linked: libdevice was not found (point "
                 "the pipeline's cuda-path at a CUDA toolkit)";
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      }
      op->emitOpError("was not lowered to the LLVM dialect; LLVM cannot "
                      "translate it");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
