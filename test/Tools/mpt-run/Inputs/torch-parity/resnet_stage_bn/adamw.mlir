// Exported by mpt_torch from ResNetStageBN (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export.py":45:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":27:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":47:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py":210:0)
#loc6 = loc("/work/main/scripts/torch_models.py":179:0)
#loc7 = loc("/work/main/scripts/torch_models.py":178:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/conv.py":565:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/batchnorm.py":190:0)
#loc10 = loc("/work/main/scripts/torch_models.py":180:0)
#loc11 = loc("/work/main/scripts/torch_models.py":181:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0) -> ()>
#loc13 = loc(callsite(#loc1 at #loc2))
#loc14 = loc(callsite(#loc4 at #loc2))
#loc15 = loc(callsite(#loc3 at #loc14))
#loc16 = loc(callsite(#loc6 at #loc15))
#loc17 = loc(callsite(#loc7 at #loc15))
#loc18 = loc(callsite(#loc10 at #loc15))
#loc19 = loc(callsite(#loc11 at #loc15))
#loc20 = loc(callsite(#loc5 at #loc16))
#loc21 = loc(callsite(#loc5 at #loc17))
#loc22 = loc(callsite(#loc8 at #loc17))
#loc23 = loc(callsite(#loc9 at #loc17))
#loc24 = loc(callsite(#loc8 at #loc16))
#loc25 = loc(callsite(#loc9 at #loc16))
#loc26 = loc(callsite(#loc8 at #loc18))
#loc27 = loc(callsite(#loc9 at #loc18))
#loc28 = loc(callsite(#loc5 at #loc18))
#loc29 = loc(callsite(#loc12 at #loc19))
module {
  func.func @forward(%arg0: tensor<4x3x3x3xf32> loc(callsite(#loc1 at #loc2)), %arg1: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg2: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg3: tensor<4x4x3x3xf32> loc(callsite(#loc1 at #loc2)), %arg4: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg5: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg6: tensor<4x4x3x3xf32> loc(callsite(#loc1 at #loc2)), %arg7: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg8: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg9: tensor<5x4xf32> loc(callsite(#loc1 at #loc2)), %arg10: tensor<5xf32> loc(callsite(#loc1 at #loc2)), %arg11: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg12: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg13: tensor<i64> loc(callsite(#loc1 at #loc2)), %arg14: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg15: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg16: tensor<i64> loc(callsite(#loc1 at #loc2)), %arg17: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg18: tensor<4xf32> loc(callsite(#loc1 at #loc2)), %arg19: tensor<i64> loc(callsite(#loc1 at #loc2)), %arg20: tensor<2x3x8x8xf32> loc(callsite(#loc1 at #loc2)), %arg21: tensor<2xi64> loc(callsite(#loc1 at #loc2))) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>) {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc15)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc)
    %c5 = arith.constant 5 : index loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc15)
    %cst_3 = arith.constant 1.032258064516129 : f64 loc(#loc20)
    %cst_4 = arith.constant 1.0078740157480315 : f64 loc(#loc21)
    %cst_5 = arith.constant 9.000000e-01 : f64 loc(#loc21)
    %cst_6 = arith.constant 1.000000e-01 : f64 loc(#loc21)
    %cst_7 = arith.constant 1.000000e-05 : f64 loc(#loc21)
    %cst_8 = arith.constant 1.280000e+02 : f64 loc(#loc)
    %cst_9 = arith.constant 1.280000e+02 : f32 loc(#loc)
    %cst_10 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_11 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_12 = arith.constant 1.600000e+01 : f32 loc(#loc)
    %cst_13 = arith.constant dense<0> : tensor<i64> loc(#loc15)
    %padded = tensor.pad %arg20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index loc(callsite(#loc8 at #loc17)), %arg23: index loc(callsite(#loc8 at #loc17)), %arg24: index loc(callsite(#loc8 at #loc17)), %arg25: index loc(callsite(#loc8 at #loc17))):
      tensor.yield %cst : f32 loc(#loc22)
    } : tensor<2x3x8x8xf32> to tensor<2x3x10x10xf32> loc(#loc22)
    %0 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc22)
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc(#loc22)
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<2x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc(#loc22)
    %3 = tensor.empty() : tensor<i64> loc(#loc23)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg13 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc17)), %out: i64 loc(callsite(#loc9 at #loc17))):
      %129 = arith.addi %in, %c1_i64 : i64 loc(#loc23)
      linalg.yield %129 : i64 loc(#loc23)
    } -> tensor<i64> loc(#loc23)
    %5 = tensor.empty() : tensor<2x4x8x8xf64> loc(#loc21)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x8x8xf32>) outs(%5 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.extf %in : f32 to f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<2x4x8x8xf64> loc(#loc21)
    %7 = tensor.empty() : tensor<1x4x1x1xf64> loc(#loc21)
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x4x1x1xf64>) -> tensor<1x4x1x1xf64> loc(#loc21)
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<2x4x8x8xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %out : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<1x4x1x1xf64> loc(#loc21)
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.divf %in, %cst_8 : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<1x4x1x1xf64> loc(#loc21)
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<2x4x8x8xf64>, tensor<1x4x1x1xf64>) outs(%5 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %in_30: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.subf %in, %in_30 : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<2x4x8x8xf64> loc(#loc21)
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<2x4x8x8xf64>, tensor<2x4x8x8xf64>) outs(%5 : tensor<2x4x8x8xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %in_30: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.mulf %in, %in_30 : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<2x4x8x8xf64> loc(#loc21)
    %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<2x4x8x8xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %out : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<1x4x1x1xf64> loc(#loc21)
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %out: f64 loc(callsite(#loc5 at #loc17))):
      %129 = arith.divf %in, %cst_8 : f64 loc(#loc21)
      linalg.yield %129 : f64 loc(#loc21)
    } -> tensor<1x4x1x1xf64> loc(#loc21)
    %15 = tensor.empty() : tensor<1x4x1x1xf32> loc(#loc21)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x4x1x1xf64>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %in : f64 to f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<1x4x1x1xf32> loc(#loc21)
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> loc(#loc21)
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<2x4x8x8xf32>) outs(%17 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %out : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<1x4x1x1xf32> loc(#loc21)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.divf %in, %cst_9 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<1x4x1x1xf32> loc(#loc21)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_7 : f64 to f32 loc(#loc21)
      %130 = arith.addf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<1x4x1x1xf32> loc(#loc21)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = math.rsqrt %in : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<1x4x1x1xf32> loc(#loc21)
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %19 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.subf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<2x4x8x8xf32> loc(#loc21)
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<2x4x8x8xf32>, tensor<1x4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<2x4x8x8xf32> loc(#loc21)
    %collapsed = tensor.collapse_shape %19 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc21)
    %24 = tensor.empty() : tensor<4xf32> loc(#loc21)
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc21)
      %130 = arith.mulf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc21)
      %130 = arith.mulf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%25, %26 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %collapsed_14 = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc21)
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_14 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_4 : f64 to f32 loc(#loc21)
      %130 = arith.mulf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%28 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc21)
      %130 = arith.mulf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg12 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc21)
      %130 = arith.mulf %in, %129 : f32 loc(#loc21)
      linalg.yield %130 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%29, %30 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<4xf32> loc(#loc21)
    %expanded = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc21)
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded : tensor<2x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<2x4x8x8xf32> loc(#loc21)
    %expanded_15 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc21)
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_15 : tensor<2x4x8x8xf32>, tensor<4x1x1xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %in_30: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc5 at #loc17))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc21)
      linalg.yield %129 : f32 loc(#loc21)
    } -> tensor<2x4x8x8xf32> loc(#loc21)
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x8x8xf32>) outs(%0 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc17)), %out: f32 loc(callsite(#loc7 at #loc15))):
      %129 = arith.cmpf ugt, %in, %cst : f32 loc(#loc17)
      %130 = arith.select %129, %in, %cst : f32 loc(#loc17)
      linalg.yield %130 : f32 loc(#loc17)
    } -> tensor<2x4x8x8xf32> loc(#loc17)
    %padded_16 = tensor.pad %34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index loc(callsite(#loc7 at #loc15)), %arg23: index loc(callsite(#loc7 at #loc15)), %arg24: index loc(callsite(#loc7 at #loc15)), %arg25: index loc(callsite(#loc7 at #loc15))):
      tensor.yield %cst_1 : f32 loc(#loc17)
    } : tensor<2x4x8x8xf32> to tensor<2x4x10x10xf32> loc(#loc17)
    %35 = tensor.empty() : tensor<2x4x4x4xf32> loc(#loc17)
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> loc(#loc17)
    %37 = tensor.empty() : tensor<3x3xf32> loc(#loc17)
    %38 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_16, %37 : tensor<2x4x10x10xf32>, tensor<3x3xf32>) outs(%36 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> loc(#loc17)
    %padded_17 = tensor.pad %38 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index loc(callsite(#loc8 at #loc16)), %arg23: index loc(callsite(#loc8 at #loc16)), %arg24: index loc(callsite(#loc8 at #loc16)), %arg25: index loc(callsite(#loc8 at #loc16))):
      tensor.yield %cst : f32 loc(#loc24)
    } : tensor<2x4x4x4xf32> to tensor<2x4x6x6xf32> loc(#loc24)
    %39 = linalg.fill ins(%cst : f32) outs(%35 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> loc(#loc24)
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg3 : tensor<2x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%39 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> loc(#loc24)
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg16 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc16)), %out: i64 loc(callsite(#loc9 at #loc16))):
      %129 = arith.addi %in, %c1_i64 : i64 loc(#loc25)
      linalg.yield %129 : i64 loc(#loc25)
    } -> tensor<i64> loc(#loc25)
    %42 = tensor.empty() : tensor<2x4x4x4xf64> loc(#loc20)
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x4x4x4xf32>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.extf %in : f32 to f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<2x4x4x4xf64> loc(#loc20)
    %44 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<2x4x4x4xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %out : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<1x4x1x1xf64> loc(#loc20)
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.divf %in, %cst_10 : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<1x4x1x1xf64> loc(#loc20)
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<2x4x4x4xf64>, tensor<1x4x1x1xf64>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %in_30: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.subf %in, %in_30 : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<2x4x4x4xf64> loc(#loc20)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<2x4x4x4xf64>, tensor<2x4x4x4xf64>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %in_30: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.mulf %in, %in_30 : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<2x4x4x4xf64> loc(#loc20)
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%47 : tensor<2x4x4x4xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %out : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<1x4x1x1xf64> loc(#loc20)
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %out: f64 loc(callsite(#loc5 at #loc16))):
      %129 = arith.divf %in, %cst_10 : f64 loc(#loc20)
      linalg.yield %129 : f64 loc(#loc20)
    } -> tensor<1x4x1x1xf64> loc(#loc20)
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x4x1x1xf64>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %in : f64 to f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<1x4x1x1xf32> loc(#loc20)
    %51 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%40 : tensor<2x4x4x4xf32>) outs(%17 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %out : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<1x4x1x1xf32> loc(#loc20)
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.divf %in, %cst_11 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<1x4x1x1xf32> loc(#loc20)
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_7 : f64 to f32 loc(#loc20)
      %130 = arith.addf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<1x4x1x1xf32> loc(#loc20)
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = math.rsqrt %in : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<1x4x1x1xf32> loc(#loc20)
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %52 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.subf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<2x4x4x4xf32> loc(#loc20)
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %54 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<2x4x4x4xf32> loc(#loc20)
    %collapsed_18 = tensor.collapse_shape %52 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc20)
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_18 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc20)
      %130 = arith.mulf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc20)
      %130 = arith.mulf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%57, %58 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %collapsed_19 = tensor.collapse_shape %50 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc20)
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_19 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_3 : f64 to f32 loc(#loc20)
      %130 = arith.mulf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%60 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc20)
      %130 = arith.mulf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc20)
      %130 = arith.mulf %in, %129 : f32 loc(#loc20)
      linalg.yield %130 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%61, %62 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<4xf32> loc(#loc20)
    %expanded_20 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc20)
    %64 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_20 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<2x4x4x4xf32> loc(#loc20)
    %expanded_21 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc20)
    %65 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_21 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %in_30: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc5 at #loc16))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc20)
      linalg.yield %129 : f32 loc(#loc20)
    } -> tensor<2x4x4x4xf32> loc(#loc20)
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x4x4x4xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc16)), %out: f32 loc(callsite(#loc6 at #loc15))):
      %129 = arith.cmpf ugt, %in, %cst : f32 loc(#loc16)
      %130 = arith.select %129, %in, %cst : f32 loc(#loc16)
      linalg.yield %130 : f32 loc(#loc16)
    } -> tensor<2x4x4x4xf32> loc(#loc16)
    %padded_22 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index loc(callsite(#loc8 at #loc18)), %arg23: index loc(callsite(#loc8 at #loc18)), %arg24: index loc(callsite(#loc8 at #loc18)), %arg25: index loc(callsite(#loc8 at #loc18))):
      tensor.yield %cst : f32 loc(#loc26)
    } : tensor<2x4x4x4xf32> to tensor<2x4x6x6xf32> loc(#loc26)
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_22, %arg6 : tensor<2x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%39 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> loc(#loc26)
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg19 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc18)), %out: i64 loc(callsite(#loc9 at #loc18))):
      %129 = arith.addi %in, %c1_i64 : i64 loc(#loc27)
      linalg.yield %129 : i64 loc(#loc27)
    } -> tensor<i64> loc(#loc27)
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x4x4x4xf32>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.extf %in : f32 to f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<2x4x4x4xf64> loc(#loc28)
    %70 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%69 : tensor<2x4x4x4xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %out : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<1x4x1x1xf64> loc(#loc28)
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.divf %in, %cst_10 : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<1x4x1x1xf64> loc(#loc28)
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x4x4x4xf64>, tensor<1x4x1x1xf64>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %in_30: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.subf %in, %in_30 : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<2x4x4x4xf64> loc(#loc28)
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x4x4x4xf64>, tensor<2x4x4x4xf64>) outs(%42 : tensor<2x4x4x4xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %in_30: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.mulf %in, %in_30 : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<2x4x4x4xf64> loc(#loc28)
    %74 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%73 : tensor<2x4x4x4xf64>) outs(%8 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %out : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<1x4x1x1xf64> loc(#loc28)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x4x1x1xf64>) outs(%7 : tensor<1x4x1x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc18))):
      %129 = arith.divf %in, %cst_10 : f64 loc(#loc28)
      linalg.yield %129 : f64 loc(#loc28)
    } -> tensor<1x4x1x1xf64> loc(#loc28)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x4x1x1xf64>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %in : f64 to f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<1x4x1x1xf32> loc(#loc28)
    %77 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%67 : tensor<2x4x4x4xf32>) outs(%17 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %out : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<1x4x1x1xf32> loc(#loc28)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.divf %in, %cst_11 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<1x4x1x1xf32> loc(#loc28)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_7 : f64 to f32 loc(#loc28)
      %130 = arith.addf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<1x4x1x1xf32> loc(#loc28)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x4x1x1xf32>) outs(%15 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = math.rsqrt %in : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<1x4x1x1xf32> loc(#loc28)
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %78 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.subf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<2x4x4x4xf32> loc(#loc28)
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x4x4x4xf32>, tensor<1x4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<2x4x4x4xf32> loc(#loc28)
    %collapsed_23 = tensor.collapse_shape %78 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc28)
    %83 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_23 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc28)
      %130 = arith.mulf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc28)
      %130 = arith.mulf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %85 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%83, %84 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %collapsed_24 = tensor.collapse_shape %76 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32> loc(#loc28)
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_24 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_3 : f64 to f32 loc(#loc28)
      %130 = arith.mulf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%86 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_6 : f64 to f32 loc(#loc28)
      %130 = arith.mulf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg18 : tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.truncf %cst_5 : f64 to f32 loc(#loc28)
      %130 = arith.mulf %in, %129 : f32 loc(#loc28)
      linalg.yield %130 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%87, %88 : tensor<4xf32>, tensor<4xf32>) outs(%24 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<4xf32> loc(#loc28)
    %expanded_25 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc28)
    %90 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_25 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.mulf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<2x4x4x4xf32> loc(#loc28)
    %expanded_26 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32> loc(#loc28)
    %91 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_26 : tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc18)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc18))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc28)
      linalg.yield %129 : f32 loc(#loc28)
    } -> tensor<2x4x4x4xf32> loc(#loc28)
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %91 : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc15)), %in_30: f32 loc(callsite(#loc5 at #loc18)), %out: f32 loc(callsite(#loc10 at #loc15))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc18)
      linalg.yield %129 : f32 loc(#loc18)
    } -> tensor<2x4x4x4xf32> loc(#loc18)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x4x4x4xf32>) outs(%35 : tensor<2x4x4x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc15)), %out: f32 loc(callsite(#loc10 at #loc15))):
      %129 = arith.cmpf ugt, %in, %cst : f32 loc(#loc18)
      %130 = arith.select %129, %in, %cst : f32 loc(#loc18)
      linalg.yield %130 : f32 loc(#loc18)
    } -> tensor<2x4x4x4xf32> loc(#loc18)
    %94 = tensor.empty() : tensor<2x4xf32> loc(#loc19)
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc19)
    %96 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%93 : tensor<2x4x4x4xf32>) outs(%95 : tensor<2x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc15)), %out: f32 loc(callsite(#loc11 at #loc15))):
      %129 = arith.addf %in, %out : f32 loc(#loc19)
      linalg.yield %129 : f32 loc(#loc19)
    } -> tensor<2x4xf32> loc(#loc19)
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<2x4xf32>) outs(%94 : tensor<2x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc15)), %out: f32 loc(callsite(#loc11 at #loc15))):
      %129 = arith.divf %in, %cst_12 : f32 loc(#loc19)
      linalg.yield %129 : f32 loc(#loc19)
    } -> tensor<2x4xf32> loc(#loc19)
    %98 = tensor.empty() : tensor<4x5xf32> loc(#loc29)
    %transposed = linalg.transpose ins(%arg9 : tensor<5x4xf32>) outs(%98 : tensor<4x5xf32>) permutation = [1, 0]  loc(#loc29)
    %99 = tensor.empty() : tensor<2x5xf32> loc(#loc29)
    %100 = linalg.fill ins(%cst : f32) outs(%99 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc29)
    %101 = linalg.matmul ins(%97, %transposed : tensor<2x4xf32>, tensor<4x5xf32>) outs(%100 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc29)
    %102 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<5xf32>) outs(%99 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc19)), %out: f32 loc(callsite(#loc12 at #loc19))):
      linalg.yield %in : f32 loc(#loc29)
    } -> tensor<2x5xf32> loc(#loc29)
    %103 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%101, %102 : tensor<2x5xf32>, tensor<2x5xf32>) outs(%99 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc19)), %in_30: f32 loc(callsite(#loc12 at #loc19)), %out: f32 loc(callsite(#loc12 at #loc19))):
      %129 = arith.addf %in, %in_30 : f32 loc(#loc29)
      linalg.yield %129 : f32 loc(#loc29)
    } -> tensor<2x5xf32> loc(#loc29)
    %104 = tensor.empty() : tensor<2xi64> loc(#loc15)
    %105 = linalg.fill ins(%c0_i64 : i64) outs(%104 : tensor<2xi64>) -> tensor<2xi64> loc(#loc15)
    %106 = tensor.empty() : tensor<2xf32> loc(#loc15)
    %107 = linalg.fill ins(%cst_1 : f32) outs(%106 : tensor<2xf32>) -> tensor<2xf32> loc(#loc15)
    %108:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "reduction"]} ins(%103 : tensor<2x5xf32>) outs(%107, %105 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc19)), %out: f32 loc(callsite(#loc3 at #loc14)), %out_30: i64 loc(callsite(#loc3 at #loc14))):
      %129 = linalg.index 1 : index loc(#loc15)
      %130 = arith.index_cast %129 : index to i64 loc(#loc15)
      %131 = arith.maximumf %in, %out : f32 loc(#loc15)
      %132 = arith.cmpf ogt, %in, %out : f32 loc(#loc15)
      %133 = arith.select %132, %130, %out_30 : i64 loc(#loc15)
      linalg.yield %131, %133 : f32, i64 loc(#loc15)
    } -> (tensor<2xf32>, tensor<2xi64>) loc(#loc15)
    %expanded_27 = tensor.expand_shape %108#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc(#loc15)
    %109 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%103, %expanded_27 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%99 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc19)), %in_30: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.subf %in, %in_30 : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2x5xf32> loc(#loc15)
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<2x5xf32>) outs(%99 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = math.exp %in : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2x5xf32> loc(#loc15)
    %111 = tensor.empty() : tensor<2x1xf32> loc(#loc15)
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc15)
    %113 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "reduction"]} ins(%110 : tensor<2x5xf32>) outs(%112 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.addf %in, %out : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2x1xf32> loc(#loc15)
    %114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<2x1xf32>) outs(%111 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = math.log %in : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2x1xf32> loc(#loc15)
    %115 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%109, %114 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%99 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %in_30: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.subf %in, %in_30 : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2x5xf32> loc(#loc15)
    %116 = tensor.empty() : tensor<2xi1> loc(#loc15)
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg21 : tensor<2xi64>) outs(%116 : tensor<2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc14)), %out: i1 loc(callsite(#loc3 at #loc14))):
      %129 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc15)
      linalg.yield %129 : i1 loc(#loc15)
    } -> tensor<2xi1> loc(#loc15)
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map10, #map3], iterator_types = ["parallel"]} ins(%117, %arg21, %cst_13 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%104 : tensor<2xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc14)), %in_30: i64 loc(callsite(#loc3 at #loc14)), %in_31: i64 loc(callsite(#loc3 at #loc14)), %out: i64 loc(callsite(#loc3 at #loc14))):
      %129 = arith.select %in, %in_30, %in_31 : i64 loc(#loc15)
      linalg.yield %129 : i64 loc(#loc15)
    } -> tensor<2xi64> loc(#loc15)
    %expanded_28 = tensor.expand_shape %118 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc(#loc15)
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_28 : tensor<2x1xi64>) outs(%112 : tensor<2x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = linalg.index 0 : index loc(#loc15)
      %130 = arith.index_cast %in : i64 to index loc(#loc15)
      %131 = arith.cmpi slt, %130, %c5 : index loc(#loc15)
      cf.assert %131, "index must be smaller than dim size" loc(#loc15)
      %132 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc15)
      cf.assert %132, "index must be larger or equal to 0" loc(#loc15)
      %extracted = tensor.extract %115[%129, %130] : tensor<2x5xf32> loc(#loc15)
      linalg.yield %extracted : f32 loc(#loc15)
    } -> tensor<2x1xf32> loc(#loc15)
    %collapsed_29 = tensor.collapse_shape %119 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc(#loc15)
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_29 : tensor<2xf32>) outs(%106 : tensor<2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.negf %in : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2xf32> loc(#loc15)
    %121 = linalg.generic {indexing_maps = [#map3, #map3, #map10, #map3], iterator_types = ["parallel"]} ins(%117, %120, %cst_2 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%106 : tensor<2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc14)), %in_30: f32 loc(callsite(#loc3 at #loc14)), %in_31: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.select %in, %in_30, %in_31 : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<2xf32> loc(#loc15)
    %122 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<i64>) -> tensor<i64> loc(#loc15)
    %123 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["reduction"]} ins(%117 : tensor<2xi1>) outs(%122 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc14)), %out: i64 loc(callsite(#loc3 at #loc14))):
      %129 = arith.extui %in : i1 to i64 loc(#loc15)
      %130 = arith.addi %129, %out : i64 loc(#loc15)
      linalg.yield %130 : i64 loc(#loc15)
    } -> tensor<i64> loc(#loc15)
    %124 = tensor.empty() : tensor<f32> loc(#loc15)
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%123 : tensor<i64>) outs(%124 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.sitofp %in : i64 to f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<f32> loc(#loc15)
    %126 = linalg.fill ins(%cst : f32) outs(%124 : tensor<f32>) -> tensor<f32> loc(#loc15)
    %127 = linalg.generic {indexing_maps = [#map3, #map10], iterator_types = ["reduction"]} ins(%121 : tensor<2xf32>) outs(%126 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.addf %in, %out : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<f32> loc(#loc15)
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%127, %125 : tensor<f32>, tensor<f32>) outs(%124 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc14)), %in_30: f32 loc(callsite(#loc3 at #loc14)), %out: f32 loc(callsite(#loc3 at #loc14))):
      %129 = arith.divf %in, %in_30 : f32 loc(#loc15)
      linalg.yield %129 : f32 loc(#loc15)
    } -> tensor<f32> loc(#loc15)
    return %128, %27, %31, %4, %59, %63, %41, %85, %89, %68 : tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64> loc(#loc15)
  } loc(#loc13)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
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
  //   #11 buffer    bn0.running_mean
  //   #12 buffer    bn0.running_var
  //   #13 buffer    bn0.num_batches_tracked
  //   #14 buffer    bn1.running_mean
  //   #15 buffer    bn1.running_var
  //   #16 buffer    bn1.num_batches_tracked
  //   #17 buffer    bn2.running_mean
  //   #18 buffer    bn2.running_var
  //   #19 buffer    bn2.num_batches_tracked
  //   #20 opt_state exp_avg.stem.weight
  //   #21 opt_state exp_avg.bn0.weight
  //   #22 opt_state exp_avg.bn0.bias
  //   #23 opt_state exp_avg.conv1.weight
  //   #24 opt_state exp_avg.bn1.weight
  //   #25 opt_state exp_avg.bn1.bias
  //   #26 opt_state exp_avg.conv2.weight
  //   #27 opt_state exp_avg.bn2.weight
  //   #28 opt_state exp_avg.bn2.bias
  //   #29 opt_state exp_avg.fc.weight
  //   #30 opt_state exp_avg.fc.bias
  //   #31 opt_state exp_avg_sq.stem.weight
  //   #32 opt_state exp_avg_sq.bn0.weight
  //   #33 opt_state exp_avg_sq.bn0.bias
  //   #34 opt_state exp_avg_sq.conv1.weight
  //   #35 opt_state exp_avg_sq.bn1.weight
  //   #36 opt_state exp_avg_sq.bn1.bias
  //   #37 opt_state exp_avg_sq.conv2.weight
  //   #38 opt_state exp_avg_sq.bn2.weight
  //   #39 opt_state exp_avg_sq.bn2.bias
  //   #40 opt_state exp_avg_sq.fc.weight
  //   #41 opt_state exp_avg_sq.fc.bias
  //   #42 step      step
  //   #43 input     input0
  //   #44 label     label0
  //   #45 hyper     lr
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
      %a11: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[0.0, 0.0, 0.0, 0.0]> : tensor<4xf32>},
      %a12: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>},
      %a13: tensor<i64> {mpt.role = "buffer", mpt.init = dense<0> : tensor<i64>},
      %a14: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[0.0, 0.0, 0.0, 0.0]> : tensor<4xf32>},
      %a15: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>},
      %a16: tensor<i64> {mpt.role = "buffer", mpt.init = dense<0> : tensor<i64>},
      %a17: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[0.0, 0.0, 0.0, 0.0]> : tensor<4xf32>},
      %a18: tensor<4xf32> {mpt.role = "buffer", mpt.init = dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>},
      %a19: tensor<i64> {mpt.role = "buffer", mpt.init = dense<0> : tensor<i64>},
      %a20: tensor<4x3x3x3xf32> {mpt.role = "opt_state"},
      %a21: tensor<4xf32> {mpt.role = "opt_state"},
      %a22: tensor<4xf32> {mpt.role = "opt_state"},
      %a23: tensor<4x4x3x3xf32> {mpt.role = "opt_state"},
      %a24: tensor<4xf32> {mpt.role = "opt_state"},
      %a25: tensor<4xf32> {mpt.role = "opt_state"},
      %a26: tensor<4x4x3x3xf32> {mpt.role = "opt_state"},
      %a27: tensor<4xf32> {mpt.role = "opt_state"},
      %a28: tensor<4xf32> {mpt.role = "opt_state"},
      %a29: tensor<5x4xf32> {mpt.role = "opt_state"},
      %a30: tensor<5xf32> {mpt.role = "opt_state"},
      %a31: tensor<4x3x3x3xf32> {mpt.role = "opt_state"},
      %a32: tensor<4xf32> {mpt.role = "opt_state"},
      %a33: tensor<4xf32> {mpt.role = "opt_state"},
      %a34: tensor<4x4x3x3xf32> {mpt.role = "opt_state"},
      %a35: tensor<4xf32> {mpt.role = "opt_state"},
      %a36: tensor<4xf32> {mpt.role = "opt_state"},
      %a37: tensor<4x4x3x3xf32> {mpt.role = "opt_state"},
      %a38: tensor<4xf32> {mpt.role = "opt_state"},
      %a39: tensor<4xf32> {mpt.role = "opt_state"},
      %a40: tensor<5x4xf32> {mpt.role = "opt_state"},
      %a41: tensor<5xf32> {mpt.role = "opt_state"},
      %a42: tensor<i64> {mpt.role = "step"},
      %a43: tensor<2x3x8x8xf32> {mpt.role = "input"},
      %a44: tensor<2xi64> {mpt.role = "label"},
      %a45: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
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
          tensor<4xf32> {mpt.updates = 11 : i64},
          tensor<4xf32> {mpt.updates = 12 : i64},
          tensor<i64> {mpt.updates = 13 : i64},
          tensor<4xf32> {mpt.updates = 14 : i64},
          tensor<4xf32> {mpt.updates = 15 : i64},
          tensor<i64> {mpt.updates = 16 : i64},
          tensor<4xf32> {mpt.updates = 17 : i64},
          tensor<4xf32> {mpt.updates = 18 : i64},
          tensor<i64> {mpt.updates = 19 : i64},
          tensor<4x3x3x3xf32> {mpt.updates = 20 : i64},
          tensor<4xf32> {mpt.updates = 21 : i64},
          tensor<4xf32> {mpt.updates = 22 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 23 : i64},
          tensor<4xf32> {mpt.updates = 24 : i64},
          tensor<4xf32> {mpt.updates = 25 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 26 : i64},
          tensor<4xf32> {mpt.updates = 27 : i64},
          tensor<4xf32> {mpt.updates = 28 : i64},
          tensor<5x4xf32> {mpt.updates = 29 : i64},
          tensor<5xf32> {mpt.updates = 30 : i64},
          tensor<4x3x3x3xf32> {mpt.updates = 31 : i64},
          tensor<4xf32> {mpt.updates = 32 : i64},
          tensor<4xf32> {mpt.updates = 33 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 34 : i64},
          tensor<4xf32> {mpt.updates = 35 : i64},
          tensor<4xf32> {mpt.updates = 36 : i64},
          tensor<4x4x3x3xf32> {mpt.updates = 37 : i64},
          tensor<4xf32> {mpt.updates = 38 : i64},
          tensor<4xf32> {mpt.updates = 39 : i64},
          tensor<5x4xf32> {mpt.updates = 40 : i64},
          tensor<5xf32> {mpt.updates = 41 : i64},
          tensor<i64> {mpt.updates = 42 : i64},
          tensor<f32>) {
    %loss, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %g:11 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a43, %a44) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        : (tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<2x3x8x8xf32>, tensor<2xi64>)
        -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a20, %a31, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>, tensor<4x3x3x3xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a21, %a32, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a22, %a33, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a23, %a34, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a24, %a35, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a25, %a36, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a26, %a37, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>, tensor<4x4x3x3xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a27, %a38, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a28, %a39, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a29, %a40, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a30, %a41, %a42, %a45 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %t0, %loss
        : tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4xf32>, tensor<4xf32>, tensor<i64>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
