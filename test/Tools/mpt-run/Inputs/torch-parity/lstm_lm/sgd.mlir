// Exported by mpt_torch from LstmLm (sgd); train with
//   mpt-run step.mlir --load-params=params --data=...
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<() -> ()>
module {
  func.func @forward(%arg0: tensor<30x16xf32>, %arg1: tensor<96x16xf32>, %arg2: tensor<96x24xf32>, %arg3: tensor<96xf32>, %arg4: tensor<96xf32>, %arg5: tensor<30x24xf32>, %arg6: tensor<30xf32>, %arg7: tensor<2x6xi64>, %arg8: tensor<2x6xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c30 = arith.constant 30 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x24xf32>
    %cst_4 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x6x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<2x6xi64>) outs(%0 : tensor<2x6x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.index_cast %in : i64 to index
      %126 = linalg.index 2 : index
      %127 = arith.cmpi slt, %125, %c30 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%125, %126] : tensor<30x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x6x16xf32>
    %extracted_slice = tensor.extract_slice %1[0, 0, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %2 = tensor.empty() : tensor<24x96xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<96x24xf32>) outs(%2 : tensor<24x96xf32>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<2x96xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %5 = linalg.matmul ins(%cst_3, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %8 = tensor.empty() : tensor<16x96xf32>
    %transposed_5 = linalg.transpose ins(%arg1 : tensor<96x16xf32>) outs(%8 : tensor<16x96xf32>) permutation = [1, 0] 
    %9 = linalg.matmul ins(%collapsed, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %11 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_6 = tensor.extract_slice %12[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_7 = tensor.extract_slice %12[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_8 = tensor.extract_slice %12[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_9 = tensor.extract_slice %12[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %13 = tensor.empty() : tensor<2x24xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_6 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_7 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_8 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_9 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_3 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %21 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %extracted_slice_10 = tensor.extract_slice %1[0, 1, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %23 = linalg.matmul ins(%22, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%23, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %25 = linalg.matmul ins(%collapsed_11, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_12 = tensor.extract_slice %27[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_13 = tensor.extract_slice %27[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_14 = tensor.extract_slice %27[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_15 = tensor.extract_slice %27[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_12 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_13 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_15 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %20 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %30 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%31, %35 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %extracted_slice_16 = tensor.extract_slice %1[0, 2, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %37 = linalg.matmul ins(%36, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %39 = linalg.matmul ins(%collapsed_17, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_18 = tensor.extract_slice %41[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_19 = tensor.extract_slice %41[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_20 = tensor.extract_slice %41[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_21 = tensor.extract_slice %41[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_18 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_19 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_20 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %34 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %44 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%45, %49 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %extracted_slice_22 = tensor.extract_slice %1[0, 3, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed_23 = tensor.collapse_shape %extracted_slice_22 [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %51 = linalg.matmul ins(%50, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %53 = linalg.matmul ins(%collapsed_23, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_24 = tensor.extract_slice %55[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_25 = tensor.extract_slice %55[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_26 = tensor.extract_slice %55[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_27 = tensor.extract_slice %55[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_26 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_27 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57, %48 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%59, %63 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %extracted_slice_28 = tensor.extract_slice %1[0, 4, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed_29 = tensor.collapse_shape %extracted_slice_28 [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %65 = linalg.matmul ins(%64, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %67 = linalg.matmul ins(%collapsed_29, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%67, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%66, %68 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_30 = tensor.extract_slice %69[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_31 = tensor.extract_slice %69[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_32 = tensor.extract_slice %69[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_33 = tensor.extract_slice %69[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_30 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_31 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_33 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %62 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%70, %72 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%73, %77 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %extracted_slice_34 = tensor.extract_slice %1[0, 5, 0] [2, 1, 16] [1, 1, 1] : tensor<2x6x16xf32> to tensor<2x1x16xf32>
    %collapsed_35 = tensor.collapse_shape %extracted_slice_34 [[0, 1], [2]] : tensor<2x1x16xf32> into tensor<2x16xf32>
    %79 = linalg.matmul ins(%78, %transposed : tensor<2x24xf32>, tensor<24x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%79, %6 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %81 = linalg.matmul ins(%collapsed_35, %transposed_5 : tensor<2x16xf32>, tensor<16x96xf32>) outs(%4 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %10 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %82 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%3 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_36 = tensor.extract_slice %83[0, 0] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_37 = tensor.extract_slice %83[0, 24] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_38 = tensor.extract_slice %83[0, 48] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %extracted_slice_39 = tensor.extract_slice %83[0, 72] [2, 24] [1, 1] : tensor<2x96xf32> to tensor<2x24xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_36 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_37 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_38 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_39 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      %126 = math.exp %125 : f32
      %127 = arith.addf %126, %cst_0 : f32
      %128 = arith.divf %cst_0, %127 : f32
      linalg.yield %128 : f32
    } -> tensor<2x24xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%85, %76 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84, %86 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.tanh %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %91 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%13 : tensor<2x24xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.mulf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<2x24xf32>
    %concat = tensor.concat dim(1) %22, %36, %50, %64, %78, %92 : (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) -> tensor<2x144xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [2, 6, 24] : tensor<2x144xf32> into tensor<2x6x24xf32>
    %collapsed_40 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<2x6x24xf32> into tensor<12x24xf32>
    %93 = tensor.empty() : tensor<24x30xf32>
    %transposed_41 = linalg.transpose ins(%arg5 : tensor<30x24xf32>) outs(%93 : tensor<24x30xf32>) permutation = [1, 0] 
    %94 = tensor.empty() : tensor<12x30xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<12x30xf32>) -> tensor<12x30xf32>
    %96 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<12x24xf32>, tensor<24x30xf32>) outs(%95 : tensor<12x30xf32>) -> tensor<12x30xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<30xf32>) outs(%94 : tensor<12x30xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<12x30xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %97 : tensor<12x30xf32>, tensor<12x30xf32>) outs(%94 : tensor<12x30xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.addf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<12x30xf32>
    %collapsed_42 = tensor.collapse_shape %arg8 [[0, 1]] : tensor<2x6xi64> into tensor<12xi64>
    %99 = tensor.empty() : tensor<12xi64>
    %100 = linalg.fill ins(%c0_i64 : i64) outs(%99 : tensor<12xi64>) -> tensor<12xi64>
    %101 = tensor.empty() : tensor<12xf32>
    %102 = linalg.fill ins(%cst_1 : f32) outs(%101 : tensor<12xf32>) -> tensor<12xf32>
    %103:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%98 : tensor<12x30xf32>) outs(%102, %100 : tensor<12xf32>, tensor<12xi64>) {
    ^bb0(%in: f32, %out: f32, %out_46: i64):
      %125 = linalg.index 1 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_46 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<12xf32>, tensor<12xi64>)
    %expanded_43 = tensor.expand_shape %103#0 [[0, 1]] output_shape [12, 1] : tensor<12xf32> into tensor<12x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %expanded_43 : tensor<12x30xf32>, tensor<12x1xf32>) outs(%94 : tensor<12x30xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.subf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<12x30xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<12x30xf32>) outs(%94 : tensor<12x30xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<12x30xf32>
    %106 = tensor.empty() : tensor<12x1xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<12x1xf32>) -> tensor<12x1xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%105 : tensor<12x30xf32>) outs(%107 : tensor<12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<12x1xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<12x1xf32>) outs(%106 : tensor<12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.log %in : f32
      linalg.yield %125 : f32
    } -> tensor<12x1xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %109 : tensor<12x30xf32>, tensor<12x1xf32>) outs(%94 : tensor<12x30xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.subf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<12x30xf32>
    %111 = tensor.empty() : tensor<12xi1>
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_42 : tensor<12xi64>) outs(%111 : tensor<12xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<12xi1>
    %113 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%112, %collapsed_42, %cst_4 : tensor<12xi1>, tensor<12xi64>, tensor<i64>) outs(%99 : tensor<12xi64>) {
    ^bb0(%in: i1, %in_46: i64, %in_47: i64, %out: i64):
      %125 = arith.select %in, %in_46, %in_47 : i64
      linalg.yield %125 : i64
    } -> tensor<12xi64>
    %expanded_44 = tensor.expand_shape %113 [[0, 1]] output_shape [12, 1] : tensor<12xi64> into tensor<12x1xi64>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_44 : tensor<12x1xi64>) outs(%107 : tensor<12x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %in : i64 to index
      %127 = arith.cmpi slt, %126, %c30 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %110[%125, %126] : tensor<12x30xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x1xf32>
    %collapsed_45 = tensor.collapse_shape %114 [[0, 1]] : tensor<12x1xf32> into tensor<12xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_45 : tensor<12xf32>) outs(%101 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      linalg.yield %125 : f32
    } -> tensor<12xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%112, %115, %cst_2 : tensor<12xi1>, tensor<12xf32>, tensor<f32>) outs(%101 : tensor<12xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %125 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %125 : f32
    } -> tensor<12xf32>
    %117 = tensor.empty() : tensor<i64>
    %118 = linalg.fill ins(%c0_i64 : i64) outs(%117 : tensor<i64>) -> tensor<i64>
    %119 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%112 : tensor<12xi1>) outs(%118 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %125 = arith.extui %in : i1 to i64
      %126 = arith.addi %125, %out : i64
      linalg.yield %126 : i64
    } -> tensor<i64>
    %120 = tensor.empty() : tensor<f32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%119 : tensor<i64>) outs(%120 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.sitofp %in : i64 to f32
      linalg.yield %125 : f32
    } -> tensor<f32>
    %122 = linalg.fill ins(%cst : f32) outs(%120 : tensor<f32>) -> tensor<f32>
    %123 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%116 : tensor<12xf32>) outs(%122 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<f32>
    %124 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%123, %121 : tensor<f32>, tensor<f32>) outs(%120 : tensor<f32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %125 = arith.divf %in, %in_46 : f32
      linalg.yield %125 : f32
    } -> tensor<f32>
    return %124 : tensor<f32>
  }
  // One training step: the loss and gradients of @forward, then sgd on every parameter.
  // Arguments:
  //   #0 param     emb.weight
  //   #1 param     cell.weight_ih
  //   #2 param     cell.weight_hh
  //   #3 param     cell.bias_ih
  //   #4 param     cell.bias_hh
  //   #5 param     head.weight
  //   #6 param     head.bias
  //   #7 input     input0
  //   #8 label     label0
  //   #9 hyper     lr
  func.func @train_step(
      %a0: tensor<30x16xf32> {mpt.role = "param"},
      %a1: tensor<96x16xf32> {mpt.role = "param"},
      %a2: tensor<96x24xf32> {mpt.role = "param"},
      %a3: tensor<96xf32> {mpt.role = "param"},
      %a4: tensor<96xf32> {mpt.role = "param"},
      %a5: tensor<30x24xf32> {mpt.role = "param"},
      %a6: tensor<30xf32> {mpt.role = "param"},
      %a7: tensor<2x6xi64> {mpt.role = "input"},
      %a8: tensor<2x6xi64> {mpt.role = "label"},
      %a9: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.05> : tensor<f32>})
      -> (tensor<30x16xf32> {mpt.updates = 0 : i64},
          tensor<96x16xf32> {mpt.updates = 1 : i64},
          tensor<96x24xf32> {mpt.updates = 2 : i64},
          tensor<96xf32> {mpt.updates = 3 : i64},
          tensor<96xf32> {mpt.updates = 4 : i64},
          tensor<30x24xf32> {mpt.updates = 5 : i64},
          tensor<30xf32> {mpt.updates = 6 : i64},
          tensor<f32>) {
    %loss, %g:7 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8) wrt [0, 1, 2, 3, 4, 5, 6]
        : (tensor<30x16xf32>, tensor<96x16xf32>, tensor<96x24xf32>, tensor<96xf32>, tensor<96xf32>, tensor<30x24xf32>, tensor<30xf32>, tensor<2x6xi64>, tensor<2x6xi64>)
        -> (tensor<f32>, tensor<30x16xf32>, tensor<96x16xf32>, tensor<96x24xf32>, tensor<96xf32>, tensor<96xf32>, tensor<30x24xf32>, tensor<30xf32>)
    %p0 = mpt.sgd %a0, %g#0, %a9 {weight_decay = 0.0 : f64} : tensor<30x16xf32>, tensor<30x16xf32>
    %p1 = mpt.sgd %a1, %g#1, %a9 {weight_decay = 0.0 : f64} : tensor<96x16xf32>, tensor<96x16xf32>
    %p2 = mpt.sgd %a2, %g#2, %a9 {weight_decay = 0.0 : f64} : tensor<96x24xf32>, tensor<96x24xf32>
    %p3 = mpt.sgd %a3, %g#3, %a9 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p4 = mpt.sgd %a4, %g#4, %a9 {weight_decay = 0.0 : f64} : tensor<96xf32>, tensor<96xf32>
    %p5 = mpt.sgd %a5, %g#5, %a9 {weight_decay = 0.0 : f64} : tensor<30x24xf32>, tensor<30x24xf32>
    %p6 = mpt.sgd %a6, %g#6, %a9 {weight_decay = 0.0 : f64} : tensor<30xf32>, tensor<30xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %loss
        : tensor<30x16xf32>, tensor<96x16xf32>, tensor<96x24xf32>, tensor<96xf32>, tensor<96xf32>, tensor<30x24xf32>, tensor<30xf32>, tensor<f32>
  }
}
