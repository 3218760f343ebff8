// Exported by mpt_torch from LoraMlp (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/scripts/torch_models.py":148:0)
#loc2 = loc("/work/main/scripts/torch_models.py":161:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":27:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":40:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":18:0)
#loc6 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc7 = loc("/work/main/scripts/torch_models.py":149:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#loc8 = loc(callsite(#loc4 at #loc5))
#loc9 = loc(callsite(#loc3 at #loc8))
#loc10 = loc(callsite(#loc2 at #loc9))
#loc11 = loc(callsite(#loc1 at #loc10))
#loc12 = loc(callsite(#loc7 at #loc10))
#loc13 = loc(callsite(#loc6 at #loc11))
module {
  func.func @forward(%arg0: tensor<4x32xf32> loc(callsite(#loc1 at #loc10)), %arg1: tensor<16x4xf32> loc(callsite(#loc1 at #loc10)), %arg2: tensor<4x16xf32> loc(callsite(#loc1 at #loc10)), %arg3: tensor<10x4xf32> loc(callsite(#loc1 at #loc10)), %arg4: tensor<16x32xbf16> loc(callsite(#loc1 at #loc10)), %arg5: tensor<16xbf16> loc(callsite(#loc1 at #loc10)), %arg6: tensor<10x16xbf16> loc(callsite(#loc1 at #loc10)), %arg7: tensor<10xbf16> loc(callsite(#loc1 at #loc10)), %arg8: tensor<4x32xf32> loc(callsite(#loc1 at #loc10)), %arg9: tensor<4xi64> loc(callsite(#loc1 at #loc10))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc9)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c10 = arith.constant 10 : index loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc9)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc9)
    %cst_2 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant dense<0> : tensor<i64> loc(#loc9)
    %0 = tensor.empty() : tensor<4x32xbf16> loc(#loc11)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<4x32xf32>) outs(%0 : tensor<4x32xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %out: bf16 loc(callsite(#loc1 at #loc10))):
      %71 = arith.truncf %in : f32 to bf16 loc(#loc11)
      linalg.yield %71 : bf16 loc(#loc11)
    } -> tensor<4x32xbf16> loc(#loc11)
    %2 = tensor.empty() : tensor<32x16xbf16> loc(#loc13)
    %transposed = linalg.transpose ins(%arg4 : tensor<16x32xbf16>) outs(%2 : tensor<32x16xbf16>) permutation = [1, 0]  loc(#loc13)
    %3 = tensor.empty() : tensor<16xf32> loc(#loc13)
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg5 : tensor<16xbf16>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<16xf32> loc(#loc13)
    %5 = tensor.empty() : tensor<4x32xf32> loc(#loc13)
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x32xbf16>) outs(%5 : tensor<4x32xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<4x32xf32> loc(#loc13)
    %7 = tensor.empty() : tensor<32x16xf32> loc(#loc13)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x16xbf16>) outs(%7 : tensor<32x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<32x16xf32> loc(#loc13)
    %9 = tensor.empty() : tensor<4x16xf32> loc(#loc13)
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc13)
    %11 = linalg.matmul ins(%6, %8 : tensor<4x32xf32>, tensor<32x16xf32>) outs(%10 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc13)
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16xf32>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      linalg.yield %in : f32 loc(#loc13)
    } -> tensor<4x16xf32> loc(#loc13)
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %12 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.addf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<4x16xf32> loc(#loc13)
    %14 = tensor.empty() : tensor<4x16xbf16> loc(#loc13)
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x16xf32>) outs(%14 : tensor<4x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: bf16 loc(callsite(#loc6 at #loc11))):
      %71 = arith.truncf %in : f32 to bf16 loc(#loc13)
      linalg.yield %71 : bf16 loc(#loc13)
    } -> tensor<4x16xbf16> loc(#loc13)
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<4x16xbf16>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc10))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc11)
      linalg.yield %71 : f32 loc(#loc11)
    } -> tensor<4x16xf32> loc(#loc11)
    %17 = tensor.empty() : tensor<32x4xf32> loc(#loc12)
    %transposed_4 = linalg.transpose ins(%arg0 : tensor<4x32xf32>) outs(%17 : tensor<32x4xf32>) permutation = [1, 0]  loc(#loc12)
    %18 = tensor.empty() : tensor<4x4xf32> loc(#loc12)
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %20 = linalg.matmul ins(%arg8, %transposed_4 : tensor<4x32xf32>, tensor<32x4xf32>) outs(%19 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %transposed_5 = linalg.transpose ins(%arg1 : tensor<16x4xf32>) outs(%9 : tensor<4x16xf32>) permutation = [1, 0]  loc(#loc12)
    %21 = linalg.matmul ins(%20, %transposed_5 : tensor<4x4xf32>, tensor<4x16xf32>) outs(%10 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc12)
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<4x16xf32>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %71 = arith.mulf %in, %cst_2 : f32 loc(#loc12)
      linalg.yield %71 : f32 loc(#loc12)
    } -> tensor<4x16xf32> loc(#loc12)
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %22 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %in_10: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %71 = arith.addf %in, %in_10 : f32 loc(#loc12)
      linalg.yield %71 : f32 loc(#loc12)
    } -> tensor<4x16xf32> loc(#loc12)
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<4x16xf32>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc2 at #loc9))):
      %71 = arith.cmpf ugt, %in, %cst : f32 loc(#loc10)
      %72 = arith.select %71, %in, %cst : f32 loc(#loc10)
      linalg.yield %72 : f32 loc(#loc10)
    } -> tensor<4x16xf32> loc(#loc10)
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<4x16xf32>) outs(%14 : tensor<4x16xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc2 at #loc9)), %out: bf16 loc(callsite(#loc1 at #loc10))):
      %71 = arith.truncf %in : f32 to bf16 loc(#loc11)
      linalg.yield %71 : bf16 loc(#loc11)
    } -> tensor<4x16xbf16> loc(#loc11)
    %26 = tensor.empty() : tensor<16x10xbf16> loc(#loc13)
    %transposed_6 = linalg.transpose ins(%arg6 : tensor<10x16xbf16>) outs(%26 : tensor<16x10xbf16>) permutation = [1, 0]  loc(#loc13)
    %27 = tensor.empty() : tensor<10xf32> loc(#loc13)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg7 : tensor<10xbf16>) outs(%27 : tensor<10xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<10xf32> loc(#loc13)
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<4x16xbf16>) outs(%9 : tensor<4x16xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc1 at #loc10)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<4x16xf32> loc(#loc13)
    %30 = tensor.empty() : tensor<16x10xf32> loc(#loc13)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%transposed_6 : tensor<16x10xbf16>) outs(%30 : tensor<16x10xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<16x10xf32> loc(#loc13)
    %32 = tensor.empty() : tensor<4x10xf32> loc(#loc13)
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc13)
    %34 = linalg.matmul ins(%29, %31 : tensor<4x16xf32>, tensor<16x10xf32>) outs(%33 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc13)
    %35 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<10xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      linalg.yield %in : f32 loc(#loc13)
    } -> tensor<4x10xf32> loc(#loc13)
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %in_10: f32 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc6 at #loc11))):
      %71 = arith.addf %in, %in_10 : f32 loc(#loc13)
      linalg.yield %71 : f32 loc(#loc13)
    } -> tensor<4x10xf32> loc(#loc13)
    %37 = tensor.empty() : tensor<4x10xbf16> loc(#loc13)
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<4x10xf32>) outs(%37 : tensor<4x10xbf16>) {
    ^bb0(%in: f32 loc(callsite(#loc6 at #loc11)), %out: bf16 loc(callsite(#loc6 at #loc11))):
      %71 = arith.truncf %in : f32 to bf16 loc(#loc13)
      linalg.yield %71 : bf16 loc(#loc13)
    } -> tensor<4x10xbf16> loc(#loc13)
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<4x10xbf16>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: bf16 loc(callsite(#loc6 at #loc11)), %out: f32 loc(callsite(#loc1 at #loc10))):
      %71 = arith.extf %in : bf16 to f32 loc(#loc11)
      linalg.yield %71 : f32 loc(#loc11)
    } -> tensor<4x10xf32> loc(#loc11)
    %40 = tensor.empty() : tensor<16x4xf32> loc(#loc12)
    %transposed_7 = linalg.transpose ins(%arg2 : tensor<4x16xf32>) outs(%40 : tensor<16x4xf32>) permutation = [1, 0]  loc(#loc12)
    %41 = linalg.matmul ins(%24, %transposed_7 : tensor<4x16xf32>, tensor<16x4xf32>) outs(%19 : tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc12)
    %transposed_8 = linalg.transpose ins(%arg3 : tensor<10x4xf32>) outs(%32 : tensor<4x10xf32>) permutation = [1, 0]  loc(#loc12)
    %42 = linalg.matmul ins(%41, %transposed_8 : tensor<4x4xf32>, tensor<4x10xf32>) outs(%33 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc12)
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<4x10xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %71 = arith.mulf %in, %cst_2 : f32 loc(#loc12)
      linalg.yield %71 : f32 loc(#loc12)
    } -> tensor<4x10xf32> loc(#loc12)
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%39, %43 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc10)), %in_10: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc7 at #loc10))):
      %71 = arith.addf %in, %in_10 : f32 loc(#loc12)
      linalg.yield %71 : f32 loc(#loc12)
    } -> tensor<4x10xf32> loc(#loc12)
    %45 = tensor.empty() : tensor<4xi64> loc(#loc9)
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<4xi64>) -> tensor<4xi64> loc(#loc9)
    %47 = tensor.empty() : tensor<4xf32> loc(#loc9)
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<4xf32>) -> tensor<4xf32> loc(#loc9)
    %49:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%44 : tensor<4x10xf32>) outs(%48, %46 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %out: f32 loc(callsite(#loc3 at #loc8)), %out_10: i64 loc(callsite(#loc3 at #loc8))):
      %71 = linalg.index 1 : index loc(#loc9)
      %72 = arith.index_cast %71 : index to i64 loc(#loc9)
      %73 = arith.maximumf %in, %out : f32 loc(#loc9)
      %74 = arith.cmpf ogt, %in, %out : f32 loc(#loc9)
      %75 = arith.select %74, %72, %out_10 : i64 loc(#loc9)
      linalg.yield %73, %75 : f32, i64 loc(#loc9)
    } -> (tensor<4xf32>, tensor<4xi64>) loc(#loc9)
    %expanded = tensor.expand_shape %49#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32> loc(#loc9)
    %50 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %expanded : tensor<4x10xf32>, tensor<4x1xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc7 at #loc10)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.subf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<4x10xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = math.exp %in : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %52 = tensor.empty() : tensor<4x1xf32> loc(#loc9)
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc9)
    %54 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<4x10xf32>) outs(%53 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.addf %in, %out : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<4x1xf32>) outs(%52 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = math.log %in : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %56 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %55 : tensor<4x10xf32>, tensor<4x1xf32>) outs(%32 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.subf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %57 = tensor.empty() : tensor<4xi1> loc(#loc9)
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg9 : tensor<4xi64>) outs(%57 : tensor<4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: i1 loc(callsite(#loc3 at #loc8))):
      %71 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc9)
      linalg.yield %71 : i1 loc(#loc9)
    } -> tensor<4xi1> loc(#loc9)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map5, #map1], iterator_types = ["parallel"]} ins(%58, %arg9, %cst_3 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%45 : tensor<4xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %in_10: i64 loc(callsite(#loc3 at #loc8)), %in_11: i64 loc(callsite(#loc3 at #loc8)), %out: i64 loc(callsite(#loc3 at #loc8))):
      %71 = arith.select %in, %in_10, %in_11 : i64 loc(#loc9)
      linalg.yield %71 : i64 loc(#loc9)
    } -> tensor<4xi64> loc(#loc9)
    %expanded_9 = tensor.expand_shape %59 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64> loc(#loc9)
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_9 : tensor<4x1xi64>) outs(%53 : tensor<4x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = linalg.index 0 : index loc(#loc9)
      %72 = arith.index_cast %in : i64 to index loc(#loc9)
      %73 = arith.cmpi slt, %72, %c10 : index loc(#loc9)
      cf.assert %73, "index must be smaller than dim size" loc(#loc9)
      %74 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc9)
      cf.assert %74, "index must be larger or equal to 0" loc(#loc9)
      %extracted = tensor.extract %56[%71, %72] : tensor<4x10xf32> loc(#loc9)
      linalg.yield %extracted : f32 loc(#loc9)
    } -> tensor<4x1xf32> loc(#loc9)
    %collapsed = tensor.collapse_shape %60 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32> loc(#loc9)
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%47 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.negf %in : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4xf32> loc(#loc9)
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map5, #map1], iterator_types = ["parallel"]} ins(%58, %61, %cst_1 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%47 : tensor<4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %in_11: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.select %in, %in_10, %in_11 : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<4xf32> loc(#loc9)
    %63 = tensor.empty() : tensor<i64> loc(#loc9)
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<i64>) -> tensor<i64> loc(#loc9)
    %65 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction"]} ins(%58 : tensor<4xi1>) outs(%64 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc8)), %out: i64 loc(callsite(#loc3 at #loc8))):
      %71 = arith.extui %in : i1 to i64 loc(#loc9)
      %72 = arith.addi %71, %out : i64 loc(#loc9)
      linalg.yield %72 : i64 loc(#loc9)
    } -> tensor<i64> loc(#loc9)
    %66 = tensor.empty() : tensor<f32> loc(#loc9)
    %67 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%65 : tensor<i64>) outs(%66 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.sitofp %in : i64 to f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    %68 = linalg.fill ins(%cst : f32) outs(%66 : tensor<f32>) -> tensor<f32> loc(#loc9)
    %69 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["reduction"]} ins(%62 : tensor<4xf32>) outs(%68 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.addf %in, %out : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    %70 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%69, %67 : tensor<f32>, tensor<f32>) outs(%66 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc8)), %in_10: f32 loc(callsite(#loc3 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc8))):
      %71 = arith.divf %in, %in_10 : f32 loc(#loc9)
      linalg.yield %71 : f32 loc(#loc9)
    } -> tensor<f32> loc(#loc9)
    return %70 : tensor<f32> loc(#loc9)
  } loc(#loc11)
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     fc1.a
  //   #1 param     fc1.b
  //   #2 param     fc2.a
  //   #3 param     fc2.b
  //   #4 frozen    fc1.base.weight
  //   #5 frozen    fc1.base.bias
  //   #6 frozen    fc2.base.weight
  //   #7 frozen    fc2.base.bias
  //   #8 input     input0
  //   #9 label     label0
  //   #10 hyper     lr
  func.func @train_step(
      %a0: tensor<4x32xf32> {mpt.role = "param"},
      %a1: tensor<16x4xf32> {mpt.role = "param"},
      %a2: tensor<4x16xf32> {mpt.role = "param"},
      %a3: tensor<10x4xf32> {mpt.role = "param"},
      %a4: tensor<16x32xbf16> {mpt.role = "frozen"},
      %a5: tensor<16xbf16> {mpt.role = "frozen"},
      %a6: tensor<10x16xbf16> {mpt.role = "frozen"},
      %a7: tensor<10xbf16> {mpt.role = "frozen"},
      %a8: tensor<4x32xf32> {mpt.role = "input"},
      %a9: tensor<4xi64> {mpt.role = "label"},
      %a10: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<4x32xf32> {mpt.updates = 0 : i64},
          tensor<16x4xf32> {mpt.updates = 1 : i64},
          tensor<4x16xf32> {mpt.updates = 2 : i64},
          tensor<10x4xf32> {mpt.updates = 3 : i64},
          tensor<f32>) {
    %loss, %g:4 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9) wrt [0, 1, 2, 3]
        : (tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>, tensor<16x32xbf16>, tensor<16xbf16>, tensor<10x16xbf16>, tensor<10xbf16>, tensor<4x32xf32>, tensor<4xi64>)
        -> (tensor<f32>, tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a10 {weight_decay = 0.0 : f64} : tensor<4x32xf32>, tensor<4x32xf32>
    %p1 = mpt.sgd %a1, %g#1, %a10 {weight_decay = 0.0 : f64} : tensor<16x4xf32>, tensor<16x4xf32>
    %p2 = mpt.sgd %a2, %g#2, %a10 {weight_decay = 0.0 : f64} : tensor<4x16xf32>, tensor<4x16xf32>
    %p3 = mpt.sgd %a3, %g#3, %a10 {weight_decay = 0.0 : f64} : tensor<10x4xf32>, tensor<10x4xf32>
    return %p0, %p1, %p2, %p3, %loss
        : tensor<4x32xf32>, tensor<16x4xf32>, tensor<4x16xf32>, tensor<10x4xf32>, tensor<f32>
  }
}
#loc = loc(unknown)
