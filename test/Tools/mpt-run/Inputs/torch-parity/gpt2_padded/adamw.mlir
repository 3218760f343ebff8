// Exported by mpt_torch from Gpt2 (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/torch_models.py":79:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":26:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":38:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc5 = loc("/work/main/scripts/torch_models.py":61:0)
#loc6 = loc("/work/main/scripts/torch_models.py":82:0)
#loc7 = loc("/work/main/scripts/torch_models.py":38:0)
#loc8 = loc("/work/main/scripts/torch_models.py":59:0)
#loc9 = loc("/work/main/scripts/torch_models.py":37:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc12 = loc("/work/main/scripts/torch_models.py":80:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc14 = loc("/work/main/scripts/torch_models.py":32:0)
#loc16 = loc("/work/main/scripts/torch_models.py":35:0)
#loc17 = loc("/work/main/scripts/torch_models.py":39:0)
#loc18 = loc("/work/main/scripts/torch_models.py":40:0)
#loc19 = loc("/work/main/scripts/torch_models.py":60:0)
#loc20 = loc("/work/main/scripts/torch_models.py":62:0)
#loc21 = loc("/work/main/scripts/torch_models.py":83:0)
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
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<() -> ()>
#loc22 = loc(callsite(#loc3 at #loc4))
#loc23 = loc(callsite(#loc2 at #loc22))
#loc24 = loc(callsite(#loc1 at #loc23))
#loc25 = loc(callsite(#loc6 at #loc23))
#loc26 = loc(callsite(#loc12 at #loc23))
#loc27 = loc(callsite(#loc21 at #loc23))
#loc28 = loc(callsite(#loc5 at #loc25))
#loc29 = loc(callsite(#loc8 at #loc25))
#loc30 = loc(callsite(#loc11 at #loc26))
#loc31 = loc(callsite(#loc19 at #loc25))
#loc32 = loc(callsite(#loc20 at #loc25))
#loc33 = loc(callsite(#loc10 at #loc27))
#loc34 = loc(callsite(#loc7 at #loc29))
#loc35 = loc(callsite(#loc9 at #loc29))
#loc36 = loc(callsite(#loc10 at #loc29))
#loc37 = loc(callsite(#loc14 at #loc29))
#loc39 = loc(callsite(#loc16 at #loc29))
#loc40 = loc(callsite(#loc17 at #loc29))
#loc41 = loc(callsite(#loc18 at #loc29))
#loc42 = loc(callsite(#loc10 at #loc31))
#loc43 = loc(callsite(#loc13 at #loc31))
#loc44 = loc(callsite(#loc13 at #loc32))
#loc45 = loc(callsite(#loc13 at #loc37))
#loc46 = loc(callsite(#loc13 at #loc41))
module {
  func.func @forward(%arg0: tensor<96x32xf32> loc(callsite(#loc1 at #loc23)), %arg1: tensor<8x32xf32> loc(callsite(#loc1 at #loc23)), %arg2: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg4: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg5: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg6: tensor<96x32xf32> loc(callsite(#loc1 at #loc23)), %arg7: tensor<96xf32> loc(callsite(#loc1 at #loc23)), %arg8: tensor<32x32xf32> loc(callsite(#loc1 at #loc23)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg10: tensor<128x32xf32> loc(callsite(#loc1 at #loc23)), %arg11: tensor<128xf32> loc(callsite(#loc1 at #loc23)), %arg12: tensor<32x128xf32> loc(callsite(#loc1 at #loc23)), %arg13: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg14: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg15: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg16: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg17: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg18: tensor<96x32xf32> loc(callsite(#loc1 at #loc23)), %arg19: tensor<96xf32> loc(callsite(#loc1 at #loc23)), %arg20: tensor<32x32xf32> loc(callsite(#loc1 at #loc23)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg22: tensor<128x32xf32> loc(callsite(#loc1 at #loc23)), %arg23: tensor<128xf32> loc(callsite(#loc1 at #loc23)), %arg24: tensor<32x128xf32> loc(callsite(#loc1 at #loc23)), %arg25: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc23)), %arg28: tensor<2x8xi64> loc(callsite(#loc1 at #loc23)), %arg29: tensor<2x8xi64> loc(callsite(#loc1 at #loc23))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc23)
    %c3_i64 = arith.constant 3 : i64 loc(#loc28)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c96 = arith.constant 96 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %true = arith.constant true loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc23)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc34)
    %cst_4 = arith.constant dense<true> : tensor<8x8xi1> loc(#loc35)
    %cst_5 = arith.constant 0.79788456080286541 : f64 loc(#loc28)
    %cst_6 = arith.constant 4.471500e-02 : f64 loc(#loc28)
    %cst_7 = arith.constant 1.000000e-05 : f64 loc(#loc36)
    %cst_8 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_9 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_10 = arith.constant 4.000000e+00 : f32 loc(#loc)
    %cst_11 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_12 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_13 = arith.constant dense<0> : tensor<i64> loc(#loc23)
    %0 = tensor.empty() : tensor<8xi64> loc(#loc24)
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc1 at #loc23))):
      %212 = linalg.index 0 : index loc(#loc24)
      %213 = arith.index_cast %212 : index to i64 loc(#loc24)
      linalg.yield %213 : i64 loc(#loc24)
    } -> tensor<8xi64> loc(#loc24)
    %2 = tensor.empty() : tensor<2x8x32xf32> loc(#loc30)
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc26)), %out: f32 loc(callsite(#loc11 at #loc26))):
      %212 = arith.index_cast %in : i64 to index loc(#loc30)
      %213 = linalg.index 2 : index loc(#loc30)
      %214 = arith.cmpi slt, %212, %c96 : index loc(#loc30)
      cf.assert %214, "index must be smaller than dim size" loc(#loc30)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc30)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc30)
      %extracted = tensor.extract %arg0[%212, %213] : tensor<96x32xf32> loc(#loc30)
      linalg.yield %extracted : f32 loc(#loc30)
    } -> tensor<2x8x32xf32> loc(#loc30)
    %4 = tensor.empty() : tensor<8x32xf32> loc(#loc30)
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%4 : tensor<8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc23)), %out: f32 loc(callsite(#loc11 at #loc26))):
      %212 = arith.index_cast %in : i64 to index loc(#loc30)
      %213 = linalg.index 1 : index loc(#loc30)
      %214 = arith.cmpi slt, %212, %c8 : index loc(#loc30)
      cf.assert %214, "index must be smaller than dim size" loc(#loc30)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc30)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc30)
      %extracted = tensor.extract %arg1[%212, %213] : tensor<8x32xf32> loc(#loc30)
      linalg.yield %extracted : f32 loc(#loc30)
    } -> tensor<8x32xf32> loc(#loc30)
    %6 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %5 : tensor<2x8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc26)), %in_76: f32 loc(callsite(#loc11 at #loc26)), %out: f32 loc(callsite(#loc12 at #loc23))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc26)
      linalg.yield %212 : f32 loc(#loc26)
    } -> tensor<2x8x32xf32> loc(#loc26)
    %7 = tensor.empty() : tensor<2x8x32xf64> loc(#loc36)
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc23)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.extf %in : f32 to f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %9 = tensor.empty() : tensor<2x8x1xf64> loc(#loc36)
    %10 = linalg.fill ins(%cst : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc36)
    %11 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %13 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %in_76: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.subf %in, %in_76 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %in_76: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %15 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %17 = tensor.empty() : tensor<2x8x1xf32> loc(#loc36)
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %19 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc36)
    %20 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc23)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc36)
      %213 = arith.addf %in, %212 : f32 loc(#loc36)
      linalg.yield %213 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = math.rsqrt %in : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %24 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc23)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %25 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %26 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %27 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc45)
    %28 = tensor.empty() : tensor<32x96xf32> loc(#loc45)
    %transposed = linalg.transpose ins(%arg6 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc45)
    %29 = tensor.empty() : tensor<16x96xf32> loc(#loc45)
    %30 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc45)
    %31 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x96xf32>) outs(%30 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc45)
    %32 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<96xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc37)), %out: f32 loc(callsite(#loc13 at #loc37))):
      linalg.yield %in : f32 loc(#loc45)
    } -> tensor<16x96xf32> loc(#loc45)
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc37)), %in_76: f32 loc(callsite(#loc13 at #loc37)), %out: f32 loc(callsite(#loc13 at #loc37))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc45)
      linalg.yield %212 : f32 loc(#loc45)
    } -> tensor<16x96xf32> loc(#loc45)
    %expanded = tensor.expand_shape %33 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc45)
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %extracted_slice_14 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %expanded_16 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %34 = tensor.empty() : tensor<2x2x8x16xf32> loc(#loc38)
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<2x8x2x16xf32>) outs(%34 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc38)
    %expanded_18 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %expanded_19 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x8x2x16xf32>) outs(%34 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc38)
    %35 = tensor.empty() : tensor<2x2x16x8xf32> loc(#loc39)
    %transposed_21 = linalg.transpose ins(%expanded_18 : tensor<2x8x2x16xf32>) outs(%35 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc39)
    %collapsed_22 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc39)
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc39)
    %36 = tensor.empty() : tensor<4x8x8xf32> loc(#loc39)
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc39)
    %38 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%37 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc39)
    %expanded_24 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc39)
    %39 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc39)
    %40 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc29)), %out: f32 loc(callsite(#loc16 at #loc29))):
      %212 = arith.divf %in, %cst_10 : f32 loc(#loc39)
      linalg.yield %212 : f32 loc(#loc39)
    } -> tensor<2x2x8x8xf32> loc(#loc39)
    %expanded_25 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64> loc(#loc35)
    %expanded_26 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64> loc(#loc35)
    %41 = tensor.empty() : tensor<8x8xi64> loc(#loc35)
    %42 = linalg.generic {indexing_maps = [#map10, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %expanded_26 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%41 : tensor<8x8xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc29)), %in_76: i64 loc(callsite(#loc9 at #loc29)), %out: i64 loc(callsite(#loc9 at #loc29))):
      %212 = arith.subi %in, %in_76 : i64 loc(#loc35)
      linalg.yield %212 : i64 loc(#loc35)
    } -> tensor<8x8xi64> loc(#loc35)
    %43 = tensor.empty() : tensor<8x8xi1> loc(#loc35)
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x8xi64>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc29)), %out: i1 loc(callsite(#loc9 at #loc29))):
      %212 = arith.cmpi sle, %in, %c0_i64 : i64 loc(#loc35)
      linalg.yield %212 : i1 loc(#loc35)
    } -> tensor<8x8xi1> loc(#loc35)
    %45 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_4 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc9 at #loc29)), %in_76: i1 loc(callsite(#loc9 at #loc29)), %out: i1 loc(callsite(#loc9 at #loc29))):
      %212 = arith.andi %in, %in_76 : i1 loc(#loc35)
      linalg.yield %212 : i1 loc(#loc35)
    } -> tensor<8x8xi1> loc(#loc35)
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<8x8xi1>) outs(%43 : tensor<8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc9 at #loc29)), %out: i1 loc(callsite(#loc7 at #loc29))):
      %212 = arith.xori %in, %true : i1 loc(#loc34)
      linalg.yield %212 : i1 loc(#loc34)
    } -> tensor<8x8xi1> loc(#loc34)
    %47 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %cst_3, %40 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc29)), %in_76: f32 loc(callsite(#loc7 at #loc29)), %in_77: f32 loc(callsite(#loc16 at #loc29)), %out: f32 loc(callsite(#loc7 at #loc29))):
      %212 = arith.select %in, %in_76, %in_77 : f32 loc(#loc34)
      linalg.yield %212 : f32 loc(#loc34)
    } -> tensor<2x2x8x8xf32> loc(#loc34)
    %48 = tensor.empty() : tensor<2x2x8xi64> loc(#loc40)
    %49 = linalg.fill ins(%c0_i64 : i64) outs(%48 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64> loc(#loc40)
    %50 = tensor.empty() : tensor<2x2x8xf32> loc(#loc40)
    %51 = linalg.fill ins(%cst_1 : f32) outs(%50 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32> loc(#loc40)
    %52:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<2x2x8x8xf32>) outs(%51, %49 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29)), %out_76: i64 loc(callsite(#loc17 at #loc29))):
      %212 = linalg.index 3 : index loc(#loc40)
      %213 = arith.index_cast %212 : index to i64 loc(#loc40)
      %214 = arith.maximumf %in, %out : f32 loc(#loc40)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc40)
      %216 = arith.select %215, %213, %out_76 : i64 loc(#loc40)
      linalg.yield %214, %216 : f32, i64 loc(#loc40)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc40)
    %expanded_27 = tensor.expand_shape %52#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc40)
    %53 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_27 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc29)), %in_76: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = math.exp %in : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %55 = tensor.empty() : tensor<2x2x8x1xf32> loc(#loc40)
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32> loc(#loc40)
    %57 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.addf %in, %out : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x1xf32> loc(#loc40)
    %58 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %in_76: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.divf %in, %in_76 : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %collapsed_28 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc40)
    %collapsed_29 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc40)
    %59 = tensor.empty() : tensor<4x8x16xf32> loc(#loc40)
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc40)
    %61 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%60 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc40)
    %expanded_30 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc40)
    %62 = tensor.empty() : tensor<2x8x2x16xf32> loc(#loc41)
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x2x8x16xf32>) outs(%62 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc41)
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc46)
    %63 = tensor.empty() : tensor<32x32xf32> loc(#loc46)
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%63 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc46)
    %64 = tensor.empty() : tensor<16x32xf32> loc(#loc46)
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc46)
    %66 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc46)
    %67 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc13 at #loc41))):
      linalg.yield %in : f32 loc(#loc46)
    } -> tensor<16x32xf32> loc(#loc46)
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc41)), %in_76: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc13 at #loc41))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc46)
      linalg.yield %212 : f32 loc(#loc46)
    } -> tensor<16x32xf32> loc(#loc46)
    %expanded_34 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc46)
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_34 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc23)), %in_76: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc8 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc29)
      linalg.yield %212 : f32 loc(#loc29)
    } -> tensor<2x8x32xf32> loc(#loc29)
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.extf %in : f32 to f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %71 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %73 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %in_76: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.subf %in, %in_76 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %74 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %in_76: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %75 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %78 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc42)
      %213 = arith.addf %in, %212 : f32 loc(#loc42)
      linalg.yield %213 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = math.rsqrt %in : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %82 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %83 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %84 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %85 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg5 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %collapsed_35 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc43)
    %86 = tensor.empty() : tensor<32x128xf32> loc(#loc43)
    %transposed_36 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc43)
    %87 = tensor.empty() : tensor<16x128xf32> loc(#loc43)
    %88 = linalg.fill ins(%cst_0 : f32) outs(%87 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc43)
    %89 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%88 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc43)
    %90 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%87 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc13 at #loc31))):
      linalg.yield %in : f32 loc(#loc43)
    } -> tensor<16x128xf32> loc(#loc43)
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%87 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %in_76: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc13 at #loc31))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc43)
      linalg.yield %212 : f32 loc(#loc43)
    } -> tensor<16x128xf32> loc(#loc43)
    %expanded_37 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc43)
    %92 = tensor.empty() : tensor<2x8x128xf32> loc(#loc28)
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.mulf %in, %cst_11 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.truncf %cst_6 : f64 to f32 loc(#loc28)
      %213 = arith.mulf %in, %212 : f32 loc(#loc28)
      linalg.yield %213 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %96 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %95 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %in_76: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc28)
      %213 = arith.mulf %in, %212 : f32 loc(#loc28)
      linalg.yield %213 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = math.tanh %in : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.addf %in, %cst_12 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %100 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %99 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %in_76: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %collapsed_38 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc44)
    %101 = tensor.empty() : tensor<128x32xf32> loc(#loc44)
    %transposed_39 = linalg.transpose ins(%arg12 : tensor<32x128xf32>) outs(%101 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc44)
    %102 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc44)
    %103 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc13 at #loc32))):
      linalg.yield %in : f32 loc(#loc44)
    } -> tensor<16x32xf32> loc(#loc44)
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc32)), %in_76: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc13 at #loc32))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc44)
      linalg.yield %212 : f32 loc(#loc44)
    } -> tensor<16x32xf32> loc(#loc44)
    %expanded_40 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc44)
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_40 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %in_76: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc20 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc32)
      linalg.yield %212 : f32 loc(#loc32)
    } -> tensor<2x8x32xf32> loc(#loc32)
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x32xf32>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.extf %in : f32 to f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %107 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %109 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %in_76: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.subf %in, %in_76 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %110 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %in_76: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x32xf64> loc(#loc36)
    %111 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f64 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc36)
      linalg.yield %212 : f64 loc(#loc36)
    } -> tensor<2x8x1xf64> loc(#loc36)
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %114 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %out : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc36)
      %213 = arith.addf %in, %212 : f32 loc(#loc36)
      linalg.yield %213 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = math.rsqrt %in : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x1xf32> loc(#loc36)
    %118 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %115 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %119 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %117 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %120 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %121 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc29)), %in_76: f32 loc(callsite(#loc10 at #loc29)), %out: f32 loc(callsite(#loc10 at #loc29))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc36)
      linalg.yield %212 : f32 loc(#loc36)
    } -> tensor<2x8x32xf32> loc(#loc36)
    %collapsed_41 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc45)
    %transposed_42 = linalg.transpose ins(%arg18 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc45)
    %122 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%30 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc45)
    %123 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc37)), %out: f32 loc(callsite(#loc13 at #loc37))):
      linalg.yield %in : f32 loc(#loc45)
    } -> tensor<16x96xf32> loc(#loc45)
    %124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%122, %123 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc37)), %in_76: f32 loc(callsite(#loc13 at #loc37)), %out: f32 loc(callsite(#loc13 at #loc37))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc45)
      linalg.yield %212 : f32 loc(#loc45)
    } -> tensor<16x96xf32> loc(#loc45)
    %expanded_43 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc45)
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %extracted_slice_45 = tensor.extract_slice %expanded_43[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %extracted_slice_46 = tensor.extract_slice %expanded_43[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc37)
    %expanded_47 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x8x2x16xf32>) outs(%34 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc38)
    %expanded_49 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %expanded_50 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc38)
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x8x2x16xf32>) outs(%34 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc38)
    %transposed_52 = linalg.transpose ins(%expanded_49 : tensor<2x8x2x16xf32>) outs(%35 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc39)
    %collapsed_53 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc39)
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc39)
    %125 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%37 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc39)
    %expanded_55 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc39)
    %126 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc29)), %out: f32 loc(callsite(#loc16 at #loc29))):
      %212 = arith.divf %in, %cst_10 : f32 loc(#loc39)
      linalg.yield %212 : f32 loc(#loc39)
    } -> tensor<2x2x8x8xf32> loc(#loc39)
    %127 = linalg.generic {indexing_maps = [#map12, #map13, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %cst_3, %126 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc29)), %in_76: f32 loc(callsite(#loc7 at #loc29)), %in_77: f32 loc(callsite(#loc16 at #loc29)), %out: f32 loc(callsite(#loc7 at #loc29))):
      %212 = arith.select %in, %in_76, %in_77 : f32 loc(#loc34)
      linalg.yield %212 : f32 loc(#loc34)
    } -> tensor<2x2x8x8xf32> loc(#loc34)
    %128:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<2x2x8x8xf32>) outs(%51, %49 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29)), %out_76: i64 loc(callsite(#loc17 at #loc29))):
      %212 = linalg.index 3 : index loc(#loc40)
      %213 = arith.index_cast %212 : index to i64 loc(#loc40)
      %214 = arith.maximumf %in, %out : f32 loc(#loc40)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc40)
      %216 = arith.select %215, %213, %out_76 : i64 loc(#loc40)
      linalg.yield %214, %216 : f32, i64 loc(#loc40)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc40)
    %expanded_56 = tensor.expand_shape %128#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc40)
    %129 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_56 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc29)), %in_76: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %130 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = math.exp %in : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %131 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<2x2x8x8xf32>) outs(%56 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.addf %in, %out : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x1xf32> loc(#loc40)
    %132 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %131 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc29)), %in_76: f32 loc(callsite(#loc17 at #loc29)), %out: f32 loc(callsite(#loc17 at #loc29))):
      %212 = arith.divf %in, %in_76 : f32 loc(#loc40)
      linalg.yield %212 : f32 loc(#loc40)
    } -> tensor<2x2x8x8xf32> loc(#loc40)
    %collapsed_57 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc40)
    %collapsed_58 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc40)
    %133 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%60 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc40)
    %expanded_59 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc40)
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x2x8x16xf32>) outs(%62 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc41)
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc46)
    %transposed_62 = linalg.transpose ins(%arg20 : tensor<32x32xf32>) outs(%63 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc46)
    %134 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc46)
    %135 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc13 at #loc41))):
      linalg.yield %in : f32 loc(#loc46)
    } -> tensor<16x32xf32> loc(#loc46)
    %136 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%134, %135 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc41)), %in_76: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc13 at #loc41))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc46)
      linalg.yield %212 : f32 loc(#loc46)
    } -> tensor<16x32xf32> loc(#loc46)
    %expanded_63 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc46)
    %137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_63 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %in_76: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc8 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc29)
      linalg.yield %212 : f32 loc(#loc29)
    } -> tensor<2x8x32xf32> loc(#loc29)
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x32xf32>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.extf %in : f32 to f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %139 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %141 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %140 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %in_76: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.subf %in, %in_76 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %in_76: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x32xf64> loc(#loc42)
    %143 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f64 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc42)
      linalg.yield %212 : f64 loc(#loc42)
    } -> tensor<2x8x1xf64> loc(#loc42)
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %146 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %out : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %147 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc42)
      %213 = arith.addf %in, %212 : f32 loc(#loc42)
      linalg.yield %213 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = math.rsqrt %in : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %150 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %147 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %151 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %149 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %152 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %153 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %arg17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc31)), %in_76: f32 loc(callsite(#loc10 at #loc31)), %out: f32 loc(callsite(#loc10 at #loc31))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc42)
      linalg.yield %212 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %collapsed_64 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc43)
    %transposed_65 = linalg.transpose ins(%arg22 : tensor<128x32xf32>) outs(%86 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc43)
    %154 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%88 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc43)
    %155 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%87 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc13 at #loc31))):
      linalg.yield %in : f32 loc(#loc43)
    } -> tensor<16x128xf32> loc(#loc43)
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%154, %155 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%87 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %in_76: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc13 at #loc31))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc43)
      linalg.yield %212 : f32 loc(#loc43)
    } -> tensor<16x128xf32> loc(#loc43)
    %expanded_66 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc43)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.mulf %in, %cst_11 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.truncf %cst_6 : f64 to f32 loc(#loc28)
      %213 = arith.mulf %in, %212 : f32 loc(#loc28)
      linalg.yield %213 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %159 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc31)), %in_76: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc28)
      %213 = arith.mulf %in, %212 : f32 loc(#loc28)
      linalg.yield %213 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = math.tanh %in : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.addf %in, %cst_12 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %163 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%92 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc25)), %in_76: f32 loc(callsite(#loc5 at #loc25)), %out: f32 loc(callsite(#loc5 at #loc25))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc28)
      linalg.yield %212 : f32 loc(#loc28)
    } -> tensor<2x8x128xf32> loc(#loc28)
    %collapsed_67 = tensor.collapse_shape %164 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc44)
    %transposed_68 = linalg.transpose ins(%arg24 : tensor<32x128xf32>) outs(%101 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc44)
    %165 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%65 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc44)
    %166 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc13 at #loc32))):
      linalg.yield %in : f32 loc(#loc44)
    } -> tensor<16x32xf32> loc(#loc44)
    %167 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%165, %166 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%64 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc32)), %in_76: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc13 at #loc32))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc44)
      linalg.yield %212 : f32 loc(#loc44)
    } -> tensor<16x32xf32> loc(#loc44)
    %expanded_69 = tensor.expand_shape %167 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc44)
    %168 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_69 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc25)), %in_76: f32 loc(callsite(#loc13 at #loc32)), %out: f32 loc(callsite(#loc20 at #loc25))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc32)
      linalg.yield %212 : f32 loc(#loc32)
    } -> tensor<2x8x32xf32> loc(#loc32)
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x32xf32>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.extf %in : f32 to f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %170 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%169 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %172 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %171 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %in_76: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.subf %in, %in_76 : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %172 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%7 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %in_76: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.mulf %in, %in_76 : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x32xf64> loc(#loc33)
    %174 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<2x8x32xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.addf %in, %out : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %out: f64 loc(callsite(#loc10 at #loc27))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc33)
      linalg.yield %212 : f64 loc(#loc33)
    } -> tensor<2x8x1xf64> loc(#loc33)
    %176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %177 = linalg.generic {indexing_maps = [#map2, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%168 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.addf %in, %out : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %178 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc33)
      %213 = arith.addf %in, %212 : f32 loc(#loc33)
      linalg.yield %213 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = math.rsqrt %in : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x1xf32> loc(#loc33)
    %181 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %178 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc25)), %in_76: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %182 = linalg.generic {indexing_maps = [#map2, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %180 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %in_76: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %183 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %in_76: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.mulf %in, %in_76 : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %184 = linalg.generic {indexing_maps = [#map2, #map7, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc27)), %in_76: f32 loc(callsite(#loc10 at #loc27)), %out: f32 loc(callsite(#loc10 at #loc27))):
      %212 = arith.addf %in, %in_76 : f32 loc(#loc33)
      linalg.yield %212 : f32 loc(#loc33)
    } -> tensor<2x8x32xf32> loc(#loc33)
    %transposed_70 = linalg.transpose ins(%arg0 : tensor<96x32xf32>) outs(%28 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc27)
    %collapsed_71 = tensor.collapse_shape %184 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc27)
    %185 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%30 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc27)
    %collapsed_72 = tensor.collapse_shape %arg29 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc23)
    %186 = tensor.empty() : tensor<16xi64> loc(#loc23)
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<16xi64>) -> tensor<16xi64> loc(#loc23)
    %188 = tensor.empty() : tensor<16xf32> loc(#loc23)
    %189 = linalg.fill ins(%cst_1 : f32) outs(%188 : tensor<16xf32>) -> tensor<16xf32> loc(#loc23)
    %190:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%185 : tensor<16x96xf32>) outs(%189, %187 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22)), %out_76: i64 loc(callsite(#loc2 at #loc22))):
      %212 = linalg.index 1 : index loc(#loc23)
      %213 = arith.index_cast %212 : index to i64 loc(#loc23)
      %214 = arith.maximumf %in, %out : f32 loc(#loc23)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc23)
      %216 = arith.select %215, %213, %out_76 : i64 loc(#loc23)
      linalg.yield %214, %216 : f32, i64 loc(#loc23)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc23)
    %expanded_73 = tensor.expand_shape %190#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc23)
    %191 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%185, %expanded_73 : tensor<16x96xf32>, tensor<16x1xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %in_76: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16x96xf32> loc(#loc23)
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<16x96xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = math.exp %in : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16x96xf32> loc(#loc23)
    %193 = tensor.empty() : tensor<16x1xf32> loc(#loc23)
    %194 = linalg.fill ins(%cst_0 : f32) outs(%193 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc23)
    %195 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<16x96xf32>) outs(%194 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.addf %in, %out : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16x1xf32> loc(#loc23)
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<16x1xf32>) outs(%193 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = math.log %in : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16x1xf32> loc(#loc23)
    %197 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%191, %196 : tensor<16x96xf32>, tensor<16x1xf32>) outs(%29 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %in_76: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.subf %in, %in_76 : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16x96xf32> loc(#loc23)
    %198 = tensor.empty() : tensor<16xi1> loc(#loc23)
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_72 : tensor<16xi64>) outs(%198 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc22)), %out: i1 loc(callsite(#loc2 at #loc22))):
      %212 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc23)
      linalg.yield %212 : i1 loc(#loc23)
    } -> tensor<16xi1> loc(#loc23)
    %200 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%199, %collapsed_72, %cst_13 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%186 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc22)), %in_76: i64 loc(callsite(#loc2 at #loc22)), %in_77: i64 loc(callsite(#loc2 at #loc22)), %out: i64 loc(callsite(#loc2 at #loc22))):
      %212 = arith.select %in, %in_76, %in_77 : i64 loc(#loc23)
      linalg.yield %212 : i64 loc(#loc23)
    } -> tensor<16xi64> loc(#loc23)
    %expanded_74 = tensor.expand_shape %200 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc23)
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_74 : tensor<16x1xi64>) outs(%194 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = linalg.index 0 : index loc(#loc23)
      %213 = arith.index_cast %in : i64 to index loc(#loc23)
      %214 = arith.cmpi slt, %213, %c96 : index loc(#loc23)
      cf.assert %214, "index must be smaller than dim size" loc(#loc23)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc23)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc23)
      %extracted = tensor.extract %197[%212, %213] : tensor<16x96xf32> loc(#loc23)
      linalg.yield %extracted : f32 loc(#loc23)
    } -> tensor<16x1xf32> loc(#loc23)
    %collapsed_75 = tensor.collapse_shape %201 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc23)
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_75 : tensor<16xf32>) outs(%188 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.negf %in : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16xf32> loc(#loc23)
    %203 = linalg.generic {indexing_maps = [#map, #map, #map16, #map], iterator_types = ["parallel"]} ins(%199, %202, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%188 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc22)), %in_76: f32 loc(callsite(#loc2 at #loc22)), %in_77: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.select %in, %in_76, %in_77 : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<16xf32> loc(#loc23)
    %204 = tensor.empty() : tensor<i64> loc(#loc23)
    %205 = linalg.fill ins(%c0_i64 : i64) outs(%204 : tensor<i64>) -> tensor<i64> loc(#loc23)
    %206 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%199 : tensor<16xi1>) outs(%205 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc2 at #loc22)), %out: i64 loc(callsite(#loc2 at #loc22))):
      %212 = arith.extui %in : i1 to i64 loc(#loc23)
      %213 = arith.addi %212, %out : i64 loc(#loc23)
      linalg.yield %213 : i64 loc(#loc23)
    } -> tensor<i64> loc(#loc23)
    %207 = tensor.empty() : tensor<f32> loc(#loc23)
    %208 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%206 : tensor<i64>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.sitofp %in : i64 to f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<f32> loc(#loc23)
    %209 = linalg.fill ins(%cst_0 : f32) outs(%207 : tensor<f32>) -> tensor<f32> loc(#loc23)
    %210 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction"]} ins(%203 : tensor<16xf32>) outs(%209 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.addf %in, %out : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<f32> loc(#loc23)
    %211 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%210, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc22)), %in_76: f32 loc(callsite(#loc2 at #loc22)), %out: f32 loc(callsite(#loc2 at #loc22))):
      %212 = arith.divf %in, %in_76 : f32 loc(#loc23)
      linalg.yield %212 : f32 loc(#loc23)
    } -> tensor<f32> loc(#loc23)
    return %211 : tensor<f32> loc(#loc23)
  } loc(#loc24)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     wte.weight
  //   #1 param     wpe.weight
  //   #2 param     blocks.0.ln1.weight
  //   #3 param     blocks.0.ln1.bias
  //   #4 param     blocks.0.ln2.weight
  //   #5 param     blocks.0.ln2.bias
  //   #6 param     blocks.0.attn.qkv.weight
  //   #7 param     blocks.0.attn.qkv.bias
  //   #8 param     blocks.0.attn.proj.weight
  //   #9 param     blocks.0.attn.proj.bias
  //   #10 param     blocks.0.fc.weight
  //   #11 param     blocks.0.fc.bias
  //   #12 param     blocks.0.out.weight
  //   #13 param     blocks.0.out.bias
  //   #14 param     blocks.1.ln1.weight
  //   #15 param     blocks.1.ln1.bias
  //   #16 param     blocks.1.ln2.weight
  //   #17 param     blocks.1.ln2.bias
  //   #18 param     blocks.1.attn.qkv.weight
  //   #19 param     blocks.1.attn.qkv.bias
  //   #20 param     blocks.1.attn.proj.weight
  //   #21 param     blocks.1.attn.proj.bias
  //   #22 param     blocks.1.fc.weight
  //   #23 param     blocks.1.fc.bias
  //   #24 param     blocks.1.out.weight
  //   #25 param     blocks.1.out.bias
  //   #26 param     ln_f.weight
  //   #27 param     ln_f.bias
  //   #28 opt_state exp_avg.wte.weight
  //   #29 opt_state exp_avg.wpe.weight
  //   #30 opt_state exp_avg.blocks.0.ln1.weight
  //   #31 opt_state exp_avg.blocks.0.ln1.bias
  //   #32 opt_state exp_avg.blocks.0.ln2.weight
  //   #33 opt_state exp_avg.blocks.0.ln2.bias
  //   #34 opt_state exp_avg.blocks.0.attn.qkv.weight
  //   #35 opt_state exp_avg.blocks.0.attn.qkv.bias
  //   #36 opt_state exp_avg.blocks.0.attn.proj.weight
  //   #37 opt_state exp_avg.blocks.0.attn.proj.bias
  //   #38 opt_state exp_avg.blocks.0.fc.weight
  //   #39 opt_state exp_avg.blocks.0.fc.bias
  //   #40 opt_state exp_avg.blocks.0.out.weight
  //   #41 opt_state exp_avg.blocks.0.out.bias
  //   #42 opt_state exp_avg.blocks.1.ln1.weight
  //   #43 opt_state exp_avg.blocks.1.ln1.bias
  //   #44 opt_state exp_avg.blocks.1.ln2.weight
  //   #45 opt_state exp_avg.blocks.1.ln2.bias
  //   #46 opt_state exp_avg.blocks.1.attn.qkv.weight
  //   #47 opt_state exp_avg.blocks.1.attn.qkv.bias
  //   #48 opt_state exp_avg.blocks.1.attn.proj.weight
  //   #49 opt_state exp_avg.blocks.1.attn.proj.bias
  //   #50 opt_state exp_avg.blocks.1.fc.weight
  //   #51 opt_state exp_avg.blocks.1.fc.bias
  //   #52 opt_state exp_avg.blocks.1.out.weight
  //   #53 opt_state exp_avg.blocks.1.out.bias
  //   #54 opt_state exp_avg.ln_f.weight
  //   #55 opt_state exp_avg.ln_f.bias
  //   #56 opt_state exp_avg_sq.wte.weight
  //   #57 opt_state exp_avg_sq.wpe.weight
  //   #58 opt_state exp_avg_sq.blocks.0.ln1.weight
  //   #59 opt_state exp_avg_sq.blocks.0.ln1.bias
  //   #60 opt_state exp_avg_sq.blocks.0.ln2.weight
  //   #61 opt_state exp_avg_sq.blocks.0.ln2.bias
  //   #62 opt_state exp_avg_sq.blocks.0.attn.qkv.weight
  //   #63 opt_state exp_avg_sq.blocks.0.attn.qkv.bias
  //   #64 opt_state exp_avg_sq.blocks.0.attn.proj.weight
  //   #65 opt_state exp_avg_sq.blocks.0.attn.proj.bias
  //   #66 opt_state exp_avg_sq.blocks.0.fc.weight
  //   #67 opt_state exp_avg_sq.blocks.0.fc.bias
  //   #68 opt_state exp_avg_sq.blocks.0.out.weight
  //   #69 opt_state exp_avg_sq.blocks.0.out.bias
  //   #70 opt_state exp_avg_sq.blocks.1.ln1.weight
  //   #71 opt_state exp_avg_sq.blocks.1.ln1.bias
  //   #72 opt_state exp_avg_sq.blocks.1.ln2.weight
  //   #73 opt_state exp_avg_sq.blocks.1.ln2.bias
  //   #74 opt_state exp_avg_sq.blocks.1.attn.qkv.weight
  //   #75 opt_state exp_avg_sq.blocks.1.attn.qkv.bias
  //   #76 opt_state exp_avg_sq.blocks.1.attn.proj.weight
  //   #77 opt_state exp_avg_sq.blocks.1.attn.proj.bias
  //   #78 opt_state exp_avg_sq.blocks.1.fc.weight
  //   #79 opt_state exp_avg_sq.blocks.1.fc.bias
  //   #80 opt_state exp_avg_sq.blocks.1.out.weight
  //   #81 opt_state exp_avg_sq.blocks.1.out.bias
  //   #82 opt_state exp_avg_sq.ln_f.weight
  //   #83 opt_state exp_avg_sq.ln_f.bias
  //   #84 step      step
  //   #85 input     input0
  //   #86 label     label0
  //   #87 hyper     lr
  func.func @train_step(
      %a0: tensor<96x32xf32> {mpt.role = "param"},
      %a1: tensor<8x32xf32> {mpt.role = "param"},
      %a2: tensor<32xf32> {mpt.role = "param"},
      %a3: tensor<32xf32> {mpt.role = "param"},
      %a4: tensor<32xf32> {mpt.role = "param"},
      %a5: tensor<32xf32> {mpt.role = "param"},
      %a6: tensor<96x32xf32> {mpt.role = "param"},
      %a7: tensor<96xf32> {mpt.role = "param"},
      %a8: tensor<32x32xf32> {mpt.role = "param"},
      %a9: tensor<32xf32> {mpt.role = "param"},
      %a10: tensor<128x32xf32> {mpt.role = "param"},
      %a11: tensor<128xf32> {mpt.role = "param"},
      %a12: tensor<32x128xf32> {mpt.role = "param"},
      %a13: tensor<32xf32> {mpt.role = "param"},
      %a14: tensor<32xf32> {mpt.role = "param"},
      %a15: tensor<32xf32> {mpt.role = "param"},
      %a16: tensor<32xf32> {mpt.role = "param"},
      %a17: tensor<32xf32> {mpt.role = "param"},
      %a18: tensor<96x32xf32> {mpt.role = "param"},
      %a19: tensor<96xf32> {mpt.role = "param"},
      %a20: tensor<32x32xf32> {mpt.role = "param"},
      %a21: tensor<32xf32> {mpt.role = "param"},
      %a22: tensor<128x32xf32> {mpt.role = "param"},
      %a23: tensor<128xf32> {mpt.role = "param"},
      %a24: tensor<32x128xf32> {mpt.role = "param"},
      %a25: tensor<32xf32> {mpt.role = "param"},
      %a26: tensor<32xf32> {mpt.role = "param"},
      %a27: tensor<32xf32> {mpt.role = "param"},
      %a28: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a29: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a30: tensor<32xf32> {mpt.role = "opt_state"},
      %a31: tensor<32xf32> {mpt.role = "opt_state"},
      %a32: tensor<32xf32> {mpt.role = "opt_state"},
      %a33: tensor<32xf32> {mpt.role = "opt_state"},
      %a34: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a35: tensor<96xf32> {mpt.role = "opt_state"},
      %a36: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a37: tensor<32xf32> {mpt.role = "opt_state"},
      %a38: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a39: tensor<128xf32> {mpt.role = "opt_state"},
      %a40: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a41: tensor<32xf32> {mpt.role = "opt_state"},
      %a42: tensor<32xf32> {mpt.role = "opt_state"},
      %a43: tensor<32xf32> {mpt.role = "opt_state"},
      %a44: tensor<32xf32> {mpt.role = "opt_state"},
      %a45: tensor<32xf32> {mpt.role = "opt_state"},
      %a46: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a47: tensor<96xf32> {mpt.role = "opt_state"},
      %a48: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a49: tensor<32xf32> {mpt.role = "opt_state"},
      %a50: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a51: tensor<128xf32> {mpt.role = "opt_state"},
      %a52: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a53: tensor<32xf32> {mpt.role = "opt_state"},
      %a54: tensor<32xf32> {mpt.role = "opt_state"},
      %a55: tensor<32xf32> {mpt.role = "opt_state"},
      %a56: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a58: tensor<32xf32> {mpt.role = "opt_state"},
      %a59: tensor<32xf32> {mpt.role = "opt_state"},
      %a60: tensor<32xf32> {mpt.role = "opt_state"},
      %a61: tensor<32xf32> {mpt.role = "opt_state"},
      %a62: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<96xf32> {mpt.role = "opt_state"},
      %a64: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a65: tensor<32xf32> {mpt.role = "opt_state"},
      %a66: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a67: tensor<128xf32> {mpt.role = "opt_state"},
      %a68: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a69: tensor<32xf32> {mpt.role = "opt_state"},
      %a70: tensor<32xf32> {mpt.role = "opt_state"},
      %a71: tensor<32xf32> {mpt.role = "opt_state"},
      %a72: tensor<32xf32> {mpt.role = "opt_state"},
      %a73: tensor<32xf32> {mpt.role = "opt_state"},
      %a74: tensor<96x32xf32> {mpt.role = "opt_state"},
      %a75: tensor<96xf32> {mpt.role = "opt_state"},
      %a76: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a77: tensor<32xf32> {mpt.role = "opt_state"},
      %a78: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a79: tensor<128xf32> {mpt.role = "opt_state"},
      %a80: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a81: tensor<32xf32> {mpt.role = "opt_state"},
      %a82: tensor<32xf32> {mpt.role = "opt_state"},
      %a83: tensor<32xf32> {mpt.role = "opt_state"},
      %a84: tensor<i64> {mpt.role = "step"},
      %a85: tensor<2x8xi64> {mpt.role = "input"},
      %a86: tensor<2x8xi64> {mpt.role = "label"},
      %a87: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<96x32xf32> {mpt.updates = 0 : i64},
          tensor<8x32xf32> {mpt.updates = 1 : i64},
          tensor<32xf32> {mpt.updates = 2 : i64},
          tensor<32xf32> {mpt.updates = 3 : i64},
          tensor<32xf32> {mpt.updates = 4 : i64},
          tensor<32xf32> {mpt.updates = 5 : i64},
          tensor<96x32xf32> {mpt.updates = 6 : i64},
          tensor<96xf32> {mpt.updates = 7 : i64},
          tensor<32x32xf32> {mpt.updates = 8 : i64},
          tensor<32xf32> {mpt.updates = 9 : i64},
          tensor<128x32xf32> {mpt.updates = 10 : i64},
          tensor<128xf32> {mpt.updates = 11 : i64},
          tensor<32x128xf32> {mpt.updates = 12 : i64},
          tensor<32xf32> {mpt.updates = 13 : i64},
          tensor<32xf32> {mpt.updates = 14 : i64},
          tensor<32xf32> {mpt.updates = 15 : i64},
          tensor<32xf32> {mpt.updates = 16 : i64},
          tensor<32xf32> {mpt.updates = 17 : i64},
          tensor<96x32xf32> {mpt.updates = 18 : i64},
          tensor<96xf32> {mpt.updates = 19 : i64},
          tensor<32x32xf32> {mpt.updates = 20 : i64},
          tensor<32xf32> {mpt.updates = 21 : i64},
          tensor<128x32xf32> {mpt.updates = 22 : i64},
          tensor<128xf32> {mpt.updates = 23 : i64},
          tensor<32x128xf32> {mpt.updates = 24 : i64},
          tensor<32xf32> {mpt.updates = 25 : i64},
          tensor<32xf32> {mpt.updates = 26 : i64},
          tensor<32xf32> {mpt.updates = 27 : i64},
          tensor<96x32xf32> {mpt.updates = 28 : i64},
          tensor<8x32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<32xf32> {mpt.updates = 31 : i64},
          tensor<32xf32> {mpt.updates = 32 : i64},
          tensor<32xf32> {mpt.updates = 33 : i64},
          tensor<96x32xf32> {mpt.updates = 34 : i64},
          tensor<96xf32> {mpt.updates = 35 : i64},
          tensor<32x32xf32> {mpt.updates = 36 : i64},
          tensor<32xf32> {mpt.updates = 37 : i64},
          tensor<128x32xf32> {mpt.updates = 38 : i64},
          tensor<128xf32> {mpt.updates = 39 : i64},
          tensor<32x128xf32> {mpt.updates = 40 : i64},
          tensor<32xf32> {mpt.updates = 41 : i64},
          tensor<32xf32> {mpt.updates = 42 : i64},
          tensor<32xf32> {mpt.updates = 43 : i64},
          tensor<32xf32> {mpt.updates = 44 : i64},
          tensor<32xf32> {mpt.updates = 45 : i64},
          tensor<96x32xf32> {mpt.updates = 46 : i64},
          tensor<96xf32> {mpt.updates = 47 : i64},
          tensor<32x32xf32> {mpt.updates = 48 : i64},
          tensor<32xf32> {mpt.updates = 49 : i64},
          tensor<128x32xf32> {mpt.updates = 50 : i64},
          tensor<128xf32> {mpt.updates = 51 : i64},
          tensor<32x128xf32> {mpt.updates = 52 : i64},
          tensor<32xf32> {mpt.updates = 53 : i64},
          tensor<32xf32> {mpt.updates = 54 : i64},
          tensor<32xf32> {mpt.updates = 55 : i64},
          tensor<96x32xf32> {mpt.updates = 56 : i64},
          tensor<8x32xf32> {mpt.updates = 57 : i64},
          tensor<32xf32> {mpt.updates = 58 : i64},
          tensor<32xf32> {mpt.updates = 59 : i64},
          tensor<32xf32> {mpt.updates = 60 : i64},
          tensor<32xf32> {mpt.updates = 61 : i64},
          tensor<96x32xf32> {mpt.updates = 62 : i64},
          tensor<96xf32> {mpt.updates = 63 : i64},
          tensor<32x32xf32> {mpt.updates = 64 : i64},
          tensor<32xf32> {mpt.updates = 65 : i64},
          tensor<128x32xf32> {mpt.updates = 66 : i64},
          tensor<128xf32> {mpt.updates = 67 : i64},
          tensor<32x128xf32> {mpt.updates = 68 : i64},
          tensor<32xf32> {mpt.updates = 69 : i64},
          tensor<32xf32> {mpt.updates = 70 : i64},
          tensor<32xf32> {mpt.updates = 71 : i64},
          tensor<32xf32> {mpt.updates = 72 : i64},
          tensor<32xf32> {mpt.updates = 73 : i64},
          tensor<96x32xf32> {mpt.updates = 74 : i64},
          tensor<96xf32> {mpt.updates = 75 : i64},
          tensor<32x32xf32> {mpt.updates = 76 : i64},
          tensor<32xf32> {mpt.updates = 77 : i64},
          tensor<128x32xf32> {mpt.updates = 78 : i64},
          tensor<128xf32> {mpt.updates = 79 : i64},
          tensor<32x128xf32> {mpt.updates = 80 : i64},
          tensor<32xf32> {mpt.updates = 81 : i64},
          tensor<32xf32> {mpt.updates = 82 : i64},
          tensor<32xf32> {mpt.updates = 83 : i64},
          tensor<i64> {mpt.updates = 84 : i64},
          tensor<f32>) {
    %loss, %g:28 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a85, %a86) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
        : (tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a28, %a56, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96x32xf32>, tensor<96x32xf32>, tensor<96x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a29, %a57, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a30, %a58, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a31, %a59, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a32, %a60, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a33, %a61, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a34, %a62, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96x32xf32>, tensor<96x32xf32>, tensor<96x32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a35, %a63, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a36, %a64, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a37, %a65, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a38, %a66, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a39, %a67, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a40, %a68, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a41, %a69, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a42, %a70, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a43, %a71, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a44, %a72, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a45, %a73, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a46, %a74, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96x32xf32>, tensor<96x32xf32>, tensor<96x32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a47, %a75, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a48, %a76, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a49, %a77, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a50, %a78, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a51, %a79, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a52, %a80, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a53, %a81, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a54, %a82, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a55, %a83, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %t0, %loss
        : tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc15 = loc("/work/main/scripts/torch_models.py":34:0)
#loc38 = loc(callsite(#loc15 at #loc29))
