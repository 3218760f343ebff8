// What mpt-loss-scaling produces passes mpt-check-training, and so does the
// whole pipeline's output (scaled gradients unscaled before clipping and the
// optimizers; the scaler state threaded).
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-loss-scaling -mpt-check-training | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-mixed-precision -mpt-check-training | FileCheck %s
// RUN: mpt-opt %S/../loss-scaling/dynamic.mlir -mpt-loss-scaling -mpt-check-training | FileCheck %s --check-prefix=CLIP
// CHECK-LABEL: func.func @train_step
// CHECK: mpt.update_loss_scale
// CLIP: mpt.clip_by_global_norm
