//===- HeapCounter.cpp - Bytes the compiled code holds on the heap --------===//

#include "mpt/Runtime/HeapCounter.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

using namespace mlir::mpt::runtime;

namespace {
/// Large blocks the step freed, kept for the same sizes in the next step.
/// glibc returns blocks above its mmap threshold (at most 32 MiB) to the
/// kernel when they are freed, so each step page-faulted its large buffers
/// in again, zero-filled: a 154 MB logits gradient took 0.4 s to fill, 25x
/// its memory bandwidth. A step allocates the same sizes every time, so an
/// exact-size cache serves all of them after the first step.
struct BlockCache {
  std::multimap<size_t, char *> blocks;
  size_t bytes = 0;
};
} // namespace

static std::mutex heapMutex;
static int64_t liveBytes = 0;
static int64_t peakBytes = 0;
// The most bytes ever live (resetPeakHeapBytes starts a new peak, not this).
static int64_t mostBytes = 0;
static BlockCache cache;

// Each block starts with a header that holds the size asked for; the
// pointer handed out follows it, keeping malloc's alignment.
static constexpr size_t headerBytes = alignof(std::max_align_t);
static_assert(headerBytes >= sizeof(size_t));

// Blocks of at least this size are cached when freed.
static constexpr size_t cachedBlockBytes = size_t(1) << 20;

/// The bytes the step's buffers and the cache may hold together: twice
/// the most ever live at once.
static size_t getFootprintLimit() { return 2 * static_cast<size_t>(mostBytes); }

/// Frees cached blocks, smallest first (a page fault costs by the page, so
/// the large ones are worth the most), until the live bytes and the cache
/// fit in `limit`.
static void evictCachedBlocks(size_t limit) {
  while (!cache.blocks.empty() &&
         static_cast<size_t>(liveBytes) + cache.bytes > limit) {
    auto smallest = cache.blocks.begin();
    cache.bytes -= smallest->first;
    std::free(smallest->second);
    cache.blocks.erase(smallest);
  }
}

static void freeCachedBlocks() {
  for (auto &entry : cache.blocks)
    std::free(entry.second);
  cache.blocks.clear();
  cache.bytes = 0;
}

void *mlir::mpt::runtime::countedMalloc(size_t bytes) {
  if (bytes > SIZE_MAX - headerBytes)
    return nullptr;
  size_t total = bytes + headerBytes;
  char *block = nullptr;
  std::lock_guard<std::mutex> lock(heapMutex);
  if (total >= cachedBlockBytes) {
    auto found = cache.blocks.find(total);
    if (found != cache.blocks.end()) {
      block = found->second;
      cache.bytes -= total;
      cache.blocks.erase(found);
    }
  }
  if (!block)
    block = static_cast<char *>(std::malloc(total));
  if (!block && cache.bytes > 0) {
    // Memory the cache holds for other sizes is memory this one may need.
    freeCachedBlocks();
    block = static_cast<char *>(std::malloc(total));
  }
  if (!block)
    return nullptr;
  std::memcpy(block, &bytes, sizeof(bytes));
  liveBytes += static_cast<int64_t>(bytes);
  peakBytes = std::max(peakBytes, liveBytes);
  mostBytes = std::max(mostBytes, liveBytes);
  evictCachedBlocks(getFootprintLimit());
  return block + headerBytes;
}

void mlir::mpt::runtime::countedFree(void *pointer) {
  if (!pointer)
    return;
  char *block = static_cast<char *>(pointer) - headerBytes;
  size_t bytes;
  std::memcpy(&bytes, block, sizeof(bytes));
  size_t total = bytes + headerBytes;
  std::lock_guard<std::mutex> lock(heapMutex);
  liveBytes -= static_cast<int64_t>(bytes);
  // The live bytes and the cache together hold at most twice the most
  // bytes ever live at once: a freed block moves from one to the other,
  // and an allocation the cache cannot serve evicts cached blocks
  // (countedMalloc). A cap on the cache alone filled it with the first
  // blocks a step freed; later ones (a Llama's 6 MB weight transposes)
  // went back to the kernel and were page-faulted in again every step.
  if (total < cachedBlockBytes ||
      static_cast<size_t>(liveBytes) + cache.bytes + total >
          getFootprintLimit()) {
    std::free(block);
    return;
  }
  cache.blocks.insert({total, block});
  cache.bytes += total;
}

int64_t mlir::mpt::runtime::getLiveHeapBytes() {
  std::lock_guard<std::mutex> lock(heapMutex);
  return liveBytes;
}
int64_t mlir::mpt::runtime::getPeakHeapBytes() {
  std::lock_guard<std::mutex> lock(heapMutex);
  return peakBytes;
}
void mlir::mpt::runtime::resetPeakHeapBytes() {
  std::lock_guard<std::mutex> lock(heapMutex);
  peakBytes = liveBytes;
}
