//===- DataSources.h - Data sets named by a specification -------*- C++ -*-===//
//
// The data sets mpt-run's `--data=` and `--test-data=` name, for any
// program that trains a step on them (with TrainingLoop):
// fashion-mnist[:DIR], idx:IMAGES,LABELS, npy:FEATURES[,FEATURES...],TARGETS,
// text:FILE[,bytes|chars] and synthetic, shaped by the step's input and
// label arguments.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_DATASOURCES_H
#define MPT_RUNTIME_DATASOURCES_H

#include "mpt/Runtime/Dataset.h"
#include "mpt/Runtime/StepSignature.h"

namespace mlir::mpt::runtime {

/// What --data=synthetic draws: how many samples, from which seed.
struct SyntheticDataOptions {
  int64_t samples;
  uint64_t seed;
};

/// Loads the data set `spec` names (the test split where `testSplit` and
/// the source has one). `featureShape` and `targetShape` are one sample's
/// shapes (from getSampleShapes): text data takes its sequence length from
/// the first, synthetic data both.
llvm::Expected<Dataset> loadData(llvm::StringRef spec, bool testSplit,
                                 llvm::ArrayRef<int64_t> featureShape,
                                 llvm::ArrayRef<int64_t> targetShape,
                                 int64_t numClasses,
                                 const SyntheticDataOptions &synthetic);

/// The per-sample shapes of the step's first input and (float) label.
std::pair<llvm::SmallVector<int64_t>, llvm::SmallVector<int64_t>>
getSampleShapes(const StepSignature &signature);

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_DATASOURCES_H
