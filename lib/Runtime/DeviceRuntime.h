//===- DeviceRuntime.h - The CUDA runtime as the host side sees it -*- C++
//-*-===//
//
// Shared by DeviceModule.cpp (running) and Compile/CompileDeviceStep.cpp
// (loading the runtime and compiling). Internal to the runtime libraries.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_RUNTIME_DEVICERUNTIME_H
#define MPT_LIB_RUNTIME_DEVICERUNTIME_H

#include "mpt/Runtime/DeviceModule.h"
#include "mpt/Runtime/MgpuRuntime.h"

namespace mlir::mpt::runtime {

/// The runtime's entry points, looked up in the library mpt-run loads (so
/// mpt-run starts without CUDA), typed by the one ABI header.
struct DeviceModule::Runtime {
  decltype(&mgpuMemAlloc) memAlloc;
  decltype(&mgpuMemFree) memFree;
  decltype(&mgpuMemcpy) memcpy;
  decltype(&mgpuStreamCreate) streamCreate;
  decltype(&mgpuStreamSynchronize) streamSynchronize;
  decltype(&mgpuStreamDestroy) streamDestroy;
  decltype(&mgpuMemHostRegister) hostRegister;
  decltype(&mgpuMemHostUnregister) hostUnregister;
  decltype(&mgpuEventCreate) eventCreate;
  decltype(&mgpuEventRecord) eventRecord;
  decltype(&mgpuEventSynchronize) eventSynchronize;
  decltype(&mgpuEventDestroy) eventDestroy;
  decltype(&mptCudaMemoryStats) memoryStats;
  decltype(&mptCudaResetPeakMemory) resetPeakMemory;
  /// The stream copies are queued on.
  mgpuStream stream = nullptr;
};

} // namespace mlir::mpt::runtime

#endif // MPT_LIB_RUNTIME_DEVICERUNTIME_H
