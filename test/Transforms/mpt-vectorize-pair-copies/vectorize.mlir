// mpt-vectorize-pair-copies: copies into the bf16 kernels' pair layout
// [x, y, 2] as vector code over the leading multiples of 16 of x and y, the
// rest a linalg.transpose of subviews.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-pair-copies))' | FileCheck %s
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-vectorize-pair-copies{parallel}))' | FileCheck %s --check-prefix=PARALLEL

// [y, x, 2] -> [x, y, 2], y = 40: 16 x 16 squares of 32-bit words (16 rows
// of 16 pairs each read as one vector, transposed by shuffles, written as
// 16 rows), then y in [32, 40) for every x as a transpose of subviews.
// CHECK-LABEL: func.func @words
// CHECK-SAME: (%[[IN:.*]]: memref<40x48x2xbf16>, %[[OUT:.*]]: memref<48x40x2xbf16>)
// CHECK-DAG: %[[OROWS:.*]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1, 2]] : memref<48x40x2xbf16> into memref<48x80xbf16>
// CHECK-DAG: %[[IROWS:.*]] = memref.collapse_shape %[[IN]] {{\[}}[0], [1, 2]] : memref<40x48x2xbf16> into memref<40x96xbf16>
// CHECK: scf.for %[[X:.*]] = %{{.*}} to %c48 step %c16
// CHECK: scf.for %[[Y:.*]] = %{{.*}} to %c32 step %c16
// CHECK-COUNT-16: vector.load %[[IROWS]][{{.*}}] : memref<40x96xbf16>, vector<32xbf16>
// CHECK: vector.shuffle
// CHECK-NOT: vector.transpose
// CHECK-COUNT-16: vector.store %{{.*}}, %[[OROWS]][{{.*}}] : memref<48x80xbf16>, vector<32xbf16>
// CHECK: %[[REST_IN:.*]] = memref.subview %[[IN]][32, 0, 0] [8, 48, 2] [1, 1, 1]
// CHECK: %[[REST_OUT:.*]] = memref.subview %[[OUT]][0, 32, 0] [48, 8, 2] [1, 1, 1]
// CHECK: linalg.transpose ins(%[[REST_IN]] : {{.*}}) outs(%[[REST_OUT]] : {{.*}}) permutation = [1, 0, 2]
// CHECK-NOT: linalg.transpose
// CHECK: return
// PARALLEL-LABEL: func.func @words
// PARALLEL: scf.parallel (%{{.*}}) = (%{{.*}}) to (%c48) step (%c16{{.*}})
// PARALLEL: scf.for %{{.*}} to %c32 step %c16
func.func @words(%in: memref<40x48x2xbf16>, %out: memref<48x40x2xbf16>) {
  linalg.transpose ins(%in : memref<40x48x2xbf16>) outs(%out : memref<48x40x2xbf16>) permutation = [1, 0, 2]
  return
}

// [x, 2, y] -> [x, y, 2], y = 50: per x, the rows k = 0 and 1 loaded 16
// values at a time and interleaved into 16 pairs; y in [48, 50) as a
// transpose of subviews. No transposition in registers.
// CHECK-LABEL: func.func @interleave
// CHECK-SAME: (%[[IN:.*]]: memref<20x2x50xbf16>, %[[OUT:.*]]: memref<20x50x2xbf16>)
// CHECK: scf.for %[[X:.*]] = %{{.*}} to %c20 step %c1
// CHECK: scf.for %[[Y:.*]] = %{{.*}} to %c48 step %c16
// CHECK: %[[R0:.*]] = vector.load %[[IN]][%[[X]], %c0{{.*}}, %[[Y]]] : memref<20x2x50xbf16>, vector<16xbf16>
// CHECK: %[[R1:.*]] = vector.load %[[IN]][%[[X]], %c1{{.*}}, %[[Y]]] : memref<20x2x50xbf16>, vector<16xbf16>
// CHECK: %[[P:.*]] = vector.interleave %[[R0]], %[[R1]] : vector<16xbf16> -> vector<32xbf16>
// CHECK: vector.store %[[P]], %{{.*}} : memref<20x100xbf16>, vector<32xbf16>
// CHECK-NOT: vector.shuffle
// CHECK: memref.subview %[[IN]][0, 0, 48] [20, 2, 2] [1, 1, 1]
// CHECK: memref.subview %[[OUT]][0, 48, 0] [20, 2, 2] [1, 1, 1]
// CHECK: linalg.transpose {{.*}} permutation = [0, 2, 1]
// CHECK: return
func.func @interleave(%in: memref<20x2x50xbf16>, %out: memref<20x50x2xbf16>) {
  linalg.transpose ins(%in : memref<20x2x50xbf16>) outs(%out : memref<20x50x2xbf16>) permutation = [0, 2, 1]
  return
}

