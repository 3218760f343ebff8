// Exported by mpt_torch from MambaForCausalLM (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/sparse.py":189:0)
#loc2 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":809:0)
#loc3 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":920:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc6 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc7 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/kernels/_internals/layer/layer.py":856:0)
#loc8 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":617:0)
#loc9 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":668:0)
#loc10 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":820:0)
#loc11 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":639:0)
#loc12 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":664:0)
#loc13 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":638:0)
#loc14 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":640:0)
#loc15 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc17 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":596:0)
#loc18 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":599:0)
#loc19 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/activations.py":103:0)
#loc21 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":611:0)
#loc23 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":616:0)
#loc24 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":618:0)
#loc25 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":622:0)
#loc26 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":669:0)
#loc27 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":829:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
#map12 = affine_map<(d0, d1) -> (d0)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#loc29 = loc(callsite(#loc5 at #loc6))
#loc30 = loc(callsite(#loc4 at #loc29))
#loc31 = loc(callsite(#loc3 at #loc30))
#loc33 = loc(callsite(#loc2 at #loc31))
#loc34 = loc(callsite(#loc10 at #loc31))
#loc35 = loc(callsite(#loc27 at #loc31))
#loc37 = loc(callsite(#loc1 at #loc33))
#loc38 = loc(callsite(#loc9 at #loc34))
#loc39 = loc(callsite(#loc12 at #loc34))
#loc40 = loc(callsite(#loc26 at #loc34))
#loc41 = loc(callsite(#loc13 at #loc35))
#loc42 = loc(callsite(#loc11 at #loc35))
#loc43 = loc(callsite(#loc14 at #loc35))
#loc44 = loc(callsite(#loc8 at #loc38))
#loc45 = loc(callsite(#loc11 at #loc39))
#loc46 = loc(callsite(#loc13 at #loc39))
#loc47 = loc(callsite(#loc14 at #loc39))
#loc49 = loc(callsite(#loc17 at #loc38))
#loc50 = loc(callsite(#loc18 at #loc38))
#loc52 = loc(callsite(#loc21 at #loc38))
#loc54 = loc(callsite(#loc23 at #loc38))
#loc55 = loc(callsite(#loc24 at #loc38))
#loc56 = loc(callsite(#loc25 at #loc38))
#loc57 = loc(callsite(#loc7 at #loc44))
#loc59 = loc(callsite(#loc7 at #loc50))
#loc60 = loc(callsite(#loc15 at #loc52))
#loc61 = loc(callsite(#loc15 at #loc56))
#loc62 = loc(callsite(#loc7 at #loc57))
#loc63 = loc(callsite(#loc7 at #loc59))
#loc64 = loc(callsite(#loc19 at #loc63))
module {
  func.func @forward(%arg0: tensor<64x32xf32> loc(callsite(#loc1 at #loc33)), %arg1: tensor<32xf32> loc(callsite(#loc1 at #loc33)), %arg2: tensor<64x8xf32> loc(callsite(#loc1 at #loc33)), %arg3: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg4: tensor<64x1x4xf32> loc(callsite(#loc1 at #loc33)), %arg5: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg6: tensor<128x32xf32> loc(callsite(#loc1 at #loc33)), %arg7: tensor<18x64xf32> loc(callsite(#loc1 at #loc33)), %arg8: tensor<64x2xf32> loc(callsite(#loc1 at #loc33)), %arg9: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg10: tensor<32x64xf32> loc(callsite(#loc1 at #loc33)), %arg11: tensor<32xf32> loc(callsite(#loc1 at #loc33)), %arg12: tensor<64x8xf32> loc(callsite(#loc1 at #loc33)), %arg13: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg14: tensor<64x1x4xf32> loc(callsite(#loc1 at #loc33)), %arg15: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg16: tensor<128x32xf32> loc(callsite(#loc1 at #loc33)), %arg17: tensor<18x64xf32> loc(callsite(#loc1 at #loc33)), %arg18: tensor<64x2xf32> loc(callsite(#loc1 at #loc33)), %arg19: tensor<64xf32> loc(callsite(#loc1 at #loc33)), %arg20: tensor<32x64xf32> loc(callsite(#loc1 at #loc33)), %arg21: tensor<32xf32> loc(callsite(#loc1 at #loc33)), %arg22: tensor<2x8xi64> loc(callsite(#loc1 at #loc33)), %arg23: tensor<2x8xi64> loc(callsite(#loc1 at #loc33))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc30)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c64 = arith.constant 64 : index loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc30)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc30)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x64x8xf32> loc(#loc62)
    %cst_4 = arith.constant 1.000000e-05 : f64 loc(#loc45)
    %cst_5 = arith.constant 3.200000e+01 : f32 loc(#loc)
    %cst_6 = arith.constant 2.000000e+01 : f32 loc(#loc)
    %cst_7 = arith.constant dense<0> : tensor<i64> loc(#loc30)
    %0 = tensor.empty() : tensor<2x8x32xf32> loc(#loc37)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc1 at #loc33)), %out: f32 loc(callsite(#loc1 at #loc33))):
      %179 = arith.index_cast %in : i64 to index loc(#loc37)
      %180 = linalg.index 2 : index loc(#loc37)
      %181 = arith.cmpi slt, %179, %c64 : index loc(#loc37)
      cf.assert %181, "index must be smaller than dim size" loc(#loc37)
      %182 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc37)
      cf.assert %182, "index must be larger or equal to 0" loc(#loc37)
      %extracted = tensor.extract %arg0[%179, %180] : tensor<64x32xf32> loc(#loc37)
      linalg.yield %extracted : f32 loc(#loc37)
    } -> tensor<2x8x32xf32> loc(#loc37)
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc33)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x32xf32> loc(#loc46)
    %3 = tensor.empty() : tensor<2x8x1xf32> loc(#loc46)
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32> loc(#loc46)
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x1xf32> loc(#loc46)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = arith.divf %in, %cst_5 : f32 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x1xf32> loc(#loc46)
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = arith.truncf %cst_4 : f64 to f32 loc(#loc45)
      %180 = arith.addf %in, %179 : f32 loc(#loc45)
      linalg.yield %180 : f32 loc(#loc45)
    } -> tensor<2x8x1xf32> loc(#loc45)
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = math.rsqrt %in : f32 loc(#loc45)
      linalg.yield %179 : f32 loc(#loc45)
    } -> tensor<2x8x1xf32> loc(#loc45)
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc33)), %in_175: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc45)
      linalg.yield %179 : f32 loc(#loc45)
    } -> tensor<2x8x32xf32> loc(#loc45)
    %10 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %9 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc39)), %in_175: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc14 at #loc39))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc47)
      linalg.yield %179 : f32 loc(#loc47)
    } -> tensor<2x8x32xf32> loc(#loc47)
    %11 = tensor.empty() : tensor<32x128xf32> loc(#loc58)
    %transposed = linalg.transpose ins(%arg6 : tensor<128x32xf32>) outs(%11 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc58)
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc58)
    %12 = tensor.empty() : tensor<16x128xf32> loc(#loc58)
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc58)
    %14 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x128xf32>) outs(%13 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc58)
    %expanded = tensor.expand_shape %14 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc58)
    %15 = tensor.empty() : tensor<2x128x8xf32> loc(#loc48)
    %transposed_8 = linalg.transpose ins(%expanded : tensor<2x8x128xf32>) outs(%15 : tensor<2x128x8xf32>) permutation = [0, 2, 1]  loc(#loc48)
    %extracted_slice = tensor.extract_slice %transposed_8[0, 0, 0] [2, 64, 8] [1, 1, 1] : tensor<2x128x8xf32> to tensor<2x64x8xf32> loc(#loc49)
    %extracted_slice_9 = tensor.extract_slice %transposed_8[0, 64, 0] [2, 64, 8] [1, 1, 1] : tensor<2x128x8xf32> to tensor<2x64x8xf32> loc(#loc49)
    %expanded_10 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc63)
    %expanded_11 = tensor.expand_shape %arg4 [[0], [1], [2, 3]] output_shape [64, 1, 4, 1] : tensor<64x1x4xf32> into tensor<64x1x4x1xf32> loc(#loc63)
    %padded = tensor.pad %expanded_10 low[0, 0, 3, 0] high[0, 0, 3, 0] {
    ^bb0(%arg24: index loc(callsite(#loc7 at #loc59)), %arg25: index loc(callsite(#loc7 at #loc59)), %arg26: index loc(callsite(#loc7 at #loc59)), %arg27: index loc(callsite(#loc7 at #loc59))):
      tensor.yield %cst : f32 loc(#loc63)
    } : tensor<2x64x8x1xf32> to tensor<2x64x14x1xf32> loc(#loc63)
    %16 = tensor.empty() : tensor<2x64x11x1xf32> loc(#loc63)
    %broadcasted = linalg.broadcast ins(%arg5 : tensor<64xf32>) outs(%16 : tensor<2x64x11x1xf32>) dimensions = [0, 2, 3]  loc(#loc63)
    %collapsed_12 = tensor.collapse_shape %expanded_11 [[0, 1], [2], [3]] : tensor<64x1x4x1xf32> into tensor<64x4x1xf32> loc(#loc63)
    %17 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed_12 : tensor<2x64x14x1xf32>, tensor<64x4x1xf32>) outs(%broadcasted : tensor<2x64x11x1xf32>) -> tensor<2x64x11x1xf32> loc(#loc63)
    %collapsed_13 = tensor.collapse_shape %17 [[0], [1], [2, 3]] : tensor<2x64x11x1xf32> into tensor<2x64x11xf32> loc(#loc63)
    %extracted_slice_14 = tensor.extract_slice %collapsed_13[0, 0, 0] [2, 64, 8] [1, 1, 1] : tensor<2x64x11xf32> to tensor<2x64x8xf32> loc(#loc63)
    %18 = tensor.empty() : tensor<2x64x8xf32> loc(#loc64)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc59)), %out: f32 loc(callsite(#loc19 at #loc63))):
      %179 = arith.negf %in : f32 loc(#loc64)
      %180 = math.exp %179 : f32 loc(#loc64)
      %181 = arith.addf %180, %cst_0 : f32 loc(#loc64)
      %182 = arith.divf %cst_0, %181 : f32 loc(#loc64)
      linalg.yield %182 : f32 loc(#loc64)
    } -> tensor<2x64x8xf32> loc(#loc64)
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %19 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc59)), %in_175: f32 loc(callsite(#loc19 at #loc63)), %out: f32 loc(callsite(#loc19 at #loc63))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc64)
      linalg.yield %179 : f32 loc(#loc64)
    } -> tensor<2x64x8xf32> loc(#loc64)
    %21 = tensor.empty() : tensor<2x8x64xf32> loc(#loc51)
    %transposed_15 = linalg.transpose ins(%20 : tensor<2x64x8xf32>) outs(%21 : tensor<2x8x64xf32>) permutation = [0, 2, 1]  loc(#loc51)
    %22 = tensor.empty() : tensor<64x18xf32> loc(#loc60)
    %transposed_16 = linalg.transpose ins(%arg7 : tensor<18x64xf32>) outs(%22 : tensor<64x18xf32>) permutation = [1, 0]  loc(#loc60)
    %23 = tensor.empty() : tensor<2x64x18xf32> loc(#loc60)
    %24 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<64x18xf32>) outs(%23 : tensor<2x64x18xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc52)), %out: f32 loc(callsite(#loc15 at #loc52))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x64x18xf32> loc(#loc60)
    %25 = tensor.empty() : tensor<2x8x18xf32> loc(#loc60)
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x8x18xf32>) -> tensor<2x8x18xf32> loc(#loc60)
    %27 = linalg.batch_matmul ins(%transposed_15, %24 : tensor<2x8x64xf32>, tensor<2x64x18xf32>) outs(%26 : tensor<2x8x18xf32>) -> tensor<2x8x18xf32> loc(#loc60)
    %extracted_slice_17 = tensor.extract_slice %27[0, 0, 0] [2, 8, 2] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x2xf32> loc(#loc53)
    %extracted_slice_18 = tensor.extract_slice %27[0, 0, 2] [2, 8, 8] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x8xf32> loc(#loc53)
    %extracted_slice_19 = tensor.extract_slice %27[0, 0, 10] [2, 8, 8] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x8xf32> loc(#loc53)
    %28 = tensor.empty() : tensor<2x2x8xf32> loc(#loc54)
    %transposed_20 = linalg.transpose ins(%extracted_slice_17 : tensor<2x8x2xf32>) outs(%28 : tensor<2x2x8xf32>) permutation = [0, 2, 1]  loc(#loc54)
    %29 = tensor.empty() : tensor<2x64x2xf32> loc(#loc54)
    %30 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<64x2xf32>) outs(%29 : tensor<2x64x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc38)), %out: f32 loc(callsite(#loc23 at #loc38))):
      linalg.yield %in : f32 loc(#loc54)
    } -> tensor<2x64x2xf32> loc(#loc54)
    %31 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x64x8xf32>) -> tensor<2x64x8xf32> loc(#loc54)
    %32 = linalg.batch_matmul ins(%30, %transposed_20 : tensor<2x64x2xf32>, tensor<2x2x8xf32>) outs(%31 : tensor<2x64x8xf32>) -> tensor<2x64x8xf32> loc(#loc54)
    %33 = tensor.empty() : tensor<64x8xf32> loc(#loc57)
    %34 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64x8xf32>) outs(%33 : tensor<64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc44)), %out: f32 loc(callsite(#loc7 at #loc44))):
      %179 = math.exp %in : f32 loc(#loc57)
      linalg.yield %179 : f32 loc(#loc57)
    } -> tensor<64x8xf32> loc(#loc57)
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<64x8xf32>) outs(%33 : tensor<64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc44)), %out: f32 loc(callsite(#loc7 at #loc44))):
      %179 = arith.negf %in : f32 loc(#loc57)
      linalg.yield %179 : f32 loc(#loc57)
    } -> tensor<64x8xf32> loc(#loc57)
    %expanded_21 = tensor.expand_shape %arg9 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32> loc(#loc62)
    %36 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %expanded_21 : tensor<2x64x8xf32>, tensor<64x1xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.exp %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.log1p %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %39 = tensor.empty() : tensor<2x64x8xi1> loc(#loc62)
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x64x8xf32>) outs(%39 : tensor<2x64x8xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: i1 loc(callsite(#loc7 at #loc57))):
      %179 = arith.cmpf ogt, %in, %cst_6 : f32 loc(#loc62)
      linalg.yield %179 : i1 loc(#loc62)
    } -> tensor<2x64x8xi1> loc(#loc62)
    %41 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %36, %38 : tensor<2x64x8xi1>, tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %in_176: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.select %in, %in_175, %in_176 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %expanded_22 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [1, 64, 1, 8] : tensor<64x8xf32> into tensor<1x64x1x8xf32> loc(#loc62)
    %expanded_23 = tensor.expand_shape %41 [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc62)
    %42 = tensor.empty() : tensor<2x64x8x8xf32> loc(#loc62)
    %43 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %expanded_23 : tensor<1x64x1x8xf32>, tensor<2x64x8x1xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %44 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x64x8x8xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.exp %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %expanded_24 = tensor.expand_shape %extracted_slice_18 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32> loc(#loc62)
    %45 = linalg.generic {indexing_maps = [#map8, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_24 : tensor<2x64x8x1xf32>, tensor<2x1x8x8xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %expanded_25 = tensor.expand_shape %20 [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc62)
    %46 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_25 : tensor<2x64x8x8xf32>, tensor<2x64x8x1xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %extracted_slice_26 = tensor.extract_slice %44[0, 0, 0, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_27 = tensor.collapse_shape %extracted_slice_26 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_27, %cst_3 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_28 = tensor.extract_slice %46[0, 0, 0, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_29 = tensor.collapse_shape %extracted_slice_28 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %collapsed_29 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_19[0, 0, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_31 = tensor.collapse_shape %extracted_slice_30 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_32 = tensor.expand_shape %collapsed_31 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %49 = tensor.empty() : tensor<2x64x1xf32> loc(#loc62)
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %51 = linalg.batch_matmul ins(%48, %expanded_32 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_33 = tensor.extract_slice %44[0, 0, 1, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_34 = tensor.collapse_shape %extracted_slice_33 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_34, %48 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_35 = tensor.extract_slice %46[0, 0, 1, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_36 = tensor.collapse_shape %extracted_slice_35 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %collapsed_36 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_37 = tensor.extract_slice %extracted_slice_19[0, 1, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_38 = tensor.collapse_shape %extracted_slice_37 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_39 = tensor.expand_shape %collapsed_38 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %54 = linalg.batch_matmul ins(%53, %expanded_39 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_40 = tensor.extract_slice %44[0, 0, 2, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_41 = tensor.collapse_shape %extracted_slice_40 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41, %53 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_42 = tensor.extract_slice %46[0, 0, 2, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_43 = tensor.collapse_shape %extracted_slice_42 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %56 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %collapsed_43 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_44 = tensor.extract_slice %extracted_slice_19[0, 2, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_45 = tensor.collapse_shape %extracted_slice_44 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_46 = tensor.expand_shape %collapsed_45 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %57 = linalg.batch_matmul ins(%56, %expanded_46 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_47 = tensor.extract_slice %44[0, 0, 3, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_48 = tensor.collapse_shape %extracted_slice_47 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_48, %56 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_49 = tensor.extract_slice %46[0, 0, 3, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_50 = tensor.collapse_shape %extracted_slice_49 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %collapsed_50 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_51 = tensor.extract_slice %extracted_slice_19[0, 3, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_52 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_53 = tensor.expand_shape %collapsed_52 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %60 = linalg.batch_matmul ins(%59, %expanded_53 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_54 = tensor.extract_slice %44[0, 0, 4, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_55 = tensor.collapse_shape %extracted_slice_54 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_55, %59 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_56 = tensor.extract_slice %46[0, 0, 4, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_57 = tensor.collapse_shape %extracted_slice_56 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %collapsed_57 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_58 = tensor.extract_slice %extracted_slice_19[0, 4, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_59 = tensor.collapse_shape %extracted_slice_58 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %63 = linalg.batch_matmul ins(%62, %expanded_60 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_61 = tensor.extract_slice %44[0, 0, 5, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_62, %62 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_63 = tensor.extract_slice %46[0, 0, 5, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_64 = tensor.collapse_shape %extracted_slice_63 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %collapsed_64 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_65 = tensor.extract_slice %extracted_slice_19[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_67 = tensor.expand_shape %collapsed_66 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %66 = linalg.batch_matmul ins(%65, %expanded_67 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_68 = tensor.extract_slice %44[0, 0, 6, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_69 = tensor.collapse_shape %extracted_slice_68 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_69, %65 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_70 = tensor.extract_slice %46[0, 0, 6, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_71 = tensor.collapse_shape %extracted_slice_70 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %collapsed_71 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_72 = tensor.extract_slice %extracted_slice_19[0, 6, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_73 = tensor.collapse_shape %extracted_slice_72 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_74 = tensor.expand_shape %collapsed_73 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %69 = linalg.batch_matmul ins(%68, %expanded_74 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_75 = tensor.extract_slice %44[0, 0, 7, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_76 = tensor.collapse_shape %extracted_slice_75 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_76, %68 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_77 = tensor.extract_slice %46[0, 0, 7, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_78 = tensor.collapse_shape %extracted_slice_77 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %collapsed_78 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_79 = tensor.extract_slice %extracted_slice_19[0, 7, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_80 = tensor.collapse_shape %extracted_slice_79 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_81 = tensor.expand_shape %collapsed_80 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %72 = linalg.batch_matmul ins(%71, %expanded_81 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %concat = tensor.concat dim(2) %51, %54, %57, %60, %63, %66, %69, %72 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32> loc(#loc62)
    %expanded_82 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32> loc(#loc62)
    %73 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %expanded_82 : tensor<2x64x8xf32>, tensor<1x64x1xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %73 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_9 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc38)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.negf %in : f32 loc(#loc62)
      %180 = math.exp %179 : f32 loc(#loc62)
      %181 = arith.addf %180, %cst_0 : f32 loc(#loc62)
      %182 = arith.divf %cst_0, %181 : f32 loc(#loc62)
      linalg.yield %182 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_9, %75 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %76 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %transposed_83 = linalg.transpose ins(%77 : tensor<2x64x8xf32>) outs(%21 : tensor<2x8x64xf32>) permutation = [0, 2, 1]  loc(#loc56)
    %78 = tensor.empty() : tensor<64x32xf32> loc(#loc61)
    %transposed_84 = linalg.transpose ins(%arg10 : tensor<32x64xf32>) outs(%78 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc61)
    %79 = tensor.empty() : tensor<2x64x32xf32> loc(#loc61)
    %80 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_84 : tensor<64x32xf32>) outs(%79 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc56)), %out: f32 loc(callsite(#loc15 at #loc56))):
      linalg.yield %in : f32 loc(#loc61)
    } -> tensor<2x64x32xf32> loc(#loc61)
    %81 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32> loc(#loc61)
    %82 = linalg.batch_matmul ins(%transposed_83, %80 : tensor<2x8x64xf32>, tensor<2x64x32xf32>) outs(%81 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32> loc(#loc61)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %82 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc33)), %in_175: f32 loc(callsite(#loc15 at #loc56)), %out: f32 loc(callsite(#loc26 at #loc34))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc40)
      linalg.yield %179 : f32 loc(#loc40)
    } -> tensor<2x8x32xf32> loc(#loc40)
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc34)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x32xf32> loc(#loc46)
    %85 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x1xf32> loc(#loc46)
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc13 at #loc39))):
      %179 = arith.divf %in, %cst_5 : f32 loc(#loc46)
      linalg.yield %179 : f32 loc(#loc46)
    } -> tensor<2x8x1xf32> loc(#loc46)
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = arith.truncf %cst_4 : f64 to f32 loc(#loc45)
      %180 = arith.addf %in, %179 : f32 loc(#loc45)
      linalg.yield %180 : f32 loc(#loc45)
    } -> tensor<2x8x1xf32> loc(#loc45)
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = math.rsqrt %in : f32 loc(#loc45)
      linalg.yield %179 : f32 loc(#loc45)
    } -> tensor<2x8x1xf32> loc(#loc45)
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc34)), %in_175: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc11 at #loc39))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc45)
      linalg.yield %179 : f32 loc(#loc45)
    } -> tensor<2x8x32xf32> loc(#loc45)
    %90 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %89 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc39)), %in_175: f32 loc(callsite(#loc11 at #loc39)), %out: f32 loc(callsite(#loc14 at #loc39))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc47)
      linalg.yield %179 : f32 loc(#loc47)
    } -> tensor<2x8x32xf32> loc(#loc47)
    %transposed_85 = linalg.transpose ins(%arg16 : tensor<128x32xf32>) outs(%11 : tensor<32x128xf32>) permutation = [1, 0]  loc(#loc58)
    %collapsed_86 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc58)
    %91 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%13 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc58)
    %expanded_87 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xf32> into tensor<2x8x128xf32> loc(#loc58)
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<2x8x128xf32>) outs(%15 : tensor<2x128x8xf32>) permutation = [0, 2, 1]  loc(#loc48)
    %extracted_slice_89 = tensor.extract_slice %transposed_88[0, 0, 0] [2, 64, 8] [1, 1, 1] : tensor<2x128x8xf32> to tensor<2x64x8xf32> loc(#loc49)
    %extracted_slice_90 = tensor.extract_slice %transposed_88[0, 64, 0] [2, 64, 8] [1, 1, 1] : tensor<2x128x8xf32> to tensor<2x64x8xf32> loc(#loc49)
    %expanded_91 = tensor.expand_shape %extracted_slice_89 [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc63)
    %expanded_92 = tensor.expand_shape %arg14 [[0], [1], [2, 3]] output_shape [64, 1, 4, 1] : tensor<64x1x4xf32> into tensor<64x1x4x1xf32> loc(#loc63)
    %padded_93 = tensor.pad %expanded_91 low[0, 0, 3, 0] high[0, 0, 3, 0] {
    ^bb0(%arg24: index loc(callsite(#loc7 at #loc59)), %arg25: index loc(callsite(#loc7 at #loc59)), %arg26: index loc(callsite(#loc7 at #loc59)), %arg27: index loc(callsite(#loc7 at #loc59))):
      tensor.yield %cst : f32 loc(#loc63)
    } : tensor<2x64x8x1xf32> to tensor<2x64x14x1xf32> loc(#loc63)
    %broadcasted_94 = linalg.broadcast ins(%arg15 : tensor<64xf32>) outs(%16 : tensor<2x64x11x1xf32>) dimensions = [0, 2, 3]  loc(#loc63)
    %collapsed_95 = tensor.collapse_shape %expanded_92 [[0, 1], [2], [3]] : tensor<64x1x4x1xf32> into tensor<64x4x1xf32> loc(#loc63)
    %92 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_93, %collapsed_95 : tensor<2x64x14x1xf32>, tensor<64x4x1xf32>) outs(%broadcasted_94 : tensor<2x64x11x1xf32>) -> tensor<2x64x11x1xf32> loc(#loc63)
    %collapsed_96 = tensor.collapse_shape %92 [[0], [1], [2, 3]] : tensor<2x64x11x1xf32> into tensor<2x64x11xf32> loc(#loc63)
    %extracted_slice_97 = tensor.extract_slice %collapsed_96[0, 0, 0] [2, 64, 8] [1, 1, 1] : tensor<2x64x11xf32> to tensor<2x64x8xf32> loc(#loc63)
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_97 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc59)), %out: f32 loc(callsite(#loc19 at #loc63))):
      %179 = arith.negf %in : f32 loc(#loc64)
      %180 = math.exp %179 : f32 loc(#loc64)
      %181 = arith.addf %180, %cst_0 : f32 loc(#loc64)
      %182 = arith.divf %cst_0, %181 : f32 loc(#loc64)
      linalg.yield %182 : f32 loc(#loc64)
    } -> tensor<2x64x8xf32> loc(#loc64)
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_97, %93 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc59)), %in_175: f32 loc(callsite(#loc19 at #loc63)), %out: f32 loc(callsite(#loc19 at #loc63))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc64)
      linalg.yield %179 : f32 loc(#loc64)
    } -> tensor<2x64x8xf32> loc(#loc64)
    %transposed_98 = linalg.transpose ins(%94 : tensor<2x64x8xf32>) outs(%21 : tensor<2x8x64xf32>) permutation = [0, 2, 1]  loc(#loc51)
    %transposed_99 = linalg.transpose ins(%arg17 : tensor<18x64xf32>) outs(%22 : tensor<64x18xf32>) permutation = [1, 0]  loc(#loc60)
    %95 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<64x18xf32>) outs(%23 : tensor<2x64x18xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc52)), %out: f32 loc(callsite(#loc15 at #loc52))):
      linalg.yield %in : f32 loc(#loc60)
    } -> tensor<2x64x18xf32> loc(#loc60)
    %96 = linalg.batch_matmul ins(%transposed_98, %95 : tensor<2x8x64xf32>, tensor<2x64x18xf32>) outs(%26 : tensor<2x8x18xf32>) -> tensor<2x8x18xf32> loc(#loc60)
    %extracted_slice_100 = tensor.extract_slice %96[0, 0, 0] [2, 8, 2] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x2xf32> loc(#loc53)
    %extracted_slice_101 = tensor.extract_slice %96[0, 0, 2] [2, 8, 8] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x8xf32> loc(#loc53)
    %extracted_slice_102 = tensor.extract_slice %96[0, 0, 10] [2, 8, 8] [1, 1, 1] : tensor<2x8x18xf32> to tensor<2x8x8xf32> loc(#loc53)
    %transposed_103 = linalg.transpose ins(%extracted_slice_100 : tensor<2x8x2xf32>) outs(%28 : tensor<2x2x8xf32>) permutation = [0, 2, 1]  loc(#loc54)
    %97 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<64x2xf32>) outs(%29 : tensor<2x64x2xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc38)), %out: f32 loc(callsite(#loc23 at #loc38))):
      linalg.yield %in : f32 loc(#loc54)
    } -> tensor<2x64x2xf32> loc(#loc54)
    %98 = linalg.batch_matmul ins(%97, %transposed_103 : tensor<2x64x2xf32>, tensor<2x2x8xf32>) outs(%31 : tensor<2x64x8xf32>) -> tensor<2x64x8xf32> loc(#loc54)
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x8xf32>) outs(%33 : tensor<64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc44)), %out: f32 loc(callsite(#loc7 at #loc44))):
      %179 = math.exp %in : f32 loc(#loc57)
      linalg.yield %179 : f32 loc(#loc57)
    } -> tensor<64x8xf32> loc(#loc57)
    %100 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<64x8xf32>) outs(%33 : tensor<64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc44)), %out: f32 loc(callsite(#loc7 at #loc44))):
      %179 = arith.negf %in : f32 loc(#loc57)
      linalg.yield %179 : f32 loc(#loc57)
    } -> tensor<64x8xf32> loc(#loc57)
    %expanded_104 = tensor.expand_shape %arg19 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32> loc(#loc62)
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_104 : tensor<2x64x8xf32>, tensor<64x1xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc23 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.exp %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.log1p %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x64x8xf32>) outs(%39 : tensor<2x64x8xi1>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: i1 loc(callsite(#loc7 at #loc57))):
      %179 = arith.cmpf ogt, %in, %cst_6 : f32 loc(#loc62)
      linalg.yield %179 : i1 loc(#loc62)
    } -> tensor<2x64x8xi1> loc(#loc62)
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %101, %103 : tensor<2x64x8xi1>, tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %in_176: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.select %in, %in_175, %in_176 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %expanded_105 = tensor.expand_shape %100 [[0, 1], [2, 3]] output_shape [1, 64, 1, 8] : tensor<64x8xf32> into tensor<1x64x1x8xf32> loc(#loc62)
    %expanded_106 = tensor.expand_shape %105 [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc62)
    %106 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_106 : tensor<1x64x1x8xf32>, tensor<2x64x8x1xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %107 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x8x8xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = math.exp %in : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %expanded_107 = tensor.expand_shape %extracted_slice_101 [[0], [1, 2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32> loc(#loc62)
    %108 = linalg.generic {indexing_maps = [#map8, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %expanded_107 : tensor<2x64x8x1xf32>, tensor<2x1x8x8xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %expanded_108 = tensor.expand_shape %94 [[0], [1], [2, 3]] output_shape [2, 64, 8, 1] : tensor<2x64x8xf32> into tensor<2x64x8x1xf32> loc(#loc62)
    %109 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_108 : tensor<2x64x8x8xf32>, tensor<2x64x8x1xf32>) outs(%42 : tensor<2x64x8x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8x8xf32> loc(#loc62)
    %extracted_slice_109 = tensor.extract_slice %107[0, 0, 0, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_110 = tensor.collapse_shape %extracted_slice_109 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_110, %cst_3 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_111 = tensor.extract_slice %109[0, 0, 0, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_112 = tensor.collapse_shape %extracted_slice_111 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %collapsed_112 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_113 = tensor.extract_slice %extracted_slice_102[0, 0, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_114 = tensor.collapse_shape %extracted_slice_113 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_115 = tensor.expand_shape %collapsed_114 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %112 = linalg.batch_matmul ins(%111, %expanded_115 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_116 = tensor.extract_slice %107[0, 0, 1, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_117 = tensor.collapse_shape %extracted_slice_116 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117, %111 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_118 = tensor.extract_slice %109[0, 0, 1, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_119 = tensor.collapse_shape %extracted_slice_118 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %collapsed_119 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_120 = tensor.extract_slice %extracted_slice_102[0, 1, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_121 = tensor.collapse_shape %extracted_slice_120 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_122 = tensor.expand_shape %collapsed_121 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %115 = linalg.batch_matmul ins(%114, %expanded_122 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_123 = tensor.extract_slice %107[0, 0, 2, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_124 = tensor.collapse_shape %extracted_slice_123 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_124, %114 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_125 = tensor.extract_slice %109[0, 0, 2, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_126 = tensor.collapse_shape %extracted_slice_125 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %collapsed_126 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_127 = tensor.extract_slice %extracted_slice_102[0, 2, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_128 = tensor.collapse_shape %extracted_slice_127 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_129 = tensor.expand_shape %collapsed_128 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %118 = linalg.batch_matmul ins(%117, %expanded_129 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_130 = tensor.extract_slice %107[0, 0, 3, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_131 = tensor.collapse_shape %extracted_slice_130 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_131, %117 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_132 = tensor.extract_slice %109[0, 0, 3, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_133 = tensor.collapse_shape %extracted_slice_132 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %120 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %collapsed_133 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_134 = tensor.extract_slice %extracted_slice_102[0, 3, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_135 = tensor.collapse_shape %extracted_slice_134 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_136 = tensor.expand_shape %collapsed_135 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %121 = linalg.batch_matmul ins(%120, %expanded_136 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_137 = tensor.extract_slice %107[0, 0, 4, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_138 = tensor.collapse_shape %extracted_slice_137 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_138, %120 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_139 = tensor.extract_slice %109[0, 0, 4, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_140 = tensor.collapse_shape %extracted_slice_139 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %collapsed_140 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_141 = tensor.extract_slice %extracted_slice_102[0, 4, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_142 = tensor.collapse_shape %extracted_slice_141 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_143 = tensor.expand_shape %collapsed_142 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %124 = linalg.batch_matmul ins(%123, %expanded_143 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_144 = tensor.extract_slice %107[0, 0, 5, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_145 = tensor.collapse_shape %extracted_slice_144 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_145, %123 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_146 = tensor.extract_slice %109[0, 0, 5, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_147 = tensor.collapse_shape %extracted_slice_146 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %collapsed_147 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_148 = tensor.extract_slice %extracted_slice_102[0, 5, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_149 = tensor.collapse_shape %extracted_slice_148 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_150 = tensor.expand_shape %collapsed_149 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %127 = linalg.batch_matmul ins(%126, %expanded_150 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_151 = tensor.extract_slice %107[0, 0, 6, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_152 = tensor.collapse_shape %extracted_slice_151 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_152, %126 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_153 = tensor.extract_slice %109[0, 0, 6, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_154 = tensor.collapse_shape %extracted_slice_153 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %collapsed_154 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_155 = tensor.extract_slice %extracted_slice_102[0, 6, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_156 = tensor.collapse_shape %extracted_slice_155 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_157 = tensor.expand_shape %collapsed_156 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %130 = linalg.batch_matmul ins(%129, %expanded_157 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %extracted_slice_158 = tensor.extract_slice %107[0, 0, 7, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_159 = tensor.collapse_shape %extracted_slice_158 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %131 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_159, %129 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_160 = tensor.extract_slice %109[0, 0, 7, 0] [2, 64, 1, 8] [1, 1, 1, 1] : tensor<2x64x8x8xf32> to tensor<2x64x1x8xf32> loc(#loc62)
    %collapsed_161 = tensor.collapse_shape %extracted_slice_160 [[0], [1, 2], [3]] : tensor<2x64x1x8xf32> into tensor<2x64x8xf32> loc(#loc62)
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %collapsed_161 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %extracted_slice_162 = tensor.extract_slice %extracted_slice_102[0, 7, 0] [2, 1, 8] [1, 1, 1] : tensor<2x8x8xf32> to tensor<2x1x8xf32> loc(#loc62)
    %collapsed_163 = tensor.collapse_shape %extracted_slice_162 [[0, 1], [2]] : tensor<2x1x8xf32> into tensor<2x8xf32> loc(#loc62)
    %expanded_164 = tensor.expand_shape %collapsed_163 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32> loc(#loc62)
    %133 = linalg.batch_matmul ins(%132, %expanded_164 : tensor<2x64x8xf32>, tensor<2x8x1xf32>) outs(%50 : tensor<2x64x1xf32>) -> tensor<2x64x1xf32> loc(#loc62)
    %concat_165 = tensor.concat dim(2) %112, %115, %118, %121, %124, %127, %130, %133 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32> loc(#loc62)
    %expanded_166 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xf32> into tensor<1x64x1xf32> loc(#loc62)
    %134 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_166 : tensor<2x64x8xf32>, tensor<1x64x1xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc24 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_165, %134 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_90 : tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc38)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.negf %in : f32 loc(#loc62)
      %180 = math.exp %179 : f32 loc(#loc62)
      %181 = arith.addf %180, %cst_0 : f32 loc(#loc62)
      %182 = arith.divf %cst_0, %181 : f32 loc(#loc62)
      linalg.yield %182 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %136 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc17 at #loc38)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %137 : tensor<2x64x8xf32>, tensor<2x64x8xf32>) outs(%18 : tensor<2x64x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc57)), %in_175: f32 loc(callsite(#loc7 at #loc57)), %out: f32 loc(callsite(#loc7 at #loc57))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc62)
      linalg.yield %179 : f32 loc(#loc62)
    } -> tensor<2x64x8xf32> loc(#loc62)
    %transposed_167 = linalg.transpose ins(%138 : tensor<2x64x8xf32>) outs(%21 : tensor<2x8x64xf32>) permutation = [0, 2, 1]  loc(#loc56)
    %transposed_168 = linalg.transpose ins(%arg20 : tensor<32x64xf32>) outs(%78 : tensor<64x32xf32>) permutation = [1, 0]  loc(#loc61)
    %139 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_168 : tensor<64x32xf32>) outs(%79 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc15 at #loc56)), %out: f32 loc(callsite(#loc15 at #loc56))):
      linalg.yield %in : f32 loc(#loc61)
    } -> tensor<2x64x32xf32> loc(#loc61)
    %140 = linalg.batch_matmul ins(%transposed_167, %139 : tensor<2x8x64xf32>, tensor<2x64x32xf32>) outs(%81 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32> loc(#loc61)
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %140 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc34)), %in_175: f32 loc(callsite(#loc15 at #loc56)), %out: f32 loc(callsite(#loc26 at #loc34))):
      %179 = arith.addf %in, %in_175 : f32 loc(#loc40)
      linalg.yield %179 : f32 loc(#loc40)
    } -> tensor<2x8x32xf32> loc(#loc40)
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc34)), %out: f32 loc(callsite(#loc13 at #loc35))):
      %179 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc41)
      linalg.yield %179 : f32 loc(#loc41)
    } -> tensor<2x8x32xf32> loc(#loc41)
    %143 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x32xf32>) outs(%4 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc35)), %out: f32 loc(callsite(#loc13 at #loc35))):
      %179 = arith.addf %in, %out : f32 loc(#loc41)
      linalg.yield %179 : f32 loc(#loc41)
    } -> tensor<2x8x1xf32> loc(#loc41)
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc35)), %out: f32 loc(callsite(#loc13 at #loc35))):
      %179 = arith.divf %in, %cst_5 : f32 loc(#loc41)
      linalg.yield %179 : f32 loc(#loc41)
    } -> tensor<2x8x1xf32> loc(#loc41)
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc13 at #loc35)), %out: f32 loc(callsite(#loc11 at #loc35))):
      %179 = arith.truncf %cst_4 : f64 to f32 loc(#loc42)
      %180 = arith.addf %in, %179 : f32 loc(#loc42)
      linalg.yield %180 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc11 at #loc35)), %out: f32 loc(callsite(#loc11 at #loc35))):
      %179 = math.rsqrt %in : f32 loc(#loc42)
      linalg.yield %179 : f32 loc(#loc42)
    } -> tensor<2x8x1xf32> loc(#loc42)
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc26 at #loc34)), %in_175: f32 loc(callsite(#loc11 at #loc35)), %out: f32 loc(callsite(#loc11 at #loc35))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc42)
      linalg.yield %179 : f32 loc(#loc42)
    } -> tensor<2x8x32xf32> loc(#loc42)
    %148 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21, %147 : tensor<32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc14 at #loc35)), %in_175: f32 loc(callsite(#loc11 at #loc35)), %out: f32 loc(callsite(#loc14 at #loc35))):
      %179 = arith.mulf %in, %in_175 : f32 loc(#loc43)
      linalg.yield %179 : f32 loc(#loc43)
    } -> tensor<2x8x32xf32> loc(#loc43)
    %149 = tensor.empty() : tensor<32x64xf32> loc(#loc36)
    %transposed_169 = linalg.transpose ins(%arg0 : tensor<64x32xf32>) outs(%149 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc36)
    %collapsed_170 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32> loc(#loc36)
    %150 = tensor.empty() : tensor<16x64xf32> loc(#loc36)
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc36)
    %152 = linalg.matmul ins(%collapsed_170, %transposed_169 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%151 : tensor<16x64xf32>) -> tensor<16x64xf32> loc(#loc36)
    %collapsed_171 = tensor.collapse_shape %arg23 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64> loc(#loc30)
    %153 = tensor.empty() : tensor<16xi64> loc(#loc30)
    %154 = linalg.fill ins(%c0_i64 : i64) outs(%153 : tensor<16xi64>) -> tensor<16xi64> loc(#loc30)
    %155 = tensor.empty() : tensor<16xf32> loc(#loc30)
    %156 = linalg.fill ins(%cst_1 : f32) outs(%155 : tensor<16xf32>) -> tensor<16xf32> loc(#loc30)
    %157:2 = linalg.generic {indexing_maps = [#map5, #map12, #map12], iterator_types = ["parallel", "reduction"]} ins(%152 : tensor<16x64xf32>) outs(%156, %154 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29)), %out_175: i64 loc(callsite(#loc4 at #loc29))):
      %179 = linalg.index 1 : index loc(#loc30)
      %180 = arith.index_cast %179 : index to i64 loc(#loc30)
      %181 = arith.maximumf %in, %out : f32 loc(#loc30)
      %182 = arith.cmpf ogt, %in, %out : f32 loc(#loc30)
      %183 = arith.select %182, %180, %out_175 : i64 loc(#loc30)
      linalg.yield %181, %183 : f32, i64 loc(#loc30)
    } -> (tensor<16xf32>, tensor<16xi64>) loc(#loc30)
    %expanded_172 = tensor.expand_shape %157#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32> loc(#loc30)
    %158 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%152, %expanded_172 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%150 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %in_175: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.subf %in, %in_175 : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16x64xf32> loc(#loc30)
    %159 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<16x64xf32>) outs(%150 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = math.exp %in : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16x64xf32> loc(#loc30)
    %160 = tensor.empty() : tensor<16x1xf32> loc(#loc30)
    %161 = linalg.fill ins(%cst : f32) outs(%160 : tensor<16x1xf32>) -> tensor<16x1xf32> loc(#loc30)
    %162 = linalg.generic {indexing_maps = [#map5, #map13], iterator_types = ["parallel", "reduction"]} ins(%159 : tensor<16x64xf32>) outs(%161 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.addf %in, %out : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16x1xf32> loc(#loc30)
    %163 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x1xf32>) outs(%160 : tensor<16x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = math.log %in : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16x1xf32> loc(#loc30)
    %164 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel"]} ins(%158, %163 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%150 : tensor<16x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %in_175: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.subf %in, %in_175 : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16x64xf32> loc(#loc30)
    %165 = tensor.empty() : tensor<16xi1> loc(#loc30)
    %166 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_171 : tensor<16xi64>) outs(%165 : tensor<16xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc29)), %out: i1 loc(callsite(#loc4 at #loc29))):
      %179 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc30)
      linalg.yield %179 : i1 loc(#loc30)
    } -> tensor<16xi1> loc(#loc30)
    %167 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%166, %collapsed_171, %cst_7 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%153 : tensor<16xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc29)), %in_175: i64 loc(callsite(#loc4 at #loc29)), %in_176: i64 loc(callsite(#loc4 at #loc29)), %out: i64 loc(callsite(#loc4 at #loc29))):
      %179 = arith.select %in, %in_175, %in_176 : i64 loc(#loc30)
      linalg.yield %179 : i64 loc(#loc30)
    } -> tensor<16xi64> loc(#loc30)
    %expanded_173 = tensor.expand_shape %167 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64> loc(#loc30)
    %168 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_173 : tensor<16x1xi64>) outs(%161 : tensor<16x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = linalg.index 0 : index loc(#loc30)
      %180 = arith.index_cast %in : i64 to index loc(#loc30)
      %181 = arith.cmpi slt, %180, %c64 : index loc(#loc30)
      cf.assert %181, "index must be smaller than dim size" loc(#loc30)
      %182 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc30)
      cf.assert %182, "index must be larger or equal to 0" loc(#loc30)
      %extracted = tensor.extract %164[%179, %180] : tensor<16x64xf32> loc(#loc30)
      linalg.yield %extracted : f32 loc(#loc30)
    } -> tensor<16x1xf32> loc(#loc30)
    %collapsed_174 = tensor.collapse_shape %168 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32> loc(#loc30)
    %169 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%collapsed_174 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.negf %in : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16xf32> loc(#loc30)
    %170 = linalg.generic {indexing_maps = [#map14, #map14, #map15, #map14], iterator_types = ["parallel"]} ins(%166, %169, %cst_2 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc29)), %in_175: f32 loc(callsite(#loc4 at #loc29)), %in_176: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.select %in, %in_175, %in_176 : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<16xf32> loc(#loc30)
    %171 = tensor.empty() : tensor<i64> loc(#loc30)
    %172 = linalg.fill ins(%c0_i64 : i64) outs(%171 : tensor<i64>) -> tensor<i64> loc(#loc30)
    %173 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%166 : tensor<16xi1>) outs(%172 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc4 at #loc29)), %out: i64 loc(callsite(#loc4 at #loc29))):
      %179 = arith.extui %in : i1 to i64 loc(#loc30)
      %180 = arith.addi %179, %out : i64 loc(#loc30)
      linalg.yield %180 : i64 loc(#loc30)
    } -> tensor<i64> loc(#loc30)
    %174 = tensor.empty() : tensor<f32> loc(#loc30)
    %175 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%173 : tensor<i64>) outs(%174 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.sitofp %in : i64 to f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<f32> loc(#loc30)
    %176 = linalg.fill ins(%cst : f32) outs(%174 : tensor<f32>) -> tensor<f32> loc(#loc30)
    %177 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["reduction"]} ins(%170 : tensor<16xf32>) outs(%176 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.addf %in, %out : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<f32> loc(#loc30)
    %178 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%177, %175 : tensor<f32>, tensor<f32>) outs(%174 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc4 at #loc29)), %in_175: f32 loc(callsite(#loc4 at #loc29)), %out: f32 loc(callsite(#loc4 at #loc29))):
      %179 = arith.divf %in, %in_175 : f32 loc(#loc30)
      linalg.yield %179 : f32 loc(#loc30)
    } -> tensor<f32> loc(#loc30)
    return %178 : tensor<f32> loc(#loc30)
  } loc(#loc37)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     backbone.embeddings.weight
  //   #1 param     backbone.layers.0.norm.weight
  //   #2 param     backbone.layers.0.mixer.A_log
  //   #3 param     backbone.layers.0.mixer.D
  //   #4 param     backbone.layers.0.mixer.conv1d.weight
  //   #5 param     backbone.layers.0.mixer.conv1d.bias
  //   #6 param     backbone.layers.0.mixer.in_proj.weight
  //   #7 param     backbone.layers.0.mixer.x_proj.weight
  //   #8 param     backbone.layers.0.mixer.dt_proj.weight
  //   #9 param     backbone.layers.0.mixer.dt_proj.bias
  //   #10 param     backbone.layers.0.mixer.out_proj.weight
  //   #11 param     backbone.layers.1.norm.weight
  //   #12 param     backbone.layers.1.mixer.A_log
  //   #13 param     backbone.layers.1.mixer.D
  //   #14 param     backbone.layers.1.mixer.conv1d.weight
  //   #15 param     backbone.layers.1.mixer.conv1d.bias
  //   #16 param     backbone.layers.1.mixer.in_proj.weight
  //   #17 param     backbone.layers.1.mixer.x_proj.weight
  //   #18 param     backbone.layers.1.mixer.dt_proj.weight
  //   #19 param     backbone.layers.1.mixer.dt_proj.bias
  //   #20 param     backbone.layers.1.mixer.out_proj.weight
  //   #21 param     backbone.norm_f.weight
  //   #22 opt_state exp_avg.backbone.embeddings.weight
  //   #23 opt_state exp_avg.backbone.layers.0.norm.weight
  //   #24 opt_state exp_avg.backbone.layers.0.mixer.A_log
  //   #25 opt_state exp_avg.backbone.layers.0.mixer.D
  //   #26 opt_state exp_avg.backbone.layers.0.mixer.conv1d.weight
  //   #27 opt_state exp_avg.backbone.layers.0.mixer.conv1d.bias
  //   #28 opt_state exp_avg.backbone.layers.0.mixer.in_proj.weight
  //   #29 opt_state exp_avg.backbone.layers.0.mixer.x_proj.weight
  //   #30 opt_state exp_avg.backbone.layers.0.mixer.dt_proj.weight
  //   #31 opt_state exp_avg.backbone.layers.0.mixer.dt_proj.bias
  //   #32 opt_state exp_avg.backbone.layers.0.mixer.out_proj.weight
  //   #33 opt_state exp_avg.backbone.layers.1.norm.weight
  //   #34 opt_state exp_avg.backbone.layers.1.mixer.A_log
  //   #35 opt_state exp_avg.backbone.layers.1.mixer.D
  //   #36 opt_state exp_avg.backbone.layers.1.mixer.conv1d.weight
  //   #37 opt_state exp_avg.backbone.layers.1.mixer.conv1d.bias
  //   #38 opt_state exp_avg.backbone.layers.1.mixer.in_proj.weight
  //   #39 opt_state exp_avg.backbone.layers.1.mixer.x_proj.weight
  //   #40 opt_state exp_avg.backbone.layers.1.mixer.dt_proj.weight
  //   #41 opt_state exp_avg.backbone.layers.1.mixer.dt_proj.bias
  //   #42 opt_state exp_avg.backbone.layers.1.mixer.out_proj.weight
  //   #43 opt_state exp_avg.backbone.norm_f.weight
  //   #44 opt_state exp_avg_sq.backbone.embeddings.weight
  //   #45 opt_state exp_avg_sq.backbone.layers.0.norm.weight
  //   #46 opt_state exp_avg_sq.backbone.layers.0.mixer.A_log
  //   #47 opt_state exp_avg_sq.backbone.layers.0.mixer.D
  //   #48 opt_state exp_avg_sq.backbone.layers.0.mixer.conv1d.weight
  //   #49 opt_state exp_avg_sq.backbone.layers.0.mixer.conv1d.bias
  //   #50 opt_state exp_avg_sq.backbone.layers.0.mixer.in_proj.weight
  //   #51 opt_state exp_avg_sq.backbone.layers.0.mixer.x_proj.weight
  //   #52 opt_state exp_avg_sq.backbone.layers.0.mixer.dt_proj.weight
  //   #53 opt_state exp_avg_sq.backbone.layers.0.mixer.dt_proj.bias
  //   #54 opt_state exp_avg_sq.backbone.layers.0.mixer.out_proj.weight
  //   #55 opt_state exp_avg_sq.backbone.layers.1.norm.weight
  //   #56 opt_state exp_avg_sq.backbone.layers.1.mixer.A_log
  //   #57 opt_state exp_avg_sq.backbone.layers.1.mixer.D
  //   #58 opt_state exp_avg_sq.backbone.layers.1.mixer.conv1d.weight
  //   #59 opt_state exp_avg_sq.backbone.layers.1.mixer.conv1d.bias
  //   #60 opt_state exp_avg_sq.backbone.layers.1.mixer.in_proj.weight
  //   #61 opt_state exp_avg_sq.backbone.layers.1.mixer.x_proj.weight
  //   #62 opt_state exp_avg_sq.backbone.layers.1.mixer.dt_proj.weight
  //   #63 opt_state exp_avg_sq.backbone.layers.1.mixer.dt_proj.bias
  //   #64 opt_state exp_avg_sq.backbone.layers.1.mixer.out_proj.weight
  //   #65 opt_state exp_avg_sq.backbone.norm_f.weight
  //   #66 step      step
  //   #67 input     input0
  //   #68 label     label0
  //   #69 hyper     lr
  func.func @train_step(
      %a0: tensor<64x32xf32> {mpt.role = "param", mpt.name = "backbone.embeddings.weight"},
      %a1: tensor<32xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.norm.weight"},
      %a2: tensor<64x8xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.A_log"},
      %a3: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.D"},
      %a4: tensor<64x1x4xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.conv1d.weight"},
      %a5: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.conv1d.bias"},
      %a6: tensor<128x32xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.in_proj.weight"},
      %a7: tensor<18x64xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.x_proj.weight"},
      %a8: tensor<64x2xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.dt_proj.weight"},
      %a9: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.dt_proj.bias"},
      %a10: tensor<32x64xf32> {mpt.role = "param", mpt.name = "backbone.layers.0.mixer.out_proj.weight"},
      %a11: tensor<32xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.norm.weight"},
      %a12: tensor<64x8xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.A_log"},
      %a13: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.D"},
      %a14: tensor<64x1x4xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.conv1d.weight"},
      %a15: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.conv1d.bias"},
      %a16: tensor<128x32xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.in_proj.weight"},
      %a17: tensor<18x64xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.x_proj.weight"},
      %a18: tensor<64x2xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.dt_proj.weight"},
      %a19: tensor<64xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.dt_proj.bias"},
      %a20: tensor<32x64xf32> {mpt.role = "param", mpt.name = "backbone.layers.1.mixer.out_proj.weight"},
      %a21: tensor<32xf32> {mpt.role = "param", mpt.name = "backbone.norm_f.weight"},
      %a22: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a23: tensor<32xf32> {mpt.role = "opt_state"},
      %a24: tensor<64x8xf32> {mpt.role = "opt_state"},
      %a25: tensor<64xf32> {mpt.role = "opt_state"},
      %a26: tensor<64x1x4xf32> {mpt.role = "opt_state"},
      %a27: tensor<64xf32> {mpt.role = "opt_state"},
      %a28: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a29: tensor<18x64xf32> {mpt.role = "opt_state"},
      %a30: tensor<64x2xf32> {mpt.role = "opt_state"},
      %a31: tensor<64xf32> {mpt.role = "opt_state"},
      %a32: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a33: tensor<32xf32> {mpt.role = "opt_state"},
      %a34: tensor<64x8xf32> {mpt.role = "opt_state"},
      %a35: tensor<64xf32> {mpt.role = "opt_state"},
      %a36: tensor<64x1x4xf32> {mpt.role = "opt_state"},
      %a37: tensor<64xf32> {mpt.role = "opt_state"},
      %a38: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a39: tensor<18x64xf32> {mpt.role = "opt_state"},
      %a40: tensor<64x2xf32> {mpt.role = "opt_state"},
      %a41: tensor<64xf32> {mpt.role = "opt_state"},
      %a42: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a43: tensor<32xf32> {mpt.role = "opt_state"},
      %a44: tensor<64x32xf32> {mpt.role = "opt_state"},
      %a45: tensor<32xf32> {mpt.role = "opt_state"},
      %a46: tensor<64x8xf32> {mpt.role = "opt_state"},
      %a47: tensor<64xf32> {mpt.role = "opt_state"},
      %a48: tensor<64x1x4xf32> {mpt.role = "opt_state"},
      %a49: tensor<64xf32> {mpt.role = "opt_state"},
      %a50: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a51: tensor<18x64xf32> {mpt.role = "opt_state"},
      %a52: tensor<64x2xf32> {mpt.role = "opt_state"},
      %a53: tensor<64xf32> {mpt.role = "opt_state"},
      %a54: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a55: tensor<32xf32> {mpt.role = "opt_state"},
      %a56: tensor<64x8xf32> {mpt.role = "opt_state"},
      %a57: tensor<64xf32> {mpt.role = "opt_state"},
      %a58: tensor<64x1x4xf32> {mpt.role = "opt_state"},
      %a59: tensor<64xf32> {mpt.role = "opt_state"},
      %a60: tensor<128x32xf32> {mpt.role = "opt_state"},
      %a61: tensor<18x64xf32> {mpt.role = "opt_state"},
      %a62: tensor<64x2xf32> {mpt.role = "opt_state"},
      %a63: tensor<64xf32> {mpt.role = "opt_state"},
      %a64: tensor<32x64xf32> {mpt.role = "opt_state"},
      %a65: tensor<32xf32> {mpt.role = "opt_state"},
      %a66: tensor<i64> {mpt.role = "step"},
      %a67: tensor<2x8xi64> {mpt.role = "input"},
      %a68: tensor<2x8xi64> {mpt.role = "label"},
      %a69: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.001> : tensor<f32>})
      -> (tensor<64x32xf32> {mpt.updates = 0 : i64},
          tensor<32xf32> {mpt.updates = 1 : i64},
          tensor<64x8xf32> {mpt.updates = 2 : i64},
          tensor<64xf32> {mpt.updates = 3 : i64},
          tensor<64x1x4xf32> {mpt.updates = 4 : i64},
          tensor<64xf32> {mpt.updates = 5 : i64},
          tensor<128x32xf32> {mpt.updates = 6 : i64},
          tensor<18x64xf32> {mpt.updates = 7 : i64},
          tensor<64x2xf32> {mpt.updates = 8 : i64},
          tensor<64xf32> {mpt.updates = 9 : i64},
          tensor<32x64xf32> {mpt.updates = 10 : i64},
          tensor<32xf32> {mpt.updates = 11 : i64},
          tensor<64x8xf32> {mpt.updates = 12 : i64},
          tensor<64xf32> {mpt.updates = 13 : i64},
          tensor<64x1x4xf32> {mpt.updates = 14 : i64},
          tensor<64xf32> {mpt.updates = 15 : i64},
          tensor<128x32xf32> {mpt.updates = 16 : i64},
          tensor<18x64xf32> {mpt.updates = 17 : i64},
          tensor<64x2xf32> {mpt.updates = 18 : i64},
          tensor<64xf32> {mpt.updates = 19 : i64},
          tensor<32x64xf32> {mpt.updates = 20 : i64},
          tensor<32xf32> {mpt.updates = 21 : i64},
          tensor<64x32xf32> {mpt.updates = 22 : i64},
          tensor<32xf32> {mpt.updates = 23 : i64},
          tensor<64x8xf32> {mpt.updates = 24 : i64},
          tensor<64xf32> {mpt.updates = 25 : i64},
          tensor<64x1x4xf32> {mpt.updates = 26 : i64},
          tensor<64xf32> {mpt.updates = 27 : i64},
          tensor<128x32xf32> {mpt.updates = 28 : i64},
          tensor<18x64xf32> {mpt.updates = 29 : i64},
          tensor<64x2xf32> {mpt.updates = 30 : i64},
          tensor<64xf32> {mpt.updates = 31 : i64},
          tensor<32x64xf32> {mpt.updates = 32 : i64},
          tensor<32xf32> {mpt.updates = 33 : i64},
          tensor<64x8xf32> {mpt.updates = 34 : i64},
          tensor<64xf32> {mpt.updates = 35 : i64},
          tensor<64x1x4xf32> {mpt.updates = 36 : i64},
          tensor<64xf32> {mpt.updates = 37 : i64},
          tensor<128x32xf32> {mpt.updates = 38 : i64},
          tensor<18x64xf32> {mpt.updates = 39 : i64},
          tensor<64x2xf32> {mpt.updates = 40 : i64},
          tensor<64xf32> {mpt.updates = 41 : i64},
          tensor<32x64xf32> {mpt.updates = 42 : i64},
          tensor<32xf32> {mpt.updates = 43 : i64},
          tensor<64x32xf32> {mpt.updates = 44 : i64},
          tensor<32xf32> {mpt.updates = 45 : i64},
          tensor<64x8xf32> {mpt.updates = 46 : i64},
          tensor<64xf32> {mpt.updates = 47 : i64},
          tensor<64x1x4xf32> {mpt.updates = 48 : i64},
          tensor<64xf32> {mpt.updates = 49 : i64},
          tensor<128x32xf32> {mpt.updates = 50 : i64},
          tensor<18x64xf32> {mpt.updates = 51 : i64},
          tensor<64x2xf32> {mpt.updates = 52 : i64},
          tensor<64xf32> {mpt.updates = 53 : i64},
          tensor<32x64xf32> {mpt.updates = 54 : i64},
          tensor<32xf32> {mpt.updates = 55 : i64},
          tensor<64x8xf32> {mpt.updates = 56 : i64},
          tensor<64xf32> {mpt.updates = 57 : i64},
          tensor<64x1x4xf32> {mpt.updates = 58 : i64},
          tensor<64xf32> {mpt.updates = 59 : i64},
          tensor<128x32xf32> {mpt.updates = 60 : i64},
          tensor<18x64xf32> {mpt.updates = 61 : i64},
          tensor<64x2xf32> {mpt.updates = 62 : i64},
          tensor<64xf32> {mpt.updates = 63 : i64},
          tensor<32x64xf32> {mpt.updates = 64 : i64},
          tensor<32xf32> {mpt.updates = 65 : i64},
          tensor<i64> {mpt.updates = 66 : i64},
          tensor<f32>) {
    %loss, %g:22 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a67, %a68) wrt [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]
        : (tensor<64x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<2x8xi64>, tensor<2x8xi64>)
        -> (tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a22, %a44, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a23, %a45, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a24, %a46, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a25, %a47, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p4, %m4, %v4, %t4 = mpt.adam %a4, %g#4, %a26, %a48, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x1x4xf32>, tensor<64x1x4xf32>, tensor<64x1x4xf32>, tensor<i64>
    %p5, %m5, %v5, %t5 = mpt.adam %a5, %g#5, %a27, %a49, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p6, %m6, %v6, %t6 = mpt.adam %a6, %g#6, %a28, %a50, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p7, %m7, %v7, %t7 = mpt.adam %a7, %g#7, %a29, %a51, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<18x64xf32>, tensor<18x64xf32>, tensor<18x64xf32>, tensor<i64>
    %p8, %m8, %v8, %t8 = mpt.adam %a8, %g#8, %a30, %a52, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<i64>
    %p9, %m9, %v9, %t9 = mpt.adam %a9, %g#9, %a31, %a53, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p10, %m10, %v10, %t10 = mpt.adam %a10, %g#10, %a32, %a54, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<i64>
    %p11, %m11, %v11, %t11 = mpt.adam %a11, %g#11, %a33, %a55, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    %p12, %m12, %v12, %t12 = mpt.adam %a12, %g#12, %a34, %a56, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<i64>
    %p13, %m13, %v13, %t13 = mpt.adam %a13, %g#13, %a35, %a57, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p14, %m14, %v14, %t14 = mpt.adam %a14, %g#14, %a36, %a58, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x1x4xf32>, tensor<64x1x4xf32>, tensor<64x1x4xf32>, tensor<i64>
    %p15, %m15, %v15, %t15 = mpt.adam %a15, %g#15, %a37, %a59, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p16, %m16, %v16, %t16 = mpt.adam %a16, %g#16, %a38, %a60, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<128x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<i64>
    %p17, %m17, %v17, %t17 = mpt.adam %a17, %g#17, %a39, %a61, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<18x64xf32>, tensor<18x64xf32>, tensor<18x64xf32>, tensor<i64>
    %p18, %m18, %v18, %t18 = mpt.adam %a18, %g#18, %a40, %a62, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<i64>
    %p19, %m19, %v19, %t19 = mpt.adam %a19, %g#19, %a41, %a63, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i64>
    %p20, %m20, %v20, %t20 = mpt.adam %a20, %g#20, %a42, %a64, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<i64>
    %p21, %m21, %v21, %t21 = mpt.adam %a21, %g#21, %a43, %a65, %a66, %a69 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15, %p16, %p17, %p18, %p19, %p20, %p21, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %t0, %loss
        : tensor<64x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
#loc16 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":572:0)
#loc20 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":609:0)
#loc22 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":610:0)
#loc28 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/transformers/models/mamba/modeling_mamba.py":932:0)
#loc32 = loc(callsite(#loc28 at #loc30))
#loc36 = loc(callsite(#loc15 at #loc32))
#loc48 = loc(callsite(#loc16 at #loc38))
#loc51 = loc(callsite(#loc20 at #loc38))
#loc53 = loc(callsite(#loc22 at #loc38))
#loc58 = loc(callsite(#loc15 at #loc48))
