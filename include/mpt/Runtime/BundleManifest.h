//===- BundleManifest.h - The manifest of an ahead-of-time bundle -*- C++
//-*-===//
//
// What a bundle's `train` driver needs to allocate, feed, update and report
// a step without MLIR: one definition, written by mpt-run --bundle
// (Bundle.cpp) and read by the driver (BundleDriver.cpp) through the same
// code. Standard C++ only: the driver links no LLVM.
//
// The text format, version 1, one record per line:
//   mpt-bundle 1
//   step NAME
//   argument INDEX ROLE TYPE            (TYPE: KIND RANK EXTENT...)
//   result INDEX TYPE updates I|- donated I|- metric NAME|-
//   stream last-argument                (when the step takes the stream)
//   steps N
//   batches N
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_BUNDLEMANIFEST_H
#define MPT_RUNTIME_BUNDLEMANIFEST_H

#include <cstdint>
#include <istream>
#include <string>
#include <vector>

namespace mpt::bundle {

/// An argument's or result's element kind (f32, bf16, i64, ...) and shape.
struct TensorType {
  std::string kind;
  std::vector<int64_t> shape;

  int64_t elements() const;
  /// Bytes of one element as the step stores it (i1 in a byte).
  int64_t elementBytes() const;
  int64_t bytes() const { return elements() * elementBytes(); }
};

struct Argument {
  int index = 0;
  /// The `mpt.role` spelling: param, opt_state, input, ...
  std::string role;
  TensorType type;
};

struct Result {
  int index = 0;
  TensorType type;
  /// The argument it updates and the argument whose buffer it was computed
  /// in (donated), or -1.
  int updates = -1, donatedTo = -1;
  /// The `mpt.metric` spelling, or "-".
  std::string metric = "-";
};

struct Manifest {
  std::string step;
  std::vector<Argument> arguments;
  std::vector<Result> results;
  int64_t steps = 0, batches = 0;
  /// Whether the step takes the stream as its last argument.
  bool takesStream = false;
};

/// The manifest as text.
std::string writeManifest(const Manifest &manifest);

/// Parses `input`; on failure returns false with `error` saying why.
bool readManifest(std::istream &input, Manifest &manifest, std::string &error);

} // namespace mpt::bundle

#endif // MPT_RUNTIME_BUNDLEMANIFEST_H
