// ZeRO stage 1 (shard=optimizer, 3 ranks) on the SGD-with-momentum
// test MLP in FP16: each velocity argument becomes this rank's slice of
// ceil(n / 3) (w1's 512 elements: 171, padded to 513); parameter and averaged gradient are padded, sliced for the update,
// and the updated slices gathered back, inside the skip branch; the else
// branch keeps the slices.
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_momentum.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true shard=optimizer ranks=3" | FileCheck %s
// RUN: not mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_momentum.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true shard=optimizer" 2>&1 | FileCheck %s --check-prefix=RANKS
// RANKS: error: mpt-data-parallel: shard needs ranks >= 1 (the shapes of the slices depend on it), got 0

// An mpt.init splat is resized with its argument.
// RUN: mpt-opt %s -mpt-data-parallel="shard=optimizer ranks=2" | FileCheck %s --check-prefix=INIT
// INIT-LABEL: func.func @adam_step
// INIT-SAME: tensor<3xf32> {mpt.init = dense<1.000000e-01> : tensor<3xf32>, mpt.role = "opt_state", mpt.shard = {ranks = 2 : i64, whole = tensor<5xf32>}}
// INIT-SAME: tensor<3xf32> {mpt.init = dense<0.000000e+00> : tensor<3xf32>, mpt.role = "opt_state", mpt.shard = {ranks = 2 : i64, whole = tensor<5xf32>}}
// INIT: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<5xf32>
// INIT: mpt.local_shard %{{.*}} {ranks = 2 : i64} : tensor<6xf32> -> tensor<3xf32>
// INIT: mpt.adam
// INIT-SAME: tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i64>
// INIT: mpt.all_gather %{{.*}} {ranks = 2 : i64} : tensor<3xf32> -> tensor<6xf32>
func.func @adam_step(%w: tensor<5xf32> {mpt.role = "param"},
                     %m: tensor<5xf32> {mpt.init = dense<0.1> : tensor<5xf32>, mpt.role = "opt_state"},
                     %v: tensor<5xf32> {mpt.init = dense<0.0> : tensor<5xf32>, mpt.role = "opt_state"},
                     %t: tensor<i64> {mpt.role = "step"},
                     %g: tensor<5xf32> {mpt.role = "input"},
                     %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<5xf32> {mpt.updates = 0 : i64}, tensor<5xf32> {mpt.updates = 1 : i64},
        tensor<5xf32> {mpt.updates = 2 : i64}, tensor<i64> {mpt.updates = 3 : i64}) {
  %w2, %m2, %v2, %t2 = mpt.adam %w, %g, %m, %v, %t, %lr
      : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i64>
  return %w2, %m2, %v2, %t2 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i64>
}

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %[[W1:[^:]*]]: tensor<16x32xf32> {mpt.role = "param"}
// CHECK-SAME: %[[V1:[^:]*]]: tensor<171xf32> {mpt.role = "opt_state", mpt.shard = {ranks = 3 : i64, whole = tensor<16x32xf32>}}
// CHECK-SAME: tensor<11xf32> {mpt.role = "opt_state", mpt.shard = {ranks = 3 : i64, whole = tensor<32xf32>}}
// CHECK-SAME: -> (tensor<16x32xf32> {mpt.updates = 0 : i64}
// CHECK-SAME: tensor<171xf32> {mpt.updates = 4 : i64}
// CHECK: %[[AVG:.*]] = mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<676xf32>
// CHECK: %[[IF:.*]]:8 = scf.if %{{.*}} -> (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<171xf32>, tensor<11xf32>, tensor<43xf32>, tensor<2xf32>)
// CHECK: %[[WFLAT:.*]] = mpt.reshape %[[W1]] : tensor<16x32xf32> -> tensor<512xf32>
// CHECK: %[[WPAD:.*]] = tensor.insert_slice %[[WFLAT]] into %{{.*}}[0] [512] [1] : tensor<512xf32> into tensor<513xf32>
// CHECK: %[[WMINE:.*]] = mpt.local_shard %[[WPAD]] {ranks = 3 : i64} : tensor<513xf32> -> tensor<171xf32>
// CHECK: %[[GMINE:.*]] = mpt.local_shard %{{.*}} {ranks = 3 : i64} : tensor<513xf32> -> tensor<171xf32>
// CHECK: %[[NEW:.*]], %[[VEL:.*]] = mpt.sgd %[[WMINE]], %[[GMINE]], %{{.*}} velocity %[[V1]] {{.*}} : tensor<171xf32>, tensor<171xf32>, tensor<171xf32>
// CHECK: %[[ALL:.*]] = mpt.all_gather %[[NEW]] {ranks = 3 : i64} : tensor<171xf32> -> tensor<513xf32>
// CHECK: %[[CUT:.*]] = tensor.extract_slice %[[ALL]][0] [512] [1]
// CHECK: %[[W1NEXT:.*]] = mpt.reshape %[[CUT]] : tensor<512xf32> -> tensor<16x32xf32>
// CHECK-COUNT-3: mpt.all_gather
// CHECK: scf.yield %[[W1NEXT]], {{.*}}, %[[VEL]],
// CHECK: } else {
// CHECK: scf.yield %[[W1]], {{.*}}, %[[V1]],
// CHECK-NOT: mpt.all_gather
// CHECK: return %[[IF]]#0
