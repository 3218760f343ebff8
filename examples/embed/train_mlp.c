/* Trains a step through mpt's C API (mpt-c/Session.h): a classifier step
 * taking a [B, F] f32 input and [B] i32 labels (examples/mlp.mlir), on
 * learnable synthetic data (the label is the F/10-wide slice of the input
 * with the largest sum).
 *
 *   mpt-c-train STEP.mlir PRECISION STEPS OUT_DIR [PIPELINE_OPTIONS [LR]]
 *
 * (PIPELINE_OPTIONS: mpt-mixed-precision's, "" for none; LR: the step's one
 * hyper-parameter, 0.1 by default.)
 * Writes OUT_DIR/x.npy and y.npy (the batches, in order, for mpt-run
 * --data=npy:x.npy,y.npy --shuffle=false), OUT_DIR/losses.csv (mpt-run's
 * --csv columns) and OUT_DIR/checkpoint (the state after STEPS/2 steps);
 * then checks that a second session resumed from that checkpoint repeats
 * the second half bit for bit, and that bad input is an error. */
#include "mpt-c/Session.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check(MptError *error, const char *what) {
  if (!error)
    return 1;
  fprintf(stderr, "mpt-c-train: %s: %s\n", what, mptErrorGetMessage(error));
  mptErrorDestroy(error);
  return 0;
}

static void writeNpy(const char *path, const char *descr, const void *data,
                     size_t bytes, int64_t rows, int64_t columns) {
  char header[128];
  int length =
      columns ? snprintf(header, sizeof header,
                         "{'descr': '%s', 'fortran_order': False, 'shape': "
                         "(%lld, %lld), }",
                         descr, (long long)rows, (long long)columns)
              : snprintf(header, sizeof header,
                         "{'descr': '%s', 'fortran_order': False, 'shape': "
                         "(%lld,), }",
                         descr, (long long)rows);
  /* Magic, version, header length, header padded to 64 bytes with '\n'. */
  int total = 10 + length + 1;
  int padded = (total + 63) / 64 * 64;
  FILE *file = fopen(path, "wb");
  if (!file) {
    perror(path);
    exit(1);
  }
  unsigned short headerLength = (unsigned short)(padded - 10);
  fwrite("\x93NUMPY\x01\x00", 1, 8, file);
  fwrite(&headerLength, 2, 1, file);
  fwrite(header, 1, length, file);
  for (int i = total; i < padded; ++i)
    fputc(' ', file);
  fputc('\n', file);
  fwrite(data, 1, bytes, file);
  fclose(file);
}

