// Exported by mpt_torch from ResNetStage (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
module {
  func.func @forward(%arg0: tensor<4x3x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4x4x3x3xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4x4x3x3xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<5x4xf32>, %arg10: tensor<5xf32>, %arg11: tensor<2x3x8x8xf32>, %arg12: tensor<2xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %c5 = arith.constant 5 : index
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 1.280000e+02 : f64
    %cst_5 = arith.constant 1.280000e+02 : f32
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 1.600000e+01 : f32
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg13: index, %arg14: index, %arg15: index, %arg16: index):
      tensor.yield %cst : f32
    } : tensor<2x3x8x8xf32> to tensor<2x3x10x10xf32>
    %0 = tensor.empty() : tensor<2x4x8x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<2x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %3 = tensor.empty() : tensor<2x4x8x8xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x8x8xf32>) outs(%3 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %104 = arith.extf %in : f32 to f64
      linalg.yield %104 : f64
    } -> tensor<2x4x8x8xf64>
    %5 = tensor.empty() : tensor<1x4x1x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%4 : tensor<2x4x8x8xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_4 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%3 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.subf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x8x8xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%3 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.mulf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x8x8xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%10 : tensor<2x4x8x8xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_4 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %13 = tensor.empty() : tensor<1x4x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x4x1x1xf64>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %104 = arith.truncf %in : f64 to f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x8x8xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.divf %in, %cst_5 : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.truncf %cst_3 : f64 to f32
      %105 = arith.addf %in, %104 : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = math.rsqrt %in : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %17 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.subf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded : tensor<2x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_10 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_10 : tensor<2x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.addf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x4x8x8xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.cmpf ugt, %in, %cst : f32
      %105 = arith.select %104, %in, %cst : f32
      linalg.yield %105 : f32
    } -> tensor<2x4x8x8xf32>
    %padded_11 = tensor.pad %24 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg13: index, %arg14: index, %arg15: index, %arg16: index):
      tensor.yield %cst_1 : f32
    } : tensor<2x4x8x8xf32> to tensor<2x4x10x10xf32>
    %25 = tensor.empty() : tensor<2x4x4x4xf32>
    %26 = linalg.fill ins(%cst_1 : f32) outs(%25 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %27 = tensor.empty() : tensor<3x3xf32>
    %28 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_11, %27 : tensor<2x4x10x10xf32>, tensor<3x3xf32>) outs(%26 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %padded_12 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg13: index, %arg14: index, %arg15: index, %arg16: index):
      tensor.yield %cst : f32
    } : tensor<2x4x4x4xf32> to tensor<2x4x6x6xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_12, %arg3 : tensor<2x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%29 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %31 = tensor.empty() : tensor<2x4x4x4xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x4x4x4xf32>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %104 = arith.extf %in : f32 to f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%32 : tensor<2x4x4x4xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_6 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %34 : tensor<2x4x4x4xf64>, tensor<1x4x1x1xf64>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.subf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %35 : tensor<2x4x4x4xf64>, tensor<2x4x4x4xf64>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.mulf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%36 : tensor<2x4x4x4xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_6 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x4x1x1xf64>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %104 = arith.truncf %in : f64 to f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%30 : tensor<2x4x4x4xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.divf %in, %cst_7 : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.truncf %cst_3 : f64 to f32
      %105 = arith.addf %in, %104 : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = math.rsqrt %in : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %41 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.subf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %43 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %expanded_13 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_13 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %expanded_14 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_14 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.addf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x4x4x4xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.cmpf ugt, %in, %cst : f32
      %105 = arith.select %104, %in, %cst : f32
      linalg.yield %105 : f32
    } -> tensor<2x4x4x4xf32>
    %padded_15 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg13: index, %arg14: index, %arg15: index, %arg16: index):
      tensor.yield %cst : f32
    } : tensor<2x4x4x4xf32> to tensor<2x4x6x6xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_15, %arg6 : tensor<2x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%29 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x4x4x4xf32>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %104 = arith.extf %in : f32 to f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%50 : tensor<2x4x4x4xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_6 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %53 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %52 : tensor<2x4x4x4xf64>, tensor<1x4x1x1xf64>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.subf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %53 : tensor<2x4x4x4xf64>, tensor<2x4x4x4xf64>) outs(%31 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %104 = arith.mulf %in, %in_20 : f64
      linalg.yield %104 : f64
    } -> tensor<2x4x4x4xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%54 : tensor<2x4x4x4xf64>) outs(%6 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.addf %in, %out : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x4x1x1xf64>) outs(%5 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %104 = arith.divf %in, %cst_6 : f64
      linalg.yield %104 : f64
    } -> tensor<1x4x1x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x4x1x1xf64>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %104 = arith.truncf %in : f64 to f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%49 : tensor<2x4x4x4xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.divf %in, %cst_7 : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.truncf %cst_3 : f64 to f32
      %105 = arith.addf %in, %104 : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x4x1x1xf32>) outs(%13 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = math.rsqrt %in : f32
      linalg.yield %104 : f32
    } -> tensor<1x4x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %59 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.subf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %expanded_16 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_16 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.mulf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %expanded_17 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_17 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.addf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %65 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.addf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4x4x4xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x4x4xf32>) outs(%25 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.cmpf ugt, %in, %cst : f32
      %105 = arith.select %104, %in, %cst : f32
      linalg.yield %105 : f32
    } -> tensor<2x4x4x4xf32>
    %68 = tensor.empty() : tensor<2x4xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%67 : tensor<2x4x4x4xf32>) outs(%69 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<2x4xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<2x4xf32>) outs(%68 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.divf %in, %cst_8 : f32
      linalg.yield %104 : f32
    } -> tensor<2x4xf32>
    %72 = tensor.empty() : tensor<4x5xf32>
    %transposed = linalg.transpose ins(%arg9 : tensor<5x4xf32>) outs(%72 : tensor<4x5xf32>) permutation = [1, 0] 
    %73 = tensor.empty() : tensor<2x5xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %75 = linalg.matmul ins(%71, %transposed : tensor<2x4xf32>, tensor<4x5xf32>) outs(%74 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<5xf32>) outs(%73 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x5xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%75, %76 : tensor<2x5xf32>, tensor<2x5xf32>) outs(%73 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.addf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x5xf32>
    %78 = tensor.empty() : tensor<2xi64>
    %79 = linalg.fill ins(%c0_i64 : i64) outs(%78 : tensor<2xi64>) -> tensor<2xi64>
    %80 = tensor.empty() : tensor<2xf32>
    %81 = linalg.fill ins(%cst_1 : f32) outs(%80 : tensor<2xf32>) -> tensor<2xf32>
    %82:2 = linalg.generic {indexing_maps = [#map4, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%77 : tensor<2x5xf32>) outs(%81, %79 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_20: i64):
      %104 = linalg.index 1 : index
      %105 = arith.index_cast %104 : index to i64
      %106 = arith.maximumf %in, %out : f32
      %107 = arith.cmpf ogt, %in, %out : f32
      %108 = arith.select %107, %105, %out_20 : i64
      linalg.yield %106, %108 : f32, i64
    } -> (tensor<2xf32>, tensor<2xi64>)
    %expanded_18 = tensor.expand_shape %82#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%77, %expanded_18 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%73 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.subf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x5xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<2x5xf32>) outs(%73 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = math.exp %in : f32
      linalg.yield %104 : f32
    } -> tensor<2x5xf32>
    %85 = tensor.empty() : tensor<2x1xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "reduction"]} ins(%84 : tensor<2x5xf32>) outs(%86 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<2x1xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<2x1xf32>) outs(%85 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = math.log %in : f32
      linalg.yield %104 : f32
    } -> tensor<2x1xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%83, %88 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%73 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.subf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<2x5xf32>
    %90 = tensor.empty() : tensor<2xi1>
    %91 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg12 : tensor<2xi64>) outs(%90 : tensor<2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %104 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %104 : i1
    } -> tensor<2xi1>
    %92 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%91, %arg12, %cst_9 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%78 : tensor<2xi64>) {
    ^bb0(%in: i1, %in_20: i64, %in_21: i64, %out: i64):
      %104 = arith.select %in, %in_20, %in_21 : i64
      linalg.yield %104 : i64
    } -> tensor<2xi64>
    %expanded_19 = tensor.expand_shape %92 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<2x1xi64>) outs(%86 : tensor<2x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %104 = linalg.index 0 : index
      %105 = arith.index_cast %in : i64 to index
      %106 = arith.cmpi slt, %105, %c5 : index
      cf.assert %106, "index must be smaller than dim size"
      %107 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %107, "index must be larger or equal to 0"
      %extracted = tensor.extract %89[%104, %105] : tensor<2x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1xf32>
    %collapsed = tensor.collapse_shape %93 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed : tensor<2xf32>) outs(%80 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.negf %in : f32
      linalg.yield %104 : f32
    } -> tensor<2xf32>
    %95 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%91, %94, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%80 : tensor<2xf32>) {
    ^bb0(%in: i1, %in_20: f32, %in_21: f32, %out: f32):
      %104 = arith.select %in, %in_20, %in_21 : f32
      linalg.yield %104 : f32
    } -> tensor<2xf32>
    %96 = tensor.empty() : tensor<i64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<i64>) -> tensor<i64>
    %98 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%91 : tensor<2xi1>) outs(%97 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %104 = arith.extui %in : i1 to i64
      %105 = arith.addi %104, %out : i64
      linalg.yield %105 : i64
    } -> tensor<i64>
    %99 = tensor.empty() : tensor<f32>
    %100 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%98 : tensor<i64>) outs(%99 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %104 = arith.sitofp %in : i64 to f32
      linalg.yield %104 : f32
    } -> tensor<f32>
    %101 = linalg.fill ins(%cst : f32) outs(%99 : tensor<f32>) -> tensor<f32>
    %102 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%95 : tensor<2xf32>) outs(%101 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %104 = arith.addf %in, %out : f32
      linalg.yield %104 : f32
    } -> tensor<f32>
    %103 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%102, %100 : tensor<f32>, tensor<f32>) outs(%99 : tensor<f32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %104 = arith.divf %in, %in_20 : f32
      linalg.yield %104 : f32
    } -> tensor<f32>
    return %103 : tensor<f32>
  }
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     stem.weight
  //   #1 param     bn0.weight
  //   #2 param     bn0.bias
  //   #3 param     conv1.weight
  //   #4 param     bn1.weight
  //   #5 param     bn1.bias
  //   #6 param     conv2.weight
  //   #7 param     bn2.weight
  //   #8 param     bn2.bias
  //   #9 param     fc.weight
  //   #10 param     fc.bias
  //   #11 input     input0
  //   #12 label     label0
  //   #13 hyper     lr
  func.func @train_step(
      %a0: tensor<4x3x3x3xf32> {mpt.role = "param"},
      %a1: tensor<4xf32> {mpt.role = "param"},
      %a2: tensor<4xf32> {mpt.role = "param"},
      %a3: tensor<4x4x3x3xf32> {mpt.role = "param"},
      %a4: tensor<4xf32> {mpt.role = "param"},
      %a5: tensor<4xf32> {mpt.role = "param"},
      %a6: tensor<4x4x3x3xf32> {mpt.role = "param"},
      %a7: tensor<4xf32> {mpt.role = "param"},
      %a8: tensor<4xf32> {mpt.role = "param"},
      %a9: tensor<5x4xf32> {mpt.role = "param"},
      %a10: tensor<5xf32> {mpt.role = "param"},
      %a11: tensor<2x3x8x8xf32> {mpt.role = "input"},
      %a12: tensor<2xi64> {mpt.role = "label"},
      %a13: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<4x3x3x3xf32> {mpt.updates = 0 : i64},
          tensor<4xf32> {mpt.updates = 1 : i64},
          tensor<4xf32> {mpt.updates = 2 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 3 : i64},
          tensor<4xf32> {mpt.updates = 4 : i64},
          tensor<4xf32> {mpt.updates = 5 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 6 : i64},
          tensor<4xf32> {mpt.updates = 7 : i64},
          tensor<4xf32> {mpt.updates = 8 : i64},
          tensor<5x4xf32> {mpt.updates = 9 : i64},
          tensor<5xf32> {mpt.updates = 10 : i64},
          tensor<f32>) {
    %loss, %g:11 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        : (tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<2x3x8x8xf32>, tensor<2xi64>)
        -> (tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a13 {weight_decay = 0.0 : f64} : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>
    %p1 = mpt.sgd %a1, %g#1, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p2 = mpt.sgd %a2, %g#2, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p3 = mpt.sgd %a3, %g#3, %a13 {weight_decay = 0.0 : f64} : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>
    %p4 = mpt.sgd %a4, %g#4, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p5 = mpt.sgd %a5, %g#5, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p6 = mpt.sgd %a6, %g#6, %a13 {weight_decay = 0.0 : f64} : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>
    %p7 = mpt.sgd %a7, %g#7, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p8 = mpt.sgd %a8, %g#8, %a13 {weight_decay = 0.0 : f64} : tensor<4xf32>, tensor<4xf32>
    %p9 = mpt.sgd %a9, %g#9, %a13 {weight_decay = 0.0 : f64} : tensor<5x4xf32>, tensor<5x4xf32>
    %p10 = mpt.sgd %a10, %g#10, %a13 {weight_decay = 0.0 : f64} : tensor<5xf32>, tensor<5xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %loss
        : tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<f32>
  }
}
