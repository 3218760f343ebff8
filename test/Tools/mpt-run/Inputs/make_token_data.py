#!/usr/bin/env python3
"""Writes, into DIR, token data for the exported GPT-2 step of the torch
parity fixtures (vocabulary 96, batches of [2, 8] ids), good and broken in
every way tokens.mlir checks."""
import os
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)


def path(name):
    return os.path.join(out, name)


# Text whose distinct characters are fewer than 96 (lower-case letters,
# space, punctuation and two accented letters: UTF-8 of 2 bytes), so that
# its character ids fit the vocabulary while its bytes do not.
words = ["the", "cat", "sat", "on", "a", "mat", "café", "naïve", "and", "ran"]
text = " ".join(rng.choice(words, 400)) + ".\n"
with open(path("small.txt"), "w", encoding="utf-8") as f:
    f.write(text)
with open(path("short.txt"), "w") as f:
    f.write("short")
with open(path("latin1.txt"), "wb") as f:
    f.write(b"caf\xe9 au lait " * 10)

tokens = rng.integers(0, 96, (40, 9))
np.save(path("x.npy"), tokens[:, :8])
np.save(path("y.npy"), tokens[:, 1:])
np.save(path("x-i16.npy"), tokens[:, :8].astype(np.int16))
np.save(path("y-u8.npy"), tokens[:, 1:].astype(np.uint64))
np.save(path("x-float.npy"), tokens[:, :8].astype(np.float32))
bad = tokens[:, :8].copy()
bad[3, 5] = 96
np.save(path("x-range.npy"), bad)
bad = tokens[:, 1:].copy()
bad[7, 2] = 96
np.save(path("y-range.npy"), bad)
bad = tokens[:, :8].copy()
bad[1, 1] = -1
np.save(path("x-negative.npy"), bad)
# torch's ignore index: a label the step's cross-entropy masks out, never
# an input id; other negative labels stay errors.
ignored = tokens[:, 1:].copy()
ignored[:, 6:] = -100
np.save(path("y-ignored.npy"), ignored)
bad = tokens[:, :8].copy()
bad[2, 3] = -100
np.save(path("x-ignored.npy"), bad)
bad = ignored.copy()
bad[5, 1] = -1
np.save(path("y-minus-one.npy"), bad)
bad = tokens[:, :8].copy()
bad[0, 4] = 2**24 + 1
np.save(path("x-huge.npy"), bad)

# The text's character tokens as numpy computes them independently (ids by
# code point among the distinct characters; sample i is ids[8i, 8i + 8),
# its targets the next ids), for a run that must match --data=text: bit for
# bit.
ids = {c: i for i, c in enumerate(sorted(set(text)))}
stream = np.array([ids[c] for c in text], dtype=np.int64)
count = (len(stream) - 1) // 8
np.save(path("text-x.npy"), stream[:count * 8].reshape(count, 8))
np.save(path("text-y.npy"), stream[1:count * 8 + 1].reshape(count, 8))
# And the bytes, for a step whose vocabulary holds them (LSTM example: 256).
raw = np.frombuffer(text.encode("utf-8"), dtype=np.uint8).astype(np.int64)
count = (len(raw) - 1) // 32
np.save(path("bytes-x.npy"), raw[:count * 32].reshape(count, 32))
np.save(path("bytes-y.npy"), raw[1:count * 32 + 1].reshape(count, 32))
