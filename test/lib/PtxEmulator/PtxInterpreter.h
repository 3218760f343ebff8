//===- PtxInterpreter.h - execute a kernel launch of decoded PTX ----------===//
//
// Runs a grid one CTA at a time; in a CTA every thread has its own
// registers, program counter and local memory, and warps meet at their
// warp-wide instructions (mma.sync, ldmatrix, shfl.sync, vote), which
// execute once every lane of their mask has reached the same one: lanes that
// reach different ones, or exit first, are an error. bar.sync counts
// arrivals. cp.async copies land only when a wait retires their group, and
// their destination reads as NaN bytes until then, so a missing wait fails
// every time. An instruction, qualifier or type the interpreter does not
// implement, an access outside the driver's allocations or shared memory, a
// misaligned access and a deadlock are errors that name the kernel, the
// thread and the PTX line.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXINTERPRETER_H
#define MPT_TEST_PTXEMULATOR_PTXINTERPRETER_H

#include "PtxProgram.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>

namespace mpt::ptx {

/// What the emulated driver's cuTensorMapEncodeTiled writes into the 128
/// bytes of a CUtensorMap (the real driver's encoding is undocumented), and
/// cp.async.bulk.tensor reads back: a tiled map without interleave.
struct TensorMapDescription {
  static constexpr uint32_t kMagic = 0x4d505454; // "MPTT"
  uint32_t magic = kMagic;
  uint32_t rank = 0;
  uint32_t elementBytes = 0;
  /// 0 (none), 32, 64 or 128.
  uint32_t swizzleBytes = 0;
  uint64_t globalAddress = 0;
  uint64_t globalDim[5] = {};
  /// Bytes between consecutive indices of dimensions 1..rank-1.
  uint64_t globalStrides[4] = {};
  uint16_t boxDim[5] = {};
  uint8_t elementStrides[5] = {};
};
static_assert(sizeof(TensorMapDescription) <= 128,
              "a tensor map description must fit a CUtensorMap");

/// What a launch may touch outside its CTA: the driver's allocations.
class DeviceMemory {
public:
  virtual ~DeviceMemory() = default;
  /// The allocation [begin, end) a kernel may access that holds `address`,
  /// or {0, 0}.
  virtual std::pair<uint64_t, uint64_t>
  allocationContaining(uint64_t address) const = 0;
};

/// A module as loaded on the device: its program and the storage of its
/// global and constant variables.
class LoadedModule {
public:
  /// Decodes `ptx`; null with `error` set on failure.
  static std::unique_ptr<LoadedModule> load(const std::string &ptx,
                                            std::string &error);

  const Module &program() const { return *module; }
  /// The address of a module-scope global or constant variable.
  uint64_t variableAddress(int32_t symbol) const;
  /// Whether [address, address + bytes) lies in one of its variables.
  bool ownsMemory(uint64_t address, uint64_t bytes) const;

private:
  std::unique_ptr<Module> module;
  std::map<int32_t, std::unique_ptr<uint8_t[]>> variables;
};

struct LaunchDimensions {
  std::array<uint32_t, 3> grid{1, 1, 1};
  std::array<uint32_t, 3> block{1, 1, 1};
  uint32_t dynamicSharedBytes = 0;
};

/// Runs `kernel` of `module` over the whole grid with the argument values
/// `arguments` (one pointer per parameter, as cuLaunchKernel receives them).
/// Returns an empty string, or the first error.
std::string launchKernel(const LoadedModule &module, const Function &kernel,
                         const LaunchDimensions &dimensions,
                         void *const *arguments, const DeviceMemory &memory);

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXINTERPRETER_H
