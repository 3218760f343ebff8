// mpt-mixed-precision forwards the scaler's options and micro-batches to
// mpt-loss-scaling.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="init-scale=1024 growth-factor=4 backoff-factor=0.25 growth-interval=3 hysteresis=2 min-scale=2 max-scale=4096" | FileCheck %s
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="hysteresis=2 consecutive-hysteresis=true" | FileCheck %s --check-prefix=CONSECUTIVE
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="micro-batches=4" | FileCheck %s --check-prefix=ACC
// RUN: not mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision="compute-type=bf16 micro-batches=4" 2>&1 | FileCheck %s --check-prefix=BF16

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: {mpt.init = dense<1.024000e+03> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK-SAME: {mpt.init = dense<2> : tensor<i32>, mpt.role = "loss_scale"}
// CHECK: mpt.update_loss_scale {{.*}} {backoff_factor = 2.500000e-01 : f64, growth_factor = 4.000000e+00 : f64, growth_interval = 3 : i64, hysteresis = 2 : i64, max_scale = 4.096000e+03 : f64, min_scale = 2.000000e+00 : f64}

// Off by default: the attribute is left out.
// CHECK-NOT: consecutive_hysteresis
// CONSECUTIVE: mpt.update_loss_scale {{.*}} {consecutive_hysteresis = true, hysteresis = 2 : i64}

// ACC-LABEL: func.func @train_step
// ACC-SAME: {mpt.init = dense<0> : tensor<i32>, mpt.role = "step"}
// ACC: %[[QUARTER:.*]] = arith.constant dense<2.500000e-01> : tensor<784x256xf32>
// ACC: arith.cmpi sge, %{{.*}}, %{{.*}} : tensor<i32>
// ACC: %[[U:.*]] = mpt.unscale %{{.*}} : tensor<784x256xf32> -> tensor<784x256xf32>
// ACC: mpt.mul %[[U]], %[[QUARTER]]

// BF16: error: mpt-loss-scaling: accumulating micro-batches needs mode static or dynamic
