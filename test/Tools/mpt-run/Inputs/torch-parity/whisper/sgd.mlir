// Exported by mpt_torch from WhisperForConditionalGeneration (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/conv.py":385:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":617:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":950:0)
#loc4 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":1110:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc7 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":791:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":962:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/normalization.py":228:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":396:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":635:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":618:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":620:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":621:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":623:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":312:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":397:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":337:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":345:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":358:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":403:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":406:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":407:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":89:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":409:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":411:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":641:0)
#loc32 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":65:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":737:0)
#loc34 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":67:0)
#loc35 = loc("/work/main/scripts/../python/mpt_torch/export_context.py":68:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":779:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":780:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":214:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":784:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":788:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":475:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":806:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":478:0)
#loc44 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":485:0)
#loc45 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":490:0)
#loc46 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":491:0)
#loc47 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":499:0)
#loc48 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":503:0)
#loc49 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":504:0)
#loc50 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":506:0)
#loc51 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":508:0)
#loc52 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":816:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1) -> (d0, 0)>
#map17 = affine_map<(d0) -> ()>
#map18 = affine_map<() -> ()>
#loc54 = loc(callsite(#loc6 at #loc7))
#loc55 = loc(callsite(#loc5 at #loc54))
#loc56 = loc(callsite(#loc4 at #loc55))
#loc58 = loc(callsite(#loc3 at #loc56))
#loc59 = loc(callsite(#loc9 at #loc56))
#loc61 = loc(callsite(#loc2 at #loc58))
#loc62 = loc(callsite(#loc8 at #loc59))
#loc63 = loc(callsite(#loc12 at #loc58))
#loc64 = loc(callsite(#loc13 at #loc58))
#loc65 = loc(callsite(#loc14 at #loc58))
#loc66 = loc(callsite(#loc15 at #loc58))
#loc67 = loc(callsite(#loc17 at #loc58))
#loc68 = loc(callsite(#loc31 at #loc58))
#loc69 = loc(callsite(#loc33 at #loc59))
#loc70 = loc(callsite(#loc36 at #loc59))
#loc71 = loc(callsite(#loc37 at #loc59))
#loc72 = loc(callsite(#loc39 at #loc59))
#loc73 = loc(callsite(#loc40 at #loc59))
#loc74 = loc(callsite(#loc42 at #loc59))
#loc75 = loc(callsite(#loc52 at #loc59))
#loc76 = loc(callsite(#loc1 at #loc61))
#loc77 = loc(callsite(#loc11 at #loc63))
#loc78 = loc(callsite(#loc1 at #loc64))
#loc79 = loc(callsite(#loc16 at #loc67))
#loc80 = loc(callsite(#loc20 at #loc63))
#loc81 = loc(callsite(#loc25 at #loc63))
#loc82 = loc(callsite(#loc26 at #loc63))
#loc83 = loc(callsite(#loc27 at #loc63))
#loc84 = loc(callsite(#loc29 at #loc63))
#loc85 = loc(callsite(#loc30 at #loc63))
#loc86 = loc(callsite(#loc10 at #loc68))
#loc87 = loc(callsite(#loc32 at #loc69))
#loc88 = loc(callsite(#loc34 at #loc69))
#loc89 = loc(callsite(#loc35 at #loc69))
#loc90 = loc(callsite(#loc38 at #loc72))
#loc91 = loc(callsite(#loc41 at #loc74))
#loc92 = loc(callsite(#loc43 at #loc74))
#loc93 = loc(callsite(#loc44 at #loc74))
#loc94 = loc(callsite(#loc45 at #loc74))
#loc95 = loc(callsite(#loc46 at #loc74))
#loc96 = loc(callsite(#loc47 at #loc74))
#loc97 = loc(callsite(#loc48 at #loc74))
#loc98 = loc(callsite(#loc49 at #loc74))
#loc99 = loc(callsite(#loc50 at #loc74))
#loc100 = loc(callsite(#loc51 at #loc74))
#loc101 = loc(callsite(#loc10 at #loc75))
#loc102 = loc(callsite(#loc10 at #loc77))
#loc103 = loc(callsite(#loc19 at #loc80))
#loc105 = loc(callsite(#loc22 at #loc80))
#loc106 = loc(callsite(#loc23 at #loc80))
#loc107 = loc(callsite(#loc24 at #loc80))
#loc108 = loc(callsite(#loc10 at #loc82))
#loc109 = loc(callsite(#loc18 at #loc83))
#loc110 = loc(callsite(#loc28 at #loc83))
#loc111 = loc(callsite(#loc18 at #loc84))
#loc112 = loc(callsite(#loc10 at #loc91))
#loc113 = loc(callsite(#loc19 at #loc92))
#loc115 = loc(callsite(#loc22 at #loc92))
#loc116 = loc(callsite(#loc23 at #loc92))
#loc117 = loc(callsite(#loc24 at #loc92))
#loc118 = loc(callsite(#loc10 at #loc94))
#loc119 = loc(callsite(#loc19 at #loc95))
#loc121 = loc(callsite(#loc22 at #loc95))
#loc122 = loc(callsite(#loc23 at #loc95))
#loc123 = loc(callsite(#loc24 at #loc95))
#loc124 = loc(callsite(#loc10 at #loc97))
#loc125 = loc(callsite(#loc18 at #loc98))
#loc126 = loc(callsite(#loc28 at #loc98))
#loc127 = loc(callsite(#loc18 at #loc99))
#loc128 = loc(callsite(#loc18 at #loc103))
#loc130 = loc(callsite(#loc18 at #loc105))
#loc131 = loc(callsite(#loc18 at #loc107))
#loc132 = loc(callsite(#loc18 at #loc113))
#loc134 = loc(callsite(#loc18 at #loc115))
#loc135 = loc(callsite(#loc18 at #loc117))
#loc136 = loc(callsite(#loc18 at #loc119))
#loc138 = loc(callsite(#loc18 at #loc121))
#loc139 = loc(callsite(#loc18 at #loc123))
module {
  func.func @forward(%arg0: tensor<32x8x3xf32> loc(callsite(#loc1 at #loc61)), %arg1: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg2: tensor<32x32x3xf32> loc(callsite(#loc1 at #loc61)), %arg3: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg4: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg5: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg6: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg7: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg8: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg9: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg10: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg11: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg12: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg13: tensor<64x32xf32> loc(callsite(#loc1 at #loc61)), %arg14: tensor<64xf32> loc(callsite(#loc1 at #loc61)), %arg15: tensor<32x64xf32> loc(callsite(#loc1 at #loc61)), %arg16: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg17: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg19: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg20: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg21: tensor<64x32xf32> loc(callsite(#loc1 at #loc61)), %arg22: tensor<16x32xf32> loc(callsite(#loc1 at #loc61)), %arg23: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg24: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg25: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg26: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg27: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg28: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg29: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg30: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg31: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg32: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg33: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg34: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg35: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg36: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg37: tensor<32x32xf32> loc(callsite(#loc1 at #loc61)), %arg38: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg39: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg40: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg41: tensor<64x32xf32> loc(callsite(#loc1 at #loc61)), %arg42: tensor<64xf32> loc(callsite(#loc1 at #loc61)), %arg43: tensor<32x64xf32> loc(callsite(#loc1 at #loc61)), %arg44: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg45: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg46: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg47: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg48: tensor<32xf32> loc(callsite(#loc1 at #loc61)), %arg49: tensor<8x32xf32> loc(callsite(#loc1 at #loc61)), %arg50: tensor<64x32xf32> loc(callsite(#loc1 at #loc61)), %arg51: tensor<2x8x16xf32> loc(callsite(#loc1 at #loc61)), %arg52: tensor<2x6xi64> loc(callsite(#loc1 at #loc61)), %arg53: tensor<2x6xi64> loc(callsite(#loc1 at #loc61))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc55)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c8 = arith.constant 8 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c16_i64 = arith.constant 16 : i64 loc(#loc)
    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_2 = arith.constant 0.000000e+00 : f64 loc(#loc)
    %cst_3 = arith.constant 0xFF800000 : f32 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc62)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc62)
    %cst_6 = arith.constant 1.000000e-05 : f64 loc(#loc102)
    %cst_7 = arith.constant 1.41421354 : f32 loc(#loc)
    %cst_8 = arith.constant 3.200000e+01 : f64 loc(#loc)
    %cst_9 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_10 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_11 = arith.constant dense<0> : tensor<i64> loc(#loc55)
    %padded = tensor.pad %arg51 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg54: index loc(callsite(#loc1 at #loc61)), %arg55: index loc(callsite(#loc1 at #loc61)), %arg56: index loc(callsite(#loc1 at #loc61))):
      tensor.yield %cst : f32 loc(#loc76)
    } : tensor<2x8x16xf32> to tensor<2x8x18xf32> loc(#loc76)
    %0 = tensor.empty() : tensor<2x32x16xf32> loc(#loc76)
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<32xf32>) outs(%0 : tensor<2x32x16xf32>) dimensions = [0, 2]  loc(#loc76)
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg0 : tensor<2x8x18xf32>, tensor<32x8x3xf32>) outs(%broadcasted : tensor<2x32x16xf32>) -> tensor<2x32x16xf32> loc(#loc76)
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x32x16xf32>) outs(%0 : tensor<2x32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc61)), %out: f32 loc(callsite(#loc2 at #loc58))):
      %297 = arith.divf %in, %cst_7 : f32 loc(#loc61)
      %298 = math.erf %297 : f32 loc(#loc61)
      %299 = arith.addf %298, %cst_0 : f32 loc(#loc61)
      %300 = arith.mulf %299, %cst_1 : f32 loc(#loc61)
      %301 = arith.mulf %in, %300 : f32 loc(#loc61)
      linalg.yield %301 : f32 loc(#loc61)
    } -> tensor<2x32x16xf32> loc(#loc61)
    %padded_12 = tensor.pad %2 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg54: index loc(callsite(#loc1 at #loc64)), %arg55: index loc(callsite(#loc1 at #loc64)), %arg56: index loc(callsite(#loc1 at #loc64))):
      tensor.yield %cst : f32 loc(#loc78)
    } : tensor<2x32x16xf32> to tensor<2x32x18xf32> loc(#loc78)
    %3 = tensor.empty() : tensor<2x32x8xf32> loc(#loc78)
    %broadcasted_13 = linalg.broadcast ins(%arg3 : tensor<32xf32>) outs(%3 : tensor<2x32x8xf32>) dimensions = [0, 2]  loc(#loc78)
    %4 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_12, %arg2 : tensor<2x32x18xf32>, tensor<32x32x3xf32>) outs(%broadcasted_13 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32> loc(#loc78)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x8xf32>) outs(%3 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc64)), %out: f32 loc(callsite(#loc13 at #loc58))):
      %297 = arith.divf %in, %cst_7 : f32 loc(#loc64)
      %298 = math.erf %297 : f32 loc(#loc64)
      %299 = arith.addf %298, %cst_0 : f32 loc(#loc64)
      %300 = arith.mulf %299, %cst_1 : f32 loc(#loc64)
      %301 = arith.mulf %in, %300 : f32 loc(#loc64)
      linalg.yield %301 : f32 loc(#loc64)
    } -> tensor<2x32x8xf32> loc(#loc64)
    %6 = tensor.empty() : tensor<2x8x32xf32> loc(#loc65)
    %transposed = linalg.transpose ins(%5 : tensor<2x32x8xf32>) outs(%6 : tensor<2x8x32xf32>) permutation = [0, 2, 1]  loc(#loc65)
    %7 = tensor.empty() : tensor<8xi64> loc(#loc66)
    %8 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc15 at #loc58))):
      %297 = linalg.index 0 : index loc(#loc66)
      %298 = arith.index_cast %297 : index to i64 loc(#loc66)
      linalg.yield %298 : i64 loc(#loc66)
    } -> tensor<8xi64> loc(#loc66)
    %9 = tensor.empty() : tensor<8x32xf32> loc(#loc79)
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8xi64>) outs(%9 : tensor<8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc15 at #loc58)), %out: f32 loc(callsite(#loc16 at #loc67))):
      %297 = arith.index_cast %in : i64 to index loc(#loc79)
      %298 = linalg.index 1 : index loc(#loc79)
      %299 = arith.cmpi slt, %297, %c8 : index loc(#loc79)
      cf.assert %299, "index must be smaller than dim size" loc(#loc79)
      %300 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc79)
      cf.assert %300, "index must be larger or equal to 0" loc(#loc79)
      %extracted = tensor.extract %arg49[%297, %298] : tensor<8x32xf32> loc(#loc79)
      linalg.yield %extracted : f32 loc(#loc79)
    } -> tensor<8x32xf32> loc(#loc79)
    %11 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %10 : tensor<2x8x32xf32>, tensor<8x32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc58)), %in_101: f32 loc(callsite(#loc16 at #loc67)), %out: f32 loc(callsite(#loc17 at #loc58))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc67)
      linalg.yield %297 : f32 loc(#loc67)
    } -> tensor<2x8x32xf32> loc(#loc67)
    %12 = tensor.empty() : tensor<2x8x32xf64> loc(#loc102)
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x32xf32>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc58)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.extf %in : f32 to f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x32xf64> loc(#loc102)
    %14 = tensor.empty() : tensor<2x8x1xf64> loc(#loc102)
    %15 = linalg.fill ins(%cst_2 : f64) outs(%14 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64> loc(#loc102)
    %16 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.addf %in, %out : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x1xf64> loc(#loc102)
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x1xf64> loc(#loc102)
    %18 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %in_101: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x32xf64> loc(#loc102)
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %in_101: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x32xf64> loc(#loc102)
    %20 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.addf %in, %out : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x1xf64> loc(#loc102)
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %out: f64 loc(callsite(#loc10 at #loc77))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc102)
      linalg.yield %297 : f64 loc(#loc102)
    } -> tensor<2x8x1xf64> loc(#loc102)
    %22 = tensor.empty() : tensor<2x8x1xf32> loc(#loc102)
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x1xf32> loc(#loc102)
    %24 = linalg.fill ins(%cst : f32) outs(%22 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc102)
    %25 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc58)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.addf %in, %out : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x1xf32> loc(#loc102)
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x1xf32> loc(#loc102)
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc102)
      %298 = arith.addf %in, %297 : f32 loc(#loc102)
      linalg.yield %298 : f32 loc(#loc102)
    } -> tensor<2x8x1xf32> loc(#loc102)
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = math.rsqrt %in : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x1xf32> loc(#loc102)
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc58)), %in_101: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %in_101: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg11 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %in_101: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %32 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg12 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc77)), %in_101: f32 loc(callsite(#loc10 at #loc77)), %out: f32 loc(callsite(#loc10 at #loc77))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc102)
      linalg.yield %297 : f32 loc(#loc102)
    } -> tensor<2x8x32xf32> loc(#loc102)
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc128)
    %33 = tensor.empty() : tensor<32x32xf32> loc(#loc128)
    %transposed_14 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc128)
    %34 = tensor.empty() : tensor<16x32xf32> loc(#loc128)
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc128)
    %36 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc128)
    %37 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc103)), %out: f32 loc(callsite(#loc18 at #loc103))):
      linalg.yield %in : f32 loc(#loc128)
    } -> tensor<16x32xf32> loc(#loc128)
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc103)), %in_101: f32 loc(callsite(#loc18 at #loc103)), %out: f32 loc(callsite(#loc18 at #loc103))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc128)
      linalg.yield %297 : f32 loc(#loc128)
    } -> tensor<16x32xf32> loc(#loc128)
    %expanded = tensor.expand_shape %38 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc128)
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc103)), %out: f32 loc(callsite(#loc19 at #loc80))):
      %297 = arith.mulf %in, %cst_10 : f32 loc(#loc103)
      linalg.yield %297 : f32 loc(#loc103)
    } -> tensor<2x8x32xf32> loc(#loc103)
    %expanded_15 = tensor.expand_shape %39 [[0], [1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<2x8x32xf32> into tensor<2x8x2x16xf32> loc(#loc103)
    %40 = tensor.empty() : tensor<2x2x8x16xf32> loc(#loc103)
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc103)
    %transposed_17 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc129)
    %41 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc129)
    %expanded_18 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32> loc(#loc104)
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc130)
    %42 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc130)
    %43 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc105)), %out: f32 loc(callsite(#loc18 at #loc105))):
      linalg.yield %in : f32 loc(#loc130)
    } -> tensor<16x32xf32> loc(#loc130)
    %44 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc105)), %in_101: f32 loc(callsite(#loc18 at #loc105)), %out: f32 loc(callsite(#loc18 at #loc105))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc130)
      linalg.yield %297 : f32 loc(#loc130)
    } -> tensor<16x32xf32> loc(#loc130)
    %expanded_20 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32> loc(#loc105)
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc105)
    %45 = tensor.empty() : tensor<2x2x16x8xf32> loc(#loc106)
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<2x8x2x16xf32>) outs(%45 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc106)
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc106)
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc106)
    %46 = tensor.empty() : tensor<4x8x8xf32> loc(#loc106)
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc106)
    %48 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%47 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32> loc(#loc106)
    %expanded_25 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32> loc(#loc106)
    %49 = tensor.empty() : tensor<2x2x8xi64> loc(#loc106)
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64> loc(#loc106)
    %51 = tensor.empty() : tensor<2x2x8xf32> loc(#loc106)
    %52 = linalg.fill ins(%cst_3 : f32) outs(%51 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32> loc(#loc106)
    %53:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_25 : tensor<2x2x8x8xf32>) outs(%52, %50 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc80)), %out: f32 loc(callsite(#loc23 at #loc80)), %out_101: i64 loc(callsite(#loc23 at #loc80))):
      %297 = linalg.index 3 : index loc(#loc106)
      %298 = arith.index_cast %297 : index to i64 loc(#loc106)
      %299 = arith.maximumf %in, %out : f32 loc(#loc106)
      %300 = arith.cmpf ogt, %in, %out : f32 loc(#loc106)
      %301 = arith.select %300, %298, %out_101 : i64 loc(#loc106)
      linalg.yield %299, %301 : f32, i64 loc(#loc106)
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>) loc(#loc106)
    %expanded_26 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32> loc(#loc106)
    %54 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc106)
    %55 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_26 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc80)), %in_101: f32 loc(callsite(#loc23 at #loc80)), %out: f32 loc(callsite(#loc23 at #loc80))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc106)
      linalg.yield %297 : f32 loc(#loc106)
    } -> tensor<2x2x8x8xf32> loc(#loc106)
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc80)), %out: f32 loc(callsite(#loc23 at #loc80))):
      %297 = math.exp %in : f32 loc(#loc106)
      linalg.yield %297 : f32 loc(#loc106)
    } -> tensor<2x2x8x8xf32> loc(#loc106)
    %57 = tensor.empty() : tensor<2x2x8x1xf32> loc(#loc106)
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32> loc(#loc106)
    %59 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x8x8xf32>) outs(%58 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc80)), %out: f32 loc(callsite(#loc23 at #loc80))):
      %297 = arith.addf %in, %out : f32 loc(#loc106)
      linalg.yield %297 : f32 loc(#loc106)
    } -> tensor<2x2x8x1xf32> loc(#loc106)
    %60 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%54 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc80)), %in_101: f32 loc(callsite(#loc23 at #loc80)), %out: f32 loc(callsite(#loc23 at #loc80))):
      %297 = arith.divf %in, %in_101 : f32 loc(#loc106)
      linalg.yield %297 : f32 loc(#loc106)
    } -> tensor<2x2x8x8xf32> loc(#loc106)
    %collapsed_27 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32> loc(#loc106)
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc106)
    %61 = tensor.empty() : tensor<4x8x16xf32> loc(#loc106)
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc106)
    %63 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%62 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc(#loc106)
    %expanded_29 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 2, 8, 16] : tensor<4x8x16xf32> into tensor<2x2x8x16xf32> loc(#loc106)
    %64 = tensor.empty() : tensor<2x8x2x16xf32> loc(#loc106)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x2x8x16xf32>) outs(%64 : tensor<2x8x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc106)
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<2x8x2x16xf32> into tensor<16x32xf32> loc(#loc131)
    %transposed_32 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc131)
    %65 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc131)
    %66 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc107)), %out: f32 loc(callsite(#loc18 at #loc107))):
      linalg.yield %in : f32 loc(#loc131)
    } -> tensor<16x32xf32> loc(#loc131)
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc107)), %in_101: f32 loc(callsite(#loc18 at #loc107)), %out: f32 loc(callsite(#loc18 at #loc107))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc131)
      linalg.yield %297 : f32 loc(#loc131)
    } -> tensor<16x32xf32> loc(#loc131)
    %expanded_33 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc131)
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_33 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc58)), %in_101: f32 loc(callsite(#loc18 at #loc107)), %out: f32 loc(callsite(#loc25 at #loc63))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc81)
      linalg.yield %297 : f32 loc(#loc81)
    } -> tensor<2x8x32xf32> loc(#loc81)
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x32xf32>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc63)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.extf %in : f32 to f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x32xf64> loc(#loc108)
    %70 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.addf %in, %out : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x1xf64> loc(#loc108)
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x1xf64> loc(#loc108)
    %72 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %in_101: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x32xf64> loc(#loc108)
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %in_101: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x32xf64> loc(#loc108)
    %74 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.addf %in, %out : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x1xf64> loc(#loc108)
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %out: f64 loc(callsite(#loc10 at #loc82))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc108)
      linalg.yield %297 : f64 loc(#loc108)
    } -> tensor<2x8x1xf64> loc(#loc108)
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x1xf32> loc(#loc108)
    %77 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc63)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.addf %in, %out : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x1xf32> loc(#loc108)
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x1xf32> loc(#loc108)
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc108)
      %298 = arith.addf %in, %297 : f32 loc(#loc108)
      linalg.yield %298 : f32 loc(#loc108)
    } -> tensor<2x8x1xf32> loc(#loc108)
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = math.rsqrt %in : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x1xf32> loc(#loc108)
    %81 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc63)), %in_101: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x32xf32> loc(#loc108)
    %82 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %in_101: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x32xf32> loc(#loc108)
    %83 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %in_101: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x32xf32> loc(#loc108)
    %84 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg18 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc82)), %in_101: f32 loc(callsite(#loc10 at #loc82)), %out: f32 loc(callsite(#loc10 at #loc82))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc108)
      linalg.yield %297 : f32 loc(#loc108)
    } -> tensor<2x8x32xf32> loc(#loc108)
    %collapsed_34 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc109)
    %85 = tensor.empty() : tensor<32x64xf32> loc(#loc109)
    %transposed_35 = linalg.transpose ins(%arg13 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc109)
    %86 = tensor.empty() : tensor<16x64xf32> loc(#loc109)
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc109)
    %88 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%87 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc109)
    %89 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc83)), %out: f32 loc(callsite(#loc18 at #loc83))):
      linalg.yield %in : f32 loc(#loc109)
    } -> tensor<16x64xf32> loc(#loc109)
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%86 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc83)), %in_101: f32 loc(callsite(#loc18 at #loc83)), %out: f32 loc(callsite(#loc18 at #loc83))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc109)
      linalg.yield %297 : f32 loc(#loc109)
    } -> tensor<16x64xf32> loc(#loc109)
    %expanded_36 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32> loc(#loc109)
    %91 = tensor.empty() : tensor<2x8x64xf32> loc(#loc110)
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x8x64xf32>) outs(%91 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc83)), %out: f32 loc(callsite(#loc28 at #loc83))):
      %297 = arith.divf %in, %cst_7 : f32 loc(#loc110)
      %298 = math.erf %297 : f32 loc(#loc110)
      %299 = arith.addf %298, %cst_0 : f32 loc(#loc110)
      %300 = arith.mulf %299, %cst_1 : f32 loc(#loc110)
      %301 = arith.mulf %in, %300 : f32 loc(#loc110)
      linalg.yield %301 : f32 loc(#loc110)
    } -> tensor<2x8x64xf32> loc(#loc110)
    %collapsed_37 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32> loc(#loc111)
    %93 = tensor.empty() : tensor<64x32xf32> loc(#loc111)
    %transposed_38 = linalg.transpose ins(%arg15 : tensor<32x64xf32>) outs(%93 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc111)
    %94 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc111)
    %95 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc84)), %out: f32 loc(callsite(#loc18 at #loc84))):
      linalg.yield %in : f32 loc(#loc111)
    } -> tensor<16x32xf32> loc(#loc111)
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc84)), %in_101: f32 loc(callsite(#loc18 at #loc84)), %out: f32 loc(callsite(#loc18 at #loc84))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc111)
      linalg.yield %297 : f32 loc(#loc111)
    } -> tensor<16x32xf32> loc(#loc111)
    %expanded_39 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc111)
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_39 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc63)), %in_101: f32 loc(callsite(#loc18 at #loc84)), %out: f32 loc(callsite(#loc30 at #loc63))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc85)
      linalg.yield %297 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x32xf32>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc63)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.extf %in : f32 to f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x32xf64> loc(#loc86)
    %99 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.addf %in, %out : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x1xf64> loc(#loc86)
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x1xf64> loc(#loc86)
    %101 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %in_101: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x32xf64> loc(#loc86)
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%12 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %in_101: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x32xf64> loc(#loc86)
    %103 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x8x32xf64>) outs(%15 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.addf %in, %out : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x1xf64> loc(#loc86)
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1xf64>) outs(%14 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %out: f64 loc(callsite(#loc10 at #loc68))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc86)
      linalg.yield %297 : f64 loc(#loc86)
    } -> tensor<2x8x1xf64> loc(#loc86)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x1xf64>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %106 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc63)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.addf %in, %out : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc86)
      %298 = arith.addf %in, %297 : f32 loc(#loc86)
      linalg.yield %298 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x1xf32>) outs(%22 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = math.rsqrt %in : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %110 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc30 at #loc63)), %in_101: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %111 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %in_101: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %112 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %in_101: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %113 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg20 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%6 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc68)), %in_101: f32 loc(callsite(#loc10 at #loc68)), %out: f32 loc(callsite(#loc10 at #loc68))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc86)
      linalg.yield %297 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %114 = tensor.empty() : tensor<2x6x32xf32> loc(#loc87)
    %115 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x6xi64>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc32 at #loc69)), %out: f32 loc(callsite(#loc32 at #loc69))):
      %297 = arith.index_cast %in : i64 to index loc(#loc87)
      %298 = linalg.index 2 : index loc(#loc87)
      %299 = arith.cmpi slt, %297, %c64 : index loc(#loc87)
      cf.assert %299, "index must be smaller than dim size" loc(#loc87)
      %300 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc87)
      cf.assert %300, "index must be larger or equal to 0" loc(#loc87)
      %extracted = tensor.extract %arg21[%297, %298] : tensor<64x32xf32> loc(#loc87)
      linalg.yield %extracted : f32 loc(#loc87)
    } -> tensor<2x6x32xf32> loc(#loc87)
    %116 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x6xi64>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc32 at #loc69)), %out: f32 loc(callsite(#loc34 at #loc69))):
      %297 = arith.index_cast %in : i64 to index loc(#loc88)
      %298 = linalg.index 2 : index loc(#loc88)
      %299 = arith.cmpi slt, %297, %c64 : index loc(#loc88)
      cf.assert %299, "index must be smaller than dim size" loc(#loc88)
      %300 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc88)
      cf.assert %300, "index must be larger or equal to 0" loc(#loc88)
      %extracted = tensor.extract %arg50[%297, %298] : tensor<64x32xf32> loc(#loc88)
      linalg.yield %extracted : f32 loc(#loc88)
    } -> tensor<2x6x32xf32> loc(#loc88)
    %117 = tensor.empty() : tensor<2x6xi1> loc(#loc89)
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x6xi64>) outs(%117 : tensor<2x6xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc32 at #loc69)), %out: i1 loc(callsite(#loc35 at #loc69))):
      %297 = arith.cmpi eq, %in, %c0_i64 : i64 loc(#loc89)
      linalg.yield %297 : i1 loc(#loc89)
    } -> tensor<2x6xi1> loc(#loc89)
    %expanded_40 = tensor.expand_shape %118 [[0], [1, 2]] output_shape [2, 6, 1] : tensor<2x6xi1> into tensor<2x6x1xi1> loc(#loc89)
    %119 = linalg.generic {indexing_maps = [#map5, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %116, %115 : tensor<2x6x1xi1>, tensor<2x6x32xf32>, tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc35 at #loc69)), %in_101: f32 loc(callsite(#loc34 at #loc69)), %in_102: f32 loc(callsite(#loc32 at #loc69)), %out: f32 loc(callsite(#loc35 at #loc69))):
      %297 = arith.select %in, %in_101, %in_102 : f32 loc(#loc89)
      linalg.yield %297 : f32 loc(#loc89)
    } -> tensor<2x6x32xf32> loc(#loc89)
    %120 = tensor.empty() : tensor<6xi64> loc(#loc70)
    %121 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%120 : tensor<6xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc36 at #loc59))):
      %297 = linalg.index 0 : index loc(#loc70)
      %298 = arith.index_cast %297 : index to i64 loc(#loc70)
      linalg.yield %298 : i64 loc(#loc70)
    } -> tensor<6xi64> loc(#loc70)
    %122 = tensor.empty() : tensor<2x6xi64> loc(#loc71)
    %123 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<6xi64>) outs(%122 : tensor<2x6xi64>) {
    ^bb0(%in: i64 loc(callsite(#loc37 at #loc59)), %out: i64 loc(callsite(#loc37 at #loc59))):
      linalg.yield %in : i64 loc(#loc71)
    } -> tensor<2x6xi64> loc(#loc71)
    %124 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x6xi64>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc38 at #loc72)), %out: f32 loc(callsite(#loc38 at #loc72))):
      %297 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc90)
      %298 = arith.addi %in, %c16_i64 : i64 loc(#loc90)
      %299 = arith.select %297, %298, %in : i64 loc(#loc90)
      %300 = arith.index_cast %299 : i64 to index loc(#loc90)
      %301 = linalg.index 2 : index loc(#loc90)
      %extracted = tensor.extract %arg22[%300, %301] : tensor<16x32xf32> loc(#loc90)
      linalg.yield %extracted : f32 loc(#loc90)
    } -> tensor<2x6x32xf32> loc(#loc90)
    %125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<2x6x32xf32>, tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc35 at #loc69)), %in_101: f32 loc(callsite(#loc38 at #loc72)), %out: f32 loc(callsite(#loc40 at #loc59))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc73)
      linalg.yield %297 : f32 loc(#loc73)
    } -> tensor<2x6x32xf32> loc(#loc73)
    %expanded_41 = tensor.expand_shape %121 [[0, 1, 2, 3]] output_shape [1, 1, 6, 1] : tensor<6xi64> into tensor<1x1x6x1xi64> loc(#loc62)
    %expanded_42 = tensor.expand_shape %121 [[0, 1, 2, 3]] output_shape [1, 1, 1, 6] : tensor<6xi64> into tensor<1x1x1x6xi64> loc(#loc62)
    %126 = tensor.empty() : tensor<1x1x6x6xi1> loc(#loc62)
    %127 = linalg.generic {indexing_maps = [#map12, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %expanded_41 : tensor<1x1x1x6xi64>, tensor<1x1x6x1xi64>) outs(%126 : tensor<1x1x6x6xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc59)), %in_101: i64 loc(callsite(#loc8 at #loc59)), %out: i1 loc(callsite(#loc8 at #loc59))):
      %297 = arith.cmpi sle, %in, %in_101 : i64 loc(#loc62)
      linalg.yield %297 : i1 loc(#loc62)
    } -> tensor<1x1x6x6xi1> loc(#loc62)
    %128 = tensor.empty() : tensor<2x1x6x6xi1> loc(#loc62)
    %collapsed_43 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<1x1x6x6xi1> into tensor<1x6x6xi1> loc(#loc62)
    %129 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_43 : tensor<1x6x6xi1>) outs(%128 : tensor<2x1x6x6xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc59)), %out: i1 loc(callsite(#loc8 at #loc59))):
      linalg.yield %in : i1 loc(#loc62)
    } -> tensor<2x1x6x6xi1> loc(#loc62)
    %130 = tensor.empty() : tensor<2x1x6x6xf32> loc(#loc62)
    %131 = linalg.generic {indexing_maps = [#map8, #map14, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %cst_5, %cst_4 : tensor<2x1x6x6xi1>, tensor<f32>, tensor<f32>) outs(%130 : tensor<2x1x6x6xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc59)), %in_101: f32 loc(callsite(#loc8 at #loc59)), %in_102: f32 loc(callsite(#loc8 at #loc59)), %out: f32 loc(callsite(#loc8 at #loc59))):
      %297 = arith.select %in, %in_101, %in_102 : f32 loc(#loc62)
      linalg.yield %297 : f32 loc(#loc62)
    } -> tensor<2x1x6x6xf32> loc(#loc62)
    %132 = tensor.empty() : tensor<2x6x32xf64> loc(#loc112)
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x6x32xf32>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc40 at #loc59)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.extf %in : f32 to f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x32xf64> loc(#loc112)
    %134 = tensor.empty() : tensor<2x6x1xf64> loc(#loc112)
    %135 = linalg.fill ins(%cst_2 : f64) outs(%134 : tensor<2x6x1xf64>) -> tensor<2x6x1xf64> loc(#loc112)
    %136 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.addf %in, %out : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x1xf64> loc(#loc112)
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x1xf64> loc(#loc112)
    %138 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %137 : tensor<2x6x32xf64>, tensor<2x6x1xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %in_101: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x32xf64> loc(#loc112)
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %138 : tensor<2x6x32xf64>, tensor<2x6x32xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %in_101: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x32xf64> loc(#loc112)
    %140 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.addf %in, %out : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x1xf64> loc(#loc112)
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %out: f64 loc(callsite(#loc10 at #loc91))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc112)
      linalg.yield %297 : f64 loc(#loc112)
    } -> tensor<2x6x1xf64> loc(#loc112)
    %142 = tensor.empty() : tensor<2x6x1xf32> loc(#loc112)
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x6x1xf64>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x1xf32> loc(#loc112)
    %144 = linalg.fill ins(%cst : f32) outs(%142 : tensor<2x6x1xf32>) -> tensor<2x6x1xf32> loc(#loc112)
    %145 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<2x6x32xf32>) outs(%144 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc40 at #loc59)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.addf %in, %out : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x1xf32> loc(#loc112)
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x1xf32> loc(#loc112)
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc112)
      %298 = arith.addf %in, %297 : f32 loc(#loc112)
      linalg.yield %298 : f32 loc(#loc112)
    } -> tensor<2x6x1xf32> loc(#loc112)
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = math.rsqrt %in : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x1xf32> loc(#loc112)
    %149 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %146 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc40 at #loc59)), %in_101: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x32xf32> loc(#loc112)
    %150 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %148 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %in_101: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x32xf32> loc(#loc112)
    %151 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg30 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %in_101: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x32xf32> loc(#loc112)
    %152 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %arg31 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc91)), %in_101: f32 loc(callsite(#loc10 at #loc91)), %out: f32 loc(callsite(#loc10 at #loc91))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc112)
      linalg.yield %297 : f32 loc(#loc112)
    } -> tensor<2x6x32xf32> loc(#loc112)
    %collapsed_44 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<2x6x32xf32> into tensor<12x32xf32> loc(#loc132)
    %transposed_45 = linalg.transpose ins(%arg26 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc132)
    %153 = tensor.empty() : tensor<12x32xf32> loc(#loc132)
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc132)
    %155 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc132)
    %156 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc113)), %out: f32 loc(callsite(#loc18 at #loc113))):
      linalg.yield %in : f32 loc(#loc132)
    } -> tensor<12x32xf32> loc(#loc132)
    %157 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%155, %156 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc113)), %in_101: f32 loc(callsite(#loc18 at #loc113)), %out: f32 loc(callsite(#loc18 at #loc113))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc132)
      linalg.yield %297 : f32 loc(#loc132)
    } -> tensor<12x32xf32> loc(#loc132)
    %expanded_46 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [2, 6, 32] : tensor<12x32xf32> into tensor<2x6x32xf32> loc(#loc132)
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc113)), %out: f32 loc(callsite(#loc19 at #loc92))):
      %297 = arith.mulf %in, %cst_10 : f32 loc(#loc113)
      linalg.yield %297 : f32 loc(#loc113)
    } -> tensor<2x6x32xf32> loc(#loc113)
    %expanded_47 = tensor.expand_shape %158 [[0], [1], [2, 3]] output_shape [2, 6, 2, 16] : tensor<2x6x32xf32> into tensor<2x6x2x16xf32> loc(#loc113)
    %159 = tensor.empty() : tensor<2x2x6x16xf32> loc(#loc113)
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x6x2x16xf32>) outs(%159 : tensor<2x2x6x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc113)
    %transposed_49 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc133)
    %160 = linalg.matmul ins(%collapsed_44, %transposed_49 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc133)
    %expanded_50 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [2, 6, 2, 16] : tensor<12x32xf32> into tensor<2x6x2x16xf32> loc(#loc114)
    %transposed_51 = linalg.transpose ins(%arg24 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc134)
    %161 = linalg.matmul ins(%collapsed_44, %transposed_51 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc134)
    %162 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc115)), %out: f32 loc(callsite(#loc18 at #loc115))):
      linalg.yield %in : f32 loc(#loc134)
    } -> tensor<12x32xf32> loc(#loc134)
    %163 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc115)), %in_101: f32 loc(callsite(#loc18 at #loc115)), %out: f32 loc(callsite(#loc18 at #loc115))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc134)
      linalg.yield %297 : f32 loc(#loc134)
    } -> tensor<12x32xf32> loc(#loc134)
    %expanded_52 = tensor.expand_shape %163 [[0, 1], [2, 3]] output_shape [2, 6, 2, 16] : tensor<12x32xf32> into tensor<2x6x2x16xf32> loc(#loc115)
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<2x6x2x16xf32>) outs(%159 : tensor<2x2x6x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc115)
    %164 = tensor.empty() : tensor<2x2x16x6xf32> loc(#loc116)
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<2x6x2x16xf32>) outs(%164 : tensor<2x2x16x6xf32>) permutation = [0, 2, 3, 1]  loc(#loc116)
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x2x6x16xf32> into tensor<4x6x16xf32> loc(#loc116)
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<2x2x16x6xf32> into tensor<4x16x6xf32> loc(#loc116)
    %165 = tensor.empty() : tensor<4x6x6xf32> loc(#loc116)
    %166 = linalg.fill ins(%cst : f32) outs(%165 : tensor<4x6x6xf32>) -> tensor<4x6x6xf32> loc(#loc116)
    %167 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<4x6x16xf32>, tensor<4x16x6xf32>) outs(%166 : tensor<4x6x6xf32>) -> tensor<4x6x6xf32> loc(#loc116)
    %expanded_57 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [2, 2, 6, 6] : tensor<4x6x6xf32> into tensor<2x2x6x6xf32> loc(#loc116)
    %168 = tensor.empty() : tensor<2x2x6x6xf32> loc(#loc116)
    %169 = linalg.generic {indexing_maps = [#map8, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57, %131 : tensor<2x2x6x6xf32>, tensor<2x1x6x6xf32>) outs(%168 : tensor<2x2x6x6xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %in_101: f32 loc(callsite(#loc8 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc92))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc116)
      linalg.yield %297 : f32 loc(#loc116)
    } -> tensor<2x2x6x6xf32> loc(#loc116)
    %170 = tensor.empty() : tensor<2x2x6xi64> loc(#loc116)
    %171 = linalg.fill ins(%c0_i64 : i64) outs(%170 : tensor<2x2x6xi64>) -> tensor<2x2x6xi64> loc(#loc116)
    %172 = tensor.empty() : tensor<2x2x6xf32> loc(#loc116)
    %173 = linalg.fill ins(%cst_3 : f32) outs(%172 : tensor<2x2x6xf32>) -> tensor<2x2x6xf32> loc(#loc116)
    %174:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<2x2x6x6xf32>) outs(%173, %171 : tensor<2x2x6xf32>, tensor<2x2x6xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %out: f32 loc(callsite(#loc23 at #loc92)), %out_101: i64 loc(callsite(#loc23 at #loc92))):
      %297 = linalg.index 3 : index loc(#loc116)
      %298 = arith.index_cast %297 : index to i64 loc(#loc116)
      %299 = arith.maximumf %in, %out : f32 loc(#loc116)
      %300 = arith.cmpf ogt, %in, %out : f32 loc(#loc116)
      %301 = arith.select %300, %298, %out_101 : i64 loc(#loc116)
      linalg.yield %299, %301 : f32, i64 loc(#loc116)
    } -> (tensor<2x2x6xf32>, tensor<2x2x6xi64>) loc(#loc116)
    %expanded_58 = tensor.expand_shape %174#0 [[0], [1], [2, 3]] output_shape [2, 2, 6, 1] : tensor<2x2x6xf32> into tensor<2x2x6x1xf32> loc(#loc116)
    %175 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_58 : tensor<2x2x6x6xf32>, tensor<2x2x6x1xf32>) outs(%168 : tensor<2x2x6x6xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %in_101: f32 loc(callsite(#loc23 at #loc92)), %out: f32 loc(callsite(#loc23 at #loc92))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc116)
      linalg.yield %297 : f32 loc(#loc116)
    } -> tensor<2x2x6x6xf32> loc(#loc116)
    %176 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<2x2x6x6xf32>) outs(%168 : tensor<2x2x6x6xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %out: f32 loc(callsite(#loc23 at #loc92))):
      %297 = math.exp %in : f32 loc(#loc116)
      linalg.yield %297 : f32 loc(#loc116)
    } -> tensor<2x2x6x6xf32> loc(#loc116)
    %177 = tensor.empty() : tensor<2x2x6x1xf32> loc(#loc116)
    %178 = linalg.fill ins(%cst : f32) outs(%177 : tensor<2x2x6x1xf32>) -> tensor<2x2x6x1xf32> loc(#loc116)
    %179 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<2x2x6x6xf32>) outs(%178 : tensor<2x2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %out: f32 loc(callsite(#loc23 at #loc92))):
      %297 = arith.addf %in, %out : f32 loc(#loc116)
      linalg.yield %297 : f32 loc(#loc116)
    } -> tensor<2x2x6x1xf32> loc(#loc116)
    %180 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<2x2x6x6xf32>, tensor<2x2x6x1xf32>) outs(%168 : tensor<2x2x6x6xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc92)), %in_101: f32 loc(callsite(#loc23 at #loc92)), %out: f32 loc(callsite(#loc23 at #loc92))):
      %297 = arith.divf %in, %in_101 : f32 loc(#loc116)
      linalg.yield %297 : f32 loc(#loc116)
    } -> tensor<2x2x6x6xf32> loc(#loc116)
    %collapsed_59 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<2x2x6x6xf32> into tensor<4x6x6xf32> loc(#loc116)
    %collapsed_60 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<2x2x6x16xf32> into tensor<4x6x16xf32> loc(#loc116)
    %181 = tensor.empty() : tensor<4x6x16xf32> loc(#loc116)
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<4x6x16xf32>) -> tensor<4x6x16xf32> loc(#loc116)
    %183 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<4x6x6xf32>, tensor<4x6x16xf32>) outs(%182 : tensor<4x6x16xf32>) -> tensor<4x6x16xf32> loc(#loc116)
    %expanded_61 = tensor.expand_shape %183 [[0, 1], [2], [3]] output_shape [2, 2, 6, 16] : tensor<4x6x16xf32> into tensor<2x2x6x16xf32> loc(#loc116)
    %184 = tensor.empty() : tensor<2x6x2x16xf32> loc(#loc116)
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x2x6x16xf32>) outs(%184 : tensor<2x6x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc116)
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0, 1], [2, 3]] : tensor<2x6x2x16xf32> into tensor<12x32xf32> loc(#loc135)
    %transposed_64 = linalg.transpose ins(%arg28 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc135)
    %185 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc135)
    %186 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc117)), %out: f32 loc(callsite(#loc18 at #loc117))):
      linalg.yield %in : f32 loc(#loc135)
    } -> tensor<12x32xf32> loc(#loc135)
    %187 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185, %186 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc117)), %in_101: f32 loc(callsite(#loc18 at #loc117)), %out: f32 loc(callsite(#loc18 at #loc117))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc135)
      linalg.yield %297 : f32 loc(#loc135)
    } -> tensor<12x32xf32> loc(#loc135)
    %expanded_65 = tensor.expand_shape %187 [[0, 1], [2]] output_shape [2, 6, 32] : tensor<12x32xf32> into tensor<2x6x32xf32> loc(#loc135)
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %expanded_65 : tensor<2x6x32xf32>, tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc40 at #loc59)), %in_101: f32 loc(callsite(#loc18 at #loc117)), %out: f32 loc(callsite(#loc44 at #loc74))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc93)
      linalg.yield %297 : f32 loc(#loc93)
    } -> tensor<2x6x32xf32> loc(#loc93)
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x6x32xf32>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc74)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.extf %in : f32 to f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x32xf64> loc(#loc118)
    %190 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.addf %in, %out : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x1xf64> loc(#loc118)
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x1xf64> loc(#loc118)
    %192 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %191 : tensor<2x6x32xf64>, tensor<2x6x1xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %in_101: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x32xf64> loc(#loc118)
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %192 : tensor<2x6x32xf64>, tensor<2x6x32xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %in_101: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x32xf64> loc(#loc118)
    %194 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.addf %in, %out : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x1xf64> loc(#loc118)
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %out: f64 loc(callsite(#loc10 at #loc94))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc118)
      linalg.yield %297 : f64 loc(#loc118)
    } -> tensor<2x6x1xf64> loc(#loc118)
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x6x1xf64>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x1xf32> loc(#loc118)
    %197 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%188 : tensor<2x6x32xf32>) outs(%144 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc74)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.addf %in, %out : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x1xf32> loc(#loc118)
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x1xf32> loc(#loc118)
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc118)
      %298 = arith.addf %in, %297 : f32 loc(#loc118)
      linalg.yield %298 : f32 loc(#loc118)
    } -> tensor<2x6x1xf32> loc(#loc118)
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = math.rsqrt %in : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x1xf32> loc(#loc118)
    %201 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %198 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc74)), %in_101: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x32xf32> loc(#loc118)
    %202 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %200 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %in_101: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x32xf32> loc(#loc118)
    %203 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %arg39 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %in_101: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x32xf32> loc(#loc118)
    %204 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %arg40 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc94)), %in_101: f32 loc(callsite(#loc10 at #loc94)), %out: f32 loc(callsite(#loc10 at #loc94))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc118)
      linalg.yield %297 : f32 loc(#loc118)
    } -> tensor<2x6x32xf32> loc(#loc118)
    %collapsed_66 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<2x6x32xf32> into tensor<12x32xf32> loc(#loc136)
    %transposed_67 = linalg.transpose ins(%arg35 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc136)
    %205 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc136)
    %206 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc119)), %out: f32 loc(callsite(#loc18 at #loc119))):
      linalg.yield %in : f32 loc(#loc136)
    } -> tensor<12x32xf32> loc(#loc136)
    %207 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%205, %206 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc119)), %in_101: f32 loc(callsite(#loc18 at #loc119)), %out: f32 loc(callsite(#loc18 at #loc119))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc136)
      linalg.yield %297 : f32 loc(#loc136)
    } -> tensor<12x32xf32> loc(#loc136)
    %expanded_68 = tensor.expand_shape %207 [[0, 1], [2]] output_shape [2, 6, 32] : tensor<12x32xf32> into tensor<2x6x32xf32> loc(#loc136)
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc119)), %out: f32 loc(callsite(#loc19 at #loc95))):
      %297 = arith.mulf %in, %cst_10 : f32 loc(#loc119)
      linalg.yield %297 : f32 loc(#loc119)
    } -> tensor<2x6x32xf32> loc(#loc119)
    %expanded_69 = tensor.expand_shape %208 [[0], [1], [2, 3]] output_shape [2, 6, 2, 16] : tensor<2x6x32xf32> into tensor<2x6x2x16xf32> loc(#loc119)
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<2x6x2x16xf32>) outs(%159 : tensor<2x2x6x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc119)
    %transposed_71 = linalg.transpose ins(%arg32 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc137)
    %collapsed_72 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc137)
    %209 = linalg.matmul ins(%collapsed_72, %transposed_71 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc137)
    %expanded_73 = tensor.expand_shape %209 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32> loc(#loc120)
    %transposed_74 = linalg.transpose ins(%arg33 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc138)
    %210 = linalg.matmul ins(%collapsed_72, %transposed_74 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc138)
    %211 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc121)), %out: f32 loc(callsite(#loc18 at #loc121))):
      linalg.yield %in : f32 loc(#loc138)
    } -> tensor<16x32xf32> loc(#loc138)
    %212 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%210, %211 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%34 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc121)), %in_101: f32 loc(callsite(#loc18 at #loc121)), %out: f32 loc(callsite(#loc18 at #loc121))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc138)
      linalg.yield %297 : f32 loc(#loc138)
    } -> tensor<16x32xf32> loc(#loc138)
    %expanded_75 = tensor.expand_shape %212 [[0, 1], [2, 3]] output_shape [2, 8, 2, 16] : tensor<16x32xf32> into tensor<2x8x2x16xf32> loc(#loc121)
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x8x2x16xf32>) outs(%40 : tensor<2x2x8x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc121)
    %transposed_77 = linalg.transpose ins(%expanded_73 : tensor<2x8x2x16xf32>) outs(%45 : tensor<2x2x16x8xf32>) permutation = [0, 2, 3, 1]  loc(#loc122)
    %collapsed_78 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<2x2x6x16xf32> into tensor<4x6x16xf32> loc(#loc122)
    %collapsed_79 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32> loc(#loc122)
    %213 = tensor.empty() : tensor<4x6x8xf32> loc(#loc122)
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<4x6x8xf32>) -> tensor<4x6x8xf32> loc(#loc122)
    %215 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<4x6x16xf32>, tensor<4x16x8xf32>) outs(%214 : tensor<4x6x8xf32>) -> tensor<4x6x8xf32> loc(#loc122)
    %expanded_80 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [2, 2, 6, 8] : tensor<4x6x8xf32> into tensor<2x2x6x8xf32> loc(#loc122)
    %216:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_80 : tensor<2x2x6x8xf32>) outs(%173, %171 : tensor<2x2x6xf32>, tensor<2x2x6xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc95)), %out: f32 loc(callsite(#loc23 at #loc95)), %out_101: i64 loc(callsite(#loc23 at #loc95))):
      %297 = linalg.index 3 : index loc(#loc122)
      %298 = arith.index_cast %297 : index to i64 loc(#loc122)
      %299 = arith.maximumf %in, %out : f32 loc(#loc122)
      %300 = arith.cmpf ogt, %in, %out : f32 loc(#loc122)
      %301 = arith.select %300, %298, %out_101 : i64 loc(#loc122)
      linalg.yield %299, %301 : f32, i64 loc(#loc122)
    } -> (tensor<2x2x6xf32>, tensor<2x2x6xi64>) loc(#loc122)
    %expanded_81 = tensor.expand_shape %216#0 [[0], [1], [2, 3]] output_shape [2, 2, 6, 1] : tensor<2x2x6xf32> into tensor<2x2x6x1xf32> loc(#loc122)
    %217 = tensor.empty() : tensor<2x2x6x8xf32> loc(#loc122)
    %218 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %expanded_81 : tensor<2x2x6x8xf32>, tensor<2x2x6x1xf32>) outs(%217 : tensor<2x2x6x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc95)), %in_101: f32 loc(callsite(#loc23 at #loc95)), %out: f32 loc(callsite(#loc23 at #loc95))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc122)
      linalg.yield %297 : f32 loc(#loc122)
    } -> tensor<2x2x6x8xf32> loc(#loc122)
    %219 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<2x2x6x8xf32>) outs(%217 : tensor<2x2x6x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc95)), %out: f32 loc(callsite(#loc23 at #loc95))):
      %297 = math.exp %in : f32 loc(#loc122)
      linalg.yield %297 : f32 loc(#loc122)
    } -> tensor<2x2x6x8xf32> loc(#loc122)
    %220 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%219 : tensor<2x2x6x8xf32>) outs(%178 : tensor<2x2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc95)), %out: f32 loc(callsite(#loc23 at #loc95))):
      %297 = arith.addf %in, %out : f32 loc(#loc122)
      linalg.yield %297 : f32 loc(#loc122)
    } -> tensor<2x2x6x1xf32> loc(#loc122)
    %221 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %220 : tensor<2x2x6x8xf32>, tensor<2x2x6x1xf32>) outs(%217 : tensor<2x2x6x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc95)), %in_101: f32 loc(callsite(#loc23 at #loc95)), %out: f32 loc(callsite(#loc23 at #loc95))):
      %297 = arith.divf %in, %in_101 : f32 loc(#loc122)
      linalg.yield %297 : f32 loc(#loc122)
    } -> tensor<2x2x6x8xf32> loc(#loc122)
    %collapsed_82 = tensor.collapse_shape %221 [[0, 1], [2], [3]] : tensor<2x2x6x8xf32> into tensor<4x6x8xf32> loc(#loc122)
    %collapsed_83 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32> loc(#loc122)
    %222 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<4x6x8xf32>, tensor<4x8x16xf32>) outs(%182 : tensor<4x6x16xf32>) -> tensor<4x6x16xf32> loc(#loc122)
    %expanded_84 = tensor.expand_shape %222 [[0, 1], [2], [3]] output_shape [2, 2, 6, 16] : tensor<4x6x16xf32> into tensor<2x2x6x16xf32> loc(#loc122)
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<2x2x6x16xf32>) outs(%184 : tensor<2x6x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc122)
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0, 1], [2, 3]] : tensor<2x6x2x16xf32> into tensor<12x32xf32> loc(#loc139)
    %transposed_87 = linalg.transpose ins(%arg37 : tensor<32x32xf32>) outs(%33 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc139)
    %223 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<12x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc139)
    %224 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc123)), %out: f32 loc(callsite(#loc18 at #loc123))):
      linalg.yield %in : f32 loc(#loc139)
    } -> tensor<12x32xf32> loc(#loc139)
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223, %224 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc123)), %in_101: f32 loc(callsite(#loc18 at #loc123)), %out: f32 loc(callsite(#loc18 at #loc123))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc139)
      linalg.yield %297 : f32 loc(#loc139)
    } -> tensor<12x32xf32> loc(#loc139)
    %expanded_88 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [2, 6, 32] : tensor<12x32xf32> into tensor<2x6x32xf32> loc(#loc139)
    %226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %expanded_88 : tensor<2x6x32xf32>, tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc44 at #loc74)), %in_101: f32 loc(callsite(#loc18 at #loc123)), %out: f32 loc(callsite(#loc47 at #loc74))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc96)
      linalg.yield %297 : f32 loc(#loc96)
    } -> tensor<2x6x32xf32> loc(#loc96)
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<2x6x32xf32>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc47 at #loc74)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.extf %in : f32 to f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x32xf64> loc(#loc124)
    %228 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.addf %in, %out : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x1xf64> loc(#loc124)
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x1xf64> loc(#loc124)
    %230 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %229 : tensor<2x6x32xf64>, tensor<2x6x1xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %in_101: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x32xf64> loc(#loc124)
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %230 : tensor<2x6x32xf64>, tensor<2x6x32xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %in_101: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x32xf64> loc(#loc124)
    %232 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.addf %in, %out : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x1xf64> loc(#loc124)
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %out: f64 loc(callsite(#loc10 at #loc97))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc124)
      linalg.yield %297 : f64 loc(#loc124)
    } -> tensor<2x6x1xf64> loc(#loc124)
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x6x1xf64>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x1xf32> loc(#loc124)
    %235 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<2x6x32xf32>) outs(%144 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc47 at #loc74)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.addf %in, %out : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x1xf32> loc(#loc124)
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x1xf32> loc(#loc124)
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc124)
      %298 = arith.addf %in, %297 : f32 loc(#loc124)
      linalg.yield %298 : f32 loc(#loc124)
    } -> tensor<2x6x1xf32> loc(#loc124)
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = math.rsqrt %in : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x1xf32> loc(#loc124)
    %239 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %236 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc47 at #loc74)), %in_101: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x32xf32> loc(#loc124)
    %240 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %238 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %in_101: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x32xf32> loc(#loc124)
    %241 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %arg45 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %in_101: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x32xf32> loc(#loc124)
    %242 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %arg46 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc97)), %in_101: f32 loc(callsite(#loc10 at #loc97)), %out: f32 loc(callsite(#loc10 at #loc97))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc124)
      linalg.yield %297 : f32 loc(#loc124)
    } -> tensor<2x6x32xf32> loc(#loc124)
    %collapsed_89 = tensor.collapse_shape %242 [[0, 1], [2]] : tensor<2x6x32xf32> into tensor<12x32xf32> loc(#loc125)
    %transposed_90 = linalg.transpose ins(%arg41 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc125)
    %243 = tensor.empty() : tensor<12x64xf32> loc(#loc125)
    %244 = linalg.fill ins(%cst : f32) outs(%243 : tensor<12x64xf32>) -> tensor<12x64xf32> loc(#loc125)
    %245 = linalg.matmul ins(%collapsed_89, %transposed_90 : tensor<12x32xf32>, tensor<32x64xf32>) outs(%244 : tensor<12x64xf32>) -> tensor<12x64xf32> loc(#loc125)
    %246 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64xf32>) outs(%243 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc98)), %out: f32 loc(callsite(#loc18 at #loc98))):
      linalg.yield %in : f32 loc(#loc125)
    } -> tensor<12x64xf32> loc(#loc125)
    %247 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%245, %246 : tensor<12x64xf32>, tensor<12x64xf32>) outs(%243 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc98)), %in_101: f32 loc(callsite(#loc18 at #loc98)), %out: f32 loc(callsite(#loc18 at #loc98))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc125)
      linalg.yield %297 : f32 loc(#loc125)
    } -> tensor<12x64xf32> loc(#loc125)
    %expanded_91 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [2, 6, 64] : tensor<12x64xf32> into tensor<2x6x64xf32> loc(#loc125)
    %248 = tensor.empty() : tensor<2x6x64xf32> loc(#loc126)
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<2x6x64xf32>) outs(%248 : tensor<2x6x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc98)), %out: f32 loc(callsite(#loc28 at #loc98))):
      %297 = arith.divf %in, %cst_7 : f32 loc(#loc126)
      %298 = math.erf %297 : f32 loc(#loc126)
      %299 = arith.addf %298, %cst_0 : f32 loc(#loc126)
      %300 = arith.mulf %299, %cst_1 : f32 loc(#loc126)
      %301 = arith.mulf %in, %300 : f32 loc(#loc126)
      linalg.yield %301 : f32 loc(#loc126)
    } -> tensor<2x6x64xf32> loc(#loc126)
    %collapsed_92 = tensor.collapse_shape %249 [[0, 1], [2]] : tensor<2x6x64xf32> into tensor<12x64xf32> loc(#loc127)
    %transposed_93 = linalg.transpose ins(%arg43 : tensor<32x64xf32>) outs(%93 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc127)
    %250 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<12x64xf32>, tensor<64x32xf32>) outs(%154 : tensor<12x32xf32>) -> tensor<12x32xf32> loc(#loc127)
    %251 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc99)), %out: f32 loc(callsite(#loc18 at #loc99))):
      linalg.yield %in : f32 loc(#loc127)
    } -> tensor<12x32xf32> loc(#loc127)
    %252 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%250, %251 : tensor<12x32xf32>, tensor<12x32xf32>) outs(%153 : tensor<12x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc18 at #loc99)), %in_101: f32 loc(callsite(#loc18 at #loc99)), %out: f32 loc(callsite(#loc18 at #loc99))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc127)
      linalg.yield %297 : f32 loc(#loc127)
    } -> tensor<12x32xf32> loc(#loc127)
    %expanded_94 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [2, 6, 32] : tensor<12x32xf32> into tensor<2x6x32xf32> loc(#loc127)
    %253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %expanded_94 : tensor<2x6x32xf32>, tensor<2x6x32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc47 at #loc74)), %in_101: f32 loc(callsite(#loc18 at #loc99)), %out: f32 loc(callsite(#loc51 at #loc74))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc100)
      linalg.yield %297 : f32 loc(#loc100)
    } -> tensor<2x6x32xf32> loc(#loc100)
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x6x32xf32>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f32 loc(callsite(#loc51 at #loc74)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.extf %in : f32 to f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x32xf64> loc(#loc101)
    %255 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.addf %in, %out : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x1xf64> loc(#loc101)
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x1xf64> loc(#loc101)
    %257 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<2x6x32xf64>, tensor<2x6x1xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %in_101: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.subf %in, %in_101 : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x32xf64> loc(#loc101)
    %258 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %257 : tensor<2x6x32xf64>, tensor<2x6x32xf64>) outs(%132 : tensor<2x6x32xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %in_101: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.mulf %in, %in_101 : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x32xf64> loc(#loc101)
    %259 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<2x6x32xf64>) outs(%135 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.addf %in, %out : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x1xf64> loc(#loc101)
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x6x1xf64>) outs(%134 : tensor<2x6x1xf64>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %out: f64 loc(callsite(#loc10 at #loc75))):
      %297 = arith.divf %in, %cst_8 : f64 loc(#loc101)
      linalg.yield %297 : f64 loc(#loc101)
    } -> tensor<2x6x1xf64> loc(#loc101)
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x6x1xf64>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f64 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.truncf %in : f64 to f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x1xf32> loc(#loc101)
    %262 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<2x6x32xf32>) outs(%144 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc51 at #loc74)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.addf %in, %out : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x1xf32> loc(#loc101)
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.divf %in, %cst_9 : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x1xf32> loc(#loc101)
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.truncf %cst_6 : f64 to f32 loc(#loc101)
      %298 = arith.addf %in, %297 : f32 loc(#loc101)
      linalg.yield %298 : f32 loc(#loc101)
    } -> tensor<2x6x1xf32> loc(#loc101)
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x6x1xf32>) outs(%142 : tensor<2x6x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = math.rsqrt %in : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x1xf32> loc(#loc101)
    %266 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %263 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc51 at #loc74)), %in_101: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x32xf32> loc(#loc101)
    %267 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %265 : tensor<2x6x32xf32>, tensor<2x6x1xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_101: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x32xf32> loc(#loc101)
    %268 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %arg47 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_101: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.mulf %in, %in_101 : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x32xf32> loc(#loc101)
    %269 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %arg48 : tensor<2x6x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x6x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc10 at #loc75)), %in_101: f32 loc(callsite(#loc10 at #loc75)), %out: f32 loc(callsite(#loc10 at #loc75))):
      %297 = arith.addf %in, %in_101 : f32 loc(#loc101)
      linalg.yield %297 : f32 loc(#loc101)
    } -> tensor<2x6x32xf32> loc(#loc101)
    %transposed_95 = linalg.transpose ins(%arg21 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc60)
    %collapsed_96 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<2x6x32xf32> into tensor<12x32xf32> loc(#loc60)
    %270 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<12x32xf32>, tensor<32x64xf32>) outs(%244 : tensor<12x64xf32>) -> tensor<12x64xf32> loc(#loc60)
    %collapsed_97 = tensor.collapse_shape %arg53 [[0, 1]] : tensor<2x6xi64> into tensor<12xi64> loc(#loc55)
    %271 = tensor.empty() : tensor<12xi64> loc(#loc55)
    %272 = linalg.fill ins(%c0_i64 : i64) outs(%271 : tensor<12xi64>) -> tensor<12xi64> loc(#loc55)
    %273 = tensor.empty() : tensor<12xf32> loc(#loc55)
    %274 = linalg.fill ins(%cst_3 : f32) outs(%273 : tensor<12xf32>) -> tensor<12xf32> loc(#loc55)
    %275:2 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%270 : tensor<12x64xf32>) outs(%274, %272 : tensor<12xf32>, tensor<12xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54)), %out_101: i64 loc(callsite(#loc5 at #loc54))):
      %297 = linalg.index 1 : index loc(#loc55)
      %298 = arith.index_cast %297 : index to i64 loc(#loc55)
      %299 = arith.maximumf %in, %out : f32 loc(#loc55)
      %300 = arith.cmpf ogt, %in, %out : f32 loc(#loc55)
      %301 = arith.select %300, %298, %out_101 : i64 loc(#loc55)
      linalg.yield %299, %301 : f32, i64 loc(#loc55)
    } -> (tensor<12xf32>, tensor<12xi64>) loc(#loc55)
    %expanded_98 = tensor.expand_shape %275#0 [[0, 1]] output_shape [12, 1] : tensor<12xf32> into tensor<12x1xf32> loc(#loc55)
    %276 = linalg.generic {indexing_maps = [#map3, #map16, #map3], iterator_types = ["parallel", "parallel"]} ins(%270, %expanded_98 : tensor<12x64xf32>, tensor<12x1xf32>) outs(%243 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %in_101: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12x64xf32> loc(#loc55)
    %277 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<12x64xf32>) outs(%243 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = math.exp %in : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12x64xf32> loc(#loc55)
    %278 = tensor.empty() : tensor<12x1xf32> loc(#loc55)
    %279 = linalg.fill ins(%cst : f32) outs(%278 : tensor<12x1xf32>) -> tensor<12x1xf32> loc(#loc55)
    %280 = linalg.generic {indexing_maps = [#map3, #map16], iterator_types = ["parallel", "reduction"]} ins(%277 : tensor<12x64xf32>) outs(%279 : tensor<12x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.addf %in, %out : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12x1xf32> loc(#loc55)
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<12x1xf32>) outs(%278 : tensor<12x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = math.log %in : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12x1xf32> loc(#loc55)
    %282 = linalg.generic {indexing_maps = [#map3, #map16, #map3], iterator_types = ["parallel", "parallel"]} ins(%276, %281 : tensor<12x64xf32>, tensor<12x1xf32>) outs(%243 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %in_101: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.subf %in, %in_101 : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12x64xf32> loc(#loc55)
    %283 = tensor.empty() : tensor<12xi1> loc(#loc55)
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_97 : tensor<12xi64>) outs(%283 : tensor<12xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc54)), %out: i1 loc(callsite(#loc5 at #loc54))):
      %297 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc55)
      linalg.yield %297 : i1 loc(#loc55)
    } -> tensor<12xi1> loc(#loc55)
    %285 = linalg.generic {indexing_maps = [#map1, #map1, #map17, #map1], iterator_types = ["parallel"]} ins(%284, %collapsed_97, %cst_11 : tensor<12xi1>, tensor<12xi64>, tensor<i64>) outs(%271 : tensor<12xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc54)), %in_101: i64 loc(callsite(#loc5 at #loc54)), %in_102: i64 loc(callsite(#loc5 at #loc54)), %out: i64 loc(callsite(#loc5 at #loc54))):
      %297 = arith.select %in, %in_101, %in_102 : i64 loc(#loc55)
      linalg.yield %297 : i64 loc(#loc55)
    } -> tensor<12xi64> loc(#loc55)
    %expanded_99 = tensor.expand_shape %285 [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64> loc(#loc55)
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_99 : tensor<12x1xi64>) outs(%279 : tensor<12x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = linalg.index 0 : index loc(#loc55)
      %298 = arith.index_cast %in : i64 to index loc(#loc55)
      %299 = arith.cmpi slt, %298, %c64 : index loc(#loc55)
      cf.assert %299, "index must be smaller than dim size" loc(#loc55)
      %300 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc55)
      cf.assert %300, "index must be larger or equal to 0" loc(#loc55)
      %extracted = tensor.extract %282[%297, %298] : tensor<12x64xf32> loc(#loc55)
      linalg.yield %extracted : f32 loc(#loc55)
    } -> tensor<12x1xf32> loc(#loc55)
    %collapsed_100 = tensor.collapse_shape %286 [[0, 1]] : tensor<12x1xf32> into tensor<12xf32> loc(#loc55)
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed_100 : tensor<12xf32>) outs(%273 : tensor<12xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.negf %in : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12xf32> loc(#loc55)
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map17, #map1], iterator_types = ["parallel"]} ins(%284, %287, %cst_5 : tensor<12xi1>, tensor<12xf32>, tensor<f32>) outs(%273 : tensor<12xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc54)), %in_101: f32 loc(callsite(#loc5 at #loc54)), %in_102: f32 loc(callsite(#loc8 at #loc59)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.select %in, %in_101, %in_102 : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<12xf32> loc(#loc55)
    %289 = tensor.empty() : tensor<i64> loc(#loc55)
    %290 = linalg.fill ins(%c0_i64 : i64) outs(%289 : tensor<i64>) -> tensor<i64> loc(#loc55)
    %291 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction"]} ins(%284 : tensor<12xi1>) outs(%290 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc5 at #loc54)), %out: i64 loc(callsite(#loc5 at #loc54))):
      %297 = arith.extui %in : i1 to i64 loc(#loc55)
      %298 = arith.addi %297, %out : i64 loc(#loc55)
      linalg.yield %298 : i64 loc(#loc55)
    } -> tensor<i64> loc(#loc55)
    %292 = tensor.empty() : tensor<f32> loc(#loc55)
    %293 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = []} ins(%291 : tensor<i64>) outs(%292 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.sitofp %in : i64 to f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<f32> loc(#loc55)
    %294 = linalg.fill ins(%cst : f32) outs(%292 : tensor<f32>) -> tensor<f32> loc(#loc55)
    %295 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction"]} ins(%288 : tensor<12xf32>) outs(%294 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.addf %in, %out : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<f32> loc(#loc55)
    %296 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = []} ins(%295, %293 : tensor<f32>, tensor<f32>) outs(%292 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc54)), %in_101: f32 loc(callsite(#loc5 at #loc54)), %out: f32 loc(callsite(#loc5 at #loc54))):
      %297 = arith.divf %in, %in_101 : f32 loc(#loc55)
      linalg.yield %297 : f32 loc(#loc55)
    } -> tensor<f32> loc(#loc55)
    return %296 : tensor<f32> loc(#loc55)
  } loc(#loc76)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     model.encoder.conv1.weight
  //   #1 param     model.encoder.conv1.bias
  //   #2 param     model.encoder.conv2.weight
  //   #3 param     model.encoder.conv2.bias
  //   #4 param     model.encoder.layers.0.self_attn.k_proj.weight
  //   #5 param     model.encoder.layers.0.self_attn.v_proj.weight
  //   #6 param     model.encoder.layers.0.self_attn.v_proj.bias
  //   #7 param     model.encoder.layers.0.self_attn.q_proj.weight
  //   #8 param     model.encoder.layers.0.self_attn.q_proj.bias
  //   #9 param     model.encoder.layers.0.self_attn.out_proj.weight
  //   #10 param     model.encoder.layers.0.self_attn.out_proj.bias
  //   #11 param     model.encoder.layers.0.self_attn_layer_norm.weight
  //   #12 param     model.encoder.layers.0.self_attn_layer_norm.bias
  //   #13 param     model.encoder.layers.0.fc1.weight
  //   #14 param     model.encoder.layers.0.fc1.bias
  //   #15 param     model.encoder.layers.0.fc2.weight
  //   #16 param     model.encoder.layers.0.fc2.bias
  //   #17 param     model.encoder.layers.0.final_layer_norm.weight
  //   #18 param     model.encoder.layers.0.final_layer_norm.bias
  //   #19 param     model.encoder.layer_norm.weight
  //   #20 param     model.encoder.layer_norm.bias
  //   #21 param     model.decoder.embed_tokens.weight
  //   #22 param     model.decoder.embed_positions.weight
  //   #23 param     model.decoder.layers.0.self_attn.k_proj.weight
  //   #24 param     model.decoder.layers.0.self_attn.v_proj.weight
  //   #25 param     model.decoder.layers.0.self_attn.v_proj.bias
  //   #26 param     model.decoder.layers.0.self_attn.q_proj.weight
  //   #27 param     model.decoder.layers.0.self_attn.q_proj.bias
  //   #28 param     model.decoder.layers.0.self_attn.out_proj.weight
  //   #29 param     model.decoder.layers.0.self_attn.out_proj.bias
  //   #30 param     model.decoder.layers.0.self_attn_layer_norm.weight
  //   #31 param     model.decoder.layers.0.self_attn_layer_norm.bias
  //   #32 param     model.decoder.layers.0.encoder_attn.k_proj.weight
  //   #33 param     model.decoder.layers.0.encoder_attn.v_proj.weight
  //   #34 param     model.decoder.layers.0.encoder_attn.v_proj.bias
  //   #35 param     model.decoder.layers.0.encoder_attn.q_proj.weight
  //   #36 param     model.decoder.layers.0.encoder_attn.q_proj.bias
  //   #37 param     model.decoder.layers.0.encoder_attn.out_proj.weight
  //   #38 param     model.decoder.layers.0.encoder_attn.out_proj.bias
  //   #39 param     model.decoder.layers.0.encoder_attn_layer_norm.weight
  //   #40 param     model.decoder.layers.0.encoder_attn_layer_norm.bias
  //   #41 param     model.decoder.layers.0.fc1.weight
  //   #42 param     model.decoder.layers.0.fc1.bias
  //   #43 param     model.decoder.layers.0.fc2.weight
  //   #44 param     model.decoder.layers.0.fc2.bias
  //   #45 param     model.decoder.layers.0.final_layer_norm.weight
  //   #46 param     model.decoder.layers.0.final_layer_norm.bias
  //   #47 param     model.decoder.layer_norm.weight
  //   #48 param     model.decoder.layer_norm.bias
  //   #49 frozen    model.encoder.embed_positions.weight
  //   #50 input     input0
  //   #51 input     input1
  //   #52 label     label0
  //   #53 hyper     lr
  func.func @train_step(
      %a0: tensor<32x8x3xf32> {mpt.role = "param", mpt.name = "model.encoder.conv1.weight"},
      %a1: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.conv1.bias"},
      %a2: tensor<32x32x3xf32> {mpt.role = "param", mpt.name = "model.encoder.conv2.weight"},
      %a3: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.conv2.bias"},
      %a4: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.k_proj.weight"},
      %a5: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.v_proj.weight"},
      %a6: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.v_proj.bias"},
      %a7: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.q_proj.weight"},
      %a8: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.q_proj.bias"},
      %a9: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.out_proj.weight"},
      %a10: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn.out_proj.bias"},
      %a11: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn_layer_norm.weight"},
      %a12: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.self_attn_layer_norm.bias"},
      %a13: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.fc1.weight"},
      %a14: tensor<64xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.fc1.bias"},
      %a15: tensor<32x64xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.fc2.weight"},
      %a16: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.fc2.bias"},
      %a17: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.final_layer_norm.weight"},
      %a18: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layers.0.final_layer_norm.bias"},
      %a19: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layer_norm.weight"},
      %a20: tensor<32xf32> {mpt.role = "param", mpt.name = "model.encoder.layer_norm.bias"},
      %a21: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.decoder.embed_tokens.weight"},
      %a22: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.decoder.embed_positions.weight"},
      %a23: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.k_proj.weight"},
      %a24: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.v_proj.weight"},
      %a25: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.v_proj.bias"},
      %a26: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.q_proj.weight"},
      %a27: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.q_proj.bias"},
      %a28: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.out_proj.weight"},
      %a29: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn.out_proj.bias"},
      %a30: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn_layer_norm.weight"},
      %a31: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.self_attn_layer_norm.bias"},
      %a32: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.k_proj.weight"},
      %a33: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.v_proj.weight"},
      %a34: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.v_proj.bias"},
      %a35: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.q_proj.weight"},
      %a36: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.q_proj.bias"},
      %a37: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.out_proj.weight"},
      %a38: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn.out_proj.bias"},
      %a39: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn_layer_norm.weight"},
      %a40: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.encoder_attn_layer_norm.bias"},
      %a41: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.fc1.weight"},
      %a42: tensor<64xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.fc1.bias"},
      %a43: tensor<32x64xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.fc2.weight"},
      %a44: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.fc2.bias"},
      %a45: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.final_layer_norm.weight"},
      %a46: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layers.0.final_layer_norm.bias"},
      %a47: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layer_norm.weight"},
      %a48: tensor<32xf32> {mpt.role = "param", mpt.name = "model.decoder.layer_norm.bias"},
      %a49: tensor<8x32xf32> {mpt.role = "frozen", mpt.name = "model.encoder.embed_positions.weight"},
      %a50: tensor<2x8x16xf32> {mpt.role = "input"},
      %a51: tensor<2x6xi64> {mpt.role = "input"},
      %a52: tensor<2x6xi64> {mpt.role = "label"},
      %a53: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<32x8x3xf32> {mpt.updates = 0 : i64},
          tensor<32xf32> {mpt.updates = 1 : i64},
          tensor<32x32x3xf32> {mpt.updates = 2 : i64},
          tensor<32xf32> {mpt.updates = 3 : i64},
          tensor<32x32xf32> {mpt.updates = 4 : i64},
          tensor<32x32xf32> {mpt.updates = 5 : i64},
          tensor<32xf32> {mpt.updates = 6 : i64},
          tensor<32x32xf32> {mpt.updates = 7 : i64},
          tensor<32xf32> {mpt.updates = 8 : i64},
          tensor<32x32xf32> {mpt.updates = 9 : i64},
          tensor<32xf32> {mpt.updates = 10 : i64},
          tensor<32xf32> {mpt.updates = 11 : i64},
          tensor<32xf32> {mpt.updates = 12 : i64},
          tensor<64x32xf32> {mpt.updates = 13 : i64},
          tensor<64xf32> {mpt.updates = 14 : i64},
          tensor<32x64xf32> {mpt.updates = 15 : i64},
          tensor<32xf32> {mpt.updates = 16 : i64},
          tensor<32xf32> {mpt.updates = 17 : i64},
          tensor<32xf32> {mpt.updates = 18 : i64},
          tensor<32xf32> {mpt.updates = 19 : i64},
          tensor<32xf32> {mpt.updates = 20 : i64},
          tensor<64x32xf32> {mpt.updates = 21 : i64},
          tensor<16x32xf32> {mpt.updates = 22 : i64},
          tensor<32x32xf32> {mpt.updates = 23 : i64},
          tensor<32x32xf32> {mpt.updates = 24 : i64},
          tensor<32xf32> {mpt.updates = 25 : i64},
          tensor<32x32xf32> {mpt.updates = 26 : i64},
          tensor<32xf32> {mpt.updates = 27 : i64},
          tensor<32x32xf32> {mpt.updates = 28 : i64},
          tensor<32xf32> {mpt.updates = 29 : i64},
          tensor<32xf32> {mpt.updates = 30 : i64},
          tensor<32xf32> {mpt.updates = 31 : i64},
          tensor<32x32xf32> {mpt.updates = 32 : i64},
          tensor<32x32xf32> {mpt.updates = 33 : i64},
          tensor<32xf32> {mpt.updates = 34 : i64},
          tensor<32x32xf32> {mpt.updates = 35 : i64},
          tensor<32xf32> {mpt.updates = 36 : i64},
          tensor<32x32xf32> {mpt.updates = 37 : i64},
          tensor<32xf32> {mpt.updates = 38 : i64},
          tensor<32xf32> {mpt.updates = 39 : i64},
          tensor<32xf32> {mpt.updates = 40 : i64},
          tensor<64x32xf32> {mpt.updates = 41 : i64},
          tensor<64xf32> {mpt.updates = 42 : i64},
          tensor<32x64xf32> {mpt.updates = 43 : i64},
          tensor<32xf32> {mpt.updates = 44 : i64},
          tensor<32xf32> {mpt.updates = 45 : i64},
          tensor<32xf32> {mpt.updates = 46 : i64},
          tensor<32xf32> {mpt.updates = 47 : i64},
          tensor<32xf32> {mpt.updates = 48 : i64},
          tensor<f32>) {
    %loss, %g:49 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %a48, %a49, %a21, %a50, %a51, %a52) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48]
        : (tensor<32x8x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<64x32xf32>, tensor<2x8x16xf32>, tensor<2x6xi64>, tensor<2x6xi64>)
        -> (tensor<f32>, tensor<32x8x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a53 {weight_decay = 0.0 : f64} : tensor<32x8x3xf32>, tensor<32x8x3xf32>
    %p1 = mpt.sgd %a1, %g#1, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p2 = mpt.sgd %a2, %g#2, %a53 {weight_decay = 0.0 : f64} : tensor<32x32x3xf32>, tensor<32x32x3xf32>
    %p3 = mpt.sgd %a3, %g#3, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p4 = mpt.sgd %a4, %g#4, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p5 = mpt.sgd %a5, %g#5, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p6 = mpt.sgd %a6, %g#6, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p7 = mpt.sgd %a7, %g#7, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p8 = mpt.sgd %a8, %g#8, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p9 = mpt.sgd %a9, %g#9, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p10 = mpt.sgd %a10, %g#10, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p11 = mpt.sgd %a11, %g#11, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p12 = mpt.sgd %a12, %g#12, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p13 = mpt.sgd %a13, %g#13, %a53 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p14 = mpt.sgd %a14, %g#14, %a53 {weight_decay = 0.0 : f64} : tensor<64xf32>, tensor<64xf32>
    %p15 = mpt.sgd %a15, %g#15, %a53 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p16 = mpt.sgd %a16, %g#16, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p17 = mpt.sgd %a17, %g#17, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p18 = mpt.sgd %a18, %g#18, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p19 = mpt.sgd %a19, %g#19, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p20 = mpt.sgd %a20, %g#20, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p21 = mpt.sgd %a21, %g#21, %a53 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p22 = mpt.sgd %a22, %g#22, %a53 {weight_decay = 0.0 : f64} : tensor<16x32xf32>, tensor<16x32xf32>
    %p23 = mpt.sgd %a23, %g#23, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p24 = mpt.sgd %a24, %g#24, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p25 = mpt.sgd %a25, %g#25, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p26 = mpt.sgd %a26, %g#26, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p27 = mpt.sgd %a27, %g#27, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p28 = mpt.sgd %a28, %g#28, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p29 = mpt.sgd %a29, %g#29, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p30 = mpt.sgd %a30, %g#30, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p31 = mpt.sgd %a31, %g#31, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p32 = mpt.sgd %a32, %g#32, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p33 = mpt.sgd %a33, %g#33, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p34 = mpt.sgd %a34, %g#34, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p35 = mpt.sgd %a35, %g#35, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p36 = mpt.sgd %a36, %g#36, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p37 = mpt.sgd %a37, %g#37, %a53 {weight_decay = 0.0 : f64} : tensor<32x32xf32>, tensor<32x32xf32>
    %p38 = mpt.sgd %a38, %g#38, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p39 = mpt.sgd %a39, %g#39, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p40 = mpt.sgd %a40, %g#40, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p41 = mpt.sgd %a41, %g#41, %a53 {weight_decay = 0.0 : f64} : tensor<64x32xf32>, tensor<64x32xf32>
    %p42 = mpt.sgd %a42, %g#42, %a53 {weight_decay = 0.0 : f64} : tensor<64xf32>, tensor<64xf32>
    %p43 = mpt.sgd %a43, %g#43, %a53 {weight_decay = 0.0 : f64} : tensor<32x64xf32>, tensor<32x64xf32>
    %p44 = mpt.sgd %a44, %g#44, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p45 = mpt.sgd %a45, %g#45, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p46 = mpt.sgd %a46, %g#46, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p47 = mpt.sgd %a47, %g#47, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    %p48 = mpt.sgd %a48, %g#48, %a53 {weight_decay = 0.0 : f64} : tensor<32xf32>, tensor<32xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %p30, %p31, %p32, %p33, %p34, %p35, %p36, %p37, %p38, %p39, %p40, %p41, %p42, %p43, %p44, %p45, %p46, %p47, %p48, %loss
        : tensor<32x8x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":336:0)
#loc53 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/whisper/modeling_whisper.py":1122:0)
#loc57 = loc(callsite(#loc53 at #loc55))
#loc60 = loc(callsite(#loc18 at #loc57))
#loc104 = loc(callsite(#loc21 at #loc80))
#loc114 = loc(callsite(#loc21 at #loc92))
#loc120 = loc(callsite(#loc21 at #loc95))
#loc129 = loc(callsite(#loc18 at #loc104))
#loc133 = loc(callsite(#loc18 at #loc114))
#loc137 = loc(callsite(#loc18 at #loc120))
