// Exported by mpt_torch from GPT2LMHeadModel (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":66:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":242:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":308:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":608:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":683:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":213:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":277:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":276:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":569:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":549:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":576:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":574:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":577:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/pytorch_utils.py":119:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":187:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/pytorch_utils.py":120:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":225:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":285:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":307:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":241:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":243:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":310:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":619:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map16 = affine_map<(d0, d1) -> (d0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#loc34 = loc(callsite(#loc2 at #loc3))
#loc35 = loc(callsite(#loc1 at #loc34))
#loc36 = loc(callsite(#loc8 at #loc35))
#loc38 = loc(callsite(#loc7 at #loc36))
#loc39 = loc(callsite(#loc14 at #loc36))
#loc40 = loc(callsite(#loc15 at #loc36))
#loc41 = loc(callsite(#loc16 at #loc36))
#loc42 = loc(callsite(#loc17 at #loc36))
#loc43 = loc(callsite(#loc18 at #loc36))
#loc44 = loc(callsite(#loc31 at #loc36))
#loc46 = loc(callsite(#loc6 at #loc38))
#loc47 = loc(callsite(#loc10 at #loc38))
#loc48 = loc(callsite(#loc12 at #loc38))
#loc49 = loc(callsite(#loc13 at #loc39))
#loc50 = loc(callsite(#loc13 at #loc41))
#loc51 = loc(callsite(#loc26 at #loc38))
#loc52 = loc(callsite(#loc27 at #loc38))
#loc53 = loc(callsite(#loc30 at #loc38))
#loc54 = loc(callsite(#loc11 at #loc44))
#loc55 = loc(callsite(#loc5 at #loc46))
#loc56 = loc(callsite(#loc9 at #loc47))
#loc57 = loc(callsite(#loc11 at #loc48))
#loc58 = loc(callsite(#loc20 at #loc47))
#loc62 = loc(callsite(#loc25 at #loc47))
#loc63 = loc(callsite(#loc11 at #loc52))
#loc64 = loc(callsite(#loc28 at #loc46))
#loc65 = loc(callsite(#loc29 at #loc46))
#loc66 = loc(callsite(#loc4 at #loc55))
#loc67 = loc(callsite(#loc19 at #loc58))
#loc69 = loc(callsite(#loc19 at #loc62))
#loc70 = loc(callsite(#loc21 at #loc62))
#loc71 = loc(callsite(#loc19 at #loc64))
#loc72 = loc(callsite(#loc21 at #loc64))
#loc73 = loc(callsite(#loc19 at #loc65))
#loc74 = loc(callsite(#loc21 at #loc65))
module {
  func.func @forward(%arg0: tensor<256x32xf32> loc(callsite(#loc1 at #loc34)), %arg1: tensor<16x32xf32> loc(callsite(#loc1 at #loc34)), %arg2: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg4: tensor<32x96xf32> loc(callsite(#loc1 at #loc34)), %arg5: tensor<96xf32> loc(callsite(#loc1 at #loc34)), %arg6: tensor<32x32xf32> loc(callsite(#loc1 at #loc34)), %arg7: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg9: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg10: tensor<32x128xf32> loc(callsite(#loc1 at #loc34)), %arg11: tensor<128xf32> loc(callsite(#loc1 at #loc34)), %arg12: tensor<128x32xf32> loc(callsite(#loc1 at #loc34)), %arg13: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg14: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg15: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg16: tensor<32x96xf32> loc(callsite(#loc1 at #loc34)), %arg17: tensor<96xf32> loc(callsite(#loc1 at #loc34)), %arg18: tensor<32x32xf32> loc(callsite(#loc1 at #loc34)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg22: tensor<32x128xf32> loc(callsite(#loc1 at #loc34)), %arg23: tensor<128xf32> loc(callsite(#loc1 at #loc34)), %arg24: tensor<128x32xf32> loc(callsite(#loc1 at #loc34)), %arg25: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc34)), %arg28: tensor<2x16xi64> loc(callsite(#loc1 at #loc34)), %arg29: tensor<2x16xi64> loc(callsite(#loc1 at #loc34))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc35)
    %c3_i64 = arith.constant 3 : i64 loc(#loc66)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c16 = arith.constant 16 : index loc(#loc)
    %c256 = arith.constant 256 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc35)
    %cst_3 = arith.constant dense<-3.40282347E+38> : tensor<16x16xf32> loc(#loc35)
    %cst_4 = arith.constant 0.79788456080286541 : f64 loc(#loc66)
    %cst_5 = arith.constant 4.471500e-02 : f64 loc(#loc66)
    %cst_6 = arith.constant 0.35355339059327379 : f64 loc(#loc56)
    %cst_7 = arith.constant 1.000000e-05 : f64 loc(#loc57)
    %cst_8 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_9 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_10 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_11 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_12 = arith.constant dense<0> : tensor<i64> loc(#loc35)
    %0 = tensor.empty() : tensor<16xi64> loc(#loc35)
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc1 at #loc34))):
      %212 = linalg.index 0 : index loc(#loc35)
      %213 = arith.index_cast %212 : index to i64 loc(#loc35)
      linalg.yield %213 : i64 loc(#loc35)
    } -> tensor<16xi64> loc(#loc35)
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64> loc(#loc35)
    %expanded_13 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc35)
    %2 = tensor.empty() : tensor<16x16xi64> loc(#loc35)
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_13 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%2 : tensor<16x16xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc34)), %in_68: i64 loc(callsite(#loc1 at #loc34)), %out: i64 loc(callsite(#loc1 at #loc34))):
      %212 = arith.subi %in, %in_68 : i64 loc(#loc35)
      linalg.yield %212 : i64 loc(#loc35)
    } -> tensor<16x16xi64> loc(#loc35)
    %4 = tensor.empty() : tensor<16x16xi1> loc(#loc35)
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<16x16xi64>) outs(%4 : tensor<16x16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc34)), %out: i1 loc(callsite(#loc1 at #loc34))):
      %212 = arith.cmpi sge, %in, %c1_i64 : i64 loc(#loc35)
      linalg.yield %212 : i1 loc(#loc35)
    } -> tensor<16x16xi1> loc(#loc35)
    %6 = tensor.empty() : tensor<16x16xf32> loc(#loc35)
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_3, %cst_2 : tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) outs(%6 : tensor<16x16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc34)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %in_69: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.select %in, %in_68, %in_69 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<16x16xf32> loc(#loc35)
    %8 = tensor.empty() : tensor<2x1x16x16xf32> loc(#loc35)
    %expanded_14 = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32> loc(#loc35)
    %9 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x16x16xf32>) outs(%8 : tensor<2x1x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      linalg.yield %in : f32 loc(#loc35)
    } -> tensor<2x1x16x16xf32> loc(#loc35)
    %10 = tensor.empty() : tensor<2x16x32xf32> loc(#loc49)
    %11 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x16xi64>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc15 at #loc36)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %212 = arith.index_cast %in : i64 to index loc(#loc49)
      %213 = linalg.index 2 : index loc(#loc49)
      %214 = arith.cmpi slt, %212, %c256 : index loc(#loc49)
      cf.assert %214, "index must be smaller than dim size" loc(#loc49)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc49)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc49)
      %extracted = tensor.extract %arg0[%212, %213] : tensor<256x32xf32> loc(#loc49)
      linalg.yield %extracted : f32 loc(#loc49)
    } -> tensor<2x16x32xf32> loc(#loc49)
    %12 = tensor.empty() : tensor<1x16x32xf32> loc(#loc50)
    %13 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x16xi64>) outs(%12 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc17 at #loc36)), %out: f32 loc(callsite(#loc13 at #loc41))):
      %212 = arith.index_cast %in : i64 to index loc(#loc50)
      %213 = linalg.index 2 : index loc(#loc50)
      %214 = arith.cmpi slt, %212, %c16 : index loc(#loc50)
      cf.assert %214, "index must be smaller than dim size" loc(#loc50)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc50)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc50)
      %extracted = tensor.extract %arg1[%212, %213] : tensor<16x32xf32> loc(#loc50)
      linalg.yield %extracted : f32 loc(#loc50)
    } -> tensor<1x16x32xf32> loc(#loc50)
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<2x16x32xf32>, tensor<1x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %in_68: f32 loc(callsite(#loc13 at #loc41)), %out: f32 loc(callsite(#loc18 at #loc36))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc43)
      linalg.yield %212 : f32 loc(#loc43)
    } -> tensor<2x16x32xf32> loc(#loc43)
    %15 = tensor.empty() : tensor<2x16x32xf64> loc(#loc57)
    %16 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc36)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.extf %in : f32 to f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %17 = tensor.empty() : tensor<2x16x1xf64> loc(#loc57)
    %18 = linalg.fill ins(%cst : f64) outs(%17 : tensor<2x16x1xf64>) -> tensor<2x16x1xf64> loc(#loc57)
    %19 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %20 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %21 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %in_68: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.subf %in, %in_68 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %22 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %21 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %in_68: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %23 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %24 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %25 = tensor.empty() : tensor<2x16x1xf32> loc(#loc57)
    %26 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x1xf64>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %27 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32> loc(#loc57)
    %28 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc36)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %29 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %30 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc57)
      %213 = arith.addf %in, %212 : f32 loc(#loc57)
      linalg.yield %213 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %31 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = math.rsqrt %in : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %32 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %29 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc36)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %33 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %31 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %34 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg2 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %35 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg3 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %collapsed = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc67)
    %36 = tensor.empty() : tensor<32x96xf32> loc(#loc67)
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc67)
    %38 = linalg.matmul ins(%collapsed, %arg4 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc67)
    %39 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%36 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc58)), %out: f32 loc(callsite(#loc19 at #loc58))):
      linalg.yield %in : f32 loc(#loc67)
    } -> tensor<32x96xf32> loc(#loc67)
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %39 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%36 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc58)), %in_68: f32 loc(callsite(#loc19 at #loc58)), %out: f32 loc(callsite(#loc19 at #loc58))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc67)
      linalg.yield %212 : f32 loc(#loc67)
    } -> tensor<32x96xf32> loc(#loc67)
    %expanded_15 = tensor.expand_shape %40 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc68)
    %extracted_slice = tensor.extract_slice %expanded_15[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %extracted_slice_16 = tensor.extract_slice %expanded_15[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %extracted_slice_17 = tensor.extract_slice %expanded_15[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %expanded_18 = tensor.expand_shape %extracted_slice_16 [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc59)
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc60)
    %41 = tensor.empty() : tensor<2x4x16x8xf32> loc(#loc60)
    %transposed = linalg.transpose ins(%expanded_19 : tensor<2x16x4x8xf32>) outs(%41 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc60)
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc61)
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x16x4x8xf32>) outs(%41 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc61)
    %42 = tensor.empty() : tensor<2x4x8x16xf32> loc(#loc56)
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x16x4x8xf32>) outs(%42 : tensor<2x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc56)
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc56)
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32> loc(#loc56)
    %43 = tensor.empty() : tensor<8x16x16xf32> loc(#loc56)
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc(#loc56)
    %45 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%44 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc(#loc56)
    %expanded_25 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc(#loc56)
    %46 = tensor.empty() : tensor<2x4x16x16xf32> loc(#loc56)
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x4x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.truncf %cst_6 : f64 to f32 loc(#loc56)
      %213 = arith.mulf %in, %212 : f32 loc(#loc56)
      linalg.yield %213 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %48 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %9 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %49 = tensor.empty() : tensor<2x4x16xi64> loc(#loc56)
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64> loc(#loc56)
    %51 = tensor.empty() : tensor<2x4x16xf32> loc(#loc56)
    %52 = linalg.fill ins(%cst_1 : f32) outs(%51 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc(#loc56)
    %53:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x4x16x16xf32>) outs(%52, %50 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47)), %out_68: i64 loc(callsite(#loc9 at #loc47))):
      %212 = linalg.index 3 : index loc(#loc56)
      %213 = arith.index_cast %212 : index to i64 loc(#loc56)
      %214 = arith.maximumf %in, %out : f32 loc(#loc56)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc56)
      %216 = arith.select %215, %213, %out_68 : i64 loc(#loc56)
      linalg.yield %214, %216 : f32, i64 loc(#loc56)
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>) loc(#loc56)
    %expanded_26 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc(#loc56)
    %54 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_26 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x4x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = math.exp %in : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %56 = tensor.empty() : tensor<2x4x16x1xf32> loc(#loc56)
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32> loc(#loc56)
    %58 = linalg.generic {indexing_maps = [#map6, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.addf %in, %out : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x1xf32> loc(#loc56)
    %59 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.divf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %collapsed_27 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc(#loc56)
    %collapsed_28 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc56)
    %60 = tensor.empty() : tensor<8x16x8xf32> loc(#loc56)
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32> loc(#loc56)
    %62 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%61 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32> loc(#loc56)
    %expanded_29 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32> loc(#loc56)
    %63 = tensor.empty() : tensor<2x16x4x8xf32> loc(#loc56)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x4x16x8xf32>) outs(%63 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc56)
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32> loc(#loc69)
    %64 = tensor.empty() : tensor<32x32xf32> loc(#loc69)
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc69)
    %66 = linalg.matmul ins(%collapsed_31, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc69)
    %67 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc62)), %out: f32 loc(callsite(#loc19 at #loc62))):
      linalg.yield %in : f32 loc(#loc69)
    } -> tensor<32x32xf32> loc(#loc69)
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc62)), %in_68: f32 loc(callsite(#loc19 at #loc62)), %out: f32 loc(callsite(#loc19 at #loc62))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc69)
      linalg.yield %212 : f32 loc(#loc69)
    } -> tensor<32x32xf32> loc(#loc69)
    %expanded_32 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc70)
    %69 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %14 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc62)), %in_68: f32 loc(callsite(#loc18 at #loc36)), %out: f32 loc(callsite(#loc26 at #loc38))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc51)
      linalg.yield %212 : f32 loc(#loc51)
    } -> tensor<2x16x32xf32> loc(#loc51)
    %70 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.extf %in : f32 to f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %71 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %72 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %73 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %in_68: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.subf %in, %in_68 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %74 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %in_68: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %75 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %76 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %77 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x16x1xf64>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %78 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %79 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc63)
      %213 = arith.addf %in, %212 : f32 loc(#loc63)
      linalg.yield %213 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %81 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = math.rsqrt %in : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %82 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %83 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %84 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg8 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %85 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg9 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %collapsed_33 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc71)
    %86 = tensor.empty() : tensor<32x128xf32> loc(#loc71)
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc71)
    %88 = linalg.matmul ins(%collapsed_33, %arg10 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc71)
    %89 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc64)), %out: f32 loc(callsite(#loc19 at #loc64))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<32x128xf32> loc(#loc71)
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc64)), %in_68: f32 loc(callsite(#loc19 at #loc64)), %out: f32 loc(callsite(#loc19 at #loc64))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc71)
      linalg.yield %212 : f32 loc(#loc71)
    } -> tensor<32x128xf32> loc(#loc71)
    %expanded_34 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc72)
    %91 = tensor.empty() : tensor<2x16x128xf32> loc(#loc66)
    %92 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.mulf %in, %cst_10 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %93 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %94 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc66)
      %213 = arith.mulf %in, %212 : f32 loc(#loc66)
      linalg.yield %213 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %95 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %94 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %in_68: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %96 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.truncf %cst_4 : f64 to f32 loc(#loc66)
      %213 = arith.mulf %in, %212 : f32 loc(#loc66)
      linalg.yield %213 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %97 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = math.tanh %in : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %98 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.addf %in, %cst_11 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %99 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %98 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %in_68: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %collapsed_35 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc73)
    %100 = linalg.matmul ins(%collapsed_35, %arg12 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%65 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc73)
    %101 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc65)), %out: f32 loc(callsite(#loc19 at #loc65))):
      linalg.yield %in : f32 loc(#loc73)
    } -> tensor<32x32xf32> loc(#loc73)
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc65)), %in_68: f32 loc(callsite(#loc19 at #loc65)), %out: f32 loc(callsite(#loc19 at #loc65))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc73)
      linalg.yield %212 : f32 loc(#loc73)
    } -> tensor<32x32xf32> loc(#loc73)
    %expanded_36 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc74)
    %103 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_36 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %in_68: f32 loc(callsite(#loc21 at #loc65)), %out: f32 loc(callsite(#loc30 at #loc38))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc53)
      linalg.yield %212 : f32 loc(#loc53)
    } -> tensor<2x16x32xf32> loc(#loc53)
    %104 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.extf %in : f32 to f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %105 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %106 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %107 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %106 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %in_68: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.subf %in, %in_68 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %108 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %107 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %in_68: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x32xf64> loc(#loc57)
    %109 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %110 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f64 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc57)
      linalg.yield %212 : f64 loc(#loc57)
    } -> tensor<2x16x1xf64> loc(#loc57)
    %111 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x16x1xf64>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %112 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %out : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %113 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %114 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc57)
      %213 = arith.addf %in, %212 : f32 loc(#loc57)
      linalg.yield %213 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %115 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = math.rsqrt %in : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x1xf32> loc(#loc57)
    %116 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %113 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %117 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %115 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %118 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg14 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %119 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg15 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc48)), %in_68: f32 loc(callsite(#loc11 at #loc48)), %out: f32 loc(callsite(#loc11 at #loc48))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc57)
      linalg.yield %212 : f32 loc(#loc57)
    } -> tensor<2x16x32xf32> loc(#loc57)
    %collapsed_37 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc67)
    %120 = linalg.matmul ins(%collapsed_37, %arg16 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%37 : tensor<32x96xf32>) -> tensor<32x96xf32> loc(#loc67)
    %121 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%36 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc58)), %out: f32 loc(callsite(#loc19 at #loc58))):
      linalg.yield %in : f32 loc(#loc67)
    } -> tensor<32x96xf32> loc(#loc67)
    %122 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %121 : tensor<32x96xf32>, tensor<32x96xf32>) outs(%36 : tensor<32x96xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc58)), %in_68: f32 loc(callsite(#loc19 at #loc58)), %out: f32 loc(callsite(#loc19 at #loc58))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc67)
      linalg.yield %212 : f32 loc(#loc67)
    } -> tensor<32x96xf32> loc(#loc67)
    %expanded_38 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32> loc(#loc68)
    %extracted_slice_39 = tensor.extract_slice %expanded_38[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %extracted_slice_40 = tensor.extract_slice %expanded_38[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %extracted_slice_41 = tensor.extract_slice %expanded_38[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32> loc(#loc58)
    %expanded_42 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc59)
    %expanded_43 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc60)
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x16x4x8xf32>) outs(%41 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc60)
    %expanded_45 = tensor.expand_shape %extracted_slice_39 [[0], [1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<2x16x32xf32> into tensor<2x16x4x8xf32> loc(#loc61)
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x16x4x8xf32>) outs(%41 : tensor<2x4x16x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc61)
    %transposed_47 = linalg.transpose ins(%expanded_42 : tensor<2x16x4x8xf32>) outs(%42 : tensor<2x4x8x16xf32>) permutation = [0, 2, 3, 1]  loc(#loc56)
    %collapsed_48 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc56)
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32> loc(#loc56)
    %123 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%44 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32> loc(#loc56)
    %expanded_50 = tensor.expand_shape %123 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32> loc(#loc56)
    %124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x4x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.truncf %cst_6 : f64 to f32 loc(#loc56)
      %213 = arith.mulf %in, %212 : f32 loc(#loc56)
      linalg.yield %213 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %125 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %9 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %126:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<2x4x16x16xf32>) outs(%52, %50 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47)), %out_68: i64 loc(callsite(#loc9 at #loc47))):
      %212 = linalg.index 3 : index loc(#loc56)
      %213 = arith.index_cast %212 : index to i64 loc(#loc56)
      %214 = arith.maximumf %in, %out : f32 loc(#loc56)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc56)
      %216 = arith.select %215, %213, %out_68 : i64 loc(#loc56)
      linalg.yield %214, %216 : f32, i64 loc(#loc56)
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>) loc(#loc56)
    %expanded_51 = tensor.expand_shape %126#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32> loc(#loc56)
    %127 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_51 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x4x16x16xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = math.exp %in : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %129 = linalg.generic {indexing_maps = [#map6, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<2x4x16x16xf32>) outs(%57 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.addf %in, %out : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x1xf32> loc(#loc56)
    %130 = linalg.generic {indexing_maps = [#map6, #map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %129 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%46 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc9 at #loc47)), %in_68: f32 loc(callsite(#loc9 at #loc47)), %out: f32 loc(callsite(#loc9 at #loc47))):
      %212 = arith.divf %in, %in_68 : f32 loc(#loc56)
      linalg.yield %212 : f32 loc(#loc56)
    } -> tensor<2x4x16x16xf32> loc(#loc56)
    %collapsed_52 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32> loc(#loc56)
    %collapsed_53 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc56)
    %131 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%61 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32> loc(#loc56)
    %expanded_54 = tensor.expand_shape %131 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32> loc(#loc56)
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<2x4x16x8xf32>) outs(%63 : tensor<2x16x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc56)
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<2x16x4x8xf32> into tensor<32x32xf32> loc(#loc69)
    %132 = linalg.matmul ins(%collapsed_56, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc69)
    %133 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc62)), %out: f32 loc(callsite(#loc19 at #loc62))):
      linalg.yield %in : f32 loc(#loc69)
    } -> tensor<32x32xf32> loc(#loc69)
    %134 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc62)), %in_68: f32 loc(callsite(#loc19 at #loc62)), %out: f32 loc(callsite(#loc19 at #loc62))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc69)
      linalg.yield %212 : f32 loc(#loc69)
    } -> tensor<32x32xf32> loc(#loc69)
    %expanded_57 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc70)
    %135 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57, %103 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc62)), %in_68: f32 loc(callsite(#loc30 at #loc38)), %out: f32 loc(callsite(#loc26 at #loc38))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc51)
      linalg.yield %212 : f32 loc(#loc51)
    } -> tensor<2x16x32xf32> loc(#loc51)
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.extf %in : f32 to f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %137 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %138 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %139 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %in_68: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.subf %in, %in_68 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %140 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %139 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %in_68: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x32xf64> loc(#loc63)
    %141 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %142 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f64 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc63)
      linalg.yield %212 : f64 loc(#loc63)
    } -> tensor<2x16x1xf64> loc(#loc63)
    %143 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x1xf64>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %144 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %145 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc63)
      %213 = arith.addf %in, %212 : f32 loc(#loc63)
      linalg.yield %213 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %147 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = math.rsqrt %in : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x1xf32> loc(#loc63)
    %148 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %145 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %149 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %147 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %150 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg20 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %151 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg21 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc52)), %in_68: f32 loc(callsite(#loc11 at #loc52)), %out: f32 loc(callsite(#loc11 at #loc52))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc63)
      linalg.yield %212 : f32 loc(#loc63)
    } -> tensor<2x16x32xf32> loc(#loc63)
    %collapsed_58 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc71)
    %152 = linalg.matmul ins(%collapsed_58, %arg22 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%87 : tensor<32x128xf32>) -> tensor<32x128xf32> loc(#loc71)
    %153 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc64)), %out: f32 loc(callsite(#loc19 at #loc64))):
      linalg.yield %in : f32 loc(#loc71)
    } -> tensor<32x128xf32> loc(#loc71)
    %154 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%152, %153 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%86 : tensor<32x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc64)), %in_68: f32 loc(callsite(#loc19 at #loc64)), %out: f32 loc(callsite(#loc19 at #loc64))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc71)
      linalg.yield %212 : f32 loc(#loc71)
    } -> tensor<32x128xf32> loc(#loc71)
    %expanded_59 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32> loc(#loc72)
    %155 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.mulf %in, %cst_10 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %156 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %157 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.truncf %cst_5 : f64 to f32 loc(#loc66)
      %213 = arith.mulf %in, %212 : f32 loc(#loc66)
      linalg.yield %213 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %158 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %157 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc21 at #loc64)), %in_68: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %159 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.truncf %cst_4 : f64 to f32 loc(#loc66)
      %213 = arith.mulf %in, %212 : f32 loc(#loc66)
      linalg.yield %213 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %160 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = math.tanh %in : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %161 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.addf %in, %cst_11 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %162 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %161 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%91 : tensor<2x16x128xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc55)), %in_68: f32 loc(callsite(#loc4 at #loc55)), %out: f32 loc(callsite(#loc4 at #loc55))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc66)
      linalg.yield %212 : f32 loc(#loc66)
    } -> tensor<2x16x128xf32> loc(#loc66)
    %collapsed_60 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32> loc(#loc73)
    %163 = linalg.matmul ins(%collapsed_60, %arg24 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%65 : tensor<32x32xf32>) -> tensor<32x32xf32> loc(#loc73)
    %164 = linalg.generic {indexing_maps = [#map12, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc65)), %out: f32 loc(callsite(#loc19 at #loc65))):
      linalg.yield %in : f32 loc(#loc73)
    } -> tensor<32x32xf32> loc(#loc73)
    %165 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc65)), %in_68: f32 loc(callsite(#loc19 at #loc65)), %out: f32 loc(callsite(#loc19 at #loc65))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc73)
      linalg.yield %212 : f32 loc(#loc73)
    } -> tensor<32x32xf32> loc(#loc73)
    %expanded_61 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32> loc(#loc74)
    %166 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %expanded_61 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc38)), %in_68: f32 loc(callsite(#loc21 at #loc65)), %out: f32 loc(callsite(#loc30 at #loc38))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc53)
      linalg.yield %212 : f32 loc(#loc53)
    } -> tensor<2x16x32xf32> loc(#loc53)
    %167 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x16x32xf32>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.extf %in : f32 to f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x32xf64> loc(#loc54)
    %168 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.addf %in, %out : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x1xf64> loc(#loc54)
    %169 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x1xf64> loc(#loc54)
    %170 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %169 : tensor<2x16x32xf64>, tensor<2x16x1xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %in_68: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.subf %in, %in_68 : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x32xf64> loc(#loc54)
    %171 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<2x16x32xf64>, tensor<2x16x32xf64>) outs(%15 : tensor<2x16x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %in_68: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.mulf %in, %in_68 : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x32xf64> loc(#loc54)
    %172 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<2x16x32xf64>) outs(%18 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.addf %in, %out : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x1xf64> loc(#loc54)
    %173 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x1xf64>) outs(%17 : tensor<2x16x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %out: f64 loc(callsite(#loc11 at #loc44))):
      %212 = arith.divf %in, %cst_8 : f64 loc(#loc54)
      linalg.yield %212 : f64 loc(#loc54)
    } -> tensor<2x16x1xf64> loc(#loc54)
    %174 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x16x1xf64>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.truncf %in : f64 to f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x1xf32> loc(#loc54)
    %175 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.addf %in, %out : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x1xf32> loc(#loc54)
    %176 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.divf %in, %cst_9 : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x1xf32> loc(#loc54)
    %177 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.truncf %cst_7 : f64 to f32 loc(#loc54)
      %213 = arith.addf %in, %212 : f32 loc(#loc54)
      linalg.yield %213 : f32 loc(#loc54)
    } -> tensor<2x16x1xf32> loc(#loc54)
    %178 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x1xf32>) outs(%25 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = math.rsqrt %in : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x1xf32> loc(#loc54)
    %179 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %176 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc38)), %in_68: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x32xf32> loc(#loc54)
    %180 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %178 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %in_68: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x32xf32> loc(#loc54)
    %181 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg26 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %in_68: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.mulf %in, %in_68 : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x32xf32> loc(#loc54)
    %182 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %arg27 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%10 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc44)), %in_68: f32 loc(callsite(#loc11 at #loc44)), %out: f32 loc(callsite(#loc11 at #loc44))):
      %212 = arith.addf %in, %in_68 : f32 loc(#loc54)
      linalg.yield %212 : f32 loc(#loc54)
    } -> tensor<2x16x32xf32> loc(#loc54)
    %183 = tensor.empty() : tensor<32x256xf32> loc(#loc45)
    %transposed_62 = linalg.transpose ins(%arg0 : tensor<256x32xf32>) outs(%183 : tensor<32x256xf32>) permutation = [1, 0]  loc(#loc45)
    %collapsed_63 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32> loc(#loc45)
    %184 = linalg.fill ins(%cst_0 : f32) outs(%183 : tensor<32x256xf32>) -> tensor<32x256xf32> loc(#loc45)
    %185 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<32x32xf32>, tensor<32x256xf32>) outs(%184 : tensor<32x256xf32>) -> tensor<32x256xf32> loc(#loc45)
    %collapsed_64 = tensor.collapse_shape %arg29 [[0, 1]] : tensor<2x16xi64> into tensor<32xi64> loc(#loc35)
    %186 = tensor.empty() : tensor<32xi64> loc(#loc35)
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<32xi64>) -> tensor<32xi64> loc(#loc35)
    %188 = tensor.empty() : tensor<32xf32> loc(#loc35)
    %189 = linalg.fill ins(%cst_1 : f32) outs(%188 : tensor<32xf32>) -> tensor<32xf32> loc(#loc35)
    %190:2 = linalg.generic {indexing_maps = [#map3, #map16, #map16], iterator_types = ["parallel", "reduction"]} ins(%185 : tensor<32x256xf32>) outs(%189, %187 : tensor<32xf32>, tensor<32xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34)), %out_68: i64 loc(callsite(#loc1 at #loc34))):
      %212 = linalg.index 1 : index loc(#loc35)
      %213 = arith.index_cast %212 : index to i64 loc(#loc35)
      %214 = arith.maximumf %in, %out : f32 loc(#loc35)
      %215 = arith.cmpf ogt, %in, %out : f32 loc(#loc35)
      %216 = arith.select %215, %213, %out_68 : i64 loc(#loc35)
      linalg.yield %214, %216 : f32, i64 loc(#loc35)
    } -> (tensor<32xf32>, tensor<32xi64>) loc(#loc35)
    %expanded_65 = tensor.expand_shape %190#0 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc35)
    %191 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%185, %expanded_65 : tensor<32x256xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x256xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32x256xf32> loc(#loc35)
    %192 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<32x256xf32>) outs(%183 : tensor<32x256xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = math.exp %in : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32x256xf32> loc(#loc35)
    %193 = tensor.empty() : tensor<32x1xf32> loc(#loc35)
    %194 = linalg.fill ins(%cst_0 : f32) outs(%193 : tensor<32x1xf32>) -> tensor<32x1xf32> loc(#loc35)
    %195 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "reduction"]} ins(%192 : tensor<32x256xf32>) outs(%194 : tensor<32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.addf %in, %out : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32x1xf32> loc(#loc35)
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<32x1xf32>) outs(%193 : tensor<32x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = math.log %in : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32x1xf32> loc(#loc35)
    %197 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %196 : tensor<32x256xf32>, tensor<32x1xf32>) outs(%183 : tensor<32x256xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.subf %in, %in_68 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32x256xf32> loc(#loc35)
    %198 = tensor.empty() : tensor<32xi1> loc(#loc35)
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<32xi64>) outs(%198 : tensor<32xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc34)), %out: i1 loc(callsite(#loc1 at #loc34))):
      %212 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc35)
      linalg.yield %212 : i1 loc(#loc35)
    } -> tensor<32xi1> loc(#loc35)
    %200 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel"]} ins(%199, %collapsed_64, %cst_12 : tensor<32xi1>, tensor<32xi64>, tensor<i64>) outs(%186 : tensor<32xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc34)), %in_68: i64 loc(callsite(#loc1 at #loc34)), %in_69: i64 loc(callsite(#loc1 at #loc34)), %out: i64 loc(callsite(#loc1 at #loc34))):
      %212 = arith.select %in, %in_68, %in_69 : i64 loc(#loc35)
      linalg.yield %212 : i64 loc(#loc35)
    } -> tensor<32xi64> loc(#loc35)
    %expanded_66 = tensor.expand_shape %200 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64> loc(#loc35)
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_66 : tensor<32x1xi64>) outs(%194 : tensor<32x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = linalg.index 0 : index loc(#loc35)
      %213 = arith.index_cast %in : i64 to index loc(#loc35)
      %214 = arith.cmpi slt, %213, %c256 : index loc(#loc35)
      cf.assert %214, "index must be smaller than dim size" loc(#loc35)
      %215 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc35)
      cf.assert %215, "index must be larger or equal to 0" loc(#loc35)
      %extracted = tensor.extract %197[%212, %213] : tensor<32x256xf32> loc(#loc35)
      linalg.yield %extracted : f32 loc(#loc35)
    } -> tensor<32x1xf32> loc(#loc35)
    %collapsed_67 = tensor.collapse_shape %201 [[0, 1]] : tensor<32x1xf32> into tensor<32xf32> loc(#loc35)
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%collapsed_67 : tensor<32xf32>) outs(%188 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.negf %in : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32xf32> loc(#loc35)
    %203 = linalg.generic {indexing_maps = [#map, #map, #map17, #map], iterator_types = ["parallel"]} ins(%199, %202, %cst_2 : tensor<32xi1>, tensor<32xf32>, tensor<f32>) outs(%188 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc34)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %in_69: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.select %in, %in_68, %in_69 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<32xf32> loc(#loc35)
    %204 = tensor.empty() : tensor<i64> loc(#loc35)
    %205 = linalg.fill ins(%c0_i64 : i64) outs(%204 : tensor<i64>) -> tensor<i64> loc(#loc35)
    %206 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction"]} ins(%199 : tensor<32xi1>) outs(%205 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc34)), %out: i64 loc(callsite(#loc1 at #loc34))):
      %212 = arith.extui %in : i1 to i64 loc(#loc35)
      %213 = arith.addi %212, %out : i64 loc(#loc35)
      linalg.yield %213 : i64 loc(#loc35)
    } -> tensor<i64> loc(#loc35)
    %207 = tensor.empty() : tensor<f32> loc(#loc35)
    %208 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%206 : tensor<i64>) outs(%207 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.sitofp %in : i64 to f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<f32> loc(#loc35)
    %209 = linalg.fill ins(%cst_0 : f32) outs(%207 : tensor<f32>) -> tensor<f32> loc(#loc35)
    %210 = linalg.generic {indexing_maps = [#map, #map17], iterator_types = ["reduction"]} ins(%203 : tensor<32xf32>) outs(%209 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.addf %in, %out : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<f32> loc(#loc35)
    %211 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%210, %208 : tensor<f32>, tensor<f32>) outs(%207 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc34)), %in_68: f32 loc(callsite(#loc1 at #loc34)), %out: f32 loc(callsite(#loc1 at #loc34))):
      %212 = arith.divf %in, %in_68 : f32 loc(#loc35)
      linalg.yield %212 : f32 loc(#loc35)
    } -> tensor<f32> loc(#loc35)
    return %211 : tensor<f32> loc(#loc35)
  } loc(#loc35)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
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
  //   #28 opt_state exp_avg.transformer.wte.weight
  //   #29 opt_state exp_avg.transformer.wpe.weight
  //   #30 opt_state exp_avg.transformer.h.0.ln_1.weight
  //   #31 opt_state exp_avg.transformer.h.0.ln_1.bias
  //   #32 opt_state exp_avg.transformer.h.0.attn.c_attn.weight
  //   #33 opt_state exp_avg.transformer.h.0.attn.c_attn.bias
  //   #34 opt_state exp_avg.transformer.h.0.attn.c_proj.weight
  //   #35 opt_state exp_avg.transformer.h.0.attn.c_proj.bias
  //   #36 opt_state exp_avg.transformer.h.0.ln_2.weight
  //   #37 opt_state exp_avg.transformer.h.0.ln_2.bias
  //   #38 opt_state exp_avg.transformer.h.0.mlp.c_fc.weight
  //   #39 opt_state exp_avg.transformer.h.0.mlp.c_fc.bias
  //   #40 opt_state exp_avg.transformer.h.0.mlp.c_proj.weight
  //   #41 opt_state exp_avg.transformer.h.0.mlp.c_proj.bias
  //   #42 opt_state exp_avg.transformer.h.1.ln_1.weight
  //   #43 opt_state exp_avg.transformer.h.1.ln_1.bias
  //   #44 opt_state exp_avg.transformer.h.1.attn.c_attn.weight
  //   #45 opt_state exp_avg.transformer.h.1.attn.c_attn.bias
  //   #46 opt_state exp_avg.transformer.h.1.attn.c_proj.weight
  //   #47 opt_state exp_avg.transformer.h.1.attn.c_proj.bias
  //   #48 opt_state exp_avg.transformer.h.1.ln_2.weight
  //   #49 opt_state exp_avg.transformer.h.1.ln_2.bias
  //   #50 opt_state exp_avg.transformer.h.1.mlp.c_fc.weight
  //   #51 opt_state exp_avg.transformer.h.1.mlp.c_fc.bias
  //   #52 opt_state exp_avg.transformer.h.1.mlp.c_proj.weight
  //   #53 opt_state exp_avg.transformer.h.1.mlp.c_proj.bias
  //   #54 opt_state exp_avg.transformer.ln_f.weight
  //   #55 opt_state exp_avg.transformer.ln_f.bias
  //   #56 opt_state exp_avg_sq.transformer.wte.weight
  //   #57 opt_state exp_avg_sq.transformer.wpe.weight
  //   #58 opt_state exp_avg_sq.transformer.h.0.ln_1.weight
  //   #59 opt_state exp_avg_sq.transformer.h.0.ln_1.bias
  //   #60 opt_state exp_avg_sq.transformer.h.0.attn.c_attn.weight
  //   #61 opt_state exp_avg_sq.transformer.h.0.attn.c_attn.bias
  //   #62 opt_state exp_avg_sq.transformer.h.0.attn.c_proj.weight
  //   #63 opt_state exp_avg_sq.transformer.h.0.attn.c_proj.bias
  //   #64 opt_state exp_avg_sq.transformer.h.0.ln_2.weight
  //   #65 opt_state exp_avg_sq.transformer.h.0.ln_2.bias
  //   #66 opt_state exp_avg_sq.transformer.h.0.mlp.c_fc.weight
  //   #67 opt_state exp_avg_sq.transformer.h.0.mlp.c_fc.bias
  //   #68 opt_state exp_avg_sq.transformer.h.0.mlp.c_proj.weight
  //   #69 opt_state exp_avg_sq.transformer.h.0.mlp.c_proj.bias
  //   #70 opt_state exp_avg_sq.transformer.h.1.ln_1.weight
  //   #71 opt_state exp_avg_sq.transformer.h.1.ln_1.bias
  //   #72 opt_state exp_avg_sq.transformer.h.1.attn.c_attn.weight
  //   #73 opt_state exp_avg_sq.transformer.h.1.attn.c_attn.bias
  //   #74 opt_state exp_avg_sq.transformer.h.1.attn.c_proj.weight
  //   #75 opt_state exp_avg_sq.transformer.h.1.attn.c_proj.bias
  //   #76 opt_state exp_avg_sq.transformer.h.1.ln_2.weight
  //   #77 opt_state exp_avg_sq.transformer.h.1.ln_2.bias
  //   #78 opt_state exp_avg_sq.transformer.h.1.mlp.c_fc.weight
  //   #79 opt_state exp_avg_sq.transformer.h.1.mlp.c_fc.bias
  //   #80 opt_state exp_avg_sq.transformer.h.1.mlp.c_proj.weight
  //   #81 opt_state exp_avg_sq.transformer.h.1.mlp.c_proj.bias
  //   #82 opt_state exp_avg_sq.transformer.ln_f.weight
  //   #83 opt_state exp_avg_sq.transformer.ln_f.bias
  //   #84 step      step
  //   #85 input     input0
  //   #86 label     label0
  //   #87 hyper     lr
  func.func @train_step(
      %a0: tensor<256x32xf32> {mpt.role = "param", mpt.name = "transformer.wte.weight"},
      %a1: tensor<16x32xf32> {mpt.role = "param", mpt.name = "transformer.wpe.weight"},
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
      %a28: tensor<256x32xf32> {mpt.role = "opt_state"},
      %a29: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a30: tensor<32xf32> {mpt.role = "opt_state"},
      %a31: tensor<32xf32> {mpt.role = "opt_state"},
      %a32: tensor<32x96xf32> {mpt.role = "opt_state"},
      %a33: tensor<96xf32> {mpt.role = "opt_state"},
      %a34: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a35: tensor<32xf32> {mpt.role = "opt_state"},
      %a36: tensor<32xf32> {mpt.role = "opt_state"},
      %a37: tensor<32xf32> {mpt.role = "opt_state"},
      %a38: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a39: tensor<128xf32> {mpt.role = "opt_state"},
      %a40: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a41: tensor<32xf32> {mpt.role = "opt_state"},
      %a42: tensor<32xf32> {mpt.role = "opt_state"},
      %a43: tensor<32xf32> {mpt.role = "opt_state"},
      %a44: tensor<32x96xf32> {mpt.role = "opt_state"},
      %a45: tensor<96xf32> {mpt.role = "opt_state"},
      %a46: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a47: tensor<32xf32> {mpt.role = "opt_state"},
      %a48: tensor<32xf32> {mpt.role = "opt_state"},
      %a49: tensor<32xf32> {mpt.role = "opt_state"},
      %a50: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a51: tensor<128xf32> {mpt.role = "opt_state"},
      %a52: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a53: tensor<32xf32> {mpt.role = "opt_state"},
      %a54: tensor<32xf32> {mpt.role = "opt_state"},
      %a55: tensor<32xf32> {mpt.role = "opt_state"},
      %a56: tensor<256x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a58: tensor<32xf32> {mpt.role = "opt_state"},
      %a59: tensor<32xf32> {mpt.role = "opt_state"},
      %a60: tensor<32x96xf32> {mpt.role = "opt_state"},
      %a61: tensor<96xf32> {mpt.role = "opt_state"},
      %a62: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<32xf32> {mpt.role = "opt_state"},
      %a64: tensor<32xf32> {mpt.role = "opt_state"},
      %a65: tensor<32xf32> {mpt.role = "opt_state"},
      %a66: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a67: tensor<128xf32> {mpt.role = "opt_state"},
      %a68: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a69: tensor<32xf32> {mpt.role = "opt_state"},
      %a70: tensor<32xf32> {mpt.role = "opt_state"},
      %a71: tensor<32xf32> {mpt.role = "opt_state"},
      %a72: tensor<32x96xf32> {mpt.role = "opt_state"},
      %a73: tensor<96xf32> {mpt.role = "opt_state"},
      %a74: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a75: tensor<32xf32> {mpt.role = "opt_state"},
      %a76: tensor<32xf32> {mpt.role = "opt_state"},
      %a77: tensor<32xf32> {mpt.role = "opt_state"},
      %a78: tensor<32x128xf32> {mpt.role = "opt_state"},
      %a79: tensor<128xf32> {mpt.role = "opt_state"},
      %a80: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a81: tensor<32xf32> {mpt.role = "opt_state"},
      %a82: tensor<32xf32> {mpt.role = "opt_state"},
      %a83: tensor<32xf32> {mpt.role = "opt_state"},
      %a84: tensor<i64> {mpt.role = "step"},
      %a85: tensor<2x16xi64> {mpt.role = "input"},
      %a86: tensor<2x16xi64> {mpt.role = "label"},
      %a87: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<256x32xf32> {mpt.updates = 0 : i64},
          tensor<16x32xf32> {mpt.updates = 1 : i64},
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
          tensor<256x32xf32> {mpt.updates = 28 : i64},
          tensor<16x32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<32xf32> {mpt.updates = 31 : i64},
          tensor<32x96xf32> {mpt.updates = 32 : i64},
          tensor<96xf32> {mpt.updates = 33 : i64},
          tensor<32x32xf32> {mpt.updates = 34 : i64},
          tensor<32xf32> {mpt.updates = 35 : i64},
          tensor<32xf32> {mpt.updates = 36 : i64},
          tensor<32xf32> {mpt.updates = 37 : i64},
          tensor<32x128xf32> {mpt.updates = 38 : i64},
          tensor<128xf32> {mpt.updates = 39 : i64},
          tensor<128x32xf32> {mpt.updates = 40 : i64},
          tensor<32xf32> {mpt.updates = 41 : i64},
          tensor<32xf32> {mpt.updates = 42 : i64},
          tensor<32xf32> {mpt.updates = 43 : i64},
          tensor<32x96xf32> {mpt.updates = 44 : i64},
          tensor<96xf32> {mpt.updates = 45 : i64},
          tensor<32x32xf32> {mpt.updates = 46 : i64},
          tensor<32xf32> {mpt.updates = 47 : i64},
          tensor<32xf32> {mpt.updates = 48 : i64},
          tensor<32xf32> {mpt.updates = 49 : i64},
          tensor<32x128xf32> {mpt.updates = 50 : i64},
          tensor<128xf32> {mpt.updates = 51 : i64},
          tensor<128x32xf32> {mpt.updates = 52 : i64},
          tensor<32xf32> {mpt.updates = 53 : i64},
          tensor<32xf32> {mpt.updates = 54 : i64},
          tensor<32xf32> {mpt.updates = 55 : i64},
          tensor<256x32xf32> {mpt.updates = 56 : i64},
          tensor<16x32xf32> {mpt.updates = 57 : i64},
          tensor<32xf32> {mpt.updates = 58 : i64},
          tensor<32xf32> {mpt.updates = 59 : i64},
          tensor<32x96xf32> {mpt.updates = 60 : i64},
          tensor<96xf32> {mpt.updates = 61 : i64},
          tensor<32x32xf32> {mpt.updates = 62 : i64},
          tensor<32xf32> {mpt.updates = 63 : i64},
          tensor<32xf32> {mpt.updates = 64 : i64},
          tensor<32xf32> {mpt.updates = 65 : i64},
          tensor<32x128xf32> {mpt.updates = 66 : i64},
          tensor<128xf32> {mpt.updates = 67 : i64},
          tensor<128x32xf32> {mpt.updates = 68 : i64},
          tensor<32xf32> {mpt.updates = 69 : i64},
          tensor<32xf32> {mpt.updates = 70 : i64},
          tensor<32xf32> {mpt.updates = 71 : i64},
          tensor<32x96xf32> {mpt.updates = 72 : i64},
          tensor<96xf32> {mpt.updates = 73 : i64},
          tensor<32x32xf32> {mpt.updates = 74 : i64},
          tensor<32xf32> {mpt.updates = 75 : i64},
          tensor<32xf32> {mpt.updates = 76 : i64},
          tensor<32xf32> {mpt.updates = 77 : i64},
          tensor<32x128xf32> {mpt.updates = 78 : i64},
          tensor<128xf32> {mpt.updates = 79 : i64},
          tensor<128x32xf32> {mpt.updates = 80 : i64},
          tensor<32xf32> {mpt.updates = 81 : i64},
          tensor<32xf32> {mpt.updates = 82 : i64},
          tensor<32xf32> {mpt.updates = 83 : i64},
          tensor<i64> {mpt.updates = 84 : i64},
          tensor<f32>) {
    %loss, %g:28 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a85, %a86) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
        : (tensor<256x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xi64>, tensor<2x16xi64>)
        -> (tensor<f32>, tensor<256x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a28, %a56, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a29, %a57, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a30, %a58, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a31, %a59, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a32, %a60, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x96xf32>, tensor<32x96xf32>, tensor<32x96xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a33, %a61, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a34, %a62, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a35, %a63, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a36, %a64, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a37, %a65, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a38, %a66, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a39, %a67, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a40, %a68, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a41, %a69, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a42, %a70, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a43, %a71, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a44, %a72, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x96xf32>, tensor<32x96xf32>, tensor<32x96xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a45, %a73, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a46, %a74, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a47, %a75, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a48, %a76, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a49, %a77, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a50, %a78, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a51, %a79, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a52, %a80, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a53, %a81, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a54, %a82, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a55, %a83, %a84, %a87 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %t0, %loss
        : tensor<256x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<256x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<256x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":189:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":190:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":193:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py":698:0)
#loc37 = loc(callsite(#loc33 at #loc35))
#loc45 = loc(callsite(#loc32 at #loc37))
#loc59 = loc(callsite(#loc22 at #loc47))
#loc60 = loc(callsite(#loc23 at #loc47))
#loc61 = loc(callsite(#loc24 at #loc47))
#loc68 = loc(callsite(#loc21 at #loc58))
