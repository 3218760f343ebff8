//===- HeapCounter.cpp - Bytes the compiled code holds on the heap --------===//

#include "mpt/Runtime/HeapCounter.h"

#include <algorithm>
#include <cstdlib>
#include <malloc.h>

using namespace mlir::mpt::runtime;

// The runner calls compiled steps from one thread.
static int64_t liveBytes = 0;
static int64_t peakBytes = 0;

void *mlir::mpt::runtime::countedMalloc(size_t bytes) {
  void *pointer = std::malloc(bytes);
  if (pointer) {
    liveBytes += malloc_usable_size(pointer);
    peakBytes = std::max(peakBytes, liveBytes);
  }
  return pointer;
}

void mlir::mpt::runtime::countedFree(void *pointer) {
  if (!pointer)
    return;
  liveBytes -= malloc_usable_size(pointer);
  std::free(pointer);
}

int64_t mlir::mpt::runtime::getLiveHeapBytes() { return liveBytes; }
int64_t mlir::mpt::runtime::getPeakHeapBytes() { return peakBytes; }
void mlir::mpt::runtime::resetPeakHeapBytes() { peakBytes = liveBytes; }
