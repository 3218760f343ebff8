// Every mpt op round-trips through the pretty form, the generic form and
// bytecode, and prints back in its custom form.
// RUN: mpt-opt %s | mpt-opt | FileCheck %s
// RUN: mpt-opt %s --mlir-print-op-generic | mpt-opt | FileCheck %s
// RUN: mpt-opt %s --emit-bytecode | mpt-opt | FileCheck %s
// The generic form really is generic (so the second RUN line tests parsing it).
// RUN: mpt-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "mpt.matmul"
// GENERIC-NOT: mpt.matmul %

// CHECK-LABEL: func.func @matmuls
func.func @matmuls(%a: tensor<8x16xf16>, %b: tensor<16x4xf16>,
                   %bt: tensor<4x16xf16>, %at: tensor<16x8xbf16>,
                   %bb: tensor<16x4xbf16>, %x: tensor<3x8x16xf32>,
                   %y: tensor<3x4x16xf32>, %d: tensor<?x16xf32>,
                   %w: tensor<16x4xf32>) {
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf32>
  %0 = mpt.matmul %a, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf32>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf16>
  %1 = mpt.matmul %a, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf16>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} transpose_rhs : tensor<8x16xf16>, tensor<4x16xf16> -> tensor<8x4xf32>
  %2 = mpt.matmul %a, %bt transpose_rhs : tensor<8x16xf16>, tensor<4x16xf16> -> tensor<8x4xf32>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} transpose_lhs : tensor<16x8xbf16>, tensor<16x4xbf16> -> tensor<8x4xf32>
  %3 = mpt.matmul %at, %bb transpose_lhs : tensor<16x8xbf16>, tensor<16x4xbf16> -> tensor<8x4xf32>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} transpose_lhs transpose_rhs : tensor<16x8xf16>, tensor<4x16xf16> -> tensor<8x4xf32>
  %at16 = mpt.cast %at : tensor<16x8xbf16> to tensor<16x8xf16>
  %4 = mpt.matmul %at16, %bt transpose_lhs transpose_rhs : tensor<16x8xf16>, tensor<4x16xf16> -> tensor<8x4xf32>
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} transpose_rhs : tensor<3x8x16xf32>, tensor<3x4x16xf32> -> tensor<3x8x4xf32>
  %5 = mpt.matmul %x, %y transpose_rhs : tensor<3x8x16xf32>, tensor<3x4x16xf32> -> tensor<3x8x4xf32>
  // A dynamic batch dimension.
  // CHECK: mpt.matmul %{{.*}}, %{{.*}} : tensor<?x16xf32>, tensor<16x4xf32> -> tensor<?x4xf32>
  %6 = mpt.matmul %d, %w : tensor<?x16xf32>, tensor<16x4xf32> -> tensor<?x4xf32>
  return
}

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>,
                       %h: tensor<4x8xf16>, %bf: tensor<4x8xbf16>,
                       %d: tensor<?x8xf64>) {
  // CHECK: mpt.add %{{.*}}, %{{.*}} : tensor<4x8xf32>
  %0 = mpt.add %x, %y : tensor<4x8xf32>
  // CHECK: mpt.sub %{{.*}}, %{{.*}} : tensor<4x8xf32>
  %1 = mpt.sub %x, %y : tensor<4x8xf32>
  // CHECK: mpt.mul %{{.*}}, %{{.*}} : tensor<4x8xf16>
  %2 = mpt.mul %h, %h : tensor<4x8xf16>
  // CHECK: mpt.div %{{.*}}, %{{.*}} : tensor<4x8xbf16>
  %3 = mpt.div %bf, %bf : tensor<4x8xbf16>
  // CHECK: mpt.max %{{.*}}, %{{.*}} : tensor<?x8xf64>
  %4 = mpt.max %d, %d : tensor<?x8xf64>
  // CHECK: mpt.neg %{{.*}} : tensor<4x8xf32>
  %5 = mpt.neg %x : tensor<4x8xf32>
  // CHECK: mpt.exp %{{.*}} : tensor<4x8xf32>
  %6 = mpt.exp %x : tensor<4x8xf32>
  // CHECK: mpt.log %{{.*}} : tensor<4x8xf32>
  %7 = mpt.log %x : tensor<4x8xf32>
  // CHECK: mpt.tanh %{{.*}} : tensor<4x8xf16>
  %8 = mpt.tanh %h : tensor<4x8xf16>
  // CHECK: mpt.sigmoid %{{.*}} : tensor<4x8xf16>
  %9 = mpt.sigmoid %h : tensor<4x8xf16>
  // CHECK: mpt.relu %{{.*}} : tensor<4x8xbf16>
  %10 = mpt.relu %bf : tensor<4x8xbf16>
  // CHECK: mpt.gelu %{{.*}} : tensor<4x8xf32>
  %11 = mpt.gelu %x : tensor<4x8xf32>
  // CHECK: mpt.sqrt %{{.*}} : tensor<4x8xf32>
  %12 = mpt.sqrt %x : tensor<4x8xf32>
  // CHECK: mpt.rsqrt %{{.*}} : tensor<4x8xf32>
  %13 = mpt.rsqrt %x : tensor<4x8xf32>
  return
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%v: tensor<8xf32>, %x: tensor<4x8xf32>,
                  %img: tensor<2x3x4xf16>) {
  // CHECK: mpt.broadcast %{{.*}} dims = [0] : tensor<8xf32> -> tensor<4x8xf32>
  %0 = mpt.broadcast %v dims = [0] : tensor<8xf32> -> tensor<4x8xf32>
  // CHECK: mpt.broadcast %{{.*}} dims = [0, 2] : tensor<8xf32> -> tensor<2x8x3xf32>
  %1 = mpt.broadcast %v dims = [0, 2] : tensor<8xf32> -> tensor<2x8x3xf32>
  // CHECK: mpt.reduce_sum %{{.*}} dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %2 = mpt.reduce_sum %x dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  // CHECK: mpt.reduce_mean %{{.*}} dims = [0, 1] : tensor<4x8xf32> -> tensor<f32>
  %3 = mpt.reduce_mean %x dims = [0, 1] : tensor<4x8xf32> -> tensor<f32>
  // CHECK: mpt.reduce_max %{{.*}} dims = [1] : tensor<2x3x4xf16> -> tensor<2x4xf16>
  %4 = mpt.reduce_max %img dims = [1] : tensor<2x3x4xf16> -> tensor<2x4xf16>
  // CHECK: mpt.transpose %{{.*}} perm = [2, 0, 1] : tensor<2x3x4xf16> -> tensor<4x2x3xf16>
  %5 = mpt.transpose %img perm = [2, 0, 1] : tensor<2x3x4xf16> -> tensor<4x2x3xf16>
  // CHECK: mpt.reshape %{{.*}} : tensor<2x3x4xf16> -> tensor<2x12xf16>
  %6 = mpt.reshape %img : tensor<2x3x4xf16> -> tensor<2x12xf16>
  return
}

