// Exported by mpt_torch from PeftModel (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":372:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":459:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/peft/peft_model.py":1007:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":27:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/export.py":40:0)
#loc7 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":382:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":258:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":299:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":394:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":66:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":297:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":111:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":391:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":379:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":112:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":113:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":114:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":116:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":64:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":65:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":67:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/peft/tuners/lora/layer.py":1088:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":244:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/peft/tuners/lora/layer.py":1100:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/peft/tuners/lora/layer.py":1102:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/peft/tuners/lora/layer.py":1113:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":245:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":246:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":249:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":269:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":270:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":308:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":312:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":164:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":313:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":314:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":404:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py":471:0)
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
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0) -> ()>
#map19 = affine_map<() -> ()>
#loc43 = loc(callsite(#loc6 at #loc7))
#loc44 = loc(callsite(#loc5 at #loc43))
#loc45 = loc(callsite(#loc4 at #loc44))
#loc46 = loc(callsite(#loc3 at #loc45))
#loc47 = loc(callsite(#loc42 at #loc45))
#loc48 = loc(callsite(#loc2 at #loc46))
#loc49 = loc(callsite(#loc8 at #loc46))
#loc50 = loc(callsite(#loc11 at #loc46))
#loc51 = loc(callsite(#loc15 at #loc46))
#loc52 = loc(callsite(#loc16 at #loc46))
#loc53 = loc(callsite(#loc41 at #loc46))
#loc54 = loc(callsite(#loc24 at #loc47))
#loc55 = loc(callsite(#loc1 at #loc48))
#loc56 = loc(callsite(#loc10 at #loc50))
#loc57 = loc(callsite(#loc13 at #loc50))
#loc58 = loc(callsite(#loc14 at #loc51))
#loc59 = loc(callsite(#loc17 at #loc51))
#loc60 = loc(callsite(#loc18 at #loc51))
#loc61 = loc(callsite(#loc19 at #loc51))
#loc62 = loc(callsite(#loc20 at #loc51))
#loc63 = loc(callsite(#loc35 at #loc50))
#loc64 = loc(callsite(#loc36 at #loc50))
#loc65 = loc(callsite(#loc38 at #loc50))
#loc66 = loc(callsite(#loc40 at #loc50))
#loc67 = loc(callsite(#loc21 at #loc53))
#loc68 = loc(callsite(#loc22 at #loc53))
#loc69 = loc(callsite(#loc12 at #loc53))
#loc70 = loc(callsite(#loc23 at #loc53))
#loc71 = loc(callsite(#loc9 at #loc56))
#loc72 = loc(callsite(#loc12 at #loc57))
#loc73 = loc(callsite(#loc21 at #loc57))
#loc74 = loc(callsite(#loc22 at #loc57))
#loc75 = loc(callsite(#loc23 at #loc57))
#loc76 = loc(callsite(#loc26 at #loc56))
#loc77 = loc(callsite(#loc30 at #loc56))
#loc78 = loc(callsite(#loc31 at #loc56))
#loc79 = loc(callsite(#loc32 at #loc56))
#loc80 = loc(callsite(#loc33 at #loc56))
#loc81 = loc(callsite(#loc34 at #loc56))
#loc82 = loc(callsite(#loc21 at #loc64))
#loc83 = loc(callsite(#loc22 at #loc64))
#loc84 = loc(callsite(#loc12 at #loc64))
#loc85 = loc(callsite(#loc23 at #loc64))
#loc86 = loc(callsite(#loc37 at #loc65))
#loc87 = loc(callsite(#loc25 at #loc76))
#loc88 = loc(callsite(#loc27 at #loc76))
#loc89 = loc(callsite(#loc28 at #loc76))
#loc90 = loc(callsite(#loc29 at #loc76))
#loc91 = loc(callsite(#loc25 at #loc77))
#loc92 = loc(callsite(#loc28 at #loc77))
#loc93 = loc(callsite(#loc29 at #loc77))
#loc94 = loc(callsite(#loc25 at #loc78))
#loc95 = loc(callsite(#loc28 at #loc78))
#loc96 = loc(callsite(#loc29 at #loc78))
#loc97 = loc(callsite(#loc25 at #loc81))
#loc98 = loc(callsite(#loc27 at #loc81))
#loc99 = loc(callsite(#loc28 at #loc81))
#loc100 = loc(callsite(#loc29 at #loc81))
#loc101 = loc(callsite(#loc25 at #loc86))
#loc102 = loc(callsite(#loc27 at #loc86))
#loc103 = loc(callsite(#loc28 at #loc86))
#loc104 = loc(callsite(#loc29 at #loc86))
#loc105 = loc(callsite(#loc39 at #loc86))
#loc106 = loc(callsite(#loc24 at #loc87))
#loc107 = loc(callsite(#loc24 at #loc89))
#loc108 = loc(callsite(#loc24 at #loc91))
#loc109 = loc(callsite(#loc24 at #loc92))
#loc110 = loc(callsite(#loc24 at #loc94))
#loc111 = loc(callsite(#loc24 at #loc95))
#loc112 = loc(callsite(#loc24 at #loc97))
#loc113 = loc(callsite(#loc24 at #loc99))
#loc114 = loc(callsite(#loc24 at #loc101))
#loc115 = loc(callsite(#loc24 at #loc103))
module {
  func.func @forward(%arg0: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg1: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg2: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg3: tensor<16x4xf32> loc(callsite(#loc1 at #loc48)), %arg4: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg5: tensor<16x4xf32> loc(callsite(#loc1 at #loc48)), %arg6: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg7: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg8: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg9: tensor<64x4xf32> loc(callsite(#loc1 at #loc48)), %arg10: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg11: tensor<64x4xf32> loc(callsite(#loc1 at #loc48)), %arg12: tensor<4x64xf32> loc(callsite(#loc1 at #loc48)), %arg13: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg14: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg15: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg16: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg17: tensor<16x4xf32> loc(callsite(#loc1 at #loc48)), %arg18: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg19: tensor<16x4xf32> loc(callsite(#loc1 at #loc48)), %arg20: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg21: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg22: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg23: tensor<64x4xf32> loc(callsite(#loc1 at #loc48)), %arg24: tensor<4x32xf32> loc(callsite(#loc1 at #loc48)), %arg25: tensor<64x4xf32> loc(callsite(#loc1 at #loc48)), %arg26: tensor<4x64xf32> loc(callsite(#loc1 at #loc48)), %arg27: tensor<32x4xf32> loc(callsite(#loc1 at #loc48)), %arg28: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg29: tensor<32x32xbf16> loc(callsite(#loc1 at #loc48)), %arg30: tensor<16x32xbf16> loc(callsite(#loc1 at #loc48)), %arg31: tensor<16x32xbf16> loc(callsite(#loc1 at #loc48)), %arg32: tensor<32x32xbf16> loc(callsite(#loc1 at #loc48)), %arg33: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg34: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg35: tensor<32x64xbf16> loc(callsite(#loc1 at #loc48)), %arg36: tensor<32xbf16> loc(callsite(#loc1 at #loc48)), %arg37: tensor<32xbf16> loc(callsite(#loc1 at #loc48)), %arg38: tensor<32x32xbf16> loc(callsite(#loc1 at #loc48)), %arg39: tensor<16x32xbf16> loc(callsite(#loc1 at #loc48)), %arg40: tensor<16x32xbf16> loc(callsite(#loc1 at #loc48)), %arg41: tensor<32x32xbf16> loc(callsite(#loc1 at #loc48)), %arg42: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg43: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg44: tensor<32x64xbf16> loc(callsite(#loc1 at #loc48)), %arg45: tensor<32xbf16> loc(callsite(#loc1 at #loc48)), %arg46: tensor<32xbf16> loc(callsite(#loc1 at #loc48)), %arg47: tensor<32xbf16> loc(callsite(#loc1 at #loc48)), %arg48: tensor<64x32xbf16> loc(callsite(#loc1 at #loc48)), %arg49: tensor<2x8xi64> loc(callsite(#loc1 at #loc48)), %arg50: tensor<2x8xi64> loc(callsite(#loc1 at #loc48))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc44)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc44)
    %cst_3 = arith.constant dense<-3.389530e+38> : tensor<bf16> loc(#loc49)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<bf16> loc(#loc49)
    %cst_5 = arith.constant 0.35355339059327379 : f64 loc(#loc71)
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64 loc(#loc72)
    %cst_7 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16> loc(#loc58)
    %cst_8 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_9 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_10 = arith.constant dense<0> : tensor<i64> loc(#loc44)
    %0 = tensor.empty() : tensor<2x8x32xbf16> loc(#loc55)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc48)), %out: bf16 loc(callsite(#loc1 at #loc48))):
      %305 = arith.index_cast %in : i64 to index loc(#loc55)
      %306 = linalg.index 2 : index loc(#loc55)
      %307 = arith.cmpi slt, %305, %c64 : index loc(#loc55)
      cf.assert %307, "index must be smaller than dim size" loc(#loc55)
      %308 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc55)
      cf.assert %308, "index must be larger or equal to 0" loc(#loc55)
      %extracted = tensor.extract %arg28[%305, %306] : tensor<64x32xbf16> loc(#loc55)
      linalg.yield %extracted : bf16 loc(#loc55)
    } -> tensor<2x8x32xbf16> loc(#loc55)
    %2 = tensor.empty() : tensor<8xi64> loc(#loc52)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc16 at #loc46))):
      %305 = linalg.index 0 : index loc(#loc52)
      %306 = arith.index_cast %305 : index to i64 loc(#loc52)
      linalg.yield %306 : i64 loc(#loc52)
    } -> tensor<8xi64> loc(#loc52)
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc49)
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc49)
    %4 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc49)
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc46)), %in_153: i64 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      %305 = arith.cmpi sle, %in, %in_153 : i64 loc(#loc49)
      linalg.yield %305 : i1 loc(#loc49)
    } -> tensor<1x1x8x8xi1> loc(#loc49)
    %6 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc49)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc49)
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      linalg.yield %in : i1 loc(#loc49)
    } -> tensor<2x1x8x8xi1> loc(#loc49)
    %8 = tensor.empty() : tensor<2x1x8x8xbf16> loc(#loc49)
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_4, %cst_3 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%8 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %in_153: bf16 loc(callsite(#loc8 at #loc46)), %in_154: bf16 loc(callsite(#loc8 at #loc46)), %out: bf16 loc(callsite(#loc8 at #loc46))):
      %305 = arith.select %in, %in_153, %in_154 : bf16 loc(#loc49)
      linalg.yield %305 : bf16 loc(#loc49)
    } -> tensor<2x1x8x8xbf16> loc(#loc49)
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc58)
    %10 = tensor.empty() : tensor<1x8x1xf32> loc(#loc58)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc14 at #loc51)), %out: f32 loc(callsite(#loc14 at #loc51))):
      %305 = arith.sitofp %in : i64 to f32 loc(#loc58)
      linalg.yield %305 : f32 loc(#loc58)
    } -> tensor<1x8x1xf32> loc(#loc58)
    %12 = tensor.empty() : tensor<4xf32> loc(#loc58)
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<4xbf16>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc14 at #loc51)), %out: f32 loc(callsite(#loc14 at #loc51))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc58)
      linalg.yield %305 : f32 loc(#loc58)
    } -> tensor<4xf32> loc(#loc58)
    %14 = tensor.empty() : tensor<1x8x4xf32> loc(#loc58)
    %15 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%14 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc51)), %in_153: f32 loc(callsite(#loc14 at #loc51)), %out: f32 loc(callsite(#loc14 at #loc51))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc58)
      linalg.yield %305 : f32 loc(#loc58)
    } -> tensor<1x8x4xf32> loc(#loc58)
    %concat = tensor.concat dim(2) %15, %15 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc59)
    %16 = tensor.empty() : tensor<1x8x8xf32> loc(#loc60)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%16 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc51)), %out: f32 loc(callsite(#loc18 at #loc51))):
      %305 = math.cos %in : f32 loc(#loc60)
      linalg.yield %305 : f32 loc(#loc60)
    } -> tensor<1x8x8xf32> loc(#loc60)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%16 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc51)), %out: f32 loc(callsite(#loc19 at #loc51))):
      %305 = math.sin %in : f32 loc(#loc61)
      linalg.yield %305 : f32 loc(#loc61)
    } -> tensor<1x8x8xf32> loc(#loc61)
    %19 = tensor.empty() : tensor<1x8x8xbf16> loc(#loc62)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc51)), %out: bf16 loc(callsite(#loc20 at #loc51))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc62)
      linalg.yield %305 : bf16 loc(#loc62)
    } -> tensor<1x8x8xbf16> loc(#loc62)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x8xf32>) outs(%19 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc51)), %out: bf16 loc(callsite(#loc20 at #loc51))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc62)
      linalg.yield %305 : bf16 loc(#loc62)
    } -> tensor<1x8x8xbf16> loc(#loc62)
    %22 = tensor.empty() : tensor<2x8x32xf32> loc(#loc73)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc1 at #loc48)), %out: f32 loc(callsite(#loc21 at #loc57))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc73)
      linalg.yield %305 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %25 = tensor.empty() : tensor<2x8x1xf32> loc(#loc74)
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc74)
    %27 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = arith.addf %in, %out : f32 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x1xf32> loc(#loc74)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = arith.divf %in, %cst_8 : f32 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x1xf32> loc(#loc74)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = arith.truncf %cst_6 : f64 to f32 loc(#loc72)
      %306 = arith.addf %in, %305 : f32 loc(#loc72)
      linalg.yield %306 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %305 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %31 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc57)), %in_153: f32 loc(callsite(#loc12 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc72)
      linalg.yield %305 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc57)), %out: bf16 loc(callsite(#loc23 at #loc57))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc75)
      linalg.yield %305 : bf16 loc(#loc75)
    } -> tensor<2x8x32xbf16> loc(#loc75)
    %33 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %32 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc57)), %in_153: bf16 loc(callsite(#loc23 at #loc57)), %out: bf16 loc(callsite(#loc23 at #loc57))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc75)
      linalg.yield %305 : bf16 loc(#loc75)
    } -> tensor<2x8x32xbf16> loc(#loc75)
    %34 = tensor.empty() : tensor<32x32xbf16> loc(#loc106)
    %transposed = linalg.transpose ins(%arg29 : tensor<32x32xbf16>) outs(%34 : tensor<32x32xbf16>) permutation = [1, 0]  loc(#loc106)
    %collapsed_13 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16> loc(#loc106)
    %35 = tensor.empty() : tensor<16x32xf32> loc(#loc106)
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %37 = linalg.matmul ins(%collapsed_13, %transposed : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %38 = tensor.empty() : tensor<16x32xbf16> loc(#loc106)
    %39 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc87)), %out: bf16 loc(callsite(#loc24 at #loc87))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc106)
      linalg.yield %305 : bf16 loc(#loc106)
    } -> tensor<16x32xbf16> loc(#loc106)
    %expanded_14 = tensor.expand_shape %39 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc106)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc57)), %out: f32 loc(callsite(#loc27 at #loc76))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc88)
      linalg.yield %305 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %41 = tensor.empty() : tensor<32x4xf32> loc(#loc107)
    %transposed_15 = linalg.transpose ins(%arg0 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc107)
    %collapsed_16 = tensor.collapse_shape %40 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc107)
    %42 = tensor.empty() : tensor<16x4xf32> loc(#loc107)
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc107)
    %44 = linalg.matmul ins(%collapsed_16, %transposed_15 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc107)
    %45 = tensor.empty() : tensor<4x32xf32> loc(#loc107)
    %transposed_17 = linalg.transpose ins(%arg1 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc107)
    %46 = linalg.matmul ins(%44, %transposed_17 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc107)
    %expanded_18 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc107)
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc89)), %out: f32 loc(callsite(#loc28 at #loc76))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc89)
      linalg.yield %305 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14, %47 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc87)), %in_153: f32 loc(callsite(#loc28 at #loc76)), %out: f32 loc(callsite(#loc28 at #loc76))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc89)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc89)
      linalg.yield %306 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc76)), %out: bf16 loc(callsite(#loc29 at #loc76))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc90)
      linalg.yield %305 : bf16 loc(#loc90)
    } -> tensor<2x8x32xbf16> loc(#loc90)
    %expanded_19 = tensor.expand_shape %49 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xbf16> into tensor<2x8x4x8xbf16> loc(#loc76)
    %50 = tensor.empty() : tensor<2x4x8x8xbf16> loc(#loc76)
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x8x4x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %51 = tensor.empty() : tensor<32x16xbf16> loc(#loc108)
    %transposed_21 = linalg.transpose ins(%arg30 : tensor<16x32xbf16>) outs(%51 : tensor<32x16xbf16>) permutation = [1, 0]  loc(#loc108)
    %52 = tensor.empty() : tensor<16x16xf32> loc(#loc108)
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc108)
    %54 = linalg.matmul ins(%collapsed_13, %transposed_21 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc108)
    %55 = tensor.empty() : tensor<16x16xbf16> loc(#loc108)
    %56 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<16x16xf32>) outs(%55 : tensor<16x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc91)), %out: bf16 loc(callsite(#loc24 at #loc91))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc108)
      linalg.yield %305 : bf16 loc(#loc108)
    } -> tensor<16x16xbf16> loc(#loc108)
    %expanded_22 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xbf16> into tensor<2x8x16xbf16> loc(#loc108)
    %transposed_23 = linalg.transpose ins(%arg2 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc109)
    %57 = linalg.matmul ins(%collapsed_16, %transposed_23 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc109)
    %58 = tensor.empty() : tensor<4x16xf32> loc(#loc109)
    %transposed_24 = linalg.transpose ins(%arg3 : tensor<16x4xf32>) outs(%58 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc109)
    %59 = linalg.matmul ins(%57, %transposed_24 : tensor<16x4xf32>, tensor<4x16xf32>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc109)
    %expanded_25 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc109)
    %60 = tensor.empty() : tensor<2x8x16xf32> loc(#loc92)
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc92)), %out: f32 loc(callsite(#loc28 at #loc77))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc92)
      linalg.yield %305 : f32 loc(#loc92)
    } -> tensor<2x8x16xf32> loc(#loc92)
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %61 : tensor<2x8x16xbf16>, tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc91)), %in_153: f32 loc(callsite(#loc28 at #loc77)), %out: f32 loc(callsite(#loc28 at #loc77))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc92)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc92)
      linalg.yield %306 : f32 loc(#loc92)
    } -> tensor<2x8x16xf32> loc(#loc92)
    %63 = tensor.empty() : tensor<2x8x16xbf16> loc(#loc93)
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x16xf32>) outs(%63 : tensor<2x8x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc77)), %out: bf16 loc(callsite(#loc29 at #loc77))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc93)
      linalg.yield %305 : bf16 loc(#loc93)
    } -> tensor<2x8x16xbf16> loc(#loc93)
    %expanded_26 = tensor.expand_shape %64 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xbf16> into tensor<2x8x2x8xbf16> loc(#loc77)
    %65 = tensor.empty() : tensor<2x2x8x8xbf16> loc(#loc77)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x8x2x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %transposed_28 = linalg.transpose ins(%arg31 : tensor<16x32xbf16>) outs(%51 : tensor<32x16xbf16>) permutation = [1, 0]  loc(#loc110)
    %66 = linalg.matmul ins(%collapsed_13, %transposed_28 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc110)
    %67 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<16x16xf32>) outs(%55 : tensor<16x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc94)), %out: bf16 loc(callsite(#loc24 at #loc94))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc110)
      linalg.yield %305 : bf16 loc(#loc110)
    } -> tensor<16x16xbf16> loc(#loc110)
    %expanded_29 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xbf16> into tensor<2x8x16xbf16> loc(#loc110)
    %transposed_30 = linalg.transpose ins(%arg4 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc111)
    %68 = linalg.matmul ins(%collapsed_16, %transposed_30 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc111)
    %transposed_31 = linalg.transpose ins(%arg5 : tensor<16x4xf32>) outs(%58 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc111)
    %69 = linalg.matmul ins(%68, %transposed_31 : tensor<16x4xf32>, tensor<4x16xf32>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc111)
    %expanded_32 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc111)
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc95)), %out: f32 loc(callsite(#loc28 at #loc78))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc95)
      linalg.yield %305 : f32 loc(#loc95)
    } -> tensor<2x8x16xf32> loc(#loc95)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29, %70 : tensor<2x8x16xbf16>, tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc94)), %in_153: f32 loc(callsite(#loc28 at #loc78)), %out: f32 loc(callsite(#loc28 at #loc78))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc95)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc95)
      linalg.yield %306 : f32 loc(#loc95)
    } -> tensor<2x8x16xf32> loc(#loc95)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x16xf32>) outs(%63 : tensor<2x8x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc78)), %out: bf16 loc(callsite(#loc29 at #loc78))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc96)
      linalg.yield %305 : bf16 loc(#loc96)
    } -> tensor<2x8x16xbf16> loc(#loc96)
    %expanded_33 = tensor.expand_shape %72 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xbf16> into tensor<2x8x2x8xbf16> loc(#loc78)
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x8x2x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc78)
    %expanded_35 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16> loc(#loc79)
    %expanded_36 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16> loc(#loc79)
    %73 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20, %expanded_35 : tensor<2x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc26 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %extracted_slice = tensor.extract_slice %transposed_20[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16> loc(#loc79)
    %extracted_slice_37 = tensor.extract_slice %transposed_20[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16> loc(#loc79)
    %74 = tensor.empty() : tensor<2x4x8x4xbf16> loc(#loc79)
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_37 : tensor<2x4x8x4xbf16>) outs(%74 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.negf %in : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x4xbf16> loc(#loc79)
    %concat_38 = tensor.concat dim(3) %75, %extracted_slice : (tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) -> tensor<2x4x8x8xbf16> loc(#loc79)
    %76 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_38, %expanded_36 : tensor<2x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %77 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x4x8x8xbf16>, tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %78 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27, %expanded_35 : tensor<2x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc30 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %extracted_slice_39 = tensor.extract_slice %transposed_27[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16> loc(#loc79)
    %extracted_slice_40 = tensor.extract_slice %transposed_27[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16> loc(#loc79)
    %79 = tensor.empty() : tensor<2x2x8x4xbf16> loc(#loc79)
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40 : tensor<2x2x8x4xbf16>) outs(%79 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.negf %in : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x4xbf16> loc(#loc79)
    %concat_41 = tensor.concat dim(3) %80, %extracted_slice_39 : (tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) -> tensor<2x2x8x8xbf16> loc(#loc79)
    %81 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_41, %expanded_36 : tensor<2x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<2x2x8x8xbf16>, tensor<2x2x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %83 = tensor.empty() : tensor<2x2x2x8x8xbf16> loc(#loc71)
    %84 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<2x2x8x8xbf16>) outs(%83 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      linalg.yield %in : bf16 loc(#loc71)
    } -> tensor<2x2x2x8x8xbf16> loc(#loc71)
    %collapsed_42 = tensor.collapse_shape %84 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %85 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<2x2x8x8xbf16>) outs(%83 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      linalg.yield %in : bf16 loc(#loc71)
    } -> tensor<2x2x2x8x8xbf16> loc(#loc71)
    %transposed_43 = linalg.transpose ins(%collapsed_42 : tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_44 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %86 = tensor.empty() : tensor<8x8x8xf32> loc(#loc71)
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %88 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%87 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %89 = tensor.empty() : tensor<8x8x8xbf16> loc(#loc71)
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<8x8x8xf32>) outs(%89 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<8x8x8xbf16> loc(#loc71)
    %expanded_46 = tensor.expand_shape %90 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %91 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %cst_5 : f64 to bf16 loc(#loc71)
      %306 = arith.mulf %in, %305 : bf16 loc(#loc71)
      linalg.yield %306 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %92 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %9 : tensor<2x4x8x8xbf16>, tensor<2x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %in_153: bf16 loc(callsite(#loc8 at #loc46)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %93 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc71)
    %94 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x4x8x8xbf16>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %95 = tensor.empty() : tensor<2x4x8xi64> loc(#loc71)
    %96 = linalg.fill ins(%c0_i64 : i64) outs(%95 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc71)
    %97 = tensor.empty() : tensor<2x4x8xf32> loc(#loc71)
    %98 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc71)
    %99:2 = linalg.generic {indexing_maps = [#map5, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<2x4x8x8xf32>) outs(%98, %96 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56)), %out_153: i64 loc(callsite(#loc9 at #loc56))):
      %305 = linalg.index 3 : index loc(#loc71)
      %306 = arith.index_cast %305 : index to i64 loc(#loc71)
      %307 = arith.maximumf %in, %out : f32 loc(#loc71)
      %308 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %309 = arith.select %308, %306, %out_153 : i64 loc(#loc71)
      linalg.yield %307, %309 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_47 = tensor.expand_shape %99#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %100 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_47 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %in_153: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.subf %in, %in_153 : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %101 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x4x8x8xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = math.exp %in : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %102 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc71)
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc71)
    %104 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x4x8x8xf32>) outs(%103 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %105 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %104 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %in_153: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.divf %in, %in_153 : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %106 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %collapsed_48 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %collapsed_49 = tensor.collapse_shape %85 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %107 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%87 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<8x8x8xf32>) outs(%89 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<8x8x8xbf16> loc(#loc71)
    %expanded_50 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %109 = tensor.empty() : tensor<2x8x4x8xbf16> loc(#loc71)
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x4x8x8xbf16>) outs(%109 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16> loc(#loc80)
    %transposed_53 = linalg.transpose ins(%arg32 : tensor<32x32xbf16>) outs(%34 : tensor<32x32xbf16>) permutation = [1, 0]  loc(#loc112)
    %collapsed_54 = tensor.collapse_shape %transposed_51 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16> loc(#loc112)
    %110 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc112)
    %111 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc97)), %out: bf16 loc(callsite(#loc24 at #loc97))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc112)
      linalg.yield %305 : bf16 loc(#loc112)
    } -> tensor<16x32xbf16> loc(#loc112)
    %expanded_55 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc112)
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_52 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc33 at #loc56)), %out: f32 loc(callsite(#loc27 at #loc81))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc98)
      linalg.yield %305 : f32 loc(#loc98)
    } -> tensor<2x8x32xf32> loc(#loc98)
    %transposed_56 = linalg.transpose ins(%arg6 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc113)
    %collapsed_57 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc113)
    %113 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc113)
    %transposed_58 = linalg.transpose ins(%arg7 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc113)
    %114 = linalg.matmul ins(%113, %transposed_58 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc113)
    %expanded_59 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc113)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc99)), %out: f32 loc(callsite(#loc28 at #loc81))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc99)
      linalg.yield %305 : f32 loc(#loc99)
    } -> tensor<2x8x32xf32> loc(#loc99)
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %115 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc97)), %in_153: f32 loc(callsite(#loc28 at #loc81)), %out: f32 loc(callsite(#loc28 at #loc81))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc99)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc99)
      linalg.yield %306 : f32 loc(#loc99)
    } -> tensor<2x8x32xf32> loc(#loc99)
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc81)), %out: bf16 loc(callsite(#loc29 at #loc81))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc100)
      linalg.yield %305 : bf16 loc(#loc100)
    } -> tensor<2x8x32xbf16> loc(#loc100)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %117 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc1 at #loc48)), %in_153: bf16 loc(callsite(#loc29 at #loc81)), %out: bf16 loc(callsite(#loc35 at #loc50))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc63)
      linalg.yield %305 : bf16 loc(#loc63)
    } -> tensor<2x8x32xbf16> loc(#loc63)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc35 at #loc50)), %out: f32 loc(callsite(#loc21 at #loc64))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc82)
      linalg.yield %305 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x32xf32> loc(#loc83)
    %121 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = arith.addf %in, %out : f32 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x1xf32> loc(#loc83)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = arith.divf %in, %cst_8 : f32 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x1xf32> loc(#loc83)
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = arith.truncf %cst_6 : f64 to f32 loc(#loc84)
      %306 = arith.addf %in, %305 : f32 loc(#loc84)
      linalg.yield %306 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = math.rsqrt %in : f32 loc(#loc84)
      linalg.yield %305 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %125 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %in_153: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc84)
      linalg.yield %305 : f32 loc(#loc84)
    } -> tensor<2x8x32xf32> loc(#loc84)
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc64)), %out: bf16 loc(callsite(#loc23 at #loc64))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc85)
      linalg.yield %305 : bf16 loc(#loc85)
    } -> tensor<2x8x32xbf16> loc(#loc85)
    %127 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %126 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc64)), %in_153: bf16 loc(callsite(#loc23 at #loc64)), %out: bf16 loc(callsite(#loc23 at #loc64))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc85)
      linalg.yield %305 : bf16 loc(#loc85)
    } -> tensor<2x8x32xbf16> loc(#loc85)
    %128 = tensor.empty() : tensor<32x64xbf16> loc(#loc114)
    %transposed_60 = linalg.transpose ins(%arg33 : tensor<64x32xbf16>) outs(%128 : tensor<32x64xbf16>) permutation = [1, 0]  loc(#loc114)
    %collapsed_61 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16> loc(#loc114)
    %129 = tensor.empty() : tensor<16x64xf32> loc(#loc114)
    %130 = linalg.fill ins(%cst : f32) outs(%129 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc114)
    %131 = linalg.matmul ins(%collapsed_61, %transposed_60 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc114)
    %132 = tensor.empty() : tensor<16x64xbf16> loc(#loc114)
    %133 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<16x64xf32>) outs(%132 : tensor<16x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x64xbf16> loc(#loc114)
    %expanded_62 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16> loc(#loc114)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc27 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc102)
      linalg.yield %305 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %transposed_63 = linalg.transpose ins(%arg8 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_64 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc115)
    %135 = linalg.matmul ins(%collapsed_64, %transposed_63 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %136 = tensor.empty() : tensor<4x64xf32> loc(#loc115)
    %transposed_65 = linalg.transpose ins(%arg9 : tensor<64x4xf32>) outs(%136 : tensor<4x64xf32>) permutation = [1, 0]  loc(#loc115)
    %137 = linalg.matmul ins(%135, %transposed_65 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_66 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc115)
    %138 = tensor.empty() : tensor<2x8x64xf32> loc(#loc103)
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %139 : tensor<2x8x64xbf16>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %141 = tensor.empty() : tensor<2x8x64xbf16> loc(#loc104)
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x64xbf16> loc(#loc104)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x64xbf16>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc29 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc105)
      linalg.yield %305 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.negf %in : f32 loc(#loc105)
      %306 = math.exp %305 : f32 loc(#loc105)
      %307 = arith.addf %306, %cst_1 : f32 loc(#loc105)
      %308 = arith.divf %cst_1, %307 : f32 loc(#loc105)
      linalg.yield %308 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %144 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %in_153: f32 loc(callsite(#loc39 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc105)
      linalg.yield %305 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %out: bf16 loc(callsite(#loc39 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc105)
      linalg.yield %305 : bf16 loc(#loc105)
    } -> tensor<2x8x64xbf16> loc(#loc105)
    %transposed_67 = linalg.transpose ins(%arg34 : tensor<64x32xbf16>) outs(%128 : tensor<32x64xbf16>) permutation = [1, 0]  loc(#loc114)
    %147 = linalg.matmul ins(%collapsed_61, %transposed_67 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc114)
    %148 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<16x64xf32>) outs(%132 : tensor<16x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x64xbf16> loc(#loc114)
    %expanded_68 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16> loc(#loc114)
    %transposed_69 = linalg.transpose ins(%arg10 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc115)
    %149 = linalg.matmul ins(%collapsed_64, %transposed_69 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %transposed_70 = linalg.transpose ins(%arg11 : tensor<64x4xf32>) outs(%136 : tensor<4x64xf32>) permutation = [1, 0]  loc(#loc115)
    %150 = linalg.matmul ins(%149, %transposed_70 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_71 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc115)
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %151 : tensor<2x8x64xbf16>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x64xbf16> loc(#loc104)
    %154 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %153 : tensor<2x8x64xbf16>, tensor<2x8x64xbf16>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc39 at #loc86)), %in_153: bf16 loc(callsite(#loc29 at #loc86)), %out: bf16 loc(callsite(#loc37 at #loc65))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc86)
      linalg.yield %305 : bf16 loc(#loc86)
    } -> tensor<2x8x64xbf16> loc(#loc86)
    %155 = tensor.empty() : tensor<64x32xbf16> loc(#loc114)
    %transposed_72 = linalg.transpose ins(%arg35 : tensor<32x64xbf16>) outs(%155 : tensor<64x32xbf16>) permutation = [1, 0]  loc(#loc114)
    %collapsed_73 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16> loc(#loc114)
    %156 = linalg.matmul ins(%collapsed_73, %transposed_72 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc114)
    %157 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%156 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x32xbf16> loc(#loc114)
    %expanded_74 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc114)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x64xbf16>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc37 at #loc65)), %out: f32 loc(callsite(#loc27 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc102)
      linalg.yield %305 : f32 loc(#loc102)
    } -> tensor<2x8x64xf32> loc(#loc102)
    %159 = tensor.empty() : tensor<64x4xf32> loc(#loc115)
    %transposed_75 = linalg.transpose ins(%arg12 : tensor<4x64xf32>) outs(%159 : tensor<64x4xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_76 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc115)
    %160 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %transposed_77 = linalg.transpose ins(%arg13 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc115)
    %161 = linalg.matmul ins(%160, %transposed_77 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc115)
    %expanded_78 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc115)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %162 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x32xbf16> loc(#loc104)
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %164 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc35 at #loc50)), %in_153: bf16 loc(callsite(#loc29 at #loc86)), %out: bf16 loc(callsite(#loc40 at #loc50))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc66)
      linalg.yield %305 : bf16 loc(#loc66)
    } -> tensor<2x8x32xbf16> loc(#loc66)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc40 at #loc50)), %out: f32 loc(callsite(#loc21 at #loc57))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc73)
      linalg.yield %305 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %168 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = arith.addf %in, %out : f32 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x1xf32> loc(#loc74)
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %305 = arith.divf %in, %cst_8 : f32 loc(#loc74)
      linalg.yield %305 : f32 loc(#loc74)
    } -> tensor<2x8x1xf32> loc(#loc74)
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = arith.truncf %cst_6 : f64 to f32 loc(#loc72)
      %306 = arith.addf %in, %305 : f32 loc(#loc72)
      linalg.yield %306 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %305 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %172 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %171 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc57)), %in_153: f32 loc(callsite(#loc12 at #loc57)), %out: f32 loc(callsite(#loc12 at #loc57))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc72)
      linalg.yield %305 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc57)), %out: bf16 loc(callsite(#loc23 at #loc57))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc75)
      linalg.yield %305 : bf16 loc(#loc75)
    } -> tensor<2x8x32xbf16> loc(#loc75)
    %174 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %173 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc57)), %in_153: bf16 loc(callsite(#loc23 at #loc57)), %out: bf16 loc(callsite(#loc23 at #loc57))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc75)
      linalg.yield %305 : bf16 loc(#loc75)
    } -> tensor<2x8x32xbf16> loc(#loc75)
    %transposed_79 = linalg.transpose ins(%arg38 : tensor<32x32xbf16>) outs(%34 : tensor<32x32xbf16>) permutation = [1, 0]  loc(#loc106)
    %collapsed_80 = tensor.collapse_shape %174 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16> loc(#loc106)
    %175 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %176 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc87)), %out: bf16 loc(callsite(#loc24 at #loc87))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc106)
      linalg.yield %305 : bf16 loc(#loc106)
    } -> tensor<16x32xbf16> loc(#loc106)
    %expanded_81 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc106)
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc57)), %out: f32 loc(callsite(#loc27 at #loc76))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc88)
      linalg.yield %305 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %transposed_82 = linalg.transpose ins(%arg14 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc107)
    %collapsed_83 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc107)
    %178 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc107)
    %transposed_84 = linalg.transpose ins(%arg15 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc107)
    %179 = linalg.matmul ins(%178, %transposed_84 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc107)
    %expanded_85 = tensor.expand_shape %179 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc107)
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc89)), %out: f32 loc(callsite(#loc28 at #loc76))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc89)
      linalg.yield %305 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %180 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc87)), %in_153: f32 loc(callsite(#loc28 at #loc76)), %out: f32 loc(callsite(#loc28 at #loc76))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc89)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc89)
      linalg.yield %306 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc76)), %out: bf16 loc(callsite(#loc29 at #loc76))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc90)
      linalg.yield %305 : bf16 loc(#loc90)
    } -> tensor<2x8x32xbf16> loc(#loc90)
    %expanded_86 = tensor.expand_shape %182 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xbf16> into tensor<2x8x4x8xbf16> loc(#loc76)
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<2x8x4x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_88 = linalg.transpose ins(%arg39 : tensor<16x32xbf16>) outs(%51 : tensor<32x16xbf16>) permutation = [1, 0]  loc(#loc108)
    %183 = linalg.matmul ins(%collapsed_80, %transposed_88 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc108)
    %184 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<16x16xf32>) outs(%55 : tensor<16x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc91)), %out: bf16 loc(callsite(#loc24 at #loc91))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc108)
      linalg.yield %305 : bf16 loc(#loc108)
    } -> tensor<16x16xbf16> loc(#loc108)
    %expanded_89 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xbf16> into tensor<2x8x16xbf16> loc(#loc108)
    %transposed_90 = linalg.transpose ins(%arg16 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc109)
    %185 = linalg.matmul ins(%collapsed_83, %transposed_90 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc109)
    %transposed_91 = linalg.transpose ins(%arg17 : tensor<16x4xf32>) outs(%58 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc109)
    %186 = linalg.matmul ins(%185, %transposed_91 : tensor<16x4xf32>, tensor<4x16xf32>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc109)
    %expanded_92 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc109)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc92)), %out: f32 loc(callsite(#loc28 at #loc77))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc92)
      linalg.yield %305 : f32 loc(#loc92)
    } -> tensor<2x8x16xf32> loc(#loc92)
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %187 : tensor<2x8x16xbf16>, tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc91)), %in_153: f32 loc(callsite(#loc28 at #loc77)), %out: f32 loc(callsite(#loc28 at #loc77))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc92)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc92)
      linalg.yield %306 : f32 loc(#loc92)
    } -> tensor<2x8x16xf32> loc(#loc92)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x16xf32>) outs(%63 : tensor<2x8x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc77)), %out: bf16 loc(callsite(#loc29 at #loc77))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc93)
      linalg.yield %305 : bf16 loc(#loc93)
    } -> tensor<2x8x16xbf16> loc(#loc93)
    %expanded_93 = tensor.expand_shape %189 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xbf16> into tensor<2x8x2x8xbf16> loc(#loc77)
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x8x2x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %transposed_95 = linalg.transpose ins(%arg40 : tensor<16x32xbf16>) outs(%51 : tensor<32x16xbf16>) permutation = [1, 0]  loc(#loc110)
    %190 = linalg.matmul ins(%collapsed_80, %transposed_95 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc110)
    %191 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<16x16xf32>) outs(%55 : tensor<16x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc94)), %out: bf16 loc(callsite(#loc24 at #loc94))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc110)
      linalg.yield %305 : bf16 loc(#loc110)
    } -> tensor<16x16xbf16> loc(#loc110)
    %expanded_96 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xbf16> into tensor<2x8x16xbf16> loc(#loc110)
    %transposed_97 = linalg.transpose ins(%arg18 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc111)
    %192 = linalg.matmul ins(%collapsed_83, %transposed_97 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc111)
    %transposed_98 = linalg.transpose ins(%arg19 : tensor<16x4xf32>) outs(%58 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc111)
    %193 = linalg.matmul ins(%192, %transposed_98 : tensor<16x4xf32>, tensor<4x16xf32>) outs(%53 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc111)
    %expanded_99 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc111)
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc95)), %out: f32 loc(callsite(#loc28 at #loc78))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc95)
      linalg.yield %305 : f32 loc(#loc95)
    } -> tensor<2x8x16xf32> loc(#loc95)
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %194 : tensor<2x8x16xbf16>, tensor<2x8x16xf32>) outs(%60 : tensor<2x8x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc94)), %in_153: f32 loc(callsite(#loc28 at #loc78)), %out: f32 loc(callsite(#loc28 at #loc78))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc95)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc95)
      linalg.yield %306 : f32 loc(#loc95)
    } -> tensor<2x8x16xf32> loc(#loc95)
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x16xf32>) outs(%63 : tensor<2x8x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc78)), %out: bf16 loc(callsite(#loc29 at #loc78))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc96)
      linalg.yield %305 : bf16 loc(#loc96)
    } -> tensor<2x8x16xbf16> loc(#loc96)
    %expanded_100 = tensor.expand_shape %196 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xbf16> into tensor<2x8x2x8xbf16> loc(#loc78)
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<2x8x2x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc78)
    %197 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_87, %expanded_35 : tensor<2x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc26 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %extracted_slice_102 = tensor.extract_slice %transposed_87[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16> loc(#loc79)
    %extracted_slice_103 = tensor.extract_slice %transposed_87[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16> loc(#loc79)
    %198 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_103 : tensor<2x4x8x4xbf16>) outs(%74 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.negf %in : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x4xbf16> loc(#loc79)
    %concat_104 = tensor.concat dim(3) %198, %extracted_slice_102 : (tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) -> tensor<2x4x8x8xbf16> loc(#loc79)
    %199 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_104, %expanded_36 : tensor<2x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %200 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %199 : tensor<2x4x8x8xbf16>, tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x4x8x8xbf16> loc(#loc79)
    %201 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_94, %expanded_35 : tensor<2x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc30 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %extracted_slice_105 = tensor.extract_slice %transposed_94[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16> loc(#loc79)
    %extracted_slice_106 = tensor.extract_slice %transposed_94[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16> loc(#loc79)
    %202 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_106 : tensor<2x2x8x4xbf16>) outs(%79 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.negf %in : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x4xbf16> loc(#loc79)
    %concat_107 = tensor.concat dim(3) %202, %extracted_slice_105 : (tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) -> tensor<2x2x8x8xbf16> loc(#loc79)
    %203 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_107, %expanded_36 : tensor<2x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %204 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %203 : tensor<2x2x8x8xbf16>, tensor<2x2x8x8xbf16>) outs(%65 : tensor<2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc32 at #loc56)), %in_153: bf16 loc(callsite(#loc32 at #loc56)), %out: bf16 loc(callsite(#loc32 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc79)
      linalg.yield %305 : bf16 loc(#loc79)
    } -> tensor<2x2x8x8xbf16> loc(#loc79)
    %205 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<2x2x8x8xbf16>) outs(%83 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      linalg.yield %in : bf16 loc(#loc71)
    } -> tensor<2x2x2x8x8xbf16> loc(#loc71)
    %collapsed_108 = tensor.collapse_shape %205 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %206 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<2x2x8x8xbf16>) outs(%83 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      linalg.yield %in : bf16 loc(#loc71)
    } -> tensor<2x2x2x8x8xbf16> loc(#loc71)
    %transposed_109 = linalg.transpose ins(%collapsed_108 : tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) permutation = [0, 1, 3, 2]  loc(#loc71)
    %collapsed_110 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %207 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%87 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<8x8x8xf32>) outs(%89 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<8x8x8xbf16> loc(#loc71)
    %expanded_112 = tensor.expand_shape %208 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %209 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<2x4x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %cst_5 : f64 to bf16 loc(#loc71)
      %306 = arith.mulf %in, %305 : bf16 loc(#loc71)
      linalg.yield %306 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %210 = linalg.generic {indexing_maps = [#map5, #map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %9 : tensor<2x4x8x8xbf16>, tensor<2x1x8x8xbf16>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %in_153: bf16 loc(callsite(#loc8 at #loc46)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %211 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<2x4x8x8xbf16>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %212:2 = linalg.generic {indexing_maps = [#map5, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%211 : tensor<2x4x8x8xf32>) outs(%98, %96 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56)), %out_153: i64 loc(callsite(#loc9 at #loc56))):
      %305 = linalg.index 3 : index loc(#loc71)
      %306 = arith.index_cast %305 : index to i64 loc(#loc71)
      %307 = arith.maximumf %in, %out : f32 loc(#loc71)
      %308 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %309 = arith.select %308, %306, %out_153 : i64 loc(#loc71)
      linalg.yield %307, %309 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_113 = tensor.expand_shape %212#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %213 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_113 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %in_153: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.subf %in, %in_153 : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %214 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<2x4x8x8xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = math.exp %in : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %215 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%214 : tensor<2x4x8x8xf32>) outs(%103 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %216 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %215 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %in_153: f32 loc(callsite(#loc9 at #loc56)), %out: f32 loc(callsite(#loc9 at #loc56))):
      %305 = arith.divf %in, %in_153 : f32 loc(#loc71)
      linalg.yield %305 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %217 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<2x4x8x8xf32>) outs(%50 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<2x4x8x8xbf16> loc(#loc71)
    %collapsed_114 = tensor.collapse_shape %217 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %collapsed_115 = tensor.collapse_shape %206 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<8x8x8xbf16> loc(#loc71)
    %218 = linalg.batch_matmul ins(%collapsed_114, %collapsed_115 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%87 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<8x8x8xf32>) outs(%89 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc56)), %out: bf16 loc(callsite(#loc9 at #loc56))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc71)
      linalg.yield %305 : bf16 loc(#loc71)
    } -> tensor<8x8x8xbf16> loc(#loc71)
    %expanded_116 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16> loc(#loc71)
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<2x4x8x8xbf16>) outs(%109 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16> loc(#loc80)
    %transposed_119 = linalg.transpose ins(%arg41 : tensor<32x32xbf16>) outs(%34 : tensor<32x32xbf16>) permutation = [1, 0]  loc(#loc112)
    %collapsed_120 = tensor.collapse_shape %transposed_117 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16> loc(#loc112)
    %220 = linalg.matmul ins(%collapsed_120, %transposed_119 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc112)
    %221 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc97)), %out: bf16 loc(callsite(#loc24 at #loc97))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc112)
      linalg.yield %305 : bf16 loc(#loc112)
    } -> tensor<16x32xbf16> loc(#loc112)
    %expanded_121 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc112)
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_118 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc33 at #loc56)), %out: f32 loc(callsite(#loc27 at #loc81))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc98)
      linalg.yield %305 : f32 loc(#loc98)
    } -> tensor<2x8x32xf32> loc(#loc98)
    %transposed_122 = linalg.transpose ins(%arg20 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc113)
    %collapsed_123 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc113)
    %223 = linalg.matmul ins(%collapsed_123, %transposed_122 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc113)
    %transposed_124 = linalg.transpose ins(%arg21 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc113)
    %224 = linalg.matmul ins(%223, %transposed_124 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc113)
    %expanded_125 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc113)
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc99)), %out: f32 loc(callsite(#loc28 at #loc81))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc99)
      linalg.yield %305 : f32 loc(#loc99)
    } -> tensor<2x8x32xf32> loc(#loc99)
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121, %225 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc97)), %in_153: f32 loc(callsite(#loc28 at #loc81)), %out: f32 loc(callsite(#loc28 at #loc81))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc99)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc99)
      linalg.yield %306 : f32 loc(#loc99)
    } -> tensor<2x8x32xf32> loc(#loc99)
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc81)), %out: bf16 loc(callsite(#loc29 at #loc81))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc100)
      linalg.yield %305 : bf16 loc(#loc100)
    } -> tensor<2x8x32xbf16> loc(#loc100)
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %227 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc40 at #loc50)), %in_153: bf16 loc(callsite(#loc29 at #loc81)), %out: bf16 loc(callsite(#loc35 at #loc50))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc63)
      linalg.yield %305 : bf16 loc(#loc63)
    } -> tensor<2x8x32xbf16> loc(#loc63)
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc35 at #loc50)), %out: f32 loc(callsite(#loc21 at #loc64))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc82)
      linalg.yield %305 : f32 loc(#loc82)
    } -> tensor<2x8x32xf32> loc(#loc82)
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x32xf32> loc(#loc83)
    %231 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = arith.addf %in, %out : f32 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x1xf32> loc(#loc83)
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc22 at #loc64))):
      %305 = arith.divf %in, %cst_8 : f32 loc(#loc83)
      linalg.yield %305 : f32 loc(#loc83)
    } -> tensor<2x8x1xf32> loc(#loc83)
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = arith.truncf %cst_6 : f64 to f32 loc(#loc84)
      %306 = arith.addf %in, %305 : f32 loc(#loc84)
      linalg.yield %306 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = math.rsqrt %in : f32 loc(#loc84)
      linalg.yield %305 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %235 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %234 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %in_153: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc84)
      linalg.yield %305 : f32 loc(#loc84)
    } -> tensor<2x8x32xf32> loc(#loc84)
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc64)), %out: bf16 loc(callsite(#loc23 at #loc64))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc85)
      linalg.yield %305 : bf16 loc(#loc85)
    } -> tensor<2x8x32xbf16> loc(#loc85)
    %237 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %236 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc64)), %in_153: bf16 loc(callsite(#loc23 at #loc64)), %out: bf16 loc(callsite(#loc23 at #loc64))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc85)
      linalg.yield %305 : bf16 loc(#loc85)
    } -> tensor<2x8x32xbf16> loc(#loc85)
    %transposed_126 = linalg.transpose ins(%arg42 : tensor<64x32xbf16>) outs(%128 : tensor<32x64xbf16>) permutation = [1, 0]  loc(#loc114)
    %collapsed_127 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16> loc(#loc114)
    %238 = linalg.matmul ins(%collapsed_127, %transposed_126 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc114)
    %239 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<16x64xf32>) outs(%132 : tensor<16x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x64xbf16> loc(#loc114)
    %expanded_128 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16> loc(#loc114)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc27 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc102)
      linalg.yield %305 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %transposed_129 = linalg.transpose ins(%arg22 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_130 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc115)
    %241 = linalg.matmul ins(%collapsed_130, %transposed_129 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %transposed_131 = linalg.transpose ins(%arg23 : tensor<64x4xf32>) outs(%136 : tensor<4x64xf32>) permutation = [1, 0]  loc(#loc115)
    %242 = linalg.matmul ins(%241, %transposed_131 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_132 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc115)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %243 : tensor<2x8x64xbf16>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x64xbf16> loc(#loc104)
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x8x64xbf16>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc29 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc105)
      linalg.yield %305 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.negf %in : f32 loc(#loc105)
      %306 = math.exp %305 : f32 loc(#loc105)
      %307 = arith.addf %306, %cst_1 : f32 loc(#loc105)
      %308 = arith.divf %cst_1, %307 : f32 loc(#loc105)
      linalg.yield %308 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %247 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %in_153: f32 loc(callsite(#loc39 at #loc86)), %out: f32 loc(callsite(#loc39 at #loc86))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc105)
      linalg.yield %305 : f32 loc(#loc105)
    } -> tensor<2x8x64xf32> loc(#loc105)
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc86)), %out: bf16 loc(callsite(#loc39 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc105)
      linalg.yield %305 : bf16 loc(#loc105)
    } -> tensor<2x8x64xbf16> loc(#loc105)
    %transposed_133 = linalg.transpose ins(%arg43 : tensor<64x32xbf16>) outs(%128 : tensor<32x64xbf16>) permutation = [1, 0]  loc(#loc114)
    %250 = linalg.matmul ins(%collapsed_127, %transposed_133 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc114)
    %251 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%250 : tensor<16x64xf32>) outs(%132 : tensor<16x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x64xbf16> loc(#loc114)
    %expanded_134 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16> loc(#loc114)
    %transposed_135 = linalg.transpose ins(%arg24 : tensor<4x32xf32>) outs(%41 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc115)
    %252 = linalg.matmul ins(%collapsed_130, %transposed_135 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %transposed_136 = linalg.transpose ins(%arg25 : tensor<64x4xf32>) outs(%136 : tensor<4x64xf32>) permutation = [1, 0]  loc(#loc115)
    %253 = linalg.matmul ins(%252, %transposed_136 : tensor<16x4xf32>, tensor<4x64xf32>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_137 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc115)
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %254 : tensor<2x8x64xbf16>, tensor<2x8x64xf32>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x64xf32> loc(#loc103)
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x8x64xf32>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x64xbf16> loc(#loc104)
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %256 : tensor<2x8x64xbf16>, tensor<2x8x64xbf16>) outs(%141 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc39 at #loc86)), %in_153: bf16 loc(callsite(#loc29 at #loc86)), %out: bf16 loc(callsite(#loc37 at #loc65))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc86)
      linalg.yield %305 : bf16 loc(#loc86)
    } -> tensor<2x8x64xbf16> loc(#loc86)
    %transposed_138 = linalg.transpose ins(%arg44 : tensor<32x64xbf16>) outs(%155 : tensor<64x32xbf16>) permutation = [1, 0]  loc(#loc114)
    %collapsed_139 = tensor.collapse_shape %257 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16> loc(#loc114)
    %258 = linalg.matmul ins(%collapsed_139, %transposed_138 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc114)
    %259 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<16x32xf32>) outs(%38 : tensor<16x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc101)), %out: bf16 loc(callsite(#loc24 at #loc101))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc114)
      linalg.yield %305 : bf16 loc(#loc114)
    } -> tensor<16x32xbf16> loc(#loc114)
    %expanded_140 = tensor.expand_shape %259 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16> loc(#loc114)
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x8x64xbf16>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc37 at #loc65)), %out: f32 loc(callsite(#loc27 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc102)
      linalg.yield %305 : f32 loc(#loc102)
    } -> tensor<2x8x64xf32> loc(#loc102)
    %transposed_141 = linalg.transpose ins(%arg26 : tensor<4x64xf32>) outs(%159 : tensor<64x4xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_142 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc115)
    %261 = linalg.matmul ins(%collapsed_142, %transposed_141 : tensor<16x64xf32>, tensor<64x4xf32>) outs(%43 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc115)
    %transposed_143 = linalg.transpose ins(%arg27 : tensor<32x4xf32>) outs(%45 : tensor<4x32xf32>) permutation = [1, 0]  loc(#loc115)
    %262 = linalg.matmul ins(%261, %transposed_143 : tensor<16x4xf32>, tensor<4x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc115)
    %expanded_144 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc115)
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc103)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.mulf %in, %cst_9 : f32 loc(#loc103)
      linalg.yield %305 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %263 : tensor<2x8x32xbf16>, tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc101)), %in_153: f32 loc(callsite(#loc28 at #loc86)), %out: f32 loc(callsite(#loc28 at #loc86))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc103)
      %306 = arith.addf %305, %in_153 : f32 loc(#loc103)
      linalg.yield %306 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc86)), %out: bf16 loc(callsite(#loc29 at #loc86))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc104)
      linalg.yield %305 : bf16 loc(#loc104)
    } -> tensor<2x8x32xbf16> loc(#loc104)
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %265 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc35 at #loc50)), %in_153: bf16 loc(callsite(#loc29 at #loc86)), %out: bf16 loc(callsite(#loc40 at #loc50))):
      %305 = arith.addf %in, %in_153 : bf16 loc(#loc66)
      linalg.yield %305 : bf16 loc(#loc66)
    } -> tensor<2x8x32xbf16> loc(#loc66)
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc40 at #loc50)), %out: f32 loc(callsite(#loc21 at #loc53))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc67)
      linalg.yield %305 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x8x32xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc53)), %out: f32 loc(callsite(#loc22 at #loc53))):
      %305 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc68)
      linalg.yield %305 : f32 loc(#loc68)
    } -> tensor<2x8x32xf32> loc(#loc68)
    %269 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc53)), %out: f32 loc(callsite(#loc22 at #loc53))):
      %305 = arith.addf %in, %out : f32 loc(#loc68)
      linalg.yield %305 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc53)), %out: f32 loc(callsite(#loc22 at #loc53))):
      %305 = arith.divf %in, %cst_8 : f32 loc(#loc68)
      linalg.yield %305 : f32 loc(#loc68)
    } -> tensor<2x8x1xf32> loc(#loc68)
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc53)), %out: f32 loc(callsite(#loc12 at #loc53))):
      %305 = arith.truncf %cst_6 : f64 to f32 loc(#loc69)
      %306 = arith.addf %in, %305 : f32 loc(#loc69)
      linalg.yield %306 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x8x1xf32>) outs(%25 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc53)), %out: f32 loc(callsite(#loc12 at #loc53))):
      %305 = math.rsqrt %in : f32 loc(#loc69)
      linalg.yield %305 : f32 loc(#loc69)
    } -> tensor<2x8x1xf32> loc(#loc69)
    %273 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %272 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc53)), %in_153: f32 loc(callsite(#loc12 at #loc53)), %out: f32 loc(callsite(#loc12 at #loc53))):
      %305 = arith.mulf %in, %in_153 : f32 loc(#loc69)
      linalg.yield %305 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc53)), %out: bf16 loc(callsite(#loc23 at #loc53))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc70)
      linalg.yield %305 : bf16 loc(#loc70)
    } -> tensor<2x8x32xbf16> loc(#loc70)
    %275 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %274 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16 loc(callsite(#loc23 at #loc53)), %in_153: bf16 loc(callsite(#loc23 at #loc53)), %out: bf16 loc(callsite(#loc23 at #loc53))):
      %305 = arith.mulf %in, %in_153 : bf16 loc(#loc70)
      linalg.yield %305 : bf16 loc(#loc70)
    } -> tensor<2x8x32xbf16> loc(#loc70)
    %transposed_145 = linalg.transpose ins(%arg48 : tensor<64x32xbf16>) outs(%128 : tensor<32x64xbf16>) permutation = [1, 0]  loc(#loc54)
    %collapsed_146 = tensor.collapse_shape %275 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16> loc(#loc54)
    %276 = linalg.matmul ins(%collapsed_146, %transposed_145 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc54)
    %277 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<16x64xf32>) outs(%132 : tensor<16x64xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc47)), %out: bf16 loc(callsite(#loc24 at #loc47))):
      %305 = arith.truncf %in : f32 to bf16 loc(#loc54)
      linalg.yield %305 : bf16 loc(#loc54)
    } -> tensor<16x64xbf16> loc(#loc54)
    %expanded_147 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16> loc(#loc54)
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<2x8x64xbf16>) outs(%138 : tensor<2x8x64xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc24 at #loc47)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.extf %in : bf16 to f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<2x8x64xf32> loc(#loc44)
    %collapsed_148 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc44)
    %collapsed_149 = tensor.collapse_shape %arg50 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc44)
    %279 = tensor.empty() : tensor<16xi64> loc(#loc44)
    %280 = linalg.fill ins(%c0_i64 : i64) outs(%279 : tensor<16xi64>) -> tensor<16xi64> loc(#loc44)
    %281 = tensor.empty() : tensor<16xf32> loc(#loc44)
    %282 = linalg.fill ins(%cst_0 : f32) outs(%281 : tensor<16xf32>) -> tensor<16xf32> loc(#loc44)
    %283:2 = linalg.generic {indexing_maps = [#map10, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%collapsed_148 : tensor<16x64xf32>) outs(%282, %280 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43)), %out_153: i64 loc(callsite(#loc5 at #loc43))):
      %305 = linalg.index 1 : index loc(#loc44)
      %306 = arith.index_cast %305 : index to i64 loc(#loc44)
      %307 = arith.maximumf %in, %out : f32 loc(#loc44)
      %308 = arith.cmpf ogt, %in, %out : f32 loc(#loc44)
      %309 = arith.select %308, %306, %out_153 : i64 loc(#loc44)
      linalg.yield %307, %309 : f32, i64 loc(#loc44)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc44)
    %expanded_150 = tensor.expand_shape %283#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc44)
    %284 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel"]} ins(%collapsed_148, %expanded_150 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %in_153: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.subf %in, %in_153 : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16x64xf32> loc(#loc44)
    %285 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<16x64xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = math.exp %in : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16x64xf32> loc(#loc44)
    %286 = tensor.empty() : tensor<16x1xf32> loc(#loc44)
    %287 = linalg.fill ins(%cst : f32) outs(%286 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc44)
    %288 = linalg.generic {indexing_maps = [#map10, #map17], iterator_types = ["parallel", "reduction"]} ins(%285 : tensor<16x64xf32>) outs(%287 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.addf %in, %out : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16x1xf32> loc(#loc44)
    %289 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<16x1xf32>) outs(%286 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = math.log %in : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16x1xf32> loc(#loc44)
    %290 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel"]} ins(%284, %289 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %in_153: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.subf %in, %in_153 : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16x64xf32> loc(#loc44)
    %291 = tensor.empty() : tensor<16xi1> loc(#loc44)
    %292 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_149 : tensor<16xi64>) outs(%291 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc43)), %out: i1 loc(callsite(#loc5 at #loc43))):
      %305 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc44)
      linalg.yield %305 : i1 loc(#loc44)
    } -> tensor<16xi1> loc(#loc44)
    %293 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%292, %collapsed_149, %cst_10 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%279 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc43)), %in_153: i64 loc(callsite(#loc5 at #loc43)), %in_154: i64 loc(callsite(#loc5 at #loc43)), %out: i64 loc(callsite(#loc5 at #loc43))):
      %305 = arith.select %in, %in_153, %in_154 : i64 loc(#loc44)
      linalg.yield %305 : i64 loc(#loc44)
    } -> tensor<16xi64> loc(#loc44)
    %expanded_151 = tensor.expand_shape %293 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc44)
    %294 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%expanded_151 : tensor<16x1xi64>) outs(%287 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = linalg.index 0 : index loc(#loc44)
      %306 = arith.index_cast %in : i64 to index loc(#loc44)
      %307 = arith.cmpi slt, %306, %c64 : index loc(#loc44)
      cf.assert %307, "index must be smaller than dim size" loc(#loc44)
      %308 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc44)
      cf.assert %308, "index must be larger or equal to 0" loc(#loc44)
      %extracted = tensor.extract %290[%305, %306] : tensor<16x64xf32> loc(#loc44)
      linalg.yield %extracted : f32 loc(#loc44)
    } -> tensor<16x1xf32> loc(#loc44)
    %collapsed_152 = tensor.collapse_shape %294 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc44)
    %295 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_152 : tensor<16xf32>) outs(%281 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.negf %in : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16xf32> loc(#loc44)
    %296 = linalg.generic {indexing_maps = [#map2, #map2, #map18, #map2], iterator_types = ["parallel"]} ins(%292, %295, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%281 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc43)), %in_153: f32 loc(callsite(#loc5 at #loc43)), %in_154: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.select %in, %in_153, %in_154 : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<16xf32> loc(#loc44)
    %297 = tensor.empty() : tensor<i64> loc(#loc44)
    %298 = linalg.fill ins(%c0_i64 : i64) outs(%297 : tensor<i64>) -> tensor<i64> loc(#loc44)
    %299 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%292 : tensor<16xi1>) outs(%298 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc43)), %out: i64 loc(callsite(#loc5 at #loc43))):
      %305 = arith.extui %in : i1 to i64 loc(#loc44)
      %306 = arith.addi %305, %out : i64 loc(#loc44)
      linalg.yield %306 : i64 loc(#loc44)
    } -> tensor<i64> loc(#loc44)
    %300 = tensor.empty() : tensor<f32> loc(#loc44)
    %301 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = []} ins(%299 : tensor<i64>) outs(%300 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.sitofp %in : i64 to f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<f32> loc(#loc44)
    %302 = linalg.fill ins(%cst : f32) outs(%300 : tensor<f32>) -> tensor<f32> loc(#loc44)
    %303 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["reduction"]} ins(%296 : tensor<16xf32>) outs(%302 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.addf %in, %out : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<f32> loc(#loc44)
    %304 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = []} ins(%303, %301 : tensor<f32>, tensor<f32>) outs(%300 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc43)), %in_153: f32 loc(callsite(#loc5 at #loc43)), %out: f32 loc(callsite(#loc5 at #loc43))):
      %305 = arith.divf %in, %in_153 : f32 loc(#loc44)
      linalg.yield %305 : f32 loc(#loc44)
    } -> tensor<f32> loc(#loc44)
    return %304 : tensor<f32> loc(#loc44)
  } loc(#loc55)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     base_model.model.model.layers.0.self_attn.q_proj.lora_A.default.weight
  //   #1 param     base_model.model.model.layers.0.self_attn.q_proj.lora_B.default.weight
  //   #2 param     base_model.model.model.layers.0.self_attn.k_proj.lora_A.default.weight
  //   #3 param     base_model.model.model.layers.0.self_attn.k_proj.lora_B.default.weight
  //   #4 param     base_model.model.model.layers.0.self_attn.v_proj.lora_A.default.weight
  //   #5 param     base_model.model.model.layers.0.self_attn.v_proj.lora_B.default.weight
  //   #6 param     base_model.model.model.layers.0.self_attn.o_proj.lora_A.default.weight
  //   #7 param     base_model.model.model.layers.0.self_attn.o_proj.lora_B.default.weight
  //   #8 param     base_model.model.model.layers.0.mlp.gate_proj.lora_A.default.weight
  //   #9 param     base_model.model.model.layers.0.mlp.gate_proj.lora_B.default.weight
  //   #10 param     base_model.model.model.layers.0.mlp.up_proj.lora_A.default.weight
  //   #11 param     base_model.model.model.layers.0.mlp.up_proj.lora_B.default.weight
  //   #12 param     base_model.model.model.layers.0.mlp.down_proj.lora_A.default.weight
  //   #13 param     base_model.model.model.layers.0.mlp.down_proj.lora_B.default.weight
  //   #14 param     base_model.model.model.layers.1.self_attn.q_proj.lora_A.default.weight
  //   #15 param     base_model.model.model.layers.1.self_attn.q_proj.lora_B.default.weight
  //   #16 param     base_model.model.model.layers.1.self_attn.k_proj.lora_A.default.weight
  //   #17 param     base_model.model.model.layers.1.self_attn.k_proj.lora_B.default.weight
  //   #18 param     base_model.model.model.layers.1.self_attn.v_proj.lora_A.default.weight
  //   #19 param     base_model.model.model.layers.1.self_attn.v_proj.lora_B.default.weight
  //   #20 param     base_model.model.model.layers.1.self_attn.o_proj.lora_A.default.weight
  //   #21 param     base_model.model.model.layers.1.self_attn.o_proj.lora_B.default.weight
  //   #22 param     base_model.model.model.layers.1.mlp.gate_proj.lora_A.default.weight
  //   #23 param     base_model.model.model.layers.1.mlp.gate_proj.lora_B.default.weight
  //   #24 param     base_model.model.model.layers.1.mlp.up_proj.lora_A.default.weight
  //   #25 param     base_model.model.model.layers.1.mlp.up_proj.lora_B.default.weight
  //   #26 param     base_model.model.model.layers.1.mlp.down_proj.lora_A.default.weight
  //   #27 param     base_model.model.model.layers.1.mlp.down_proj.lora_B.default.weight
  //   #28 frozen    base_model.model.model.embed_tokens.weight
  //   #29 frozen    base_model.model.model.layers.0.self_attn.q_proj.base_layer.weight
  //   #30 frozen    base_model.model.model.layers.0.self_attn.k_proj.base_layer.weight
  //   #31 frozen    base_model.model.model.layers.0.self_attn.v_proj.base_layer.weight
  //   #32 frozen    base_model.model.model.layers.0.self_attn.o_proj.base_layer.weight
  //   #33 frozen    base_model.model.model.layers.0.mlp.gate_proj.base_layer.weight
  //   #34 frozen    base_model.model.model.layers.0.mlp.up_proj.base_layer.weight
  //   #35 frozen    base_model.model.model.layers.0.mlp.down_proj.base_layer.weight
  //   #36 frozen    base_model.model.model.layers.0.input_layernorm.weight
  //   #37 frozen    base_model.model.model.layers.0.post_attention_layernorm.weight
  //   #38 frozen    base_model.model.model.layers.1.self_attn.q_proj.base_layer.weight
  //   #39 frozen    base_model.model.model.layers.1.self_attn.k_proj.base_layer.weight
  //   #40 frozen    base_model.model.model.layers.1.self_attn.v_proj.base_layer.weight
  //   #41 frozen    base_model.model.model.layers.1.self_attn.o_proj.base_layer.weight
  //   #42 frozen    base_model.model.model.layers.1.mlp.gate_proj.base_layer.weight
  //   #43 frozen    base_model.model.model.layers.1.mlp.up_proj.base_layer.weight
  //   #44 frozen    base_model.model.model.layers.1.mlp.down_proj.base_layer.weight
  //   #45 frozen    base_model.model.model.layers.1.input_layernorm.weight
  //   #46 frozen    base_model.model.model.layers.1.post_attention_layernorm.weight
  //   #47 frozen    base_model.model.model.norm.weight
  //   #48 frozen    base_model.model.lm_head.weight
  //   #49 opt_state exp_avg.base_model.model.model.layers.0.self_attn.q_proj.lora_A.default.weight
  //   #50 opt_state exp_avg.base_model.model.model.layers.0.self_attn.q_proj.lora_B.default.weight
  //   #51 opt_state exp_avg.base_model.model.model.layers.0.self_attn.k_proj.lora_A.default.weight
  //   #52 opt_state exp_avg.base_model.model.model.layers.0.self_attn.k_proj.lora_B.default.weight
  //   #53 opt_state exp_avg.base_model.model.model.layers.0.self_attn.v_proj.lora_A.default.weight
  //   #54 opt_state exp_avg.base_model.model.model.layers.0.self_attn.v_proj.lora_B.default.weight
  //   #55 opt_state exp_avg.base_model.model.model.layers.0.self_attn.o_proj.lora_A.default.weight
  //   #56 opt_state exp_avg.base_model.model.model.layers.0.self_attn.o_proj.lora_B.default.weight
  //   #57 opt_state exp_avg.base_model.model.model.layers.0.mlp.gate_proj.lora_A.default.weight
  //   #58 opt_state exp_avg.base_model.model.model.layers.0.mlp.gate_proj.lora_B.default.weight
  //   #59 opt_state exp_avg.base_model.model.model.layers.0.mlp.up_proj.lora_A.default.weight
  //   #60 opt_state exp_avg.base_model.model.model.layers.0.mlp.up_proj.lora_B.default.weight
  //   #61 opt_state exp_avg.base_model.model.model.layers.0.mlp.down_proj.lora_A.default.weight
  //   #62 opt_state exp_avg.base_model.model.model.layers.0.mlp.down_proj.lora_B.default.weight
  //   #63 opt_state exp_avg.base_model.model.model.layers.1.self_attn.q_proj.lora_A.default.weight
  //   #64 opt_state exp_avg.base_model.model.model.layers.1.self_attn.q_proj.lora_B.default.weight
  //   #65 opt_state exp_avg.base_model.model.model.layers.1.self_attn.k_proj.lora_A.default.weight
  //   #66 opt_state exp_avg.base_model.model.model.layers.1.self_attn.k_proj.lora_B.default.weight
  //   #67 opt_state exp_avg.base_model.model.model.layers.1.self_attn.v_proj.lora_A.default.weight
  //   #68 opt_state exp_avg.base_model.model.model.layers.1.self_attn.v_proj.lora_B.default.weight
  //   #69 opt_state exp_avg.base_model.model.model.layers.1.self_attn.o_proj.lora_A.default.weight
  //   #70 opt_state exp_avg.base_model.model.model.layers.1.self_attn.o_proj.lora_B.default.weight
  //   #71 opt_state exp_avg.base_model.model.model.layers.1.mlp.gate_proj.lora_A.default.weight
  //   #72 opt_state exp_avg.base_model.model.model.layers.1.mlp.gate_proj.lora_B.default.weight
  //   #73 opt_state exp_avg.base_model.model.model.layers.1.mlp.up_proj.lora_A.default.weight
  //   #74 opt_state exp_avg.base_model.model.model.layers.1.mlp.up_proj.lora_B.default.weight
  //   #75 opt_state exp_avg.base_model.model.model.layers.1.mlp.down_proj.lora_A.default.weight
  //   #76 opt_state exp_avg.base_model.model.model.layers.1.mlp.down_proj.lora_B.default.weight
  //   #77 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.q_proj.lora_A.default.weight
  //   #78 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.q_proj.lora_B.default.weight
  //   #79 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.k_proj.lora_A.default.weight
  //   #80 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.k_proj.lora_B.default.weight
  //   #81 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.v_proj.lora_A.default.weight
  //   #82 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.v_proj.lora_B.default.weight
  //   #83 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.o_proj.lora_A.default.weight
  //   #84 opt_state exp_avg_sq.base_model.model.model.layers.0.self_attn.o_proj.lora_B.default.weight
  //   #85 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.gate_proj.lora_A.default.weight
  //   #86 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.gate_proj.lora_B.default.weight
  //   #87 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.up_proj.lora_A.default.weight
  //   #88 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.up_proj.lora_B.default.weight
  //   #89 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.down_proj.lora_A.default.weight
  //   #90 opt_state exp_avg_sq.base_model.model.model.layers.0.mlp.down_proj.lora_B.default.weight
  //   #91 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.q_proj.lora_A.default.weight
  //   #92 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.q_proj.lora_B.default.weight
  //   #93 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.k_proj.lora_A.default.weight
  //   #94 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.k_proj.lora_B.default.weight
  //   #95 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.v_proj.lora_A.default.weight
  //   #96 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.v_proj.lora_B.default.weight
  //   #97 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.o_proj.lora_A.default.weight
  //   #98 opt_state exp_avg_sq.base_model.model.model.layers.1.self_attn.o_proj.lora_B.default.weight
  //   #99 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.gate_proj.lora_A.default.weight
  //   #100 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.gate_proj.lora_B.default.weight
  //   #101 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.up_proj.lora_A.default.weight
  //   #102 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.up_proj.lora_B.default.weight
  //   #103 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.down_proj.lora_A.default.weight
  //   #104 opt_state exp_avg_sq.base_model.model.model.layers.1.mlp.down_proj.lora_B.default.weight
  //   #105 step      step
  //   #106 input     input0
  //   #107 label     label0
  //   #108 hyper     lr
  func.func @train_step(
      %a0: tensor<4x32xf32> {mpt.role = "param"},
      %a1: tensor<32x4xf32> {mpt.role = "param"},
      %a2: tensor<4x32xf32> {mpt.role = "param"},
      %a3: tensor<16x4xf32> {mpt.role = "param"},
      %a4: tensor<4x32xf32> {mpt.role = "param"},
      %a5: tensor<16x4xf32> {mpt.role = "param"},
      %a6: tensor<4x32xf32> {mpt.role = "param"},
      %a7: tensor<32x4xf32> {mpt.role = "param"},
      %a8: tensor<4x32xf32> {mpt.role = "param"},
      %a9: tensor<64x4xf32> {mpt.role = "param"},
      %a10: tensor<4x32xf32> {mpt.role = "param"},
      %a11: tensor<64x4xf32> {mpt.role = "param"},
      %a12: tensor<4x64xf32> {mpt.role = "param"},
      %a13: tensor<32x4xf32> {mpt.role = "param"},
      %a14: tensor<4x32xf32> {mpt.role = "param"},
      %a15: tensor<32x4xf32> {mpt.role = "param"},
      %a16: tensor<4x32xf32> {mpt.role = "param"},
      %a17: tensor<16x4xf32> {mpt.role = "param"},
      %a18: tensor<4x32xf32> {mpt.role = "param"},
      %a19: tensor<16x4xf32> {mpt.role = "param"},
      %a20: tensor<4x32xf32> {mpt.role = "param"},
      %a21: tensor<32x4xf32> {mpt.role = "param"},
      %a22: tensor<4x32xf32> {mpt.role = "param"},
      %a23: tensor<64x4xf32> {mpt.role = "param"},
      %a24: tensor<4x32xf32> {mpt.role = "param"},
      %a25: tensor<64x4xf32> {mpt.role = "param"},
      %a26: tensor<4x64xf32> {mpt.role = "param"},
      %a27: tensor<32x4xf32> {mpt.role = "param"},
      %a28: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a29: tensor<32x32xbf16> {mpt.role = "frozen"},
      %a30: tensor<16x32xbf16> {mpt.role = "frozen"},
      %a31: tensor<16x32xbf16> {mpt.role = "frozen"},
      %a32: tensor<32x32xbf16> {mpt.role = "frozen"},
      %a33: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a34: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a35: tensor<32x64xbf16> {mpt.role = "frozen"},
      %a36: tensor<32xbf16> {mpt.role = "frozen"},
      %a37: tensor<32xbf16> {mpt.role = "frozen"},
      %a38: tensor<32x32xbf16> {mpt.role = "frozen"},
      %a39: tensor<16x32xbf16> {mpt.role = "frozen"},
      %a40: tensor<16x32xbf16> {mpt.role = "frozen"},
      %a41: tensor<32x32xbf16> {mpt.role = "frozen"},
      %a42: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a43: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a44: tensor<32x64xbf16> {mpt.role = "frozen"},
      %a45: tensor<32xbf16> {mpt.role = "frozen"},
      %a46: tensor<32xbf16> {mpt.role = "frozen"},
      %a47: tensor<32xbf16> {mpt.role = "frozen"},
      %a48: tensor<64x32xbf16> {mpt.role = "frozen"},
      %a49: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a50: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a51: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a52: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a53: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a54: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a55: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a56: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a57: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a58: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a59: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a60: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a61: tensor<4x64xf32> {mpt.role = "opt_state"},
      %a62: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a63: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a64: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a65: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a66: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a67: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a68: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a69: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a70: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a71: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a72: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a73: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a74: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a75: tensor<4x64xf32> {mpt.role = "opt_state"},
      %a76: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a77: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a78: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a79: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a80: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a81: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a82: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a83: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a84: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a85: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a86: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a87: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a88: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a89: tensor<4x64xf32> {mpt.role = "opt_state"},
      %a90: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a91: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a92: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a93: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a94: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a95: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a96: tensor<16x4xf32> {mpt.role = "opt_state"},
      %a97: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a98: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a99: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a100: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a101: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a102: tensor<64x4xf32> {mpt.role = "opt_state"},
      %a103: tensor<4x64xf32> {mpt.role = "opt_state"},
      %a104: tensor<32x4xf32> {mpt.role = "opt_state"},
      %a105: tensor<i64> {mpt.role = "step"},
      %a106: tensor<2x8xi64> {mpt.role = "input"},
      %a107: tensor<2x8xi64> {mpt.role = "label"},
      %a108: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<4x32xf32> {mpt.updates = 0 : i64},
          tensor<32x4xf32> {mpt.updates = 1 : i64},
          tensor<4x32xf32> {mpt.updates = 2 : i64},
          tensor<16x4xf32> {mpt.updates = 3 : i64},
          tensor<4x32xf32> {mpt.updates = 4 : i64},
          tensor<16x4xf32> {mpt.updates = 5 : i64},
          tensor<4x32xf32> {mpt.updates = 6 : i64},
          tensor<32x4xf32> {mpt.updates = 7 : i64},
          tensor<4x32xf32> {mpt.updates = 8 : i64},
          tensor<64x4xf32> {mpt.updates = 9 : i64},
          tensor<4x32xf32> {mpt.updates = 10 : i64},
          tensor<64x4xf32> {mpt.updates = 11 : i64},
          tensor<4x64xf32> {mpt.updates = 12 : i64},
          tensor<32x4xf32> {mpt.updates = 13 : i64},
          tensor<4x32xf32> {mpt.updates = 14 : i64},
          tensor<32x4xf32> {mpt.updates = 15 : i64},
          tensor<4x32xf32> {mpt.updates = 16 : i64},
          tensor<16x4xf32> {mpt.updates = 17 : i64},
          tensor<4x32xf32> {mpt.updates = 18 : i64},
          tensor<16x4xf32> {mpt.updates = 19 : i64},
          tensor<4x32xf32> {mpt.updates = 20 : i64},
          tensor<32x4xf32> {mpt.updates = 21 : i64},
          tensor<4x32xf32> {mpt.updates = 22 : i64},
          tensor<64x4xf32> {mpt.updates = 23 : i64},
          tensor<4x32xf32> {mpt.updates = 24 : i64},
          tensor<64x4xf32> {mpt.updates = 25 : i64},
          tensor<4x64xf32> {mpt.updates = 26 : i64},
          tensor<32x4xf32> {mpt.updates = 27 : i64},
          tensor<4x32xf32> {mpt.updates = 49 : i64},
          tensor<32x4xf32> {mpt.updates = 50 : i64},
          tensor<4x32xf32> {mpt.updates = 51 : i64},
          tensor<16x4xf32> {mpt.updates = 52 : i64},
          tensor<4x32xf32> {mpt.updates = 53 : i64},
          tensor<16x4xf32> {mpt.updates = 54 : i64},
          tensor<4x32xf32> {mpt.updates = 55 : i64},
          tensor<32x4xf32> {mpt.updates = 56 : i64},
          tensor<4x32xf32> {mpt.updates = 57 : i64},
          tensor<64x4xf32> {mpt.updates = 58 : i64},
          tensor<4x32xf32> {mpt.updates = 59 : i64},
          tensor<64x4xf32> {mpt.updates = 60 : i64},
          tensor<4x64xf32> {mpt.updates = 61 : i64},
          tensor<32x4xf32> {mpt.updates = 62 : i64},
          tensor<4x32xf32> {mpt.updates = 63 : i64},
          tensor<32x4xf32> {mpt.updates = 64 : i64},
          tensor<4x32xf32> {mpt.updates = 65 : i64},
          tensor<16x4xf32> {mpt.updates = 66 : i64},
          tensor<4x32xf32> {mpt.updates = 67 : i64},
          tensor<16x4xf32> {mpt.updates = 68 : i64},
          tensor<4x32xf32> {mpt.updates = 69 : i64},
          tensor<32x4xf32> {mpt.updates = 70 : i64},
          tensor<4x32xf32> {mpt.updates = 71 : i64},
          tensor<64x4xf32> {mpt.updates = 72 : i64},
          tensor<4x32xf32> {mpt.updates = 73 : i64},
          tensor<64x4xf32> {mpt.updates = 74 : i64},
          tensor<4x64xf32> {mpt.updates = 75 : i64},
          tensor<32x4xf32> {mpt.updates = 76 : i64},
          tensor<4x32xf32> {mpt.updates = 77 : i64},
          tensor<32x4xf32> {mpt.updates = 78 : i64},
          tensor<4x32xf32> {mpt.updates = 79 : i64},
          tensor<16x4xf32> {mpt.updates = 80 : i64},
          tensor<4x32xf32> {mpt.updates = 81 : i64},
          tensor<16x4xf32> {mpt.updates = 82 : i64},
          tensor<4x32xf32> {mpt.updates = 83 : i64},
          tensor<32x4xf32> {mpt.updates = 84 : i64},
          tensor<4x32xf32> {mpt.updates = 85 : i64},
          tensor<64x4xf32> {mpt.updates = 86 : i64},
          tensor<4x32xf32> {mpt.updates = 87 : i64},
          tensor<64x4xf32> {mpt.updates = 88 : i64},
          tensor<4x64xf32> {mpt.updates = 89 : i64},
          tensor<32x4xf32> {mpt.updates = 90 : i64},
          tensor<4x32xf32> {mpt.updates = 91 : i64},
          tensor<32x4xf32> {mpt.updates = 92 : i64},
          tensor<4x32xf32> {mpt.updates = 93 : i64},
          tensor<16x4xf32> {mpt.updates = 94 : i64},
          tensor<4x32xf32> {mpt.updates = 95 : i64},
          tensor<16x4xf32> {mpt.updates = 96 : i64},
          tensor<4x32xf32> {mpt.updates = 97 : i64},
          tensor<32x4xf32> {mpt.updates = 98 : i64},
          tensor<4x32xf32> {mpt.updates = 99 : i64},
          tensor<64x4xf32> {mpt.updates = 100 : i64},
          tensor<4x32xf32> {mpt.updates = 101 : i64},
          tensor<64x4xf32> {mpt.updates = 102 : i64},
          tensor<4x64xf32> {mpt.updates = 103 : i64},
          tensor<32x4xf32> {mpt.updates = 104 : i64},
          tensor<i64> {mpt.updates = 105 : i64},
          tensor<f32>) {
    %loss, %g:28 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %a48, %a106, %a107) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
        : (tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<64x32xbf16>, tensor<32x32xbf16>, tensor<16x32xbf16>, tensor<16x32xbf16>, tensor<32x32xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32x32xbf16>, tensor<16x32xbf16>, tensor<16x32xbf16>, tensor<32x32xbf16>, tensor<64x32xbf16>, tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<64x32xbf16>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a49, %a77, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a50, %a78, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a51, %a79, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a52, %a80, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a53, %a81, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a54, %a82, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a55, %a83, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a56, %a84, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a57, %a85, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a58, %a86, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x4xf32>, tensor<64x4xf32>, tensor<64x4xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a59, %a87, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a60, %a88, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x4xf32>, tensor<64x4xf32>, tensor<64x4xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a61, %a89, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a62, %a90, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a63, %a91, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a64, %a92, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a65, %a93, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a66, %a94, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a67, %a95, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a68, %a96, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a69, %a97, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a70, %a98, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a71, %a99, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a72, %a100, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x4xf32>, tensor<64x4xf32>, tensor<64x4xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a73, %a101, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a74, %a102, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x4xf32>, tensor<64x4xf32>, tensor<64x4xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a75, %a103, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a76, %a104, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %t0, %loss
        : tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x32xf32>, tensor<32x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x32xf32>, tensor<64x4xf32>, tensor<4x64xf32>, tensor<32x4xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.bfloat16: "0x02000000803FCD3D243C833A"
    }
  }
#-}
