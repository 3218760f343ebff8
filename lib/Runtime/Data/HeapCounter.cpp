//===- HeapCounter.cpp - Bytes the compiled code holds on the heap --------===//

#include "mpt/Runtime/HeapCounter.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace mlir::mpt::runtime;

// The runner calls compiled steps from one thread.
static int64_t liveBytes = 0;
static int64_t peakBytes = 0;

// Each block starts with a header that holds the size asked for; the
// pointer handed out follows it, keeping malloc's alignment.
static constexpr size_t headerBytes = alignof(std::max_align_t);
static_assert(headerBytes >= sizeof(size_t));

void *mlir::mpt::runtime::countedMalloc(size_t bytes) {
  if (bytes > SIZE_MAX - headerBytes)
    return nullptr;
  auto *block = static_cast<char *>(std::malloc(bytes + headerBytes));
  if (!block)
    return nullptr;
  std::memcpy(block, &bytes, sizeof(bytes));
  liveBytes += static_cast<int64_t>(bytes);
  peakBytes = std::max(peakBytes, liveBytes);
  return block + headerBytes;
}

void mlir::mpt::runtime::countedFree(void *pointer) {
  if (!pointer)
    return;
  char *block = static_cast<char *>(pointer) - headerBytes;
  size_t bytes;
  std::memcpy(&bytes, block, sizeof(bytes));
  liveBytes -= static_cast<int64_t>(bytes);
  std::free(block);
}

int64_t mlir::mpt::runtime::getLiveHeapBytes() { return liveBytes; }
int64_t mlir::mpt::runtime::getPeakHeapBytes() { return peakBytes; }
void mlir::mpt::runtime::resetPeakHeapBytes() { peakBytes = liveBytes; }
