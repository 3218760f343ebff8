// Bad options are errors before anything runs; nothing is printed.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=compute-type=f8 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: for the --compute-type option: Cannot find option named 'f8'!
// TYPE-NOT: func.func
// FP8 saved activations wait for FP8 support; the value is not offered.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=saved-activations=fp8 2>&1 | FileCheck %s --check-prefix=SAVED
// SAVED: for the --saved-activations option: Cannot find option named 'fp8'!
// SAVED-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 amax-history=0" 2>&1 | FileCheck %s --check-prefix=HISTORY
// HISTORY: error: mpt-auto-mixed-precision: amax-history must be at least 1, got 0
// HISTORY-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-margin=-2" 2>&1 | FileCheck %s --check-prefix=MARGIN
// MARGIN: error: mpt-auto-mixed-precision: fp8-margin must be at least 0, got -2
// MARGIN-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-forward=e3m4" 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: for the --fp8-forward option: Cannot find option named 'e3m4'!
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=add-allow=mpt.frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: 'mpt.frobnicate' in add-allow is not a registered operation
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="add-allow=mpt.exp add-deny=mpt.exp" 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'mpt.exp' is moved into two classes, allow and deny
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
