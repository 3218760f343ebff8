// mpt-expand-f64-to-bf16: an f64 -> bf16 truncf (scalar or vector) becomes
// a nearest f32, made round-to-odd where inexact, then f32 -> bf16; other
// truncations, and tensors, are left alone.
// RUN: mpt-opt %s --mpt-expand-f64-to-bf16 | FileCheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK-SAME: %[[D:.*]]: f64
// CHECK: %[[F:.*]] = arith.truncf %[[D]] : f64 to f32
// CHECK: %[[BACK:.*]] = arith.extf %[[F]] : f32 to f64
// CHECK: %[[INEXACT:.*]] = arith.cmpf one, %[[BACK]], %[[D]] : f64
// CHECK: %[[AWAY:.*]] = arith.cmpf ogt
// CHECK: %[[BITS:.*]] = arith.bitcast %[[F]] : f32 to i32
// CHECK: %[[DOWN:.*]] = arith.subi %[[BITS]], %{{.*}} : i32
// CHECK: %[[TZ:.*]] = arith.select %[[AWAY]], %[[DOWN]], %[[BITS]] : i32
// CHECK: %[[ODD:.*]] = arith.ori %[[TZ]], %{{.*}} : i32
// CHECK: %[[R:.*]] = arith.select %[[INEXACT]], %[[ODD]], %[[BITS]] : i32
// CHECK: %[[N:.*]] = arith.bitcast %[[R]] : i32 to f32
// CHECK: %[[B:.*]] = arith.truncf %[[N]] : f32 to bf16
// CHECK-NOT: arith.truncf %{{.*}} : f64 to bf16
// CHECK: return %[[B]]
func.func @scalar(%d: f64) -> bf16 {
  %b = arith.truncf %d : f64 to bf16
  return %b : bf16
}

// CHECK-LABEL: func.func @vector(
// CHECK: arith.constant dense<1> : vector<4xi32>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK: arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK-NOT: vector<4xf64> to vector<4xbf16>
func.func @vector(%d: vector<4xf64>) -> vector<4xbf16> {
  %b = arith.truncf %d : vector<4xf64> to vector<4xbf16>
  return %b : vector<4xbf16>
}

// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: arith.cmpf
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: arith.truncf %{{.*}} : f64 to f16
// CHECK: arith.truncf %{{.*}} : tensor<4xf64> to tensor<4xbf16>
// CHECK-NOT: arith.cmpf
func.func @left_alone(%f: f32, %d: f64, %t: tensor<4xf64>) -> (bf16, f16, tensor<4xbf16>) {
  %a = arith.truncf %f : f32 to bf16
  %b = arith.truncf %d : f64 to f16
  %c = arith.truncf %t : tensor<4xf64> to tensor<4xbf16>
  return %a, %b, %c : bf16, f16, tensor<4xbf16>
}
