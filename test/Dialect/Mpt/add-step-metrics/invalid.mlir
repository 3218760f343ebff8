// What mpt-add-step-metrics refuses.
// RUN: mpt-opt %s -mpt-add-step-metrics -verify-diagnostics

// expected-error @+1 {{'func.func' op has more than one block: mpt-add-step-metrics expects a structured training step}}
func.func @unstructured(%w: tensor<4xf32> {mpt.role = "param"}, %c: i1)
    -> (tensor<4xf32> {mpt.updates = 0 : i64}) {
  cf.cond_br %c, ^a, ^b
^a:
  return %w : tensor<4xf32>
^b:
  return %w : tensor<4xf32>
}
