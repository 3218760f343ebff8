// The fuzz target's whole pipeline (parse, verify, mixed precision, CPU and
// GPU lowering) on seeds that once stopped it, under the sanitizers: each
// runs once and must come through without a report. The first made ASan
// report a use-after-poison in mpt-set-gpu-target: LLVM's allocator headers,
// inlined into mpt's instrumented code, poisoned a slab that uninstrumented
// libMLIR then allocated from (cmake/LLVMHeadersAsBuilt.h).
// REQUIRES: fuzzer
// RUN: mpt-fuzz-pipeline -detect_leaks=0 %mpt_src_root/test/Conversion/mpt-lower-to-llvm/pipeline.mlir \
// RUN:   %mpt_src_root/examples/mlp.mlir %mpt_src_root/examples/mlp_adam.mlir 2>&1 | FileCheck %s

// CHECK-COUNT-3: Executed {{.*}} in
// CHECK-NOT: ERROR
// CHECK-NOT: SUMMARY
