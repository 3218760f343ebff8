// Exported by mpt_torch from LstmLm (sgd_momentum); train with
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
  func.func @forward(%arg0: tensor<256x32xf32>, %arg1: tensor<256x32xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<256xf32>, %arg7: tensor<16x32xi64>, %arg8: tensor<16x32xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %cst_4 = arith.constant 9.53674316E-7 : f32
    %cst_5 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<16x32xi64>) outs(%0 : tensor<16x32x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %489 = arith.index_cast %in : i64 to index
      %490 = linalg.index 2 : index
      %491 = arith.cmpi slt, %489, %c256 : index
      cf.assert %491, "index must be smaller than dim size"
      %492 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %492, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%489, %490] : tensor<256x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x32xf32>
    %extracted_slice = tensor.extract_slice %1[0, 0, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %2 = tensor.empty() : tensor<64x256xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<256x64xf32>) outs(%2 : tensor<64x256xf32>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<16x256xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %5 = linalg.matmul ins(%cst_3, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %8 = tensor.empty() : tensor<32x256xf32>
    %transposed_6 = linalg.transpose ins(%arg1 : tensor<256x32xf32>) outs(%8 : tensor<32x256xf32>) permutation = [1, 0] 
    %9 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %11 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_7 = tensor.extract_slice %12[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_8 = tensor.extract_slice %12[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_9 = tensor.extract_slice %12[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_10 = tensor.extract_slice %12[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %13 = tensor.empty() : tensor<16x64xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_7 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_8 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_9 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_3 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %21 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_11 = tensor.extract_slice %1[0, 1, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_12 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %23 = linalg.matmul ins(%22, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%23, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %25 = linalg.matmul ins(%collapsed_12, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_13 = tensor.extract_slice %27[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_14 = tensor.extract_slice %27[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_15 = tensor.extract_slice %27[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_16 = tensor.extract_slice %27[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_13 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_14 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_15 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %20 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %30 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%31, %35 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_17 = tensor.extract_slice %1[0, 2, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_17 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %37 = linalg.matmul ins(%36, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %39 = linalg.matmul ins(%collapsed_18, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_19 = tensor.extract_slice %41[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_20 = tensor.extract_slice %41[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_21 = tensor.extract_slice %41[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_22 = tensor.extract_slice %41[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_19 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_20 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_21 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_22 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %34 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %44 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%46, %47 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%45, %49 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_23 = tensor.extract_slice %1[0, 3, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_24 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %51 = linalg.matmul ins(%50, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%51, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %53 = linalg.matmul ins(%collapsed_24, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_25 = tensor.extract_slice %55[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_26 = tensor.extract_slice %55[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_27 = tensor.extract_slice %55[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_28 = tensor.extract_slice %55[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_25 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_26 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_27 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_28 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57, %48 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56, %58 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %61 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%59, %63 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_29 = tensor.extract_slice %1[0, 4, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_30 = tensor.collapse_shape %extracted_slice_29 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %65 = linalg.matmul ins(%64, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %67 = linalg.matmul ins(%collapsed_30, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%67, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%66, %68 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_31 = tensor.extract_slice %69[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_32 = tensor.extract_slice %69[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_33 = tensor.extract_slice %69[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_34 = tensor.extract_slice %69[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_31 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_32 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_33 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_34 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %62 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%70, %72 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%73, %77 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_35 = tensor.extract_slice %1[0, 5, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_36 = tensor.collapse_shape %extracted_slice_35 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %79 = linalg.matmul ins(%78, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%79, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %81 = linalg.matmul ins(%collapsed_36, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %82 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_37 = tensor.extract_slice %83[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_38 = tensor.extract_slice %83[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_39 = tensor.extract_slice %83[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_40 = tensor.extract_slice %83[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_37 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_38 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_39 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_40 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%85, %76 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84, %86 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %91 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_41 = tensor.extract_slice %1[0, 6, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_42 = tensor.collapse_shape %extracted_slice_41 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %93 = linalg.matmul ins(%92, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%93, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %95 = linalg.matmul ins(%collapsed_42, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %96 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_43 = tensor.extract_slice %97[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_44 = tensor.extract_slice %97[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_45 = tensor.extract_slice %97[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_46 = tensor.extract_slice %97[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_43 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_44 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_45 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_46 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %90 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %100 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101, %105 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_47 = tensor.extract_slice %1[0, 7, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_48 = tensor.collapse_shape %extracted_slice_47 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %107 = linalg.matmul ins(%106, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%107, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %109 = linalg.matmul ins(%collapsed_48, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%109, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%108, %110 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_49 = tensor.extract_slice %111[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_50 = tensor.extract_slice %111[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_51 = tensor.extract_slice %111[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_52 = tensor.extract_slice %111[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_49 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_51 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_52 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%113, %104 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%112, %114 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116, %117 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115, %119 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_53 = tensor.extract_slice %1[0, 8, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_54 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %121 = linalg.matmul ins(%120, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%121, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %123 = linalg.matmul ins(%collapsed_54, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%123, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %124 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_55 = tensor.extract_slice %125[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_56 = tensor.extract_slice %125[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_57 = tensor.extract_slice %125[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_58 = tensor.extract_slice %125[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_55 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_56 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_57 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_58 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%127, %118 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %128 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%129, %133 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_59 = tensor.extract_slice %1[0, 9, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %135 = linalg.matmul ins(%134, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %137 = linalg.matmul ins(%collapsed_60, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%137, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %138 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_61 = tensor.extract_slice %139[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_62 = tensor.extract_slice %139[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_63 = tensor.extract_slice %139[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_64 = tensor.extract_slice %139[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_61 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_62 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_63 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_64 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%141, %132 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %142 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%143, %147 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_65 = tensor.extract_slice %1[0, 10, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %149 = linalg.matmul ins(%148, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%149, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %151 = linalg.matmul ins(%collapsed_66, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%151, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%150, %152 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_67 = tensor.extract_slice %153[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_68 = tensor.extract_slice %153[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_69 = tensor.extract_slice %153[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_70 = tensor.extract_slice %153[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_67 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_68 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_69 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_70 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %158 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%155, %146 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%154, %156 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %159 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%160 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%157, %161 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_71 = tensor.extract_slice %1[0, 11, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_72 = tensor.collapse_shape %extracted_slice_71 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %163 = linalg.matmul ins(%162, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %165 = linalg.matmul ins(%collapsed_72, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%165, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%164, %166 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_73 = tensor.extract_slice %167[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_74 = tensor.extract_slice %167[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_75 = tensor.extract_slice %167[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_76 = tensor.extract_slice %167[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_73 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_74 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_75 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_76 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%169, %160 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%168, %170 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%172, %173 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%171, %175 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_77 = tensor.extract_slice %1[0, 12, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_78 = tensor.collapse_shape %extracted_slice_77 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %177 = linalg.matmul ins(%176, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%177, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %179 = linalg.matmul ins(%collapsed_78, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%178, %180 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_79 = tensor.extract_slice %181[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_80 = tensor.extract_slice %181[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_81 = tensor.extract_slice %181[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_82 = tensor.extract_slice %181[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_79 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_80 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_81 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_82 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%183, %174 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%182, %184 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%186, %187 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185, %189 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_83 = tensor.extract_slice %1[0, 13, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_84 = tensor.collapse_shape %extracted_slice_83 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %191 = linalg.matmul ins(%190, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %192 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%191, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %193 = linalg.matmul ins(%collapsed_84, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%193, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%192, %194 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_85 = tensor.extract_slice %195[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_86 = tensor.extract_slice %195[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_87 = tensor.extract_slice %195[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_88 = tensor.extract_slice %195[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_85 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_86 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_87 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_88 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197, %188 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196, %198 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%200, %201 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %203 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_89 = tensor.extract_slice %1[0, 14, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_90 = tensor.collapse_shape %extracted_slice_89 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %205 = linalg.matmul ins(%204, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%205, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %207 = linalg.matmul ins(%collapsed_90, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%207, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%206, %208 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_91 = tensor.extract_slice %209[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_92 = tensor.extract_slice %209[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_93 = tensor.extract_slice %209[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_94 = tensor.extract_slice %209[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_91 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_92 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %212 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_93 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_94 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211, %202 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%210, %212 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%214, %215 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213, %217 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_95 = tensor.extract_slice %1[0, 15, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_96 = tensor.collapse_shape %extracted_slice_95 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %219 = linalg.matmul ins(%218, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%219, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %221 = linalg.matmul ins(%collapsed_96, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%221, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220, %222 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_97 = tensor.extract_slice %223[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_98 = tensor.extract_slice %223[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_99 = tensor.extract_slice %223[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_100 = tensor.extract_slice %223[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_97 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_98 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_99 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_100 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%225, %216 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224, %226 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%228, %229 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%230 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%227, %231 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_101 = tensor.extract_slice %1[0, 16, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_102 = tensor.collapse_shape %extracted_slice_101 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %233 = linalg.matmul ins(%232, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%233, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %235 = linalg.matmul ins(%collapsed_102, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%234, %236 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_103 = tensor.extract_slice %237[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_104 = tensor.extract_slice %237[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_105 = tensor.extract_slice %237[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_106 = tensor.extract_slice %237[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_103 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_104 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_105 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_106 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %242 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239, %230 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%238, %240 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %243 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%241, %245 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_107 = tensor.extract_slice %1[0, 17, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_108 = tensor.collapse_shape %extracted_slice_107 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %247 = linalg.matmul ins(%246, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %249 = linalg.matmul ins(%collapsed_108, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%249, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%248, %250 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_109 = tensor.extract_slice %251[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_110 = tensor.extract_slice %251[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_111 = tensor.extract_slice %251[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_112 = tensor.extract_slice %251[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_109 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_110 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_111 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_112 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%253, %244 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%252, %254 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%256, %257 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%255, %259 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_113 = tensor.extract_slice %1[0, 18, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_114 = tensor.collapse_shape %extracted_slice_113 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %261 = linalg.matmul ins(%260, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%261, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %263 = linalg.matmul ins(%collapsed_114, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%262, %264 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_115 = tensor.extract_slice %265[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_116 = tensor.extract_slice %265[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_117 = tensor.extract_slice %265[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_118 = tensor.extract_slice %265[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_115 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_116 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_117 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_118 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %270 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%267, %258 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %268 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%270, %271 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%269, %273 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_119 = tensor.extract_slice %1[0, 19, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_120 = tensor.collapse_shape %extracted_slice_119 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %275 = linalg.matmul ins(%274, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%275, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %277 = linalg.matmul ins(%collapsed_120, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%277, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%276, %278 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_121 = tensor.extract_slice %279[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_122 = tensor.extract_slice %279[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_123 = tensor.extract_slice %279[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_124 = tensor.extract_slice %279[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_121 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_122 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_123 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_124 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%281, %272 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %282 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284, %285 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%283, %287 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_125 = tensor.extract_slice %1[0, 20, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_126 = tensor.collapse_shape %extracted_slice_125 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %289 = linalg.matmul ins(%288, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%289, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %291 = linalg.matmul ins(%collapsed_126, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%290, %292 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_127 = tensor.extract_slice %293[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_128 = tensor.extract_slice %293[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_129 = tensor.extract_slice %293[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_130 = tensor.extract_slice %293[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_127 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_128 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_129 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_130 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%295, %286 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%294, %296 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298, %299 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%300 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%297, %301 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_131 = tensor.extract_slice %1[0, 21, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_131 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %303 = linalg.matmul ins(%302, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %305 = linalg.matmul ins(%collapsed_132, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%305, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%304, %306 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_133 = tensor.extract_slice %307[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_134 = tensor.extract_slice %307[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_135 = tensor.extract_slice %307[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_136 = tensor.extract_slice %307[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_133 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_134 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_135 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_136 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%309, %300 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%308, %310 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%312, %313 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%311, %315 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_137 = tensor.extract_slice %1[0, 22, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_138 = tensor.collapse_shape %extracted_slice_137 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %317 = linalg.matmul ins(%316, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%317, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %319 = linalg.matmul ins(%collapsed_138, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%319, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%318, %320 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_139 = tensor.extract_slice %321[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_140 = tensor.extract_slice %321[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_141 = tensor.extract_slice %321[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_142 = tensor.extract_slice %321[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_139 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_140 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_141 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_142 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%323, %314 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%322, %324 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%326, %327 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%325, %329 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_143 = tensor.extract_slice %1[0, 23, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_144 = tensor.collapse_shape %extracted_slice_143 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %331 = linalg.matmul ins(%330, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%331, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %333 = linalg.matmul ins(%collapsed_144, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%333, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%332, %334 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_145 = tensor.extract_slice %335[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_146 = tensor.extract_slice %335[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_147 = tensor.extract_slice %335[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_148 = tensor.extract_slice %335[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_145 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_146 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_147 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_148 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%337, %328 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%336, %338 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%340, %341 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%342 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%339, %343 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_149 = tensor.extract_slice %1[0, 24, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_150 = tensor.collapse_shape %extracted_slice_149 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %345 = linalg.matmul ins(%344, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%345, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %347 = linalg.matmul ins(%collapsed_150, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%347, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%346, %348 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_151 = tensor.extract_slice %349[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_152 = tensor.extract_slice %349[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_153 = tensor.extract_slice %349[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_154 = tensor.extract_slice %349[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_151 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_152 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_153 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_154 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%351, %342 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%350, %352 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%354, %355 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%353, %357 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_155 = tensor.extract_slice %1[0, 25, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_156 = tensor.collapse_shape %extracted_slice_155 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %359 = linalg.matmul ins(%358, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%359, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %361 = linalg.matmul ins(%collapsed_156, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%361, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%360, %362 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_157 = tensor.extract_slice %363[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_158 = tensor.extract_slice %363[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_159 = tensor.extract_slice %363[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_160 = tensor.extract_slice %363[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_157 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_158 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_159 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_160 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%365, %356 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%364, %366 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%368, %369 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%370 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367, %371 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_161 = tensor.extract_slice %1[0, 26, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_162 = tensor.collapse_shape %extracted_slice_161 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %373 = linalg.matmul ins(%372, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%373, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %375 = linalg.matmul ins(%collapsed_162, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%375, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%374, %376 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_163 = tensor.extract_slice %377[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_164 = tensor.extract_slice %377[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_165 = tensor.extract_slice %377[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_166 = tensor.extract_slice %377[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_163 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_164 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_165 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_166 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%379, %370 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%378, %380 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%382, %383 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%384 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%381, %385 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_167 = tensor.extract_slice %1[0, 27, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_168 = tensor.collapse_shape %extracted_slice_167 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %387 = linalg.matmul ins(%386, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%387, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %389 = linalg.matmul ins(%collapsed_168, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%389, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%388, %390 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_169 = tensor.extract_slice %391[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_170 = tensor.extract_slice %391[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_171 = tensor.extract_slice %391[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_172 = tensor.extract_slice %391[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_169 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_170 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_171 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_172 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%393, %384 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%392, %394 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%396, %397 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%398 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%395, %399 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_173 = tensor.extract_slice %1[0, 28, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_174 = tensor.collapse_shape %extracted_slice_173 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %401 = linalg.matmul ins(%400, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%401, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %403 = linalg.matmul ins(%collapsed_174, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%403, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %405 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%402, %404 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_175 = tensor.extract_slice %405[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_176 = tensor.extract_slice %405[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_177 = tensor.extract_slice %405[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_178 = tensor.extract_slice %405[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_175 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_176 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_177 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %409 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_178 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%407, %398 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %408 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%410, %411 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%409, %413 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_179 = tensor.extract_slice %1[0, 29, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_180 = tensor.collapse_shape %extracted_slice_179 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %415 = linalg.matmul ins(%414, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%415, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %417 = linalg.matmul ins(%collapsed_180, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%417, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%416, %418 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_181 = tensor.extract_slice %419[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_182 = tensor.extract_slice %419[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_183 = tensor.extract_slice %419[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_184 = tensor.extract_slice %419[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_181 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %421 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_182 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_183 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_184 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%421, %412 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %425 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%420, %422 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%424, %425 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%426 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%423, %427 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_185 = tensor.extract_slice %1[0, 30, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_186 = tensor.collapse_shape %extracted_slice_185 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %429 = linalg.matmul ins(%428, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%429, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %431 = linalg.matmul ins(%collapsed_186, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%431, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%430, %432 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_187 = tensor.extract_slice %433[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_188 = tensor.extract_slice %433[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_189 = tensor.extract_slice %433[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_190 = tensor.extract_slice %433[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %434 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_187 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %435 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_188 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_189 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_190 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%435, %426 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%434, %436 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%438, %439 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%440 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%437, %441 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %extracted_slice_191 = tensor.extract_slice %1[0, 31, 0] [16, 1, 32] [1, 1, 1] : tensor<16x32x32xf32> to tensor<16x1x32xf32>
    %collapsed_192 = tensor.collapse_shape %extracted_slice_191 [[0, 1], [2]] : tensor<16x1x32xf32> into tensor<16x32xf32>
    %443 = linalg.matmul ins(%442, %transposed : tensor<16x64xf32>, tensor<64x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%443, %6 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %445 = linalg.matmul ins(%collapsed_192, %transposed_6 : tensor<16x32xf32>, tensor<32x256xf32>) outs(%4 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%445, %10 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%444, %446 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%3 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x256xf32>
    %extracted_slice_193 = tensor.extract_slice %447[0, 0] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_194 = tensor.extract_slice %447[0, 64] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_195 = tensor.extract_slice %447[0, 128] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %extracted_slice_196 = tensor.extract_slice %447[0, 192] [16, 64] [1, 1] : tensor<16x256xf32> to tensor<16x64xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_193 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_194 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_195 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_196 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      %490 = math.exp %489 : f32
      %491 = arith.addf %490, %cst_0 : f32
      %492 = arith.divf %cst_0, %491 : f32
      linalg.yield %492 : f32
    } -> tensor<16x64xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%449, %440 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%448, %450 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%452, %453 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%454 : tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.tanh %in : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%451, %455 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.mulf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<16x64xf32>
    %concat = tensor.concat dim(1) %22, %36, %50, %64, %78, %92, %106, %120, %134, %148, %162, %176, %190, %204, %218, %232, %246, %260, %274, %288, %302, %316, %330, %344, %358, %372, %386, %400, %414, %428, %442, %456 : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x2048xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [16, 32, 64] : tensor<16x2048xf32> into tensor<16x32x64xf32>
    %collapsed_197 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<16x32x64xf32> into tensor<512x64xf32>
    %transposed_198 = linalg.transpose ins(%arg5 : tensor<256x64xf32>) outs(%2 : tensor<64x256xf32>) permutation = [1, 0] 
    %457 = tensor.empty() : tensor<512x256xf32>
    %458 = linalg.fill ins(%cst : f32) outs(%457 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %459 = linalg.matmul ins(%collapsed_197, %transposed_198 : tensor<512x64xf32>, tensor<64x256xf32>) outs(%458 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %460 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<256xf32>) outs(%457 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x256xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%459, %460 : tensor<512x256xf32>, tensor<512x256xf32>) outs(%457 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.addf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<512x256xf32>
    %collapsed_199 = tensor.collapse_shape %arg8 [[0, 1]] : tensor<16x32xi64> into tensor<512xi64>
    %462 = tensor.empty() : tensor<512xi64>
    %463 = linalg.fill ins(%c0_i64 : i64) outs(%462 : tensor<512xi64>) -> tensor<512xi64>
    %464 = tensor.empty() : tensor<512xf32>
    %465 = linalg.fill ins(%cst_1 : f32) outs(%464 : tensor<512xf32>) -> tensor<512xf32>
    %466:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%461 : tensor<512x256xf32>) outs(%465, %463 : tensor<512xf32>, tensor<512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %489 = linalg.index 1 : index
      %490 = arith.index_cast %489 : index to i64
      %491 = arith.maximumf %in, %out : f32
      %492 = arith.cmpf ogt, %in, %out : f32
      %493 = arith.select %492, %490, %out_203 : i64
      linalg.yield %491, %493 : f32, i64
    } -> (tensor<512xf32>, tensor<512xi64>)
    %expanded_200 = tensor.expand_shape %466#0 [[0, 1]] output_shape [512, 1] : tensor<512xf32> into tensor<512x1xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%461, %expanded_200 : tensor<512x256xf32>, tensor<512x1xf32>) outs(%457 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.subf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<512x256xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%467 : tensor<512x256xf32>) outs(%457 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.exp %in : f32
      linalg.yield %489 : f32
    } -> tensor<512x256xf32>
    %469 = tensor.empty() : tensor<512x1xf32>
    %470 = linalg.fill ins(%cst : f32) outs(%469 : tensor<512x1xf32>) -> tensor<512x1xf32>
    %471 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%468 : tensor<512x256xf32>) outs(%470 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.addf %in, %out : f32
      linalg.yield %489 : f32
    } -> tensor<512x1xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<512x1xf32>) outs(%469 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = math.log %in : f32
      linalg.yield %489 : f32
    } -> tensor<512x1xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%467, %472 : tensor<512x256xf32>, tensor<512x1xf32>) outs(%457 : tensor<512x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.subf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<512x256xf32>
    %474 = tensor.empty() : tensor<512xi1>
    %475 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_199 : tensor<512xi64>) outs(%474 : tensor<512xi1>) {
    ^bb0(%in: i64, %out: i1):
      %489 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %489 : i1
    } -> tensor<512xi1>
    %476 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%475, %collapsed_199, %cst_5 : tensor<512xi1>, tensor<512xi64>, tensor<i64>) outs(%462 : tensor<512xi64>) {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %489 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %489 : i64
    } -> tensor<512xi64>
    %expanded_201 = tensor.expand_shape %476 [[0, 1]] output_shape [512, 1] : tensor<512xi64> into tensor<512x1xi64>
    %477 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_201 : tensor<512x1xi64>) outs(%470 : tensor<512x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %489 = linalg.index 0 : index
      %490 = arith.index_cast %in : i64 to index
      %491 = arith.cmpi slt, %490, %c256 : index
      cf.assert %491, "index must be smaller than dim size"
      %492 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %492, "index must be larger or equal to 0"
      %extracted = tensor.extract %473[%489, %490] : tensor<512x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<512x1xf32>
    %collapsed_202 = tensor.collapse_shape %477 [[0, 1]] : tensor<512x1xf32> into tensor<512xf32>
    %478 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel"]} ins(%collapsed_202 : tensor<512xf32>) outs(%464 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.negf %in : f32
      linalg.yield %489 : f32
    } -> tensor<512xf32>
    %479 = linalg.generic {indexing_maps = [#map6, #map6, #map7, #map6], iterator_types = ["parallel"]} ins(%475, %478, %cst_2 : tensor<512xi1>, tensor<512xf32>, tensor<f32>) outs(%464 : tensor<512xf32>) {
    ^bb0(%in: i1, %in_203: f32, %in_204: f32, %out: f32):
      %489 = arith.select %in, %in_203, %in_204 : f32
      linalg.yield %489 : f32
    } -> tensor<512xf32>
    %480 = tensor.empty() : tensor<i64>
    %481 = linalg.fill ins(%c0_i64 : i64) outs(%480 : tensor<i64>) -> tensor<i64>
    %482 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%475 : tensor<512xi1>) outs(%481 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %489 = arith.extui %in : i1 to i64
      %490 = arith.addi %489, %out : i64
      linalg.yield %490 : i64
    } -> tensor<i64>
    %483 = tensor.empty() : tensor<f32>
    %484 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%482 : tensor<i64>) outs(%483 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %489 = arith.sitofp %in : i64 to f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %485 = linalg.fill ins(%cst : f32) outs(%483 : tensor<f32>) -> tensor<f32>
    %486 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction"]} ins(%479 : tensor<512xf32>) outs(%485 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.addf %in, %out : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %487 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = []} ins(%486, %484 : tensor<f32>, tensor<f32>) outs(%483 : tensor<f32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %489 = arith.divf %in, %in_203 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    %488 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%487 : tensor<f32>) outs(%483 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %489 = arith.mulf %in, %cst_4 : f32
      linalg.yield %489 : f32
    } -> tensor<f32>
    return %488 : tensor<f32>
  }
  // One training step: the loss and gradients of @forward, then sgd_momentum on every parameter.
  // Arguments:
  //   #0 param     emb.weight
  //   #1 param     cell.weight_ih
  //   #2 param     cell.weight_hh
  //   #3 param     cell.bias_ih
  //   #4 param     cell.bias_hh
  //   #5 param     head.weight
  //   #6 param     head.bias
  //   #7 opt_state velocity.emb.weight
  //   #8 opt_state velocity.cell.weight_ih
  //   #9 opt_state velocity.cell.weight_hh
  //   #10 opt_state velocity.cell.bias_ih
  //   #11 opt_state velocity.cell.bias_hh
  //   #12 opt_state velocity.head.weight
  //   #13 opt_state velocity.head.bias
  //   #14 input     input0
  //   #15 label     label0
  //   #16 hyper     lr
  func.func @train_step(
      %a0: tensor<256x32xf32> {mpt.role = "param"},
      %a1: tensor<256x32xf32> {mpt.role = "param"},
      %a2: tensor<256x64xf32> {mpt.role = "param"},
      %a3: tensor<256xf32> {mpt.role = "param"},
      %a4: tensor<256xf32> {mpt.role = "param"},
      %a5: tensor<256x64xf32> {mpt.role = "param"},
      %a6: tensor<256xf32> {mpt.role = "param"},
      %a7: tensor<256x32xf32> {mpt.role = "opt_state"},
      %a8: tensor<256x32xf32> {mpt.role = "opt_state"},
      %a9: tensor<256x64xf32> {mpt.role = "opt_state"},
      %a10: tensor<256xf32> {mpt.role = "opt_state"},
      %a11: tensor<256xf32> {mpt.role = "opt_state"},
      %a12: tensor<256x64xf32> {mpt.role = "opt_state"},
      %a13: tensor<256xf32> {mpt.role = "opt_state"},
      %a14: tensor<16x32xi64> {mpt.role = "input"},
      %a15: tensor<16x32xi64> {mpt.role = "label"},
      %a16: tensor<f32> {mpt.role = "hyper", mpt.init = dense<1048576.0> : tensor<f32>})
      -> (tensor<256x32xf32> {mpt.updates = 0 : i64},
          tensor<256x32xf32> {mpt.updates = 1 : i64},
          tensor<256x64xf32> {mpt.updates = 2 : i64},
          tensor<256xf32> {mpt.updates = 3 : i64},
          tensor<256xf32> {mpt.updates = 4 : i64},
          tensor<256x64xf32> {mpt.updates = 5 : i64},
          tensor<256xf32> {mpt.updates = 6 : i64},
          tensor<256x32xf32> {mpt.updates = 7 : i64},
          tensor<256x32xf32> {mpt.updates = 8 : i64},
          tensor<256x64xf32> {mpt.updates = 9 : i64},
          tensor<256xf32> {mpt.updates = 10 : i64},
          tensor<256xf32> {mpt.updates = 11 : i64},
          tensor<256x64xf32> {mpt.updates = 12 : i64},
          tensor<256xf32> {mpt.updates = 13 : i64},
          tensor<f32>) {
    %loss, %g:7 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a14, %a15) wrt [0, 1, 2, 3, 4, 5, 6]
        : (tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<16x32xi64>, tensor<16x32xi64>)
        -> (tensor<f32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<256xf32>)
    %p0, %m0 = mpt.sgd %a0, %g#0, %a16 velocity %a7 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x32xf32>
    %p1, %m1 = mpt.sgd %a1, %g#1, %a16 velocity %a8 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x32xf32>
    %p2, %m2 = mpt.sgd %a2, %g#2, %a16 velocity %a9 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>
    %p3, %m3 = mpt.sgd %a3, %g#3, %a16 velocity %a10 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
    %p4, %m4 = mpt.sgd %a4, %g#4, %a16 velocity %a11 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
    %p5, %m5 = mpt.sgd %a5, %g#5, %a16 velocity %a12 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>
    %p6, %m6 = mpt.sgd %a6, %g#6, %a16 velocity %a13 {weight_decay = 0.0 : f64, momentum = 0.9 : f64} : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
    return %p0, %p1, %p2, %p3, %p4, %p5, %p6, %m0, %m1, %m2, %m3, %m4, %m5, %m6, %loss
        : tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<f32>
  }
}