// [y, 2, x] -> [x, y, 2] (A read [k, m]), x and y multiples of 16: 16
// interleaved rows per square, transposed as words; nothing left over.
// CHECK-LABEL: func.func @interleave_words
// CHECK: scf.for %{{.*}} to %c48 step %c16
// CHECK: scf.for %{{.*}} to %c32 step %c16
// CHECK-COUNT-16: vector.interleave
// CHECK: vector.shuffle
// CHECK-COUNT-16: vector.store
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @interleave_words(%in: memref<32x2x48xbf16>, %out: memref<48x32x2xbf16>) {
  linalg.transpose ins(%in : memref<32x2x48xbf16>) outs(%out : memref<48x32x2xbf16>) permutation = [2, 0, 1]
  return
}

// Left alone: on tensors; 32-bit values; a result not ending in pairs; x
// under 16; dynamic sizes; a result whose pairs are not contiguous; an input
// whose rows are not contiguous; another permutation.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-8: linalg.transpose
// CHECK-NOT: vector.
// CHECK: return
func.func @left_alone(%t: tensor<40x48x2xbf16>, %te: tensor<48x40x2xbf16>,
                      %f: memref<40x48x2xf32>, %fo: memref<48x40x2xf32>,
                      %q: memref<40x48x4xbf16>, %qo: memref<48x40x4xbf16>,
                      %s: memref<40x8x2xbf16>, %so: memref<8x40x2xbf16>,
                      %d: memref<?x48x2xbf16>, %do: memref<48x?x2xbf16>,
                      %w: memref<40x48x2xbf16>, %wo: memref<48x40x4xbf16>,
                      %r: memref<20x2x100xbf16>, %ro: memref<20x50x2xbf16>,
                      %p: memref<2x48x40xbf16>, %po: memref<40x48x2xbf16>) -> tensor<48x40x2xbf16> {
  %0 = linalg.transpose ins(%t : tensor<40x48x2xbf16>) outs(%te : tensor<48x40x2xbf16>) permutation = [1, 0, 2]
  linalg.transpose ins(%f : memref<40x48x2xf32>) outs(%fo : memref<48x40x2xf32>) permutation = [1, 0, 2]
  linalg.transpose ins(%q : memref<40x48x4xbf16>) outs(%qo : memref<48x40x4xbf16>) permutation = [1, 0, 2]
  linalg.transpose ins(%s : memref<40x8x2xbf16>) outs(%so : memref<8x40x2xbf16>) permutation = [1, 0, 2]
  linalg.transpose ins(%d : memref<?x48x2xbf16>) outs(%do : memref<48x?x2xbf16>) permutation = [1, 0, 2]
  %wv = memref.subview %wo[0, 0, 0] [48, 40, 2] [1, 1, 2] : memref<48x40x4xbf16> to memref<48x40x2xbf16, strided<[160, 4, 2]>>
  linalg.transpose ins(%w : memref<40x48x2xbf16>) outs(%wv : memref<48x40x2xbf16, strided<[160, 4, 2]>>) permutation = [1, 0, 2]
  %rv = memref.subview %r[0, 0, 0] [20, 2, 50] [1, 1, 2] : memref<20x2x100xbf16> to memref<20x2x50xbf16, strided<[200, 100, 2]>>
  linalg.transpose ins(%rv : memref<20x2x50xbf16, strided<[200, 100, 2]>>) outs(%ro : memref<20x50x2xbf16>) permutation = [0, 2, 1]
  linalg.transpose ins(%p : memref<2x48x40xbf16>) outs(%po : memref<40x48x2xbf16>) permutation = [2, 1, 0]
  return %0 : tensor<48x40x2xbf16>
}
