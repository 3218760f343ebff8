// Every verifier error of mpt.all_reduce.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @reduction(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects reduction "sum", "max" or "average", got "min"}}
  %0 = mpt.all_reduce %x {reduction = "min"} : tensor<4xf32>
  return
}

// -----

func.func @wire_fp8(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects a wire type of f16, bf16, f32 or f64, got 'f8E4M3FN'}}
  %0 = mpt.all_reduce %x {reduction = "sum", wire_type = f8E4M3FN} : tensor<4xf32>
  return
}

// -----

func.func @wire_wider(%x: tensor<4xbf16>) {
  // expected-error @+1 {{expects a wire type no wider than the input's 'bf16', got 'f32': it would send more bytes and round nothing}}
  %0 = mpt.all_reduce %x {reduction = "sum", wire_type = f32} : tensor<4xbf16>
  return
}

// -----

func.func @fp8_input(%x: tensor<4xf8E4M3FN>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values}}
  %0 = mpt.all_reduce %x {reduction = "max"} : tensor<4xf8E4M3FN>
  return
}

// -----

func.func @shard_size(%x: tensor<9xf32>) {
  // expected-error @+1 {{expects 2 slices of 'tensor<4xf32>' to make 'tensor<9xf32>'}}
  %0 = mpt.local_shard %x {ranks = 2 : i64} : tensor<9xf32> -> tensor<4xf32>
  return
}

// -----

func.func @gather_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects one element type, got 'tensor<8xf16>' and 'tensor<4xf32>'}}
  %0 = mpt.all_gather %x {ranks = 2 : i64} : tensor<4xf32> -> tensor<8xf16>
  return
}

// -----

func.func @gather_ranks(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects ranks >= 1, got 0}}
  %0 = mpt.all_gather %x {ranks = 0 : i64} : tensor<4xf32> -> tensor<8xf32>
  return
}
