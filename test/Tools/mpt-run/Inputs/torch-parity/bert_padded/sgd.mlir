// Exported by mpt_torch from BertPadded (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/torch_models.py":127:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":27:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":40:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc6 = loc("/work/main/scripts/torch_models.py":128:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc9 = loc("/work/main/scripts/torch_models.py":32:0)
#loc10 = loc("/work/main/scripts/torch_models.py":130:0)
#loc12 = loc("/work/main/scripts/torch_models.py":35:0)
#loc13 = loc("/work/main/scripts/torch_models.py":41:0)
#loc14 = loc("/work/main/scripts/torch_models.py":42:0)
#loc15 = loc("/work/main/scripts/torch_models.py":131:0)
#loc16 = loc("/work/main/scripts/torch_models.py":132:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0) -> ()>
#map14 = affine_map<() -> ()>
#loc17 = loc(callsite(#loc3 at #loc4))
#loc18 = loc(callsite(#loc2 at #loc17))
#loc19 = loc(callsite(#loc1 at #loc18))
#loc20 = loc(callsite(#loc6 at #loc18))
#loc21 = loc(callsite(#loc10 at #loc18))
#loc22 = loc(callsite(#loc15 at #loc18))
#loc23 = loc(callsite(#loc16 at #loc18))
#loc24 = loc(callsite(#loc5 at #loc20))
#loc25 = loc(callsite(#loc7 at #loc20))
#loc26 = loc(callsite(#loc9 at #loc21))
#loc28 = loc(callsite(#loc12 at #loc21))
#loc29 = loc(callsite(#loc13 at #loc21))
#loc30 = loc(callsite(#loc14 at #loc21))
#loc31 = loc(callsite(#loc5 at #loc21))
#loc32 = loc(callsite(#loc8 at #loc22))
#loc33 = loc(callsite(#loc5 at #loc22))
#loc34 = loc(callsite(#loc8 at #loc23))
#loc35 = loc(callsite(#loc8 at #loc26))
#loc36 = loc(callsite(#loc8 at #loc30))
module {
  func.func @forward(%arg0: tensor<40x32xf32> loc(callsite(#loc1 at #loc18)), %arg1: tensor<8x32xf32> loc(callsite(#loc1 at #loc18)), %arg2: tensor<2x32xf32> loc(callsite(#loc1 at #loc18)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg4: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg5: tensor<96x32xf32> loc(callsite(#loc1 at #loc18)), %arg6: tensor<96xf32> loc(callsite(#loc1 at #loc18)), %arg7: tensor<32x32xf32> loc(callsite(#loc1 at #loc18)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg10: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg11: tensor<128x32xf32> loc(callsite(#loc1 at #loc18)), %arg12: tensor<128xf32> loc(callsite(#loc1 at #loc18)), %arg13: tensor<32x128xf32> loc(callsite(#loc1 at #loc18)), %arg14: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg15: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg16: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg17: tensor<96x32xf32> loc(callsite(#loc1 at #loc18)), %arg18: tensor<96xf32> loc(callsite(#loc1 at #loc18)), %arg19: tensor<32x32xf32> loc(callsite(#loc1 at #loc18)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg22: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg23: tensor<128x32xf32> loc(callsite(#loc1 at #loc18)), %arg24: tensor<128xf32> loc(callsite(#loc1 at #loc18)), %arg25: tensor<32x128xf32> loc(callsite(#loc1 at #loc18)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg28: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg29: tensor<32x32xf32> loc(callsite(#loc1 at #loc18)), %arg30: tensor<32xf32> loc(callsite(#loc1 at #loc18)), %arg31: tensor<3x32xf32> loc(callsite(#loc1 at #loc18)), %arg32: tensor<3xf32> loc(callsite(#loc1 at #loc18)), %arg33: tensor<40x32xf32> loc(callsite(#loc1 at #loc18)), %arg34: tensor<2x8xi64> loc(callsite(#loc1 at #loc18)), %arg35: tensor<2x8xi64> loc(callsite(#loc1 at #loc18)), %arg36: tensor<2xi64> loc(callsite(#loc1 at #loc18))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc18)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c2 = arith.constant 2 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c40 = arith.constant 40 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c3 = arith.constant 3 : index loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_2 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc18)
    %cst_5 = arith.constant 1.000000e-05 : f64 loc(#loc24)
    %cst_6 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_7 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_8 = arith.constant 4.000000e+00 : f32 loc(#loc)
    %cst_9 = arith.constant 1.41421354 : f32 loc(#loc)
    %cst_10 = arith.constant dense<0> : tensor<i64> loc(#loc18)
    %0 = tensor.empty() : tensor<8xi64> loc(#loc19)
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc1 at #loc18))):
      %207 = linalg.index 0 : index loc(#loc19)
      %208 = arith.index_cast %207 : index to i64 loc(#loc19)
      linalg.yield %208 : i64 loc(#loc19)
    } -> tensor<8xi64> loc(#loc19)
    %2 = tensor.empty() : tensor<2x8x32xf32> loc(#loc20)
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc18)), %out: f32 loc(callsite(#loc6 at #loc18))):
      %207 = arith.index_cast %in : i64 to index loc(#loc20)
      %208 = linalg.index 2 : index loc(#loc20)
      %209 = arith.cmpi slt, %207, %c40 : index loc(#loc20)
      cf.assert %209, "index must be smaller than dim size" loc(#loc20)
      %210 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc20)
      cf.assert %210, "index must be larger or equal to 0" loc(#loc20)
      %extracted = tensor.extract %arg0[%207, %208] : tensor<40x32xf32> loc(#loc20)
      linalg.yield %extracted : f32 loc(#loc20)
    } -> tensor<2x8x32xf32> loc(#loc20)
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc18)), %out: f32 loc(callsite(#loc6 at #loc18))):
      %207 = arith.index_cast %in : i64 to index loc(#loc20)
      %208 = linalg.index 2 : index loc(#loc20)
      %209 = arith.cmpi slt, %207, %c40 : index loc(#loc20)
      cf.assert %209, "index must be smaller than dim size" loc(#loc20)
      %210 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc20)
      cf.assert %210, "index must be larger or equal to 0" loc(#loc20)
      %extracted = tensor.extract %arg33[%207, %208] : tensor<40x32xf32> loc(#loc20)
      linalg.yield %extracted : f32 loc(#loc20)
    } -> tensor<2x8x32xf32> loc(#loc20)
    %5 = tensor.empty() : tensor<2x8xi1> loc(#loc20)
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<2x8xi64>) outs(%5 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc6 at #loc18)), %out: i1 loc(callsite(#loc6 at #loc18))):
      %207 = arith.cmpi eq, %in, %c0_i64 : i64 loc(#loc20)
      linalg.yield %207 : i1 loc(#loc20)
    } -> tensor<2x8xi1> loc(#loc20)
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1> loc(#loc20)
    %7 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %4, %3 : tensor<2x8x1xi1>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc6 at #loc18)), %in_73: f32 loc(callsite(#loc6 at #loc18)), %in_74: f32 loc(callsite(#loc6 at #loc18)), %out: f32 loc(callsite(#loc6 at #loc18))):
      %207 = arith.select %in, %in_73, %in_74 : f32 loc(#loc20)
      linalg.yield %207 : f32 loc(#loc20)
    } -> tensor<2x8x32xf32> loc(#loc20)
    %8 = tensor.empty() : tensor<8x32xf32> loc(#loc25)
    %9 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%8 : tensor<8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc18)), %out: f32 loc(callsite(#loc7 at #loc20))):
      %207 = arith.index_cast %in : i64 to index loc(#loc25)
      %208 = linalg.index 1 : index loc(#loc25)
      %209 = arith.cmpi slt, %207, %c8 : index loc(#loc25)
      cf.assert %209, "index must be smaller than dim size" loc(#loc25)
      %210 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc25)
      cf.assert %210, "index must be larger or equal to 0" loc(#loc25)
      %extracted = tensor.extract %arg1[%207, %208] : tensor<8x32xf32> loc(#loc25)
      linalg.yield %extracted : f32 loc(#loc25)
    } -> tensor<8x32xf32> loc(#loc25)
    %10 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %9 : tensor<2x8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc18)), %in_73: f32 loc(callsite(#loc7 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc20)
      linalg.yield %207 : f32 loc(#loc20)
    } -> tensor<2x8x32xf32> loc(#loc20)
    %11 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc20)), %out: f32 loc(callsite(#loc7 at #loc20))):
      %207 = arith.index_cast %in : i64 to index loc(#loc25)
      %208 = linalg.index 2 : index loc(#loc25)
      %209 = arith.cmpi slt, %207, %c2 : index loc(#loc25)
      cf.assert %209, "index must be smaller than dim size" loc(#loc25)
      %210 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc25)
      cf.assert %210, "index must be larger or equal to 0" loc(#loc25)
      %extracted = tensor.extract %arg2[%207, %208] : tensor<2x32xf32> loc(#loc25)
      linalg.yield %extracted : f32 loc(#loc25)
    } -> tensor<2x8x32xf32> loc(#loc25)
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %11 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc18)), %in_73: f32 loc(callsite(#loc7 at #loc20)), %out: f32 loc(callsite(#loc6 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc20)
      linalg.yield %207 : f32 loc(#loc20)
    } -> tensor<2x8x32xf32> loc(#loc20)
    %13 = tensor.empty() : tensor<2x8x32xf64> loc(#loc24)
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.extf %in : f32 to f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x32xf64> loc(#loc24)
    %15 = tensor.empty() : tensor<2x8x1xf64> loc(#loc24)
    %16 = linalg.fill ins(%cst : f64) outs(%15 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc24)
    %17 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.addf %in, %out : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x1xf64> loc(#loc24)
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x1xf64> loc(#loc24)
    %19 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %in_73: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.subf %in, %in_73 : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x32xf64> loc(#loc24)
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %19 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %in_73: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.mulf %in, %in_73 : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x32xf64> loc(#loc24)
    %21 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.addf %in, %out : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x1xf64> loc(#loc24)
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %out: f64 loc(callsite(#loc5 at #loc20))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc24)
      linalg.yield %207 : f64 loc(#loc24)
    } -> tensor<2x8x1xf64> loc(#loc24)
    %23 = tensor.empty() : tensor<2x8x1xf32> loc(#loc24)
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.truncf %in : f64 to f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x1xf32> loc(#loc24)
    %25 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc24)
    %26 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<2x8x32xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.addf %in, %out : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x1xf32> loc(#loc24)
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.divf %in, %cst_7 : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x1xf32> loc(#loc24)
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.truncf %cst_5 : f64 to f32 loc(#loc24)
      %208 = arith.addf %in, %207 : f32 loc(#loc24)
      linalg.yield %208 : f32 loc(#loc24)
    } -> tensor<2x8x1xf32> loc(#loc24)
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = math.rsqrt %in : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x1xf32> loc(#loc24)
    %30 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %27 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc18)), %in_73: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x32xf32> loc(#loc24)
    %31 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %29 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %in_73: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x32xf32> loc(#loc24)
    %32 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %in_73: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x32xf32> loc(#loc24)
    %33 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %in_73: f32 loc(callsite(#loc5 at #loc20)), %out: f32 loc(callsite(#loc5 at #loc20))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc24)
      linalg.yield %207 : f32 loc(#loc24)
    } -> tensor<2x8x32xf32> loc(#loc24)
    %collapsed = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc35)
    %34 = tensor.empty() : tensor<32x96xf32> loc(#loc35)
    %transposed = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%34 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc35)
    %35 = tensor.empty() : tensor<16x96xf32> loc(#loc35)
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc35)
    %37 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x96xf32>) outs(%36 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc35)
    %38 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%35 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc26)), %out: f32 loc(callsite(#loc8 at #loc26))):
      linalg.yield %in : f32 loc(#loc35)
    } -> tensor<16x96xf32> loc(#loc35)
    %39 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%35 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc26)), %in_73: f32 loc(callsite(#loc8 at #loc26)), %out: f32 loc(callsite(#loc8 at #loc26))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc35)
      linalg.yield %207 : f32 loc(#loc35)
    } -> tensor<16x96xf32> loc(#loc35)
    %expanded_11 = tensor.expand_shape %39 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc35)
    %extracted_slice = tensor.extract_slice %expanded_11[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %extracted_slice_12 = tensor.extract_slice %expanded_11[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %extracted_slice_13 = tensor.extract_slice %expanded_11[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %expanded_14 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %40 = tensor.empty() : tensor<2x2x8x16xf32> loc(#loc27)
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc27)
    %expanded_16 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc27)
    %41 = tensor.empty() : tensor<2x2x16x8xf32> loc(#loc28)
    %transposed_19 = linalg.transpose ins(%expanded_16 : tensor<2x8x2x16xf32>) outs(%41 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc28)
    %collapsed_20 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc28)
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc28)
    %42 = tensor.empty() : tensor<4x8x8xf32> loc(#loc28)
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc28)
    %44 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc28)
    %expanded_22 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc28)
    %45 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc28)
    %46 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %out: f32 loc(callsite(#loc12 at #loc21))):
      %207 = arith.divf %in, %cst_8 : f32 loc(#loc28)
      linalg.yield %207 : f32 loc(#loc28)
    } -> tensor<2x2x8x8xf32> loc(#loc28)
    %47 = tensor.empty() : tensor<2x2x8xi64> loc(#loc29)
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64> loc(#loc29)
    %49 = tensor.empty() : tensor<2x2x8xf32> loc(#loc29)
    %50 = linalg.fill ins(%cst_1 : f32) outs(%49 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32> loc(#loc29)
    %51:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<2x2x8x8xf32>) outs(%50, %48 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21)), %out_73: i64 loc(callsite(#loc13 at #loc21))):
      %207 = linalg.index 3 : index loc(#loc29)
      %208 = arith.index_cast %207 : index to i64 loc(#loc29)
      %209 = arith.maximumf %in, %out : f32 loc(#loc29)
      %210 = arith.cmpf ogt, %in, %out : f32 loc(#loc29)
      %211 = arith.select %210, %208, %out_73 : i64 loc(#loc29)
      linalg.yield %209, %211 : f32, i64 loc(#loc29)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc29)
    %expanded_23 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc29)
    %52 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_23 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %in_73: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %53 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = math.exp %in : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %54 = tensor.empty() : tensor<2x2x8x1xf32> loc(#loc29)
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32> loc(#loc29)
    %56 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.addf %in, %out : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x1xf32> loc(#loc29)
    %57 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %in_73: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.divf %in, %in_73 : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %collapsed_24 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc29)
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc29)
    %58 = tensor.empty() : tensor<4x8x16xf32> loc(#loc29)
    %59 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc29)
    %60 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%59 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc29)
    %expanded_26 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc29)
    %61 = tensor.empty() : tensor<2x8x2x16xf32> loc(#loc30)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x2x8x16xf32>) outs(%61 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc30)
    %collapsed_28 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc36)
    %62 = tensor.empty() : tensor<32x32xf32> loc(#loc36)
    %transposed_29 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc36)
    %63 = tensor.empty() : tensor<16x32xf32> loc(#loc36)
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc36)
    %65 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc36)
    %66 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc8 at #loc30))):
      linalg.yield %in : f32 loc(#loc36)
    } -> tensor<16x32xf32> loc(#loc36)
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc30)), %in_73: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc8 at #loc30))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc36)
      linalg.yield %207 : f32 loc(#loc36)
    } -> tensor<16x32xf32> loc(#loc36)
    %expanded_30 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc36)
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %expanded_30 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc20)), %in_73: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc10 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc21)
      linalg.yield %207 : f32 loc(#loc21)
    } -> tensor<2x8x32xf32> loc(#loc21)
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.extf %in : f32 to f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %70 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %72 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %in_73: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.subf %in, %in_73 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %73 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %in_73: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %74 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.truncf %in : f64 to f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %77 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x8x32xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_7 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.truncf %cst_5 : f64 to f32 loc(#loc31)
      %208 = arith.addf %in, %207 : f32 loc(#loc31)
      linalg.yield %208 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = math.rsqrt %in : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %81 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %82 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %83 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %84 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg10 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %collapsed_31 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc32)
    %85 = tensor.empty() : tensor<32x128xf32> loc(#loc32)
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<128x32xf32>) outs(%85 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc32)
    %86 = tensor.empty() : tensor<16x128xf32> loc(#loc32)
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc32)
    %88 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc32)
    %89 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      linalg.yield %in : f32 loc(#loc32)
    } -> tensor<16x128xf32> loc(#loc32)
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc32)
      linalg.yield %207 : f32 loc(#loc32)
    } -> tensor<16x128xf32> loc(#loc32)
    %expanded_33 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc32)
    %91 = tensor.empty() : tensor<2x8x128xf32> loc(#loc22)
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x8x128xf32>) outs(%91 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc15 at #loc18))):
      %207 = arith.divf %in, %cst_9 : f32 loc(#loc22)
      %208 = math.erf %207 : f32 loc(#loc22)
      %209 = arith.addf %208, %cst_2 : f32 loc(#loc22)
      %210 = arith.mulf %209, %cst_3 : f32 loc(#loc22)
      %211 = arith.mulf %in, %210 : f32 loc(#loc22)
      linalg.yield %211 : f32 loc(#loc22)
    } -> tensor<2x8x128xf32> loc(#loc22)
    %collapsed_34 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc32)
    %93 = tensor.empty() : tensor<128x32xf32> loc(#loc32)
    %transposed_35 = linalg.transpose ins(%arg13 : tensor<32x128xf32>) outs(%93 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc32)
    %94 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc32)
    %95 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      linalg.yield %in : f32 loc(#loc32)
    } -> tensor<16x32xf32> loc(#loc32)
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc32)
      linalg.yield %207 : f32 loc(#loc32)
    } -> tensor<16x32xf32> loc(#loc32)
    %expanded_36 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc32)
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_36 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc15 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc22)
      linalg.yield %207 : f32 loc(#loc22)
    } -> tensor<2x8x32xf32> loc(#loc22)
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.extf %in : f32 to f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %99 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %101 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %in_73: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.subf %in, %in_73 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %in_73: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %103 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.truncf %in : f64 to f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %106 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x32xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_7 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.truncf %cst_5 : f64 to f32 loc(#loc33)
      %208 = arith.addf %in, %207 : f32 loc(#loc33)
      linalg.yield %208 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = math.rsqrt %in : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %110 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %111 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %112 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %113 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %collapsed_37 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc35)
    %transposed_38 = linalg.transpose ins(%arg17 : tensor<96x32xf32>) outs(%34 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc35)
    %114 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%36 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc35)
    %115 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<96xf32>) outs(%35 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc26)), %out: f32 loc(callsite(#loc8 at #loc26))):
      linalg.yield %in : f32 loc(#loc35)
    } -> tensor<16x96xf32> loc(#loc35)
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%35 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc26)), %in_73: f32 loc(callsite(#loc8 at #loc26)), %out: f32 loc(callsite(#loc8 at #loc26))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc35)
      linalg.yield %207 : f32 loc(#loc35)
    } -> tensor<16x96xf32> loc(#loc35)
    %expanded_39 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc35)
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %extracted_slice_42 = tensor.extract_slice %expanded_39[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc26)
    %expanded_43 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc27)
    %expanded_45 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %expanded_46 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc27)
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc27)
    %transposed_48 = linalg.transpose ins(%expanded_45 : tensor<2x8x2x16xf32>) outs(%41 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc28)
    %collapsed_49 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc28)
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc28)
    %117 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc28)
    %expanded_51 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc28)
    %118 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %out: f32 loc(callsite(#loc12 at #loc21))):
      %207 = arith.divf %in, %cst_8 : f32 loc(#loc28)
      linalg.yield %207 : f32 loc(#loc28)
    } -> tensor<2x2x8x8xf32> loc(#loc28)
    %119:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<2x2x8x8xf32>) outs(%50, %48 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21)), %out_73: i64 loc(callsite(#loc13 at #loc21))):
      %207 = linalg.index 3 : index loc(#loc29)
      %208 = arith.index_cast %207 : index to i64 loc(#loc29)
      %209 = arith.maximumf %in, %out : f32 loc(#loc29)
      %210 = arith.cmpf ogt, %in, %out : f32 loc(#loc29)
      %211 = arith.select %210, %208, %out_73 : i64 loc(#loc29)
      linalg.yield %209, %211 : f32, i64 loc(#loc29)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc29)
    %expanded_52 = tensor.expand_shape %119#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc29)
    %120 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_52 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc21)), %in_73: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %121 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = math.exp %in : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %122 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<2x2x8x8xf32>) outs(%55 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.addf %in, %out : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x1xf32> loc(#loc29)
    %123 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %122 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc21)), %in_73: f32 loc(callsite(#loc13 at #loc21)), %out: f32 loc(callsite(#loc13 at #loc21))):
      %207 = arith.divf %in, %in_73 : f32 loc(#loc29)
      linalg.yield %207 : f32 loc(#loc29)
    } -> tensor<2x2x8x8xf32> loc(#loc29)
    %collapsed_53 = tensor.collapse_shape %123 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc29)
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc29)
    %124 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%59 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc29)
    %expanded_55 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc29)
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x2x8x16xf32>) outs(%61 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc30)
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc36)
    %transposed_58 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc36)
    %125 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc36)
    %126 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc8 at #loc30))):
      linalg.yield %in : f32 loc(#loc36)
    } -> tensor<16x32xf32> loc(#loc36)
    %127 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %126 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc30)), %in_73: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc8 at #loc30))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc36)
      linalg.yield %207 : f32 loc(#loc36)
    } -> tensor<16x32xf32> loc(#loc36)
    %expanded_59 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc36)
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %expanded_59 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc8 at #loc30)), %out: f32 loc(callsite(#loc10 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc21)
      linalg.yield %207 : f32 loc(#loc21)
    } -> tensor<2x8x32xf32> loc(#loc21)
    %129 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.extf %in : f32 to f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %130 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %132 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %in_73: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.subf %in, %in_73 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %in_73: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x32xf64> loc(#loc31)
    %134 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f64 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc31)
      linalg.yield %207 : f64 loc(#loc31)
    } -> tensor<2x8x1xf64> loc(#loc31)
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.truncf %in : f64 to f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %137 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x8x32xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %out : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.divf %in, %cst_7 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.truncf %cst_5 : f64 to f32 loc(#loc31)
      %208 = arith.addf %in, %207 : f32 loc(#loc31)
      linalg.yield %208 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = math.rsqrt %in : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x1xf32> loc(#loc31)
    %141 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %138 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc18)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %142 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %140 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %143 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %144 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg22 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc5 at #loc21)), %out: f32 loc(callsite(#loc5 at #loc21))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc31)
      linalg.yield %207 : f32 loc(#loc31)
    } -> tensor<2x8x32xf32> loc(#loc31)
    %collapsed_60 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc32)
    %transposed_61 = linalg.transpose ins(%arg23 : tensor<128x32xf32>) outs(%85 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc32)
    %145 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc32)
    %146 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      linalg.yield %in : f32 loc(#loc32)
    } -> tensor<16x128xf32> loc(#loc32)
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%145, %146 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%86 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc32)
      linalg.yield %207 : f32 loc(#loc32)
    } -> tensor<16x128xf32> loc(#loc32)
    %expanded_62 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc32)
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<2x8x128xf32>) outs(%91 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc15 at #loc18))):
      %207 = arith.divf %in, %cst_9 : f32 loc(#loc22)
      %208 = math.erf %207 : f32 loc(#loc22)
      %209 = arith.addf %208, %cst_2 : f32 loc(#loc22)
      %210 = arith.mulf %209, %cst_3 : f32 loc(#loc22)
      %211 = arith.mulf %in, %210 : f32 loc(#loc22)
      linalg.yield %211 : f32 loc(#loc22)
    } -> tensor<2x8x128xf32> loc(#loc22)
    %collapsed_63 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc32)
    %transposed_64 = linalg.transpose ins(%arg25 : tensor<32x128xf32>) outs(%93 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc32)
    %149 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc32)
    %150 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      linalg.yield %in : f32 loc(#loc32)
    } -> tensor<16x32xf32> loc(#loc32)
    %151 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%149, %150 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%63 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc22)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc8 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc32)
      linalg.yield %207 : f32 loc(#loc32)
    } -> tensor<16x32xf32> loc(#loc32)
    %expanded_65 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc32)
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %expanded_65 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc21)), %in_73: f32 loc(callsite(#loc8 at #loc22)), %out: f32 loc(callsite(#loc15 at #loc18))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc22)
      linalg.yield %207 : f32 loc(#loc22)
    } -> tensor<2x8x32xf32> loc(#loc22)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.extf %in : f32 to f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %154 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %156 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %in_73: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.subf %in, %in_73 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%13 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %in_73: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %158 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f64 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_6 : f64 loc(#loc33)
      linalg.yield %207 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf64>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.truncf %in : f64 to f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %161 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x32xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %out : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.divf %in, %cst_7 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.truncf %cst_5 : f64 to f32 loc(#loc33)
      %208 = arith.addf %in, %207 : f32 loc(#loc33)
      linalg.yield %208 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%23 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = math.rsqrt %in : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %165 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %162 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc18)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %166 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %164 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %167 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.mulf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %168 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg28 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc22)), %in_73: f32 loc(callsite(#loc5 at #loc22)), %out: f32 loc(callsite(#loc5 at #loc22))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc33)
      linalg.yield %207 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %extracted_slice_66 = tensor.extract_slice %168[0, 0, 0] [2, 1, 32] [1, 1, 1] : tensor<2x8x32xf32> to tensor<2x1x32xf32> loc(#loc23)
    %collapsed_67 = tensor.collapse_shape %extracted_slice_66 [[0, 1], [2]] : tensor<2x1x32xf32> into tensor<2x32xf32> loc(#loc23)
    %transposed_68 = linalg.transpose ins(%arg29 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc34)
    %169 = tensor.empty() : tensor<2x32xf32> loc(#loc34)
    %170 = linalg.fill ins(%cst_0 : f32) outs(%169 : tensor<2x32xf32>) -> tensor<2x32xf32> loc(#loc34)
    %171 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%170 : tensor<2x32xf32>) -> tensor<2x32xf32> loc(#loc34)
    %172 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<32xf32>) outs(%169 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc8 at #loc23))):
      linalg.yield %in : f32 loc(#loc34)
    } -> tensor<2x32xf32> loc(#loc34)
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%171, %172 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%169 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %in_73: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc8 at #loc23))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc34)
      linalg.yield %207 : f32 loc(#loc34)
    } -> tensor<2x32xf32> loc(#loc34)
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%173 : tensor<2x32xf32>) outs(%169 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc16 at #loc18))):
      %207 = math.tanh %in : f32 loc(#loc23)
      linalg.yield %207 : f32 loc(#loc23)
    } -> tensor<2x32xf32> loc(#loc23)
    %175 = tensor.empty() : tensor<32x3xf32> loc(#loc34)
    %transposed_69 = linalg.transpose ins(%arg31 : tensor<3x32xf32>) outs(%175 : tensor<32x3xf32>) permutation = [1, 0]  loc(#loc34)
    %176 = tensor.empty() : tensor<2x3xf32> loc(#loc34)
    %177 = linalg.fill ins(%cst_0 : f32) outs(%176 : tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc34)
    %178 = linalg.matmul ins(%174, %transposed_69 : tensor<2x32xf32>, tensor<32x3xf32>) outs(%177 : tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc34)
    %179 = linalg.generic {indexing_maps = [#map8, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<3xf32>) outs(%176 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc8 at #loc23))):
      linalg.yield %in : f32 loc(#loc34)
    } -> tensor<2x3xf32> loc(#loc34)
    %180 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%178, %179 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%176 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %in_73: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc8 at #loc23))):
      %207 = arith.addf %in, %in_73 : f32 loc(#loc34)
      linalg.yield %207 : f32 loc(#loc34)
    } -> tensor<2x3xf32> loc(#loc34)
    %181 = tensor.empty() : tensor<2xi64> loc(#loc18)
    %182 = linalg.fill ins(%c0_i64 : i64) outs(%181 : tensor<2xi64>) -> tensor<2xi64> loc(#loc18)
    %183 = tensor.empty() : tensor<2xf32> loc(#loc18)
    %184 = linalg.fill ins(%cst_1 : f32) outs(%183 : tensor<2xf32>) -> tensor<2xf32> loc(#loc18)
    %185:2 = linalg.generic {indexing_maps = [#map3, #map5, #map5], iterator_types = ["parallel", "reduction"]} ins(%180 : tensor<2x3xf32>) outs(%184, %182 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %out: f32 loc(callsite(#loc2 at #loc17)), %out_73: i64 loc(callsite(#loc2 at #loc17))):
      %207 = linalg.index 1 : index loc(#loc18)
      %208 = arith.index_cast %207 : index to i64 loc(#loc18)
      %209 = arith.maximumf %in, %out : f32 loc(#loc18)
      %210 = arith.cmpf ogt, %in, %out : f32 loc(#loc18)
      %211 = arith.select %210, %208, %out_73 : i64 loc(#loc18)
      linalg.yield %209, %211 : f32, i64 loc(#loc18)
    } -> (tensor<2xf32>, tensor<2xi64>) loc(#loc18)
    %expanded_70 = tensor.expand_shape %185#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc(#loc18)
    %186 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%180, %expanded_70 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%176 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc23)), %in_73: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2x3xf32> loc(#loc18)
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<2x3xf32>) outs(%176 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = math.exp %in : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2x3xf32> loc(#loc18)
    %188 = tensor.empty() : tensor<2x1xf32> loc(#loc18)
    %189 = linalg.fill ins(%cst_0 : f32) outs(%188 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc18)
    %190 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "reduction"]} ins(%187 : tensor<2x3xf32>) outs(%189 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.addf %in, %out : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2x1xf32> loc(#loc18)
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<2x1xf32>) outs(%188 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = math.log %in : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2x1xf32> loc(#loc18)
    %192 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%186, %191 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%176 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %in_73: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.subf %in, %in_73 : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2x3xf32> loc(#loc18)
    %193 = tensor.empty() : tensor<2xi1> loc(#loc18)
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg36 : tensor<2xi64>) outs(%193 : tensor<2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc17)), %out: i1 loc(callsite(#loc2 at #loc17))):
      %207 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc18)
      linalg.yield %207 : i1 loc(#loc18)
    } -> tensor<2xi1> loc(#loc18)
    %195 = linalg.generic {indexing_maps = [#map, #map, #map13, #map], iterator_types = ["parallel"]} ins(%194, %arg36, %cst_10 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%181 : tensor<2xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc17)), %in_73: i64 loc(callsite(#loc2 at #loc17)), %in_74: i64 loc(callsite(#loc2 at #loc17)), %out: i64 loc(callsite(#loc2 at #loc17))):
      %207 = arith.select %in, %in_73, %in_74 : i64 loc(#loc18)
      linalg.yield %207 : i64 loc(#loc18)
    } -> tensor<2xi64> loc(#loc18)
    %expanded_71 = tensor.expand_shape %195 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc(#loc18)
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_71 : tensor<2x1xi64>) outs(%189 : tensor<2x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = linalg.index 0 : index loc(#loc18)
      %208 = arith.index_cast %in : i64 to index loc(#loc18)
      %209 = arith.cmpi slt, %208, %c3 : index loc(#loc18)
      cf.assert %209, "index must be smaller than dim size" loc(#loc18)
      %210 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc18)
      cf.assert %210, "index must be larger or equal to 0" loc(#loc18)
      %extracted = tensor.extract %192[%207, %208] : tensor<2x3xf32> loc(#loc18)
      linalg.yield %extracted : f32 loc(#loc18)
    } -> tensor<2x1xf32> loc(#loc18)
    %collapsed_72 = tensor.collapse_shape %196 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc(#loc18)
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<2xf32>) outs(%183 : tensor<2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.negf %in : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2xf32> loc(#loc18)
    %198 = linalg.generic {indexing_maps = [#map, #map, #map13, #map], iterator_types = ["parallel"]} ins(%194, %197, %cst_4 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%183 : tensor<2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc17)), %in_73: f32 loc(callsite(#loc2 at #loc17)), %in_74: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.select %in, %in_73, %in_74 : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<2xf32> loc(#loc18)
    %199 = tensor.empty() : tensor<i64> loc(#loc18)
    %200 = linalg.fill ins(%c0_i64 : i64) outs(%199 : tensor<i64>) -> tensor<i64> loc(#loc18)
    %201 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["reduction"]} ins(%194 : tensor<2xi1>) outs(%200 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc17)), %out: i64 loc(callsite(#loc2 at #loc17))):
      %207 = arith.extui %in : i1 to i64 loc(#loc18)
      %208 = arith.addi %207, %out : i64 loc(#loc18)
      linalg.yield %208 : i64 loc(#loc18)
    } -> tensor<i64> loc(#loc18)
    %202 = tensor.empty() : tensor<f32> loc(#loc18)
    %203 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = []} ins(%201 : tensor<i64>) outs(%202 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.sitofp %in : i64 to f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<f32> loc(#loc18)
    %204 = linalg.fill ins(%cst_0 : f32) outs(%202 : tensor<f32>) -> tensor<f32> loc(#loc18)
    %205 = linalg.generic {indexing_maps = [#map, #map13], iterator_types = ["reduction"]} ins(%198 : tensor<2xf32>) outs(%204 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.addf %in, %out : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<f32> loc(#loc18)
    %206 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = []} ins(%205, %203 : tensor<f32>, tensor<f32>) outs(%202 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc17)), %in_73: f32 loc(callsite(#loc2 at #loc17)), %out: f32 loc(callsite(#loc2 at #loc17))):
      %207 = arith.divf %in, %in_73 : f32 loc(#loc18)
      linalg.yield %207 : f32 loc(#loc18)
    } -> tensor<f32> loc(#loc18)
    return %206 : tensor<f32> loc(#loc18)
  } loc(#loc19)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
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
  //   #33 input     input0
  //   #34 input     input1
  //   #35 label     label0
  //   #36 hyper     lr
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
      %a33: tensor<2x8xi64> {mpt.role = "input"},
      %a34: tensor<2x8xi64> {mpt.role = "input"},
      %a35: tensor<2xi64> {mpt.role = "label"},
      %a36: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
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
          tensor<f32>) {
    %loss, %g:33 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a0, %a33, %a34, %a35) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]
        : (tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>, tensor<2xi64>)
        -> (tensor<f32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a36 {weight_decay = 0.0 : f64} : tensor<40x32xf32>, tensor<40x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a36 {weight_decay = 0.0 : f64} : tensor<8x32xf32>, tensor<8x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a36 {weight_decay = 0.0 : f64} : tensor<2x32xf32>, tensor<2x32xf32>
    %p3 = mpt.sgd %a3, %g#3, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a36 {weight_decay = 0.0 : f64} : tensor<96x32xf32>, tensor<96x32xf32>
    %p6 = mpt.sgd %a6, %g#6, %a36 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p7 = mpt.sgd %a7, %g#7, %a36 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p8 = mpt.sgd %a8, %g#8, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p11 = mpt.sgd %a11, %g#11, %a36 {weight_decay = 0.0 : f64} : tensor<128x32xf32>, tensor<128x32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a36 {weight_decay = 0.0 : f64} : tensor<128xf32>, tensor<128xf32>
    %p13 = mpt.sgd %a13, %g#13, %a36 {weight_decay = 0.0 : f64} : tensor<32x128xf32>, tensor<32x128xf32>
    %p14 = mpt.sgd %a14, %g#14, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p15 = mpt.sgd %a15, %g#15, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p16 = mpt.sgd %a16, %g#16, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p17 = mpt.sgd %a17, %g#17, %a36 {weight_decay = 0.0 : f64} : tensor<96x32xf32>, tensor<96x32xf32>
    %p18 = mpt.sgd %a18, %g#18, %a36 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p19 = mpt.sgd %a19, %g#19, %a36 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p21 = mpt.sgd %a21, %g#21, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p22 = mpt.sgd %a22, %g#22, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p23 = mpt.sgd %a23, %g#23, %a36 {weight_decay = 0.0 : f64} : tensor<128x32xf32>, tensor<128x32xf32>
    %p24 = mpt.sgd %a24, %g#24, %a36 {weight_decay = 0.0 : f64} : tensor<128xf32>, tensor<128xf32>
    %p25 = mpt.sgd %a25, %g#25, %a36 {weight_decay = 0.0 : f64} : tensor<32x128xf32>, tensor<32x128xf32>
    %p26 = mpt.sgd %a26, %g#26, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p27 = mpt.sgd %a27, %g#27, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p28 = mpt.sgd %a28, %g#28, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p29 = mpt.sgd %a29, %g#29, %a36 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p30 = mpt.sgd %a30, %g#30, %a36 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p31 = mpt.sgd %a31, %g#31, %a36 {weight_decay = 0.0 : f64} : tensor<3x32xf32>, tensor<3x32xf32>
    %p32 = mpt.sgd %a32, %g#32, %a36 {weight_decay = 0.0 : f64} : tensor<3xf32>, tensor<3xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %p30, %p31, %p32, %loss
        : tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc11 = loc("/work/main/scripts/torch_models.py":34:0)
#loc27 = loc(callsite(#loc11 at #loc21))
