//===- StepSignature.cpp - What a runner feeds a training step ------------===//

#include "mpt/Runtime/StepSignature.h"

#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Runtime/IndexBounds.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

/// A static tensor type the runner handles, or an error at `fn`.
static FailureOr<HostTensorType>
readTensorType(func::FuncOp fn, Type type, StringRef what, unsigned index) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return fn.emitOpError("has ")
           << what << " #" << index << " of type " << type
           << ": mpt-run needs tensors of static shape";
  std::optional<ElementKind> kind = getElementKind(tensor.getElementType());
  if (!kind)
    return fn.emitOpError("has ")
           << what << " #" << index << " of type " << type
           << ": mpt-run handles f32, f16, bf16, f64, i1, i8, i32 and i64 "
              "elements";
  // Sizes a host buffer can have: no overflow in elements x bytes.
  int64_t bytes = getElementBytes(*kind);
  for (int64_t size : tensor.getShape())
    if (llvm::MulOverflow(bytes, size, bytes) || bytes > (int64_t(1) << 46))
      return fn.emitOpError("has ") << what << " #" << index << " of type "
                                    << type << ": too large for a host buffer";
  return HostTensorType{*kind, SmallVector<int64_t>(tensor.getShape())};
}

FailureOr<StepSignature> StepSignature::read(func::FuncOp fn) {
  StepSignature signature;
  signature.name = fn.getSymName().str();
  if (fn.isExternal())
    return fn.emitOpError("is a declaration: mpt-run needs its body");
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    FailureOr<HostTensorType> type =
        readTensorType(fn, fn.getArgumentTypes()[i], "argument", i);
    if (failed(type))
      return failure();
    auto roleName =
        fn.getArgAttrOfType<StringAttr>(i, MptDialect::kRoleAttrName);
    std::optional<Role> role =
        roleName ? symbolizeRole(roleName.getValue()) : std::nullopt;
    if (!role)
      return fn.emitOpError("argument #")
             << i << " has no 'mpt.role': mpt-run cannot tell what to feed it";
    auto init =
        fn.getArgAttrOfType<DenseElementsAttr>(i, MptDialect::kInitAttrName);
    if (fn.getArgAttr(i, MptDialect::kInitAttrName) && !init)
      return fn.emitOpError("argument #")
             << i << " has an 'mpt.init' that is not a dense constant";
    StepArgument argument{i,
                          *role,
                          *type,
                          init,
                          std::nullopt,
                          std::nullopt,
                          std::nullopt,
                          std::nullopt,
                          {}};
    if (auto name =
            fn.getArgAttrOfType<StringAttr>(i, MptDialect::kNameAttrName))
      argument.name = name.getValue().str();
    if (std::optional<ArgShard> shard = getArgShard(fn, i)) {
      FailureOr<HostTensorType> whole =
          readTensorType(fn, shard->whole, "the whole tensor of argument", i);
      if (failed(whole))
        return failure();
      argument.shard = ArgumentShard{shard->ranks, *whole};
    }
    if (!isFloat(type->kind)) {
      IndexBound bound = getIndexBound(fn.getArgument(i));
      argument.indexBound = bound.entries;
      argument.ignoredIndex = bound.ignored;
    }
    signature.arguments.push_back(argument);
  }
  for (unsigned i = 0; i < fn.getNumResults(); ++i) {
    FailureOr<HostTensorType> type =
        readTensorType(fn, fn.getResultTypes()[i], "result", i);
    if (failed(type))
      return failure();
    StepResult result{i, *type, std::nullopt, std::nullopt};
    if (auto updates = fn.getResultAttrOfType<IntegerAttr>(
            i, MptDialect::kUpdatesAttrName)) {
      unsigned argument = updates.getValue().getZExtValue();
      result.updates = argument;
      signature.arguments[argument].updatedBy = i;
    }
    if (auto metric =
            fn.getResultAttrOfType<StringAttr>(i, MptDialect::kMetricAttrName))
      result.metric = symbolizeMetric(metric.getValue());
    signature.results.push_back(result);
  }
  return signature;
}

SmallVector<const StepArgument *> StepSignature::getArguments(Role role) const {
  SmallVector<const StepArgument *> selected;
  for (const StepArgument &argument : arguments)
    if (argument.role == role)
      selected.push_back(&argument);
  return selected;
}

const StepResult *StepSignature::getMetric(Metric metric) const {
  for (const StepResult &result : results)
    if (result.metric == metric)
      return &result;
  return nullptr;
}

HostTensor mlir::mpt::runtime::toHostTensor(DenseElementsAttr attr,
                                            const HostTensorType &type) {
  HostTensor tensor = HostTensor::allocate(type);
  int64_t count = type.getNumElements();
  if (isa<FloatType>(attr.getElementType())) {
    auto values = attr.getValues<APFloat>();
    for (int64_t i = 0; i < count; ++i)
      tensor.set(i, values[attr.isSplat() ? 0 : i].convertToDouble());
  } else {
    auto values = attr.getValues<APInt>();
    for (int64_t i = 0; i < count; ++i)
      tensor.set(i, static_cast<double>(
                        values[attr.isSplat() ? 0 : i].getSExtValue()));
  }
  return tensor;
}
