// mpt-rematerialize on a GELU MLP after autodiff: the backward reads the
// GELU's input (its derivative) and output (the second matmul's weight
// gradient). With contractions never recomputed, the least bytes keep the
// input and recompute the GELU before its first backward reader; the budget
// of today's bytes changes nothing; never-recompute=none recomputes the whole
// forward from the arguments.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize | FileCheck %s --check-prefix=MIN
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize=budget=1.0 | FileCheck %s --check-prefix=TODAY
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize=budget=2176 | FileCheck %s --check-prefix=TODAY
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize=never-recompute=none | FileCheck %s --check-prefix=ALL
// CSE must not merge a recomputed op with its forward original.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize -cse | FileCheck %s --check-prefix=MIN
// The summary and one remark per recomputed op.
// RUN: mpt-opt %s -mpt-autodiff -mpt-rematerialize --remarks-filter=mpt-rematerialize --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// In the pipeline, before precision assignment: the recomputed GELU is
// coloured like its original.
// RUN: mpt-opt %s -mpt-mixed-precision="compute-type=bf16 rematerialize=min" | FileCheck %s --check-prefix=PIPELINE
// With saved-activations=low, a value a recomputed op reads stays as the
// forward computed it, so the recomputed GELU is the forward's; never-recompute
// =none recomputes it from the argument.
// RUN: mpt-opt %s -mpt-mixed-precision="compute-type=bf16 rematerialize=min never-recompute=none saved-activations=low" | FileCheck %s --check-prefix=LOW
// The plan counts that: recomputing the GELU alone would keep its input whole
// (8x32 f32, 1024 bytes), as much as its input and output in bf16, so with
// contractions kept the least bytes recompute nothing.
// RUN: mpt-opt %s -mpt-mixed-precision="compute-type=bf16 rematerialize=min saved-activations=low" --remarks-filter=mpt-rematerialize --remark-format=emitRemark 2>&1 | FileCheck %s --check-prefix=LOW-KEPT

// MIN-LABEL: func.func @train_step
// MIN: %[[H:.*]] = mpt.add {{.*}}mpt.phase = "forward"
// MIN-NEXT: %[[A:.*]] = mpt.gelu %[[H]] {mpt.phase = "forward"}
// MIN-NEXT: mpt.matmul %[[A]], %{{.*}} {mpt.phase = "forward"}
// MIN-NOT: %[[A]]{{[ ,]}}
// MIN: %[[A2:.*]] = mpt.gelu %[[H]] {mpt.phase = "backward", mpt.recomputed}
// MIN-NEXT: mpt.matmul %[[A2]], %{{.*}} transpose_lhs {mpt.phase = "backward"}
// MIN-NOT: %[[A]]{{[ ,]}}
// MIN-NOT: mpt.recomputed
// MIN: return

// TODAY-LABEL: func.func @train_step
// TODAY-NOT: mpt.recomputed
// TODAY: return

// ALL-LABEL: func.func @train_step
// ALL: mpt.mse_loss
// ALL: %[[M:.*]] = mpt.matmul %arg4, %arg0 {mpt.phase = "backward", mpt.recomputed}
// ALL: %[[H:.*]] = mpt.add %[[M]], %{{.*}} {mpt.phase = "backward", mpt.recomputed}
// ALL: mpt.gelu %[[H]] {mpt.phase = "backward", mpt.recomputed}
// ALL: return

// REMARK: remark: [Analysis] recomputed | Category:mpt-rematerialize | Function=train_step | Remark="recomputed in the backward (elementwise, 16384 FLOP-equivalents)"
// REMARK-NEXT: %a = mpt.gelu
// REMARK: Remark="saved activations 2176 bytes (0.00 MiB) -> 1152 bytes (0.00 MiB), recomputing 1 ops at 16384 FLOP-equivalents (30.1% of the 54400 the forward ops that may be recomputed cost); budget 1152 bytes (0.00 MiB); 2 plans on the hull; optimal for the cost model"

// PIPELINE-LABEL: func.func @train_step
// PIPELINE: %[[A:.*]] = mpt.gelu %[[H:.*]] {mpt.phase = "forward"} : [[T:.*]]
// PIPELINE: mpt.gelu %[[H]] {mpt.phase = "backward", mpt.recomputed} : [[T]]{{$}}
// PIPELINE: return

// LOW-LABEL: func.func @train_step
// LOW: %[[H:.*]] = mpt.add {{.*}}{mpt.phase = "backward", mpt.recomputed} : tensor<8x32xf32>
// LOW-NOT: mpt.cast %[[H]] : tensor<8x32xf32> to tensor<8x32xbf16>
// LOW: mpt.gelu %[[H]] {mpt.phase = "backward", mpt.recomputed} : tensor<8x32xf32>
// LOW: return

// LOW-KEPT: Remark="saved activations 1152 bytes (0.00 MiB) -> 1152 bytes (0.00 MiB), recomputing 0 ops
// LOW-KEPT-NOT: mpt.recomputed
// LOW-KEPT: return

func.func @loss(%w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
                %w2: tensor<32x4xf32>, %b2: tensor<4xf32>,
                %x: tensor<8x16xf32>, %t: tensor<8x4xf32>) -> tensor<f32> {
  %h0 = mpt.matmul %x, %w1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
  %b1r = mpt.broadcast %b1 dims = [0] : tensor<32xf32> -> tensor<8x32xf32>
  %h = mpt.add %h0, %b1r : tensor<8x32xf32>
  %a = mpt.gelu %h : tensor<8x32xf32>
  %z0 = mpt.matmul %a, %w2 : tensor<8x32xf32>, tensor<32x4xf32> -> tensor<8x4xf32>
  %b2r = mpt.broadcast %b2 dims = [0] : tensor<4xf32> -> tensor<8x4xf32>
  %z = mpt.add %z0, %b2r : tensor<8x4xf32>
  %l = mpt.mse_loss %z, %t : tensor<8x4xf32>
  return %l : tensor<f32>
}

func.func @train_step(%w1: tensor<16x32xf32> {mpt.role = "param"},
                      %b1: tensor<32xf32> {mpt.role = "param"},
                      %w2: tensor<32x4xf32> {mpt.role = "param"},
                      %b2: tensor<4xf32> {mpt.role = "param"},
                      %x: tensor<8x16xf32> {mpt.role = "input"},
                      %t: tensor<8x4xf32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<16x32xf32> {mpt.updates = 0 : i64},
        tensor<32xf32> {mpt.updates = 1 : i64},
        tensor<32x4xf32> {mpt.updates = 2 : i64},
        tensor<4xf32> {mpt.updates = 3 : i64}, tensor<f32>) {
  %l, %g0, %g1, %g2, %g3 = mpt.value_and_grad @loss(%w1, %b1, %w2, %b2, %x, %t) wrt [0, 1, 2, 3]
      : (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>,
         tensor<8x16xf32>, tensor<8x4xf32>)
      -> (tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>,
          tensor<4xf32>)
  %n0 = mpt.sgd %w1, %g0, %lr : tensor<16x32xf32>, tensor<16x32xf32>
  %n1 = mpt.sgd %b1, %g1, %lr : tensor<32xf32>, tensor<32xf32>
  %n2 = mpt.sgd %w2, %g2, %lr : tensor<32x4xf32>, tensor<32x4xf32>
  %n3 = mpt.sgd %b2, %g3, %lr : tensor<4xf32>, tensor<4xf32>
  return %n0, %n1, %n2, %n3, %l : tensor<16x32xf32>, tensor<32xf32>,
      tensor<32x4xf32>, tensor<4xf32>, tensor<f32>
}
