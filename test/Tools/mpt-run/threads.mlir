// mpt-run --threads: the step's kernels and large loops run on OpenMP, and
// the parameters after 3 steps are bit for bit those of one thread (every
// reduction stays in one thread, in order), in FP32 and in bf16 and f16 with
// their casts and scaling; the losses printed match too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=1 --threads=1 --save-state=%t/f32-1 > %t/f32-1.txt
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=1 --threads=2 --save-state=%t/f32-2 > %t/f32-2.txt
// RUN: diff -r %t/f32-1 %t/f32-2
// RUN: diff %t/f32-1.txt %t/f32-2.txt
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --precision=bf16 --threads=1 --save-state=%t/bf16-1
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --precision=bf16 --threads=3 --save-state=%t/bf16-3
// RUN: diff -r %t/bf16-1 %t/bf16-3
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --precision=f16 --threads=1 --save-state=%t/f16-1
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --precision=f16 --threads=2 --save-state=%t/f16-2
// RUN: diff -r %t/f16-1 %t/f16-2
// The runs did train: the state differs from the initial one.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=0 --precision=f16 --threads=2 --save-state=%t/f16-0
// RUN: not diff -r -q %t/f16-0 %t/f16-2 > /dev/null
// RUN: FileCheck %s < %t/f32-2.txt
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --device=cuda --threads=2 2>&1 | FileCheck %s --check-prefix=CUDA

// CHECK: step 3 loss
// CUDA: mpt-run: error: --threads is for --device=cpu: on the GPU the step's kernels are CUDA's