// CHECK-LABEL: func.func @normalisation_and_losses
func.func @normalisation_and_losses(%x: tensor<4x8xf32>, %g: tensor<8xf32>,
                                    %b: tensor<8xf32>, %t: tensor<2x4x8xf16>,
                                    %tg: tensor<4x8xf16>, %idx: tensor<4xi32>,
                                    %idx64: tensor<2x4xi64>,
                                    %p: tensor<4x8xf32>) {
  // CHECK: mpt.softmax %{{.*}} dim = 1 : tensor<4x8xf32>
  %0 = mpt.softmax %x dim = 1 : tensor<4x8xf32>
  // CHECK: mpt.layer_norm %{{.*}}, %{{.*}}, %{{.*}} axis = 1 : tensor<4x8xf32>, tensor<8xf32>
  %1 = mpt.layer_norm %x, %g, %b axis = 1 : tensor<4x8xf32>, tensor<8xf32>
  // CHECK: mpt.layer_norm %{{.*}}, %{{.*}}, %{{.*}} axis = 1 {epsilon = 1.000000e-03 : f64} : tensor<2x4x8xf16>, tensor<4x8xf16>
  %2 = mpt.layer_norm %t, %tg, %tg axis = 1 {epsilon = 1.0e-3 : f64} : tensor<2x4x8xf16>, tensor<4x8xf16>
  // CHECK: mpt.softmax_cross_entropy %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4xi32>
  %3 = mpt.softmax_cross_entropy %x, %idx : tensor<4x8xf32>, tensor<4xi32>
  // CHECK: mpt.softmax_cross_entropy %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>
  %4 = mpt.softmax_cross_entropy %x, %p : tensor<4x8xf32>, tensor<4x8xf32>
  // CHECK: mpt.softmax_cross_entropy %{{.*}}, %{{.*}} : tensor<2x4x8xf16>, tensor<2x4xi64>
  %5 = mpt.softmax_cross_entropy %t, %idx64 : tensor<2x4x8xf16>, tensor<2x4xi64>
  // CHECK: mpt.mse_loss %{{.*}}, %{{.*}} : tensor<4x8xf32>
  %6 = mpt.mse_loss %x, %p : tensor<4x8xf32>
  return
}

