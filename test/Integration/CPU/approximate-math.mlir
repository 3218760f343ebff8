// mpt-lower-to-llvm{approximate-math=tanh} evaluates tanh (and the
// tanh-approximated GELU) with upstream's polynomial approximation
// (mpt-approximate-math) instead of libm: worst errors over a dense sweep,
// the tiny and clamping ranges, against numpy in float64; special values
// exact, NaN kept. libm's errors are printed for comparison.
// RUN: %python %S/Inputs/approximate_math.py %numerics_tools | FileCheck %s
// CHECK: tanh (libm): worst
// CHECK: gelu (libm): worst
// CHECK: tanh: {{.*}}: ok
// CHECK: gelu: {{.*}}: ok
// CHECK: tanh(inf, -inf, -0, 0, nan) = [1.0, -1.0, -0.0, 0.0, nan]: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
