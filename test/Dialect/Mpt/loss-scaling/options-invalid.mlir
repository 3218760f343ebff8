// RUN: not mpt-opt %s -mpt-loss-scaling=mode=sometimes 2>&1 | FileCheck %s
// CHECK: for the --mode option: Cannot find option named 'sometimes'!
// RUN: not mpt-opt %s -mpt-loss-scaling=micro-batches=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: mpt-loss-scaling: micro-batches must be at least 1, got 0
// RUN: not mpt-opt %s -mpt-loss-scaling="mode=none micro-batches=2" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: mpt-loss-scaling: accumulating micro-batches needs mode static or dynamic (static with init-scale=1 scales nothing)
func.func @f() {
  return
}
