// mpt-vectorize-contractions: register blocks of tile-m x tile-n results,
// kept in registers across the K loop, one vector FMA per row of a block
// per step of K.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-m=4 tile-n=16}))' | FileCheck %s --check-prefix=SMALL
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{parallel}))' | FileCheck %s --check-prefix=PARALLEL
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{tile-k=0}))' | FileCheck %s --check-prefix=WHOLE-K

// 64 x 96 x 128: blocks of 8 x 32; the block is read before the K loop,
// carried through it and written after it. B (128 x 96) is larger than A
// (64 x 128), so the loop over columns of blocks is outside: each slice of
// B is read once while A, which every column reads again, stays in cache.
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[C32]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C8]]
// CHECK: %[[BLOCK:.*]] = vector.transfer_read %{{.*}}[%[[I]], %[[J]]]{{.*}} : memref<64x96xf32>, vector<8x32xf32>
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[BLOCK]]) -> (vector<8x32xf32>)
// CHECK-NOT: vector.transfer_write
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK: vector.transfer_write %[[SUM]], %{{.*}}[%[[I]], %[[J]]]
// CHECK-NOT: linalg.matmul
// CHECK-NOT: vector.contract
// SMALL-LABEL: func.func @matmul
// SMALL-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// SMALL-NOT: vector.fma
// SMALL: return
// With `parallel` the columns of blocks are an scf.parallel (each writes its
// own 32 columns); the K loop keeps its order.
// PARALLEL-LABEL: func.func @matmul
// PARALLEL: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}})
// PARALLEL-NEXT: scf.for
// PARALLEL: scf.for {{.*}} iter_args
// PARALLEL-COUNT-8: vector.fma
// PARALLEL: scf.reduce
// PARALLEL-LABEL: func.func @mixed_and_odd_sizes
func.func @matmul(%a: memref<64x128xf32>, %b: memref<128x96xf32>, %c: memref<64x96xf32>) {
  linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x96xf32>) outs(%c : memref<64x96xf32>)
  return
}

// bf16 operands, f32 accumulation: operands extended (exactly) in
// registers, the sums in f32. Sizes the tiles do not divide get the largest
// divisor: 6 rows, 10 columns. A transposed (the weight gradient) is read
// by broadcasts like any A.
// CHECK-LABEL: func.func @mixed_and_odd_sizes
// CHECK: arith.extf %{{.*}} : vector<1x10xbf16> to vector<1x10xf32>
// CHECK-COUNT-6: vector.fma {{.*}} : vector<10xf32>
// CHECK-NOT: linalg.matmul
func.func @mixed_and_odd_sizes(%at: memref<32x6xbf16>, %b: memref<32x10xbf16>, %c: memref<6x10xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%at, %b : memref<32x6xbf16>, memref<32x10xbf16>) outs(%c : memref<6x10xf32>)
  return
}

// Batches are an outer loop around the same kernel.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: scf.for
// CHECK: vector.transfer_read {{.*}} : memref<4x32x32xf32>, vector<1x8x32xf32>
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: linalg.batch_matmul
// PARALLEL-LABEL: func.func @batch_matmul
// PARALLEL: scf.parallel
// PARALLEL-NEXT: scf.for
// PARALLEL-NEXT: scf.for
// PARALLEL-LABEL: func.func @transposed_rhs_packed
// PARALLEL: memref.alloc
// PARALLEL-NEXT: scf.parallel
// PARALLEL: memref.dealloc
// PARALLEL-LABEL: func.func @left_alone
// PARALLEL-NOT: scf.parallel
func.func @batch_matmul(%a: memref<4x32x16xf32>, %b: memref<4x16x32xf32>, %c: memref<4x32x32xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<4x32x16xf32>, memref<4x16x32xf32>) outs(%c : memref<4x32x32xf32>)
  return
}

// x @ w.t() in f32 with N (64) longer than M (8): the loop over N's blocks
// runs outside, and each of its iterations copies its 32 x 16 block of B
// transposed (16 x 16 squares: row loads, shuffles, row stores) into its
// own part of a buffer allocated around the kernel, which the register
// blocks read row by row along N. No strided read of B is left.
// CHECK-LABEL: func.func @transposed_rhs_packed
// CHECK: %[[BUFFER:.*]] = memref.alloc() : memref<32x32xf32>
// CHECK: scf.for
// CHECK: vector.transfer_read %{{.*}} : memref<64x16xf32>, vector<16x16xf32>
// CHECK: vector.shuffle
// CHECK: vector.transfer_write %{{.*}}, %[[BUFFER]][%{{.*}}, %{{.*}}] {in_bounds = [true, true]} : vector<16x16xf32>, memref<32x32xf32>
// CHECK-NOT: memref<64x16xf32>
// CHECK: vector.transfer_read %[[BUFFER]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true]} : memref<32x32xf32>, vector<1x32xf32>
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: memref<64x16xf32>
// CHECK: memref.dealloc %[[BUFFER]]
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @transposed_rhs_packed(%a: memref<8x16xf32>, %bt: memref<64x16xf32>, %c: memref<8x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : memref<8x16xf32>, memref<64x16xf32>) outs(%c : memref<8x64xf32>)
  return
}

