// Inits carry no data: a tensor.empty or a constant linalg.fill is never
// coloured and never cast; a user that needs another element type gets its
// own copy. So a shared init (what cse makes) joins no ops, and the casts on
// cse'd IR are those of the same IR before cse (3: %a, %b and the first
// matmul's result, which the ReLU reads in f16 while the function returns it
// in f32).
// RUN: mpt-opt %s --mpt-auto-mixed-precision | FileCheck %s
// RUN: mpt-opt %s --cse --mpt-auto-mixed-precision | FileCheck %s
// RUN: mpt-opt %s --cse --mpt-auto-mixed-precision | FileCheck %s --check-prefix=NOWIDEN
// RUN: mpt-opt %s --mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUMMARY
// RUN: mpt-opt %s --cse --mpt-auto-mixed-precision --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUMMARY

// SUMMARY: Remark="2 allow, 0 infer, 3 clear, 1 deny ops; 3 run low; 3 casts inserted, 0 reused, 0 round trips removed; 1 inits rebuilt; 288 bytes converted per call"

// Nothing is widened anywhere in @chain, and no fill is made in f16.
// NOWIDEN-LABEL: func.func @chain
// NOWIDEN-NOT: arith.extf
// NOWIDEN-NOT: linalg.fill {{.*}}f16
// NOWIDEN-LABEL: func.func @two_types

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @chain
// No init is widened or narrowed; the accumulators are FP32 fills and the
// ReLU's init is an f16 empty built for it.
// CHECK-NOT: arith.extf
// CHECK-DAG: %[[A:.*]] = arith.truncf %arg0 : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-DAG: %[[B:.*]] = arith.truncf %arg1 : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK-DAG: %[[E16:.*]] = tensor.empty() : tensor<4x4xf16>
// CHECK-DAG: %[[M:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x4xf16>, tensor<4x4xf16>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK-DAG: %[[M16:.*]] = arith.truncf %[[M]] : tensor<4x4xf32> to tensor<4x4xf16>
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[M16]] : tensor<4x4xf16>) outs(%[[E16]] : tensor<4x4xf16>)
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f16
// CHECK: linalg.matmul ins(%[[R]], %[[B]] : tensor<4x4xf16>, tensor<4x4xf16>) outs(%{{.*}} : tensor<4x4xf32>)
// The deny op and the clear op after it stay FP32 and need no cast.
// CHECK: math.exp %{{.*}} : f32
// CHECK: arith.negf %{{.*}} : f32
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: return
func.func @chain(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%r, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e3 = tensor.empty() : tensor<4x4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m2 : tensor<4x4xf32>) outs(%e3 : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  %e4 = tensor.empty() : tensor<4x4xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ex : tensor<4x4xf32>) outs(%e4 : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  return %n, %m : tensor<4x4xf32>, tensor<4x4xf32>
}

// One fill read (by pinned ops) in f16 and in bf16: a copy in each type, and the
// FP32 original, now unused, is erased with its empty tensor.
// CHECK-LABEL: func.func @two_types
// CHECK-NOT: tensor.empty() : tensor<4x4xf32>
// CHECK-DAG: %[[Z16:.*]] = linalg.fill ins(%{{.*}} : f16) outs(%{{.*}} : tensor<4x4xf16>)
// CHECK-DAG: %[[ZB:.*]] = linalg.fill ins(%{{.*}} : bf16) outs(%{{.*}} : tensor<4x4xbf16>)
// CHECK-NOT: linalg.fill {{.*}}f32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[Z16]] : tensor<4x4xf16>, tensor<4x4xf16>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[ZB]] : tensor<4x4xbf16>, tensor<4x4xbf16>)
// CHECK: return
func.func @two_types(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %acc: tensor<4x4xf32>, %out: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%half : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %z : tensor<4x4xf32>, tensor<4x4xf32>) outs(%out : tensor<4x4xf32>) attrs = {mpt.precision = "f16"} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%s, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %z : tensor<4x4xf32>, tensor<4x4xf32>) outs(%out : tensor<4x4xf32>) attrs = {mpt.precision = "bf16"} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %m2, %p : tensor<4x4xf32>, tensor<4x4xf32>
}
