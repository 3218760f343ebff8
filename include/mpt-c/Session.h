/*===-- mpt-c/Session.h - Train a step from C ---------------------*- C -*-===*\
|*                                                                            *|
|* The session API (mpt/Session/Session.h) for C and everything that calls   *|
|* C (Python's ctypes, Rust, Julia): compile a training step from IR text or *|
|* a file, run steps on batches in the caller's memory, read and write the   *|
|* state, save and load checkpoints (mpt-run's format).                      *|
|*                                                                            *|
|* A function that can fail returns an MptError: NULL on success, else an    *|
|* error the caller owns, whose message is the diagnostics' text (located in *|
|* the source where they are), to be released with mptErrorDestroy. No      *|
|* function prints or aborts on bad input. Pure C (C99); link libMPTCAPI.   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MPT_C_SESSION_H
#define MPT_C_SESSION_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define MPT_CAPI_EXPORTED __declspec(dllexport)
#else
#define MPT_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

/* An error: its message stays valid until mptErrorDestroy. */
typedef struct MptError MptError;
MPT_CAPI_EXPORTED const char *mptErrorGetMessage(const MptError *error);
MPT_CAPI_EXPORTED void mptErrorDestroy(MptError *error);

/* Element types of tensors (i1 is stored one per byte). */
typedef enum MptElementType {
  MPT_F32 = 0,
  MPT_F16 = 1,
  MPT_BF16 = 2,
  MPT_F64 = 3,
  MPT_I1 = 4,
  MPT_I8 = 5,
  MPT_I32 = 6,
  MPT_I64 = 7,
  MPT_F8E4M3FN = 8, /* OCP FP8 E4M3 (no infinities), one byte */
  MPT_F8E5M2 = 9    /* OCP FP8 E5M2, one byte */
} MptElementType;

/* A dense row-major tensor in memory its owner keeps alive. */
typedef struct MptTensor {
  void *data;
  const int64_t *shape;
  intptr_t rank;
  MptElementType elementType;
} MptTensor;

/* How a step is compiled and where its state starts. Fill it with
 * mptSessionOptionsInit, then set what differs. Strings are copied. */
typedef struct MptSessionOptions {
  /* The training step's function (default "train_step"). */
  const char *entry;
  /* Other functions of the module to compile for mptSessionCall (a model's
   * forward, an evaluation): numFunctions names. */
  const char *const *functions;
  intptr_t numFunctions;
  /* "f32" (default), "f16", "bf16" or "fp8". */
  const char *precision;
  /* Further options of mpt-mixed-precision in its textual form, e.g.
   * "loss-scaling=static init-scale=1024" (NULL: none). */
  const char *pipelineOptions;
  /* A textual pass pipeline run instead of the one precision picks. */
  const char *pipeline;
  /* Seed of the parameters' initializer (mpt-run's --seed). */
  uint64_t seed;
  /* Values of the step's hyper-parameter arguments, in order (numHyper of
   * them; 0: their mpt.init). */
  const double *hyper;
  intptr_t numHyper;
  /* A directory of param_<argument>.npy files to start from (NULL: none). */
  const char *loadParamsDir;
  /* LLVM optimization level (default 2). */
  unsigned optLevel;
  /* CPU threads of a step (default 0: the CPUs this process may run on, as
   * mpt-run; results are bit-identical for any number). */
  unsigned threads;
  /* Non-zero: also compile the step's held-out loss function
   * (mpt-derive-eval-loss), for mptSessionEvaluateLoss. */
  int heldOutLoss;
} MptSessionOptions;
MPT_CAPI_EXPORTED void mptSessionOptionsInit(MptSessionOptions *options);

/* A compiled training step and its state. */
typedef struct MptSession MptSession;

MPT_CAPI_EXPORTED MptError *mptSessionCreateFromSource(
    const char *source, size_t length, const char *bufferName,
    const MptSessionOptions *options, MptSession **session);
MPT_CAPI_EXPORTED MptError *
mptSessionCreateFromFile(const char *path, const MptSessionOptions *options,
                         MptSession **session);
MPT_CAPI_EXPORTED void mptSessionDestroy(MptSession *session);

/* The step's arguments: role ("param", "opt_state", "loss_scale", "step",
 * "hyper", "input", "label", "fp8_scale", "frozen", "buffer"), element type
 * and shape (valid while the session lives). */
