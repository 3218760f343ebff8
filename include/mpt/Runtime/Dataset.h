//===- Dataset.h - Training data for the runner -----------------*- C++ -*-===//
//
// Samples held in FP32 (features: values or token ids; targets: a class
// index, a class index per position of a sequence, or a vector for
// regression), loaded from gzip-compressed IDX files (MNIST, Fashion-MNIST),
// from .npy files, from a text file as byte or character tokens, or
// generated; and a sampler that fills a step's input and label arguments
// batch by batch, reshuffled each epoch from a seed.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_DATASET_H
#define MPT_RUNTIME_DATASET_H

#include "mpt/Runtime/HostTensor.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <vector>

namespace mlir::mpt::runtime {

/// A small deterministic generator (splitmix64), the same on every platform
/// and standard library, unlike <random>'s distributions.
class Random {
public:
  explicit Random(uint64_t seed) : state(seed) {}
  uint64_t next();
  /// Uniform in [0, 1).
  double uniform();
  /// Standard normal (Box-Muller).
  double normal();
  /// The whole state: `Random(getState())` continues this sequence.
  uint64_t getState() const { return state; }

private:
  uint64_t state;
};

struct Dataset {
  int64_t numSamples = 0;
  /// The shape of one sample's features, and of its target (empty: a
  /// class index).
  llvm::SmallVector<int64_t> featureShape, targetShape;
  std::vector<float> features, targets;
  /// The features and the targets were given as integers (token ids, class
  /// indices; FP32 holds them exactly, within +-2^24): only integer data
  /// feeds an integer argument.
  bool integerFeatures = false, integerTargets = false;
  /// The features of the step's second and later inputs (BERT's segment
  /// ids next to its tokens), sample by sample like `features`.
  struct ExtraInput {
    llvm::SmallVector<int64_t> shape;
    std::vector<float> values;
    bool integer = false;
    int64_t getSize() const;
  };
  std::vector<ExtraInput> extraInputs;

  int64_t getFeatureSize() const;
  int64_t getTargetSize() const;
  /// The targets are class indices: one per sample, or integers per
  /// position (a language model's next tokens).
  bool hasClassTargets() const { return targetShape.empty() || integerTargets; }
};

/// An IDX image file and its label file (MNIST's format; gzip or plain).
/// Pixels are scaled to [0, 1].
llvm::Expected<Dataset> loadIdx(llvm::StringRef imagesPath,
                                llvm::StringRef labelsPath);
/// Features and targets from .npy files whose first dimensions agree: the
/// first features file feeds the step's first input, the others its later
/// inputs (`Dataset::extraInputs`).
llvm::Expected<Dataset> loadNpy(llvm::ArrayRef<llvm::StringRef> featurePaths,
                                llvm::StringRef targetsPath);
/// How a text file becomes tokens: each byte, or each Unicode character
/// (UTF-8) numbered by its rank among the file's distinct characters.
enum class TextTokens { Bytes, Characters };

/// A language-model data set from a text file: sample i is the tokens
/// [i * length, (i + 1) * length) and its targets the next tokens, shifted
/// by one. `vocabulary`, when given, receives the characters in id order
/// (Characters) or stays empty (Bytes: the id is the byte).
llvm::Expected<Dataset>
loadText(llvm::StringRef path, TextTokens tokens, int64_t length,
         std::vector<std::string> *vocabulary = nullptr);
/// Gaussian features and the labels of a random linear teacher (argmax of
/// `x W` over `numClasses`, or `x W` itself when `targetShape` is not
/// empty): learnable. The teacher comes from `teacherSeed` and the samples
/// from `sampleSeed`, so a training and a test split share the teacher.
Dataset makeSynthetic(int64_t numSamples, llvm::ArrayRef<int64_t> featureShape,
                      llvm::ArrayRef<int64_t> targetShape, int64_t numClasses,
                      uint64_t teacherSeed, uint64_t sampleSeed);

/// Where a BatchSampler is in its data: a checkpoint saves it, so that a
/// resumed run sees the batches the uninterrupted run would have.
struct SamplerState {
  uint64_t random = 0;
  /// This epoch's order of the samples (empty before the first batch) and
  /// how many of them were taken.
  std::vector<int64_t> order;
  uint64_t position = 0;
};

/// Fills input and label tensors (their first dimension is the batch)
/// from a dataset, in an order reshuffled every epoch.
class BatchSampler {
public:
  BatchSampler(const Dataset &data, uint64_t seed, bool shuffle = true);

  /// Checks that `input` and `label` tensors can hold batches of `data`,
  /// and `extraInputs` its extra inputs (one each, in order).
  static llvm::Error
  checkCompatible(const Dataset &data, const HostTensorType &input,
                  const HostTensorType *label,
                  llvm::ArrayRef<const HostTensorType *> extraInputs = {});

  /// Checks the values of `data`: finite features (and float targets),
  /// class-index targets that are whole numbers in [0, classes) or
  /// `ignoredLabel` (the id the step's loss masks out), and, where
  /// `ids` is given (an integer input; `extraIds` for the extra inputs),
  /// features that are whole numbers in [0, ids) - an id out of range would
  /// otherwise index past a table (and abort on torch-mlir's `cf.assert`, or
  /// read another row).
  static llvm::Error
  checkValues(const Dataset &data, std::optional<int64_t> classes,
              std::optional<int64_t> ignoredLabel = std::nullopt,
              std::optional<int64_t> ids = std::nullopt,
              llvm::ArrayRef<std::optional<int64_t>> extraIds = {});

  /// The next batch, converted to the tensors' element types (a float label
  /// of shape [batch, classes] for a class-index target gets one-hot rows);
  /// `extraInputs` take the data's extra inputs.
  void next(HostTensor &input, HostTensor *label,
            llvm::ArrayRef<HostTensor *> extraInputs = {});
  /// Moves on past `samples` samples, as `next` would, without copying them
  /// (another data-parallel rank's part of the global batch).
  void skip(int64_t samples);

  /// Fills batch `index` of the data in order, without shuffling; returns
  /// how many rows are real samples (the rest repeat the last one).
  static int64_t fillInOrder(const Dataset &data, int64_t index,
                             HostTensor &input, HostTensor *label);

  SamplerState getState() const;
  /// Continues from a saved state; checks that it fits the data.
  llvm::Error setState(SamplerState state);

private:
  const Dataset &data;
  /// The index of the next sample (a new epoch's order when one ends).
  int64_t nextSample();

  Random random;
  bool shuffle;
  std::vector<int64_t> order;
  size_t position = 0;
};

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_DATASET_H
