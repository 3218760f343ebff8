// Bad options are errors before anything runs; nothing is printed.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=compute-type=f8 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: for the --compute-type option: Cannot find option named 'f8'!
// TYPE-NOT: func.func
// FP8 saved activations wait for FP8 support; the value is not offered.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=saved-activations=fp8 2>&1 | FileCheck %s --check-prefix=SAVED
// SAVED: for the --saved-activations option: Cannot find option named 'fp8'!
// SAVED-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=add-allow=mpt.frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: 'mpt.frobnicate' in add-allow is not a registered operation
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="add-allow=mpt.exp add-deny=mpt.exp" 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'mpt.exp' is moved into two classes, allow and deny
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
