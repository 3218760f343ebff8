// Exported by mpt_torch from MixtralForCausalLM (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":437:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":605:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":28:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":48:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":626:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":108:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":127:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":365:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":457:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":445:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":314:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":354:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":147:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":353:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":192:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":454:0)
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
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0, d1)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0, d1) -> ()>
#map19 = affine_map<(d0, d1) -> (0, d1)>
#map20 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map21 = affine_map<(d0, d1, d2) -> (d0)>
#map22 = affine_map<(d0) -> ()>
#map23 = affine_map<(d0, d1) -> (d1)>
#map24 = affine_map<() -> ()>
#loc44 = loc(callsite(#loc5 at #loc6))
#loc45 = loc(callsite(#loc4 at #loc44))
#loc46 = loc(callsite(#loc3 at #loc45))
#loc47 = loc(callsite(#loc7 at #loc45))
#loc49 = loc(callsite(#loc2 at #loc46))
#loc50 = loc(callsite(#loc11 at #loc46))
#loc51 = loc(callsite(#loc12 at #loc46))
#loc52 = loc(callsite(#loc18 at #loc46))
#loc53 = loc(callsite(#loc19 at #loc46))
#loc54 = loc(callsite(#loc42 at #loc46))
#loc56 = loc(callsite(#loc1 at #loc49))
#loc57 = loc(callsite(#loc10 at #loc50))
#loc58 = loc(callsite(#loc14 at #loc50))
#loc59 = loc(callsite(#loc16 at #loc50))
#loc60 = loc(callsite(#loc17 at #loc52))
#loc61 = loc(callsite(#loc20 at #loc52))
#loc62 = loc(callsite(#loc21 at #loc52))
#loc63 = loc(callsite(#loc22 at #loc52))
#loc64 = loc(callsite(#loc31 at #loc50))
#loc65 = loc(callsite(#loc32 at #loc50))
#loc66 = loc(callsite(#loc41 at #loc50))
#loc67 = loc(callsite(#loc23 at #loc54))
#loc68 = loc(callsite(#loc15 at #loc54))
#loc69 = loc(callsite(#loc24 at #loc54))
#loc70 = loc(callsite(#loc9 at #loc57))
#loc71 = loc(callsite(#loc13 at #loc58))
#loc72 = loc(callsite(#loc15 at #loc59))
#loc73 = loc(callsite(#loc23 at #loc59))
#loc74 = loc(callsite(#loc24 at #loc59))
#loc75 = loc(callsite(#loc26 at #loc58))
#loc76 = loc(callsite(#loc27 at #loc58))
#loc78 = loc(callsite(#loc29 at #loc58))
#loc79 = loc(callsite(#loc30 at #loc58))
#loc80 = loc(callsite(#loc23 at #loc65))
#loc81 = loc(callsite(#loc15 at #loc65))
#loc82 = loc(callsite(#loc24 at #loc65))
#loc84 = loc(callsite(#loc38 at #loc57))
#loc85 = loc(callsite(#loc40 at #loc57))
#loc86 = loc(callsite(#loc8 at #loc70))
#loc90 = loc(callsite(#loc25 at #loc79))
#loc91 = loc(callsite(#loc34 at #loc70))
#loc92 = loc(callsite(#loc35 at #loc70))
#loc93 = loc(callsite(#loc36 at #loc70))
#loc94 = loc(callsite(#loc37 at #loc84))
#loc95 = loc(callsite(#loc39 at #loc94))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc49)), %arg1: tensor<32x32xf32> loc(callsite(#loc1 at #loc49)), %arg2: tensor<16x32xf32> loc(callsite(#loc1 at #loc49)), %arg3: tensor<16x32xf32> loc(callsite(#loc1 at #loc49)), %arg4: tensor<32x32xf32> loc(callsite(#loc1 at #loc49)), %arg5: tensor<4x32xf32> loc(callsite(#loc1 at #loc49)), %arg6: tensor<4x64x32xf32> loc(callsite(#loc1 at #loc49)), %arg7: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc49)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc49)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc49)), %arg10: tensor<32x32xf32> loc(callsite(#loc1 at #loc49)), %arg11: tensor<16x32xf32> loc(callsite(#loc1 at #loc49)), %arg12: tensor<16x32xf32> loc(callsite(#loc1 at #loc49)), %arg13: tensor<32x32xf32> loc(callsite(#loc1 at #loc49)), %arg14: tensor<4x32xf32> loc(callsite(#loc1 at #loc49)), %arg15: tensor<4x64x32xf32> loc(callsite(#loc1 at #loc49)), %arg16: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc49)), %arg17: tensor<32xf32> loc(callsite(#loc1 at #loc49)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc49)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc49)), %arg20: tensor<64x32xf32> loc(callsite(#loc1 at #loc49)), %arg21: tensor<2x8xi64> loc(callsite(#loc1 at #loc49)), %arg22: tensor<2x8xi64> loc(callsite(#loc1 at #loc49))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc45)
    %c4_i64 = arith.constant 4 : i64 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c4 = arith.constant 4 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %false = arith.constant false loc(#loc)
    %c-2147483648_i32 = arith.constant -2147483648 : i32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant dense<-1.000000e+00> : tensor<f32> loc(#loc47)
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32> loc(#loc47)
    %cst_4 = arith.constant dense<4.000000e+00> : tensor<f32> loc(#loc47)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<4xf32> loc(#loc47)
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc86)
    %cst_7 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc51)
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc51)
    %cst_9 = arith.constant 2.000000e-02 : f64 loc(#loc45)
    %cst_10 = arith.constant 0.35355339059327379 : f64 loc(#loc71)
    %cst_11 = arith.constant 1.000000e-05 : f64 loc(#loc72)
    %cst_12 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc60)
    %cst_13 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_14 = arith.constant 4.000000e+00 : f32 loc(#loc)
    %cst_15 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_16 = arith.constant dense<0> : tensor<i64> loc(#loc45)
    %cst_17 = arith.constant dense<0> : tensor<i32> loc(#loc86)
    %cst_18 = arith.constant dense<1> : tensor<16x4xi32> loc(#loc86)
    %cst_19 = arith.constant dense<2> : tensor<i64> loc(#loc86)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc56)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc49)), %out: f32 loc(callsite(#loc1 at #loc49))):
      %327 = arith.index_cast %in : i64 to index loc(#loc56)
      %328 = linalg.index 2 : index loc(#loc56)
      %329 = arith.cmpi slt, %327, %c64 : index loc(#loc56)
      cf.assert %329, "index must be smaller than dim size" loc(#loc56)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc56)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc56)
      %extracted = tensor.extract %arg0[%327, %328] : tensor<64x32xf32> loc(#loc56)
      linalg.yield %extracted : f32 loc(#loc56)
    } -> tensor<2x8x32xf32> loc(#loc56)
    %2 = tensor.empty() : tensor<8xi64> loc(#loc53)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc19 at #loc46))):
      %327 = linalg.index 0 : index loc(#loc53)
      %328 = arith.index_cast %327 : index to i64 loc(#loc53)
      linalg.yield %328 : i64 loc(#loc53)
    } -> tensor<8xi64> loc(#loc53)
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc51)
    %expanded_20 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc51)
    %4 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc51)
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc46)), %in_140: i64 loc(callsite(#loc12 at #loc46)), %out: i1 loc(callsite(#loc12 at #loc46))):
      %327 = arith.cmpi sle, %in, %in_140 : i64 loc(#loc51)
      linalg.yield %327 : i1 loc(#loc51)
    } -> tensor<1x1x8x8xi1> loc(#loc51)
    %6 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc51)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc51)
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc46)), %out: i1 loc(callsite(#loc12 at #loc46))):
      linalg.yield %in : i1 loc(#loc51)
    } -> tensor<2x1x8x8xi1> loc(#loc51)
    %8 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc51)
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc46)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %in_141: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc12 at #loc46))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc51)
      linalg.yield %327 : f32 loc(#loc51)
    } -> tensor<2x1x8x8xf32> loc(#loc51)
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc60)
    %10 = tensor.empty() : tensor<1x8x1xf32> loc(#loc60)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc17 at #loc52)), %out: f32 loc(callsite(#loc17 at #loc52))):
      %327 = arith.sitofp %in : i64 to f32 loc(#loc60)
      linalg.yield %327 : f32 loc(#loc60)
    } -> tensor<1x8x1xf32> loc(#loc60)
    %12 = tensor.empty() : tensor<1x8x4xf32> loc(#loc60)
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_12 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%12 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc52)), %in_140: f32 loc(callsite(#loc17 at #loc52)), %out: f32 loc(callsite(#loc17 at #loc52))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc60)
      linalg.yield %327 : f32 loc(#loc60)
    } -> tensor<1x8x4xf32> loc(#loc60)
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc61)
    %14 = tensor.empty() : tensor<1x8x8xf32> loc(#loc62)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc52)), %out: f32 loc(callsite(#loc21 at #loc52))):
      %327 = math.cos %in : f32 loc(#loc62)
      linalg.yield %327 : f32 loc(#loc62)
    } -> tensor<1x8x8xf32> loc(#loc62)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc52)), %out: f32 loc(callsite(#loc22 at #loc52))):
      %327 = math.sin %in : f32 loc(#loc63)
      linalg.yield %327 : f32 loc(#loc63)
    } -> tensor<1x8x8xf32> loc(#loc63)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc49)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %18 = tensor.empty() : tensor<2x8x1xf32> loc(#loc73)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc73)
    %20 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = arith.addf %in, %out : f32 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = arith.truncf %cst_11 : f64 to f32 loc(#loc72)
      %328 = arith.addf %in, %327 : f32 loc(#loc72)
      linalg.yield %328 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %327 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc49)), %in_140: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc72)
      linalg.yield %327 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %25 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %24 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc59)), %in_140: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc24 at #loc59))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc74)
      linalg.yield %327 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %26 = tensor.empty() : tensor<32x32xf32> loc(#loc87)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc87)
    %collapsed_22 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc87)
    %27 = tensor.empty() : tensor<16x32xf32> loc(#loc87)
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %29 = linalg.matmul ins(%collapsed_22, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %expanded_23 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc75)
    %30 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc75)
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x4x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc75)
    %31 = tensor.empty() : tensor<32x16xf32> loc(#loc88)
    %transposed_25 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc88)
    %32 = tensor.empty() : tensor<16x16xf32> loc(#loc88)
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %34 = linalg.matmul ins(%collapsed_22, %transposed_25 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %expanded_26 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc76)
    %35 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc76)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_28 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc89)
    %36 = linalg.matmul ins(%collapsed_22, %transposed_28 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc89)
    %expanded_29 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc77)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %expanded_31 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc78)
    %expanded_32 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc78)
    %37 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24, %expanded_31 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %extracted_slice = tensor.extract_slice %transposed_24[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %extracted_slice_33 = tensor.extract_slice %transposed_24[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %38 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc78)
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x4x8x4xf32>) outs(%38 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x4xf32> loc(#loc78)
    %concat_34 = tensor.concat dim(3) %39, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc78)
    %40 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_34, %expanded_32 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %41 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %42 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27, %expanded_31 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %extracted_slice_35 = tensor.extract_slice %transposed_27[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %extracted_slice_36 = tensor.extract_slice %transposed_27[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %43 = tensor.empty() : tensor<2x2x8x4xf32> loc(#loc78)
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x2x8x4xf32>) outs(%43 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x4xf32> loc(#loc78)
    %concat_37 = tensor.concat dim(3) %44, %extracted_slice_35 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc78)
    %45 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %expanded_32 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %47 = tensor.empty() : tensor<2x2x2x8x8xf32> loc(#loc71)
    %48 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %collapsed_38 = tensor.collapse_shape %48 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %49 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %transposed_39 = linalg.transpose ins(%collapsed_38 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_40 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %50 = tensor.empty() : tensor<8x8x8xf32> loc(#loc71)
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %52 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_42 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.truncf %cst_10 : f64 to f32 loc(#loc71)
      %328 = arith.mulf %in, %327 : f32 loc(#loc71)
      linalg.yield %328 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %54 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %55 = tensor.empty() : tensor<2x4x8xi64> loc(#loc71)
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc71)
    %57 = tensor.empty() : tensor<2x4x8xf32> loc(#loc71)
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc71)
    %59:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58)), %out_140: i64 loc(callsite(#loc13 at #loc58))):
      %327 = linalg.index 3 : index loc(#loc71)
      %328 = arith.index_cast %327 : index to i64 loc(#loc71)
      %329 = arith.maximumf %in, %out : f32 loc(#loc71)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc71)
      linalg.yield %329, %331 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_43 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %60 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_43 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = math.exp %in : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %62 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc71)
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc71)
    %64 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %65 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_44 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_45 = tensor.collapse_shape %49 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %66 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_46 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %67 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc71)
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %transposed_48 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc90)
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc90)
    %68 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc90)
    %expanded_50 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc90)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_50 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc49)), %in_140: f32 loc(callsite(#loc25 at #loc79)), %out: f32 loc(callsite(#loc31 at #loc50))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc64)
      linalg.yield %327 : f32 loc(#loc64)
    } -> tensor<2x8x32xf32> loc(#loc64)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %71 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = arith.truncf %cst_11 : f64 to f32 loc(#loc81)
      %328 = arith.addf %in, %327 : f32 loc(#loc81)
      linalg.yield %328 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = math.rsqrt %in : f32 loc(#loc81)
      linalg.yield %327 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %75 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %74 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %in_140: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc81)
      linalg.yield %327 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %76 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %75 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc65)), %in_140: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc24 at #loc65))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc82)
      linalg.yield %327 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %collapsed_51 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc83)
    %77 = tensor.empty() : tensor<32x4xf32> loc(#loc91)
    %transposed_52 = linalg.transpose ins(%arg5 : tensor<4x32xf32>) outs(%77 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc91)
    %78 = tensor.empty() : tensor<16x4xf32> loc(#loc91)
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %80 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%79 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %81 = tensor.empty() : tensor<16xi64> loc(#loc92)
    %82 = linalg.fill ins(%c0_i64 : i64) outs(%81 : tensor<16xi64>) -> tensor<16xi64> loc(#loc92)
    %83 = tensor.empty() : tensor<16xf32> loc(#loc92)
    %84 = linalg.fill ins(%cst_0 : f32) outs(%83 : tensor<16xf32>) -> tensor<16xf32> loc(#loc92)
    %85:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%80 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70)), %out_140: i64 loc(callsite(#loc35 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc92)
      %328 = arith.index_cast %327 : index to i64 loc(#loc92)
      %329 = arith.maximumf %in, %out : f32 loc(#loc92)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc92)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc92)
      linalg.yield %329, %331 : f32, i64 loc(#loc92)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc92)
    %expanded_53 = tensor.expand_shape %85#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc92)
    %86 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%80, %expanded_53 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %87 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%86 : tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = math.exp %in : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %88 = tensor.empty() : tensor<16x1xf32> loc(#loc92)
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc92)
    %90 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%87 : tensor<16x4xf32>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.addf %in, %out : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x1xf32> loc(#loc92)
    %91 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%87, %90 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %92 = tensor.empty() : tensor<4xi64> loc(#loc86)
    %93 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%92 : tensor<4xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      linalg.yield %328 : i64 loc(#loc86)
    } -> tensor<4xi64> loc(#loc86)
    %expanded_54 = tensor.expand_shape %93 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64> loc(#loc86)
    %94 = tensor.empty() : tensor<16x4xi1> loc(#loc86)
    %95 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%91, %91 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.cmpf une, %in, %in_140 : f32 loc(#loc86)
      linalg.yield %327 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %96 = tensor.empty() : tensor<16x4xi32> loc(#loc86)
    %97 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<16x4xi1>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extui %in : i1 to i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %98 = linalg.generic {indexing_maps = [#map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %97 : tensor<i64>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.trunci %in : i64 to i32 loc(#loc86)
      %328 = arith.subi %327, %in_140 : i32 loc(#loc86)
      linalg.yield %328 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %99 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %98 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.muli %in, %in_140 : i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %100 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc86)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc86)
      linalg.yield %328 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %101 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_6, %91 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc86)
      linalg.yield %327 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %102:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%101 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maximumf %in, %out : f32 loc(#loc86)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_55 = tensor.expand_shape %102#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %103 = tensor.empty() : tensor<16x1xi1> loc(#loc86)
    %104 = linalg.fill ins(%false : i1) outs(%103 : tensor<16x1xi1>) -> tensor<16x1xi1> loc(#loc86)
    %105 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_55 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %100[%327, %328] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %106 = tensor.empty() : tensor<16xi32> loc(#loc86)
    %107 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%106 : tensor<16xi32>) -> tensor<16xi32> loc(#loc86)
    %108:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%99 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maxsi %in, %out : i32 loc(#loc86)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_56 = tensor.expand_shape %108#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %109 = tensor.empty() : tensor<16x1xi64> loc(#loc86)
    %110 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%105, %expanded_56, %expanded_55 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %in_141: i64 loc(callsite(#loc8 at #loc70)), %out: i64 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc86)
      linalg.yield %327 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %111 = linalg.generic {indexing_maps = [#map19, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %110 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.cmpi eq, %in, %in_140 : i64 loc(#loc86)
      linalg.yield %327 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %112 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%111, %cst_17, %99 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %in_141: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %113 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%112 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc86)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc86)
      linalg.yield %328 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %114 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%113, %cst_6, %91 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc86)
      linalg.yield %327 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %115:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maximumf %in, %out : f32 loc(#loc86)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_57 = tensor.expand_shape %115#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %116 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_57 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %113[%327, %328] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %117:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%112 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maxsi %in, %out : i32 loc(#loc86)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_58 = tensor.expand_shape %117#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %118 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%116, %expanded_58, %expanded_57 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %in_141: i64 loc(callsite(#loc8 at #loc70)), %out: i64 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc86)
      linalg.yield %327 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %concat_59 = tensor.concat dim(1) %110, %118 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc86)
    %119 = tensor.empty() : tensor<16x2xf32> loc(#loc86)
    %120 = linalg.fill ins(%cst : f32) outs(%119 : tensor<16x2xf32>) -> tensor<16x2xf32> loc(#loc86)
    %121 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%concat_59 : tensor<16x2xi64>) outs(%120 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %91[%327, %328] : tensor<16x4xf32> loc(#loc86)
      linalg.yield %extracted : f32 loc(#loc86)
    } -> tensor<16x2xf32> loc(#loc86)
    %122 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%121 : tensor<16x2xf32>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %327 = arith.addf %in, %out : f32 loc(#loc93)
      linalg.yield %327 : f32 loc(#loc93)
    } -> tensor<16x1xf32> loc(#loc93)
    %123 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc36 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc93)
      linalg.yield %327 : f32 loc(#loc93)
    } -> tensor<16x2xf32> loc(#loc93)
    %124 = tensor.empty() : tensor<16x2x32xf32> loc(#loc94)
    %125 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_51 : tensor<16x32xf32>) outs(%124 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      linalg.yield %in : f32 loc(#loc94)
    } -> tensor<16x2x32xf32> loc(#loc94)
    %collapsed_60 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_61 = tensor.collapse_shape %concat_59 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc94)
    %126 = tensor.empty() : tensor<32x64x32xf32> loc(#loc94)
    %127 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_61 : tensor<32xi64>) outs(%126 : tensor<32x64x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %328 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %329 = arith.select %327, %328, %in : i64 loc(#loc94)
      %330 = arith.index_cast %329 : i64 to index loc(#loc94)
      %331 = linalg.index 1 : index loc(#loc94)
      %332 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg6[%330, %331, %332] : tensor<4x64x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x64x32xf32> loc(#loc94)
    %expanded_62 = tensor.expand_shape %collapsed_60 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %128 = tensor.empty() : tensor<32x64x1xf32> loc(#loc94)
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %130 = linalg.batch_matmul ins(%127, %expanded_62 : tensor<32x64x32xf32>, tensor<32x32x1xf32>) outs(%129 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %collapsed_63 = tensor.collapse_shape %130 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32> loc(#loc94)
    %extracted_slice_64 = tensor.extract_slice %collapsed_63[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %extracted_slice_65 = tensor.extract_slice %collapsed_63[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %131 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_64 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %327 = arith.negf %in : f32 loc(#loc95)
      %328 = math.exp %327 : f32 loc(#loc95)
      %329 = arith.addf %328, %cst_1 : f32 loc(#loc95)
      %330 = arith.divf %cst_1, %329 : f32 loc(#loc95)
      linalg.yield %330 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %132 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_64, %131 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_140: f32 loc(callsite(#loc39 at #loc94)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc95)
      linalg.yield %327 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %133 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%132, %extracted_slice_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc94)), %in_140: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %134 = tensor.empty() : tensor<32x32x32xf32> loc(#loc94)
    %135 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_61 : tensor<32xi64>) outs(%134 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %328 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %329 = arith.select %327, %328, %in : i64 loc(#loc94)
      %330 = arith.index_cast %329 : i64 to index loc(#loc94)
      %331 = linalg.index 1 : index loc(#loc94)
      %332 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg7[%330, %331, %332] : tensor<4x32x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x32x32xf32> loc(#loc94)
    %expanded_66 = tensor.expand_shape %133 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %136 = tensor.empty() : tensor<32x32x1xf32> loc(#loc94)
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %138 = linalg.batch_matmul ins(%135, %expanded_66 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%137 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %collapsed_67 = tensor.collapse_shape %138 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_68 = tensor.collapse_shape %123 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc94)
    %expanded_69 = tensor.expand_shape %collapsed_68 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc94)
    %139 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%collapsed_67, %expanded_69 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_140: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %expanded_70 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc94)
    %140 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_70 : tensor<16x2x32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.addf %in, %out : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<16x32xf32> loc(#loc94)
    %expanded_71 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc85)
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_71 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %in_140: f32 loc(callsite(#loc40 at #loc57)), %out: f32 loc(callsite(#loc41 at #loc50))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc66)
      linalg.yield %327 : f32 loc(#loc66)
    } -> tensor<2x8x32xf32> loc(#loc66)
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc50)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %143 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = arith.addf %in, %out : f32 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc73)
      linalg.yield %327 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = arith.truncf %cst_11 : f64 to f32 loc(#loc72)
      %328 = arith.addf %in, %327 : f32 loc(#loc72)
      linalg.yield %328 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %327 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %147 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc50)), %in_140: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc72)
      linalg.yield %327 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %148 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %147 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc59)), %in_140: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc24 at #loc59))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc74)
      linalg.yield %327 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %transposed_72 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc87)
    %collapsed_73 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc87)
    %149 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc87)
    %expanded_74 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc75)
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x8x4x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc75)
    %transposed_76 = linalg.transpose ins(%arg11 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc88)
    %150 = linalg.matmul ins(%collapsed_73, %transposed_76 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc88)
    %expanded_77 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc76)
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_79 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc89)
    %151 = linalg.matmul ins(%collapsed_73, %transposed_79 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc89)
    %expanded_80 = tensor.expand_shape %151 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc77)
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %152 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75, %expanded_31 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %extracted_slice_82 = tensor.extract_slice %transposed_75[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %extracted_slice_83 = tensor.extract_slice %transposed_75[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc78)
    %153 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<2x4x8x4xf32>) outs(%38 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x4xf32> loc(#loc78)
    %concat_84 = tensor.concat dim(3) %153, %extracted_slice_82 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc78)
    %154 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_32 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %155 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x4x8x8xf32> loc(#loc78)
    %156 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78, %expanded_31 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %extracted_slice_85 = tensor.extract_slice %transposed_78[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %extracted_slice_86 = tensor.extract_slice %transposed_78[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc78)
    %157 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_86 : tensor<2x2x8x4xf32>) outs(%43 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.negf %in : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x4xf32> loc(#loc78)
    %concat_87 = tensor.concat dim(3) %157, %extracted_slice_85 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc78)
    %158 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_87, %expanded_32 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %159 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc58)), %in_140: f32 loc(callsite(#loc29 at #loc58)), %out: f32 loc(callsite(#loc29 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc78)
      linalg.yield %327 : f32 loc(#loc78)
    } -> tensor<2x2x8x8xf32> loc(#loc78)
    %160 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %collapsed_88 = tensor.collapse_shape %160 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %161 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_81 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<2x2x2x8x8xf32> loc(#loc71)
    %transposed_89 = linalg.transpose ins(%collapsed_88 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_90 = tensor.collapse_shape %155 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_91 = tensor.collapse_shape %transposed_89 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %162 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_92 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %163 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.truncf %cst_10 : f64 to f32 loc(#loc71)
      %328 = arith.mulf %in, %327 : f32 loc(#loc71)
      linalg.yield %328 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %164 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %165:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58)), %out_140: i64 loc(callsite(#loc13 at #loc58))):
      %327 = linalg.index 3 : index loc(#loc71)
      %328 = arith.index_cast %327 : index to i64 loc(#loc71)
      %329 = arith.maximumf %in, %out : f32 loc(#loc71)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc71)
      linalg.yield %329, %331 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_93 = tensor.expand_shape %165#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %166 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_93 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %167 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = math.exp %in : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %168 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %169 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %168 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc58)), %in_140: f32 loc(callsite(#loc13 at #loc58)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc71)
      linalg.yield %327 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_94 = tensor.collapse_shape %169 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_95 = tensor.collapse_shape %161 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %170 = linalg.batch_matmul ins(%collapsed_94, %collapsed_95 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_96 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %transposed_98 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc90)
    %collapsed_99 = tensor.collapse_shape %transposed_97 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc90)
    %171 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc90)
    %expanded_100 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc90)
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %expanded_100 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc50)), %in_140: f32 loc(callsite(#loc25 at #loc79)), %out: f32 loc(callsite(#loc31 at #loc50))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc64)
      linalg.yield %327 : f32 loc(#loc64)
    } -> tensor<2x8x32xf32> loc(#loc64)
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %174 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc23 at #loc65))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc80)
      linalg.yield %327 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = arith.truncf %cst_11 : f64 to f32 loc(#loc81)
      %328 = arith.addf %in, %327 : f32 loc(#loc81)
      linalg.yield %328 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = math.rsqrt %in : f32 loc(#loc81)
      linalg.yield %327 : f32 loc(#loc81)
    } -> tensor<2x8x1xf32> loc(#loc81)
    %178 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %177 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %in_140: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc15 at #loc65))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc81)
      linalg.yield %327 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %179 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %178 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc65)), %in_140: f32 loc(callsite(#loc15 at #loc65)), %out: f32 loc(callsite(#loc24 at #loc65))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc82)
      linalg.yield %327 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %collapsed_101 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc83)
    %transposed_102 = linalg.transpose ins(%arg14 : tensor<4x32xf32>) outs(%77 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc91)
    %180 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%79 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc91)
    %181:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%180 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70)), %out_140: i64 loc(callsite(#loc35 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc92)
      %328 = arith.index_cast %327 : index to i64 loc(#loc92)
      %329 = arith.maximumf %in, %out : f32 loc(#loc92)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc92)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc92)
      linalg.yield %329, %331 : f32, i64 loc(#loc92)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc92)
    %expanded_103 = tensor.expand_shape %181#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc92)
    %182 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%180, %expanded_103 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc34 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %183 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = math.exp %in : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %184 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%183 : tensor<16x4xf32>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.addf %in, %out : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x1xf32> loc(#loc92)
    %185 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc35 at #loc70))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc92)
      linalg.yield %327 : f32 loc(#loc92)
    } -> tensor<16x4xf32> loc(#loc92)
    %186 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%185, %185 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc70)), %in_140: f32 loc(callsite(#loc35 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.cmpf une, %in, %in_140 : f32 loc(#loc86)
      linalg.yield %327 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %187 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<16x4xi1>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extui %in : i1 to i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %188 = linalg.generic {indexing_maps = [#map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %187 : tensor<i64>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.trunci %in : i64 to i32 loc(#loc86)
      %328 = arith.subi %327, %in_140 : i32 loc(#loc86)
      linalg.yield %328 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %189 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %188 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.muli %in, %in_140 : i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %190 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc86)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc86)
      linalg.yield %328 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %191 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%190, %cst_6, %185 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc86)
      linalg.yield %327 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %192:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%191 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maximumf %in, %out : f32 loc(#loc86)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_104 = tensor.expand_shape %192#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %193 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_104 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %190[%327, %328] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %194:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%189 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maxsi %in, %out : i32 loc(#loc86)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_105 = tensor.expand_shape %194#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %195 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%193, %expanded_105, %expanded_104 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %in_141: i64 loc(callsite(#loc8 at #loc70)), %out: i64 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc86)
      linalg.yield %327 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %196 = linalg.generic {indexing_maps = [#map19, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %195 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.cmpi eq, %in, %in_140 : i64 loc(#loc86)
      linalg.yield %327 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %197 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%196, %cst_17, %189 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %in_141: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i32 loc(#loc86)
      linalg.yield %327 : i32 loc(#loc86)
    } -> tensor<16x4xi32> loc(#loc86)
    %198 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc86)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc86)
      linalg.yield %328 : i1 loc(#loc86)
    } -> tensor<16x4xi1> loc(#loc86)
    %199 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%198, %cst_6, %185 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc35 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc86)
      linalg.yield %327 : f32 loc(#loc86)
    } -> tensor<16x4xf32> loc(#loc86)
    %200:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maximumf %in, %out : f32 loc(#loc86)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : f32, i64 loc(#loc86)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc86)
    %expanded_106 = tensor.expand_shape %200#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %201 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_106 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: i1 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %198[%327, %328] : tensor<16x4xi1> loc(#loc86)
      linalg.yield %extracted : i1 loc(#loc86)
    } -> tensor<16x1xi1> loc(#loc86)
    %202:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%197 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc70)), %out: i32 loc(callsite(#loc8 at #loc70)), %out_140: i64 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 1 : index loc(#loc86)
      %328 = arith.index_cast %327 : index to i64 loc(#loc86)
      %329 = arith.maxsi %in, %out : i32 loc(#loc86)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc86)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc86)
      linalg.yield %329, %331 : i32, i64 loc(#loc86)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc86)
    %expanded_107 = tensor.expand_shape %202#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc86)
    %203 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%201, %expanded_107, %expanded_106 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc70)), %in_140: i64 loc(callsite(#loc8 at #loc70)), %in_141: i64 loc(callsite(#loc8 at #loc70)), %out: i64 loc(callsite(#loc8 at #loc70))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc86)
      linalg.yield %327 : i64 loc(#loc86)
    } -> tensor<16x1xi64> loc(#loc86)
    %concat_108 = tensor.concat dim(1) %195, %203 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc86)
    %204 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%concat_108 : tensor<16x2xi64>) outs(%120 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc8 at #loc70))):
      %327 = linalg.index 0 : index loc(#loc86)
      %328 = arith.index_cast %in : i64 to index loc(#loc86)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc86)
      cf.assert %329, "index must be smaller than dim size" loc(#loc86)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc86)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc86)
      %extracted = tensor.extract %185[%327, %328] : tensor<16x4xf32> loc(#loc86)
      linalg.yield %extracted : f32 loc(#loc86)
    } -> tensor<16x2xf32> loc(#loc86)
    %205 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%204 : tensor<16x2xf32>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %327 = arith.addf %in, %out : f32 loc(#loc93)
      linalg.yield %327 : f32 loc(#loc93)
    } -> tensor<16x1xf32> loc(#loc93)
    %206 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%204, %205 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%119 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc70)), %in_140: f32 loc(callsite(#loc36 at #loc70)), %out: f32 loc(callsite(#loc36 at #loc70))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc93)
      linalg.yield %327 : f32 loc(#loc93)
    } -> tensor<16x2xf32> loc(#loc93)
    %207 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_101 : tensor<16x32xf32>) outs(%124 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      linalg.yield %in : f32 loc(#loc94)
    } -> tensor<16x2x32xf32> loc(#loc94)
    %collapsed_109 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_110 = tensor.collapse_shape %concat_108 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc94)
    %208 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_110 : tensor<32xi64>) outs(%126 : tensor<32x64x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %328 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %329 = arith.select %327, %328, %in : i64 loc(#loc94)
      %330 = arith.index_cast %329 : i64 to index loc(#loc94)
      %331 = linalg.index 1 : index loc(#loc94)
      %332 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg15[%330, %331, %332] : tensor<4x64x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x64x32xf32> loc(#loc94)
    %expanded_111 = tensor.expand_shape %collapsed_109 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %209 = linalg.batch_matmul ins(%208, %expanded_111 : tensor<32x64x32xf32>, tensor<32x32x1xf32>) outs(%129 : tensor<32x64x1xf32>) -> tensor<32x64x1xf32> loc(#loc94)
    %collapsed_112 = tensor.collapse_shape %209 [[0], [1, 2]] : tensor<32x64x1xf32> into tensor<32x64xf32> loc(#loc94)
    %extracted_slice_113 = tensor.extract_slice %collapsed_112[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %extracted_slice_114 = tensor.extract_slice %collapsed_112[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32> loc(#loc94)
    %210 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_113 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %327 = arith.negf %in : f32 loc(#loc95)
      %328 = math.exp %327 : f32 loc(#loc95)
      %329 = arith.addf %328, %cst_1 : f32 loc(#loc95)
      %330 = arith.divf %cst_1, %329 : f32 loc(#loc95)
      linalg.yield %330 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %211 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_113, %210 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_140: f32 loc(callsite(#loc39 at #loc94)), %out: f32 loc(callsite(#loc39 at #loc94))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc95)
      linalg.yield %327 : f32 loc(#loc95)
    } -> tensor<32x32xf32> loc(#loc95)
    %212 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%211, %extracted_slice_114 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc94)), %in_140: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %213 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_110 : tensor<32xi64>) outs(%134 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc94)
      %328 = arith.addi %in, %c4_i64 : i64 loc(#loc94)
      %329 = arith.select %327, %328, %in : i64 loc(#loc94)
      %330 = arith.index_cast %329 : i64 to index loc(#loc94)
      %331 = linalg.index 1 : index loc(#loc94)
      %332 = linalg.index 2 : index loc(#loc94)
      %extracted = tensor.extract %arg16[%330, %331, %332] : tensor<4x32x32xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<32x32x32xf32> loc(#loc94)
    %expanded_115 = tensor.expand_shape %212 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc94)
    %214 = linalg.batch_matmul ins(%213, %expanded_115 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%137 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc94)
    %collapsed_116 = tensor.collapse_shape %214 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc94)
    %collapsed_117 = tensor.collapse_shape %206 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc94)
    %expanded_118 = tensor.expand_shape %collapsed_117 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc94)
    %215 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%collapsed_116, %expanded_118 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %in_140: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<32x32xf32> loc(#loc94)
    %expanded_119 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc94)
    %216 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_119 : tensor<16x2x32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc84)), %out: f32 loc(callsite(#loc37 at #loc84))):
      %327 = arith.addf %in, %out : f32 loc(#loc94)
      linalg.yield %327 : f32 loc(#loc94)
    } -> tensor<16x32xf32> loc(#loc94)
    %expanded_120 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc85)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %expanded_120 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc50)), %in_140: f32 loc(callsite(#loc40 at #loc57)), %out: f32 loc(callsite(#loc41 at #loc50))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc66)
      linalg.yield %327 : f32 loc(#loc66)
    } -> tensor<2x8x32xf32> loc(#loc66)
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc50)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %327 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc67)
      linalg.yield %327 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %219 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %327 = arith.addf %in, %out : f32 loc(#loc67)
      linalg.yield %327 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc23 at #loc54))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc67)
      linalg.yield %327 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc54)), %out: f32 loc(callsite(#loc15 at #loc54))):
      %327 = arith.truncf %cst_11 : f64 to f32 loc(#loc68)
      %328 = arith.addf %in, %327 : f32 loc(#loc68)
      linalg.yield %328 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc54)), %out: f32 loc(callsite(#loc15 at #loc54))):
      %327 = math.rsqrt %in : f32 loc(#loc68)
      linalg.yield %327 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %223 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %222 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc50)), %in_140: f32 loc(callsite(#loc15 at #loc54)), %out: f32 loc(callsite(#loc15 at #loc54))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc68)
      linalg.yield %327 : f32 loc(#loc68)
    } -> tensor<2x8x32xf32> loc(#loc68)
    %224 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %223 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc54)), %in_140: f32 loc(callsite(#loc15 at #loc54)), %out: f32 loc(callsite(#loc24 at #loc54))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc69)
      linalg.yield %327 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %225 = tensor.empty() : tensor<32x64xf32> loc(#loc55)
    %transposed_121 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%225 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc55)
    %collapsed_122 = tensor.collapse_shape %224 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc55)
    %226 = tensor.empty() : tensor<16x64xf32> loc(#loc55)
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc55)
    %228 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%227 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc55)
    %229 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_55 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 0 : index loc(#loc47)
      %328 = arith.index_cast %in : i64 to index loc(#loc47)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc47)
      cf.assert %329, "index must be smaller than dim size" loc(#loc47)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc47)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc47)
      %extracted = tensor.extract %100[%327, %328] : tensor<16x4xi1> loc(#loc47)
      linalg.yield %extracted : i1 loc(#loc47)
    } -> tensor<16x1xi1> loc(#loc47)
    %230 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%229, %expanded_56, %expanded_55 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %in_141: i64 loc(callsite(#loc7 at #loc45)), %out: i64 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc47)
      linalg.yield %327 : i64 loc(#loc47)
    } -> tensor<16x1xi64> loc(#loc47)
    %231 = linalg.generic {indexing_maps = [#map19, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %230 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpi eq, %in, %in_140 : i64 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<16x4xi1> loc(#loc47)
    %232 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%231, %cst_17, %99 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %in_141: i32 loc(callsite(#loc7 at #loc45)), %out: i32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i32 loc(#loc47)
      linalg.yield %327 : i32 loc(#loc47)
    } -> tensor<16x4xi32> loc(#loc47)
    %233 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc47)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc47)
      linalg.yield %328 : i1 loc(#loc47)
    } -> tensor<16x4xi1> loc(#loc47)
    %234 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%233, %cst_6, %91 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<16x4xf32> loc(#loc47)
    %235:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%234 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45)), %out_140: i64 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 1 : index loc(#loc47)
      %328 = arith.index_cast %327 : index to i64 loc(#loc47)
      %329 = arith.maximumf %in, %out : f32 loc(#loc47)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc47)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc47)
      linalg.yield %329, %331 : f32, i64 loc(#loc47)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc47)
    %expanded_123 = tensor.expand_shape %235#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc47)
    %236 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_123 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 0 : index loc(#loc47)
      %328 = arith.index_cast %in : i64 to index loc(#loc47)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc47)
      cf.assert %329, "index must be smaller than dim size" loc(#loc47)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc47)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc47)
      %extracted = tensor.extract %233[%327, %328] : tensor<16x4xi1> loc(#loc47)
      linalg.yield %extracted : i1 loc(#loc47)
    } -> tensor<16x1xi1> loc(#loc47)
    %237:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%232 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc45)), %out: i32 loc(callsite(#loc7 at #loc45)), %out_140: i64 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 1 : index loc(#loc47)
      %328 = arith.index_cast %327 : index to i64 loc(#loc47)
      %329 = arith.maxsi %in, %out : i32 loc(#loc47)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc47)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc47)
      linalg.yield %329, %331 : i32, i64 loc(#loc47)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc47)
    %expanded_124 = tensor.expand_shape %237#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc47)
    %238 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%236, %expanded_124, %expanded_123 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %in_141: i64 loc(callsite(#loc7 at #loc45)), %out: i64 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc47)
      linalg.yield %327 : i64 loc(#loc47)
    } -> tensor<16x1xi64> loc(#loc47)
    %concat_125 = tensor.concat dim(1) %230, %238 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc47)
    %collapsed_126 = tensor.collapse_shape %concat_125 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc47)
    %239 = tensor.empty() : tensor<32xf32> loc(#loc47)
    %240 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_126 : tensor<32xi64>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.sitofp %in : i64 to f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %241 = tensor.empty() : tensor<32xi1> loc(#loc47)
    %242 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%240, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf oge, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %243 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%240, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ole, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%242, %243 : tensor<32xi1>, tensor<32xi1>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i1 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.andi %in, %in_140 : i1 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %245 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%240, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%245 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %cst_14 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %247 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%246, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<32xf32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ogt, %in, %cst : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<32xf32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf olt, %in, %cst : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %250 = linalg.generic {indexing_maps = [#map2, #map22, #map22, #map2], iterator_types = ["parallel"]} ins(%248, %cst_3, %cst_8 : tensor<32xi1>, tensor<f32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %in_141: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %251 = linalg.generic {indexing_maps = [#map2, #map22, #map2, #map2], iterator_types = ["parallel"]} ins(%249, %cst_2, %250 : tensor<32xi1>, tensor<f32>, tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %in_141: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%247 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = math.absf %in : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %253 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%252 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = math.floor %in : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %254 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%251, %253 : tensor<32xf32>, tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %255 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%254 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ugt, %in, %cst_15 : f32 loc(#loc47)
      %328 = arith.select %327, %cst_15, %in : f32 loc(#loc47)
      linalg.yield %328 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %256 = tensor.empty() : tensor<4xf32> loc(#loc47)
    %257 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%256 : tensor<4xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 0 : index loc(#loc47)
      %328 = arith.index_cast %327 : index to i64 loc(#loc47)
      %329 = arith.sitofp %328 : i64 to f32 loc(#loc47)
      %330 = arith.addf %329, %cst : f32 loc(#loc47)
      linalg.yield %330 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %expanded_127 = tensor.expand_shape %255 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc47)
    %258 = tensor.empty() : tensor<32x4xi1> loc(#loc47)
    %259 = linalg.generic {indexing_maps = [#map17, #map23, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_127, %257 : tensor<32x1xf32>, tensor<4xf32>) outs(%258 : tensor<32x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf oeq, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32x4xi1> loc(#loc47)
    %expanded_128 = tensor.expand_shape %244 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1> loc(#loc47)
    %260 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%259, %expanded_128 : tensor<32x4xi1>, tensor<32x1xi1>) outs(%258 : tensor<32x4xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i1 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.andi %in, %in_140 : i1 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32x4xi1> loc(#loc47)
    %261 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<32x4xi1>) outs(%77 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.uitofp %in : i1 to f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32x4xf32> loc(#loc47)
    %262 = linalg.fill ins(%cst : f32) outs(%256 : tensor<4xf32>) -> tensor<4xf32> loc(#loc47)
    %263 = linalg.generic {indexing_maps = [#map15, #map23], iterator_types = ["reduction", "parallel"]} ins(%261 : tensor<32x4xf32>) outs(%262 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %out : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %264 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_5, %263 : tensor<4xf32>, tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %265 = linalg.generic {indexing_maps = [#map15, #map23], iterator_types = ["reduction", "parallel"]} ins(%91 : tensor<16x4xf32>) outs(%262 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %out : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_5, %265 : tensor<4xf32>, tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %267 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_104 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 0 : index loc(#loc47)
      %328 = arith.index_cast %in : i64 to index loc(#loc47)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc47)
      cf.assert %329, "index must be smaller than dim size" loc(#loc47)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc47)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc47)
      %extracted = tensor.extract %190[%327, %328] : tensor<16x4xi1> loc(#loc47)
      linalg.yield %extracted : i1 loc(#loc47)
    } -> tensor<16x1xi1> loc(#loc47)
    %268 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%267, %expanded_105, %expanded_104 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %in_141: i64 loc(callsite(#loc7 at #loc45)), %out: i64 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc47)
      linalg.yield %327 : i64 loc(#loc47)
    } -> tensor<16x1xi64> loc(#loc47)
    %269 = linalg.generic {indexing_maps = [#map19, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_54, %268 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpi eq, %in, %in_140 : i64 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<16x4xi1> loc(#loc47)
    %270 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%269, %cst_17, %189 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%96 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i32 loc(callsite(#loc8 at #loc70)), %in_141: i32 loc(callsite(#loc7 at #loc45)), %out: i32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i32 loc(#loc47)
      linalg.yield %327 : i32 loc(#loc47)
    } -> tensor<16x4xi32> loc(#loc47)
    %271 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<16x4xi32>) outs(%94 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.extsi %in : i32 to i64 loc(#loc47)
      %328 = arith.cmpi eq, %327, %c0_i64 : i64 loc(#loc47)
      linalg.yield %328 : i1 loc(#loc47)
    } -> tensor<16x4xi1> loc(#loc47)
    %272 = linalg.generic {indexing_maps = [#map15, #map18, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%271, %cst_6, %185 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%78 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc8 at #loc70)), %in_141: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<16x4xf32> loc(#loc47)
    %273:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%272 : tensor<16x4xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45)), %out_140: i64 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 1 : index loc(#loc47)
      %328 = arith.index_cast %327 : index to i64 loc(#loc47)
      %329 = arith.maximumf %in, %out : f32 loc(#loc47)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc47)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc47)
      linalg.yield %329, %331 : f32, i64 loc(#loc47)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc47)
    %expanded_129 = tensor.expand_shape %273#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc47)
    %274 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_129 : tensor<16x1xi64>) outs(%104 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 0 : index loc(#loc47)
      %328 = arith.index_cast %in : i64 to index loc(#loc47)
      %329 = arith.cmpi slt, %328, %c4 : index loc(#loc47)
      cf.assert %329, "index must be smaller than dim size" loc(#loc47)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc47)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc47)
      %extracted = tensor.extract %271[%327, %328] : tensor<16x4xi1> loc(#loc47)
      linalg.yield %extracted : i1 loc(#loc47)
    } -> tensor<16x1xi1> loc(#loc47)
    %275:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%270 : tensor<16x4xi32>) outs(%107, %82 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc45)), %out: i32 loc(callsite(#loc7 at #loc45)), %out_140: i64 loc(callsite(#loc7 at #loc45))):
      %327 = linalg.index 1 : index loc(#loc47)
      %328 = arith.index_cast %327 : index to i64 loc(#loc47)
      %329 = arith.maxsi %in, %out : i32 loc(#loc47)
      %330 = arith.cmpi sgt, %in, %out : i32 loc(#loc47)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc47)
      linalg.yield %329, %331 : i32, i64 loc(#loc47)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc47)
    %expanded_130 = tensor.expand_shape %275#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc47)
    %276 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%274, %expanded_130, %expanded_129 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%109 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i64 loc(callsite(#loc7 at #loc45)), %in_141: i64 loc(callsite(#loc7 at #loc45)), %out: i64 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc47)
      linalg.yield %327 : i64 loc(#loc47)
    } -> tensor<16x1xi64> loc(#loc47)
    %concat_131 = tensor.concat dim(1) %268, %276 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc47)
    %collapsed_132 = tensor.collapse_shape %concat_131 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc47)
    %277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_132 : tensor<32xi64>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.sitofp %in : i64 to f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %278 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%277, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf oge, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %279 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%277, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ole, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %280 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%278, %279 : tensor<32xi1>, tensor<32xi1>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i1 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.andi %in, %in_140 : i1 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %281 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%277, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %282 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%281 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %cst_14 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %283 = linalg.generic {indexing_maps = [#map2, #map22, #map2], iterator_types = ["parallel"]} ins(%282, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %284 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%283 : tensor<32xf32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ogt, %in, %cst : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%283 : tensor<32xf32>) outs(%241 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf olt, %in, %cst : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32xi1> loc(#loc47)
    %286 = linalg.generic {indexing_maps = [#map2, #map22, #map22, #map2], iterator_types = ["parallel"]} ins(%284, %cst_3, %cst_8 : tensor<32xi1>, tensor<f32>, tensor<f32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %in_141: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %287 = linalg.generic {indexing_maps = [#map2, #map22, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %cst_2, %286 : tensor<32xi1>, tensor<f32>, tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %in_141: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %288 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%283 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = math.absf %in : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %289 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%288 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = math.floor %in : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %289 : tensor<32xf32>, tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%290 : tensor<32xf32>) outs(%239 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf ugt, %in, %cst_15 : f32 loc(#loc47)
      %328 = arith.select %327, %cst_15, %in : f32 loc(#loc47)
      linalg.yield %328 : f32 loc(#loc47)
    } -> tensor<32xf32> loc(#loc47)
    %expanded_133 = tensor.expand_shape %291 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc47)
    %292 = linalg.generic {indexing_maps = [#map17, #map23, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_133, %257 : tensor<32x1xf32>, tensor<4xf32>) outs(%258 : tensor<32x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.cmpf oeq, %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32x4xi1> loc(#loc47)
    %expanded_134 = tensor.expand_shape %280 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1> loc(#loc47)
    %293 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%292, %expanded_134 : tensor<32x4xi1>, tensor<32x1xi1>) outs(%258 : tensor<32x4xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %in_140: i1 loc(callsite(#loc7 at #loc45)), %out: i1 loc(callsite(#loc7 at #loc45))):
      %327 = arith.andi %in, %in_140 : i1 loc(#loc47)
      linalg.yield %327 : i1 loc(#loc47)
    } -> tensor<32x4xi1> loc(#loc47)
    %294 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<32x4xi1>) outs(%77 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.uitofp %in : i1 to f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<32x4xf32> loc(#loc47)
    %295 = linalg.generic {indexing_maps = [#map15, #map23], iterator_types = ["reduction", "parallel"]} ins(%294 : tensor<32x4xf32>) outs(%262 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %out : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%264, %295 : tensor<4xf32>, tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %297 = linalg.generic {indexing_maps = [#map15, #map23], iterator_types = ["reduction", "parallel"]} ins(%185 : tensor<16x4xf32>) outs(%262 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %out : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %298 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %297 : tensor<4xf32>, tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %299 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%296 : tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%298 : tensor<4xf32>) outs(%256 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.divf %in, %cst_13 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<4xf32> loc(#loc47)
    %expanded_135 = tensor.expand_shape %300 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc(#loc47)
    %301 = tensor.empty() : tensor<1x4xf32> loc(#loc47)
    %302 = linalg.generic {indexing_maps = [#map23, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%299, %expanded_135 : tensor<4xf32>, tensor<1x4xf32>) outs(%301 : tensor<1x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %in_140: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %in_140 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<1x4xf32> loc(#loc47)
    %303 = tensor.empty() : tensor<f32> loc(#loc47)
    %304 = linalg.fill ins(%cst : f32) outs(%303 : tensor<f32>) -> tensor<f32> loc(#loc47)
    %305 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["reduction", "reduction"]} ins(%302 : tensor<1x4xf32>) outs(%304 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.addf %in, %out : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<f32> loc(#loc47)
    %306 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%305 : tensor<f32>) outs(%303 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc7 at #loc45))):
      %327 = arith.mulf %in, %cst_14 : f32 loc(#loc47)
      linalg.yield %327 : f32 loc(#loc47)
    } -> tensor<f32> loc(#loc47)
    %collapsed_136 = tensor.collapse_shape %arg22 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc45)
    %307:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%228 : tensor<16x64xf32>) outs(%84, %82 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44)), %out_140: i64 loc(callsite(#loc4 at #loc44))):
      %327 = linalg.index 1 : index loc(#loc45)
      %328 = arith.index_cast %327 : index to i64 loc(#loc45)
      %329 = arith.maximumf %in, %out : f32 loc(#loc45)
      %330 = arith.cmpf ogt, %in, %out : f32 loc(#loc45)
      %331 = arith.select %330, %328, %out_140 : i64 loc(#loc45)
      linalg.yield %329, %331 : f32, i64 loc(#loc45)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc45)
    %expanded_137 = tensor.expand_shape %307#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc45)
    %308 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%228, %expanded_137 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%226 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %in_140: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %309 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<16x64xf32>) outs(%226 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = math.exp %in : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %310 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%309 : tensor<16x64xf32>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %311 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<16x1xf32>) outs(%88 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = math.log %in : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %312 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%308, %311 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%226 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %in_140: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.subf %in, %in_140 : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %313 = tensor.empty() : tensor<16xi1> loc(#loc45)
    %314 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_136 : tensor<16xi64>) outs(%313 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc44)), %out: i1 loc(callsite(#loc4 at #loc44))):
      %327 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc45)
      linalg.yield %327 : i1 loc(#loc45)
    } -> tensor<16xi1> loc(#loc45)
    %315 = linalg.generic {indexing_maps = [#map2, #map2, #map22, #map2], iterator_types = ["parallel"]} ins(%314, %collapsed_136, %cst_16 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%81 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc44)), %in_140: i64 loc(callsite(#loc4 at #loc44)), %in_141: i64 loc(callsite(#loc4 at #loc44)), %out: i64 loc(callsite(#loc4 at #loc44))):
      %327 = arith.select %in, %in_140, %in_141 : i64 loc(#loc45)
      linalg.yield %327 : i64 loc(#loc45)
    } -> tensor<16xi64> loc(#loc45)
    %expanded_138 = tensor.expand_shape %315 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc45)
    %316 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_138 : tensor<16x1xi64>) outs(%89 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = linalg.index 0 : index loc(#loc45)
      %328 = arith.index_cast %in : i64 to index loc(#loc45)
      %329 = arith.cmpi slt, %328, %c64 : index loc(#loc45)
      cf.assert %329, "index must be smaller than dim size" loc(#loc45)
      %330 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc45)
      cf.assert %330, "index must be larger or equal to 0" loc(#loc45)
      %extracted = tensor.extract %312[%327, %328] : tensor<16x64xf32> loc(#loc45)
      linalg.yield %extracted : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %collapsed_139 = tensor.collapse_shape %316 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc45)
    %317 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_139 : tensor<16xf32>) outs(%83 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.negf %in : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %318 = linalg.generic {indexing_maps = [#map2, #map2, #map22, #map2], iterator_types = ["parallel"]} ins(%314, %317, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%83 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc44)), %in_140: f32 loc(callsite(#loc4 at #loc44)), %in_141: f32 loc(callsite(#loc12 at #loc46)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.select %in, %in_140, %in_141 : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %319 = tensor.empty() : tensor<i64> loc(#loc45)
    %320 = linalg.fill ins(%c0_i64 : i64) outs(%319 : tensor<i64>) -> tensor<i64> loc(#loc45)
    %321 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction"]} ins(%314 : tensor<16xi1>) outs(%320 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc44)), %out: i64 loc(callsite(#loc4 at #loc44))):
      %327 = arith.extui %in : i1 to i64 loc(#loc45)
      %328 = arith.addi %327, %out : i64 loc(#loc45)
      linalg.yield %328 : i64 loc(#loc45)
    } -> tensor<i64> loc(#loc45)
    %322 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%321 : tensor<i64>) outs(%303 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.sitofp %in : i64 to f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %323 = linalg.generic {indexing_maps = [#map2, #map22], iterator_types = ["reduction"]} ins(%318 : tensor<16xf32>) outs(%304 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %324 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%323, %322 : tensor<f32>, tensor<f32>) outs(%303 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %in_140: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.divf %in, %in_140 : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %325 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%306 : tensor<f32>) outs(%303 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc45)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.truncf %cst_9 : f64 to f32 loc(#loc45)
      %328 = arith.mulf %in, %327 : f32 loc(#loc45)
      linalg.yield %328 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %326 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%324, %325 : tensor<f32>, tensor<f32>) outs(%303 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc44)), %in_140: f32 loc(callsite(#loc4 at #loc44)), %out: f32 loc(callsite(#loc4 at #loc44))):
      %327 = arith.addf %in, %in_140 : f32 loc(#loc45)
      linalg.yield %327 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    return %326 : tensor<f32> loc(#loc45)
  } loc(#loc56)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
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
  //   #21 opt_state exp_avg.model.embed_tokens.weight
  //   #22 opt_state exp_avg.model.layers.0.self_attn.q_proj.weight
  //   #23 opt_state exp_avg.model.layers.0.self_attn.k_proj.weight
  //   #24 opt_state exp_avg.model.layers.0.self_attn.v_proj.weight
  //   #25 opt_state exp_avg.model.layers.0.self_attn.o_proj.weight
  //   #26 opt_state exp_avg.model.layers.0.mlp.gate.weight
  //   #27 opt_state exp_avg.model.layers.0.mlp.experts.gate_up_proj
  //   #28 opt_state exp_avg.model.layers.0.mlp.experts.down_proj
  //   #29 opt_state exp_avg.model.layers.0.input_layernorm.weight
  //   #30 opt_state exp_avg.model.layers.0.post_attention_layernorm.weight
  //   #31 opt_state exp_avg.model.layers.1.self_attn.q_proj.weight
  //   #32 opt_state exp_avg.model.layers.1.self_attn.k_proj.weight
  //   #33 opt_state exp_avg.model.layers.1.self_attn.v_proj.weight
  //   #34 opt_state exp_avg.model.layers.1.self_attn.o_proj.weight
  //   #35 opt_state exp_avg.model.layers.1.mlp.gate.weight
  //   #36 opt_state exp_avg.model.layers.1.mlp.experts.gate_up_proj
  //   #37 opt_state exp_avg.model.layers.1.mlp.experts.down_proj
  //   #38 opt_state exp_avg.model.layers.1.input_layernorm.weight
  //   #39 opt_state exp_avg.model.layers.1.post_attention_layernorm.weight
  //   #40 opt_state exp_avg.model.norm.weight
  //   #41 opt_state exp_avg.lm_head.weight
  //   #42 opt_state exp_avg_sq.model.embed_tokens.weight
  //   #43 opt_state exp_avg_sq.model.layers.0.self_attn.q_proj.weight
  //   #44 opt_state exp_avg_sq.model.layers.0.self_attn.k_proj.weight
  //   #45 opt_state exp_avg_sq.model.layers.0.self_attn.v_proj.weight
  //   #46 opt_state exp_avg_sq.model.layers.0.self_attn.o_proj.weight
  //   #47 opt_state exp_avg_sq.model.layers.0.mlp.gate.weight
  //   #48 opt_state exp_avg_sq.model.layers.0.mlp.experts.gate_up_proj
  //   #49 opt_state exp_avg_sq.model.layers.0.mlp.experts.down_proj
  //   #50 opt_state exp_avg_sq.model.layers.0.input_layernorm.weight
  //   #51 opt_state exp_avg_sq.model.layers.0.post_attention_layernorm.weight
  //   #52 opt_state exp_avg_sq.model.layers.1.self_attn.q_proj.weight
  //   #53 opt_state exp_avg_sq.model.layers.1.self_attn.k_proj.weight
  //   #54 opt_state exp_avg_sq.model.layers.1.self_attn.v_proj.weight
  //   #55 opt_state exp_avg_sq.model.layers.1.self_attn.o_proj.weight
  //   #56 opt_state exp_avg_sq.model.layers.1.mlp.gate.weight
  //   #57 opt_state exp_avg_sq.model.layers.1.mlp.experts.gate_up_proj
  //   #58 opt_state exp_avg_sq.model.layers.1.mlp.experts.down_proj
  //   #59 opt_state exp_avg_sq.model.layers.1.input_layernorm.weight
  //   #60 opt_state exp_avg_sq.model.layers.1.post_attention_layernorm.weight
  //   #61 opt_state exp_avg_sq.model.norm.weight
  //   #62 opt_state exp_avg_sq.lm_head.weight
  //   #63 step      step
  //   #64 input     input0
  //   #65 label     label0
  //   #66 hyper     lr
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
      %a21: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a22: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a23: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a24: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a25: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a26: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a27: tensor<4x64x32xf32> {mpt.role = "opt_state"},
      %a28: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a29: tensor<32xf32> {mpt.role = "opt_state"},
      %a30: tensor<32xf32> {mpt.role = "opt_state"},
      %a31: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a32: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a33: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a34: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a35: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a36: tensor<4x64x32xf32> {mpt.role = "opt_state"},
      %a37: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a38: tensor<32xf32> {mpt.role = "opt_state"},
      %a39: tensor<32xf32> {mpt.role = "opt_state"},
      %a40: tensor<32xf32> {mpt.role = "opt_state"},
      %a41: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a42: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a43: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a44: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a45: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a46: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a47: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a48: tensor<4x64x32xf32> {mpt.role = "opt_state"},
      %a49: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a50: tensor<32xf32> {mpt.role = "opt_state"},
      %a51: tensor<32xf32> {mpt.role = "opt_state"},
      %a52: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a53: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a54: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a55: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a56: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<4x64x32xf32> {mpt.role = "opt_state"},
      %a58: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a59: tensor<32xf32> {mpt.role = "opt_state"},
      %a60: tensor<32xf32> {mpt.role = "opt_state"},
      %a61: tensor<32xf32> {mpt.role = "opt_state"},
      %a62: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<i64> {mpt.role = "step"},
      %a64: tensor<2x8xi64> {mpt.role = "input"},
      %a65: tensor<2x8xi64> {mpt.role = "label"},
      %a66: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
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
          tensor<64x32xf32> {mpt.updates = 21 : i64},
          tensor<32x32xf32> {mpt.updates = 22 : i64},
          tensor<16x32xf32> {mpt.updates = 23 : i64},
          tensor<16x32xf32> {mpt.updates = 24 : i64},
          tensor<32x32xf32> {mpt.updates = 25 : i64},
          tensor<4x32xf32> {mpt.updates = 26 : i64},
          tensor<4x64x32xf32> {mpt.updates = 27 : i64},
          tensor<4x32x32xf32> {mpt.updates = 28 : i64},
          tensor<32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<32x32xf32> {mpt.updates = 31 : i64},
          tensor<16x32xf32> {mpt.updates = 32 : i64},
          tensor<16x32xf32> {mpt.updates = 33 : i64},
          tensor<32x32xf32> {mpt.updates = 34 : i64},
          tensor<4x32xf32> {mpt.updates = 35 : i64},
          tensor<4x64x32xf32> {mpt.updates = 36 : i64},
          tensor<4x32x32xf32> {mpt.updates = 37 : i64},
          tensor<32xf32> {mpt.updates = 38 : i64},
          tensor<32xf32> {mpt.updates = 39 : i64},
          tensor<32xf32> {mpt.updates = 40 : i64},
          tensor<64x32xf32> {mpt.updates = 41 : i64},
          tensor<64x32xf32> {mpt.updates = 42 : i64},
          tensor<32x32xf32> {mpt.updates = 43 : i64},
          tensor<16x32xf32> {mpt.updates = 44 : i64},
          tensor<16x32xf32> {mpt.updates = 45 : i64},
          tensor<32x32xf32> {mpt.updates = 46 : i64},
          tensor<4x32xf32> {mpt.updates = 47 : i64},
          tensor<4x64x32xf32> {mpt.updates = 48 : i64},
          tensor<4x32x32xf32> {mpt.updates = 49 : i64},
          tensor<32xf32> {mpt.updates = 50 : i64},
          tensor<32xf32> {mpt.updates = 51 : i64},
          tensor<32x32xf32> {mpt.updates = 52 : i64},
          tensor<16x32xf32> {mpt.updates = 53 : i64},
          tensor<16x32xf32> {mpt.updates = 54 : i64},
          tensor<32x32xf32> {mpt.updates = 55 : i64},
          tensor<4x32xf32> {mpt.updates = 56 : i64},
          tensor<4x64x32xf32> {mpt.updates = 57 : i64},
          tensor<4x32x32xf32> {mpt.updates = 58 : i64},
          tensor<32xf32> {mpt.updates = 59 : i64},
          tensor<32xf32> {mpt.updates = 60 : i64},
          tensor<32xf32> {mpt.updates = 61 : i64},
          tensor<64x32xf32> {mpt.updates = 62 : i64},
          tensor<i64> {mpt.updates = 63 : i64},
          tensor<f32>) {
    %loss, %g:21 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a64, %a65) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a21, %a42, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a22, %a43, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a23, %a44, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a24, %a45, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a25, %a46, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a26, %a47, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a27, %a48, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a28, %a49, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a29, %a50, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a30, %a51, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a31, %a52, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a32, %a53, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a33, %a54, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a34, %a55, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a35, %a56, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a36, %a57, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a37, %a58, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a38, %a59, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a39, %a60, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a40, %a61, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a41, %a62, %a63, %a66 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %t0, %loss
        : tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":302:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":126:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mixtral/modeling_mixtral.py":618:0)
#loc48 = loc(callsite(#loc43 at #loc45))
#loc55 = loc(callsite(#loc25 at #loc48))
#loc77 = loc(callsite(#loc28 at #loc58))
#loc83 = loc(callsite(#loc33 at #loc57))
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
