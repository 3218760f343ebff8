// A data-parallel step's collectives have no GPU lowering yet: a located
// error before anything is lowered, also from the whole NVPTX pipeline.
// RUN: mpt-opt %s -mpt-set-gpu-target -verify-diagnostics
// RUN: not mpt-opt %s --mpt-lower-to-nvptx -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: 'mpt.all_reduce' op is a data-parallel collective, which the GPU lowering does not support yet (no NCCL lowering); compile data-parallel steps for the CPU (mpt-lower-to-llvm)
// CHECK-NOT: not bufferized

func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{is a data-parallel collective, which the GPU lowering does not support yet (no NCCL lowering); compile data-parallel steps for the CPU (mpt-lower-to-llvm)}}
  %0 = mpt.all_reduce %g {reduction = "average"} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
