//===- mpt-ptx-run-cuda.cpp - run one PTX kernel on a GPU -----------------===//
//
// mpt-ptx-run's command line (PtxRunArguments.h) on the CUDA driver API:
// the per-instruction probes that check the interpreter run unchanged on a
// GPU (scripts/prepare-gpu-checks.sh ships it), so the interpreter and the
// fixtures cannot share a misreading of the ISA unseen. Any driver error is
// printed with exit status 1.
//
//===----------------------------------------------------------------------===//

#include "PtxRunArguments.h"

#include <cuda.h>

using namespace mpt::ptx;

namespace {

[[noreturn]] void fail(const char *call, CUresult result) {
  const char *name = nullptr, *message = nullptr;
  cuGetErrorName(result, &name);
  cuGetErrorString(result, &message);
  std::cerr << "mpt-ptx-run-cuda: " << call
            << " failed: " << (name ? name : "?") << ": "
            << (message ? message : "") << "\n";
  std::exit(1);
}

#define CHECK(call)                                                            \
  do {                                                                         \
    if (CUresult result = (call); result != CUDA_SUCCESS)                      \
      fail(#call, result);                                                     \
  } while (false)

} // namespace

int main(int argc, char **argv) {
  PtxRunArguments arguments =
      parsePtxRunArguments(argc, argv, "mpt-ptx-run-cuda");
  CHECK(cuInit(0));
  CUdevice device;
  CHECK(cuDeviceGet(&device, 0));
  CUcontext context;
  CHECK(cuDevicePrimaryCtxRetain(&context, device));
  CHECK(cuCtxPushCurrent(context));
  CUmodule module;
  CHECK(cuModuleLoadData(&module, arguments.ptx.c_str()));
  CUfunction function;
  CHECK(cuModuleGetFunction(&function, module, arguments.kernel.c_str()));
  std::vector<uint64_t> values;
  std::vector<CUdeviceptr> buffers;
  for (const auto &parameter : arguments.parameters) {
    CUdeviceptr buffer = 0;
    if (parameter.kind == PtxRunArguments::Parameter::Kind::Scalar) {
      values.push_back(parameter.scalar);
    } else {
      CHECK(cuMemAlloc(&buffer, parameter.bytes.size() + 1));
      CHECK(cuMemcpyAsync(buffer,
                          reinterpret_cast<CUdeviceptr>(parameter.bytes.data()),
                          parameter.bytes.size(), nullptr));
      values.push_back(buffer);
    }
    buffers.push_back(buffer);
  }
  std::vector<void *> kernelArguments;
  for (uint64_t &value : values)
    kernelArguments.push_back(&value);
  if (arguments.sharedBytes > 48 * 1024)
    CHECK(cuFuncSetAttribute(function,
                             CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                             static_cast<int>(arguments.sharedBytes)));
  CHECK(cuLaunchKernel(
      function, arguments.grid[0], arguments.grid[1], arguments.grid[2],
      arguments.block[0], arguments.block[1], arguments.block[2],
      arguments.sharedBytes, nullptr, kernelArguments.data(), nullptr));
  CHECK(cuStreamSynchronize(nullptr));
  for (size_t i = 0; i < arguments.parameters.size(); ++i) {
    const auto &parameter = arguments.parameters[i];
    if (parameter.kind != PtxRunArguments::Parameter::Kind::Output)
      continue;
    std::vector<uint8_t> output(parameter.bytes.size());
    CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(output.data()),
                        buffers[i], output.size(), nullptr));
    CHECK(cuStreamSynchronize(nullptr));
    if (!writeWholeFile(parameter.path, output.data(), output.size())) {
      std::cerr << "mpt-ptx-run-cuda: cannot write " << parameter.path << "\n";
      return 1;
    }
  }
  return 0;
}
