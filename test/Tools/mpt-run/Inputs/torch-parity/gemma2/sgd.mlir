// Exported by mpt_torch from Gemma2ForCausalLM (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":65:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":343:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":410:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":507:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc7 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":433:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":432:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":51:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":81:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":325:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":441:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":59:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":309:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":123:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":438:0)
#loc18 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":67:0)
#loc19 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":68:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":417:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":124:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":125:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":126:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":62:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":252:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":312:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":253:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/kernels/_internals/layer/layer.py":856:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":257:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":266:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":280:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":320:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":321:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":324:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":326:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":327:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":450:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":519:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":521:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":522:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":523:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> ()>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#loc44 = loc(callsite(#loc6 at #loc7))
#loc45 = loc(callsite(#loc5 at #loc44))
#loc46 = loc(callsite(#loc4 at #loc45))
#loc47 = loc(callsite(#loc40 at #loc45))
#loc48 = loc(callsite(#loc41 at #loc45))
#loc49 = loc(callsite(#loc42 at #loc45))
#loc50 = loc(callsite(#loc43 at #loc45))
#loc51 = loc(callsite(#loc3 at #loc46))
#loc52 = loc(callsite(#loc8 at #loc46))
#loc53 = loc(callsite(#loc9 at #loc46))
#loc54 = loc(callsite(#loc13 at #loc46))
#loc55 = loc(callsite(#loc17 at #loc46))
#loc56 = loc(callsite(#loc20 at #loc46))
#loc57 = loc(callsite(#loc39 at #loc46))
#loc58 = loc(callsite(#loc25 at #loc47))
#loc59 = loc(callsite(#loc2 at #loc51))
#loc60 = loc(callsite(#loc12 at #loc54))
#loc61 = loc(callsite(#loc15 at #loc54))
#loc62 = loc(callsite(#loc16 at #loc55))
#loc63 = loc(callsite(#loc21 at #loc55))
#loc64 = loc(callsite(#loc22 at #loc55))
#loc65 = loc(callsite(#loc23 at #loc55))
#loc66 = loc(callsite(#loc27 at #loc54))
#loc67 = loc(callsite(#loc34 at #loc54))
#loc68 = loc(callsite(#loc35 at #loc54))
#loc69 = loc(callsite(#loc36 at #loc54))
#loc70 = loc(callsite(#loc37 at #loc54))
#loc71 = loc(callsite(#loc38 at #loc54))
#loc72 = loc(callsite(#loc14 at #loc57))
#loc73 = loc(callsite(#loc24 at #loc57))
#loc74 = loc(callsite(#loc1 at #loc59))
#loc75 = loc(callsite(#loc11 at #loc60))
#loc76 = loc(callsite(#loc14 at #loc61))
#loc77 = loc(callsite(#loc18 at #loc59))
#loc78 = loc(callsite(#loc19 at #loc59))
#loc79 = loc(callsite(#loc24 at #loc61))
#loc80 = loc(callsite(#loc26 at #loc66))
#loc81 = loc(callsite(#loc28 at #loc66))
#loc83 = loc(callsite(#loc31 at #loc66))
#loc84 = loc(callsite(#loc32 at #loc66))
#loc85 = loc(callsite(#loc33 at #loc66))
#loc86 = loc(callsite(#loc14 at #loc67))
#loc87 = loc(callsite(#loc24 at #loc67))
#loc88 = loc(callsite(#loc14 at #loc69))
#loc89 = loc(callsite(#loc24 at #loc69))
#loc90 = loc(callsite(#loc14 at #loc70))
#loc91 = loc(callsite(#loc24 at #loc70))
#loc92 = loc(callsite(#loc10 at #loc75))
#loc96 = loc(callsite(#loc30 at #loc83))
#loc97 = loc(callsite(#loc25 at #loc85))
#loc98 = loc(callsite(#loc25 at #loc75))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg1: tensor<32x32xf32> loc(callsite(#loc1 at #loc59)), %arg2: tensor<16x32xf32> loc(callsite(#loc1 at #loc59)), %arg3: tensor<16x32xf32> loc(callsite(#loc1 at #loc59)), %arg4: tensor<32x32xf32> loc(callsite(#loc1 at #loc59)), %arg5: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg6: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg7: tensor<32x64xf32> loc(callsite(#loc1 at #loc59)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg10: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg11: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg12: tensor<32x32xf32> loc(callsite(#loc1 at #loc59)), %arg13: tensor<16x32xf32> loc(callsite(#loc1 at #loc59)), %arg14: tensor<16x32xf32> loc(callsite(#loc1 at #loc59)), %arg15: tensor<32x32xf32> loc(callsite(#loc1 at #loc59)), %arg16: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg17: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg18: tensor<32x64xf32> loc(callsite(#loc1 at #loc59)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg22: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg23: tensor<32xf32> loc(callsite(#loc1 at #loc59)), %arg24: tensor<64x32xf32> loc(callsite(#loc1 at #loc59)), %arg25: tensor<2x8xi64> loc(callsite(#loc1 at #loc59)), %arg26: tensor<2x8xi64> loc(callsite(#loc1 at #loc59))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc45)
    %c4_i64 = arith.constant 4 : i64 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant dense<true> : tensor<i1> loc(#loc52)
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc53)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc53)
    %cst_4 = arith.constant 0.79788456080286541 : f64 loc(#loc92)
    %cst_5 = arith.constant 4.471500e-02 : f64 loc(#loc92)
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64 loc(#loc76)
    %cst_7 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc62)
    %cst_8 = arith.constant dense<5.65685415> : tensor<f32> loc(#loc59)
    %cst_9 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_10 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_11 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_12 = arith.constant 5.000000e+01 : f32 loc(#loc)
    %cst_13 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_14 = arith.constant 3.000000e+01 : f32 loc(#loc)
    %cst_15 = arith.constant dense<0> : tensor<i64> loc(#loc45)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc74)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc59)), %out: f32 loc(callsite(#loc1 at #loc59))):
      %241 = arith.index_cast %in : i64 to index loc(#loc74)
      %242 = linalg.index 2 : index loc(#loc74)
      %243 = arith.cmpi slt, %241, %c64 : index loc(#loc74)
      cf.assert %243, "index must be smaller than dim size" loc(#loc74)
      %244 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc74)
      cf.assert %244, "index must be larger or equal to 0" loc(#loc74)
      %extracted = tensor.extract %arg0[%241, %242] : tensor<64x32xf32> loc(#loc74)
      linalg.yield %extracted : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc59)), %out: f32 loc(callsite(#loc18 at #loc59))):
      %241 = arith.index_cast %in : i64 to index loc(#loc77)
      %242 = linalg.index 2 : index loc(#loc77)
      %243 = arith.cmpi slt, %241, %c64 : index loc(#loc77)
      cf.assert %243, "index must be smaller than dim size" loc(#loc77)
      %244 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc77)
      cf.assert %244, "index must be larger or equal to 0" loc(#loc77)
      %extracted = tensor.extract %arg24[%241, %242] : tensor<64x32xf32> loc(#loc77)
      linalg.yield %extracted : f32 loc(#loc77)
    } -> tensor<2x8x32xf32> loc(#loc77)
    %3 = tensor.empty() : tensor<2x8xi1> loc(#loc78)
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<2x8xi64>) outs(%3 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc59)), %out: i1 loc(callsite(#loc19 at #loc59))):
      %241 = arith.cmpi eq, %in, %c0_i64 : i64 loc(#loc78)
      linalg.yield %241 : i1 loc(#loc78)
    } -> tensor<2x8xi1> loc(#loc78)
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1> loc(#loc78)
    %5 = linalg.generic {indexing_maps = [#map3, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %2, %1 : tensor<2x8x1xi1>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc59)), %in_102: f32 loc(callsite(#loc18 at #loc59)), %in_103: f32 loc(callsite(#loc1 at #loc59)), %out: f32 loc(callsite(#loc19 at #loc59))):
      %241 = arith.select %in, %in_102, %in_103 : f32 loc(#loc78)
      linalg.yield %241 : f32 loc(#loc78)
    } -> tensor<2x8x32xf32> loc(#loc78)
    %6 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_8 : tensor<2x8x32xf32>, tensor<f32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc59)), %in_102: f32 loc(callsite(#loc2 at #loc51)), %out: f32 loc(callsite(#loc2 at #loc51))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc59)
      linalg.yield %241 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %7 = tensor.empty() : tensor<8xi64> loc(#loc56)
    %8 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc20 at #loc46))):
      %241 = linalg.index 0 : index loc(#loc56)
      %242 = arith.index_cast %241 : index to i64 loc(#loc56)
      linalg.yield %242 : i64 loc(#loc56)
    } -> tensor<8xi64> loc(#loc56)
    %expanded_16 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc53)
    %expanded_17 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc53)
    %9 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc53)
    %10 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_16 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc9 at #loc46)), %in_102: i64 loc(callsite(#loc9 at #loc46)), %out: i1 loc(callsite(#loc9 at #loc46))):
      %241 = arith.cmpi sle, %in, %in_102 : i64 loc(#loc53)
      linalg.yield %241 : i1 loc(#loc53)
    } -> tensor<1x1x8x8xi1> loc(#loc53)
    %11 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc53)
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc53)
    %12 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc9 at #loc46)), %out: i1 loc(callsite(#loc9 at #loc46))):
      linalg.yield %in : i1 loc(#loc53)
    } -> tensor<2x1x8x8xi1> loc(#loc53)
    %13 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc53)
    %14 = linalg.generic {indexing_maps = [#map8, #map10, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc9 at #loc46)), %in_102: f32 loc(callsite(#loc9 at #loc46)), %in_103: f32 loc(callsite(#loc9 at #loc46)), %out: f32 loc(callsite(#loc9 at #loc46))):
      %241 = arith.select %in, %in_102, %in_103 : f32 loc(#loc53)
      linalg.yield %241 : f32 loc(#loc53)
    } -> tensor<2x1x8x8xf32> loc(#loc53)
    %15 = tensor.empty() : tensor<1x1x8x1xi64> loc(#loc52)
    %16 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x1x8x1xi64>) outs(%15 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc46)), %out: i64 loc(callsite(#loc8 at #loc46))):
      %241 = arith.subi %in, %c4_i64 : i64 loc(#loc52)
      linalg.yield %241 : i64 loc(#loc52)
    } -> tensor<1x1x8x1xi64> loc(#loc52)
    %17 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %16 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc46)), %in_102: i64 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      %241 = arith.cmpi sgt, %in, %in_102 : i64 loc(#loc52)
      linalg.yield %241 : i1 loc(#loc52)
    } -> tensor<1x1x8x8xi1> loc(#loc52)
    %18 = linalg.generic {indexing_maps = [#map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %17 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %in_102: i1 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      %241 = arith.andi %in, %in_102 : i1 loc(#loc52)
      linalg.yield %241 : i1 loc(#loc52)
    } -> tensor<1x1x8x8xi1> loc(#loc52)
    %19 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %10 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) outs(%9 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %in_102: i1 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      %241 = arith.andi %in, %in_102 : i1 loc(#loc52)
      linalg.yield %241 : i1 loc(#loc52)
    } -> tensor<1x1x8x8xi1> loc(#loc52)
    %collapsed_18 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc52)
    %20 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_18 : tensor<1x8x8xi1>) outs(%11 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %out: i1 loc(callsite(#loc8 at #loc46))):
      linalg.yield %in : i1 loc(#loc52)
    } -> tensor<2x1x8x8xi1> loc(#loc52)
    %21 = linalg.generic {indexing_maps = [#map8, #map10, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc46)), %in_102: f32 loc(callsite(#loc9 at #loc46)), %in_103: f32 loc(callsite(#loc9 at #loc46)), %out: f32 loc(callsite(#loc8 at #loc46))):
      %241 = arith.select %in, %in_102, %in_103 : f32 loc(#loc52)
      linalg.yield %241 : f32 loc(#loc52)
    } -> tensor<2x1x8x8xf32> loc(#loc52)
    %expanded_19 = tensor.expand_shape %8 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc62)
    %22 = tensor.empty() : tensor<1x8x1xf32> loc(#loc62)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<1x8x1xi64>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc16 at #loc55)), %out: f32 loc(callsite(#loc16 at #loc55))):
      %241 = arith.sitofp %in : i64 to f32 loc(#loc62)
      linalg.yield %241 : f32 loc(#loc62)
    } -> tensor<1x8x1xf32> loc(#loc62)
    %24 = tensor.empty() : tensor<1x8x4xf32> loc(#loc62)
    %25 = linalg.generic {indexing_maps = [#map3, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_7 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%24 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc55)), %in_102: f32 loc(callsite(#loc16 at #loc55)), %out: f32 loc(callsite(#loc16 at #loc55))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc62)
      linalg.yield %241 : f32 loc(#loc62)
    } -> tensor<1x8x4xf32> loc(#loc62)
    %concat = tensor.concat dim(2) %25, %25 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc63)
    %26 = tensor.empty() : tensor<1x8x8xf32> loc(#loc64)
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%26 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc55)), %out: f32 loc(callsite(#loc22 at #loc55))):
      %241 = math.cos %in : f32 loc(#loc64)
      linalg.yield %241 : f32 loc(#loc64)
    } -> tensor<1x8x8xf32> loc(#loc64)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%26 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc55)), %out: f32 loc(callsite(#loc23 at #loc55))):
      %241 = math.sin %in : f32 loc(#loc65)
      linalg.yield %241 : f32 loc(#loc65)
    } -> tensor<1x8x8xf32> loc(#loc65)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc51)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %30 = tensor.empty() : tensor<2x8x1xf32> loc(#loc76)
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc76)
    %32 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.addf %in, %out : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc76)
      %242 = arith.addf %in, %241 : f32 loc(#loc76)
      linalg.yield %242 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = math.rsqrt %in : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %36 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %35 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc51)), %in_102: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %37 = tensor.empty() : tensor<32xf32> loc(#loc79)
    %38 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc61)), %out: f32 loc(callsite(#loc24 at #loc61))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc79)
      linalg.yield %241 : f32 loc(#loc79)
    } -> tensor<32xf32> loc(#loc79)
    %39 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %in_102: f32 loc(callsite(#loc24 at #loc61)), %out: f32 loc(callsite(#loc24 at #loc61))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc79)
      linalg.yield %241 : f32 loc(#loc79)
    } -> tensor<2x8x32xf32> loc(#loc79)
    %40 = tensor.empty() : tensor<32x32xf32> loc(#loc93)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc93)
    %collapsed_20 = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc93)
    %41 = tensor.empty() : tensor<16x32xf32> loc(#loc93)
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc93)
    %43 = linalg.matmul ins(%collapsed_20, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc93)
    %expanded_21 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc80)
    %44 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc80)
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc80)
    %45 = tensor.empty() : tensor<32x16xf32> loc(#loc94)
    %transposed_23 = linalg.transpose ins(%arg2 : tensor<16x32xf32>) outs(%45 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc94)
    %46 = tensor.empty() : tensor<16x16xf32> loc(#loc94)
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc94)
    %48 = linalg.matmul ins(%collapsed_20, %transposed_23 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc94)
    %expanded_24 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc81)
    %49 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc81)
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x2x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc81)
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%45 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc95)
    %50 = linalg.matmul ins(%collapsed_20, %transposed_26 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc95)
    %expanded_27 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc82)
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x8x2x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc82)
    %expanded_29 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc96)
    %expanded_30 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc96)
    %51 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_29 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %extracted_slice = tensor.extract_slice %transposed_22[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc96)
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc96)
    %52 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc96)
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x4x8x4xf32>) outs(%52 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.negf %in : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x4xf32> loc(#loc96)
    %concat_32 = tensor.concat dim(3) %53, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc96)
    %54 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_30 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %55 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %56 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %expanded_29 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc66)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %extracted_slice_33 = tensor.extract_slice %transposed_25[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc96)
    %extracted_slice_34 = tensor.extract_slice %transposed_25[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc96)
    %57 = tensor.empty() : tensor<2x2x8x4xf32> loc(#loc96)
    %58 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<2x2x8x4xf32>) outs(%57 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.negf %in : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x4xf32> loc(#loc96)
    %concat_35 = tensor.concat dim(3) %58, %extracted_slice_33 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc96)
    %59 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_30 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %60 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %61 = tensor.empty() : tensor<2x2x2x8x8xf32> loc(#loc84)
    %62 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x2x8x8xf32>) outs(%61 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<2x2x2x8x8xf32> loc(#loc84)
    %collapsed_36 = tensor.collapse_shape %62 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %63 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<2x2x8x8xf32>) outs(%61 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<2x2x2x8x8xf32> loc(#loc84)
    %transposed_37 = linalg.transpose ins(%collapsed_36 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc84)
    %collapsed_38 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %64 = tensor.empty() : tensor<8x8x8xf32> loc(#loc84)
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc84)
    %66 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc84)
    %expanded_40 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %67 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.mulf %in, %cst_11 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %68 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.divf %in, %cst_12 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %69 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = math.tanh %in : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %70 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.mulf %in, %cst_12 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %71 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %21 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc8 at #loc46)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %72 = tensor.empty() : tensor<2x4x8xi64> loc(#loc84)
    %73 = linalg.fill ins(%c0_i64 : i64) outs(%72 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc84)
    %74 = tensor.empty() : tensor<2x4x8xf32> loc(#loc84)
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc84)
    %76:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<2x4x8x8xf32>) outs(%75, %73 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66)), %out_102: i64 loc(callsite(#loc32 at #loc66))):
      %241 = linalg.index 3 : index loc(#loc84)
      %242 = arith.index_cast %241 : index to i64 loc(#loc84)
      %243 = arith.maximumf %in, %out : f32 loc(#loc84)
      %244 = arith.cmpf ogt, %in, %out : f32 loc(#loc84)
      %245 = arith.select %244, %242, %out_102 : i64 loc(#loc84)
      linalg.yield %243, %245 : f32, i64 loc(#loc84)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc84)
    %expanded_41 = tensor.expand_shape %76#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc84)
    %77 = linalg.generic {indexing_maps = [#map8, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_41 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.subf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %78 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = math.exp %in : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %79 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc84)
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc84)
    %81 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.addf %in, %out : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x1xf32> loc(#loc84)
    %82 = linalg.generic {indexing_maps = [#map8, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.divf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %collapsed_42 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %collapsed_43 = tensor.collapse_shape %63 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %83 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc84)
    %expanded_44 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %84 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc84)
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc84)
    %transposed_46 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc97)
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc97)
    %85 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc97)
    %expanded_48 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc97)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc85)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %87 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.addf %in, %out : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc86)
      %242 = arith.addf %in, %241 : f32 loc(#loc86)
      linalg.yield %242 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = math.rsqrt %in : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %90 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc85)), %in_102: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %92 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc24 at #loc67))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc87)
      linalg.yield %241 : f32 loc(#loc87)
    } -> tensor<32xf32> loc(#loc87)
    %93 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %92 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %in_102: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc24 at #loc67))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc87)
      linalg.yield %241 : f32 loc(#loc87)
    } -> tensor<2x8x32xf32> loc(#loc87)
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %93 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc51)), %in_102: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc35 at #loc54))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc68)
      linalg.yield %241 : f32 loc(#loc68)
    } -> tensor<2x8x32xf32> loc(#loc68)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %96 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.addf %in, %out : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc88)
      %242 = arith.addf %in, %241 : f32 loc(#loc88)
      linalg.yield %242 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = math.rsqrt %in : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %100 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %in_102: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %101 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg10 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc69)), %out: f32 loc(callsite(#loc24 at #loc69))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc89)
      linalg.yield %241 : f32 loc(#loc89)
    } -> tensor<32xf32> loc(#loc89)
    %102 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %101 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %in_102: f32 loc(callsite(#loc24 at #loc69)), %out: f32 loc(callsite(#loc24 at #loc69))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc89)
      linalg.yield %241 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %103 = tensor.empty() : tensor<32x64xf32> loc(#loc98)
    %transposed_49 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%103 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc98)
    %collapsed_50 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc98)
    %104 = tensor.empty() : tensor<16x64xf32> loc(#loc98)
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc98)
    %106 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc98)
    %expanded_51 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc98)
    %107 = tensor.empty() : tensor<2x8x64xf32> loc(#loc92)
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %expanded_51 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %expanded_51 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.truncf %cst_5 : f64 to f32 loc(#loc92)
      %242 = arith.mulf %in, %241 : f32 loc(#loc92)
      linalg.yield %242 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %110 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.truncf %cst_4 : f64 to f32 loc(#loc92)
      %242 = arith.mulf %in, %241 : f32 loc(#loc92)
      linalg.yield %242 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %cst_13 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = math.tanh %in : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %transposed_52 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%103 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc98)
    %117 = linalg.matmul ins(%collapsed_50, %transposed_52 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc98)
    %expanded_53 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc98)
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_53 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc11 at #loc60))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc75)
      linalg.yield %241 : f32 loc(#loc75)
    } -> tensor<2x8x64xf32> loc(#loc75)
    %119 = tensor.empty() : tensor<64x32xf32> loc(#loc98)
    %transposed_54 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%119 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc98)
    %collapsed_55 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc98)
    %120 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc98)
    %expanded_56 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc98)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %122 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.addf %in, %out : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc90)
      %242 = arith.addf %in, %241 : f32 loc(#loc90)
      linalg.yield %242 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = math.rsqrt %in : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %126 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %125 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg11 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc91)
      linalg.yield %241 : f32 loc(#loc91)
    } -> tensor<32xf32> loc(#loc91)
    %128 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %in_102: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc91)
      linalg.yield %241 : f32 loc(#loc91)
    } -> tensor<2x8x32xf32> loc(#loc91)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %128 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %in_102: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc38 at #loc54))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc71)
      linalg.yield %241 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc54)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %131 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.addf %in, %out : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc76)
      %242 = arith.addf %in, %241 : f32 loc(#loc76)
      linalg.yield %242 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = math.rsqrt %in : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x1xf32> loc(#loc76)
    %135 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc54)), %in_102: f32 loc(callsite(#loc14 at #loc61)), %out: f32 loc(callsite(#loc14 at #loc61))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc76)
      linalg.yield %241 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %136 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg19 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc61)), %out: f32 loc(callsite(#loc24 at #loc61))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc79)
      linalg.yield %241 : f32 loc(#loc79)
    } -> tensor<32xf32> loc(#loc79)
    %137 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc61)), %in_102: f32 loc(callsite(#loc24 at #loc61)), %out: f32 loc(callsite(#loc24 at #loc61))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc79)
      linalg.yield %241 : f32 loc(#loc79)
    } -> tensor<2x8x32xf32> loc(#loc79)
    %transposed_57 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc93)
    %collapsed_58 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc93)
    %138 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc93)
    %expanded_59 = tensor.expand_shape %138 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc80)
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<2x8x4x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc80)
    %transposed_61 = linalg.transpose ins(%arg13 : tensor<16x32xf32>) outs(%45 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc94)
    %139 = linalg.matmul ins(%collapsed_58, %transposed_61 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc94)
    %expanded_62 = tensor.expand_shape %139 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc81)
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<2x8x2x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc81)
    %transposed_64 = linalg.transpose ins(%arg14 : tensor<16x32xf32>) outs(%45 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc95)
    %140 = linalg.matmul ins(%collapsed_58, %transposed_64 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%47 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc95)
    %expanded_65 = tensor.expand_shape %140 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc82)
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x8x2x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc82)
    %141 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60, %expanded_29 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %extracted_slice_67 = tensor.extract_slice %transposed_60[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc96)
    %extracted_slice_68 = tensor.extract_slice %transposed_60[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc96)
    %142 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<2x4x8x4xf32>) outs(%52 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.negf %in : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x4xf32> loc(#loc96)
    %concat_69 = tensor.concat dim(3) %142, %extracted_slice_67 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc96)
    %143 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_69, %expanded_30 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %144 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x4x8x8xf32> loc(#loc96)
    %145 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_29 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc66)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %extracted_slice_70 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc96)
    %extracted_slice_71 = tensor.extract_slice %transposed_63[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc96)
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x2x8x4xf32>) outs(%57 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.negf %in : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x4xf32> loc(#loc96)
    %concat_72 = tensor.concat dim(3) %146, %extracted_slice_70 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc96)
    %147 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_30 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %148 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %147 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%49 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc83)), %in_102: f32 loc(callsite(#loc30 at #loc83)), %out: f32 loc(callsite(#loc30 at #loc83))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc96)
      linalg.yield %241 : f32 loc(#loc96)
    } -> tensor<2x2x8x8xf32> loc(#loc96)
    %149 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<2x2x8x8xf32>) outs(%61 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<2x2x2x8x8xf32> loc(#loc84)
    %collapsed_73 = tensor.collapse_shape %149 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %150 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<2x2x8x8xf32>) outs(%61 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<2x2x2x8x8xf32> loc(#loc84)
    %transposed_74 = linalg.transpose ins(%collapsed_73 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc84)
    %collapsed_75 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %151 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc84)
    %expanded_77 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %152 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.mulf %in, %cst_11 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %153 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.divf %in, %cst_12 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %154 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = math.tanh %in : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %155 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.mulf %in, %cst_12 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %156 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %14 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc9 at #loc46)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %157:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%156 : tensor<2x4x8x8xf32>) outs(%75, %73 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66)), %out_102: i64 loc(callsite(#loc32 at #loc66))):
      %241 = linalg.index 3 : index loc(#loc84)
      %242 = arith.index_cast %241 : index to i64 loc(#loc84)
      %243 = arith.maximumf %in, %out : f32 loc(#loc84)
      %244 = arith.cmpf ogt, %in, %out : f32 loc(#loc84)
      %245 = arith.select %244, %242, %out_102 : i64 loc(#loc84)
      linalg.yield %243, %245 : f32, i64 loc(#loc84)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc84)
    %expanded_78 = tensor.expand_shape %157#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc84)
    %158 = linalg.generic {indexing_maps = [#map8, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_78 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.subf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %159 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<2x4x8x8xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = math.exp %in : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %160 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%159 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.addf %in, %out : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x1xf32> loc(#loc84)
    %161 = linalg.generic {indexing_maps = [#map8, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %160 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%44 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc66)), %in_102: f32 loc(callsite(#loc32 at #loc66)), %out: f32 loc(callsite(#loc32 at #loc66))):
      %241 = arith.divf %in, %in_102 : f32 loc(#loc84)
      linalg.yield %241 : f32 loc(#loc84)
    } -> tensor<2x4x8x8xf32> loc(#loc84)
    %collapsed_79 = tensor.collapse_shape %161 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %collapsed_80 = tensor.collapse_shape %150 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc84)
    %162 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc84)
    %expanded_81 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc84)
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc84)
    %transposed_83 = linalg.transpose ins(%arg15 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc97)
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc97)
    %163 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc97)
    %expanded_85 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc97)
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc85)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %165 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.addf %in, %out : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc86)
      %242 = arith.addf %in, %241 : f32 loc(#loc86)
      linalg.yield %242 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = math.rsqrt %in : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %169 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %168 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc85)), %in_102: f32 loc(callsite(#loc14 at #loc67)), %out: f32 loc(callsite(#loc14 at #loc67))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc86)
      linalg.yield %241 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %170 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc24 at #loc67))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc87)
      linalg.yield %241 : f32 loc(#loc87)
    } -> tensor<32xf32> loc(#loc87)
    %171 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %170 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc67)), %in_102: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc24 at #loc67))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc87)
      linalg.yield %241 : f32 loc(#loc87)
    } -> tensor<2x8x32xf32> loc(#loc87)
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %171 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc54)), %in_102: f32 loc(callsite(#loc24 at #loc67)), %out: f32 loc(callsite(#loc35 at #loc54))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc68)
      linalg.yield %241 : f32 loc(#loc68)
    } -> tensor<2x8x32xf32> loc(#loc68)
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %174 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.addf %in, %out : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc88)
      %242 = arith.addf %in, %241 : f32 loc(#loc88)
      linalg.yield %242 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = math.rsqrt %in : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %178 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %177 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %in_102: f32 loc(callsite(#loc14 at #loc69)), %out: f32 loc(callsite(#loc14 at #loc69))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc88)
      linalg.yield %241 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %179 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc69)), %out: f32 loc(callsite(#loc24 at #loc69))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc89)
      linalg.yield %241 : f32 loc(#loc89)
    } -> tensor<32xf32> loc(#loc89)
    %180 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %179 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc69)), %in_102: f32 loc(callsite(#loc24 at #loc69)), %out: f32 loc(callsite(#loc24 at #loc69))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc89)
      linalg.yield %241 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %transposed_86 = linalg.transpose ins(%arg16 : tensor<64x32xf32>) outs(%103 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc98)
    %collapsed_87 = tensor.collapse_shape %180 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc98)
    %181 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc98)
    %expanded_88 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc98)
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %expanded_88 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %expanded_88 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.truncf %cst_5 : f64 to f32 loc(#loc92)
      %242 = arith.mulf %in, %241 : f32 loc(#loc92)
      linalg.yield %242 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %184 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.truncf %cst_4 : f64 to f32 loc(#loc92)
      %242 = arith.mulf %in, %241 : f32 loc(#loc92)
      linalg.yield %242 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %cst_13 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = math.tanh %in : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %189 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc92)
      linalg.yield %241 : f32 loc(#loc92)
    } -> tensor<2x8x64xf32> loc(#loc92)
    %transposed_89 = linalg.transpose ins(%arg17 : tensor<64x32xf32>) outs(%103 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc98)
    %191 = linalg.matmul ins(%collapsed_87, %transposed_89 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc98)
    %expanded_90 = tensor.expand_shape %191 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc98)
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %expanded_90 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_102: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc11 at #loc60))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc75)
      linalg.yield %241 : f32 loc(#loc75)
    } -> tensor<2x8x64xf32> loc(#loc75)
    %transposed_91 = linalg.transpose ins(%arg18 : tensor<32x64xf32>) outs(%119 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc98)
    %collapsed_92 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc98)
    %193 = linalg.matmul ins(%collapsed_92, %transposed_91 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc98)
    %expanded_93 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc98)
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %195 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.addf %in, %out : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc90)
      %242 = arith.addf %in, %241 : f32 loc(#loc90)
      linalg.yield %242 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = math.rsqrt %in : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x1xf32> loc(#loc90)
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %198 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %in_102: f32 loc(callsite(#loc14 at #loc70)), %out: f32 loc(callsite(#loc14 at #loc70))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc90)
      linalg.yield %241 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %200 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg22 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc91)
      linalg.yield %241 : f32 loc(#loc91)
    } -> tensor<32xf32> loc(#loc91)
    %201 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %200 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc70)), %in_102: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc91)
      linalg.yield %241 : f32 loc(#loc91)
    } -> tensor<2x8x32xf32> loc(#loc91)
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %201 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc54)), %in_102: f32 loc(callsite(#loc24 at #loc70)), %out: f32 loc(callsite(#loc38 at #loc54))):
      %241 = arith.addf %in, %in_102 : f32 loc(#loc71)
      linalg.yield %241 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc54)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc72)
      linalg.yield %241 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %204 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x32xf32>) outs(%31 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc57)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = arith.addf %in, %out : f32 loc(#loc72)
      linalg.yield %241 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc57)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = arith.divf %in, %cst_9 : f32 loc(#loc72)
      linalg.yield %241 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc57)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = arith.truncf %cst_6 : f64 to f32 loc(#loc72)
      %242 = arith.addf %in, %241 : f32 loc(#loc72)
      linalg.yield %242 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x1xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc57)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = math.rsqrt %in : f32 loc(#loc72)
      linalg.yield %241 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %208 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %207 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc54)), %in_102: f32 loc(callsite(#loc14 at #loc57)), %out: f32 loc(callsite(#loc14 at #loc57))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc72)
      linalg.yield %241 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %209 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg23 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc57)), %out: f32 loc(callsite(#loc24 at #loc57))):
      %241 = arith.addf %in, %cst_10 : f32 loc(#loc73)
      linalg.yield %241 : f32 loc(#loc73)
    } -> tensor<32xf32> loc(#loc73)
    %210 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %209 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc57)), %in_102: f32 loc(callsite(#loc24 at #loc57)), %out: f32 loc(callsite(#loc24 at #loc57))):
      %241 = arith.mulf %in, %in_102 : f32 loc(#loc73)
      linalg.yield %241 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %transposed_94 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%103 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc58)
    %collapsed_95 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc58)
    %211 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc58)
    %expanded_96 = tensor.expand_shape %211 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc58)
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc47)), %out: f32 loc(callsite(#loc41 at #loc45))):
      %241 = arith.divf %in, %cst_14 : f32 loc(#loc48)
      linalg.yield %241 : f32 loc(#loc48)
    } -> tensor<2x8x64xf32> loc(#loc48)
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc45)), %out: f32 loc(callsite(#loc42 at #loc45))):
      %241 = math.tanh %in : f32 loc(#loc49)
      linalg.yield %241 : f32 loc(#loc49)
    } -> tensor<2x8x64xf32> loc(#loc49)
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x64xf32>) outs(%107 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc42 at #loc45)), %out: f32 loc(callsite(#loc43 at #loc45))):
      %241 = arith.mulf %in, %cst_14 : f32 loc(#loc50)
      linalg.yield %241 : f32 loc(#loc50)
    } -> tensor<2x8x64xf32> loc(#loc50)
    %collapsed_97 = tensor.collapse_shape %214 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc45)
    %collapsed_98 = tensor.collapse_shape %arg26 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc45)
    %215 = tensor.empty() : tensor<16xi64> loc(#loc45)
    %216 = linalg.fill ins(%c0_i64 : i64) outs(%215 : tensor<16xi64>) -> tensor<16xi64> loc(#loc45)
    %217 = tensor.empty() : tensor<16xf32> loc(#loc45)
    %218 = linalg.fill ins(%cst_0 : f32) outs(%217 : tensor<16xf32>) -> tensor<16xf32> loc(#loc45)
    %219:2 = linalg.generic {indexing_maps = [#map2, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%collapsed_97 : tensor<16x64xf32>) outs(%218, %216 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44)), %out_102: i64 loc(callsite(#loc5 at #loc44))):
      %241 = linalg.index 1 : index loc(#loc45)
      %242 = arith.index_cast %241 : index to i64 loc(#loc45)
      %243 = arith.maximumf %in, %out : f32 loc(#loc45)
      %244 = arith.cmpf ogt, %in, %out : f32 loc(#loc45)
      %245 = arith.select %244, %242, %out_102 : i64 loc(#loc45)
      linalg.yield %243, %245 : f32, i64 loc(#loc45)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc45)
    %expanded_99 = tensor.expand_shape %219#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc45)
    %220 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_97, %expanded_99 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%104 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %in_102: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.subf %in, %in_102 : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<16x64xf32>) outs(%104 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = math.exp %in : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %222 = tensor.empty() : tensor<16x1xf32> loc(#loc45)
    %223 = linalg.fill ins(%cst : f32) outs(%222 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc45)
    %224 = linalg.generic {indexing_maps = [#map2, #map18], iterator_types = ["parallel", "reduction"]} ins(%221 : tensor<16x64xf32>) outs(%223 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %225 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<16x1xf32>) outs(%222 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = math.log %in : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %226 = linalg.generic {indexing_maps = [#map2, #map18, #map2], iterator_types = ["parallel", "parallel"]} ins(%220, %225 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%104 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %in_102: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.subf %in, %in_102 : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16x64xf32> loc(#loc45)
    %227 = tensor.empty() : tensor<16xi1> loc(#loc45)
    %228 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<16xi64>) outs(%227 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc44)), %out: i1 loc(callsite(#loc5 at #loc44))):
      %241 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc45)
      linalg.yield %241 : i1 loc(#loc45)
    } -> tensor<16xi1> loc(#loc45)
    %229 = linalg.generic {indexing_maps = [#map5, #map5, #map19, #map5], iterator_types = ["parallel"]} ins(%228, %collapsed_98, %cst_15 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%215 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc44)), %in_102: i64 loc(callsite(#loc5 at #loc44)), %in_103: i64 loc(callsite(#loc5 at #loc44)), %out: i64 loc(callsite(#loc5 at #loc44))):
      %241 = arith.select %in, %in_102, %in_103 : i64 loc(#loc45)
      linalg.yield %241 : i64 loc(#loc45)
    } -> tensor<16xi64> loc(#loc45)
    %expanded_100 = tensor.expand_shape %229 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc45)
    %230 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_100 : tensor<16x1xi64>) outs(%223 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = linalg.index 0 : index loc(#loc45)
      %242 = arith.index_cast %in : i64 to index loc(#loc45)
      %243 = arith.cmpi slt, %242, %c64 : index loc(#loc45)
      cf.assert %243, "index must be smaller than dim size" loc(#loc45)
      %244 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc45)
      cf.assert %244, "index must be larger or equal to 0" loc(#loc45)
      %extracted = tensor.extract %226[%241, %242] : tensor<16x64xf32> loc(#loc45)
      linalg.yield %extracted : f32 loc(#loc45)
    } -> tensor<16x1xf32> loc(#loc45)
    %collapsed_101 = tensor.collapse_shape %230 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc45)
    %231 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed_101 : tensor<16xf32>) outs(%217 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.negf %in : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %232 = linalg.generic {indexing_maps = [#map5, #map5, #map19, #map5], iterator_types = ["parallel"]} ins(%228, %231, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%217 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc44)), %in_102: f32 loc(callsite(#loc5 at #loc44)), %in_103: f32 loc(callsite(#loc9 at #loc46)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.select %in, %in_102, %in_103 : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<16xf32> loc(#loc45)
    %233 = tensor.empty() : tensor<i64> loc(#loc45)
    %234 = linalg.fill ins(%c0_i64 : i64) outs(%233 : tensor<i64>) -> tensor<i64> loc(#loc45)
    %235 = linalg.generic {indexing_maps = [#map5, #map19], iterator_types = ["reduction"]} ins(%228 : tensor<16xi1>) outs(%234 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc44)), %out: i64 loc(callsite(#loc5 at #loc44))):
      %241 = arith.extui %in : i1 to i64 loc(#loc45)
      %242 = arith.addi %241, %out : i64 loc(#loc45)
      linalg.yield %242 : i64 loc(#loc45)
    } -> tensor<i64> loc(#loc45)
    %236 = tensor.empty() : tensor<f32> loc(#loc45)
    %237 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%235 : tensor<i64>) outs(%236 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.sitofp %in : i64 to f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %238 = linalg.fill ins(%cst : f32) outs(%236 : tensor<f32>) -> tensor<f32> loc(#loc45)
    %239 = linalg.generic {indexing_maps = [#map5, #map19], iterator_types = ["reduction"]} ins(%232 : tensor<16xf32>) outs(%238 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    %240 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%239, %237 : tensor<f32>, tensor<f32>) outs(%236 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc44)), %in_102: f32 loc(callsite(#loc5 at #loc44)), %out: f32 loc(callsite(#loc5 at #loc44))):
      %241 = arith.divf %in, %in_102 : f32 loc(#loc45)
      linalg.yield %241 : f32 loc(#loc45)
    } -> tensor<f32> loc(#loc45)
    return %240 : tensor<f32> loc(#loc45)
  } loc(#loc74)
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
  //   #10 param     model.layers.0.pre_feedforward_layernorm.weight
  //   #11 param     model.layers.0.post_feedforward_layernorm.weight
  //   #12 param     model.layers.1.self_attn.q_proj.weight
  //   #13 param     model.layers.1.self_attn.k_proj.weight
  //   #14 param     model.layers.1.self_attn.v_proj.weight
  //   #15 param     model.layers.1.self_attn.o_proj.weight
  //   #16 param     model.layers.1.mlp.gate_proj.weight
  //   #17 param     model.layers.1.mlp.up_proj.weight
  //   #18 param     model.layers.1.mlp.down_proj.weight
  //   #19 param     model.layers.1.input_layernorm.weight
  //   #20 param     model.layers.1.post_attention_layernorm.weight
  //   #21 param     model.layers.1.pre_feedforward_layernorm.weight
  //   #22 param     model.layers.1.post_feedforward_layernorm.weight
  //   #23 param     model.norm.weight
  //   #24 input     input0
  //   #25 label     label0
  //   #26 hyper     lr
  func.func @train_step(
      %a0: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.embed_tokens.weight"},
      %a1: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_proj.weight"},
      %a2: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.k_proj.weight"},
      %a3: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.v_proj.weight"},
      %a4: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.o_proj.weight"},
      %a5: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.gate_proj.weight"},
      %a6: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.up_proj.weight"},
      %a7: tensor<32x64xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.down_proj.weight"},
      %a8: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.input_layernorm.weight"},
      %a9: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.post_attention_layernorm.weight"},
      %a10: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.pre_feedforward_layernorm.weight"},
      %a11: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.post_feedforward_layernorm.weight"},
      %a12: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_proj.weight"},
      %a13: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.k_proj.weight"},
      %a14: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.v_proj.weight"},
      %a15: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.o_proj.weight"},
      %a16: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.gate_proj.weight"},
      %a17: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.up_proj.weight"},
      %a18: tensor<32x64xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.down_proj.weight"},
      %a19: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.input_layernorm.weight"},
      %a20: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.post_attention_layernorm.weight"},
      %a21: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.pre_feedforward_layernorm.weight"},
      %a22: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.post_feedforward_layernorm.weight"},
      %a23: tensor<32xf32> {mpt.role = "param", mpt.name = "model.norm.weight"},
      %a24: tensor<2x8xi64> {mpt.role = "input"},
      %a25: tensor<2x8xi64> {mpt.role = "label"},
      %a26: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
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
          tensor<32xf32> {mpt.updates = 10 : i64},
          tensor<32xf32> {mpt.updates = 11 : i64},
          tensor<32x32xf32> {mpt.updates = 12 : i64},
          tensor<16x32xf32> {mpt.updates = 13 : i64},
          tensor<16x32xf32> {mpt.updates = 14 : i64},
          tensor<32x32xf32> {mpt.updates = 15 : i64},
          tensor<64x32xf32> {mpt.updates = 16 : i64},
          tensor<64x32xf32> {mpt.updates = 17 : i64},
          tensor<32x64xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<32xf32> {mpt.updates = 20 : i64},
          tensor<32xf32> {mpt.updates = 21 : i64},
          tensor<32xf32> {mpt.updates = 22 : i64},
          tensor<32xf32> {mpt.updates = 23 : i64},
          tensor<f32>) {
    %loss, %g:24 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a0, %a24, %a25) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
        : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a26 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a26 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a26 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p3 = mpt.sgd %a3, %g#3, %a26 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a26 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a26 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p6 = mpt.sgd %a6, %g#6, %a26 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p7 = mpt.sgd %a7, %g#7, %a26 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p8 = mpt.sgd %a8, %g#8, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p11 = mpt.sgd %a11, %g#11, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a26 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a26 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a26 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p15 = mpt.sgd %a15, %g#15, %a26 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p16 = mpt.sgd %a16, %g#16, %a26 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p17 = mpt.sgd %a17, %g#17, %a26 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p18 = mpt.sgd %a18, %g#18, %a26 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p19 = mpt.sgd %a19, %g#19, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p21 = mpt.sgd %a21, %g#21, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p22 = mpt.sgd %a22, %g#22, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p23 = mpt.sgd %a23, %g#23, %a26 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %loss
        : tensor<64x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gemma2/modeling_gemma2.py":254:0)
#loc82 = loc(callsite(#loc29 at #loc66))
#loc93 = loc(callsite(#loc25 at #loc80))
#loc94 = loc(callsite(#loc25 at #loc81))
#loc95 = loc(callsite(#loc25 at #loc82))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
