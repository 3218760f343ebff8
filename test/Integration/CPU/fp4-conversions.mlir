// FP32 <-> E2M1 (f4E2M1FN) conversions on the CPU (mpt-expand-fp8-conversions
// inside mpt-lower-to-llvm), bit for bit against ml_dtypes: truncf of 20,130
// FP32 values (every E2M1 value, the ties between neighbours and the FP32
// values either side of each, subnormals, values beyond 6, infinities, NaNs,
// random values and random bit patterns) as scalars and as vectors, extf of
// all 16 codes, and truncf then extf (rounded in FP32 without the code).
// Ties go to even (1.25 -> 1, 2.5 -> 2, 5 -> 4: upstream's arith-expand
// rounds them away from zero); values beyond 6 and infinities saturate to
// +-6; NaN becomes +6, as PTX's cvt.rn.satfinite does (Inputs/fp4/
// reference.npz, from scripts/export-fp4-reference.py).
// RUN: %python %S/Inputs/fp4_numerics.py conversions %numerics_tools | FileCheck %s
// CHECK: e2m1 truncf (scalar), codes as ml_dtypes: 20130/20130 ok
// CHECK: e2m1 truncf (vector), codes as ml_dtypes: 20130/20130 ok
// CHECK: e2m1 extf, all 16 codes as E2M1's definition: 16/16 ok
// CHECK: e2m1 truncf+extf, values of ml_dtypes' codes: 20130/20130 ok
// CHECK: coverage: 48 NaN, 2 inf, 7300 beyond 6, 14 ties
// CHECK-NOT: MISMATCH
// CHECK: PASS
