// mpt-prepare-linalg-for-gpu: parallel loops first, ops without parallel
// loops in a one-iteration scf.parallel, copies as linalg.copy, payload
// asserts guarded by scf.if, integer powers with i32 exponents.
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(mpt-prepare-linalg-for-gpu))' | FileCheck %s

// A sum over the batch (reduction loop first) becomes a generic with the
// parallel loop first: one kernel whose threads each reduce a column.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @column_sum
// CHECK-NOT: linalg.reduce
// CHECK-NOT: scf.parallel
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME: ins(%arg0 : memref<64x10xf32>) outs(%arg1 : memref<10xf32>)
// CHECK: arith.addf
func.func @column_sum(%in: memref<64x10xf32>, %out: memref<10xf32>) {
  linalg.reduce ins(%in : memref<64x10xf32>) outs(%out : memref<10xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// A reduction to a scalar and a 0-d fill each get a one-iteration loop.
// CHECK-LABEL: func.func @scalar
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%{{.*}}) = (%[[C0]]) to (%[[C1]]) step (%[[C1]])
// CHECK-NEXT: linalg.fill
// CHECK: scf.parallel
// CHECK-NEXT: linalg.reduce
// CHECK-SAME: dimensions = [0, 1]
func.func @scalar(%in: memref<64x10xf32>, %out: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<f32>)
  linalg.reduce ins(%in : memref<64x10xf32>) outs(%out : memref<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// Copies become linalg.copy; a 0-d copy also gets its loop.
// CHECK-LABEL: func.func @copies
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK: scf.parallel
// CHECK-NEXT: linalg.copy ins(%arg2 : memref<f32>) outs(%arg3 : memref<f32>)
// CHECK-NOT: memref.copy
func.func @copies(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %s: memref<f32>, %t: memref<f32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  memref.copy %s, %t : memref<f32> to memref<f32>
  return
}

// Already parallel-first ops, tensors, and ops inside loops are untouched.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT: linalg.generic
// CHECK: linalg.reduce ins(%arg0 : memref<10x64xf32>)
// CHECK: linalg.reduce ins(%arg2 : tensor<64x10xf32>)
// CHECK-NOT: linalg.generic
func.func @untouched(%in: memref<10x64xf32>, %out: memref<10xf32>, %t: tensor<64x10xf32>, %to: tensor<10xf32>) -> tensor<10xf32> {
  linalg.reduce ins(%in : memref<10x64xf32>) outs(%out : memref<10xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %r = linalg.reduce ins(%t : tensor<64x10xf32>) outs(%to : tensor<10xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<10xf32>
}

// torch-mlir's index checks in a gather's payload: each assert is guarded by
// an scf.if on its negation (a bare one keeps the loop from becoming a
// kernel), its message kept.
// CHECK-LABEL: func.func @gather_with_checks
// CHECK: linalg.generic
// CHECK: %[[OK:.*]] = arith.cmpi slt
// CHECK: %[[BAD:.*]] = arith.xori %[[OK]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[BAD]] {
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: cf.assert %[[FALSE]], "index must be smaller than dim size"
// CHECK-NEXT: }
// CHECK-NOT: cf.assert %[[OK]]
// CHECK: memref.load
func.func @gather_with_checks(%table: memref<4x10xf32>, %ids: memref<4xi64>, %out: memref<4xf32>) {
  %c10 = arith.constant 10 : index
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%ids : memref<4xi64>) outs(%out : memref<4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = linalg.index 0 : index
    %column = arith.index_cast %id : i64 to index
    %ok = arith.cmpi slt, %column, %c10 : index
    cf.assert %ok, "index must be smaller than dim size"
    %v = memref.load %table[%row, %column] : memref<4x10xf32>
    linalg.yield %v : f32
  }
  return
}

// An integer power with an i64 exponent gets an i32 one (libdevice's
// __nv_powif takes an int), saturated with its parity: above INT32_MAX to
// INT32_MAX - 1 + (n & 1), below INT32_MIN to INT32_MIN + (n & 1). An i32
// exponent is left alone.
// CHECK-LABEL: func.func @integer_power
// CHECK: ^bb0(%[[X:.*]]: f32, %[[N:.*]]: i64, %[[M:.*]]: i32, %{{.*}}: f32):
// CHECK: %[[PARITY:.*]] = arith.andi %[[N]], %c1_i64
// CHECK: %[[HIGH:.*]] = arith.addi %{{.*}}, %[[PARITY]]
// CHECK: %[[LOW:.*]] = arith.addi %{{.*}}, %[[PARITY]]
// CHECK: %[[ABOVE:.*]] = arith.cmpi sgt, %[[N]], %c2147483647_i64
// CHECK: %[[BELOW:.*]] = arith.cmpi slt, %[[N]], %c-2147483648_i64
// CHECK: %[[INNER:.*]] = arith.select %[[BELOW]], %[[LOW]], %[[N]]
// CHECK: %[[CLAMPED:.*]] = arith.select %[[ABOVE]], %[[HIGH]], %[[INNER]]
// CHECK: %[[NARROW:.*]] = arith.trunci %[[CLAMPED]] : i64 to i32
// CHECK: math.fpowi %[[X]], %[[NARROW]] : f32, i32
// CHECK: math.fpowi %{{.*}}, %[[M]] : f32, i32
// CHECK-NOT: : f32, i64
func.func @integer_power(%x: memref<8xf32>, %n: memref<8xi64>, %m: memref<8xi32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x, %n, %m : memref<8xf32>, memref<8xi64>, memref<8xi32>) outs(%out : memref<8xf32>) {
  ^bb0(%a: f32, %e: i64, %f: i32, %o: f32):
    %p = math.fpowi %a, %e : f32, i64
    %q = math.fpowi %p, %f : f32, i32
    linalg.yield %q : f32
  }
  return
}
