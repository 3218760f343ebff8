//===- StripCompileTimings.cpp - mpt-strip-compile-timings ----------------===//

#include "mpt/Conversion/Passes.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_STRIPCOMPILETIMINGS
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

static gpu::ObjectAttr withoutTimings(gpu::ObjectAttr object) {
  DictionaryAttr properties = object.getProperties();
  if (!properties)
    return object;
  SmallVector<NamedAttribute> kept;
  for (NamedAttribute property : properties)
    if (!property.getName().getValue().ends_with("TimeInMs"))
      kept.push_back(property);
  if (kept.size() == properties.size())
    return object;
  MLIRContext *ctx = object.getContext();
  return gpu::ObjectAttr::get(
      ctx, object.getTarget(), object.getFormat(), object.getObject(),
      DictionaryAttr::get(ctx, kept), object.getKernels());
}

namespace {
struct StripCompileTimingsPass
    : public mpt::impl::StripCompileTimingsBase<StripCompileTimingsPass> {
  void runOnOperation() override {
    getOperation().walk([](gpu::BinaryOp binary) {
      SmallVector<Attribute> objects;
      for (Attribute attr : binary.getObjects())
        objects.push_back(withoutTimings(cast<gpu::ObjectAttr>(attr)));
      binary.setObjectsAttr(ArrayAttr::get(binary.getContext(), objects));
    });
  }
};
} // namespace
