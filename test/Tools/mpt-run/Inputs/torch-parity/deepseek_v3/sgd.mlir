// Exported by mpt_torch from DeepseekV3ForCausalLM (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":586:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":673:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":144:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":217:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":513:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":607:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":139:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":593:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":154:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":136:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":50:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":497:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":95:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":604:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":151:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":142:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":590:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":96:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":97:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":98:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":49:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":51:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":425:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":499:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":430:0)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":431:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":438:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":448:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":454:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":466:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":508:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":512:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":115:0)
#loc44 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc45 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":514:0)
#loc47 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":134:0)
#loc48 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":135:0)
#loc49 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":138:0)
#loc50 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":140:0)
#loc51 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":147:0)
#loc52 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":148:0)
#loc53 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":150:0)
#loc54 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":152:0)
#loc55 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":155:0)
#loc56 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":156:0)
#loc57 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/integrations/moe.py":634:0)
#loc58 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":219:0)
#loc59 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":220:0)
#loc60 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":617:0)
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
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1) -> (d0, d1)>
#map16 = affine_map<(d0, d1) -> (d1)>
#map17 = affine_map<(d0, d1, d2) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1) -> (d0)>
#map21 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map22 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map23 = affine_map<(d0, d1) -> (0, d1)>
#map24 = affine_map<(d0, d1) -> (d0, 0)>
#map25 = affine_map<(d0, d1, d2) -> (d0)>
#map26 = affine_map<(d0) -> ()>
#map27 = affine_map<() -> ()>
#loc62 = loc(callsite(#loc5 at #loc6))
#loc63 = loc(callsite(#loc4 at #loc62))
#loc64 = loc(callsite(#loc3 at #loc63))
#loc66 = loc(callsite(#loc2 at #loc64))
#loc67 = loc(callsite(#loc10 at #loc64))
#loc68 = loc(callsite(#loc12 at #loc64))
#loc69 = loc(callsite(#loc18 at #loc64))
#loc70 = loc(callsite(#loc21 at #loc64))
#loc71 = loc(callsite(#loc60 at #loc64))
#loc73 = loc(callsite(#loc1 at #loc66))
#loc74 = loc(callsite(#loc9 at #loc67))
#loc75 = loc(callsite(#loc16 at #loc67))
#loc76 = loc(callsite(#loc17 at #loc69))
#loc77 = loc(callsite(#loc22 at #loc69))
#loc78 = loc(callsite(#loc23 at #loc69))
#loc79 = loc(callsite(#loc24 at #loc69))
#loc80 = loc(callsite(#loc29 at #loc67))
#loc81 = loc(callsite(#loc41 at #loc67))
#loc82 = loc(callsite(#loc42 at #loc67))
#loc83 = loc(callsite(#loc45 at #loc67))
#loc84 = loc(callsite(#loc25 at #loc71))
#loc85 = loc(callsite(#loc15 at #loc71))
#loc86 = loc(callsite(#loc26 at #loc71))
#loc87 = loc(callsite(#loc8 at #loc74))
#loc88 = loc(callsite(#loc15 at #loc75))
#loc89 = loc(callsite(#loc25 at #loc75))
#loc90 = loc(callsite(#loc26 at #loc75))
#loc91 = loc(callsite(#loc28 at #loc80))
#loc95 = loc(callsite(#loc33 at #loc80))
#loc96 = loc(callsite(#loc34 at #loc80))
#loc98 = loc(callsite(#loc36 at #loc80))
#loc100 = loc(callsite(#loc38 at #loc80))
#loc101 = loc(callsite(#loc39 at #loc80))
#loc102 = loc(callsite(#loc40 at #loc80))
#loc103 = loc(callsite(#loc25 at #loc82))
#loc104 = loc(callsite(#loc15 at #loc82))
#loc105 = loc(callsite(#loc26 at #loc82))
#loc106 = loc(callsite(#loc43 at #loc74))
#loc107 = loc(callsite(#loc58 at #loc74))
#loc108 = loc(callsite(#loc59 at #loc74))
#loc109 = loc(callsite(#loc7 at #loc87))
#loc110 = loc(callsite(#loc11 at #loc87))
#loc111 = loc(callsite(#loc13 at #loc87))
#loc112 = loc(callsite(#loc14 at #loc87))
#loc113 = loc(callsite(#loc19 at #loc87))
#loc114 = loc(callsite(#loc20 at #loc87))
#loc115 = loc(callsite(#loc27 at #loc91))
#loc116 = loc(callsite(#loc25 at #loc91))
#loc117 = loc(callsite(#loc15 at #loc91))
#loc118 = loc(callsite(#loc26 at #loc91))
#loc120 = loc(callsite(#loc25 at #loc96))
#loc121 = loc(callsite(#loc15 at #loc96))
#loc122 = loc(callsite(#loc26 at #loc96))
#loc124 = loc(callsite(#loc27 at #loc102))
#loc125 = loc(callsite(#loc27 at #loc106))
#loc126 = loc(callsite(#loc44 at #loc106))
#loc128 = loc(callsite(#loc47 at #loc87))
#loc129 = loc(callsite(#loc48 at #loc87))
#loc130 = loc(callsite(#loc49 at #loc87))
#loc131 = loc(callsite(#loc50 at #loc87))
#loc132 = loc(callsite(#loc51 at #loc87))
#loc133 = loc(callsite(#loc52 at #loc87))
#loc134 = loc(callsite(#loc53 at #loc87))
#loc135 = loc(callsite(#loc54 at #loc87))
#loc136 = loc(callsite(#loc55 at #loc87))
#loc137 = loc(callsite(#loc56 at #loc87))
#loc138 = loc(callsite(#loc57 at #loc107))
#loc139 = loc(callsite(#loc43 at #loc108))
#loc140 = loc(callsite(#loc44 at #loc138))
#loc141 = loc(callsite(#loc27 at #loc139))
#loc142 = loc(callsite(#loc44 at #loc139))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc66)), %arg1: tensor<16x32xf32> loc(callsite(#loc1 at #loc66)), %arg2: tensor<16xf32> loc(callsite(#loc1 at #loc66)), %arg3: tensor<64x16xf32> loc(callsite(#loc1 at #loc66)), %arg4: tensor<24x32xf32> loc(callsite(#loc1 at #loc66)), %arg5: tensor<16xf32> loc(callsite(#loc1 at #loc66)), %arg6: tensor<64x16xf32> loc(callsite(#loc1 at #loc66)), %arg7: tensor<32x32xf32> loc(callsite(#loc1 at #loc66)), %arg8: tensor<64x32xf32> loc(callsite(#loc1 at #loc66)), %arg9: tensor<64x32xf32> loc(callsite(#loc1 at #loc66)), %arg10: tensor<32x64xf32> loc(callsite(#loc1 at #loc66)), %arg11: tensor<32xf32> loc(callsite(#loc1 at #loc66)), %arg12: tensor<32xf32> loc(callsite(#loc1 at #loc66)), %arg13: tensor<16x32xf32> loc(callsite(#loc1 at #loc66)), %arg14: tensor<16xf32> loc(callsite(#loc1 at #loc66)), %arg15: tensor<64x16xf32> loc(callsite(#loc1 at #loc66)), %arg16: tensor<24x32xf32> loc(callsite(#loc1 at #loc66)), %arg17: tensor<16xf32> loc(callsite(#loc1 at #loc66)), %arg18: tensor<64x16xf32> loc(callsite(#loc1 at #loc66)), %arg19: tensor<32x32xf32> loc(callsite(#loc1 at #loc66)), %arg20: tensor<8x32x32xf32> loc(callsite(#loc1 at #loc66)), %arg21: tensor<8x32x16xf32> loc(callsite(#loc1 at #loc66)), %arg22: tensor<8x32xf32> loc(callsite(#loc1 at #loc66)), %arg23: tensor<16x32xf32> loc(callsite(#loc1 at #loc66)), %arg24: tensor<16x32xf32> loc(callsite(#loc1 at #loc66)), %arg25: tensor<32x16xf32> loc(callsite(#loc1 at #loc66)), %arg26: tensor<32xf32> loc(callsite(#loc1 at #loc66)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc66)), %arg28: tensor<32xf32> loc(callsite(#loc1 at #loc66)), %arg29: tensor<64x32xf32> loc(callsite(#loc1 at #loc66)), %arg30: tensor<2x8xi64> loc(callsite(#loc1 at #loc66)), %arg31: tensor<2x8xi64> loc(callsite(#loc1 at #loc66))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc63)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c8_i64 = arith.constant 8 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c1 = arith.constant 1 : index loc(#loc)
    %c2 = arith.constant 2 : index loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c4 = arith.constant 4 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %false = arith.constant false loc(#loc)
    %c-2147483648_i32 = arith.constant -2147483648 : i32 loc(#loc)
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64 loc(#loc109)
    %true = arith.constant true loc(#loc)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<16x2xf32> loc(#loc109)
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc110)
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc68)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc68)
    %cst_6 = arith.constant 9.9999999999999995E-21 : f64 loc(#loc111)
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32> loc(#loc112)
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64 loc(#loc88)
    %cst_9 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc76)
    %cst_10 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_11 = arith.constant 1.600000e+01 : f32 loc(#loc)
    %cst_12 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_13 = arith.constant 2.500000e+00 : f32 loc(#loc)
    %cst_14 = arith.constant dense<0> : tensor<i64> loc(#loc63)
    %cst_15 = arith.constant dense<1> : tensor<16x8xi32> loc(#loc113)
    %cst_16 = arith.constant dense<1> : tensor<16x2xi32> loc(#loc114)
    %cst_17 = arith.constant dense<0> : tensor<i32> loc(#loc110)
    %cst_18 = arith.constant dense<1> : tensor<16x2x4xi32> loc(#loc110)
    %cst_19 = arith.constant dense<2> : tensor<i64> loc(#loc110)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc73)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc66)), %out: f32 loc(callsite(#loc1 at #loc66))):
      %329 = arith.index_cast %in : i64 to index loc(#loc73)
      %330 = linalg.index 2 : index loc(#loc73)
      %331 = arith.cmpi slt, %329, %c64 : index loc(#loc73)
      cf.assert %331, "index must be smaller than dim size" loc(#loc73)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc73)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc73)
      %extracted = tensor.extract %arg0[%329, %330] : tensor<64x32xf32> loc(#loc73)
      linalg.yield %extracted : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %2 = tensor.empty() : tensor<8xi64> loc(#loc70)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc21 at #loc64))):
      %329 = linalg.index 0 : index loc(#loc70)
      %330 = arith.index_cast %329 : index to i64 loc(#loc70)
      linalg.yield %330 : i64 loc(#loc70)
    } -> tensor<8xi64> loc(#loc70)
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc68)
    %expanded_20 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc68)
    %4 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc68)
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc64)), %in_161: i64 loc(callsite(#loc12 at #loc64)), %out: i1 loc(callsite(#loc12 at #loc64))):
      %329 = arith.cmpi sle, %in, %in_161 : i64 loc(#loc68)
      linalg.yield %329 : i1 loc(#loc68)
    } -> tensor<1x1x8x8xi1> loc(#loc68)
    %6 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc68)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc68)
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc64)), %out: i1 loc(callsite(#loc12 at #loc64))):
      linalg.yield %in : i1 loc(#loc68)
    } -> tensor<2x1x8x8xi1> loc(#loc68)
    %8 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc68)
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc64)), %in_161: f32 loc(callsite(#loc12 at #loc64)), %in_162: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc12 at #loc64))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc68)
      linalg.yield %329 : f32 loc(#loc68)
    } -> tensor<2x1x8x8xf32> loc(#loc68)
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc76)
    %10 = tensor.empty() : tensor<1x8x1xf32> loc(#loc76)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc17 at #loc69)), %out: f32 loc(callsite(#loc17 at #loc69))):
      %329 = arith.sitofp %in : i64 to f32 loc(#loc76)
      linalg.yield %329 : f32 loc(#loc76)
    } -> tensor<1x8x1xf32> loc(#loc76)
    %12 = tensor.empty() : tensor<1x8x4xf32> loc(#loc76)
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_9 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%12 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc69)), %in_161: f32 loc(callsite(#loc17 at #loc69)), %out: f32 loc(callsite(#loc17 at #loc69))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc76)
      linalg.yield %329 : f32 loc(#loc76)
    } -> tensor<1x8x4xf32> loc(#loc76)
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc77)
    %14 = tensor.empty() : tensor<1x8x8xf32> loc(#loc78)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc69)), %out: f32 loc(callsite(#loc23 at #loc69))):
      %329 = math.cos %in : f32 loc(#loc78)
      linalg.yield %329 : f32 loc(#loc78)
    } -> tensor<1x8x8xf32> loc(#loc78)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc22 at #loc69)), %out: f32 loc(callsite(#loc24 at #loc69))):
      %329 = math.sin %in : f32 loc(#loc79)
      linalg.yield %329 : f32 loc(#loc79)
    } -> tensor<1x8x8xf32> loc(#loc79)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc66)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %18 = tensor.empty() : tensor<2x8x1xf32> loc(#loc89)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc89)
    %20 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = arith.addf %in, %out : f32 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x1xf32> loc(#loc89)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = arith.divf %in, %cst_10 : f32 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x1xf32> loc(#loc89)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc88)
      %330 = arith.addf %in, %329 : f32 loc(#loc88)
      linalg.yield %330 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = math.rsqrt %in : f32 loc(#loc88)
      linalg.yield %329 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc66)), %in_161: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc88)
      linalg.yield %329 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %25 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %24 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc75)), %in_161: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc26 at #loc75))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc90)
      linalg.yield %329 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %26 = tensor.empty() : tensor<32x16xf32> loc(#loc115)
    %transposed = linalg.transpose ins(%arg1 : tensor<16x32xf32>) outs(%26 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_22 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc115)
    %27 = tensor.empty() : tensor<16x16xf32> loc(#loc115)
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc115)
    %29 = linalg.matmul ins(%collapsed_22, %transposed : tensor<16x32xf32>, tensor<32x16xf32>) outs(%28 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc115)
    %expanded_23 = tensor.expand_shape %29 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc115)
    %30 = tensor.empty() : tensor<2x8x16xf32> loc(#loc116)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x16xf32> loc(#loc116)
    %32 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = arith.addf %in, %out : f32 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x1xf32> loc(#loc116)
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = arith.divf %in, %cst_11 : f32 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x1xf32> loc(#loc116)
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc117)
      %330 = arith.addf %in, %329 : f32 loc(#loc117)
      linalg.yield %330 : f32 loc(#loc117)
    } -> tensor<2x8x1xf32> loc(#loc117)
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = math.rsqrt %in : f32 loc(#loc117)
      linalg.yield %329 : f32 loc(#loc117)
    } -> tensor<2x8x1xf32> loc(#loc117)
    %36 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %35 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc91)), %in_161: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc117)
      linalg.yield %329 : f32 loc(#loc117)
    } -> tensor<2x8x16xf32> loc(#loc117)
    %37 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %36 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc91)), %in_161: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc26 at #loc91))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc118)
      linalg.yield %329 : f32 loc(#loc118)
    } -> tensor<2x8x16xf32> loc(#loc118)
    %38 = tensor.empty() : tensor<16x64xf32> loc(#loc115)
    %transposed_24 = linalg.transpose ins(%arg3 : tensor<64x16xf32>) outs(%38 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_25 = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc115)
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %40 = linalg.matmul ins(%collapsed_25, %transposed_24 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_26 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32> loc(#loc92)
    %41 = tensor.empty() : tensor<2x4x8x16xf32> loc(#loc92)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc92)
    %extracted_slice = tensor.extract_slice %transposed_27[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc93)
    %extracted_slice_28 = tensor.extract_slice %transposed_27[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc93)
    %42 = tensor.empty() : tensor<32x24xf32> loc(#loc119)
    %transposed_29 = linalg.transpose ins(%arg4 : tensor<24x32xf32>) outs(%42 : tensor<32x24xf32>) permutation = [1, 0]  loc(#loc119)
    %43 = tensor.empty() : tensor<16x24xf32> loc(#loc119)
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<16x24xf32>) -> tensor<16x24xf32> loc(#loc119)
    %45 = linalg.matmul ins(%collapsed_22, %transposed_29 : tensor<16x32xf32>, tensor<32x24xf32>) outs(%44 : tensor<16x24xf32>) -> tensor<16x24xf32> loc(#loc119)
    %expanded_30 = tensor.expand_shape %45 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32> loc(#loc119)
    %extracted_slice_31 = tensor.extract_slice %expanded_30[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32> loc(#loc95)
    %extracted_slice_32 = tensor.extract_slice %expanded_30[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32> loc(#loc95)
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc33 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x16xf32> loc(#loc120)
    %47 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = arith.addf %in, %out : f32 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x1xf32> loc(#loc120)
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = arith.divf %in, %cst_11 : f32 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x1xf32> loc(#loc120)
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc121)
      %330 = arith.addf %in, %329 : f32 loc(#loc121)
      linalg.yield %330 : f32 loc(#loc121)
    } -> tensor<2x8x1xf32> loc(#loc121)
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = math.rsqrt %in : f32 loc(#loc121)
      linalg.yield %329 : f32 loc(#loc121)
    } -> tensor<2x8x1xf32> loc(#loc121)
    %51 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %50 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc33 at #loc80)), %in_161: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc121)
      linalg.yield %329 : f32 loc(#loc121)
    } -> tensor<2x8x16xf32> loc(#loc121)
    %52 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %51 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc96)), %in_161: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc26 at #loc96))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc122)
      linalg.yield %329 : f32 loc(#loc122)
    } -> tensor<2x8x16xf32> loc(#loc122)
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32> loc(#loc97)
    %extracted_slice_34 = tensor.extract_slice %15[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32> loc(#loc98)
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32> loc(#loc98)
    %extracted_slice_36 = tensor.extract_slice %16[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32> loc(#loc98)
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32> loc(#loc98)
    %extracted_slice_38 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_39 = tensor.extract_slice %extracted_slice_28[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_40 = tensor.extract_slice %expanded_33[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32> loc(#loc98)
    %extracted_slice_41 = tensor.extract_slice %expanded_33[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32> loc(#loc98)
    %53 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc98)
    %54 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %expanded_35 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %55 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %55 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %57 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %expanded_35 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %58 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %59 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %concat_42 = tensor.concat dim(3) %56, %59 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc98)
    %60 = tensor.empty() : tensor<2x1x8x4xf32> loc(#loc98)
    %61 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %expanded_35 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %62 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %62 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %64 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %expanded_35 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %65 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %66 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %concat_43 = tensor.concat dim(3) %63, %66 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32> loc(#loc98)
    %concat_44 = tensor.concat dim(3) %extracted_slice, %concat_42 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32> loc(#loc99)
    %transposed_45 = linalg.transpose ins(%arg6 : tensor<64x16xf32>) outs(%38 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc123)
    %collapsed_46 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc123)
    %67 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc123)
    %expanded_47 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32> loc(#loc100)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc100)
    %extracted_slice_49 = tensor.extract_slice %transposed_48[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc100)
    %extracted_slice_50 = tensor.extract_slice %transposed_48[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc100)
    %68 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc100)
    %collapsed_51 = tensor.collapse_shape %concat_43 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32> loc(#loc100)
    %69 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_51 : tensor<2x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc80)), %out: f32 loc(callsite(#loc38 at #loc80))):
      linalg.yield %in : f32 loc(#loc100)
    } -> tensor<2x4x8x8xf32> loc(#loc100)
    %inserted_slice = tensor.insert_slice %extracted_slice_49 into %41[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32> loc(#loc100)
    %inserted_slice_52 = tensor.insert_slice %69 into %inserted_slice[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32> loc(#loc100)
    %collapsed_53 = tensor.collapse_shape %concat_44 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32> loc(#loc101)
    %70 = tensor.empty() : tensor<2x4x16x8xf32> loc(#loc101)
    %transposed_54 = linalg.transpose ins(%inserted_slice_52 : tensor<2x4x8x16xf32>) outs(%70 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc101)
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc101)
    %71 = tensor.empty() : tensor<8x8x8xf32> loc(#loc101)
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc101)
    %73 = linalg.batch_matmul ins(%collapsed_53, %collapsed_55 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc101)
    %expanded_56 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc101)
    %74 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.mulf %in, %cst_12 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %75 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %76 = tensor.empty() : tensor<2x4x8xi64> loc(#loc101)
    %77 = linalg.fill ins(%c0_i64 : i64) outs(%76 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc101)
    %78 = tensor.empty() : tensor<2x4x8xf32> loc(#loc101)
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc101)
    %80:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xf32>) outs(%79, %77 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80)), %out_161: i64 loc(callsite(#loc39 at #loc80))):
      %329 = linalg.index 3 : index loc(#loc101)
      %330 = arith.index_cast %329 : index to i64 loc(#loc101)
      %331 = arith.maximumf %in, %out : f32 loc(#loc101)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc101)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc101)
      linalg.yield %331, %333 : f32, i64 loc(#loc101)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc101)
    %expanded_57 = tensor.expand_shape %80#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc101)
    %81 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_57 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = math.exp %in : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %83 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc101)
    %84 = linalg.fill ins(%cst : f32) outs(%83 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc101)
    %85 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%82 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.addf %in, %out : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x1xf32> loc(#loc101)
    %86 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %85 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.divf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %collapsed_58 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc101)
    %collapsed_59 = tensor.collapse_shape %extracted_slice_50 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc101)
    %87 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%72 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc101)
    %expanded_60 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc101)
    %88 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc101)
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<2x4x8x8xf32>) outs(%88 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc101)
    %89 = tensor.empty() : tensor<32x32xf32> loc(#loc124)
    %transposed_62 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%89 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc124)
    %collapsed_63 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc124)
    %90 = tensor.empty() : tensor<16x32xf32> loc(#loc124)
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc124)
    %92 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%91 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc124)
    %expanded_64 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc124)
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_64 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc66)), %in_161: f32 loc(callsite(#loc27 at #loc102)), %out: f32 loc(callsite(#loc41 at #loc67))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc81)
      linalg.yield %329 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %95 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x1xf32> loc(#loc103)
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = arith.divf %in, %cst_10 : f32 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x1xf32> loc(#loc103)
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc104)
      %330 = arith.addf %in, %329 : f32 loc(#loc104)
      linalg.yield %330 : f32 loc(#loc104)
    } -> tensor<2x8x1xf32> loc(#loc104)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = math.rsqrt %in : f32 loc(#loc104)
      linalg.yield %329 : f32 loc(#loc104)
    } -> tensor<2x8x1xf32> loc(#loc104)
    %99 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %98 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %in_161: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc104)
      linalg.yield %329 : f32 loc(#loc104)
    } -> tensor<2x8x32xf32> loc(#loc104)
    %100 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %99 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc82)), %in_161: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc26 at #loc82))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc105)
      linalg.yield %329 : f32 loc(#loc105)
    } -> tensor<2x8x32xf32> loc(#loc105)
    %101 = tensor.empty() : tensor<32x64xf32> loc(#loc125)
    %transposed_65 = linalg.transpose ins(%arg8 : tensor<64x32xf32>) outs(%101 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc125)
    %collapsed_66 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc125)
    %102 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc125)
    %expanded_67 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc125)
    %103 = tensor.empty() : tensor<2x8x64xf32> loc(#loc126)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc106)), %out: f32 loc(callsite(#loc44 at #loc106))):
      %329 = arith.negf %in : f32 loc(#loc126)
      %330 = math.exp %329 : f32 loc(#loc126)
      %331 = arith.addf %330, %cst_1 : f32 loc(#loc126)
      %332 = arith.divf %cst_1, %331 : f32 loc(#loc126)
      linalg.yield %332 : f32 loc(#loc126)
    } -> tensor<2x8x64xf32> loc(#loc126)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %104 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc106)), %in_161: f32 loc(callsite(#loc44 at #loc106)), %out: f32 loc(callsite(#loc44 at #loc106))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc126)
      linalg.yield %329 : f32 loc(#loc126)
    } -> tensor<2x8x64xf32> loc(#loc126)
    %transposed_68 = linalg.transpose ins(%arg9 : tensor<64x32xf32>) outs(%101 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc125)
    %106 = linalg.matmul ins(%collapsed_66, %transposed_68 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc125)
    %expanded_69 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc125)
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_69 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%103 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc106)), %in_161: f32 loc(callsite(#loc27 at #loc106)), %out: f32 loc(callsite(#loc43 at #loc74))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc106)
      linalg.yield %329 : f32 loc(#loc106)
    } -> tensor<2x8x64xf32> loc(#loc106)
    %108 = tensor.empty() : tensor<64x32xf32> loc(#loc125)
    %transposed_70 = linalg.transpose ins(%arg10 : tensor<32x64xf32>) outs(%108 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc125)
    %collapsed_71 = tensor.collapse_shape %107 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc125)
    %109 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%91 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc125)
    %expanded_72 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc125)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_72 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %in_161: f32 loc(callsite(#loc27 at #loc106)), %out: f32 loc(callsite(#loc45 at #loc67))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc83)
      linalg.yield %329 : f32 loc(#loc83)
    } -> tensor<2x8x32xf32> loc(#loc83)
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc45 at #loc67)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x32xf32> loc(#loc89)
    %112 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = arith.addf %in, %out : f32 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x1xf32> loc(#loc89)
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc25 at #loc75))):
      %329 = arith.divf %in, %cst_10 : f32 loc(#loc89)
      linalg.yield %329 : f32 loc(#loc89)
    } -> tensor<2x8x1xf32> loc(#loc89)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc88)
      %330 = arith.addf %in, %329 : f32 loc(#loc88)
      linalg.yield %330 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = math.rsqrt %in : f32 loc(#loc88)
      linalg.yield %329 : f32 loc(#loc88)
    } -> tensor<2x8x1xf32> loc(#loc88)
    %116 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %115 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc45 at #loc67)), %in_161: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc15 at #loc75))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc88)
      linalg.yield %329 : f32 loc(#loc88)
    } -> tensor<2x8x32xf32> loc(#loc88)
    %117 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %116 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc75)), %in_161: f32 loc(callsite(#loc15 at #loc75)), %out: f32 loc(callsite(#loc26 at #loc75))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc90)
      linalg.yield %329 : f32 loc(#loc90)
    } -> tensor<2x8x32xf32> loc(#loc90)
    %transposed_73 = linalg.transpose ins(%arg13 : tensor<16x32xf32>) outs(%26 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_74 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc115)
    %118 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%28 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc115)
    %expanded_75 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc115)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x16xf32> loc(#loc116)
    %120 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = arith.addf %in, %out : f32 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x1xf32> loc(#loc116)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc25 at #loc91))):
      %329 = arith.divf %in, %cst_11 : f32 loc(#loc116)
      linalg.yield %329 : f32 loc(#loc116)
    } -> tensor<2x8x1xf32> loc(#loc116)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc117)
      %330 = arith.addf %in, %329 : f32 loc(#loc117)
      linalg.yield %330 : f32 loc(#loc117)
    } -> tensor<2x8x1xf32> loc(#loc117)
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = math.rsqrt %in : f32 loc(#loc117)
      linalg.yield %329 : f32 loc(#loc117)
    } -> tensor<2x8x1xf32> loc(#loc117)
    %124 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75, %123 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc91)), %in_161: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc15 at #loc91))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc117)
      linalg.yield %329 : f32 loc(#loc117)
    } -> tensor<2x8x16xf32> loc(#loc117)
    %125 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %124 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc91)), %in_161: f32 loc(callsite(#loc15 at #loc91)), %out: f32 loc(callsite(#loc26 at #loc91))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc118)
      linalg.yield %329 : f32 loc(#loc118)
    } -> tensor<2x8x16xf32> loc(#loc118)
    %transposed_76 = linalg.transpose ins(%arg15 : tensor<64x16xf32>) outs(%38 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc115)
    %collapsed_77 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc115)
    %126 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc115)
    %expanded_78 = tensor.expand_shape %126 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32> loc(#loc92)
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc92)
    %extracted_slice_80 = tensor.extract_slice %transposed_79[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc93)
    %extracted_slice_81 = tensor.extract_slice %transposed_79[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc93)
    %transposed_82 = linalg.transpose ins(%arg16 : tensor<24x32xf32>) outs(%42 : tensor<32x24xf32>) permutation = [1, 0]  loc(#loc119)
    %127 = linalg.matmul ins(%collapsed_74, %transposed_82 : tensor<16x32xf32>, tensor<32x24xf32>) outs(%44 : tensor<16x24xf32>) -> tensor<16x24xf32> loc(#loc119)
    %expanded_83 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 8, 24] : tensor<16x24xf32> into tensor<2x8x24xf32> loc(#loc119)
    %extracted_slice_84 = tensor.extract_slice %expanded_83[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x16xf32> loc(#loc95)
    %extracted_slice_85 = tensor.extract_slice %expanded_83[0, 0, 16] [2, 8, 8] [1, 1, 1] : tensor<2x8x24xf32> to tensor<2x8x8xf32> loc(#loc95)
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_84 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc33 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x16xf32> loc(#loc120)
    %129 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = arith.addf %in, %out : f32 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x1xf32> loc(#loc120)
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc25 at #loc96))):
      %329 = arith.divf %in, %cst_11 : f32 loc(#loc120)
      linalg.yield %329 : f32 loc(#loc120)
    } -> tensor<2x8x1xf32> loc(#loc120)
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc121)
      %330 = arith.addf %in, %329 : f32 loc(#loc121)
      linalg.yield %330 : f32 loc(#loc121)
    } -> tensor<2x8x1xf32> loc(#loc121)
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = math.rsqrt %in : f32 loc(#loc121)
      linalg.yield %329 : f32 loc(#loc121)
    } -> tensor<2x8x1xf32> loc(#loc121)
    %133 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_84, %132 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc33 at #loc80)), %in_161: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc15 at #loc96))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc121)
      linalg.yield %329 : f32 loc(#loc121)
    } -> tensor<2x8x16xf32> loc(#loc121)
    %134 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %133 : tensor<16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc96)), %in_161: f32 loc(callsite(#loc15 at #loc96)), %out: f32 loc(callsite(#loc26 at #loc96))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc122)
      linalg.yield %329 : f32 loc(#loc122)
    } -> tensor<2x8x16xf32> loc(#loc122)
    %expanded_86 = tensor.expand_shape %extracted_slice_85 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32> loc(#loc97)
    %extracted_slice_87 = tensor.extract_slice %extracted_slice_81[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_88 = tensor.extract_slice %extracted_slice_81[0, 0, 0, 1] [2, 4, 8, 4] [1, 1, 1, 2] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_89 = tensor.extract_slice %expanded_86[0, 0, 0, 0] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32> loc(#loc98)
    %extracted_slice_90 = tensor.extract_slice %expanded_86[0, 0, 0, 1] [2, 1, 8, 4] [1, 1, 1, 2] : tensor<2x1x8x8xf32> to tensor<2x1x8x4xf32> loc(#loc98)
    %135 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87, %expanded_35 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %136 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_88, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %137 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %138 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_88, %expanded_35 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %139 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87, %expanded_37 : tensor<2x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) outs(%53 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %concat_91 = tensor.concat dim(3) %137, %140 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc98)
    %141 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %expanded_35 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %142 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %143 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %142 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %144 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %expanded_35 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %145 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_89, %expanded_37 : tensor<2x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %146 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %145 : tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) outs(%60 : tensor<2x1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc36 at #loc80)), %in_161: f32 loc(callsite(#loc36 at #loc80)), %out: f32 loc(callsite(#loc36 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc98)
      linalg.yield %329 : f32 loc(#loc98)
    } -> tensor<2x1x8x4xf32> loc(#loc98)
    %concat_92 = tensor.concat dim(3) %143, %146 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32> loc(#loc98)
    %concat_93 = tensor.concat dim(3) %extracted_slice_80, %concat_91 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32> loc(#loc99)
    %transposed_94 = linalg.transpose ins(%arg18 : tensor<64x16xf32>) outs(%38 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc123)
    %collapsed_95 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc123)
    %147 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc123)
    %expanded_96 = tensor.expand_shape %147 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32> loc(#loc100)
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc100)
    %extracted_slice_98 = tensor.extract_slice %transposed_97[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc100)
    %extracted_slice_99 = tensor.extract_slice %transposed_97[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32> loc(#loc100)
    %collapsed_100 = tensor.collapse_shape %concat_92 [[0, 1], [2], [3]] : tensor<2x1x8x8xf32> into tensor<2x8x8xf32> loc(#loc100)
    %148 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_100 : tensor<2x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc80)), %out: f32 loc(callsite(#loc38 at #loc80))):
      linalg.yield %in : f32 loc(#loc100)
    } -> tensor<2x4x8x8xf32> loc(#loc100)
    %inserted_slice_101 = tensor.insert_slice %extracted_slice_98 into %41[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32> loc(#loc100)
    %inserted_slice_102 = tensor.insert_slice %148 into %inserted_slice_101[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x8xf32> into tensor<2x4x8x16xf32> loc(#loc100)
    %collapsed_103 = tensor.collapse_shape %concat_93 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32> loc(#loc101)
    %transposed_104 = linalg.transpose ins(%inserted_slice_102 : tensor<2x4x8x16xf32>) outs(%70 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc101)
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32> loc(#loc101)
    %149 = linalg.batch_matmul ins(%collapsed_103, %collapsed_105 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%72 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc101)
    %expanded_106 = tensor.expand_shape %149 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc101)
    %150 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.mulf %in, %cst_12 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %151 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %152:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%151 : tensor<2x4x8x8xf32>) outs(%79, %77 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80)), %out_161: i64 loc(callsite(#loc39 at #loc80))):
      %329 = linalg.index 3 : index loc(#loc101)
      %330 = arith.index_cast %329 : index to i64 loc(#loc101)
      %331 = arith.maximumf %in, %out : f32 loc(#loc101)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc101)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc101)
      linalg.yield %331, %333 : f32, i64 loc(#loc101)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc101)
    %expanded_107 = tensor.expand_shape %152#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc101)
    %153 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_107 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %154 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<2x4x8x8xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = math.exp %in : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %155 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<2x4x8x8xf32>) outs(%84 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.addf %in, %out : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x1xf32> loc(#loc101)
    %156 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %155 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%68 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc80)), %in_161: f32 loc(callsite(#loc39 at #loc80)), %out: f32 loc(callsite(#loc39 at #loc80))):
      %329 = arith.divf %in, %in_161 : f32 loc(#loc101)
      linalg.yield %329 : f32 loc(#loc101)
    } -> tensor<2x4x8x8xf32> loc(#loc101)
    %collapsed_108 = tensor.collapse_shape %156 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc101)
    %collapsed_109 = tensor.collapse_shape %extracted_slice_99 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc101)
    %157 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%72 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc101)
    %expanded_110 = tensor.expand_shape %157 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc101)
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<2x4x8x8xf32>) outs(%88 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc101)
    %transposed_112 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%89 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc124)
    %collapsed_113 = tensor.collapse_shape %transposed_111 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc124)
    %158 = linalg.matmul ins(%collapsed_113, %transposed_112 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%91 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc124)
    %expanded_114 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc124)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %expanded_114 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc45 at #loc67)), %in_161: f32 loc(callsite(#loc27 at #loc102)), %out: f32 loc(callsite(#loc41 at #loc67))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc81)
      linalg.yield %329 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %161 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x1xf32> loc(#loc103)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %329 = arith.divf %in, %cst_10 : f32 loc(#loc103)
      linalg.yield %329 : f32 loc(#loc103)
    } -> tensor<2x8x1xf32> loc(#loc103)
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc104)
      %330 = arith.addf %in, %329 : f32 loc(#loc104)
      linalg.yield %330 : f32 loc(#loc104)
    } -> tensor<2x8x1xf32> loc(#loc104)
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = math.rsqrt %in : f32 loc(#loc104)
      linalg.yield %329 : f32 loc(#loc104)
    } -> tensor<2x8x1xf32> loc(#loc104)
    %165 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %164 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %in_161: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc15 at #loc82))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc104)
      linalg.yield %329 : f32 loc(#loc104)
    } -> tensor<2x8x32xf32> loc(#loc104)
    %166 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %165 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc82)), %in_161: f32 loc(callsite(#loc15 at #loc82)), %out: f32 loc(callsite(#loc26 at #loc82))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc105)
      linalg.yield %329 : f32 loc(#loc105)
    } -> tensor<2x8x32xf32> loc(#loc105)
    %collapsed_115 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc127)
    %167 = tensor.empty() : tensor<32x8xf32> loc(#loc128)
    %transposed_116 = linalg.transpose ins(%arg22 : tensor<8x32xf32>) outs(%167 : tensor<32x8xf32>) permutation = [1, 0]  loc(#loc128)
    %168 = tensor.empty() : tensor<16x8xf32> loc(#loc128)
    %169 = linalg.fill ins(%cst : f32) outs(%168 : tensor<16x8xf32>) -> tensor<16x8xf32> loc(#loc128)
    %170 = linalg.matmul ins(%collapsed_115, %transposed_116 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%169 : tensor<16x8xf32>) -> tensor<16x8xf32> loc(#loc128)
    %171 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<16x8xf32>) outs(%168 : tensor<16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc47 at #loc87)), %out: f32 loc(callsite(#loc48 at #loc87))):
      %329 = arith.negf %in : f32 loc(#loc129)
      %330 = math.exp %329 : f32 loc(#loc129)
      %331 = arith.addf %330, %cst_1 : f32 loc(#loc129)
      %332 = arith.divf %cst_1, %331 : f32 loc(#loc129)
      linalg.yield %332 : f32 loc(#loc129)
    } -> tensor<16x8xf32> loc(#loc129)
    %172 = linalg.generic {indexing_maps = [#map15, #map16, #map15], iterator_types = ["parallel", "parallel"]} ins(%171, %cst_7 : tensor<16x8xf32>, tensor<8xf32>) outs(%168 : tensor<16x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc48 at #loc87)), %in_161: f32 loc(callsite(#loc14 at #loc87)), %out: f32 loc(callsite(#loc14 at #loc87))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc112)
      linalg.yield %329 : f32 loc(#loc112)
    } -> tensor<16x8xf32> loc(#loc112)
    %expanded_117 = tensor.expand_shape %172 [[0], [1, 2]] output_shape [16, 2, 4] : tensor<16x8xf32> into tensor<16x2x4xf32> loc(#loc130)
    %173 = tensor.empty() : tensor<4xi64> loc(#loc110)
    %174 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%173 : tensor<4xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc110)
      %330 = arith.index_cast %329 : index to i64 loc(#loc110)
      linalg.yield %330 : i64 loc(#loc110)
    } -> tensor<4xi64> loc(#loc110)
    %expanded_118 = tensor.expand_shape %174 [[0, 1, 2]] output_shape [1, 1, 4] : tensor<4xi64> into tensor<1x1x4xi64> loc(#loc110)
    %175 = tensor.empty() : tensor<16x2x4xi1> loc(#loc110)
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %expanded_117 : tensor<16x2x4xf32>, tensor<16x2x4xf32>) outs(%175 : tensor<16x2x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc49 at #loc87)), %in_161: f32 loc(callsite(#loc49 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = arith.cmpf une, %in, %in_161 : f32 loc(#loc110)
      linalg.yield %329 : i1 loc(#loc110)
    } -> tensor<16x2x4xi1> loc(#loc110)
    %177 = tensor.empty() : tensor<16x2x4xi32> loc(#loc110)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<16x2x4xi1>) outs(%177 : tensor<16x2x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.extui %in : i1 to i32 loc(#loc110)
      linalg.yield %329 : i32 loc(#loc110)
    } -> tensor<16x2x4xi32> loc(#loc110)
    %179 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %178 : tensor<i64>, tensor<16x2x4xi32>) outs(%177 : tensor<16x2x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %in_161: i32 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.trunci %in : i64 to i32 loc(#loc110)
      %330 = arith.subi %329, %in_161 : i32 loc(#loc110)
      linalg.yield %330 : i32 loc(#loc110)
    } -> tensor<16x2x4xi32> loc(#loc110)
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18, %179 : tensor<16x2x4xi32>, tensor<16x2x4xi32>) outs(%177 : tensor<16x2x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc11 at #loc87)), %in_161: i32 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.muli %in, %in_161 : i32 loc(#loc110)
      linalg.yield %329 : i32 loc(#loc110)
    } -> tensor<16x2x4xi32> loc(#loc110)
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<16x2x4xi32>) outs(%175 : tensor<16x2x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc11 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = arith.extsi %in : i32 to i64 loc(#loc110)
      %330 = arith.cmpi eq, %329, %c0_i64 : i64 loc(#loc110)
      linalg.yield %330 : i1 loc(#loc110)
    } -> tensor<16x2x4xi1> loc(#loc110)
    %182 = tensor.empty() : tensor<16x2x4xf32> loc(#loc110)
    %183 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %cst_3, %expanded_117 : tensor<16x2x4xi1>, tensor<f32>, tensor<16x2x4xf32>) outs(%182 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc49 at #loc87)), %out: f32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc110)
      linalg.yield %329 : f32 loc(#loc110)
    } -> tensor<16x2x4xf32> loc(#loc110)
    %184 = tensor.empty() : tensor<16x2xi64> loc(#loc110)
    %185 = linalg.fill ins(%c0_i64 : i64) outs(%184 : tensor<16x2xi64>) -> tensor<16x2xi64> loc(#loc110)
    %186 = tensor.empty() : tensor<16x2xf32> loc(#loc110)
    %187 = linalg.fill ins(%cst_0 : f32) outs(%186 : tensor<16x2xf32>) -> tensor<16x2xf32> loc(#loc110)
    %188:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<16x2x4xf32>) outs(%187, %185 : tensor<16x2xf32>, tensor<16x2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc87)), %out: f32 loc(callsite(#loc11 at #loc87)), %out_161: i64 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 2 : index loc(#loc110)
      %330 = arith.index_cast %329 : index to i64 loc(#loc110)
      %331 = arith.maximumf %in, %out : f32 loc(#loc110)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc110)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc110)
      linalg.yield %331, %333 : f32, i64 loc(#loc110)
    } -> (tensor<16x2xf32>, tensor<16x2xi64>) loc(#loc110)
    %expanded_119 = tensor.expand_shape %188#1 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64> loc(#loc110)
    %189 = tensor.empty() : tensor<16x2x1xi1> loc(#loc110)
    %190 = linalg.fill ins(%false : i1) outs(%189 : tensor<16x2x1xi1>) -> tensor<16x2x1xi1> loc(#loc110)
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<16x2x1xi64>) outs(%190 : tensor<16x2x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc110)
      %330 = linalg.index 1 : index loc(#loc110)
      %331 = arith.index_cast %in : i64 to index loc(#loc110)
      %332 = arith.cmpi slt, %331, %c4 : index loc(#loc110)
      cf.assert %332, "index must be smaller than dim size" loc(#loc110)
      %333 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc110)
      cf.assert %333, "index must be larger or equal to 0" loc(#loc110)
      %extracted = tensor.extract %181[%329, %330, %331] : tensor<16x2x4xi1> loc(#loc110)
      linalg.yield %extracted : i1 loc(#loc110)
    } -> tensor<16x2x1xi1> loc(#loc110)
    %192 = tensor.empty() : tensor<16x2xi32> loc(#loc110)
    %193 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%192 : tensor<16x2xi32>) -> tensor<16x2xi32> loc(#loc110)
    %194:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<16x2x4xi32>) outs(%193, %185 : tensor<16x2xi32>, tensor<16x2xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87)), %out_161: i64 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 2 : index loc(#loc110)
      %330 = arith.index_cast %329 : index to i64 loc(#loc110)
      %331 = arith.maxsi %in, %out : i32 loc(#loc110)
      %332 = arith.cmpi sgt, %in, %out : i32 loc(#loc110)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc110)
      linalg.yield %331, %333 : i32, i64 loc(#loc110)
    } -> (tensor<16x2xi32>, tensor<16x2xi64>) loc(#loc110)
    %expanded_120 = tensor.expand_shape %194#1 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64> loc(#loc110)
    %195 = tensor.empty() : tensor<16x2x1xi64> loc(#loc110)
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %expanded_120, %expanded_119 : tensor<16x2x1xi1>, tensor<16x2x1xi64>, tensor<16x2x1xi64>) outs(%195 : tensor<16x2x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %in_161: i64 loc(callsite(#loc11 at #loc87)), %in_162: i64 loc(callsite(#loc11 at #loc87)), %out: i64 loc(callsite(#loc11 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc110)
      linalg.yield %329 : i64 loc(#loc110)
    } -> tensor<16x2x1xi64> loc(#loc110)
    %197 = linalg.generic {indexing_maps = [#map18, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %196 : tensor<1x1x4xi64>, tensor<16x2x1xi64>) outs(%175 : tensor<16x2x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %in_161: i64 loc(callsite(#loc11 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = arith.cmpi eq, %in, %in_161 : i64 loc(#loc110)
      linalg.yield %329 : i1 loc(#loc110)
    } -> tensor<16x2x4xi1> loc(#loc110)
    %198 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %cst_17, %180 : tensor<16x2x4xi1>, tensor<i32>, tensor<16x2x4xi32>) outs(%177 : tensor<16x2x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %in_161: i32 loc(callsite(#loc11 at #loc87)), %in_162: i32 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i32 loc(#loc110)
      linalg.yield %329 : i32 loc(#loc110)
    } -> tensor<16x2x4xi32> loc(#loc110)
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<16x2x4xi32>) outs(%175 : tensor<16x2x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc11 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = arith.extsi %in : i32 to i64 loc(#loc110)
      %330 = arith.cmpi eq, %329, %c0_i64 : i64 loc(#loc110)
      linalg.yield %330 : i1 loc(#loc110)
    } -> tensor<16x2x4xi1> loc(#loc110)
    %200 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %cst_3, %expanded_117 : tensor<16x2x4xi1>, tensor<f32>, tensor<16x2x4xf32>) outs(%182 : tensor<16x2x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc49 at #loc87)), %out: f32 loc(callsite(#loc11 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc110)
      linalg.yield %329 : f32 loc(#loc110)
    } -> tensor<16x2x4xf32> loc(#loc110)
    %201:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<16x2x4xf32>) outs(%187, %185 : tensor<16x2xf32>, tensor<16x2xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc87)), %out: f32 loc(callsite(#loc11 at #loc87)), %out_161: i64 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 2 : index loc(#loc110)
      %330 = arith.index_cast %329 : index to i64 loc(#loc110)
      %331 = arith.maximumf %in, %out : f32 loc(#loc110)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc110)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc110)
      linalg.yield %331, %333 : f32, i64 loc(#loc110)
    } -> (tensor<16x2xf32>, tensor<16x2xi64>) loc(#loc110)
    %expanded_121 = tensor.expand_shape %201#1 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64> loc(#loc110)
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<16x2x1xi64>) outs(%190 : tensor<16x2x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %out: i1 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc110)
      %330 = linalg.index 1 : index loc(#loc110)
      %331 = arith.index_cast %in : i64 to index loc(#loc110)
      %332 = arith.cmpi slt, %331, %c4 : index loc(#loc110)
      cf.assert %332, "index must be smaller than dim size" loc(#loc110)
      %333 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc110)
      cf.assert %333, "index must be larger or equal to 0" loc(#loc110)
      %extracted = tensor.extract %199[%329, %330, %331] : tensor<16x2x4xi1> loc(#loc110)
      linalg.yield %extracted : i1 loc(#loc110)
    } -> tensor<16x2x1xi1> loc(#loc110)
    %203:2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<16x2x4xi32>) outs(%193, %185 : tensor<16x2xi32>, tensor<16x2xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc11 at #loc87)), %out: i32 loc(callsite(#loc11 at #loc87)), %out_161: i64 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 2 : index loc(#loc110)
      %330 = arith.index_cast %329 : index to i64 loc(#loc110)
      %331 = arith.maxsi %in, %out : i32 loc(#loc110)
      %332 = arith.cmpi sgt, %in, %out : i32 loc(#loc110)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc110)
      linalg.yield %331, %333 : i32, i64 loc(#loc110)
    } -> (tensor<16x2xi32>, tensor<16x2xi64>) loc(#loc110)
    %expanded_122 = tensor.expand_shape %203#1 [[0], [1, 2]] output_shape [16, 2, 1] : tensor<16x2xi64> into tensor<16x2x1xi64> loc(#loc110)
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %expanded_122, %expanded_121 : tensor<16x2x1xi1>, tensor<16x2x1xi64>, tensor<16x2x1xi64>) outs(%195 : tensor<16x2x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc11 at #loc87)), %in_161: i64 loc(callsite(#loc11 at #loc87)), %in_162: i64 loc(callsite(#loc11 at #loc87)), %out: i64 loc(callsite(#loc11 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc110)
      linalg.yield %329 : i64 loc(#loc110)
    } -> tensor<16x2x1xi64> loc(#loc110)
    %concat_123 = tensor.concat dim(2) %196, %204 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64> loc(#loc110)
    %205 = tensor.empty() : tensor<16x2x2xf32> loc(#loc110)
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<16x2x2xf32>) -> tensor<16x2x2xf32> loc(#loc110)
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_123 : tensor<16x2x2xi64>) outs(%206 : tensor<16x2x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %out: f32 loc(callsite(#loc11 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc110)
      %330 = linalg.index 1 : index loc(#loc110)
      %331 = arith.index_cast %in : i64 to index loc(#loc110)
      %332 = arith.cmpi slt, %331, %c4 : index loc(#loc110)
      cf.assert %332, "index must be smaller than dim size" loc(#loc110)
      %333 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc110)
      cf.assert %333, "index must be larger or equal to 0" loc(#loc110)
      %extracted = tensor.extract %expanded_117[%329, %330, %331] : tensor<16x2x4xf32> loc(#loc110)
      linalg.yield %extracted : f32 loc(#loc110)
    } -> tensor<16x2x2xf32> loc(#loc110)
    %208 = linalg.fill ins(%cst : f32) outs(%186 : tensor<16x2xf32>) -> tensor<16x2xf32> loc(#loc131)
    %209 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<16x2x2xf32>) outs(%208 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc87)), %out: f32 loc(callsite(#loc50 at #loc87))):
      %329 = arith.addf %in, %out : f32 loc(#loc131)
      linalg.yield %329 : f32 loc(#loc131)
    } -> tensor<16x2xf32> loc(#loc131)
    %210 = tensor.empty() : tensor<16x2xi1> loc(#loc114)
    %211 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%209, %209 : tensor<16x2xf32>, tensor<16x2xf32>) outs(%210 : tensor<16x2xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc50 at #loc87)), %in_161: f32 loc(callsite(#loc50 at #loc87)), %out: i1 loc(callsite(#loc20 at #loc87))):
      %329 = arith.cmpf une, %in, %in_161 : f32 loc(#loc114)
      linalg.yield %329 : i1 loc(#loc114)
    } -> tensor<16x2xi1> loc(#loc114)
    %212 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<16x2xi1>) outs(%192 : tensor<16x2xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc20 at #loc87)), %out: i32 loc(callsite(#loc20 at #loc87))):
      %329 = arith.extui %in : i1 to i32 loc(#loc114)
      linalg.yield %329 : i32 loc(#loc114)
    } -> tensor<16x2xi32> loc(#loc114)
    %213 = linalg.generic {indexing_maps = [#map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %212 : tensor<i64>, tensor<16x2xi32>) outs(%192 : tensor<16x2xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %in_161: i32 loc(callsite(#loc20 at #loc87)), %out: i32 loc(callsite(#loc20 at #loc87))):
      %329 = arith.trunci %in : i64 to i32 loc(#loc114)
      %330 = arith.subi %329, %in_161 : i32 loc(#loc114)
      linalg.yield %330 : i32 loc(#loc114)
    } -> tensor<16x2xi32> loc(#loc114)
    %214 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %213 : tensor<16x2xi32>, tensor<16x2xi32>) outs(%192 : tensor<16x2xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc20 at #loc87)), %in_161: i32 loc(callsite(#loc20 at #loc87)), %out: i32 loc(callsite(#loc20 at #loc87))):
      %329 = arith.muli %in, %in_161 : i32 loc(#loc114)
      linalg.yield %329 : i32 loc(#loc114)
    } -> tensor<16x2xi32> loc(#loc114)
    %215 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<16x2xi32>) outs(%210 : tensor<16x2xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc20 at #loc87)), %out: i1 loc(callsite(#loc20 at #loc87))):
      %329 = arith.extsi %in : i32 to i64 loc(#loc114)
      %330 = arith.cmpi eq, %329, %c0_i64 : i64 loc(#loc114)
      linalg.yield %330 : i1 loc(#loc114)
    } -> tensor<16x2xi1> loc(#loc114)
    %216 = linalg.generic {indexing_maps = [#map15, #map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%215, %cst_3, %209 : tensor<16x2xi1>, tensor<f32>, tensor<16x2xf32>) outs(%186 : tensor<16x2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc20 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc50 at #loc87)), %out: f32 loc(callsite(#loc20 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc114)
      linalg.yield %329 : f32 loc(#loc114)
    } -> tensor<16x2xf32> loc(#loc114)
    %217 = tensor.empty() : tensor<16xi64> loc(#loc114)
    %218 = linalg.fill ins(%c0_i64 : i64) outs(%217 : tensor<16xi64>) -> tensor<16xi64> loc(#loc114)
    %219 = tensor.empty() : tensor<16xf32> loc(#loc114)
    %220 = linalg.fill ins(%cst_0 : f32) outs(%219 : tensor<16xf32>) -> tensor<16xf32> loc(#loc114)
    %221:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%216 : tensor<16x2xf32>) outs(%220, %218 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc87)), %out: f32 loc(callsite(#loc20 at #loc87)), %out_161: i64 loc(callsite(#loc20 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc114)
      %330 = arith.index_cast %329 : index to i64 loc(#loc114)
      %331 = arith.maximumf %in, %out : f32 loc(#loc114)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc114)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc114)
      linalg.yield %331, %333 : f32, i64 loc(#loc114)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc114)
    %expanded_124 = tensor.expand_shape %221#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc114)
    %222 = tensor.empty() : tensor<16x1xi1> loc(#loc114)
    %223 = linalg.fill ins(%false : i1) outs(%222 : tensor<16x1xi1>) -> tensor<16x1xi1> loc(#loc114)
    %224 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_124 : tensor<16x1xi64>) outs(%223 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc20 at #loc87)), %out: i1 loc(callsite(#loc20 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc114)
      %330 = arith.index_cast %in : i64 to index loc(#loc114)
      %331 = arith.cmpi slt, %330, %c2 : index loc(#loc114)
      cf.assert %331, "index must be smaller than dim size" loc(#loc114)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc114)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc114)
      %extracted = tensor.extract %215[%329, %330] : tensor<16x2xi1> loc(#loc114)
      linalg.yield %extracted : i1 loc(#loc114)
    } -> tensor<16x1xi1> loc(#loc114)
    %225 = tensor.empty() : tensor<16xi32> loc(#loc114)
    %226 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%225 : tensor<16xi32>) -> tensor<16xi32> loc(#loc114)
    %227:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%214 : tensor<16x2xi32>) outs(%226, %218 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc20 at #loc87)), %out: i32 loc(callsite(#loc20 at #loc87)), %out_161: i64 loc(callsite(#loc20 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc114)
      %330 = arith.index_cast %329 : index to i64 loc(#loc114)
      %331 = arith.maxsi %in, %out : i32 loc(#loc114)
      %332 = arith.cmpi sgt, %in, %out : i32 loc(#loc114)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc114)
      linalg.yield %331, %333 : i32, i64 loc(#loc114)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc114)
    %expanded_125 = tensor.expand_shape %227#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc114)
    %228 = tensor.empty() : tensor<16x1xi64> loc(#loc114)
    %229 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%224, %expanded_125, %expanded_124 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%228 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc20 at #loc87)), %in_161: i64 loc(callsite(#loc20 at #loc87)), %in_162: i64 loc(callsite(#loc20 at #loc87)), %out: i64 loc(callsite(#loc20 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc114)
      linalg.yield %329 : i64 loc(#loc114)
    } -> tensor<16x1xi64> loc(#loc114)
    %expanded_126 = tensor.expand_shape %229 [[0], [1, 2]] output_shape [16, 1, 1] : tensor<16x1xi64> into tensor<16x1x1xi64> loc(#loc109)
    %230 = tensor.empty() : tensor<2xi64> loc(#loc109)
    %231 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%230 : tensor<2xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc7 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc109)
      %330 = arith.index_cast %329 : index to i64 loc(#loc109)
      linalg.yield %330 : i64 loc(#loc109)
    } -> tensor<2xi64> loc(#loc109)
    %232 = tensor.empty() : tensor<16x1x2xi1> loc(#loc109)
    %233 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %231 : tensor<16x1x1xi64>, tensor<2xi64>) outs(%232 : tensor<16x1x2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %in_161: i64 loc(callsite(#loc7 at #loc87)), %out: i1 loc(callsite(#loc7 at #loc87))):
      %329 = arith.cmpi eq, %in, %in_161 : i64 loc(#loc109)
      linalg.yield %329 : i1 loc(#loc109)
    } -> tensor<16x1x2xi1> loc(#loc109)
    %234 = tensor.empty() : tensor<1xi64> loc(#loc109)
    %235 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%234 : tensor<1xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc7 at #loc87))):
      linalg.yield %c0_i64 : i64 loc(#loc109)
    } -> tensor<1xi64> loc(#loc109)
    %expanded_127 = tensor.expand_shape %235 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64> loc(#loc109)
    %236 = tensor.empty() : tensor<1x1xi64> loc(#loc109)
    %237 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_127 : tensor<1x1xi64>) outs(%236 : tensor<1x1xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: i64 loc(callsite(#loc7 at #loc87))):
      %329 = arith.addi %in, %c1_i64 : i64 loc(#loc109)
      linalg.yield %329 : i64 loc(#loc109)
    } -> tensor<1x1xi64> loc(#loc109)
    %expanded_128 = tensor.expand_shape %237 [[0], [1, 2]] output_shape [1, 1, 1] : tensor<1x1xi64> into tensor<1x1x1xi64> loc(#loc109)
    %238 = tensor.empty() : tensor<16x1x2xi64> loc(#loc109)
    %239 = linalg.generic {indexing_maps = [#map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %233 : tensor<1x1x1xi64>, tensor<16x1x2xi1>) outs(%238 : tensor<16x1x2xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %in_161: i1 loc(callsite(#loc7 at #loc87)), %out: i64 loc(callsite(#loc7 at #loc87))):
      %329 = arith.extui %in_161 : i1 to i64 loc(#loc109)
      %330 = arith.muli %in, %329 : i64 loc(#loc109)
      linalg.yield %330 : i64 loc(#loc109)
    } -> tensor<16x1x2xi64> loc(#loc109)
    %240 = linalg.fill ins(%c-9223372036854775808_i64 : i64) outs(%184 : tensor<16x2xi64>) -> tensor<16x2xi64> loc(#loc109)
    %241:2 = linalg.generic {indexing_maps = [#map1, #map22, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%239 : tensor<16x1x2xi64>) outs(%240, %185 : tensor<16x2xi64>, tensor<16x2xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: i64 loc(callsite(#loc7 at #loc87)), %out_161: i64 loc(callsite(#loc7 at #loc87))):
      %329 = arith.maxsi %in, %out : i64 loc(#loc109)
      %330 = arith.cmpi sgt, %in, %out : i64 loc(#loc109)
      %331 = arith.select %330, %c0_i64, %out_161 : i64 loc(#loc109)
      linalg.yield %329, %331 : i64, i64 loc(#loc109)
    } -> (tensor<16x2xi64>, tensor<16x2xi64>) loc(#loc109)
    %242 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%241#0 : tensor<16x2xi64>) outs(%210 : tensor<16x2xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: i1 loc(callsite(#loc7 at #loc87))):
      %329 = arith.cmpi sgt, %in, %c0_i64 : i64 loc(#loc109)
      linalg.yield %329 : i1 loc(#loc109)
    } -> tensor<16x2xi1> loc(#loc109)
    %243 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%241#0 : tensor<16x2xi64>) outs(%184 : tensor<16x2xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: i64 loc(callsite(#loc7 at #loc87))):
      %329 = arith.subi %in, %c1_i64 : i64 loc(#loc109)
      linalg.yield %329 : i64 loc(#loc109)
    } -> tensor<16x2xi64> loc(#loc109)
    %244 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<16x2xi64>) outs(%184 : tensor<16x2xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: i64 loc(callsite(#loc7 at #loc87))):
      %329 = arith.maxsi %in, %c0_i64 : i64 loc(#loc109)
      linalg.yield %329 : i64 loc(#loc109)
    } -> tensor<16x2xi64> loc(#loc109)
    %245 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x2xi64>) outs(%208 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc87)), %out: f32 loc(callsite(#loc7 at #loc87))):
      %329 = arith.index_cast %in : i64 to index loc(#loc109)
      %330 = arith.cmpi slt, %329, %c1 : index loc(#loc109)
      cf.assert %330, "index must be smaller than dim size" loc(#loc109)
      %331 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc109)
      cf.assert %331, "index must be larger or equal to 0" loc(#loc109)
      linalg.yield %cst_1 : f32 loc(#loc109)
    } -> tensor<16x2xf32> loc(#loc109)
    %246 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%242, %245, %cst_2 : tensor<16x2xi1>, tensor<16x2xf32>, tensor<16x2xf32>) outs(%186 : tensor<16x2xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc87)), %in_161: f32 loc(callsite(#loc7 at #loc87)), %in_162: f32 loc(callsite(#loc7 at #loc87)), %out: f32 loc(callsite(#loc7 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc109)
      linalg.yield %329 : f32 loc(#loc109)
    } -> tensor<16x2xf32> loc(#loc109)
    %247 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<16x2xf32>) outs(%182 : tensor<16x2x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc51 at #loc87)), %out: f32 loc(callsite(#loc51 at #loc87))):
      linalg.yield %in : f32 loc(#loc132)
    } -> tensor<16x2x4xf32> loc(#loc132)
    %collapsed_129 = tensor.collapse_shape %247 [[0], [1, 2]] : tensor<16x2x4xf32> into tensor<16x8xf32> loc(#loc133)
    %248 = tensor.empty() : tensor<16x8xi1> loc(#loc134)
    %249 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%collapsed_129 : tensor<16x8xf32>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc52 at #loc87)), %out: i1 loc(callsite(#loc53 at #loc87))):
      %329 = arith.cmpf une, %in, %cst : f32 loc(#loc134)
      linalg.yield %329 : i1 loc(#loc134)
    } -> tensor<16x8xi1> loc(#loc134)
    %250 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<16x8xi1>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc53 at #loc87)), %out: i1 loc(callsite(#loc53 at #loc87))):
      %329 = arith.xori %in, %true : i1 loc(#loc134)
      linalg.yield %329 : i1 loc(#loc134)
    } -> tensor<16x8xi1> loc(#loc134)
    %251 = linalg.generic {indexing_maps = [#map15, #map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%250, %cst_3, %172 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%168 : tensor<16x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc53 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc14 at #loc87)), %out: f32 loc(callsite(#loc53 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc134)
      linalg.yield %329 : f32 loc(#loc134)
    } -> tensor<16x8xf32> loc(#loc134)
    %expanded_130 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64> loc(#loc113)
    %252 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%251, %251 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc53 at #loc87)), %in_161: f32 loc(callsite(#loc53 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = arith.cmpf une, %in, %in_161 : f32 loc(#loc113)
      linalg.yield %329 : i1 loc(#loc113)
    } -> tensor<16x8xi1> loc(#loc113)
    %253 = tensor.empty() : tensor<16x8xi32> loc(#loc113)
    %254 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<16x8xi1>) outs(%253 : tensor<16x8xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.extui %in : i1 to i32 loc(#loc113)
      linalg.yield %329 : i32 loc(#loc113)
    } -> tensor<16x8xi32> loc(#loc113)
    %255 = linalg.generic {indexing_maps = [#map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %254 : tensor<i64>, tensor<16x8xi32>) outs(%253 : tensor<16x8xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc11 at #loc87)), %in_161: i32 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.trunci %in : i64 to i32 loc(#loc113)
      %330 = arith.subi %329, %in_161 : i32 loc(#loc113)
      linalg.yield %330 : i32 loc(#loc113)
    } -> tensor<16x8xi32> loc(#loc113)
    %256 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%cst_15, %255 : tensor<16x8xi32>, tensor<16x8xi32>) outs(%253 : tensor<16x8xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc19 at #loc87)), %in_161: i32 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.muli %in, %in_161 : i32 loc(#loc113)
      linalg.yield %329 : i32 loc(#loc113)
    } -> tensor<16x8xi32> loc(#loc113)
    %257 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%256 : tensor<16x8xi32>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc19 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = arith.extsi %in : i32 to i64 loc(#loc113)
      %330 = arith.cmpi eq, %329, %c0_i64 : i64 loc(#loc113)
      linalg.yield %330 : i1 loc(#loc113)
    } -> tensor<16x8xi1> loc(#loc113)
    %258 = linalg.generic {indexing_maps = [#map15, #map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%257, %cst_3, %251 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%168 : tensor<16x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc53 at #loc87)), %out: f32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc113)
      linalg.yield %329 : f32 loc(#loc113)
    } -> tensor<16x8xf32> loc(#loc113)
    %259:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%258 : tensor<16x8xf32>) outs(%220, %218 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc87)), %out: f32 loc(callsite(#loc19 at #loc87)), %out_161: i64 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc113)
      %330 = arith.index_cast %329 : index to i64 loc(#loc113)
      %331 = arith.maximumf %in, %out : f32 loc(#loc113)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc113)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc113)
      linalg.yield %331, %333 : f32, i64 loc(#loc113)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc113)
    %expanded_131 = tensor.expand_shape %259#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc113)
    %260 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_131 : tensor<16x1xi64>) outs(%223 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc19 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc113)
      %330 = arith.index_cast %in : i64 to index loc(#loc113)
      %331 = arith.cmpi slt, %330, %c8 : index loc(#loc113)
      cf.assert %331, "index must be smaller than dim size" loc(#loc113)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc113)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc113)
      %extracted = tensor.extract %257[%329, %330] : tensor<16x8xi1> loc(#loc113)
      linalg.yield %extracted : i1 loc(#loc113)
    } -> tensor<16x1xi1> loc(#loc113)
    %261:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%256 : tensor<16x8xi32>) outs(%226, %218 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87)), %out_161: i64 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc113)
      %330 = arith.index_cast %329 : index to i64 loc(#loc113)
      %331 = arith.maxsi %in, %out : i32 loc(#loc113)
      %332 = arith.cmpi sgt, %in, %out : i32 loc(#loc113)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc113)
      linalg.yield %331, %333 : i32, i64 loc(#loc113)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc113)
    %expanded_132 = tensor.expand_shape %261#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc113)
    %262 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%260, %expanded_132, %expanded_131 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%228 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %in_161: i64 loc(callsite(#loc19 at #loc87)), %in_162: i64 loc(callsite(#loc19 at #loc87)), %out: i64 loc(callsite(#loc19 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc113)
      linalg.yield %329 : i64 loc(#loc113)
    } -> tensor<16x1xi64> loc(#loc113)
    %263 = linalg.generic {indexing_maps = [#map23, #map24, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_130, %262 : tensor<1x8xi64>, tensor<16x1xi64>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc19 at #loc87)), %in_161: i64 loc(callsite(#loc19 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = arith.cmpi eq, %in, %in_161 : i64 loc(#loc113)
      linalg.yield %329 : i1 loc(#loc113)
    } -> tensor<16x8xi1> loc(#loc113)
    %264 = linalg.generic {indexing_maps = [#map15, #map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%263, %cst_17, %256 : tensor<16x8xi1>, tensor<i32>, tensor<16x8xi32>) outs(%253 : tensor<16x8xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %in_161: i32 loc(callsite(#loc11 at #loc87)), %in_162: i32 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i32 loc(#loc113)
      linalg.yield %329 : i32 loc(#loc113)
    } -> tensor<16x8xi32> loc(#loc113)
    %265 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<16x8xi32>) outs(%248 : tensor<16x8xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc19 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = arith.extsi %in : i32 to i64 loc(#loc113)
      %330 = arith.cmpi eq, %329, %c0_i64 : i64 loc(#loc113)
      linalg.yield %330 : i1 loc(#loc113)
    } -> tensor<16x8xi1> loc(#loc113)
    %266 = linalg.generic {indexing_maps = [#map15, #map19, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%265, %cst_3, %251 : tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) outs(%168 : tensor<16x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %in_161: f32 loc(callsite(#loc11 at #loc87)), %in_162: f32 loc(callsite(#loc53 at #loc87)), %out: f32 loc(callsite(#loc19 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc113)
      linalg.yield %329 : f32 loc(#loc113)
    } -> tensor<16x8xf32> loc(#loc113)
    %267:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%266 : tensor<16x8xf32>) outs(%220, %218 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc19 at #loc87)), %out: f32 loc(callsite(#loc19 at #loc87)), %out_161: i64 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc113)
      %330 = arith.index_cast %329 : index to i64 loc(#loc113)
      %331 = arith.maximumf %in, %out : f32 loc(#loc113)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc113)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc113)
      linalg.yield %331, %333 : f32, i64 loc(#loc113)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc113)
    %expanded_133 = tensor.expand_shape %267#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc113)
    %268 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_133 : tensor<16x1xi64>) outs(%223 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc19 at #loc87)), %out: i1 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc113)
      %330 = arith.index_cast %in : i64 to index loc(#loc113)
      %331 = arith.cmpi slt, %330, %c8 : index loc(#loc113)
      cf.assert %331, "index must be smaller than dim size" loc(#loc113)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc113)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc113)
      %extracted = tensor.extract %265[%329, %330] : tensor<16x8xi1> loc(#loc113)
      linalg.yield %extracted : i1 loc(#loc113)
    } -> tensor<16x1xi1> loc(#loc113)
    %269:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%264 : tensor<16x8xi32>) outs(%226, %218 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc19 at #loc87)), %out: i32 loc(callsite(#loc19 at #loc87)), %out_161: i64 loc(callsite(#loc19 at #loc87))):
      %329 = linalg.index 1 : index loc(#loc113)
      %330 = arith.index_cast %329 : index to i64 loc(#loc113)
      %331 = arith.maxsi %in, %out : i32 loc(#loc113)
      %332 = arith.cmpi sgt, %in, %out : i32 loc(#loc113)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc113)
      linalg.yield %331, %333 : i32, i64 loc(#loc113)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc113)
    %expanded_134 = tensor.expand_shape %269#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc113)
    %270 = linalg.generic {indexing_maps = [#map15, #map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%268, %expanded_134, %expanded_133 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%228 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc19 at #loc87)), %in_161: i64 loc(callsite(#loc19 at #loc87)), %in_162: i64 loc(callsite(#loc19 at #loc87)), %out: i64 loc(callsite(#loc19 at #loc87))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc113)
      linalg.yield %329 : i64 loc(#loc113)
    } -> tensor<16x1xi64> loc(#loc113)
    %concat_135 = tensor.concat dim(1) %262, %270 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc113)
    %271 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%concat_135 : tensor<16x2xi64>) outs(%208 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc19 at #loc87)), %out: f32 loc(callsite(#loc54 at #loc87))):
      %329 = linalg.index 0 : index loc(#loc135)
      %330 = arith.index_cast %in : i64 to index loc(#loc135)
      %331 = arith.cmpi slt, %330, %c8 : index loc(#loc135)
      cf.assert %331, "index must be smaller than dim size" loc(#loc135)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc135)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc135)
      %extracted = tensor.extract %171[%329, %330] : tensor<16x8xf32> loc(#loc135)
      linalg.yield %extracted : f32 loc(#loc135)
    } -> tensor<16x2xf32> loc(#loc135)
    %272 = tensor.empty() : tensor<16x1xf32> loc(#loc111)
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc111)
    %274 = linalg.generic {indexing_maps = [#map15, #map24], iterator_types = ["parallel", "reduction"]} ins(%271 : tensor<16x2xf32>) outs(%273 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc54 at #loc87)), %out: f32 loc(callsite(#loc13 at #loc87))):
      %329 = arith.addf %in, %out : f32 loc(#loc111)
      linalg.yield %329 : f32 loc(#loc111)
    } -> tensor<16x1xf32> loc(#loc111)
    %275 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<16x1xf32>) outs(%272 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc87)), %out: f32 loc(callsite(#loc13 at #loc87))):
      %329 = arith.truncf %cst_6 : f64 to f32 loc(#loc111)
      %330 = arith.addf %in, %329 : f32 loc(#loc111)
      linalg.yield %330 : f32 loc(#loc111)
    } -> tensor<16x1xf32> loc(#loc111)
    %276 = linalg.generic {indexing_maps = [#map15, #map24, #map15], iterator_types = ["parallel", "parallel"]} ins(%271, %275 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%186 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc54 at #loc87)), %in_161: f32 loc(callsite(#loc13 at #loc87)), %out: f32 loc(callsite(#loc55 at #loc87))):
      %329 = arith.divf %in, %in_161 : f32 loc(#loc136)
      linalg.yield %329 : f32 loc(#loc136)
    } -> tensor<16x2xf32> loc(#loc136)
    %277 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<16x2xf32>) outs(%186 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc55 at #loc87)), %out: f32 loc(callsite(#loc56 at #loc87))):
      %329 = arith.mulf %in, %cst_13 : f32 loc(#loc137)
      linalg.yield %329 : f32 loc(#loc137)
    } -> tensor<16x2xf32> loc(#loc137)
    %278 = tensor.empty() : tensor<16x2x32xf32> loc(#loc138)
    %279 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115 : tensor<16x32xf32>) outs(%278 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      linalg.yield %in : f32 loc(#loc138)
    } -> tensor<16x2x32xf32> loc(#loc138)
    %collapsed_136 = tensor.collapse_shape %279 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc138)
    %collapsed_137 = tensor.collapse_shape %277 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc138)
    %collapsed_138 = tensor.collapse_shape %concat_135 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc138)
    %280 = tensor.empty() : tensor<32x32x32xf32> loc(#loc138)
    %281 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_138 : tensor<32xi64>) outs(%280 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      %329 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc138)
      %330 = arith.addi %in, %c8_i64 : i64 loc(#loc138)
      %331 = arith.select %329, %330, %in : i64 loc(#loc138)
      %332 = arith.index_cast %331 : i64 to index loc(#loc138)
      %333 = linalg.index 1 : index loc(#loc138)
      %334 = linalg.index 2 : index loc(#loc138)
      %extracted = tensor.extract %arg20[%332, %333, %334] : tensor<8x32x32xf32> loc(#loc138)
      linalg.yield %extracted : f32 loc(#loc138)
    } -> tensor<32x32x32xf32> loc(#loc138)
    %expanded_139 = tensor.expand_shape %collapsed_136 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc138)
    %282 = tensor.empty() : tensor<32x32x1xf32> loc(#loc138)
    %283 = linalg.fill ins(%cst : f32) outs(%282 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc138)
    %284 = linalg.batch_matmul ins(%281, %expanded_139 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%283 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc138)
    %collapsed_140 = tensor.collapse_shape %284 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc138)
    %extracted_slice_141 = tensor.extract_slice %collapsed_140[0, 0] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc138)
    %extracted_slice_142 = tensor.extract_slice %collapsed_140[0, 16] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc138)
    %285 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_141 : tensor<32x16xf32>) outs(%26 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc44 at #loc138))):
      %329 = arith.negf %in : f32 loc(#loc140)
      %330 = math.exp %329 : f32 loc(#loc140)
      %331 = arith.addf %330, %cst_1 : f32 loc(#loc140)
      %332 = arith.divf %cst_1, %331 : f32 loc(#loc140)
      linalg.yield %332 : f32 loc(#loc140)
    } -> tensor<32x16xf32> loc(#loc140)
    %286 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_141, %285 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%26 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc107)), %in_161: f32 loc(callsite(#loc44 at #loc138)), %out: f32 loc(callsite(#loc44 at #loc138))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc140)
      linalg.yield %329 : f32 loc(#loc140)
    } -> tensor<32x16xf32> loc(#loc140)
    %287 = linalg.generic {indexing_maps = [#map15, #map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%286, %extracted_slice_142 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%26 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc138)), %in_161: f32 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc138)
      linalg.yield %329 : f32 loc(#loc138)
    } -> tensor<32x16xf32> loc(#loc138)
    %288 = tensor.empty() : tensor<32x32x16xf32> loc(#loc138)
    %289 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_138 : tensor<32xi64>) outs(%288 : tensor<32x32x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      %329 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc138)
      %330 = arith.addi %in, %c8_i64 : i64 loc(#loc138)
      %331 = arith.select %329, %330, %in : i64 loc(#loc138)
      %332 = arith.index_cast %331 : i64 to index loc(#loc138)
      %333 = linalg.index 1 : index loc(#loc138)
      %334 = linalg.index 2 : index loc(#loc138)
      %extracted = tensor.extract %arg21[%332, %333, %334] : tensor<8x32x16xf32> loc(#loc138)
      linalg.yield %extracted : f32 loc(#loc138)
    } -> tensor<32x32x16xf32> loc(#loc138)
    %expanded_143 = tensor.expand_shape %287 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc138)
    %290 = linalg.batch_matmul ins(%289, %expanded_143 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%283 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc138)
    %collapsed_144 = tensor.collapse_shape %290 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc138)
    %expanded_145 = tensor.expand_shape %collapsed_137 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc138)
    %291 = linalg.generic {indexing_maps = [#map15, #map24, #map15], iterator_types = ["parallel", "parallel"]} ins(%collapsed_144, %expanded_145 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%89 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc107)), %in_161: f32 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc138)
      linalg.yield %329 : f32 loc(#loc138)
    } -> tensor<32x32xf32> loc(#loc138)
    %expanded_146 = tensor.expand_shape %291 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc138)
    %292 = linalg.generic {indexing_maps = [#map1, #map22], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_146 : tensor<16x2x32xf32>) outs(%91 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc57 at #loc107)), %out: f32 loc(callsite(#loc57 at #loc107))):
      %329 = arith.addf %in, %out : f32 loc(#loc138)
      linalg.yield %329 : f32 loc(#loc138)
    } -> tensor<16x32xf32> loc(#loc138)
    %expanded_147 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc107)
    %transposed_148 = linalg.transpose ins(%arg23 : tensor<16x32xf32>) outs(%26 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc141)
    %293 = linalg.matmul ins(%collapsed_115, %transposed_148 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%28 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc141)
    %expanded_149 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc141)
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc139)), %out: f32 loc(callsite(#loc44 at #loc139))):
      %329 = arith.negf %in : f32 loc(#loc142)
      %330 = math.exp %329 : f32 loc(#loc142)
      %331 = arith.addf %330, %cst_1 : f32 loc(#loc142)
      %332 = arith.divf %cst_1, %331 : f32 loc(#loc142)
      linalg.yield %332 : f32 loc(#loc142)
    } -> tensor<2x8x16xf32> loc(#loc142)
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %294 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc139)), %in_161: f32 loc(callsite(#loc44 at #loc139)), %out: f32 loc(callsite(#loc44 at #loc139))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc142)
      linalg.yield %329 : f32 loc(#loc142)
    } -> tensor<2x8x16xf32> loc(#loc142)
    %transposed_150 = linalg.transpose ins(%arg24 : tensor<16x32xf32>) outs(%26 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc141)
    %296 = linalg.matmul ins(%collapsed_115, %transposed_150 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%28 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc141)
    %expanded_151 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32> loc(#loc141)
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %expanded_151 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc139)), %in_161: f32 loc(callsite(#loc27 at #loc139)), %out: f32 loc(callsite(#loc43 at #loc108))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc139)
      linalg.yield %329 : f32 loc(#loc139)
    } -> tensor<2x8x16xf32> loc(#loc139)
    %transposed_152 = linalg.transpose ins(%arg25 : tensor<32x16xf32>) outs(%90 : tensor<16x32xf32>) permutation = [1, 0]  loc(#loc141)
    %collapsed_153 = tensor.collapse_shape %297 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32> loc(#loc141)
    %298 = linalg.matmul ins(%collapsed_153, %transposed_152 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%91 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc141)
    %expanded_154 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc141)
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147, %expanded_154 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc58 at #loc74)), %in_161: f32 loc(callsite(#loc27 at #loc139)), %out: f32 loc(callsite(#loc59 at #loc74))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc108)
      linalg.yield %329 : f32 loc(#loc108)
    } -> tensor<2x8x32xf32> loc(#loc108)
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %299 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc67)), %in_161: f32 loc(callsite(#loc59 at #loc74)), %out: f32 loc(callsite(#loc45 at #loc67))):
      %329 = arith.addf %in, %in_161 : f32 loc(#loc83)
      linalg.yield %329 : f32 loc(#loc83)
    } -> tensor<2x8x32xf32> loc(#loc83)
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc45 at #loc67)), %out: f32 loc(callsite(#loc25 at #loc71))):
      %329 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc84)
      linalg.yield %329 : f32 loc(#loc84)
    } -> tensor<2x8x32xf32> loc(#loc84)
    %302 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc71)), %out: f32 loc(callsite(#loc25 at #loc71))):
      %329 = arith.addf %in, %out : f32 loc(#loc84)
      linalg.yield %329 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc71)), %out: f32 loc(callsite(#loc25 at #loc71))):
      %329 = arith.divf %in, %cst_10 : f32 loc(#loc84)
      linalg.yield %329 : f32 loc(#loc84)
    } -> tensor<2x8x1xf32> loc(#loc84)
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc71)), %out: f32 loc(callsite(#loc15 at #loc71))):
      %329 = arith.truncf %cst_8 : f64 to f32 loc(#loc85)
      %330 = arith.addf %in, %329 : f32 loc(#loc85)
      linalg.yield %330 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc71)), %out: f32 loc(callsite(#loc15 at #loc71))):
      %329 = math.rsqrt %in : f32 loc(#loc85)
      linalg.yield %329 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %306 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %305 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc45 at #loc67)), %in_161: f32 loc(callsite(#loc15 at #loc71)), %out: f32 loc(callsite(#loc15 at #loc71))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc85)
      linalg.yield %329 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %307 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %306 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc71)), %in_161: f32 loc(callsite(#loc15 at #loc71)), %out: f32 loc(callsite(#loc26 at #loc71))):
      %329 = arith.mulf %in, %in_161 : f32 loc(#loc86)
      linalg.yield %329 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %transposed_155 = linalg.transpose ins(%arg29 : tensor<64x32xf32>) outs(%101 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc72)
    %collapsed_156 = tensor.collapse_shape %307 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc72)
    %308 = linalg.matmul ins(%collapsed_156, %transposed_155 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc72)
    %collapsed_157 = tensor.collapse_shape %arg31 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc63)
    %309:2 = linalg.generic {indexing_maps = [#map15, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%308 : tensor<16x64xf32>) outs(%220, %218 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62)), %out_161: i64 loc(callsite(#loc4 at #loc62))):
      %329 = linalg.index 1 : index loc(#loc63)
      %330 = arith.index_cast %329 : index to i64 loc(#loc63)
      %331 = arith.maximumf %in, %out : f32 loc(#loc63)
      %332 = arith.cmpf ogt, %in, %out : f32 loc(#loc63)
      %333 = arith.select %332, %330, %out_161 : i64 loc(#loc63)
      linalg.yield %331, %333 : f32, i64 loc(#loc63)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc63)
    %expanded_158 = tensor.expand_shape %309#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc63)
    %310 = linalg.generic {indexing_maps = [#map15, #map24, #map15], iterator_types = ["parallel", "parallel"]} ins(%308, %expanded_158 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %in_161: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16x64xf32> loc(#loc63)
    %311 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%310 : tensor<16x64xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = math.exp %in : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16x64xf32> loc(#loc63)
    %312 = linalg.generic {indexing_maps = [#map15, #map24], iterator_types = ["parallel", "reduction"]} ins(%311 : tensor<16x64xf32>) outs(%273 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16x1xf32> loc(#loc63)
    %313 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%312 : tensor<16x1xf32>) outs(%272 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = math.log %in : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16x1xf32> loc(#loc63)
    %314 = linalg.generic {indexing_maps = [#map15, #map24, #map15], iterator_types = ["parallel", "parallel"]} ins(%310, %313 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%38 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %in_161: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.subf %in, %in_161 : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16x64xf32> loc(#loc63)
    %315 = tensor.empty() : tensor<16xi1> loc(#loc63)
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_157 : tensor<16xi64>) outs(%315 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc62)), %out: i1 loc(callsite(#loc4 at #loc62))):
      %329 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc63)
      linalg.yield %329 : i1 loc(#loc63)
    } -> tensor<16xi1> loc(#loc63)
    %317 = linalg.generic {indexing_maps = [#map2, #map2, #map26, #map2], iterator_types = ["parallel"]} ins(%316, %collapsed_157, %cst_14 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%217 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc62)), %in_161: i64 loc(callsite(#loc4 at #loc62)), %in_162: i64 loc(callsite(#loc4 at #loc62)), %out: i64 loc(callsite(#loc4 at #loc62))):
      %329 = arith.select %in, %in_161, %in_162 : i64 loc(#loc63)
      linalg.yield %329 : i64 loc(#loc63)
    } -> tensor<16xi64> loc(#loc63)
    %expanded_159 = tensor.expand_shape %317 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc63)
    %318 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = ["parallel", "parallel"]} ins(%expanded_159 : tensor<16x1xi64>) outs(%273 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = linalg.index 0 : index loc(#loc63)
      %330 = arith.index_cast %in : i64 to index loc(#loc63)
      %331 = arith.cmpi slt, %330, %c64 : index loc(#loc63)
      cf.assert %331, "index must be smaller than dim size" loc(#loc63)
      %332 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc63)
      cf.assert %332, "index must be larger or equal to 0" loc(#loc63)
      %extracted = tensor.extract %314[%329, %330] : tensor<16x64xf32> loc(#loc63)
      linalg.yield %extracted : f32 loc(#loc63)
    } -> tensor<16x1xf32> loc(#loc63)
    %collapsed_160 = tensor.collapse_shape %318 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc63)
    %319 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_160 : tensor<16xf32>) outs(%219 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.negf %in : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16xf32> loc(#loc63)
    %320 = linalg.generic {indexing_maps = [#map2, #map2, #map26, #map2], iterator_types = ["parallel"]} ins(%316, %319, %cst_5 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%219 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc62)), %in_161: f32 loc(callsite(#loc4 at #loc62)), %in_162: f32 loc(callsite(#loc12 at #loc64)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.select %in, %in_161, %in_162 : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<16xf32> loc(#loc63)
    %321 = tensor.empty() : tensor<i64> loc(#loc63)
    %322 = linalg.fill ins(%c0_i64 : i64) outs(%321 : tensor<i64>) -> tensor<i64> loc(#loc63)
    %323 = linalg.generic {indexing_maps = [#map2, #map26], iterator_types = ["reduction"]} ins(%316 : tensor<16xi1>) outs(%322 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc62)), %out: i64 loc(callsite(#loc4 at #loc62))):
      %329 = arith.extui %in : i1 to i64 loc(#loc63)
      %330 = arith.addi %329, %out : i64 loc(#loc63)
      linalg.yield %330 : i64 loc(#loc63)
    } -> tensor<i64> loc(#loc63)
    %324 = tensor.empty() : tensor<f32> loc(#loc63)
    %325 = linalg.generic {indexing_maps = [#map27, #map27], iterator_types = []} ins(%323 : tensor<i64>) outs(%324 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.sitofp %in : i64 to f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<f32> loc(#loc63)
    %326 = linalg.fill ins(%cst : f32) outs(%324 : tensor<f32>) -> tensor<f32> loc(#loc63)
    %327 = linalg.generic {indexing_maps = [#map2, #map26], iterator_types = ["reduction"]} ins(%320 : tensor<16xf32>) outs(%326 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<f32> loc(#loc63)
    %328 = linalg.generic {indexing_maps = [#map27, #map27, #map27], iterator_types = []} ins(%327, %325 : tensor<f32>, tensor<f32>) outs(%324 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc62)), %in_161: f32 loc(callsite(#loc4 at #loc62)), %out: f32 loc(callsite(#loc4 at #loc62))):
      %329 = arith.divf %in, %in_161 : f32 loc(#loc63)
      linalg.yield %329 : f32 loc(#loc63)
    } -> tensor<f32> loc(#loc63)
    return %328 : tensor<f32> loc(#loc63)
  } loc(#loc73)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     model.embed_tokens.weight
  //   #1 param     model.layers.0.self_attn.q_a_proj.weight
  //   #2 param     model.layers.0.self_attn.q_a_layernorm.weight
  //   #3 param     model.layers.0.self_attn.q_b_proj.weight
  //   #4 param     model.layers.0.self_attn.kv_a_proj_with_mqa.weight
  //   #5 param     model.layers.0.self_attn.kv_a_layernorm.weight
  //   #6 param     model.layers.0.self_attn.kv_b_proj.weight
  //   #7 param     model.layers.0.self_attn.o_proj.weight
  //   #8 param     model.layers.0.mlp.gate_proj.weight
  //   #9 param     model.layers.0.mlp.up_proj.weight
  //   #10 param     model.layers.0.mlp.down_proj.weight
  //   #11 param     model.layers.0.input_layernorm.weight
  //   #12 param     model.layers.0.post_attention_layernorm.weight
  //   #13 param     model.layers.1.self_attn.q_a_proj.weight
  //   #14 param     model.layers.1.self_attn.q_a_layernorm.weight
  //   #15 param     model.layers.1.self_attn.q_b_proj.weight
  //   #16 param     model.layers.1.self_attn.kv_a_proj_with_mqa.weight
  //   #17 param     model.layers.1.self_attn.kv_a_layernorm.weight
  //   #18 param     model.layers.1.self_attn.kv_b_proj.weight
  //   #19 param     model.layers.1.self_attn.o_proj.weight
  //   #20 param     model.layers.1.mlp.experts.gate_up_proj
  //   #21 param     model.layers.1.mlp.experts.down_proj
  //   #22 param     model.layers.1.mlp.gate.weight
  //   #23 param     model.layers.1.mlp.shared_experts.gate_proj.weight
  //   #24 param     model.layers.1.mlp.shared_experts.up_proj.weight
  //   #25 param     model.layers.1.mlp.shared_experts.down_proj.weight
  //   #26 param     model.layers.1.input_layernorm.weight
  //   #27 param     model.layers.1.post_attention_layernorm.weight
  //   #28 param     model.norm.weight
  //   #29 param     lm_head.weight
  //   #30 input     input0
  //   #31 label     label0
  //   #32 hyper     lr
  func.func @train_step(
      %a0: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.embed_tokens.weight"},
      %a1: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_a_proj.weight"},
      %a2: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_a_layernorm.weight"},
      %a3: tensor<64x16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_b_proj.weight"},
      %a4: tensor<24x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.kv_a_proj_with_mqa.weight"},
      %a5: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.kv_a_layernorm.weight"},
      %a6: tensor<64x16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.kv_b_proj.weight"},
      %a7: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.o_proj.weight"},
      %a8: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.gate_proj.weight"},
      %a9: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.up_proj.weight"},
      %a10: tensor<32x64xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.down_proj.weight"},
      %a11: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.input_layernorm.weight"},
      %a12: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.post_attention_layernorm.weight"},
      %a13: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_a_proj.weight"},
      %a14: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_a_layernorm.weight"},
      %a15: tensor<64x16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_b_proj.weight"},
      %a16: tensor<24x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.kv_a_proj_with_mqa.weight"},
      %a17: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.kv_a_layernorm.weight"},
      %a18: tensor<64x16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.kv_b_proj.weight"},
      %a19: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.o_proj.weight"},
      %a20: tensor<8x32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.experts.gate_up_proj"},
      %a21: tensor<8x32x16xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.experts.down_proj"},
      %a22: tensor<8x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.gate.weight"},
      %a23: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_experts.gate_proj.weight"},
      %a24: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_experts.up_proj.weight"},
      %a25: tensor<32x16xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_experts.down_proj.weight"},
      %a26: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.input_layernorm.weight"},
      %a27: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.post_attention_layernorm.weight"},
      %a28: tensor<32xf32> {mpt.role = "param", mpt.name = "model.norm.weight"},
      %a29: tensor<64x32xf32> {mpt.role = "param", mpt.name = "lm_head.weight"},
      %a30: tensor<2x8xi64> {mpt.role = "input"},
      %a31: tensor<2x8xi64> {mpt.role = "label"},
      %a32: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<64x32xf32> {mpt.updates = 0 : i64},
          tensor<16x32xf32> {mpt.updates = 1 : i64},
          tensor<16xf32> {mpt.updates = 2 : i64},
          tensor<64x16xf32> {mpt.updates = 3 : i64},
          tensor<24x32xf32> {mpt.updates = 4 : i64},
          tensor<16xf32> {mpt.updates = 5 : i64},
          tensor<64x16xf32> {mpt.updates = 6 : i64},
          tensor<32x32xf32> {mpt.updates = 7 : i64},
          tensor<64x32xf32> {mpt.updates = 8 : i64},
          tensor<64x32xf32> {mpt.updates = 9 : i64},
          tensor<32x64xf32> {mpt.updates = 10 : i64},
          tensor<32xf32> {mpt.updates = 11 : i64},
          tensor<32xf32> {mpt.updates = 12 : i64},
          tensor<16x32xf32> {mpt.updates = 13 : i64},
          tensor<16xf32> {mpt.updates = 14 : i64},
          tensor<64x16xf32> {mpt.updates = 15 : i64},
          tensor<24x32xf32> {mpt.updates = 16 : i64},
          tensor<16xf32> {mpt.updates = 17 : i64},
          tensor<64x16xf32> {mpt.updates = 18 : i64},
          tensor<32x32xf32> {mpt.updates = 19 : i64},
          tensor<8x32x32xf32> {mpt.updates = 20 : i64},
          tensor<8x32x16xf32> {mpt.updates = 21 : i64},
          tensor<8x32xf32> {mpt.updates = 22 : i64},
          tensor<16x32xf32> {mpt.updates = 23 : i64},
          tensor<16x32xf32> {mpt.updates = 24 : i64},
          tensor<32x16xf32> {mpt.updates = 25 : i64},
          tensor<32xf32> {mpt.updates = 26 : i64},
          tensor<32xf32> {mpt.updates = 27 : i64},
          tensor<32xf32> {mpt.updates = 28 : i64},
          tensor<64x32xf32> {mpt.updates = 29 : i64},
          tensor<f32>) {
    %loss, %g:30 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]
        : (tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<8x32x32xf32>, tensor<8x32x16xf32>, tensor<8x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<8x32x32xf32>, tensor<8x32x16xf32>, tensor<8x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a32 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a32 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a32 {weight_decay = 0.0 : f64} : tensor<16xf32>, tensor<16xf32>
    %p3 = mpt.sgd %a3, %g#3, %a32 {weight_decay = 0.0 : f64} : tensor<64x16xf32>, tensor<64x16xf32>
    %p4 = mpt.sgd %a4, %g#4, %a32 {weight_decay = 0.0 : f64} : tensor<24x32xf32>, tensor<24x32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a32 {weight_decay = 0.0 : f64} : tensor<16xf32>, tensor<16xf32>
    %p6 = mpt.sgd %a6, %g#6, %a32 {weight_decay = 0.0 : f64} : tensor<64x16xf32>, tensor<64x16xf32>
    %p7 = mpt.sgd %a7, %g#7, %a32 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p8 = mpt.sgd %a8, %g#8, %a32 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a32 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a32 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p11 = mpt.sgd %a11, %g#11, %a32 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a32 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a32 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a32 {weight_decay = 0.0 : f64} : tensor<16xf32>, tensor<16xf32>
    %p15 = mpt.sgd %a15, %g#15, %a32 {weight_decay = 0.0 : f64} : tensor<64x16xf32>, tensor<64x16xf32>
    %p16 = mpt.sgd %a16, %g#16, %a32 {weight_decay = 0.0 : f64} : tensor<24x32xf32>, tensor<24x32xf32>
    %p17 = mpt.sgd %a17, %g#17, %a32 {weight_decay = 0.0 : f64} : tensor<16xf32>, tensor<16xf32>
    %p18 = mpt.sgd %a18, %g#18, %a32 {weight_decay = 0.0 : f64} : tensor<64x16xf32>, tensor<64x16xf32>
    %p19 = mpt.sgd %a19, %g#19, %a32 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a32 {weight_decay = 0.0 : f64} : tensor<8x32x32xf32>, tensor<8x32x32xf32>
    %p21 = mpt.sgd %a21, %g#21, %a32 {weight_decay = 0.0 : f64} : tensor<8x32x16xf32>, tensor<8x32x16xf32>
    %p22 = mpt.sgd %a22, %g#22, %a32 {weight_decay = 0.0 : f64} : tensor<8x32xf32>, tensor<8x32xf32>
    %p23 = mpt.sgd %a23, %g#23, %a32 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p24 = mpt.sgd %a24, %g#24, %a32 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p25 = mpt.sgd %a25, %g#25, %a32 {weight_decay = 0.0 : f64} : tensor<32x16xf32>, tensor<32x16xf32>
    %p26 = mpt.sgd %a26, %g#26, %a32 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p27 = mpt.sgd %a27, %g#27, %a32 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p28 = mpt.sgd %a28, %g#28, %a32 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p29 = mpt.sgd %a29, %g#29, %a32 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %loss
        : tensor<64x32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<24x32xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<32x32xf32>, tensor<8x32x32xf32>, tensor<8x32x16xf32>, tensor<8x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":426:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":427:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":429:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":434:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":446:0)
#loc46 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":133:0)
#loc61 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/deepseek_v3/modeling_deepseek_v3.py":686:0)
#loc65 = loc(callsite(#loc61 at #loc63))
#loc72 = loc(callsite(#loc27 at #loc65))
#loc92 = loc(callsite(#loc30 at #loc80))
#loc93 = loc(callsite(#loc31 at #loc80))
#loc94 = loc(callsite(#loc32 at #loc80))
#loc97 = loc(callsite(#loc35 at #loc80))
#loc99 = loc(callsite(#loc37 at #loc80))
#loc119 = loc(callsite(#loc27 at #loc94))
#loc123 = loc(callsite(#loc27 at #loc100))
#loc127 = loc(callsite(#loc46 at #loc87))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
