// What mpt-loss-scaling produces passes mpt-check-training, and so does the
// whole pipeline's output (scaled gradients unscaled before clipping and the
// optimizers; the scaler state threaded).
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-loss-scaling -mpt-check-training | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-mixed-precision -mpt-check-training | FileCheck %s
// RUN: mpt-opt %S/../loss-scaling/dynamic.mlir -mpt-loss-scaling -mpt-check-training | FileCheck %s --check-prefix=CLIP
// FP8 with either scaling: the scales of scaled gradients are no unscaling
// (the contraction's result is divided by them again), and the FP8 state is
// threaded.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-mixed-precision="compute-type=fp8 fp8-scaling=current" -mpt-check-training | FileCheck %s --check-prefix=FP8
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir -mpt-mixed-precision=compute-type=fp8 -mpt-check-training | FileCheck %s --check-prefix=FP8
// FP8-LABEL: func.func @train_step
// FP8: mpt.update_fp8_scale
// FP8: mpt.update_loss_scale
// CHECK-LABEL: func.func @train_step
// CHECK: mpt.update_loss_scale
// CLIP: mpt.clip_by_global_norm
