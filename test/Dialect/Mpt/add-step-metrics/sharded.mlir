// The metrics of a data-parallel step whose gradients are sharded (ZeRO
// stage 2 over 3 ranks, the small AdamW MLP in f16): grads_finite is the
// ranks' combined decision, not this rank's check; grad_zero_fraction
// counts the zeros of this rank's gradient slices, sums them over the
// ranks, takes off the zero padding (512, 32, 128 and 4 elements padded to
// 513, 33, 129 and 6: 5) and divides by the 676 gradient elements. Stage 1
// counts the whole averaged gradient every rank holds, before its slice.
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true shard=gradients ranks=3" -mpt-add-step-metrics | FileCheck %s
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true shard=optimizer ranks=3" -mpt-add-step-metrics | FileCheck %s --check-prefix=STAGE1

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: tensor<i1> {mpt.metric = "grads_finite"}, tensor<f32> {mpt.metric = "grad_zero_fraction"})
// CHECK: %[[LOCAL:.*]] = mpt.all_finite
// CHECK: %[[OK:.*]] = mpt.all_reduce %[[LOCAL]] {reduction = "all"} : tensor<i1>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<171xf32>) outs(%{{.*}} : tensor<i32>)
// CHECK: %[[SLICES:.*]] = mpt.all_reduce %{{.*}} {reduction = "sum"} : tensor<f32>
// CHECK: %[[PAD:.*]] = arith.constant dense<5.000000e+00> : tensor<f32>
// CHECK: %[[ZEROS:.*]] = mpt.sub %[[SLICES]], %[[PAD]] : tensor<f32>
// CHECK: %[[INVERSE:.*]] = arith.constant dense<1.479290e-03> : tensor<f32>
// CHECK: %[[FRACTION:.*]] = mpt.mul %[[ZEROS]], %[[INVERSE]] : tensor<f32>
// CHECK: return {{.*}}, %[[OK]], %[[FRACTION]] :
// CHECK-NOT: return {{.*}}, %[[LOCAL]],

// STAGE1-LABEL: func.func @train_step
// STAGE1: linalg.generic {{.*}} ins(%{{.*}} : tensor<16x32xf32>) outs(%{{.*}} : tensor<i32>)
// STAGE1-NOT: mpt.sub
// STAGE1: arith.constant dense<1.479290e-03> : tensor<f32>
// STAGE1-NOT: mpt.all_reduce %{{.*}} {reduction = "sum"} : tensor<f32>
// STAGE1: return
