// Exported by mpt_torch from MixtralForCausalLM (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export.py":28:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":48:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":626:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":108:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":127:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":365:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":457:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":605:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":445:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":314:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":354:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":147:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":353:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":192:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":454:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":437:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":441:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":193:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":194:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":195:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":146:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":148:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":300:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":301:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":305:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":327:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":362:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":364:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":106:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":107:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":109:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/integrations/moe.py":634:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":128:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":129:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":366:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":467:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1) -> (d0, 0)>
#map20 = affine_map<(d0, d1) -> ()>
#map21 = affine_map<(d0, d1) -> (0, d1)>
#map22 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map23 = affine_map<(d0, d1, d2) -> (d0)>
#map24 = affine_map<(d0, d1) -> (d1)>
#map25 = affine_map<(d0) -> ()>
#map26 = affine_map<() -> ()>
#loc44 = loc(callsite(#loc2 at #loc3))
#loc45 = loc(callsite(#loc1 at #loc44))
#loc46 = loc(callsite(#loc4 at #loc45))
#loc47 = loc(callsite(#loc9 at #loc45))
#loc49 = loc(callsite(#loc8 at #loc47))
#loc50 = loc(callsite(#loc10 at #loc47))
#loc51 = loc(callsite(#loc16 at #loc47))
#loc52 = loc(callsite(#loc18 at #loc47))
#loc53 = loc(callsite(#loc19 at #loc47))
#loc54 = loc(callsite(#loc42 at #loc47))
#loc56 = loc(callsite(#loc7 at #loc49))
#loc57 = loc(callsite(#loc12 at #loc49))
#loc58 = loc(callsite(#loc14 at #loc49))
#loc59 = loc(callsite(#loc15 at #loc51))
#loc60 = loc(callsite(#loc17 at #loc52))
#loc61 = loc(callsite(#loc20 at #loc51))
#loc62 = loc(callsite(#loc21 at #loc51))
#loc63 = loc(callsite(#loc22 at #loc51))
#loc64 = loc(callsite(#loc31 at #loc49))
#loc65 = loc(callsite(#loc32 at #loc49))
#loc66 = loc(callsite(#loc41 at #loc49))
#loc67 = loc(callsite(#loc23 at #loc54))
#loc68 = loc(callsite(#loc13 at #loc54))
#loc69 = loc(callsite(#loc24 at #loc54))
#loc70 = loc(callsite(#loc6 at #loc56))
#loc71 = loc(callsite(#loc11 at #loc57))
#loc72 = loc(callsite(#loc13 at #loc58))
#loc73 = loc(callsite(#loc23 at #loc58))
#loc74 = loc(callsite(#loc24 at #loc58))
#loc75 = loc(callsite(#loc26 at #loc57))
#loc76 = loc(callsite(#loc27 at #loc57))
#loc78 = loc(callsite(#loc29 at #loc57))
#loc79 = loc(callsite(#loc30 at #loc57))
#loc80 = loc(callsite(#loc23 at #loc65))
#loc81 = loc(callsite(#loc13 at #loc65))
#loc82 = loc(callsite(#loc24 at #loc65))
#loc84 = loc(callsite(#loc38 at #loc56))
#loc85 = loc(callsite(#loc40 at #loc56))
#loc86 = loc(callsite(#loc5 at #loc70))
#loc90 = loc(callsite(#loc25 at #loc79))
#loc91 = loc(callsite(#loc34 at #loc70))
#loc92 = loc(callsite(#loc35 at #loc70))
#loc93 = loc(callsite(#loc36 at #loc70))
#loc94 = loc(callsite(#loc37 at #loc84))
#loc95 = loc(callsite(#loc39 at #loc94))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc44)), %arg1: tensor<32x32xf32> loc(callsite(#loc1 at #loc44)), %arg2: tensor<16x32xf32> loc(callsite(#loc1 at #loc44)), %arg3: tensor<16x32xf32> loc(callsite(#loc1 at #loc44)), %arg4: tensor<32x32xf32> loc(callsite(#loc1 at #loc44)), %arg5: tensor<4x32xf32> loc(callsite(#loc1 at #loc44)), %arg6: tensor<4x64x32xf32> loc(callsite(#loc1 at #loc44)), %arg7: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc44)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc44)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc44)), %arg10: tensor<32x32xf32> loc(callsite(#loc1 at #loc44)), %arg11: tensor<16x32xf32> loc(callsite(#loc1 at #loc44)), %arg12: tensor<16x32xf32> loc(callsite(#loc1 at #loc44)), %arg13: tensor<32x32xf32> loc(callsite(#loc1 at #loc44)), %arg14: tensor<4x32xf32> loc(callsite(#loc1 at #loc44)), %arg15: tensor<4x64x32xf32> loc(callsite(#loc1 at #loc44)), %arg16: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc44)), %arg17: tensor<32xf32> loc(callsite(#loc1 at #loc44)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc44)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc44)), %arg20: tensor<64x32xf32> loc(callsite(#loc1 at #loc44)), %arg21: tensor<2x8xi64> loc(callsite(#loc1 at #loc44)), %arg22: tensor<2x8xi64> loc(callsite(#loc1 at #loc44))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc45)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c8_i64 = arith.constant 8 : i64 loc(#loc)
    %c4_i64 = arith.constant 4 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c4 = arith.constant 4 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %false = arith.constant false loc(#loc)
    %c-2147483648_i32 = arith.constant -2147483648 : i32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4xf32> loc(#loc46)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc86)
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc50)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc50)
    %cst_6 = arith.constant dense<true> : tensor<i1> loc(#loc50)
    %cst_7 = arith.constant 2.000000e-02 : f64 loc(#loc45)
    %cst_8 = arith.constant 0.35355339059327379 : f64 loc(#loc71)
    %cst_9 = arith.constant 1.000000e-05 : f64 loc(#loc72)
    %cst_10 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc59)
    %cst_11 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_12 = arith.constant 4.000000e+00 : f32 loc(#loc)
    %cst_13 = arith.constant dense<0> : tensor<i64> loc(#loc45)
    %cst_14 = arith.constant dense<0> : tensor<i32> loc(#loc86)
    %cst_15 = arith.constant dense<1> : tensor<16x4xi32> loc(#loc86)
    %cst_16 = arith.constant dense<2> : tensor<i64> loc(#loc86)
    %0 = tensor.empty() : tensor<2x8xi1> loc(#loc45)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: i1 loc(callsite(#loc1 at #loc44))):
      %313 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc45)
      linalg.yield %313 : i1 loc(#loc45)
    } -> tensor<2x8xi1> loc(#loc45)
    %2 = tensor.empty() : tensor<2x8xi64> loc(#loc45)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%2 : tensor<2x8xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc44)), %out: i64 loc(callsite(#loc1 at #loc44))):
      %313 = arith.extui %in : i1 to i64 loc(#loc45)
      linalg.yield %313 : i64 loc(#loc45)
    } -> tensor<2x8xi64> loc(#loc45)
    %4 = tensor.empty() : tensor<2x8x32xf32> loc(#loc60)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc17 at #loc52))):
      %313 = arith.index_cast %in : i64 to index loc(#loc60)
      %314 = linalg.index 2 : index loc(#loc60)
      %315 = arith.cmpi slt, %313, %c64 : index loc(#loc60)
      cf.assert %315, "index must be smaller than dim size" loc(#loc60)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc60)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc60)
      %extracted = tensor.extract %arg0[%313, %314] : tensor<64x32xf32> loc(#loc60)
      linalg.yield %extracted : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %6 = tensor.empty() : tensor<8xi64> loc(#loc53)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc19 at #loc47))):
      %313 = linalg.index 0 : index loc(#loc53)
      %314 = arith.index_cast %313 : index to i64 loc(#loc53)
      linalg.yield %314 : i64 loc(#loc53)
    } -> tensor<8xi64> loc(#loc53)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: i1 loc(callsite(#loc10 at #loc47))):
      %313 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc50)
      linalg.yield %313 : i1 loc(#loc50)
    } -> tensor<2x8xi1> loc(#loc50)
    %9 = tensor.empty() : tensor<2xi64> loc(#loc50)
    %10 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%9 : tensor<2xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc10 at #loc47))):
      %313 = linalg.index 0 : index loc(#loc50)
      %314 = arith.index_cast %313 : index to i64 loc(#loc50)
      linalg.yield %314 : i64 loc(#loc50)
    } -> tensor<2xi64> loc(#loc50)
    %expanded = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc50)
    %expanded_17 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc50)
    %expanded_18 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc50)
    %11 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc50)
    %12 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18, %expanded_17 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%11 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc10 at #loc47)), %in_139: i64 loc(callsite(#loc10 at #loc47)), %out: i1 loc(callsite(#loc10 at #loc47))):
      %313 = arith.cmpi sle, %in, %in_139 : i64 loc(#loc50)
      linalg.yield %313 : i1 loc(#loc50)
    } -> tensor<1x1x8x8xi1> loc(#loc50)
    %13 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %12 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%11 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc10 at #loc47)), %in_139: i1 loc(callsite(#loc10 at #loc47)), %out: i1 loc(callsite(#loc10 at #loc47))):
      %313 = arith.andi %in, %in_139 : i1 loc(#loc50)
      linalg.yield %313 : i1 loc(#loc50)
    } -> tensor<1x1x8x8xi1> loc(#loc50)
    %14 = tensor.empty() : tensor<2x1x1x8xi1> loc(#loc50)
    %15 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_18 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%14 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc10 at #loc47)), %in_139: i64 loc(callsite(#loc10 at #loc47)), %out: i1 loc(callsite(#loc10 at #loc47))):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc50)
      %314 = arith.addi %in, %c2_i64 : i64 loc(#loc50)
      %315 = arith.select %313, %314, %in : i64 loc(#loc50)
      %316 = arith.index_cast %315 : i64 to index loc(#loc50)
      %317 = arith.cmpi slt, %in_139, %c0_i64 : i64 loc(#loc50)
      %318 = arith.addi %in_139, %c8_i64 : i64 loc(#loc50)
      %319 = arith.select %317, %318, %in_139 : i64 loc(#loc50)
      %320 = arith.index_cast %319 : i64 to index loc(#loc50)
      %extracted = tensor.extract %8[%316, %320] : tensor<2x8xi1> loc(#loc50)
      linalg.yield %extracted : i1 loc(#loc50)
    } -> tensor<2x1x1x8xi1> loc(#loc50)
    %16 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc50)
    %17 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%16 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc10 at #loc47)), %in_139: i1 loc(callsite(#loc10 at #loc47)), %out: i1 loc(callsite(#loc10 at #loc47))):
      %313 = arith.andi %in, %in_139 : i1 loc(#loc50)
      linalg.yield %313 : i1 loc(#loc50)
    } -> tensor<2x1x8x8xi1> loc(#loc50)
    %18 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc50)
    %19 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%18 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc10 at #loc47)), %in_139: f32 loc(callsite(#loc10 at #loc47)), %in_140: f32 loc(callsite(#loc10 at #loc47)), %out: f32 loc(callsite(#loc10 at #loc47))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc50)
      linalg.yield %313 : f32 loc(#loc50)
    } -> tensor<2x1x8x8xf32> loc(#loc50)
    %expanded_19 = tensor.expand_shape %7 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc59)
    %20 = tensor.empty() : tensor<1x8x1xf32> loc(#loc59)
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<1x8x1xi64>) outs(%20 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc15 at #loc51)), %out: f32 loc(callsite(#loc15 at #loc51))):
      %313 = arith.sitofp %in : i64 to f32 loc(#loc59)
      linalg.yield %313 : f32 loc(#loc59)
    } -> tensor<1x8x1xf32> loc(#loc59)
    %22 = tensor.empty() : tensor<1x8x4xf32> loc(#loc59)
    %23 = linalg.generic {indexing_maps = [#map11, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_10 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%22 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc51)), %in_139: f32 loc(callsite(#loc15 at #loc51)), %out: f32 loc(callsite(#loc15 at #loc51))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc59)
      linalg.yield %313 : f32 loc(#loc59)
    } -> tensor<1x8x4xf32> loc(#loc59)
    %concat = tensor.concat dim(2) %23, %23 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc61)
    %24 = tensor.empty() : tensor<1x8x8xf32> loc(#loc62)
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%24 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc51)), %out: f32 loc(callsite(#loc21 at #loc51))):
      %313 = math.cos %in : f32 loc(#loc62)
      linalg.yield %313 : f32 loc(#loc62)
    } -> tensor<1x8x8xf32> loc(#loc62)
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%24 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc51)), %out: f32 loc(callsite(#loc22 at #loc51))):
      %313 = math.sin %in : f32 loc(#loc63)
      linalg.yield %313 : f32 loc(#loc63)
    } -> tensor<1x8x8xf32> loc(#loc63)
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc52)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %28 = tensor.empty() : tensor<2x8x1xf32> loc(#loc73)
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc73)
    %30 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<2x8x32xf32>) outs(%29 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = arith.addf %in, %out : f32 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = arith.divf %in, %cst_11 : f32 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = arith.truncf %cst_9 : f64 to f32 loc(#loc72)
      %314 = arith.addf %in, %313 : f32 loc(#loc72)
      linalg.yield %314 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %313 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %34 = linalg.generic {indexing_maps = [#map2, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %33 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc52)), %in_139: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc72)
      linalg.yield %313 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %35 = linalg.generic {indexing_maps = [#map12, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %34 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc58)), %in_139: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc24 at #loc58))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc74)
      linalg.yield %313 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %36 = tensor.empty() : tensor<32x32xf32> loc(#loc87)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc87)
    %collapsed = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc87)
    %37 = tensor.empty() : tensor<16x32xf32> loc(#loc87)
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %39 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %expanded_20 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc75)
    %40 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc75)
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc75)
    %41 = tensor.empty() : tensor<32x16xf32> loc(#loc88)
    %transposed_22 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%41 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc88)
    %42 = tensor.empty() : tensor<16x16xf32> loc(#loc88)
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %44 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%43 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %expanded_23 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc76)
    %45 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc76)
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x2x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_25 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%41 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc89)
    %46 = linalg.matmul ins(%collapsed, %transposed_25 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%43 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc89)
    %expanded_26 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc77)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x8x2x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %expanded_28 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc78)
    %expanded_29 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc78)
    %47 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_28 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %extracted_slice = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %extracted_slice_30 = tensor.extract_slice %transposed_21[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %48 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc78)
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x4x8x4xf32>) outs(%48 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x4xf32> loc(#loc78)
    %concat_31 = tensor.concat dim(3) %49, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc78)
    %50 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_29 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %52 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24, %expanded_28 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %extracted_slice_32 = tensor.extract_slice %transposed_24[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %extracted_slice_33 = tensor.extract_slice %transposed_24[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %53 = tensor.empty() : tensor<2x2x8x4xf32> loc(#loc78)
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x2x8x4xf32>) outs(%53 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x4xf32> loc(#loc78)
    %concat_34 = tensor.concat dim(3) %54, %extracted_slice_32 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc78)
    %55 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_34, %expanded_29 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %56 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %57 = tensor.empty() : tensor<2x2x2x8x8xf32> loc(#loc71)
    %58 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %collapsed_35 = tensor.collapse_shape %58 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %59 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %transposed_36 = linalg.transpose ins(%collapsed_35 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_37 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %60 = tensor.empty() : tensor<8x8x8xf32> loc(#loc71)
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %62 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_39 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.truncf %cst_8 : f64 to f32 loc(#loc71)
      %314 = arith.mulf %in, %313 : f32 loc(#loc71)
      linalg.yield %314 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %64 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %19 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc10 at #loc47)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %65 = tensor.empty() : tensor<2x4x8xi64> loc(#loc71)
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc71)
    %67 = tensor.empty() : tensor<2x4x8xf32> loc(#loc71)
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc71)
    %69:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x4x8x8xf32>) outs(%68, %66 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57)), %out_139: i64 loc(callsite(#loc11 at #loc57))):
      %313 = linalg.index 3 : index loc(#loc71)
      %314 = arith.index_cast %313 : index to i64 loc(#loc71)
      %315 = arith.maximumf %in, %out : f32 loc(#loc71)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc71)
      linalg.yield %315, %317 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_40 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %70 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_40 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %71 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = math.exp %in : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %72 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc71)
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc71)
    %74 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %75 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %74 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_41 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_42 = tensor.collapse_shape %59 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %76 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_43 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %77 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc71)
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %transposed_45 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc90)
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc90)
    %78 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc90)
    %expanded_47 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc90)
    %79 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %expanded_47 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc52)), %in_139: f32 loc(callsite(#loc25 at #loc79)), %out: f32 loc(callsite(#loc31 at #loc49))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc64)
      linalg.yield %313 : f32 loc(#loc64)
    } -> tensor<2x8x32xf32> loc(#loc64)
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %81 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<2x8x32xf32>) outs(%29 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = arith.divf %in, %cst_11 : f32 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = arith.truncf %cst_9 : f64 to f32 loc(#loc81)
      %314 = arith.addf %in, %313 : f32 loc(#loc81)
      linalg.yield %314 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = math.rsqrt %in : f32 loc(#loc81)
      linalg.yield %313 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %85 = linalg.generic {indexing_maps = [#map2, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %in_139: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc81)
      linalg.yield %313 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %86 = linalg.generic {indexing_maps = [#map12, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %85 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc65)), %in_139: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc24 at #loc65))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc82)
      linalg.yield %313 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %collapsed_48 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc83)
    %87 = tensor.empty() : tensor<32x4xf32> loc(#loc91)
    %transposed_49 = linalg.transpose ins(%arg5 : tensor<4x32xf32>) outs(%87 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc91)
    %88 = tensor.empty() : tensor<16x4xf32> loc(#loc91)
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %90 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%89 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %91 = tensor.empty() : tensor<16xi64> loc(#loc92)
    %92 = linalg.fill ins(%c0_i64 : i64) outs(%91 : tensor<16xi64>) -> tensor<16xi64> loc(#loc92)
    %93 = tensor.empty() : tensor<16xf32> loc(#loc92)
    %94 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<16xf32>) -> tensor<16xf32> loc(#loc92)
    %95:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%90 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70)), %out_139: i64 loc(callsite(#loc35 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc92)
      %314 = arith.index_cast %313 : index to i64 loc(#loc92)
      %315 = arith.maximumf %in, %out : f32 loc(#loc92)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc92)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc92)
      linalg.yield %315, %317 : f32, i64 loc(#loc92)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc92)
    %expanded_50 = tensor.expand_shape %95#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc92)
    %96 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %expanded_50 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = math.exp %in : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %98 = tensor.empty() : tensor<16x1xf32> loc(#loc92)
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc92)
    %100 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction"]} ins(%97 : tensor<16x4xf32>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.addf %in, %out : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x1xf32> loc(#loc92)
    %101 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %100 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %102 = tensor.empty() : tensor<4xi64> loc(#loc86)
    %103 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%102 : tensor<4xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      linalg.yield %314 : i64 loc(#loc86)
    } -> tensor<4xi64> loc(#loc86)
    %expanded_51 = tensor.expand_shape %103 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64> loc(#loc86)
    %104 = tensor.empty() : tensor<16x4xi1> loc(#loc86)
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%101, %101 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.cmpf une, %in, %in_139 : f32 loc(#loc86)
      linalg.yield %313 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %106 = tensor.empty() : tensor<16x4xi32> loc(#loc86)
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%105 : tensor<16x4xi1>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extui %in : i1 to i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %108 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %107 : tensor<i64>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.trunci %in : i64 to i32 loc(#loc86)
      %314 = arith.subi %313, %in_139 : i32 loc(#loc86)
      linalg.yield %314 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_15, %108 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.muli %in, %in_139 : i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc86)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc86)
      linalg.yield %314 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %111 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%110, %cst_3, %101 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc86)
      linalg.yield %313 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %112:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%111 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maximumf %in, %out : f32 loc(#loc86)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_52 = tensor.expand_shape %112#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %113 = tensor.empty() : tensor<16x1xi1> loc(#loc86)
    %114 = linalg.fill ins(%false : i1) outs(%113 : tensor<16x1xi1>) -> tensor<16x1xi1> loc(#loc86)
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_52 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %110[%313, %314] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %116 = tensor.empty() : tensor<16xi32> loc(#loc86)
    %117 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%116 : tensor<16xi32>) -> tensor<16xi32> loc(#loc86)
    %118:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%109 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maxsi %in, %out : i32 loc(#loc86)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_53 = tensor.expand_shape %118#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %119 = tensor.empty() : tensor<16x1xi64> loc(#loc86)
    %120 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%115, %expanded_53, %expanded_52 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %in_140: i64 loc(callsite(#loc5 at #loc70)), %out: i64 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc86)
      linalg.yield %313 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %121 = linalg.generic {indexing_maps = [#map21, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %120 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc86)
      linalg.yield %313 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %122 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_14, %109 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %in_140: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc86)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc86)
      linalg.yield %314 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %124 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%123, %cst_3, %101 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc86)
      linalg.yield %313 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %125:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%124 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maximumf %in, %out : f32 loc(#loc86)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_54 = tensor.expand_shape %125#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_54 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %123[%313, %314] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %127:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%122 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maxsi %in, %out : i32 loc(#loc86)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_55 = tensor.expand_shape %127#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %128 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%126, %expanded_55, %expanded_54 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %in_140: i64 loc(callsite(#loc5 at #loc70)), %out: i64 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc86)
      linalg.yield %313 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %concat_56 = tensor.concat dim(1) %120, %128 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc86)
    %129 = tensor.empty() : tensor<16x2xf32> loc(#loc86)
    %130 = linalg.fill ins(%cst : f32) outs(%129 : tensor<16x2xf32>) -> tensor<16x2xf32> loc(#loc86)
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%concat_56 : tensor<16x2xi64>) outs(%130 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %101[%313, %314] : tensor<16x4xf32> loc(#loc86)
      linalg.yield %extracted : f32 loc(#loc86)
    } -> tensor<16x2xf32> loc(#loc86)
    %132 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction"]} ins(%131 : tensor<16x2xf32>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %313 = arith.addf %in, %out : f32 loc(#loc93)
      linalg.yield %313 : f32 loc(#loc93)
    } -> tensor<16x1xf32> loc(#loc93)
    %133 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%129 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc36 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc93)
      linalg.yield %313 : f32 loc(#loc93)
    } -> tensor<16x2xf32> loc(#loc93)
    %134 = tensor.empty() : tensor<16x2x32xf32> loc(#loc94)
    %135 = linalg.generic {indexing_maps = [#map22, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<16x32xf32>) outs(%134 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      linalg.yield %in : f32 loc(#loc94)
    } -> tensor<16x2x32xf32> loc(#loc94)
    %collapsed_57 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_58 = tensor.collapse_shape %concat_56 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc94)
    %136 = tensor.empty() : tensor<32x64x32xf32> loc(#loc94)
    %137 = linalg.generic {indexing_maps = [#map23, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<32xi64>) outs(%136 : tensor<32x64x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %314 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %315 = arith.select %313, %314, %in : i64 loc(#loc94)
      %316 = arith.index_cast %315 : i64 to index loc(#loc94)
      %317 = linalg.index 1 : index loc(#loc94)
      %318 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg6[%316, %317, %318] : tensor<4x64x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x64x32xf32> loc(#loc94)
    %expanded_59 = tensor.expand_shape %collapsed_57 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %138 = tensor.empty() : tensor<32x64x1xf32> loc(#loc94)
    %139 = linalg.fill ins(%cst : f32) outs(%138 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %140 = linalg.batch_matmul ins(%137, %expanded_59 : tensor<32x64x32xf32>, tensor<32x32x1xf32>) outs(%139 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %collapsed_60 = tensor.collapse_shape %140 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32> loc(#loc94)
    %extracted_slice_61 = tensor.extract_slice %collapsed_60[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %extracted_slice_62 = tensor.extract_slice %collapsed_60[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_61 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %313 = arith.negf %in : f32 loc(#loc95)
      %314 = math.exp %313 : f32 loc(#loc95)
      %315 = arith.addf %314, %cst_1 : f32 loc(#loc95)
      %316 = arith.divf %cst_1, %315 : f32 loc(#loc95)
      linalg.yield %316 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_61, %141 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_139: f32 loc(callsite(#loc39 at #loc94)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc95)
      linalg.yield %313 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%142, %extracted_slice_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc94)), %in_139: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %144 = tensor.empty() : tensor<32x32x32xf32> loc(#loc94)
    %145 = linalg.generic {indexing_maps = [#map23, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<32xi64>) outs(%144 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %314 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %315 = arith.select %313, %314, %in : i64 loc(#loc94)
      %316 = arith.index_cast %315 : i64 to index loc(#loc94)
      %317 = linalg.index 1 : index loc(#loc94)
      %318 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg7[%316, %317, %318] : tensor<4x32x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x32x32xf32> loc(#loc94)
    %expanded_63 = tensor.expand_shape %143 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %146 = tensor.empty() : tensor<32x32x1xf32> loc(#loc94)
    %147 = linalg.fill ins(%cst : f32) outs(%146 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %148 = linalg.batch_matmul ins(%145, %expanded_63 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%147 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %collapsed_64 = tensor.collapse_shape %148 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_65 = tensor.collapse_shape %133 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc94)
    %expanded_66 = tensor.expand_shape %collapsed_65 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc94)
    %149 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_64, %expanded_66 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_139: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %expanded_67 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc94)
    %150 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_67 : tensor<16x2x32xf32>) outs(%38 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.addf %in, %out : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<16x32xf32> loc(#loc94)
    %expanded_68 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc85)
    %151 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %expanded_68 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %in_139: f32 loc(callsite(#loc40 at #loc56)), %out: f32 loc(callsite(#loc41 at #loc49))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc66)
      linalg.yield %313 : f32 loc(#loc66)
    } -> tensor<2x8x32xf32> loc(#loc66)
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc49)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %153 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x32xf32>) outs(%29 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = arith.addf %in, %out : f32 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc23 at #loc58))):
      %313 = arith.divf %in, %cst_11 : f32 loc(#loc73)
      linalg.yield %313 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = arith.truncf %cst_9 : f64 to f32 loc(#loc72)
      %314 = arith.addf %in, %313 : f32 loc(#loc72)
      linalg.yield %314 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %156 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %313 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %157 = linalg.generic {indexing_maps = [#map2, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %156 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc49)), %in_139: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc72)
      linalg.yield %313 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %158 = linalg.generic {indexing_maps = [#map12, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %157 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc58)), %in_139: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc24 at #loc58))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc74)
      linalg.yield %313 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %transposed_69 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc87)
    %collapsed_70 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc87)
    %159 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %expanded_71 = tensor.expand_shape %159 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc75)
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x8x4x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc75)
    %transposed_73 = linalg.transpose ins(%arg11 : tensor<16x32xf32>) outs(%41 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc88)
    %160 = linalg.matmul ins(%collapsed_70, %transposed_73 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%43 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %expanded_74 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc76)
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x8x2x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_76 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%41 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc89)
    %161 = linalg.matmul ins(%collapsed_70, %transposed_76 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%43 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc89)
    %expanded_77 = tensor.expand_shape %161 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc77)
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x2x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %162 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72, %expanded_28 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %extracted_slice_79 = tensor.extract_slice %transposed_72[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %extracted_slice_80 = tensor.extract_slice %transposed_72[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_80 : tensor<2x4x8x4xf32>) outs(%48 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x4xf32> loc(#loc78)
    %concat_81 = tensor.concat dim(3) %163, %extracted_slice_79 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc78)
    %164 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_81, %expanded_29 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %165 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %164 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %166 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75, %expanded_28 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %extracted_slice_82 = tensor.extract_slice %transposed_75[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %extracted_slice_83 = tensor.extract_slice %transposed_75[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %167 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<2x2x8x4xf32>) outs(%53 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x4xf32> loc(#loc78)
    %concat_84 = tensor.concat dim(3) %167, %extracted_slice_82 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc78)
    %168 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_29 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %169 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%45 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc57)), %in_139: f32 loc(callsite(#loc29 at #loc57)), %out: f32 loc(callsite(#loc29 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc78)
      linalg.yield %313 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %170 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %collapsed_85 = tensor.collapse_shape %170 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %171 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<2x2x8x8xf32>) outs(%57 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %transposed_86 = linalg.transpose ins(%collapsed_85 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_87 = tensor.collapse_shape %165 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_88 = tensor.collapse_shape %transposed_86 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %172 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_89 = tensor.expand_shape %172 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.truncf %cst_8 : f64 to f32 loc(#loc71)
      %314 = arith.mulf %in, %313 : f32 loc(#loc71)
      linalg.yield %314 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %174 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %19 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc10 at #loc47)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %175:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%174 : tensor<2x4x8x8xf32>) outs(%68, %66 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57)), %out_139: i64 loc(callsite(#loc11 at #loc57))):
      %313 = linalg.index 3 : index loc(#loc71)
      %314 = arith.index_cast %313 : index to i64 loc(#loc71)
      %315 = arith.maximumf %in, %out : f32 loc(#loc71)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc71)
      linalg.yield %315, %317 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_90 = tensor.expand_shape %175#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %176 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_90 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %177 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<2x4x8x8xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = math.exp %in : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %178 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%177 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %179 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %178 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%40 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc57)), %in_139: f32 loc(callsite(#loc11 at #loc57)), %out: f32 loc(callsite(#loc11 at #loc57))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc71)
      linalg.yield %313 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_91 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_92 = tensor.collapse_shape %171 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %180 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_93 = tensor.expand_shape %180 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %transposed_95 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc90)
    %collapsed_96 = tensor.collapse_shape %transposed_94 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc90)
    %181 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%38 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc90)
    %expanded_97 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc90)
    %182 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_97 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc49)), %in_139: f32 loc(callsite(#loc25 at #loc79)), %out: f32 loc(callsite(#loc31 at #loc49))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc64)
      linalg.yield %313 : f32 loc(#loc64)
    } -> tensor<2x8x32xf32> loc(#loc64)
    %183 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %184 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x8x32xf32>) outs(%29 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %313 = arith.divf %in, %cst_11 : f32 loc(#loc80)
      linalg.yield %313 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = arith.truncf %cst_9 : f64 to f32 loc(#loc81)
      %314 = arith.addf %in, %313 : f32 loc(#loc81)
      linalg.yield %314 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = math.rsqrt %in : f32 loc(#loc81)
      linalg.yield %313 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %188 = linalg.generic {indexing_maps = [#map2, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %187 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %in_139: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc13 at #loc65))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc81)
      linalg.yield %313 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %189 = linalg.generic {indexing_maps = [#map12, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %188 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc65)), %in_139: f32 loc(callsite(#loc13 at #loc65)), %out: f32 loc(callsite(#loc24 at #loc65))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc82)
      linalg.yield %313 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %collapsed_98 = tensor.collapse_shape %189 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc83)
    %transposed_99 = linalg.transpose ins(%arg14 : tensor<4x32xf32>) outs(%87 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc91)
    %190 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%89 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %191:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%190 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70)), %out_139: i64 loc(callsite(#loc35 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc92)
      %314 = arith.index_cast %313 : index to i64 loc(#loc92)
      %315 = arith.maximumf %in, %out : f32 loc(#loc92)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc92)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc92)
      linalg.yield %315, %317 : f32, i64 loc(#loc92)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc92)
    %expanded_100 = tensor.expand_shape %191#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc92)
    %192 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%190, %expanded_100 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = math.exp %in : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %194 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction"]} ins(%193 : tensor<16x4xf32>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.addf %in, %out : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x1xf32> loc(#loc92)
    %195 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%193, %194 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc92)
      linalg.yield %313 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%195, %195 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_139: f32 loc(callsite(#loc35 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.cmpf une, %in, %in_139 : f32 loc(#loc86)
      linalg.yield %313 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<16x4xi1>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extui %in : i1 to i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %198 = linalg.generic {indexing_maps = [#map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %197 : tensor<i64>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.trunci %in : i64 to i32 loc(#loc86)
      %314 = arith.subi %313, %in_139 : i32 loc(#loc86)
      linalg.yield %314 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %199 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_15, %198 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.muli %in, %in_139 : i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc86)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc86)
      linalg.yield %314 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %201 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%200, %cst_3, %195 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc86)
      linalg.yield %313 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %202:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%201 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maximumf %in, %out : f32 loc(#loc86)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_101 = tensor.expand_shape %202#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_101 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %200[%313, %314] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %204:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maxsi %in, %out : i32 loc(#loc86)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_102 = tensor.expand_shape %204#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %205 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%203, %expanded_102, %expanded_101 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %in_140: i64 loc(callsite(#loc5 at #loc70)), %out: i64 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc86)
      linalg.yield %313 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %206 = linalg.generic {indexing_maps = [#map21, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %205 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc86)
      linalg.yield %313 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %207 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%206, %cst_14, %199 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %in_140: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i32 loc(#loc86)
      linalg.yield %313 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc86)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc86)
      linalg.yield %314 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %209 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%208, %cst_3, %195 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc86)
      linalg.yield %313 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %210:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%209 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maximumf %in, %out : f32 loc(#loc86)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_103 = tensor.expand_shape %210#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_103 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: i1 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %208[%313, %314] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %212:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%207 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc5 at #loc70)), %out: i32 loc(callsite(#loc5 at #loc70)), %out_139: i64 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 1 : index loc(#loc86)
      %314 = arith.index_cast %313 : index to i64 loc(#loc86)
      %315 = arith.maxsi %in, %out : i32 loc(#loc86)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc86)
      linalg.yield %315, %317 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_104 = tensor.expand_shape %212#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %213 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%211, %expanded_104, %expanded_103 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc70)), %in_139: i64 loc(callsite(#loc5 at #loc70)), %in_140: i64 loc(callsite(#loc5 at #loc70)), %out: i64 loc(callsite(#loc5 at #loc70))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc86)
      linalg.yield %313 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %concat_105 = tensor.concat dim(1) %205, %213 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc86)
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%concat_105 : tensor<16x2xi64>) outs(%130 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc5 at #loc70))):
      %313 = linalg.index 0 : index loc(#loc86)
      %314 = arith.index_cast %in : i64 to index loc(#loc86)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc86)
      cf.assert %315, "index must be smaller than dim size" loc(#loc86)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %195[%313, %314] : tensor<16x4xf32> loc(#loc86)
      linalg.yield %extracted : f32 loc(#loc86)
    } -> tensor<16x2xf32> loc(#loc86)
    %215 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction"]} ins(%214 : tensor<16x2xf32>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %313 = arith.addf %in, %out : f32 loc(#loc93)
      linalg.yield %313 : f32 loc(#loc93)
    } -> tensor<16x1xf32> loc(#loc93)
    %216 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%129 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc70)), %in_139: f32 loc(callsite(#loc36 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc93)
      linalg.yield %313 : f32 loc(#loc93)
    } -> tensor<16x2xf32> loc(#loc93)
    %217 = linalg.generic {indexing_maps = [#map22, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_98 : tensor<16x32xf32>) outs(%134 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      linalg.yield %in : f32 loc(#loc94)
    } -> tensor<16x2x32xf32> loc(#loc94)
    %collapsed_106 = tensor.collapse_shape %217 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_107 = tensor.collapse_shape %concat_105 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc94)
    %218 = linalg.generic {indexing_maps = [#map23, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_107 : tensor<32xi64>) outs(%136 : tensor<32x64x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %314 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %315 = arith.select %313, %314, %in : i64 loc(#loc94)
      %316 = arith.index_cast %315 : i64 to index loc(#loc94)
      %317 = linalg.index 1 : index loc(#loc94)
      %318 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg15[%316, %317, %318] : tensor<4x64x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x64x32xf32> loc(#loc94)
    %expanded_108 = tensor.expand_shape %collapsed_106 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %219 = linalg.batch_matmul ins(%218, %expanded_108 : tensor<32x64x32xf32>, tensor<32x32x1xf32>) outs(%139 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %collapsed_109 = tensor.collapse_shape %219 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32> loc(#loc94)
    %extracted_slice_110 = tensor.extract_slice %collapsed_109[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %extracted_slice_111 = tensor.extract_slice %collapsed_109[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_110 : tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %313 = arith.negf %in : f32 loc(#loc95)
      %314 = math.exp %313 : f32 loc(#loc95)
      %315 = arith.addf %314, %cst_1 : f32 loc(#loc95)
      %316 = arith.divf %cst_1, %315 : f32 loc(#loc95)
      linalg.yield %316 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %221 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_110, %220 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_139: f32 loc(callsite(#loc39 at #loc94)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc95)
      linalg.yield %313 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%221, %extracted_slice_111 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc94)), %in_139: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %223 = linalg.generic {indexing_maps = [#map23, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_107 : tensor<32xi64>) outs(%144 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %314 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %315 = arith.select %313, %314, %in : i64 loc(#loc94)
      %316 = arith.index_cast %315 : i64 to index loc(#loc94)
      %317 = linalg.index 1 : index loc(#loc94)
      %318 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg16[%316, %317, %318] : tensor<4x32x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x32x32xf32> loc(#loc94)
    %expanded_112 = tensor.expand_shape %222 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %224 = linalg.batch_matmul ins(%223, %expanded_112 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%147 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %collapsed_113 = tensor.collapse_shape %224 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_114 = tensor.collapse_shape %216 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc94)
    %expanded_115 = tensor.expand_shape %collapsed_114 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc94)
    %225 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_113, %expanded_115 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%36 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_139: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %expanded_116 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc94)
    %226 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_116 : tensor<16x2x32xf32>) outs(%38 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %313 = arith.addf %in, %out : f32 loc(#loc94)
      linalg.yield %313 : f32 loc(#loc94)
    } -> tensor<16x32xf32> loc(#loc94)
    %expanded_117 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc85)
    %227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %expanded_117 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc49)), %in_139: f32 loc(callsite(#loc40 at #loc56)), %out: f32 loc(callsite(#loc41 at #loc49))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc66)
      linalg.yield %313 : f32 loc(#loc66)
    } -> tensor<2x8x32xf32> loc(#loc66)
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc49)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %313 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc67)
      linalg.yield %313 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %229 = linalg.generic {indexing_maps = [#map2, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<2x8x32xf32>) outs(%29 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %313 = arith.addf %in, %out : f32 loc(#loc67)
      linalg.yield %313 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %313 = arith.divf %in, %cst_11 : f32 loc(#loc67)
      linalg.yield %313 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %231 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc13 at #loc54))):
      %313 = arith.truncf %cst_9 : f64 to f32 loc(#loc68)
      %314 = arith.addf %in, %313 : f32 loc(#loc68)
      linalg.yield %314 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc54)), %out: f32 loc(callsite(#loc13 at #loc54))):
      %313 = math.rsqrt %in : f32 loc(#loc68)
      linalg.yield %313 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %233 = linalg.generic {indexing_maps = [#map2, #map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %232 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc49)), %in_139: f32 loc(callsite(#loc13 at #loc54)), %out: f32 loc(callsite(#loc13 at #loc54))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc68)
      linalg.yield %313 : f32 loc(#loc68)
    } -> tensor<2x8x32xf32> loc(#loc68)
    %234 = linalg.generic {indexing_maps = [#map12, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %233 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc54)), %in_139: f32 loc(callsite(#loc13 at #loc54)), %out: f32 loc(callsite(#loc24 at #loc54))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc69)
      linalg.yield %313 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %235 = tensor.empty() : tensor<32x64xf32> loc(#loc55)
    %transposed_118 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%235 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc55)
    %collapsed_119 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc55)
    %236 = tensor.empty() : tensor<16x64xf32> loc(#loc55)
    %237 = linalg.fill ins(%cst : f32) outs(%236 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc55)
    %238 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%237 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc55)
    %collapsed_120 = tensor.collapse_shape %3 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc46)
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_120 : tensor<16xi64>) outs(%93 : tensor<16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.sitofp %in : i64 to f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<16xf32> loc(#loc46)
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_52 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 0 : index loc(#loc46)
      %314 = arith.index_cast %in : i64 to index loc(#loc46)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc46)
      cf.assert %315, "index must be smaller than dim size" loc(#loc46)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc46)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc46)
      %extracted = tensor.extract %110[%313, %314] : tensor<16x4xi1> loc(#loc46)
      linalg.yield %extracted : i1 loc(#loc46)
    } -> tensor<16x1xi1> loc(#loc46)
    %241 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%240, %expanded_53, %expanded_52 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %in_140: i64 loc(callsite(#loc4 at #loc45)), %out: i64 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc46)
      linalg.yield %313 : i64 loc(#loc46)
    } -> tensor<16x1xi64> loc(#loc46)
    %242 = linalg.generic {indexing_maps = [#map21, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %241 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc46)
      linalg.yield %313 : i1 loc(#loc46)
    } -> tensor<16x4xi1> loc(#loc46)
    %243 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%242, %cst_14, %109 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %in_140: i32 loc(callsite(#loc4 at #loc45)), %out: i32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i32 loc(#loc46)
      linalg.yield %313 : i32 loc(#loc46)
    } -> tensor<16x4xi32> loc(#loc46)
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc46)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc46)
      linalg.yield %314 : i1 loc(#loc46)
    } -> tensor<16x4xi1> loc(#loc46)
    %245 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%244, %cst_3, %101 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<16x4xf32> loc(#loc46)
    %246:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%245 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45)), %out_139: i64 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 1 : index loc(#loc46)
      %314 = arith.index_cast %313 : index to i64 loc(#loc46)
      %315 = arith.maximumf %in, %out : f32 loc(#loc46)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc46)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc46)
      linalg.yield %315, %317 : f32, i64 loc(#loc46)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc46)
    %expanded_121 = tensor.expand_shape %246#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc46)
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_121 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 0 : index loc(#loc46)
      %314 = arith.index_cast %in : i64 to index loc(#loc46)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc46)
      cf.assert %315, "index must be smaller than dim size" loc(#loc46)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc46)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc46)
      %extracted = tensor.extract %244[%313, %314] : tensor<16x4xi1> loc(#loc46)
      linalg.yield %extracted : i1 loc(#loc46)
    } -> tensor<16x1xi1> loc(#loc46)
    %248:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%243 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc4 at #loc45)), %out: i32 loc(callsite(#loc4 at #loc45)), %out_139: i64 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 1 : index loc(#loc46)
      %314 = arith.index_cast %313 : index to i64 loc(#loc46)
      %315 = arith.maxsi %in, %out : i32 loc(#loc46)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc46)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc46)
      linalg.yield %315, %317 : i32, i64 loc(#loc46)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc46)
    %expanded_122 = tensor.expand_shape %248#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc46)
    %249 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%247, %expanded_122, %expanded_121 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %in_140: i64 loc(callsite(#loc4 at #loc45)), %out: i64 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc46)
      linalg.yield %313 : i64 loc(#loc46)
    } -> tensor<16x1xi64> loc(#loc46)
    %concat_123 = tensor.concat dim(1) %241, %249 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc46)
    %collapsed_124 = tensor.collapse_shape %concat_123 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc46)
    %250 = linalg.generic {indexing_maps = [#map18, #map], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<16xf32>) outs(%129 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      linalg.yield %in : f32 loc(#loc46)
    } -> tensor<16x2xf32> loc(#loc46)
    %collapsed_125 = tensor.collapse_shape %250 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc46)
    %expanded_126 = tensor.expand_shape %collapsed_124 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc(#loc46)
    %251 = tensor.empty() : tensor<32x4xi1> loc(#loc46)
    %252 = linalg.generic {indexing_maps = [#map19, #map24, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_126, %103 : tensor<32x1xi64>, tensor<4xi64>) outs(%251 : tensor<32x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc46)
      linalg.yield %313 : i1 loc(#loc46)
    } -> tensor<32x4xi1> loc(#loc46)
    %expanded_127 = tensor.expand_shape %collapsed_125 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc46)
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<32x4xi1>) outs(%87 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.uitofp %in : i1 to f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<32x4xf32> loc(#loc46)
    %254 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_127, %253 : tensor<32x1xf32>, tensor<32x4xf32>) outs(%87 : tensor<32x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<32x4xf32> loc(#loc46)
    %255 = tensor.empty() : tensor<4xf32> loc(#loc46)
    %256 = linalg.fill ins(%cst : f32) outs(%255 : tensor<4xf32>) -> tensor<4xf32> loc(#loc46)
    %257 = linalg.generic {indexing_maps = [#map, #map24], iterator_types = ["reduction", "parallel"]} ins(%254 : tensor<32x4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %258 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_2, %257 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %259 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_2, %258 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %expanded_128 = tensor.expand_shape %239 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc46)
    %260 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%101, %expanded_128 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<16x4xf32> loc(#loc46)
    %261 = linalg.generic {indexing_maps = [#map, #map24], iterator_types = ["reduction", "parallel"]} ins(%260 : tensor<16x4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_2, %261 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %263 = tensor.empty() : tensor<f32> loc(#loc46)
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<f32>) -> tensor<f32> loc(#loc46)
    %265 = linalg.generic {indexing_maps = [#map3, #map25], iterator_types = ["reduction"]} ins(%239 : tensor<16xf32>) outs(%264 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<f32> loc(#loc46)
    %266 = linalg.generic {indexing_maps = [#map26, #map26], iterator_types = []} ins(%265 : tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %cst : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<f32> loc(#loc46)
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_101 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 0 : index loc(#loc46)
      %314 = arith.index_cast %in : i64 to index loc(#loc46)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc46)
      cf.assert %315, "index must be smaller than dim size" loc(#loc46)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc46)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc46)
      %extracted = tensor.extract %200[%313, %314] : tensor<16x4xi1> loc(#loc46)
      linalg.yield %extracted : i1 loc(#loc46)
    } -> tensor<16x1xi1> loc(#loc46)
    %268 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%267, %expanded_102, %expanded_101 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %in_140: i64 loc(callsite(#loc4 at #loc45)), %out: i64 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc46)
      linalg.yield %313 : i64 loc(#loc46)
    } -> tensor<16x1xi64> loc(#loc46)
    %269 = linalg.generic {indexing_maps = [#map21, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_51, %268 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc46)
      linalg.yield %313 : i1 loc(#loc46)
    } -> tensor<16x4xi1> loc(#loc46)
    %270 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%269, %cst_14, %199 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%106 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i32 loc(callsite(#loc5 at #loc70)), %in_140: i32 loc(callsite(#loc4 at #loc45)), %out: i32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i32 loc(#loc46)
      linalg.yield %313 : i32 loc(#loc46)
    } -> tensor<16x4xi32> loc(#loc46)
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<16x4xi32>) outs(%104 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.extsi %in : i32 to i64 loc(#loc46)
      %314 = arith.cmpi eq, %313, %c0_i64 : i64 loc(#loc46)
      linalg.yield %314 : i1 loc(#loc46)
    } -> tensor<16x4xi1> loc(#loc46)
    %272 = linalg.generic {indexing_maps = [#map, #map20, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%271, %cst_3, %195 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc5 at #loc70)), %in_140: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<16x4xf32> loc(#loc46)
    %273:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%272 : tensor<16x4xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45)), %out_139: i64 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 1 : index loc(#loc46)
      %314 = arith.index_cast %313 : index to i64 loc(#loc46)
      %315 = arith.maximumf %in, %out : f32 loc(#loc46)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc46)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc46)
      linalg.yield %315, %317 : f32, i64 loc(#loc46)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc46)
    %expanded_129 = tensor.expand_shape %273#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc46)
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_129 : tensor<16x1xi64>) outs(%114 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 0 : index loc(#loc46)
      %314 = arith.index_cast %in : i64 to index loc(#loc46)
      %315 = arith.cmpi slt, %314, %c4 : index loc(#loc46)
      cf.assert %315, "index must be smaller than dim size" loc(#loc46)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc46)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc46)
      %extracted = tensor.extract %271[%313, %314] : tensor<16x4xi1> loc(#loc46)
      linalg.yield %extracted : i1 loc(#loc46)
    } -> tensor<16x1xi1> loc(#loc46)
    %275:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%270 : tensor<16x4xi32>) outs(%117, %92 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc4 at #loc45)), %out: i32 loc(callsite(#loc4 at #loc45)), %out_139: i64 loc(callsite(#loc4 at #loc45))):
      %313 = linalg.index 1 : index loc(#loc46)
      %314 = arith.index_cast %313 : index to i64 loc(#loc46)
      %315 = arith.maxsi %in, %out : i32 loc(#loc46)
      %316 = arith.cmpi sgt, %in, %out : i32 loc(#loc46)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc46)
      linalg.yield %315, %317 : i32, i64 loc(#loc46)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc46)
    %expanded_130 = tensor.expand_shape %275#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc46)
    %276 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%274, %expanded_130, %expanded_129 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%119 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %in_140: i64 loc(callsite(#loc4 at #loc45)), %out: i64 loc(callsite(#loc4 at #loc45))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc46)
      linalg.yield %313 : i64 loc(#loc46)
    } -> tensor<16x1xi64> loc(#loc46)
    %concat_131 = tensor.concat dim(1) %268, %276 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc46)
    %collapsed_132 = tensor.collapse_shape %concat_131 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc46)
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc(#loc46)
    %277 = linalg.generic {indexing_maps = [#map19, #map24, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_133, %103 : tensor<32x1xi64>, tensor<4xi64>) outs(%251 : tensor<32x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc45)), %in_139: i64 loc(callsite(#loc4 at #loc45)), %out: i1 loc(callsite(#loc4 at #loc45))):
      %313 = arith.cmpi eq, %in, %in_139 : i64 loc(#loc46)
      linalg.yield %313 : i1 loc(#loc46)
    } -> tensor<32x4xi1> loc(#loc46)
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<32x4xi1>) outs(%87 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.uitofp %in : i1 to f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<32x4xf32> loc(#loc46)
    %279 = linalg.generic {indexing_maps = [#map19, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_127, %278 : tensor<32x1xf32>, tensor<32x4xf32>) outs(%87 : tensor<32x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<32x4xf32> loc(#loc46)
    %280 = linalg.generic {indexing_maps = [#map, #map24], iterator_types = ["reduction", "parallel"]} ins(%279 : tensor<32x4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_2, %280 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %282 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%259, %281 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %283 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%195, %expanded_128 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%88 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<16x4xf32> loc(#loc46)
    %284 = linalg.generic {indexing_maps = [#map, #map24], iterator_types = ["reduction", "parallel"]} ins(%283 : tensor<16x4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %285 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%262, %284 : tensor<4xf32>, tensor<4xf32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %286 = linalg.generic {indexing_maps = [#map26, #map26, #map26], iterator_types = []} ins(%266, %265 : tensor<f32>, tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<f32> loc(#loc46)
    %287 = linalg.generic {indexing_maps = [#map3, #map25, #map3], iterator_types = ["parallel"]} ins(%282, %286 : tensor<4xf32>, tensor<f32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %288 = linalg.generic {indexing_maps = [#map3, #map25, #map3], iterator_types = ["parallel"]} ins(%285, %286 : tensor<4xf32>, tensor<f32>) outs(%255 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<4xf32> loc(#loc46)
    %expanded_134 = tensor.expand_shape %288 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc(#loc46)
    %289 = tensor.empty() : tensor<1x4xf32> loc(#loc46)
    %290 = linalg.generic {indexing_maps = [#map24, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%287, %expanded_134 : tensor<4xf32>, tensor<1x4xf32>) outs(%289 : tensor<1x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %in_139: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %in_139 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<1x4xf32> loc(#loc46)
    %291 = linalg.generic {indexing_maps = [#map, #map20], iterator_types = ["reduction", "reduction"]} ins(%290 : tensor<1x4xf32>) outs(%264 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<f32> loc(#loc46)
    %292 = linalg.generic {indexing_maps = [#map26, #map26], iterator_types = []} ins(%291 : tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc45))):
      %313 = arith.mulf %in, %cst_12 : f32 loc(#loc46)
      linalg.yield %313 : f32 loc(#loc46)
    } -> tensor<f32> loc(#loc46)
    %collapsed_135 = tensor.collapse_shape %arg22 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc45)
    %293:2 = linalg.generic {indexing_maps = [#map, #map18, #map18], iterator_types = ["parallel", "reduction"]} ins(%238 : tensor<16x64xf32>) outs(%94, %92 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44)), %out_139: i64 loc(callsite(#loc1 at #loc44))):
      %313 = linalg.index 1 : index loc(#loc45)
      %314 = arith.index_cast %313 : index to i64 loc(#loc45)
      %315 = arith.maximumf %in, %out : f32 loc(#loc45)
      %316 = arith.cmpf ogt, %in, %out : f32 loc(#loc45)
      %317 = arith.select %316, %314, %out_139 : i64 loc(#loc45)
      linalg.yield %315, %317 : f32, i64 loc(#loc45)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc45)
    %expanded_136 = tensor.expand_shape %293#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc45)
    %294 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%238, %expanded_136 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%236 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %in_139: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%294 : tensor<16x64xf32>) outs(%236 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = math.exp %in : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %296 = linalg.generic {indexing_maps = [#map, #map19], iterator_types = ["parallel", "reduction"]} ins(%295 : tensor<16x64xf32>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<16x1xf32>) outs(%98 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = math.log %in : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %298 = linalg.generic {indexing_maps = [#map, #map19, #map], iterator_types = ["parallel", "parallel"]} ins(%294, %297 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%236 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %in_139: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.subf %in, %in_139 : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %299 = tensor.empty() : tensor<16xi1> loc(#loc45)
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_135 : tensor<16xi64>) outs(%299 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: i1 loc(callsite(#loc1 at #loc44))):
      %313 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc45)
      linalg.yield %313 : i1 loc(#loc45)
    } -> tensor<16xi1> loc(#loc45)
    %301 = linalg.generic {indexing_maps = [#map3, #map3, #map25, #map3], iterator_types = ["parallel"]} ins(%300, %collapsed_135, %cst_13 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%91 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc44)), %in_139: i64 loc(callsite(#loc1 at #loc44)), %in_140: i64 loc(callsite(#loc1 at #loc44)), %out: i64 loc(callsite(#loc1 at #loc44))):
      %313 = arith.select %in, %in_139, %in_140 : i64 loc(#loc45)
      linalg.yield %313 : i64 loc(#loc45)
    } -> tensor<16xi64> loc(#loc45)
    %expanded_137 = tensor.expand_shape %301 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc45)
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_137 : tensor<16x1xi64>) outs(%99 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = linalg.index 0 : index loc(#loc45)
      %314 = arith.index_cast %in : i64 to index loc(#loc45)
      %315 = arith.cmpi slt, %314, %c64 : index loc(#loc45)
      cf.assert %315, "index must be smaller than dim size" loc(#loc45)
      %316 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc45)
      cf.assert %316, "index must be larger or equal to 0" loc(#loc45)
      %extracted = tensor.extract %298[%313, %314] : tensor<16x64xf32> loc(#loc45)
      linalg.yield %extracted : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %collapsed_138 = tensor.collapse_shape %302 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc45)
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_138 : tensor<16xf32>) outs(%93 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.negf %in : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %304 = linalg.generic {indexing_maps = [#map3, #map3, #map25, #map3], iterator_types = ["parallel"]} ins(%300, %303, %cst_5 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%93 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc44)), %in_139: f32 loc(callsite(#loc1 at #loc44)), %in_140: f32 loc(callsite(#loc10 at #loc47)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.select %in, %in_139, %in_140 : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %305 = tensor.empty() : tensor<i64> loc(#loc45)
    %306 = linalg.fill ins(%c0_i64 : i64) outs(%305 : tensor<i64>) -> tensor<i64> loc(#loc45)
    %307 = linalg.generic {indexing_maps = [#map3, #map25], iterator_types = ["reduction"]} ins(%300 : tensor<16xi1>) outs(%306 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc44)), %out: i64 loc(callsite(#loc1 at #loc44))):
      %313 = arith.extui %in : i1 to i64 loc(#loc45)
      %314 = arith.addi %313, %out : i64 loc(#loc45)
      linalg.yield %314 : i64 loc(#loc45)
    } -> tensor<i64> loc(#loc45)
    %308 = linalg.generic {indexing_maps = [#map26, #map26], iterator_types = []} ins(%307 : tensor<i64>) outs(%263 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.sitofp %in : i64 to f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %309 = linalg.generic {indexing_maps = [#map3, #map25], iterator_types = ["reduction"]} ins(%304 : tensor<16xf32>) outs(%264 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %310 = linalg.generic {indexing_maps = [#map26, #map26, #map26], iterator_types = []} ins(%309, %308 : tensor<f32>, tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %in_139: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.divf %in, %in_139 : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %311 = linalg.generic {indexing_maps = [#map26, #map26], iterator_types = []} ins(%292 : tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc45)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.truncf %cst_7 : f64 to f32 loc(#loc45)
      %314 = arith.mulf %in, %313 : f32 loc(#loc45)
      linalg.yield %314 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %312 = linalg.generic {indexing_maps = [#map26, #map26, #map26], iterator_types = []} ins(%310, %311 : tensor<f32>, tensor<f32>) outs(%263 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc44)), %in_139: f32 loc(callsite(#loc1 at #loc44)), %out: f32 loc(callsite(#loc1 at #loc44))):
      %313 = arith.addf %in, %in_139 : f32 loc(#loc45)
      linalg.yield %313 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    return %312 : tensor<f32> loc(#loc45)
  } loc(#loc45)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     model.embed_tokens.weight
  //   #1 param     model.layers.0.self_attn.q_proj.weight
  //   #2 param     model.layers.0.self_attn.k_proj.weight
  //   #3 param     model.layers.0.self_attn.v_proj.weight
  //   #4 param     model.layers.0.self_attn.o_proj.weight
  //   #5 param     model.layers.0.mlp.gate.weight
  //   #6 param     model.layers.0.mlp.experts.gate_up_proj
  //   #7 param     model.layers.0.mlp.experts.down_proj
  //   #8 param     model.layers.0.input_layernorm.weight
  //   #9 param     model.layers.0.post_attention_layernorm.weight
  //   #10 param     model.layers.1.self_attn.q_proj.weight
  //   #11 param     model.layers.1.self_attn.k_proj.weight
  //   #12 param     model.layers.1.self_attn.v_proj.weight
  //   #13 param     model.layers.1.self_attn.o_proj.weight
  //   #14 param     model.layers.1.mlp.gate.weight
  //   #15 param     model.layers.1.mlp.experts.gate_up_proj
  //   #16 param     model.layers.1.mlp.experts.down_proj
  //   #17 param     model.layers.1.input_layernorm.weight
  //   #18 param     model.layers.1.post_attention_layernorm.weight
  //   #19 param     model.norm.weight
  //   #20 param     lm_head.weight
  //   #21 input     input0
  //   #22 label     label0
  //   #23 hyper     lr
  func.func @train_step(
      %a0: tensor<64x32xf32> {mpt.role = "param"},
      %a1: tensor<32x32xf32> {mpt.role = "param"},
      %a2: tensor<16x32xf32> {mpt.role = "param"},
      %a3: tensor<16x32xf32> {mpt.role = "param"},
      %a4: tensor<32x32xf32> {mpt.role = "param"},
      %a5: tensor<4x32xf32> {mpt.role = "param"},
      %a6: tensor<4x64x32xf32> {mpt.role = "param"},
      %a7: tensor<4x32x32xf32> {mpt.role = "param"},
      %a8: tensor<32xf32> {mpt.role = "param"},
      %a9: tensor<32xf32> {mpt.role = "param"},
      %a10: tensor<32x32xf32> {mpt.role = "param"},
      %a11: tensor<16x32xf32> {mpt.role = "param"},
      %a12: tensor<16x32xf32> {mpt.role = "param"},
      %a13: tensor<32x32xf32> {mpt.role = "param"},
      %a14: tensor<4x32xf32> {mpt.role = "param"},
      %a15: tensor<4x64x32xf32> {mpt.role = "param"},
      %a16: tensor<4x32x32xf32> {mpt.role = "param"},
      %a17: tensor<32xf32> {mpt.role = "param"},
      %a18: tensor<32xf32> {mpt.role = "param"},
      %a19: tensor<32xf32> {mpt.role = "param"},
      %a20: tensor<64x32xf32> {mpt.role = "param"},
      %a21: tensor<2x8xi64> {mpt.role = "input"},
      %a22: tensor<2x8xi64> {mpt.role = "label"},
      %a23: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<64x32xf32> {mpt.updates = 0 : i64},
          tensor<32x32xf32> {mpt.updates = 1 : i64},
          tensor<16x32xf32> {mpt.updates = 2 : i64},
          tensor<16x32xf32> {mpt.updates = 3 : i64},
          tensor<32x32xf32> {mpt.updates = 4 : i64},
          tensor<4x32xf32> {mpt.updates = 5 : i64},
          tensor<4x64x32xf32> {mpt.updates = 6 : i64},
          tensor<4x32x32xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32xf32> {mpt.updates = 9 : i64},
          tensor<32x32xf32> {mpt.updates = 10 : i64},
          tensor<16x32xf32> {mpt.updates = 11 : i64},
          tensor<16x32xf32> {mpt.updates = 12 : i64},
          tensor<32x32xf32> {mpt.updates = 13 : i64},
          tensor<4x32xf32> {mpt.updates = 14 : i64},
          tensor<4x64x32xf32> {mpt.updates = 15 : i64},
          tensor<4x32x32xf32> {mpt.updates = 16 : i64},
          tensor<32xf32> {mpt.updates = 17 : i64},
          tensor<32xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<64x32xf32> {mpt.updates = 20 : i64},
          tensor<f32>) {
    %loss, %g:21 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p3 = mpt.sgd %a3, %g#3, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a23 {weight_decay = 0.0 : f64} : tensor<4x32xf32>, tensor<4x32xf32>
    %p6 = mpt.sgd %a6, %g#6, %a23 {weight_decay = 0.0 : f64} : tensor<4x64x32xf32>, tensor<4x64x32xf32>
    %p7 = mpt.sgd %a7, %g#7, %a23 {weight_decay = 0.0 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>
    %p8 = mpt.sgd %a8, %g#8, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p11 = mpt.sgd %a11, %g#11, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a23 {weight_decay = 0.0 : f64} : tensor<4x32xf32>, tensor<4x32xf32>
    %p15 = mpt.sgd %a15, %g#15, %a23 {weight_decay = 0.0 : f64} : tensor<4x64x32xf32>, tensor<4x64x32xf32>
    %p16 = mpt.sgd %a16, %g#16, %a23 {weight_decay = 0.0 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>
    %p17 = mpt.sgd %a17, %g#17, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p18 = mpt.sgd %a18, %g#18, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p19 = mpt.sgd %a19, %g#19, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %loss
        : tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":302:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":126:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":618:0)
#loc48 = loc(callsite(#loc43 at #loc45))
#loc55 = loc(callsite(#loc25 at #loc48))
#loc77 = loc(callsite(#loc28 at #loc57))
#loc83 = loc(callsite(#loc33 at #loc56))
#loc87 = loc(callsite(#loc25 at #loc75))
#loc88 = loc(callsite(#loc25 at #loc76))
#loc89 = loc(callsite(#loc25 at #loc77))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FE386013D6F12833AB2A20438"
    }
  }
#-}