typedef struct MptArgumentInfo {
  const char *role;
  MptElementType elementType;
  intptr_t rank;
  const int64_t *shape;
} MptArgumentInfo;
MPT_CAPI_EXPORTED intptr_t mptSessionGetNumArguments(const MptSession *session);
MPT_CAPI_EXPORTED MptError *mptSessionGetArgumentInfo(const MptSession *session,
                                                      intptr_t index,
                                                      MptArgumentInfo *info);
/* The arguments each step takes from its batch (inputs and labels), in
 * argument order: position -> argument index. */
MPT_CAPI_EXPORTED intptr_t
mptSessionGetNumBatchArguments(const MptSession *session);
MPT_CAPI_EXPORTED intptr_t mptSessionGetBatchArgument(const MptSession *session,
                                                      intptr_t position);

/* What one step reported; a metric the step does not return is NaN. */
typedef struct MptStepMetrics {
  int64_t step;
  double loss;
  double lossScale;
  int skipped;
  double gradZeroFraction;
  double learningRate; /* the update's (a schedule's value) */
  double gradNorm;     /* the gradients' global norm before clipping */
} MptStepMetrics;

/* Runs one step on `batch` (one tensor per batch argument, of exactly its
 * type) and advances the state. `metrics` may be NULL. */
MPT_CAPI_EXPORTED MptError *mptSessionStep(MptSession *session,
                                           const MptTensor *batch,
                                           intptr_t numBatch,
                                           MptStepMetrics *metrics);
MPT_CAPI_EXPORTED int64_t
mptSessionGetCompletedSteps(const MptSession *session);

/* The loss of `batch` (as mptSessionStep takes it) under the step's forward,
 * in its precision, with the current state, which does not change: a
 * held-out batch's loss. Needs MptSessionOptions.heldOutLoss. */
MPT_CAPI_EXPORTED MptError *mptSessionEvaluateLoss(MptSession *session,
                                                   const MptTensor *batch,
                                                   intptr_t numBatch,
                                                   double *loss);

/* Calls `function` (named in MptSessionOptions.functions) with the
 * session's current parameters and frozen weights for its param and frozen
 * arguments (in order, as the step's) and `inputs` for its input and label
 * arguments; copies its results into `results` (one tensor per result, of
 * exactly its type: mptSessionGetResultInfo). The state does not change. */
MPT_CAPI_EXPORTED MptError *
mptSessionCall(MptSession *session, const char *function,
               const MptTensor *inputs, intptr_t numInputs,
               const MptTensor *results, intptr_t numResults);
/* The results of a function compiled for mptSessionCall (-1: no such
 * function), and each one's element type and shape (role "result"). */
MPT_CAPI_EXPORTED intptr_t mptSessionGetNumResults(const MptSession *session,
                                                   const char *function);
MPT_CAPI_EXPORTED MptError *mptSessionGetResultInfo(const MptSession *session,
                                                    const char *function,
                                                    intptr_t index,
                                                    MptArgumentInfo *info);

/* Copies argument `index`'s current value into `destination` (of exactly
 * its type). */
MPT_CAPI_EXPORTED MptError *
mptSessionReadArgument(const MptSession *session, intptr_t index,
                       const MptTensor *destination);
/* The argument's storage itself, without a copy (NULL for a bad index): the
 * same buffer for the session's life, holding the current value between
 * steps. */
MPT_CAPI_EXPORTED const void *
mptSessionGetArgumentData(const MptSession *session, intptr_t index);
/* Copies `value` (of exactly the argument's type) into state argument
 * `index`. */
MPT_CAPI_EXPORTED MptError *mptSessionWriteArgument(MptSession *session,
                                                    intptr_t index,
                                                    const MptTensor *value);

/* Checkpoints: mpt-run's directory format (manifest.json and one .npy per
 * state argument), written atomically; loading one written for another step
 * fails and changes nothing. */
MPT_CAPI_EXPORTED MptError *mptSessionSaveCheckpoint(const MptSession *session,
                                                     const char *dir);
MPT_CAPI_EXPORTED MptError *mptSessionLoadCheckpoint(MptSession *session,
                                                     const char *dir);

#ifdef __cplusplus
}
#endif

#endif /* MPT_C_SESSION_H */
