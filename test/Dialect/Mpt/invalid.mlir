// Every verifier error of the mpt ops. Ops with inferred result types report
// the specific error, then the type-inference interface's generic one.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @matmul_rank(%a: tensor<8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{expects operands of rank at least 2, got rank 1}}
  %0 = mpt.matmul %a, %b : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return
}

// -----

func.func @matmul_unequal_ranks(%a: tensor<2x8x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{expects lhs, rhs and result of equal rank, got 3, 2 and 3}}
  %0 = mpt.matmul %a, %b : tensor<2x8x4xf32>, tensor<4x3xf32> -> tensor<2x8x3xf32>
  return
}

// -----

func.func @matmul_mixed_operands(%a: tensor<8x4xf16>, %b: tensor<4x3xbf16>) {
  // expected-error @+1 {{expects lhs and rhs of one element type, got 'f16' and 'bf16'}}
  %0 = mpt.matmul %a, %b : tensor<8x4xf16>, tensor<4x3xbf16> -> tensor<8x3xf32>
  return
}

// -----

func.func @matmul_narrow_accumulator(%a: tensor<8x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{cannot accumulate 'f32' products in 'f16'}}
  %0 = mpt.matmul %a, %b : tensor<8x4xf32>, tensor<4x3xf32> -> tensor<8x3xf16>
  return
}

// -----

func.func @matmul_bf16_into_f16(%a: tensor<8x4xbf16>, %b: tensor<4x3xbf16>) {
  // expected-error @+1 {{cannot accumulate 'bf16' products in 'f16'}}
  %0 = mpt.matmul %a, %b : tensor<8x4xbf16>, tensor<4x3xbf16> -> tensor<8x3xf16>
  return
}

// -----

func.func @matmul_batch(%a: tensor<2x8x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{batch dimension 0 differs: lhs 2, rhs 3, result 2}}
  %0 = mpt.matmul %a, %b : tensor<2x8x4xf32>, tensor<3x4x5xf32> -> tensor<2x8x5xf32>
  return
}

// -----

func.func @matmul_contraction(%a: tensor<8x4xf32>, %b: tensor<5x3xf32>) {
  // expected-error @+1 {{contraction dimensions differ: lhs has 4, rhs has 5}}
  %0 = mpt.matmul %a, %b : tensor<8x4xf32>, tensor<5x3xf32> -> tensor<8x3xf32>
  return
}

// -----

func.func @matmul_transposed_contraction(%a: tensor<8x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{contraction dimensions differ: lhs has 4, rhs has 3}}
  %0 = mpt.matmul %a, %b transpose_rhs : tensor<8x4xf32>, tensor<4x3xf32> -> tensor<8x4xf32>
  return
}

// -----

func.func @matmul_result(%a: tensor<8x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{expects result matrix 8x3, got 3x8}}
  %0 = mpt.matmul %a, %b : tensor<8x4xf32>, tensor<4x3xf32> -> tensor<3x8xf32>
  return
}

// -----

func.func @elementwise_integer(%a: tensor<4xi32>) {
  // expected-error @+1 {{must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values}}
  %0 = mpt.exp %a : tensor<4xi32>
  return
}

// -----

func.func @elementwise_mixed(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "mpt.add"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_element_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{expects the result to keep the element type 'f32', got 'f16'}}
  %0 = mpt.broadcast %a dims = [0] : tensor<4xf32> -> tensor<2x4xf16>
  return
}

// -----

func.func @broadcast_rank(%a: tensor<4xf32>) {
  // expected-error @+1 {{expects result rank 3 to be the input rank 1 plus the 1 broadcast dims}}
  %0 = mpt.broadcast %a dims = [0] : tensor<4xf32> -> tensor<2x3x4xf32>
  return
}

// -----

func.func @broadcast_out_of_range(%a: tensor<4xf32>) {
  // expected-error @+1 {{broadcast dimension 2 is out of range for rank 2}}
  %0 = mpt.broadcast %a dims = [2] : tensor<4xf32> -> tensor<4x2xf32>
  return
}

// -----

func.func @broadcast_unsorted(%a: tensor<4xf32>) {
  // expected-error @+1 {{broadcast dimensions must be strictly increasing, got [2, 0]}}
  %0 = mpt.broadcast %a dims = [2, 0] : tensor<4xf32> -> tensor<2x4x3xf32>
  return
}