// The same for bf16 operands with an f32 result (BF16 on a host without
// bf16 arithmetic): each block of B is widened to f32 as it is copied, so
// the register blocks read f32 rows of B, as in the FP32 kernel, and only
// A's elements are extended. With 20 columns of K (not a multiple of 16)
// the copy is scalar loops that extend each element.
// CHECK-LABEL: func.func @bf16_rhs_packed_widened
// CHECK: %[[WIDE:.*]] = memref.alloc() : memref<64x32xf32>
// CHECK: vector.transfer_read %{{.*}} : memref<64x32xbf16>, vector<16x16xbf16>
// CHECK: arith.extf %{{.*}} : vector<16x16xbf16> to vector<16x16xf32>
// CHECK: vector.transfer_write %{{.*}}, %[[WIDE]][%{{.*}}, %{{.*}}] {in_bounds = [true, true]} : vector<16x16xf32>, memref<64x32xf32>
// CHECK-NOT: memref<64x32xbf16>
// CHECK: vector.transfer_read %[[WIDE]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true]} : memref<64x32xf32>, vector<1x32xf32>
// CHECK-NOT: arith.extf {{.*}} to vector<1x32xf32>
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK: memref.dealloc %[[WIDE]]
// CHECK-NOT: linalg.matmul
// CHECK-LABEL: func.func @bf16_rhs_packed_scalar_copy
// CHECK: %[[WIDE:.*]] = memref.alloc() : memref<20x24xf32>
// CHECK: linalg.generic
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: vector.transfer_read %[[WIDE]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true]} : memref<20x24xf32>, vector<1x24xf32>
// CHECK-COUNT-8: vector.fma {{.*}} : vector<24xf32>
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @bf16_rhs_packed_widened(%a: memref<8x32xbf16>, %bt: memref<64x32xbf16>, %c: memref<8x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : memref<8x32xbf16>, memref<64x32xbf16>) outs(%c : memref<8x64xf32>)
  return
}
func.func @bf16_rhs_packed_scalar_copy(%a: memref<8x20xbf16>, %bt: memref<24x20xbf16>, %c: memref<8x24xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : memref<8x20xbf16>, memref<24x20xbf16>) outs(%c : memref<8x24xf32>)
  return
}

// Left to the loops: B strided along N where M is longer than N (the
// kernel copies B's blocks only where the loop over N's blocks runs
// outside, and mpt-pack-contraction-operands has not run), dynamic shapes,
// tensors, and generic contractions.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-3: linalg.matmul
// CHECK: linalg.generic
// CHECK-NOT: vector.
// CHECK: return
func.func @left_alone(%a: memref<24x16xf32>, %bt: memref<8x16xf32>, %c: memref<24x8xf32>, %ab: memref<24x16xbf16>, %btb: memref<8x16xbf16>,
                      %da: memref<?x16xf32>, %b: memref<16x24xf32>, %dc: memref<?x24xf32>,
                      %ta: tensor<8x16xf32>, %tb: tensor<16x24xf32>, %tc: tensor<8x24xf32>, %a8: memref<8x16xf32>, %c8: memref<8x24xf32>) -> tensor<8x24xf32> {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%ab, %btb : memref<24x16xbf16>, memref<8x16xbf16>) outs(%c : memref<24x8xf32>)
  linalg.matmul ins(%da, %b : memref<?x16xf32>, memref<16x24xf32>) outs(%dc : memref<?x24xf32>)
  %0 = linalg.matmul ins(%ta, %tb : tensor<8x16xf32>, tensor<16x24xf32>) outs(%tc : tensor<8x24xf32>) -> tensor<8x24xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                   affine_map<(d0, d1, d2) -> (d2, d1)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a8, %b : memref<8x16xf32>, memref<16x24xf32>) outs(%c8 : memref<8x24xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %0 : tensor<8x24xf32>
}

