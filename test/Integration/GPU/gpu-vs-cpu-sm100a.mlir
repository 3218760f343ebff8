// On the emulated driver (no sm_100 GPU is lent to mpt's CI): sm_100a's
// tcgen05 MXFP8 kernel (mpt-form-block-scaled-matmuls, E8M0 scales of 1x32
// blocks applied by tcgen05.mma block_scale, accumulators in Tensor Memory)
// matches the CPU, which multiplies the dequantized copies in FP32.
// matmuls_mxfp8.mlir has the three layouts of a training step's products,
// E4M3 x E5M2, edge tiles in M and N, a partial last K block (784) and a
// single short slice (96), with a row, a column and a K block scaled by
// 2^10: results within 1e-4 of the largest |CPU| value (measured 2.2e-7).
// The MLP trained 6 steps with --fp8-recipe=mxfp8: losses within 1e-3
// relative per step (measured 3.0e-4: the GPU sums in another order, which
// flips an FP8 rounding of a gradient from the second step on; the first
// step differs by 3e-7). The transformer block (examples/transformer_block
// .mlir), 2 MXFP8 steps: its six linear-layer products of 128 x 128 x 128,
// 128 x 512 x 128 and 128 x 128 x 512 in all three roles take the tcgen05
// kernel (the attention's batched products keep dequantized copies); losses
// within 1e-3 relative (measured 6.2e-6 over 3 steps; a step takes about
// 15 s on the emulator). emulated-mutations.mlir shows these comparisons
// fail on plausible kernel bugs.
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-emulated
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/cpu
// RUN: %gpu_env MPT_MOCK_CUDA_LOG=%t/launches.log mpt-run %S/Inputs/matmuls_mxfp8.mlir --steps=1 --save-results=%t/gpu --device=cuda --chip=sm_100a
// RUN: %python %S/Inputs/compare_runs.py results %t/cpu %t/gpu | FileCheck %s --check-prefix=RESULTS
// RUN: FileCheck %s --check-prefix=KERNELS < %t/launches.log
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --fp8-recipe=mxfp8 --data=synthetic --hyper=0.1 --steps=6 --csv=%t/mlp-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --fp8-recipe=mxfp8 --data=synthetic --hyper=0.1 --steps=6 --csv=%t/mlp-gpu.csv --device=cuda --chip=sm_100a
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlp-cpu.csv %t/mlp-gpu.csv --rtol=1e-3 --atol=0 | FileCheck %s --check-prefix=LOSSES
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=fp8 --fp8-recipe=mxfp8 --data=synthetic --hyper=0.01 --steps=2 --csv=%t/tf-cpu.csv
// RUN: %gpu_env MPT_MOCK_CUDA_LOG=%t/tf.log mpt-run %mpt_src_root/examples/transformer_block.mlir --precision=fp8 --fp8-recipe=mxfp8 --data=synthetic --hyper=0.01 --steps=2 --csv=%t/tf-gpu.csv --device=cuda --chip=sm_100a
// RUN: %python %S/Inputs/compare_runs.py losses %t/tf-cpu.csv %t/tf-gpu.csv --rtol=1e-3 --atol=0 | FileCheck %s --check-prefix=TRANSFORMER
// RUN: FileCheck %s --check-prefix=TF-KERNELS < %t/tf.log

// RESULTS: ok: 3 results
// KERNELS-DAG: matmul_300x200x512_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05
// KERNELS-DAG: matmul_64x256x784_nt_f8E4M3FN_mx32_set_tcgen05
// KERNELS-DAG: matmul_320x136x96_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05
// LOSSES: ok: 6 steps
// TRANSFORMER: ok: 2 steps
// TF-KERNELS-DAG: matmul_128x128x128_nt_f8E4M3FN_f8E5M2_mx32_set_tcgen05
// TF-KERNELS-DAG: matmul_128x512x128_nt_f8E4M3FN_mx32_set_tcgen05
// TF-KERNELS-DAG: matmul_128x128x512_nt_f8E5M2_f8E4M3FN_mx32_set_tcgen05
