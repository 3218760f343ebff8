//===- mpt-run.cpp - Train with a JIT-compiled step -----------------------===//
//
//   mpt-run examples/mlp.mlir --precision=f16 --data=fashion-mnist \
//       --steps=2000 --hyper=0.1 --csv=f16.csv --eval=mlp_logits
//
// Parses a training step, makes it mixed-precision on request (the
// `mpt-mixed-precision` pipeline), adds the metrics the loop records
// (`mpt-add-step-metrics`), lowers it with `mpt-lower-to-llvm` (or, with
// --device=cuda, `mpt-lower-to-nvptx`: kernels as PTX, host code calling
// mpt's CUDA runtime), JIT-compiles it with mlir::ExecutionEngine and runs
// the training loop. Everything that can be checked - the step's signature
// against the data, hyper-parameters, the evaluation function - is checked
// before anything runs.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"
#include "mpt/InitMpt.h"
#include "mpt/Pipelines/Pipelines.h"
#include "mpt/Runtime/Bundle.h"
#include "mpt/Runtime/DataSources.h"
#include "mpt/Runtime/DeviceTrainingLoop.h"
#include "mpt/Runtime/Safetensors.h"
#include "mpt/Runtime/StepProfile.h"
#include "mpt/Runtime/TrainingLoop.h"
#include "mpt/Session/Session.h"
#include "mpt/Session/StepPipeline.h"
#include "mpt/Support/AtomicOutput.h"
#include "mpt/Support/ParserGuards.h"

#include "CompileReport.h"
#include "DataParallel.h"
#include "HeldOutLoss.h"
#include "NumericsOptions.h"
#include "OptionWithDefault.h"
#include "TrainingRecipeOptions.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <chrono>
#include <cmath>
#include <fcntl.h>
#include <unistd.h>

using namespace llvm;
using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::runtime;

