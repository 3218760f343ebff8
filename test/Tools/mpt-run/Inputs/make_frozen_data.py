#!/usr/bin/env python3
"""frozen.mlir's files: DIR/params (adapters A, B and the frozen base W as
param_0, param_1, frozen_2 .npy), DIR/params-bf16 (W rounded to bf16, kept
in an f32 file as mpt-run reads bf16), DIR/params-fp8 (W as multiples of
1/8 up to 2 in magnitude, every one an E4M3 value, in an f32 file), a batch
x.npy, y.npy. With --check F32 BF16 FP8: compares the saved states with
what was loaded: W must come back bit for bit, the adapters must have
moved."""
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(3)
a = rng.standard_normal((8, 2)).astype(np.float32)
b = rng.standard_normal((2, 4)).astype(np.float32)
w = rng.standard_normal((8, 4)).astype(np.float32)
# Round to bf16: the upper 16 bits, to nearest even.
bits = w.view(np.uint32)
w_bf16 = ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).view(np.float32)
# k / 8 with |k| <= 16: at most 4 significant bits, exact in E4M3.
w_fp8 = (rng.integers(-16, 17, (8, 4)) / 8).astype(np.float32)

if "--check" not in sys.argv:
    for folder, base in (("params", w), ("params-bf16", w_bf16), ("params-fp8", w_fp8)):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        np.save(os.path.join(out, folder, "param_0.npy"), a)
        np.save(os.path.join(out, folder, "param_1.npy"), b)
        np.save(os.path.join(out, folder, "frozen_2.npy"), base)
    np.save(os.path.join(out, "x.npy"), rng.standard_normal((8, 8)).astype(np.float32))
    np.save(os.path.join(out, "y.npy"), rng.integers(0, 4, 8).astype(np.int32))
    sys.exit(0)

folders = sys.argv[sys.argv.index("--check") + 1:]
for name, folder, base in zip(("f32", "bf16", "fp8"), folders, (w, w_bf16, w_fp8)):
    saved = np.load(os.path.join(folder, "frozen_2.npy"))
    if not np.array_equal(saved.view(np.uint32), base.view(np.uint32)):
        sys.exit(f"frozen_2 changed in {name}")
    print(f"frozen_2 unchanged in {name}")
    for i, before in enumerate((a, b)):
        after = np.load(os.path.join(folder, f"param_{i}.npy"))
        # `not >` so that a NaN fails.
        if not np.abs(after - before).max() > 1e-3:
            sys.exit(f"param_{i} did not train in {name}")
print("adapters trained")
