//===- BundleManifest.cpp - The manifest of an ahead-of-time bundle -------===//

#include "mpt/Runtime/BundleManifest.h"

#include <cstdlib>
#include <sstream>

using namespace mpt::bundle;

static constexpr const char *kHeader = "mpt-bundle 1";

int64_t TensorType::elements() const {
  int64_t count = 1;
  for (int64_t extent : shape)
    count *= extent;
  return count;
}

int64_t TensorType::elementBytes() const {
  if (kind == "f64" || kind == "i64")
    return 8;
  if (kind == "f32" || kind == "i32")
    return 4;
  if (kind == "f16" || kind == "bf16")
    return 2;
  return 1; // i1 (stored in a byte) and i8
}

static std::string describeType(const TensorType &type) {
  std::string text = type.kind + " " + std::to_string(type.shape.size());
  for (int64_t extent : type.shape)
    text += " " + std::to_string(extent);
  return text;
}

static std::string describeIndex(int index) {
  return index < 0 ? "-" : std::to_string(index);
}

std::string mpt::bundle::writeManifest(const Manifest &manifest) {
  std::string text = std::string(kHeader) + "\nstep " + manifest.step + "\n";
  for (const Argument &argument : manifest.arguments)
    text += "argument " + std::to_string(argument.index) + " " + argument.role +
            " " + describeType(argument.type) + "\n";
  for (const Result &result : manifest.results)
    text += "result " + std::to_string(result.index) + " " +
            describeType(result.type) + " updates " +
            describeIndex(result.updates) + " donated " +
            describeIndex(result.donatedTo) + " metric " + result.metric + "\n";
  if (manifest.takesStream)
    text += "stream last-argument\n";
  text += "steps " + std::to_string(manifest.steps) + "\n";
  text += "batches " + std::to_string(manifest.batches) + "\n";
  return text;
}

static TensorType readType(std::istringstream &line) {
  TensorType type;
  size_t rank = 0;
  line >> type.kind >> rank;
  if (!line || rank > 16) {
    line.setstate(std::ios::failbit);
    return type;
  }
  type.shape.resize(rank);
  for (int64_t &extent : type.shape)
    line >> extent;
  return type;
}

static int readIndex(std::istringstream &line) {
  std::string text;
  line >> text;
  return text == "-" ? -1 : std::atoi(text.c_str());
}

bool mpt::bundle::readManifest(std::istream &input, Manifest &manifest,
                               std::string &error) {
  std::string text, word;
  std::getline(input, text);
  if (text != kHeader) {
    error = "not an mpt bundle manifest (version 1)";
    return false;
  }
  while (std::getline(input, text)) {
    std::istringstream line(text);
    line >> word;
    if (word == "step") {
      line >> manifest.step;
    } else if (word == "argument") {
      Argument argument;
      line >> argument.index >> argument.role;
      argument.type = readType(line);
      manifest.arguments.push_back(argument);
    } else if (word == "result") {
      Result result;
      line >> result.index;
      result.type = readType(line);
      line >> word;
      result.updates = readIndex(line);
      line >> word;
      result.donatedTo = readIndex(line);
      line >> word >> result.metric;
      manifest.results.push_back(result);
    } else if (word == "steps") {
      line >> manifest.steps;
    } else if (word == "batches") {
      line >> manifest.batches;
    } else if (word == "stream") {
      line >> word;
      manifest.takesStream = word == "last-argument";
    }
    if (line.fail()) {
      error = "malformed line '" + text + "'";
      return false;
    }
  }
  return true;
}
