// ZeRO stage 2 (shard=gradients, 2 ranks) on the clipped AdamW MLP in FP16:
// the four gradients travel in one reduce-scatter, laid out rank-major
// (rank r's 338 elements hold slice r of each: 2 + 64 + 16 + 256, w1's 512
// split in two); unscaling, the all-finite check, clipping and AdamW run on
// the slices; the ranks combine the all-finite flags ("all") before the
// skip branch reads them, and the squares of their slices for the clip's
// global norm; the updated parameter slices are gathered back. No gradient
// is all-reduced whole and nothing reads a local flag.
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam_clip.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true shard=gradients ranks=2" | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: tensor<256xf32> {mpt.role = "opt_state", mpt.shard = {ranks = 2 : i64, whole = tensor<16x32xf32>}}
// CHECK-NOT: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<{{[0-9]+}}xf32>
// CHECK: %[[ROWS:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 82] [2, 256] [1, 1] : tensor<2x256xf32> into tensor<2x338xf32>
// CHECK: %[[FLAT:.*]] = mpt.reshape %[[ROWS]] : tensor<2x338xf32> -> tensor<676xf32>
// CHECK: %[[MINE:.*]] = mpt.reduce_scatter %[[FLAT]] {ranks = 2 : i64, reduction = "average"} : tensor<676xf32> -> tensor<338xf32>
// CHECK: %[[GW1:.*]] = tensor.extract_slice %[[MINE]][82] [256] [1] : tensor<338xf32> to tensor<256xf32>
// CHECK: %[[UW1:.*]] = mpt.unscale %[[GW1]], %{{.*}} : tensor<256xf32> -> tensor<256xf32>
// CHECK: %[[LOCAL:.*]] = mpt.all_finite %[[UW1]], {{.*}} : tensor<256xf32>, tensor<16xf32>, tensor<64xf32>, tensor<2xf32>
// CHECK: %[[OK:.*]] = mpt.all_reduce %[[LOCAL]] {reduction = "all"} : tensor<i1>
// CHECK-NOT: tensor.extract %[[LOCAL]]
// CHECK: mpt.update_loss_scale {{.*}}%[[OK]]
// CHECK: %[[COND:.*]] = tensor.extract %[[OK]][] : tensor<i1>
// CHECK: scf.if %[[COND]]
// CHECK: %[[SQUARES:.*]] = mpt.global_norm %[[UW1]], {{.*}} {squared}
// CHECK: %[[TOTAL:.*]] = mpt.all_reduce %[[SQUARES]] {reduction = "sum"} : tensor<f32>
// CHECK: %[[CLIPPED:.*]]:4 = mpt.clip_by_global_norm %[[UW1]], {{.*}} max_norm = 5.000000e-02 sum_of_squares %[[TOTAL]]
// CHECK: %[[PW1:.*]] = mpt.local_shard %{{.*}} {ranks = 2 : i64} : tensor<512xf32> -> tensor<256xf32>
// CHECK: %[[NEW:[^,]*]], {{.*}} = mpt.adam %[[PW1]], %[[CLIPPED]]#0, {{.*}} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>
// CHECK: mpt.all_gather %[[NEW]] {ranks = 2 : i64} : tensor<256xf32> -> tensor<512xf32>
// CHECK: } else {
// CHECK-NOT: mpt.all_gather
// CHECK: return
