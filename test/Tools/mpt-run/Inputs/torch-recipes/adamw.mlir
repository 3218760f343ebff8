// Exported by mpt_torch from Mlp (adamw); train with
//   mpt-run step.mlir --load-params=params --data=...
#loc1 = loc("/work/main/build/torch-venv/lib/python3.11/site-packages/torch/nn/modules/linear.py":134:0)
#loc2 = loc("/work/main/scripts/../scripts/torch_models.py":21:0)
#loc3 = loc("/work/main/scripts/../python/mpt_torch/export.py":29:0)
#loc4 = loc("/work/main/scripts/../python/mpt_torch/export.py":49:0)
#loc5 = loc("/work/main/scripts/../python/mpt_torch/__init__.py":24:0)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#loc6 = loc(callsite(#loc4 at #loc5))
#loc7 = loc(callsite(#loc3 at #loc6))
#loc8 = loc(callsite(#loc2 at #loc7))
#loc9 = loc(callsite(#loc1 at #loc8))
module {
  func.func @forward(%arg0: tensor<16x32xf32> loc(callsite(#loc1 at #loc8)), %arg1: tensor<16xf32> loc(callsite(#loc1 at #loc8)), %arg2: tensor<10x16xf32> loc(callsite(#loc1 at #loc8)), %arg3: tensor<10xf32> loc(callsite(#loc1 at #loc8)), %arg4: tensor<4x32xf32> loc(callsite(#loc1 at #loc8)), %arg5: tensor<4xi64> loc(callsite(#loc1 at #loc8))) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64 loc(#loc7)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %c0_i64 = arith.constant 0 : i64 loc(#loc)
    %c10 = arith.constant 10 : index loc(#loc)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc7)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32> loc(#loc7)
    %cst_2 = arith.constant dense<0> : tensor<i64> loc(#loc7)
    %0 = tensor.empty() : tensor<32x16xf32> loc(#loc9)
    %transposed = linalg.transpose ins(%arg0 : tensor<16x32xf32>) outs(%0 : tensor<32x16xf32>) permutation = [1, 0]  loc(#loc9)
    %1 = tensor.empty() : tensor<4x16xf32> loc(#loc9)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc9)
    %3 = linalg.matmul ins(%arg4, %transposed : tensor<4x32xf32>, tensor<32x16xf32>) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc9)
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%1 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      linalg.yield %in : f32 loc(#loc9)
    } -> tensor<4x16xf32> loc(#loc9)
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%1 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_5: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      %39 = arith.addf %in, %in_5 : f32 loc(#loc9)
      linalg.yield %39 : f32 loc(#loc9)
    } -> tensor<4x16xf32> loc(#loc9)
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x16xf32>) outs(%1 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc2 at #loc7))):
      %39 = arith.cmpf ugt, %in, %cst : f32 loc(#loc8)
      %40 = arith.select %39, %in, %cst : f32 loc(#loc8)
      linalg.yield %40 : f32 loc(#loc8)
    } -> tensor<4x16xf32> loc(#loc8)
    %7 = tensor.empty() : tensor<16x10xf32> loc(#loc9)
    %transposed_3 = linalg.transpose ins(%arg2 : tensor<10x16xf32>) outs(%7 : tensor<16x10xf32>) permutation = [1, 0]  loc(#loc9)
    %8 = tensor.empty() : tensor<4x10xf32> loc(#loc9)
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc9)
    %10 = linalg.matmul ins(%6, %transposed_3 : tensor<4x16xf32>, tensor<16x10xf32>) outs(%9 : tensor<4x10xf32>) -> tensor<4x10xf32> loc(#loc9)
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<10xf32>) outs(%8 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      linalg.yield %in : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<4x10xf32>, tensor<4x10xf32>) outs(%8 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_5: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc1 at #loc8))):
      %39 = arith.addf %in, %in_5 : f32 loc(#loc9)
      linalg.yield %39 : f32 loc(#loc9)
    } -> tensor<4x10xf32> loc(#loc9)
    %13 = tensor.empty() : tensor<4xi64> loc(#loc7)
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64> loc(#loc7)
    %15 = tensor.empty() : tensor<4xf32> loc(#loc7)
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<4xf32>) -> tensor<4xf32> loc(#loc7)
    %17:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<4x10xf32>) outs(%16, %14 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %out: f32 loc(callsite(#loc3 at #loc6)), %out_5: i64 loc(callsite(#loc3 at #loc6))):
      %39 = linalg.index 1 : index loc(#loc7)
      %40 = arith.index_cast %39 : index to i64 loc(#loc7)
      %41 = arith.maximumf %in, %out : f32 loc(#loc7)
      %42 = arith.cmpf ogt, %in, %out : f32 loc(#loc7)
      %43 = arith.select %42, %40, %out_5 : i64 loc(#loc7)
      linalg.yield %41, %43 : f32, i64 loc(#loc7)
    } -> (tensor<4xf32>, tensor<4xi64>) loc(#loc7)
    %expanded = tensor.expand_shape %17#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32> loc(#loc7)
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded : tensor<4x10xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc1 at #loc8)), %in_5: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.subf %in, %in_5 : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4x10xf32> loc(#loc7)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<4x10xf32>) outs(%8 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = math.exp %in : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4x10xf32> loc(#loc7)
    %20 = tensor.empty() : tensor<4x1xf32> loc(#loc7)
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc7)
    %22 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<4x10xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.addf %in, %out : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4x1xf32> loc(#loc7)
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<4x1xf32>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = math.log %in : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4x1xf32> loc(#loc7)
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %23 : tensor<4x10xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x10xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %in_5: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.subf %in, %in_5 : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4x10xf32> loc(#loc7)
    %25 = tensor.empty() : tensor<4xi1> loc(#loc7)
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg5 : tensor<4xi64>) outs(%25 : tensor<4xi1>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc6)), %out: i1 loc(callsite(#loc3 at #loc6))):
      %39 = arith.cmpi ne, %in, %c-100_i64 : i64 loc(#loc7)
      linalg.yield %39 : i1 loc(#loc7)
    } -> tensor<4xi1> loc(#loc7)
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %arg5, %cst_2 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%13 : tensor<4xi64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc6)), %in_5: i64 loc(callsite(#loc3 at #loc6)), %in_6: i64 loc(callsite(#loc3 at #loc6)), %out: i64 loc(callsite(#loc3 at #loc6))):
      %39 = arith.select %in, %in_5, %in_6 : i64 loc(#loc7)
      linalg.yield %39 : i64 loc(#loc7)
    } -> tensor<4xi64> loc(#loc7)
    %expanded_4 = tensor.expand_shape %27 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64> loc(#loc7)
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_4 : tensor<4x1xi64>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = linalg.index 0 : index loc(#loc7)
      %40 = arith.index_cast %in : i64 to index loc(#loc7)
      %41 = arith.cmpi slt, %40, %c10 : index loc(#loc7)
      cf.assert %41, "index must be smaller than dim size" loc(#loc7)
      %42 = arith.cmpi sge, %in, %c0_i64 : i64 loc(#loc7)
      cf.assert %42, "index must be larger or equal to 0" loc(#loc7)
      %extracted = tensor.extract %24[%39, %40] : tensor<4x10xf32> loc(#loc7)
      linalg.yield %extracted : f32 loc(#loc7)
    } -> tensor<4x1xf32> loc(#loc7)
    %collapsed = tensor.collapse_shape %28 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32> loc(#loc7)
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.negf %in : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4xf32> loc(#loc7)
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %29, %cst_1 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc6)), %in_5: f32 loc(callsite(#loc3 at #loc6)), %in_6: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.select %in, %in_5, %in_6 : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<4xf32> loc(#loc7)
    %31 = tensor.empty() : tensor<i64> loc(#loc7)
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<i64>) -> tensor<i64> loc(#loc7)
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%26 : tensor<4xi1>) outs(%32 : tensor<i64>) {
    ^bb0(%in: i1 loc(callsite(#loc3 at #loc6)), %out: i64 loc(callsite(#loc3 at #loc6))):
      %39 = arith.extui %in : i1 to i64 loc(#loc7)
      %40 = arith.addi %39, %out : i64 loc(#loc7)
      linalg.yield %40 : i64 loc(#loc7)
    } -> tensor<i64> loc(#loc7)
    %34 = tensor.empty() : tensor<f32> loc(#loc7)
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%33 : tensor<i64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.sitofp %in : i64 to f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<f32> loc(#loc7)
    %36 = linalg.fill ins(%cst : f32) outs(%34 : tensor<f32>) -> tensor<f32> loc(#loc7)
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%30 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.addf %in, %out : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<f32> loc(#loc7)
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%37, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc6)), %in_5: f32 loc(callsite(#loc3 at #loc6)), %out: f32 loc(callsite(#loc3 at #loc6))):
      %39 = arith.divf %in, %in_5 : f32 loc(#loc7)
      linalg.yield %39 : f32 loc(#loc7)
    } -> tensor<f32> loc(#loc7)
    return %38 : tensor<f32> loc(#loc7)
  } loc(#loc9)
  // One training step: the loss and gradients of @forward, then adamw on every parameter.
  // Arguments:
  //   #0 param     fc1.weight
  //   #1 param     fc1.bias
  //   #2 param     fc2.weight
  //   #3 param     fc2.bias
  //   #4 opt_state exp_avg.fc1.weight
  //   #5 opt_state exp_avg.fc1.bias
  //   #6 opt_state exp_avg.fc2.weight
  //   #7 opt_state exp_avg.fc2.bias
  //   #8 opt_state exp_avg_sq.fc1.weight
  //   #9 opt_state exp_avg_sq.fc1.bias
  //   #10 opt_state exp_avg_sq.fc2.weight
  //   #11 opt_state exp_avg_sq.fc2.bias
  //   #12 step      step
  //   #13 input     input0
  //   #14 label     label0
  //   #15 hyper     lr
  func.func @train_step(
      %a0: tensor<16x32xf32> {mpt.role = "param"},
      %a1: tensor<16xf32> {mpt.role = "param"},
      %a2: tensor<10x16xf32> {mpt.role = "param"},
      %a3: tensor<10xf32> {mpt.role = "param"},
      %a4: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a5: tensor<16xf32> {mpt.role = "opt_state"},
      %a6: tensor<10x16xf32> {mpt.role = "opt_state"},
      %a7: tensor<10xf32> {mpt.role = "opt_state"},
      %a8: tensor<16x32xf32> {mpt.role = "opt_state"},
      %a9: tensor<16xf32> {mpt.role = "opt_state"},
      %a10: tensor<10x16xf32> {mpt.role = "opt_state"},
      %a11: tensor<10xf32> {mpt.role = "opt_state"},
      %a12: tensor<i64> {mpt.role = "step"},
      %a13: tensor<4x32xf32> {mpt.role = "input"},
      %a14: tensor<4xi64> {mpt.role = "label"},
      %a15: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.003> : tensor<f32>})
      -> (tensor<16x32xf32> {mpt.updates = 0 : i64},
          tensor<16xf32> {mpt.updates = 1 : i64},
          tensor<10x16xf32> {mpt.updates = 2 : i64},
          tensor<10xf32> {mpt.updates = 3 : i64},
          tensor<16x32xf32> {mpt.updates = 4 : i64},
          tensor<16xf32> {mpt.updates = 5 : i64},
          tensor<10x16xf32> {mpt.updates = 6 : i64},
          tensor<10xf32> {mpt.updates = 7 : i64},
          tensor<16x32xf32> {mpt.updates = 8 : i64},
          tensor<16xf32> {mpt.updates = 9 : i64},
          tensor<10x16xf32> {mpt.updates = 10 : i64},
          tensor<10xf32> {mpt.updates = 11 : i64},
          tensor<i64> {mpt.updates = 12 : i64},
          tensor<f32>) {
    %loss, %g:4 = mpt.value_and_grad @forward(%a0, %a1, %a2, %a3, %a13, %a14) wrt [0, 1, 2, 3]
        : (tensor<16x32xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<4x32xf32>, tensor<4xi64>)
        -> (tensor<f32>, tensor<16x32xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>)
    %p0, %m0, %v0, %t0 = mpt.adam %a0, %g#0, %a4, %a8, %a12, %a15 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<i64>
    %p1, %m1, %v1, %t1 = mpt.adam %a1, %g#1, %a5, %a9, %a12, %a15 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
    %p2, %m2, %v2, %t2 = mpt.adam %a2, %g#2, %a6, %a10, %a12, %a15 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<10x16xf32>, tensor<10x16xf32>, tensor<10x16xf32>, tensor<i64>
    %p3, %m3, %v3, %t3 = mpt.adam %a3, %g#3, %a7, %a11, %a12, %a15 {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-08 : f64, weight_decay = 0.01 : f64} : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i64>
    return %p0, %p1, %p2, %p3, %m0, %m1, %m2, %m3, %v0, %v1, %v2, %v3, %t0, %loss
        : tensor<16x32xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<i64>, tensor<f32>
  }
}
#loc = loc(unknown)
