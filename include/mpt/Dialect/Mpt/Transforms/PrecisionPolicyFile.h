//===- PrecisionPolicyFile.h - Precision advice read back -------*- C++ -*-===//
//
// A JSON file of precision decisions that `mpt-auto-mixed-precision` and
// `mpt-loss-scaling` read (`policy-file=`), as `mpt-run
// --advise-precision` writes it:
//
//   {"mpt_precision_policy": 1,
//    "add-deny": ["linalg.softmax"],          (and add-allow, add-infer,
//                                              add-clear: op names)
//    "pins": [{"function": "train_step", "op": "mpt.matmul",
//              "loc": "loc(\"model.py\":42:3)", "occurrence": 2,
//              "precision": "f32", "why": "..."}],
//    "loss-scaling": {"mode": "static", "init-scale": 4096}}
//
// A pin gives the `occurrence`-th op (from 1, in program order, regions of
// loops and conditionals entered, payloads not) named `op` with location
// `loc` in `function` the attribute `mpt.precision = precision`.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_PRECISIONPOLICYFILE_H
#define MPT_DIALECT_MPT_TRANSFORMS_PRECISIONPOLICYFILE_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir::mpt {

struct PrecisionPin {
  std::string function, op, loc;
  int64_t occurrence = 1;
  /// f32, f16 or bf16.
  std::string precision;
};

struct PrecisionPolicyFile {
  SmallVector<std::string> addAllow, addInfer, addClear, addDeny;
  SmallVector<PrecisionPin> pins;
  std::optional<LossScalingMode> lossScalingMode;
  std::optional<double> initScale;

  /// Reads `path`; an unreadable or malformed file is an error at `loc`
  /// naming what is wrong.
  static FailureOr<PrecisionPolicyFile> read(StringRef path, Location loc);
};

/// Gives the ops `pins` name under `root` their `mpt.precision`; a pin that
/// names no op (the policy is another step's) is an error at `root`.
LogicalResult applyPrecisionPins(Operation *root, ArrayRef<PrecisionPin> pins);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_PRECISIONPOLICYFILE_H
