// Accumulating micro-batches, the ranks communicate only when the effective
// batch ends: mpt-loss-scaling tags the boundary flag
// (mpt.micro_batch_boundary) and mpt-data-parallel puts the gradients'
// collective under it. Off the boundary a rank keeps its own accumulated
// sum (plain: the bucket itself; ZeRO-2: its slice of it, and its own
// all-finite flag), which nothing but the discarded scaler update and the
// metrics read. The loss is averaged at every call.
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam.mlir --mpt-mixed-precision="compute-type=f16 micro-batches=2 loss-scaling=dynamic data-parallel=true ranks=2" | FileCheck %s
// RUN: mpt-opt %S/../../../Tools/mpt-run/Inputs/small_mlp_adam.mlir --mpt-mixed-precision="compute-type=f16 micro-batches=2 loss-scaling=dynamic data-parallel=true shard=gradients ranks=2" | FileCheck %s --check-prefix=ZERO2

// CHECK-LABEL: func.func @train_step
// CHECK: %[[BOUNDARY:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} {mpt.micro_batch_boundary} : tensor<i32>
// CHECK: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<f32>
// CHECK: %[[AT:.*]] = tensor.extract %[[BOUNDARY]][] : tensor<i1>
// CHECK: %[[AVG:.*]] = scf.if %[[AT]] -> (tensor<676xf32>) {
// CHECK-NEXT: %[[SUM:.*]] = mpt.all_reduce %[[BUCKET:.*]] {reduction = "average"} : tensor<676xf32>
// CHECK-NEXT: scf.yield %[[SUM]] : tensor<676xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[BUCKET]] : tensor<676xf32>
// CHECK-NOT: mpt.all_reduce %{{.*}} : tensor<676xf32>
// CHECK: return

// ZERO2-LABEL: func.func @train_step
// ZERO2: %[[BOUNDARY:.*]] = arith.cmpi sge, {{.*}} {mpt.micro_batch_boundary}
// ZERO2: %[[AT:.*]] = tensor.extract %[[BOUNDARY]][] : tensor<i1>
// ZERO2: scf.if %[[AT]] -> (tensor<338xf32>) {
// ZERO2-NEXT: %[[MINE:.*]] = mpt.reduce_scatter %[[BUCKET:.*]] {ranks = 2 : i64, reduction = "average"} : tensor<676xf32> -> tensor<338xf32>
// ZERO2-NEXT: scf.yield %[[MINE]]
// ZERO2-NEXT: } else {
// ZERO2-NEXT: %[[OWN:.*]] = mpt.local_shard %[[BUCKET]] {ranks = 2 : i64} : tensor<676xf32> -> tensor<338xf32>
// ZERO2-NEXT: scf.yield %[[OWN]]
// ZERO2: %[[LOCAL:.*]] = mpt.all_finite
// ZERO2: %[[OK:.*]] = scf.if %[[AT2:.*]] -> (tensor<i1>) {
// ZERO2-NEXT: %[[ALL:.*]] = mpt.all_reduce %[[LOCAL]] {reduction = "all"} : tensor<i1>
// ZERO2-NEXT: scf.yield %[[ALL]]
// ZERO2-NEXT: } else {
// ZERO2-NEXT: scf.yield %[[LOCAL]]
// ZERO2: mpt.update_loss_scale {{.*}}%[[OK]]
// ZERO2-NOT: mpt.reduce_scatter
// ZERO2: return
