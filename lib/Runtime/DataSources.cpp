//===- DataSources.cpp - Data sets named by a specification ---------------===//

#include "mpt/Runtime/DataSources.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

static constexpr StringLiteral kFashionMnistDir =
    "/usr/share/datasets/fashion-mnist";

/// --data=text:FILE[,bytes|chars]: token sequences as long as the input's
/// second dimension.
static Expected<Dataset> loadTextData(StringRef spec, StringRef rest,
                                      ArrayRef<int64_t> featureShape) {
  auto [path, tokensName] = rest.split(',');
  std::optional<TextTokens> tokens =
      tokensName.empty() || tokensName == "bytes" ? TextTokens::Bytes
      : tokensName == "chars"                     ? TextTokens::Characters
                                                  : std::optional<TextTokens>();
  if (path.empty() || !tokens)
    return createStringError(inconvertibleErrorCode(),
                             "--data=" + spec +
                                 ": expected text:FILE[,bytes|chars]");
  if (featureShape.size() != 1)
    return createStringError(
        inconvertibleErrorCode(),
        "--data=" + spec +
            ": text data feeds an input of [batch, length] token ids");
  std::vector<std::string> vocabulary;
  Expected<Dataset> data =
      loadText(path, *tokens, featureShape[0], &vocabulary);
  if (data && *tokens == TextTokens::Characters)
    errs() << "mpt-run: " << path << ": " << vocabulary.size()
           << " distinct characters, ids 0.." << vocabulary.size() - 1
           << " in code-point order\n";
  return data;
}

Expected<Dataset>
mlir::mpt::runtime::loadData(StringRef spec, bool testSplit,
                             ArrayRef<int64_t> featureShape,
                             ArrayRef<int64_t> targetShape, int64_t numClasses,
                             const SyntheticDataOptions &synthetic) {
  auto [kind, rest] = spec.split(':');
  if (kind == "fashion-mnist") {
    SmallString<128> dir(rest.empty() ? StringRef(kFashionMnistDir) : rest);
    StringRef prefix = testSplit ? "t10k" : "train";
    SmallString<128> images(dir), labels(dir);
    sys::path::append(images, prefix + "-images-idx3-ubyte.gz");
    sys::path::append(labels, prefix + "-labels-idx1-ubyte.gz");
    if (!sys::fs::exists(images))
      return createStringError(
          inconvertibleErrorCode(),
          images +
              " not found (Debian: apt-get install dataset-fashion-mnist)");
    return loadIdx(images, labels);
  }
  if (kind == "idx" || kind == "npy") {
    SmallVector<StringRef> files;
    rest.split(files, ',');
    if (files.size() < 2 || llvm::is_contained(files, "") ||
        (kind == "idx" && files.size() != 2))
      return createStringError(inconvertibleErrorCode(),
                               "--data=" + spec + ": expected " + kind +
                                   (kind == "idx"
                                        ? ":IMAGES,LABELS"
                                        : ":FEATURES[,FEATURES...],TARGETS"));
    if (kind == "idx")
      return loadIdx(files[0], files[1]);
    return loadNpy(ArrayRef(files).drop_back(), files.back());
  }
  if (kind == "text")
    return loadTextData(spec, rest, featureShape);
  if (spec == "synthetic")
    return makeSynthetic(synthetic.samples, featureShape, targetShape,
                         numClasses, synthetic.seed,
                         synthetic.seed + (testSplit ? 1 : 0));
  return createStringError(inconvertibleErrorCode(),
                           "unknown data '" + spec +
                               "': expected synthetic, fashion-mnist[:DIR], "
                               "idx:IMAGES,LABELS, npy:FEATURES,TARGETS or "
                               "text:FILE[,bytes|chars]");
}

std::pair<SmallVector<int64_t>, SmallVector<int64_t>>
mlir::mpt::runtime::getSampleShapes(const StepSignature &signature) {
  SmallVector<int64_t> feature, target;
  auto inputs = signature.getArguments(Role::Input);
  auto labels = signature.getArguments(Role::Label);
  if (!inputs.empty())
    feature.assign(inputs[0]->type.shape.begin() + 1,
                   inputs[0]->type.shape.end());
  if (!labels.empty() && isFloat(labels[0]->type.kind))
    target.assign(labels[0]->type.shape.begin() + 1,
                  labels[0]->type.shape.end());
  return {feature, target};
}
