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
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-recipe=nvfp8" 2>&1 | FileCheck %s --check-prefix=RECIPE
// RECIPE: for the --fp8-recipe option: Cannot find option named 'nvfp8'!
// The FP4 recipes' operands are E2M1: an FP8 format with them is an error.
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-forward=e5m2" 2>&1 | FileCheck %s --check-prefix=FP4-FORMAT
// FP4-FORMAT: error: mpt-auto-mixed-precision: fp8-recipe=nvfp4 has E2M1 operands; fp8-forward and fp8-backward name FP8 formats
// FP4-FORMAT-NOT: func.func
// Through the mpt-mixed-precision pipeline too.
// RUN: not mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp4 fp8-backward=e4m3" 2>&1 | FileCheck %s --check-prefix=FP4-PIPELINE
// FP4-PIPELINE: error: mpt-auto-mixed-precision: fp8-recipe=mxfp4 has E2M1 operands; fp8-forward and fp8-backward name FP8 formats
// FP4-PIPELINE-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8 fp8-gemm=weight-gradient:mxfp4:e4m3" 2>&1 | FileCheck %s --check-prefix=FP4-GEMM
// FP4-GEMM: error: mpt-auto-mixed-precision: fp8-gemm 'e4m3' in 'weight-gradient:mxfp4:e4m3' is an FP8 format, but the role's recipe, mxfp4, has E2M1 operands
// FP4-GEMM-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-gemm=dgrad:bf16" 2>&1 | FileCheck %s --check-prefix=GEMM-ROLE
// GEMM-ROLE: error: mpt-auto-mixed-precision: fp8-gemm expects ROLE:SETTING[:SETTING] with ROLE forward, input-gradient or weight-gradient, got 'dgrad:bf16'
// GEMM-ROLE-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-gemm=weight-gradient" 2>&1 | FileCheck %s --check-prefix=GEMM-EMPTY
// GEMM-EMPTY: error: mpt-auto-mixed-precision: fp8-gemm expects ROLE:SETTING[:SETTING] with ROLE forward, input-gradient or weight-gradient, got 'weight-gradient'
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-gemm=weight-gradient:f16" 2>&1 | FileCheck %s --check-prefix=GEMM-SETTING
// GEMM-SETTING: error: mpt-auto-mixed-precision: fp8-gemm 'f16' in 'weight-gradient:f16' is not bf16, a recipe (tensorwise, blockwise, blockwise-pow2, mxfp8, nvfp4, mxfp4) or a format (e4m3, e5m2)
// GEMM-SETTING-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=embedding" 2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: error: mpt-auto-mixed-precision: fp8-keep-bf16 expects lm-head, routing, attention, first:N, last:N or none, got 'embedding'
// KEEP-NOT: func.func
// RUN: not mpt-opt %s -mpt-auto-mixed-precision=add-allow=mpt.frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: 'mpt.frobnicate' in add-allow is not a registered operation
// RUN: not mpt-opt %s -mpt-auto-mixed-precision="add-allow=mpt.exp add-deny=mpt.exp" 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: 'mpt.exp' is moved into two classes, allow and deny
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.exp %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
