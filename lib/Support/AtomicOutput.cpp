//===- AtomicOutput.cpp - Outputs that appear whole or not at all ---------===//

#include "mpt/Support/AtomicOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace mlir::mpt;

static Error outputError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

Error mlir::mpt::checkWritable(StringRef path) {
  SmallString<256> dir(path);
  sys::path::remove_filename(dir);
  if (dir.empty())
    dir = ".";
  if (std::error_code error = sys::fs::access(dir, sys::fs::AccessMode::Write))
    return createStringError("cannot write " + path + ": " + error.message());
  return Error::success();
}

Error mlir::mpt::writeFileAtomically(StringRef path,
                                     function_ref<Error(raw_ostream &)> write) {
  if (path == "-")
    return write(outs());
  if (sys::fs::exists(path) && !sys::fs::is_regular_file(path)) {
    std::error_code error;
    raw_fd_ostream os(path, error, sys::fs::OF_None);
    if (error)
      return outputError("cannot write " + path + ": " + error.message());
    return write(os);
  }
  bool writeFailed = false; // WRITE's own error is returned as it is
  Error error = writeToOutput(path, [&](raw_ostream &os) -> Error {
    if (Error writeError = write(os)) {
      writeFailed = true;
      return writeError;
    }
    return Error::success();
  });
  if (!error || writeFailed)
    return error;
  return outputError("cannot write " + path + ": " +
                     toString(std::move(error)));
}

/// A fresh name beside TARGET: TARGET.KIND-XXXXXX.
static std::string besideTarget(StringRef target, StringRef kind) {
  SmallString<256> name;
  sys::fs::createUniquePath(target + "." + kind + "-%%%%%%", name,
                            /*MakeAbsolute=*/false);
  return std::string(name);
}

/// Removes a directory moved aside; a symbolic link is removed itself, never
/// what it points to.
static void removeMovedAside(StringRef path) {
  if (sys::fs::is_symlink_file(path))
    (void)sys::fs::remove(path);
  else
    (void)sys::fs::remove_directories(path, /*IgnoreErrors=*/true);
}

Expected<StagedDirectory> StagedDirectory::create(StringRef target) {
  StringRef trimmed = target.rtrim('/');
  if (trimmed.empty())
    return outputError("cannot write a directory at '" + target + "'");
  StringRef parent = sys::path::parent_path(trimmed);
  if (!parent.empty()) {
    if (std::error_code error = sys::fs::create_directories(parent))
      return outputError("cannot create " + trimmed + ": " + error.message());
    if (!sys::fs::is_directory(parent))
      return outputError("cannot create " + trimmed + ": " + parent +
                         " is not a directory");
  }
  if (sys::fs::exists(trimmed) && !sys::fs::is_directory(trimmed))
    return outputError("cannot write the directory " + trimmed +
                       ": a file of that name exists");
  std::string staging = besideTarget(trimmed, "partial");
  if (std::error_code error =
          sys::fs::create_directory(staging, /*IgnoreExisting=*/false))
    return outputError("cannot create " + staging + ": " + error.message());
  return StagedDirectory(trimmed.str(), staging);
}

StagedDirectory::StagedDirectory(StagedDirectory &&other)
    : target(std::move(other.target)), staging(std::move(other.staging)),
      committed(other.committed) {
  other.committed = true; // The moved-from object owns nothing.
}

StagedDirectory::~StagedDirectory() {
  if (!committed)
    (void)sys::fs::remove_directories(staging, /*IgnoreErrors=*/true);
}

Error StagedDirectory::commit() {
  std::string previous;
  if (sys::fs::exists(target)) {
    previous = besideTarget(target, "previous");
    if (std::error_code error = sys::fs::rename(target, previous))
      return outputError("cannot move " + target +
                         " aside: " + error.message());
  }
  if (std::error_code error = sys::fs::rename(staging, target)) {
    if (!previous.empty())
      (void)sys::fs::rename(previous, target);
    return outputError("cannot move " + staging + " to " + target + ": " +
                       error.message());
  }
  committed = true;
  if (!previous.empty())
    removeMovedAside(previous);
  return Error::success();
}
