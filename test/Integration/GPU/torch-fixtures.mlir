// Steps exported by the PyTorch front end train on the GPU: the torch
// parity fixtures of an MLP and of the convolution zoo (1-D, causal
// depthwise, grouped dilated 2-D and 3-D convolutions), whose cross-entropy
// gathers hold torch-mlir's index checks (`cf.assert` in the payload, which
// mpt-prepare-linalg-for-gpu guards so the loop becomes a kernel, where a
// failing one calls `__assertfail`). FP32 losses within 1e-5 relative of
// the CPU's (measured equal to the printed digits: only summation orders
// differ). The Llama fixture (rotary embeddings: libdevice's sin and cos,
// whose range reduction uses carry arithmetic and funnel shifts; RMSNorm's
// integer power, whose exponent mpt-prepare-linalg-for-gpu narrows to i32)
// too: 3 SGD steps within 1e-5 (measured 1.2e-7). GPT-2's embedding
// gradient (a scatter loop on tensors) does not run on the GPU path yet.
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/mlp/sgd.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/labels.npy --shuffle=false --steps=4 --csv=%t/mlp-cpu.csv
// RUN: %gpu_env mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/mlp/sgd.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/mlp/labels.npy --shuffle=false --steps=4 --csv=%t/mlp-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/mlp-cpu.csv %t/mlp-gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s
// RUN: mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/adamw.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/labels.npy --shuffle=false --steps=3 --csv=%t/conv-cpu.csv
// RUN: %gpu_env mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/adamw.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/conv_zoo/labels.npy --shuffle=false --steps=3 --csv=%t/conv-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/conv-cpu.csv %t/conv-gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s
// RUN: mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/llama/sgd.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/llama/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/llama/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/llama/labels.npy --shuffle=false --steps=3 --csv=%t/llama-cpu.csv
// RUN: %gpu_env mpt-run %S/../../Tools/mpt-run/Inputs/torch-parity/llama/sgd.mlir --load-params=%S/../../Tools/mpt-run/Inputs/torch-parity/llama/params --data=npy:%S/../../Tools/mpt-run/Inputs/torch-parity/llama/input0.npy,%S/../../Tools/mpt-run/Inputs/torch-parity/llama/labels.npy --shuffle=false --steps=3 --csv=%t/llama-gpu.csv --device=cuda
// RUN: %python %S/Inputs/compare_runs.py losses %t/llama-cpu.csv %t/llama-gpu.csv --rtol=1e-5 --atol=0 | FileCheck %s
// CHECK: ok: {{[34]}} steps, worst relative loss difference
