#!/usr/bin/env python3
"""Writes small_mlp's parameters (param_0..3.npy) to DIR, every element of
the first matrix scaled to SCALE in magnitude (so that its FP16 copy flushes
to zero where SCALE is below 2^-25), the rest of ordinary size.

  make_small_params.py DIR SCALE
"""
import os
import sys

import numpy as np

directory, scale = sys.argv[1], float(sys.argv[2])
os.makedirs(directory, exist_ok=True)
rng = np.random.default_rng(3)
shapes = [(16, 32), (32,), (32, 4), (4,)]
for i, shape in enumerate(shapes):
    values = rng.normal(0, 0.3, shape).astype(np.float32)
    if i == 0:
        values = (np.sign(values) * scale * rng.uniform(0.5, 2, shape)).astype(np.float32)
    np.save(os.path.join(directory, f"param_{i}.npy"), values)
