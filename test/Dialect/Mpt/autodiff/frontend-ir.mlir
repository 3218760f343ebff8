// mpt-autodiff on the IR front ends emit: a gather in a payload becomes a
// scatter-add (one loop per table row, the data index compared with it; the
// bounds check stays in the forward), a convolution's cotangents are
// convolutions, and an init that carries data gets the result's cotangent.
// RUN: mpt-opt %s -mpt-autodiff -canonicalize -cse | FileCheck %s

// The convolution's cotangents (@conv_grad), each with its result's loops
// outermost in the result's order: the filter flipped along its window, the
// spread cotangent read at stride 1 and the forward's dilation, the input
// read at the forward's stride 2 for the filter's.
// CHECK-DAG: #[[FLIP:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, -d2 + 2, -d3 + 2)>
// CHECK-DAG: #[[SPREAD_MAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5, d6)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[STRIDED:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d1, d5 * 2 + d2, d6 * 2 + d3)>
// CHECK-DAG: #[[COTANGENT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d0, d5, d6)>

#ids = affine_map<(i, j) -> (i)>
#id = affine_map<(i, j) -> (i, j)>
func.func @embedding(%table: tensor<5x3xf32>, %tokens: tensor<4xi64>) -> tensor<f32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [#ids, #id], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4xi64>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%token: i64, %out: f32):
    %row = arith.index_cast %token : i64 to index
    %inside = arith.cmpi slt, %row, %c5 : index
    cf.assert %inside, "index must be smaller than dim size"
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<5x3xf32>
    linalg.yield %v : f32
  } -> tensor<4x3xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<4x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @embedding_grad
// CHECK: linalg.generic
// CHECK: cf.assert
// CHECK: tensor.extract %arg0
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel", "parallel"]{{.*}} ins(%arg1, {{.*}}) outs(%{{.*}} : tensor<5x3xf32>)
// CHECK-NOT: cf.assert
// CHECK-NOT: tensor.extract
// CHECK: %[[ROW:.*]] = arith.index_cast
// CHECK: %[[LOOP:.*]] = linalg.index 2
// CHECK: %[[HIT:.*]] = arith.cmpi eq, %[[ROW]], %[[LOOP]]
// CHECK: arith.select %[[HIT]]
// CHECK-NOT: arith.constant dense<0.000000e+00> : tensor<5x3xf32>
// CHECK: return
func.func @embedding_grad(%table: tensor<5x3xf32>, %tokens: tensor<4xi64>) -> tensor<5x3xf32> {
  %l, %g = mpt.value_and_grad @embedding(%table, %tokens) wrt [0] : (tensor<5x3xf32>, tensor<4xi64>) -> (tensor<f32>, tensor<5x3xf32>)
  return %g : tensor<5x3xf32>
}

func.func @conv(%x: tensor<1x2x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) outs(%i : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2, 3] : tensor<1x3x3x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @conv_grad
// The input's: the cotangent spread by the stride into padded zeros,
// correlated at stride 1 with the flipped filter, reducing over the output
// channels and the window.
// CHECK: %[[SPREAD:.*]] = tensor.insert_slice %{{.*}}[0, 0, 2, 2] [1, 3, 3, 3] [1, 1, 2, 2]
// CHECK: %[[FLIPPED:.*]] = linalg.generic {indexing_maps = [#[[FLIP]], #{{.*}}], {{.*}}ins(%arg1 : tensor<3x2x3x3xf32>)
// CHECK: %[[DX:.*]] = linalg.generic {indexing_maps = [#[[SPREAD_MAP]], #[[FILTER]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[SPREAD]], %[[FLIPPED]] : tensor<1x3x10x10xf32>, tensor<3x2x3x3xf32>) outs(%{{.*}} : tensor<1x2x8x8xf32>)
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
// The filter's: the input times the cotangent over the forward's loops,
// the filter's parallel and outermost; no slice (the rows no window met are not read).
// CHECK: %[[DW:.*]] = linalg.generic {indexing_maps = [#[[STRIDED]], #[[COTANGENT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %{{.*}} : tensor<1x2x8x8xf32>, tensor<1x3x3x3xf32>) outs(%{{.*}} : tensor<3x2x3x3xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[DX]], %[[DW]]
func.func @conv_grad(%x: tensor<1x2x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> (tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) {
  %l, %g:2 = mpt.value_and_grad @conv(%x, %w) wrt [0, 1] : (tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>) -> (tensor<f32>, tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>)
  return %g#0, %g#1 : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>
}

func.func @bias_init(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %bias: tensor<5xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<3x5xf32>
  %acc = linalg.broadcast ins(%bias : tensor<5xf32>) outs(%e : tensor<3x5xf32>) dimensions = [0]
  %y = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%acc : tensor<3x5xf32>) -> tensor<3x5xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<3x5xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// CHECK-LABEL: func.func @bias_init_grad
// CHECK-NOT: linalg.matmul
// CHECK: %[[G:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK-NOT: arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: return %[[G]]
func.func @bias_init_grad(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %bias: tensor<5xf32>) -> tensor<5xf32> {
  %l, %g = mpt.value_and_grad @bias_init(%a, %b, %bias) wrt [2] : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<5xf32>) -> (tensor<f32>, tensor<5xf32>)
  return %g : tensor<5xf32>
}

