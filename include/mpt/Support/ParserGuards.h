//===- ParserGuards.h - Input that crashes upstream's parser ----*- C++ -*-===//
//
// MLIR 22's custom parsers of `linalg.reduce`, `linalg.broadcast` and
// `linalg.transpose` crash (a null attribute stored after the error) when
// `dimensions =` / `permutation =` is not followed by an integer list, e.g.
// `linalg.reduce dimensions=`: mpt's fuzzer found it. The tools check their
// input for it first and report a located error instead.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_SUPPORT_PARSERGUARDS_H
#define MPT_SUPPORT_PARSERGUARDS_H

#include "llvm/Support/SourceMgr.h"

namespace mlir::mpt {

/// Reports (as an error through `sourceMgr`) the first spot in `buffer`
/// (one of `sourceMgr`'s buffers) that would crash upstream's parser;
/// returns false when there is one.
bool checkKnownParserCrashes(const llvm::SourceMgr &sourceMgr,
                             unsigned bufferId);

} // namespace mlir::mpt

#endif // MPT_SUPPORT_PARSERGUARDS_H
