//===- train.cpp - Train a step through the installed session library -----===//
//
//   mpt-embed-train STEP.mlir PRECISION STEPS
//
// Compiles a classifier step (a [B, F] f32 input and [B] i32 labels, such
// as examples/mlp.mlir) with mpt's session API (MPT::MPTSession), trains it
// on learnable synthetic batches - the label is the F/10-wide slice of the
// input with the largest sum - and checks that the loss went down.
//
//===----------------------------------------------------------------------===//

#include "mpt/Session/Session.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <random>

using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

int main(int argc, char **argv) {
  if (argc != 4) {
    llvm::errs() << "usage: mpt-embed-train STEP.mlir PRECISION STEPS\n";
    return 2;
  }
  SessionOptions options;
  options.precision = argv[2];
  options.hyper = {0.1};
  llvm::Expected<std::unique_ptr<Session>> session =
      Session::compileFile(argv[1], options);
  if (!session) {
    llvm::errs() << "mpt-embed-train: " << toString(session.takeError())
                 << "\n";
    return 1;
  }
  llvm::ArrayRef<const StepArgument *> batchArguments =
      (*session)->getBatchArguments();
  if (batchArguments.size() != 2 ||
      batchArguments[0]->type.kind != ElementKind::F32 ||
      batchArguments[0]->type.shape.size() != 2 ||
      batchArguments[1]->type.kind != ElementKind::I32) {
    llvm::errs() << "mpt-embed-train: the step must take [B, F] f32 inputs "
                    "and [B] i32 labels\n";
    return 1;
  }
  const HostTensorType &inputType = batchArguments[0]->type;
  int64_t batch = inputType.shape[0], features = inputType.shape[1];
  int64_t width = features / 10;
  std::mt19937 random(7);
  std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
  std::vector<float> x(batch * features);
  std::vector<int32_t> y(batch);

  int steps = std::atoi(argv[3]);
  double first = 0, last = 0;
  int window = std::max(steps / 4, 1);
  for (int s = 0; s < steps; ++s) {
    for (int64_t i = 0; i < batch; ++i) {
      float best = -1;
      for (int64_t f = 0; f < features; ++f)
        x[i * features + f] = uniform(random);
      for (int c = 0; c < 10; ++c) {
        float sum = 0;
        for (int64_t f = c * width; f < (c + 1) * width; ++f)
          sum += x[i * features + f];
        if (sum > best)
          best = sum, y[i] = c;
      }
    }
    llvm::Expected<StepMetrics> metrics = (*session)->step(
        {{x.data(), inputType}, {y.data(), batchArguments[1]->type}});
    if (!metrics) {
      llvm::errs() << "mpt-embed-train: " << toString(metrics.takeError())
                   << "\n";
      return 1;
    }
    llvm::outs() << llvm::format("step %lld loss %.6f scale %g\n",
                                 (long long)metrics->step, metrics->loss,
                                 metrics->lossScale);
    if (s < window)
      first += metrics->loss / window;
    if (s >= steps - window)
      last += metrics->loss / window;
  }
  llvm::outs() << llvm::format("mean loss: first %d steps %.4f, last %d "
                               "steps %.4f\n",
                               window, first, window, last);
  return last < first ? 0 : 1;
}
