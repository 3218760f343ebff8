// Every verifier error of mpt's collectives.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

func.func @reduction(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects reduction "sum", "max", "average" or "all", got "min"}}
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

// -----

func.func @all_of_floats(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects reduction "all" for flags (tensor<i1>) and only for them, got "all" of 'tensor<4xf32>'}}
  %0 = mpt.all_reduce %x {reduction = "all"} : tensor<4xf32>
  return
}

// -----

func.func @sum_of_flags(%x: tensor<i1>) {
  // expected-error @+1 {{expects reduction "all" for flags (tensor<i1>) and only for them, got "sum" of 'tensor<i1>'}}
  %0 = mpt.all_reduce %x {reduction = "sum"} : tensor<i1>
  return
}

// -----

func.func @flag_wire(%x: tensor<i1>) {
  // expected-error @+1 {{expects no wire type for flags}}
  %0 = mpt.all_reduce %x {reduction = "all", wire_type = f32} : tensor<i1>
  return
}

// -----

func.func @scatter_reduction(%x: tensor<8xf32>) {
  // expected-error @+1 {{expects reduction "sum", "max" or "average", got "all"}}
  %0 = mpt.reduce_scatter %x {ranks = 2 : i64, reduction = "all"} : tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @scatter_size(%x: tensor<9xf32>) {
  // expected-error @+1 {{expects 2 slices of 'tensor<4xf32>' to make 'tensor<9xf32>'}}
  %0 = mpt.reduce_scatter %x {ranks = 2 : i64, reduction = "sum"} : tensor<9xf32> -> tensor<4xf32>
  return
}

// -----

func.func @scatter_ranks(%x: tensor<8xf32>) {
  // expected-error @+1 {{expects ranks >= 1, got 0}}
  %0 = mpt.reduce_scatter %x {ranks = 0 : i64, reduction = "sum"} : tensor<8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @scatter_types(%x: tensor<8xf32>) {
  // expected-error @+1 {{expects one element type, got 'tensor<8xf32>' and 'tensor<4xbf16>'}}
  %0 = mpt.reduce_scatter %x {ranks = 2 : i64, reduction = "sum"} : tensor<8xf32> -> tensor<4xbf16>
  return
}

// -----

func.func @scatter_wire(%x: tensor<8xbf16>) {
  // expected-error @+1 {{expects a wire type no wider than the input's 'bf16', got 'f32': it would send more bytes and round nothing}}
  %0 = mpt.reduce_scatter %x {ranks = 2 : i64, reduction = "sum", wire_type = f32} : tensor<8xbf16> -> tensor<4xbf16>
  return
}

// -----

func.func @scatter_wire_fp8(%x: tensor<8xf32>) {
  // expected-error @+1 {{expects a wire type of f16, bf16, f32 or f64, got 'f8E5M2'}}
  %0 = mpt.reduce_scatter %x {ranks = 2 : i64, reduction = "sum", wire_type = f8E5M2} : tensor<8xf32> -> tensor<4xf32>
  return
}