/* Runs steps [first, last) of the data; losses[s] gets step s's loss. */
static int train(MptSession *session, float *x, int32_t *y, int64_t batch,
                 int64_t features, int first, int last, FILE *csv,
                 double *losses) {
  int64_t xShape[2] = {batch, features}, yShape[1] = {batch};
  for (int s = first; s < last; ++s) {
    MptTensor tensors[2] = {
        {x + (size_t)s * batch * features, xShape, 2, MPT_F32},
        {y + (size_t)s * batch, yShape, 1, MPT_I32}};
    MptStepMetrics metrics;
    if (!check(mptSessionStep(session, tensors, 2, &metrics), "step"))
      return 0;
    losses[s] = metrics.loss;
    if (csv)
      fprintf(csv, "%lld,%.9g,%.9g,%d,%.9g\n", (long long)metrics.step,
              metrics.loss, metrics.lossScale, metrics.skipped,
              metrics.gradZeroFraction);
  }
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 5 || argc > 7) {
    fprintf(stderr, "usage: mpt-c-train STEP.mlir PRECISION STEPS OUT_DIR "
                    "[PIPELINE_OPTIONS [LR]]\n");
    return 2;
  }
  int steps = atoi(argv[3]);
  const char *out = argv[4];
  char path[4096];

  MptSessionOptions options;
  mptSessionOptionsInit(&options);
  options.precision = argv[2];
  if (argc >= 6)
    options.pipelineOptions = argv[5];
  double learningRate = argc == 7 ? atof(argv[6]) : 0.1;
  options.hyper = &learningRate;
  options.numHyper = 1;
  MptSession *session = NULL;
  if (!check(mptSessionCreateFromFile(argv[1], &options, &session), argv[1]))
    return 1;

  /* The batch arguments: [B, F] features and [B] labels. */
  if (mptSessionGetNumBatchArguments(session) != 2) {
    fprintf(stderr, "mpt-c-train: the step must take an input and labels\n");
    return 1;
  }
  MptArgumentInfo input, label;
  if (!check(mptSessionGetArgumentInfo(
                 session, mptSessionGetBatchArgument(session, 0), &input),
             "input") ||
      !check(mptSessionGetArgumentInfo(
                 session, mptSessionGetBatchArgument(session, 1), &label),
             "label"))
    return 1;
  if (input.rank != 2 || input.elementType != MPT_F32 || label.rank != 1 ||
      label.elementType != MPT_I32 || input.shape[1] < 10) {
    fprintf(stderr, "mpt-c-train: expected f32 [B, F] inputs and i32 [B] "
                    "labels with F >= 10\n");
    return 1;
  }
  int64_t batch = input.shape[0], features = input.shape[1];
  MptArgumentInfo first;
  if (!check(mptSessionGetArgumentInfo(session, 0, &first), "argument 0"))
    return 1;
  printf("arguments: %lld, batch %lld x %lld, argument 0: %s\n",
         (long long)mptSessionGetNumArguments(session), (long long)batch,
         (long long)features, first.role);

  size_t samples = (size_t)steps * batch;
  float *x = malloc(samples * features * sizeof(float));
  int32_t *y = malloc(samples * sizeof(int32_t));
  uint64_t state = 42;
  int64_t width = features / 10;
  for (size_t i = 0; i < samples; ++i) {
    double best = -1;
    for (int64_t f = 0; f < features; ++f) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      x[i * features + f] = (float)((state >> 40) * (1.0 / 16777216.0));
    }
    for (int c = 0; c < 10; ++c) {
      double sum = 0;
      for (int64_t f = c * width; f < (c + 1) * width; ++f)
        sum += x[i * features + f];
      if (sum > best) {
        best = sum;
        y[i] = c;
      }
    }
  }
  snprintf(path, sizeof path, "%s/x.npy", out);
  writeNpy(path, "<f4", x, samples * features * sizeof(float), samples,
           features);
  snprintf(path, sizeof path, "%s/y.npy", out);
  writeNpy(path, "<i4", y, samples * sizeof(int32_t), samples, 0);

  double *losses = malloc(steps * sizeof(double));
  double *resumed = malloc(steps * sizeof(double));
  snprintf(path, sizeof path, "%s/losses.csv", out);
  FILE *csv = fopen(path, "w");
  fprintf(csv, "step,loss,loss_scale,skipped,grad_zero_fraction\n");
  int half = steps / 2;
  snprintf(path, sizeof path, "%s/checkpoint", out);
  if (!train(session, x, y, batch, features, 0, half, csv, losses) ||
      !check(mptSessionSaveCheckpoint(session, path), "save") ||
      !train(session, x, y, batch, features, half, steps, csv, losses))
    return 1;
  fclose(csv);

  /* The state, copied out and without a copy, agrees. */
  int64_t count = 1;
  for (intptr_t d = 0; d < first.rank; ++d)
    count *= first.shape[d];
  float *weights = malloc(count * sizeof(float));
  MptTensor destination = {weights, first.shape, first.rank, MPT_F32};
  if (!check(mptSessionReadArgument(session, 0, &destination), "read"))
    return 1;
  printf("state read: %s\n",
         memcmp(weights, mptSessionGetArgumentData(session, 0),
                count * sizeof(float))
             ? "differs"
             : "same");

  /* A second session resumed at the midpoint repeats the second half. */
  MptSession *again = NULL;
  if (!check(mptSessionCreateFromFile(argv[1], &options, &again), argv[1]) ||
      !check(mptSessionLoadCheckpoint(again, path), "load"))
    return 1;
  printf("resumed after step %lld\n",
         (long long)mptSessionGetCompletedSteps(again));
  if (!train(again, x, y, batch, features, half, steps, NULL, resumed))
    return 1;
  int same = memcmp(losses + half, resumed + half,
                    (steps - half) * sizeof(double)) == 0;
  printf("resumed losses: %s\n", same ? "identical" : "DIFFER");

  /* Bad input is an error, and changes nothing. */
  int64_t wrongShape[2] = {batch, features + 1}, yShape[1] = {batch};
  MptTensor wrong[2] = {{x, wrongShape, 2, MPT_F32}, {y, yShape, 1, MPT_I32}};
  MptError *error = mptSessionStep(again, wrong, 2, NULL);
  printf("wrong shape: %s\n", error ? mptErrorGetMessage(error) : "accepted");
  mptErrorDestroy(error);
  int32_t savedLabel = y[0];
  y[0] = 10;
  wrong[0].shape = input.shape;
  error = mptSessionStep(again, wrong, 2, NULL);
  printf("bad label: %s\n", error ? mptErrorGetMessage(error) : "accepted");
  mptErrorDestroy(error);
  y[0] = savedLabel;
  error = mptSessionLoadCheckpoint(again, "/nonexistent");
  printf("bad checkpoint: %s\n",
         error ? mptErrorGetMessage(error) : "accepted");
  mptErrorDestroy(error);
  printf("steps completed: %lld\n",
         (long long)mptSessionGetCompletedSteps(again));

  double head = 0, tail = 0;
  int window = steps / 4 ? steps / 4 : 1;
  for (int s = 0; s < window; ++s) {
    head += losses[s];
    tail += losses[steps - 1 - s];
  }
  printf("mean loss: first %d steps %.4f, last %d steps %.4f\n", window,
         head / window, window, tail / window);
  int ok = same && isfinite(tail) && tail < head;
  mptSessionDestroy(again);
  mptSessionDestroy(session);
  free(x), free(y), free(losses), free(resumed), free(weights);
  return ok ? 0 : 1;
}
