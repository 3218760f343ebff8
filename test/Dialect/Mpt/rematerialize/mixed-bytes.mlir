// Budgets in the bytes the mixed step keeps. mpt-rematerialize runs before
// precision assignment, when every value is FP32; with cost-compute-type it
// counts each value as precision assignment will leave it. Saved here: the
// first matmul's result h (read by gelu's rule, 16 KiB in FP32), gelu's
// output a (read by the second matmul's rule, 16 KiB) and tanh's output
// (8 KiB, read by its rule and the loss's).
//  - as typed: 40960 bytes;
//  - bf16: a is read only by the low backward matmul, through its bf16 copy
//    (8 KiB): 32768 bytes;
//  - bf16 with saved-activations=low: h too (gelu's rule tolerates it),
//    tanh's output stays FP32: 24576 bytes.
// The mixed step's memory report agrees (its one extra saved value, the
// input's bf16 copy, is made from an argument: no plan can recompute it).
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=0.5 never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPED
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=0.5 never-recompute=none cost-compute-type=bf16" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=BF16
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=0.5 never-recompute=none cost-compute-type=bf16 cost-saved-activations=low" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW
// The pipeline passes its compute type and saved-activations policy.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=bf16 saved-activations=low rematerialize=1.0 never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=bf16 saved-activations=low" --mpt-memory-report 2>&1 | FileCheck %s --check-prefix=REPORT
// With saved-activations=low and recomputation, the report keeps what the
// plan counted (at half of today's 24576 bytes: h and a recomputed from the
// arguments, tanh's output kept, 8192 bytes) and the input's bf16 copy,
// which no plan can recompute.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=bf16 saved-activations=low rematerialize=0.5 never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark --mpt-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW-PLAN
// RUN: not mpt-opt %s -mpt-autodiff -mpt-rematerialize="cost-compute-type=f64" 2>&1 | FileCheck %s --check-prefix=BAD

// TYPED: Remark="saved activations 40960 bytes (0.04 MiB) -> {{[0-9]+}} bytes {{.*}}; budget 20480 bytes
// BF16: Remark="saved activations 32768 bytes (0.03 MiB) -> {{[0-9]+}} bytes {{.*}}; budget 16384 bytes
// LOW: Remark="saved activations 24576 bytes (0.02 MiB) -> {{[0-9]+}} bytes {{.*}}; budget 12288 bytes
// PIPELINE: Remark="saved activations 24576 bytes (0.02 MiB) -> 24576 bytes
// REPORT: saved activations by the derivative rules that read them:
// REPORT-NEXT: mpt.matmul bf16 12288 bytes in 2 values
// REPORT-NEXT: mpt.gelu bf16 8192 bytes in 1 values
// REPORT-NEXT: mpt.mse_loss+mpt.tanh f32 8192 bytes in 1 values
// LOW-PLAN: Remark="saved activations 24576 bytes (0.02 MiB) -> 8192 bytes (0.01 MiB)
// LOW-PLAN: saved activations by the derivative rules that read them:
// LOW-PLAN-NEXT: mpt.mse_loss+mpt.tanh f32 8192 bytes in 1 values
// LOW-PLAN-NEXT: mpt.matmul bf16 4096 bytes in 1 values
// LOW-PLAN-NOT: bytes in
// BAD: mpt-rematerialize: cost-compute-type 'f64' is not f16, bf16 or fp8

func.func private @loss(%w1: tensor<64x128xf32>, %w2: tensor<128x64xf32>, %x: tensor<32x64xf32>, %t: tensor<32x64xf32>) -> tensor<f32> {
  %h = mpt.matmul %x, %w1 : tensor<32x64xf32>, tensor<64x128xf32> -> tensor<32x128xf32>
  %a = mpt.gelu %h : tensor<32x128xf32>
  %y = mpt.matmul %a, %w2 : tensor<32x128xf32>, tensor<128x64xf32> -> tensor<32x64xf32>
  %z = mpt.tanh %y : tensor<32x64xf32>
  %l = mpt.mse_loss %z, %t : tensor<32x64xf32>
  return %l : tensor<f32>
}

func.func @train_step(%w1: tensor<64x128xf32> {mpt.role = "param"}, %w2: tensor<128x64xf32> {mpt.role = "param"}, %x: tensor<32x64xf32> {mpt.role = "input"}, %t: tensor<32x64xf32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<64x128xf32> {mpt.updates = 0 : i64}, tensor<128x64xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %l, %g1, %g2 = mpt.value_and_grad @loss(%w1, %w2, %x, %t) wrt [0, 1] : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> (tensor<f32>, tensor<64x128xf32>, tensor<128x64xf32>)
  %n1 = mpt.sgd %w1, %g1, %lr : tensor<64x128xf32>, tensor<64x128xf32>
  %n2 = mpt.sgd %w2, %g2, %lr : tensor<128x64xf32>, tensor<128x64xf32>
  return %n1, %n2, %l : tensor<64x128xf32>, tensor<128x64xf32>, tensor<f32>
}
