// RUN: not mpt-opt %s -mpt-data-parallel=reduce-type=f8E4M3FN 2>&1 | FileCheck %s
// CHECK: error: mpt-data-parallel: reduce-type must be f32, bf16 or f16, got 'f8E4M3FN'
// RUN: not mpt-opt %s -mpt-data-parallel=bucket-bytes=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: mpt-data-parallel: bucket-bytes must be at least 1, got 0
func.func @f() {
  return
}
