// The heap peak --report-memory computes while compiling (buffer sizes and
// frees added up in program order, mpt-heap-peak-report) is the one the
// counting allocator measures as the step runs, byte for byte: FP32, BF16
// with FP32 masters, and with saved activations low and rematerialized.
// RUN: mpt-run %S/../../../examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=2 --threads=1 --report-memory | FileCheck %s
// RUN: mpt-run %S/../../../examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=2 --threads=1 --report-memory --precision=bf16 | FileCheck %s
// RUN: mpt-run %S/../../../examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=2 --threads=1 --report-memory --precision=bf16 --saved-activations=low --rematerialize=min | FileCheck %s
// RUN: mpt-run %S/Inputs/small_mlp_adam.mlir --data=synthetic --hyper=0.01 --steps=2 --threads=1 --report-memory --precision=f16 | FileCheck %s
// On two threads the parallel loops allocate nothing more here.
// RUN: mpt-run %S/../../../examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=2 --threads=2 --report-memory | FileCheck %s

// CHECK: heap peak of @train_step: [[PEAK:[1-9][0-9]*]] bytes ({{[0-9.]+}} MiB) {{allocating|at}} {{.*}}; {{[1-9][0-9]*}} buffers live
// CHECK-NOT: not counted
// CHECK-NEXT: largest buffers live at the peak (bytes, type, first use, last use):
// CHECK-NEXT: {{^ +[1-9][0-9]*  memref<[0-9x]+x(f32|bf16|f16)>  .+ \(.+\)  -> .+ \(.+\)$}}
// CHECK: live bytes at the peak by first use (bytes, buffers):
// CHECK: step heap peak: [[PEAK]] bytes
