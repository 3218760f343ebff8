// Every training step in examples/ compiles and trains under mpt-run, in
// FP32 and mixed precision; the generated transformer block is what
// benchmarks/gen_training_step.py writes.
// RUN: %python %mpt_src_root/benchmarks/gen_training_step.py transformer --dialect mpt --layers 2 --batch 4 --seq 32 --model-dim 128 --ffn 512 | diff - %mpt_src_root/examples/transformer_block.mlir
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --samples=256 --steps=3 --hyper=0.1 --precision=f16 --eval=mlp_logits | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp_adam.mlir --data=synthetic --samples=256 --steps=3 --hyper=0.001 --precision=bf16 --eval=mlp_logits | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp_small_gradients.mlir --data=synthetic --samples=256 --steps=3 --hyper=104857.6,9.5367431640625e-07 --precision=f16 | FileCheck %s --check-prefix=NOEVAL
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --samples=256 --steps=3 --hyper=1 --precision=f16 | FileCheck %s --check-prefix=NOEVAL
// CHECK: step 3 loss
// CHECK: skipped steps: 0 of 3
// CHECK: test accuracy:
// NOEVAL: step 3 loss
// NOEVAL: skipped steps: 0 of 3
