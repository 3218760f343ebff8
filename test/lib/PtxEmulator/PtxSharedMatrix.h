//===- PtxSharedMatrix.h - Matrices in shared memory of wgmma/tcgen05 -----===//
//
// The operands wgmma (sm_90a) and tcgen05.mma (sm_100a) read from shared
// memory through 64-bit matrix descriptors, and the 16-byte-chunk swizzle
// the tensor copies write them with.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXSHAREDMATRIX_H
#define MPT_TEST_PTXEMULATOR_PTXSHAREDMATRIX_H

#include <cstdint>

namespace mpt::ptx {

/// `address` through the 16-byte-chunk swizzle of a `swizzleBytes` span.
inline uint64_t swizzle(uint64_t address, uint32_t swizzleBytes) {
  if (swizzleBytes < 32)
    return address;
  uint64_t mask = swizzleBytes / 16 - 1; // 1, 3 or 7
  return address ^ (((address >> 7) & mask) << 4);
}

struct Descriptor {
  uint64_t start, leading, stride;
  uint32_t swizzleBytes;
};

inline Descriptor decodeDescriptor(uint64_t bits) {
  static const uint32_t swizzles[4] = {0, 128, 64, 32};
  return {(bits & 0x3fff) << 4, ((bits >> 16) & 0x3fff) << 4,
          ((bits >> 32) & 0x3fff) << 4, swizzles[bits >> 62]};
}

/// The shared address of element (mn, k) of an operand.
inline uint64_t operandAddress(const Descriptor &descriptor, bool kMajor,
                               uint32_t mn, uint32_t k, uint32_t elementBytes) {
  uint32_t perChunk = 16 / elementBytes;
  uint32_t chunksPerRow =
      descriptor.swizzleBytes ? descriptor.swizzleBytes / 16 : 1;
  uint64_t offset;
  if (kMajor) {
    uint64_t chunk = k / perChunk;
    offset =
        (mn % 8) * 16 * chunksPerRow + (mn / 8) * descriptor.stride +
        (descriptor.swizzleBytes ? chunk * 16 : chunk * descriptor.leading) +
        (k % perChunk) * elementBytes;
  } else {
    uint64_t chunk = mn / perChunk;
    offset = (chunk % chunksPerRow) * 16 +
             (chunk / chunksPerRow) * descriptor.leading +
             (mn % perChunk) * elementBytes + (k % 8) * 16 * chunksPerRow +
             (k / 8) * descriptor.stride;
  }
  return swizzle(descriptor.start + offset, descriptor.swizzleBytes);
}

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXSHAREDMATRIX_H
