// saved-activations=low: FP32 values the backward reads are kept in the
// compute type where every derivative rule reading them tolerates it, and
// the backward reads them through a widening of its own; values a rule needs
// wide stay FP32, each with a remark saying why. as-computed changes nothing.
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" | FileCheck %s --check-prefix=LOW
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16" | FileCheck %s --check-prefix=ASC
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Idempotent: a second run finds nothing more to store.
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" -o %t.once.mlir
// RUN: mpt-opt %t.once.mlir -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" | diff - %t.once.mlir

func.func @loss(%w1: tensor<8x16xf32>, %w2: tensor<16x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %x: tensor<4x8xf32>, %t: tensor<4x8xf32>) -> tensor<f32> {
  %h = mpt.matmul %x, %w1 : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %a = mpt.gelu %h : tensor<4x16xf32>
  %s = mpt.softmax %a dim = 1 : tensor<4x16xf32>
  %y = mpt.matmul %s, %w2 : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  // Layer norm's rule saves xhat (kept narrower) and rstd (kept in f32).
  // REMARK-DAG: [[@LINE+1]]:8: remark: {{.*}}kept in f32 for 'mpt.rsqrt': a statistic a derivative rule saved in the forward (one value per row), read at its precision
  %n = mpt.layer_norm %y, %g, %b axis = 1 : tensor<4x8xf32>, tensor<8xf32>
  // REMARK-DAG: [[@LINE+1]]:9: remark: {{.*}}kept in f32 for 'mpt.tanh': its rule takes 1 - y^2
  %th = mpt.tanh %n : tensor<4x8xf32>
  %l = mpt.mse_loss %th, %t : tensor<4x8xf32>
  return %l : tensor<f32>
}
// REMARK-DAG: remark: {{.*}}Function=train_step | Remark="saved activations: 3 kept narrower (320 bytes), 2 kept wide (144 bytes)"
// REMARK-NOT: kept in f32 for 'mpt.gelu'
// REMARK-NOT: kept in f32 for 'mpt.softmax'
// REMARK-NOT: kept in f32 for 'mpt.layer_norm'

// The GELU's input gets a bf16 copy after its producer; softmax's output
// reuses the copy its matmul reads.
// LOW-LABEL: func.func @train_step
// LOW: %[[H:.*]] = mpt.matmul {{.*}} -> tensor<4x16xf32>
// LOW-NEXT: %[[HLOW:.*]] = mpt.cast %[[H]] : tensor<4x16xf32> to tensor<4x16xbf16>
// LOW-NEXT: %[[A:.*]] = mpt.gelu %[[H]]
// LOW-NEXT: %[[S:.*]] = mpt.softmax %[[A]]
// LOW-NEXT: %[[SLOW:.*]] = mpt.cast %[[S]] : tensor<4x16xf32> to tensor<4x16xbf16>
// LOW-NEXT: %[[Y:.*]] = mpt.matmul %[[SLOW]]
// LOW-NEXT: %[[N:.*]] = mpt.layer_norm %[[Y]]
// LOW: %[[RSTD:.*]] = mpt.rsqrt {{.*}}mpt.saved_read = "needs_full"
// LOW: %[[XHAT:.*]] = mpt.mul {{.*}}mpt.saved_read = "tolerates_low"
// LOW-NEXT: %[[XLOW:.*]] = mpt.cast %[[XHAT]] : tensor<4x8xf32> to tensor<4x8xbf16>
// LOW-NEXT: %[[TH:.*]] = mpt.tanh %[[N]]
// LOW-NEXT: mpt.mse_loss %[[TH]]
// The loss input, tanh's output and rstd are read in f32, xhat through its
// bf16 copy, layer_norm's input not at all.
// LOW: mpt.sub %[[TH]], %arg5 {mpt.phase = "backward"}
// LOW: mpt.mul %[[TH]], %[[TH]] {mpt.phase = "backward"}
// LOW: mpt.broadcast %[[RSTD]] dims = [1] {mpt.phase = "backward"}
// LOW: mpt.cast %[[XLOW]] {mpt.phase = "backward"} : tensor<4x8xbf16> to tensor<4x8xf32>
// LOW-NOT: %[[Y]]{{[ ,]}}
// LOW-NOT: %[[XHAT]]{{[ ,]}}
// LOW-NOT: %[[S]]{{[ ,]}}
// LOW-NOT: %[[H]]{{[ ,]}}
// LOW: %[[SW:.*]] = mpt.cast %[[SLOW]] {mpt.phase = "backward"} : tensor<4x16xbf16> to tensor<4x16xf32>
// LOW-NEXT: mpt.mul %{{.*}}, %[[SW]] {mpt.phase = "backward"}
// LOW-NOT: %[[S]]{{[ ,]}}
// LOW-NOT: %[[H]]{{[ ,]}}
// LOW: %[[HW:.*]] = mpt.cast %[[HLOW]] {mpt.phase = "backward"} : tensor<4x16xbf16> to tensor<4x16xf32>
// LOW-NEXT: mpt.mul %[[HW]], %[[HW]] {mpt.phase = "backward"}
// LOW-NOT: %[[S]]{{[ ,]}}
// LOW-NOT: %[[H]]{{[ ,]}}
// LOW: return

// ASC-LABEL: func.func @train_step
// ASC: %[[H:.*]] = mpt.matmul {{.*}} -> tensor<4x16xf32>
// ASC-NEXT: mpt.gelu %[[H]]
// ASC-NEXT: %[[S:.*]] = mpt.softmax
// ASC: mpt.mul %{{.*}}, %[[S]] {mpt.phase = "backward"}
// ASC: mpt.mul %[[H]], %[[H]] {mpt.phase = "backward"}
// ASC-NOT: mpt.cast {{.*}}{mpt.phase = "backward"}
// ASC: return
func.func @train_step(%w1: tensor<8x16xf32> {mpt.role = "param"}, %w2: tensor<16x8xf32> {mpt.role = "param"}, %g: tensor<8xf32> {mpt.role = "param"}, %b: tensor<8xf32> {mpt.role = "param"}, %x: tensor<4x8xf32> {mpt.role = "input"}, %t: tensor<4x8xf32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<8x16xf32> {mpt.updates = 0 : i64}, tensor<16x8xf32> {mpt.updates = 1 : i64}, tensor<8xf32> {mpt.updates = 2 : i64}, tensor<8xf32> {mpt.updates = 3 : i64}, tensor<f32>) {
  %l, %d0, %d1, %d2, %d3 = mpt.value_and_grad @loss(%w1, %w2, %g, %b, %x, %t) wrt [0, 1, 2, 3] : (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<f32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>)
  %n0 = mpt.sgd %w1, %d0, %lr : tensor<8x16xf32>, tensor<8x16xf32>
  %n1 = mpt.sgd %w2, %d1, %lr : tensor<16x8xf32>, tensor<16x8xf32>
  %n2 = mpt.sgd %g, %d2, %lr : tensor<8xf32>, tensor<8xf32>
  %n3 = mpt.sgd %b, %d3, %lr : tensor<8xf32>, tensor<8xf32>
  return %n0, %n1, %n2, %n3, %l : tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>
}
