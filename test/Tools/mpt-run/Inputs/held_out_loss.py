#!/usr/bin/env python3
"""held-out-loss.mlir's data and its independent reference (numpy only).

  make DIR: DIR/train_x.npy, train_y.npy (64 samples of small_mlp.mlir's
            16 features, 4 classes) and eval_x.npy, eval_y.npy (100
            samples: 12 whole batches of 8, 4 left over).
  check DIR STATE CSV PRECISION BATCHES: the MLP's mean cross-entropy over
            the first BATCHES batches of the eval split, computed here from
            the saved parameters as small_mlp.mlir's forward does in
            PRECISION (f32, or f16: f16 matmul operands and ReLU, FP32
            accumulation, bias and loss), against the CSV's last eval_loss
            and eval_ppl (or the final report's, given mpt-run's output);
            prints the relative errors and ok or FAILED.
  reference CSV JSON TOLERANCE: the CSV's last eval_loss against the
            JSON's first_loss (transformers' loss on the same batch)."""
import csv
import math
import os
import re
import sys

import numpy as np


def make(out):
    rng = np.random.default_rng(11)
    teacher = rng.standard_normal((16, 4)).astype(np.float32)
    for split, n in (("train", 64), ("eval", 100)):
        x = rng.standard_normal((n, 16)).astype(np.float32)
        y = np.argmax(x @ teacher + rng.standard_normal((n, 4)), axis=1)
        np.save(os.path.join(out, split + "_x.npy"), x)
        np.save(os.path.join(out, split + "_y.npy"), y.astype(np.int32))


def forward_loss(params, x, y, precision):
    w1, b1, w2, b2 = params
    low = (lambda a: a.astype(np.float16).astype(np.float32)) \
        if precision == "f16" else (lambda a: a)
    h = low(x) @ low(w1) + b1
    h = np.maximum(low(h), 0)
    z = h @ low(w2) + b2
    z = z - z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())


def check(data, state, csv_path, precision, batches):
    params = [np.load(os.path.join(state, "param_%d.npy" % i)).astype(np.float64)
              for i in range(4)]
    x = np.load(os.path.join(data, "eval_x.npy")).astype(np.float64)
    y = np.load(os.path.join(data, "eval_y.npy"))
    losses = [forward_loss(params, x[8 * b:8 * b + 8], y[8 * b:8 * b + 8],
                           precision) for b in range(batches)]
    expected = sum(losses) / batches
    got, ppl = last_eval(csv_path)
    error = abs(got - expected) / abs(expected)
    ppl_error = abs(ppl - math.exp(expected)) / math.exp(expected)
    # A NaN compares false: it fails.
    ok = error <= 5e-8 and ppl_error <= 5e-8
    print("eval_loss %.9g expected %.9g relative error %.3g, perplexity "
          "relative error %.3g: %s" % (got, expected, error, ppl_error,
                                       "ok" if ok else "FAILED"))


def last_eval(path):
    """The last held-out loss and perplexity of a CSV, or of mpt-run's
    output (its final report line)."""
    with open(path) as f:
        if not path.endswith(".csv"):
            line = [l for l in f if l.startswith("held-out loss after")][-1]
            match = re.search(r": (\S+), perplexity (\S+) ", line)
            return float(match.group(1)), float(match.group(2))
        rows = [r for r in csv.DictReader(f) if r["eval_loss"]]
    return float(rows[-1]["eval_loss"]), float(rows[-1]["eval_ppl"])


def reference(csv_path, json_path, tolerance):
    import json
    with open(json_path) as f:
        expected = json.load(f)["first_loss"]
    got, _ = last_eval(csv_path)
    error = abs(got - expected) / abs(expected)
    print("eval_loss %.9g expected %.9g relative error %.3g: %s"
          % (got, expected, error, "ok" if error <= tolerance else "FAILED"))


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2])
    elif sys.argv[1] == "reference":
        reference(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    else:
        check(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5],
              int(sys.argv[6]))
