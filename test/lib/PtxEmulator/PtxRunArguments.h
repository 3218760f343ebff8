//===- PtxRunArguments.h - the command line of mpt-ptx-run ----------------===//
//
// mpt-ptx-run and mpt-ptx-run-cuda (the same checks on a real GPU) take the
// same arguments:
//   FILE.ptx KERNEL --grid=X,Y,Z --block=X,Y,Z [--shared=BYTES]
//       in:PATH             a buffer holding the bytes of PATH
//       out:PATH:BYTES      a zeroed buffer of BYTES, written to PATH after
//       u32:V | u64:V | f32:V   a scalar
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXRUNARGUMENTS_H
#define MPT_TEST_PTXEMULATOR_PTXRUNARGUMENTS_H

#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace mpt::ptx {

struct PtxRunArguments {
  struct Parameter {
    enum class Kind { Input, Output, Scalar } kind;
    /// Input: the file's bytes. Output: its size, zeroed.
    std::vector<uint8_t> bytes;
    std::string path;
    /// Scalar: its value, little-endian in 8 bytes.
    uint64_t scalar = 0;
  };
  std::string ptxPath, ptx, kernel;
  std::array<uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  uint32_t sharedBytes = 0;
  std::vector<Parameter> parameters;
};

inline bool readWholeFile(const std::string &path, std::string &contents) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return false;
  std::stringstream stream;
  stream << file.rdbuf();
  contents = stream.str();
  return true;
}

inline bool writeWholeFile(const std::string &path, const void *data,
                           size_t bytes) {
  std::ofstream file(path, std::ios::binary);
  file.write(static_cast<const char *>(data),
             static_cast<std::streamsize>(bytes));
  return static_cast<bool>(file);
}

/// Parses the command line; prints the usage and exits 2 on a bad one.
inline PtxRunArguments parsePtxRunArguments(int argc, char **argv,
                                            const char *tool) {
  auto usage = [&](const std::string &message) {
    std::cerr << tool << ": " << message << "\nusage: " << tool
              << " FILE.ptx KERNEL --grid=X,Y,Z --block=X,Y,Z "
                 "[--shared=BYTES] "
                 "(in:PATH | out:PATH:BYTES | u32:V | u64:V | f32:V)...\n";
    std::exit(2);
  };
  auto dimensions = [](const std::string &text) {
    std::array<uint32_t, 3> result{1, 1, 1};
    std::stringstream stream(text);
    std::string part;
    for (int i = 0; i < 3 && std::getline(stream, part, ','); ++i)
      result[i] = static_cast<uint32_t>(std::stoul(part));
    return result;
  };
  if (argc < 3)
    usage("missing arguments");
  PtxRunArguments arguments;
  arguments.ptxPath = argv[1];
  arguments.kernel = argv[2];
  if (!readWholeFile(arguments.ptxPath, arguments.ptx))
    usage("cannot read " + arguments.ptxPath);
  for (int i = 3; i < argc; ++i) {
    std::string argument = argv[i];
    if (argument.rfind("--grid=", 0) == 0) {
      arguments.grid = dimensions(argument.substr(7));
      continue;
    }
    if (argument.rfind("--block=", 0) == 0) {
      arguments.block = dimensions(argument.substr(8));
      continue;
    }
    if (argument.rfind("--shared=", 0) == 0) {
      arguments.sharedBytes =
          static_cast<uint32_t>(std::stoul(argument.substr(9)));
      continue;
    }
    size_t colon = argument.find(':');
    if (colon == std::string::npos)
      usage("unknown argument '" + argument + "'");
    std::string kind = argument.substr(0, colon);
    std::string rest = argument.substr(colon + 1);
    PtxRunArguments::Parameter parameter;
    if (kind == "in") {
      std::string contents;
      if (!readWholeFile(rest, contents))
        usage("cannot read " + rest);
      parameter.kind = PtxRunArguments::Parameter::Kind::Input;
      parameter.bytes.assign(contents.begin(), contents.end());
    } else if (kind == "out") {
      size_t last = rest.rfind(':');
      if (last == std::string::npos)
        usage("out:PATH:BYTES expected, got '" + argument + "'");
      parameter.kind = PtxRunArguments::Parameter::Kind::Output;
      parameter.path = rest.substr(0, last);
      parameter.bytes.assign(std::stoul(rest.substr(last + 1)), 0);
    } else if (kind == "u32" || kind == "u64") {
      parameter.kind = PtxRunArguments::Parameter::Kind::Scalar;
      parameter.scalar = std::stoull(rest, nullptr, 0);
    } else if (kind == "f32") {
      parameter.kind = PtxRunArguments::Parameter::Kind::Scalar;
      float value = std::stof(rest);
      std::memcpy(&parameter.scalar, &value, 4);
    } else {
      usage("unknown parameter kind '" + kind + "'");
    }
    arguments.parameters.push_back(std::move(parameter));
  }
  return arguments;
}

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXRUNARGUMENTS_H
