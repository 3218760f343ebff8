// ZeRO stage 3 (shard=parameters, 2 ranks) on the AdamW MLP in bf16: the
// FP32 parameter arguments become this rank's slices (mpt.shard records
// the whole type); a weight read only through its bf16 copy is cast on the
// slice and gathered in bf16 right before the forward's matmul, and again
// before the backward's (w2, for the input gradient), so the forward's copy
// is dead by then; the FP32 biases are gathered as they are. The update
// takes the slices (no local_shard, no gather after it) and the step
// returns them.
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam.mlir --mpt-mixed-precision="compute-type=bf16 data-parallel=true shard=parameters ranks=2" | FileCheck %s

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %[[W1:[^:]*]]: tensor<256xf32> {mpt.role = "param", mpt.shard = {ranks = 2 : i64, whole = tensor<16x32xf32>}}
// CHECK-SAME: %[[B1:[^:]*]]: tensor<16xf32> {mpt.role = "param", mpt.shard = {ranks = 2 : i64, whole = tensor<32xf32>}}
// CHECK-SAME: %[[W2:[^:]*]]: tensor<64xf32> {mpt.role = "param", mpt.shard = {ranks = 2 : i64, whole = tensor<32x4xf32>}}
// CHECK-SAME: -> (tensor<256xf32> {mpt.updates = 0 : i64}
// CHECK: %[[C1:.*]] = mpt.cast %[[W1]] : tensor<256xf32> to tensor<256xbf16>
// CHECK: %[[C2:.*]] = mpt.cast %[[W2]] : tensor<64xf32> to tensor<64xbf16>
// CHECK: %[[G1:.*]] = mpt.all_gather %[[C1]] {ranks = 2 : i64} : tensor<256xbf16> -> tensor<512xbf16>
// CHECK: %[[WHOLE1:.*]] = mpt.reshape %[[G1]] : tensor<512xbf16> -> tensor<16x32xbf16>
// CHECK: mpt.matmul %{{.*}}, %[[WHOLE1]] {mpt.phase = "forward"}
// CHECK: mpt.all_gather %[[B1]] {ranks = 2 : i64} : tensor<16xf32> -> tensor<32xf32>
// CHECK: %[[G2:.*]] = mpt.all_gather %[[C2]] {ranks = 2 : i64} : tensor<64xbf16> -> tensor<128xbf16>
// CHECK: %[[WHOLE2:.*]] = mpt.reshape %[[G2]] : tensor<128xbf16> -> tensor<32x4xbf16>
// CHECK: mpt.matmul %{{.*}}, %[[WHOLE2]] {mpt.phase = "forward"}
// CHECK: %[[G2B:.*]] = mpt.all_gather %[[C2]] {ranks = 2 : i64} : tensor<64xbf16> -> tensor<128xbf16>
// CHECK: %[[WHOLE2B:.*]] = mpt.reshape %[[G2B]] : tensor<128xbf16> -> tensor<32x4xbf16>
// CHECK: mpt.matmul %{{.*}}, %[[WHOLE2B]] transpose_rhs {mpt.phase = "backward"}
// CHECK-NOT: mpt.matmul %{{.*}}, %[[WHOLE2]] {{.*}}backward
// CHECK: mpt.reduce_scatter %{{.*}} {ranks = 2 : i64, reduction = "average"} : tensor<676xf32> -> tensor<338xf32>
// CHECK-NOT: mpt.local_shard
// CHECK: %[[NEW:[^,]*]], {{.*}} = mpt.adam %[[W1]], %{{.*}} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i64>
// CHECK-NOT: mpt.all_gather
// CHECK: return %[[NEW]],
