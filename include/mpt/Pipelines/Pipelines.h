//===- Pipelines.h - mpt's named pass pipelines -----------------*- C++ -*-===//

#ifndef MPT_PIPELINES_PIPELINES_H
#define MPT_PIPELINES_PIPELINES_H

#include "mpt/Dialect/Mpt/IR/Defaults.h"
#include "mpt/Dialect/Mpt/Transforms/PassOptionValues.h"
#include "mpt/Target/GpuTarget.h"

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;

namespace mpt {

/// Options of `mpt-mixed-precision`; also usable from C++.
struct MixedPrecisionPipelineOptions
    : public PassPipelineOptions<MixedPrecisionPipelineOptions> {
  PassOptions::Option<ComputeType> computeType{
      *this, "compute-type", llvm::cl::desc("The low-precision type"),
      llvm::cl::init(ComputeType::F16), computeTypeValues()};
  PassOptions::Option<SavedActivations> savedActivations{
      *this, "saved-activations",
      llvm::cl::desc("The precision the values the backward reads are kept "
                     "in"),
      llvm::cl::init(SavedActivations::AsComputed), savedActivationsValues()};
  PassOptions::Option<std::string> rematerialize{
      *this, "rematerialize",
      llvm::cl::desc("If set, run mpt-rematerialize after autodiff with this "
                     "budget (bytes, a fraction such as 0.5, or min)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> neverRecompute{
      *this, "never-recompute",
      llvm::cl::desc("With rematerialize: op classes never recomputed "
                     "(mpt-rematerialize's never-recompute)"),
      llvm::cl::init("contraction,convolution")};
  PassOptions::Option<bool> selectiveRecompute{
      *this, "selective-recompute",
      llvm::cl::desc("With rematerialize: recompute attention cores only "
                     "(mpt-rematerialize's selective)"),
      llvm::cl::init(false)};
  PassOptions::Option<LossScalingMode> lossScaling{
      *this, "loss-scaling", llvm::cl::desc("Loss-scaling mode"),
      llvm::cl::init(LossScalingMode::Auto), lossScalingModeValues()};
  PassOptions::Option<double> initScale{
      *this, "init-scale", llvm::cl::desc("Initial (or static) loss scale"),
      llvm::cl::init(defaults::kInitScale)};
  PassOptions::Option<double> growthFactor{
      *this, "growth-factor",
      llvm::cl::desc("Scale growth after growth-interval finite steps"),
      llvm::cl::init(defaults::kGrowthFactor)};
  PassOptions::Option<double> backoffFactor{
      *this, "backoff-factor", llvm::cl::desc("Scale back-off on overflow"),
      llvm::cl::init(defaults::kBackoffFactor)};
  PassOptions::Option<int64_t> growthInterval{
      *this, "growth-interval",
      llvm::cl::desc("Consecutive finite steps before the scale grows"),
      llvm::cl::init(defaults::kGrowthInterval)};
  PassOptions::Option<int64_t> hysteresis{
      *this, "hysteresis",
      llvm::cl::desc("Overflows tolerated before a back-off"),
      llvm::cl::init(defaults::kHysteresis)};
  PassOptions::Option<bool> consecutiveHysteresis{
      *this, "consecutive-hysteresis",
      llvm::cl::desc("Refill the hysteresis at every finite step, so only "
                     "that many overflows in a row back off (DeepSpeed's "
                     "consecutive_hysteresis)"),
      llvm::cl::init(false)};
  PassOptions::Option<double> minScale{
      *this, "min-scale", llvm::cl::desc("Lower bound of the scale"),
      llvm::cl::init(defaults::kMinScale)};
  PassOptions::Option<double> maxScale{
      *this, "max-scale", llvm::cl::desc("Upper bound of the scale"),
      llvm::cl::init(defaults::kMaxScale)};
  PassOptions::Option<int64_t> microBatches{
      *this, "micro-batches",
      llvm::cl::desc("Micro-batches per effective batch: gradients "
                     "accumulate over that many calls of the step (needs "
                     "loss-scaling static or dynamic)"),
      llvm::cl::init(1)};
  PassOptions::ListOption<std::string> addAllow{
      *this, "add-allow",
      llvm::cl::desc("Op names moved into the allow class")};
  PassOptions::ListOption<std::string> addInfer{
      *this, "add-infer",
      llvm::cl::desc("Op names moved into the infer class")};
  PassOptions::ListOption<std::string> addClear{
      *this, "add-clear",
      llvm::cl::desc("Op names moved into the clear class")};
  PassOptions::ListOption<std::string> addDeny{
      *this, "add-deny", llvm::cl::desc("Op names moved into the deny class")};
  PassOptions::Option<std::string> policyFile{
      *this, "policy-file",
      llvm::cl::desc("A precision policy (mpt-run --advise-precision), read "
                     "by mpt-loss-scaling (its loss-scaling section) and "
                     "mpt-auto-mixed-precision (its op lists and pins)")};
  PassOptions::Option<Fp8Format> fp8Forward{
      *this, "fp8-forward",
      llvm::cl::desc("FP8 format of forward operands (compute-type=fp8)"),
      llvm::cl::init(Fp8Format::E4M3), fp8FormatValues()};
  PassOptions::Option<Fp8Format> fp8Backward{
      *this, "fp8-backward",
      llvm::cl::desc("FP8 format of gradient operands (compute-type=fp8)"),
      llvm::cl::init(Fp8Format::E5M2), fp8FormatValues()};
  PassOptions::Option<Fp8Output> fp8Output{
      *this, "fp8-output",
      llvm::cl::desc("Type FP8 products are rounded to after descaling"),
      llvm::cl::init(Fp8Output::F32), fp8OutputValues()};
  PassOptions::Option<Fp8RecipeKind> fp8RecipeKind{
      *this, "fp8-recipe",
      llvm::cl::desc("How FP8 operands are scaled (compute-type=fp8)"),
      llvm::cl::init(Fp8RecipeKind::Tensorwise), fp8RecipeValues()};
  PassOptions::ListOption<std::string> fp8Gemm{
      *this, "fp8-gemm",
      llvm::cl::desc("Per-GEMM-role overrides, ROLE:SETTING[:SETTING] "
                     "(ROLE: forward, input-gradient, weight-gradient; "
                     "SETTING: bf16, a recipe, a format)")};
  PassOptions::ListOption<std::string> fp8KeepBf16{
      *this, "fp8-keep-bf16",
      llvm::cl::desc("Layers kept in BF16 (lm-head, routing, attention, "
                     "first:N and last:N linear layers; none): lm-head and "
                     "routing unless given, attention too with FP4")};
  PassOptions::Option<bool> fp4StochasticRounding{
      *this, "fp4-stochastic-rounding",
      llvm::cl::desc("FP4 recipes (nvfp4, mxfp4): round gradients "
                     "stochastically"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fp4Hadamard{
      *this, "fp4-hadamard",
      llvm::cl::desc("NVFP4: a random Hadamard transform on the weight "
                     "gradient's operands"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fp4WeightSquares{
      *this, "fp4-weight-squares",
      llvm::cl::desc("NVFP4: weights in 16x16 blocks (false: 1x16 along "
                     "each product's reduced dimension)"),
      llvm::cl::init(true)};
  PassOptions::Option<Fp8Scaling> fp8Scaling{
      *this, "fp8-scaling",
      llvm::cl::desc("Where a training step's FP8 scales come from"),
      llvm::cl::init(Fp8Scaling::Delayed), fp8ScalingValues()};
  PassOptions::Option<int64_t> amaxHistory{
      *this, "amax-history",
      llvm::cl::desc("Amaxes kept per FP8 tensor (delayed scaling)"),
      llvm::cl::init(defaults::kAmaxHistory)};
  PassOptions::Option<AmaxReduction> amaxReduction{
      *this, "amax-reduction",
      llvm::cl::desc("How the amax history is reduced (delayed scaling)"),
      llvm::cl::init(AmaxReduction::Max), amaxReductionValues()};
  PassOptions::Option<int64_t> fp8Margin{
      *this, "fp8-margin",
      llvm::cl::desc("Scales are divided by 2^margin below the format's "
                     "range"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> dataParallel{
      *this, "data-parallel",
      llvm::cl::desc("Average gradients across data-parallel ranks "
                     "(mpt-data-parallel, after precision assignment)"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("With data-parallel: the most bytes one all-reduce "
                     "sends"),
      llvm::cl::init(25 << 20)};
  PassOptions::Option<std::string> reduceType{
      *this, "reduce-type",
      llvm::cl::desc("With data-parallel: the type gradients are averaged "
                     "in (f32, bf16 or f16)"),
      llvm::cl::init("f32")};
  PassOptions::Option<ShardedState> shard{
      *this, "shard",
      llvm::cl::desc("With data-parallel: what the `ranks` ranks shard "
                     "(ZeRO's stages)"),
      llvm::cl::init(ShardedState::None), shardedStateValues()};
  PassOptions::Option<int64_t> ranks{
      *this, "ranks", llvm::cl::desc("With shard: the number of ranks"),
      llvm::cl::init(0)};
  // The training recipe: what a torch script does around backward() and
  // step() (mpt-clip-grad-norm, mpt-lr-schedule).
  PassOptions::Option<double> clipGradNorm{
      *this, "clip-grad-norm",
      llvm::cl::desc("Clip the gradients to this global L2 norm "
                     "(mpt-clip-grad-norm; 0: no clipping)"),
      llvm::cl::init(0.0)};
  PassOptions::Option<LrSchedule> lrSchedule{
      *this, "lr-schedule",
      llvm::cl::desc("The learning-rate schedule after the warm-up "
                     "(mpt-lr-schedule)"),
      llvm::cl::init(LrSchedule::Constant), lrScheduleValues()};
  PassOptions::Option<int64_t> lrWarmupSteps{
      *this, "lr-warmup-steps",
      llvm::cl::desc("Steps of linear learning-rate warm-up"),
      llvm::cl::init(0)};
  PassOptions::Option<double> lrWarmupStartFactor{
      *this, "lr-warmup-start-factor",
      llvm::cl::desc("The learning-rate factor of the first warm-up step"),
      llvm::cl::init(0.0)};
  PassOptions::Option<int64_t> lrTotalSteps{
      *this, "lr-total-steps",
      llvm::cl::desc("The step at which the decay reaches lr-min-factor "
                     "(warm-up included)"),
      llvm::cl::init(0)};
  PassOptions::Option<double> lrMinFactor{
      *this, "lr-min-factor",
      llvm::cl::desc("The learning-rate factor the decay ends at"),
      llvm::cl::init(0.0)};
  PassOptions::Option<int64_t> lrDecaySteps{
      *this, "lr-decay-steps",
      llvm::cl::desc("lr-schedule=wsd: the steps of the final decay"),
      llvm::cl::init(0)};

  /// Whether any learning-rate schedule option was given.
  bool hasLrSchedule() const {
    return lrSchedule.hasValue() || lrWarmupSteps.hasValue() ||
           lrWarmupStartFactor.hasValue() || lrTotalSteps.hasValue() ||
           lrMinFactor.hasValue() || lrDecaySteps.hasValue();
  }
};

/// Appends `mpt-clip-grad-norm` when `options` clip (a non-zero
/// clip-grad-norm); for the FP32 step, before loss scaling and autodiff.
void addGradientClippingPass(OpPassManager &pm,
                             const MixedPrecisionPipelineOptions &options);

/// Appends `mpt-lr-schedule` when `options` name a schedule; after loss
/// scaling, so a micro-batch boundary advances the schedule.
void addLrSchedulePass(OpPassManager &pm,
                       const MixedPrecisionPipelineOptions &options);

/// Appends `mpt-data-parallel` with these options to `pm`, or nothing when
/// `enabled` is false (the pipeline's and mpt-run's spelling).
void addDataParallelPass(OpPassManager &pm, bool enabled, int64_t bucketBytes,
                         const std::string &reduceType,
                         ShardedState shard = ShardedState::None,
                         int64_t ranks = 0);

/// Appends the mixed-precision pipeline to `pm` (anchored on a module):
/// FP32 master weights, loss scaling, autodiff, rematerialisation if asked
/// for, precision assignment, the
/// training checks, then canonicalization and CSE to fold and share casts
/// (docs/Design.md's order).
void buildMixedPrecisionPipeline(OpPassManager &pm,
                                 const MixedPrecisionPipelineOptions &options);

/// Appends `mpt-rematerialize` with `budget` and its options to `pm`, or
/// nothing when `budget` is empty (the pipelines' and mpt-run's spelling).
/// A non-empty `costComputeType` counts bytes as precision assignment in
/// that type (with `costSavedActivations`) will leave them.
void addRematerializePass(
    OpPassManager &pm, const std::string &budget,
    const std::string &neverRecompute, bool selective,
    const std::string &costComputeType = "",
    SavedActivations costSavedActivations = SavedActivations::AsComputed);

/// Registers `mpt-mixed-precision` for `--pass-pipeline` and as a flag.
void registerMixedPrecisionPipeline();

/// Options of `mpt-lower-to-llvm`; the defaults give code that needs no
/// run-time library and the numerics of libm.
struct LowerToLLVMPipelineOptions
    : public PassPipelineOptions<LowerToLLVMPipelineOptions> {
  PassOptions::Option<unsigned> threads{
      *this, "num-threads",
      llvm::cl::desc("Run the contraction kernels and large loops on this "
                     "many threads through OpenMP (the code then calls "
                     "LLVM's libomp); 1: sequential code, no OpenMP"),
      llvm::cl::init(1)};
  PassOptions::ListOption<std::string> approximateMath{
      *this, "approximate-math",
      llvm::cl::desc("Math functions evaluated by upstream's polynomial "
                     "approximations instead of libm (e.g. tanh: its loops "
                     "vectorize, within 4 ulps instead of libm's 1-2)")};
  PassOptions::Option<std::string> bf16DotProduct{
      *this, "bf16-dot-product",
      llvm::cl::desc("bf16 contractions on dot-product instructions instead "
                     "of f32 FMAs on extended operands: none, avx512 "
                     "(vdpbf16ps; needs avx512_bf16) or amx (AMX tiles "
                     "where the shapes allow, vdpbf16ps elsewhere; needs "
                     "amx_bf16 and the OS's permission for tiles). mpt-run "
                     "chooses from the host's features"),
      llvm::cl::init("none")};
  PassOptions::Option<int64_t> kernelRows{
      *this, "kernel-rows",
      llvm::cl::desc("Rows of the contraction kernels' register blocks "
                     "(mpt-vectorize-contractions' tile-m); mpt-run chooses "
                     "from the host's vector registers"),
      llvm::cl::init(8)};
  PassOptions::Option<int64_t> kernelColumns{
      *this, "kernel-columns",
      llvm::cl::desc("Columns of the contraction kernels' register blocks "
                     "(tile-n): 8 rows x 32 columns fill half of AVX-512's "
                     "32 registers; AVX2's 16 take 6 x 16"),
      llvm::cl::init(32)};
  PassOptions::Option<bool> kernelRemarks{
      *this, "kernel-remarks",
      llvm::cl::desc("A remark at each contraction no kernel takes, saying "
                     "why (mpt-vectorize-contractions' remarks)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> outlineKernels{
      *this, "outline-kernels",
      llvm::cl::desc("Move each structured op into a private function, equal "
                     "ops (repeated layers) sharing one, so that each "
                     "distinct kernel is compiled once (mpt-outline-kernels)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> profile{
      *this, "profile",
      llvm::cl::desc("Time each op of the public functions with calls of "
                     "mpt_profile_begin/mpt_profile_end (i64 region id; "
                     "mpt-instrument-profile), which the caller provides; "
                     "mpt-run --profile binds them to its timer"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> overlapCollectives{
      *this, "overlap-collectives",
      llvm::cl::desc("Start each collective where it stands and wait for it "
                     "before its result's first reader "
                     "(mpt-lower-collectives-to-mpi's overlap)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> heapPeakReport{
      *this, "heap-peak-report",
      llvm::cl::desc("Print each public function's heap peak and the "
                     "buffers live there (mpt-heap-peak-report)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> numerics{
      *this, "numerics",
      llvm::cl::desc("Hand each float value of the public functions to the "
                     "mpt_numerics_probe_<type> functions "
                     "(mpt-instrument-numerics), which the caller provides; "
                     "mpt-run --trace-nonfinite and --range-stats bind them "
                     "to their monitor"),
      llvm::cl::init(false)};
};

/// Appends the CPU lowering to `pm` (anchored on a module): mpt to linalg,
/// contractions as vectorized register-blocked kernels, one-shot
/// bufferization across function boundaries with buffer deallocation,
/// loops (parallel ones on OpenMP with `threads` > 1), and the LLVM
/// dialect, ending with a check that fails with a located error on any op
/// LLVM cannot take. The result runs under mlir-runner and
/// mlir::ExecutionEngine (with libomp loaded when `threads` > 1).
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMPipelineOptions &options);
void buildLowerToLLVMPipeline(OpPassManager &pm);

/// Tensors to buffers, shared by both lowerings: One-Shot Bufferize across
/// function boundaries (identity layouts), mpt-donate-state-buffers, the
/// buffer deallocation pipeline, bufferization to memref.
void buildBufferizationPasses(OpPassManager &pm);

/// Registers `mpt-lower-to-llvm`.
void registerLowerToLLVMPipeline();

/// Options of `mpt-lower-to-nvptx`.
struct LowerToNVPTXPipelineOptions
    : public PassPipelineOptions<LowerToNVPTXPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Target chip: sm_80, sm_86, sm_89, sm_90, sm_90a, "
                     "sm_100, sm_100a or sm_120"),
      llvm::cl::init("sm_80")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features: one +ptxNN, at least the chip's minimum "
                     "(default: the chip's, PTX 8.0 up to sm_90a)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Kernel object format: isa (PTX text, needs no CUDA), "
                     "bin (cubin, runs ptxas) or fatbin"),
      llvm::cl::init("isa")};
  PassOptions::Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit whose libdevice kernels link for math "
                     "functions (default: $CUDA_HOME, $CUDA_PATH, "
                     "$CUDA_ROOT, else /usr/local/cuda)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> matmulTiles{
      *this, "matmul-tiles",
      llvm::cl::desc("Tensor-core matmul tiles BMxBNxBK,WMxWN,STAGES "
                     "(default: the chip's; see mpt-set-gpu-target)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> warpgroupTiles{
      *this, "warpgroup-tiles",
      llvm::cl::desc("sm_90a wgmma matmul tiles BMxBNxBK,CONSUMERS,STAGES "
                     "(default: the chip's; see mpt-set-gpu-target)"),
      llvm::cl::init("")};
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size",
      llvm::cl::desc("Threads per block of the elementwise and reduction "
                     "kernels"),
      llvm::cl::init(256)};
  PassOptions::Option<bool> overlapCollectives{
      *this, "overlap-collectives",
      llvm::cl::desc("Run each collective on a communication stream from "
                     "where it stands to its result's first reader "
                     "(mpt-lower-collectives-to-nccl's overlap)"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> dumpDir{
      *this, "dump-dir",
      llvm::cl::desc("If set, write each kernel module's object there "
                     "(<name>.ptx for format=isa)"),
      llvm::cl::init("")};
};

/// Sets the target options of `options` from `request`.
void setGpuTarget(LowerToNVPTXPipelineOptions &options,
                  const GpuTargetRequest &request);

/// Appends the GPU lowering to `pm` (anchored on a module): mpt to linalg,
/// bufferization with deallocation, tensor-core kernels for the
/// low-precision matmuls, one kernel per remaining linalg op from parallel
/// loops, buffers in device memory, async launches, and upstream's NVVM
/// lowering, serialization (gpu-module-to-binary) and host lowering
/// (gpu-to-llvm). The result is LLVM dialect host code with `gpu.binary`
/// kernels, for `mlir-translate --mlir-to-llvmir`.
void buildLowerToNVPTXPipeline(OpPassManager &pm,
                               const LowerToNVPTXPipelineOptions &options);

/// Registers `mpt-lower-to-nvptx`.
void registerLowerToNVPTXPipeline();

} // namespace mpt
} // namespace mlir

#endif // MPT_PIPELINES_PIPELINES_H
