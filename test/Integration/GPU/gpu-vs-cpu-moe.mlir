// On the GPU path (the emulated driver where no GPU is lent), the
// mixture-of-experts GEMMs (mpt.grouped_matmul forward and backward,
// mpt.grouped_matmul_weight_grad) sort the rows into tiles of one group
// with kernels (convert-mpt-to-linalg under a gpu target) and multiply the
// tiles in one batched matmul, which takes the tensor-core mma.sync kernel
// in BF16, and train as on the CPU, whose lowering sorts with host loops.
// The classifier of moe_mlp.mlir (10 experts routed by the label), 6 SGD
// steps: FP32 losses within 1e-5 relative of the CPU's (measured 2.7e-7;
// the sums run in another order), and in BF16 with its f32 accumulation
// within 1e-3 (measured 4.3e-5), its three grouped GEMMs as batched bf16
// kernels over 16 tiles of 8 rows.
// transformers' Mixtral (AdamW) and Qwen2-MoE (SGD) parity fixtures (top-2
// routing through the front end's decompositions, the load-balancing loss,
// rotary embeddings), 3 steps from torch's weights on torch's batches:
// within 1e-5 relative of the CPU's losses, which torch-parity.mlir holds
// to torch's (measured at most 1.2e-7).
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %S/Inputs/moe_mlp.mlir --data=synthetic --hyper=0.1 --steps=6 --csv=%t/cpu.csv
// RUN: %gpu_env mpt-run %S/Inputs/moe_mlp.mlir --data=synthetic --hyper=0.1 --steps=6 --csv=%t/gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/cpu.csv %t/gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s
// RUN: mpt-run %S/Inputs/moe_mlp.mlir --precision=bf16 --data=synthetic --hyper=0.1 --steps=6 --csv=%t/cpu-bf16.csv
// RUN: %gpu_env MPT_MOCK_CUDA_LOG=%t/bf16.log mpt-run %S/Inputs/moe_mlp.mlir --precision=bf16 --data=synthetic --hyper=0.1 --steps=6 --csv=%t/gpu-bf16.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/cpu-bf16.csv %t/gpu-bf16.csv --rtol=1e-3 --atol=0 | FileCheck %s
// RUN: mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/adamw.mlir --load-params=%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/params --data=npy:%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/input0.npy,%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/labels.npy --shuffle=false --steps=3 --csv=%t/mixtral-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/adamw.mlir --load-params=%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/params --data=npy:%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/input0.npy,%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/mixtral/labels.npy --shuffle=false --steps=3 --csv=%t/mixtral-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mixtral-cpu.csv %t/mixtral-gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s --check-prefix=FIXTURE
// RUN: mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/sgd.mlir --load-params=%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/params --data=npy:%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/input0.npy,%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/labels.npy --shuffle=false --steps=3 --csv=%t/qwen-cpu.csv
// RUN: %gpu_env mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/sgd.mlir --load-params=%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/params --data=npy:%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/input0.npy,%mpt_src_root/test/Tools/mpt-run/Inputs/torch-parity/qwen2_moe/labels.npy --shuffle=false --steps=3 --csv=%t/qwen-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/qwen-cpu.csv %t/qwen-gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s --check-prefix=FIXTURE
// RUN: FileCheck %s --check-prefix=KERNELS < %t/bf16.log
// CHECK: ok: 6 steps
// KERNELS-DAG: cuLaunchKernel matmul_16x8x10x128_nt_bf16_set
// KERNELS-DAG: cuLaunchKernel matmul_16x8x128x10_nn_bf16_set
// KERNELS-DAG: cuLaunchKernel matmul_16x10x128x8_tn_bf16_set
// FIXTURE: ok: 3 steps
