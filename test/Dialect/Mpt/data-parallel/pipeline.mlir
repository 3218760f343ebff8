// mpt-mixed-precision{data-parallel=true} on the example MLP: after autodiff
// the loss scaling's unscales follow each gradient, and the pass moves them
// (and the all-finite check) after the one bucket's all-reduce. With FP8,
// the six amaxes that update the scaling state are combined with max in one
// all-reduce before any update reads them.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=f16 data-parallel=true" | FileCheck %s --check-prefix=F16
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none data-parallel=true reduce-type=bf16" | FileCheck %s --check-prefix=FP8

// F16-LABEL: func.func @train_step
// F16: mpt.softmax_cross_entropy
// F16-NEXT: mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<f32>
// F16-NOT: mpt.unscale
// F16-NOT: mpt.all_finite
// F16: %[[SUM:.*]] = mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<203530xf32>
// F16-NOT: mpt.all_reduce
// F16: mpt.unscale
// F16: mpt.all_finite
// F16-NOT: mpt.all_reduce
// F16: return

// FP8-LABEL: func.func @train_step
// FP8-NOT: mpt.update_fp8_scale
// FP8: %[[AMAX:.*]] = mpt.all_reduce %{{.*}} {reduction = "max"} : tensor<6xf32>
// FP8-COUNT-6: mpt.update_fp8_scale
// FP8-NOT: mpt.update_fp8_scale
// FP8: mpt.all_reduce %{{.*}} {reduction = "average", wire_type = bf16} : tensor<203530xf32>
// FP8-NOT: mpt.update_fp8_scale
// FP8: mpt.all_finite
// FP8: return
