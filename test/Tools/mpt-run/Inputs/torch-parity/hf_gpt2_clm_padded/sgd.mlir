// Exported by mpt_torch from GPT2LMHeadModel (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":583:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":683:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":66:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":242:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":308:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":608:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":276:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":703:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":569:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":573:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":574:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":576:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":577:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/pytorch_utils.py":119:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":187:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":277:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/pytorch_utils.py":120:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":213:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":225:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":285:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":307:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":241:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":243:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":310:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":619:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#loc36 = loc(callsite(#loc2 at #loc3))
#loc37 = loc(callsite(#loc1 at #loc36))
#loc38 = loc(callsite(#loc5 at #loc37))
#loc39 = loc(callsite(#loc12 at #loc37))
#loc41 = loc(callsite(#loc4 at #loc38))
#loc42 = loc(callsite(#loc9 at #loc38))
#loc43 = loc(callsite(#loc14 at #loc38))
#loc44 = loc(callsite(#loc15 at #loc38))
#loc45 = loc(callsite(#loc16 at #loc38))
#loc46 = loc(callsite(#loc17 at #loc38))
#loc47 = loc(callsite(#loc18 at #loc38))
#loc48 = loc(callsite(#loc33 at #loc38))
#loc50 = loc(callsite(#loc8 at #loc42))
#loc51 = loc(callsite(#loc11 at #loc42))
#loc52 = loc(callsite(#loc13 at #loc43))
#loc53 = loc(callsite(#loc13 at #loc46))
#loc54 = loc(callsite(#loc21 at #loc42))
#loc55 = loc(callsite(#loc28 at #loc42))
#loc56 = loc(callsite(#loc29 at #loc42))
#loc57 = loc(callsite(#loc32 at #loc42))
#loc58 = loc(callsite(#loc10 at #loc48))
#loc59 = loc(callsite(#loc7 at #loc50))
#loc60 = loc(callsite(#loc10 at #loc51))
#loc61 = loc(callsite(#loc20 at #loc54))
#loc65 = loc(callsite(#loc26 at #loc54))
#loc66 = loc(callsite(#loc27 at #loc54))
#loc67 = loc(callsite(#loc10 at #loc56))
#loc68 = loc(callsite(#loc30 at #loc50))
#loc69 = loc(callsite(#loc31 at #loc50))
#loc70 = loc(callsite(#loc6 at #loc59))
#loc71 = loc(callsite(#loc19 at #loc61))
#loc73 = loc(callsite(#loc19 at #loc66))
#loc74 = loc(callsite(#loc22 at #loc66))
#loc75 = loc(callsite(#loc19 at #loc68))
#loc76 = loc(callsite(#loc22 at #loc68))
#loc77 = loc(callsite(#loc19 at #loc69))
#loc78 = loc(callsite(#loc22 at #loc69))
module {
  func.func @forward(%arg0: tensor<96x32xf32> loc(callsite(#loc1 at #loc36)), %arg1: tensor<8x32xf32> loc(callsite(#loc1 at #loc36)), %arg2: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg4: tensor<32x96xf32> loc(callsite(#loc1 at #loc36)), %arg5: tensor<96xf32> loc(callsite(#loc1 at #loc36)), %arg6: tensor<32x32xf32> loc(callsite(#loc1 at #loc36)), %arg7: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg10: tensor<32x128xf32> loc(callsite(#loc1 at #loc36)), %arg11: tensor<128xf32> loc(callsite(#loc1 at #loc36)), %arg12: tensor<128x32xf32> loc(callsite(#loc1 at #loc36)), %arg13: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg14: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg15: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg16: tensor<32x96xf32> loc(callsite(#loc1 at #loc36)), %arg17: tensor<96xf32> loc(callsite(#loc1 at #loc36)), %arg18: tensor<32x32xf32> loc(callsite(#loc1 at #loc36)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg22: tensor<32x128xf32> loc(callsite(#loc1 at #loc36)), %arg23: tensor<128xf32> loc(callsite(#loc1 at #loc36)), %arg24: tensor<128x32xf32> loc(callsite(#loc1 at #loc36)), %arg25: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc36)), %arg28: tensor<2x8xi64> loc(callsite(#loc1 at #loc36)), %arg29: tensor<2x8xi64> loc(callsite(#loc1 at #loc36))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc)
    %c3_i64 = arith.constant 3 : i64 loc(#loc41)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c8_i64 = arith.constant 8 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c96 = arith.constant 96 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc41)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc41)
    %cst_4 = arith.constant dense<true> : tensor<i1> loc(#loc41)
    %cst_5 = arith.constant 0.79788456080286541 : f64 loc(#loc70)
    %cst_6 = arith.constant 4.471500e-02 : f64 loc(#loc70)
    %cst_7 = arith.constant 1.000000e-05 : f64 loc(#loc60)
    %cst_8 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_9 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_10 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_11 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_12 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_13 = arith.constant dense<0> : tensor<i64> loc(#loc39)
    %0 = tensor.empty() : tensor<2x8xi1> loc(#loc37)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc36)), %out: i1 loc(callsite(#loc1 at #loc36))):
      %219 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc37)
      linalg.yield %219 : i1 loc(#loc37)
    } -> tensor<2x8xi1> loc(#loc37)
    %2 = tensor.empty() : tensor<2x8xi64> loc(#loc37)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%2 : tensor<2x8xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc36)), %out: i64 loc(callsite(#loc1 at #loc36))):
      %219 = arith.extui %in : i1 to i64 loc(#loc37)
      linalg.yield %219 : i64 loc(#loc37)
    } -> tensor<2x8xi64> loc(#loc37)
    %4 = tensor.empty() : tensor<2x8x32xf32> loc(#loc52)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x8xi64>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc36)), %out: f32 loc(callsite(#loc13 at #loc43))):
      %219 = arith.index_cast %in : i64 to index loc(#loc52)
      %220 = linalg.index 2 : index loc(#loc52)
      %221 = arith.cmpi slt, %219, %c96 : index loc(#loc52)
      cf.assert %221, "index must be smaller than dim size" loc(#loc52)
      %222 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc52)
      cf.assert %222, "index must be larger or equal to 0" loc(#loc52)
      %extracted = tensor.extract %arg0[%219, %220] : tensor<96x32xf32> loc(#loc52)
      linalg.yield %extracted : f32 loc(#loc52)
    } -> tensor<2x8x32xf32> loc(#loc52)
    %6 = tensor.empty() : tensor<8xi64> loc(#loc44)
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc15 at #loc38))):
      %219 = linalg.index 0 : index loc(#loc44)
      %220 = arith.index_cast %219 : index to i64 loc(#loc44)
      linalg.yield %220 : i64 loc(#loc44)
    } -> tensor<8xi64> loc(#loc44)
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64> loc(#loc45)
    %8 = tensor.empty() : tensor<1x8x32xf32> loc(#loc53)
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%8 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc16 at #loc38)), %out: f32 loc(callsite(#loc13 at #loc46))):
      %219 = arith.index_cast %in : i64 to index loc(#loc53)
      %220 = linalg.index 2 : index loc(#loc53)
      %221 = arith.cmpi slt, %219, %c8 : index loc(#loc53)
      cf.assert %221, "index must be smaller than dim size" loc(#loc53)
      %222 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc53)
      cf.assert %222, "index must be larger or equal to 0" loc(#loc53)
      %extracted = tensor.extract %arg1[%219, %220] : tensor<8x32xf32> loc(#loc53)
      linalg.yield %extracted : f32 loc(#loc53)
    } -> tensor<1x8x32xf32> loc(#loc53)
    %10 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc43)), %in_71: f32 loc(callsite(#loc13 at #loc46)), %out: f32 loc(callsite(#loc18 at #loc38))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc47)
      linalg.yield %219 : f32 loc(#loc47)
    } -> tensor<2x8x32xf32> loc(#loc47)
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc36)), %out: i1 loc(callsite(#loc4 at #loc38))):
      %219 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc41)
      linalg.yield %219 : i1 loc(#loc41)
    } -> tensor<2x8xi1> loc(#loc41)
    %12 = tensor.empty() : tensor<2xi64> loc(#loc41)
    %13 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%12 : tensor<2xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc4 at #loc38))):
      %219 = linalg.index 0 : index loc(#loc41)
      %220 = arith.index_cast %219 : index to i64 loc(#loc41)
      linalg.yield %220 : i64 loc(#loc41)
    } -> tensor<2xi64> loc(#loc41)
    %expanded_14 = tensor.expand_shape %13 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc41)
    %expanded_15 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc41)
    %expanded_16 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc41)
    %14 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc41)
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%14 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc38)), %in_71: i64 loc(callsite(#loc4 at #loc38)), %out: i1 loc(callsite(#loc4 at #loc38))):
      %219 = arith.cmpi sle, %in, %in_71 : i64 loc(#loc41)
      linalg.yield %219 : i1 loc(#loc41)
    } -> tensor<1x1x8x8xi1> loc(#loc41)
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %15 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%14 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc38)), %in_71: i1 loc(callsite(#loc4 at #loc38)), %out: i1 loc(callsite(#loc4 at #loc38))):
      %219 = arith.andi %in, %in_71 : i1 loc(#loc41)
      linalg.yield %219 : i1 loc(#loc41)
    } -> tensor<1x1x8x8xi1> loc(#loc41)
    %17 = tensor.empty() : tensor<2x1x1x8xi1> loc(#loc41)
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_16 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%17 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc38)), %in_71: i64 loc(callsite(#loc4 at #loc38)), %out: i1 loc(callsite(#loc4 at #loc38))):
      %219 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc41)
      %220 = arith.addi %in, %c2_i64 : i64 loc(#loc41)
      %221 = arith.select %219, %220, %in : i64 loc(#loc41)
      %222 = arith.index_cast %221 : i64 to index loc(#loc41)
      %223 = arith.cmpi slt, %in_71, %c0_i64 : i64 loc(#loc41)
      %224 = arith.addi %in_71, %c8_i64 : i64 loc(#loc41)
      %225 = arith.select %223, %224, %in_71 : i64 loc(#loc41)
      %226 = arith.index_cast %225 : i64 to index loc(#loc41)
      %extracted = tensor.extract %11[%222, %226] : tensor<2x8xi1> loc(#loc41)
      linalg.yield %extracted : i1 loc(#loc41)
    } -> tensor<2x1x1x8xi1> loc(#loc41)
    %19 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc41)
    %20 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%19 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc38)), %in_71: i1 loc(callsite(#loc4 at #loc38)), %out: i1 loc(callsite(#loc4 at #loc38))):
      %219 = arith.andi %in, %in_71 : i1 loc(#loc41)
      linalg.yield %219 : i1 loc(#loc41)
    } -> tensor<2x1x8x8xi1> loc(#loc41)
    %21 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc41)
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc38)), %in_71: f32 loc(callsite(#loc4 at #loc38)), %in_72: f32 loc(callsite(#loc4 at #loc38)), %out: f32 loc(callsite(#loc4 at #loc38))):
      %219 = arith.select %in, %in_71, %in_72 : f32 loc(#loc41)
      linalg.yield %219 : f32 loc(#loc41)
    } -> tensor<2x1x8x8xf32> loc(#loc41)
    %23 = tensor.empty() : tensor<2x8x32xf64> loc(#loc60)
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x32xf32>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc38)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.extf %in : f32 to f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %25 = tensor.empty() : tensor<2x8x1xf64> loc(#loc60)
    %26 = linalg.fill ins(%cst : f64) outs(%25 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc60)
    %27 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %29 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %28 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %in_71: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.subf %in, %in_71 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %29 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %in_71: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %31 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %33 = tensor.empty() : tensor<2x8x1xf32> loc(#loc60)
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf64>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.truncf %in : f64 to f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %35 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc60)
    %36 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc38)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_9 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.truncf %cst_7 : f64 to f32 loc(#loc60)
      %220 = arith.addf %in, %219 : f32 loc(#loc60)
      linalg.yield %220 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = math.rsqrt %in : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %40 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %37 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc38)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %41 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %39 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %42 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %arg2 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %43 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %collapsed = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc71)
    %44 = tensor.empty() : tensor<16x96xf32> loc(#loc71)
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc71)
    %46 = linalg.matmul ins(%collapsed, %arg4 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%45 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc71)
    %47 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc61)), %out: f32 loc(callsite(#loc19 at #loc61))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<16x96xf32> loc(#loc71)
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc61)), %in_71: f32 loc(callsite(#loc19 at #loc61)), %out: f32 loc(callsite(#loc19 at #loc61))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc71)
      linalg.yield %219 : f32 loc(#loc71)
    } -> tensor<16x96xf32> loc(#loc71)
    %expanded_17 = tensor.expand_shape %48 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc72)
    %extracted_slice = tensor.extract_slice %expanded_17[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %extracted_slice_18 = tensor.extract_slice %expanded_17[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %extracted_slice_19 = tensor.extract_slice %expanded_17[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %expanded_20 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc62)
    %expanded_21 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc63)
    %49 = tensor.empty() : tensor<2x2x8x16xf32> loc(#loc63)
    %transposed = linalg.transpose ins(%expanded_21 : tensor<2x8x2x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc63)
    %expanded_22 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc64)
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x2x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc64)
    %50 = tensor.empty() : tensor<2x2x16x8xf32> loc(#loc65)
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<2x8x2x16xf32>) outs(%50 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc65)
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc65)
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc65)
    %51 = tensor.empty() : tensor<4x8x8xf32> loc(#loc65)
    %52 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc65)
    %53 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc65)
    %expanded_27 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc65)
    %54 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc65)
    %55 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.mulf %in, %cst_10 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %56 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %22 : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc4 at #loc38)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %57 = tensor.empty() : tensor<2x2x8xi64> loc(#loc65)
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64> loc(#loc65)
    %59 = tensor.empty() : tensor<2x2x8xf32> loc(#loc65)
    %60 = linalg.fill ins(%cst_1 : f32) outs(%59 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32> loc(#loc65)
    %61:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x8x8xf32>) outs(%60, %58 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54)), %out_71: i64 loc(callsite(#loc26 at #loc54))):
      %219 = linalg.index 3 : index loc(#loc65)
      %220 = arith.index_cast %219 : index to i64 loc(#loc65)
      %221 = arith.maximumf %in, %out : f32 loc(#loc65)
      %222 = arith.cmpf ogt, %in, %out : f32 loc(#loc65)
      %223 = arith.select %222, %220, %out_71 : i64 loc(#loc65)
      linalg.yield %221, %223 : f32, i64 loc(#loc65)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc65)
    %expanded_28 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc65)
    %62 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %63 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = math.exp %in : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %64 = tensor.empty() : tensor<2x2x8x1xf32> loc(#loc65)
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32> loc(#loc65)
    %66 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<2x2x8x8xf32>) outs(%65 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.addf %in, %out : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x1xf32> loc(#loc65)
    %67 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.divf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %collapsed_29 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc65)
    %collapsed_30 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc65)
    %68 = tensor.empty() : tensor<4x8x16xf32> loc(#loc65)
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc65)
    %70 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%69 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc65)
    %expanded_31 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc65)
    %71 = tensor.empty() : tensor<2x8x2x16xf32> loc(#loc65)
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x2x8x16xf32>) outs(%71 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc65)
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc73)
    %72 = tensor.empty() : tensor<16x32xf32> loc(#loc73)
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %74 = linalg.matmul ins(%collapsed_33, %arg6 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%73 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %75 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc66)), %out: f32 loc(callsite(#loc19 at #loc66))):
      linalg.yield %in : f32 loc(#loc73)
    } -> tensor<16x32xf32> loc(#loc73)
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc66)), %in_71: f32 loc(callsite(#loc19 at #loc66)), %out: f32 loc(callsite(#loc19 at #loc66))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc73)
      linalg.yield %219 : f32 loc(#loc73)
    } -> tensor<16x32xf32> loc(#loc73)
    %expanded_34 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc74)
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %10 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc66)), %in_71: f32 loc(callsite(#loc18 at #loc38)), %out: f32 loc(callsite(#loc28 at #loc42))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc55)
      linalg.yield %219 : f32 loc(#loc55)
    } -> tensor<2x8x32xf32> loc(#loc55)
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x32xf32>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.extf %in : f32 to f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %79 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %81 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %in_71: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.subf %in, %in_71 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %in_71: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %83 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x8x1xf64>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.truncf %in : f64 to f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %86 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_9 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.truncf %cst_7 : f64 to f32 loc(#loc67)
      %220 = arith.addf %in, %219 : f32 loc(#loc67)
      linalg.yield %220 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = math.rsqrt %in : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %90 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %91 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %92 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %93 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %collapsed_35 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc75)
    %94 = tensor.empty() : tensor<16x128xf32> loc(#loc75)
    %95 = linalg.fill ins(%cst_0 : f32) outs(%94 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc75)
    %96 = linalg.matmul ins(%collapsed_35, %arg10 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%95 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc75)
    %97 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%94 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc68)), %out: f32 loc(callsite(#loc19 at #loc68))):
      linalg.yield %in : f32 loc(#loc75)
    } -> tensor<16x128xf32> loc(#loc75)
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%94 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc68)), %in_71: f32 loc(callsite(#loc19 at #loc68)), %out: f32 loc(callsite(#loc19 at #loc68))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc75)
      linalg.yield %219 : f32 loc(#loc75)
    } -> tensor<16x128xf32> loc(#loc75)
    %expanded_36 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc76)
    %99 = tensor.empty() : tensor<2x8x128xf32> loc(#loc70)
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.mulf %in, %cst_11 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %102 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.truncf %cst_6 : f64 to f32 loc(#loc70)
      %220 = arith.mulf %in, %219 : f32 loc(#loc70)
      linalg.yield %220 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %102 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %in_71: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.truncf %cst_5 : f64 to f32 loc(#loc70)
      %220 = arith.mulf %in, %219 : f32 loc(#loc70)
      linalg.yield %220 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = math.tanh %in : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.addf %in, %cst_12 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %106 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %in_71: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %collapsed_37 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc77)
    %108 = linalg.matmul ins(%collapsed_37, %arg12 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%73 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc77)
    %109 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc69)), %out: f32 loc(callsite(#loc19 at #loc69))):
      linalg.yield %in : f32 loc(#loc77)
    } -> tensor<16x32xf32> loc(#loc77)
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc69)), %in_71: f32 loc(callsite(#loc19 at #loc69)), %out: f32 loc(callsite(#loc19 at #loc69))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc77)
      linalg.yield %219 : f32 loc(#loc77)
    } -> tensor<16x32xf32> loc(#loc77)
    %expanded_38 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc78)
    %111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %expanded_38 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %in_71: f32 loc(callsite(#loc22 at #loc69)), %out: f32 loc(callsite(#loc32 at #loc42))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc57)
      linalg.yield %219 : f32 loc(#loc57)
    } -> tensor<2x8x32xf32> loc(#loc57)
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x32xf32>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.extf %in : f32 to f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %113 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %115 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %in_71: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.subf %in, %in_71 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %in_71: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x32xf64> loc(#loc60)
    %117 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f64 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc60)
      linalg.yield %219 : f64 loc(#loc60)
    } -> tensor<2x8x1xf64> loc(#loc60)
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf64>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.truncf %in : f64 to f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %120 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %out : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.divf %in, %cst_9 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.truncf %cst_7 : f64 to f32 loc(#loc60)
      %220 = arith.addf %in, %219 : f32 loc(#loc60)
      linalg.yield %220 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = math.rsqrt %in : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x1xf32> loc(#loc60)
    %124 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %125 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %126 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %127 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc51)), %in_71: f32 loc(callsite(#loc10 at #loc51)), %out: f32 loc(callsite(#loc10 at #loc51))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc60)
      linalg.yield %219 : f32 loc(#loc60)
    } -> tensor<2x8x32xf32> loc(#loc60)
    %collapsed_39 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc71)
    %128 = linalg.matmul ins(%collapsed_39, %arg16 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%45 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc71)
    %129 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc61)), %out: f32 loc(callsite(#loc19 at #loc61))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<16x96xf32> loc(#loc71)
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%128, %129 : tensor<16x96xf32>, tensor<16x96xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc61)), %in_71: f32 loc(callsite(#loc19 at #loc61)), %out: f32 loc(callsite(#loc19 at #loc61))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc71)
      linalg.yield %219 : f32 loc(#loc71)
    } -> tensor<16x96xf32> loc(#loc71)
    %expanded_40 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xf32> into tensor<2x8x96xf32> loc(#loc72)
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 32] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 64] [2, 8, 32] [1, 1, 1] : tensor<2x8x96xf32> to tensor<2x8x32xf32> loc(#loc61)
    %expanded_44 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc62)
    %expanded_45 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc63)
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x8x2x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc63)
    %expanded_47 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc64)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x8x2x16xf32>) outs(%49 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc64)
    %transposed_49 = linalg.transpose ins(%expanded_44 : tensor<2x8x2x16xf32>) outs(%50 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc65)
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc65)
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc65)
    %131 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc65)
    %expanded_52 = tensor.expand_shape %131 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc65)
    %132 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.mulf %in, %cst_10 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %133 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %22 : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc4 at #loc38)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %134:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x2x8x8xf32>) outs(%60, %58 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54)), %out_71: i64 loc(callsite(#loc26 at #loc54))):
      %219 = linalg.index 3 : index loc(#loc65)
      %220 = arith.index_cast %219 : index to i64 loc(#loc65)
      %221 = arith.maximumf %in, %out : f32 loc(#loc65)
      %222 = arith.cmpf ogt, %in, %out : f32 loc(#loc65)
      %223 = arith.select %222, %220, %out_71 : i64 loc(#loc65)
      linalg.yield %221, %223 : f32, i64 loc(#loc65)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc65)
    %expanded_53 = tensor.expand_shape %134#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc65)
    %135 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_53 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %136 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = math.exp %in : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %137 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<2x2x8x8xf32>) outs(%65 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.addf %in, %out : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x1xf32> loc(#loc65)
    %138 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %137 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc54)), %in_71: f32 loc(callsite(#loc26 at #loc54)), %out: f32 loc(callsite(#loc26 at #loc54))):
      %219 = arith.divf %in, %in_71 : f32 loc(#loc65)
      linalg.yield %219 : f32 loc(#loc65)
    } -> tensor<2x2x8x8xf32> loc(#loc65)
    %collapsed_54 = tensor.collapse_shape %138 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc65)
    %collapsed_55 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc65)
    %139 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%69 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc65)
    %expanded_56 = tensor.expand_shape %139 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc65)
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<2x2x8x16xf32>) outs(%71 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc65)
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc73)
    %140 = linalg.matmul ins(%collapsed_58, %arg18 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%73 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc73)
    %141 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc66)), %out: f32 loc(callsite(#loc19 at #loc66))):
      linalg.yield %in : f32 loc(#loc73)
    } -> tensor<16x32xf32> loc(#loc73)
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc66)), %in_71: f32 loc(callsite(#loc19 at #loc66)), %out: f32 loc(callsite(#loc19 at #loc66))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc73)
      linalg.yield %219 : f32 loc(#loc73)
    } -> tensor<16x32xf32> loc(#loc73)
    %expanded_59 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc74)
    %143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %111 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc66)), %in_71: f32 loc(callsite(#loc32 at #loc42)), %out: f32 loc(callsite(#loc28 at #loc42))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc55)
      linalg.yield %219 : f32 loc(#loc55)
    } -> tensor<2x8x32xf32> loc(#loc55)
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x32xf32>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.extf %in : f32 to f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %145 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %147 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %in_71: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.subf %in, %in_71 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %in_71: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x32xf64> loc(#loc67)
    %149 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f64 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc67)
      linalg.yield %219 : f64 loc(#loc67)
    } -> tensor<2x8x1xf64> loc(#loc67)
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf64>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.truncf %in : f64 to f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %152 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %out : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.divf %in, %cst_9 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.truncf %cst_7 : f64 to f32 loc(#loc67)
      %220 = arith.addf %in, %219 : f32 loc(#loc67)
      linalg.yield %220 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = math.rsqrt %in : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x1xf32> loc(#loc67)
    %156 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %153 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %157 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %158 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %159 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg21 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc56)), %in_71: f32 loc(callsite(#loc10 at #loc56)), %out: f32 loc(callsite(#loc10 at #loc56))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc67)
      linalg.yield %219 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %collapsed_60 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc75)
    %160 = linalg.matmul ins(%collapsed_60, %arg22 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%95 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc75)
    %161 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%94 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc68)), %out: f32 loc(callsite(#loc19 at #loc68))):
      linalg.yield %in : f32 loc(#loc75)
    } -> tensor<16x128xf32> loc(#loc75)
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%160, %161 : tensor<16x128xf32>, tensor<16x128xf32>) outs(%94 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc68)), %in_71: f32 loc(callsite(#loc19 at #loc68)), %out: f32 loc(callsite(#loc19 at #loc68))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc75)
      linalg.yield %219 : f32 loc(#loc75)
    } -> tensor<16x128xf32> loc(#loc75)
    %expanded_61 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc76)
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.mulf %in, %cst_11 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.truncf %cst_6 : f64 to f32 loc(#loc70)
      %220 = arith.mulf %in, %219 : f32 loc(#loc70)
      linalg.yield %220 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %166 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %165 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc68)), %in_71: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.truncf %cst_5 : f64 to f32 loc(#loc70)
      %220 = arith.mulf %in, %219 : f32 loc(#loc70)
      linalg.yield %220 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = math.tanh %in : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.addf %in, %cst_12 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %169 : tensor<2x8x128xf32>, tensor<2x8x128xf32>) outs(%99 : tensor<2x8x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc59)), %in_71: f32 loc(callsite(#loc6 at #loc59)), %out: f32 loc(callsite(#loc6 at #loc59))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc70)
      linalg.yield %219 : f32 loc(#loc70)
    } -> tensor<2x8x128xf32> loc(#loc70)
    %collapsed_62 = tensor.collapse_shape %170 [[0, 1], [2]] : tensor<2x8x128xf32> into tensor<16x128xf32> loc(#loc77)
    %171 = linalg.matmul ins(%collapsed_62, %arg24 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%73 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc77)
    %172 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc69)), %out: f32 loc(callsite(#loc19 at #loc69))):
      linalg.yield %in : f32 loc(#loc77)
    } -> tensor<16x32xf32> loc(#loc77)
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%171, %172 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%72 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc69)), %in_71: f32 loc(callsite(#loc19 at #loc69)), %out: f32 loc(callsite(#loc19 at #loc69))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc77)
      linalg.yield %219 : f32 loc(#loc77)
    } -> tensor<16x32xf32> loc(#loc77)
    %expanded_63 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc78)
    %174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %expanded_63 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc28 at #loc42)), %in_71: f32 loc(callsite(#loc22 at #loc69)), %out: f32 loc(callsite(#loc32 at #loc42))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc57)
      linalg.yield %219 : f32 loc(#loc57)
    } -> tensor<2x8x32xf32> loc(#loc57)
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x32xf32>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.extf %in : f32 to f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x32xf64> loc(#loc58)
    %176 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.addf %in, %out : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x1xf64> loc(#loc58)
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x1xf64> loc(#loc58)
    %178 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %177 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %in_71: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.subf %in, %in_71 : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x32xf64> loc(#loc58)
    %179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %178 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%23 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %in_71: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.mulf %in, %in_71 : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x32xf64> loc(#loc58)
    %180 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x8x32xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.addf %in, %out : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x1xf64> loc(#loc58)
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x1xf64>) outs(%25 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %out: f64 loc(callsite(#loc10 at #loc48))):
      %219 = arith.divf %in, %cst_8 : f64 loc(#loc58)
      linalg.yield %219 : f64 loc(#loc58)
    } -> tensor<2x8x1xf64> loc(#loc58)
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x1xf64>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.truncf %in : f64 to f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %183 = linalg.generic {indexing_maps = [#map2, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<2x8x32xf32>) outs(%35 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.addf %in, %out : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.divf %in, %cst_9 : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.truncf %cst_7 : f64 to f32 loc(#loc58)
      %220 = arith.addf %in, %219 : f32 loc(#loc58)
      linalg.yield %220 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x1xf32>) outs(%33 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = math.rsqrt %in : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x1xf32> loc(#loc58)
    %187 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %184 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc42)), %in_71: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x32xf32> loc(#loc58)
    %188 = linalg.generic {indexing_maps = [#map2, #map12, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %186 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %in_71: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x32xf32> loc(#loc58)
    %189 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %arg26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %in_71: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.mulf %in, %in_71 : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x32xf32> loc(#loc58)
    %190 = linalg.generic {indexing_maps = [#map2, #map13, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %arg27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc48)), %in_71: f32 loc(callsite(#loc10 at #loc48)), %out: f32 loc(callsite(#loc10 at #loc48))):
      %219 = arith.addf %in, %in_71 : f32 loc(#loc58)
      linalg.yield %219 : f32 loc(#loc58)
    } -> tensor<2x8x32xf32> loc(#loc58)
    %191 = tensor.empty() : tensor<32x96xf32> loc(#loc49)
    %transposed_64 = linalg.transpose ins(%arg0 : tensor<96x32xf32>) outs(%191 : tensor<32x96xf32>) permutation = [1, 0]  loc(#loc49)
    %collapsed_65 = tensor.collapse_shape %190 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc49)
    %192 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<16x32xf32>, tensor<32x96xf32>) outs(%45 : tensor<16x96xf32>) -> tensor<16x96xf32> loc(#loc49)
    %padded = tensor.pad %arg29 low[0, 0] high[0, 1] {
    ^bb0(%arg30: index loc(callsite(#loc12 at #loc37)), %arg31: index loc(callsite(#loc12 at #loc37))):
      tensor.yield %c-100_i64 : i64 loc(#loc39)
    } : tensor<2x8xi64> to tensor<2x9xi64> loc(#loc39)
    %extracted_slice_66 = tensor.extract_slice %padded[0, 1] [2, 8] [1, 1] : tensor<2x9xi64> to tensor<2x8xi64> loc(#loc39)
    %collapsed_67 = tensor.collapse_shape %extracted_slice_66 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc39)
    %193 = tensor.empty() : tensor<16xi64> loc(#loc39)
    %194 = linalg.fill ins(%c0_i64 : i64) outs(%193 : tensor<16xi64>) -> tensor<16xi64> loc(#loc39)
    %195 = tensor.empty() : tensor<16xf32> loc(#loc39)
    %196 = linalg.fill ins(%cst_1 : f32) outs(%195 : tensor<16xf32>) -> tensor<16xf32> loc(#loc39)
    %197:2 = linalg.generic {indexing_maps = [#map, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<16x96xf32>) outs(%196, %194 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37)), %out_71: i64 loc(callsite(#loc12 at #loc37))):
      %219 = linalg.index 1 : index loc(#loc39)
      %220 = arith.index_cast %219 : index to i64 loc(#loc39)
      %221 = arith.maximumf %in, %out : f32 loc(#loc39)
      %222 = arith.cmpf ogt, %in, %out : f32 loc(#loc39)
      %223 = arith.select %222, %220, %out_71 : i64 loc(#loc39)
      linalg.yield %221, %223 : f32, i64 loc(#loc39)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc39)
    %expanded_68 = tensor.expand_shape %197#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc39)
    %198 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%192, %expanded_68 : tensor<16x96xf32>, tensor<16x1xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %in_71: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16x96xf32> loc(#loc39)
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<16x96xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = math.exp %in : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16x96xf32> loc(#loc39)
    %200 = tensor.empty() : tensor<16x1xf32> loc(#loc39)
    %201 = linalg.fill ins(%cst_0 : f32) outs(%200 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc39)
    %202 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["parallel", "reduction"]} ins(%199 : tensor<16x96xf32>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.addf %in, %out : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16x1xf32> loc(#loc39)
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<16x1xf32>) outs(%200 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = math.log %in : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16x1xf32> loc(#loc39)
    %204 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%198, %203 : tensor<16x96xf32>, tensor<16x1xf32>) outs(%44 : tensor<16x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %in_71: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.subf %in, %in_71 : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16x96xf32> loc(#loc39)
    %205 = tensor.empty() : tensor<16xi1> loc(#loc39)
    %206 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<16xi64>) outs(%205 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc37)), %out: i1 loc(callsite(#loc12 at #loc37))):
      %219 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc39)
      linalg.yield %219 : i1 loc(#loc39)
    } -> tensor<16xi1> loc(#loc39)
    %207 = linalg.generic {indexing_maps = [#map3, #map3, #map19, #map3], iterator_types = ["parallel"]} ins(%206, %collapsed_67, %cst_13 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%193 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc37)), %in_71: i64 loc(callsite(#loc12 at #loc37)), %in_72: i64 loc(callsite(#loc12 at #loc37)), %out: i64 loc(callsite(#loc12 at #loc37))):
      %219 = arith.select %in, %in_71, %in_72 : i64 loc(#loc39)
      linalg.yield %219 : i64 loc(#loc39)
    } -> tensor<16xi64> loc(#loc39)
    %expanded_69 = tensor.expand_shape %207 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc39)
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_69 : tensor<16x1xi64>) outs(%201 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = linalg.index 0 : index loc(#loc39)
      %220 = arith.index_cast %in : i64 to index loc(#loc39)
      %221 = arith.cmpi slt, %220, %c96 : index loc(#loc39)
      cf.assert %221, "index must be smaller than dim size" loc(#loc39)
      %222 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc39)
      cf.assert %222, "index must be larger or equal to 0" loc(#loc39)
      %extracted = tensor.extract %204[%219, %220] : tensor<16x96xf32> loc(#loc39)
      linalg.yield %extracted : f32 loc(#loc39)
    } -> tensor<16x1xf32> loc(#loc39)
    %collapsed_70 = tensor.collapse_shape %208 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc39)
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_70 : tensor<16xf32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.negf %in : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16xf32> loc(#loc39)
    %210 = linalg.generic {indexing_maps = [#map3, #map3, #map19, #map3], iterator_types = ["parallel"]} ins(%206, %209, %cst_3 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%195 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc37)), %in_71: f32 loc(callsite(#loc12 at #loc37)), %in_72: f32 loc(callsite(#loc4 at #loc38)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.select %in, %in_71, %in_72 : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<16xf32> loc(#loc39)
    %211 = tensor.empty() : tensor<i64> loc(#loc39)
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<i64>) -> tensor<i64> loc(#loc39)
    %213 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["reduction"]} ins(%206 : tensor<16xi1>) outs(%212 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc37)), %out: i64 loc(callsite(#loc12 at #loc37))):
      %219 = arith.extui %in : i1 to i64 loc(#loc39)
      %220 = arith.addi %219, %out : i64 loc(#loc39)
      linalg.yield %220 : i64 loc(#loc39)
    } -> tensor<i64> loc(#loc39)
    %214 = tensor.empty() : tensor<f32> loc(#loc39)
    %215 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%213 : tensor<i64>) outs(%214 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.sitofp %in : i64 to f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<f32> loc(#loc39)
    %216 = linalg.fill ins(%cst_0 : f32) outs(%214 : tensor<f32>) -> tensor<f32> loc(#loc39)
    %217 = linalg.generic {indexing_maps = [#map3, #map19], iterator_types = ["reduction"]} ins(%210 : tensor<16xf32>) outs(%216 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.addf %in, %out : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<f32> loc(#loc39)
    %218 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%217, %215 : tensor<f32>, tensor<f32>) outs(%214 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc12 at #loc37)), %in_71: f32 loc(callsite(#loc12 at #loc37)), %out: f32 loc(callsite(#loc12 at #loc37))):
      %219 = arith.divf %in, %in_71 : f32 loc(#loc39)
      linalg.yield %219 : f32 loc(#loc39)
    } -> tensor<f32> loc(#loc39)
    return %218 : tensor<f32> loc(#loc39)
  } loc(#loc37)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     transformer.wte.weight
  //   #1 param     transformer.wpe.weight
  //   #2 param     transformer.h.0.ln_1.weight
  //   #3 param     transformer.h.0.ln_1.bias
  //   #4 param     transformer.h.0.attn.c_attn.weight
  //   #5 param     transformer.h.0.attn.c_attn.bias
  //   #6 param     transformer.h.0.attn.c_proj.weight
  //   #7 param     transformer.h.0.attn.c_proj.bias
  //   #8 param     transformer.h.0.ln_2.weight
  //   #9 param     transformer.h.0.ln_2.bias
  //   #10 param     transformer.h.0.mlp.c_fc.weight
  //   #11 param     transformer.h.0.mlp.c_fc.bias
  //   #12 param     transformer.h.0.mlp.c_proj.weight
  //   #13 param     transformer.h.0.mlp.c_proj.bias
  //   #14 param     transformer.h.1.ln_1.weight
  //   #15 param     transformer.h.1.ln_1.bias
  //   #16 param     transformer.h.1.attn.c_attn.weight
  //   #17 param     transformer.h.1.attn.c_attn.bias
  //   #18 param     transformer.h.1.attn.c_proj.weight
  //   #19 param     transformer.h.1.attn.c_proj.bias
  //   #20 param     transformer.h.1.ln_2.weight
  //   #21 param     transformer.h.1.ln_2.bias
  //   #22 param     transformer.h.1.mlp.c_fc.weight
  //   #23 param     transformer.h.1.mlp.c_fc.bias
  //   #24 param     transformer.h.1.mlp.c_proj.weight
  //   #25 param     transformer.h.1.mlp.c_proj.bias
  //   #26 param     transformer.ln_f.weight
  //   #27 param     transformer.ln_f.bias
  //   #28 input     input0
  //   #29 label     label0
  //   #30 hyper     lr
  func.func @train_step(
      %a0: tensor<96x32xf32> {mpt.role = "param", mpt.name = "transformer.wte.weight"},
      %a1: tensor<8x32xf32> {mpt.role = "param", mpt.name = "transformer.wpe.weight"},
      %a2: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.ln_1.weight"},
      %a3: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.ln_1.bias"},
      %a4: tensor<32x96xf32> {mpt.role = "param", mpt.name = "transformer.h.0.attn.c_attn.weight"},
      %a5: tensor<96xf32> {mpt.role = "param", mpt.name = "transformer.h.0.attn.c_attn.bias"},
      %a6: tensor<32x32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.attn.c_proj.weight"},
      %a7: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.attn.c_proj.bias"},
      %a8: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.ln_2.weight"},
      %a9: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.ln_2.bias"},
      %a10: tensor<32x128xf32> {mpt.role = "param", mpt.name = "transformer.h.0.mlp.c_fc.weight"},
      %a11: tensor<128xf32> {mpt.role = "param", mpt.name = "transformer.h.0.mlp.c_fc.bias"},
      %a12: tensor<128x32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.mlp.c_proj.weight"},
      %a13: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.0.mlp.c_proj.bias"},
      %a14: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.ln_1.weight"},
      %a15: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.ln_1.bias"},
      %a16: tensor<32x96xf32> {mpt.role = "param", mpt.name = "transformer.h.1.attn.c_attn.weight"},
      %a17: tensor<96xf32> {mpt.role = "param", mpt.name = "transformer.h.1.attn.c_attn.bias"},
      %a18: tensor<32x32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.attn.c_proj.weight"},
      %a19: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.attn.c_proj.bias"},
      %a20: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.ln_2.weight"},
      %a21: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.ln_2.bias"},
      %a22: tensor<32x128xf32> {mpt.role = "param", mpt.name = "transformer.h.1.mlp.c_fc.weight"},
      %a23: tensor<128xf32> {mpt.role = "param", mpt.name = "transformer.h.1.mlp.c_fc.bias"},
      %a24: tensor<128x32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.mlp.c_proj.weight"},
      %a25: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.h.1.mlp.c_proj.bias"},
      %a26: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.ln_f.weight"},
      %a27: tensor<32xf32> {mpt.role = "param", mpt.name = "transformer.ln_f.bias"},
      %a28: tensor<2x8xi64> {mpt.role = "input"},
      %a29: tensor<2x8xi64> {mpt.role = "label"},
      %a30: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<96x32xf32> {mpt.updates = 0 : i64},
          tensor<8x32xf32> {mpt.updates = 1 : i64},
          tensor<32xf32> {mpt.updates = 2 : i64},
          tensor<32xf32> {mpt.updates = 3 : i64},
          tensor<32x96xf32> {mpt.updates = 4 : i64},
          tensor<96xf32> {mpt.updates = 5 : i64},
          tensor<32x32xf32> {mpt.updates = 6 : i64},
          tensor<32xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32xf32> {mpt.updates = 9 : i64},
          tensor<32x128xf32> {mpt.updates = 10 : i64},
          tensor<128xf32> {mpt.updates = 11 : i64},
          tensor<128x32xf32> {mpt.updates = 12 : i64},
          tensor<32xf32> {mpt.updates = 13 : i64},
          tensor<32xf32> {mpt.updates = 14 : i64},
          tensor<32xf32> {mpt.updates = 15 : i64},
          tensor<32x96xf32> {mpt.updates = 16 : i64},
          tensor<96xf32> {mpt.updates = 17 : i64},
          tensor<32x32xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<32xf32> {mpt.updates = 20 : i64},
          tensor<32xf32> {mpt.updates = 21 : i64},
          tensor<32x128xf32> {mpt.updates = 22 : i64},
          tensor<128xf32> {mpt.updates = 23 : i64},
          tensor<128x32xf32> {mpt.updates = 24 : i64},
          tensor<32xf32> {mpt.updates = 25 : i64},
          tensor<32xf32> {mpt.updates = 26 : i64},
          tensor<32xf32> {mpt.updates = 27 : i64},
          tensor<f32>) {
    %loss, %g:28 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
        : (tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a30 {weight_decay = 0.0 : f64} : tensor<96x32xf32>, tensor<96x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a30 {weight_decay = 0.0 : f64} : tensor<8x32xf32>, tensor<8x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p3 = mpt.sgd %a3, %g#3, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a30 {weight_decay = 0.0 : f64} : tensor<32x96xf32>, tensor<32x96xf32>
    %p5 = mpt.sgd %a5, %g#5, %a30 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p6 = mpt.sgd %a6, %g#6, %a30 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p7 = mpt.sgd %a7, %g#7, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p8 = mpt.sgd %a8, %g#8, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a30 {weight_decay = 0.0 : f64} : tensor<32x128xf32>, tensor<32x128xf32>
    %p11 = mpt.sgd %a11, %g#11, %a30 {weight_decay = 0.0 : f64} : tensor<128xf32>, tensor<128xf32>
    %p12 = mpt.sgd %a12, %g#12, %a30 {weight_decay = 0.0 : f64} : tensor<128x32xf32>, tensor<128x32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p15 = mpt.sgd %a15, %g#15, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p16 = mpt.sgd %a16, %g#16, %a30 {weight_decay = 0.0 : f64} : tensor<32x96xf32>, tensor<32x96xf32>
    %p17 = mpt.sgd %a17, %g#17, %a30 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p18 = mpt.sgd %a18, %g#18, %a30 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p19 = mpt.sgd %a19, %g#19, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p21 = mpt.sgd %a21, %g#21, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p22 = mpt.sgd %a22, %g#22, %a30 {weight_decay = 0.0 : f64} : tensor<32x128xf32>, tensor<32x128xf32>
    %p23 = mpt.sgd %a23, %g#23, %a30 {weight_decay = 0.0 : f64} : tensor<128xf32>, tensor<128xf32>
    %p24 = mpt.sgd %a24, %g#24, %a30 {weight_decay = 0.0 : f64} : tensor<128x32xf32>, tensor<128x32xf32>
    %p25 = mpt.sgd %a25, %g#25, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p26 = mpt.sgd %a26, %g#26, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p27 = mpt.sgd %a27, %g#27, %a30 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %loss
        : tensor<96x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":189:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":190:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":193:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":698:0)
#loc40 = loc(callsite(#loc35 at #loc37))
#loc49 = loc(callsite(#loc34 at #loc40))
#loc62 = loc(callsite(#loc23 at #loc54))
#loc63 = loc(callsite(#loc24 at #loc54))
#loc64 = loc(callsite(#loc25 at #loc54))
#loc72 = loc(callsite(#loc22 at #loc61))
