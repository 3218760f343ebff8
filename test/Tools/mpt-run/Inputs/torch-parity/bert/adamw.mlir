// Exported by mpt_torch from Bert (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<() -> ()>
module {
  func.func @forward(%arg0: tensor<40x32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<96x32xf32>, %arg6: tensor<96xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<128x32xf32>, %arg12: tensor<128xf32>, %arg13: tensor<32x128xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<96x32xf32>, %arg18: tensor<96xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<3x32xf32>, %arg32: tensor<3xf32>, %arg33: tensor<2x8xi64>, %arg34: tensor<2x8xi64>, %arg35: tensor<2xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c40 = arith.constant 40 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 4.000000e+00 : f32
    %cst_9 = arith.constant 1.41421354 : f32
    %cst_10 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %203 = linalg.index 0 : index
      %204 = arith.index_cast %203 : index to i64
      linalg.yield %204 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<2x8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %203 = arith.index_cast %in : i64 to index
      %204 = linalg.index 2 : index
      %205 = arith.cmpi slt, %203, %c40 : index
      cf.assert %205, "index must be smaller than dim size"
      %206 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %206, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%203, %204] : tensor<40x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %4 = tensor.empty() : tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %203 = arith.index_cast %in : i64 to index
      %204 = linalg.index 1 : index
      %205 = arith.cmpi slt, %203, %c8 : index
      cf.assert %205, "index must be smaller than dim size"
      %206 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %206, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%203, %204] : tensor<8x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %203 = arith.index_cast %in : i64 to index
      %204 = linalg.index 2 : index
      %205 = arith.cmpi slt, %203, %c2 : index
      cf.assert %205, "index must be smaller than dim size"
      %206 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %206, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%203, %204] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %9 = tensor.empty() : tensor<2x8x32xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %203 = arith.extf %in : f32 to f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %11 = tensor.empty() : tensor<2x8x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.subf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.mulf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %19 = tensor.empty() : tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %203 = arith.truncf %in : f64 to f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_7 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.truncf %cst_5 : f64 to f32
      %204 = arith.addf %in, %203 : f32
      linalg.yield %204 : f32
    } -> tensor<2x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.rsqrt %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %30 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%30 : tensor<32x96xf32>) permutation = [1, 0] 
    %31 = tensor.empty() : tensor<16x96xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%31 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%31 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x96xf32>
    %expanded = tensor.expand_shape %35 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %36 = tensor.empty() : tensor<2x2x8x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<2x2x16x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_15 : tensor<2x8x2x16xf32>) outs(%37 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_19 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32>
    %38 = tensor.empty() : tensor<4x8x8xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %40 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_21 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %41 = tensor.empty() : tensor<2x2x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x2x8x8xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_8 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %43 = tensor.empty() : tensor<2x2x8xi64>
    %44 = linalg.fill ins(%c0_i64 : i64) outs(%43 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %45 = tensor.empty() : tensor<2x2x8xf32>
    %46 = linalg.fill ins(%cst_1 : f32) outs(%45 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %47:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<2x2x8x8xf32>) outs(%46, %44 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_72: i64):
      %203 = linalg.index 3 : index
      %204 = arith.index_cast %203 : index to i64
      %205 = arith.maximumf %in, %out : f32
      %206 = arith.cmpf ogt, %in, %out : f32
      %207 = arith.select %206, %204, %out_72 : i64
      linalg.yield %205, %207 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_22 = tensor.expand_shape %47#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_22 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x2x8x8xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.exp %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %50 = tensor.empty() : tensor<2x2x8x1xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x2x8x8xf32>) outs(%51 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.divf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %54 = tensor.empty() : tensor<4x8x16xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_25 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32>
    %57 = tensor.empty() : tensor<2x8x2x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x2x8x16xf32>) outs(%57 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %58 = tensor.empty() : tensor<32x32xf32>
    %transposed_28 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<16x32xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %61 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%60 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %62 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x32xf32>
    %expanded_29 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %expanded_29 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %203 = arith.extf %in : f32 to f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %66 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %67 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.subf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %68 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.mulf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %70 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %203 = arith.truncf %in : f64 to f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_7 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.truncf %cst_5 : f64 to f32
      %204 = arith.addf %in, %203 : f32
      linalg.yield %204 : f32
    } -> tensor<2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.rsqrt %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %74 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %76 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_30 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %81 = tensor.empty() : tensor<32x128xf32>
    %transposed_31 = linalg.transpose ins(%arg11 : tensor<128x32xf32>) outs(%81 : tensor<32x128xf32>) permutation = [1, 0] 
    %82 = tensor.empty() : tensor<16x128xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %84 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%83 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128xf32>) outs(%82 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%82 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x128xf32>
    %expanded_32 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %87 = tensor.empty() : tensor<2x8x128xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_9 : f32
      %204 = math.erf %203 : f32
      %205 = arith.addf %204, %cst_2 : f32
      %206 = arith.mulf %205, %cst_3 : f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_33 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %89 = tensor.empty() : tensor<128x32xf32>
    %transposed_34 = linalg.transpose ins(%arg13 : tensor<32x128xf32>) outs(%89 : tensor<128x32xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%60 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %91 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%90, %91 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x32xf32>
    %expanded_35 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_35 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %203 = arith.extf %in : f32 to f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %95 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %97 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.subf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %98 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %97 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.mulf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %99 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %203 = arith.truncf %in : f64 to f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_7 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.truncf %cst_5 : f64 to f32
      %204 = arith.addf %in, %203 : f32
      linalg.yield %204 : f32
    } -> tensor<2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.rsqrt %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %103 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %105 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_36 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_37 = linalg.transpose ins(%arg17 : tensor<96x32xf32>) outs(%30 : tensor<32x96xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%32 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %111 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<96xf32>) outs(%31 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%110, %111 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%31 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x96xf32>
    %expanded_38 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32>
    %extracted_slice_39 = tensor.extract_slice %expanded_38[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_38[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_38[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32>
    %expanded_42 = tensor.expand_shape %extracted_slice_39 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_44 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x8x2x16xf32>) outs(%36 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_47 = linalg.transpose ins(%expanded_44 : tensor<2x8x2x16xf32>) outs(%37 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_48 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32>
    %113 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_50 = tensor.expand_shape %113 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x2x8x8xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_8 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %115:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<2x2x8x8xf32>) outs(%46, %44 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_72: i64):
      %203 = linalg.index 3 : index
      %204 = arith.index_cast %203 : index to i64
      %205 = arith.maximumf %in, %out : f32
      %206 = arith.cmpf ogt, %in, %out : f32
      %207 = arith.select %206, %204, %out_72 : i64
      linalg.yield %205, %207 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_51 = tensor.expand_shape %115#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_51 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<2x2x8x8xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.exp %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<2x2x8x8xf32>) outs(%51 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %118 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%41 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.divf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %120 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_54 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x2x8x16xf32>) outs(%57 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32>
    %transposed_57 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %121 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%60 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %122 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x32xf32>
    %expanded_58 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %expanded_58 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %203 = arith.extf %in : f32 to f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %126 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %128 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %127 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.subf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %128 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.mulf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %130 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %132 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %203 = arith.truncf %in : f64 to f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_7 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.truncf %cst_5 : f64 to f32
      %204 = arith.addf %in, %203 : f32
      linalg.yield %204 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.rsqrt %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %134 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %136 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %arg22 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_59 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_60 = linalg.transpose ins(%arg23 : tensor<128x32xf32>) outs(%81 : tensor<32x128xf32>) permutation = [1, 0] 
    %141 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%83 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %142 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128xf32>) outs(%82 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x128xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %142 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%82 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x128xf32>
    %expanded_61 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x8x128xf32>) outs(%87 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_9 : f32
      %204 = math.erf %203 : f32
      %205 = arith.addf %204, %cst_2 : f32
      %206 = arith.mulf %205, %cst_3 : f32
      %207 = arith.mulf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<2x8x128xf32>
    %collapsed_62 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32>
    %transposed_63 = linalg.transpose ins(%arg25 : tensor<32x128xf32>) outs(%89 : tensor<128x32xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%60 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%145, %146 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%59 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<16x32xf32>
    %expanded_64 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %expanded_64 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x32xf32>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %203 = arith.extf %in : f32 to f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %150 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %152 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.subf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %152 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%9 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %203 = arith.mulf %in, %in_72 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x32xf64>
    %154 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32xf64>) outs(%12 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.addf %in, %out : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf64>) outs(%11 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %203 = arith.divf %in, %cst_6 : f64
      linalg.yield %203 : f64
    } -> tensor<2x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf64>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %203 = arith.truncf %in : f64 to f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf32>) outs(%21 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.divf %in, %cst_7 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.truncf %cst_5 : f64 to f32
      %204 = arith.addf %in, %203 : f32
      linalg.yield %204 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.rsqrt %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %158 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %160 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.mulf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg28 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x8x32xf32>
    %extracted_slice_65 = tensor.extract_slice %164[0, 0, 0] [2, 1, 32] [1, 1, 1] : tensor<2x8x32xf32> to tensor<2x1x32xf32>
    %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0, 1], [2]] : tensor<2x1x32xf32> into tensor<2x32xf32>
    %transposed_67 = linalg.transpose ins(%arg29 : tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) permutation = [1, 0] 
    %165 = tensor.empty() : tensor<2x32xf32>
    %166 = linalg.fill ins(%cst_0 : f32) outs(%165 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %167 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%166 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %168 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<32xf32>) outs(%165 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%165 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x32xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<2x32xf32>) outs(%165 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.tanh %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x32xf32>
    %171 = tensor.empty() : tensor<32x3xf32>
    %transposed_68 = linalg.transpose ins(%arg31 : tensor<3x32xf32>) outs(%171 : tensor<32x3xf32>) permutation = [1, 0] 
    %172 = tensor.empty() : tensor<2x3xf32>
    %173 = linalg.fill ins(%cst_0 : f32) outs(%172 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %174 = linalg.matmul ins(%170, %transposed_68 : tensor<2x32xf32>, tensor<32x3xf32>) outs(%173 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %175 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<3xf32>) outs(%172 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%174, %175 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%172 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.addf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x3xf32>
    %177 = tensor.empty() : tensor<2xi64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<2xi64>) -> tensor<2xi64>
    %179 = tensor.empty() : tensor<2xf32>
    %180 = linalg.fill ins(%cst_1 : f32) outs(%179 : tensor<2xf32>) -> tensor<2xf32>
    %181:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%176 : tensor<2x3xf32>) outs(%180, %178 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_72: i64):
      %203 = linalg.index 1 : index
      %204 = arith.index_cast %203 : index to i64
      %205 = arith.maximumf %in, %out : f32
      %206 = arith.cmpf ogt, %in, %out : f32
      %207 = arith.select %206, %204, %out_72 : i64
      linalg.yield %205, %207 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_69 = tensor.expand_shape %181#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%176, %expanded_69 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%172 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x3xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<2x3xf32>) outs(%172 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.exp %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x3xf32>
    %184 = tensor.empty() : tensor<2x1xf32>
    %185 = linalg.fill ins(%cst_0 : f32) outs(%184 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<2x3xf32>) outs(%185 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<2x1xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<2x1xf32>) outs(%184 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = math.log %in : f32
      linalg.yield %203 : f32
    } -> tensor<2x1xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%182, %187 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%172 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.subf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<2x3xf32>
    %189 = tensor.empty() : tensor<2xi1>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<2xi64>) outs(%189 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %203 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %203 : i1
    } -> tensor<2xi1>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map13, #map], iterator_types = ["parallel"]} ins(%190, %arg35, %cst_10 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%177 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_72: i64, %in_73: i64, %out: i64):
      %203 = arith.select %in, %in_72, %in_73 : i64
      linalg.yield %203 : i64
    } -> tensor<2xi64>
    %expanded_70 = tensor.expand_shape %191 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_70 : tensor<2x1xi64>) outs(%185 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %203 = linalg.index 0 : index
      %204 = arith.index_cast %in : i64 to index
      %205 = arith.cmpi slt, %204, %c3 : index
      cf.assert %205, "index must be smaller than dim size"
      %206 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %206, "index must be larger or equal to 0"
      %extracted = tensor.extract %188[%203, %204] : tensor<2x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed_71 = tensor.collapse_shape %192 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_71 : tensor<2xf32>) outs(%179 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.negf %in : f32
      linalg.yield %203 : f32
    } -> tensor<2xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map13, #map], iterator_types = ["parallel"]} ins(%190, %193, %cst_4 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%179 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_72: f32, %in_73: f32, %out: f32):
      %203 = arith.select %in, %in_72, %in_73 : f32
      linalg.yield %203 : f32
    } -> tensor<2xf32>
    %195 = tensor.empty() : tensor<i64>
    %196 = linalg.fill ins(%c0_i64 : i64) outs(%195 : tensor<i64>) -> tensor<i64>
    %197 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["reduction"]} ins(%190 : tensor<2xi1>) outs(%196 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %203 = arith.extui %in : i1 to i64
      %204 = arith.addi %203, %out : i64
      linalg.yield %204 : i64
    } -> tensor<i64>
    %198 = tensor.empty() : tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%197 : tensor<i64>) outs(%198 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %203 = arith.sitofp %in : i64 to f32
      linalg.yield %203 : f32
    } -> tensor<f32>
    %200 = linalg.fill ins(%cst_0 : f32) outs(%198 : tensor<f32>) -> tensor<f32>
    %201 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["reduction"]} ins(%194 : tensor<2xf32>) outs(%200 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %203 = arith.addf %in, %out : f32
      linalg.yield %203 : f32
    } -> tensor<f32>
    %202 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%201, %199 : tensor<f32>, tensor<f32>) outs(%198 : tensor<f32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %203 = arith.divf %in, %in_72 : f32
      linalg.yield %203 : f32
    } -> tensor<f32>
    return %202 : tensor<f32>
  }
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     tok.weight
  //   #1 param     pos.weight
  //   #2 param     seg.weight
  //   #3 param     ln.weight
  //   #4 param     ln.bias
  //   #5 param     layers.0.attn.qkv.weight
  //   #6 param     layers.0.attn.qkv.bias
  //   #7 param     layers.0.attn.proj.weight
  //   #8 param     layers.0.attn.proj.bias
  //   #9 param     layers.0.ln1.weight
  //   #10 param     layers.0.ln1.bias
  //   #11 param     layers.0.fc.weight
  //   #12 param     layers.0.fc.bias
  //   #13 param     layers.0.out.weight
  //   #14 param     layers.0.out.bias
  //   #15 param     layers.0.ln2.weight
  //   #16 param     layers.0.ln2.bias
  //   #17 param     layers.1.attn.qkv.weight
  //   #18 param     layers.1.attn.qkv.bias
  //   #19 param     layers.1.attn.proj.weight
  //   #20 param     layers.1.attn.proj.bias
  //   #21 param     layers.1.ln1.weight
  //   #22 param     layers.1.ln1.bias
  //   #23 param     layers.1.fc.weight
  //   #24 param     layers.1.fc.bias
  //   #25 param     layers.1.out.weight
  //   #26 param     layers.1.out.bias
  //   #27 param     layers.1.ln2.weight
  //   #28 param     layers.1.ln2.bias
  //   #29 param     pool.weight
  //   #30 param     pool.bias
  //   #31 param     cls.weight
  //   #32 param     cls.bias
  //   #33 opt_state exp_avg.tok.weight
  //   #34 opt_state exp_avg.pos.weight
  //   #35 opt_state exp_avg.seg.weight
  //   #36 opt_state exp_avg.ln.weight
  //   #37 opt_state exp_avg.ln.bias
  //   #38 opt_state exp_avg.layers.0.attn.qkv.weight
  //   #39 opt_state exp_avg.layers.0.attn.qkv.bias
  //   #40 opt_state exp_avg.layers.0.attn.proj.weight
  //   #41 opt_state exp_avg.layers.0.attn.proj.bias
  //   #42 opt_state exp_avg.layers.0.ln1.weight
  //   #43 opt_state exp_avg.layers.0.ln1.bias
  //   #44 opt_state exp_avg.layers.0.fc.weight
  //   #45 opt_state exp_avg.layers.0.fc.bias
  //   #46 opt_state exp_avg.layers.0.out.weight
  //   #47 opt_state exp_avg.layers.0.out.bias
  //   #48 opt_state exp_avg.layers.0.ln2.weight
  //   #49 opt_state exp_avg.layers.0.ln2.bias
  //   #50 opt_state exp_avg.layers.1.attn.qkv.weight
  //   #51 opt_state exp_avg.layers.1.attn.qkv.bias
  //   #52 opt_state exp_avg.layers.1.attn.proj.weight
  //   #53 opt_state exp_avg.layers.1.attn.proj.bias
  //   #54 opt_state exp_avg.layers.1.ln1.weight
  //   #55 opt_state exp_avg.layers.1.ln1.bias
  //   #56 opt_state exp_avg.layers.1.fc.weight
  //   #57 opt_state exp_avg.layers.1.fc.bias
  //   #58 opt_state exp_avg.layers.1.out.weight
  //   #59 opt_state exp_avg.layers.1.out.bias
  //   #60 opt_state exp_avg.layers.1.ln2.weight
  //   #61 opt_state exp_avg.layers.1.ln2.bias
  //   #62 opt_state exp_avg.pool.weight
  //   #63 opt_state exp_avg.pool.bias
  //   #64 opt_state exp_avg.cls.weight
  //   #65 opt_state exp_avg.cls.bias
  //   #66 opt_state exp_avg_sq.tok.weight
  //   #67 opt_state exp_avg_sq.pos.weight
  //   #68 opt_state exp_avg_sq.seg.weight
  //   #69 opt_state exp_avg_sq.ln.weight
  //   #70 opt_state exp_avg_sq.ln.bias
  //   #71 opt_state exp_avg_sq.layers.0.attn.qkv.weight
  //   #72 opt_state exp_avg_sq.layers.0.attn.qkv.bias
  //   #73 opt_state exp_avg_sq.layers.0.attn.proj.weight
  //   #74 opt_state exp_avg_sq.layers.0.attn.proj.bias
  //   #75 opt_state exp_avg_sq.layers.0.ln1.weight
  //   #76 opt_state exp_avg_sq.layers.0.ln1.bias
  //   #77 opt_state exp_avg_sq.layers.0.fc.weight
  //   #78 opt_state exp_avg_sq.layers.0.fc.bias
  //   #79 opt_state exp_avg_sq.layers.0.out.weight
  //   #80 opt_state exp_avg_sq.layers.0.out.bias
  //   #81 opt_state exp_avg_sq.layers.0.ln2.weight
  //   #82 opt_state exp_avg_sq.layers.0.ln2.bias
  //   #83 opt_state exp_avg_sq.layers.1.attn.qkv.weight
  //   #84 opt_state exp_avg_sq.layers.1.attn.qkv.bias
  //   #85 opt_state exp_avg_sq.layers.1.attn.proj.weight
  //   #86 opt_state exp_avg_sq.layers.1.attn.proj.bias
  //   #87 opt_state exp_avg_sq.layers.1.ln1.weight
  //   #88 opt_state exp_avg_sq.layers.1.ln1.bias
  //   #89 opt_state exp_avg_sq.layers.1.fc.weight
  //   #90 opt_state exp_avg_sq.layers.1.fc.bias
  //   #91 opt_state exp_avg_sq.layers.1.out.weight
  //   #92 opt_state exp_avg_sq.layers.1.out.bias
  //   #93 opt_state exp_avg_sq.layers.1.ln2.weight
  //   #94 opt_state exp_avg_sq.layers.1.ln2.bias
  //   #95 opt_state exp_avg_sq.pool.weight
  //   #96 opt_state exp_avg_sq.pool.bias
  //   #97 opt_state exp_avg_sq.cls.weight
  //   #98 opt_state exp_avg_sq.cls.bias
  //   #99 step      step
  //   #100 input     input0
  //   #101 input     input1
  //   #102 label     label0
  //   #103 hyper     lr
  func.func @train_step(
      %a0: tensor<40x32xf32> {mpt.role = "param"},
      %a1: tensor<8x32xf32> {mpt.role = "param"},
      %a2: tensor<2x32xf32> {mpt.role = "param"},
      %a3: tensor<32xf32> {mpt.role = "param"},
      %a4: tensor<32xf32> {mpt.role = "param"},
      %a5: tensor<96x32xf32> {mpt.role = "param"},
      %a6: tensor<96xf32> {mpt.role = "param"},
      %a7: tensor<32x32xf32> {mpt.role = "param"},
      %a8: tensor<32xf32> {mpt.role = "param"},
      %a9: tensor<32xf32> {mpt.role = "param"},
      %a10: tensor<32xf32> {mpt.role = "param"},
      %a11: tensor<128x32xf32> {mpt.role = "param"},
      %a12: tensor<128xf32> {mpt.role = "param"},
      %a13: tensor<32x128xf32> {mpt.role = "param"},
      %a14: tensor<32xf32> {mpt.role = "param"},
      %a15: tensor<32xf32> {mpt.role = "param"},
      %a16: tensor<32xf32> {mpt.role = "param"},
      %a17: tensor<96x32xf32> {mpt.role = "param"},
      %a18: tensor<96xf32> {mpt.role = "param"},
      %a19: tensor<32x32xf32> {mpt.role = "param"},
      %a20: tensor<32xf32> {mpt.role = "param"},
      %a21: tensor<32xf32> {mpt.role = "param"},
      %a22: tensor<32xf32> {mpt.role = "param"},
      %a23: tensor<128x32xf32> {mpt.role = "param"},
      %a24: tensor<128xf32> {mpt.role = "param"},
      %a25: tensor<32x128xf32> {mpt.role = "param"},
      %a26: tensor<32xf32> {mpt.role = "param"},
      %a27: tensor<32xf32> {mpt.role = "param"},
      %a28: tensor<32xf32> {mpt.role = "param"},
      %a29: tensor<32x32xf32> {mpt.role = "param"},
      %a30: tensor<32xf32> {mpt.role = "param"},
      %a31: tensor<3x32xf32> {mpt.role = "param"},
      %a32: tensor<3xf32> {mpt.role = "param"},
      %a33: tensor<40x32xf32> {mpt.role = "opt_state"},
      %a34: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a35: tensor<2x32xf32> {mpt.role = "opt_state"},
      %a36: tensor<32xf32> {mpt.role = "opt_state"},
      %a37: tensor<32xf32> {mpt.role = "opt_state"},
      %a38: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a39: tensor<96xf32> {mpt.role = "opt_state"},
      %a40: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a41: tensor<32xf32> {mpt.role = "opt_state"},
      %a42: tensor<32xf32> {mpt.role = "opt_state"},
      %a43: tensor<32xf32> {mpt.role = "opt_state"},
      %a44: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a45: tensor<128xf32> {mpt.role = "opt_state"},
      %a46: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a47: tensor<32xf32> {mpt.role = "opt_state"},
      %a48: tensor<32xf32> {mpt.role = "opt_state"},
      %a49: tensor<32xf32> {mpt.role = "opt_state"},
      %a50: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a51: tensor<96xf32> {mpt.role = "opt_state"},
      %a52: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a53: tensor<32xf32> {mpt.role = "opt_state"},
      %a54: tensor<32xf32> {mpt.role = "opt_state"},
      %a55: tensor<32xf32> {mpt.role = "opt_state"},
      %a56: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<128xf32> {mpt.role = "opt_state"},
      %a58: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a59: tensor<32xf32> {mpt.role = "opt_state"},
      %a60: tensor<32xf32> {mpt.role = "opt_state"},
      %a61: tensor<32xf32> {mpt.role = "opt_state"},
      %a62: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<32xf32> {mpt.role = "opt_state"},
      %a64: tensor<3x32xf32> {mpt.role = "opt_state"},
      %a65: tensor<3xf32> {mpt.role = "opt_state"},
      %a66: tensor<40x32xf32> {mpt.role = "opt_state"},
      %a67: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a68: tensor<2x32xf32> {mpt.role = "opt_state"},
      %a69: tensor<32xf32> {mpt.role = "opt_state"},
      %a70: tensor<32xf32> {mpt.role = "opt_state"},
      %a71: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a72: tensor<96xf32> {mpt.role = "opt_state"},
      %a73: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a74: tensor<32xf32> {mpt.role = "opt_state"},
      %a75: tensor<32xf32> {mpt.role = "opt_state"},
      %a76: tensor<32xf32> {mpt.role = "opt_state"},
      %a77: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a78: tensor<128xf32> {mpt.role = "opt_state"},
      %a79: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a80: tensor<32xf32> {mpt.role = "opt_state"},
      %a81: tensor<32xf32> {mpt.role = "opt_state"},
      %a82: tensor<32xf32> {mpt.role = "opt_state"},
      %a83: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a84: tensor<96xf32> {mpt.role = "opt_state"},
      %a85: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a86: tensor<32xf32> {mpt.role = "opt_state"},
      %a87: tensor<32xf32> {mpt.role = "opt_state"},
      %a88: tensor<32xf32> {mpt.role = "opt_state"},
      %a89: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a90: tensor<128xf32> {mpt.role = "opt_state"},
      %a91: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a92: tensor<32xf32> {mpt.role = "opt_state"},
      %a93: tensor<32xf32> {mpt.role = "opt_state"},
      %a94: tensor<32xf32> {mpt.role = "opt_state"},
      %a95: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a96: tensor<32xf32> {mpt.role = "opt_state"},
      %a97: tensor<3x32xf32> {mpt.role = "opt_state"},
      %a98: tensor<3xf32> {mpt.role = "opt_state"},
      %a99: tensor<i64> {mpt.role = "step"},
      %a100: tensor<2x8xi64> {mpt.role = "input"},
      %a101: tensor<2x8xi64> {mpt.role = "input"},
      %a102: tensor<2xi64> {mpt.role = "label"},
      %a103: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<40x32xf32> {mpt.updates = 0 : i64},
          tensor<8x32xf32> {mpt.updates = 1 : i64},
          tensor<2x32xf32> {mpt.updates = 2 : i64},
          tensor<32xf32> {mpt.updates = 3 : i64},
          tensor<32xf32> {mpt.updates = 4 : i64},
          tensor<96x32xf32> {mpt.updates = 5 : i64},
          tensor<96xf32> {mpt.updates = 6 : i64},
          tensor<32x32xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32xf32> {mpt.updates = 9 : i64},
          tensor<32xf32> {mpt.updates = 10 : i64},
          tensor<128x32xf32> {mpt.updates = 11 : i64},
          tensor<128xf32> {mpt.updates = 12 : i64},
          tensor<32x128xf32> {mpt.updates = 13 : i64},
          tensor<32xf32> {mpt.updates = 14 : i64},
          tensor<32xf32> {mpt.updates = 15 : i64},
          tensor<32xf32> {mpt.updates = 16 : i64},
          tensor<96x32xf32> {mpt.updates = 17 : i64},
          tensor<96xf32> {mpt.updates = 18 : i64},
          tensor<32x32xf32> {mpt.updates = 19 : i64},
          tensor<32xf32> {mpt.updates = 20 : i64},
          tensor<32xf32> {mpt.updates = 21 : i64},
          tensor<32xf32> {mpt.updates = 22 : i64},
          tensor<128x32xf32> {mpt.updates = 23 : i64},
          tensor<128xf32> {mpt.updates = 24 : i64},
          tensor<32x128xf32> {mpt.updates = 25 : i64},
          tensor<32xf32> {mpt.updates = 26 : i64},
          tensor<32xf32> {mpt.updates = 27 : i64},
          tensor<32xf32> {mpt.updates = 28 : i64},
          tensor<32x32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<3x32xf32> {mpt.updates = 31 : i64},
          tensor<3xf32> {mpt.updates = 32 : i64},
          tensor<40x32xf32> {mpt.updates = 33 : i64},
          tensor<8x32xf32> {mpt.updates = 34 : i64},
          tensor<2x32xf32> {mpt.updates = 35 : i64},
          tensor<32xf32> {mpt.updates = 36 : i64},
          tensor<32xf32> {mpt.updates = 37 : i64},
          tensor<96x32xf32> {mpt.updates = 38 : i64},
          tensor<96xf32> {mpt.updates = 39 : i64},
          tensor<32x32xf32> {mpt.updates = 40 : i64},
          tensor<32xf32> {mpt.updates = 41 : i64},
          tensor<32xf32> {mpt.updates = 42 : i64},
          tensor<32xf32> {mpt.updates = 43 : i64},
          tensor<128x32xf32> {mpt.updates = 44 : i64},
          tensor<128xf32> {mpt.updates = 45 : i64},
          tensor<32x128xf32> {mpt.updates = 46 : i64},
          tensor<32xf32> {mpt.updates = 47 : i64},
          tensor<32xf32> {mpt.updates = 48 : i64},
          tensor<32xf32> {mpt.updates = 49 : i64},
          tensor<96x32xf32> {mpt.updates = 50 : i64},
          tensor<96xf32> {mpt.updates = 51 : i64},
          tensor<32x32xf32> {mpt.updates = 52 : i64},
          tensor<32xf32> {mpt.updates = 53 : i64},
          tensor<32xf32> {mpt.updates = 54 : i64},
          tensor<32xf32> {mpt.updates = 55 : i64},
          tensor<128x32xf32> {mpt.updates = 56 : i64},
          tensor<128xf32> {mpt.updates = 57 : i64},
          tensor<32x128xf32> {mpt.updates = 58 : i64},
          tensor<32xf32> {mpt.updates = 59 : i64},
          tensor<32xf32> {mpt.updates = 60 : i64},
          tensor<32xf32> {mpt.updates = 61 : i64},
          tensor<32x32xf32> {mpt.updates = 62 : i64},
          tensor<32xf32> {mpt.updates = 63 : i64},
          tensor<3x32xf32> {mpt.updates = 64 : i64},
          tensor<3xf32> {mpt.updates = 65 : i64},
          tensor<40x32xf32> {mpt.updates = 66 : i64},
          tensor<8x32xf32> {mpt.updates = 67 : i64},
          tensor<2x32xf32> {mpt.updates = 68 : i64},
          tensor<32xf32> {mpt.updates = 69 : i64},
          tensor<32xf32> {mpt.updates = 70 : i64},
          tensor<96x32xf32> {mpt.updates = 71 : i64},
          tensor<96xf32> {mpt.updates = 72 : i64},
          tensor<32x32xf32> {mpt.updates = 73 : i64},
          tensor<32xf32> {mpt.updates = 74 : i64},
          tensor<32xf32> {mpt.updates = 75 : i64},
          tensor<32xf32> {mpt.updates = 76 : i64},
          tensor<128x32xf32> {mpt.updates = 77 : i64},
          tensor<128xf32> {mpt.updates = 78 : i64},
          tensor<32x128xf32> {mpt.updates = 79 : i64},
          tensor<32xf32> {mpt.updates = 80 : i64},
          tensor<32xf32> {mpt.updates = 81 : i64},
          tensor<32xf32> {mpt.updates = 82 : i64},
          tensor<96x32xf32> {mpt.updates = 83 : i64},
          tensor<96xf32> {mpt.updates = 84 : i64},
          tensor<32x32xf32> {mpt.updates = 85 : i64},
          tensor<32xf32> {mpt.updates = 86 : i64},
          tensor<32xf32> {mpt.updates = 87 : i64},
          tensor<32xf32> {mpt.updates = 88 : i64},
          tensor<128x32xf32> {mpt.updates = 89 : i64},
          tensor<128xf32> {mpt.updates = 90 : i64},
          tensor<32x128xf32> {mpt.updates = 91 : i64},
          tensor<32xf32> {mpt.updates = 92 : i64},
          tensor<32xf32> {mpt.updates = 93 : i64},
          tensor<32xf32> {mpt.updates = 94 : i64},
          tensor<32x32xf32> {mpt.updates = 95 : i64},
          tensor<32xf32> {mpt.updates = 96 : i64},
          tensor<3x32xf32> {mpt.updates = 97 : i64},
          tensor<3xf32> {mpt.updates = 98 : i64},
          tensor<i64> {mpt.updates = 99 : i64},
          tensor<f32>) {
    %loss, %g:33 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a100, %a101, %a102) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]
        : (tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<2x8xi64>, tensor<2x8xi64>, tensor<2xi64>)
        -> (tensor<f32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a33, %a66, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<40x32xf32>, tensor<40x32xf32>, tensor<40x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a34, %a67, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a35, %a68, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a36, %a69, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a37, %a70, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a38, %a71, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96x32xf32>, tensor<96x32xf32>, tensor<96x32xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a39, %a72, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a40, %a73, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a41, %a74, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a42, %a75, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a43, %a76, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a44, %a77, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a45, %a78, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a46, %a79, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a47, %a80, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a48, %a81, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a49, %a82, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a50, %a83, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96x32xf32>, tensor<96x32xf32>, tensor<96x32xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a51, %a84, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a52, %a85, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a53, %a86, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a54, %a87, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a55, %a88, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a56, %a89, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a57, %a90, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a58, %a91, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a59, %a92, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a60, %a93, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p28, %m28, %v28, %t28 = mpt.adam %a28, %g#28, %a61, %a94, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p29, %m29, %v29, %t29 = mpt.adam %a29, %g#29, %a62, %a95, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p30, %m30, %v30, %t30 = mpt.adam %a30, %g#30, %a63, %a96, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p31, %m31, %v31, %t31 = mpt.adam %a31, %g#31, %a64, %a97, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<i64>
    %p32, %m32, %v32, %t32 = mpt.adam %a32, %g#32, %a65, %a98, %a99, %a103 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %p30, %p31, %p32, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %m28, %m29, %m30, %m31, %m32, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %t0, %loss
        : tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<i64>, tensor<f32>
  }
}
