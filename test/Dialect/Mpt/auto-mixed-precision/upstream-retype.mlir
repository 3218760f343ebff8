// On upstream IR: every contraction takes low-precision inputs and keeps
// FP32 outs; payloads are retyped with their op; denied ops stay FP32.
// RUN: mpt-opt %s -mpt-auto-mixed-precision -split-input-file | FileCheck %s
// RUN: mpt-opt %s -mpt-auto-mixed-precision -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=PAYLOAD

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bnk = affine_map<(b, m, n, k) -> (b, n, k)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>

// CHECK-LABEL: func.func @contractions
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x8x16xf16>, tensor<2x16x4xf16>) outs(%{{.*}} : tensor<2x8x4xf32>)
// CHECK: linalg.contract indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<2x8x16xf16>, tensor<2x4x16xf16>) outs(%{{.*}} : tensor<2x8x4xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK-NEXT: ^bb0(%[[L:.*]]: f16, %[[R:.*]]: f16, %[[O:.*]]: f32):
// CHECK-NEXT: %[[LE:.*]] = arith.extf %[[L]] : f16 to f32
// CHECK-NEXT: %[[RE:.*]] = arith.extf %[[R]] : f16 to f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[LE]], %[[RE]] : f32
// CHECK-NEXT: arith.addf %[[O]], %[[P]] : f32
// The named ops' payloads are rebuilt by their region builders, with the
// same FP32 accumulation.
// PAYLOAD-LABEL: sym_name = "contractions"
// PAYLOAD: ^bb0(%{{.*}}: f16, %{{.*}}: f16, %{{.*}}: f32):
// PAYLOAD-NEXT: "arith.extf"
// PAYLOAD-NEXT: "arith.extf"
// PAYLOAD-NEXT: "arith.mulf"{{.*}} : (f32, f32) -> f32
// PAYLOAD-NEXT: "arith.addf"{{.*}} : (f32, f32) -> f32
func.func @contractions(%ba: tensor<2x8x16xf32>, %bb: tensor<2x16x4xf32>, %bbt: tensor<2x4x16xf32>,
                        %bc: tensor<2x8x4xf32>, %a: tensor<8x16xf32>, %b: tensor<16x4xf32>,
                        %c: tensor<8x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<8x4xf32>) {
  %0 = linalg.batch_matmul ins(%ba, %bb : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %1 = linalg.contract indexing_maps = [#bmk, #bnk, #bmn] ins(%ba, %bbt : tensor<2x8x16xf32>, tensor<2x4x16xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %2 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %0, %1, %2 : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<8x4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>

// An elementwise generic between low ops (a transpose pinned to f16 and a
// matmul) runs in f16, its payload constant rounded (0.044715 -> f16); the
// empty inits are retyped, not cast. The reduction stays FP32.
// CHECK-LABEL: func.func @payload_retyped
// CHECK: %[[M:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<8x8xf16>, tensor<8x8xf16>) outs(%{{.*}} : tensor<8x8xf32>)
// CHECK: %[[M16:.*]] = arith.truncf %[[M]] : tensor<8x8xf32> to tensor<8x8xf16>
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<8x8xf16>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[M16]] : tensor<8x8xf16>) outs(%[[E0]] : tensor<8x8xf16>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x8xf16>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[T]] : tensor<8x8xf16>) outs(%[[E]] : tensor<8x8xf16>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT: arith.constant 4.470830e-02 : f16
// CHECK: math.tanh %{{.*}} : f16
// CHECK: linalg.matmul ins(%[[G]], %{{.*}} : tensor<8x8xf16>, tensor<8x8xf16>)
// CHECK-NOT: arith.truncf
// CHECK: linalg.reduce ins(%{{.*}} : tensor<8x8xf32>)
func.func @payload_retyped(%x: tensor<8x8xf32>, %acc: tensor<8x8xf32>, %v: tensor<8xf32>) -> tensor<8xf32> {
  %m = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e0 = tensor.empty() : tensor<8x8xf32>
  %t = linalg.transpose ins(%m : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) permutation = [1, 0] {mpt.precision = "f16"}
  %e = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.constant 0.044715 : f32
    %c = arith.mulf %in, %k : f32
    %h = math.tanh %c : f32
    linalg.yield %h : f32
  } -> tensor<8x8xf32>
  %m2 = linalg.matmul ins(%g, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.reduce ins(%m2 : tensor<8x8xf32>) outs(%v : tensor<8xf32>) dimensions = [1]
    (%in: f32, %a: f32) {
      %s = arith.addf %in, %a : f32
      linalg.yield %s : f32
    }
  return %r : tensor<8xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

// A bf16 model's contraction (a frozen bf16 weight's, accumulating in bf16)
// under the f16 compute type: its bf16 argument narrowed to f16 reaches the
// bf16 accumulation through f32, which holds both (no f16 -> bf16 extf,
// which arith refuses: the widths are equal). The f32 argument, narrowed
// to f16, is extended back to f32 as before.
// CHECK-LABEL: func.func @bf16_accumulation
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x16xf16>, tensor<16x4xf16>) outs(%{{.*}} : tensor<8x4xbf16>)
// CHECK-NEXT: ^bb0(%[[L:.*]]: f16, %[[R:.*]]: f16, %[[O:.*]]: bf16):
// CHECK-NEXT: %[[LW:.*]] = arith.extf %[[L]] : f16 to f32
// CHECK-NEXT: %[[LB:.*]] = arith.truncf %[[LW]] : f32 to bf16
// CHECK-NEXT: %[[RW:.*]] = arith.extf %[[R]] : f16 to f32
// CHECK-NOT: arith.extf %{{.*}} : f16 to bf16
// CHECK: arith.mulf %[[LB]],
func.func @bf16_accumulation(%a: tensor<8x16xbf16>, %b: tensor<16x4xf32>,
                             %c: tensor<8x4xbf16>) -> tensor<8x4xbf16> {
  %0 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xbf16>, tensor<16x4xf32>) outs(%c : tensor<8x4xbf16>) {
  ^bb0(%l: bf16, %r: f32, %o: bf16):
    %rt = arith.truncf %r : f32 to bf16
    %p = arith.mulf %l, %rt : bf16
    %s = arith.addf %o, %p : bf16
    linalg.yield %s : bf16
  } -> tensor<8x4xbf16>
  return %0 : tensor<8x4xbf16>
}
