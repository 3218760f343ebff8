//===- Defaults.h - The one source of mpt's default settings ----*- C++ -*-===//
//
// Every default that an op attribute, a pass option and a pipeline option
// share is written here once; MptOps.td, Passes.td and Pipelines.h name
// these constants.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_IR_DEFAULTS_H
#define MPT_DIALECT_MPT_IR_DEFAULTS_H

#include <cstdint>

namespace mlir::mpt::defaults {

// Dynamic loss scaling: PyTorch GradScaler's defaults, with Megatron-LM's
// hysteresis (1 is GradScaler's rule) and bounds that keep the scale a
// normal FP32 power of two well inside FP16's gradient range.
constexpr double kInitScale = 65536.0; // 2^16
constexpr double kGrowthFactor = 2.0;
constexpr double kBackoffFactor = 0.5;
constexpr int64_t kGrowthInterval = 2000;
constexpr int64_t kHysteresis = 1;
constexpr double kMinScale = 1.0;
constexpr double kMaxScale = 16777216.0; // 2^24

// FP8 delayed scaling: Transformer Engine's default amax history length.
constexpr int64_t kAmaxHistory = 1024;

} // namespace mlir::mpt::defaults

#endif // MPT_DIALECT_MPT_IR_DEFAULTS_H
