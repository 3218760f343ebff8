// Exported by mpt_torch from ConvZoo (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/conv.py":385:0)
#loc2 = loc("/work/main/scripts/torch_models.py":261:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/conv.py":565:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<() -> ()>
#loc9 = loc(callsite(#loc4 at #loc5))
#loc10 = loc(callsite(#loc3 at #loc9))
#loc11 = loc(callsite(#loc2 at #loc10))
#loc12 = loc(callsite(#loc1 at #loc11))
#loc13 = loc(callsite(#loc6 at #loc11))
#loc15 = loc(callsite(#loc8 at #loc11))
module {
  func.func @forward(%arg0: tensor<6x4x3xf32> loc(callsite(#loc1 at #loc11)), %arg1: tensor<6xf32> loc(callsite(#loc1 at #loc11)), %arg2: tensor<6x1x4xf32> loc(callsite(#loc1 at #loc11)), %arg3: tensor<6xf32> loc(callsite(#loc1 at #loc11)), %arg4: tensor<4x1x3x3xf32> loc(callsite(#loc1 at #loc11)), %arg5: tensor<4xf32> loc(callsite(#loc1 at #loc11)), %arg6: tensor<2x1x2x2x2xf32> loc(callsite(#loc1 at #loc11)), %arg7: tensor<2xf32> loc(callsite(#loc1 at #loc11)), %arg8: tensor<5x54xf32> loc(callsite(#loc1 at #loc11)), %arg9: tensor<5xf32> loc(callsite(#loc1 at #loc11)), %arg10: tensor<2x4x16xf32> loc(callsite(#loc1 at #loc11)), %arg11: tensor<2xi64> loc(callsite(#loc1 at #loc11))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc10)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %c5 = arith.constant 5 : index loc(#loc)
    %cst_2 = arith.constant 0xFF800000 : f32 loc(#loc10)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc10)
    %cst_4 = arith.constant 1.41421354 : f32 loc(#loc)
    %cst_5 = arith.constant dense<0> : tensor<i64> loc(#loc10)
    %padded = tensor.pad %arg10 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg12: index loc(callsite(#loc1 at #loc11)), %arg13: index loc(callsite(#loc1 at #loc11)), %arg14: index loc(callsite(#loc1 at #loc11))):
      tensor.yield %cst : f32 loc(#loc12)
    } : tensor<2x4x16xf32> to tensor<2x4x18xf32> loc(#loc12)
    %0 = tensor.empty() : tensor<2x6x8xf32> loc(#loc12)
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<6xf32>) outs(%0 : tensor<2x6x8xf32>) dimensions = [0, 2]  loc(#loc12)
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded, %arg0 : tensor<2x4x18xf32>, tensor<6x4x3xf32>) outs(%broadcasted : tensor<2x6x8xf32>) -> tensor<2x6x8xf32> loc(#loc12)
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x6x8xf32>) outs(%0 : tensor<2x6x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc11)), %out: f32 loc(callsite(#loc2 at #loc10))):
      %43 = arith.divf %in, %cst_4 : f32 loc(#loc11)
      %44 = math.erf %43 : f32 loc(#loc11)
      %45 = arith.addf %44, %cst_0 : f32 loc(#loc11)
      %46 = arith.mulf %45, %cst_1 : f32 loc(#loc11)
      %47 = arith.mulf %in, %46 : f32 loc(#loc11)
      linalg.yield %47 : f32 loc(#loc11)
    } -> tensor<2x6x8xf32> loc(#loc11)
    %expanded = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [2, 6, 8, 1] : tensor<2x6x8xf32> into tensor<2x6x8x1xf32> loc(#loc12)
    %expanded_6 = tensor.expand_shape %arg2 [[0], [1], [2, 3]] output_shape [6, 1, 4, 1] : tensor<6x1x4xf32> into tensor<6x1x4x1xf32> loc(#loc12)
    %padded_7 = tensor.pad %expanded low[0, 0, 3, 0] high[0, 0, 3, 0] {
    ^bb0(%arg12: index loc(callsite(#loc1 at #loc11)), %arg13: index loc(callsite(#loc1 at #loc11)), %arg14: index loc(callsite(#loc1 at #loc11)), %arg15: index loc(callsite(#loc1 at #loc11))):
      tensor.yield %cst : f32 loc(#loc12)
    } : tensor<2x6x8x1xf32> to tensor<2x6x14x1xf32> loc(#loc12)
    %3 = tensor.empty() : tensor<2x6x11x1xf32> loc(#loc12)
    %broadcasted_8 = linalg.broadcast ins(%arg3 : tensor<6xf32>) outs(%3 : tensor<2x6x11x1xf32>) dimensions = [0, 2, 3]  loc(#loc12)
    %collapsed = tensor.collapse_shape %expanded_6 [[0, 1], [2], [3]] : tensor<6x1x4x1xf32> into tensor<6x4x1xf32> loc(#loc12)
    %4 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %collapsed : tensor<2x6x14x1xf32>, tensor<6x4x1xf32>) outs(%broadcasted_8 : tensor<2x6x11x1xf32>) -> tensor<2x6x11x1xf32> loc(#loc12)
    %collapsed_9 = tensor.collapse_shape %4 [[0], [1], [2, 3]] : tensor<2x6x11x1xf32> into tensor<2x6x11xf32> loc(#loc12)
    %extracted_slice = tensor.extract_slice %collapsed_9[0, 0, 0] [2, 6, 8] [1, 1, 1] : tensor<2x6x11xf32> to tensor<2x6x8xf32> loc(#loc11)
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %extracted_slice : tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%0 : tensor<2x6x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc10)), %in_24: f32 loc(callsite(#loc2 at #loc10)), %out: f32 loc(callsite(#loc2 at #loc10))):
      %43 = arith.addf %in, %in_24 : f32 loc(#loc11)
      linalg.yield %43 : f32 loc(#loc11)
    } -> tensor<2x6x8xf32> loc(#loc11)
    %collapsed_10 = tensor.collapse_shape %5 [[0], [1, 2]] : tensor<2x6x8xf32> into tensor<2x48xf32> loc(#loc11)
    %expanded_11 = tensor.expand_shape %collapsed_10 [[0], [1, 2, 3]] output_shape [2, 2, 6, 4] : tensor<2x48xf32> into tensor<2x2x6x4xf32> loc(#loc11)
    %padded_12 = tensor.pad %expanded_11 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg12: index loc(callsite(#loc6 at #loc11)), %arg13: index loc(callsite(#loc6 at #loc11)), %arg14: index loc(callsite(#loc6 at #loc11)), %arg15: index loc(callsite(#loc6 at #loc11))):
      tensor.yield %cst : f32 loc(#loc13)
    } : tensor<2x2x6x4xf32> to tensor<2x2x10x8xf32> loc(#loc13)
    %6 = tensor.empty() : tensor<2x4x6x4xf32> loc(#loc13)
    %broadcasted_13 = linalg.broadcast ins(%arg5 : tensor<4xf32>) outs(%6 : tensor<2x4x6x4xf32>) dimensions = [0, 2, 3]  loc(#loc13)
    %expanded_14 = tensor.expand_shape %padded_12 [[0], [1, 2], [3], [4]] output_shape [2, 2, 1, 10, 8] : tensor<2x2x10x8xf32> into tensor<2x2x1x10x8xf32> loc(#loc13)
    %expanded_15 = tensor.expand_shape %arg4 [[0, 1], [2], [3], [4]] output_shape [2, 2, 1, 3, 3] : tensor<4x1x3x3xf32> into tensor<2x2x1x3x3xf32> loc(#loc13)
    %expanded_16 = tensor.expand_shape %broadcasted_13 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 6, 4] : tensor<2x4x6x4xf32> into tensor<2x2x2x6x4xf32> loc(#loc13)
    %7 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_14, %expanded_15 : tensor<2x2x1x10x8xf32>, tensor<2x2x1x3x3xf32>) outs(%expanded_16 : tensor<2x2x2x6x4xf32>) -> tensor<2x2x2x6x4xf32> loc(#loc13)
    %collapsed_17 = tensor.collapse_shape %7 [[0], [1, 2], [3], [4]] : tensor<2x2x2x6x4xf32> into tensor<2x4x6x4xf32> loc(#loc13)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x4x6x4xf32>) outs(%6 : tensor<2x4x6x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc2 at #loc10))):
      %43 = arith.divf %in, %cst_4 : f32 loc(#loc11)
      %44 = math.erf %43 : f32 loc(#loc11)
      %45 = arith.addf %44, %cst_0 : f32 loc(#loc11)
      %46 = arith.mulf %45, %cst_1 : f32 loc(#loc11)
      %47 = arith.mulf %in, %46 : f32 loc(#loc11)
      linalg.yield %47 : f32 loc(#loc11)
    } -> tensor<2x4x6x4xf32> loc(#loc11)
    %expanded_18 = tensor.expand_shape %8 [[0], [1, 2], [3], [4]] output_shape [2, 1, 4, 6, 4] : tensor<2x4x6x4xf32> into tensor<2x1x4x6x4xf32> loc(#loc11)
    %9 = tensor.empty() : tensor<2x2x3x3x3xf32> loc(#loc14)
    %broadcasted_19 = linalg.broadcast ins(%arg7 : tensor<2xf32>) outs(%9 : tensor<2x2x3x3x3xf32>) dimensions = [0, 2, 3, 4]  loc(#loc14)
    %10 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<[1, 2, 1]> : vector<3xi64>} ins(%expanded_18, %arg6 : tensor<2x1x4x6x4xf32>, tensor<2x1x2x2x2xf32>) outs(%broadcasted_19 : tensor<2x2x3x3x3xf32>) -> tensor<2x2x3x3x3xf32> loc(#loc14)
    %collapsed_20 = tensor.collapse_shape %10 [[0], [1, 2, 3, 4]] : tensor<2x2x3x3x3xf32> into tensor<2x54xf32> loc(#loc11)
    %11 = tensor.empty() : tensor<54x5xf32> loc(#loc15)
    %transposed = linalg.transpose ins(%arg8 : tensor<5x54xf32>) outs(%11 : tensor<54x5xf32>) permutation = [1, 0]  loc(#loc15)
    %12 = tensor.empty() : tensor<2x5xf32> loc(#loc15)
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc15)
    %14 = linalg.matmul ins(%collapsed_20, %transposed : tensor<2x54xf32>, tensor<54x5xf32>) outs(%13 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc15)
    %15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<5xf32>) outs(%12 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc11)), %out: f32 loc(callsite(#loc8 at #loc11))):
      linalg.yield %in : f32 loc(#loc15)
    } -> tensor<2x5xf32> loc(#loc15)
    %16 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %15 : tensor<2x5xf32>, tensor<2x5xf32>) outs(%12 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc11)), %in_24: f32 loc(callsite(#loc8 at #loc11)), %out: f32 loc(callsite(#loc8 at #loc11))):
      %43 = arith.addf %in, %in_24 : f32 loc(#loc15)
      linalg.yield %43 : f32 loc(#loc15)
    } -> tensor<2x5xf32> loc(#loc15)
    %17 = tensor.empty() : tensor<2xi64> loc(#loc10)
    %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<2xi64>) -> tensor<2xi64> loc(#loc10)
    %19 = tensor.empty() : tensor<2xf32> loc(#loc10)
    %20 = linalg.fill ins(%cst_2 : f32) outs(%19 : tensor<2xf32>) -> tensor<2xf32> loc(#loc10)
    %21:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%16 : tensor<2x5xf32>) outs(%20, %18 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc11)), %out: f32 loc(callsite(#loc3 at #loc9)), %out_24: i64 loc(callsite(#loc3 at #loc9))):
      %43 = linalg.index 1 : index loc(#loc10)
      %44 = arith.index_cast %43 : index to i64 loc(#loc10)
      %45 = arith.maximumf %in, %out : f32 loc(#loc10)
      %46 = arith.cmpf ogt, %in, %out : f32 loc(#loc10)
      %47 = arith.select %46, %44, %out_24 : i64 loc(#loc10)
      linalg.yield %45, %47 : f32, i64 loc(#loc10)
    } -> (tensor<2xf32>, tensor<2xi64>) loc(#loc10)
    %expanded_21 = tensor.expand_shape %21#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc(#loc10)
    %22 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%16, %expanded_21 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%12 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc11)), %in_24: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.subf %in, %in_24 : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2x5xf32> loc(#loc10)
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<2x5xf32>) outs(%12 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = math.exp %in : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2x5xf32> loc(#loc10)
    %24 = tensor.empty() : tensor<2x1xf32> loc(#loc10)
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc10)
    %26 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%23 : tensor<2x5xf32>) outs(%25 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.addf %in, %out : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2x1xf32> loc(#loc10)
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<2x1xf32>) outs(%24 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = math.log %in : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2x1xf32> loc(#loc10)
    %28 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%22, %27 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%12 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %in_24: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.subf %in, %in_24 : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2x5xf32> loc(#loc10)
    %29 = tensor.empty() : tensor<2xi1> loc(#loc10)
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg11 : tensor<2xi64>) outs(%29 : tensor<2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc9)), %out: i1 loc(callsite(#loc3 at #loc9))):
      %43 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc10)
      linalg.yield %43 : i1 loc(#loc10)
    } -> tensor<2xi1> loc(#loc10)
    %31 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%30, %arg11, %cst_5 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%17 : tensor<2xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc9)), %in_24: i64 loc(callsite(#loc3 at #loc9)), %in_25: i64 loc(callsite(#loc3 at #loc9)), %out: i64 loc(callsite(#loc3 at #loc9))):
      %43 = arith.select %in, %in_24, %in_25 : i64 loc(#loc10)
      linalg.yield %43 : i64 loc(#loc10)
    } -> tensor<2xi64> loc(#loc10)
    %expanded_22 = tensor.expand_shape %31 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc(#loc10)
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_22 : tensor<2x1xi64>) outs(%25 : tensor<2x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = linalg.index 0 : index loc(#loc10)
      %44 = arith.index_cast %in : i64 to index loc(#loc10)
      %45 = arith.cmpi slt, %44, %c5 : index loc(#loc10)
      cf.assert %45, "index must be smaller than dim size" loc(#loc10)
      %46 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc10)
      cf.assert %46, "index must be larger or equal to 0" loc(#loc10)
      %extracted = tensor.extract %28[%43, %44] : tensor<2x5xf32> loc(#loc10)
      linalg.yield %extracted : f32 loc(#loc10)
    } -> tensor<2x1xf32> loc(#loc10)
    %collapsed_23 = tensor.collapse_shape %32 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc(#loc10)
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_23 : tensor<2xf32>) outs(%19 : tensor<2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.negf %in : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2xf32> loc(#loc10)
    %34 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%30, %33, %cst_3 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%19 : tensor<2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc9)), %in_24: f32 loc(callsite(#loc3 at #loc9)), %in_25: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.select %in, %in_24, %in_25 : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<2xf32> loc(#loc10)
    %35 = tensor.empty() : tensor<i64> loc(#loc10)
    %36 = linalg.fill ins(%c0_i64 : i64) outs(%35 : tensor<i64>) -> tensor<i64> loc(#loc10)
    %37 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%30 : tensor<2xi1>) outs(%36 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc9)), %out: i64 loc(callsite(#loc3 at #loc9))):
      %43 = arith.extui %in : i1 to i64 loc(#loc10)
      %44 = arith.addi %43, %out : i64 loc(#loc10)
      linalg.yield %44 : i64 loc(#loc10)
    } -> tensor<i64> loc(#loc10)
    %38 = tensor.empty() : tensor<f32> loc(#loc10)
    %39 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%37 : tensor<i64>) outs(%38 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.sitofp %in : i64 to f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<f32> loc(#loc10)
    %40 = linalg.fill ins(%cst : f32) outs(%38 : tensor<f32>) -> tensor<f32> loc(#loc10)
    %41 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%34 : tensor<2xf32>) outs(%40 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.addf %in, %out : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<f32> loc(#loc10)
    %42 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%41, %39 : tensor<f32>, tensor<f32>) outs(%38 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc9)), %in_24: f32 loc(callsite(#loc3 at #loc9)), %out: f32 loc(callsite(#loc3 at #loc9))):
      %43 = arith.divf %in, %in_24 : f32 loc(#loc10)
      linalg.yield %43 : f32 loc(#loc10)
    } -> tensor<f32> loc(#loc10)
    return %42 : tensor<f32> loc(#loc10)
  } loc(#loc12)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     stem.weight
  //   #1 param     stem.bias
  //   #2 param     causal.weight
  //   #3 param     causal.bias
  //   #4 param     grouped.weight
  //   #5 param     grouped.bias
  //   #6 param     volume.weight
  //   #7 param     volume.bias
  //   #8 param     head.weight
  //   #9 param     head.bias
  //   #10 opt_state exp_avg.stem.weight
  //   #11 opt_state exp_avg.stem.bias
  //   #12 opt_state exp_avg.causal.weight
  //   #13 opt_state exp_avg.causal.bias
  //   #14 opt_state exp_avg.grouped.weight
  //   #15 opt_state exp_avg.grouped.bias
  //   #16 opt_state exp_avg.volume.weight
  //   #17 opt_state exp_avg.volume.bias
  //   #18 opt_state exp_avg.head.weight
  //   #19 opt_state exp_avg.head.bias
  //   #20 opt_state exp_avg_sq.stem.weight
  //   #21 opt_state exp_avg_sq.stem.bias
  //   #22 opt_state exp_avg_sq.causal.weight
  //   #23 opt_state exp_avg_sq.causal.bias
  //   #24 opt_state exp_avg_sq.grouped.weight
  //   #25 opt_state exp_avg_sq.grouped.bias
  //   #26 opt_state exp_avg_sq.volume.weight
  //   #27 opt_state exp_avg_sq.volume.bias
  //   #28 opt_state exp_avg_sq.head.weight
  //   #29 opt_state exp_avg_sq.head.bias
  //   #30 step      step
  //   #31 input     input0
  //   #32 label     label0
  //   #33 hyper     lr
  func.func @train_step(
      %a0: tensor<6x4x3xf32> {mpt.role = "param", mpt.name = "stem.weight"},
      %a1: tensor<6xf32> {mpt.role = "param", mpt.name = "stem.bias"},
      %a2: tensor<6x1x4xf32> {mpt.role = "param", mpt.name = "causal.weight"},
      %a3: tensor<6xf32> {mpt.role = "param", mpt.name = "causal.bias"},
      %a4: tensor<4x1x3x3xf32> {mpt.role = "param", mpt.name = "grouped.weight"},
      %a5: tensor<4xf32> {mpt.role = "param", mpt.name = "grouped.bias"},
      %a6: tensor<2x1x2x2x2xf32> {mpt.role = "param", mpt.name = "volume.weight"},
      %a7: tensor<2xf32> {mpt.role = "param", mpt.name = "volume.bias"},
      %a8: tensor<5x54xf32> {mpt.role = "param", mpt.name = "head.weight"},
      %a9: tensor<5xf32> {mpt.role = "param", mpt.name = "head.bias"},
      %a10: tensor<6x4x3xf32> {mpt.role = "opt_state"},
      %a11: tensor<6xf32> {mpt.role = "opt_state"},
      %a12: tensor<6x1x4xf32> {mpt.role = "opt_state"},
      %a13: tensor<6xf32> {mpt.role = "opt_state"},
      %a14: tensor<4x1x3x3xf32> {mpt.role = "opt_state"},
      %a15: tensor<4xf32> {mpt.role = "opt_state"},
      %a16: tensor<2x1x2x2x2xf32> {mpt.role = "opt_state"},
      %a17: tensor<2xf32> {mpt.role = "opt_state"},
      %a18: tensor<5x54xf32> {mpt.role = "opt_state"},
      %a19: tensor<5xf32> {mpt.role = "opt_state"},
      %a20: tensor<6x4x3xf32> {mpt.role = "opt_state"},
      %a21: tensor<6xf32> {mpt.role = "opt_state"},
      %a22: tensor<6x1x4xf32> {mpt.role = "opt_state"},
      %a23: tensor<6xf32> {mpt.role = "opt_state"},
      %a24: tensor<4x1x3x3xf32> {mpt.role = "opt_state"},
      %a25: tensor<4xf32> {mpt.role = "opt_state"},
      %a26: tensor<2x1x2x2x2xf32> {mpt.role = "opt_state"},
      %a27: tensor<2xf32> {mpt.role = "opt_state"},
      %a28: tensor<5x54xf32> {mpt.role = "opt_state"},
      %a29: tensor<5xf32> {mpt.role = "opt_state"},
      %a30: tensor<i64> {mpt.role = "step"},
      %a31: tensor<2x4x16xf32> {mpt.role = "input"},
      %a32: tensor<2xi64> {mpt.role = "label"},
      %a33: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<6x4x3xf32> {mpt.updates = 0 : i64},
          tensor<6xf32> {mpt.updates = 1 : i64},
          tensor<6x1x4xf32> {mpt.updates = 2 : i64},
          tensor<6xf32> {mpt.updates = 3 : i64},
          tensor<4x1x3x3xf32> {mpt.updates = 4 : i64},
          tensor<4xf32> {mpt.updates = 5 : i64},
          tensor<2x1x2x2x2xf32> {mpt.updates = 6 : i64},
          tensor<2xf32> {mpt.updates = 7 : i64},
          tensor<5x54xf32> {mpt.updates = 8 : i64},
          tensor<5xf32> {mpt.updates = 9 : i64},
          tensor<6x4x3xf32> {mpt.updates = 10 : i64},
          tensor<6xf32> {mpt.updates = 11 : i64},
          tensor<6x1x4xf32> {mpt.updates = 12 : i64},
          tensor<6xf32> {mpt.updates = 13 : i64},
          tensor<4x1x3x3xf32> {mpt.updates = 14 : i64},
          tensor<4xf32> {mpt.updates = 15 : i64},
          tensor<2x1x2x2x2xf32> {mpt.updates = 16 : i64},
          tensor<2xf32> {mpt.updates = 17 : i64},
          tensor<5x54xf32> {mpt.updates = 18 : i64},
          tensor<5xf32> {mpt.updates = 19 : i64},
          tensor<6x4x3xf32> {mpt.updates = 20 : i64},
          tensor<6xf32> {mpt.updates = 21 : i64},
          tensor<6x1x4xf32> {mpt.updates = 22 : i64},
          tensor<6xf32> {mpt.updates = 23 : i64},
          tensor<4x1x3x3xf32> {mpt.updates = 24 : i64},
          tensor<4xf32> {mpt.updates = 25 : i64},
          tensor<2x1x2x2x2xf32> {mpt.updates = 26 : i64},
          tensor<2xf32> {mpt.updates = 27 : i64},
          tensor<5x54xf32> {mpt.updates = 28 : i64},
          tensor<5xf32> {mpt.updates = 29 : i64},
          tensor<i64> {mpt.updates = 30 : i64},
          tensor<f32>) {
    %loss, %g:10 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a31, %a32) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        : (tensor<6x4x3xf32>, tensor<6xf32>, tensor<6x1x4xf32>, tensor<6xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<2x1x2x2x2xf32>, tensor<2xf32>, tensor<5x54xf32>, tensor<5xf32>, tensor<2x4x16xf32>, tensor<2xi64>)
        -> (tensor<f32>, tensor<6x4x3xf32>, tensor<6xf32>, tensor<6x1x4xf32>, tensor<6xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<2x1x2x2x2xf32>, tensor<2xf32>, tensor<5x54xf32>, tensor<5xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a10, %a20, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<6x4x3xf32>, tensor<6x4x3xf32>, tensor<6x4x3xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a11, %a21, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a12, %a22, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<6x1x4xf32>, tensor<6x1x4xf32>, tensor<6x1x4xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a13, %a23, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a14, %a24, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x1x3x3xf32>, tensor<4x1x3x3xf32>, tensor<4x1x3x3xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a15, %a25, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a16, %a26, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<2x1x2x2x2xf32>, tensor<2x1x2x2x2xf32>, tensor<2x1x2x2x2xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a17, %a27, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a18, %a28, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<5x54xf32>, tensor<5x54xf32>, tensor<5x54xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a19, %a29, %a30, %a33 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %t0, %loss
        : tensor<6x4x3xf32>, tensor<6xf32>, tensor<6x1x4xf32>, tensor<6xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<2x1x2x2x2xf32>, tensor<2xf32>, tensor<5x54xf32>, tensor<5xf32>, tensor<6x4x3xf32>, tensor<6xf32>, tensor<6x1x4xf32>, tensor<6xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<2x1x2x2x2xf32>, tensor<2xf32>, tensor<5x54xf32>, tensor<5xf32>, tensor<6x4x3xf32>, tensor<6xf32>, tensor<6x1x4xf32>, tensor<6xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>, tensor<2x1x2x2x2xf32>, tensor<2xf32>, tensor<5x54xf32>, tensor<5xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/conv.py":735:0)
#loc14 = loc(callsite(#loc7 at #loc11))