// -----

func.func @broadcast_extent(%a: tensor<4xf32>) {
  // expected-error @+1 {{result dimension 0 (5) differs from input dimension 0 (4)}}
  %0 = mpt.broadcast %a dims = [1] : tensor<4xf32> -> tensor<5x2xf32>
  return
}

// -----

func.func @reduce_out_of_range(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.reduce_sum' op reduction dimension 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.reduce_sum %a dims = [2] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reduce_duplicate(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.reduce_mean' op reduction dimensions must be strictly increasing, got [1, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.reduce_mean %a dims = [1, 1] : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_result(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.reduce_max' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.reduce_max %a dims = [1] : tensor<4x8xf32> -> tensor<8xf32>
  return
}

// -----

func.func @transpose_size(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.transpose' op perm [0] has 1 entries for an input of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.transpose %a perm = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_not_permutation(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.transpose' op perm [1, 1] is not a permutation of [0, 2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.transpose %a perm = [1, 1] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @transpose_result(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{'mpt.transpose' op inferred type(s) 'tensor<8x4xf32>' are incompatible with return type(s) of operation 'tensor<4x8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = mpt.transpose %a perm = [1, 0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reshape_element_type(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{expects the result to keep the element type 'f32', got 'bf16'}}
  %0 = mpt.reshape %a : tensor<4x8xf32> -> tensor<32xbf16>
  return
}

// -----

func.func @reshape_count(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{cannot reshape 32 elements into 30}}
  %0 = mpt.reshape %a : tensor<4x8xf32> -> tensor<5x6xf32>
  return
}

// -----

func.func @softmax_dim(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{dim 2 is out of range for rank 2}}
  %0 = mpt.softmax %a dim = 2 : tensor<4x8xf32>
  return
}

// -----

func.func @softmax_negative_dim(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{dim -1 is out of range for rank 2}}
  %0 = mpt.softmax %a dim = -1 : tensor<4x8xf32>
  return
}

// -----

func.func @layer_norm_axis(%a: tensor<4x8xf32>, %g: tensor<8xf32>) {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %0 = mpt.layer_norm %a, %g, %g axis = 2 : tensor<4x8xf32>, tensor<8xf32>
  return
}

// -----

func.func @layer_norm_gamma_type(%a: tensor<4x8xf32>, %g: tensor<8xf16>) {
  // expected-error @+1 {{expects gamma and beta of the input's element type 'f32', got 'f16'}}
  %0 = mpt.layer_norm %a, %g, %g axis = 1 : tensor<4x8xf32>, tensor<8xf16>
  return
}

// -----

func.func @layer_norm_gamma_shape(%a: tensor<4x8xf32>, %g: tensor<8xf32>) {
  // expected-error @+1 {{expects gamma and beta of the normalised shape [4, 8], got 'tensor<8xf32>'}}
  %0 = mpt.layer_norm %a, %g, %g axis = 0 : tensor<4x8xf32>, tensor<8xf32>
  return
}

// -----

func.func @layer_norm_epsilon(%a: tensor<4x8xf32>, %g: tensor<8xf32>) {
  // expected-error @+1 {{expects a positive epsilon, got 0}}
  %0 = mpt.layer_norm %a, %g, %g axis = 1 {epsilon = 0.0 : f64} : tensor<4x8xf32>, tensor<8xf32>
  return
}

// -----

func.func @cross_entropy_scalar_logits(%a: tensor<f32>, %l: tensor<i32>) {
  // expected-error @+1 {{expects logits of rank at least 1 (classes last)}}
  %0 = mpt.softmax_cross_entropy %a, %l : tensor<f32>, tensor<i32>
  return
}

// -----

func.func @cross_entropy_distribution(%a: tensor<4x8xf32>, %l: tensor<4x8xf16>) {
  // expected-error @+1 {{expects a label distribution of the logits' type 'tensor<4x8xf32>', got 'tensor<4x8xf16>'}}
  %0 = mpt.softmax_cross_entropy %a, %l : tensor<4x8xf32>, tensor<4x8xf16>
  return
}

// -----

func.func @cross_entropy_indices(%a: tensor<4x8xf32>, %l: tensor<8xi32>) {
  // expected-error @+1 {{expects class indices of the batch shape [4], got 'tensor<8xi32>'}}
  %0 = mpt.softmax_cross_entropy %a, %l : tensor<4x8xf32>, tensor<8xi32>
  return
}

// -----

func.func @loss_not_scalar(%a: tensor<4xf32>) {
  // expected-error @+1 {{result #0 must be 0D tensor of 32-bit float values}}
  %0 = "mpt.mse_loss"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @cast_shape(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'mpt.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<8x4xf16>' are cast incompatible}}
  %0 = mpt.cast %a : tensor<4x8xf32> to tensor<8x4xf16>
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_no_wrt(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{expects at least one 'wrt' argument index}}
  %0 = mpt.value_and_grad @f(%a, %l) wrt [] : (tensor<4xf32>, tensor<4xi32>) -> tensor<f32>
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_wrt_range(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{'wrt' index 2 is out of range for 2 arguments}}
  %0:2 = mpt.value_and_grad @f(%a, %l) wrt [2] : (tensor<4xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xf32>) -> tensor<f32>

func.func @vag_wrt_order(%a: tensor<4xf32>) {
  // expected-error @+1 {{'wrt' indices must be strictly increasing, got [1, 0]}}
  %0:3 = mpt.value_and_grad @f(%a, %a) wrt [1, 0] : (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_wrt_integer(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{cannot differentiate with respect to argument 1 of non-float type 'tensor<4xi32>'}}
  %0:2 = mpt.value_and_grad @f(%a, %l) wrt [1] : (tensor<4xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<4xi32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_result_count(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{expects at least 2 results (the loss, auxiliary values and 1 gradients), got 1}}
  %0 = mpt.value_and_grad @f(%a, %l) wrt [0] : (tensor<4xf32>, tensor<4xi32>) -> tensor<f32>
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_loss_type(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{expects the loss result to be tensor<f32>, got 'tensor<4xf32>'}}
  %0:2 = mpt.value_and_grad @f(%a, %l) wrt [0] : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_grad_type(%a: tensor<4xf32>, %l: tensor<4xi32>) {
  // expected-error @+1 {{gradient result #1 has type 'tensor<4xf16>' but its argument 0 has type 'tensor<4xf32>'}}
  %0:2 = mpt.value_and_grad @f(%a, %l) wrt [0] : (tensor<4xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<4xf16>)
  return
}

// -----

func.func @vag_no_callee(%a: tensor<4xf32>) {
  // expected-error @+1 {{'missing' does not reference a function in scope}}
  %0:2 = mpt.value_and_grad @missing(%a) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_arg_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{passes 1 arguments to 'f', which takes 2}}
  %0:2 = mpt.value_and_grad @f(%a) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>, tensor<4xi32>) -> tensor<f32>

func.func @vag_arg_type(%a: tensor<4xf32>, %l: tensor<4xi64>) {
  // expected-error @+1 {{argument 1 has type 'tensor<4xi64>' but 'f' expects 'tensor<4xi32>'}}
  %0:2 = mpt.value_and_grad @f(%a, %l) wrt [0] : (tensor<4xf32>, tensor<4xi64>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>) -> (tensor<f32>, tensor<3xf32>)

func.func @vag_auxiliary_missing(%a: tensor<4xf32>) {
  // expected-error @+1 {{returns () after the loss, but 'f' returns ('tensor<3xf32>') after it}}
  %0:2 = mpt.value_and_grad @f(%a) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>) -> (tensor<f32>, tensor<3xf32>)

func.func @vag_auxiliary_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{returns ('tensor<3xf16>') after the loss, but 'f' returns ('tensor<3xf32>') after it}}
  %0:3 = mpt.value_and_grad @f(%a) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<3xf16>, tensor<4xf32>)
  return
}

// -----

func.func private @f(tensor<4xf32>) -> tensor<4xf32>

func.func @vag_non_scalar_loss(%a: tensor<4xf32>) {
  // expected-error @+1 {{expects 'f' to return a scalar tensor<f32> loss first, but it returns ('tensor<4xf32>')}}
  %0:2 = mpt.value_and_grad @f(%a) wrt [0] : (tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
  return
}

// -----

func.func @unscale_shape(%g: tensor<4xf16>, %s: tensor<f32>) {
  // expected-error @+1 {{expects the result to keep the gradient's shape, got 'tensor<4xf16>' -> 'tensor<5xf32>'}}
  %0 = mpt.unscale %g, %s : tensor<4xf16> -> tensor<5xf32>
  return
}

// -----

func.func @unscale_narrow(%g: tensor<4xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{unscales in 'f16', which cannot represent 'f32' exactly; unscale into FP32 (or wider)}}
  %0 = mpt.unscale %g, %s : tensor<4xf32> -> tensor<4xf16>
  return
}

// -----

func.func @all_finite_empty() {
  // expected-error @+1 {{expects at least one input}}
  %0 = "mpt.all_finite"() : () -> tensor<i1>
  return
}

// -----

func.func @scaler_growth(%s: tensor<f32>, %c: tensor<i32>, %f: tensor<i1>) {
  // expected-error @+1 {{expects growth_factor > 1, got 1}}
  %0:3 = mpt.update_loss_scale %s, %c, %c, %f {growth_factor = 1.0 : f64}
  return
}

// -----

func.func @scaler_backoff(%s: tensor<f32>, %c: tensor<i32>, %f: tensor<i1>) {
  // expected-error @+1 {{expects backoff_factor in (0, 1), got 2}}
  %0:3 = mpt.update_loss_scale %s, %c, %c, %f {backoff_factor = 2.0 : f64}
  return
}

// -----

func.func @scaler_interval(%s: tensor<f32>, %c: tensor<i32>, %f: tensor<i1>) {
  // expected-error @+1 {{expects growth_interval >= 1, got -5}}
  %0:3 = mpt.update_loss_scale %s, %c, %c, %f {growth_interval = -5 : i64}
  return
}

// -----

func.func @scaler_hysteresis(%s: tensor<f32>, %c: tensor<i32>, %f: tensor<i1>) {
  // expected-error @+1 {{expects hysteresis >= 1, got 0}}
  %0:3 = mpt.update_loss_scale %s, %c, %c, %f {hysteresis = 0 : i64}
  return
}

// -----

func.func @scaler_bounds(%s: tensor<f32>, %c: tensor<i32>, %f: tensor<i1>) {
  // expected-error @+1 {{expects 0 < min_scale <= max_scale < inf, got 1.024000e+03 and 5.120000e+02}}
  %0:3 = mpt.update_loss_scale %s, %c, %c, %f {min_scale = 1024.0 : f64, max_scale = 512.0 : f64}
  return
}

// -----

func.func @global_norm_empty() {
  // expected-error @+1 {{expects at least one input}}
  %0 = "mpt.global_norm"() : () -> tensor<f32>
  return
}

// -----

func.func @clip_empty() {
  // expected-error @+1 {{expects at least one input}}
  "mpt.clip_by_global_norm"() {max_norm = 1.0 : f64} : () -> ()
  return
}

// -----

func.func @clip_max_norm(%g: tensor<4xf32>) {
  // expected-error @+1 {{expects a positive finite max_norm, got -1}}
  %0 = mpt.clip_by_global_norm %g max_norm = -1.0 : tensor<4xf32>
  return
}

// -----

func.func @sgd_grad_shape(%w: tensor<4x8xf32>, %g: tensor<8x4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects a gradient of the parameter's shape, got 'tensor<8x4xf32>' for parameter 'tensor<4x8xf32>'}}
  %0 = mpt.sgd %w, %g, %lr : tensor<4x8xf32>, tensor<8x4xf32>
  return
}

// -----

func.func @sgd_weight_decay(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects weight_decay >= 0 and finite, got -5.000000e-01}}
  %0 = mpt.sgd %w, %w, %lr {weight_decay = -0.5 : f64} : tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @sgd_momentum_without_velocity(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{has momentum but no velocity operand to keep it in}}
  %0 = mpt.sgd %w, %w, %lr {momentum = 0.9 : f64} : tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @sgd_nesterov_without_momentum(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{uses Nesterov momentum with momentum 0}}
  %0:2 = mpt.sgd %w, %w, %lr velocity %w {nesterov} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @sgd_negative_momentum(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects momentum >= 0 and finite, got -9.000000e-01}}
  %0:2 = mpt.sgd %w, %w, %lr velocity %w {momentum = -0.9 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @sgd_new_velocity_without_velocity(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{returns a new velocity but takes none}}
  %0:2 = "mpt.sgd"(%w, %w, %lr) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @sgd_velocity_type_without_operand(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{a velocity type without a velocity operand}}
  %0 = mpt.sgd %w, %w, %lr : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @sgd_velocity_shape(%w: tensor<4xf32>, %v: tensor<5xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects optimizer state (operand #3) of the parameter's shape, got 'tensor<5xf32>' for parameter 'tensor<4xf32>'}}
  %0:2 = mpt.sgd %w, %w, %lr velocity %v {momentum = 0.9 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<5xf32>
  return
}

// -----

func.func @adam_grad_shape(%w: tensor<4xf32>, %g: tensor<5xf32>, %t: tensor<i64>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects a gradient of the parameter's shape}}
  %0:4 = mpt.adam %w, %g, %w, %w, %t, %lr : tensor<4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<i64>
  return
}

// -----

func.func @adam_moment_shape(%w: tensor<4xf32>, %m: tensor<5xf32>, %t: tensor<i64>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects optimizer state (operand #2) of the parameter's shape, got 'tensor<5xf32>' for parameter 'tensor<4xf32>'}}
  %0:4 = mpt.adam %w, %w, %m, %m, %t, %lr : tensor<4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<i64>
  return
}

// -----

func.func @adam_beta(%w: tensor<4xf32>, %t: tensor<i64>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects beta2 in [0, 1), got 1}}
  %0:4 = mpt.adam %w, %w, %w, %w, %t, %lr {beta2 = 1.0 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  return
}

// -----

func.func @adam_epsilon(%w: tensor<4xf32>, %t: tensor<i64>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects a positive finite epsilon, got 0}}
  %0:4 = mpt.adam %w, %w, %w, %w, %t, %lr {epsilon = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  return
}

// -----

func.func @adam_weight_decay(%w: tensor<4xf32>, %t: tensor<i64>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects weight_decay >= 0 and finite, got -1}}
  %0:4 = mpt.adam %w, %w, %w, %w, %t, %lr {weight_decay = -1.0 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  return
}

// -----

// OptimizerOpInterface's contract: one result per state, each in its type.
func.func @optimizer_missing_state_result(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{returns 1 results; expected the updated parameter, then 1 updated states}}
  %0 = "mpt.sgd"(%w, %w, %lr, %w) {momentum = 0.9 : f64} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @optimizer_state_result_type(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{must return updated state #0 in its type 'tensor<4xf32>'}}
  %0:2 = "mpt.sgd"(%w, %w, %lr, %w) {momentum = 0.9 : f64} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf16>)
  return
}

// -----

func.func @lion_grad_shape(%w: tensor<4xf32>, %g: tensor<5xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects a gradient of the parameter's shape, got 'tensor<5xf32>' for parameter 'tensor<4xf32>'}}
  %0:2 = mpt.lion %w, %g, %w, %lr : tensor<4xf32>, tensor<5xf32>, tensor<4xf32>
  return
}

// -----

func.func @lion_momentum_shape(%w: tensor<4xf32>, %m: tensor<2x2xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects optimizer state (operand #2) of the parameter's shape, got 'tensor<2x2xf32>'}}
  %0:2 = mpt.lion %w, %w, %m, %lr : tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>
  return
}

// -----

func.func @lion_beta(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects beta1 in [0, 1), got -1.000000e-01}}
  %0:2 = mpt.lion %w, %w, %w, %lr {beta1 = -0.1 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @lion_beta2_nan(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects beta2 in [0, 1), got nan}}
  %0:2 = mpt.lion %w, %w, %w, %lr {beta2 = 0x7FF8000000000000 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @lion_weight_decay(%w: tensor<4xf32>, %lr: tensor<f32>) {
  // expected-error @+1 {{expects weight_decay >= 0 and finite, got -1}}
  %0:2 = mpt.lion %w, %w, %w, %lr {weight_decay = -1.0 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  return
}

// -----
//===----------------------------------------------------------------------===//
// Training-state attributes on function arguments and results, and op
// attributes. The function is the location of these errors.
//===----------------------------------------------------------------------===//

// expected-error @+1 {{argument #0 has an unknown 'mpt.role' "weights"; expected one of "param", "opt_state", "loss_scale", "step", "hyper", "input", "label", "cotangent"}}
func.func private @role_unknown(tensor<4xf32> {mpt.role = "weights"})

// -----

// expected-error @+1 {{argument #0 has an unknown 'mpt.role' 1 : i64}}
func.func private @role_not_string(tensor<4xf32> {mpt.role = 1})

// -----

// expected-error @+1 {{'mpt.role' is an argument attribute, found on result #0}}
func.func private @role_on_result() -> (tensor<4xf32> {mpt.role = "param"})

// -----

// expected-error @+1 {{'mpt.init' of argument #0 must be a value of the argument's type 'tensor<f32>', got dense<1.024000e+03> : tensor<f16>}}
func.func private @init_type(tensor<f32> {mpt.init = dense<1024.0> : tensor<f16>})

// -----

// expected-error @+1 {{'mpt.name' of argument #0 must be a non-empty string, got 3 : i64}}
func.func private @name_not_string(tensor<f32> {mpt.role = "param", mpt.name = 3})

// -----

// expected-error @+1 {{'mpt.name' of argument #1 must be a non-empty string, got ""}}
func.func private @name_empty(tensor<f32> {mpt.name = "w"}, tensor<f32> {mpt.name = ""})

// -----

// expected-error @+1 {{arguments #0 and #2 are both named "fc.weight"}}
func.func private @name_twice(tensor<f32> {mpt.name = "fc.weight"}, tensor<f32> {mpt.name = "fc.bias"}, tensor<f32> {mpt.name = "fc.weight"})

// -----

// expected-error @+1 {{'mpt.name' is an argument attribute, found on result #0}}
func.func private @name_on_result() -> (tensor<f32> {mpt.name = "loss"})

// -----

// expected-error @+1 {{'mpt.init' is an argument attribute, found on result #0}}
func.func private @init_on_result() -> (tensor<f32> {mpt.init = dense<1.0> : tensor<f32>})

// -----

// expected-error @+1 {{'mpt.updates' is a result attribute, found on argument #0}}
func.func private @updates_on_argument(tensor<4xf32> {mpt.updates = 0})

// -----

// expected-error @+1 {{'mpt.grad_of' is a result attribute, found on argument #0}}
func.func private @grad_of_on_argument(tensor<4xf32> {mpt.grad_of = 0})

// -----

// expected-error @+1 {{unknown argument attribute 'mpt.rol'}}
func.func private @unknown_argument_attribute(tensor<4xf32> {mpt.rol = "param"})

// -----

// expected-error @+1 {{unknown result attribute 'mpt.update'}}
func.func private @unknown_result_attribute(tensor<4xf32>) -> (tensor<4xf32> {mpt.update = 0})

// -----

// expected-error @+1 {{expects 'mpt.updates' of result #0 to be an integer argument index, got "0"}}
func.func private @updates_not_integer(tensor<4xf32>) -> (tensor<4xf32> {mpt.updates = "0"})

// -----

// expected-error @+1 {{'mpt.updates = 1' of result #0 is out of range for 1 arguments}}
func.func private @updates_out_of_range(tensor<4xf32>) -> (tensor<4xf32> {mpt.updates = 1})

// -----

// expected-error @+1 {{'mpt.grad_of = -1' of result #0 is out of range for 1 arguments}}
func.func private @grad_of_negative(tensor<4xf32>) -> (tensor<4xf32> {mpt.grad_of = -1})

// -----

// expected-error @+1 {{result #0 of type 'tensor<4xf16>' updates argument #0 of type 'tensor<4xf32>': the types must be equal}}
func.func private @updates_type(tensor<4xf32> {mpt.role = "param"}) -> (tensor<4xf16> {mpt.updates = 0})

// -----

// expected-error @+1 {{result #0 updates argument #0, whose role "input" is not training state}}
func.func private @updates_input(tensor<4xf32> {mpt.role = "input"}) -> (tensor<4xf32> {mpt.updates = 0})

// -----

// expected-error @+1 {{result #0 updates argument #0, whose role "frozen" is never updated}}
func.func private @updates_frozen(tensor<4xbf16> {mpt.role = "frozen"}) -> (tensor<4xbf16> {mpt.updates = 0})

// -----

// expected-error @+1 {{results #0 and #1 both update argument #0}}
func.func private @updates_twice(tensor<4xf32> {mpt.role = "param"})
    -> (tensor<4xf32> {mpt.updates = 0}, tensor<4xf32> {mpt.updates = 0})

// -----

// expected-error @+1 {{result #0 of type 'tensor<5xf32>' cannot be the gradient of argument #0 of type 'tensor<4xf32>': expects a float tensor of the argument's shape}}
func.func private @grad_of_shape(tensor<4xf32>) -> (tensor<5xf32> {mpt.grad_of = 0})

// -----

// expected-error @+1 {{result #0 of type 'tensor<4xi32>' cannot be the gradient of argument #0}}
func.func private @grad_of_integer(tensor<4xf32>) -> (tensor<4xi32> {mpt.grad_of = 0})

// -----

// expected-error @+1 {{result #0 has an unknown 'mpt.metric' "accuracy"; expected one of "loss", "grads_finite", "grad_zero_fraction", "lr", "grad_norm"}}
func.func private @metric_unknown() -> (tensor<f32> {mpt.metric = "accuracy"})

// -----

// expected-error @+1 {{result #0 has an unknown 'mpt.metric' 0 : i64}}
func.func private @metric_not_string() -> (tensor<f32> {mpt.metric = 0})

// -----

// expected-error @+1 {{result #0 reports "loss" and must be a scalar float tensor, got 'tensor<4xf32>'}}
func.func private @metric_loss_not_scalar() -> (tensor<4xf32> {mpt.metric = "loss"})

// -----

// expected-error @+1 {{result #0 reports "grads_finite" and must be tensor<i1>, got 'tensor<f32>'}}
func.func private @metric_finite_type() -> (tensor<f32> {mpt.metric = "grads_finite"})

// -----

// expected-error @+1 {{result #0 reports "grad_zero_fraction" and must be tensor<f32>, got 'tensor<f16>'}}
func.func private @metric_fraction_type() -> (tensor<f16> {mpt.metric = "grad_zero_fraction"})

// -----

// expected-error @+1 {{result #0 is training state (mpt.updates) and cannot be a metric}}
func.func private @metric_on_state(tensor<f32> {mpt.role = "param"})
    -> (tensor<f32> {mpt.updates = 0, mpt.metric = "loss"})

// -----

// expected-error @+1 {{'mpt.metric' is a result attribute, found on argument #0}}
func.func private @metric_on_argument(tensor<f32> {mpt.metric = "loss"})

// -----

func.func @precision_value(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.precision' must be "f32", "f16" or "bf16", got "fp8"}}
  %0 = mpt.exp %a {mpt.precision = "fp8"} : tensor<4xf32>
  return
}

// -----

func.func @phase_value(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.phase' must be "forward", "backward" or "update", got 2 : i64}}
  %0 = mpt.exp %a {mpt.phase = 2} : tensor<4xf32>
  return
}

// -----

func.func @role_on_op(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.role' belongs on a function argument or result, not on an operation}}
  %0 = mpt.exp %a {mpt.role = "param"} : tensor<4xf32>
  return
}

// -----

func.func @unknown_op_attribute(%a: tensor<4xf32>) {
  // expected-error @+1 {{unknown attribute 'mpt.precison'}}
  %0 = arith.addf %a, %a {mpt.precison = "f16"} : tensor<4xf32>
  return
}

// -----

func.func @recomputed_outside_backward(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.recomputed' must be a unit attribute on an op with mpt.phase = "backward" (a forward op recomputed there)}}
  %0 = mpt.exp %a {mpt.phase = "forward", mpt.recomputed} : tensor<4xf32>
  return
}

// -----

func.func @recomputed_not_unit(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.recomputed' must be a unit attribute}}
  %0 = mpt.exp %a {mpt.phase = "backward", mpt.recomputed = 1} : tensor<4xf32>
  return
}

// -----

func.func @saved_read_unknown(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.saved_read' must be "tolerates_low" or "needs_full" on an op of one result (a value a derivative rule computed for its backward)}}
  %0 = mpt.exp %a {mpt.phase = "forward", mpt.saved_read = "low"} : tensor<4xf32>
  return
}

// -----

func.func @saved_read_not_a_string(%a: tensor<4xf32>) {
  // expected-error @+1 {{'mpt.saved_read' must be "tolerates_low" or "needs_full"}}
  %0 = mpt.exp %a {mpt.phase = "forward", mpt.saved_read} : tensor<4xf32>
  return
}
