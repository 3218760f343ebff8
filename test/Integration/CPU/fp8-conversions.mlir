// FP32 <-> FP8 conversions on the CPU (mpt-expand-fp8-conversions inside
// mpt-lower-to-llvm), bit for bit against ml_dtypes: truncf of 22,203 FP32
// values (every E4M3/E5M2 value, the ties between neighbours and the values
// either side of each, subnormals, overflow, infinities, NaNs, random values)
// as scalars and as vectors, extf of all 256 codes of each format, and
// truncf then extf (rounded in FP32 without the code) against the value of
// ml_dtypes' code.
// Overflow saturates: the reference clips finite values to the largest
// magnitude before ml_dtypes rounds them (Inputs/fp8/reference.npz, from
// scripts/export-fp8-reference.py).
// RUN: %python %S/Inputs/fp8_conversions.py %numerics_tools | FileCheck %s
// CHECK: e4m3 truncf (scalar): 22203/22203 codes as ml_dtypes: ok
// CHECK: e4m3 truncf (vector): 22203/22203 codes as ml_dtypes: ok
// CHECK: e4m3 extf: 256/256 values bit-identical (2 NaN): ok
// CHECK: e4m3 truncf+extf (scalar): 22203/22203 values as ml_dtypes' code decoded: ok
// CHECK: e4m3 truncf+extf (vector): 22203/22203 values as ml_dtypes' code decoded: ok
// CHECK: e5m2 truncf (scalar): 22203/22203 codes as ml_dtypes: ok
// CHECK: e5m2 truncf (vector): 22203/22203 codes as ml_dtypes: ok
// CHECK: e5m2 extf: 256/256 values bit-identical (6 NaN): ok
// CHECK: e5m2 truncf+extf (scalar): 22203/22203 values as ml_dtypes' code decoded: ok
// CHECK: e5m2 truncf+extf (vector): 22203/22203 values as ml_dtypes' code decoded: ok
// CHECK-NOT: MISMATCH
// CHECK: PASS
