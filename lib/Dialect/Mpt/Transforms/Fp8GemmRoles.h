//===- Fp8GemmRoles.h - Which GEMM of a layer a contraction is --*- C++ -*-===//
//
// FP8 recipes configure a layer's three matrix products separately (the
// forward product, the input gradient, the weight gradient) and keep some
// layers in BF16 (the LM head, MoE routing). Both are read off the step's
// structure: which operands are weights (parameters and frozen weights,
// through casts and layout ops), which contraction reads which forward
// value, and where a forward product's result goes.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_FP8GEMMROLES_H
#define MPT_DIALECT_MPT_TRANSFORMS_FP8GEMMROLES_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::mpt {

/// The value behind `value` through float conversions and layout-only ops
/// (transposes, reshapes): the tensor it reads.
Value getLayoutRoot(Value value);

/// What makes a layer one kept in BF16 by default.
struct Fp8KeptLayer {
  bool lmHead = false;
  bool routing = false;
  /// A product of two activations, no weight: attention's scores (Q K^T)
  /// and context (P V).
  bool attention = false;
};

class Fp8GemmRoles {
public:
  /// `contractions`: the two-operand contractions (lhs, rhs) of `fn`, in
  /// program order.
  Fp8GemmRoles(
      FunctionOpInterface fn,
      ArrayRef<std::pair<Operation *, std::pair<Value, Value>>> contractions);

  /// True if `value` reads a parameter or a frozen weight of the step.
  bool isWeight(Value value) const;

  /// The role of contraction `op`; `gradient` says which of its operands
  /// (lhs, rhs) the backward computed.
  Fp8GemmRole getRole(Operation *op, std::pair<bool, bool> gradient) const;

  /// The layer `op` belongs to when that layer stays in BF16 by default: a
  /// forward product whose result reaches a result of the step through no
  /// other contraction (the LM head, a classifier's output layer), or one
  /// whose result decides indices (an integer tensor computed from it
  /// before any other contraction: MoE routing's top-k), or one that
  /// multiplies two activations (attention); a backward product of such a
  /// layer (reading its weight, or its input next to that weight, or for
  /// attention one of its operands) belongs to it too.
  Fp8KeptLayer getKeptLayer(Operation *op,
                            std::pair<bool, bool> gradient) const;

  /// The position of `op`'s layer among the linear layers (forward
  /// products reading a weight, in program order); a backward product
  /// takes its layer's: dX = dY W's is W's first reader's, and dW = X^T dY
  /// takes that of the product dY W beside it, or, where none computes dX
  /// (X needs no gradient), that of the first product of X with a weight.
  /// None for another product.
  std::optional<int64_t> getLinearIndex(Operation *op,
                                        std::pair<bool, bool> gradient) const;
  /// The number of linear layers.
  int64_t getNumLinears() const { return static_cast<int64_t>(linears.size()); }

private:
  /// The forward contraction whose input or weight `forwardOperand` is.
  Operation *getForwardOwner(Value forwardOperand) const;

  FunctionOpInterface fn;
  Block *entry;
  /// Forward contractions by the roots of their operands, and the other
  /// operand's root.
  llvm::DenseMap<Value, SmallVector<std::pair<Operation *, Value>>> readers;
  llvm::DenseMap<Operation *, Fp8KeptLayer> keptForward;
  /// The linear layers' forward products, in program order.
  llvm::SmallVector<Operation *> linears;
  /// Backward contractions by the roots of their operands, and the other
  /// operand.
  llvm::DenseMap<Value, SmallVector<std::pair<Operation *, Value>>>
      backwardReaders;
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_FP8GEMMROLES_H
