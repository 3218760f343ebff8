//===- BundleDriver.cpp - `train`: an mpt GPU bundle's training loop ------===//
//
//   train [--steps N] [--warmup N] [--report-every N] [--print-every N]
//         [--csv FILE]
//         [--save-state DIR] [--save-results DIR] [--bundle DIR]
//
// The driver of an ahead-of-time bundle (mpt-run --bundle): reads the
// manifest, initial state and recorded batches next to the executable (or in
// --bundle), keeps the state and the batches in device memory, feeds batch
// (s - 1) mod <recorded> to step s, calls the step's object code through its
// packed entry point, and reports like mpt-run: a line per printed step and,
// when the run ends, the CSV (step,loss,loss_scale,skipped,
// grad_zero_fraction), and the wall time per step after the first --warmup
// steps. Steps queue their work on one stream and return; the host waits
// only where it reads (reported steps, the end of the warm-up and of the
// run), so the time per step is the GPU's time whenever the host keeps
// ahead of it. Plain C++ on mpt's CUDA runtime:
// no LLVM or MLIR, so a bundle runs where only the NVIDIA driver is
// installed. Any error prints a message and exits with status 1.
//
//===----------------------------------------------------------------------===//

#include "mpt/Runtime/BundleManifest.h"
#include "mpt/Runtime/MgpuRuntime.h"

#include <cuda.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

extern "C" {
// The step (step.o).
void mpt_bundle_step(void **packed);
}

namespace {

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "train: error: %s\n", message.c_str());
  std::exit(1);
}

using mpt::bundle::Argument;
using mpt::bundle::Manifest;
using mpt::bundle::Result;
using Tensor = mpt::bundle::TensorType;

Manifest readManifest(const std::string &path) {
  std::ifstream file(path);
  if (!file)
    fail("cannot read " + path +
         " (run train from its bundle or give "
         "--bundle DIR)");
  Manifest manifest;
  std::string error;
  if (!mpt::bundle::readManifest(file, manifest, error))
    fail(path + ": " + error);
  return manifest;
}

std::vector<char> readBytes(const std::string &path, int64_t expected) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    fail("cannot read " + path);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)),
                          std::istreambuf_iterator<char>());
  if (static_cast<int64_t>(bytes.size()) != expected)
    fail(path + " holds " + std::to_string(bytes.size()) + " bytes, " +
         std::to_string(expected) + " expected");
  return bytes;
}

// Outputs appear whole or not at all, as mpt-run's do (the driver links
// no LLVM, so this is POSIX): a file is written beside its target and
// renamed over it; a directory is filled beside its target, the old one is
// renamed aside, the new one renamed in, and the old one removed.

/// `path`'s name with `tag` and this process's id, in its directory.
std::string beside(const std::string &path, const char *tag) {
  return path + "." + tag + "-" + std::to_string(getpid());
}

void writeFile(const std::string &path, const char *data, size_t size) {
  std::ofstream file(path, std::ios::binary);
  file.write(data, size);
  file.close();
  if (!file)
    fail("cannot write " + path);
}

void writeFileAtomically(const std::string &path, const std::string &text) {
  struct stat info;
  // A device (/dev/stdout) is written in place, never renamed over.
  if (stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
    writeFile(path, text.data(), text.size());
    return;
  }
  std::string temporary = beside(path, "tmp");
  writeFile(temporary, text.data(), text.size());
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    fail("cannot rename " + temporary + " to " + path + ": " +
         std::strerror(errno));
  }
}

/// Removes a directory of plain files, or a symbolic link (never what it
/// points to).
void removeFlatDirectory(const std::string &path) {
  struct stat info;
  if (lstat(path.c_str(), &info) != 0)
    return;
  if (!S_ISDIR(info.st_mode)) {
    unlink(path.c_str());
    return;
  }
  if (DIR *dir = opendir(path.c_str())) {
    while (dirent *entry = readdir(dir))
      if (std::strcmp(entry->d_name, ".") && std::strcmp(entry->d_name, ".."))
        unlink((path + "/" + entry->d_name).c_str());
    closedir(dir);
  }
  rmdir(path.c_str());
}

/// The `<name>.bin` files of one output directory, written at the end.
struct OutputDirectory {
  std::string dir;
  std::vector<std::pair<std::string, std::vector<char>>> files;

  void add(const std::string &name, std::vector<char> bytes) {
    files.emplace_back(name + ".bin", std::move(bytes));
  }

