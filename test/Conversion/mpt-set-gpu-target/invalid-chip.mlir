// An unsupported chip is an error at the module before any kernel is built;
// without the check, LLVM would abort in serialization.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_75"
// RUN: mpt-opt %s -verify-diagnostics --mpt-lower-to-nvptx="chip=sm_75" -o %t && not test -s %t

// expected-error@below {{unsupported GPU chip 'sm_75'; expected one of sm_80, sm_86, sm_89, sm_90, sm_90a}}
module {
  func.func @f(%a: memref<16x16xf16>, %c: memref<16x16xf32>) {
    linalg.matmul ins(%a, %a : memref<16x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    return
  }
}
