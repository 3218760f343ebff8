// A matmul in a loop whose B, read [n, k], is one matrix of a stack
// defined outside the loop (a mixture of experts' tile and its expert's
// matrix). Where N is longer than M (real tiles: 32 rows, N >= 768) the
// kernel copies B's blocks itself, per tile, from cache: nothing is laid out
// on tensors. Otherwise the whole stack is laid out once, before the loop,
// and the matmul reads its matrix of that copy. With pair-bf16 the stack is
// laid out in pairs before the loop.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands))' | FileCheck %s --check-prefix=PLAIN
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-pack-contraction-operands{pair-bf16}))' | FileCheck %s --check-prefix=PAIRED

#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs_t = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>

// PLAIN-LABEL: func.func @tiles
// PLAIN-SAME: %[[W:[^:]*]]: tensor<4x48x32xbf16>
// PLAIN-NOT: linalg.transpose
// PLAIN: scf.for
// PLAIN: %[[B:.*]] = tensor.extract_slice %[[W]][%{{.*}}, 0, 0] [1, 48, 32] [1, 1, 1] : tensor<4x48x32xbf16> to tensor<48x32xbf16>
// PLAIN: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %[[B]] : tensor<8x32xf32>, tensor<48x32xbf16>)
// PLAIN-NOT: linalg.transpose
// PLAIN: scf.yield
// The stack made inside the loop: its matrix is read as it is, and the
// kernel copies its blocks (N, 48, is longer than M, 8).
// PLAIN-LABEL: func.func @stack_in_loop
// PLAIN-NOT: linalg.transpose
// PLAIN: scf.for
// PLAIN: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<8x32xf32>, tensor<48x32xbf16>)
// PLAIN-NOT: linalg.transpose

// PAIRED-LABEL: func.func @tiles
// PAIRED-SAME: %[[W:[^:]*]]: tensor<4x48x32xbf16>
// PAIRED: %[[E:.*]] = tensor.expand_shape %[[W]] {{\[}}[0], [1], [2, 3]] output_shape [4, 48, 16, 2]
// PAIRED: %[[T:.*]] = linalg.transpose ins(%[[E]] : tensor<4x48x16x2xbf16>) outs(%{{.*}} : tensor<4x16x48x2xbf16>) permutation = [0, 2, 1, 3]
// PAIRED: scf.for
// PAIRED-NOT: linalg.transpose
// PAIRED: %[[B:.*]] = tensor.extract_slice %[[T]][%{{.*}}, 0, 0, 0] [1, 16, 48, 2] [1, 1, 1, 1] : tensor<4x16x48x2xbf16> to tensor<16x48x2xbf16>
// PAIRED: linalg.generic {{.*}} ins(%{{.*}}, %[[B]] : tensor<8x16x2xbf16>, tensor<16x48x2xbf16>)
// PAIRED: scf.yield
func.func @tiles(%x: tensor<40x32xbf16>, %w: tensor<4x48x32xbf16>, %groups: tensor<5xindex>,
                 %acc: tensor<40x48xf32>) -> tensor<40x48xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %t = %c0 to %c5 step %c1 iter_args(%y = %acc) -> (tensor<40x48xf32>) {
    %g = tensor.extract %groups[%t] : tensor<5xindex>
    %row = arith.muli %t, %c8 : index
    %a = tensor.extract_slice %x[%row, 0] [8, 32] [1, 1] : tensor<40x32xbf16> to tensor<8x32xbf16>
    %b = tensor.extract_slice %w[%g, 0, 0] [1, 48, 32] [1, 1, 1] : tensor<4x48x32xbf16> to tensor<48x32xbf16>
    %c = tensor.extract_slice %y[%row, 0] [8, 48] [1, 1] : tensor<40x48xf32> to tensor<8x48xf32>
    %z = linalg.fill ins(%zero : f32) outs(%c : tensor<8x48xf32>) -> tensor<8x48xf32>
    %p = linalg.matmul indexing_maps = [#lhs, #rhs_t, #out]
        ins(%a, %b : tensor<8x32xbf16>, tensor<48x32xbf16>) outs(%z : tensor<8x48xf32>) -> tensor<8x48xf32>
    %next = tensor.insert_slice %p into %y[%row, 0] [8, 48] [1, 1] : tensor<8x48xf32> into tensor<40x48xf32>
    scf.yield %next : tensor<40x48xf32>
  }
  return %r : tensor<40x48xf32>
}

func.func @stack_in_loop(%x: tensor<8x32xbf16>, %w: tensor<4x48x32xbf16>,
                         %acc: tensor<8x48xf32>) -> tensor<8x48xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %g = %c0 to %c4 step %c1 iter_args(%y = %acc) -> (tensor<8x48xf32>) {
    %scaled = linalg.add ins(%w, %w : tensor<4x48x32xbf16>, tensor<4x48x32xbf16>) outs(%w : tensor<4x48x32xbf16>) -> tensor<4x48x32xbf16>
    %b = tensor.extract_slice %scaled[%g, 0, 0] [1, 48, 32] [1, 1, 1] : tensor<4x48x32xbf16> to tensor<48x32xbf16>
    %p = linalg.matmul indexing_maps = [#lhs, #rhs_t, #out]
        ins(%x, %b : tensor<8x32xbf16>, tensor<48x32xbf16>) outs(%y : tensor<8x48xf32>) -> tensor<8x48xf32>
    scf.yield %p : tensor<8x48xf32>
  }
  return %r : tensor<8x48xf32>
}

// Tiles of 16 rows of an expert's 8 columns (M longer than N): the whole
// stack is transposed once, before the loop.
// PLAIN-LABEL: func.func @tiles_wider_than_experts
// PLAIN-SAME: %[[W:[^:]*]]: tensor<4x8x32xbf16>
// PLAIN: %[[T:.*]] = linalg.transpose ins(%[[W]] : tensor<4x8x32xbf16>) outs(%{{.*}} : tensor<4x32x8xbf16>) permutation = [0, 2, 1]
// PLAIN: scf.for
// PLAIN-NOT: linalg.transpose
// PLAIN: %[[B:.*]] = tensor.extract_slice %[[T]][%{{.*}}, 0, 0] [1, 32, 8] [1, 1, 1] : tensor<4x32x8xbf16> to tensor<32x8xbf16>
// PLAIN: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<16x32xf32>, tensor<32x8xbf16>)
func.func @tiles_wider_than_experts(%x: tensor<16x32xbf16>, %w: tensor<4x8x32xbf16>, %acc: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %g = %c0 to %c4 step %c1 iter_args(%y = %acc) -> (tensor<16x8xf32>) {
    %b = tensor.extract_slice %w[%g, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<4x8x32xbf16> to tensor<8x32xbf16>
    %p = linalg.matmul indexing_maps = [#lhs, #rhs_t, #out]
        ins(%x, %b : tensor<16x32xbf16>, tensor<8x32xbf16>) outs(%y : tensor<16x8xf32>) -> tensor<16x8xf32>
    scf.yield %p : tensor<16x8xf32>
  }
  return %r : tensor<16x8xf32>
}