namespace {
cl::OptionCategory &category = getRunOptionCategory();
cl::opt<std::string> inputFile(cl::Positional, cl::desc("<step.mlir>"),
                               cl::Required, cl::cat(category));
OptionWithDefault<std::string> entry("entry",
                                     cl::desc("The training step to run"),
                                     cl::init("train_step"), cl::cat(category));
OptionWithDefault<int64_t> steps("steps", cl::desc("Number of steps"),
                                 cl::init(100), cl::cat(category));
OptionWithDefault<uint64_t>
    seed("seed", cl::desc("Seed of the initializer and the shuffling"),
         cl::init(0), cl::cat(category));
OptionWithDefault<std::string>
    precision("precision",
              cl::desc("f32 (autodiff only), or f16/bf16/fp8: the "
                       "mpt-mixed-precision pipeline with that compute type"),
              cl::init("f32"), cl::cat(category));
OptionWithDefault<Fp8Scaling>
    fp8Scaling("fp8-scaling",
               cl::desc("With --precision=fp8: delayed (from the amax "
                        "history of earlier steps) or current scaling"),
               cl::init(Fp8Scaling::Delayed), fp8ScalingValues(),
               cl::cat(category));
OptionWithDefault<Fp8RecipeKind> fp8Recipe(
    "fp8-recipe", cl::desc("With --precision=fp8: how FP8 operands are scaled"),
    cl::init(Fp8RecipeKind::Tensorwise), fp8RecipeValues(), cl::cat(category));
cl::list<std::string>
    fp8KeepBf16("fp8-keep-bf16",
                cl::desc("With --precision=fp8: layers kept in BF16 "
                         "(lm-head, routing, attention, first:N and last:N "
                         "linear layers, none; default: lm-head,routing, "
                         "and attention with the FP4 recipes)"),
                cl::CommaSeparated, cl::cat(category));
OptionWithDefault<int64_t>
    amaxHistory("amax-history",
                cl::desc("With --precision=fp8: amaxes kept per FP8 tensor"),
                cl::init(defaults::kAmaxHistory), cl::cat(category));
OptionWithDefault<LossScalingMode>
    lossScaling("loss-scaling",
                cl::desc("With --precision=f16|bf16|fp8: loss-scaling mode"),
                cl::init(LossScalingMode::Auto), lossScalingModeValues(),
                cl::cat(category));
OptionWithDefault<SavedActivations> savedActivations(
    "saved-activations",
    cl::desc("With --precision=f16|bf16: the precision the values the "
             "backward reads are kept in"),
    cl::init(SavedActivations::AsComputed), savedActivationsValues(),
    cl::cat(category));
OptionWithDefault<std::string> rematerialize(
    "rematerialize",
    cl::desc("Recompute forward values in the backward so the saved "
             "activations fit this budget (mpt-rematerialize): bytes "
             "(N, NKiB, NMiB, ...), a fraction of today's (0.5), or min"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> neverRecompute(
    "never-recompute",
    cl::desc("With --rematerialize: op classes never recomputed "
             "(contraction, convolution, reduction, elementwise, "
             "data-movement; or none)"),
    cl::init("contraction,convolution"), cl::cat(category));
OptionWithDefault<bool> selectiveRecompute(
    "selective-recompute",
    cl::desc("With --rematerialize: recompute attention cores only (score "
             "contraction, scale, mask, softmax)"),
    cl::init(false), cl::cat(category));
OptionWithDefault<int64_t> microBatches(
    "micro-batches",
    cl::desc("Accumulate gradients over this many steps (micro-batches) "
             "before each update; with --precision=f32 the gradients are "
             "scaled by 1"),
    cl::init(1), cl::cat(category));
OptionWithDefault<std::string> pipeline(
    "pipeline",
    cl::desc("A pass pipeline to run instead of the one --precision picks "
             "(textual, without builtin.module(...))"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string>
    data("data",
         cl::desc("Training data: synthetic, fashion-mnist[:DIR], "
                  "idx:IMAGES,LABELS, npy:FEATURES[,FEATURES...],TARGETS "
                  "(a features file per input argument, in order) or "
                  "text:FILE[,bytes|chars] (language-model tokens: "
                  "sequences as long as the input's second dimension, "
                  "targets the next tokens)"),
         cl::init(""), cl::cat(category));
OptionWithDefault<std::string> testData(
    "test-data",
    cl::desc("Evaluation data, in --data's forms (fashion-mnist picks its "
             "test split)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> evalFunction(
    "eval",
    cl::desc("A function of the parameters and an input returning "
             "[batch, classes] scores: test accuracy after training"),
    cl::init(""), cl::cat(category));
OptionWithDefault<int64_t> samples("samples",
                                   cl::desc("Samples of --data=synthetic"),
                                   cl::init(4096), cl::cat(category));
OptionWithDefault<int64_t> classes(
    "classes",
    cl::desc("Classes of --data=synthetic (default: the classes the step's "
             "loss scores, else 10)"),
    cl::init(10), cl::cat(category));
cl::list<double> hyper("hyper",
                       cl::desc("Values of the hyper-parameter arguments, in "
                                "order (comma-separated; default: each "
                                "argument's mpt.init)"),
                       cl::CommaSeparated, cl::cat(category));
cl::list<std::string> inject(
    "inject",
    cl::desc("STEP=inf|nan: write a non-finite value into the input batch "
             "of that step (fault injection; comma-separated; default: "
             "none)"),
    cl::CommaSeparated, cl::cat(category));
OptionWithDefault<int> injectRank(
    "inject-rank",
    cl::desc("With --data-parallel: inject the --inject faults on this rank "
             "only (default: every rank)"),
    cl::init(-1), cl::cat(category));
OptionWithDefault<bool> dataParallel(
    "data-parallel",
    cl::desc("Run as one rank of an MPI job (mpirun -np N mpt-run ...): "
             "rank r trains on the r-th batch of every N, gradients are "
             "averaged across ranks (mpt-data-parallel), only rank 0 prints "
             "and writes files, and the ranks' final states must agree"),
    cl::init(false), cl::cat(category));
OptionWithDefault<int64_t> bucketBytes(
    "bucket-bytes",
    cl::desc("With --data-parallel: the most bytes one gradient all-reduce "
             "sends"),
    cl::init(25 << 20), cl::cat(category));
OptionWithDefault<ShardedState> shard(
    "shard",
    cl::desc("With --data-parallel: what the N ranks shard, ZeRO's stages "
             "(checkpoints and --save-state hold each sharded argument as "
             "one file per rank, which that rank writes)"),
    cl::init(ShardedState::None), shardedStateValues(), cl::cat(category));
OptionWithDefault<bool> overlapCollectives(
    "overlap-collectives",
    cl::desc("With --data-parallel: start each collective where it stands "
             "(a gradient bucket's once it is computed) and wait for it "
             "before its result's first reader, so the backward runs on "
             "meanwhile; all-gathers prefetched one ahead (nonblocking MPI; "
             "NCCL on a communication stream)"),
    cl::init(false), cl::cat(category));
OptionWithDefault<std::string> reduceType(
    "reduce-type",
    cl::desc("With --data-parallel: the type gradients are averaged in "
             "(f32, bf16 or f16)"),
    cl::init("f32"), cl::cat(category));
OptionWithDefault<std::string> csvFile(
    "csv",
    cl::desc("Write step,loss,loss_scale,skipped,grad_zero_fraction here "
             "(and lr, grad_norm where the step reports them)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> saveState(
    "save-state",
    cl::desc("Directory for the final state: a checkpoint (<role>_<argument>"
             ".npy and manifest.json) that --resume and --load-params read"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> saveResults(
    "save-results",
    cl::desc("Directory for the last step's results that are not state, as "
             "result_<index>.npy"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> loadParams(
    "load-params",
    cl::desc("Weights to start from: a directory of param_<argument>.npy "
             "files, and frozen_<argument>.npy for frozen weights (the "
             "argument's shape and dtype; a manifest.json there must name the "
             "step's parameters); or a safetensors checkpoint (a .safetensors "
             "file, or a directory with model.safetensors or its sharded "
             "index, as transformers' save_pretrained writes), matched by the "
             "arguments' mpt.name"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> saveParams(
    "save-params",
    cl::desc("After the run, write the weights (FP32 master parameters, "
             "frozen weights, buffers) by their mpt.name as safetensors: a "
             ".safetensors file, or a directory that gets model.safetensors "
             "and the config.json of a --load-params directory "
             "(from_pretrained loads it)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<int64_t> checkpointEvery(
    "checkpoint-every",
    cl::desc("With --checkpoint-dir: write a checkpoint every N steps (0: "
             "only after the last step)"),
    cl::init(0), cl::cat(category));
OptionWithDefault<std::string> checkpointDir(
    "checkpoint-dir",
    cl::desc("Directory of checkpoints (step-<N>/, and `latest` naming the "
             "newest): the whole training state, written atomically"),
    cl::init(""), cl::cat(category));
OptionWithDefault<unsigned>
    keepCheckpoints("keep-checkpoints",
                    cl::desc("How many checkpoints --checkpoint-dir keeps"),
                    cl::init(2), cl::cat(category));
OptionWithDefault<std::string> resume(
    "resume",
    cl::desc("Continue training from a checkpoint (a --checkpoint-dir, whose "
             "`latest` is taken, or one checkpoint or --save-state "
             "directory) up to --steps in all; bit for bit the run that "
             "never stopped"),
    cl::init(""), cl::cat(category));
OptionWithDefault<bool>
    shuffleData("shuffle",
                cl::desc("Reshuffle the training data every epoch "
                         "(false: batches in file order)"),
                cl::init(true), cl::cat(category));
OptionWithDefault<bool> reportMemory(
    "report-memory",
    cl::desc("Print the resident memory and the counted heap (device "
             "memory) live between steps after step 100 (or the last) and "
             "at the end: constant when the step frees what it allocates; "
             "on the CPU, while compiling, the step's heap peak as its "
             "buffers' sizes and frees add up in program order, and the "
             "buffers live there (mpt-heap-peak-report)"),
    cl::init(false), cl::cat(category));
OptionWithDefault<int64_t> maxConsecutiveSkips(
    "max-consecutive-skips",
    cl::desc("Stop with an error when this many steps in a row are skipped "
             "(the loss scale has collapsed); the state, bit-identical to the "
             "last good step's, is saved (0: never stop)"),
    cl::init(100), cl::cat(category));
OptionWithDefault<std::string>
    device("device",
           cl::desc("cpu, or cuda: the step's kernels run on the GPU and its "
                    "state stays in device memory"),
           cl::init("cpu"), cl::cat(category));
OptionWithDefault<std::string> cudaRuntime(
    "cuda-runtime",
    cl::desc("With --device=cuda: mpt's CUDA runtime library (default: "
             "lib/libmpt_cuda_runtime.so next to mpt-run's bin/)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string>
    chip("chip",
         cl::desc("With --device=cuda or --bundle: the chip "
                  "the kernels are compiled for (PTX; newer "
                  "chips JIT it)"),
         cl::init("sm_80"), cl::cat(category));
OptionWithDefault<std::string> ptxFeatures(
    "ptx-features",
    cl::desc("With --device=cuda or --bundle: the PTX version, +ptxNN "
             "(default: the chip's; FP8 mma.sync needs +ptx84)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> bundle(
    "bundle",
    cl::desc("Instead of training: write an ahead-of-time GPU bundle of the "
             "step to this directory (object code, PTX, initial state, "
             "--steps recorded batches, and `train`, which runs them with "
             "only the NVIDIA driver)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> matmulTiles(
    "matmul-tiles",
    cl::desc("With --device=cuda or --bundle: tensor-core matmul tiles "
             "BMxBNxBK,WMxWN,STAGES (default: the chip's)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<std::string> warpgroupTiles(
    "warpgroup-tiles",
    cl::desc("With --device=cuda or --bundle and --chip=sm_90a: wgmma matmul "
             "tiles BMxBNxBK,CONSUMERS,STAGES (default: the chip's)"),
    cl::init(""), cl::cat(category));
OptionWithDefault<int64_t> reportEvery(
    "report-every",
    cl::desc("Read back and report every Nth step's metrics (CSV, lines, "
             "skip counts); on a GPU the other steps read nothing back"),
    cl::init(1), cl::cat(category));
OptionWithDefault<int64_t>
    printEvery("print-every", cl::desc("Print every Nth step's line (0: none)"),
               cl::init(1), cl::cat(category));
OptionWithDefault<unsigned> optLevel("O", cl::desc("LLVM optimization level"),
                                     cl::init(2), cl::Prefix,
                                     cl::cat(category));
cl::list<std::string> approximateMath(
    "approximate-math",
    cl::desc("Math functions (e.g. tanh) the CPU step evaluates by upstream's "
             "polynomial approximations instead of libm: their loops "
             "vectorize; tanh within 4 ulps instead of libm's 1-2 "
             "(default: none, all from libm)"),
    cl::CommaSeparated, cl::cat(category));
/// --bf16-dot-product's help, which says what auto chooses on this host.
const std::string &describeDotProductOption() {
  static const std::string text =
      "Instructions of the bf16 contractions: auto (default: AMX tiles "
      "where this process can run them, else vdpbf16ps on AMD Zen, where it "
      "does twice an FMA's multiply-adds, else the f32 FMA path, which "
      "outruns vdpbf16ps on Intel's cores; here: " +
      CompiledModule::getDefaultBF16DotProduct().str() +
      (CompiledModule::getHostBF16DotProduct() == "none" ? ", no avx512_bf16"
                                                         : "") +
      "), amx (AMX tiles where M and N are multiples of 16 and K of 32, "
      "vdpbf16ps elsewhere), avx512 (vdpbf16ps), none (f32 FMAs, A widened "
      "to f32 once, B in registers). A choice the host cannot run is an error";
  return text;
}
OptionWithDefault<std::string>
    bf16DotProduct("bf16-dot-product", cl::desc(describeDotProductOption()),
                   cl::init("auto"), cl::cat(category));
OptionWithDefault<bool> profile(
    "profile",
    cl::desc("Time each op of the CPU step (wall time per step over the "
             "steps after the first) and print the ops with the most time, "
             "grouped by op, iteration space and source location"),
    cl::init(false), cl::cat(category));
OptionWithDefault<std::string> profileJson(
    "profile-json",
    cl::desc("With the profile (implies --profile), write every op's time "
             "as JSON to this file; its traceEvents, the last step's ops, "
             "open in Perfetto or chrome://tracing"),
    cl::value_desc("file"), cl::cat(category));
OptionWithDefault<unsigned> profileTop("profile-top",
                                       cl::desc("Rows of --profile's table"),
                                       cl::init(15), cl::cat(category));
OptionWithDefault<bool> compileTiming(
    "compile-timing",
    cl::desc("Print the compile's time by phase and pass (parsing, the "
             "training step's passes, the lowering to the LLVM dialect, "
             "LLVM IR, machine code) as a tree; on a terminal a progress "
             "line shows the phase running either way"),
    cl::init(false), cl::cat(category));
OptionWithDefault<bool> kernelRemarks(
    "kernel-remarks",
    cl::desc("A remark at each contraction of the CPU step that no "
             "register-blocked kernel takes, saying why (it runs as loops)"),
    cl::init(false), cl::cat(category));
OptionWithDefault<std::string> vectorMath(
    "vector-math",
    cl::desc("Loops of exp, tanh and erf in the CPU step: auto (vector "
             "calls of glibc's libmvec where it loads, else libm), libmvec "
             "(fail where it does not) or none (a libm call per element)"),
    cl::init("auto"), cl::cat(category));
OptionWithDefault<bool> outlineKernels(
    "outline-kernels",
    cl::desc("Compile each distinct op of the CPU step once, as a function "
             "that equal ops (repeated layers) call; false: every op "
             "lowered and compiled where it stands"),
    cl::init(true), cl::cat(category));
OptionWithDefault<bool>
    printIR("print-ir", cl::desc("Print the step after the pipeline and exit"),
            cl::init(false), cl::cat(category));
} // namespace

/// The resident set size in KiB (Linux), or 0.
static int64_t getResidentKiB() {
  // /proc files report size 0: read them as a stream.
  auto statm = MemoryBuffer::getFileAsStream("/proc/self/statm");
  if (!statm)
    return 0;
  SmallVector<StringRef> fields;
  (*statm)->getBuffer().split(fields, ' ');
  int64_t pages = 0;
  if (fields.size() < 2 || fields[1].getAsInteger(10, pages))
    return 0;
  return pages * (sys::Process::getPageSizeEstimate() / 1024);
}

/// The first step this run takes (after a resumed checkpoint's).
static int64_t firstStep = 1;

/// --data-parallel's MPI session. Rank 0, or a run without one, leads: it
/// alone prints and writes files.
static std::unique_ptr<mpt_run::MpiSession> mpiSession;
static bool isLeader() { return !mpiSession || mpiSession->getRank() == 0; }
static int64_t getRanks() { return mpiSession ? mpiSession->getSize() : 1; }

static int fail(const Twine &message) {
  if (!mpiSession) {
    WithColor::error(errs(), "mpt-run") << message << "\n";
    return 1;
  }
  // Ranks fail at once: one write per line keeps their lines whole.
  std::string line = "mpt-run";
  if (!isLeader())
    line += " (rank " + std::to_string(mpiSession->getRank()) + ")";
  line += ": error: " + message.str() + "\n";
  errs() << line;
  return 1;
}

static int fail(Error error) { return fail(toString(std::move(error))); }

/// --threads. libLLVM 22 registers an undocumented global option of that
/// name (empty help, used by none of mpt's code), so mpt-run's is made in
/// main, in its place, instead of at static initialization, where the two
/// would collide.
static cl::opt<unsigned> &getThreadsOption() {
  static cl::opt<unsigned> *option = [] {
    auto &registered = cl::getRegisteredOptions();
    if (auto it = registered.find("threads"); it != registered.end())
      it->second->removeArgument();
    return new cl::opt<unsigned>(
        "threads",
        cl::desc("CPU threads of a step: its contraction kernels and large "
                 "loops run in parallel on OpenMP, with results "
                 "bit-identical to one thread's (default: the CPUs this "
                 "process may run on; 1 if mpt was built without libomp)"),
        cl::init(0), cl::cat(category));
  }();
  return *option;
}

/// --threads, or getDefaultStepThreads() shared by the ranks on this
/// machine (an explicit --threads fails where mpt was built without
/// libomp, saying so).
static unsigned getThreadCount() {
  if (unsigned threads = getThreadsOption(); threads > 0)
    return threads;
  unsigned cores = getDefaultStepThreads();
  // Ranks on one machine share its cores: more threads than cores makes
  // OpenMP's and MPI's busy waits take turns (20x slower on 2 cores).
  if (mpiSession)
    cores = std::max(cores / unsigned(mpiSession->getLocalSize()), 1u);
  return cores;
}

static LogicalResult buildPipeline(OpPassManager &pm) {
  if (rematerialize.empty() &&
      (selectiveRecompute || neverRecompute.getNumOccurrences())) {
    fail("--never-recompute and --selective-recompute need --rematerialize");
    return failure();
  }
  // Set without FP8 they would change nothing: say so.
  if ((fp8Scaling.getNumOccurrences() || amaxHistory.getNumOccurrences() ||
       fp8Recipe.getNumOccurrences() || fp8KeepBf16.getNumOccurrences()) &&
      (precision != "fp8" || !pipeline.empty())) {
    fail("--fp8-recipe, --fp8-scaling, --fp8-keep-bf16 and --amax-history "
         "need --precision=fp8 (with --pipeline, set mpt-mixed-precision's "
         "fp8-recipe, fp8-scaling, fp8-keep-bf16 and amax-history there)");
    return failure();
  }
  if (!pipeline.empty()) {
    if (!rematerialize.empty()) {
      fail("--rematerialize adds a pass to the pipeline --precision picks; "
           "with --pipeline, name mpt-rematerialize there");
      return failure();
    }
    if (!mpt_run::getPrecisionPolicyFile().empty()) {
      fail("--precision-policy configures the pipeline --precision picks; "
           "with --pipeline, set mpt-mixed-precision's policy-file there");
      return failure();
    }
  }
  if (precision == "f32" && !mpt_run::getPrecisionPolicyFile().empty()) {
    fail("--precision-policy needs --precision=f16, bf16 or fp8: an f32 "
         "step assigns no precision");
    return failure();
  }
  if (precision == "f32" && savedActivations != SavedActivations::AsComputed) {
    fail("--saved-activations=low needs --precision=f16 or bf16: in f32 "
         "there is no compute type to keep them in");
    return failure();
  }
  if (!llvm::is_contained(getStepPrecisions(), StringRef(precision))) {
    fail("--precision must be f32, f16, bf16 or fp8, got '" + precision + "'");
    return failure();
  }
  // The session library builds the passes; the checks above name flags.
  MixedPrecisionPipelineOptions options;
  options.lossScaling = lossScaling;
  options.microBatches = microBatches;
  options.savedActivations = savedActivations;
  options.rematerialize = rematerialize;
  if (neverRecompute.getNumOccurrences())
    options.neverRecompute = neverRecompute;
  options.selectiveRecompute = selectiveRecompute;
  // FP8's options only where given: the library refuses them elsewhere.
  if (fp8Scaling.getNumOccurrences())
    options.fp8Scaling = fp8Scaling;
  if (fp8Recipe.getNumOccurrences())
    options.fp8RecipeKind = fp8Recipe;
  if (fp8KeepBf16.getNumOccurrences())
    options.fp8KeepBf16 = ArrayRef<std::string>(
        std::vector<std::string>(fp8KeepBf16.begin(), fp8KeepBf16.end()));
  if (amaxHistory.getNumOccurrences())
    options.amaxHistory = amaxHistory;
  options.dataParallel = dataParallel;
  options.bucketBytes = bucketBytes;
  options.reduceType = reduceType;
  options.shard = shard;
  options.ranks = getRanks();
  options.policyFile = mpt_run::getPrecisionPolicyFile();
  if (Error error = mpt_run::setTrainingRecipe(options, steps, microBatches)) {
    fail(std::move(error));
    return failure();
  }
  if (Error error =
          buildTrainingStepPipeline(pm, precision, options, pipeline)) {
    fail(std::move(error));
    return failure();
  }
  mpt_run::addHeldOutLossPass(pm, entry);
  return success();
}

static Expected<std::vector<std::pair<int64_t, double>>> parseFaults() {
  std::vector<std::pair<int64_t, double>> faults;
  for (StringRef spec : inject) {
    auto [stepText, valueText] = spec.split('=');
    int64_t step;
    if (stepText.getAsInteger(10, step) || step < 1 ||
        (valueText != "inf" && valueText != "nan" && valueText != "-inf"))
      return createStringError(inconvertibleErrorCode(),
                               "--inject=" + spec +
                                   ": expected STEP=inf, STEP=-inf or "
                                   "STEP=nan with STEP >= 1");
    double value = valueText == "nan"   ? NAN
                   : valueText == "inf" ? INFINITY
                                        : -INFINITY;
    faults.emplace_back(step, value);
  }
  return faults;
}

/// `file` in lib/ next to mpt-run's bin/ (the build tree and the installed
/// layout agree).
static std::string getLibraryPath(const char *argv0, StringRef file) {
  SmallString<256> path(
      sys::path::parent_path(sys::path::parent_path(sys::fs::getMainExecutable(
          argv0, reinterpret_cast<void *>(&getResidentKiB)))));
  sys::path::append(path, "lib", file);
  return std::string(path);
}

/// The target --chip, --ptx-features, --matmul-tiles and --warpgroup-tiles
/// ask for.
static GpuTargetRequest getGpuTargetRequest() {
  GpuTargetRequest request;
  request.chip = chip;
  request.features = ptxFeatures;
  request.matmulTiles = matmulTiles;
  request.warpgroupTiles = warpgroupTiles;
  return request;
}

static int writeBundle(ModuleOp module, const StepSignature &signature,
                       const Dataset *data, const TrainingOptions &options,
                       const char *argv0) {
#ifdef MPT_BUNDLE_LINKER
  // The bundle is written in full beside its directory, then moved there.
  Expected<StagedDirectory> staged = StagedDirectory::create(bundle);
  if (!staged)
    return fail(staged.takeError());
  BundleOptions bundleOptions;
  bundleOptions.dir = staged->path().str();
  bundleOptions.target = getGpuTargetRequest();
  bundleOptions.optLevel = optLevel;
  bundleOptions.driverLibrary = getLibraryPath(argv0, "libmpt_bundle_driver.a");
  bundleOptions.linker = MPT_BUNDLE_LINKER;
  bundleOptions.cudaLibraryDir = MPT_CUDA_LIBRARY_DIR;
  if (Error error =
          runtime::writeBundle(module, signature, data, options, bundleOptions))
    return fail(std::move(error));
  if (Error error = staged->commit())
    return fail(std::move(error));
  outs() << "mpt-run: wrote " << bundle << "/train (run it there: " << bundle
         << "/train --steps N --csv FILE)\n";
  return 0;
#else
  return fail("--bundle needs mpt built with the CUDA toolkit");
#endif
}

/// The loss scaling the step runs with: none, static or dynamic (auto is
/// none for bf16 and f32, dynamic otherwise).
static std::string getResolvedLossScaling() {
  if (precision == "f32")
    return "none";
  LossScalingMode mode = lossScaling;
  if (mode == LossScalingMode::Auto)
    mode =
        precision == "bf16" ? LossScalingMode::None : LossScalingMode::Dynamic;
  return stringifyLossScalingMode(mode).str();
}

/// Runs `loop` (TrainingLoop or DeviceTrainingLoop) after its
/// initialization: the steps with their lines and CSV, the summary, the
/// evaluation and the saved state.
template <typename Loop>
static int train(Loop &loop, std::optional<Evaluator> &evaluator,
                 mpt_run::HeldOutEvaluation *heldOut,
                 std::unique_ptr<StepProfile> profile = nullptr,
                 std::unique_ptr<NumericsMonitor> numerics = nullptr,
                 MLIRContext *context = nullptr) {
  std::string error;
  // The CSV is written when the run ends, to a temporary file renamed over
  // it: a run that dies half-way (a failing device call exits the process)
  // leaves an existing CSV as it was and no partial file. Whether its
  // directory can be written is checked now.
  std::string csvText;
  raw_string_ostream csv(csvText);
  LoopBindings bind(loop.getSignature());
  bool reportsLearningRate = bind.learningRate, reportsGradNorm = bind.gradNorm;
  if (!csvFile.empty()) {
    if (Error error = checkWritable(csvFile))
      return fail(std::move(error));
    csv << "step,loss,loss_scale,skipped,grad_zero_fraction"
        << (reportsLearningRate ? ",lr" : "")
        << (reportsGradNorm ? ",grad_norm" : "")
        << (heldOut ? mpt_run::HeldOutEvaluation::getCsvHeader() : "") << '\n';
  }

  auto start = std::chrono::steady_clock::now();
  auto lastProgress = start;
  bool progressToTerminal = sys::Process::StandardErrIsDisplayed();
  int64_t skipped = 0, heapPeakBytes = 0, consecutiveSkips = 0;
  int64_t earlyLiveBytes = 0, lastLiveBytes = 0;
  double collapsedScale = 0;
  std::vector<double> losses;
  std::vector<LossPoint> lossPoints;
  int64_t memoryStep = std::min<int64_t>(firstStep + 99, steps), earlyKiB = 0;
  int64_t profiledUpTo = firstStep - 1;
  // The held-out evaluations' time is not the steps'.
  double evalSeconds = 0;
  std::string evalFailure;
  auto evaluateHeldOut = [&](int64_t step) {
    auto evalStart = std::chrono::steady_clock::now();
    if (profile)
      profile->pause();
    if (Error error = heldOut->evaluate(loop, step))
      evalFailure = toString(std::move(error));
    if (profile) {
      profile->resume();
      profile->startStep();
    }
    evalSeconds += std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - evalStart)
                       .count();
    return evalFailure.empty();
  };
  if (profile)
    profile->startStep();
  Error runError = loop.run([&](const StepRecord &record) {
    if (profile) {
      profile->endStep(record.step - profiledUpTo);
      profiledUpTo = record.step;
      // The first step pays for page faults on its new buffers.
      if (record.step == firstStep && steps > firstStep)
        profile->reset();
      profile->startStep();
    }
    if (reportMemory && record.step >= memoryStep && earlyKiB == 0) {
      earlyKiB = getResidentKiB();
      earlyLiveBytes = record.liveBytesAfter;
    }
    lastLiveBytes = record.liveBytesAfter;
    skipped += record.skipped;
    consecutiveSkips = record.skipped ? consecutiveSkips + 1 : 0;
    heapPeakBytes = std::max(heapPeakBytes, record.heapPeakBytes);
    losses.push_back(record.loss);
    if (numerics)
      lossPoints.push_back({record.step, record.loss});
    // One rank evaluates; the others wait at the next step's collectives.
    if (heldOut && isLeader() && heldOut->isDue(record.step, steps) &&
        !evaluateHeldOut(record.step))
      return false;
    if (printEvery > 0 && record.step % printEvery == 0) {
      outs() << format("step %lld loss %.6g scale %g skipped %d "
                       "grad_zero_fraction %.6g",
                       (long long)record.step, record.loss, record.lossScale,
                       int(record.skipped), record.gradZeroFraction);
      if (reportsLearningRate)
        outs() << format(" lr %.6g", record.learningRate);
      if (reportsGradNorm)
        outs() << format(" grad_norm %.6g", record.gradNorm);
      if (heldOut)
        heldOut->writeStepLine(outs(), record.step);
      outs() << '\n';
    }
    if (!csvFile.empty()) {
      csv << record.step << ',' << format("%.9g", record.loss) << ','
          << format("%.9g", record.lossScale) << ',' << int(record.skipped)
          << ',' << format("%.9g", record.gradZeroFraction);
      if (reportsLearningRate)
        csv << ',' << format("%.9g", record.learningRate);
      if (reportsGradNorm)
        csv << ',' << format("%.9g", record.gradNorm);
      if (heldOut)
        heldOut->writeCsvColumns(csv, record.step);
      csv << '\n';
    }
    auto now = std::chrono::steady_clock::now();
    if (isLeader() &&
        (std::chrono::duration<double>(now - lastProgress).count() > 2.0 ||
         record.step + reportEvery > steps)) {
      lastProgress = now;
      double elapsed =
          std::chrono::duration<double>(now - start).count() - evalSeconds;
      double rate = (record.step - firstStep + 1) / elapsed;
      // Three significant digits at least, so slow steps compare finely.
      int decimals = rate < 10 ? 3 : rate < 100 ? 2 : 1;
      errs() << format(
          "%smpt-run: step %lld/%lld, %.*f steps/s, %lld "
          "skipped, loss %.4g%s",
          progressToTerminal ? "\r" : "", (long long)record.step,
          (long long)steps.getValue(), decimals, rate, (long long)skipped,
          record.loss,
          progressToTerminal && record.step + reportEvery <= steps ? "" : "\n");
    }
    if (maxConsecutiveSkips > 0 && consecutiveSkips >= maxConsecutiveSkips) {
      collapsedScale = record.lossScale;
      return false;
    }
    return true;
  });
  if (runError)
    return fail(std::move(runError));
  if (!evalFailure.empty())
    return fail("the held-out loss: " + evalFailure);
  if (mpiSession) {
    Error error = Error::success();
    if constexpr (std::is_same_v<Loop, TrainingLoop>)
      error = mpiSession->checkReplicasAgree(loop.getSignature(),
                                             loop.getArguments());
    else
      error = mpiSession->checkReplicasAgree(loop.getSignature(),
                                             loop.downloadArguments());
    mpiSession->stopCommunicating();
    if (error)
      return fail(std::move(error));
  }
  if (numerics && isLeader())
    if (Error error =
            mpt_run::writeNumericsOutputs(*context, *numerics, lossPoints,
                                          precision, getResolvedLossScaling()))
      return fail(std::move(error));
  if (!csvFile.empty())
    if (Error error =
            writeFileAtomically(csvFile, [&](raw_ostream &os) -> Error {
              os << csvText;
              return Error::success();
            }))
      return fail(std::move(error));
  if (collapsedScale != 0) {
    // Skipped steps write nothing: the state is the last good step's.
    std::string dir =
        saveState.empty() ? std::string("last-good-state") : saveState;
    // Every rank writes its slices of sharded state; the leader the rest.
    if (Error error = loop.saveState(dir))
      return fail(std::move(error));
    std::string scaleText;
    raw_string_ostream(scaleText) << format("%g", collapsedScale);
    return fail("the loss scale collapsed: " + Twine(consecutiveSkips) +
                " steps in a row overflowed (scale " + scaleText +
                " at the last); the last good state is saved in " + dir + "/");
  }

  size_t window = std::min<size_t>(losses.size(), 50);
  if (window) {
    double sum = 0;
    for (size_t i = losses.size() - window; i < losses.size(); ++i)
      sum += losses[i];
    outs() << format("mean loss of the last %zu steps: %.6g\n", window,
                     sum / window);
  }
  outs() << "skipped steps: " << skipped << " of "
         << (steps / reportEvery - (firstStep - 1) / reportEvery)
         << (reportEvery > 1 ? " reported" : "") << "\n";
  // The last step, where it was not reported, is evaluated now.
  if (heldOut && isLeader() && steps >= firstStep &&
      !heldOut->isEvaluatedAt(steps) && !evaluateHeldOut(steps))
    return fail("the held-out loss: " + evalFailure);
  if (heldOut && isLeader())
    heldOut->printReport(outs());
  outs() << (device == "cuda" ? "step device memory peak: "
                              : "step heap peak: ")
         << heapPeakBytes
         << " bytes (the most a step held at once: activations kept for the "
            "backward pass, gradients, temporaries, new state the step "
            "could not update in place)\n";
  // Each rank times its own step; the leader's is reported.
  if (profile && isLeader()) {
    profile->printTable(outs(), profileTop);
    if (!profileJson.empty())
      if (Error error = profile->writeJson(profileJson))
        return fail(std::move(error));
  }
  // The evaluation's calls are not the steps'.
  profile.reset();
  if (reportMemory) {
    outs() << "resident memory: " << earlyKiB << " KiB after step "
           << memoryStep << ", " << getResidentKiB() << " KiB after step "
           << steps << "\n";
    outs() << (device == "cuda" ? "device memory" : "counted heap")
           << " live between steps: " << earlyLiveBytes << " bytes after step "
           << memoryStep << ", " << lastLiveBytes << " bytes after step "
           << steps << "\n";
  }
  if (evaluator && evaluator->data && isLeader()) {
    Expected<double> accuracy = loop.evaluate(*evaluator);
    if (!accuracy)
      return fail(accuracy.takeError());
    outs() << format("test accuracy: %.4f (%lld samples)\n", *accuracy,
                     (long long)evaluator->data->numSamples);
  }
  if (!saveState.empty())
    if (Error error = loop.saveState(saveState))
      return fail(std::move(error));
  if (!saveParams.empty()) {
    Error error = Error::success();
    if constexpr (std::is_same_v<Loop, TrainingLoop>)
      error = saveSafetensorsWeights(saveParams, loop.getSignature(),
                                     loop.getArguments(), loadParams);
    else
      error = saveSafetensorsWeights(saveParams, loop.getSignature(),
                                     loop.downloadArguments(), loadParams);
    if (error)
      return fail(std::move(error));
  }
  return 0;
}

static int run(int argc, char **argv);

/// Before the first collective: stops here when another rank failed.
static int startCommunicating() {
  if (!mpiSession || mpiSession->startCommunicating())
    return 0;
  return fail("another rank failed before training; stopping");
}

int main(int argc, char **argv) {
  int code = run(argc, argv);
  if (mpiSession && code != 0)
    mpiSession->endAfterFailure(code);
  // The session's destructor finalizes MPI once every rank got here.
  mpiSession.reset();
  return code;
}

/// Data parallelism: MPI, and a leader that alone prints and writes.
static int startDataParallel(const char *argv0) {
  if (!dataParallel) {
    for (const cl::Option *option : std::initializer_list<const cl::Option *>{
             &injectRank, &bucketBytes, &reduceType, &shard,
             &overlapCollectives})
      if (option->getNumOccurrences())
        return fail("--" + option->ArgStr + " needs --data-parallel");
    return 0;
  }
#ifndef MPT_HAVE_NCCL
  if (device != "cpu")
    return fail("--data-parallel on --device=cuda needs mpt built with NCCL "
                "(the CUDA toolkit's nccl.h and libnccl)");
#endif
  if (!bundle.empty())
    return fail("--data-parallel trains: --bundle does not apply");
  Expected<std::unique_ptr<mpt_run::MpiSession>> session =
      mpt_run::MpiSession::start(
          getLibraryPath(argv0, "libmpt_mpi_collectives.so"));
  if (!session)
    return fail(session.takeError());
  mpiSession = std::move(*session);
  if (injectRank >= mpiSession->getSize())
    return fail("--inject-rank=" + Twine(injectRank.getValue()) +
                " names no rank of " + Twine(mpiSession->getSize()));
  if (isLeader())
    return 0;
  // The other ranks write nothing: no files, nothing on stdout. With
  // sharded state they keep the checkpoint directories: each writes its
  // slices into the checkpoint the leader stages.
  for (cl::opt<std::string> *file : {&csvFile, &saveResults, &saveParams})
    *file = "";
  if (shard == ShardedState::None)
    for (cl::opt<std::string> *file : {&saveState, &checkpointDir})
      *file = "";
  outs().flush();
  int null = open("/dev/null", O_WRONLY);
  if (null < 0 || dup2(null, STDOUT_FILENO) < 0)
    return fail("cannot silence rank " + Twine(mpiSession->getRank()) +
                "'s stdout");
  close(null);
  return 0;
}

static int run(int argc, char **argv) {
  getThreadsOption();
  InitLLVM init(argc, argv);
  registerAllPasses();
  registerMptPasses();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "mpt-run: train with a JIT-compiled step\n");
  if (steps < 0)
    return fail("--steps must not be negative");
  if (reportEvery < 1)
    return fail("--report-every must be at least 1");
  if (device != "cpu" && device != "cuda")
    return fail("--device must be cpu or cuda, got '" + device + "'");
  if (checkpointEvery < 0)
    return fail("--checkpoint-every must not be negative");
  if (checkpointEvery > 0 && checkpointDir.empty())
    return fail("--checkpoint-every needs --checkpoint-dir");
  if (keepCheckpoints < 1)
    return fail("--keep-checkpoints must be at least 1");
  if (!resume.empty() && !loadParams.empty())
    return fail("--resume starts from a checkpoint's whole state: "
                "--load-params does not apply");
  if (int code = startDataParallel(argv[0]))
    return code;
  if (!bundle.empty())
    for (const auto &[flag, given] :
         {std::pair<StringRef, bool>{"--eval", !evalFunction.empty()},
          {"--csv", !csvFile.empty()},
          {"--eval-every", mpt_run::wantsHeldOutLoss()},
          {"--save-state", !saveState.empty()},
          {"--save-results", !saveResults.empty()},
          {"--save-params", !saveParams.empty()},
          {"--checkpoint-dir", !checkpointDir.empty()},
          {"--resume", !resume.empty()},
          {"--profile", profile || !profileJson.empty()},
          {"--trace-nonfinite or --range-stats", mpt_run::wantsNumerics()}})
      if (given)
        return fail("--bundle writes a bundle instead of training: " + flag +
                    " does not apply (the bundle's train takes --csv, "
                    "--save-state and --save-results)");
  if (Error error = mpt_run::checkNumericsOptions())
    return fail(std::move(error));
  if (Error error = mpt_run::checkHeldOutLossOptions(
          reportEvery, shard == ShardedState::Parameters))
    return fail(std::move(error));

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registerMptDialects(registry);
  MLIRContext context(registry);
  context.allowUnregisteredDialects(false);
  context.printOpOnDiagnostic(false);

  std::string error;
  std::unique_ptr<MemoryBuffer> file = openInputFile(inputFile, &error);
  if (!file)
    return fail(error);
  SourceMgr sourceMgr;
  unsigned bufferId = sourceMgr.AddNewSourceBuffer(std::move(file), SMLoc());
  if (!checkKnownParserCrashes(sourceMgr, bufferId))
    return 1;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // One report and one progress line, the leader's.
  CompileReport report(entry, compileTiming && isLeader(), isLeader());
  report.clearLineBeforeDiagnostics(context);
  const runtime::CompilePhases &phases = report.getPhases();
  OwningOpRef<ModuleOp> module;
  {
    phases.start("parsing");
    TimingScope scope = phases.nest("parsing");
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  }
  if (!module)
    return 1;

  PassManager pm(&context);
  if (failed(buildPipeline(pm)))
    return 1;
  {
    TimingScope scope = phases.nest("training step passes");
    phases.instrument(pm, scope);
    if (failed(pm.run(*module)))
      return 1;
  }
  if (printIR) {
    module->print(outs());
    return 0;
  }
  // A step that averages across ranks runs under MPI, and only such a step.
  bool communicates = false;
  module->walk([&](mpt::AllReduceOp) { communicates = true; });
  if (dataParallel && !communicates)
    return fail("--data-parallel: the compiled step has no collectives (with "
                "--pipeline, include mpt-data-parallel, or "
                "mpt-mixed-precision{data-parallel=true})");
  if (!dataParallel && communicates)
    return fail("the step averages across ranks (mpt.all_reduce): run it "
                "with --data-parallel, under mpirun");

  auto stepFn = module->lookupSymbol<func::FuncOp>(entry);
  if (!stepFn)
    return fail("no function @" + entry + " in " + inputFile +
                " (choose one with --entry)");
  FailureOr<StepSignature> signature = StepSignature::read(stepFn);
  if (failed(signature))
    return 1;
  std::optional<Evaluator> evaluator;
  if (!evalFunction.empty() && shard == ShardedState::Parameters)
    return fail("--eval reads whole parameters, which --shard=parameters "
                "leaves as each rank's slices; evaluate the saved state "
                "(--save-state) in a run without it");
  if (!evalFunction.empty()) {
    auto evalFn = module->lookupSymbol<func::FuncOp>(evalFunction);
    if (!evalFn)
      return fail("no evaluation function @" + evalFunction);
    FailureOr<StepSignature> evalSignature = StepSignature::read(evalFn);
    if (failed(evalSignature))
      return 1;
    evaluator = Evaluator{*evalSignature, nullptr};
  }

  auto [featureShape, targetShape] = getSampleShapes(*signature);
  // Synthetic labels are drawn from the classes the step scores.
  int64_t numClasses = classes;
  auto labels = signature->getArguments(Role::Label);
  if (classes.getNumOccurrences() == 0) {
    if (!labels.empty() && labels.front()->indexBound)
      numClasses = *labels.front()->indexBound;
    else if (evaluator && evaluator->signature.results.size() == 1 &&
             evaluator->signature.results[0].type.shape.size() == 2)
      numClasses = evaluator->signature.results[0].type.shape[1];
  }
  std::optional<Dataset> trainData, evalData;
  SyntheticDataOptions synthetic{samples, seed};
  // Synthetic features are floats. Refused before they are made: a teacher
  // model over a [4, 512] token input takes minutes to label them.
  if (data == "synthetic")
    for (const StepArgument *input : signature->getArguments(Role::Input))
      if (!isFloat(input->type.kind))
        return fail("the input argument " + input->type.str() +
                    " takes integer ids, which --data=synthetic does not "
                    "make (its features are floats): give integer data (an "
                    "integer .npy dtype, or text:)");
  if (!data.empty()) {
    Expected<Dataset> loaded = loadData(data, /*testSplit=*/false, featureShape,
                                        targetShape, numClasses, synthetic);
    if (!loaded)
      return fail(loaded.takeError());
    trainData = std::move(*loaded);
  }
  if (evaluator) {
    StringRef spec = testData.empty() ? StringRef(data) : StringRef(testData);
    bool split = testData.empty() || StringRef(testData).starts_with("fashion");
    if (testData.empty() && !StringRef(data).starts_with("fashion-mnist") &&
        data != "synthetic")
      return fail("--eval needs --test-data");
    if (!spec.empty()) {
      Expected<Dataset> loaded =
          loadData(spec, split, featureShape, {}, numClasses, synthetic);
      if (!loaded)
        return fail(loaded.takeError());
      evalData = std::move(*loaded);
      evaluator->data = &*evalData;
    }
  }

  TrainingOptions options;
  options.steps = steps;
  options.seed = seed;
  options.hyper.assign(hyper.begin(), hyper.end());
  options.loadParamsDir = loadParams;
  options.shuffle = shuffleData;
  options.reportEvery = reportEvery;
  options.saveResultsDir = saveResults;
  options.checkpointDir = checkpointDir;
  options.checkpointEvery = checkpointEvery;
  options.keepCheckpoints = keepCheckpoints;
  options.code = hashTrainingStepCode(*module);
  if (!resume.empty()) {
    Expected<std::string> dir = resolveCheckpoint(resume);
    if (!dir)
      return fail(dir.takeError());
    Expected<CheckpointInfo> info =
        readCheckpointManifest(*dir, *signature, ManifestMatch::AllArguments);
    if (!info)
      return fail(info.takeError());
    if (info->code != options.code)
      WithColor::warning(errs(), "mpt-run")
          << *dir << " was written by a step compiled differently (other "
          << "source or options): its state fits this step, but the run "
             "will not be the one that never stopped\n";
    if (options.hyper.empty())
      options.hyper = info->hyper;
    options.resumeFrom = *dir;
    firstStep = info->step + 1;
    if (isLeader())
      errs() << "mpt-run: resuming from " << *dir << " after step "
             << info->step << "\n";
  }
  Expected<std::vector<std::pair<int64_t, double>>> faults = parseFaults();
  if (!faults)
    return fail(faults.takeError());
  options.faults = std::move(*faults);
  if (mpiSession) {
    options.rank = mpiSession->getRank();
    options.ranks = mpiSession->getSize();
    options.writesCheckpoints = isLeader();
    if (shard != ShardedState::None)
      options.checkpointRanks = mpiSession.get();
    if (injectRank >= 0 && injectRank != mpiSession->getRank())
      options.faults.clear();
  }
  if (Error error =
          TrainingLoop::check(*signature, trainData ? &*trainData : nullptr,
                              options, evaluator ? &*evaluator : nullptr))
    return fail(std::move(error));
  std::unique_ptr<mpt_run::HeldOutEvaluation> heldOut;
  if (mpt_run::wantsHeldOutLoss()) {
    Expected<std::unique_ptr<mpt_run::HeldOutEvaluation>> created =
        mpt_run::HeldOutEvaluation::create(*module, *signature, numClasses,
                                           synthetic);
    if (!created)
      return fail(created.takeError());
    heldOut = std::move(*created);
  }
  // Checked now: the run's weights would otherwise be lost at its end.
  if (!saveParams.empty()) {
    if (shard != ShardedState::None)
      return fail("--save-params writes whole weights: it does not apply "
                  "with --shard (save them with --save-state)");
    if (Error error = checkWeightsAreNamed(*signature))
      return fail(std::move(error));
    if (Error error = checkWritable(saveParams))
      return fail(std::move(error));
  }
  // The GPU loop and bundles stage one input buffer per step.
  if ((device == "cuda" || !bundle.empty()) &&
      signature->getArguments(Role::Input).size() > 1)
    return fail("@" + entry +
                " takes several input arguments: mpt-run feeds "
                "them on --device=cpu only");

  if (!bundle.empty())
    return writeBundle(*module, *signature, trainData ? &*trainData : nullptr,
                       options, argv[0]);

  // Before compiling, which takes a minute for a large model.
  if (!profileJson.empty())
    if (Error error = checkWritable(profileJson))
      return fail(std::move(error));

  SmallVector<StringRef> functions = {entry};
  if (evaluator)
    functions.push_back(evalFunction);
  if (heldOut)
    functions.push_back(heldOut->getFunctionName());
  auto compileStart = std::chrono::steady_clock::now();
  std::string bf16Kernels =
      bf16DotProduct == "auto"
          ? CompiledModule::getDefaultBF16DotProduct().str()
          : bf16DotProduct.getValue();
  auto reportCompiled = [&] {
    report.finish();
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();
    if (!isLeader())
      return;
    errs() << "mpt-run: compiled @" << entry << " (" << precision << ", "
           << device;
    // bf16 and FP8 contractions (FP8 widened to bf16) run on these.
    if (device == "cpu" && (precision == "bf16" || precision == "fp8"))
      errs() << ", bf16 kernels: "
             << (bf16Kernels == "none" ? "f32 FMAs" : bf16Kernels);
    errs() << ") in " << format("%.2f", seconds) << " s\n";
  };
  const Dataset *train = trainData ? &*trainData : nullptr;
  if (device == "cuda") {
    for (const cl::Option *cpuOption :
         std::initializer_list<const cl::Option *>{
             &getThreadsOption(),
             static_cast<const cl::Option *>(std::addressof(approximateMath)),
             &bf16DotProduct, &profile, &profileJson, &kernelRemarks,
             &outlineKernels, &vectorMath})
      if (cpuOption->getNumOccurrences())
        return fail("--" + cpuOption->ArgStr +
                    " is for --device=cpu: on the GPU the step's kernels are "
                    "CUDA's");
    if (std::vector<std::string> given = mpt_run::getGivenNumericsFlags();
        !given.empty())
      return fail(given.front() +
                  " is for --device=cpu: the GPU step's values are not "
                  "probed yet");
    DeviceOptions deviceOptions;
    deviceOptions.runtimePath = cudaRuntime;
    if (deviceOptions.runtimePath.empty())
      deviceOptions.runtimePath =
          getLibraryPath(argv[0], "libmpt_cuda_runtime.so");
    deviceOptions.target = getGpuTargetRequest();
    deviceOptions.overlapCollectives = overlapCollectives;
    if (mpiSession) {
      SmallString<256> collectives(deviceOptions.runtimePath);
      sys::path::remove_filename(collectives);
      sys::path::append(collectives, "libmpt_nccl_collectives.so");
      if (int code = startCommunicating())
        return code;
      if (Error error = mpiSession->startNccl(collectives))
        return fail(std::move(error));
    }
    FailureOr<std::unique_ptr<DeviceModule>> compiled =
        DeviceModule::compile(*module, functions, optLevel, deviceOptions);
    if (failed(compiled))
      return 1;
    reportCompiled();
    DeviceTrainingLoop loop(**compiled, *signature, train, std::move(options));
    if (Error error = loop.initialize())
      return fail(std::move(error));
    return ::train(loop, evaluator, heldOut.get());
  }
  CompiledModule::Options hostOptions;
  hostOptions.optLevel = optLevel;
  hostOptions.threads = getThreadCount();
  hostOptions.approximateMath.assign(approximateMath.begin(),
                                     approximateMath.end());
  hostOptions.bf16DotProduct = bf16Kernels;
  hostOptions.profile = profile || !profileJson.empty();
  hostOptions.numerics = mpt_run::wantsNumerics();
  hostOptions.phases = phases;
  hostOptions.kernelRemarks = kernelRemarks;
  hostOptions.outlineKernels = outlineKernels;
  hostOptions.overlapCollectives = overlapCollectives;
  hostOptions.heapPeakReport = reportMemory && isLeader();
  hostOptions.vectorMath = vectorMath;
  FailureOr<std::unique_ptr<CompiledModule>> compiled =
      CompiledModule::compile(*module, functions, hostOptions);
  if (failed(compiled))
    return 1;
  reportCompiled();
  std::unique_ptr<StepProfile> stepProfile;
  if (hostOptions.profile)
    stepProfile =
        std::make_unique<StepProfile>((*compiled)->getProfileRegions());
  std::unique_ptr<NumericsMonitor> numerics;
  if (hostOptions.numerics) {
    Expected<std::unique_ptr<NumericsMonitor>> monitor =
        mpt_run::createNumericsMonitor((*compiled)->getNumericsProbes(),
                                       mpiSession ? mpiSession->getRank() : -1);
    if (!monitor)
      return fail(monitor.takeError());
    numerics = std::move(*monitor);
    options.numerics = numerics.get();
  }
  TrainingLoop loop(**compiled, *signature, train, std::move(options));
  if (Error error = loop.initialize())
    return fail(std::move(error));
  if (int code = startCommunicating())
    return code;
  return ::train(loop, evaluator, heldOut.get(), std::move(stepProfile),
                 std::move(numerics), module->getContext());
}
