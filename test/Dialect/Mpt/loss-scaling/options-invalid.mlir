// RUN: not mpt-opt %s -mpt-loss-scaling=mode=sometimes 2>&1 | FileCheck %s
// CHECK: error: mpt-loss-scaling: mode must be auto, dynamic, static or none, got 'sometimes'
func.func @f() {
  return
}