// N = 50, which no multiple of 16 divides (its largest divisor below the
// tile is 25): split into 32 columns in 8 x 32 blocks and the other 18 in
// 8 x 18 blocks, both kernels, each with its block in registers across K
// (the parts' views, which would keep the blocks in memory, are gone);
// nothing is left as a matmul or scalar loops.
// CHECK-LABEL: func.func @odd_columns
// CHECK-NOT: memref.subview
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} iter_args(%{{.*}}) -> (vector<8x32xf32>)
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK: scf.yield
// CHECK: vector.transfer_write %{{.*}}, %arg2[%{{.*}}, %{{.*}}]{{.*}} : vector<8x32xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} iter_args(%{{.*}}) -> (vector<8x18xf32>)
// CHECK-COUNT-8: vector.fma {{.*}} : vector<18xf32>
// CHECK: scf.yield
// CHECK: vector.transfer_write %{{.*}}, %arg2[%{{.*}}, %{{.*}}]{{.*}} : vector<8x18xf32>
// CHECK-NOT: linalg.matmul
// CHECK-NOT: memref.subview
// CHECK: return
// PARALLEL-LABEL: func.func @odd_columns
// PARALLEL-COUNT-2: scf.parallel
func.func @odd_columns(%a: memref<16x8xf32>, %b: memref<8x50xf32>, %c: memref<16x50xf32>) {
  linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x50xf32>) outs(%c : memref<16x50xf32>)
  return
}

// M = 20, which 8 does not divide (its largest divisor below the tile, 5,
// would leave 3 of 8 rows of registers idle): 16 rows in 8 x 16 blocks and
// 4 in 4 x 16 blocks. K = 600 runs in slices of 200 (its largest divisor
// up to tile-k = 256): the slice loop is outermost and sequential, the
// blocks inside it, and each block is read before its slice's K loop and
// written after it.
// CHECK-LABEL: func.func @odd_rows_long_k
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C200:.*]] {
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} iter_args(%{{.*}}) -> (vector<8x16xf32>)
// CHECK-COUNT-8: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK: vector.transfer_write {{.*}} : vector<8x16xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} iter_args(%{{.*}}) -> (vector<4x16xf32>)
// CHECK-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK: vector.transfer_write {{.*}} : vector<4x16xf32>
// CHECK-NOT: linalg.matmul
// CHECK: return
// PARALLEL-LABEL: func.func @odd_rows_long_k
// PARALLEL: scf.for
// PARALLEL: scf.parallel
func.func @odd_rows_long_k(%a: memref<20x600xf32>, %b: memref<600x16xf32>, %c: memref<20x16xf32>) {
  linalg.matmul ins(%a, %b : memref<20x600xf32>, memref<600x16xf32>) outs(%c : memref<20x16xf32>)
  return
}

// K = 257, prime: split into 256 steps of K (one slice) and the last one,
// in this order, so each result still sums K in ascending order; each part
// is a kernel with its block in registers. With tile-k=0 K runs in one
// piece.
// CHECK-LABEL: func.func @prime_k
// CHECK: %[[FIRST:.*]] = arith.constant 256 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[FIRST]] step %{{.*}} iter_args(%{{.*}}) -> (vector<8x32xf32>)
// CHECK-COUNT-8: vector.fma
// CHECK: vector.transfer_write
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1{{(_[0-9]+)?}} step %{{.*}} iter_args(%{{.*}}) -> (vector<8x32xf32>)
// CHECK-COUNT-8: vector.fma
// CHECK: vector.transfer_write
// CHECK-NOT: linalg.matmul
// CHECK: return
// WHOLE-K-LABEL: func.func @prime_k
// WHOLE-K: %[[K:.*]] = arith.constant 257 : index
// WHOLE-K: scf.for %{{.*}} = %{{.*}} to %[[K]] step %{{.*}} iter_args
// WHOLE-K-NOT: scf.for
// WHOLE-K: return
func.func @prime_k(%a: memref<8x257xf32>, %b: memref<257x32xf32>, %c: memref<8x32xf32>) {
  linalg.matmul ins(%a, %b : memref<8x257xf32>, memref<257x32xf32>) outs(%c : memref<8x32xf32>)
  return
}

// A result larger than the caches (64 x 32,800 f32: over 8 MiB, as an LM
// head's logits) whose whole strip of B fits in L2 (512 x 32 f32, 64 KiB):
// K runs whole, no slice loop and no split (each slice would read and
// write the result again), where @odd_rows_long_k's small result runs it
// in slices.
// CHECK-LABEL: func.func @result_out_of_cache
// CHECK-NOT: step %c256
// CHECK: scf.for %{{.*}} = %{{.*}} to %c512 step %c1{{.*}} iter_args(%{{.*}}) -> (vector<8x32xf32>)
// CHECK-NOT: step %c256
// CHECK: return
func.func @result_out_of_cache(%a: memref<64x512xf32>, %b: memref<512x32800xf32>, %c: memref<64x32800xf32>) {
  linalg.matmul ins(%a, %b : memref<64x512xf32>, memref<512x32800xf32>) outs(%c : memref<64x32800xf32>)
  return
}
