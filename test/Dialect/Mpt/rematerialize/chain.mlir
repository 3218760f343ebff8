// A chain of eight elementwise ops after a matmul, each read by the
// backward (tanh and exp derivatives read their results): 8 values of 64
// bytes. Every plan recomputes one op per value it does not keep, so the
// optimum within B bytes keeps floor(B / 64) values; the hull has only its
// two ends, and the budget's plan is found between them.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=256 never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=153 never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=BETWEEN
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="budget=min never-recompute=none" | FileCheck %s --check-prefix=ZERO
// Chen's rule: 9 chain boundaries (the matmul and each op's result), every
// third kept.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="strategy=sqrt-n never-recompute=none" --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=SQRT
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize="strategy=sqrt-n never-recompute=none" | FileCheck %s --check-prefix=SQRT-IR

// HALF: Remark="saved activations 512 bytes (0.00 MiB) -> 256 bytes (0.00 MiB), recomputing 4 ops at 4096 FLOP-equivalents {{.*}}; budget 256 bytes (0.00 MiB); 3 plans on the hull, the one within it improved from 7168; optimal for the cost model"
// BETWEEN: Remark="saved activations 512 bytes (0.00 MiB) -> 128 bytes (0.00 MiB), recomputing 6 ops at 6144 FLOP-equivalents {{.*}}; no plan within the budget recomputes less than 5744"

// Nothing kept: the matmul too is recomputed from the arguments.
// ZERO-LABEL: func.func @train_step
// ZERO: mpt.mse_loss {{.*}}
// ZERO-NOT: {mpt.phase = "forward"}
// ZERO: mpt.matmul %arg1, %arg0 {mpt.phase = "backward", mpt.recomputed}

// SQRT: Remark="saved activations 512 bytes (0.00 MiB) -> 192 bytes (0.00 MiB), recomputing 6 ops at {{[0-9]+}} FLOP-equivalents {{.*}}; sqrt(n) rule over 9 chain boundaries"
// Kept: %b, %e, %h (the 3rd, 6th and 9th boundaries); the rest recomputed
// from them and from the arguments.
// SQRT-IR-LABEL: func.func @train_step
// SQRT-IR: %[[M:.*]] = mpt.matmul
// SQRT-IR: %[[A:.*]] = mpt.tanh %[[M]] {mpt.phase = "forward"}
// SQRT-IR: %[[B:.*]] = mpt.exp %[[A]] {mpt.phase = "forward"}
// SQRT-IR: %[[C:.*]] = mpt.tanh %[[B]] {mpt.phase = "forward"}
// SQRT-IR: %[[D:.*]] = mpt.exp %[[C]] {mpt.phase = "forward"}
// SQRT-IR: %[[E:.*]] = mpt.tanh %[[D]] {mpt.phase = "forward"}
// SQRT-IR: mpt.mse_loss {{.*}}
// SQRT-IR: %[[F2:.*]] = mpt.exp %[[E]] {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR-NEXT: mpt.tanh %[[F2]] {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR: %[[C2:.*]] = mpt.tanh %[[B]] {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR-NEXT: mpt.exp %[[C2]] {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR: %[[M2:.*]] = mpt.matmul %arg1, %arg0 {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR-NEXT: mpt.tanh %[[M2]] {mpt.phase = "backward", mpt.recomputed}
// SQRT-IR-NOT: mpt.recomputed
// SQRT-IR: return
func.func @loss(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>, %t: tensor<4x4xf32>) -> tensor<f32> {
  %m = mpt.matmul %x, %w : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %a = mpt.tanh %m : tensor<4x4xf32>
  %b = mpt.exp %a : tensor<4x4xf32>
  %c = mpt.tanh %b : tensor<4x4xf32>
  %d = mpt.exp %c : tensor<4x4xf32>
  %e = mpt.tanh %d : tensor<4x4xf32>
  %f = mpt.exp %e : tensor<4x4xf32>
  %g = mpt.tanh %f : tensor<4x4xf32>
  %h = mpt.exp %g : tensor<4x4xf32>
  %l = mpt.mse_loss %h, %t : tensor<4x4xf32>
  return %l : tensor<f32>
}
func.func @train_step(%w: tensor<4x4xf32> {mpt.role = "param"}, %x: tensor<4x4xf32> {mpt.role = "input"}, %t: tensor<4x4xf32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x, %t) wrt [0] : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>)
  %n = mpt.sgd %w, %g, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %n, %l : tensor<4x4xf32>, tensor<f32>
}
