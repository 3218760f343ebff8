//===- Fp8Recipe.cpp - FP8 and FP4 recipe settings ------------------------===//
//
// The recipe's options as mpt-auto-mixed-precision reads them: the formats
// by name, per-GEMM-role overrides (fp8-gemm) and the layers kept in BF16
// (fp8-keep-bf16).
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/Fp8Contractions.h"

using namespace mlir;
using namespace mlir::mpt;

FloatType mlir::mpt::getFp8Type(MLIRContext *context, Fp8Format format) {
  switch (format) {
  case Fp8Format::E4M3:
    return Float8E4M3FNType::get(context);
  case Fp8Format::E5M2:
    return Float8E5M2Type::get(context);
  }
  llvm_unreachable("unknown FP8 format");
}

Fp8GemmSetting Fp8Recipe::getSetting(Fp8GemmRole role) const {
  if (const std::optional<Fp8GemmSetting> &override =
          roleOverrides[static_cast<unsigned>(role)])
    return *override;
  return Fp8GemmSetting{false, kind, forwardFormat, backwardFormat};
}

std::string Fp8Recipe::applyGemmOverride(StringRef entry) {
  SmallVector<StringRef> parts;
  entry.split(parts, ':');
  std::optional<Fp8GemmRole> role = symbolizeFp8GemmRole(
      parts.front().str() == "input-gradient" ? "input_gradient"
      : parts.front() == "weight-gradient"    ? "weight_gradient"
                                              : parts.front());
  if (!role || parts.size() < 2)
    return "expects ROLE:SETTING[:SETTING] with ROLE forward, "
           "input-gradient or weight-gradient, got '" +
           entry.str() + "'";
  Fp8GemmSetting setting = getSetting(*role);
  MLIRContext *context = forwardFormat.getContext();
  StringRef formatGiven;
  for (StringRef part : llvm::drop_begin(parts)) {
    if (part == "bf16") {
      setting.keepBf16 = true;
    } else if (std::optional<Fp8RecipeKind> kind =
                   symbolizeFp8RecipeKind(part)) {
      setting.kind = *kind;
    } else if (std::optional<Fp8Format> format = symbolizeFp8Format(part)) {
      // Forward products have only forward operands; in the backward the
      // format is the gradient's.
      formatGiven = part;
      if (*role == Fp8GemmRole::Forward)
        setting.forwardFormat = getFp8Type(context, *format);
      else
        setting.backwardFormat = getFp8Type(context, *format);
    } else {
      return "'" + part.str() + "' in '" + entry.str() +
             "' is not bf16, a recipe (tensorwise, blockwise, "
             "blockwise-pow2, mxfp8, nvfp4, mxfp4) or a format (e4m3, "
             "e5m2)";
    }
  }
  if (!formatGiven.empty() && !setting.keepBf16 && isFp4Recipe(setting.kind))
    return "'" + formatGiven.str() + "' in '" + entry.str() +
           "' is an FP8 format, but the role's recipe, " +
           stringifyFp8RecipeKind(setting.kind).str() + ", has E2M1 operands";
  roleOverrides[static_cast<unsigned>(*role)] = setting;
  return "";
}

std::string Fp8Recipe::applyKeptLayers(ArrayRef<std::string> layers) {
  keepLmHead = keepRouting = false;
  keepAttention = false;
  keepFirstLinears = keepLastLinears = 0;
  for (const std::string &layer : layers) {
    StringRef entry(layer);
    int64_t count = 0;
    if (layer == "lm-head") {
      keepLmHead = true;
    } else if (layer == "routing") {
      keepRouting = true;
    } else if (layer == "attention") {
      keepAttention = true;
    } else if (entry.consume_front("first:") || entry.consume_front("last:")) {
      if (entry.getAsInteger(10, count) || count < 0)
        return "expects a count of linear layers, a non-negative integer, "
               "after '" +
               StringRef(layer).take_front(layer.size() - entry.size()).str() +
               "', got '" + layer + "'";
      (StringRef(layer).starts_with("first:") ? keepFirstLinears
                                              : keepLastLinears) = count;
    } else if (layer != "none") {
      return "expects lm-head, routing, attention, first:N, last:N or none, "
             "got '" +
             layer + "'";
    }
  }
  return "";
}
