// Every kernel the pipeline makes from the examples is accepted by ptxas,
// for sm_80 and for sm_90, with no spills; the Blackwell rows of the target
// table (sm_100, sm_120: mma.sync kernels, their own PTX versions) too.
// REQUIRES: ptxas
// RUN: rm -rf %t
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/mlp-80" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t/mlp-80 | FileCheck %s --check-prefix=MLP
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/mlp-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/mlp-90 | FileCheck %s --check-prefix=MLP
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_100 dump-dir=%t/mlp-100" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_100 %t/mlp-100 | FileCheck %s --check-prefix=MLP
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-lower-to-nvptx="chip=sm_120 dump-dir=%t/mlp-120" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_120 %t/mlp-120 | FileCheck %s --check-prefix=BLACKWELL
// RUN: not grep -l "wgmma" %t/mlp-100/*.ptx %t/mlp-120/*.ptx
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/adam-80" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t/adam-80 | FileCheck %s --check-prefix=ADAM
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/adam-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/adam-90 | FileCheck %s --check-prefix=ADAM
// A data-parallel ZeRO-1 step (NCCL calls on the host, the average's
// division and the slices' copies in kernels).
// RUN: mpt-opt %mpt_src_root/examples/mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true reduce-type=bf16 shard=optimizer ranks=2" --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/dp-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/dp-90 | FileCheck %s --check-prefix=SUMMARY
// RUN: mpt-opt %mpt_src_root/examples/mlp_small_gradients.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/small-80" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t/small-80 | FileCheck %s --check-prefix=SUMMARY
// FP8 (compute-type=fp8): the conversions inside kernels are the integer
// expansion; with PTX 8.4 the FP8 contractions are mma.sync m16n8k32
// kernels (every transpose form and format pair the MLP makes), with PTX 8.0
// plain loops.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --mpt-lower-to-nvptx="chip=sm_90 features=+ptx84 dump-dir=%t/fp8-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/fp8-90 | FileCheck %s --check-prefix=FP8
// RUN: grep -c "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32" %t/fp8-90/matmul_64x256x10_nt_f8E5M2_f8E4M3FN_set.ptx
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --mpt-lower-to-nvptx="chip=sm_89 features=+ptx84 dump-dir=%t/fp8-89" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_89 %t/fp8-89 | FileCheck %s --check-prefix=FP8
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/fp8-90-ptx80" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/fp8-90-ptx80 | FileCheck %s --check-prefix=SUMMARY
// RUN: not ls %t/fp8-90-ptx80/matmul_*
// FP8-DAG: matmul_256x10x64_tn_f8E4M3FN_f8E5M2_set.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_64x10x256_nn_f8E4M3FN_set.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_64x256x10_nt_f8E5M2_f8E4M3FN_set.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_64x256x784_nn_f8E4M3FN_set.ptx: {{[0-9]+}} registers
// FP8-DAG: matmul_784x256x64_tn_f8E4M3FN_f8E5M2_set.ptx: {{[0-9]+}} registers
// FP8: kernels, 0 spill bytes
// MXFP8 (the output layer in bf16): the block quantization runs in
// elementwise kernels (E8M0 scales through the integer expansion) and the
// dequantized bf16 copies feed bf16 tensor-core kernels.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8" --mpt-lower-to-nvptx="chip=sm_90 features=+ptx84 dump-dir=%t/mxfp8-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/mxfp8-90 | FileCheck %s --check-prefix=MXFP8
// MXFP8-DAG: matmul_64x256x784_nn_bf16_set.ptx: {{[0-9]+}} registers
// MXFP8-DAG: matmul_784x256x64_tn_bf16_set.ptx: {{[0-9]+}} registers
// MXFP8-NOT: f8E4M3FN_set
// MXFP8: kernels, 0 spill bytes
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="chip=sm_80 dump-dir=%t/tb-80" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t/tb-80 | FileCheck %s --check-prefix=TRANSFORMER
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/tb-90" -o /dev/null
// RUN: %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_90 %t/tb-90 | FileCheck %s --check-prefix=TRANSFORMER

// MLP: matmul_64x256x784_nn_f16_set.ptx: {{[0-9]+}} registers, {{[0-9]+}} bytes smem
// MLP: kernels, 0 spill bytes
// ADAM: matmul_{{.*}}.ptx: {{[0-9]+}} registers
// ADAM: kernels, 0 spill bytes
// SUMMARY: kernels, 0 spill bytes
// BLACKWELL: matmul_64x256x784_nn_bf16_set.ptx: {{[0-9]+}} registers
// BLACKWELL: kernels, 0 spill bytes
// TRANSFORMER: matmul_{{.*}}.ptx: {{[0-9]+}} registers
// TRANSFORMER: kernels, 0 spill bytes