// CHECK-LABEL: func.func @casts
func.func @casts(%x: tensor<4x8xf32>, %h: tensor<?x8xf16>) {
  // CHECK: mpt.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xf16>
  %0 = mpt.cast %x : tensor<4x8xf32> to tensor<4x8xf16>
  // CHECK: mpt.cast %{{.*}} : tensor<4x8xf32> to tensor<4x8xbf16>
  %1 = mpt.cast %x : tensor<4x8xf32> to tensor<4x8xbf16>
  // CHECK: mpt.cast %{{.*}} : tensor<?x8xf16> to tensor<?x8xf32>
  %2 = mpt.cast %h : tensor<?x8xf16> to tensor<?x8xf32>
  return
}

func.func private @loss_fn(%w: tensor<8x4xf32>, %b: tensor<4xf32>,
                           %x: tensor<2x8xf32>) -> tensor<f32>

// CHECK-LABEL: func.func @training
func.func @training(%w: tensor<8x4xf32>, %b: tensor<4xf32>,
                    %x: tensor<2x8xf32>, %scale: tensor<f32>,
                    %gt: tensor<i32>, %ht: tensor<i32>, %lr: tensor<f32>,
                    %g16: tensor<8x4xf16>, %m: tensor<8x4xf32>,
                    %v: tensor<8x4xf32>, %t: tensor<i64>) {
  // CHECK: mpt.value_and_grad @loss_fn(%{{.*}}, %{{.*}}, %{{.*}}) wrt [0, 1] : (tensor<8x4xf32>, tensor<4xf32>, tensor<2x8xf32>) -> (tensor<f32>, tensor<8x4xf32>, tensor<4xf32>)
  %l, %gw, %gb = mpt.value_and_grad @loss_fn(%w, %b, %x) wrt [0, 1]
      : (tensor<8x4xf32>, tensor<4xf32>, tensor<2x8xf32>)
      -> (tensor<f32>, tensor<8x4xf32>, tensor<4xf32>)
  // CHECK: mpt.value_and_grad @loss_fn(%{{.*}}, %{{.*}}, %{{.*}}) wrt [1] seed %{{.*}} : (tensor<8x4xf32>, tensor<4xf32>, tensor<2x8xf32>) -> (tensor<f32>, tensor<4xf32>)
  %l2, %gb2 = mpt.value_and_grad @loss_fn(%w, %b, %x) wrt [1] seed %scale
      : (tensor<8x4xf32>, tensor<4xf32>, tensor<2x8xf32>)
      -> (tensor<f32>, tensor<4xf32>)
  // CHECK: mpt.scale_loss %{{.*}}, %{{.*}}{{$}}
  %sl = mpt.scale_loss %l, %scale
  // CHECK: mpt.unscale %{{.*}}, %{{.*}} : tensor<8x4xf16> -> tensor<8x4xf32>
  %u = mpt.unscale %g16, %scale : tensor<8x4xf16> -> tensor<8x4xf32>
  // CHECK: mpt.all_finite %{{.*}}, %{{.*}} : tensor<8x4xf16>, tensor<4xf32>
  %ok = mpt.all_finite %g16, %gb : tensor<8x4xf16>, tensor<4xf32>
  // CHECK: mpt.update_loss_scale %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}{{$}}
  %s1, %g1, %h1 = mpt.update_loss_scale %scale, %gt, %ht, %ok
  // CHECK: mpt.update_loss_scale %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {growth_interval = 1000 : i64, hysteresis = 2 : i64, min_scale = 1.280000e+02 : f64}
  %s2, %g2, %h2 = mpt.update_loss_scale %scale, %gt, %ht, %ok
      {growth_interval = 1000 : i64, hysteresis = 2 : i64, min_scale = 128.0 : f64}
  // CHECK: mpt.update_loss_scale %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {consecutive_hysteresis = true, hysteresis = 2 : i64}
  %s3, %g3, %h3 = mpt.update_loss_scale %scale, %gt, %ht, %ok
      {consecutive_hysteresis = true, hysteresis = 2 : i64}
  // CHECK: mpt.global_norm %{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<4xf32>
  %n = mpt.global_norm %gw, %gb : tensor<8x4xf32>, tensor<4xf32>
  // CHECK: mpt.clip_by_global_norm %{{.*}}, %{{.*}} max_norm = 1.000000e+00 : tensor<8x4xf32>, tensor<4xf32>
  %c:2 = mpt.clip_by_global_norm %gw, %gb max_norm = 1.0 : tensor<8x4xf32>, tensor<4xf32>
  // CHECK: mpt.sgd %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<8x4xf32>
  %w1 = mpt.sgd %w, %c#0, %lr : tensor<8x4xf32>, tensor<8x4xf32>
  // CHECK: mpt.sgd %{{.*}}, %{{.*}}, %{{.*}} {weight_decay = 1.000000e-04 : f64} : tensor<8x4xf32>, tensor<8x4xf16>
  %w2 = mpt.sgd %w, %g16, %lr {weight_decay = 1.0e-4 : f64} : tensor<8x4xf32>, tensor<8x4xf16>
  // CHECK: %{{.*}}, %{{.*}} = mpt.sgd %{{.*}}, %{{.*}}, %{{.*}} velocity %{{.*}} {momentum = 9.000000e-01 : f64, nesterov} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  %w5, %v5 = mpt.sgd %w, %c#0, %lr velocity %w {momentum = 0.9 : f64, nesterov} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  // CHECK: mpt.adam %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>
  %w3, %m3, %v3, %t3 = mpt.adam %w, %gw, %m, %v, %t, %lr
      : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>
  // CHECK: mpt.adam {{.*}} {beta1 = 8.000000e-01 : f64, weight_decay = 0.000000e+00 : f64} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<i32>
  %w4, %m4, %v4, %t4 = mpt.adam %w, %gw, %m, %v, %gt, %lr {beta1 = 0.8 : f64, weight_decay = 0.0 : f64}
      : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<i32>
  // CHECK: mpt.lion %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  %w6, %m6 = mpt.lion %w, %gw, %m, %lr : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  // CHECK: mpt.lion {{.*}} {beta2 = 5.000000e-01 : f64, weight_decay = 1.000000e-01 : f64} : tensor<8x4xf32>, tensor<8x4xf16>, tensor<8x4xf32>
  %w7, %m7 = mpt.lion %w, %g16, %m, %lr {beta2 = 0.5 : f64, weight_decay = 0.1 : f64} : tensor<8x4xf32>, tensor<8x4xf16>, tensor<8x4xf32>
  return
}

