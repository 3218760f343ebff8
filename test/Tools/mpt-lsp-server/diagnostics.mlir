// mpt-lsp-server knows the mpt dialect: opening this file (whose matmul has
// mismatched contraction dimensions) publishes the verifier's diagnostic at
// the op's location.
// RUN: %python %S/Inputs/lsp_client.py %mpt_tools_dir/mpt-lsp-server %s | FileCheck %s
// CHECK: initialized: mlir-lsp-server
// CHECK: [[@LINE+3]]:8 severity 1 'mpt.matmul' op contraction dimensions differ: lhs has 4, rhs has 5
func.func @f(%a: tensor<8x4xf32>, %b: tensor<5x3xf32>) -> tensor<8x3xf32> {
  %ok = mpt.relu %a : tensor<8x4xf32>
  %0 = mpt.matmul %ok, %b : tensor<8x4xf32>, tensor<5x3xf32> -> tensor<8x3xf32>
  return %0 : tensor<8x3xf32>
}
