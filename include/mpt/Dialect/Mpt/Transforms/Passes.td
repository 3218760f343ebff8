//===- Passes.td - mpt transformation passes ---------------*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_PASSES_TD
#define MPT_DIALECT_MPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CheckTraining : Pass<"mpt-check-training", "::mlir::ModuleOp"> {
  let summary = "Reject misuse of scaled gradients and of the scaler state";
  let description = [{
    A sparse forward analysis on MLIR's dataflow framework
    (`DataFlowSolver`, `GradientScalingAnalysis`) over the lattice
    not-a-gradient / unscaled / scaled(s) / inverse(s) / conflict (s names a
    scale: a loss-scale argument or the value `mpt.scale_loss` scales by).
    Gradients are scaled by their seed (`value_and_grad ... seed %s`, or the
    cotangent passed to a hand-written VJP function); `mpt.unscale` by `s`
    unscales, and so does a manual unscale: a division by the scale (or by
    what is computed from it, like its broadcast) or a product with its
    reciprocal. FP8 amaxes and scales (`mpt.amax`, `mpt.update_fp8_scale`)
    are no gradients, and a quantized copy keeps its input's state (the
    contraction's result is divided by the FP8 scales again). Other ops
    carry the join of their float operands' states.
    Region ops (`scf.for`, `scf.while`, `scf.if`) are followed through
    `RegionBranchOpInterface`, so a gradient carried in loop iter_args keeps
    its state; calls to private functions carry the callers' states into the
    callee. Where paths disagree (conflict) nothing is reported. Every misuse
    is reported, not only the first. Located errors:

    * an optimizer (any `OptimizerOpInterface` op) consumes still-scaled
      gradients;
    * clipping or a global norm reads scaled gradients (clip after
      unscaling, the mistake runtime scalers invite);
    * a gradient is unscaled twice, or by a different scale than it was
      scaled by;
    * a step with loss-scale arguments does not return the scaler's new
      state (`mpt.update_loss_scale`) as the results updating them;
    * a step with FP8 scaling state (`mpt.role = "fp8_scale"`) does not
      return, for each such argument, the new history or scale of the
      `mpt.update_fp8_scale` that reads it (or a select between that and
      the old value).
  }];
  let dependentDialects = ["::mlir::mpt::MptDialect"];
}

