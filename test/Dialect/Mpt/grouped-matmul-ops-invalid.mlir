// Every verifier error of mpt.grouped_matmul and its weight cotangent.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @input_rank(%x: tensor<8x4x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects input of rank 2 ([rows, K]), got rank 3}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x4x64xf32>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x32xf32>
  return
}

// -----

func.func @weight_rank(%x: tensor<8x64xf32>, %w: tensor<32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects weight of rank 3, got rank 2}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<32x64xf32>, tensor<8xi64> -> tensor<8x32xf32>
  return
}

// -----

func.func @groups_rank(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8x1xi64>) {
  // expected-error @+1 {{expects groups of rank 1 ([rows]), got rank 2}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8x1xi64> -> tensor<8x32xf32>
  return
}

// -----

func.func @mixed_types(%x: tensor<8x64xbf16>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects input and weight of one element type, got 'bf16' and 'f32'}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xbf16>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x32xf32>
  return
}

// -----

func.func @narrow_accumulator(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{cannot accumulate 'f32' products in 'bf16': the result element type must be the operands' or a wider one that represents it exactly}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x32xbf16>
  return
}

// -----

func.func @group_count(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<6xi64>) {
  // expected-error @+1 {{expects one group per input row, got 6 groups for 8 rows}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<6xi64> -> tensor<8x32xf32>
  return
}

// -----

func.func @float_groups(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xf32>) {
  // expected-error @+1 {{operand #2 must be ranked tensor of 32-bit signless integer or 64-bit signless integer values}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8xf32> -> tensor<8x32xf32>
  return
}

// -----

func.func @result_rank(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects a result of rank 2 ([rows, N]), got rank 3}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x32x1xf32>
  return
}

// -----

// Without transpose_weight the weight is [G, K, N]: K = 32 here.
func.func @contraction(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{contraction dimensions differ: input has 64, weight has 32}}
  %0 = mpt.grouped_matmul %x, %w, %e : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x64xf32>
  return
}

// -----

func.func @result_shape(%x: tensor<8x64xf32>, %w: tensor<2x32x64xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects result 8x32, got 8x64}}
  %0 = mpt.grouped_matmul %x, %w, %e transpose_weight : tensor<8x64xf32>, tensor<2x32x64xf32>, tensor<8xi64> -> tensor<8x64xf32>
  return
}

// -----

func.func @grad_rank(%x: tensor<8x64xf32>, %dy: tensor<8x32x1xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects grad of rank 2, got rank 3}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e : tensor<8x64xf32>, tensor<8x32x1xf32>, tensor<8xi64> -> tensor<2x64x32xf32>
  return
}

// -----

func.func @grad_rows(%x: tensor<8x64xf32>, %dy: tensor<4x32xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects grad with the input's 8 rows, got 4}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e : tensor<8x64xf32>, tensor<4x32xf32>, tensor<8xi64> -> tensor<2x64x32xf32>
  return
}

// -----

func.func @grad_types(%x: tensor<8x64xf32>, %dy: tensor<8x32xf16>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects input and grad of one element type, got 'f32' and 'f16'}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e : tensor<8x64xf32>, tensor<8x32xf16>, tensor<8xi64> -> tensor<2x64x32xf32>
  return
}

// -----

func.func @grad_result_rank(%x: tensor<8x64xf32>, %dy: tensor<8x32xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects a result of rank 3 ([groups, K, N] or [groups, N, K]), got rank 2}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e : tensor<8x64xf32>, tensor<8x32xf32>, tensor<8xi64> -> tensor<64x32xf32>
  return
}

// -----

func.func @grad_result_shape(%x: tensor<8x64xf32>, %dy: tensor<8x32xf32>, %e: tensor<8xi64>) {
  // expected-error @+1 {{expects result matrices of 32x64, got 64x32}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e transpose_weight : tensor<8x64xf32>, tensor<8x32xf32>, tensor<8xi64> -> tensor<2x64x32xf32>
  return
}

// -----

func.func @grad_group_count(%x: tensor<8x64xf32>, %dy: tensor<8x32xf32>, %e: tensor<4xi32>) {
  // expected-error @+1 {{expects one group per input row, got 4 groups for 8 rows}}
  %0 = mpt.grouped_matmul_weight_grad %x, %dy, %e : tensor<8x64xf32>, tensor<8x32xf32>, tensor<4xi32> -> tensor<2x64x32xf32>
  return
}