// A max pooling's cotangent runs over the input and the window (not over the
// input times the output): each element gathers the cotangent of the windows
// it is the maximum of, shared among ties.
// CHECK-LABEL: func.func @max_pool_grad
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]{{.*}} outs(%{{.*}} : tensor<1x2x2x2xf32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]{{.*}} outs(%{{.*}} : tensor<1x2x5x5xf32>)
// CHECK: arith.divsi
// CHECK: arith.remsi
// CHECK: tensor.extract
// CHECK: arith.cmpf oeq
// CHECK: arith.divf
// CHECK-NOT: "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"
// CHECK: return
func.func @max_pool(%x: tensor<1x2x5x5xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<3x3xf32>) outs(%i : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2, 3] : tensor<1x2x2x2xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @max_pool_grad(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %l, %g = mpt.value_and_grad @max_pool(%x) wrt [0] : (tensor<1x2x5x5xf32>) -> (tensor<f32>, tensor<1x2x5x5xf32>)
  return %g : tensor<1x2x5x5xf32>
}

// A table wider than a one-hot loop is worth (kMaxOneHotWidth, 64 rows):
// the backward loops over the gather's iterations and adds each cotangent
// into the row it read, repeated ids accumulating.
// CHECK-LABEL: func.func @large_embedding_grad
// CHECK: %[[ZEROS:.*]] = linalg.fill
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ZEROS]]) -> (tensor<100x3xf32>)
// CHECK: scf.for
// CHECK: %[[ROW:.*]] = arith.index_cast
// CHECK: %[[OLD:.*]] = tensor.extract %{{.*}}[%[[ROW]], %{{.*}}] : tensor<100x3xf32>
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]]
// CHECK: tensor.insert %[[NEW]] into %{{.*}}[%[[ROW]], %{{.*}}] : tensor<100x3xf32>
// CHECK-NOT: arith.cmpi eq
// CHECK: return
func.func @large_embedding(%table: tensor<100x3xf32>, %tokens: tensor<4xi64>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [#ids, #id], iterator_types = ["parallel", "parallel"]} ins(%tokens : tensor<4xi64>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%token: i64, %out: f32):
    %row = arith.index_cast %token : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<100x3xf32>
    linalg.yield %v : f32
  } -> tensor<4x3xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<4x3xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @large_embedding_grad(%table: tensor<100x3xf32>, %tokens: tensor<4xi64>) -> tensor<100x3xf32> {
  %l, %g = mpt.value_and_grad @large_embedding(%table, %tokens) wrt [0] : (tensor<100x3xf32>, tensor<4xi64>) -> (tensor<f32>, tensor<100x3xf32>)
  return %g : tensor<100x3xf32>
}

// A label gather from rows wider than a one-hot loop is worth (torch's
// gather(logp, 1, labels[:, None]), its index's unit dimension a loop of
// one iteration): each element of the cotangent is written by one
// iteration, so it is one parallel generic over [rows, classes] comparing
// the class with the label, with no zero fill, scatter loop or reduction
// that would keep elementwise fusion from taking it into its readers.
// CHECK-LABEL: func.func @label_gather_grad
// CHECK-NOT: scf.for
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : tensor<4x1xi64>, tensor<4x1xf32>) outs(%{{.*}} : tensor<4x100xf32>)
// CHECK: %[[CLASS:.*]] = linalg.index 1 : index
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %[[CLASS]] : index
// CHECK: arith.select %[[EQ]]
// CHECK-NOT: arith.addf
// CHECK-NOT: scf.for
// CHECK: return
#rows = affine_map<(i, j) -> (i, j)>
func.func @label_gather(%logp: tensor<4x100xf32>, %labels: tensor<4x1xi64>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4x1xf32>
  %y = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]} ins(%labels : tensor<4x1xi64>) outs(%e : tensor<4x1xf32>) {
  ^bb0(%label: i64, %out: f32):
    %row = linalg.index 0 : index
    %class = arith.index_cast %label : i64 to index
    %v = tensor.extract %logp[%row, %class] : tensor<4x100xf32>
    linalg.yield %v : f32
  } -> tensor<4x1xf32>
  %l = mpt.reduce_sum %y dims = [0, 1] : tensor<4x1xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @label_gather_grad(%logp: tensor<4x100xf32>, %labels: tensor<4x1xi64>) -> tensor<4x100xf32> {
  %l, %g = mpt.value_and_grad @label_gather(%logp, %labels) wrt [0] : (tensor<4x100xf32>, tensor<4x1xi64>) -> (tensor<f32>, tensor<4x100xf32>)
  return %g : tensor<4x100xf32>
}
