// Overrides reach payload ops: a linalg.generic whose class derives from its
// payload uses the overridden classes of the ops in it. math.log is denied
// by default, and so is a generic of it; with add-infer=math.log the generic
// is infer (between no low ops here, so it keeps FP32), with
// add-clear=math.log clear (connected to low ops: it runs in f16). An
// override that only a payload op matches is used: no warning
// (overrides-unmatched.mlir has the warning).
// RUN: mpt-opt %s -mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: mpt-opt %s -mpt-auto-mixed-precision="add-infer=math.log" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=INFER
// RUN: mpt-opt %s -mpt-auto-mixed-precision="add-clear=math.log" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLEAR
// RUN: mpt-opt %s -mpt-auto-mixed-precision="add-clear=math.log" | FileCheck %s --check-prefix=LOW

#id = affine_map<(d0, d1) -> (d0, d1)>

module {
func.func @log_between_matmuls(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) permutation = [1, 0]
  %m = linalg.matmul ins(%t, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.log %in : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%l, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = arith.addf %m, %m2 : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
}

// DEFAULT-NOT: warning
// DEFAULT: overrides-payload.mlir:22:8: remark: {{.*}}Remark="deny: precision-sensitive; keeps its precision"
// INFER-NOT: warning
// INFER: overrides-payload.mlir:22:8: remark: {{.*}}Remark="infer: not between low-precision ops; keeps its precision"
// CLEAR-NOT: warning
// CLEAR: overrides-payload.mlir:22:8: remark: {{.*}}Remark="clear: connected to low-precision ops; runs in f16"
// LOW: math.log %{{.*}} : f16
// LOW-NOT: math.log %{{.*}} : f32
