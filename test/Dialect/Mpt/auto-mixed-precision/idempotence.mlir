// Running the pass twice equals running it once, on mpt and upstream IR.
// RUN: mpt-opt %s -mpt-auto-mixed-precision -o %t.once.mlir
// RUN: mpt-opt %t.once.mlir -mpt-auto-mixed-precision -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: mpt-opt %s -mpt-auto-mixed-precision=compute-type=bf16 -o %t.bf16.once.mlir
// RUN: mpt-opt %t.bf16.once.mlir -mpt-auto-mixed-precision=compute-type=bf16 -o %t.bf16.twice.mlir
// RUN: diff %t.bf16.once.mlir %t.bf16.twice.mlir
// The first run did change the IR (so the diffs compare something).
// RUN: FileCheck %s --input-file=%t.once.mlir
// CHECK-COUNT-2: tensor<8x16xf16>
// CHECK: arith.truncf

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

func.func @mpt_step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %m = mpt.matmul %x, %w : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
  %bb = mpt.broadcast %b dims = [0] : tensor<16xf32> -> tensor<8x16xf32>
  %a = mpt.add %m, %bb : tensor<8x16xf32>
  %r = mpt.relu %a : tensor<8x16xf32>
  %e = mpt.exp %r : tensor<8x16xf32>
  %m2 = mpt.matmul %r, %w : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
  %s = mpt.add %m2, %e : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

func.func @linalg_step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<8x16xf32>, tensor<16xf32>) outs(%e1 : tensor<8x16xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %m2 = linalg.matmul ins(%a, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %m2 : tensor<8x16xf32>
}
