//===- mpt-ptx-run.cpp - run one PTX kernel on the interpreter ------------===//
//
// Runs one kernel of a PTX file on the interpreter, with its parameters
// given in order on the command line, for per-instruction tests:
//   mpt-ptx-run FILE.ptx KERNEL --grid=X,Y,Z --block=X,Y,Z [--shared=BYTES]
//       in:PATH             a buffer holding the bytes of PATH
//       out:PATH:BYTES      a zeroed buffer of BYTES, written to PATH after
//       u32:V | u64:V | f32:V   a scalar
// A decode error or kernel fault is printed with exit status 1; nothing is
// written then.
//
//===----------------------------------------------------------------------===//

#include "PtxInterpreter.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace mpt::ptx;

namespace {

class Buffers : public DeviceMemory {
public:
  uint8_t *allocate(size_t bytes) {
    auto memory = std::make_unique<uint8_t[]>(bytes ? bytes : 1);
    std::memset(memory.get(), 0, bytes);
    uint8_t *pointer = memory.get();
    sizes[reinterpret_cast<uint64_t>(pointer)] = bytes;
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

[[noreturn]] void usage(const std::string &message) {
  std::cerr << "mpt-ptx-run: " << message
            << "\nusage: mpt-ptx-run FILE.ptx KERNEL --grid=X,Y,Z "
               "--block=X,Y,Z [--shared=BYTES] "
               "(in:PATH | out:PATH:BYTES | u32:V | u64:V | f32:V)...\n";
  std::exit(2);
}

std::array<uint32_t, 3> parseDimensions(const std::string &text) {
  std::array<uint32_t, 3> dimensions{1, 1, 1};
  std::stringstream stream(text);
  std::string part;
  for (int i = 0; i < 3 && std::getline(stream, part, ','); ++i)
    dimensions[i] = static_cast<uint32_t>(std::stoul(part));
  return dimensions;
}

bool readFile(const std::string &path, std::string &contents) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return false;
  std::stringstream stream;
  stream << file.rdbuf();
  contents = stream.str();
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    usage("missing arguments");
  std::string ptx;
  if (!readFile(argv[1], ptx))
    usage(std::string("cannot read ") + argv[1]);
  std::string error;
  auto module = LoadedModule::load(ptx, error);
  if (!module) {
    std::cerr << "mpt-ptx-run: " << argv[1] << ": " << error << "\n";
    return 1;
  }
  const Function *kernel = module->program().lookup(argv[2]);
  if (!kernel || !kernel->isKernel) {
    std::cerr << "mpt-ptx-run: no kernel '" << argv[2] << "' in " << argv[1]
              << "\n";
    return 1;
  }
  LaunchDimensions dimensions;
  Buffers buffers;
  // Each parameter's value, and the outputs to write back.
  std::vector<std::vector<uint8_t>> values;
  std::vector<std::pair<std::string, std::pair<uint8_t *, size_t>>> outputs;
  for (int i = 3; i < argc; ++i) {
    std::string argument = argv[i];
    if (argument.rfind("--grid=", 0) == 0) {
      dimensions.grid = parseDimensions(argument.substr(7));
      continue;
    }
    if (argument.rfind("--block=", 0) == 0) {
      dimensions.block = parseDimensions(argument.substr(8));
      continue;
    }
    if (argument.rfind("--shared=", 0) == 0) {
      dimensions.dynamicSharedBytes =
          static_cast<uint32_t>(std::stoul(argument.substr(9)));
      continue;
    }
    size_t colon = argument.find(':');
    if (colon == std::string::npos)
      usage("unknown argument '" + argument + "'");
    std::string kind = argument.substr(0, colon), rest = argument.substr(colon + 1);
    std::vector<uint8_t> value(8, 0);
    if (kind == "in") {
      std::string contents;
      if (!readFile(rest, contents))
        usage("cannot read " + rest);
      uint8_t *pointer = buffers.allocate(contents.size());
      std::memcpy(pointer, contents.data(), contents.size());
      std::memcpy(value.data(), &pointer, 8);
    } else if (kind == "out") {
      size_t last = rest.rfind(':');
      if (last == std::string::npos)
        usage("out:PATH:BYTES expected, got '" + argument + "'");
      size_t bytes = std::stoul(rest.substr(last + 1));
      uint8_t *pointer = buffers.allocate(bytes);
      outputs.push_back({rest.substr(0, last), {pointer, bytes}});
      std::memcpy(value.data(), &pointer, 8);
    } else if (kind == "u32" || kind == "u64") {
      uint64_t scalar = std::stoull(rest, nullptr, 0);
      std::memcpy(value.data(), &scalar, 8);
    } else if (kind == "f32") {
      float scalar = std::stof(rest);
      std::memcpy(value.data(), &scalar, 4);
    } else {
      usage("unknown parameter kind '" + kind + "'");
    }
    values.push_back(value);
  }
  if (values.size() != kernel->paramSymbols.size()) {
    std::cerr << "mpt-ptx-run: " << kernel->name << " takes "
              << kernel->paramSymbols.size() << " parameters, "
              << values.size() << " given\n";
    return 1;
  }
  std::vector<void *> arguments;
  for (auto &value : values)
    arguments.push_back(value.data());
  error = launchKernel(*module, *kernel, dimensions, arguments.data(), buffers);
  if (!error.empty()) {
    std::cerr << "mpt-ptx-run: " << error << "\n";
    return 1;
  }
  for (auto &[path, buffer] : outputs) {
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char *>(buffer.first),
               static_cast<std::streamsize>(buffer.second));
    if (!file) {
      std::cerr << "mpt-ptx-run: cannot write " << path << "\n";
      return 1;
    }
  }
  return 0;
}
