// A transformer block's training step in upstream IR (pre-norm single-head
// attention and a GELU MLP, MSE loss, hand-derived backward, SGD), generated
// by benchmarks/gen_training_step.py. All 23 contractions - plain matmuls,
// transposed indexing maps, batch matmuls with transposed maps and a
// generalised linalg.generic matmul - get f16 inputs and FP32 outs.
// RUN: %python %mpt_src_root/benchmarks/gen_training_step.py transformer | diff - %mpt_src_root/examples/linalg/transformer_step.mlir
// RUN: mpt-opt %mpt_src_root/examples/linalg/transformer_step.mlir -mpt-auto-mixed-precision -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --input-file=%t.mlir --check-prefix=DENY
// RUN: grep -cE "linalg.(batch_)?matmul.*xf16>\) outs\(.*xf32>\)" %t.mlir | FileCheck %s --check-prefix=LOW-MATMULS
// LOW-MATMULS: 23
// RUN: grep -cE "= (arith.truncf|arith.extf) .*tensor<" %t.mlir | FileCheck %s --check-prefix=CASTS
// CASTS: 22
// RUN: mpt-opt %mpt_src_root/examples/linalg/transformer_step.mlir -test-mpt-cast-counts -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=COUNTS
// COUNTS: remark: naive 40 boundary 22
// RUN: mpt-opt %t.mlir -mpt-auto-mixed-precision | diff - %t.mlir

// No contraction anywhere keeps FP32 inputs; softmax, layer-norm statistics,
// reductions and the optimizer never go low.
// DENY-NOT: linalg.matmul {{.*}}ins({{[^)]*}}xf32>{{[^)]*}}) outs
// DENY-NOT: linalg.batch_matmul {{.*}}ins({{[^)]*}}xf32>{{[^)]*}}) outs
// DENY-NOT: math.exp %{{.*}} : f16
// DENY-NOT: math.rsqrt %{{.*}} : f16
// DENY-NOT: linalg.reduce ins(%{{.*}} : tensor<{{[0-9x]*}}f16>)

// CHECK-LABEL: func.func @train_step
// The generalised matmul keeps FP32 accumulation in its payload.
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<32x64xf16>, tensor<64x64xf16>) outs(%{{.*}} : tensor<32x64xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f16, %{{.*}}: f16, %{{.*}}: f32):
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK: return
