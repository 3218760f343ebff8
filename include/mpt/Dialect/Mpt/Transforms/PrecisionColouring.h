//===- PrecisionColouring.h - Which ops run in low precision ----*- C++ -*-===//
//
// The analysis behind `mpt-auto-mixed-precision`: Grappler's colouring of a
// function's data-flow graph, driven by the precision-policy interface. It
// decides; the pass rewrites.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_PRECISIONCOLOURING_H
#define MPT_DIALECT_MPT_TRANSFORMS_PRECISIONCOLOURING_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::mpt {

/// Op names moved into a class by the user (`add-allow=...` etc.).
class PrecisionClassOverrides {
public:
  /// Builds the overrides; fails with an error if a name is not a registered
  /// op or is listed in two classes.
  static FailureOr<PrecisionClassOverrides> create(MLIRContext *context,
                                                   ArrayRef<std::string> allow,
                                                   ArrayRef<std::string> infer,
                                                   ArrayRef<std::string> clear,
                                                   ArrayRef<std::string> deny);

  std::optional<PrecisionClass> lookup(StringRef opName) const;

  /// The overridden op names and their classes.
  const llvm::StringMap<PrecisionClass> &getClasses() const {
    return classByOpName;
  }

private:
  llvm::StringMap<PrecisionClass> classByOpName;
};

/// Why an op got its precision; each has a remark.
enum class PrecisionReason {
  AllowClass,        // allow: tensor-core math
  PinnedLow,         // mpt.precision = "f16" | "bf16"
  PinnedHigh,        // mpt.precision = "f32"
  DenyClass,         // deny
  Unclassified,      // no precision policy: deny
  DownstreamOfDeny,  // infer/clear on a path from a denied op
  BetweenLowOps,     // infer/clear downstream and upstream of low ops
  ConnectedToLowOps, // clear, reached from low ops through clear ops
  NotBetweenLowOps,  // infer, not between low ops
  NotConnectedToLow, // clear, not reached from low ops
  Boundary,          // terminators and region-branch ops keep their types
  DataFreeInit,      // an empty tensor or a constant fill: never coloured
};

struct OpPrecision {
  PrecisionClass precisionClass = PrecisionClass::Deny;
  PrecisionReason reason = PrecisionReason::Unclassified;
  /// Set when the op runs in low precision: the type it computes in.
  Type computeType;
  /// The class came from an `add-*` override.
  bool overridden = false;
  bool isLow() const { return static_cast<bool>(computeType); }
};

/// `type` with its element type (or itself, for a scalar) replaced.
Type withElementType(Type type, Type elementType);

/// Which operands and results of `op` take the compute type when it runs in
/// low precision: the interface's answer, or every float value for ops
/// without a policy.
bool isComputeOperand(Operation *op, unsigned index);
bool isComputeResult(Operation *op, unsigned index);

/// True if `op` is an init that carries no data (`tensor.empty`, a constant
/// `linalg.fill` into one): it is never coloured, and each user that needs
/// another element type gets a copy built in that type.
bool isDataFreeInit(Operation *op);

class PrecisionColouring {
public:
  /// Colours the body of `function` in `computeType` (ops pinned to another
  /// type compute in theirs). The overrides apply to ops and to the payload
  /// ops a structured op's class derives from; the names they matched are
  /// added to `matchedOverrides` when given.
  static PrecisionColouring
  compute(FunctionOpInterface function,
          const PrecisionClassOverrides &overrides, Type computeType,
          llvm::StringSet<> *matchedOverrides = nullptr);

  /// The coloured ops in pre-order (terminators and region-branch ops
  /// included, as boundaries).
  ArrayRef<Operation *> getOps() const { return ops; }
  const OpPrecision &get(Operation *op) const;
  /// The compute type of `op`, or null if it keeps its precision (or is not
  /// part of the colouring, like a payload op).
  Type getComputeType(Operation *op) const;

private:
  SmallVector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned> indexOf;
  SmallVector<OpPrecision> precisions;
};

/// A remark text for `precision`, e.g. "infer: between low-precision ops,
/// runs in f16".
std::string describePrecision(const OpPrecision &precision);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_PRECISIONCOLOURING_H
