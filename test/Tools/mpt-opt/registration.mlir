// mpt-opt registers the mpt dialect beside every upstream dialect, and the
// usual mlir-opt flags work.
// RUN: mpt-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS-DAG: mpt
// DIALECTS-DAG: linalg
// DIALECTS-DAG: nvgpu
// DIALECTS-DAG: nvvm
// RUN: mpt-opt --help | FileCheck %s --check-prefix=HELP
// HELP-DAG: --mlir-print-ir-after-all
// HELP-DAG: --mlir-timing
// HELP-DAG: --pass-pipeline
// HELP-DAG: --convert-linalg-to-loops
// HELP-DAG: --gpu-module-to-binary
// HELP-DAG: --mpt-auto-mixed-precision
// HELP-DAG: --compute-type=<value>
// HELP-DAG: =bf16
// HELP-DAG: --add-allow=<string>
// RUN: mpt-opt %s --canonicalize --mlir-print-ir-after-all -o %t 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: IR Dump After Canonicalizer
// RUN: mpt-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-timing 2>&1 | FileCheck %s --check-prefix=TIMING
// TIMING: Execution time report
// TIMING: Canonicalizer
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mpt.neg %x : tensor<4xf32>
  %1 = mpt.neg %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
// The named pipeline is registered.
// RUN: mpt-opt --help | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: --mpt-mixed-precision
