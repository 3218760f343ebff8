// The PTX the pipeline makes from the examples uses the tensor cores:
// m16n8k16 MMAs with FP32 accumulation (f16 and bf16), ldmatrix, and a real
// multi-stage cp.async pipeline (wait_group 1: one slice stays in flight).
// RUN: rm -rf %t
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx="dump-dir=%t/f16" -o /dev/null
// RUN: cat %t/f16/matmul_64x256x784_nn_f16_set.ptx | FileCheck %s --check-prefix=F16
// RUN: cat %t/f16/matmul_784x256x64_tn_f16_set.ptx | FileCheck %s --check-prefix=TN
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=bf16" --mpt-lower-to-nvptx="chip=sm_90 dump-dir=%t/bf16" -o /dev/null
// RUN: cat %t/bf16/matmul_*.ptx | FileCheck %s --check-prefix=BF16
// Reductions to a scalar (finiteness, loss) combine threads by warp shuffles.
// RUN: cat %t/f16/train_step_kernel*.ptx | FileCheck %s --check-prefix=REDUCE
// Every matmul of the mixed step becomes a tensor-core kernel: none is left
// for the generic path.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx --mlir-print-ir-after=mpt-outline-tensor-core-matmuls -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// The host reads nothing back during a step: the skip decision is made by
// the update kernels (no scf.if, no copy to a host buffer), and the
// parameters are updated in place (not returned).
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx --mlir-print-ir-after=gpu-async-region -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// The unscaling runs inside the finiteness check's reductions and the update
// kernels: no unscaled gradient and no i1 tensor is materialized.
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision --mpt-lower-to-nvptx --mlir-print-ir-after=mpt-fuse-elementwise -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED

// F16: .target sm_80
// F16: .visible .entry matmul_64x256x784_nn_f16_set(
// F16: .maxntid 128, 1, 1
// F16: .shared .align 16 .b8
// F16: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{%r[0-9]+}};
// F16: cp.async.commit_group;
// F16: cp.async.wait_group 1;
// F16: bar.sync 0;
// F16: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// F16: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// F16: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// F16: cp.async.wait_group 0;
// F16-NOT: bf16

// The weight gradient X^T dY reads A transposed.
// TN: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// TN: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// BF16: .target sm_90
// BF16: cp.async.wait_group 1;
// BF16: ldmatrix.sync.aligned
// BF16: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// BF16-NOT: .f16.f16.f32

// REDUCE: shfl.sync.bfly.b32
// REDUCE: bar.sync

// HOST-LABEL: func.func @train_step
// HOST-SAME: -> (memref<f32>, memref<f32> {mpt.updates = 7 : i64}, memref<i32> {mpt.updates = 8 : i64}, memref<i32> {mpt.updates = 9 : i64})
// HOST-SAME: mpt.donated_results = array<i64: 0, 0, 1, 1, 2, 2, 3, 3>
// HOST-NOT: scf.if
// HOST-NOT: memref.alloca
// HOST-NOT: memref.load
// HOST: gpu.wait [%{{.*}}]
// HOST-NEXT: return

// AFTER-LABEL: func.func @train_step
// AFTER-NOT: linalg.matmul
// AFTER-COUNT-5: gpu.launch_func @matmul_
// AFTER-NOT: linalg.matmul
// AFTER: gpu.module @matmul_

// FUSED-LABEL: func.func @train_step
// FUSED-NOT: xi1>
// FUSED: ins(%{{.*}}, %arg7 : tensor<784x256xf32>, tensor<f32>) outs(%{{.*}} : tensor<i1>)
// FUSED-NEXT: ^bb0
// FUSED-NEXT: arith.divf
// FUSED-NEXT: math.isfinite
// FUSED: ins(%{{.*}}, %arg7 : tensor<256xf32>, tensor<f32>) outs(%{{.*}} : tensor<i1>)
// FUSED-NEXT: ^bb0
// FUSED-NEXT: arith.divf
// FUSED-NEXT: math.isfinite
// FUSED: ins(%{{.*}}, %arg7 : tensor<256x10xf32>, tensor<f32>) outs(%{{.*}} : tensor<i1>)
// FUSED-NEXT: ^bb0
// FUSED-NEXT: arith.divf
// FUSED-NEXT: math.isfinite
// FUSED: ins(%{{.*}}, %arg7 : tensor<10xf32>, tensor<f32>) outs(%{{.*}} : tensor<i1>)
// FUSED-NEXT: ^bb0
// FUSED-NEXT: arith.divf
// FUSED-NEXT: math.isfinite
// FUSED: scf.if
// FUSED-COUNT-4: ins(%{{.*}}, %arg7, %arg6 : tensor<{{.*}}>, tensor<f32>, tensor<f32>) outs(%arg{{[0-3]}} : tensor<{{.*}}>)
// FUSED-NOT: xi1>
// FUSED: return
