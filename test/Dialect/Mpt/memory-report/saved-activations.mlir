// mpt-memory-report lists the saved activations by the derivative rules that
// read them, and gives the reason a rule keeps an FP32 group wide; the
// payload-derived rule of linalg ops decides from the payload: a ReLU's
// input (a comparison) and exp's output read by a division tolerate bf16,
// exp's recomputed input and a broadcast row sum do not. Uninitialised
// tensors carry no data and are not counted.
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16" -mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=ASC
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" -mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=LOW
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" -mpt-memory-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mpt-opt %s -mpt-autodiff -mpt-auto-mixed-precision="compute-type=bf16 saved-activations=low" | FileCheck %s --check-prefix=IR

// ASC: activation 208 208 bf16 64 f32 144
// ASC: saved activations by the derivative rules that read them:
// ASC-NEXT: linalg.generic f32 64 bytes in 1 values{{$}}
// ASC-NEXT: linalg.generic f32 64 bytes in 1 values; kept: the payload recomputes exp of it, which moves by |x| roundings of the saved value
// ASC-NEXT: linalg.generic bf16 32 bytes in 1 values{{$}}
// ASC-NEXT: linalg.matmul bf16 32 bytes in 1 values{{$}}
// ASC-NEXT: linalg.generic f32 16 bytes in 1 values; kept: a broadcast operand
// ASC-NOT: no rule declares it

// LOW: activation 176 208 bf16 96 f32 80
// LOW: saved activations by the derivative rules that read them:
// LOW-NEXT: linalg.generic bf16 64 bytes in 2 values{{$}}
// LOW-NEXT: linalg.generic f32 64 bytes in 1 values; kept: the payload recomputes exp of it
// LOW-NEXT: linalg.matmul bf16 32 bytes in 1 values{{$}}
// LOW-NEXT: linalg.generic f32 16 bytes in 1 values; kept: a broadcast operand
// LOW-NOT: linalg

// JSON: "saved_activations": [
// JSON-NEXT: {
// JSON-NEXT: "saved_for": "linalg.generic",
// JSON-NEXT: "element_type": "bf16",
// JSON-NEXT: "bytes": 64,
// JSON-NEXT: "values": 2
// JSON-NEXT: },
// JSON-NEXT: {
// JSON-NEXT: "saved_for": "linalg.generic",
// JSON-NEXT: "element_type": "f32",
// JSON-NEXT: "bytes": 64,
// JSON-NEXT: "values": 1,
// JSON-NEXT: "kept_because": "the payload recomputes exp of it, which moves by |x| roundings of the saved value"

// exp's output is stored in bf16 and widened in the backward, before the
// row sum's gradient reads it.
// IR-LABEL: func.func @train_step
// IR: %[[R:.*]] = linalg.generic
// IR: arith.cmpf ugt
// IR: %[[E:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<4x4xf32>)
// IR-NEXT: ^bb0
// IR-NEXT: math.exp
// IR: %[[ELOW:.*]] = mpt.cast %[[E]] : tensor<4x4xf32> to tensor<4x4xbf16>
// IR-NOT: mpt.cast %[[R]]
// IR: %[[EW:.*]] = mpt.cast %[[ELOW]] {mpt.phase = "backward"} : tensor<4x4xbf16> to tensor<4x4xf32>
// IR-NEXT: linalg.generic {{.*}} ins(%[[EW]],
// IR: return

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @loss(%w: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xf32>) outs(%e0 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.constant 0.0 : f32
    %pos = arith.cmpf ugt, %in, %c0 : f32
    %v = arith.select %pos, %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%relu : tensor<4x4xf32>) outs(%e0 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %sum0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<4x4xf32>) outs(%sum0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<4x4xf32>, tensor<4xf32>) outs(%e0 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.divf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %l = mpt.reduce_sum %p dims = [0, 1] : tensor<4x4xf32> -> tensor<f32>
  return %l : tensor<f32>
}
func.func @train_step(%w: tensor<4x4xf32> {mpt.role = "param"}, %x: tensor<4x4xf32> {mpt.role = "input"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<4x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w, %x) wrt [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<f32>, tensor<4x4xf32>)
  %n = mpt.sgd %w, %g, %lr : tensor<4x4xf32>, tensor<4x4xf32>
  return %n, %l : tensor<4x4xf32>, tensor<f32>
}
