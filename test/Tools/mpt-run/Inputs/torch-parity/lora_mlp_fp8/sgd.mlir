// Exported by mpt_torch from LoraMlp (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/torch_models.py":149:0)
#loc2 = loc("/work/main/scripts/torch_models.py":189:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#loc6 = loc("/work/main/scripts/torch_models.py":171:0)
#loc7 = loc("/work/main/scripts/torch_models.py":150:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<() -> ()>
#loc8 = loc(callsite(#loc4 at #loc5))
#loc9 = loc(callsite(#loc3 at #loc8))
#loc10 = loc(callsite(#loc2 at #loc9))
#loc11 = loc(callsite(#loc1 at #loc10))
#loc12 = loc(callsite(#loc7 at #loc10))
#loc13 = loc(callsite(#loc6 at #loc11))
module {
  func.func @forward(%arg0: tensor<4x32xf32> loc(callsite(#loc1 at #loc10)), %arg1: tensor<16x4xf32> loc(callsite(#loc1 at #loc10)), %arg2: tensor<4x16xf32> loc(callsite(#loc1 at #loc10)), %arg3: tensor<10x4xf32> loc(callsite(#loc1 at #loc10)), %arg4: tensor<16x32xf8E4M3FN> loc(callsite(#loc1 at #loc10)), %arg5: tensor<f32> loc(callsite(#loc1 at #loc10)), %arg6: tensor<16xf32> loc(callsite(#loc1 at #loc10)), %arg7: tensor<10x16xf8E5M2> loc(callsite(#loc1 at #loc10)), %arg8: tensor<f32> loc(callsite(#loc1 at #loc10)), %arg9: tensor<10xf32> loc(callsite(#loc1 at #loc10)), %arg10: tensor<4x32xf32> loc(callsite(#loc1 at #loc10)), %arg11: tensor<4xi64> loc(callsite(#loc1 at #loc10))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc9)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c10 = arith.constant 10 : index loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc9)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_2 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant dense<0> : tensor<i64> loc(#loc9)
    %0 = tensor.empty() : tensor<16x32xf32> loc(#loc13)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16x32xf8E4M3FN>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f8E4M3FN loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.extf %in : f8E4M3FN to f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<16x32xf32> loc(#loc13)
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg5 : tensor<16x32xf32>, tensor<f32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.mulf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<16x32xf32> loc(#loc13)
    %3 = tensor.empty() : tensor<32x16xf32> loc(#loc13)
    %transposed = linalg.transpose ins(%2 : tensor<16x32xf32>) outs(%3 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc13)
    %4 = tensor.empty() : tensor<4x16xf32> loc(#loc13)
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc13)
    %6 = linalg.matmul ins(%arg10, %transposed : tensor<4x32xf32>, tensor<32x16xf32>) outs(%5 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc13)
    %7 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      linalg.yield %in : f32 loc(#loc13)
    } -> tensor<4x16xf32> loc(#loc13)
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.addf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<4x16xf32> loc(#loc13)
    %9 = tensor.empty() : tensor<32x4xf32> loc(#loc12)
    %transposed_4 = linalg.transpose ins(%arg0 : tensor<4x32xf32>) outs(%9 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc12)
    %10 = tensor.empty() : tensor<4x4xf32> loc(#loc12)
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %12 = linalg.matmul ins(%arg10, %transposed_4 : tensor<4x32xf32>, tensor<32x4xf32>) outs(%11 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %transposed_5 = linalg.transpose ins(%arg1 : tensor<16x4xf32>) outs(%4 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc12)
    %13 = linalg.matmul ins(%12, %transposed_5 : tensor<4x4xf32>, tensor<4x16xf32>) outs(%5 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc12)
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %57 = arith.mulf %in, %cst_2 : f32 loc(#loc12)
      linalg.yield %57 : f32 loc(#loc12)
    } -> tensor<4x16xf32> loc(#loc12)
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %14 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %57 = arith.addf %in, %in_10 : f32 loc(#loc12)
      linalg.yield %57 : f32 loc(#loc12)
    } -> tensor<4x16xf32> loc(#loc12)
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<4x16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc2 at #loc9))):
      %57 = arith.cmpf ugt, %in, %cst : f32 loc(#loc10)
      %58 = arith.select %57, %in, %cst : f32 loc(#loc10)
      linalg.yield %58 : f32 loc(#loc10)
    } -> tensor<4x16xf32> loc(#loc10)
    %17 = tensor.empty() : tensor<10x16xf32> loc(#loc13)
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<10x16xf8E5M2>) outs(%17 : tensor<10x16xf32>) {
    ^bb0(%in: f8E5M2 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.extf %in : f8E5M2 to f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<10x16xf32> loc(#loc13)
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %arg8 : tensor<10x16xf32>, tensor<f32>) outs(%17 : tensor<10x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.mulf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<10x16xf32> loc(#loc13)
    %20 = tensor.empty() : tensor<16x10xf32> loc(#loc13)
    %transposed_6 = linalg.transpose ins(%19 : tensor<10x16xf32>) outs(%20 : tensor<16x10xf32>) permutation = [1, 0]  loc(#loc13)
    %21 = tensor.empty() : tensor<4x10xf32> loc(#loc13)
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc13)
    %23 = linalg.matmul ins(%16, %transposed_6 : tensor<4x16xf32>, tensor<16x10xf32>) outs(%22 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc13)
    %24 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<10xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      linalg.yield %in : f32 loc(#loc13)
    } -> tensor<4x10xf32> loc(#loc13)
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %24 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %57 = arith.addf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %57 : f32 loc(#loc13)
    } -> tensor<4x10xf32> loc(#loc13)
    %26 = tensor.empty() : tensor<16x4xf32> loc(#loc12)
    %transposed_7 = linalg.transpose ins(%arg2 : tensor<4x16xf32>) outs(%26 : tensor<16x4xf32>) permutation = [1, 0]  loc(#loc12)
    %27 = linalg.matmul ins(%16, %transposed_7 : tensor<4x16xf32>, tensor<16x4xf32>) outs(%11 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %transposed_8 = linalg.transpose ins(%arg3 : tensor<10x4xf32>) outs(%21 : tensor<4x10xf32>) permutation = [1, 0]  loc(#loc12)
    %28 = linalg.matmul ins(%27, %transposed_8 : tensor<4x4xf32>, tensor<4x10xf32>) outs(%22 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc12)
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<4x10xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %57 = arith.mulf %in, %cst_2 : f32 loc(#loc12)
      linalg.yield %57 : f32 loc(#loc12)
    } -> tensor<4x10xf32> loc(#loc12)
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %29 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %57 = arith.addf %in, %in_10 : f32 loc(#loc12)
      linalg.yield %57 : f32 loc(#loc12)
    } -> tensor<4x10xf32> loc(#loc12)
    %31 = tensor.empty() : tensor<4xi64> loc(#loc9)
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<4xi64>) -> tensor<4xi64> loc(#loc9)
    %33 = tensor.empty() : tensor<4xf32> loc(#loc9)
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<4xf32>) -> tensor<4xf32> loc(#loc9)
    %35:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%30 : tensor<4x10xf32>) outs(%34, %32 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc3 at #loc8)), %out_10: i64 loc(callsite(#loc3 at #loc8))):
      %57 = linalg.index 1 : index loc(#loc9)
      %58 = arith.index_cast %57 : index to i64 loc(#loc9)
      %59 = arith.maximumf %in, %out : f32 loc(#loc9)
      %60 = arith.cmpf ogt, %in, %out : f32 loc(#loc9)
      %61 = arith.select %60, %58, %out_10 : i64 loc(#loc9)
      linalg.yield %59, %61 : f32, i64 loc(#loc9)
    } -> (tensor<4xf32>, tensor<4xi64>) loc(#loc9)
    %expanded = tensor.expand_shape %35#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32> loc(#loc9)
    %36 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %expanded : tensor<4x10xf32>, tensor<4x1xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.subf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<4x10xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = math.exp %in : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %38 = tensor.empty() : tensor<4x1xf32> loc(#loc9)
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc9)
    %40 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<4x10xf32>) outs(%39 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.addf %in, %out : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<4x1xf32>) outs(%38 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = math.log %in : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %42 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %41 : tensor<4x10xf32>, tensor<4x1xf32>) outs(%21 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.subf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %43 = tensor.empty() : tensor<4xi1> loc(#loc9)
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xi64>) outs(%43 : tensor<4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: i1 loc(callsite(#loc3 at #loc8))):
      %57 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc9)
      linalg.yield %57 : i1 loc(#loc9)
    } -> tensor<4xi1> loc(#loc9)
    %45 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%44, %arg11, %cst_3 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%31 : tensor<4xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %in_10: i64 loc(callsite(#loc3 at #loc8)), %in_11: i64 loc(callsite(#loc3 at #loc8)), %out: i64 loc(callsite(#loc3 at #loc8))):
      %57 = arith.select %in, %in_10, %in_11 : i64 loc(#loc9)
      linalg.yield %57 : i64 loc(#loc9)
    } -> tensor<4xi64> loc(#loc9)
    %expanded_9 = tensor.expand_shape %45 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64> loc(#loc9)
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_9 : tensor<4x1xi64>) outs(%39 : tensor<4x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = linalg.index 0 : index loc(#loc9)
      %58 = arith.index_cast %in : i64 to index loc(#loc9)
      %59 = arith.cmpi slt, %58, %c10 : index loc(#loc9)
      cf.assert %59, "index must be smaller than dim size" loc(#loc9)
      %60 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc9)
      cf.assert %60, "index must be larger or equal to 0" loc(#loc9)
      %extracted = tensor.extract %42[%57, %58] : tensor<4x10xf32> loc(#loc9)
      linalg.yield %extracted : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %collapsed = tensor.collapse_shape %46 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32> loc(#loc9)
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%33 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.negf %in : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4xf32> loc(#loc9)
    %48 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel"]} ins(%44, %47, %cst_1 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%33 : tensor<4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %in_11: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.select %in, %in_10, %in_11 : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<4xf32> loc(#loc9)
    %49 = tensor.empty() : tensor<i64> loc(#loc9)
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<i64>) -> tensor<i64> loc(#loc9)
    %51 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%44 : tensor<4xi1>) outs(%50 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %out: i64 loc(callsite(#loc3 at #loc8))):
      %57 = arith.extui %in : i1 to i64 loc(#loc9)
      %58 = arith.addi %57, %out : i64 loc(#loc9)
      linalg.yield %58 : i64 loc(#loc9)
    } -> tensor<i64> loc(#loc9)
    %52 = tensor.empty() : tensor<f32> loc(#loc9)
    %53 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%51 : tensor<i64>) outs(%52 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.sitofp %in : i64 to f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    %54 = linalg.fill ins(%cst : f32) outs(%52 : tensor<f32>) -> tensor<f32> loc(#loc9)
    %55 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["reduction"]} ins(%48 : tensor<4xf32>) outs(%54 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.addf %in, %out : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    %56 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%55, %53 : tensor<f32>, tensor<f32>) outs(%52 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %57 = arith.divf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %57 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    return %56 : tensor<f32> loc(#loc9)
  } loc(#loc11)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     fc1.a
  //   #1 param     fc1.b
  //   #2 param     fc2.a
  //   #3 param     fc2.b
  //   #4 frozen    fc1.base.weight
  //   #5 frozen    fc1.base.weight_scale
  //   #6 frozen    fc1.base.bias
  //   #7 frozen    fc2.base.weight
  //   #8 frozen    fc2.base.weight_scale
  //   #9 frozen    fc2.base.bias
  //   #10 input     input0
  //   #11 label     label0
  //   #12 hyper     lr
  func.func @train_step(
      %a0: tensor<4x32xf32> {mpt.role = "param", mpt.name = "fc1.a"},
      %a1: tensor<16x4xf32> {mpt.role = "param", mpt.name = "fc1.b"},
      %a2: tensor<4x16xf32> {mpt.role = "param", mpt.name = "fc2.a"},
      %a3: tensor<10x4xf32> {mpt.role = "param", mpt.name = "fc2.b"},
      %a4: tensor<16x32xf8E4M3FN> {mpt.role = "frozen", mpt.name = "fc1.base.weight"},
      %a5: tensor<f32> {mpt.role = "frozen", mpt.name = "fc1.base.weight_scale"},
      %a6: tensor<16xf32> {mpt.role = "frozen", mpt.name = "fc1.base.bias"},
      %a7: tensor<10x16xf8E5M2> {mpt.role = "frozen", mpt.name = "fc2.base.weight"},
      %a8: tensor<f32> {mpt.role = "frozen", mpt.name = "fc2.base.weight_scale"},
      %a9: tensor<10xf32> {mpt.role = "frozen", mpt.name = "fc2.base.bias"},
      %a10: tensor<4x32xf32> {mpt.role = "input"},
      %a11: tensor<4xi64> {mpt.role = "label"},
      %a12: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<4x32xf32> {mpt.updates = 0 : i64},
          tensor<16x4xf32> {mpt.updates = 1 : i64},
          tensor<4x16xf32> {mpt.updates = 2 : i64},
          tensor<10x4xf32> {mpt.updates = 3 : i64},
          tensor<f32>) {
    %loss, %g:4 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11) wrt [0, 1, 2, 3]
        : (tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>, tensor<16x32xf8E4M3FN>, tensor<f32>, tensor<16xf32>, tensor<10x16xf8E5M2>, tensor<f32>, tensor<10xf32>, tensor<4x32xf32>, tensor<4xi64>)
        -> (tensor<f32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a12 {weight_decay = 0.0 : f64} : tensor<4x32xf32>, tensor<4x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a12 {weight_decay = 0.0 : f64} : tensor<16x4xf32>, tensor<16x4xf32>
    %p2 = mpt.sgd %a2, %g#2, %a12 {weight_decay = 0.0 : f64} : tensor<4x16xf32>, tensor<4x16xf32>
    %p3 = mpt.sgd %a3, %g#3, %a12 {weight_decay = 0.0 : f64} : tensor<10x4xf32>, tensor<10x4xf32>
    return %p0, %p1, %p2, %p3, %loss
        : tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
