//===- AtomicOutput.h - Outputs that appear whole or not at all -*- C++ -*-===//
//
// The tools' files and directories (mpt-opt -o; mpt-run --csv,
// --save-state, --save-results, --bundle) are written beside their target
// and renamed over it only once complete: a run that fails or is killed
// half-way leaves the previous output as it was (or none), never half of a
// new one.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_SUPPORT_ATOMICOUTPUT_H
#define MPT_SUPPORT_ATOMICOUTPUT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::mpt {

/// Writes PATH with WRITE through llvm::writeToOutput: a temporary file in
/// PATH's directory, renamed over PATH when WRITE succeeds. "-" (standard
/// output) and an existing PATH that is not a regular file (/dev/null,
/// /dev/stderr, a pipe) are written in place: there is nothing to rename
/// over, and renaming over a device would replace it. WRITE's error is
/// returned as it is.
llvm::Error
writeFileAtomically(llvm::StringRef path,
                    llvm::function_ref<llvm::Error(llvm::raw_ostream &)> write);

/// An error naming PATH unless its directory can be written: what a tool
/// checks before a long run whose output would otherwise be lost at the
/// end.
llvm::Error checkWritable(llvm::StringRef path);

/// A directory filled in a staging directory beside its target
/// (TARGET.partial-XXXXXX) and moved into place by commit(): an existing
/// target is renamed aside first and removed after the new one is in
/// place, so a reader finds the old directory or the new one whole. A
/// StagedDirectory destroyed without commit() removes what it staged.
class StagedDirectory {
public:
  static llvm::Expected<StagedDirectory> create(llvm::StringRef target);
  StagedDirectory(StagedDirectory &&other);
  StagedDirectory &operator=(StagedDirectory &&) = delete;
  ~StagedDirectory();

  /// Where to write the directory's files.
  llvm::StringRef path() const { return staging; }
  /// Puts the staged directory at the target.
  llvm::Error commit();

private:
  StagedDirectory(std::string target, std::string staging)
      : target(std::move(target)), staging(std::move(staging)) {}

  std::string target, staging;
  bool committed = false;
};

} // namespace mlir::mpt

#endif // MPT_SUPPORT_ATOMICOUTPUT_H
