// mpt-expand-fp8-conversions rewrites FP8 truncf/extf (scalar or vector)
// into integer arithmetic on FP32 bits and an i8 bitcast; everything else
// is left alone. Its numerics: test/Integration/CPU/fp8-conversions.mlir.
// RUN: mpt-opt %s --mpt-expand-fp8-conversions | FileCheck %s

// CHECK-LABEL: func.func @truncate
// CHECK-NOT: arith.truncf
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.minui
// CHECK: %[[BYTE:.*]] = arith.trunci %{{.*}} : i32 to i8
// CHECK: %[[F8:.*]] = arith.bitcast %[[BYTE]] : i8 to f8E4M3FN
// CHECK-NOT: arith.truncf
// CHECK: return %[[F8]]
func.func @truncate(%x: f32) -> f8E4M3FN {
  %y = arith.truncf %x : f32 to f8E4M3FN
  return %y : f8E4M3FN
}

// CHECK-LABEL: func.func @extend
// CHECK-NOT: arith.extf
// CHECK: %[[BYTE:.*]] = arith.bitcast %{{.*}} : f8E5M2 to i8
// CHECK: arith.extui %[[BYTE]] : i8 to i32
// CHECK: arith.uitofp
// CHECK: %[[F32:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-NOT: arith.extf
// CHECK: return %[[F32]]
func.func @extend(%x: f8E5M2) -> f32 {
  %y = arith.extf %x : f8E5M2 to f32
  return %y : f32
}

// Vectors keep their shape throughout.
// CHECK-LABEL: func.func @vectors
// CHECK: arith.bitcast %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi8>
// CHECK: arith.bitcast %{{.*}} : vector<8xi8> to vector<8xf8E5M2>
// CHECK: arith.bitcast %{{.*}} : vector<8xf8E4M3FN> to vector<8xi8>
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
func.func @vectors(%x: vector<8xf32>, %c: vector<8xf8E4M3FN>) -> (vector<8xf8E5M2>, vector<8xf32>) {
  %y = arith.truncf %x : vector<8xf32> to vector<8xf8E5M2>
  %z = arith.extf %c : vector<8xf8E4M3FN> to vector<8xf32>
  return %y, %z : vector<8xf8E5M2>, vector<8xf32>
}

// bf16 and f16 sources are extended to f32 first; f16 and f64 results come
// from f32.
// CHECK-LABEL: func.func @other_widths
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.bitcast %{{.*}} : i8 to f8E4M3FN
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.extf %{{.*}} : f32 to f64
func.func @other_widths(%x: bf16, %c: f8E4M3FN) -> (f8E4M3FN, f16, f64) {
  %y = arith.truncf %x : bf16 to f8E4M3FN
  %h = arith.extf %c : f8E4M3FN to f16
  %d = arith.extf %c : f8E4M3FN to f64
  return %y, %h, %d : f8E4M3FN, f16, f64
}

// Other conversions, and tensor-typed ones (bufferize first), stay.
// CHECK-LABEL: func.func @untouched
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xf8E4M3FN>
// CHECK-NOT: arith.trunci
func.func @untouched(%x: f32, %b: bf16, %t: tensor<4xf32>) -> (f16, f32, tensor<4xf8E4M3FN>) {
  %h = arith.truncf %x : f32 to f16
  %f = arith.extf %b : bf16 to f32
  %q = arith.truncf %t : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %h, %f, %q : f16, f32, tensor<4xf8E4M3FN>
}

// Rounded to FP8 and read back: rounded in FP32 on the bit pattern (the
// mantissa) and by adding and subtracting 2^(-6 - 3 + 23) (subnormals),
// with no FP8 code. The truncf stays for its other reader.
// CHECK-LABEL: func.func @round_trip
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK: %[[BIAS:.*]] = arith.constant dense<1.638400e+04> : vector<8xf32>
// CHECK: %[[UP:.*]] = arith.addf %{{.*}}, %[[BIAS]] : vector<8xf32>
// CHECK: arith.subf %[[UP]], %[[BIAS]] : vector<8xf32>
// CHECK-NOT: f8E4M3FN
// CHECK: return
// CHECK-LABEL: func.func @round_trip_kept
// CHECK-DAG: arith.bitcast %{{.*}} : i8 to f8E5M2
// CHECK-DAG: arith.addf
// CHECK: return
func.func @round_trip(%x: vector<8xf32>) -> vector<8xf32> {
  %f = arith.truncf %x : vector<8xf32> to vector<8xf8E4M3FN>
  %r = arith.extf %f : vector<8xf8E4M3FN> to vector<8xf32>
  return %r : vector<8xf32>
}
func.func @round_trip_kept(%x: f32) -> (f32, f8E5M2) {
  %f = arith.truncf %x : f32 to f8E5M2
  %r = arith.extf %f : f8E5M2 to f32
  return %r, %f : f32, f8E5M2
}

// E2M1 (FP4): the code is 4 bits (sign in bit 3), through i4; no NaN or
// infinity code, so NaN clears the sign (+6) and nothing selects an
// infinity code. The round trip adds and subtracts 2^(0 - 1 + 23).
// CHECK-LABEL: func.func @fp4
// CHECK: arith.constant 28 : i32
// CHECK: %[[CODE:.*]] = arith.trunci %{{.*}} : i32 to i4
// CHECK: arith.bitcast %[[CODE]] : i4 to f4E2M1FN
// CHECK: %[[IN:.*]] = arith.bitcast %{{.*}} : f4E2M1FN to i4
// CHECK: arith.extui %[[IN]] : i4 to i32
// CHECK: arith.constant 0x4A800000 : f32
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK-NOT: 2143289344
// CHECK: return
func.func @fp4(%x: f32, %c: f4E2M1FN, %r: f32) -> (f4E2M1FN, f32, f32) {
  %y = arith.truncf %x : f32 to f4E2M1FN
  %z = arith.extf %c : f4E2M1FN to f32
  %t = arith.truncf %r : f32 to f4E2M1FN
  %u = arith.extf %t : f4E2M1FN to f32
  return %y, %z, %u : f4E2M1FN, f32, f32
}