  void commit() const {
    if (dir.empty())
      return;
    std::string staging = beside(dir, "partial");
    removeFlatDirectory(staging);
    if (mkdir(staging.c_str(), 0755) != 0)
      fail("cannot create " + staging + ": " + std::strerror(errno));
    for (const auto &[name, bytes] : files)
      writeFile(staging + "/" + name, bytes.data(), bytes.size());
    std::string previous;
    struct stat info;
    if (lstat(dir.c_str(), &info) == 0) {
      previous = beside(dir, "previous");
      if (std::rename(dir.c_str(), previous.c_str()) != 0)
        fail("cannot move " + dir + " aside: " + std::strerror(errno));
    }
    if (std::rename(staging.c_str(), dir.c_str()) != 0) {
      if (!previous.empty())
        std::rename(previous.c_str(), dir.c_str());
      removeFlatDirectory(staging);
      fail("cannot move " + staging + " to " + dir + ": " +
           std::strerror(errno));
    }
    if (!previous.empty())
      removeFlatDirectory(previous);
  }
};

/// A memref descriptor for the C interface: allocated and aligned pointer,
/// offset, sizes, strides.
std::vector<int64_t> makeDescriptor(void *data, const Tensor &type) {
  std::vector<int64_t> words = {reinterpret_cast<int64_t>(data),
                                reinterpret_cast<int64_t>(data), 0};
  words.insert(words.end(), type.shape.begin(), type.shape.end());
  std::vector<int64_t> strides(type.shape.size());
  int64_t stride = 1;
  for (size_t i = type.shape.size(); i-- > 0;) {
    strides[i] = stride;
    stride *= type.shape[i];
  }
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

class Device {
public:
  Device() : stream(mgpuStreamCreate()) {}
  /// Stream-ordered, like the step's own buffers: every buffer comes from
  /// the driver's pool, so any of them may be freed in stream order. The
  /// steps run on the same stream, so nobody needs to wait for it.
  void *allocate(int64_t bytes) { return mgpuMemAlloc(bytes, stream, false); }
  void *upload(const void *host, int64_t bytes, void *device = nullptr) {
    if (!device)
      device = allocate(bytes);
    if (bytes) {
      mgpuMemcpy(device, const_cast<void *>(host), bytes, stream);
      mgpuStreamSynchronize(stream);
    }
    return device;
  }
  std::vector<char> download(void *device, int64_t bytes) {
    std::vector<char> host(bytes);
    if (bytes) {
      mgpuMemcpy(host.data(), device, bytes, stream);
      mgpuStreamSynchronize(stream);
    }
    return host;
  }
  double readScalar(void *device, const Tensor &type) {
    std::vector<char> bytes = download(device, type.elementBytes());
    if (type.kind == "f32") {
      float value;
      std::memcpy(&value, bytes.data(), 4);
      return value;
    }
    if (type.kind == "i32") {
      int32_t value;
      std::memcpy(&value, bytes.data(), 4);
      return value;
    }
    if (type.kind == "i1" || type.kind == "i8")
      return static_cast<int8_t>(bytes[0]);
    fail("cannot report a " + type.kind + " metric");
  }
  /// Queued: the host does not wait.
  void copy(void *dst, void *src, int64_t bytes) {
    mgpuMemcpy(dst, src, bytes, stream);
  }
  void release(void *device) { mgpuMemFree(device, stream); }
  void synchronize() { mgpuStreamSynchronize(stream); }
  /// The stream every step queues its work on.
  CUstream stream;
};

/// A device buffer: what to free, and where the data starts.
struct Buffer {
  void *allocated;
  void *data;
};

struct Options {
  int64_t steps = -1, reportEvery = 1, printEvery = 1, warmup = 1;
  std::string csv, saveState, saveResults, bundle;
};

Options parseOptions(int argc, char **argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string flag = argv[i];
    std::string value;
    if (size_t equals = flag.find('='); equals != std::string::npos) {
      value = flag.substr(equals + 1);
      flag = flag.substr(0, equals);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      fail(flag + " needs a value");
    }
    auto number = [&] {
      char *end = nullptr;
      long long parsed = std::strtoll(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0')
        fail(flag + " needs a number, got '" + value + "'");
      return static_cast<int64_t>(parsed);
    };
    if (flag == "--steps") {
      options.steps = number();
      if (options.steps < 0)
        fail("--steps must not be negative");
    } else if (flag == "--report-every")
      options.reportEvery = number();
    else if (flag == "--warmup")
      options.warmup = number();
    else if (flag == "--print-every")
      options.printEvery = number();
    else if (flag == "--csv")
      options.csv = value;
    else if (flag == "--save-state")
      options.saveState = value;
    else if (flag == "--save-results")
      options.saveResults = value;
    else if (flag == "--bundle")
      options.bundle = value;
    else
      fail("unknown option " + flag +
           " (--steps, --warmup, --report-every, --print-every, --csv, "
           "--save-state, "
           "--save-results, --bundle)");
  }
  if (options.reportEvery < 1)
    fail("--report-every must be at least 1");
  if (options.warmup < 0)
    fail("--warmup must not be negative");
  if (options.bundle.empty()) {
    // The directory of this executable.
    char path[4096];
    ssize_t length = readlink("/proc/self/exe", path, sizeof(path) - 1);
    if (length <= 0)
      fail("cannot find the bundle: give --bundle DIR");
    path[length] = '\0';
    options.bundle = path;
    options.bundle.erase(options.bundle.rfind('/'));
  }
  return options;
}

} // namespace

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  const std::string &dir = options.bundle;
  Manifest manifest = readManifest(dir + "/step.manifest");
  int64_t steps = options.steps < 0 ? manifest.steps : options.steps;

  // The state and every batch, uploaded once: a step's input and label
  // arguments point into the batches, so no step copies or waits.
  Device device;
  std::vector<Buffer> arguments;
  const Argument *input = nullptr, *label = nullptr, *scale = nullptr;
  for (const Argument &argument : manifest.arguments) {
    void *buffer = nullptr;
    if (argument.role != "input" && argument.role != "label") {
      std::vector<char> bytes = readBytes(
          dir + "/state/arg_" + std::to_string(argument.index) + ".bin",
          argument.type.bytes());
      buffer = device.upload(bytes.data(), bytes.size());
    }
    arguments.push_back({buffer, buffer});
    if (argument.role == "input")
      input = &argument;
    else if (argument.role == "label")
      label = &argument;
    else if (argument.role == "loss_scale" && argument.type.kind == "f32")
      scale = &argument;
  }
  std::vector<char> inputs, labels;
  if (input) {
    if (manifest.batches == 0)
      fail("the bundle recorded no batches");
    inputs = readBytes(dir + "/batches/input.bin",
                       manifest.batches * input->type.bytes());
    if (label)
      labels = readBytes(dir + "/batches/label.bin",
                         manifest.batches * label->type.bytes());
  }
  char *deviceInputs = nullptr, *deviceLabels = nullptr;
  if (input)
    deviceInputs =
        static_cast<char *>(device.upload(inputs.data(), inputs.size()));
  if (label)
    deviceLabels =
        static_cast<char *>(device.upload(labels.data(), labels.size()));
  const Result *loss = nullptr, *finite = nullptr, *zeros = nullptr,
               *rate = nullptr, *norm = nullptr;
  std::vector<Tensor> returned;
  for (const Result &result : manifest.results) {
    if (result.metric == "loss")
      loss = &result;
    else if (result.metric == "grads_finite")
      finite = &result;
    else if (result.metric == "grad_zero_fraction")
      zeros = &result;
    else if (result.metric == "lr")
      rate = &result;
    else if (result.metric == "grad_norm")
      norm = &result;
    if (result.donatedTo < 0)
      returned.push_back(result.type);
  }

  // lr and grad_norm where the step reports them, as mpt-run's CSV.
  std::string csv = std::string("step,loss,loss_scale,skipped,"
                                "grad_zero_fraction") +
                    (rate ? ",lr" : "") + (norm ? ",grad_norm" : "") + "\n";
  OutputDirectory results{options.saveResults, {}};
  int64_t skipped = 0, reported = 0, peakBytes = 0;
  using Clock = std::chrono::steady_clock;
  Clock::time_point timed = Clock::now();
  for (int64_t s = 1; s <= steps; ++s) {
    if (s == options.warmup + 1) {
      // The clock starts when the warm-up steps have run, not when they
      // were queued.
      device.synchronize();
      timed = Clock::now();
    }
    bool report = s % options.reportEvery == 0;
    if (input) {
      int64_t batch = (s - 1) % manifest.batches;
      arguments[input->index] = {nullptr,
                                 deviceInputs + batch * input->type.bytes()};
      if (label)
        arguments[label->index] = {nullptr,
                                   deviceLabels + batch * label->type.bytes()};
    }
    double lossScale = 1, lossValue = NAN, zeroFraction = NAN, rateValue = NAN,
           normValue = NAN;
    bool wasSkipped = false;
    int64_t liveBefore = 0, peak = 0;
    if (report) {
      if (scale)
        lossScale =
            device.readScalar(arguments[scale->index].data, scale->type);
      mptCudaResetPeakMemory();
      mptCudaMemoryStats(&liveBefore, &peak);
    }

    // The packed call: the result struct, then a descriptor per argument.
    std::vector<std::vector<int64_t>> descriptors;
    for (const Argument &argument : manifest.arguments)
      descriptors.push_back(
          makeDescriptor(arguments[argument.index].data, argument.type));
    size_t resultWords = 0;
    for (const Tensor &type : returned)
      resultWords += 3 + 2 * type.shape.size();
    std::vector<int64_t> resultStruct(resultWords, 0);
    void *resultPointer = resultStruct.data();
    std::vector<void *> descriptorPointers;
    for (std::vector<int64_t> &descriptor : descriptors)
      descriptorPointers.push_back(descriptor.data());
    std::vector<void *> packed;
    if (!returned.empty())
      packed.push_back(&resultPointer);
    for (void *&pointer : descriptorPointers)
      packed.push_back(&pointer);
    if (manifest.takesStream)
      packed.push_back(&device.stream);
    mpt_bundle_step(packed.data());

    // Results: state replaces its argument (its old buffer is freed),
    // metrics are read when reported, the rest is freed. Two results may
    // share a buffer; a second one that is state gets a copy.
    std::vector<void *> seen, kept;
    size_t offset = 0;
    for (const Result &result : manifest.results) {
      if (result.donatedTo >= 0)
        continue;
      void *allocated = reinterpret_cast<void *>(resultStruct[offset]);
      char *data = reinterpret_cast<char *>(resultStruct[offset + 1]) +
                   resultStruct[offset + 2] * result.type.elementBytes();
      offset += 3 + 2 * result.type.shape.size();
      bool first = std::find(seen.begin(), seen.end(), allocated) == seen.end();
      if (first)
        seen.push_back(allocated);
      if (report && &result == loss)
        lossValue = device.readScalar(data, result.type);
      if (report && &result == finite)
        wasSkipped = device.readScalar(data, result.type) == 0;
      if (report && &result == zeros)
        zeroFraction = device.readScalar(data, result.type);
      if (report && &result == rate)
        rateValue = device.readScalar(data, result.type);
      if (report && &result == norm)
        normValue = device.readScalar(data, result.type);
      if (s == steps && !options.saveResults.empty() && result.updates < 0)
        results.add("result_" + std::to_string(result.index),
                    device.download(data, result.type.bytes()));
      if (result.updates < 0)
        continue;
      Buffer next{allocated, data};
      if (!first) {
        void *copy = device.allocate(result.type.bytes());
        device.copy(copy, data, result.type.bytes());
        next = {copy, copy};
      } else {
        kept.push_back(allocated);
      }
      device.release(arguments[result.updates].allocated);
      arguments[result.updates] = next;
    }
    for (void *allocated : seen)
      if (std::find(kept.begin(), kept.end(), allocated) == kept.end())
        device.release(allocated);

    if (!report)
      continue;
    int64_t live = 0;
    mptCudaMemoryStats(&live, &peak);
    peakBytes = std::max(peakBytes, peak - liveBefore);
    ++reported;
    skipped += wasSkipped;
    char line[256];
    std::snprintf(line, sizeof(line), "%lld,%.9g,%.9g,%d,%.9g",
                  static_cast<long long>(s), lossValue, lossScale,
                  int(wasSkipped), zeroFraction);
    csv += line;
    for (auto [metric, value] : {std::pair{rate, rateValue}, {norm, normValue}})
      if (metric) {
        std::snprintf(line, sizeof(line), ",%.9g", value);
        csv += line;
      }
    csv += "\n";
    if (options.printEvery > 0 && s % options.printEvery == 0)
      std::printf("step %lld loss %.6g scale %g skipped %d "
                  "grad_zero_fraction %.6g\n",
                  static_cast<long long>(s), lossValue, lossScale,
                  int(wasSkipped), zeroFraction);
  }
  // Everything queued has run (and any failure is reported) before the
  // clock stops.
  device.synchronize();
  double elapsedMs =
      std::chrono::duration<double, std::milli>(Clock::now() - timed).count();
  std::printf("skipped steps: %lld of %lld%s\n",
              static_cast<long long>(skipped), static_cast<long long>(reported),
              options.reportEvery > 1 ? " reported" : "");
  std::printf("step device memory peak: %lld bytes\n",
              static_cast<long long>(peakBytes));
  if (steps > options.warmup)
    std::printf("time per step: %.6f ms over %lld steps after %lld warm-up\n",
                elapsedMs / double(steps - options.warmup),
                static_cast<long long>(steps - options.warmup),
                static_cast<long long>(options.warmup));

  if (!options.csv.empty())
    writeFileAtomically(options.csv, csv);
  results.commit();
  OutputDirectory state{options.saveState, {}};
  if (!options.saveState.empty())
    for (const Argument &argument : manifest.arguments)
      if (argument.role == "param" || argument.role == "frozen" ||
          argument.role == "opt_state" || argument.role == "loss_scale" ||
          argument.role == "step")
        state.add(argument.role + "_" + std::to_string(argument.index),
                  device.download(arguments[argument.index].data,
                                  argument.type.bytes()));
  state.commit();
  return 0;
}
