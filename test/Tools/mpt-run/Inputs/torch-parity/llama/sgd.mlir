// Exported by mpt_torch from LlamaForCausalLM (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":372:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":459:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":26:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":38:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":382:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":258:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":299:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":394:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":66:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":297:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":111:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":391:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":379:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":112:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":113:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":114:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":65:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":67:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":244:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":245:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":249:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":270:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":308:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":312:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":164:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":313:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":314:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":404:0)
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
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#loc35 = loc(callsite(#loc5 at #loc6))
#loc36 = loc(callsite(#loc4 at #loc35))
#loc37 = loc(callsite(#loc3 at #loc36))
#loc39 = loc(callsite(#loc2 at #loc37))
#loc40 = loc(callsite(#loc7 at #loc37))
#loc41 = loc(callsite(#loc10 at #loc37))
#loc42 = loc(callsite(#loc14 at #loc37))
#loc43 = loc(callsite(#loc15 at #loc37))
#loc44 = loc(callsite(#loc33 at #loc37))
#loc46 = loc(callsite(#loc1 at #loc39))
#loc47 = loc(callsite(#loc9 at #loc41))
#loc48 = loc(callsite(#loc12 at #loc41))
#loc49 = loc(callsite(#loc13 at #loc42))
#loc50 = loc(callsite(#loc16 at #loc42))
#loc51 = loc(callsite(#loc17 at #loc42))
#loc52 = loc(callsite(#loc18 at #loc42))
#loc53 = loc(callsite(#loc27 at #loc41))
#loc54 = loc(callsite(#loc28 at #loc41))
#loc55 = loc(callsite(#loc30 at #loc41))
#loc56 = loc(callsite(#loc32 at #loc41))
#loc57 = loc(callsite(#loc19 at #loc44))
#loc58 = loc(callsite(#loc11 at #loc44))
#loc59 = loc(callsite(#loc20 at #loc44))
#loc60 = loc(callsite(#loc8 at #loc47))
#loc61 = loc(callsite(#loc11 at #loc48))
#loc62 = loc(callsite(#loc19 at #loc48))
#loc63 = loc(callsite(#loc20 at #loc48))
#loc64 = loc(callsite(#loc22 at #loc47))
#loc65 = loc(callsite(#loc23 at #loc47))
#loc67 = loc(callsite(#loc25 at #loc47))
#loc68 = loc(callsite(#loc26 at #loc47))
#loc69 = loc(callsite(#loc19 at #loc54))
#loc70 = loc(callsite(#loc11 at #loc54))
#loc71 = loc(callsite(#loc20 at #loc54))
#loc72 = loc(callsite(#loc29 at #loc55))
#loc76 = loc(callsite(#loc21 at #loc68))
#loc77 = loc(callsite(#loc21 at #loc72))
#loc78 = loc(callsite(#loc31 at #loc72))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg1: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg2: tensor<16x32xf32> loc(callsite(#loc1 at #loc39)), %arg3: tensor<16x32xf32> loc(callsite(#loc1 at #loc39)), %arg4: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg5: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg6: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg7: tensor<32x64xf32> loc(callsite(#loc1 at #loc39)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg10: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg11: tensor<16x32xf32> loc(callsite(#loc1 at #loc39)), %arg12: tensor<16x32xf32> loc(callsite(#loc1 at #loc39)), %arg13: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg14: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg15: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg16: tensor<32x64xf32> loc(callsite(#loc1 at #loc39)), %arg17: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg20: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg21: tensor<2x8xi64> loc(callsite(#loc1 at #loc39)), %arg22: tensor<2x8xi64> loc(callsite(#loc1 at #loc39))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc36)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc40)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc40)
    %cst_4 = arith.constant 0.35355339059327379 : f64 loc(#loc60)
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64 loc(#loc61)
    %cst_6 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc49)
    %cst_7 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_8 = arith.constant dense<0> : tensor<i64> loc(#loc36)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc46)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %168 = arith.index_cast %in : i64 to index loc(#loc46)
      %169 = linalg.index 2 : index loc(#loc46)
      %170 = arith.cmpi slt, %168, %c64 : index loc(#loc46)
      cf.assert %170, "index must be smaller than dim size" loc(#loc46)
      %171 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc46)
      cf.assert %171, "index must be larger or equal to 0" loc(#loc46)
      %extracted = tensor.extract %arg0[%168, %169] : tensor<64x32xf32> loc(#loc46)
      linalg.yield %extracted : f32 loc(#loc46)
    } -> tensor<2x8x32xf32> loc(#loc46)
    %2 = tensor.empty() : tensor<8xi64> loc(#loc43)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc15 at #loc37))):
      %168 = linalg.index 0 : index loc(#loc43)
      %169 = arith.index_cast %168 : index to i64 loc(#loc43)
      linalg.yield %169 : i64 loc(#loc43)
    } -> tensor<8xi64> loc(#loc43)
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc40)
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc40)
    %4 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc40)
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc37)), %in_91: i64 loc(callsite(#loc7 at #loc37)), %out: i1 loc(callsite(#loc7 at #loc37))):
      %168 = arith.cmpi sle, %in, %in_91 : i64 loc(#loc40)
      linalg.yield %168 : i1 loc(#loc40)
    } -> tensor<1x1x8x8xi1> loc(#loc40)
    %6 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc40)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc40)
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc37)), %out: i1 loc(callsite(#loc7 at #loc37))):
      linalg.yield %in : i1 loc(#loc40)
    } -> tensor<2x1x8x8xi1> loc(#loc40)
    %8 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc40)
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc37)), %in_91: f32 loc(callsite(#loc7 at #loc37)), %in_92: f32 loc(callsite(#loc7 at #loc37)), %out: f32 loc(callsite(#loc7 at #loc37))):
      %168 = arith.select %in, %in_91, %in_92 : f32 loc(#loc40)
      linalg.yield %168 : f32 loc(#loc40)
    } -> tensor<2x1x8x8xf32> loc(#loc40)
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc49)
    %10 = tensor.empty() : tensor<1x8x1xf32> loc(#loc49)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc13 at #loc42)), %out: f32 loc(callsite(#loc13 at #loc42))):
      %168 = arith.sitofp %in : i64 to f32 loc(#loc49)
      linalg.yield %168 : f32 loc(#loc49)
    } -> tensor<1x8x1xf32> loc(#loc49)
    %12 = tensor.empty() : tensor<1x8x4xf32> loc(#loc49)
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_6 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%12 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc42)), %in_91: f32 loc(callsite(#loc13 at #loc42)), %out: f32 loc(callsite(#loc13 at #loc42))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc49)
      linalg.yield %168 : f32 loc(#loc49)
    } -> tensor<1x8x4xf32> loc(#loc49)
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc50)
    %14 = tensor.empty() : tensor<1x8x8xf32> loc(#loc51)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc42)), %out: f32 loc(callsite(#loc17 at #loc42))):
      %168 = math.cos %in : f32 loc(#loc51)
      linalg.yield %168 : f32 loc(#loc51)
    } -> tensor<1x8x8xf32> loc(#loc51)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc42)), %out: f32 loc(callsite(#loc18 at #loc42))):
      %168 = math.sin %in : f32 loc(#loc52)
      linalg.yield %168 : f32 loc(#loc52)
    } -> tensor<1x8x8xf32> loc(#loc52)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x32xf32> loc(#loc62)
    %18 = tensor.empty() : tensor<2x8x1xf32> loc(#loc62)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc62)
    %20 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = arith.addf %in, %out : f32 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x1xf32> loc(#loc62)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = arith.divf %in, %cst_7 : f32 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x1xf32> loc(#loc62)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = arith.truncf %cst_5 : f64 to f32 loc(#loc61)
      %169 = arith.addf %in, %168 : f32 loc(#loc61)
      linalg.yield %169 : f32 loc(#loc61)
    } -> tensor<2x8x1xf32> loc(#loc61)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = math.rsqrt %in : f32 loc(#loc61)
      linalg.yield %168 : f32 loc(#loc61)
    } -> tensor<2x8x1xf32> loc(#loc61)
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %in_91: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc61)
      linalg.yield %168 : f32 loc(#loc61)
    } -> tensor<2x8x32xf32> loc(#loc61)
    %25 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %24 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc48)), %in_91: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc20 at #loc48))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc63)
      linalg.yield %168 : f32 loc(#loc63)
    } -> tensor<2x8x32xf32> loc(#loc63)
    %26 = tensor.empty() : tensor<32x32xf32> loc(#loc73)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc73)
    %collapsed_11 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc73)
    %27 = tensor.empty() : tensor<16x32xf32> loc(#loc73)
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %29 = linalg.matmul ins(%collapsed_11, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %expanded_12 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc64)
    %30 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc64)
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x8x4x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc64)
    %31 = tensor.empty() : tensor<32x16xf32> loc(#loc74)
    %transposed_14 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc74)
    %32 = tensor.empty() : tensor<16x16xf32> loc(#loc74)
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc74)
    %34 = linalg.matmul ins(%collapsed_11, %transposed_14 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc74)
    %expanded_15 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc65)
    %35 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc65)
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc65)
    %transposed_17 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc75)
    %36 = linalg.matmul ins(%collapsed_11, %transposed_17 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc75)
    %expanded_18 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc66)
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc66)
    %expanded_20 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc67)
    %expanded_21 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc67)
    %37 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc67)
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc67)
    %38 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc67)
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<2x4x8x4xf32>) outs(%38 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.negf %in : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x4xf32> loc(#loc67)
    %concat_23 = tensor.concat dim(3) %39, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc67)
    %40 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %41 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %42 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc67)
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc67)
    %43 = tensor.empty() : tensor<2x2x8x4xf32> loc(#loc67)
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x2x8x4xf32>) outs(%43 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.negf %in : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x4xf32> loc(#loc67)
    %concat_26 = tensor.concat dim(3) %44, %extracted_slice_24 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc67)
    %45 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %47 = tensor.empty() : tensor<2x2x2x8x8xf32> loc(#loc60)
    %48 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x2x2x8x8xf32> loc(#loc60)
    %collapsed_27 = tensor.collapse_shape %48 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %49 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x2x2x8x8xf32> loc(#loc60)
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc60)
    %collapsed_29 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %50 = tensor.empty() : tensor<8x8x8xf32> loc(#loc60)
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc60)
    %52 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc60)
    %expanded_31 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.truncf %cst_4 : f64 to f32 loc(#loc60)
      %169 = arith.mulf %in, %168 : f32 loc(#loc60)
      linalg.yield %169 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %54 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc7 at #loc37)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %55 = tensor.empty() : tensor<2x4x8xi64> loc(#loc60)
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc60)
    %57 = tensor.empty() : tensor<2x4x8xf32> loc(#loc60)
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc60)
    %59:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47)), %out_91: i64 loc(callsite(#loc8 at #loc47))):
      %168 = linalg.index 3 : index loc(#loc60)
      %169 = arith.index_cast %168 : index to i64 loc(#loc60)
      %170 = arith.maximumf %in, %out : f32 loc(#loc60)
      %171 = arith.cmpf ogt, %in, %out : f32 loc(#loc60)
      %172 = arith.select %171, %169, %out_91 : i64 loc(#loc60)
      linalg.yield %170, %172 : f32, i64 loc(#loc60)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc60)
    %expanded_32 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc60)
    %60 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_32 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.subf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = math.exp %in : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %62 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc60)
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc60)
    %64 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.addf %in, %out : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x1xf32> loc(#loc60)
    %65 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.divf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %collapsed_33 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %collapsed_34 = tensor.collapse_shape %49 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %66 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc60)
    %expanded_35 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %67 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc60)
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc60)
    %transposed_37 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc76)
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc76)
    %68 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc76)
    %expanded_39 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc76)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_39 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %in_91: f32 loc(callsite(#loc21 at #loc68)), %out: f32 loc(callsite(#loc27 at #loc41))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc53)
      linalg.yield %168 : f32 loc(#loc53)
    } -> tensor<2x8x32xf32> loc(#loc53)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %71 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = arith.addf %in, %out : f32 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = arith.divf %in, %cst_7 : f32 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = arith.truncf %cst_5 : f64 to f32 loc(#loc70)
      %169 = arith.addf %in, %168 : f32 loc(#loc70)
      linalg.yield %169 : f32 loc(#loc70)
    } -> tensor<2x8x1xf32> loc(#loc70)
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = math.rsqrt %in : f32 loc(#loc70)
      linalg.yield %168 : f32 loc(#loc70)
    } -> tensor<2x8x1xf32> loc(#loc70)
    %75 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %74 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %in_91: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc70)
      linalg.yield %168 : f32 loc(#loc70)
    } -> tensor<2x8x32xf32> loc(#loc70)
    %76 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %75 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc54)), %in_91: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc20 at #loc54))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc71)
      linalg.yield %168 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %77 = tensor.empty() : tensor<32x64xf32> loc(#loc77)
    %transposed_40 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%77 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %collapsed_41 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc77)
    %78 = tensor.empty() : tensor<16x64xf32> loc(#loc77)
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %80 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%79 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %expanded_42 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %81 = tensor.empty() : tensor<2x8x64xf32> loc(#loc78)
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc31 at #loc72))):
      %168 = arith.negf %in : f32 loc(#loc78)
      %169 = math.exp %168 : f32 loc(#loc78)
      %170 = arith.addf %169, %cst_1 : f32 loc(#loc78)
      %171 = arith.divf %cst_1, %170 : f32 loc(#loc78)
      linalg.yield %171 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %82 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc72)), %in_91: f32 loc(callsite(#loc31 at #loc72)), %out: f32 loc(callsite(#loc31 at #loc72))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc78)
      linalg.yield %168 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %transposed_43 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%77 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %84 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%79 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %expanded_44 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_44 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc72)), %in_91: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc29 at #loc55))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc72)
      linalg.yield %168 : f32 loc(#loc72)
    } -> tensor<2x8x64xf32> loc(#loc72)
    %86 = tensor.empty() : tensor<64x32xf32> loc(#loc77)
    %transposed_45 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%86 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc77)
    %collapsed_46 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc77)
    %87 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc77)
    %expanded_47 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc77)
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_47 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %in_91: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc32 at #loc41))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc56)
      linalg.yield %168 : f32 loc(#loc56)
    } -> tensor<2x8x32xf32> loc(#loc56)
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc41)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x32xf32> loc(#loc62)
    %90 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = arith.addf %in, %out : f32 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x1xf32> loc(#loc62)
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc19 at #loc48))):
      %168 = arith.divf %in, %cst_7 : f32 loc(#loc62)
      linalg.yield %168 : f32 loc(#loc62)
    } -> tensor<2x8x1xf32> loc(#loc62)
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = arith.truncf %cst_5 : f64 to f32 loc(#loc61)
      %169 = arith.addf %in, %168 : f32 loc(#loc61)
      linalg.yield %169 : f32 loc(#loc61)
    } -> tensor<2x8x1xf32> loc(#loc61)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = math.rsqrt %in : f32 loc(#loc61)
      linalg.yield %168 : f32 loc(#loc61)
    } -> tensor<2x8x1xf32> loc(#loc61)
    %94 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %93 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc41)), %in_91: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc61)
      linalg.yield %168 : f32 loc(#loc61)
    } -> tensor<2x8x32xf32> loc(#loc61)
    %95 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %94 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc48)), %in_91: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc20 at #loc48))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc63)
      linalg.yield %168 : f32 loc(#loc63)
    } -> tensor<2x8x32xf32> loc(#loc63)
    %transposed_48 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc73)
    %collapsed_49 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc73)
    %96 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %expanded_50 = tensor.expand_shape %96 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc64)
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x8x4x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc64)
    %transposed_52 = linalg.transpose ins(%arg11 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc74)
    %97 = linalg.matmul ins(%collapsed_49, %transposed_52 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc74)
    %expanded_53 = tensor.expand_shape %97 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc65)
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc65)
    %transposed_55 = linalg.transpose ins(%arg12 : tensor<16x32xf32>) outs(%31 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc75)
    %98 = linalg.matmul ins(%collapsed_49, %transposed_55 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc75)
    %expanded_56 = tensor.expand_shape %98 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc66)
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc66)
    %99 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_51, %expanded_20 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %extracted_slice_58 = tensor.extract_slice %transposed_51[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc67)
    %extracted_slice_59 = tensor.extract_slice %transposed_51[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc67)
    %100 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59 : tensor<2x4x8x4xf32>) outs(%38 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.negf %in : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x4xf32> loc(#loc67)
    %concat_60 = tensor.concat dim(3) %100, %extracted_slice_58 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc67)
    %101 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_60, %expanded_21 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %102 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x4x8x8xf32> loc(#loc67)
    %103 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_20 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc67)
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc67)
    %104 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<2x2x8x4xf32>) outs(%43 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.negf %in : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x4xf32> loc(#loc67)
    %concat_63 = tensor.concat dim(3) %104, %extracted_slice_61 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc67)
    %105 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_21 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %106 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %in_91: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc25 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc67)
      linalg.yield %168 : f32 loc(#loc67)
    } -> tensor<2x2x8x8xf32> loc(#loc67)
    %107 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x2x2x8x8xf32> loc(#loc60)
    %collapsed_64 = tensor.collapse_shape %107 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %108 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<2x2x8x8xf32>) outs(%47 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x2x2x8x8xf32> loc(#loc60)
    %transposed_65 = linalg.transpose ins(%collapsed_64 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc60)
    %collapsed_66 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %109 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc60)
    %expanded_68 = tensor.expand_shape %109 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %110 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.truncf %cst_4 : f64 to f32 loc(#loc60)
      %169 = arith.mulf %in, %168 : f32 loc(#loc60)
      linalg.yield %169 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %111 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc7 at #loc37)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %112:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<2x4x8x8xf32>) outs(%58, %56 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47)), %out_91: i64 loc(callsite(#loc8 at #loc47))):
      %168 = linalg.index 3 : index loc(#loc60)
      %169 = arith.index_cast %168 : index to i64 loc(#loc60)
      %170 = arith.maximumf %in, %out : f32 loc(#loc60)
      %171 = arith.cmpf ogt, %in, %out : f32 loc(#loc60)
      %172 = arith.select %171, %169, %out_91 : i64 loc(#loc60)
      linalg.yield %170, %172 : f32, i64 loc(#loc60)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc60)
    %expanded_69 = tensor.expand_shape %112#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc60)
    %113 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_69 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.subf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x4x8x8xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = math.exp %in : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %115 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<2x4x8x8xf32>) outs(%63 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.addf %in, %out : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x1xf32> loc(#loc60)
    %116 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %115 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%30 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc47)), %in_91: f32 loc(callsite(#loc8 at #loc47)), %out: f32 loc(callsite(#loc8 at #loc47))):
      %168 = arith.divf %in, %in_91 : f32 loc(#loc60)
      linalg.yield %168 : f32 loc(#loc60)
    } -> tensor<2x4x8x8xf32> loc(#loc60)
    %collapsed_70 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %collapsed_71 = tensor.collapse_shape %108 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc60)
    %117 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc60)
    %expanded_72 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc60)
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x4x8x8xf32>) outs(%67 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc60)
    %transposed_74 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc76)
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc76)
    %118 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc76)
    %expanded_76 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc76)
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_76 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc41)), %in_91: f32 loc(callsite(#loc21 at #loc68)), %out: f32 loc(callsite(#loc27 at #loc41))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc53)
      linalg.yield %168 : f32 loc(#loc53)
    } -> tensor<2x8x32xf32> loc(#loc53)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %121 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = arith.addf %in, %out : f32 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc19 at #loc54))):
      %168 = arith.divf %in, %cst_7 : f32 loc(#loc69)
      linalg.yield %168 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = arith.truncf %cst_5 : f64 to f32 loc(#loc70)
      %169 = arith.addf %in, %168 : f32 loc(#loc70)
      linalg.yield %169 : f32 loc(#loc70)
    } -> tensor<2x8x1xf32> loc(#loc70)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = math.rsqrt %in : f32 loc(#loc70)
      linalg.yield %168 : f32 loc(#loc70)
    } -> tensor<2x8x1xf32> loc(#loc70)
    %125 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %in_91: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc11 at #loc54))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc70)
      linalg.yield %168 : f32 loc(#loc70)
    } -> tensor<2x8x32xf32> loc(#loc70)
    %126 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %125 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc54)), %in_91: f32 loc(callsite(#loc11 at #loc54)), %out: f32 loc(callsite(#loc20 at #loc54))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc71)
      linalg.yield %168 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %transposed_77 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%77 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %collapsed_78 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc77)
    %127 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%79 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %expanded_79 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc31 at #loc72))):
      %168 = arith.negf %in : f32 loc(#loc78)
      %169 = math.exp %168 : f32 loc(#loc78)
      %170 = arith.addf %169, %cst_1 : f32 loc(#loc78)
      %171 = arith.divf %cst_1, %170 : f32 loc(#loc78)
      linalg.yield %171 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %128 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc72)), %in_91: f32 loc(callsite(#loc31 at #loc72)), %out: f32 loc(callsite(#loc31 at #loc72))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc78)
      linalg.yield %168 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %transposed_80 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%77 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %130 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%79 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %expanded_81 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_81 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%81 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc31 at #loc72)), %in_91: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc29 at #loc55))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc72)
      linalg.yield %168 : f32 loc(#loc72)
    } -> tensor<2x8x64xf32> loc(#loc72)
    %transposed_82 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%86 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc77)
    %collapsed_83 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc77)
    %132 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc77)
    %expanded_84 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc77)
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %expanded_84 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc41)), %in_91: f32 loc(callsite(#loc21 at #loc72)), %out: f32 loc(callsite(#loc32 at #loc41))):
      %168 = arith.addf %in, %in_91 : f32 loc(#loc56)
      linalg.yield %168 : f32 loc(#loc56)
    } -> tensor<2x8x32xf32> loc(#loc56)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc41)), %out: f32 loc(callsite(#loc19 at #loc44))):
      %168 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc57)
      linalg.yield %168 : f32 loc(#loc57)
    } -> tensor<2x8x32xf32> loc(#loc57)
    %135 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc44)), %out: f32 loc(callsite(#loc19 at #loc44))):
      %168 = arith.addf %in, %out : f32 loc(#loc57)
      linalg.yield %168 : f32 loc(#loc57)
    } -> tensor<2x8x1xf32> loc(#loc57)
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc44)), %out: f32 loc(callsite(#loc19 at #loc44))):
      %168 = arith.divf %in, %cst_7 : f32 loc(#loc57)
      linalg.yield %168 : f32 loc(#loc57)
    } -> tensor<2x8x1xf32> loc(#loc57)
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %168 = arith.truncf %cst_5 : f64 to f32 loc(#loc58)
      %169 = arith.addf %in, %168 : f32 loc(#loc58)
      linalg.yield %169 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %168 = math.rsqrt %in : f32 loc(#loc58)
      linalg.yield %168 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %139 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %138 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc41)), %in_91: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc58)
      linalg.yield %168 : f32 loc(#loc58)
    } -> tensor<2x8x32xf32> loc(#loc58)
    %140 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %139 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc44)), %in_91: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc20 at #loc44))):
      %168 = arith.mulf %in, %in_91 : f32 loc(#loc59)
      linalg.yield %168 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %transposed_85 = linalg.transpose ins(%arg20 : tensor<64x32xf32>) outs(%77 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc45)
    %collapsed_86 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc45)
    %141 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%79 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc45)
    %collapsed_87 = tensor.collapse_shape %arg22 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc36)
    %142 = tensor.empty() : tensor<16xi64> loc(#loc36)
    %143 = linalg.fill ins(%c0_i64 : i64) outs(%142 : tensor<16xi64>) -> tensor<16xi64> loc(#loc36)
    %144 = tensor.empty() : tensor<16xf32> loc(#loc36)
    %145 = linalg.fill ins(%cst_0 : f32) outs(%144 : tensor<16xf32>) -> tensor<16xf32> loc(#loc36)
    %146:2 = linalg.generic {indexing_maps = [#map15, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%141 : tensor<16x64xf32>) outs(%145, %143 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35)), %out_91: i64 loc(callsite(#loc4 at #loc35))):
      %168 = linalg.index 1 : index loc(#loc36)
      %169 = arith.index_cast %168 : index to i64 loc(#loc36)
      %170 = arith.maximumf %in, %out : f32 loc(#loc36)
      %171 = arith.cmpf ogt, %in, %out : f32 loc(#loc36)
      %172 = arith.select %171, %169, %out_91 : i64 loc(#loc36)
      linalg.yield %170, %172 : f32, i64 loc(#loc36)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc36)
    %expanded_88 = tensor.expand_shape %146#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc36)
    %147 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%141, %expanded_88 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %in_91: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.subf %in, %in_91 : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16x64xf32> loc(#loc36)
    %148 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = math.exp %in : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16x64xf32> loc(#loc36)
    %149 = tensor.empty() : tensor<16x1xf32> loc(#loc36)
    %150 = linalg.fill ins(%cst : f32) outs(%149 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc36)
    %151 = linalg.generic {indexing_maps = [#map15, #map17], iterator_types = ["parallel", "reduction"]} ins(%148 : tensor<16x64xf32>) outs(%150 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.addf %in, %out : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16x1xf32> loc(#loc36)
    %152 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<16x1xf32>) outs(%149 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = math.log %in : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16x1xf32> loc(#loc36)
    %153 = linalg.generic {indexing_maps = [#map15, #map17, #map15], iterator_types = ["parallel", "parallel"]} ins(%147, %152 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%78 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %in_91: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.subf %in, %in_91 : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16x64xf32> loc(#loc36)
    %154 = tensor.empty() : tensor<16xi1> loc(#loc36)
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_87 : tensor<16xi64>) outs(%154 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc35)), %out: i1 loc(callsite(#loc4 at #loc35))):
      %168 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc36)
      linalg.yield %168 : i1 loc(#loc36)
    } -> tensor<16xi1> loc(#loc36)
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%155, %collapsed_87, %cst_8 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%142 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc35)), %in_91: i64 loc(callsite(#loc4 at #loc35)), %in_92: i64 loc(callsite(#loc4 at #loc35)), %out: i64 loc(callsite(#loc4 at #loc35))):
      %168 = arith.select %in, %in_91, %in_92 : i64 loc(#loc36)
      linalg.yield %168 : i64 loc(#loc36)
    } -> tensor<16xi64> loc(#loc36)
    %expanded_89 = tensor.expand_shape %156 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc36)
    %157 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_89 : tensor<16x1xi64>) outs(%150 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = linalg.index 0 : index loc(#loc36)
      %169 = arith.index_cast %in : i64 to index loc(#loc36)
      %170 = arith.cmpi slt, %169, %c64 : index loc(#loc36)
      cf.assert %170, "index must be smaller than dim size" loc(#loc36)
      %171 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc36)
      cf.assert %171, "index must be larger or equal to 0" loc(#loc36)
      %extracted = tensor.extract %153[%168, %169] : tensor<16x64xf32> loc(#loc36)
      linalg.yield %extracted : f32 loc(#loc36)
    } -> tensor<16x1xf32> loc(#loc36)
    %collapsed_90 = tensor.collapse_shape %157 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc36)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_90 : tensor<16xf32>) outs(%144 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.negf %in : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16xf32> loc(#loc36)
    %159 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%155, %158, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%144 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc35)), %in_91: f32 loc(callsite(#loc4 at #loc35)), %in_92: f32 loc(callsite(#loc7 at #loc37)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.select %in, %in_91, %in_92 : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<16xf32> loc(#loc36)
    %160 = tensor.empty() : tensor<i64> loc(#loc36)
    %161 = linalg.fill ins(%c0_i64 : i64) outs(%160 : tensor<i64>) -> tensor<i64> loc(#loc36)
    %162 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%155 : tensor<16xi1>) outs(%161 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc35)), %out: i64 loc(callsite(#loc4 at #loc35))):
      %168 = arith.extui %in : i1 to i64 loc(#loc36)
      %169 = arith.addi %168, %out : i64 loc(#loc36)
      linalg.yield %169 : i64 loc(#loc36)
    } -> tensor<i64> loc(#loc36)
    %163 = tensor.empty() : tensor<f32> loc(#loc36)
    %164 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%162 : tensor<i64>) outs(%163 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.sitofp %in : i64 to f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<f32> loc(#loc36)
    %165 = linalg.fill ins(%cst : f32) outs(%163 : tensor<f32>) -> tensor<f32> loc(#loc36)
    %166 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%159 : tensor<16xf32>) outs(%165 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.addf %in, %out : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<f32> loc(#loc36)
    %167 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%166, %164 : tensor<f32>, tensor<f32>) outs(%163 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc35)), %in_91: f32 loc(callsite(#loc4 at #loc35)), %out: f32 loc(callsite(#loc4 at #loc35))):
      %168 = arith.divf %in, %in_91 : f32 loc(#loc36)
      linalg.yield %168 : f32 loc(#loc36)
    } -> tensor<f32> loc(#loc36)
    return %167 : tensor<f32> loc(#loc36)
  } loc(#loc46)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     model.embed_tokens.weight
  //   #1 param     model.layers.0.self_attn.q_proj.weight
  //   #2 param     model.layers.0.self_attn.k_proj.weight
  //   #3 param     model.layers.0.self_attn.v_proj.weight
  //   #4 param     model.layers.0.self_attn.o_proj.weight
  //   #5 param     model.layers.0.mlp.gate_proj.weight
  //   #6 param     model.layers.0.mlp.up_proj.weight
  //   #7 param     model.layers.0.mlp.down_proj.weight
  //   #8 param     model.layers.0.input_layernorm.weight
  //   #9 param     model.layers.0.post_attention_layernorm.weight
  //   #10 param     model.layers.1.self_attn.q_proj.weight
  //   #11 param     model.layers.1.self_attn.k_proj.weight
  //   #12 param     model.layers.1.self_attn.v_proj.weight
  //   #13 param     model.layers.1.self_attn.o_proj.weight
  //   #14 param     model.layers.1.mlp.gate_proj.weight
  //   #15 param     model.layers.1.mlp.up_proj.weight
  //   #16 param     model.layers.1.mlp.down_proj.weight
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
      %a5: tensor<64x32xf32> {mpt.role = "param"},
      %a6: tensor<64x32xf32> {mpt.role = "param"},
      %a7: tensor<32x64xf32> {mpt.role = "param"},
      %a8: tensor<32xf32> {mpt.role = "param"},
      %a9: tensor<32xf32> {mpt.role = "param"},
      %a10: tensor<32x32xf32> {mpt.role = "param"},
      %a11: tensor<16x32xf32> {mpt.role = "param"},
      %a12: tensor<16x32xf32> {mpt.role = "param"},
      %a13: tensor<32x32xf32> {mpt.role = "param"},
      %a14: tensor<64x32xf32> {mpt.role = "param"},
      %a15: tensor<64x32xf32> {mpt.role = "param"},
      %a16: tensor<32x64xf32> {mpt.role = "param"},
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
          tensor<64x32xf32> {mpt.updates = 5 : i64},
          tensor<64x32xf32> {mpt.updates = 6 : i64},
          tensor<32x64xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32xf32> {mpt.updates = 9 : i64},
          tensor<32x32xf32> {mpt.updates = 10 : i64},
          tensor<16x32xf32> {mpt.updates = 11 : i64},
          tensor<16x32xf32> {mpt.updates = 12 : i64},
          tensor<32x32xf32> {mpt.updates = 13 : i64},
          tensor<64x32xf32> {mpt.updates = 14 : i64},
          tensor<64x32xf32> {mpt.updates = 15 : i64},
          tensor<32x64xf32> {mpt.updates = 16 : i64},
          tensor<32xf32> {mpt.updates = 17 : i64},
          tensor<32xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<64x32xf32> {mpt.updates = 20 : i64},
          tensor<f32>) {
    %loss, %g:21 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p3 = mpt.sgd %a3, %g#3, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p6 = mpt.sgd %a6, %g#6, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p7 = mpt.sgd %a7, %g#7, %a23 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p8 = mpt.sgd %a8, %g#8, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p11 = mpt.sgd %a11, %g#11, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a23 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a23 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p15 = mpt.sgd %a15, %g#15, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p16 = mpt.sgd %a16, %g#16, %a23 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p17 = mpt.sgd %a17, %g#17, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p18 = mpt.sgd %a18, %g#18, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p19 = mpt.sgd %a19, %g#19, %a23 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a23 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %loss
        : tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":246:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":471:0)
#loc38 = loc(callsite(#loc34 at #loc36))
#loc45 = loc(callsite(#loc21 at #loc38))
#loc66 = loc(callsite(#loc24 at #loc47))
#loc73 = loc(callsite(#loc21 at #loc64))
#loc74 = loc(callsite(#loc21 at #loc65))
#loc75 = loc(callsite(#loc21 at #loc66))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
