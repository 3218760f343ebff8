// Every error of the mpt.shard argument attribute and of the
// mpt.micro_batch_boundary tag, and what they accept.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'mpt.shard' of argument #0 must be {ranks = N : i64, whole = <static tensor type>} with N >= 1, got 2 : i64}}
func.func @not_a_dict(%w: tensor<4xf32> {mpt.shard = 2 : i64}) {
  return
}

// -----

// expected-error @+1 {{'mpt.shard' of argument #0 must be {ranks = N : i64, whole = <static tensor type>} with N >= 1, got {ranks = 0 : i64, whole = tensor<8xf32>}}}
func.func @no_ranks(%w: tensor<4xf32> {mpt.shard = {ranks = 0 : i64, whole = tensor<8xf32>}}) {
  return
}

// -----

// expected-error @+1 {{'mpt.shard' of argument #0 must be {ranks = N : i64, whole = <static tensor type>} with N >= 1, got {ranks = 2 : i64, whole = tensor<?xf32>}}}
func.func @dynamic_whole(%w: tensor<4xf32> {mpt.shard = {ranks = 2 : i64, whole = tensor<?xf32>}}) {
  return
}

// -----

// expected-error @+1 {{'mpt.shard' of argument #0 holds a slice of 'tensor<3x3xf32>' over 2 ranks, which is 'tensor<5xf32>', but the argument is 'tensor<4xf32>'}}
func.func @wrong_slice(%w: tensor<4xf32> {mpt.shard = {ranks = 2 : i64, whole = tensor<3x3xf32>}}) {
  return
}

// -----

// expected-error @+1 {{'mpt.shard' is an argument attribute, found on result #0}}
func.func @on_result() -> (tensor<4xf32> {mpt.shard = {ranks = 2 : i64, whole = tensor<8xf32>}}) {
  %c = arith.constant dense<0.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @on_op() {
  // expected-error @+1 {{'mpt.shard' belongs on a function argument or result, not on an operation}}
  %c = arith.constant {mpt.shard = {ranks = 2 : i64, whole = tensor<8xf32>}} dense<0.0> : tensor<4xf32>
  return
}

// -----

// A padded slice (9 elements over 2 ranks: 5 each), and its bufferized form.
func.func @fine(%w: tensor<5xf32> {mpt.shard = {ranks = 2 : i64, whole = tensor<3x3xf32>}},
                %m: memref<5xf32> {mpt.shard = {ranks = 2 : i64, whole = tensor<3x3xf32>}}) {
  return
}

// -----

func.func @boundary_not_flag(%a: tensor<i32>, %b: tensor<i32>) {
  // expected-error @+1 {{'mpt.micro_batch_boundary' must be a unit attribute on an op whose one result is a flag (i1)}}
  %0 = arith.addi %a, %b {mpt.micro_batch_boundary} : tensor<i32>
  return
}

// -----

func.func @boundary_not_unit(%a: tensor<i32>, %b: tensor<i32>) {
  // expected-error @+1 {{'mpt.micro_batch_boundary' must be a unit attribute on an op whose one result is a flag (i1)}}
  %0 = arith.cmpi sge, %a, %b {mpt.micro_batch_boundary = 1 : i64} : tensor<i32>
  return
}

// -----

// The tag on the flag, and on its scalar form after lowering.
func.func @boundary(%a: tensor<i32>, %b: tensor<i32>, %x: i32, %y: i32) {
  %0 = arith.cmpi sge, %a, %b {mpt.micro_batch_boundary} : tensor<i32>
  %1 = arith.cmpi sge, %x, %y {mpt.micro_batch_boundary} : i32
  return
}
