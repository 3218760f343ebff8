//===- mpt-ptx-run.cpp - run one PTX kernel on the interpreter ------------===//
//
// Runs one kernel of a PTX file on the interpreter, with its parameters
// given in order on the command line (PtxRunArguments.h), for
// per-instruction tests. A decode error or kernel fault is printed with
// exit status 1; nothing is written then. mpt-ptx-run-cuda runs the same
// command line on a GPU.
//
//===----------------------------------------------------------------------===//

#include "PtxInterpreter.h"
#include "PtxRunArguments.h"

#include <map>
#include <memory>

using namespace mpt::ptx;

namespace {

/// The buffers of the command line, as the kernel's global memory.
class Buffers : public DeviceMemory {
public:
  uint8_t *allocate(const std::vector<uint8_t> &contents) {
    auto memory = std::make_unique<uint8_t[]>(contents.size() + 1);
    std::memcpy(memory.get(), contents.data(), contents.size());
    uint8_t *pointer = memory.get();
    sizes[reinterpret_cast<uint64_t>(pointer)] = contents.size();
    owned.push_back(std::move(memory));
    return pointer;
  }
  std::pair<uint64_t, uint64_t>
  allocationContaining(uint64_t address) const override {
    auto it = sizes.upper_bound(address);
    if (it == sizes.begin())
      return {0, 0};
    --it;
    if (address >= it->first + it->second)
      return {0, 0};
    return {it->first, it->first + it->second};
  }

private:
  std::map<uint64_t, uint64_t> sizes;
  std::vector<std::unique_ptr<uint8_t[]>> owned;
};

} // namespace

int main(int argc, char **argv) {
  PtxRunArguments arguments = parsePtxRunArguments(argc, argv, "mpt-ptx-run");
  std::string error;
  auto module = LoadedModule::load(arguments.ptx, error);
  if (!module) {
    std::cerr << "mpt-ptx-run: " << arguments.ptxPath << ": " << error << "\n";
    return 1;
  }
  const Function *kernel = module->program().lookup(arguments.kernel);
  if (!kernel || !kernel->isKernel) {
    std::cerr << "mpt-ptx-run: no kernel '" << arguments.kernel << "' in "
              << arguments.ptxPath << "\n";
    return 1;
  }
  if (arguments.parameters.size() != kernel->paramSymbols.size()) {
    std::cerr << "mpt-ptx-run: " << kernel->name << " takes "
              << kernel->paramSymbols.size() << " parameters, "
              << arguments.parameters.size() << " given\n";
    return 1;
  }
  Buffers buffers;
  std::vector<uint64_t> values;
  std::vector<uint8_t *> pointers;
  for (const auto &parameter : arguments.parameters) {
    uint8_t *pointer = nullptr;
    if (parameter.kind == PtxRunArguments::Parameter::Kind::Scalar)
      values.push_back(parameter.scalar);
    else
      values.push_back(reinterpret_cast<uint64_t>(
          pointer = buffers.allocate(parameter.bytes)));
    pointers.push_back(pointer);
  }
  std::vector<void *> kernelArguments;
  for (uint64_t &value : values)
    kernelArguments.push_back(&value);
  LaunchDimensions dimensions;
  dimensions.grid = arguments.grid;
  dimensions.block = arguments.block;
  dimensions.dynamicSharedBytes = arguments.sharedBytes;
  error = launchKernel(*module, *kernel, dimensions, kernelArguments.data(),
                       buffers);
  if (!error.empty()) {
    std::cerr << "mpt-ptx-run: " << error << "\n";
    return 1;
  }
  for (size_t i = 0; i < arguments.parameters.size(); ++i) {
    const auto &parameter = arguments.parameters[i];
    if (parameter.kind == PtxRunArguments::Parameter::Kind::Output &&
        !writeWholeFile(parameter.path, pointers[i], parameter.bytes.size())) {
      std::cerr << "mpt-ptx-run: cannot write " << parameter.path << "\n";
      return 1;
    }
  }
  return 0;
}
