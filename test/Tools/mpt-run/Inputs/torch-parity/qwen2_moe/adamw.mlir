// Exported by mpt_torch from Qwen2MoeForCausalLM (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":465:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":643:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":664:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":324:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":344:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":396:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":495:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":487:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":255:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":382:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":69:0)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":380:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":114:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":492:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":472:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":115:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":116:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":117:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":68:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":70:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":241:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":242:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":243:0)
#loc29 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/kernels/_internals/layer/layer.py":856:0)
#loc30 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":246:0)
#loc31 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":267:0)
#loc32 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":391:0)
#loc33 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":395:0)
#loc35 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":134:0)
#loc36 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":343:0)
#loc37 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc38 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":322:0)
#loc39 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":323:0)
#loc40 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":326:0)
#loc41 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/integrations/moe.py":634:0)
#loc42 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":345:0)
#loc43 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":347:0)
#loc44 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":349:0)
#loc45 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":350:0)
#loc46 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":397:0)
#loc47 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":505:0)
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
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1) -> (d0)>
#map18 = affine_map<(d0, d1) -> (d0, 0)>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map22 = affine_map<(d0, d1, d2) -> (d0)>
#map23 = affine_map<(d0) -> ()>
#map24 = affine_map<() -> ()>
#loc49 = loc(callsite(#loc5 at #loc6))
#loc50 = loc(callsite(#loc4 at #loc49))
#loc51 = loc(callsite(#loc3 at #loc50))
#loc52 = loc(callsite(#loc7 at #loc50))
#loc54 = loc(callsite(#loc2 at #loc51))
#loc55 = loc(callsite(#loc11 at #loc51))
#loc56 = loc(callsite(#loc12 at #loc51))
#loc57 = loc(callsite(#loc18 at #loc51))
#loc58 = loc(callsite(#loc19 at #loc51))
#loc59 = loc(callsite(#loc47 at #loc51))
#loc61 = loc(callsite(#loc1 at #loc54))
#loc62 = loc(callsite(#loc10 at #loc55))
#loc63 = loc(callsite(#loc14 at #loc55))
#loc64 = loc(callsite(#loc16 at #loc55))
#loc65 = loc(callsite(#loc17 at #loc57))
#loc66 = loc(callsite(#loc20 at #loc57))
#loc67 = loc(callsite(#loc21 at #loc57))
#loc68 = loc(callsite(#loc22 at #loc57))
#loc69 = loc(callsite(#loc32 at #loc55))
#loc70 = loc(callsite(#loc33 at #loc55))
#loc71 = loc(callsite(#loc46 at #loc55))
#loc72 = loc(callsite(#loc23 at #loc59))
#loc73 = loc(callsite(#loc15 at #loc59))
#loc74 = loc(callsite(#loc24 at #loc59))
#loc75 = loc(callsite(#loc9 at #loc62))
#loc76 = loc(callsite(#loc13 at #loc63))
#loc77 = loc(callsite(#loc15 at #loc64))
#loc78 = loc(callsite(#loc23 at #loc64))
#loc79 = loc(callsite(#loc24 at #loc64))
#loc80 = loc(callsite(#loc26 at #loc63))
#loc81 = loc(callsite(#loc27 at #loc63))
#loc82 = loc(callsite(#loc28 at #loc63))
#loc83 = loc(callsite(#loc30 at #loc63))
#loc84 = loc(callsite(#loc31 at #loc63))
#loc85 = loc(callsite(#loc23 at #loc70))
#loc86 = loc(callsite(#loc15 at #loc70))
#loc87 = loc(callsite(#loc24 at #loc70))
#loc89 = loc(callsite(#loc36 at #loc62))
#loc90 = loc(callsite(#loc42 at #loc62))
#loc91 = loc(callsite(#loc43 at #loc62))
#loc92 = loc(callsite(#loc44 at #loc62))
#loc93 = loc(callsite(#loc45 at #loc62))
#loc94 = loc(callsite(#loc8 at #loc75))
#loc95 = loc(callsite(#loc25 at #loc80))
#loc96 = loc(callsite(#loc25 at #loc81))
#loc97 = loc(callsite(#loc25 at #loc82))
#loc98 = loc(callsite(#loc29 at #loc83))
#loc99 = loc(callsite(#loc25 at #loc84))
#loc100 = loc(callsite(#loc35 at #loc89))
#loc101 = loc(callsite(#loc38 at #loc75))
#loc102 = loc(callsite(#loc39 at #loc75))
#loc103 = loc(callsite(#loc40 at #loc75))
#loc104 = loc(callsite(#loc41 at #loc90))
#loc105 = loc(callsite(#loc25 at #loc91))
#loc106 = loc(callsite(#loc25 at #loc100))
#loc107 = loc(callsite(#loc37 at #loc100))
#loc108 = loc(callsite(#loc37 at #loc104))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc54)), %arg1: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg2: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg3: tensor<16x32xf32> loc(callsite(#loc1 at #loc54)), %arg4: tensor<16xf32> loc(callsite(#loc1 at #loc54)), %arg5: tensor<16x32xf32> loc(callsite(#loc1 at #loc54)), %arg6: tensor<16xf32> loc(callsite(#loc1 at #loc54)), %arg7: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg8: tensor<4x32xf32> loc(callsite(#loc1 at #loc54)), %arg9: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc54)), %arg10: tensor<4x32x16xf32> loc(callsite(#loc1 at #loc54)), %arg11: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg12: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg13: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg14: tensor<1x32xf32> loc(callsite(#loc1 at #loc54)), %arg15: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg16: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg17: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg18: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg19: tensor<16x32xf32> loc(callsite(#loc1 at #loc54)), %arg20: tensor<16xf32> loc(callsite(#loc1 at #loc54)), %arg21: tensor<16x32xf32> loc(callsite(#loc1 at #loc54)), %arg22: tensor<16xf32> loc(callsite(#loc1 at #loc54)), %arg23: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg24: tensor<4x32xf32> loc(callsite(#loc1 at #loc54)), %arg25: tensor<4x32x32xf32> loc(callsite(#loc1 at #loc54)), %arg26: tensor<4x32x16xf32> loc(callsite(#loc1 at #loc54)), %arg27: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg28: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg29: tensor<32x32xf32> loc(callsite(#loc1 at #loc54)), %arg30: tensor<1x32xf32> loc(callsite(#loc1 at #loc54)), %arg31: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg32: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg33: tensor<32xf32> loc(callsite(#loc1 at #loc54)), %arg34: tensor<64x32xf32> loc(callsite(#loc1 at #loc54)), %arg35: tensor<2x8xi64> loc(callsite(#loc1 at #loc54)), %arg36: tensor<2x8xi64> loc(callsite(#loc1 at #loc54))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc50)
    %c4_i64 = arith.constant 4 : i64 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %c4 = arith.constant 4 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc)
    %cst_1 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %false = arith.constant false loc(#loc)
    %c-2147483648_i32 = arith.constant -2147483648 : i32 loc(#loc)
    %cst_2 = arith.constant dense<-1.000000e+00> : tensor<f32> loc(#loc52)
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32> loc(#loc52)
    %cst_4 = arith.constant dense<4.000000e+00> : tensor<f32> loc(#loc52)
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<4xf32> loc(#loc52)
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32> loc(#loc94)
    %cst_7 = arith.constant dense<-3.40282347E+38> : tensor<f32> loc(#loc56)
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc56)
    %cst_9 = arith.constant 2.000000e-02 : f64 loc(#loc50)
    %cst_10 = arith.constant 0.35355339059327379 : f64 loc(#loc76)
    %cst_11 = arith.constant 9.9999999999999995E-7 : f64 loc(#loc77)
    %cst_12 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32> loc(#loc65)
    %cst_13 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_14 = arith.constant 4.000000e+00 : f32 loc(#loc)
    %cst_15 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_16 = arith.constant dense<0> : tensor<i64> loc(#loc50)
    %cst_17 = arith.constant dense<0> : tensor<i32> loc(#loc94)
    %cst_18 = arith.constant dense<1> : tensor<16x4xi32> loc(#loc94)
    %cst_19 = arith.constant dense<2> : tensor<i64> loc(#loc94)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc61)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc54)), %out: f32 loc(callsite(#loc1 at #loc54))):
      %358 = arith.index_cast %in : i64 to index loc(#loc61)
      %359 = linalg.index 2 : index loc(#loc61)
      %360 = arith.cmpi slt, %358, %c64 : index loc(#loc61)
      cf.assert %360, "index must be smaller than dim size" loc(#loc61)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc61)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc61)
      %extracted = tensor.extract %arg0[%358, %359] : tensor<64x32xf32> loc(#loc61)
      linalg.yield %extracted : f32 loc(#loc61)
    } -> tensor<2x8x32xf32> loc(#loc61)
    %2 = tensor.empty() : tensor<8xi64> loc(#loc58)
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc19 at #loc51))):
      %358 = linalg.index 0 : index loc(#loc58)
      %359 = arith.index_cast %358 : index to i64 loc(#loc58)
      linalg.yield %359 : i64 loc(#loc58)
    } -> tensor<8xi64> loc(#loc58)
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64> loc(#loc56)
    %expanded_20 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64> loc(#loc56)
    %4 = tensor.empty() : tensor<1x1x8x8xi1> loc(#loc56)
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc12 at #loc51)), %in_148: i64 loc(callsite(#loc12 at #loc51)), %out: i1 loc(callsite(#loc12 at #loc51))):
      %358 = arith.cmpi sle, %in, %in_148 : i64 loc(#loc56)
      linalg.yield %358 : i1 loc(#loc56)
    } -> tensor<1x1x8x8xi1> loc(#loc56)
    %6 = tensor.empty() : tensor<2x1x8x8xi1> loc(#loc56)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x1x8x8xi1> into tensor<1x8x8xi1> loc(#loc56)
    %7 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x8xi1>) outs(%6 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc51)), %out: i1 loc(callsite(#loc12 at #loc51))):
      linalg.yield %in : i1 loc(#loc56)
    } -> tensor<2x1x8x8xi1> loc(#loc56)
    %8 = tensor.empty() : tensor<2x1x8x8xf32> loc(#loc56)
    %9 = linalg.generic {indexing_maps = [#map5, #map7, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc12 at #loc51)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %in_149: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc12 at #loc51))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc56)
      linalg.yield %358 : f32 loc(#loc56)
    } -> tensor<2x1x8x8xf32> loc(#loc56)
    %expanded_21 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64> loc(#loc65)
    %10 = tensor.empty() : tensor<1x8x1xf32> loc(#loc65)
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc17 at #loc57)), %out: f32 loc(callsite(#loc17 at #loc57))):
      %358 = arith.sitofp %in : i64 to f32 loc(#loc65)
      linalg.yield %358 : f32 loc(#loc65)
    } -> tensor<1x8x1xf32> loc(#loc65)
    %12 = tensor.empty() : tensor<1x8x4xf32> loc(#loc65)
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_12 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%12 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc57)), %in_148: f32 loc(callsite(#loc17 at #loc57)), %out: f32 loc(callsite(#loc17 at #loc57))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc65)
      linalg.yield %358 : f32 loc(#loc65)
    } -> tensor<1x8x4xf32> loc(#loc65)
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc(#loc66)
    %14 = tensor.empty() : tensor<1x8x8xf32> loc(#loc67)
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc57)), %out: f32 loc(callsite(#loc21 at #loc57))):
      %358 = math.cos %in : f32 loc(#loc67)
      linalg.yield %358 : f32 loc(#loc67)
    } -> tensor<1x8x8xf32> loc(#loc67)
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc20 at #loc57)), %out: f32 loc(callsite(#loc22 at #loc57))):
      %358 = math.sin %in : f32 loc(#loc68)
      linalg.yield %358 : f32 loc(#loc68)
    } -> tensor<1x8x8xf32> loc(#loc68)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc54)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x32xf32> loc(#loc78)
    %18 = tensor.empty() : tensor<2x8x1xf32> loc(#loc78)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc78)
    %20 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = arith.addf %in, %out : f32 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x1xf32> loc(#loc78)
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x1xf32> loc(#loc78)
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = arith.truncf %cst_11 : f64 to f32 loc(#loc77)
      %359 = arith.addf %in, %358 : f32 loc(#loc77)
      linalg.yield %359 : f32 loc(#loc77)
    } -> tensor<2x8x1xf32> loc(#loc77)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = math.rsqrt %in : f32 loc(#loc77)
      linalg.yield %358 : f32 loc(#loc77)
    } -> tensor<2x8x1xf32> loc(#loc77)
    %24 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc54)), %in_148: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc77)
      linalg.yield %358 : f32 loc(#loc77)
    } -> tensor<2x8x32xf32> loc(#loc77)
    %25 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %24 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc64)), %in_148: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc24 at #loc64))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc79)
      linalg.yield %358 : f32 loc(#loc79)
    } -> tensor<2x8x32xf32> loc(#loc79)
    %collapsed_22 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc95)
    %26 = tensor.empty() : tensor<32x32xf32> loc(#loc95)
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc95)
    %27 = tensor.empty() : tensor<16x32xf32> loc(#loc95)
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc95)
    %29 = linalg.matmul ins(%collapsed_22, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc95)
    %30 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc80))):
      linalg.yield %in : f32 loc(#loc95)
    } -> tensor<16x32xf32> loc(#loc95)
    %31 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc80)), %in_148: f32 loc(callsite(#loc25 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc80))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc95)
      linalg.yield %358 : f32 loc(#loc95)
    } -> tensor<16x32xf32> loc(#loc95)
    %expanded_23 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc80)
    %32 = tensor.empty() : tensor<2x4x8x8xf32> loc(#loc80)
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x8x4x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc80)
    %33 = tensor.empty() : tensor<32x16xf32> loc(#loc96)
    %transposed_25 = linalg.transpose ins(%arg3 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc96)
    %34 = tensor.empty() : tensor<16x16xf32> loc(#loc96)
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc96)
    %36 = linalg.matmul ins(%collapsed_22, %transposed_25 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc96)
    %37 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc81)), %out: f32 loc(callsite(#loc25 at #loc81))):
      linalg.yield %in : f32 loc(#loc96)
    } -> tensor<16x16xf32> loc(#loc96)
    %38 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc81)), %in_148: f32 loc(callsite(#loc25 at #loc81)), %out: f32 loc(callsite(#loc25 at #loc81))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc96)
      linalg.yield %358 : f32 loc(#loc96)
    } -> tensor<16x16xf32> loc(#loc96)
    %expanded_26 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc81)
    %39 = tensor.empty() : tensor<2x2x8x8xf32> loc(#loc81)
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x8x2x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc81)
    %transposed_28 = linalg.transpose ins(%arg5 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc97)
    %40 = linalg.matmul ins(%collapsed_22, %transposed_28 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc97)
    %41 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      linalg.yield %in : f32 loc(#loc97)
    } -> tensor<16x16xf32> loc(#loc97)
    %42 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %in_148: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc97)
      linalg.yield %358 : f32 loc(#loc97)
    } -> tensor<16x16xf32> loc(#loc97)
    %expanded_29 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc82)
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<2x8x2x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc82)
    %expanded_31 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc98)
    %expanded_32 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32> loc(#loc98)
    %43 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24, %expanded_31 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc63)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %extracted_slice = tensor.extract_slice %transposed_24[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_33 = tensor.extract_slice %transposed_24[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %44 = tensor.empty() : tensor<2x4x8x4xf32> loc(#loc98)
    %45 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.negf %in : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %concat_34 = tensor.concat dim(3) %45, %extracted_slice : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc98)
    %46 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_34, %expanded_32 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %47 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %48 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27, %expanded_31 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc63)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %extracted_slice_35 = tensor.extract_slice %transposed_27[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc98)
    %extracted_slice_36 = tensor.extract_slice %transposed_27[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc98)
    %49 = tensor.empty() : tensor<2x2x8x4xf32> loc(#loc98)
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x2x8x4xf32>) outs(%49 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.negf %in : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x4xf32> loc(#loc98)
    %concat_37 = tensor.concat dim(3) %50, %extracted_slice_35 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc98)
    %51 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %expanded_32 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %52 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %53 = tensor.empty() : tensor<2x2x2x8x8xf32> loc(#loc76)
    %54 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x2x8x8xf32>) outs(%53 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      linalg.yield %in : f32 loc(#loc76)
    } -> tensor<2x2x2x8x8xf32> loc(#loc76)
    %collapsed_38 = tensor.collapse_shape %54 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %55 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<2x2x8x8xf32>) outs(%53 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      linalg.yield %in : f32 loc(#loc76)
    } -> tensor<2x2x2x8x8xf32> loc(#loc76)
    %transposed_39 = linalg.transpose ins(%collapsed_38 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc76)
    %collapsed_40 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %56 = tensor.empty() : tensor<8x8x8xf32> loc(#loc76)
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc76)
    %58 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc76)
    %expanded_42 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.truncf %cst_10 : f64 to f32 loc(#loc76)
      %359 = arith.mulf %in, %358 : f32 loc(#loc76)
      linalg.yield %359 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %60 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %61 = tensor.empty() : tensor<2x4x8xi64> loc(#loc76)
    %62 = linalg.fill ins(%c0_i64 : i64) outs(%61 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64> loc(#loc76)
    %63 = tensor.empty() : tensor<2x4x8xf32> loc(#loc76)
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32> loc(#loc76)
    %65:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63)), %out_148: i64 loc(callsite(#loc13 at #loc63))):
      %358 = linalg.index 3 : index loc(#loc76)
      %359 = arith.index_cast %358 : index to i64 loc(#loc76)
      %360 = arith.maximumf %in, %out : f32 loc(#loc76)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc76)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc76)
      linalg.yield %360, %362 : f32, i64 loc(#loc76)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc76)
    %expanded_43 = tensor.expand_shape %65#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc76)
    %66 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_43 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = math.exp %in : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %68 = tensor.empty() : tensor<2x4x8x1xf32> loc(#loc76)
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32> loc(#loc76)
    %70 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.addf %in, %out : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x1xf32> loc(#loc76)
    %71 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %collapsed_44 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %collapsed_45 = tensor.collapse_shape %55 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %72 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc76)
    %expanded_46 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %73 = tensor.empty() : tensor<2x8x4x8xf32> loc(#loc76)
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_48 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc99)
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc99)
    %74 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc99)
    %expanded_50 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc99)
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_50 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc54)), %in_148: f32 loc(callsite(#loc25 at #loc84)), %out: f32 loc(callsite(#loc32 at #loc55))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc69)
      linalg.yield %358 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %77 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = arith.truncf %cst_11 : f64 to f32 loc(#loc86)
      %359 = arith.addf %in, %358 : f32 loc(#loc86)
      linalg.yield %359 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = math.rsqrt %in : f32 loc(#loc86)
      linalg.yield %358 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %81 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %in_148: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc86)
      linalg.yield %358 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %82 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %81 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc70)), %in_148: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc87)
      linalg.yield %358 : f32 loc(#loc87)
    } -> tensor<2x8x32xf32> loc(#loc87)
    %collapsed_51 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc88)
    %transposed_52 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %83 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %84 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc37 at #loc100))):
      %358 = arith.negf %in : f32 loc(#loc107)
      %359 = math.exp %358 : f32 loc(#loc107)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc107)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc107)
      linalg.yield %361 : f32 loc(#loc107)
    } -> tensor<16x32xf32> loc(#loc107)
    %85 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc100)), %in_148: f32 loc(callsite(#loc37 at #loc100)), %out: f32 loc(callsite(#loc37 at #loc100))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc107)
      linalg.yield %358 : f32 loc(#loc107)
    } -> tensor<16x32xf32> loc(#loc107)
    %transposed_53 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %86 = linalg.matmul ins(%collapsed_51, %transposed_53 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %87 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc100)), %in_148: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc35 at #loc89))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc100)
      linalg.yield %358 : f32 loc(#loc100)
    } -> tensor<16x32xf32> loc(#loc100)
    %transposed_54 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %88 = linalg.matmul ins(%87, %transposed_54 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %89 = tensor.empty() : tensor<32x4xf32> loc(#loc101)
    %transposed_55 = linalg.transpose ins(%arg8 : tensor<4x32xf32>) outs(%89 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc101)
    %90 = tensor.empty() : tensor<16x4xf32> loc(#loc101)
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc101)
    %92 = linalg.matmul ins(%collapsed_51, %transposed_55 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%91 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc101)
    %93 = tensor.empty() : tensor<16xi64> loc(#loc102)
    %94 = linalg.fill ins(%c0_i64 : i64) outs(%93 : tensor<16xi64>) -> tensor<16xi64> loc(#loc102)
    %95 = tensor.empty() : tensor<16xf32> loc(#loc102)
    %96 = linalg.fill ins(%cst_0 : f32) outs(%95 : tensor<16xf32>) -> tensor<16xf32> loc(#loc102)
    %97:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%92 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75)), %out_148: i64 loc(callsite(#loc39 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc102)
      %359 = arith.index_cast %358 : index to i64 loc(#loc102)
      %360 = arith.maximumf %in, %out : f32 loc(#loc102)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc102)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc102)
      linalg.yield %360, %362 : f32, i64 loc(#loc102)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc102)
    %expanded_56 = tensor.expand_shape %97#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc102)
    %98 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%92, %expanded_56 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %99 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = math.exp %in : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %100 = tensor.empty() : tensor<16x1xf32> loc(#loc102)
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc102)
    %102 = linalg.generic {indexing_maps = [#map11, #map18], iterator_types = ["parallel", "reduction"]} ins(%99 : tensor<16x4xf32>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.addf %in, %out : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x1xf32> loc(#loc102)
    %103 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%99, %102 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %104 = tensor.empty() : tensor<4xi64> loc(#loc94)
    %105 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%104 : tensor<4xi64>) {
    ^bb0(%out: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      linalg.yield %359 : i64 loc(#loc94)
    } -> tensor<4xi64> loc(#loc94)
    %expanded_57 = tensor.expand_shape %105 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64> loc(#loc94)
    %106 = tensor.empty() : tensor<16x4xi1> loc(#loc94)
    %107 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%103, %103 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.cmpf une, %in, %in_148 : f32 loc(#loc94)
      linalg.yield %358 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %108 = tensor.empty() : tensor<16x4xi32> loc(#loc94)
    %109 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<16x4xi1>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extui %in : i1 to i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %110 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %109 : tensor<i64>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.trunci %in : i64 to i32 loc(#loc94)
      %359 = arith.subi %358, %in_148 : i32 loc(#loc94)
      linalg.yield %359 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %111 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %110 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.muli %in, %in_148 : i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %112 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc94)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc94)
      linalg.yield %359 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %113 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%112, %cst_6, %103 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc94)
      linalg.yield %358 : f32 loc(#loc94)
    } -> tensor<16x4xf32> loc(#loc94)
    %114:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%113 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maximumf %in, %out : f32 loc(#loc94)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : f32, i64 loc(#loc94)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc94)
    %expanded_58 = tensor.expand_shape %114#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %115 = tensor.empty() : tensor<16x1xi1> loc(#loc94)
    %116 = linalg.fill ins(%false : i1) outs(%115 : tensor<16x1xi1>) -> tensor<16x1xi1> loc(#loc94)
    %117 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_58 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %112[%358, %359] : tensor<16x4xi1> loc(#loc94)
      linalg.yield %extracted : i1 loc(#loc94)
    } -> tensor<16x1xi1> loc(#loc94)
    %118 = tensor.empty() : tensor<16xi32> loc(#loc94)
    %119 = linalg.fill ins(%c-2147483648_i32 : i32) outs(%118 : tensor<16xi32>) -> tensor<16xi32> loc(#loc94)
    %120:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%111 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maxsi %in, %out : i32 loc(#loc94)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : i32, i64 loc(#loc94)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc94)
    %expanded_59 = tensor.expand_shape %120#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %121 = tensor.empty() : tensor<16x1xi64> loc(#loc94)
    %122 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%117, %expanded_59, %expanded_58 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %in_149: i64 loc(callsite(#loc8 at #loc75)), %out: i64 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc94)
      linalg.yield %358 : i64 loc(#loc94)
    } -> tensor<16x1xi64> loc(#loc94)
    %123 = linalg.generic {indexing_maps = [#map20, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %122 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.cmpi eq, %in, %in_148 : i64 loc(#loc94)
      linalg.yield %358 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %124 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%123, %cst_17, %111 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %in_149: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %125 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc94)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc94)
      linalg.yield %359 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %126 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%125, %cst_6, %103 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc94)
      linalg.yield %358 : f32 loc(#loc94)
    } -> tensor<16x4xf32> loc(#loc94)
    %127:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%126 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maximumf %in, %out : f32 loc(#loc94)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : f32, i64 loc(#loc94)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc94)
    %expanded_60 = tensor.expand_shape %127#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %128 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_60 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %125[%358, %359] : tensor<16x4xi1> loc(#loc94)
      linalg.yield %extracted : i1 loc(#loc94)
    } -> tensor<16x1xi1> loc(#loc94)
    %129:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%124 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maxsi %in, %out : i32 loc(#loc94)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : i32, i64 loc(#loc94)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc94)
    %expanded_61 = tensor.expand_shape %129#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %130 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%128, %expanded_61, %expanded_60 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %in_149: i64 loc(callsite(#loc8 at #loc75)), %out: i64 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc94)
      linalg.yield %358 : i64 loc(#loc94)
    } -> tensor<16x1xi64> loc(#loc94)
    %concat_62 = tensor.concat dim(1) %122, %130 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc94)
    %131 = tensor.empty() : tensor<16x2xf32> loc(#loc94)
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<16x2xf32>) -> tensor<16x2xf32> loc(#loc94)
    %133 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%concat_62 : tensor<16x2xi64>) outs(%132 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %103[%358, %359] : tensor<16x4xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<16x2xf32> loc(#loc94)
    %134 = linalg.generic {indexing_maps = [#map11, #map18], iterator_types = ["parallel", "reduction"]} ins(%133 : tensor<16x2xf32>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc40 at #loc75))):
      %358 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %358 : f32 loc(#loc103)
    } -> tensor<16x1xf32> loc(#loc103)
    %135 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%131 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc40 at #loc75)), %out: f32 loc(callsite(#loc40 at #loc75))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc103)
      linalg.yield %358 : f32 loc(#loc103)
    } -> tensor<16x2xf32> loc(#loc103)
    %136 = tensor.empty() : tensor<16x2x32xf32> loc(#loc104)
    %137 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_51 : tensor<16x32xf32>) outs(%136 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      linalg.yield %in : f32 loc(#loc104)
    } -> tensor<16x2x32xf32> loc(#loc104)
    %collapsed_63 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc104)
    %collapsed_64 = tensor.collapse_shape %concat_62 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc104)
    %138 = tensor.empty() : tensor<32x32x32xf32> loc(#loc104)
    %139 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_64 : tensor<32xi64>) outs(%138 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc104)
      %359 = arith.addi %in, %c4_i64 : i64 loc(#loc104)
      %360 = arith.select %358, %359, %in : i64 loc(#loc104)
      %361 = arith.index_cast %360 : i64 to index loc(#loc104)
      %362 = linalg.index 1 : index loc(#loc104)
      %363 = linalg.index 2 : index loc(#loc104)
      %extracted = tensor.extract %arg9[%361, %362, %363] : tensor<4x32x32xf32> loc(#loc104)
      linalg.yield %extracted : f32 loc(#loc104)
    } -> tensor<32x32x32xf32> loc(#loc104)
    %expanded_65 = tensor.expand_shape %collapsed_63 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc104)
    %140 = tensor.empty() : tensor<32x32x1xf32> loc(#loc104)
    %141 = linalg.fill ins(%cst : f32) outs(%140 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc104)
    %142 = linalg.batch_matmul ins(%139, %expanded_65 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%141 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc104)
    %collapsed_66 = tensor.collapse_shape %142 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc104)
    %extracted_slice_67 = tensor.extract_slice %collapsed_66[0, 0] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc104)
    %extracted_slice_68 = tensor.extract_slice %collapsed_66[0, 16] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc104)
    %143 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_67 : tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc37 at #loc104))):
      %358 = arith.negf %in : f32 loc(#loc108)
      %359 = math.exp %358 : f32 loc(#loc108)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc108)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc108)
      linalg.yield %361 : f32 loc(#loc108)
    } -> tensor<32x16xf32> loc(#loc108)
    %144 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_67, %143 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc37 at #loc104)), %out: f32 loc(callsite(#loc37 at #loc104))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc108)
      linalg.yield %358 : f32 loc(#loc108)
    } -> tensor<32x16xf32> loc(#loc108)
    %145 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%144, %extracted_slice_68 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc104)), %in_148: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<32x16xf32> loc(#loc104)
    %146 = tensor.empty() : tensor<32x32x16xf32> loc(#loc104)
    %147 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_64 : tensor<32xi64>) outs(%146 : tensor<32x32x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc104)
      %359 = arith.addi %in, %c4_i64 : i64 loc(#loc104)
      %360 = arith.select %358, %359, %in : i64 loc(#loc104)
      %361 = arith.index_cast %360 : i64 to index loc(#loc104)
      %362 = linalg.index 1 : index loc(#loc104)
      %363 = linalg.index 2 : index loc(#loc104)
      %extracted = tensor.extract %arg10[%361, %362, %363] : tensor<4x32x16xf32> loc(#loc104)
      linalg.yield %extracted : f32 loc(#loc104)
    } -> tensor<32x32x16xf32> loc(#loc104)
    %expanded_69 = tensor.expand_shape %145 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc104)
    %148 = linalg.batch_matmul ins(%147, %expanded_69 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%141 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc104)
    %collapsed_70 = tensor.collapse_shape %148 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc104)
    %collapsed_71 = tensor.collapse_shape %135 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc104)
    %expanded_72 = tensor.expand_shape %collapsed_71 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc104)
    %149 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%collapsed_70, %expanded_72 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<32x32xf32> loc(#loc104)
    %expanded_73 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc104)
    %150 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_73 : tensor<16x2x32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.addf %in, %out : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<16x32xf32> loc(#loc104)
    %151 = tensor.empty() : tensor<32x1xf32> loc(#loc105)
    %transposed_74 = linalg.transpose ins(%arg14 : tensor<1x32xf32>) outs(%151 : tensor<32x1xf32>) permutation = [1, 0]  loc(#loc105)
    %152 = linalg.matmul ins(%collapsed_51, %transposed_74 : tensor<16x32xf32>, tensor<32x1xf32>) outs(%101 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc105)
    %153 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<16x1xf32>) outs(%100 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc43 at #loc62))):
      %358 = arith.negf %in : f32 loc(#loc91)
      %359 = math.exp %358 : f32 loc(#loc91)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc91)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc91)
      linalg.yield %361 : f32 loc(#loc91)
    } -> tensor<16x1xf32> loc(#loc91)
    %154 = linalg.generic {indexing_maps = [#map18, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%153, %88 : tensor<16x1xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc43 at #loc62)), %in_148: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc43 at #loc62))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc91)
      linalg.yield %358 : f32 loc(#loc91)
    } -> tensor<16x32xf32> loc(#loc91)
    %155 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%150, %154 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc43 at #loc62)), %out: f32 loc(callsite(#loc44 at #loc62))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc92)
      linalg.yield %358 : f32 loc(#loc92)
    } -> tensor<16x32xf32> loc(#loc92)
    %expanded_75 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc93)
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %expanded_75 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %in_148: f32 loc(callsite(#loc45 at #loc62)), %out: f32 loc(callsite(#loc46 at #loc55))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc71)
      linalg.yield %358 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc46 at #loc55)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x32xf32> loc(#loc78)
    %158 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = arith.addf %in, %out : f32 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x1xf32> loc(#loc78)
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc23 at #loc64))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc78)
      linalg.yield %358 : f32 loc(#loc78)
    } -> tensor<2x8x1xf32> loc(#loc78)
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = arith.truncf %cst_11 : f64 to f32 loc(#loc77)
      %359 = arith.addf %in, %358 : f32 loc(#loc77)
      linalg.yield %359 : f32 loc(#loc77)
    } -> tensor<2x8x1xf32> loc(#loc77)
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = math.rsqrt %in : f32 loc(#loc77)
      linalg.yield %358 : f32 loc(#loc77)
    } -> tensor<2x8x1xf32> loc(#loc77)
    %162 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %161 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc46 at #loc55)), %in_148: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc15 at #loc64))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc77)
      linalg.yield %358 : f32 loc(#loc77)
    } -> tensor<2x8x32xf32> loc(#loc77)
    %163 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31, %162 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc64)), %in_148: f32 loc(callsite(#loc15 at #loc64)), %out: f32 loc(callsite(#loc24 at #loc64))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc79)
      linalg.yield %358 : f32 loc(#loc79)
    } -> tensor<2x8x32xf32> loc(#loc79)
    %collapsed_76 = tensor.collapse_shape %163 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc95)
    %transposed_77 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc95)
    %164 = linalg.matmul ins(%collapsed_76, %transposed_77 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc95)
    %165 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc80))):
      linalg.yield %in : f32 loc(#loc95)
    } -> tensor<16x32xf32> loc(#loc95)
    %166 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%164, %165 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc80)), %in_148: f32 loc(callsite(#loc25 at #loc80)), %out: f32 loc(callsite(#loc25 at #loc80))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc95)
      linalg.yield %358 : f32 loc(#loc95)
    } -> tensor<16x32xf32> loc(#loc95)
    %expanded_78 = tensor.expand_shape %166 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32> loc(#loc80)
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x8x4x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc80)
    %transposed_80 = linalg.transpose ins(%arg19 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc96)
    %167 = linalg.matmul ins(%collapsed_76, %transposed_80 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc96)
    %168 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc81)), %out: f32 loc(callsite(#loc25 at #loc81))):
      linalg.yield %in : f32 loc(#loc96)
    } -> tensor<16x16xf32> loc(#loc96)
    %169 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc81)), %in_148: f32 loc(callsite(#loc25 at #loc81)), %out: f32 loc(callsite(#loc25 at #loc81))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc96)
      linalg.yield %358 : f32 loc(#loc96)
    } -> tensor<16x16xf32> loc(#loc96)
    %expanded_81 = tensor.expand_shape %169 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc81)
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x8x2x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc81)
    %transposed_83 = linalg.transpose ins(%arg21 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc97)
    %170 = linalg.matmul ins(%collapsed_76, %transposed_83 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc97)
    %171 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      linalg.yield %in : f32 loc(#loc97)
    } -> tensor<16x16xf32> loc(#loc97)
    %172 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%170, %171 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%34 : tensor<16x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc82)), %in_148: f32 loc(callsite(#loc25 at #loc82)), %out: f32 loc(callsite(#loc25 at #loc82))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc97)
      linalg.yield %358 : f32 loc(#loc97)
    } -> tensor<16x16xf32> loc(#loc97)
    %expanded_84 = tensor.expand_shape %172 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32> loc(#loc82)
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<2x8x2x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc82)
    %173 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79, %expanded_31 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc63)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %extracted_slice_86 = tensor.extract_slice %transposed_79[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %extracted_slice_87 = tensor.extract_slice %transposed_79[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xf32> to tensor<2x4x8x4xf32> loc(#loc98)
    %174 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<2x4x8x4xf32>) outs(%44 : tensor<2x4x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.negf %in : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x4xf32> loc(#loc98)
    %concat_88 = tensor.concat dim(3) %174, %extracted_slice_86 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc(#loc98)
    %175 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_88, %expanded_32 : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %176 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %175 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x4x8x8xf32> loc(#loc98)
    %177 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82, %expanded_31 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc27 at #loc63)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %extracted_slice_89 = tensor.extract_slice %transposed_82[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc98)
    %extracted_slice_90 = tensor.extract_slice %transposed_82[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xf32> to tensor<2x2x8x4xf32> loc(#loc98)
    %178 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_90 : tensor<2x2x8x4xf32>) outs(%49 : tensor<2x2x8x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.negf %in : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x4xf32> loc(#loc98)
    %concat_91 = tensor.concat dim(3) %178, %extracted_slice_89 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc(#loc98)
    %179 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_91, %expanded_32 : tensor<2x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %180 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %179 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%39 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc29 at #loc83)), %in_148: f32 loc(callsite(#loc29 at #loc83)), %out: f32 loc(callsite(#loc29 at #loc83))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc98)
      linalg.yield %358 : f32 loc(#loc98)
    } -> tensor<2x2x8x8xf32> loc(#loc98)
    %181 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<2x2x8x8xf32>) outs(%53 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      linalg.yield %in : f32 loc(#loc76)
    } -> tensor<2x2x2x8x8xf32> loc(#loc76)
    %collapsed_92 = tensor.collapse_shape %181 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %182 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_85 : tensor<2x2x8x8xf32>) outs(%53 : tensor<2x2x2x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      linalg.yield %in : f32 loc(#loc76)
    } -> tensor<2x2x2x8x8xf32> loc(#loc76)
    %transposed_93 = linalg.transpose ins(%collapsed_92 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2]  loc(#loc76)
    %collapsed_94 = tensor.collapse_shape %176 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %collapsed_95 = tensor.collapse_shape %transposed_93 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %183 = linalg.batch_matmul ins(%collapsed_94, %collapsed_95 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc76)
    %expanded_96 = tensor.expand_shape %183 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %184 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.truncf %cst_10 : f64 to f32 loc(#loc76)
      %359 = arith.mulf %in, %358 : f32 loc(#loc76)
      linalg.yield %359 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %185 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %9 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %186:2 = linalg.generic {indexing_maps = [#map5, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<2x4x8x8xf32>) outs(%64, %62 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63)), %out_148: i64 loc(callsite(#loc13 at #loc63))):
      %358 = linalg.index 3 : index loc(#loc76)
      %359 = arith.index_cast %358 : index to i64 loc(#loc76)
      %360 = arith.maximumf %in, %out : f32 loc(#loc76)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc76)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc76)
      linalg.yield %360, %362 : f32, i64 loc(#loc76)
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>) loc(#loc76)
    %expanded_97 = tensor.expand_shape %186#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32> loc(#loc76)
    %187 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_97 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %188 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<2x4x8x8xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = math.exp %in : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %189 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%188 : tensor<2x4x8x8xf32>) outs(%69 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.addf %in, %out : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x1xf32> loc(#loc76)
    %190 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %189 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%32 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc63)), %in_148: f32 loc(callsite(#loc13 at #loc63)), %out: f32 loc(callsite(#loc13 at #loc63))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc76)
      linalg.yield %358 : f32 loc(#loc76)
    } -> tensor<2x4x8x8xf32> loc(#loc76)
    %collapsed_98 = tensor.collapse_shape %190 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %collapsed_99 = tensor.collapse_shape %182 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xf32> into tensor<8x8x8xf32> loc(#loc76)
    %191 = linalg.batch_matmul ins(%collapsed_98, %collapsed_99 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%57 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc(#loc76)
    %expanded_100 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32> loc(#loc76)
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]  loc(#loc76)
    %transposed_102 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc99)
    %collapsed_103 = tensor.collapse_shape %transposed_101 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32> loc(#loc99)
    %192 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc99)
    %expanded_104 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc99)
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %expanded_104 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc46 at #loc55)), %in_148: f32 loc(callsite(#loc25 at #loc84)), %out: f32 loc(callsite(#loc32 at #loc55))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc69)
      linalg.yield %358 : f32 loc(#loc69)
    } -> tensor<2x8x32xf32> loc(#loc69)
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x32xf32> loc(#loc85)
    %195 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = arith.addf %in, %out : f32 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc23 at #loc70))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc85)
      linalg.yield %358 : f32 loc(#loc85)
    } -> tensor<2x8x1xf32> loc(#loc85)
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = arith.truncf %cst_11 : f64 to f32 loc(#loc86)
      %359 = arith.addf %in, %358 : f32 loc(#loc86)
      linalg.yield %359 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = math.rsqrt %in : f32 loc(#loc86)
      linalg.yield %358 : f32 loc(#loc86)
    } -> tensor<2x8x1xf32> loc(#loc86)
    %199 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %198 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %in_148: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc15 at #loc70))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc86)
      linalg.yield %358 : f32 loc(#loc86)
    } -> tensor<2x8x32xf32> loc(#loc86)
    %200 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32, %199 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc70)), %in_148: f32 loc(callsite(#loc15 at #loc70)), %out: f32 loc(callsite(#loc24 at #loc70))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc87)
      linalg.yield %358 : f32 loc(#loc87)
    } -> tensor<2x8x32xf32> loc(#loc87)
    %collapsed_105 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc88)
    %transposed_106 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %201 = linalg.matmul ins(%collapsed_105, %transposed_106 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %202 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc37 at #loc100))):
      %358 = arith.negf %in : f32 loc(#loc107)
      %359 = math.exp %358 : f32 loc(#loc107)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc107)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc107)
      linalg.yield %361 : f32 loc(#loc107)
    } -> tensor<16x32xf32> loc(#loc107)
    %203 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%201, %202 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc100)), %in_148: f32 loc(callsite(#loc37 at #loc100)), %out: f32 loc(callsite(#loc37 at #loc100))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc107)
      linalg.yield %358 : f32 loc(#loc107)
    } -> tensor<16x32xf32> loc(#loc107)
    %transposed_107 = linalg.transpose ins(%arg28 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %204 = linalg.matmul ins(%collapsed_105, %transposed_107 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %205 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%203, %204 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc100)), %in_148: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc35 at #loc89))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc100)
      linalg.yield %358 : f32 loc(#loc100)
    } -> tensor<16x32xf32> loc(#loc100)
    %transposed_108 = linalg.transpose ins(%arg29 : tensor<32x32xf32>) outs(%26 : tensor<32x32xf32>) permutation = [1, 0]  loc(#loc106)
    %206 = linalg.matmul ins(%205, %transposed_108 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc106)
    %transposed_109 = linalg.transpose ins(%arg24 : tensor<4x32xf32>) outs(%89 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc101)
    %207 = linalg.matmul ins(%collapsed_105, %transposed_109 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%91 : tensor<16x4xf32>) -> tensor<16x4xf32> loc(#loc101)
    %208:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%207 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75)), %out_148: i64 loc(callsite(#loc39 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc102)
      %359 = arith.index_cast %358 : index to i64 loc(#loc102)
      %360 = arith.maximumf %in, %out : f32 loc(#loc102)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc102)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc102)
      linalg.yield %360, %362 : f32, i64 loc(#loc102)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc102)
    %expanded_110 = tensor.expand_shape %208#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc102)
    %209 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%207, %expanded_110 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc38 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %210 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%209 : tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = math.exp %in : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %211 = linalg.generic {indexing_maps = [#map11, #map18], iterator_types = ["parallel", "reduction"]} ins(%210 : tensor<16x4xf32>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.addf %in, %out : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x1xf32> loc(#loc102)
    %212 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%210, %211 : tensor<16x4xf32>, tensor<16x1xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc39 at #loc75))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc102)
      linalg.yield %358 : f32 loc(#loc102)
    } -> tensor<16x4xf32> loc(#loc102)
    %213 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%212, %212 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc39 at #loc75)), %in_148: f32 loc(callsite(#loc39 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.cmpf une, %in, %in_148 : f32 loc(#loc94)
      linalg.yield %358 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %214 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<16x4xi1>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extui %in : i1 to i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %215 = linalg.generic {indexing_maps = [#map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %214 : tensor<i64>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.trunci %in : i64 to i32 loc(#loc94)
      %359 = arith.subi %358, %in_148 : i32 loc(#loc94)
      linalg.yield %359 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %216 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %215 : tensor<16x4xi32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.muli %in, %in_148 : i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %217 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc94)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc94)
      linalg.yield %359 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %218 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%217, %cst_6, %212 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc94)
      linalg.yield %358 : f32 loc(#loc94)
    } -> tensor<16x4xf32> loc(#loc94)
    %219:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%218 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maximumf %in, %out : f32 loc(#loc94)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : f32, i64 loc(#loc94)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc94)
    %expanded_111 = tensor.expand_shape %219#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %220 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_111 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %217[%358, %359] : tensor<16x4xi1> loc(#loc94)
      linalg.yield %extracted : i1 loc(#loc94)
    } -> tensor<16x1xi1> loc(#loc94)
    %221:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%216 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maxsi %in, %out : i32 loc(#loc94)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : i32, i64 loc(#loc94)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc94)
    %expanded_112 = tensor.expand_shape %221#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %222 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%220, %expanded_112, %expanded_111 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %in_149: i64 loc(callsite(#loc8 at #loc75)), %out: i64 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc94)
      linalg.yield %358 : i64 loc(#loc94)
    } -> tensor<16x1xi64> loc(#loc94)
    %223 = linalg.generic {indexing_maps = [#map20, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %222 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.cmpi eq, %in, %in_148 : i64 loc(#loc94)
      linalg.yield %358 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %224 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%223, %cst_17, %216 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %in_149: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i32 loc(#loc94)
      linalg.yield %358 : i32 loc(#loc94)
    } -> tensor<16x4xi32> loc(#loc94)
    %225 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc94)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc94)
      linalg.yield %359 : i1 loc(#loc94)
    } -> tensor<16x4xi1> loc(#loc94)
    %226 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%225, %cst_6, %212 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc39 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc94)
      linalg.yield %358 : f32 loc(#loc94)
    } -> tensor<16x4xf32> loc(#loc94)
    %227:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%226 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maximumf %in, %out : f32 loc(#loc94)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : f32, i64 loc(#loc94)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc94)
    %expanded_113 = tensor.expand_shape %227#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %228 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_113 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: i1 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %225[%358, %359] : tensor<16x4xi1> loc(#loc94)
      linalg.yield %extracted : i1 loc(#loc94)
    } -> tensor<16x1xi1> loc(#loc94)
    %229:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%224 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc8 at #loc75)), %out: i32 loc(callsite(#loc8 at #loc75)), %out_148: i64 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 1 : index loc(#loc94)
      %359 = arith.index_cast %358 : index to i64 loc(#loc94)
      %360 = arith.maxsi %in, %out : i32 loc(#loc94)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc94)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc94)
      linalg.yield %360, %362 : i32, i64 loc(#loc94)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc94)
    %expanded_114 = tensor.expand_shape %229#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc94)
    %230 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%228, %expanded_114, %expanded_113 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc8 at #loc75)), %in_148: i64 loc(callsite(#loc8 at #loc75)), %in_149: i64 loc(callsite(#loc8 at #loc75)), %out: i64 loc(callsite(#loc8 at #loc75))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc94)
      linalg.yield %358 : i64 loc(#loc94)
    } -> tensor<16x1xi64> loc(#loc94)
    %concat_115 = tensor.concat dim(1) %222, %230 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc94)
    %231 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%concat_115 : tensor<16x2xi64>) outs(%132 : tensor<16x2xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc8 at #loc75))):
      %358 = linalg.index 0 : index loc(#loc94)
      %359 = arith.index_cast %in : i64 to index loc(#loc94)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc94)
      cf.assert %360, "index must be smaller than dim size" loc(#loc94)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc94)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc94)
      %extracted = tensor.extract %212[%358, %359] : tensor<16x4xf32> loc(#loc94)
      linalg.yield %extracted : f32 loc(#loc94)
    } -> tensor<16x2xf32> loc(#loc94)
    %232 = linalg.generic {indexing_maps = [#map11, #map18], iterator_types = ["parallel", "reduction"]} ins(%231 : tensor<16x2xf32>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %out: f32 loc(callsite(#loc40 at #loc75))):
      %358 = arith.addf %in, %out : f32 loc(#loc103)
      linalg.yield %358 : f32 loc(#loc103)
    } -> tensor<16x1xf32> loc(#loc103)
    %233 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%231, %232 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%131 : tensor<16x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc8 at #loc75)), %in_148: f32 loc(callsite(#loc40 at #loc75)), %out: f32 loc(callsite(#loc40 at #loc75))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc103)
      linalg.yield %358 : f32 loc(#loc103)
    } -> tensor<16x2xf32> loc(#loc103)
    %234 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_105 : tensor<16x32xf32>) outs(%136 : tensor<16x2x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      linalg.yield %in : f32 loc(#loc104)
    } -> tensor<16x2x32xf32> loc(#loc104)
    %collapsed_116 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<16x2x32xf32> into tensor<32x32xf32> loc(#loc104)
    %collapsed_117 = tensor.collapse_shape %concat_115 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc104)
    %235 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<32xi64>) outs(%138 : tensor<32x32x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc104)
      %359 = arith.addi %in, %c4_i64 : i64 loc(#loc104)
      %360 = arith.select %358, %359, %in : i64 loc(#loc104)
      %361 = arith.index_cast %360 : i64 to index loc(#loc104)
      %362 = linalg.index 1 : index loc(#loc104)
      %363 = linalg.index 2 : index loc(#loc104)
      %extracted = tensor.extract %arg25[%361, %362, %363] : tensor<4x32x32xf32> loc(#loc104)
      linalg.yield %extracted : f32 loc(#loc104)
    } -> tensor<32x32x32xf32> loc(#loc104)
    %expanded_118 = tensor.expand_shape %collapsed_116 [[0], [1, 2]] output_shape [32, 32, 1] : tensor<32x32xf32> into tensor<32x32x1xf32> loc(#loc104)
    %236 = linalg.batch_matmul ins(%235, %expanded_118 : tensor<32x32x32xf32>, tensor<32x32x1xf32>) outs(%141 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc104)
    %collapsed_119 = tensor.collapse_shape %236 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc104)
    %extracted_slice_120 = tensor.extract_slice %collapsed_119[0, 0] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc104)
    %extracted_slice_121 = tensor.extract_slice %collapsed_119[0, 16] [32, 16] [1, 1] : tensor<32x32xf32> to tensor<32x16xf32> loc(#loc104)
    %237 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_120 : tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc37 at #loc104))):
      %358 = arith.negf %in : f32 loc(#loc108)
      %359 = math.exp %358 : f32 loc(#loc108)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc108)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc108)
      linalg.yield %361 : f32 loc(#loc108)
    } -> tensor<32x16xf32> loc(#loc108)
    %238 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_120, %237 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc37 at #loc104)), %out: f32 loc(callsite(#loc37 at #loc104))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc108)
      linalg.yield %358 : f32 loc(#loc108)
    } -> tensor<32x16xf32> loc(#loc108)
    %239 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%238, %extracted_slice_121 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%33 : tensor<32x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc37 at #loc104)), %in_148: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<32x16xf32> loc(#loc104)
    %240 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<32xi64>) outs(%146 : tensor<32x32x16xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.cmpi slt, %in, %c0_i64 : i64 loc(#loc104)
      %359 = arith.addi %in, %c4_i64 : i64 loc(#loc104)
      %360 = arith.select %358, %359, %in : i64 loc(#loc104)
      %361 = arith.index_cast %360 : i64 to index loc(#loc104)
      %362 = linalg.index 1 : index loc(#loc104)
      %363 = linalg.index 2 : index loc(#loc104)
      %extracted = tensor.extract %arg26[%361, %362, %363] : tensor<4x32x16xf32> loc(#loc104)
      linalg.yield %extracted : f32 loc(#loc104)
    } -> tensor<32x32x16xf32> loc(#loc104)
    %expanded_122 = tensor.expand_shape %239 [[0], [1, 2]] output_shape [32, 16, 1] : tensor<32x16xf32> into tensor<32x16x1xf32> loc(#loc104)
    %241 = linalg.batch_matmul ins(%240, %expanded_122 : tensor<32x32x16xf32>, tensor<32x16x1xf32>) outs(%141 : tensor<32x32x1xf32>) -> tensor<32x32x1xf32> loc(#loc104)
    %collapsed_123 = tensor.collapse_shape %241 [[0], [1, 2]] : tensor<32x32x1xf32> into tensor<32x32xf32> loc(#loc104)
    %collapsed_124 = tensor.collapse_shape %233 [[0, 1]] : tensor<16x2xf32> into tensor<32xf32> loc(#loc104)
    %expanded_125 = tensor.expand_shape %collapsed_124 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc104)
    %242 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%collapsed_123, %expanded_125 : tensor<32x32xf32>, tensor<32x1xf32>) outs(%26 : tensor<32x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<32x32xf32> loc(#loc104)
    %expanded_126 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [16, 2, 32] : tensor<32x32xf32> into tensor<16x2x32xf32> loc(#loc104)
    %243 = linalg.generic {indexing_maps = [#map1, #map21], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_126 : tensor<16x2x32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %out: f32 loc(callsite(#loc41 at #loc90))):
      %358 = arith.addf %in, %out : f32 loc(#loc104)
      linalg.yield %358 : f32 loc(#loc104)
    } -> tensor<16x32xf32> loc(#loc104)
    %transposed_127 = linalg.transpose ins(%arg30 : tensor<1x32xf32>) outs(%151 : tensor<32x1xf32>) permutation = [1, 0]  loc(#loc105)
    %244 = linalg.matmul ins(%collapsed_105, %transposed_127 : tensor<16x32xf32>, tensor<32x1xf32>) outs(%101 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc105)
    %245 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x1xf32>) outs(%100 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc25 at #loc91)), %out: f32 loc(callsite(#loc43 at #loc62))):
      %358 = arith.negf %in : f32 loc(#loc91)
      %359 = math.exp %358 : f32 loc(#loc91)
      %360 = arith.addf %359, %cst_1 : f32 loc(#loc91)
      %361 = arith.divf %cst_1, %360 : f32 loc(#loc91)
      linalg.yield %361 : f32 loc(#loc91)
    } -> tensor<16x1xf32> loc(#loc91)
    %246 = linalg.generic {indexing_maps = [#map18, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%245, %206 : tensor<16x1xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc43 at #loc62)), %in_148: f32 loc(callsite(#loc25 at #loc100)), %out: f32 loc(callsite(#loc43 at #loc62))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc91)
      linalg.yield %358 : f32 loc(#loc91)
    } -> tensor<16x32xf32> loc(#loc91)
    %247 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%243, %246 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%27 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc41 at #loc90)), %in_148: f32 loc(callsite(#loc43 at #loc62)), %out: f32 loc(callsite(#loc44 at #loc62))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc92)
      linalg.yield %358 : f32 loc(#loc92)
    } -> tensor<16x32xf32> loc(#loc92)
    %expanded_128 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32> loc(#loc93)
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %expanded_128 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc32 at #loc55)), %in_148: f32 loc(callsite(#loc45 at #loc62)), %out: f32 loc(callsite(#loc46 at #loc55))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc71)
      linalg.yield %358 : f32 loc(#loc71)
    } -> tensor<2x8x32xf32> loc(#loc71)
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc46 at #loc55)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %358 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc72)
      linalg.yield %358 : f32 loc(#loc72)
    } -> tensor<2x8x32xf32> loc(#loc72)
    %250 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %358 = arith.addf %in, %out : f32 loc(#loc72)
      linalg.yield %358 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc23 at #loc59))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc72)
      linalg.yield %358 : f32 loc(#loc72)
    } -> tensor<2x8x1xf32> loc(#loc72)
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %358 = arith.truncf %cst_11 : f64 to f32 loc(#loc73)
      %359 = arith.addf %in, %358 : f32 loc(#loc73)
      linalg.yield %359 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %358 = math.rsqrt %in : f32 loc(#loc73)
      linalg.yield %358 : f32 loc(#loc73)
    } -> tensor<2x8x1xf32> loc(#loc73)
    %254 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %253 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc46 at #loc55)), %in_148: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc15 at #loc59))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc73)
      linalg.yield %358 : f32 loc(#loc73)
    } -> tensor<2x8x32xf32> loc(#loc73)
    %255 = linalg.generic {indexing_maps = [#map9, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33, %254 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc59)), %in_148: f32 loc(callsite(#loc15 at #loc59)), %out: f32 loc(callsite(#loc24 at #loc59))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc74)
      linalg.yield %358 : f32 loc(#loc74)
    } -> tensor<2x8x32xf32> loc(#loc74)
    %256 = tensor.empty() : tensor<32x64xf32> loc(#loc60)
    %transposed_129 = linalg.transpose ins(%arg34 : tensor<64x32xf32>) outs(%256 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc60)
    %collapsed_130 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc60)
    %257 = tensor.empty() : tensor<16x64xf32> loc(#loc60)
    %258 = linalg.fill ins(%cst : f32) outs(%257 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc60)
    %259 = linalg.matmul ins(%collapsed_130, %transposed_129 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%258 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc60)
    %260 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_58 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 0 : index loc(#loc52)
      %359 = arith.index_cast %in : i64 to index loc(#loc52)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc52)
      cf.assert %360, "index must be smaller than dim size" loc(#loc52)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc52)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc52)
      %extracted = tensor.extract %112[%358, %359] : tensor<16x4xi1> loc(#loc52)
      linalg.yield %extracted : i1 loc(#loc52)
    } -> tensor<16x1xi1> loc(#loc52)
    %261 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%260, %expanded_59, %expanded_58 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %in_149: i64 loc(callsite(#loc7 at #loc50)), %out: i64 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc52)
      linalg.yield %358 : i64 loc(#loc52)
    } -> tensor<16x1xi64> loc(#loc52)
    %262 = linalg.generic {indexing_maps = [#map20, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %261 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpi eq, %in, %in_148 : i64 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<16x4xi1> loc(#loc52)
    %263 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%262, %cst_17, %111 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %in_149: i32 loc(callsite(#loc7 at #loc50)), %out: i32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i32 loc(#loc52)
      linalg.yield %358 : i32 loc(#loc52)
    } -> tensor<16x4xi32> loc(#loc52)
    %264 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc52)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc52)
      linalg.yield %359 : i1 loc(#loc52)
    } -> tensor<16x4xi1> loc(#loc52)
    %265 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%264, %cst_6, %103 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<16x4xf32> loc(#loc52)
    %266:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%265 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50)), %out_148: i64 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 1 : index loc(#loc52)
      %359 = arith.index_cast %358 : index to i64 loc(#loc52)
      %360 = arith.maximumf %in, %out : f32 loc(#loc52)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc52)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc52)
      linalg.yield %360, %362 : f32, i64 loc(#loc52)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc52)
    %expanded_131 = tensor.expand_shape %266#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc52)
    %267 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_131 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 0 : index loc(#loc52)
      %359 = arith.index_cast %in : i64 to index loc(#loc52)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc52)
      cf.assert %360, "index must be smaller than dim size" loc(#loc52)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc52)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc52)
      %extracted = tensor.extract %264[%358, %359] : tensor<16x4xi1> loc(#loc52)
      linalg.yield %extracted : i1 loc(#loc52)
    } -> tensor<16x1xi1> loc(#loc52)
    %268:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%263 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc50)), %out: i32 loc(callsite(#loc7 at #loc50)), %out_148: i64 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 1 : index loc(#loc52)
      %359 = arith.index_cast %358 : index to i64 loc(#loc52)
      %360 = arith.maxsi %in, %out : i32 loc(#loc52)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc52)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc52)
      linalg.yield %360, %362 : i32, i64 loc(#loc52)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc52)
    %expanded_132 = tensor.expand_shape %268#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc52)
    %269 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%267, %expanded_132, %expanded_131 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %in_149: i64 loc(callsite(#loc7 at #loc50)), %out: i64 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc52)
      linalg.yield %358 : i64 loc(#loc52)
    } -> tensor<16x1xi64> loc(#loc52)
    %concat_133 = tensor.concat dim(1) %261, %269 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc52)
    %collapsed_134 = tensor.collapse_shape %concat_133 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc52)
    %270 = tensor.empty() : tensor<32xf32> loc(#loc52)
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_134 : tensor<32xi64>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.sitofp %in : i64 to f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %272 = tensor.empty() : tensor<32xi1> loc(#loc52)
    %273 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%271, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf oge, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %274 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%271, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ole, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%273, %274 : tensor<32xi1>, tensor<32xi1>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i1 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.andi %in, %in_148 : i1 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %276 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%271, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%276 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %cst_14 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %278 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%277, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %279 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<32xf32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ogt, %in, %cst : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<32xf32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf olt, %in, %cst : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %281 = linalg.generic {indexing_maps = [#map2, #map23, #map23, #map2], iterator_types = ["parallel"]} ins(%279, %cst_3, %cst_8 : tensor<32xi1>, tensor<f32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %in_149: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %282 = linalg.generic {indexing_maps = [#map2, #map23, #map2, #map2], iterator_types = ["parallel"]} ins(%280, %cst_2, %281 : tensor<32xi1>, tensor<f32>, tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %in_149: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = math.absf %in : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %284 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%283 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = math.floor %in : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %285 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%282, %284 : tensor<32xf32>, tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%285 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ugt, %in, %cst_15 : f32 loc(#loc52)
      %359 = arith.select %358, %cst_15, %in : f32 loc(#loc52)
      linalg.yield %359 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %287 = tensor.empty() : tensor<4xf32> loc(#loc52)
    %288 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%287 : tensor<4xf32>) {
    ^bb0(%out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 0 : index loc(#loc52)
      %359 = arith.index_cast %358 : index to i64 loc(#loc52)
      %360 = arith.sitofp %359 : i64 to f32 loc(#loc52)
      %361 = arith.addf %360, %cst : f32 loc(#loc52)
      linalg.yield %361 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %expanded_135 = tensor.expand_shape %286 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc52)
    %289 = tensor.empty() : tensor<32x4xi1> loc(#loc52)
    %290 = linalg.generic {indexing_maps = [#map18, #map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_135, %288 : tensor<32x1xf32>, tensor<4xf32>) outs(%289 : tensor<32x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf oeq, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32x4xi1> loc(#loc52)
    %expanded_136 = tensor.expand_shape %275 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1> loc(#loc52)
    %291 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%290, %expanded_136 : tensor<32x4xi1>, tensor<32x1xi1>) outs(%289 : tensor<32x4xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i1 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.andi %in, %in_148 : i1 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32x4xi1> loc(#loc52)
    %292 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<32x4xi1>) outs(%89 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.uitofp %in : i1 to f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32x4xf32> loc(#loc52)
    %293 = linalg.fill ins(%cst : f32) outs(%287 : tensor<4xf32>) -> tensor<4xf32> loc(#loc52)
    %294 = linalg.generic {indexing_maps = [#map11, #map10], iterator_types = ["reduction", "parallel"]} ins(%292 : tensor<32x4xf32>) outs(%293 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %out : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_5, %294 : tensor<4xf32>, tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %296 = linalg.generic {indexing_maps = [#map11, #map10], iterator_types = ["reduction", "parallel"]} ins(%103 : tensor<16x4xf32>) outs(%293 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %out : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %297 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_5, %296 : tensor<4xf32>, tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %298 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_111 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 0 : index loc(#loc52)
      %359 = arith.index_cast %in : i64 to index loc(#loc52)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc52)
      cf.assert %360, "index must be smaller than dim size" loc(#loc52)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc52)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc52)
      %extracted = tensor.extract %217[%358, %359] : tensor<16x4xi1> loc(#loc52)
      linalg.yield %extracted : i1 loc(#loc52)
    } -> tensor<16x1xi1> loc(#loc52)
    %299 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%298, %expanded_112, %expanded_111 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %in_149: i64 loc(callsite(#loc7 at #loc50)), %out: i64 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc52)
      linalg.yield %358 : i64 loc(#loc52)
    } -> tensor<16x1xi64> loc(#loc52)
    %300 = linalg.generic {indexing_maps = [#map20, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_57, %299 : tensor<1x4xi64>, tensor<16x1xi64>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpi eq, %in, %in_148 : i64 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<16x4xi1> loc(#loc52)
    %301 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%300, %cst_17, %216 : tensor<16x4xi1>, tensor<i32>, tensor<16x4xi32>) outs(%108 : tensor<16x4xi32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i32 loc(callsite(#loc8 at #loc75)), %in_149: i32 loc(callsite(#loc7 at #loc50)), %out: i32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i32 loc(#loc52)
      linalg.yield %358 : i32 loc(#loc52)
    } -> tensor<16x4xi32> loc(#loc52)
    %302 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<16x4xi32>) outs(%106 : tensor<16x4xi1>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.extsi %in : i32 to i64 loc(#loc52)
      %359 = arith.cmpi eq, %358, %c0_i64 : i64 loc(#loc52)
      linalg.yield %359 : i1 loc(#loc52)
    } -> tensor<16x4xi1> loc(#loc52)
    %303 = linalg.generic {indexing_maps = [#map11, #map19, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%302, %cst_6, %212 : tensor<16x4xi1>, tensor<f32>, tensor<16x4xf32>) outs(%90 : tensor<16x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc8 at #loc75)), %in_149: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<16x4xf32> loc(#loc52)
    %304:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%303 : tensor<16x4xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50)), %out_148: i64 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 1 : index loc(#loc52)
      %359 = arith.index_cast %358 : index to i64 loc(#loc52)
      %360 = arith.maximumf %in, %out : f32 loc(#loc52)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc52)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc52)
      linalg.yield %360, %362 : f32, i64 loc(#loc52)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc52)
    %expanded_137 = tensor.expand_shape %304#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc52)
    %305 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_137 : tensor<16x1xi64>) outs(%116 : tensor<16x1xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 0 : index loc(#loc52)
      %359 = arith.index_cast %in : i64 to index loc(#loc52)
      %360 = arith.cmpi slt, %359, %c4 : index loc(#loc52)
      cf.assert %360, "index must be smaller than dim size" loc(#loc52)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc52)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc52)
      %extracted = tensor.extract %302[%358, %359] : tensor<16x4xi1> loc(#loc52)
      linalg.yield %extracted : i1 loc(#loc52)
    } -> tensor<16x1xi1> loc(#loc52)
    %306:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%301 : tensor<16x4xi32>) outs(%119, %94 : tensor<16xi32>, tensor<16xi64>) {
    ^bb0(%in: i32 loc(callsite(#loc7 at #loc50)), %out: i32 loc(callsite(#loc7 at #loc50)), %out_148: i64 loc(callsite(#loc7 at #loc50))):
      %358 = linalg.index 1 : index loc(#loc52)
      %359 = arith.index_cast %358 : index to i64 loc(#loc52)
      %360 = arith.maxsi %in, %out : i32 loc(#loc52)
      %361 = arith.cmpi sgt, %in, %out : i32 loc(#loc52)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc52)
      linalg.yield %360, %362 : i32, i64 loc(#loc52)
    } -> (tensor<16xi32>, tensor<16xi64>) loc(#loc52)
    %expanded_138 = tensor.expand_shape %306#1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc52)
    %307 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%305, %expanded_138, %expanded_137 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<16x1xi64>) outs(%121 : tensor<16x1xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i64 loc(callsite(#loc7 at #loc50)), %in_149: i64 loc(callsite(#loc7 at #loc50)), %out: i64 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc52)
      linalg.yield %358 : i64 loc(#loc52)
    } -> tensor<16x1xi64> loc(#loc52)
    %concat_139 = tensor.concat dim(1) %299, %307 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64> loc(#loc52)
    %collapsed_140 = tensor.collapse_shape %concat_139 [[0, 1]] : tensor<16x2xi64> into tensor<32xi64> loc(#loc52)
    %308 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_140 : tensor<32xi64>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.sitofp %in : i64 to f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %309 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%308, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf oge, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %310 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%308, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ole, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%309, %310 : tensor<32xi1>, tensor<32xi1>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i1 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.andi %in, %in_148 : i1 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %312 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%308, %cst_8 : tensor<32xf32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%312 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %cst_14 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %314 = linalg.generic {indexing_maps = [#map2, #map23, #map2], iterator_types = ["parallel"]} ins(%313, %cst_4 : tensor<32xf32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<32xf32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ogt, %in, %cst : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %316 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<32xf32>) outs(%272 : tensor<32xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf olt, %in, %cst : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32xi1> loc(#loc52)
    %317 = linalg.generic {indexing_maps = [#map2, #map23, #map23, #map2], iterator_types = ["parallel"]} ins(%315, %cst_3, %cst_8 : tensor<32xi1>, tensor<f32>, tensor<f32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %in_149: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %318 = linalg.generic {indexing_maps = [#map2, #map23, #map2, #map2], iterator_types = ["parallel"]} ins(%316, %cst_2, %317 : tensor<32xi1>, tensor<f32>, tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %in_149: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %319 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%314 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = math.absf %in : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %320 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%319 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = math.floor %in : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %321 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%318, %320 : tensor<32xf32>, tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %322 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%321 : tensor<32xf32>) outs(%270 : tensor<32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf ugt, %in, %cst_15 : f32 loc(#loc52)
      %359 = arith.select %358, %cst_15, %in : f32 loc(#loc52)
      linalg.yield %359 : f32 loc(#loc52)
    } -> tensor<32xf32> loc(#loc52)
    %expanded_141 = tensor.expand_shape %322 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32> loc(#loc52)
    %323 = linalg.generic {indexing_maps = [#map18, #map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_141, %288 : tensor<32x1xf32>, tensor<4xf32>) outs(%289 : tensor<32x4xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.cmpf oeq, %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32x4xi1> loc(#loc52)
    %expanded_142 = tensor.expand_shape %311 [[0, 1]] output_shape [32, 1] : tensor<32xi1> into tensor<32x1xi1> loc(#loc52)
    %324 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%323, %expanded_142 : tensor<32x4xi1>, tensor<32x1xi1>) outs(%289 : tensor<32x4xi1>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %in_148: i1 loc(callsite(#loc7 at #loc50)), %out: i1 loc(callsite(#loc7 at #loc50))):
      %358 = arith.andi %in, %in_148 : i1 loc(#loc52)
      linalg.yield %358 : i1 loc(#loc52)
    } -> tensor<32x4xi1> loc(#loc52)
    %325 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%324 : tensor<32x4xi1>) outs(%89 : tensor<32x4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.uitofp %in : i1 to f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<32x4xf32> loc(#loc52)
    %326 = linalg.generic {indexing_maps = [#map11, #map10], iterator_types = ["reduction", "parallel"]} ins(%325 : tensor<32x4xf32>) outs(%293 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %out : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %327 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%295, %326 : tensor<4xf32>, tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %328 = linalg.generic {indexing_maps = [#map11, #map10], iterator_types = ["reduction", "parallel"]} ins(%212 : tensor<16x4xf32>) outs(%293 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %out : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %329 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%297, %328 : tensor<4xf32>, tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%327 : tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%329 : tensor<4xf32>) outs(%287 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.divf %in, %cst_13 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<4xf32> loc(#loc52)
    %expanded_143 = tensor.expand_shape %331 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32> loc(#loc52)
    %332 = tensor.empty() : tensor<1x4xf32> loc(#loc52)
    %333 = linalg.generic {indexing_maps = [#map10, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%330, %expanded_143 : tensor<4xf32>, tensor<1x4xf32>) outs(%332 : tensor<1x4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %in_148: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %in_148 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<1x4xf32> loc(#loc52)
    %334 = tensor.empty() : tensor<f32> loc(#loc52)
    %335 = linalg.fill ins(%cst : f32) outs(%334 : tensor<f32>) -> tensor<f32> loc(#loc52)
    %336 = linalg.generic {indexing_maps = [#map11, #map19], iterator_types = ["reduction", "reduction"]} ins(%333 : tensor<1x4xf32>) outs(%335 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.addf %in, %out : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<f32> loc(#loc52)
    %337 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%336 : tensor<f32>) outs(%334 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc7 at #loc50))):
      %358 = arith.mulf %in, %cst_14 : f32 loc(#loc52)
      linalg.yield %358 : f32 loc(#loc52)
    } -> tensor<f32> loc(#loc52)
    %collapsed_144 = tensor.collapse_shape %arg36 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc50)
    %338:2 = linalg.generic {indexing_maps = [#map11, #map17, #map17], iterator_types = ["parallel", "reduction"]} ins(%259 : tensor<16x64xf32>) outs(%96, %94 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49)), %out_148: i64 loc(callsite(#loc4 at #loc49))):
      %358 = linalg.index 1 : index loc(#loc50)
      %359 = arith.index_cast %358 : index to i64 loc(#loc50)
      %360 = arith.maximumf %in, %out : f32 loc(#loc50)
      %361 = arith.cmpf ogt, %in, %out : f32 loc(#loc50)
      %362 = arith.select %361, %359, %out_148 : i64 loc(#loc50)
      linalg.yield %360, %362 : f32, i64 loc(#loc50)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc50)
    %expanded_145 = tensor.expand_shape %338#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc50)
    %339 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%259, %expanded_145 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%257 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %in_148: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16x64xf32> loc(#loc50)
    %340 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<16x64xf32>) outs(%257 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = math.exp %in : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16x64xf32> loc(#loc50)
    %341 = linalg.generic {indexing_maps = [#map11, #map18], iterator_types = ["parallel", "reduction"]} ins(%340 : tensor<16x64xf32>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16x1xf32> loc(#loc50)
    %342 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%341 : tensor<16x1xf32>) outs(%100 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = math.log %in : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16x1xf32> loc(#loc50)
    %343 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel"]} ins(%339, %342 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%257 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %in_148: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.subf %in, %in_148 : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16x64xf32> loc(#loc50)
    %344 = tensor.empty() : tensor<16xi1> loc(#loc50)
    %345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_144 : tensor<16xi64>) outs(%344 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc49)), %out: i1 loc(callsite(#loc4 at #loc49))):
      %358 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc50)
      linalg.yield %358 : i1 loc(#loc50)
    } -> tensor<16xi1> loc(#loc50)
    %346 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%345, %collapsed_144, %cst_16 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%93 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc49)), %in_148: i64 loc(callsite(#loc4 at #loc49)), %in_149: i64 loc(callsite(#loc4 at #loc49)), %out: i64 loc(callsite(#loc4 at #loc49))):
      %358 = arith.select %in, %in_148, %in_149 : i64 loc(#loc50)
      linalg.yield %358 : i64 loc(#loc50)
    } -> tensor<16xi64> loc(#loc50)
    %expanded_146 = tensor.expand_shape %346 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc50)
    %347 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_146 : tensor<16x1xi64>) outs(%101 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = linalg.index 0 : index loc(#loc50)
      %359 = arith.index_cast %in : i64 to index loc(#loc50)
      %360 = arith.cmpi slt, %359, %c64 : index loc(#loc50)
      cf.assert %360, "index must be smaller than dim size" loc(#loc50)
      %361 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc50)
      cf.assert %361, "index must be larger or equal to 0" loc(#loc50)
      %extracted = tensor.extract %343[%358, %359] : tensor<16x64xf32> loc(#loc50)
      linalg.yield %extracted : f32 loc(#loc50)
    } -> tensor<16x1xf32> loc(#loc50)
    %collapsed_147 = tensor.collapse_shape %347 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc50)
    %348 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_147 : tensor<16xf32>) outs(%95 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.negf %in : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16xf32> loc(#loc50)
    %349 = linalg.generic {indexing_maps = [#map2, #map2, #map23, #map2], iterator_types = ["parallel"]} ins(%345, %348, %cst_8 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%95 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc49)), %in_148: f32 loc(callsite(#loc4 at #loc49)), %in_149: f32 loc(callsite(#loc12 at #loc51)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.select %in, %in_148, %in_149 : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<16xf32> loc(#loc50)
    %350 = tensor.empty() : tensor<i64> loc(#loc50)
    %351 = linalg.fill ins(%c0_i64 : i64) outs(%350 : tensor<i64>) -> tensor<i64> loc(#loc50)
    %352 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%345 : tensor<16xi1>) outs(%351 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc49)), %out: i64 loc(callsite(#loc4 at #loc49))):
      %358 = arith.extui %in : i1 to i64 loc(#loc50)
      %359 = arith.addi %358, %out : i64 loc(#loc50)
      linalg.yield %359 : i64 loc(#loc50)
    } -> tensor<i64> loc(#loc50)
    %353 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%352 : tensor<i64>) outs(%334 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.sitofp %in : i64 to f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<f32> loc(#loc50)
    %354 = linalg.generic {indexing_maps = [#map2, #map23], iterator_types = ["reduction"]} ins(%349 : tensor<16xf32>) outs(%335 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.addf %in, %out : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<f32> loc(#loc50)
    %355 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%354, %353 : tensor<f32>, tensor<f32>) outs(%334 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %in_148: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.divf %in, %in_148 : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<f32> loc(#loc50)
    %356 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = []} ins(%337 : tensor<f32>) outs(%334 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc50)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.truncf %cst_9 : f64 to f32 loc(#loc50)
      %359 = arith.mulf %in, %358 : f32 loc(#loc50)
      linalg.yield %359 : f32 loc(#loc50)
    } -> tensor<f32> loc(#loc50)
    %357 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = []} ins(%355, %356 : tensor<f32>, tensor<f32>) outs(%334 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc49)), %in_148: f32 loc(callsite(#loc4 at #loc49)), %out: f32 loc(callsite(#loc4 at #loc49))):
      %358 = arith.addf %in, %in_148 : f32 loc(#loc50)
      linalg.yield %358 : f32 loc(#loc50)
    } -> tensor<f32> loc(#loc50)
    return %357 : tensor<f32> loc(#loc50)
  } loc(#loc61)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     model.embed_tokens.weight
  //   #1 param     model.layers.0.self_attn.q_proj.weight
  //   #2 param     model.layers.0.self_attn.q_proj.bias
  //   #3 param     model.layers.0.self_attn.k_proj.weight
  //   #4 param     model.layers.0.self_attn.k_proj.bias
  //   #5 param     model.layers.0.self_attn.v_proj.weight
  //   #6 param     model.layers.0.self_attn.v_proj.bias
  //   #7 param     model.layers.0.self_attn.o_proj.weight
  //   #8 param     model.layers.0.mlp.gate.weight
  //   #9 param     model.layers.0.mlp.experts.gate_up_proj
  //   #10 param     model.layers.0.mlp.experts.down_proj
  //   #11 param     model.layers.0.mlp.shared_expert.gate_proj.weight
  //   #12 param     model.layers.0.mlp.shared_expert.up_proj.weight
  //   #13 param     model.layers.0.mlp.shared_expert.down_proj.weight
  //   #14 param     model.layers.0.mlp.shared_expert_gate.weight
  //   #15 param     model.layers.0.input_layernorm.weight
  //   #16 param     model.layers.0.post_attention_layernorm.weight
  //   #17 param     model.layers.1.self_attn.q_proj.weight
  //   #18 param     model.layers.1.self_attn.q_proj.bias
  //   #19 param     model.layers.1.self_attn.k_proj.weight
  //   #20 param     model.layers.1.self_attn.k_proj.bias
  //   #21 param     model.layers.1.self_attn.v_proj.weight
  //   #22 param     model.layers.1.self_attn.v_proj.bias
  //   #23 param     model.layers.1.self_attn.o_proj.weight
  //   #24 param     model.layers.1.mlp.gate.weight
  //   #25 param     model.layers.1.mlp.experts.gate_up_proj
  //   #26 param     model.layers.1.mlp.experts.down_proj
  //   #27 param     model.layers.1.mlp.shared_expert.gate_proj.weight
  //   #28 param     model.layers.1.mlp.shared_expert.up_proj.weight
  //   #29 param     model.layers.1.mlp.shared_expert.down_proj.weight
  //   #30 param     model.layers.1.mlp.shared_expert_gate.weight
  //   #31 param     model.layers.1.input_layernorm.weight
  //   #32 param     model.layers.1.post_attention_layernorm.weight
  //   #33 param     model.norm.weight
  //   #34 param     lm_head.weight
  //   #35 opt_state exp_avg.model.embed_tokens.weight
  //   #36 opt_state exp_avg.model.layers.0.self_attn.q_proj.weight
  //   #37 opt_state exp_avg.model.layers.0.self_attn.q_proj.bias
  //   #38 opt_state exp_avg.model.layers.0.self_attn.k_proj.weight
  //   #39 opt_state exp_avg.model.layers.0.self_attn.k_proj.bias
  //   #40 opt_state exp_avg.model.layers.0.self_attn.v_proj.weight
  //   #41 opt_state exp_avg.model.layers.0.self_attn.v_proj.bias
  //   #42 opt_state exp_avg.model.layers.0.self_attn.o_proj.weight
  //   #43 opt_state exp_avg.model.layers.0.mlp.gate.weight
  //   #44 opt_state exp_avg.model.layers.0.mlp.experts.gate_up_proj
  //   #45 opt_state exp_avg.model.layers.0.mlp.experts.down_proj
  //   #46 opt_state exp_avg.model.layers.0.mlp.shared_expert.gate_proj.weight
  //   #47 opt_state exp_avg.model.layers.0.mlp.shared_expert.up_proj.weight
  //   #48 opt_state exp_avg.model.layers.0.mlp.shared_expert.down_proj.weight
  //   #49 opt_state exp_avg.model.layers.0.mlp.shared_expert_gate.weight
  //   #50 opt_state exp_avg.model.layers.0.input_layernorm.weight
  //   #51 opt_state exp_avg.model.layers.0.post_attention_layernorm.weight
  //   #52 opt_state exp_avg.model.layers.1.self_attn.q_proj.weight
  //   #53 opt_state exp_avg.model.layers.1.self_attn.q_proj.bias
  //   #54 opt_state exp_avg.model.layers.1.self_attn.k_proj.weight
  //   #55 opt_state exp_avg.model.layers.1.self_attn.k_proj.bias
  //   #56 opt_state exp_avg.model.layers.1.self_attn.v_proj.weight
  //   #57 opt_state exp_avg.model.layers.1.self_attn.v_proj.bias
  //   #58 opt_state exp_avg.model.layers.1.self_attn.o_proj.weight
  //   #59 opt_state exp_avg.model.layers.1.mlp.gate.weight
  //   #60 opt_state exp_avg.model.layers.1.mlp.experts.gate_up_proj
  //   #61 opt_state exp_avg.model.layers.1.mlp.experts.down_proj
  //   #62 opt_state exp_avg.model.layers.1.mlp.shared_expert.gate_proj.weight
  //   #63 opt_state exp_avg.model.layers.1.mlp.shared_expert.up_proj.weight
  //   #64 opt_state exp_avg.model.layers.1.mlp.shared_expert.down_proj.weight
  //   #65 opt_state exp_avg.model.layers.1.mlp.shared_expert_gate.weight
  //   #66 opt_state exp_avg.model.layers.1.input_layernorm.weight
  //   #67 opt_state exp_avg.model.layers.1.post_attention_layernorm.weight
  //   #68 opt_state exp_avg.model.norm.weight
  //   #69 opt_state exp_avg.lm_head.weight
  //   #70 opt_state exp_avg_sq.model.embed_tokens.weight
  //   #71 opt_state exp_avg_sq.model.layers.0.self_attn.q_proj.weight
  //   #72 opt_state exp_avg_sq.model.layers.0.self_attn.q_proj.bias
  //   #73 opt_state exp_avg_sq.model.layers.0.self_attn.k_proj.weight
  //   #74 opt_state exp_avg_sq.model.layers.0.self_attn.k_proj.bias
  //   #75 opt_state exp_avg_sq.model.layers.0.self_attn.v_proj.weight
  //   #76 opt_state exp_avg_sq.model.layers.0.self_attn.v_proj.bias
  //   #77 opt_state exp_avg_sq.model.layers.0.self_attn.o_proj.weight
  //   #78 opt_state exp_avg_sq.model.layers.0.mlp.gate.weight
  //   #79 opt_state exp_avg_sq.model.layers.0.mlp.experts.gate_up_proj
  //   #80 opt_state exp_avg_sq.model.layers.0.mlp.experts.down_proj
  //   #81 opt_state exp_avg_sq.model.layers.0.mlp.shared_expert.gate_proj.weight
  //   #82 opt_state exp_avg_sq.model.layers.0.mlp.shared_expert.up_proj.weight
  //   #83 opt_state exp_avg_sq.model.layers.0.mlp.shared_expert.down_proj.weight
  //   #84 opt_state exp_avg_sq.model.layers.0.mlp.shared_expert_gate.weight
  //   #85 opt_state exp_avg_sq.model.layers.0.input_layernorm.weight
  //   #86 opt_state exp_avg_sq.model.layers.0.post_attention_layernorm.weight
  //   #87 opt_state exp_avg_sq.model.layers.1.self_attn.q_proj.weight
  //   #88 opt_state exp_avg_sq.model.layers.1.self_attn.q_proj.bias
  //   #89 opt_state exp_avg_sq.model.layers.1.self_attn.k_proj.weight
  //   #90 opt_state exp_avg_sq.model.layers.1.self_attn.k_proj.bias
  //   #91 opt_state exp_avg_sq.model.layers.1.self_attn.v_proj.weight
  //   #92 opt_state exp_avg_sq.model.layers.1.self_attn.v_proj.bias
  //   #93 opt_state exp_avg_sq.model.layers.1.self_attn.o_proj.weight
  //   #94 opt_state exp_avg_sq.model.layers.1.mlp.gate.weight
  //   #95 opt_state exp_avg_sq.model.layers.1.mlp.experts.gate_up_proj
  //   #96 opt_state exp_avg_sq.model.layers.1.mlp.experts.down_proj
  //   #97 opt_state exp_avg_sq.model.layers.1.mlp.shared_expert.gate_proj.weight
  //   #98 opt_state exp_avg_sq.model.layers.1.mlp.shared_expert.up_proj.weight
  //   #99 opt_state exp_avg_sq.model.layers.1.mlp.shared_expert.down_proj.weight
  //   #100 opt_state exp_avg_sq.model.layers.1.mlp.shared_expert_gate.weight
  //   #101 opt_state exp_avg_sq.model.layers.1.input_layernorm.weight
  //   #102 opt_state exp_avg_sq.model.layers.1.post_attention_layernorm.weight
  //   #103 opt_state exp_avg_sq.model.norm.weight
  //   #104 opt_state exp_avg_sq.lm_head.weight
  //   #105 step      step
  //   #106 input     input0
  //   #107 label     label0
  //   #108 hyper     lr
  func.func @train_step(
      %a0: tensor<64x32xf32> {mpt.role = "param", mpt.name = "model.embed_tokens.weight"},
      %a1: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_proj.weight"},
      %a2: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.q_proj.bias"},
      %a3: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.k_proj.weight"},
      %a4: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.k_proj.bias"},
      %a5: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.v_proj.weight"},
      %a6: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.v_proj.bias"},
      %a7: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.self_attn.o_proj.weight"},
      %a8: tensor<4x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.gate.weight"},
      %a9: tensor<4x32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.experts.gate_up_proj"},
      %a10: tensor<4x32x16xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.experts.down_proj"},
      %a11: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.shared_expert.gate_proj.weight"},
      %a12: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.shared_expert.up_proj.weight"},
      %a13: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.shared_expert.down_proj.weight"},
      %a14: tensor<1x32xf32> {mpt.role = "param", mpt.name = "model.layers.0.mlp.shared_expert_gate.weight"},
      %a15: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.input_layernorm.weight"},
      %a16: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.0.post_attention_layernorm.weight"},
      %a17: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_proj.weight"},
      %a18: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.q_proj.bias"},
      %a19: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.k_proj.weight"},
      %a20: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.k_proj.bias"},
      %a21: tensor<16x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.v_proj.weight"},
      %a22: tensor<16xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.v_proj.bias"},
      %a23: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.self_attn.o_proj.weight"},
      %a24: tensor<4x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.gate.weight"},
      %a25: tensor<4x32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.experts.gate_up_proj"},
      %a26: tensor<4x32x16xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.experts.down_proj"},
      %a27: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_expert.gate_proj.weight"},
      %a28: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_expert.up_proj.weight"},
      %a29: tensor<32x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_expert.down_proj.weight"},
      %a30: tensor<1x32xf32> {mpt.role = "param", mpt.name = "model.layers.1.mlp.shared_expert_gate.weight"},
      %a31: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.input_layernorm.weight"},
      %a32: tensor<32xf32> {mpt.role = "param", mpt.name = "model.layers.1.post_attention_layernorm.weight"},
      %a33: tensor<32xf32> {mpt.role = "param", mpt.name = "model.norm.weight"},
      %a34: tensor<64x32xf32> {mpt.role = "param", mpt.name = "lm_head.weight"},
      %a35: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a36: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a37: tensor<32xf32> {mpt.role = "opt_state"},
      %a38: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a39: tensor<16xf32> {mpt.role = "opt_state"},
      %a40: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a41: tensor<16xf32> {mpt.role = "opt_state"},
      %a42: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a43: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a44: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a45: tensor<4x32x16xf32> {mpt.role = "opt_state"},
      %a46: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a47: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a48: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a49: tensor<1x32xf32> {mpt.role = "opt_state"},
      %a50: tensor<32xf32> {mpt.role = "opt_state"},
      %a51: tensor<32xf32> {mpt.role = "opt_state"},
      %a52: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a53: tensor<32xf32> {mpt.role = "opt_state"},
      %a54: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a55: tensor<16xf32> {mpt.role = "opt_state"},
      %a56: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a57: tensor<16xf32> {mpt.role = "opt_state"},
      %a58: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a59: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a60: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a61: tensor<4x32x16xf32> {mpt.role = "opt_state"},
      %a62: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a63: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a64: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a65: tensor<1x32xf32> {mpt.role = "opt_state"},
      %a66: tensor<32xf32> {mpt.role = "opt_state"},
      %a67: tensor<32xf32> {mpt.role = "opt_state"},
      %a68: tensor<32xf32> {mpt.role = "opt_state"},
      %a69: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a70: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a71: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a72: tensor<32xf32> {mpt.role = "opt_state"},
      %a73: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a74: tensor<16xf32> {mpt.role = "opt_state"},
      %a75: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a76: tensor<16xf32> {mpt.role = "opt_state"},
      %a77: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a78: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a79: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a80: tensor<4x32x16xf32> {mpt.role = "opt_state"},
      %a81: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a82: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a83: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a84: tensor<1x32xf32> {mpt.role = "opt_state"},
      %a85: tensor<32xf32> {mpt.role = "opt_state"},
      %a86: tensor<32xf32> {mpt.role = "opt_state"},
      %a87: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a88: tensor<32xf32> {mpt.role = "opt_state"},
      %a89: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a90: tensor<16xf32> {mpt.role = "opt_state"},
      %a91: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a92: tensor<16xf32> {mpt.role = "opt_state"},
      %a93: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a94: tensor<4x32xf32> {mpt.role = "opt_state"},
      %a95: tensor<4x32x32xf32> {mpt.role = "opt_state"},
      %a96: tensor<4x32x16xf32> {mpt.role = "opt_state"},
      %a97: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a98: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a99: tensor<32x32xf32> {mpt.role = "opt_state"},
      %a100: tensor<1x32xf32> {mpt.role = "opt_state"},
      %a101: tensor<32xf32> {mpt.role = "opt_state"},
      %a102: tensor<32xf32> {mpt.role = "opt_state"},
      %a103: tensor<32xf32> {mpt.role = "opt_state"},
      %a104: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a105: tensor<i64> {mpt.role = "step"},
      %a106: tensor<2x8xi64> {mpt.role = "input"},
      %a107: tensor<2x8xi64> {mpt.role = "label"},
      %a108: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<64x32xf32> {mpt.updates = 0 : i64},
          tensor<32x32xf32> {mpt.updates = 1 : i64},
          tensor<32xf32> {mpt.updates = 2 : i64},
          tensor<16x32xf32> {mpt.updates = 3 : i64},
          tensor<16xf32> {mpt.updates = 4 : i64},
          tensor<16x32xf32> {mpt.updates = 5 : i64},
          tensor<16xf32> {mpt.updates = 6 : i64},
          tensor<32x32xf32> {mpt.updates = 7 : i64},
          tensor<4x32xf32> {mpt.updates = 8 : i64},
          tensor<4x32x32xf32> {mpt.updates = 9 : i64},
          tensor<4x32x16xf32> {mpt.updates = 10 : i64},
          tensor<32x32xf32> {mpt.updates = 11 : i64},
          tensor<32x32xf32> {mpt.updates = 12 : i64},
          tensor<32x32xf32> {mpt.updates = 13 : i64},
          tensor<1x32xf32> {mpt.updates = 14 : i64},
          tensor<32xf32> {mpt.updates = 15 : i64},
          tensor<32xf32> {mpt.updates = 16 : i64},
          tensor<32x32xf32> {mpt.updates = 17 : i64},
          tensor<32xf32> {mpt.updates = 18 : i64},
          tensor<16x32xf32> {mpt.updates = 19 : i64},
          tensor<16xf32> {mpt.updates = 20 : i64},
          tensor<16x32xf32> {mpt.updates = 21 : i64},
          tensor<16xf32> {mpt.updates = 22 : i64},
          tensor<32x32xf32> {mpt.updates = 23 : i64},
          tensor<4x32xf32> {mpt.updates = 24 : i64},
          tensor<4x32x32xf32> {mpt.updates = 25 : i64},
          tensor<4x32x16xf32> {mpt.updates = 26 : i64},
          tensor<32x32xf32> {mpt.updates = 27 : i64},
          tensor<32x32xf32> {mpt.updates = 28 : i64},
          tensor<32x32xf32> {mpt.updates = 29 : i64},
          tensor<1x32xf32> {mpt.updates = 30 : i64},
          tensor<32xf32> {mpt.updates = 31 : i64},
          tensor<32xf32> {mpt.updates = 32 : i64},
          tensor<32xf32> {mpt.updates = 33 : i64},
          tensor<64x32xf32> {mpt.updates = 34 : i64},
          tensor<64x32xf32> {mpt.updates = 35 : i64},
          tensor<32x32xf32> {mpt.updates = 36 : i64},
          tensor<32xf32> {mpt.updates = 37 : i64},
          tensor<16x32xf32> {mpt.updates = 38 : i64},
          tensor<16xf32> {mpt.updates = 39 : i64},
          tensor<16x32xf32> {mpt.updates = 40 : i64},
          tensor<16xf32> {mpt.updates = 41 : i64},
          tensor<32x32xf32> {mpt.updates = 42 : i64},
          tensor<4x32xf32> {mpt.updates = 43 : i64},
          tensor<4x32x32xf32> {mpt.updates = 44 : i64},
          tensor<4x32x16xf32> {mpt.updates = 45 : i64},
          tensor<32x32xf32> {mpt.updates = 46 : i64},
          tensor<32x32xf32> {mpt.updates = 47 : i64},
          tensor<32x32xf32> {mpt.updates = 48 : i64},
          tensor<1x32xf32> {mpt.updates = 49 : i64},
          tensor<32xf32> {mpt.updates = 50 : i64},
          tensor<32xf32> {mpt.updates = 51 : i64},
          tensor<32x32xf32> {mpt.updates = 52 : i64},
          tensor<32xf32> {mpt.updates = 53 : i64},
          tensor<16x32xf32> {mpt.updates = 54 : i64},
          tensor<16xf32> {mpt.updates = 55 : i64},
          tensor<16x32xf32> {mpt.updates = 56 : i64},
          tensor<16xf32> {mpt.updates = 57 : i64},
          tensor<32x32xf32> {mpt.updates = 58 : i64},
          tensor<4x32xf32> {mpt.updates = 59 : i64},
          tensor<4x32x32xf32> {mpt.updates = 60 : i64},
          tensor<4x32x16xf32> {mpt.updates = 61 : i64},
          tensor<32x32xf32> {mpt.updates = 62 : i64},
          tensor<32x32xf32> {mpt.updates = 63 : i64},
          tensor<32x32xf32> {mpt.updates = 64 : i64},
          tensor<1x32xf32> {mpt.updates = 65 : i64},
          tensor<32xf32> {mpt.updates = 66 : i64},
          tensor<32xf32> {mpt.updates = 67 : i64},
          tensor<32xf32> {mpt.updates = 68 : i64},
          tensor<64x32xf32> {mpt.updates = 69 : i64},
          tensor<64x32xf32> {mpt.updates = 70 : i64},
          tensor<32x32xf32> {mpt.updates = 71 : i64},
          tensor<32xf32> {mpt.updates = 72 : i64},
          tensor<16x32xf32> {mpt.updates = 73 : i64},
          tensor<16xf32> {mpt.updates = 74 : i64},
          tensor<16x32xf32> {mpt.updates = 75 : i64},
          tensor<16xf32> {mpt.updates = 76 : i64},
          tensor<32x32xf32> {mpt.updates = 77 : i64},
          tensor<4x32xf32> {mpt.updates = 78 : i64},
          tensor<4x32x32xf32> {mpt.updates = 79 : i64},
          tensor<4x32x16xf32> {mpt.updates = 80 : i64},
          tensor<32x32xf32> {mpt.updates = 81 : i64},
          tensor<32x32xf32> {mpt.updates = 82 : i64},
          tensor<32x32xf32> {mpt.updates = 83 : i64},
          tensor<1x32xf32> {mpt.updates = 84 : i64},
          tensor<32xf32> {mpt.updates = 85 : i64},
          tensor<32xf32> {mpt.updates = 86 : i64},
          tensor<32x32xf32> {mpt.updates = 87 : i64},
          tensor<32xf32> {mpt.updates = 88 : i64},
          tensor<16x32xf32> {mpt.updates = 89 : i64},
          tensor<16xf32> {mpt.updates = 90 : i64},
          tensor<16x32xf32> {mpt.updates = 91 : i64},
          tensor<16xf32> {mpt.updates = 92 : i64},
          tensor<32x32xf32> {mpt.updates = 93 : i64},
          tensor<4x32xf32> {mpt.updates = 94 : i64},
          tensor<4x32x32xf32> {mpt.updates = 95 : i64},
          tensor<4x32x16xf32> {mpt.updates = 96 : i64},
          tensor<32x32xf32> {mpt.updates = 97 : i64},
          tensor<32x32xf32> {mpt.updates = 98 : i64},
          tensor<32x32xf32> {mpt.updates = 99 : i64},
          tensor<1x32xf32> {mpt.updates = 100 : i64},
          tensor<32xf32> {mpt.updates = 101 : i64},
          tensor<32xf32> {mpt.updates = 102 : i64},
          tensor<32xf32> {mpt.updates = 103 : i64},
          tensor<64x32xf32> {mpt.updates = 104 : i64},
          tensor<i64> {mpt.updates = 105 : i64},
          tensor<f32>) {
    %loss, %g:35 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a106, %a107) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34]
        : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a35, %a70, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a36, %a71, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a37, %a72, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a38, %a73, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a39, %a74, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a40, %a75, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a41, %a76, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a42, %a77, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a43, %a78, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a44, %a79, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a45, %a80, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x16xf32>, tensor<4x32x16xf32>, tensor<4x32x16xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a46, %a81, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a47, %a82, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a48, %a83, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a49, %a84, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a50, %a85, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a51, %a86, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a52, %a87, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a53, %a88, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a54, %a89, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a55, %a90, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a56, %a91, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p22, %m22, %v22, %t22 = mpt.adam %a22, %g#22, %a57, %a92, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
    %p23, %m23, %v23, %t23 = mpt.adam %a23, %g#23, %a58, %a93, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p24, %m24, %v24, %t24 = mpt.adam %a24, %g#24, %a59, %a94, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i64>
    %p25, %m25, %v25, %t25 = mpt.adam %a25, %g#25, %a60, %a95, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<i64>
    %p26, %m26, %v26, %t26 = mpt.adam %a26, %g#26, %a61, %a96, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<4x32x16xf32>, tensor<4x32x16xf32>, tensor<4x32x16xf32>, tensor<i64>
    %p27, %m27, %v27, %t27 = mpt.adam %a27, %g#27, %a62, %a97, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p28, %m28, %v28, %t28 = mpt.adam %a28, %g#28, %a63, %a98, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p29, %m29, %v29, %t29 = mpt.adam %a29, %g#29, %a64, %a99, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<i64>
    %p30, %m30, %v30, %t30 = mpt.adam %a30, %g#30, %a65, %a100, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<i64>
    %p31, %m31, %v31, %t31 = mpt.adam %a31, %g#31, %a66, %a101, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p32, %m32, %v32, %t32 = mpt.adam %a32, %g#32, %a67, %a102, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p33, %m33, %v33, %t33 = mpt.adam %a33, %g#33, %a68, %a103, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p34, %m34, %v34, %t34 = mpt.adam %a34, %g#34, %a69, %a104, %a105, %a108 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %p22, %p23, %p24, %p25, %p26, %p27, %p28, %p29, %p30, %p31, %p32, %p33, %p34, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22, %m23, %m24, %m25, %m26, %m27, %m28, %m29, %m30, %m31, %m32, %m33, %m34, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33, %v34, %t0, %loss
        : tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x32x32xf32>, tensor<4x32x16xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc34 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":342:0)
#loc48 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/qwen2_moe/modeling_qwen2_moe.py":656:0)
#loc53 = loc(callsite(#loc48 at #loc50))
#loc60 = loc(callsite(#loc25 at #loc53))
#loc88 = loc(callsite(#loc34 at #loc62))
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
