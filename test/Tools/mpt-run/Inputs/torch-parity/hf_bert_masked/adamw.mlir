// Exported by mpt_torch from BertForSequenceClassification (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/../python/mpt_torch/export.py":28:0)
#loc2 = loc("/work/main/scripts/../python/mpt_torch/export.py":48:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":665:0)
#loc5 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":1098:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":194:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":316:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":386:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":440:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":673:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":107:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":657:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":104:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":100:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":101:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":102:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":105:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":177:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":178:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":179:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":291:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":323:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":293:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":337:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":411:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":89:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":338:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":350:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":352:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":684:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":465:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/activation.py":433:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":466:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":1111:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0) -> ()>
#map20 = affine_map<() -> ()>
#loc39 = loc(callsite(#loc2 at #loc3))
#loc40 = loc(callsite(#loc1 at #loc39))
#loc41 = loc(callsite(#loc5 at #loc40))
#loc42 = loc(callsite(#loc38 at #loc40))
#loc43 = loc(callsite(#loc4 at #loc41))
#loc44 = loc(callsite(#loc10 at #loc41))
#loc45 = loc(callsite(#loc13 at #loc41))
#loc46 = loc(callsite(#loc34 at #loc41))
#loc47 = loc(callsite(#loc20 at #loc42))
#loc48 = loc(callsite(#loc9 at #loc44))
#loc49 = loc(callsite(#loc12 at #loc45))
#loc50 = loc(callsite(#loc15 at #loc45))
#loc51 = loc(callsite(#loc16 at #loc45))
#loc52 = loc(callsite(#loc17 at #loc45))
#loc53 = loc(callsite(#loc18 at #loc45))
#loc54 = loc(callsite(#loc19 at #loc45))
#loc56 = loc(callsite(#loc35 at #loc46))
#loc57 = loc(callsite(#loc37 at #loc46))
#loc58 = loc(callsite(#loc8 at #loc48))
#loc59 = loc(callsite(#loc11 at #loc49))
#loc60 = loc(callsite(#loc14 at #loc50))
#loc61 = loc(callsite(#loc14 at #loc52))
#loc62 = loc(callsite(#loc28 at #loc48))
#loc63 = loc(callsite(#loc20 at #loc56))
#loc64 = loc(callsite(#loc36 at #loc57))
#loc65 = loc(callsite(#loc7 at #loc58))
#loc66 = loc(callsite(#loc25 at #loc58))
#loc67 = loc(callsite(#loc27 at #loc62))
#loc68 = loc(callsite(#loc30 at #loc62))
#loc69 = loc(callsite(#loc31 at #loc62))
#loc70 = loc(callsite(#loc32 at #loc62))
#loc71 = loc(callsite(#loc6 at #loc65))
#loc72 = loc(callsite(#loc21 at #loc65))
#loc73 = loc(callsite(#loc22 at #loc65))
#loc74 = loc(callsite(#loc23 at #loc65))
#loc75 = loc(callsite(#loc24 at #loc66))
#loc76 = loc(callsite(#loc26 at #loc66))
#loc77 = loc(callsite(#loc20 at #loc67))
#loc78 = loc(callsite(#loc29 at #loc68))
#loc79 = loc(callsite(#loc20 at #loc69))
#loc80 = loc(callsite(#loc11 at #loc70))
#loc81 = loc(callsite(#loc20 at #loc72))
#loc82 = loc(callsite(#loc20 at #loc73))
#loc83 = loc(callsite(#loc20 at #loc74))
#loc84 = loc(callsite(#loc20 at #loc75))
#loc85 = loc(callsite(#loc11 at #loc76))
module {
  func.func @forward(%arg0: tensor<40x32xf32> loc(callsite(#loc1 at #loc39)), %arg1: tensor<8x32xf32> loc(callsite(#loc1 at #loc39)), %arg2: tensor<2x32xf32> loc(callsite(#loc1 at #loc39)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg4: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg5: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg6: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg7: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg9: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg10: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg11: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg12: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg13: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg14: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg15: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg16: tensor<64xf32> loc(callsite(#loc1 at #loc39)), %arg17: tensor<32x64xf32> loc(callsite(#loc1 at #loc39)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg21: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg22: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg23: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg24: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg25: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg27: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg28: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg29: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg30: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg31: tensor<64x32xf32> loc(callsite(#loc1 at #loc39)), %arg32: tensor<64xf32> loc(callsite(#loc1 at #loc39)), %arg33: tensor<32x64xf32> loc(callsite(#loc1 at #loc39)), %arg34: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg35: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg36: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg37: tensor<32x32xf32> loc(callsite(#loc1 at #loc39)), %arg38: tensor<32xf32> loc(callsite(#loc1 at #loc39)), %arg39: tensor<3x32xf32> loc(callsite(#loc1 at #loc39)), %arg40: tensor<3xf32> loc(callsite(#loc1 at #loc39)), %arg41: tensor<40x32xf32> loc(callsite(#loc1 at #loc39)), %arg42: tensor<2x8xi64> loc(callsite(#loc1 at #loc39)), %arg43: tensor<2x8xi64> loc(callsite(#loc1 at #loc39)), %arg44: tensor<2xi64> loc(callsite(#loc1 at #loc39))) -> tensor<f32> {
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
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc43)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc43)
    %cst_6 = arith.constant dense<true> : tensor<i1> loc(#loc43)
    %cst_7 = arith.constant 0.35355339059327379 : f64 loc(#loc71)
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64 loc(#loc59)
    %cst_9 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_10 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_11 = arith.constant 1.41421354 : f32 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c8_i64 = arith.constant 8 : i64 loc(#loc)
    %c-100_i64 = arith.constant -100 : i64 loc(#loc40)
    %cst_12 = arith.constant dense<0> : tensor<i64> loc(#loc40)
    %cst_13 = arith.constant dense_resource<torch_tensor_1_8_torch.int64> : tensor<1x8xi64> loc(#loc60)
    %0 = tensor.empty() : tensor<2x8xi1> loc(#loc40)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: i1 loc(callsite(#loc1 at #loc39))):
      %228 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc40)
      linalg.yield %228 : i1 loc(#loc40)
    } -> tensor<2x8xi1> loc(#loc40)
    %2 = tensor.empty() : tensor<2x8xi64> loc(#loc40)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%2 : tensor<2x8xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc39)), %out: i64 loc(callsite(#loc1 at #loc39))):
      %228 = arith.extui %in : i1 to i64 loc(#loc40)
      linalg.yield %228 : i64 loc(#loc40)
    } -> tensor<2x8xi64> loc(#loc40)
    %4 = tensor.empty() : tensor<2x8x32xf32> loc(#loc51)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<2x8xi64>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc16 at #loc45))):
      %228 = arith.index_cast %in : i64 to index loc(#loc51)
      %229 = linalg.index 2 : index loc(#loc51)
      %230 = arith.cmpi slt, %228, %c40 : index loc(#loc51)
      cf.assert %230, "index must be smaller than dim size" loc(#loc51)
      %231 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc51)
      cf.assert %231, "index must be larger or equal to 0" loc(#loc51)
      %extracted = tensor.extract %arg0[%228, %229] : tensor<40x32xf32> loc(#loc51)
      linalg.yield %extracted : f32 loc(#loc51)
    } -> tensor<2x8x32xf32> loc(#loc51)
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<2x8xi64>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc16 at #loc45))):
      %228 = arith.index_cast %in : i64 to index loc(#loc51)
      %229 = linalg.index 2 : index loc(#loc51)
      %230 = arith.cmpi slt, %228, %c40 : index loc(#loc51)
      cf.assert %230, "index must be smaller than dim size" loc(#loc51)
      %231 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc51)
      cf.assert %231, "index must be larger or equal to 0" loc(#loc51)
      %extracted = tensor.extract %arg41[%228, %229] : tensor<40x32xf32> loc(#loc51)
      linalg.yield %extracted : f32 loc(#loc51)
    } -> tensor<2x8x32xf32> loc(#loc51)
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: i1 loc(callsite(#loc16 at #loc45))):
      %228 = arith.cmpi eq, %in, %c0_i64 : i64 loc(#loc51)
      linalg.yield %228 : i1 loc(#loc51)
    } -> tensor<2x8xi1> loc(#loc51)
    %expanded = tensor.expand_shape %7 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1> loc(#loc51)
    %8 = linalg.generic {indexing_maps = [#map3, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %6, %5 : tensor<2x8x1xi1>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc16 at #loc45)), %in_75: f32 loc(callsite(#loc16 at #loc45)), %in_76: f32 loc(callsite(#loc16 at #loc45)), %out: f32 loc(callsite(#loc16 at #loc45))):
      %228 = arith.select %in, %in_75, %in_76 : f32 loc(#loc51)
      linalg.yield %228 : f32 loc(#loc51)
    } -> tensor<2x8x32xf32> loc(#loc51)
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg43 : tensor<2x8xi64>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc14 at #loc52)), %out: f32 loc(callsite(#loc14 at #loc52))):
      %228 = arith.index_cast %in : i64 to index loc(#loc61)
      %229 = linalg.index 2 : index loc(#loc61)
      %230 = arith.cmpi slt, %228, %c2 : index loc(#loc61)
      cf.assert %230, "index must be smaller than dim size" loc(#loc61)
      %231 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc61)
      cf.assert %231, "index must be larger or equal to 0" loc(#loc61)
      %extracted = tensor.extract %arg2[%228, %229] : tensor<2x32xf32> loc(#loc61)
      linalg.yield %extracted : f32 loc(#loc61)
    } -> tensor<2x8x32xf32> loc(#loc61)
    %10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %9 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc16 at #loc45)), %in_75: f32 loc(callsite(#loc14 at #loc52)), %out: f32 loc(callsite(#loc18 at #loc45))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc53)
      linalg.yield %228 : f32 loc(#loc53)
    } -> tensor<2x8x32xf32> loc(#loc53)
    %11 = tensor.empty() : tensor<1x8x32xf32> loc(#loc60)
    %12 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<1x8xi64>) outs(%11 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc14 at #loc50)), %out: f32 loc(callsite(#loc14 at #loc50))):
      %228 = arith.index_cast %in : i64 to index loc(#loc60)
      %229 = linalg.index 2 : index loc(#loc60)
      %230 = arith.cmpi slt, %228, %c8 : index loc(#loc60)
      cf.assert %230, "index must be smaller than dim size" loc(#loc60)
      %231 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc60)
      cf.assert %231, "index must be larger or equal to 0" loc(#loc60)
      %extracted = tensor.extract %arg1[%228, %229] : tensor<8x32xf32> loc(#loc60)
      linalg.yield %extracted : f32 loc(#loc60)
    } -> tensor<1x8x32xf32> loc(#loc60)
    %13 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<2x8x32xf32>, tensor<1x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc45)), %in_75: f32 loc(callsite(#loc14 at #loc50)), %out: f32 loc(callsite(#loc19 at #loc45))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc54)
      linalg.yield %228 : f32 loc(#loc54)
    } -> tensor<2x8x32xf32> loc(#loc54)
    %14 = tensor.empty() : tensor<2x8x32xf64> loc(#loc59)
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc45)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.extf %in : f32 to f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x32xf64> loc(#loc59)
    %16 = tensor.empty() : tensor<2x8x1xf64> loc(#loc59)
    %17 = linalg.fill ins(%cst : f64) outs(%16 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc59)
    %18 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.addf %in, %out : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x1xf64> loc(#loc59)
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x1xf64> loc(#loc59)
    %20 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %19 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %in_75: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.subf %in, %in_75 : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x32xf64> loc(#loc59)
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %20 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %in_75: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.mulf %in, %in_75 : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x32xf64> loc(#loc59)
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.addf %in, %out : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x1xf64> loc(#loc59)
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %out: f64 loc(callsite(#loc11 at #loc49))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc59)
      linalg.yield %228 : f64 loc(#loc59)
    } -> tensor<2x8x1xf64> loc(#loc59)
    %24 = tensor.empty() : tensor<2x8x1xf32> loc(#loc59)
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf64>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.truncf %in : f64 to f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x1xf32> loc(#loc59)
    %26 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc59)
    %27 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc45)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.addf %in, %out : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x1xf32> loc(#loc59)
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.divf %in, %cst_10 : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x1xf32> loc(#loc59)
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.truncf %cst_8 : f64 to f32 loc(#loc59)
      %229 = arith.addf %in, %228 : f32 loc(#loc59)
      linalg.yield %229 : f32 loc(#loc59)
    } -> tensor<2x8x1xf32> loc(#loc59)
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = math.rsqrt %in : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x1xf32> loc(#loc59)
    %31 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %28 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc45)), %in_75: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %32 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %30 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %in_75: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %33 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg3 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %in_75: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %34 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg4 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc49)), %in_75: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc11 at #loc49))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc59)
      linalg.yield %228 : f32 loc(#loc59)
    } -> tensor<2x8x32xf32> loc(#loc59)
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: i1 loc(callsite(#loc4 at #loc41))):
      %228 = arith.cmpi ne, %in, %c0_i64 : i64 loc(#loc43)
      linalg.yield %228 : i1 loc(#loc43)
    } -> tensor<2x8xi1> loc(#loc43)
    %36 = tensor.empty() : tensor<2xi64> loc(#loc43)
    %37 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%36 : tensor<2xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc4 at #loc41))):
      %228 = linalg.index 0 : index loc(#loc43)
      %229 = arith.index_cast %228 : index to i64 loc(#loc43)
      linalg.yield %229 : i64 loc(#loc43)
    } -> tensor<2xi64> loc(#loc43)
    %38 = tensor.empty() : tensor<8xi64> loc(#loc43)
    %39 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc4 at #loc41))):
      %228 = linalg.index 0 : index loc(#loc43)
      %229 = arith.index_cast %228 : index to i64 loc(#loc43)
      linalg.yield %229 : i64 loc(#loc43)
    } -> tensor<8xi64> loc(#loc43)
    %expanded_14 = tensor.expand_shape %37 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64> loc(#loc43)
    %expanded_15 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc43)
    %expanded_16 = tensor.expand_shape %39 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc43)
    %40 = tensor.empty() : tensor<1x1x8x1xi1> loc(#loc43)
    %41 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x1x8x1xi64>) outs(%40 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc41)), %out: i1 loc(callsite(#loc4 at #loc41))):
      %228 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc43)
      linalg.yield %228 : i1 loc(#loc43)
    } -> tensor<1x1x8x1xi1> loc(#loc43)
    %42 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %41 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%40 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc41)), %in_75: i1 loc(callsite(#loc4 at #loc41)), %out: i1 loc(callsite(#loc4 at #loc41))):
      %228 = arith.andi %in, %in_75 : i1 loc(#loc43)
      linalg.yield %228 : i1 loc(#loc43)
    } -> tensor<1x1x8x1xi1> loc(#loc43)
    %43 = tensor.empty() : tensor<2x1x1x8xi1> loc(#loc43)
    %44 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_16 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%43 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc41)), %in_75: i64 loc(callsite(#loc4 at #loc41)), %out: i1 loc(callsite(#loc4 at #loc41))):
      %228 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc43)
      %229 = arith.addi %in, %c2_i64 : i64 loc(#loc43)
      %230 = arith.select %228, %229, %in : i64 loc(#loc43)
      %231 = arith.index_cast %230 : i64 to index loc(#loc43)
      %232 = arith.cmpi slt, %in_75, %c0_i64 : i64 loc(#loc43)
      %233 = arith.addi %in_75, %c8_i64 : i64 loc(#loc43)
      %234 = arith.select %232, %233, %in_75 : i64 loc(#loc43)
      %235 = arith.index_cast %234 : i64 to index loc(#loc43)
      %extracted = tensor.extract %35[%231, %235] : tensor<2x8xi1> loc(#loc43)
      linalg.yield %extracted : i1 loc(#loc43)
    } -> tensor<2x1x1x8xi1> loc(#loc43)
    %45 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc43)
    %46 = linalg.generic {indexing_maps = [#map11, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %44 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%45 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc41)), %in_75: i1 loc(callsite(#loc4 at #loc41)), %out: i1 loc(callsite(#loc4 at #loc41))):
      %228 = arith.andi %in, %in_75 : i1 loc(#loc43)
      linalg.yield %228 : i1 loc(#loc43)
    } -> tensor<2x1x8x8xi1> loc(#loc43)
    %47 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc43)
    %48 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%47 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc41)), %in_75: f32 loc(callsite(#loc4 at #loc41)), %in_76: f32 loc(callsite(#loc4 at #loc41)), %out: f32 loc(callsite(#loc4 at #loc41))):
      %228 = arith.select %in, %in_75, %in_76 : f32 loc(#loc43)
      linalg.yield %228 : f32 loc(#loc43)
    } -> tensor<2x1x8x8xf32> loc(#loc43)
    %collapsed = tensor.collapse_shape %34 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc81)
    %49 = tensor.empty() : tensor<32x32xf32> loc(#loc81)
    %transposed = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc81)
    %50 = tensor.empty() : tensor<16x32xf32> loc(#loc81)
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc81)
    %52 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc81)
    %53 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc72)), %out: f32 loc(callsite(#loc20 at #loc72))):
      linalg.yield %in : f32 loc(#loc81)
    } -> tensor<16x32xf32> loc(#loc81)
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc72)), %in_75: f32 loc(callsite(#loc20 at #loc72)), %out: f32 loc(callsite(#loc20 at #loc72))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc81)
      linalg.yield %228 : f32 loc(#loc81)
    } -> tensor<16x32xf32> loc(#loc81)
    %expanded_17 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc72)
    %55 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc72)
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc72)
    %transposed_19 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc82)
    %56 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc82)
    %57 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc73)), %out: f32 loc(callsite(#loc20 at #loc73))):
      linalg.yield %in : f32 loc(#loc82)
    } -> tensor<16x32xf32> loc(#loc82)
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc73)), %in_75: f32 loc(callsite(#loc20 at #loc73)), %out: f32 loc(callsite(#loc20 at #loc73))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc82)
      linalg.yield %228 : f32 loc(#loc82)
    } -> tensor<16x32xf32> loc(#loc82)
    %expanded_20 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc73)
    %transposed_21 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc83)
    %59 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc83)
    %60 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc74)), %out: f32 loc(callsite(#loc20 at #loc74))):
      linalg.yield %in : f32 loc(#loc83)
    } -> tensor<16x32xf32> loc(#loc83)
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %60 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc74)), %in_75: f32 loc(callsite(#loc20 at #loc74)), %out: f32 loc(callsite(#loc20 at #loc74))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc83)
      linalg.yield %228 : f32 loc(#loc83)
    } -> tensor<16x32xf32> loc(#loc83)
    %expanded_22 = tensor.expand_shape %61 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc74)
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc74)
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc71)
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %62 = tensor.empty() : tensor<8x8x8xf32> loc(#loc71)
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %64 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_27 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %65 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.truncf %cst_7 : f64 to f32 loc(#loc71)
      %229 = arith.mulf %in, %228 : f32 loc(#loc71)
      linalg.yield %229 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %66 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %48 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc4 at #loc41)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %67 = tensor.empty() : tensor<2x4x8xi64> loc(#loc71)
    %68 = linalg.fill ins(%c0_i64 : i64) outs(%67 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc71)
    %69 = tensor.empty() : tensor<2x4x8xf32> loc(#loc71)
    %70 = linalg.fill ins(%cst_1 : f32) outs(%69 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc71)
    %71:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65)), %out_75: i64 loc(callsite(#loc6 at #loc65))):
      %228 = linalg.index 3 : index loc(#loc71)
      %229 = arith.index_cast %228 : index to i64 loc(#loc71)
      %230 = arith.maximumf %in, %out : f32 loc(#loc71)
      %231 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %232 = arith.select %231, %229, %out_75 : i64 loc(#loc71)
      linalg.yield %230, %232 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_28 = tensor.expand_shape %71#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %72 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_28 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %73 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = math.exp %in : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %74 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc71)
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc71)
    %76 = linalg.generic {indexing_maps = [#map7, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %77 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %76 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.divf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_29 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %78 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_31 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %79 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc71)
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc84)
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc84)
    %80 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc84)
    %81 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %out: f32 loc(callsite(#loc20 at #loc75))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<16x32xf32> loc(#loc84)
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %in_75: f32 loc(callsite(#loc20 at #loc75)), %out: f32 loc(callsite(#loc20 at #loc75))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc84)
      linalg.yield %228 : f32 loc(#loc84)
    } -> tensor<16x32xf32> loc(#loc84)
    %expanded_35 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc84)
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %34 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %in_75: f32 loc(callsite(#loc11 at #loc49)), %out: f32 loc(callsite(#loc26 at #loc66))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc76)
      linalg.yield %228 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.extf %in : f32 to f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %85 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %87 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %in_75: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.subf %in, %in_75 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %88 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %87 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %in_75: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %89 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.truncf %in : f64 to f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %92 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_10 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.truncf %cst_8 : f64 to f32 loc(#loc85)
      %229 = arith.addf %in, %228 : f32 loc(#loc85)
      linalg.yield %229 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = math.rsqrt %in : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %96 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %93 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %97 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %95 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %98 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg13 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %99 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %collapsed_36 = tensor.collapse_shape %99 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc77)
    %100 = tensor.empty() : tensor<32x64xf32> loc(#loc77)
    %transposed_37 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%100 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %101 = tensor.empty() : tensor<16x64xf32> loc(#loc77)
    %102 = linalg.fill ins(%cst_0 : f32) outs(%101 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %103 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%102 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %104 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64xf32>) outs(%101 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc20 at #loc67))):
      linalg.yield %in : f32 loc(#loc77)
    } -> tensor<16x64xf32> loc(#loc77)
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%101 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %in_75: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc20 at #loc67))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc77)
      linalg.yield %228 : f32 loc(#loc77)
    } -> tensor<16x64xf32> loc(#loc77)
    %expanded_38 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %106 = tensor.empty() : tensor<2x8x64xf32> loc(#loc78)
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x8x64xf32>) outs(%106 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc29 at #loc68))):
      %228 = arith.divf %in, %cst_11 : f32 loc(#loc78)
      %229 = math.erf %228 : f32 loc(#loc78)
      %230 = arith.addf %229, %cst_2 : f32 loc(#loc78)
      %231 = arith.mulf %230, %cst_3 : f32 loc(#loc78)
      %232 = arith.mulf %in, %231 : f32 loc(#loc78)
      linalg.yield %232 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %collapsed_39 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc79)
    %108 = tensor.empty() : tensor<64x32xf32> loc(#loc79)
    %transposed_40 = linalg.transpose ins(%arg17 : tensor<32x64xf32>) outs(%108 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc79)
    %109 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc79)
    %110 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %out: f32 loc(callsite(#loc20 at #loc69))):
      linalg.yield %in : f32 loc(#loc79)
    } -> tensor<16x32xf32> loc(#loc79)
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %in_75: f32 loc(callsite(#loc20 at #loc69)), %out: f32 loc(callsite(#loc20 at #loc69))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc79)
      linalg.yield %228 : f32 loc(#loc79)
    } -> tensor<16x32xf32> loc(#loc79)
    %expanded_41 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc79)
    %112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %99 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc32 at #loc62))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc70)
      linalg.yield %228 : f32 loc(#loc70)
    } -> tensor<2x8x32xf32> loc(#loc70)
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.extf %in : f32 to f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %114 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %116 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %in_75: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.subf %in, %in_75 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %117 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %116 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %in_75: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %118 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf64>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.truncf %in : f64 to f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %121 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_10 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.truncf %cst_8 : f64 to f32 loc(#loc80)
      %229 = arith.addf %in, %228 : f32 loc(#loc80)
      linalg.yield %229 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = math.rsqrt %in : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %125 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %122 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %126 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %124 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %127 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %arg19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %128 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %collapsed_42 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc81)
    %transposed_43 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc81)
    %129 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc81)
    %130 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc72)), %out: f32 loc(callsite(#loc20 at #loc72))):
      linalg.yield %in : f32 loc(#loc81)
    } -> tensor<16x32xf32> loc(#loc81)
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%129, %130 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc72)), %in_75: f32 loc(callsite(#loc20 at #loc72)), %out: f32 loc(callsite(#loc20 at #loc72))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc81)
      linalg.yield %228 : f32 loc(#loc81)
    } -> tensor<16x32xf32> loc(#loc81)
    %expanded_44 = tensor.expand_shape %131 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc72)
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc72)
    %transposed_46 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc82)
    %132 = linalg.matmul ins(%collapsed_42, %transposed_46 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc82)
    %133 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc73)), %out: f32 loc(callsite(#loc20 at #loc73))):
      linalg.yield %in : f32 loc(#loc82)
    } -> tensor<16x32xf32> loc(#loc82)
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%132, %133 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc73)), %in_75: f32 loc(callsite(#loc20 at #loc73)), %out: f32 loc(callsite(#loc20 at #loc73))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc82)
      linalg.yield %228 : f32 loc(#loc82)
    } -> tensor<16x32xf32> loc(#loc82)
    %expanded_47 = tensor.expand_shape %134 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc73)
    %transposed_48 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc83)
    %135 = linalg.matmul ins(%collapsed_42, %transposed_48 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc83)
    %136 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc74)), %out: f32 loc(callsite(#loc20 at #loc74))):
      linalg.yield %in : f32 loc(#loc83)
    } -> tensor<16x32xf32> loc(#loc83)
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%135, %136 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc74)), %in_75: f32 loc(callsite(#loc20 at #loc74)), %out: f32 loc(callsite(#loc20 at #loc74))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc83)
      linalg.yield %228 : f32 loc(#loc83)
    } -> tensor<16x32xf32> loc(#loc83)
    %expanded_49 = tensor.expand_shape %137 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc74)
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc74)
    %transposed_51 = linalg.transpose ins(%expanded_47 : tensor<2x8x4x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc71)
    %collapsed_52 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %138 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_54 = tensor.expand_shape %138 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %139 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.truncf %cst_7 : f64 to f32 loc(#loc71)
      %229 = arith.mulf %in, %228 : f32 loc(#loc71)
      linalg.yield %229 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %140 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %48 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc4 at #loc41)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %141:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%140 : tensor<2x4x8x8xf32>) outs(%70, %68 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65)), %out_75: i64 loc(callsite(#loc6 at #loc65))):
      %228 = linalg.index 3 : index loc(#loc71)
      %229 = arith.index_cast %228 : index to i64 loc(#loc71)
      %230 = arith.maximumf %in, %out : f32 loc(#loc71)
      %231 = arith.cmpf ogt, %in, %out : f32 loc(#loc71)
      %232 = arith.select %231, %229, %out_75 : i64 loc(#loc71)
      linalg.yield %230, %232 : f32, i64 loc(#loc71)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc71)
    %expanded_55 = tensor.expand_shape %141#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc71)
    %142 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_55 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %143 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<2x4x8x8xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = math.exp %in : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %144 = linalg.generic {indexing_maps = [#map7, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%143 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.addf %in, %out : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x1xf32> loc(#loc71)
    %145 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %144 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%55 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc65)), %in_75: f32 loc(callsite(#loc6 at #loc65)), %out: f32 loc(callsite(#loc6 at #loc65))):
      %228 = arith.divf %in, %in_75 : f32 loc(#loc71)
      linalg.yield %228 : f32 loc(#loc71)
    } -> tensor<2x4x8x8xf32> loc(#loc71)
    %collapsed_56 = tensor.collapse_shape %145 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc71)
    %146 = linalg.batch_matmul ins(%collapsed_56, %collapsed_57 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%63 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc71)
    %expanded_58 = tensor.expand_shape %146 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc71)
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc71)
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc84)
    %transposed_61 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc84)
    %147 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc84)
    %148 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %out: f32 loc(callsite(#loc20 at #loc75))):
      linalg.yield %in : f32 loc(#loc84)
    } -> tensor<16x32xf32> loc(#loc84)
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %in_75: f32 loc(callsite(#loc20 at #loc75)), %out: f32 loc(callsite(#loc20 at #loc75))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc84)
      linalg.yield %228 : f32 loc(#loc84)
    } -> tensor<16x32xf32> loc(#loc84)
    %expanded_62 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc84)
    %150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %128 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc75)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc26 at #loc66))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc76)
      linalg.yield %228 : f32 loc(#loc76)
    } -> tensor<2x8x32xf32> loc(#loc76)
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.extf %in : f32 to f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %152 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %154 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %in_75: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.subf %in, %in_75 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %in_75: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x32xf64> loc(#loc85)
    %156 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f64 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc85)
      linalg.yield %228 : f64 loc(#loc85)
    } -> tensor<2x8x1xf64> loc(#loc85)
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x1xf64>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.truncf %in : f64 to f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %159 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.divf %in, %cst_10 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.truncf %cst_8 : f64 to f32 loc(#loc85)
      %229 = arith.addf %in, %228 : f32 loc(#loc85)
      linalg.yield %229 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = math.rsqrt %in : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %163 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %160 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc66)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %164 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %165 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg29 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %166 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg30 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc76)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc11 at #loc76))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc85)
      linalg.yield %228 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %collapsed_63 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc77)
    %transposed_64 = linalg.transpose ins(%arg31 : tensor<64x32xf32>) outs(%100 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc77)
    %167 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%102 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc77)
    %168 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<64xf32>) outs(%101 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc20 at #loc67))):
      linalg.yield %in : f32 loc(#loc77)
    } -> tensor<16x64xf32> loc(#loc77)
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%101 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %in_75: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc20 at #loc67))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc77)
      linalg.yield %228 : f32 loc(#loc77)
    } -> tensor<16x64xf32> loc(#loc77)
    %expanded_65 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc77)
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x8x64xf32>) outs(%106 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc67)), %out: f32 loc(callsite(#loc29 at #loc68))):
      %228 = arith.divf %in, %cst_11 : f32 loc(#loc78)
      %229 = math.erf %228 : f32 loc(#loc78)
      %230 = arith.addf %229, %cst_2 : f32 loc(#loc78)
      %231 = arith.mulf %230, %cst_3 : f32 loc(#loc78)
      %232 = arith.mulf %in, %231 : f32 loc(#loc78)
      linalg.yield %232 : f32 loc(#loc78)
    } -> tensor<2x8x64xf32> loc(#loc78)
    %collapsed_66 = tensor.collapse_shape %170 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc79)
    %transposed_67 = linalg.transpose ins(%arg33 : tensor<32x64xf32>) outs(%108 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc79)
    %171 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%51 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc79)
    %172 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %out: f32 loc(callsite(#loc20 at #loc69))):
      linalg.yield %in : f32 loc(#loc79)
    } -> tensor<16x32xf32> loc(#loc79)
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%171, %172 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%50 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %in_75: f32 loc(callsite(#loc20 at #loc69)), %out: f32 loc(callsite(#loc20 at #loc69))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc79)
      linalg.yield %228 : f32 loc(#loc79)
    } -> tensor<16x32xf32> loc(#loc79)
    %expanded_68 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc79)
    %174 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %166 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc69)), %in_75: f32 loc(callsite(#loc11 at #loc76)), %out: f32 loc(callsite(#loc32 at #loc62))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc70)
      linalg.yield %228 : f32 loc(#loc70)
    } -> tensor<2x8x32xf32> loc(#loc70)
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.extf %in : f32 to f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %176 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %178 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %177 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %in_75: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.subf %in, %in_75 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %178 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%14 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %in_75: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x32xf64> loc(#loc80)
    %180 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x8x32xf64>) outs(%17 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x1xf64>) outs(%16 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f64 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_9 : f64 loc(#loc80)
      linalg.yield %228 : f64 loc(#loc80)
    } -> tensor<2x8x1xf64> loc(#loc80)
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x1xf64>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.truncf %in : f64 to f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %183 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<2x8x32xf32>) outs(%26 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %out : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.divf %in, %cst_10 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.truncf %cst_8 : f64 to f32 loc(#loc80)
      %229 = arith.addf %in, %228 : f32 loc(#loc80)
      linalg.yield %229 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x1xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = math.rsqrt %in : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x1xf32> loc(#loc80)
    %187 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %184 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc62)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %188 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %186 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %189 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %arg35 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.mulf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %190 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %arg36 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%4 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc70)), %in_75: f32 loc(callsite(#loc11 at #loc70)), %out: f32 loc(callsite(#loc11 at #loc70))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc80)
      linalg.yield %228 : f32 loc(#loc80)
    } -> tensor<2x8x32xf32> loc(#loc80)
    %extracted_slice = tensor.extract_slice %190[0, 0, 0] [2, 1, 32] [1, 1, 1] : tensor<2x8x32xf32> to tensor<2x1x32xf32> loc(#loc55)
    %collapsed_69 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<2x1x32xf32> into tensor<2x32xf32> loc(#loc55)
    %transposed_70 = linalg.transpose ins(%arg37 : tensor<32x32xf32>) outs(%49 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc63)
    %191 = tensor.empty() : tensor<2x32xf32> loc(#loc63)
    %192 = linalg.fill ins(%cst_0 : f32) outs(%191 : tensor<2x32xf32>) -> tensor<2x32xf32> loc(#loc63)
    %193 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%192 : tensor<2x32xf32>) -> tensor<2x32xf32> loc(#loc63)
    %194 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32xf32>) outs(%191 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc56)), %out: f32 loc(callsite(#loc20 at #loc56))):
      linalg.yield %in : f32 loc(#loc63)
    } -> tensor<2x32xf32> loc(#loc63)
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%193, %194 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%191 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc56)), %in_75: f32 loc(callsite(#loc20 at #loc56)), %out: f32 loc(callsite(#loc20 at #loc56))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc63)
      linalg.yield %228 : f32 loc(#loc63)
    } -> tensor<2x32xf32> loc(#loc63)
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<2x32xf32>) outs(%191 : tensor<2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc56)), %out: f32 loc(callsite(#loc36 at #loc57))):
      %228 = math.tanh %in : f32 loc(#loc64)
      linalg.yield %228 : f32 loc(#loc64)
    } -> tensor<2x32xf32> loc(#loc64)
    %197 = tensor.empty() : tensor<32x3xf32> loc(#loc47)
    %transposed_71 = linalg.transpose ins(%arg39 : tensor<3x32xf32>) outs(%197 : tensor<32x3xf32>) permutation = [1, 0]  loc(#loc47)
    %198 = tensor.empty() : tensor<2x3xf32> loc(#loc47)
    %199 = linalg.fill ins(%cst_0 : f32) outs(%198 : tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc47)
    %200 = linalg.matmul ins(%196, %transposed_71 : tensor<2x32xf32>, tensor<32x3xf32>) outs(%199 : tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc47)
    %201 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<3xf32>) outs(%198 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc42)), %out: f32 loc(callsite(#loc20 at #loc42))):
      linalg.yield %in : f32 loc(#loc47)
    } -> tensor<2x3xf32> loc(#loc47)
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%200, %201 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%198 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc42)), %in_75: f32 loc(callsite(#loc20 at #loc42)), %out: f32 loc(callsite(#loc20 at #loc42))):
      %228 = arith.addf %in, %in_75 : f32 loc(#loc47)
      linalg.yield %228 : f32 loc(#loc47)
    } -> tensor<2x3xf32> loc(#loc47)
    %203 = linalg.fill ins(%c0_i64 : i64) outs(%36 : tensor<2xi64>) -> tensor<2xi64> loc(#loc40)
    %204 = tensor.empty() : tensor<2xf32> loc(#loc40)
    %205 = linalg.fill ins(%cst_1 : f32) outs(%204 : tensor<2xf32>) -> tensor<2xf32> loc(#loc40)
    %206:2 = linalg.generic {indexing_maps = [#map, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%202 : tensor<2x3xf32>) outs(%205, %203 : tensor<2xf32>, tensor<2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc42)), %out: f32 loc(callsite(#loc1 at #loc39)), %out_75: i64 loc(callsite(#loc1 at #loc39))):
      %228 = linalg.index 1 : index loc(#loc40)
      %229 = arith.index_cast %228 : index to i64 loc(#loc40)
      %230 = arith.maximumf %in, %out : f32 loc(#loc40)
      %231 = arith.cmpf ogt, %in, %out : f32 loc(#loc40)
      %232 = arith.select %231, %229, %out_75 : i64 loc(#loc40)
      linalg.yield %230, %232 : f32, i64 loc(#loc40)
    } -> (tensor<2xf32>, tensor<2xi64>) loc(#loc40)
    %expanded_72 = tensor.expand_shape %206#0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32> loc(#loc40)
    %207 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%202, %expanded_72 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%198 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc42)), %in_75: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2x3xf32> loc(#loc40)
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<2x3xf32>) outs(%198 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = math.exp %in : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2x3xf32> loc(#loc40)
    %209 = tensor.empty() : tensor<2x1xf32> loc(#loc40)
    %210 = linalg.fill ins(%cst_0 : f32) outs(%209 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc40)
    %211 = linalg.generic {indexing_maps = [#map, #map18], iterator_types = ["parallel", "reduction"]} ins(%208 : tensor<2x3xf32>) outs(%210 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.addf %in, %out : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2x1xf32> loc(#loc40)
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<2x1xf32>) outs(%209 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = math.log %in : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2x1xf32> loc(#loc40)
    %213 = linalg.generic {indexing_maps = [#map, #map18, #map], iterator_types = ["parallel", "parallel"]} ins(%207, %212 : tensor<2x3xf32>, tensor<2x1xf32>) outs(%198 : tensor<2x3xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %in_75: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.subf %in, %in_75 : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2x3xf32> loc(#loc40)
    %214 = tensor.empty() : tensor<2xi1> loc(#loc40)
    %215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%arg44 : tensor<2xi64>) outs(%214 : tensor<2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: i1 loc(callsite(#loc1 at #loc39))):
      %228 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc40)
      linalg.yield %228 : i1 loc(#loc40)
    } -> tensor<2xi1> loc(#loc40)
    %216 = linalg.generic {indexing_maps = [#map6, #map6, #map19, #map6], iterator_types = ["parallel"]} ins(%215, %arg44, %cst_12 : tensor<2xi1>, tensor<2xi64>, tensor<i64>) outs(%36 : tensor<2xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc39)), %in_75: i64 loc(callsite(#loc1 at #loc39)), %in_76: i64 loc(callsite(#loc1 at #loc39)), %out: i64 loc(callsite(#loc1 at #loc39))):
      %228 = arith.select %in, %in_75, %in_76 : i64 loc(#loc40)
      linalg.yield %228 : i64 loc(#loc40)
    } -> tensor<2xi64> loc(#loc40)
    %expanded_73 = tensor.expand_shape %216 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64> loc(#loc40)
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_73 : tensor<2x1xi64>) outs(%210 : tensor<2x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = linalg.index 0 : index loc(#loc40)
      %229 = arith.index_cast %in : i64 to index loc(#loc40)
      %230 = arith.cmpi slt, %229, %c3 : index loc(#loc40)
      cf.assert %230, "index must be smaller than dim size" loc(#loc40)
      %231 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc40)
      cf.assert %231, "index must be larger or equal to 0" loc(#loc40)
      %extracted = tensor.extract %213[%228, %229] : tensor<2x3xf32> loc(#loc40)
      linalg.yield %extracted : f32 loc(#loc40)
    } -> tensor<2x1xf32> loc(#loc40)
    %collapsed_74 = tensor.collapse_shape %217 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32> loc(#loc40)
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<2xf32>) outs(%204 : tensor<2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.negf %in : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2xf32> loc(#loc40)
    %219 = linalg.generic {indexing_maps = [#map6, #map6, #map19, #map6], iterator_types = ["parallel"]} ins(%215, %218, %cst_5 : tensor<2xi1>, tensor<2xf32>, tensor<f32>) outs(%204 : tensor<2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc39)), %in_75: f32 loc(callsite(#loc1 at #loc39)), %in_76: f32 loc(callsite(#loc4 at #loc41)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.select %in, %in_75, %in_76 : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<2xf32> loc(#loc40)
    %220 = tensor.empty() : tensor<i64> loc(#loc40)
    %221 = linalg.fill ins(%c0_i64 : i64) outs(%220 : tensor<i64>) -> tensor<i64> loc(#loc40)
    %222 = linalg.generic {indexing_maps = [#map6, #map19], iterator_types = ["reduction"]} ins(%215 : tensor<2xi1>) outs(%221 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc1 at #loc39)), %out: i64 loc(callsite(#loc1 at #loc39))):
      %228 = arith.extui %in : i1 to i64 loc(#loc40)
      %229 = arith.addi %228, %out : i64 loc(#loc40)
      linalg.yield %229 : i64 loc(#loc40)
    } -> tensor<i64> loc(#loc40)
    %223 = tensor.empty() : tensor<f32> loc(#loc40)
    %224 = linalg.generic {indexing_maps = [#map20, #map20], iterator_types = []} ins(%222 : tensor<i64>) outs(%223 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.sitofp %in : i64 to f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<f32> loc(#loc40)
    %225 = linalg.fill ins(%cst_0 : f32) outs(%223 : tensor<f32>) -> tensor<f32> loc(#loc40)
    %226 = linalg.generic {indexing_maps = [#map6, #map19], iterator_types = ["reduction"]} ins(%219 : tensor<2xf32>) outs(%225 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.addf %in, %out : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<f32> loc(#loc40)
    %227 = linalg.generic {indexing_maps = [#map20, #map20, #map20], iterator_types = []} ins(%226, %224 : tensor<f32>, tensor<f32>) outs(%223 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc39)), %in_75: f32 loc(callsite(#loc1 at #loc39)), %out: f32 loc(callsite(#loc1 at #loc39))):
      %228 = arith.divf %in, %in_75 : f32 loc(#loc40)
      linalg.yield %228 : f32 loc(#loc40)
    } -> tensor<f32> loc(#loc40)
    return %227 : tensor<f32> loc(#loc40)
  } loc(#loc40)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     bert.embeddings.word_embeddings.weight
  //   #1 param     bert.embeddings.position_embeddings.weight
  //   #2 param     bert.embeddings.token_type_embeddings.weight
  //   #3 param     bert.embeddings.LayerNorm.weight
  //   #4 param     bert.embeddings.LayerNorm.bias
  //   #5 param     bert.encoder.layer.0.attention.self.query.weight
  //   #6 param     bert.encoder.layer.0.attention.self.query.bias
  //   #7 param     bert.encoder.layer.0.attention.self.key.weight
  //   #8 param     bert.encoder.layer.0.attention.self.key.bias
  //   #9 param     bert.encoder.layer.0.attention.self.value.weight
  //   #10 param     bert.encoder.layer.0.attention.self.value.bias
  //   #11 param     bert.encoder.layer.0.attention.output.dense.weight
  //   #12 param     bert.encoder.layer.0.attention.output.dense.bias
  //   #13 param     bert.encoder.layer.0.attention.output.LayerNorm.weight
  //   #14 param     bert.encoder.layer.0.attention.output.LayerNorm.bias
  //   #15 param     bert.encoder.layer.0.intermediate.dense.weight
  //   #16 param     bert.encoder.layer.0.intermediate.dense.bias
  //   #17 param     bert.encoder.layer.0.output.dense.weight
  //   #18 param     bert.encoder.layer.0.output.dense.bias
  //   #19 param     bert.encoder.layer.0.output.LayerNorm.weight
  //   #20 param     bert.encoder.layer.0.output.LayerNorm.bias
  //   #21 param     bert.encoder.layer.1.attention.self.query.weight
  //   #22 param     bert.encoder.layer.1.attention.self.query.bias
  //   #23 param     bert.encoder.layer.1.attention.self.key.weight
  //   #24 param     bert.encoder.layer.1.attention.self.key.bias
  //   #25 param     bert.encoder.layer.1.attention.self.value.weight
  //   #26 param     bert.encoder.layer.1.attention.self.value.bias
  //   #27 param     bert.encoder.layer.1.attention.output.dense.weight
  //   #28 param     bert.encoder.layer.1.attention.output.dense.bias
  //   #29 param     bert.encoder.layer.1.attention.output.LayerNorm.weight
  //   #30 param     bert.encoder.layer.1.attention.output.LayerNorm.bias
  //   #31 param     bert.encoder.layer.1.intermediate.dense.weight
  //   #32 param     bert.encoder.layer.1.intermediate.dense.bias
  //   #33 param     bert.encoder.layer.1.output.dense.weight
  //   #34 param     bert.encoder.layer.1.output.dense.bias
  //   #35 param     bert.encoder.layer.1.output.LayerNorm.weight
  //   #36 param     bert.encoder.layer.1.output.LayerNorm.bias
  //   #37 param     bert.pooler.dense.weight
  //   #38 param     bert.pooler.dense.bias
  //   #39 param     classifier.weight
  //   #40 param     classifier.bias
  //   #41 opt_state exp_avg.bert.embeddings.word_embeddings.weight
  //   #42 opt_state exp_avg.bert.embeddings.position_embeddings.weight
  //   #43 opt_state exp_avg.bert.embeddings.token_type_embeddings.weight
  //   #44 opt_state exp_avg.bert.embeddings.LayerNorm.weight
  //   #45 opt_state exp_avg.bert.embeddings.LayerNorm.bias
  //   #46 opt_state exp_avg.bert.encoder.layer.0.attention.self.query.weight
  //   #47 opt_state exp_avg.bert.encoder.layer.0.attention.self.query.bias
  //   #48 opt_state exp_avg.bert.encoder.layer.0.attention.self.key.weight
  //   #49 opt_state exp_avg.bert.encoder.layer.0.attention.self.key.bias
  //   #50 opt_state exp_avg.bert.encoder.layer.0.attention.self.value.weight
  //   #51 opt_state exp_avg.bert.encoder.layer.0.attention.self.value.bias
  //   #52 opt_state exp_avg.bert.encoder.layer.0.attention.output.dense.weight
  //   #53 opt_state exp_avg.bert.encoder.layer.0.attention.output.dense.bias
  //   #54 opt_state exp_avg.bert.encoder.layer.0.attention.output.LayerNorm.weight
  //   #55 opt_state exp_avg.bert.encoder.layer.0.attention.output.LayerNorm.bias
  //   #56 opt_state exp_avg.bert.encoder.layer.0.intermediate.dense.weight
  //   #57 opt_state exp_avg.bert.encoder.layer.0.intermediate.dense.bias
  //   #58 opt_state exp_avg.bert.encoder.layer.0.output.dense.weight
  //   #59 opt_state exp_avg.bert.encoder.layer.0.output.dense.bias
  //   #60 opt_state exp_avg.bert.encoder.layer.0.output.LayerNorm.weight
  //   #61 opt_state exp_avg.bert.encoder.layer.0.output.LayerNorm.bias
  //   #62 opt_state exp_avg.bert.encoder.layer.1.attention.self.query.weight
  //   #63 opt_state exp_avg.bert.encoder.layer.1.attention.self.query.bias
  //   #64 opt_state exp_avg.bert.encoder.layer.1.attention.self.key.weight
  //   #65 opt_state exp_avg.bert.encoder.layer.1.attention.self.key.bias
  //   #66 opt_state exp_avg.bert.encoder.layer.1.attention.self.value.weight
  //   #67 opt_state exp_avg.bert.encoder.layer.1.attention.self.value.bias
  //   #68 opt_state exp_avg.bert.encoder.layer.1.attention.output.dense.weight
  //   #69 opt_state exp_avg.bert.encoder.layer.1.attention.output.dense.bias
  //   #70 opt_state exp_avg.bert.encoder.layer.1.attention.output.LayerNorm.weight
  //   #71 opt_state exp_avg.bert.encoder.layer.1.attention.output.LayerNorm.bias
  //   #72 opt_state exp_avg.bert.encoder.layer.1.intermediate.dense.weight
  //   #73 opt_state exp_avg.bert.encoder.layer.1.intermediate.dense.bias
  //   #74 opt_state exp_avg.bert.encoder.layer.1.output.dense.weight
  //   #75 opt_state exp_avg.bert.encoder.layer.1.output.dense.bias
  //   #76 opt_state exp_avg.bert.encoder.layer.1.output.LayerNorm.weight
  //   #77 opt_state exp_avg.bert.encoder.layer.1.output.LayerNorm.bias
  //   #78 opt_state exp_avg.bert.pooler.dense.weight
  //   #79 opt_state exp_avg.bert.pooler.dense.bias
  //   #80 opt_state exp_avg.classifier.weight
  //   #81 opt_state exp_avg.classifier.bias
  //   #82 opt_state exp_avg_sq.bert.embeddings.word_embeddings.weight
  //   #83 opt_state exp_avg_sq.bert.embeddings.position_embeddings.weight
  //   #84 opt_state exp_avg_sq.bert.embeddings.token_type_embeddings.weight
  //   #85 opt_state exp_avg_sq.bert.embeddings.LayerNorm.weight
  //   #86 opt_state exp_avg_sq.bert.embeddings.LayerNorm.bias
  //   #87 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.query.weight
  //   #88 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.query.bias
  //   #89 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.key.weight
  //   #90 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.key.bias
  //   #91 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.value.weight
  //   #92 opt_state exp_avg_sq.bert.encoder.layer.0.attention.self.value.bias
  //   #93 opt_state exp_avg_sq.bert.encoder.layer.0.attention.output.dense.weight
  //   #94 opt_state exp_avg_sq.bert.encoder.layer.0.attention.output.dense.bias
  //   #95 opt_state exp_avg_sq.bert.encoder.layer.0.attention.output.LayerNorm.weight
  //   #96 opt_state exp_avg_sq.bert.encoder.layer.0.attention.output.LayerNorm.bias
  //   #97 opt_state exp_avg_sq.bert.encoder.layer.0.intermediate.dense.weight
  //   #98 opt_state exp_avg_sq.bert.encoder.layer.0.intermediate.dense.bias
  //   #99 opt_state exp_avg_sq.bert.encoder.layer.0.output.dense.weight
  //   #100 opt_state exp_avg_sq.bert.encoder.layer.0.output.dense.bias
  //   #101 opt_state exp_avg_sq.bert.encoder.layer.0.output.LayerNorm.weight
  //   #102 opt_state exp_avg_sq.bert.encoder.layer.0.output.LayerNorm.bias
  //   #103 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.query.weight
  //   #104 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.query.bias
  //   #105 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.key.weight
  //   #106 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.key.bias
  //   #107 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.value.weight
  //   #108 opt_state exp_avg_sq.bert.encoder.layer.1.attention.self.value.bias
  //   #109 opt_state exp_avg_sq.bert.encoder.layer.1.attention.output.dense.weight
  //   #110 opt_state exp_avg_sq.bert.encoder.layer.1.attention.output.dense.bias
  //   #111 opt_state exp_avg_sq.bert.encoder.layer.1.attention.output.LayerNorm.weight
  //   #112 opt_state exp_avg_sq.bert.encoder.layer.1.attention.output.LayerNorm.bias
  //   #113 opt_state exp_avg_sq.bert.encoder.layer.1.intermediate.dense.weight
  //   #114 opt_state exp_avg_sq.bert.encoder.layer.1.intermediate.dense.bias
  //   #115 opt_state exp_avg_sq.bert.encoder.layer.1.output.dense.weight
  //   #116 opt_state exp_avg_sq.bert.encoder.layer.1.output.dense.bias
  //   #117 opt_state exp_avg_sq.bert.encoder.layer.1.output.LayerNorm.weight
  //   #118 opt_state exp_avg_sq.bert.encoder.layer.1.output.LayerNorm.bias
  //   #119 opt_state exp_avg_sq.bert.pooler.dense.weight
  //   #120 opt_state exp_avg_sq.bert.pooler.dense.bias
  //   #121 opt_state exp_avg_sq.classifier.weight
  //   #122 opt_state exp_avg_sq.classifier.bias
  //   #123 step      step
  //   #124 input     input0
  //   #125 input     input1
  //   #126 label     label0
  //   #127 hyper     lr
  func.func @train_step(
      %a0: tensor<40x32xf32> {mpt.role = "param"},
      %a1: tensor<8x32xf32> {mpt.role = "param"},
      %a2: tensor<2x32xf32> {mpt.role = "param"},
      %a3: tensor<32xf32> {mpt.role = "param"},
      %a4: tensor<32xf32> {mpt.role = "param"},
      %a5: tensor<32x32xf32> {mpt.role = "param"},
      %a6: tensor<32xf32> {mpt.role = "param"},
      %a7: tensor<32x32xf32> {mpt.role = "param"},
      %a8: tensor<32xf32> {mpt.role = "param"},
      %a9: tensor<32x32xf32> {mpt.role = "param"},
      %a10: tensor<32xf32> {mpt.role = "param"},
      %a11: tensor<32x32xf32> {mpt.role = "param"},
      %a12: tensor<32xf32> {mpt.role = "param"},
      %a13: tensor<32xf32> {mpt.role = "param"},
      %a14: tensor<32xf32> {mpt.role = "param"},
      %a15: tensor<64x32xf32> {mpt.role = "param"},
      %a16: tensor<64xf32> {mpt.role = "param"},
      %a17: tensor<32x64xf32> {mpt.role = "param"},
      %a18: tensor<32xf32> {mpt.role = "param"},
      %a19: tensor<32xf32> {mpt.role = "param"},
      %a20: tensor<32xf32> {mpt.role = "param"},
      %a21: tensor<32x32xf32> {mpt.role = "param"},
      %a22: tensor<32xf32> {mpt.role = "param"},
      %a23: tensor<32x32xf32> {mpt.role = "param"},
      %a24: tensor<32xf32> {mpt.role = "param"},
      %a25: tensor<32x32xf32> {mpt.role = "param"},
      %a26: tensor<32xf32> {mpt.role = "param"},
      %a27: tensor<32x32xf32> {mpt.role = "param"},
      %a28: tensor<32xf32> {mpt.role = "param"},
      %a29: tensor<32xf32> {mpt.role = "param"},
      %a30: tensor<32xf32> {mpt.role = "param"},
      %a31: tensor<64x32xf32> {mpt.role = "param"},
      %a32: tensor<64xf32> {mpt.role = "param"},
      %a33: tensor<32x64xf32> {mpt.role = "param"},
      %a34: tensor<32xf32> {mpt.role = "param"},
      %a35: tensor<32xf32> {mpt.role = "param"},
      %a36: tensor<32xf32> {mpt.role = "param"},
      %a37: tensor<32x32xf32> {mpt.role = "param"},
      %a38: tensor<32xf32> {mpt.role = "param"},
      %a39: tensor<3x32xf32> {mpt.role = "param"},
      %a40: tensor<3xf32> {mpt.role = "param"},
      %a41: tensor<40x32xf32> {mpt.role = "opt_state"},
      %a42: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a43: tensor<2x32xf32> {mpt.role = "opt_state"},
      %a44: tensor<32xf32> {mpt.role = "opt_state"},
      %a45: tensor<32xf32> {mpt.role = "opt_state"},
      %a46: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a47: tensor<32xf32> {mpt.role = "opt_state"},
      %a48: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a49: tensor<32xf32> {mpt.role = "opt_state"},
      %a50: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a51: tensor<32xf32> {mpt.role = "opt_state"},
      %a52: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a53: tensor<32xf32> {mpt.role = "opt_state"},
      %a54: tensor<32xf32> {mpt.role = "opt_state"},
      %a55: tensor<32xf32> {mpt.role = "opt_state"},
      %a56: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<64xf32> {mpt.role = "opt_state"},
      %a58: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a59: tensor<32xf32> {mpt.role = "opt_state"},
      %a60: tensor<32xf32> {mpt.role = "opt_state"},
      %a61: tensor<32xf32> {mpt.role = "opt_state"},
      %a62: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<32xf32> {mpt.role = "opt_state"},
      %a64: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a65: tensor<32xf32> {mpt.role = "opt_state"},
      %a66: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a67: tensor<32xf32> {mpt.role = "opt_state"},
      %a68: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a69: tensor<32xf32> {mpt.role = "opt_state"},
      %a70: tensor<32xf32> {mpt.role = "opt_state"},
      %a71: tensor<32xf32> {mpt.role = "opt_state"},
      %a72: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a73: tensor<64xf32> {mpt.role = "opt_state"},
      %a74: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a75: tensor<32xf32> {mpt.role = "opt_state"},
      %a76: tensor<32xf32> {mpt.role = "opt_state"},
      %a77: tensor<32xf32> {mpt.role = "opt_state"},
      %a78: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a79: tensor<32xf32> {mpt.role = "opt_state"},
      %a80: tensor<3x32xf32> {mpt.role = "opt_state"},
      %a81: tensor<3xf32> {mpt.role = "opt_state"},
      %a82: tensor<40x32xf32> {mpt.role = "opt_state"},
      %a83: tensor<8x32xf32> {mpt.role = "opt_state"},
      %a84: tensor<2x32xf32> {mpt.role = "opt_state"},
      %a85: tensor<32xf32> {mpt.role = "opt_state"},
      %a86: tensor<32xf32> {mpt.role = "opt_state"},
      %a87: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a88: tensor<32xf32> {mpt.role = "opt_state"},
      %a89: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a90: tensor<32xf32> {mpt.role = "opt_state"},
      %a91: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a92: tensor<32xf32> {mpt.role = "opt_state"},
      %a93: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a94: tensor<32xf32> {mpt.role = "opt_state"},
      %a95: tensor<32xf32> {mpt.role = "opt_state"},
      %a96: tensor<32xf32> {mpt.role = "opt_state"},
      %a97: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a98: tensor<64xf32> {mpt.role = "opt_state"},
      %a99: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a100: tensor<32xf32> {mpt.role = "opt_state"},
      %a101: tensor<32xf32> {mpt.role = "opt_state"},
      %a102: tensor<32xf32> {mpt.role = "opt_state"},
      %a103: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a104: tensor<32xf32> {mpt.role = "opt_state"},
      %a105: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a106: tensor<32xf32> {mpt.role = "opt_state"},
      %a107: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a108: tensor<32xf32> {mpt.role = "opt_state"},
      %a109: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a110: tensor<32xf32> {mpt.role = "opt_state"},
      %a111: tensor<32xf32> {mpt.role = "opt_state"},
      %a112: tensor<32xf32> {mpt.role = "opt_state"},
      %a113: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a114: tensor<64xf32> {mpt.role = "opt_state"},
      %a115: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a116: tensor<32xf32> {mpt.role = "opt_state"},
      %a117: tensor<32xf32> {mpt.role = "opt_state"},
      %a118: tensor<32xf32> {mpt.role = "opt_state"},
      %a119: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a120: tensor<32xf32> {mpt.role = "opt_state"},
      %a121: tensor<3x32xf32> {mpt.role = "opt_state"},
      %a122: tensor<3xf32> {mpt.role = "opt_state"},
      %a123: tensor<i64> {mpt.role = "step"},
      %a124: tensor<2x8xi64> {mpt.role = "input"},
      %a125: tensor<2x8xi64> {mpt.role = "input"},
      %a126: tensor<2xi64> {mpt.role = "label"},
      %a127: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<40x32xf32> {mpt.updates = 0 : i64},
          tensor<8x32xf32> {mpt.updates = 1 : i64},
          tensor<2x32xf32> {mpt.updates = 2 : i64},
          tensor<32xf32> {mpt.updates = 3 : i64},
          tensor<32xf32> {mpt.updates = 4 : i64},
          tensor<32x32xf32> {mpt.updates = 5 : i64},
          tensor<32xf32> {mpt.updates = 6 : i64},
          tensor<32x32xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32x32xf32> {mpt.updates = 9 : i64},
          tensor<32xf32> {mpt.updates = 10 : i64},
          tensor<32x32xf32> {mpt.updates = 11 : i64},
          tensor<32xf32> {mpt.updates = 12 : i64},
          tensor<32xf32> {mpt.updates = 13 : i64},
          tensor<32xf32> {mpt.updates = 14 : i64},
          tensor<64x32xf32> {mpt.updates = 15 : i64},
          tensor<64xf32> {mpt.updates = 16 : i64},
          tensor<32x64xf32> {mpt.updates = 17 : i64},
          tensor<32xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<32xf32> {mpt.updates = 20 : i64},
          tensor<32x32xf32> {mpt.updates = 21 : i64},
          tensor<32xf32> {mpt.updates = 22 : i64},
          tensor<32x32xf32> {mpt.updates = 23 : i64},
          tensor<32xf32> {mpt.updates = 24 : i64},
          tensor<32x32xf32> {mpt.updates = 25 : i64},
          tensor<32xf32> {mpt.updates = 26 : i64},
          tensor<32x32xf32> {mpt.updates = 27 : i64},
          tensor<32xf32> {mpt.updates = 28 : i64},
          tensor<32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<64x32xf32> {mpt.updates = 31 : i64},
          tensor<64xf32> {mpt.updates = 32 : i64},
          tensor<32x64xf32> {mpt.updates = 33 : i64},
          tensor<32xf32> {mpt.updates = 34 : i64},
          tensor<32xf32> {mpt.updates = 35 : i64},
          tensor<32xf32> {mpt.updates = 36 : i64},
          tensor<32x32xf32> {mpt.updates = 37 : i64},
          tensor<32xf32> {mpt.updates = 38 : i64},
          tensor<3x32xf32> {mpt.updates = 39 : i64},
          tensor<3xf32> {mpt.updates = 40 : i64},
          tensor<40x32xf32> {mpt.updates = 41 : i64},
          tensor<8x32xf32> {mpt.updates = 42 : i64},
          tensor<2x32xf32> {mpt.updates = 43 : i64},
          tensor<32xf32> {mpt.updates = 44 : i64},
          tensor<32xf32> {mpt.updates = 45 : i64},
          tensor<32x32xf32> {mpt.updates = 46 : i64},
          tensor<32xf32> {mpt.updates = 47 : i64},
          tensor<32x32xf32> {mpt.updates = 48 : i64},
          tensor<32xf32> {mpt.updates = 49 : i64},
          tensor<32x32xf32> {mpt.updates = 50 : i64},
          tensor<32xf32> {mpt.updates = 51 : i64},
          tensor<32x32xf32> {mpt.updates = 52 : i64},
          tensor<32xf32> {mpt.updates = 53 : i64},
          tensor<32xf32> {mpt.updates = 54 : i64},
          tensor<32xf32> {mpt.updates = 55 : i64},
          tensor<64x32xf32> {mpt.updates = 56 : i64},
          tensor<64xf32> {mpt.updates = 57 : i64},
          tensor<32x64xf32> {mpt.updates = 58 : i64},
          tensor<32xf32> {mpt.updates = 59 : i64},
          tensor<32xf32> {mpt.updates = 60 : i64},
          tensor<32xf32> {mpt.updates = 61 : i64},
          tensor<32x32xf32> {mpt.updates = 62 : i64},
          tensor<32xf32> {mpt.updates = 63 : i64},
          tensor<32x32xf32> {mpt.updates = 64 : i64},
          tensor<32xf32> {mpt.updates = 65 : i64},
          tensor<32x32xf32> {mpt.updates = 66 : i64},
          tensor<32xf32> {mpt.updates = 67 : i64},
          tensor<32x32xf32> {mpt.updates = 68 : i64},
          tensor<32xf32> {mpt.updates = 69 : i64},
          tensor<32xf32> {mpt.updates = 70 : i64},
          tensor<32xf32> {mpt.updates = 71 : i64},
          tensor<64x32xf32> {mpt.updates = 72 : i64},
          tensor<64xf32> {mpt.updates = 73 : i64},
          tensor<32x64xf32> {mpt.updates = 74 : i64},
          tensor<32xf32> {mpt.updates = 75 : i64},
          tensor<32xf32> {mpt.updates = 76 : i64},
          tensor<32xf32> {mpt.updates = 77 : i64},
          tensor<32x32xf32> {mpt.updates = 78 : i64},
          tensor<32xf32> {mpt.updates = 79 : i64},
          tensor<3x32xf32> {mpt.updates = 80 : i64},
          tensor<3xf32> {mpt.updates = 81 : i64},
          tensor<40x32xf32> {mpt.updates = 82 : i64},
          tensor<8x32xf32> {mpt.updates = 83 : i64},
          tensor<2x32xf32> {mpt.updates = 84 : i64},
          tensor<32xf32> {mpt.updates = 85 : i64},
          tensor<32xf32> {mpt.updates = 86 : i64},
          tensor<32x32xf32> {mpt.updates = 87 : i64},
          tensor<32xf32> {mpt.updates = 88 : i64},
          tensor<32x32xf32> {mpt.updates = 89 : i64},
          tensor<32xf32> {mpt.updates = 90 : i64},
          tensor<32x32xf32> {mpt.updates = 91 : i64},
          tensor<32xf32> {mpt.updates = 92 : i64},
          tensor<32x32xf32> {mpt.updates = 93 : i64},
          tensor<32xf32> {mpt.updates = 94 : i64},
          tensor<32xf32> {mpt.updates = 95 : i64},
          tensor<32xf32> {mpt.updates = 96 : i64},
          tensor<64x32xf32> {mpt.updates = 97 : i64},
          tensor<64xf32> {mpt.updates = 98 : i64},
          tensor<32x64xf32> {mpt.updates = 99 : i64},
          tensor<32xf32> {mpt.updates = 100 : i64},
          tensor<32xf32> {mpt.updates = 101 : i64},
          tensor<32xf32> {mpt.updates = 102 : i64},
          tensor<32x32xf32> {mpt.updates = 103 : i64},
          tensor<32xf32> {mpt.updates = 104 : i64},
          tensor<32x32xf32> {mpt.updates = 105 : i64},
          tensor<32xf32> {mpt.updates = 106 : i64},
          tensor<32x32xf32> {mpt.updates = 107 : i64},
          tensor<32xf32> {mpt.updates = 108 : i64},
          tensor<32x32xf32> {mpt.updates = 109 : i64},
          tensor<32xf32> {mpt.updates = 110 : i64},
          tensor<32xf32> {mpt.updates = 111 : i64},
          tensor<32xf32> {mpt.updates = 112 : i64},
          tensor<64x32xf32> {mpt.updates = 113 : i64},
          tensor<64xf32> {mpt.updates = 114 : i64},
          tensor<32x64xf32> {mpt.updates = 115 : i64},
          tensor<32xf32> {mpt.updates = 116 : i64},
          tensor<32xf32> {mpt.updates = 117 : i64},
          tensor<32xf32> {mpt.updates = 118 : i64},
          tensor<32x32xf32> {mpt.updates = 119 : i64},
          tensor<32xf32> {mpt.updates = 120 : i64},
          tensor<3x32xf32> {mpt.updates = 121 : i64},
          tensor<3xf32> {mpt.updates = 122 : i64},
          tensor<i64> {mpt.updates = 123 : i64},
          tensor<f32>) {
    %loss, %g:41 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a0, %a124, %a125, %a126) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]
        : (tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>, tensor<2xi64>)
        -> (tensor<f32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a41, %a82, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<40x32xf32>, tensor<40x32xf32>, tensor<40x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a42, %a83, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a43, %a84, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a44, %a85, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a45, %a86, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a46, %a87, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a47, %a88, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a48, %a89, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a49, %a90, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a50, %a91, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a51, %a92, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a52, %a93, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a53, %a94, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a54, %a95, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a55, %a96, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a56, %a97, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a57, %a98, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a58, %a99, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a59, %a100, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a60, %a101, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a61, %a102, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a62, %a103, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a63, %a104, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a64, %a105, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a65, %a106, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a66, %a107, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a67, %a108, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a68, %a109, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p28, %m28, %v28, %t28 = mpt.adam %a28, %g#28, %a69, %a110, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p29, %m29, %v29, %t29 = mpt.adam %a29, %g#29, %a70, %a111, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p30, %m30, %v30, %t30 = mpt.adam %a30, %g#30, %a71, %a112, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p31, %m31, %v31, %t31 = mpt.adam %a31, %g#31, %a72, %a113, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    %p32, %m32, %v32, %t32 = mpt.adam %a32, %g#32, %a73, %a114, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p33, %m33, %v33, %t33 = mpt.adam %a33, %g#33, %a74, %a115, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<i64>
    %p34, %m34, %v34, %t34 = mpt.adam %a34, %g#34, %a75, %a116, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p35, %m35, %v35, %t35 = mpt.adam %a35, %g#35, %a76, %a117, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p36, %m36, %v36, %t36 = mpt.adam %a36, %g#36, %a77, %a118, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p37, %m37, %v37, %t37 = mpt.adam %a37, %g#37, %a78, %a119, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p38, %m38, %v38, %t38 = mpt.adam %a38, %g#38, %a79, %a120, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p39, %m39, %v39, %t39 = mpt.adam %a39, %g#39, %a80, %a121, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<i64>
    %p40, %m40, %v40, %t40 = mpt.adam %a40, %g#40, %a81, %a122, %a123, %a127 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %p30, %p31, %p32, %p33, %p34, %p35, %p36, %p37, %p38, %p39, %p40, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %m28, %m29, %m30, %m31, %m32, %m33, %m34, %m35, %m36, %m37, %m38, %m39, %m40, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33, %v34, %v35, %v36, %v37, %v38, %v39, %v40, %t0, %loss
        : tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<40x32xf32>, tensor<8x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/bert/modeling_bert.py":464:0)
#loc55 = loc(callsite(#loc33 at #loc46))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_8_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000"
    }
  }
#-}
