// The structural audit the torch-mlir fixtures run after mpt-mixed-precision
// (-test-mpt-precision-audit) flags a contraction that is not low with FP32
// accumulation and a sensitive op (a reduction, a payload with exp/log/sqrt/
// rsqrt) with a low-precision value; a max pooling is no contraction but a
// reduction (sensitive).
// RUN: mpt-opt %s -test-mpt-precision-audit -verify-diagnostics -o /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// expected-remark @+1 {{audit: 3 contractions, 1 low with FP32 accumulation; 4 sensitive ops, 2 low}}
module {
  func.func @audited(%a: tensor<4x4xf16>, %b: tensor<4x4xf16>, %acc: tensor<4x4xf32>, %acc16: tensor<4x4xf16>,
                     %x: tensor<4x4xf32>, %x16: tensor<4x4xf16>, %r16: tensor<4xf16>, %r: tensor<4xf32>,
                     %img: tensor<1x1x4x4xf32>, %win: tensor<2x2xf32>, %pool: tensor<1x1x2x2xf32>) {
    %good = linalg.matmul ins(%a, %b : tensor<4x4xf16>, tensor<4x4xf16>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
    // expected-remark @+1 {{audit: contraction not low with FP32 accumulation}}
    %fp32 = linalg.matmul ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
    // expected-remark @+1 {{audit: contraction not low with FP32 accumulation}}
    %acc_low = linalg.matmul ins(%a, %b : tensor<4x4xf16>, tensor<4x4xf16>) outs(%acc16 : tensor<4x4xf16>) -> tensor<4x4xf16>
    // expected-remark @+1 {{audit: precision-sensitive op in low precision}}
    %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x16 : tensor<4x4xf16>) outs(%x16 : tensor<4x4xf16>) {
    ^bb0(%v: f16, %o: f16):
      %e = math.exp %v : f16
      linalg.yield %e : f16
    } -> tensor<4x4xf16>
    // expected-remark @+1 {{audit: precision-sensitive op in low precision}}
    %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x16 : tensor<4x4xf16>) outs(%r16 : tensor<4xf16>) {
    ^bb0(%v: f16, %o: f16):
      %s = arith.addf %v, %o : f16
      linalg.yield %s : f16
    } -> tensor<4xf16>
    %sum32 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4xf32>) outs(%r : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.addf %v, %o : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    // Elementwise without sensitive math: neither rule applies.
    %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x16 : tensor<4x4xf16>) outs(%x16 : tensor<4x4xf16>) {
    ^bb0(%v: f16, %o: f16):
      %z = arith.constant 0.0 : f16
      %m = arith.maximumf %v, %z : f16
      linalg.yield %m : f16
    } -> tensor<4x4xf16>
    %max = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%img, %win : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%pool : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
    return
  }
}
