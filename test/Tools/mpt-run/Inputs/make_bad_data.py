#!/usr/bin/env python3
"""Writes, into DIR, data files for the small MLP (16 features, 4 classes,
batch 8), good and broken in every way bad-data.mlir checks."""
import gzip
import os
import struct
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)


def path(name):
    return os.path.join(out, name)


x = rng.standard_normal((32, 16)).astype(np.float32)
y = rng.integers(0, 4, 32).astype(np.int64)
np.save(path("x.npy"), x)
np.save(path("y.npy"), y)

with open(path("x.npy"), "rb") as f:
    good = f.read()
with open(path("x-truncated.npy"), "wb") as f:
    f.write(good[:-10])
with open(path("x-long.npy"), "wb") as f:
    f.write(good + b"\0" * 4)
np.save(path("x-complex.npy"), x.astype(np.complex64))
np.save(path("x-strings.npy"), np.array(["a"] * 32))
bad = x.copy()
bad[5, 3] = np.nan
np.save(path("x-nan.npy"), bad)
bad = x.copy()
bad[30, 0] = np.inf
np.save(path("x-inf.npy"), bad)
np.save(path("x-empty.npy"), x[:0])
np.save(path("y-empty.npy"), y[:0])
np.save(path("x-small.npy"), x[:5])
np.save(path("y-small.npy"), y[:5])
labels = y.copy()
labels[9] = 7
np.save(path("y-range.npy"), labels)
labels[9] = -1
np.save(path("y-negative.npy"), labels)
np.save(path("y-fraction.npy"), np.where(np.arange(32) == 2, 1.5, y).astype(np.float32))
np.save(path("y-nan.npy"), np.where(np.arange(32) == 4, np.nan, y).astype(np.float32))


def idx(name, array, gzipped=True, cut=0):
    header = struct.pack(">BBBB", 0, 0, 8, array.ndim)
    header += b"".join(struct.pack(">I", d) for d in array.shape)
    data = header + array.astype(np.uint8).tobytes()
    if cut:
        data = data[:-cut]
    if gzipped:
        data = gzip.compress(data)
    with open(path(name), "wb") as f:
        f.write(data)


images = rng.integers(0, 256, (32, 4, 4))
idx("images.gz", images)
idx("labels.gz", y)
idx("labels-range.gz", np.where(np.arange(32) == 11, 9, y))
idx("images-short", images, gzipped=False, cut=7)
idx("labels-31.gz", y[:31])
with open(path("images.gz"), "rb") as f:
    compressed = f.read()
with open(path("images-cut.gz"), "wb") as f:
    f.write(compressed[:len(compressed) // 2])

# Regression (the transformer example: 128 rows of 128 features and
# targets).
features = rng.standard_normal((128, 128)).astype(np.float32)
targets = features.copy()
targets[3, 7] = np.nan
np.save(path("reg-x.npy"), features)
np.save(path("reg-y-nan.npy"), targets)
