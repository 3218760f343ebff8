// A C program (examples/embed/train_mlp.c) trains examples/mlp.mlir
// through the C API, in f16 with dynamic loss scaling: its losses, loss
// scales and skip flags equal mpt-run's on the same batches bit for bit
// (the CSVs are byte-identical), a session resumed from its checkpoint
// repeats the second half exactly, and bad input is an error that changes
// nothing.
// RUN: rm -rf %t && mkdir -p %t/f16 %t/f32
// RUN: mpt-c-train %mpt_src_root/examples/mlp.mlir f16 40 %t/f16 | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=npy:%t/f16/x.npy,%t/f16/y.npy --shuffle=false --hyper=0.1 --steps=40 --csv=%t/f16/run.csv --print-every=0
// RUN: diff %t/f16/run.csv %t/f16/losses.csv
// RUN: FileCheck %s --check-prefix=CSV --input-file=%t/f16/losses.csv
// RUN: mpt-c-train %mpt_src_root/examples/mlp.mlir f32 12 %t/f32 > /dev/null
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=npy:%t/f32/x.npy,%t/f32/y.npy --shuffle=false --hyper=0.1 --steps=12 --csv=%t/f32/run.csv --print-every=0
// RUN: diff %t/f32/run.csv %t/f32/losses.csv
// AdamW: its step counter is state the step does not update in place (the
// session copies it into the counter's buffer).
// RUN: mkdir -p %t/adam && mpt-c-train %mpt_src_root/examples/mlp_adam.mlir f32 12 %t/adam "" 0.001 > /dev/null
// RUN: mpt-run %mpt_src_root/examples/mlp_adam.mlir --data=npy:%t/adam/x.npy,%t/adam/y.npy --shuffle=false --hyper=0.001 --steps=12 --csv=%t/adam/run.csv --print-every=0
// RUN: diff %t/adam/run.csv %t/adam/losses.csv
// The checkpoint is mpt-run's format: mpt-run starts from its parameters.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=f16 --data=npy:%t/f16/x.npy,%t/f16/y.npy --hyper=0.1 --steps=1 --load-params=%t/f16/checkpoint --print-every=0
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/f16/checkpoint/manifest.json

// CHECK: arguments: 10, batch 64 x 784, argument 0: param
// CHECK: state read: same
// CHECK: resumed after step 20
// CHECK: resumed losses: identical
// CHECK: wrong shape: batch tensor 0 is tensor<64x785xf32>, but @train_step's argument #4 (input) takes tensor<64x784xf32>
// CHECK: bad label: element 0 of the batch for argument #5 (label, tensor<64xi32>) is 10: it must lie in [0, 10)
// CHECK: bad checkpoint: /nonexistent holds no checkpoint
// CHECK: steps completed: 40
// CHECK: mean loss: first 10 steps {{.*}}, last 10 steps

// CSV: step,loss,loss_scale,skipped,grad_zero_fraction
// CSV-NEXT: 1,{{[0-9.]+}},65536,0,
// CSV-NOT: nan

// MANIFEST: "step": 20
