// mpt-run --bf16-dot-product: a choice the host cannot run, an unknown
// choice, and the option with --device=cuda are errors before any step runs.
// RUN: env MPT_HOST_BF16_DOT_PRODUCT=none not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --precision=bf16 --bf16-dot-product=avx512 2>&1 | FileCheck %s --check-prefix=LACKS
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --precision=bf16 --bf16-dot-product=avx2 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --device=cuda --bf16-dot-product=none 2>&1 | FileCheck %s --check-prefix=CUDA

// LACKS: error: bf16 dot products 'avx512' cannot run here: this process has 'none' (avx512 needs avx512bf16; amx needs amx-bf16, amx-tile and Linux's permission for the tile state)
// LACKS-NOT: step 1
// UNKNOWN: error: bf16 dot products must be none, avx512 or amx, got 'avx2'
// CUDA: mpt-run: error: --bf16-dot-product is for --device=cpu: on the GPU the step's kernels are CUDA's
