//===- HeapCounter.h - Heap bytes the compiled code holds -------*- C++ -*-===//
//
// The compiled step allocates its buffers with malloc and frees them with
// free; the runner binds those two symbols to these counting versions, so
// the bytes a step holds - its activations kept for the backward pass, its
// gradients and temporaries - are measured from the lowered program as it
// runs, not estimated from types.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_RUNTIME_HEAPCOUNTER_H
#define MPT_RUNTIME_HEAPCOUNTER_H

#include <cstddef>
#include <cstdint>

namespace mlir::mpt::runtime {

/// malloc and free that count the bytes live: the sizes the program asked
/// for, so that the count depends on the program alone. (glibc's
/// malloc_usable_size depends on where the allocator placed a block, e.g.
/// whether its dynamic mmap threshold had grown, and made the peak of the
/// same run differ by a few bytes from one run to the next.) A pointer from
/// countedMalloc must be freed with countedFree. Freed blocks of 1 MiB and
/// more are kept and handed out again for the same size, so that a step's
/// large buffers are not page-faulted in every step; the live bytes and the
/// kept ones together stay within twice the most ever live at once.
/// (Transparent huge pages were tried: on GPT-2 small they made a matmul
/// whose B rows are 12 KiB apart 1.7x slower - its K slices then fall in
/// a few cache sets - and the step 8 % slower overall.)
void *countedMalloc(size_t bytes);
void countedFree(void *pointer);

/// Bytes allocated by countedMalloc and not yet freed.
int64_t getLiveHeapBytes();
/// The most bytes live since the last resetPeakHeapBytes().
int64_t getPeakHeapBytes();
/// Starts a new peak at the bytes live now.
void resetPeakHeapBytes();

} // namespace mlir::mpt::runtime

#endif // MPT_RUNTIME_HEAPCOUNTER_H
