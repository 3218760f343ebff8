//===- Fp8Contractions.h - FP8 operands for low contractions ----*- C++ -*-===//
//
// compute-type=fp8's second half: after a function is coloured as in BF16
// mode, its matrix products that run low take FP8 operands, each quantized
// with a per-tensor scale, and their FP32 results are divided by the two
// scales. Scales of a training step are state (delayed or current scaling);
// elsewhere they come from the tensor itself (current scaling).
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H
#define MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::mpt {

/// How the contractions of one GEMM role run: in FP8 with a recipe, or kept
/// in BF16.
struct Fp8GemmSetting {
  bool keepBf16 = false;
  Fp8RecipeKind kind = Fp8RecipeKind::Tensorwise;
  /// Operands computed by the forward (activations, weights).
  FloatType forwardFormat;
  /// Operands computed by the backward (gradients).
  FloatType backwardFormat;
};

/// The FP8 recipe: formats by phase, how operands are scaled, and what
/// stays in BF16.
struct Fp8Recipe {
  /// Operands computed by the forward (activations, weights).
  FloatType forwardFormat;
  /// Operands computed by the backward (gradients).
  FloatType backwardFormat;
  Fp8RecipeKind kind = Fp8RecipeKind::Tensorwise;
  /// Tensorwise: where the scales come from.
  Fp8Scaling scaling = Fp8Scaling::Delayed;
  /// Round the descaled FP32 result to bf16.
  bool bf16Output = false;
  int64_t historyLength = 1024;
  AmaxReduction reduction = AmaxReduction::Max;
  int64_t margin = 0;
  /// Per GEMM role (indexed by Fp8GemmRole): the setting that replaces the
  /// recipe's own (fp8-gemm).
  std::optional<Fp8GemmSetting> roleOverrides[3];
  /// Layers kept in BF16 by default (fp8-keep-bf16).
  bool keepLmHead = true;
  bool keepRouting = true;
  /// Products of two activations (attention); unset: kept with the FP4
  /// recipes (as Transformer Engine's NVFP4 recipe keeps attention in
  /// BF16), not with the FP8 ones.
  std::optional<bool> keepAttention;
  /// The first and last linear layers (forward products reading a weight,
  /// in program order) kept in BF16, with their backward products.
  int64_t keepFirstLinears = 0;
  int64_t keepLastLinears = 0;
  /// FP4 recipes: gradients rounded stochastically.
  bool fp4StochasticRounding = true;
  /// NVFP4: the weight gradient's operands through the random Hadamard
  /// transform along the dimension it reduces.
  bool fp4Hadamard = true;
  /// NVFP4: weights in 16x16 squares (one scale serves both orientations);
  /// false: 1x16 along each product's reduced dimension, as activations.
  bool fp4WeightSquares = true;

  /// How contractions of `role` run.
  Fp8GemmSetting getSetting(Fp8GemmRole role) const;
  /// Applies one fp8-gemm entry, `ROLE:SETTING[:SETTING]` (ROLE: forward,
  /// input-gradient, weight-gradient; SETTING: bf16, a recipe or a
  /// format); returns why it cannot, or an empty string.
  std::string applyGemmOverride(llvm::StringRef entry);
  /// Applies fp8-keep-bf16's list (lm-head, routing, attention, first:N,
  /// last:N, or none); returns why it cannot, or an empty string.
  std::string applyKeptLayers(llvm::ArrayRef<std::string> layers);
};

struct Fp8Summary {
  /// Contractions given FP8 operands.
  unsigned numContractions = 0;
  /// Distinct (tensor, format) pairs quantized.
  unsigned numQuantized = 0;
  /// Of those, the ones whose scale is state of the step.
  unsigned numWithState = 0;
  /// Low contractions left in the compute type, and why (the first one).
  unsigned numKept = 0;
  std::string keptReason;
  /// Of those, the ones a setting keeps in BF16 (a role, the LM head,
  /// routing).
  unsigned numKeptBySetting = 0;
  /// FP8 contractions per role (indexed by Fp8GemmRole).
  unsigned numByRole[3] = {0, 0, 0};
  /// NVFP4 weight gradients with the Hadamard transform, and without it
  /// because the reduced dimension is not a multiple of 16.
  unsigned numTransformed = 0;
  unsigned numNotTransformed = 0;
};

/// True for the recipes with 4-bit E2M1 operands (NVFP4, MXFP4).
inline bool isFp4Recipe(Fp8RecipeKind kind) {
  return kind == Fp8RecipeKind::NVFP4 || kind == Fp8RecipeKind::MXFP4;
}

/// The FP8 type of `format`.
FloatType getFp8Type(MLIRContext *context, Fp8Format format);

/// Rewrites the low contractions of the coloured `fn`. `threadState`: `fn`
/// is a training step without callers, so each quantized tensor's scale and
/// amax history become arguments (`mpt.role = "fp8_scale"`, `mpt.init`)
/// with results that update them, kept unchanged on a step the all-finite
/// check skips.
Fp8Summary convertContractionsToFp8(FunctionOpInterface fn,
                                    const Fp8Recipe &recipe, bool threadState);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_FP8CONTRACTIONS_H
