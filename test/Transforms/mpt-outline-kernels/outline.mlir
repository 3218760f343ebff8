// mpt-outline-kernels: each structured op on buffers becomes a call of a
// private function holding it; ops equal but for their locations (two
// layers) call the same function, ops that differ in a shape, an indexing
// map, a constant or their payload get functions of their own.
// RUN: mpt-opt %s --mpt-outline-kernels --split-input-file | FileCheck %s
// Outlining an outlined module changes nothing.
// RUN: mpt-opt %s --mpt-outline-kernels --split-input-file | mpt-opt --mpt-outline-kernels --split-input-file | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @two_layers(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[W0:[^:]*]]: memref<8x8xf32>, %[[W1:[^:]*]]: memref<8x8xf32>, %[[SCALE:[^:]*]]: f32
// CHECK-NOT: linalg.
// CHECK: call @two_layers__fill_0(%[[H0:.*]]) : (memref<4x8xf32>) -> ()
// CHECK: call @two_layers__matmul_0(%[[X]], %[[W0]], %[[H0]])
// CHECK: call @two_layers__generic_0(%[[H0]], %[[SCALE]])
// CHECK: call @two_layers__fill_0(%[[H1:.*]]) : (memref<4x8xf32>) -> ()
// CHECK: call @two_layers__matmul_0(%[[H0]], %[[W1]], %[[H1]])
// CHECK: call @two_layers__generic_0(%[[H1]], %[[SCALE]])
// CHECK-NOT: linalg.
// CHECK: return
func.func @two_layers(%x: memref<4x8xf32>, %w0: memref<8x8xf32>,
                      %w1: memref<8x8xf32>, %scale: f32) -> memref<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %h0 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%h0 : memref<4x8xf32>) loc("layer0":1:1)
  linalg.matmul ins(%x, %w0 : memref<4x8xf32>, memref<8x8xf32>)
                outs(%h0 : memref<4x8xf32>) loc("layer0":2:1)
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]}
      outs(%h0 : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %m = arith.maximumf %out, %zero : f32
    %s = arith.mulf %m, %scale : f32
    linalg.yield %s : f32
  } loc("layer0":3:1)
  %h1 = memref.alloc() : memref<4x8xf32>
  linalg.fill ins(%zero : f32) outs(%h1 : memref<4x8xf32>) loc("layer1":1:1)
  linalg.matmul ins(%h0, %w1 : memref<4x8xf32>, memref<8x8xf32>)
                outs(%h1 : memref<4x8xf32>) loc("layer1":2:1)
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]}
      outs(%h1 : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %m = arith.maximumf %out, %zero : f32
    %s = arith.mulf %m, %scale : f32
    linalg.yield %s : f32
  } loc("layer1":3:1)
  memref.dealloc %h0 : memref<4x8xf32>
  return %h1 : memref<4x8xf32>
}
// One function per distinct op, in the order the ops come; the constant
// is cloned in, the scalar the payload reads from above is an argument.
// CHECK-LABEL: func.func private @two_layers__fill_0(
// CHECK-NEXT: arith.constant 0.000000e+00
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @two_layers__matmul_0(
// CHECK-SAME: memref<4x8xf32>, %{{.*}}: memref<8x8xf32>, %{{.*}}: memref<4x8xf32>)
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @two_layers__generic_0(
// CHECK-SAME: %[[OUT:.*]]: memref<4x8xf32>, %[[S:.*]]: f32)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[OUT]] : memref<4x8xf32>)
// CHECK: arith.maximumf %{{.*}}, %[[ZERO]]
// CHECK: arith.mulf %{{.*}}, %[[S]]
// CHECK: return
// CHECK-NOT: func.func private @two_layers__{{fill|matmul|generic}}_1

// -----

// Ops that differ only in a constant, a shape or an indexing map do not
// share; a transpose is not a copy.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @differ(
// CHECK: call @differ__fill_0(
// CHECK: call @differ__fill_1(
// CHECK: call @differ__generic_0(
// CHECK: call @differ__generic_1(
// CHECK: func.func private @differ__fill_0
// CHECK: arith.constant 0.000000e+00
// CHECK: func.func private @differ__fill_1
// CHECK: arith.constant 1.000000e+00
// CHECK: func.func private @differ__generic_0
// CHECK: func.func private @differ__generic_1
func.func @differ(%a: memref<8x8xf32>, %b: memref<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<8x8xf32>)
  linalg.fill ins(%one : f32) outs(%a : memref<8x8xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<8x8xf32>) outs(%b : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// Ops on tensors are not outlined (they have not been bufferized), nor is
// an op that is its function's whole body.
// CHECK-LABEL: func.func @on_tensors(
// CHECK: linalg.fill
// CHECK-NOT: call
// CHECK-LABEL: func.func @alone(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: return
// CHECK-NOT: func.func private
func.func @on_tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @alone(%m: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<4xf32>)
  return
}
