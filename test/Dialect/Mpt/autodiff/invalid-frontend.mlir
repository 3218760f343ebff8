// What mpt-autodiff cannot differentiate in front-end IR is a located error
// naming the op and why, never a zero gradient.
// RUN: mpt-opt %s -mpt-autodiff -split-input-file -verify-diagnostics

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @product(%x: tensor<3x4xf32>) -> tensor<f32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %i = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be differentiated: result #0 accumulates over reduction loops with a payload that is not a sum, difference, maximum or minimum of its accumulator and a term that reads no accumulator}}
  %p = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x4xf32>) outs(%i : tensor<3xf32>) {
  ^bb0(%in: f32, %acc: f32):
    // expected-note @+1 {{the accumulated value}}
    %m = arith.mulf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %l = mpt.reduce_sum %p dims = [0] : tensor<3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %l, %g = mpt.value_and_grad @product(%x) wrt [0] : (tensor<3x4xf32>) -> (tensor<f32>, tensor<3x4xf32>)
  return %g : tensor<3x4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @no_rule(%x: tensor<3x4xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error @+1 {{'math.atan' op cannot be differentiated: it has no VJP rule (in the payload of 'linalg.generic')}}
    %a = math.atan %in : f32
    linalg.yield %a : f32
  } -> tensor<3x4xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<3x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %l, %g = mpt.value_and_grad @no_rule(%x) wrt [0] : (tensor<3x4xf32>) -> (tensor<f32>, tensor<3x4xf32>)
  return %g : tensor<3x4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
func.func @slice_of_captured(%t: tensor<3x4xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %y = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    // expected-error @+1 {{'tensor.extract_slice' op cannot be differentiated: it reads a tensor captured by 'linalg.generic' in a way that has no derivative}}
    %s = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %j = linalg.index 1 : index
    %v = tensor.extract %s[%j] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<3x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%t: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %l, %g = mpt.value_and_grad @slice_of_captured(%t) wrt [0] : (tensor<3x4xf32>) -> (tensor<f32>, tensor<3x4xf32>)
  return %g : tensor<3x4xf32>
}

// -----

func.func @active_padding(%x: tensor<3x4xf32>, %p: tensor<f32>) -> tensor<f32> {
  // expected-note @+1 {{the value read from above}}
  %v = tensor.extract %p[] : tensor<f32>
  // expected-error @+1 {{'tensor.pad' op cannot be differentiated: its VJP rule does not propagate to a value its region reads from above}}
  %y = tensor.pad %x low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<4x5xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<4x5xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%x: tensor<3x4xf32>, %p: tensor<f32>) -> tensor<f32> {
  %l, %g:2 = mpt.value_and_grad @active_padding(%x, %p) wrt [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> (tensor<f32>, tensor<3x4xf32>, tensor<f32>)
  return %g#1 : tensor<f32>
}

// -----

#vec = affine_map<(i) -> (i)>
func.func @dynamic_gather(%t: tensor<?xf32>, %ids: tensor<4xi32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{dimension 0 of a read 'tensor<?xf32>' is dynamic and indexed by other than a loop}}
  %y = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%ids : tensor<4xi32>) outs(%e : tensor<4xf32>) {
  ^bb0(%id: i32, %out: f32):
    %i = arith.index_cast %id : i32 to index
    %v = tensor.extract %t[%i] : tensor<?xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %l = mpt.reduce_sum %y dims = [0] : tensor<4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%t: tensor<?xf32>, %ids: tensor<4xi32>) -> tensor<?xf32> {
  %l, %g = mpt.value_and_grad @dynamic_gather(%t, %ids) wrt [0] : (tensor<?xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<?xf32>)
  return %g : tensor<?xf32>
}

// -----

func.func @mixed_conv(%x: tensor<1x2x5x5xf16>, %w: tensor<3x2x3x3xf16>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  // expected-error @+1 {{its operands and result must share one element type}}
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x5x5xf16>, tensor<3x2x3x3xf16>) outs(%i : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2, 3] : tensor<1x3x3x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%x: tensor<1x2x5x5xf16>, %w: tensor<3x2x3x3xf16>) -> tensor<3x2x3x3xf16> {
  %l, %g = mpt.value_and_grad @mixed_conv(%x, %w) wrt [1] : (tensor<1x2x5x5xf16>, tensor<3x2x3x3xf16>) -> (tensor<f32>, tensor<3x2x3x3xf16>)
  return %g : tensor<3x2x3x3xf16>
}

// -----

func.func @dynamic_slice(%x: tensor<?x4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'tensor.extract_slice' op cannot be differentiated: 'tensor<?x4xf32>' is not a statically shaped tensor}}
  %s = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  %l = mpt.reduce_sum %s dims = [0, 1] : tensor<2x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @step(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %l, %g = mpt.value_and_grad @dynamic_slice(%x) wrt [0] : (tensor<?x4xf32>) -> (tensor<f32>, tensor<?x4xf32>)
  return %g : tensor<?x4xf32>
}
