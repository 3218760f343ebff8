//===- WriteGpuBinaries.cpp - mpt-write-gpu-binaries ----------------------===//

#include "mpt/Conversion/Passes.h"

#include "mpt/Support/AtomicOutput.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_WRITEGPUBINARIES
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

static StringRef getExtension(gpu::CompilationTarget format) {
  switch (format) {
  case gpu::CompilationTarget::Assembly:
    return "ptx";
  case gpu::CompilationTarget::Binary:
    return "cubin";
  case gpu::CompilationTarget::Fatbin:
    return "fatbin";
  case gpu::CompilationTarget::Offload:
    return "bc";
  }
  return "bin";
}

namespace {
struct WriteGpuBinariesPass
    : public mpt::impl::WriteGpuBinariesBase<WriteGpuBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (dir.empty()) {
      module.emitError("mpt-write-gpu-binaries needs dir=<directory>");
      return signalPassFailure();
    }
    if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
      module.emitError() << "cannot create directory '" << dir
                         << "': " << ec.message();
      return signalPassFailure();
    }
    for (auto binary : module.getOps<gpu::BinaryOp>()) {
      ArrayRef<Attribute> objects = binary.getObjects().getValue();
      for (auto [index, attr] : llvm::enumerate(objects)) {
        auto object = cast<gpu::ObjectAttr>(attr);
        SmallString<128> path(dir);
        std::string name = binary.getName().str();
        if (objects.size() > 1)
          name += "_" + std::to_string(index);
        llvm::sys::path::append(path,
                                name + "." + getExtension(object.getFormat()));
        // Each file appears whole or not at all; the directory may hold
        // other files, so it is not replaced as a whole.
        if (llvm::Error error =
                mpt::writeFileAtomically(path, [&](llvm::raw_ostream &os) {
                  os << object.getObject().getValue();
                  return llvm::Error::success();
                })) {
          binary.emitError() << llvm::toString(std::move(error));
          return signalPassFailure();
        }
      }
    }
  }
};
} // namespace
