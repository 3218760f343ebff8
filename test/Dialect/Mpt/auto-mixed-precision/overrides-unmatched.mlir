// An override that matches no op of the module, at the top level or in a
// payload, changes nothing: a warning at the module says so (a misspelt
// name, an op already lowered). The overrides that match say nothing.
// RUN: mpt-opt %s -verify-diagnostics -mpt-auto-mixed-precision="add-infer=math.log,math.sqrt add-deny=linalg.batch_matmul" -o /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>

// expected-warning@+2 {{'linalg.batch_matmul' in add-deny matches no op here: the override changes nothing}}
// expected-warning@+1 {{'math.sqrt' in add-infer matches no op here: the override changes nothing}}
module {
func.func @log(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.log %in : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %l : tensor<4x4xf32>
}
}
