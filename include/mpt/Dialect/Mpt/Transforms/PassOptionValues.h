//===- PassOptionValues.h - Command-line values of enum options -*- C++ -*-===//
//
// The spellings and help texts of enum-typed pass and pipeline options, in
// one place for every pass and pipeline that takes them.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_PASSOPTIONVALUES_H
#define MPT_DIALECT_MPT_TRANSFORMS_PASSOPTIONVALUES_H

#include "mpt/Dialect/Mpt/IR/MptEnums.h"

#include "llvm/Support/CommandLine.h"

namespace mlir::mpt {

inline llvm::cl::ValuesClass computeTypeValues() {
  return llvm::cl::values(
      clEnumValN(ComputeType::F16, "f16", "IEEE half precision"),
      clEnumValN(ComputeType::BF16, "bf16", "bfloat16"),
      clEnumValN(ComputeType::FP8, "fp8",
                 "bfloat16, with FP8 operands for matrix products"));
}

inline llvm::cl::ValuesClass shardedStateValues() {
  return llvm::cl::values(
      clEnumValN(ShardedState::None, "none", "plain data parallelism"),
      clEnumValN(ShardedState::Optimizer, "optimizer",
                 "ZeRO stage 1: optimizer state"),
      clEnumValN(ShardedState::Gradients, "gradients",
                 "ZeRO stage 2: optimizer state and averaged gradients "
                 "(reduce-scattered)"),
      clEnumValN(ShardedState::Parameters, "parameters",
                 "ZeRO stage 3 (FSDP): also the FP32 parameters, "
                 "all-gathered for their uses"));
}

inline llvm::cl::ValuesClass fp8FormatValues() {
  return llvm::cl::values(
      clEnumValN(Fp8Format::E4M3, "e4m3", "f8E4M3FN: 3 mantissa bits, to 448"),
      clEnumValN(Fp8Format::E5M2, "e5m2", "f8E5M2: 2 mantissa bits, to 57344"));
}

inline llvm::cl::ValuesClass fp8OutputValues() {
  return llvm::cl::values(
      clEnumValN(Fp8Output::F32, "f32", "the FP32 accumulator, descaled"),
      clEnumValN(Fp8Output::BF16, "bf16",
                 "rounded to bf16 once descaled (Transformer Engine's "
                 "BF16 output)"));
}

inline llvm::cl::ValuesClass fp8ScalingValues() {
  return llvm::cl::values(
      clEnumValN(Fp8Scaling::Delayed, "delayed",
                 "the scale the amax history of earlier steps gives"),
      clEnumValN(Fp8Scaling::Current, "current",
                 "a scale from this step's amax"));
}

inline llvm::cl::ValuesClass fp8RecipeValues() {
  return llvm::cl::values(
      clEnumValN(Fp8RecipeKind::Tensorwise, "tensorwise",
                 "one scale per tensor (fp8-scaling: delayed or current)"),
      clEnumValN(Fp8RecipeKind::Blockwise, "blockwise",
                 "FP32 scales per 1x128 block, 128x128 for weights "
                 "(DeepSeek-V3)"),
      clEnumValN(Fp8RecipeKind::BlockwisePow2, "blockwise-pow2",
                 "blockwise with power-of-two scales"),
      clEnumValN(Fp8RecipeKind::MXFP8, "mxfp8",
                 "OCP MXFP8: E8M0 scales per 1x32 block"),
      clEnumValN(Fp8RecipeKind::NVFP4, "nvfp4",
                 "NVFP4: E2M1 elements, E4M3 scales per 1x16 block, 16x16 "
                 "for weights, under an FP32 scale per tensor"),
      clEnumValN(Fp8RecipeKind::MXFP4, "mxfp4",
                 "OCP MXFP4: E2M1 elements, E8M0 scales per 1x32 block"));
}

inline llvm::cl::ValuesClass amaxReductionValues() {
  return llvm::cl::values(
      clEnumValN(AmaxReduction::Max, "max", "the largest amax of the history"),
      clEnumValN(AmaxReduction::MostRecent, "most_recent", "the latest amax"));
}

inline llvm::cl::ValuesClass lossScalingModeValues() {
  return llvm::cl::values(
      clEnumValN(LossScalingMode::Auto, "auto",
                 "dynamic for f16 and fp8, none for bf16"),
      clEnumValN(LossScalingMode::Dynamic, "dynamic",
                 "a scale that backs off on overflow and grows"),
      clEnumValN(LossScalingMode::Static, "static", "the initial scale, fixed"),
      clEnumValN(LossScalingMode::None, "none", "no scaling"));
}

inline llvm::cl::ValuesClass savedActivationsValues() {
  return llvm::cl::values(
      clEnumValN(SavedActivations::AsComputed, "as-computed",
                 "each saved value in the precision its op computed it in"),
      clEnumValN(SavedActivations::Low, "low",
                 "in the compute type wherever the derivative rules reading "
                 "it tolerate that"));
}

inline llvm::cl::ValuesClass rematStrategyValues() {
  return llvm::cl::values(
      clEnumValN(RematStrategy::MinCut, "min-cut",
                 "the least recompute within the budget (lower convex hull "
                 "of a min-cut per byte price)"),
      clEnumValN(RematStrategy::SqrtN, "sqrt-n",
                 "Chen et al.'s rule: keep every ceil(sqrt(n))-th of the n "
                 "chain boundaries, recompute the rest (budget unused)"));
}

inline llvm::cl::ValuesClass lrScheduleValues() {
  return llvm::cl::values(
      clEnumValN(LrSchedule::Constant, "constant",
                 "the learning rate itself after the warm-up"),
      clEnumValN(LrSchedule::Linear, "linear",
                 "linear decay to min-factor at total-steps"),
      clEnumValN(LrSchedule::Cosine, "cosine",
                 "half a cosine down to min-factor at total-steps"),
      clEnumValN(LrSchedule::WSD, "wsd",
                 "warm-up, stable, then linear decay to min-factor over the "
                 "last decay-steps"));
}

inline llvm::cl::ValuesClass reportFormatValues() {
  return llvm::cl::values(clEnumValN(ReportFormat::Text, "text", "a table"),
                          clEnumValN(ReportFormat::Json, "json", "JSON"));
}

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_PASSOPTIONVALUES_H
