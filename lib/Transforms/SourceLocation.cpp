//===- SourceLocation.cpp - Source locations as people read them ----------===//

#include "SourceLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Path.h"

using namespace mlir;

/// Whether `path` is in PyTorch's installed sources, whose frames
/// (torch.nn's modules, functional) say less than the model's own.
static bool isInTorchPackage(StringRef path) {
  return path.contains("-packages/torch/");
}

std::string mpt::getCompactLocation(Location loc) {
  FileLineColLoc chosen;
  loc->walk([&](Location nested) {
    auto file = dyn_cast<FileLineColLoc>(nested);
    if (!file)
      return WalkResult::advance();
    if (!chosen)
      chosen = file;
    if (isInTorchPackage(file.getFilename().getValue()))
      return WalkResult::advance();
    chosen = file;
    return WalkResult::interrupt();
  });
  std::string compact;
  if (chosen) {
    StringRef path = chosen.getFilename().getValue();
    StringRef name = llvm::sys::path::filename(path);
    StringRef parent =
        llvm::sys::path::filename(llvm::sys::path::parent_path(path));
    compact = ((parent.empty() ? "" : parent + "/") + name + ":" +
               Twine(chosen.getLine()))
                  .str();
  }
  if (compact.empty())
    loc->walk([&](Location nested) {
      if (auto name = dyn_cast<NameLoc>(nested)) {
        compact = name.getName().str();
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
  return compact.empty() ? "?" : compact;
}