// Training-state attributes and op attributes that the dialect verifies.
// CHECK-LABEL: func.func @step
// CHECK-SAME: {mpt.role = "param"}
// CHECK-SAME: {mpt.init = dense<6.553600e+04> : tensor<f32>, mpt.role = "loss_scale"}
// CHECK-SAME: {mpt.updates = 0 : i64}
// CHECK-SAME: {mpt.grad_of = 0 : i64}
func.func @step(%w: tensor<8x4xf32> {mpt.role = "param"},
                %s: tensor<f32> {mpt.role = "loss_scale", mpt.init = dense<65536.0> : tensor<f32>})
    -> (tensor<8x4xf32> {mpt.updates = 0 : i64}, tensor<8x4xf16> {mpt.grad_of = 0 : i64}) {
  // CHECK: mpt.cast {{.*}} {mpt.phase = "forward", mpt.precision = "f16"}
  %h = mpt.cast %w {mpt.precision = "f16", mpt.phase = "forward"} : tensor<8x4xf32> to tensor<8x4xf16>
  return %w, %h : tensor<8x4xf32>, tensor<8x4xf16>
}

// Results a runner reports.
// CHECK-LABEL: func.func private @metrics
// CHECK-SAME: (tensor<f32> {mpt.metric = "loss"}, tensor<i1> {mpt.metric = "grads_finite"}, tensor<f32> {mpt.metric = "grad_zero_fraction"})
func.func private @metrics() -> (tensor<f32> {mpt.metric = "loss"},
    tensor<i1> {mpt.metric = "grads_finite"},
    tensor<f32> {mpt.metric = "grad_zero_fraction"})
