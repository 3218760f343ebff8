// mpt-vectorize-contractions{bf16-dot-product=...}: paired bf16
// contractions (mpt-pack-contraction-operands{pair-bf16}) as AVX-512 BF16
// dot-product kernels (avx512) or AMX tile kernels (amx, where M and N are
// multiples of 16 and K of 32). Without the option they are left alone.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{bf16-dot-product=avx512}))' | FileCheck %s --check-prefix=AVX512
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{bf16-dot-product=amx}))' | FileCheck %s --check-prefix=AMX
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions))' | FileCheck %s --check-prefix=NONE
// With threads, the loop over blocks runs in parallel, never the slices of K.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-contractions{bf16-dot-product=avx512 parallel}))' | FileCheck %s --check-prefix=PARALLEL

#lhs = affine_map<(m, n, ko, ki) -> (m, ko, ki)>
#rhs = affine_map<(m, n, ko, ki) -> (ko, n, ki)>
#out = affine_map<(m, n, ko, ki) -> (m, n)>

// 32 x 32 results, K = 64 (32 pairs).
// avx512: blocks of 8 x 32 results: per pair 2 loads of B's pairs (32 bf16
// each), per row a broadcast of A's pair (one 32-bit word) and 2 dot
// products; the 16 accumulators stay in registers across the pair loop.
// AVX512-LABEL: func.func @paired
// AVX512-DAG: %[[C8:.*]] = arith.constant 8 : index
// AVX512-DAG: %[[C32:.*]] = arith.constant 32 : index
// AVX512: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C8]]
// AVX512: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[C32]]
// AVX512-COUNT-16: vector.load %{{.*}} : memref<32x32xf32>, vector<16xf32>
// AVX512: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>
// AVX512-COUNT-2: vector.load %[[B:.*]][{{.*}}] : memref<32x32x2xbf16>, vector<32xbf16>
// AVX512: vector.load %[[A:.*]][{{.*}}] : memref<32x32x2xbf16>, vector<2xbf16>
// AVX512-NEXT: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// AVX512: vector.broadcast %{{.*}} to vector<16xi32>
// AVX512-NEXT: vector.bitcast %{{.*}} : vector<16xi32> to vector<32xbf16>
// AVX512-COUNT-2: x86vector.avx512.dot %{{.*}}, %{{.*}}, %{{.*}} : vector<32xbf16> -> vector<16xf32>
// AVX512-COUNT-14: x86vector.avx512.dot
// AVX512-NOT: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512-COUNT-16: vector.store
// AVX512-NOT: linalg.generic
// AVX512: return
// amx: blocks of 2 x 2 tiles; per 32 values of K two tiles of A, two of B's
// pairs and four tile multiply-adds.
// AMX-LABEL: func.func @paired
// AMX-COUNT-4: amx.tile_load %{{.*}} into !amx.tile<16x16xf32>
// AMX: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c32 iter_args({{.*}}) -> (!amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>, !amx.tile<16x16xf32>)
// AMX-COUNT-4: amx.tile_load %{{.*}} into !amx.tile<16x32xbf16>
// AMX-COUNT-4: amx.tile_mulf %{{.*}}, %{{.*}}, %{{.*}} : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
// AMX-NOT: amx.tile_mulf
// AMX: scf.yield
// AMX-COUNT-4: amx.tile_store
// AMX-NOT: x86vector
// AMX-NOT: linalg.generic
// NONE-LABEL: func.func @paired
// NONE: linalg.generic
// NONE-NOT: x86vector
// NONE-NOT: amx
func.func @paired(%a: memref<32x32x2xbf16>, %b: memref<32x32x2xbf16>, %c: memref<32x32xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<32x32x2xbf16>, memref<32x32x2xbf16>) outs(%c : memref<32x32xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// K = 18 is no multiple of AMX's 32: vdpbf16ps in amx mode too; 16 columns
// (one vector) and 6 rows per block.
// AMX-LABEL: func.func @k_not_32
// AMX-NOT: amx.
// AMX-COUNT-6: x86vector.avx512.dot
// AMX-NOT: x86vector.avx512.dot
// AMX-NOT: linalg.generic
// AMX: return
func.func @k_not_32(%a: memref<12x9x2xbf16>, %b: memref<9x16x2xbf16>, %c: memref<12x16xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<12x9x2xbf16>, memref<9x16x2xbf16>) outs(%c : memref<12x16xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Pairs that are not adjacent in memory (a strided view of B) are left to
// the loops.
// AMX-LABEL: func.func @strided_pairs
// AMX: linalg.generic
// AMX-NOT: amx.
// AMX-NOT: x86vector
// AMX: return
func.func @strided_pairs(%a: memref<16x16x2xbf16>, %b: memref<16x16x4xbf16>, %c: memref<16x16xf32>) {
  %bs = memref.subview %b[0, 0, 0] [16, 16, 2] [1, 1, 2] : memref<16x16x4xbf16> to memref<16x16x2xbf16, strided<[64, 4, 2]>>
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %bs : memref<16x16x2xbf16>, memref<16x16x2xbf16, strided<[64, 4, 2]>>) outs(%c : memref<16x16xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Empty loops are left alone (their tiles would have dynamic sizes).
// AMX-LABEL: func.func @empty
// AMX: linalg.generic
// AMX-NOT: amx.
// AMX-NOT: x86vector
// AMX: return
func.func @empty(%a: memref<0x16x2xbf16>, %b: memref<16x16x2xbf16>, %c: memref<0x16xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<0x16x2xbf16>, memref<16x16x2xbf16>) outs(%c : memref<0x16xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// K = 1024 (512 pairs) runs in slices of 256 values (128 pairs), the
// outermost loop, in order; N (64) is larger than M (16), so the loop over
// column blocks is outside the loop over row blocks. The same kernel block
// inside.
// AVX512-LABEL: func.func @long_k
// AVX512-DAG: %[[C128:.*]] = arith.constant 128 : index
// AVX512-DAG: %[[C512:.*]] = arith.constant 512 : index
// AVX512: scf.for %[[KO:.*]] = %{{.*}} to %[[C512]] step %[[C128]]
// AVX512: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c32
// AVX512: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c8
// AVX512-COUNT-8: vector.load %{{.*}} : memref<16x64xf32>, vector<16xf32>
// AVX512: scf.for %{{.*}} = %{{.*}} to %[[C128]]
// AVX512-COUNT-16: x86vector.avx512.dot
// AVX512-NOT: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512-COUNT-8: vector.store
// AVX512-NOT: linalg.generic
// AVX512: return
// PARALLEL-LABEL: func.func @long_k
// PARALLEL: scf.for %{{.*}} step %c128
// PARALLEL-NEXT: scf.parallel
// PARALLEL: x86vector.avx512.dot
// PARALLEL: return
func.func @long_k(%a: memref<16x512x2xbf16>, %b: memref<512x64x2xbf16>, %c: memref<16x64xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<16x512x2xbf16>, memref<512x64x2xbf16>) outs(%c : memref<16x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// M = 41 (prime: no block of 8 rows divides it, as an LM head's weight
// gradient's 50,257) is split: rows [0, 40) in blocks of 8 and the last row
// on its own, each its own kernel writing its rows of C. AMX splits in 16s:
// 32 rows on tiles, then 9 in blocks of 3 on vdpbf16ps.
// AVX512-LABEL: func.func @rows_split
// AVX512: scf.for %{{.*}} = %{{.*}} to %c40 step %c8
// AVX512-COUNT-16: x86vector.avx512.dot
// AVX512-NOT: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512-COUNT-16: vector.store %{{.*}} : memref<41x32xf32>, vector<16xf32>
// AVX512: scf.for %{{.*}} = %{{.*}} to %c1{{.*}} step %c1
// AVX512-COUNT-2: x86vector.avx512.dot
// AVX512-NOT: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512-COUNT-2: vector.store %{{.*}} : memref<41x32xf32>, vector<16xf32>
// AVX512-NOT: vector.store
// AVX512-NOT: linalg.generic
// AVX512: return
// AMX-LABEL: func.func @rows_split
// AMX: memref.subview %{{.*}} [32, 16, 2] [1, 1, 1] : memref<41x16x2xbf16>
// AMX-COUNT-4: amx.tile_mulf
// AMX-NOT: amx.tile_mulf
// AMX: scf.for %{{.*}} = %{{.*}} to %c9 step %c3
// AMX-COUNT-6: x86vector.avx512.dot
// AMX-NOT: amx.tile_mulf
// AMX-NOT: linalg.generic
// AMX: return
func.func @rows_split(%a: memref<41x16x2xbf16>, %b: memref<16x32x2xbf16>, %c: memref<41x32xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<41x16x2xbf16>, memref<16x32x2xbf16>) outs(%c : memref<41x32xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// 131 pairs along K (prime: no slice of 64 to 128 pairs divides them)
// split into 128 pairs and 3, two kernels in that order (the same sums),
// instead of one K loop over all of them. AMX runs K whole: one kernel.
// AVX512-LABEL: func.func @pairs_split
// AVX512: scf.for %{{.*}} = %{{.*}} to %c128 step %c1
// AVX512-COUNT-16: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512: scf.for %{{.*}} = %{{.*}} to %c3 step %c1
// AVX512-COUNT-16: x86vector.avx512.dot
// AVX512: scf.yield
// AVX512-NOT: x86vector.avx512.dot
// AVX512: return
// AMX-LABEL: func.func @pairs_split
// AMX: scf.for %{{.*}} = %{{.*}} to %c131 step %c1
// AMX-COUNT-16: x86vector.avx512.dot
// AMX-NOT: x86vector.avx512.dot
// AMX: return
func.func @pairs_split(%a: memref<16x131x2xbf16>, %b: memref<131x32x2xbf16>, %c: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<16x131x2xbf16>, memref<131x32x2xbf16>) outs(%c : memref<16x32xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A result larger than the caches (64 x 32,800 f32: over 8 MiB, as an LM
// head's logits) whose whole strip of B fits in L2 (512 pairs x 32 columns,
// 64 KiB): K runs whole (every slice would read and write the result
// again), where @long_k's 4 KiB result runs it in slices.
// AVX512-LABEL: func.func @result_out_of_cache
// AVX512-NOT: step %c128
// AVX512: scf.for %{{.*}} = %{{.*}} to %c512 step %c1
// AVX512-COUNT-16: x86vector.avx512.dot
// AVX512: return
func.func @result_out_of_cache(%a: memref<64x512x2xbf16>, %b: memref<512x32800x2xbf16>, %c: memref<64x32800xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<64x512x2xbf16>, memref<512x32800x2xbf16>) outs(%c : memref<64x32800xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