def CheckNarrowingRanges
    : Pass<"mpt-check-narrowing-ranges", "::mlir::ModuleOp"> {
  let summary = "Warn where a narrowing cast overflows its format";
  let description = [{
    Bounds every float value with the static value-range analysis
    (`FloatRangeAnalysis`, a sparse forward analysis on MLIR's dataflow
    framework whose transfer functions are `FloatRangeOpInterface`: external
    models for arith, math, linalg, tensor and mpt ops; a structured op's
    payload is evaluated on its operands' ranges, a sum in closed form) and
    judges every narrowing: an `mpt.cast`, an `arith.truncf`, or a
    structured op with one input whose payload only truncates it. A warning
    where the narrowing certainly makes infinities (NaNs in a format
    without them) of finite values:

    * every value of its operand is beyond the format's range, or
    * its operand is a constant that holds such a value (a mask of
      `finfo(float32).min`, cast to f16);

    and where it may: a finite bound of its operand is beyond the format's
    range. An unbounded value's bounds are infinities; a finite bound comes
    from a constant (a mask selected into the tensor) or an integer
    conversion, and names the value to look for.

    With `remarks`, every narrowing of a tensor also gets a remark with its
    operand's bounds: that it cannot overflow, or that it may. The IR is not
    changed. `mpt-run --advise-precision` reads the same bounds.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Also remark on every narrowing of a tensor: its operand's "
           "static bounds and whether they fit the format">,
  ];
}

def MemoryReport : Pass<"mpt-memory-report", "::mlir::ModuleOp"> {
  let summary = "Print the bytes a training step holds, by role and precision";
  let description = [{
    For every function with `mpt.role = "param"` arguments, prints (to
    stdout; `format=json` for JSON) the bytes it holds per step, derived
    from the types in the graph:

    * `param`: the parameter arguments (the FP32 masters);
    * `frozen`: the frozen weights (`frozen` arguments, in their own type;
      not counted in the parameters or the bytes per parameter);
    * `low_precision_copy`: casts of parameters and frozen weights (one per
      step);
    * `fp8_copy`: FP8 copies of parameters (`mpt.quantize`; FP8 copies of
      activations that the backward reads count as activations);
    * `gradient`: the gradients the optimizers read;
    * `optimizer_state`: `opt_state` and `step` arguments;
    * `buffer`: the `buffer` arguments (batch norm's running statistics);
    * `loss_scale`: the scaler state;
    * `fp8_scaling`: the FP8 scales and amax histories (`fp8_scale`
      arguments);
    * `activation`: values the backward pass reads that the forward made
      (found through autodiff's `mpt.phase` tags), i.e. the activations
      kept for the backward pass;

    each split by element type, beside an FP32 baseline of the same graph
    (every float 4 bytes, no copies, a saved cast counted as the value it
    casts), and the bytes per parameter of param + copies + gradient +
    optimizer state. ZeRO's accounting of mixed-precision Adam is 16
    bytes/parameter: 2 (fp16 weights) + 2 (fp16 gradients) + 4 (fp32
    master) + 8 (fp32 moments). In mpt the weight gradients come out of
    matmuls that accumulate in FP32 and are unscaled into FP32 before the
    optimizer reads them, so the gradient the update holds is 4 bytes, not
    2: AdamW comes to 4 (master) + 2 (copy) + 4 (gradient) + 8 (moments) =
    18 bytes/parameter (examples/mlp_adam.mlir reports 18.00; its FP32
    baseline is 16), SGD with momentum to 14, plain SGD to 10. Parameters
    that are never cast (biases read in FP32) have no copy, which is why
    the report can show slightly less.

    It also counts the tensor casts (`mpt.cast`, `arith.extf`,
    `arith.truncf`) and the bytes they convert per call, read plus written
    (a cast in an `scf.for` of static trip count counts per iteration; the
    rest of `CastTraffic`'s rules, as in `mpt-auto-mixed-precision`'s
    summary).

    A data-parallel step's collectives are counted per step with their
    payload: the bytes `mpt.all_reduce` reduces, in its wire type, and the
    bytes `mpt.all_gather` assembles. With ring algorithms a rank sends
    (and receives) 2(N-1)/N of an all-reduce's payload and (N-1)/N of an
    all-gather's, which the report gives for 2 and 8 ranks. With sharded
    optimizer state (ZeRO stage 1) the optimizer state is the rank's
    slices, and the gradient the whole averaged one every rank holds: the
    bytes per parameter are then those of one rank. Reduce-scatters (ZeRO
    stages 2 and 3) count their input's bytes, of which a ring sends
    (N-1)/N; a sharded parameter (`mpt.shard`) counts as its whole tensor
    in the parameter count, its slice in the bytes. Collectives that a step
    accumulating micro-batches runs only at the end of the effective batch
    are counted as well and named apart.

    The activations are then listed by the forward ops whose derivative
    rules read them (`VjpOpInterface::getSavedValueRead`, looking through
    the casts a value was copied by) and by element type, largest first; a
    group of FP32 values that a rule keeps wide carries that rule's reason
    (what `saved-activations=low` of `mpt-auto-mixed-precision` would
    leave in FP32, and why). Ops `mpt-rematerialize` cloned into the
    backward are counted on a line of their own: how many, their recompute
    cost in FLOP-equivalents (its cost model at 8 FLOPs per byte), and the
    bytes of their results the backward reads instead of kept values; the
    report of the step before that pass gives the activations before. The
    report does not change the IR.
  }];
  let options = [
    Option<"format", "format", "::mlir::mpt::ReportFormat",
           "::mlir::mpt::ReportFormat::Text", "Report format",
           "::mlir::mpt::reportFormatValues()">
  ];
}

def AddStepMetrics : Pass<"mpt-add-step-metrics", "::mlir::ModuleOp"> {
  let summary = "Return what a runner reports: loss, skipped steps, zero gradients";
  let description = [{
    Appends results to every training step (a function with `mpt.updates`
    results) so that a runner such as `mpt-run` can record them, each
    tagged with `mpt.metric`:

    * `"loss"`: not a new result: the first scalar float result that is not
      state gets the tag, unless a result already has it;
    * `"grads_finite"` (`tensor<i1>`): the `mpt.all_finite` decision of
      dynamic loss scaling, false on a skipped step (not added when the
      step has no such check: it is never skipped); with gradients sharded
      across ranks, the ranks' checks combined (`mpt.all_reduce` `all`);
    * `"grad_zero_fraction"` (`tensor<f32>`): the fraction of the elements
      of the gradients read by the optimizers (`mpt.sgd`, `mpt.adam`) that
      are exactly zero - what underflow in low precision does to gradients.
      Zero is zero scaled or unscaled, so it reads the unscaled ones.
      Each gradient's zeros are counted as an integer by one
      `linalg.generic` (i32, i64 from 2^31 elements: an integer sum
      vectorizes, an FP32 one kept in order does not) and converted to
      FP32, exact up to 2^24 zeros per gradient, for the sum and the
      division. An update sharded across data-parallel ranks (`mpt.shard`
      on its state or parameter) reads this rank's slice of the gradient:
      the slices' zeros are summed over the ranks (`mpt.all_reduce`) and
      their zero padding subtracted, so every rank reports the whole
      gradients' fraction;
    * `"grad_norm"` (`tensor<f32>`): the global L2 norm of the unscaled
      gradients before clipping, where the step clips them
      (`mpt.clip_by_global_norm`, the first one): the square root of the
      sum of squares the clip is given (summed over the ranks when the
      gradients are sharded), or of one computed for it, which the clip then
      reads instead of summing again. A clip inside the `scf.if` of dynamic
      loss scaling returns it through the `scf.if`: NaN on a skipped step.

    Run it after `mpt-mixed-precision` (or `mpt-autodiff`) and before
    lowering; a step that already has a metric of a kind keeps it.
  }];
  let dependentDialects = [
    "::mlir::mpt::MptDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def DeriveEvalLoss : Pass<"mpt-derive-eval-loss", "::mlir::ModuleOp"> {
  let summary = "Derive a held-out loss function from a compiled training step";
  let description = [{
    Adds a public function that computes the loss of a training step (its
    result tagged `mpt.metric = "loss"`) and nothing else: the step's
    forward, in the precision the step computes it, with the step's
    arguments (roles and names kept) and one result, the loss. It is the
    step with every other result dropped and the work only they read -
    backward, loss scaling, clipping, optimizer updates, metrics - removed
    by upstream's `remove-dead-values`, then canonicalized. A runner
    evaluates held-out batches with it between steps: it reads the current
    state and updates nothing.

    Run it last, on the step the pipeline made (after
    `mpt-add-step-metrics`). The loss a data-parallel step averages across
    ranks (`mpt.all_reduce`) is this rank's in the derived function, which
    one rank runs. Refused, with an error at the step or op: a step without
    a loss metric; a step that updates buffers (batch norm's running
    statistics: its forward normalizes by the batch's statistics, not the
    running ones an evaluation uses); a forward that still needs a
    collective (parameters sharded across ranks, gathered in the forward);
    a function of the derived name that exists already.

    Example: `mpt-opt --mpt-mixed-precision --mpt-add-step-metrics
    --mpt-derive-eval-loss='step=train_step'` adds `@train_step_eval_loss`.
  }];
  let options = [
    Option<"step", "step", "std::string", "\"train_step\"",
           "The training step to derive from">,
    Option<"name", "name", "std::string", "\"\"",
           "The derived function's name (default: <step>_eval_loss)">
  ];
}

def LrSchedule : Pass<"mpt-lr-schedule", "::mlir::ModuleOp"> {
  let summary = "Compute the learning rate in the step from a step counter";
  let description = [{
    Makes the learning rate of every training step (a function with
    `mpt.updates` results) a function of the number of updates taken so far,
    so a schedule needs no recompilation and resumes bit for bit from a
    checkpoint:

    * a counter argument `tensor<i64> {mpt.role = "step", mpt.init = 0}`
      and the result that updates it: it advances by one per call, or, when
      the step accumulates micro-batches, per call that ends an effective
      batch (`mpt.micro_batch_boundary`). A step skipped by dynamic loss
      scaling advances it too, as `scheduler.step()` does after a skipped
      `GradScaler` step;
    * each optimizer's learning-rate operand `lr` becomes
      `f32(f64(lr) * factor(t))`: computed in FP64, as
      `torch.optim.lr_scheduler` computes in Python floats, and rounded once;
    * the scheduled learning rate of the first optimizer, returned with
      `mpt.metric = "lr"`.

    With `W` = `warmup-steps`, `T` = `total-steps`, `f` = `min-factor`,
    `u = min(t - W, T - W)`, `D = T - W`:

    * `t < W`: `s + (1 - s) t / W` with `s` = `warmup-start-factor`
      (torch's `LinearLR(s, 1, W)`; `s = 0` is transformers'
      `get_*_schedule_with_warmup`);
    * `constant`: 1;
    * `linear`: `1 - (1 - f) u / D` (`LinearLR(1, f, D)`);
    * `cosine`: `f + (1 - f) (1 + cos(pi u / D)) / 2`
      (`CosineAnnealingLR(D, eta_min = f lr)`, held at `f` after `T`),
      computed as `f + (1 - f) sin^2(pi (D - u) / (2 D))` with a Taylor
      polynomial for the sine: accurate to the floor, and the same
      arithmetic on the CPU and a GPU;
    * `wsd`: 1 until `T - decay-steps`, then linear to `f` at `T`
      (warm-up-stable-decay).

    Example: `mpt-lr-schedule{schedule=cosine warmup-steps=100
    total-steps=5000 min-factor=0.1}`.

    A step that already returns an `"lr"` metric is left alone, so the pass
    is idempotent. Errors: a negative or non-finite option, a factor
    outside [0, 1], `warmup-steps >= total-steps` (or, for `wsd`,
    `warmup-steps + decay-steps > total-steps`) for a decaying schedule, a
    training step whose updates read no learning rate.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let options = [
    Option<"schedule", "schedule", "::mlir::mpt::LrSchedule",
           "::mlir::mpt::LrSchedule::Constant",
           "the shape after the warm-up", "lrScheduleValues()">,
    Option<"warmupSteps", "warmup-steps", "int64_t", "0",
           "steps of linear warm-up">,
    Option<"warmupStartFactor", "warmup-start-factor", "double", "0.0",
           "the factor of the first warm-up step">,
    Option<"totalSteps", "total-steps", "int64_t", "0",
           "the step at which the decay reaches min-factor (warm-up "
           "included); needed by linear, cosine and wsd">,
    Option<"minFactor", "min-factor", "double", "0.0",
           "the factor the decay ends at (eta_min / lr)">,
    Option<"decaySteps", "decay-steps", "int64_t", "0",
           "wsd: the steps of the final decay">
  ];
}

def ClipGradNorm : Pass<"mpt-clip-grad-norm", "::mlir::ModuleOp"> {
  let summary = "Clip the gradients the optimizers read by their global norm";
  let description = [{
    Puts one `mpt.clip_by_global_norm` with `max-norm` between the
    gradients of every training step and its optimizers: all the gradients
    the optimizers read, taken together, as `torch.nn.utils.clip_grad_norm_`
    (the norm plus 1e-6, a factor of at most 1). Run it on the FP32 step
    (before `mpt-mixed-precision`): loss scaling then unscales the
    gradients before the clip, data parallelism averages them before it
    and, with sharded gradients, sums the shards' squares across the ranks
    for the global norm. `mpt-add-step-metrics` returns the norm before
    clipping (`"grad_norm"`).

    A step that already clips is left alone. Errors: `max-norm` not a
    positive finite number; an optimizer reading its gradient before every
    gradient exists (the clip needs them all), or a gradient computed in a
    nested region.
  }];
  let dependentDialects = ["::mlir::mpt::MptDialect"];
  let options = [
    Option<"maxNorm", "max-norm", "double", "1.0",
           "the largest global L2 norm the gradients keep">
  ];
}

def DataParallel : Pass<"mpt-data-parallel", "::mlir::ModuleOp"> {
  let summary = "Average gradients across data-parallel ranks, in buckets";
  let description = [{
    Makes every training step (a function with `mpt.updates` results) a
    data-parallel one: each rank runs the step on its own micro-batch and
    every gradient an optimizer reads is replaced by its average over the
    ranks (`mpt.all_reduce`, reduction `average`) before anything reads
    it. The gradient is what the optimizer reads with the per-gradient
    post-processing peeled off: `mpt.unscale`, casts, products with a
    constant (the micro-batch divisor) and `mpt.clip_by_global_norm`, so
    unscaling, clipping and the all-finite check all see the averaged
    gradients.

    Gradients are packed into buckets in the order they are computed: one
    flat `mpt.all_reduce` per bucket of at most `bucket-bytes` (a tensor
    larger than that is a bucket of its own), placed right after the last
    gradient of the bucket; what read those gradients before that point is
    moved after it. `reduce-type` is the type the gradients travel in: f32,
    or bf16/f16 (half the bytes; each rank's gradient is divided by the
    number of ranks before it is rounded, so the sum stays in range
    wherever the FP32 sum does, and the result is FP32 again).

    **Every rank takes the same decisions.** The all-finite check of
    dynamic loss scaling reads the averaged gradients, which every rank
    receives identically, so all ranks skip the same steps and update the
    loss scale alike; beyond that, a NaN or infinity on any one rank makes
    the sum non-finite whatever the order of the additions, so a local
    overflow is everybody's. The FP8 amaxes that update the scaling state
    (`mpt.update_fp8_scale`) are combined with `max` in one bucket, so the
    FP8 scales stay identical as well. Scalar float results that are not
    state (the loss, metrics) are averaged for reporting.

    **Buffers** (arguments with role `buffer` that the step updates, batch
    norm's running statistics): each rank's batch moves them its own way,
    so the float ones are averaged over the ranks after every call, in one
    bucket, and every rank holds the same values. For equal batches the
    running mean is then the one a single process would keep over the
    whole batch; the running variance is the average of the ranks' batch
    variances (which leaves out the spread between the ranks' means).
    torch's DDP instead broadcasts rank 0's buffers before each forward,
    which keeps rank 0's statistics and ignores the other ranks' batches.
    Integer buffers (batch counts) advance alike on every rank and are
    left as they are.

    **`shard`** (needs `ranks`) shards state across the ranks as ZeRO's
    stages do. Every sharded tensor is flattened, padded with zeros to a
    multiple of `ranks` and split into `ranks` slices of `ceil(n / ranks)`;
    rank `r` holds slice `r`.

    * `optimizer` (stage 1): every optimizer updates only this rank's slice
      of its parameter (`mpt.local_shard` of the parameter and of the
      averaged gradient); the optimizer state arguments become those slices
      (their `mpt.init` with them); the updated slices are gathered back
      into the whole parameter (`mpt.all_gather`), inside the update's skip
      branch, whose condition every rank shares. The FP32 parameters, their
      low-precision copies and the averaged gradients stay whole.
    * `gradients` (stage 2): the buckets are reduce-scattered
      (`mpt.reduce_scatter`) instead of all-reduced: a bucket is laid out
      rank-major (rank `r`'s part holds slice `r` of each of its gradients,
      as FSDP's chunked reduce-scatter input does), so each rank receives
      exactly the slices its optimizers update, and sends half an
      all-reduce's bytes. The post-processing between the collective and
      the optimizers runs on the slices: unscaling, products with a
      constant, casts; `mpt.all_finite` checks this rank's slices and the
      ranks combine the flags (`mpt.all_reduce`, `all`), and
      `mpt.clip_by_global_norm` takes the global sum of squares (each
      rank's `mpt.global_norm {squared}`, summed by an `mpt.all_reduce`).
      The parameters stay whole and are gathered after the update as in
      stage 1.
    * `parameters` (stage 3, FSDP): also the FP32 parameter arguments
      and the frozen weights (LoRA's base) become this rank's slices (`mpt.shard` on the argument records the
      whole shape for runners and checkpoints). Each is gathered where the
      step first reads it (`mpt.all_gather`, reshaped back); a parameter
      whose every read is a cast to a narrower type (the compute copy of
      mixed precision) is cast on the slice and gathered narrow, half the
      bytes, as FSDP2's mixed-precision all-gather does. The optimizer
      updates the slices in place; nothing is gathered after the update.

    The elementwise update is the unsharded one: stages 1 and 2 give the
    parameters of plain data parallelism bit for bit where neither the
    all-finite check nor clipping changes the order of a sum (clipping's
    global norm adds the ranks' partial sums in another order).

    Steps accumulating micro-batches (`mpt-loss-scaling`'s micro-batches)
    average the accumulated gradients at the end of the effective batch
    only: the gradients' collectives (and stage 2's all-finite flags) run
    under an `scf.if` on the flag `mpt-loss-scaling` tags
    `mpt.micro_batch_boundary`, which every rank computes alike from its
    step counter; between boundaries each rank keeps its own sum (its slice
    of it when sharded), which only the discarded scaler update and the
    metrics read. A step that has
    collectives already is left as it is, so running the pass twice changes
    nothing.
  }];
  let dependentDialects = [
    "::mlir::mpt::MptDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"bucketBytes", "bucket-bytes", "int64_t", "25 << 20",
           "The most bytes (in the reduce type) one all-reduce sends; "
           "PyTorch DDP's default is 25 MiB">,
    Option<"reduceType", "reduce-type", "std::string", "\"f32\"",
           "The type gradients are averaged in: f32, bf16 or f16">,
    Option<"shard", "shard", "::mlir::mpt::ShardedState",
           "::mlir::mpt::ShardedState::None",
           "What the ranks shard (ZeRO's stages)",
           "::mlir::mpt::shardedStateValues()">,
    Option<"ranks", "ranks", "int64_t", "0",
           "With shard: the number of ranks (the slices' shapes depend "
           "on it)">
  ];
  let statistics = [
    Statistic<"numGradients", "gradients", "Gradients averaged">,
    Statistic<"numBuckets", "buckets", "All-reduces of gradients">
  ];
}

def RaiseGroupedMatmuls
    : Pass<"mpt-raise-grouped-matmuls", "::mlir::ModuleOp"> {
  let summary = "Gathered-weight batched matmuls to mpt.grouped_matmul";
  let description = [{
    A mixture-of-experts layer written with static shapes (transformers'
    `batched_mm` experts, which torch-mlir imports) gathers each row's
    expert matrix and multiplies row by matrix in a batched matmul:

    ```mlir
    %w_rows = linalg.generic ... ins(%experts : tensor<Rxi64>) {
      ... %e = <index of the row's expert> ...
      %v = tensor.extract %w[%e, linalg.index 1, linalg.index 2]
      linalg.yield %v
    } -> tensor<RxNxKxf32>
    %y = linalg.batch_matmul ins(%w_rows, %x : tensor<RxNxKxf32>,
                                 tensor<RxKx1xf32>) outs(%zero ...)
    ```

    The gathered copy holds rows x the whole matrix, and its derivative as
    much again. This pass rewrites the pair into `mpt.grouped_matmul` of
    the rows by `%w` with the groups the gather's index computation gives
    (moved into an elementwise `linalg.generic` over `%experts`), so memory
    grows with rows x (N + K) and the backward is the op's own rule. It
    matches a `linalg.batch_matmul` with the default maps whose
    accumulator is a zero fill, one of whose operands is such a gather and
    whose other operand has a unit dimension (row times matrix, either
    side). A gather with other users stays for them. Runs first in
    `mpt-mixed-precision` and in the FP32 step pipeline of `mpt-run` and
    the session API, before autodiff.
  }];
  let dependentDialects = ["::mlir::mpt::MptDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numRaised", "raised", "Batched matmuls of gathered weights "
              "raised to mpt.grouped_matmul">
  ];
}

def MasterWeights : Pass<"mpt-master-weights", "::mlir::ModuleOp"> {
  let summary = "FP32 master parameters and optimizer state, FP32 updates";
  let description = [{
    Parameters (`mpt.role = "param"`) and optimizer state (`"opt_state"`)
    that arrive in a narrower float type (an imported FP16 model, say)
    become FP32 arguments and results - the masters. Each step makes one
    copy in the original type, right at the top, shared by every use; the
    optimizers (every op with `OptimizerOpInterface`) read the FP32 masters
    of their parameter and state instead of the copy, and their gradients
    widened to FP32, so the update runs in FP32 and
    returns FP32 state. Any other update is widened where it is returned.
    On a step whose state is already FP32 it changes nothing.

    Functions with callers are rejected: their callers would have to pass
    FP32 masters.
  }];
  let dependentDialects = ["::mlir::mpt::MptDialect"];
  let statistics = [
    Statistic<"numMasters", "masters", "Arguments turned into FP32 masters">
  ];
}

def LossScaling : Pass<"mpt-loss-scaling", "::mlir::ModuleOp"> {
  let summary = "Loss scaling with an all-finite check that skips the update";
  let description = [{
    For every function that takes gradients — through `mpt.value_and_grad`
    or by calling a hand-written VJP function (an argument with
    `mpt.role = "cotangent"`, results with `mpt.grad_of`) — seeds the loss
    cotangent with the loss scale (in FP32: 2^16 does not fit in FP16) and
    unscales every gradient into FP32 right after it is produced, before any
    clipping or optimizer reads it.

    `dynamic`: the scaler state (scale, growth counter, hysteresis counter)
    becomes three arguments with `mpt.role = "loss_scale"` and `mpt.init`,
    and three results that update them (`mpt.update_loss_scale`, PyTorch's
    GradScaler rule with DeepSpeed-style hysteresis, clamped to
    [min-scale, max-scale]), so the step stays a pure function. The
    gradients are checked with `mpt.all_finite`, and everything computed
    from them — clipping, the optimizer, Adam's step count — moves into an
    `scf.if` whose else branch yields the old values: a skipped step does
    no work and returns parameters and optimizer state bit-identical.
    Every result computed from the gradients must carry `mpt.updates`.

    `static`: a constant scale, no state and no check. `none`: nothing.
    `auto` (the default): dynamic when the step computes in f16 or fp8
    (`compute-type`; FP8 needs the check, which also keeps the FP8 scaling
    state of a skipped step), none for bf16.

    `micro-batches=K` (K > 1; static or dynamic mode) accumulates gradients
    over K calls of the step, each on one micro-batch: the scaled gradients
    are summed into FP32 accumulators (`opt_state` arguments starting at
    zero, so they hold scaled gradients) and a counter (`step`) advances.
    When it reaches K the sum is unscaled once and divided by K (the mean
    over the effective batch), checked once, and the update runs - or is
    skipped as a whole - and the accumulators and counter reset. Before
    that the update is not run and the scaler state does not change, so the
    scale is constant across the effective batch. The `grads_finite`
    metric then reports the accumulated sum: once it overflows, every
    remaining micro-step of the effective batch reads as skipped. The flag
    saying that a call ends the effective batch is tagged
    `mpt.micro_batch_boundary`, for `mpt-data-parallel` to communicate only
    then.

    `policy-file=` reads a precision policy (as `mpt-run
    --advise-precision` writes it): the mode and initial scale of its
    `loss-scaling` section replace the options'.

    A function that already has `loss_scale` arguments or `mpt.unscale`
    ops is left alone, so the pass is idempotent. Functions with callers are rejected: their callers
    would have to thread the new state.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::mpt::MptDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"mode", "mode", "::mlir::mpt::LossScalingMode",
           "::mlir::mpt::LossScalingMode::Auto", "Loss-scaling mode",
           "::mlir::mpt::lossScalingModeValues()">,
    Option<"computeType", "compute-type", "::mlir::mpt::ComputeType",
           "::mlir::mpt::ComputeType::F16",
           "The type the step computes in (auto mode)",
           "::mlir::mpt::computeTypeValues()">,
    Option<"initScale", "init-scale", "double",
           "::mlir::mpt::defaults::kInitScale",
           "Initial (or static) loss scale">,
    Option<"growthFactor", "growth-factor", "double",
           "::mlir::mpt::defaults::kGrowthFactor",
           "Scale growth after growth-interval finite steps">,
    Option<"backoffFactor", "backoff-factor", "double",
           "::mlir::mpt::defaults::kBackoffFactor",
           "Scale back-off on overflow">,
    Option<"growthInterval", "growth-interval", "int64_t",
           "::mlir::mpt::defaults::kGrowthInterval",
           "Consecutive finite steps before the scale grows">,
    Option<"hysteresis", "hysteresis", "int64_t",
           "::mlir::mpt::defaults::kHysteresis",
           "Overflows tolerated before a back-off">,
    Option<"consecutiveHysteresis", "consecutive-hysteresis", "bool",
           "false",
           "Refill the hysteresis at every finite step, so only that many "
           "overflows in a row back off (DeepSpeed's consecutive_hysteresis)">,
    Option<"minScale", "min-scale", "double",
           "::mlir::mpt::defaults::kMinScale", "Lower bound of the scale">,
    Option<"maxScale", "max-scale", "double",
           "::mlir::mpt::defaults::kMaxScale", "Upper bound of the scale">,
    Option<"microBatches", "micro-batches", "int64_t", "1",
           "Micro-batches per effective batch (gradient accumulation)">,
    Option<"policyFile", "policy-file", "std::string", "",
           "A precision policy (mpt-run --advise-precision) whose "
           "loss-scaling section replaces mode and init-scale">
  ];
  let statistics = [
    Statistic<"numScaledSteps", "scaled-steps", "Functions given loss scaling">
  ];
}

def Autodiff : Pass<"mpt-autodiff", "::mlir::ModuleOp"> {
  let summary = "Expand mpt.value_and_grad into the forward and backward graph";
  let description = [{
    Replaces every `mpt.value_and_grad @f(args) wrt [...]` by the reverse-mode
    derivative of `f`: a copy of `f`'s body (the forward, whose values are
    the saved activations) followed by the backward, seeded with the op's
    `seed` operand (the loss cotangent; 1.0 when absent) and built from the
    VJP rules of the ops (`VjpOpInterface`). By default it is inlined into
    the caller, so precision assignment colours forward and backward as one
    graph; with `inline=false` it becomes one VJP function per (callee, wrt)
    — arguments of `f` plus a `cotangent` argument, results the loss and the
    gradients marked `mpt.grad_of` — and a call to it.

    The gradients are partial derivatives by argument position: a value
    passed at a `wrt` position and again at another one (a weight and the
    frozen twin a front end reads part of it through) is a constant at the
    other position. Only the requested gradients are built, and only
    through ops on a path from a `wrt` argument to the loss, where a value an op's region reads
    from above (a gather's table in a linalg payload) counts as an input of
    that op; values with several users get their cotangents summed; a
    gradient the loss does not depend on is zero. A rule leaves a cotangent
    out only where the results do not depend on that value (VjpOpInterface),
    so no other gradient is ever a silent zero. Bounds checks (`cf.assert`)
    stay in the forward.
    Nothing dead is left. Created ops carry `mpt.phase = "forward"` or
    `"backward"`.

    A `value_and_grad` inside the callee is expanded first, so a derivative
    of a derivative works where every op on its path has a rule.

    Errors, located at the op: an op on the differentiated path without a
    VJP rule (a call, an optimizer, an op from another dialect, a payload op
    such as `math.atan`), a rule that cannot propagate to a value its region
    reads from above, a reduction whose payload is not a sum, difference,
    maximum or minimum of its accumulator, a captured tensor read other than
    by `tensor.extract`, dynamic shapes where a rule needs static ones, a
    callee that is not a single-block function, and recursion.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::mpt::MptDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"inlineVjp", "inline", "bool", "true",
           "Inline the derivative into the caller (otherwise call a VJP "
           "function)">
  ];
  let statistics = [
    Statistic<"numExpanded", "expanded", "value_and_grad ops expanded">,
    Statistic<"numBackwardOps", "backward-ops", "Backward ops created">
  ];
}

def Rematerialize : Pass<"mpt-rematerialize", "::mlir::ModuleOp"> {
  let summary = "Recompute forward values in the backward to meet a memory budget";
  let description = [{
    Activation checkpointing. In every function with a backward (autodiff's
    `mpt.phase` tags), chooses which forward values the backward keeps and
    which forward ops it recomputes, so that the saved activations - the
    forward values alive from the forward into the backward - fit in
    `budget` bytes at the least recompute cost. A recomputed op is cloned
    before the first backward op that needs it, tagged
    `mpt.phase = "backward"` and `mpt.recomputed` (so CSE never merges it
    with its forward original); the forward value then dies with the
    forward. Run it after `mpt-autodiff` and before precision assignment, so
    that recomputed ops are coloured like the rest.

    **Cost model.** Recomputing a contraction or convolution costs its FLOPs
    (a multiply-add is two: `ArithmeticWorkOpInterface`, or a linalg op's
    iteration space); any other op costs `flops-per-byte` times the bytes
    it reads and writes. Arguments, constants and data-free inits cost
    nothing and are never kept (each recomputed op gets its own copy of an
    init). An op with memory effects (a `cf.assert` in its payload) or a
    dynamic shape is never recomputed.

    **Optimality.** A plan keeps a set S of values and recomputes a set R of
    ops, such that the backward's reads and the inputs of R are in S or made
    by R. For each price of a byte the plan minimising cost(R) + price *
    bytes(S) is a minimum s-t cut (AOTAutograd's partitioner formulation
    with recompute costs on the op nodes: an op on the sink side is
    recomputed, a value on the sink side is available to the backward, and
    a value available but not recomputed is kept). Eisner and Severance's
    parametric search finds the plans optimal at every price: the lower
    convex hull of the bytes/recompute trade-off, exactly (128-bit integer
    capacities). The budget picks the cheapest of them that fits. That plan
    is optimal for the cost model whenever the budget's best plan is on the
    hull; between two hull plans the hull is a lower bound on every plan
    (the Lagrangian dual), and the summary remark states that bound. The
    budgeted problem contains knapsack, so no exact polynomial method
    exists unless P = NP.

    `strategy=sqrt-n` applies Chen et al.'s rule instead, for comparison:
    of the n values that alone carry the forward from one op to the next
    (a chain's layer boundaries), it keeps every ceil(sqrt(n))-th, and
    recomputes everything else the backward reads from them (`never-recompute`
    classes are kept).

    `selective` is Megatron-LM's selective recomputation: only attention
    cores may be recomputed - a contraction of two activations (the
    scores, `QK^T`) and the ops on contraction-free paths from it to the
    next such contraction (scale, mask, softmax) - whatever
    `never-recompute` says.

    The summary remark gives the bytes kept before and after, the ops
    recomputed, their cost and its share of all recomputable work, and the
    lower bound.

    **Bytes.** The pass runs before precision assignment, when every value
    is still FP32. With `cost-compute-type` (the mixed-precision pipeline
    sets it) a value counts the bytes it will have after precision
    assignment: the compute type where the precision colouring
    (`PrecisionColouring`, the analysis `mpt-auto-mixed-precision` runs)
    makes it a low op's compute result, or where
    `cost-saved-activations=low` will store it low (its readers' rules
    tolerate it); FP32 otherwise. A value a recomputed op reads is kept as
    the forward op read it (the compute type only where every forward
    reader reads a compute-type copy), and a plan is charged that where it
    recomputes a reader. A fractional budget, the summary and the
    errors are then in the mixed step's bytes. Op-class overrides and
    policy files are not seen by this prediction.

    Errors, located at the function: a budget below the least bytes any
    plan keeps under the options (the message states that minimum), an
    unparseable `budget`, an unknown `never-recompute` class, a `budget`
    with `strategy=sqrt-n`, an unknown `cost-compute-type`.
  }];
  let dependentDialects = ["::mlir::mpt::MptDialect"];
  let options = [
    Option<"budget", "budget", "std::string", "\"min\"",
           "Bytes of saved activations to fit in: N[KB|KiB|MB|MiB|GB|GiB], "
           "a fraction in (0, 1] of what the backward keeps today (0.5), "
           "or min (the least possible)">,
    Option<"neverRecompute", "never-recompute", "std::string",
           "\"contraction,convolution\"",
           "Op classes never recomputed, comma-separated: contraction, "
           "convolution, reduction, elementwise, data-movement; or none">,
    Option<"selective", "selective", "bool", "false",
           "Recompute attention cores only (score contraction, scale, mask, "
           "softmax), as Megatron-LM's selective recomputation">,
    Option<"strategy", "strategy", "::mlir::mpt::RematStrategy",
           "::mlir::mpt::RematStrategy::MinCut", "How the plan is chosen",
           "::mlir::mpt::rematStrategyValues()">,
    Option<"flopsPerByte", "flops-per-byte", "int64_t", "8",
           "FLOPs a byte of memory traffic is worth (the machine balance) "
           "in the cost of recomputing memory-bound ops">,
    Option<"costComputeType", "cost-compute-type", "std::string", "\"\"",
           "Count each value's bytes in the type precision assignment will "
           "give it in this compute type (f16, bf16; fp8 counts as bf16), "
           "so the budget is in the bytes the mixed step keeps; empty: as "
           "typed">,
    Option<"costSavedActivations", "cost-saved-activations",
           "::mlir::mpt::SavedActivations",
           "::mlir::mpt::SavedActivations::AsComputed",
           "With cost-compute-type: the saved-activations policy precision "
           "assignment will apply",
           "::mlir::mpt::savedActivationsValues()">
  ];
  let statistics = [
    Statistic<"numRecomputedOps", "recomputed-ops",
              "Forward ops cloned into the backward">,
    Statistic<"numValuesNoLongerKept", "values-no-longer-kept",
              "Values the backward read that it now recomputes">
  ];
}

def AutoMixedPrecision : Pass<"mpt-auto-mixed-precision"> {
  let summary = "Choose each op's precision and cast only at colour boundaries";
  let description = [{
    Colours every function (any `FunctionOpInterface`) nested in the op it
    runs on: each op runs either in the compute type (low precision) or in
    its original precision, and casts go only where a producer and a
    consumer disagree — one cast per (value, target type), placed after the
    producer and shared by all its users.

    Each op's class comes from the precision-policy interface (mpt ops,
    external models on `linalg`, `arith`, `math` and `tensor` ops); an op
    nobody classified is `deny`. The colouring is TensorFlow Grappler's
    auto-mixed-precision algorithm on the function's data-flow graph, whose
    edges are the values that would take the compute type at both ends:

    1. `allow` ops (tensor-core math) run low.
    2. `deny` ops, and the `infer`/`clear` ops on a forward path from a
       denied op to a denied or `infer` op, stay in their precision.
    3. `infer`/`clear` ops both downstream and upstream of low ops run low.
    4. `clear` ops connected to low ops through `clear` ops run low.

    Allow ops keep FP32 accumulation: only their inputs are narrowed
    (`mpt.matmul f16 x f16 -> f32`, `linalg.matmul ins(f16, f16) outs(f32)`).
    Function arguments and results keep their types; values that flow through
    region-branch ops (`scf.for`, `scf.if`) and terminators keep theirs too,
    while the ops inside those regions are coloured. Payload regions (e.g. of
    `linalg.generic`) are retyped with their op, never coloured on their own;
    a float constant a payload reads from above is copied into it and
    rounded with it (`maximumf(%x, %zero)` with an outer zero is a ReLU),
    while a captured float variable makes the op `deny`.

    Inits carry no data: `tensor.empty` and a `linalg.fill` of a constant
    into one (the interface's `isDataFreeInit`) are never coloured and never
    cast. A user that needs another element type gets a copy built in that
    type, so a shared init (what `cse` makes of many) joins nothing, and the
    casts of `cse`d IR are those of the same IR before `cse`. Overrides and
    pins do not apply to such inits.

    Overrides: `add-allow`, `add-infer`, `add-clear`, `add-deny` move ops (by
    name) into a class, also inside payloads (`add-infer=math.log` makes a
    `linalg.generic` of `math.log` infer); a name that matches no op of the
    op the pass runs on gets a warning. `mpt.precision = "f32" | "f16" |
    "bf16"` on an op pins it. `policy-file=` reads a precision policy (JSON,
    as `mpt-run --advise-precision` writes it; `PrecisionPolicyFile.h`): its
    `add-*` lists join the options', and each of its pins gives the op it
    names (function, op name, location, occurrence in program order) its
    `mpt.precision`; a pin that names no op, or a malformed file, is an
    error. Existing casts are reused and a cast that would undo an exact widening
    takes the original value, so no `f16 -> f32 -> f16` round trip is left.
    On functions without mpt ops the casts are `arith.truncf`/`arith.extf`,
    otherwise `mpt.cast`. Running the pass twice equals running it once.

    The pass emits one analysis remark per op with the rule that decided its
    precision; enable them with
    `--remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark`,
    and a summary per function: ops per class, casts inserted, reused and
    removed, inits rebuilt, and the bytes the inserted casts convert per
    call (read plus written; a cast in an `scf.for` of static trip count
    counts per iteration, one of dynamic shape or unknown count is reported
    apart).

    Saved activations (`saved-activations=`): the forward values the
    backward reads live from the forward to the backward, most of a step's
    memory. With `as-computed` (the default) each is kept in the precision
    its op computed it in, as PyTorch autocast does. With `low`, after the
    colouring, every float value wider than the compute type that the
    backward reads (FP32, and the f64 statistics torch-mlir emits) is kept
    narrower where that is safe, and the backward reads it through a
    widening of its own (tagged `mpt.phase = "backward"`, placed before its
    first reader), so the wide value dies with the forward:

    - an exact widening of a narrower value (a low op's output cast up for
      an FP32 consumer, an f32 input widened to f64) is kept as its source:
      nothing changes numerically;
    - any other such value is rounded to the compute type only if every
      derivative rule that reads it tolerates that, as the rules declare
      through `VjpOpInterface::getSavedValueRead`: its producer's rule
      (reading it as a result) and its forward users' rules (as an operand
      or a captured value). A product with the value, a sign test or a
      smooth derivative recomputed from it (matmul operands, softmax's
      output, a ReLU's output, a GELU's input) tolerates it; a loss input,
      a normalisation input whose rule centres it again, a broadcast
      statistic, the input of a max reduction or max pooling and the
      output of tanh and sigmoid (whose
      rules cancel in 1 - y^2 near saturation) say they must stay FP32 and
      why. A value a rule computed in the forward for its backward says
      how the rule reads it (`mpt.saved_read`): `mpt.layer_norm`'s rule
      saves the normalised input, which tolerates the compute type, and
      the inverse deviation (one value per row), which stays FP32, instead
      of the input. A rule that declares nothing keeps what it reads.

    Each value kept wide gets a remark with its reason, and the summary
    counts what was stored low. In f16 a stored value beyond 65504
    overflows to inf, which the loss-scaling checks see as an overflow.

    FP8 (`compute-type=fp8`): the colouring is BF16's; then every
    contraction that runs low and is not pinned (`mpt.precision = "bf16"`
    keeps a contraction in BF16) (`mpt.matmul`, and linalg contractions of two
    inputs into a zero-filled FP32 accumulator whose payload only extends
    them) takes FP8 operands and keeps its FP32 result. Operands computed
    by the forward (activations, weights, and forward values the backward
    recomputes: `mpt.recomputed`) take `fp8-forward` (E4M3), those the
    backward computes (gradients) `fp8-backward` (E5M2): Transformer
    Engine's HYBRID recipe. Each (tensor, format) is quantized once
    (`mpt.quantize`: `x * scale` rounded to nearest even, saturating at the
    format's largest finite value) from its FP32 value where the BF16
    operand is a cast of one, also through layout ops (`mpt.transpose`,
    `mpt.reshape`, `linalg.transpose`, `tensor.collapse_shape`,
    `expand_shape`), which are then applied to the FP8 copy - a weight read
    plain and transposed has one copy and one scale - and the contraction's
    result is multiplied by
    `1 / (scale_lhs * scale_rhs)` in FP32 (with `fp8-output=bf16` then
    rounded to bf16 once, every user reading that value). In a training step (a `func.func`
    without callers) each quantized tensor gets a scale and an amax history
    of `amax-history` entries as state (`mpt.role = "fp8_scale"`, starting
    at 1 and 0) with results that update them (`mpt.update_fp8_scale`):
    `fp8-scaling=delayed` quantizes with the scale the earlier steps'
    amaxes chose (reduced by `amax-reduction`), `current` with one from
    this step's amax; both are `max_finite / amax / 2^fp8-margin`. A
    non-finite amax changes neither, and a step the all-finite check skips
    leaves both as they were. Functions with callers quantize with current
    scaling and no state. A low contraction that cannot take FP8 (another
    accumulator type, a non-zero initial accumulator) stays in BF16, with a
    remark. The quantization and the scaling state are mpt ops in upstream
    IR too (`convert-mpt-to-linalg`, part of both lowerings, turns them
    into linalg).

    `fp8-recipe` picks how operands are scaled. `tensorwise` (the default)
    is the per-tensor scaling above. The block recipes quantize each operand
    in blocks along the dimension its contraction reduces, with one scale
    per block and no state (`mpt.quantize_blocks`, then
    `mpt.dequantize_blocks` gives the contraction the dequantized copy):
    `blockwise` (DeepSeek-V3, Transformer Engine's `Float8BlockScaling`)
    uses 1x128 blocks and 128x128 squares for weights (parameters and
    frozen weights behind casts and layout ops), with FP32 scales, so the
    contraction reads FP32 copies; `blockwise-pow2` rounds those scales
    down to powers of two, and `mxfp8` (OCP MXFP8) uses 1x32 blocks with
    E8M0 scales; both dequantize exactly to bf16. Each use is quantized
    from the FP32 value behind it in its own blocks: the weight gradient's
    transposed copy of an activation is quantized again, not made from the
    forward's FP8 copy. A partial block ends a dimension the block does not
    divide.

    The FP4 recipes give every product E2M1 operands, gradients included
    (`fp8-forward` and `fp8-backward` are an error with them): `nvfp4`
    (NVIDIA's, Transformer Engine's `NVFP4BlockScaling`) in 1x16 blocks and
    16x16 squares for weights with E4M3 scales under a per-tensor FP32
    scale from the tensor's amax (`mpt.quantize_blocks` scaling `nvfp4`);
    the contraction reads the block part `q * s` in bf16 (exact) and its
    result is multiplied by `fl(fl(amax_a * amax_b) / 2688^2)`. `mxfp4`
    (OCP) uses 1x32 blocks with E8M0 scales. `fp4-stochastic-rounding`
    (default on) rounds their gradients stochastically, each quantization
    drawing its own stream of Philox bits under a seed that is a step
    counter kept as state (0 in a function with callers); `fp4-hadamard`
    (default on) puts both operands of an NVFP4 weight gradient through
    the random Hadamard transform along the tokens (`mpt.hadamard_transform`,
    to bf16) before their amaxes and quantization, where the token count is
    a multiple of 16; the remark counts the weight gradients with and
    without it. `fp4-weight-squares=false` quantizes NVFP4's weights in
    1x16 blocks along each product's reduced dimension, as activations.

    Each FP8 contraction records its recipe and GEMM role
    (`mpt.fp8_gemm = {recipe, role}`): `forward`, `input_gradient` (a
    backward product reading a weight, dX = dY W^T, or one that is not a
    layer's weight gradient) or `weight_gradient` (a backward product
    reading the input of a forward product with a weight, dW = X^T dY).
    `fp8-gemm` sets a role apart, `ROLE:SETTING[:SETTING]`: `bf16` keeps
    it in BF16, a recipe name changes its recipe, a format changes its
    operands' (the forward role's) or its gradient's (a backward role's).
    `fp8-keep-bf16` lists the layers that stay in BF16, all three of their
    products: `lm-head` (a forward product whose result reaches a result of
    the step through no other contraction: the LM head, a classifier's
    output layer), `routing` (one whose result decides indices, an
    integer tensor such as MoE routing's top-k, before another
    contraction) and `attention` (a product of two activations, no weight:
    attention's scores Q K^T and context P V); unless the list is given
    (`none`: no layer), `lm-head` and `routing`, and `attention` too with
    the FP4 recipes, as Transformer Engine's NVFP4 recipe keeps attention
    in BF16. `first:N` and `last:N` keep the first and last N linear
    layers (forward products reading a weight, counted in program order,
    the LM head included) with their backward products, as NVIDIA's NVFP4
    recipe keeps a model's first and last blocks in BF16: N is the blocks
    times their linear layers (6 for a transformer block with Q, K, V, O
    and a two-layer MLP). A weight gradient X^T dY belongs to the layer
    whose dY W reads the same dY; where X needs no gradient (a first layer
    reading the batch) it belongs to the first product of X with a weight,
    so Q, K and V reading the batch across the boundary follow Q.
    Embeddings and norms are never contractions, so never FP8.

    Preconditions: run after autodiff, so forward and backward are coloured
    as one graph.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::mpt::MptDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"computeType", "compute-type", "::mlir::mpt::ComputeType",
           "::mlir::mpt::ComputeType::F16", "The low-precision type",
           "::mlir::mpt::computeTypeValues()">,
    Option<"savedActivations", "saved-activations",
           "::mlir::mpt::SavedActivations",
           "::mlir::mpt::SavedActivations::AsComputed",
           "The precision the values the backward reads are kept in",
           "::mlir::mpt::savedActivationsValues()">,
    ListOption<"addAllow", "add-allow", "std::string",
               "Op names moved into the allow class">,
    ListOption<"addInfer", "add-infer", "std::string",
               "Op names moved into the infer class">,
    ListOption<"addClear", "add-clear", "std::string",
               "Op names moved into the clear class">,
    ListOption<"addDeny", "add-deny", "std::string",
               "Op names moved into the deny class">,
    Option<"fp8Forward", "fp8-forward", "::mlir::mpt::Fp8Format",
           "::mlir::mpt::Fp8Format::E4M3",
           "FP8 format of forward operands (compute-type=fp8)",
           "::mlir::mpt::fp8FormatValues()">,
    Option<"fp8Backward", "fp8-backward", "::mlir::mpt::Fp8Format",
           "::mlir::mpt::Fp8Format::E5M2",
           "FP8 format of gradient operands (compute-type=fp8)",
           "::mlir::mpt::fp8FormatValues()">,
    Option<"fp8Output", "fp8-output", "::mlir::mpt::Fp8Output",
           "::mlir::mpt::Fp8Output::F32",
           "Type FP8 products are rounded to after descaling",
           "::mlir::mpt::fp8OutputValues()">,
    Option<"fp8RecipeKind", "fp8-recipe", "::mlir::mpt::Fp8RecipeKind",
           "::mlir::mpt::Fp8RecipeKind::Tensorwise",
           "How FP8 operands are scaled (compute-type=fp8)",
           "::mlir::mpt::fp8RecipeValues()">,
    ListOption<"fp8Gemm", "fp8-gemm", "std::string",
               "Per-GEMM-role overrides, ROLE:SETTING[:SETTING] (ROLE: "
               "forward, input-gradient, weight-gradient; SETTING: bf16, "
               "a recipe, a format)">,
    ListOption<"fp8KeepBf16", "fp8-keep-bf16", "std::string",
               "Layers kept in BF16 (lm-head, routing, attention, first:N "
               "and last:N linear layers; none): lm-head and routing unless "
               "given, attention too with FP4">,
    Option<"fp4StochasticRounding", "fp4-stochastic-rounding", "bool",
           /*default=*/"true",
           "FP4 recipes (nvfp4, mxfp4): round gradients stochastically">,
    Option<"fp4Hadamard", "fp4-hadamard", "bool", /*default=*/"true",
           "NVFP4: a random Hadamard transform on the weight gradient's "
           "operands">,
    Option<"fp4WeightSquares", "fp4-weight-squares", "bool",
           /*default=*/"true",
           "NVFP4: weights in 16x16 blocks (false: 1x16 along each "
           "product's reduced dimension)">,
    Option<"fp8Scaling", "fp8-scaling", "::mlir::mpt::Fp8Scaling",
           "::mlir::mpt::Fp8Scaling::Delayed",
           "Where a training step's FP8 scales come from",
           "::mlir::mpt::fp8ScalingValues()">,
    Option<"amaxHistory", "amax-history", "int64_t",
           "::mlir::mpt::defaults::kAmaxHistory",
           "Amaxes kept per FP8 tensor (delayed scaling)">,
    Option<"amaxReduction", "amax-reduction", "::mlir::mpt::AmaxReduction",
           "::mlir::mpt::AmaxReduction::Max",
           "How the amax history is reduced (delayed scaling)",
           "::mlir::mpt::amaxReductionValues()">,
    Option<"fp8Margin", "fp8-margin", "int64_t", "0",
           "Scales are divided by 2^margin below the format's range">,
    Option<"policyFile", "policy-file", "std::string", "",
           "A precision policy (mpt-run --advise-precision): its op names "
           "join the add-* lists and its pins set mpt.precision on the ops "
           "they name">
  ];
  let statistics = [
    Statistic<"numFp8Contractions", "fp8-contractions",
              "Contractions given FP8 operands (compute-type=fp8)">,
    Statistic<"numAllowOps", "allow-ops", "Ops classified allow">,
    Statistic<"numInferOps", "infer-ops", "Ops classified infer">,
    Statistic<"numClearOps", "clear-ops", "Ops classified clear">,
    Statistic<"numDenyOps", "deny-ops", "Ops classified deny (incl. unclassified)">,
    Statistic<"numLowPrecisionOps", "low-precision-ops",
              "Ops painted to run in the compute type">,
    Statistic<"numCastsInserted", "casts-inserted", "Cast ops inserted">,
    Statistic<"numCastsReused", "casts-reused",
              "Existing casts reused instead of inserting one">,
    Statistic<"numRoundTripsRemoved", "round-trips-removed",
              "Casts that would undo an exact widening, replaced by its input">,
    Statistic<"numInitsRebuilt", "inits-rebuilt",
              "Data-free inits built again in another element type">,
    Statistic<"numSavedStoredLow", "saved-stored-low",
              "Saved activations kept in the compute type (saved-activations=low)">,
    Statistic<"numSavedKeptFull", "saved-kept-full",
              "FP32 saved activations a derivative rule keeps in FP32">
  ];
}

#endif // MPT_DIALECT_MPT_TRANSFORMS_PASSES_TD
