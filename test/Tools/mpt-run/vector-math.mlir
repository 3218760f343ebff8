// mpt-run --vector-math: the CPU step's loops of exp (softmax) and tanh
// (GELU) call glibc's libmvec variants instead of libm once per element.
// The parameters after 3 steps of the transformer example agree with libm's
// within 1e-6 (measured: equal; libmvec's tanhf is within 1.4 ulp, expf
// 2.5 ulp), and a run with vector math trains like one without.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=1 --vector-math=none --save-state=%t/libm > %t/libm.txt
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=1 --vector-math=libmvec --save-state=%t/libmvec > %t/libmvec.txt
// RUN: %python %S/Inputs/compare_states.py %t/libm %t/libmvec 1e-6 param | FileCheck %s --check-prefix=CLOSE
// RUN: FileCheck %s < %t/libmvec.txt
// The runs did train: the state differs from the initial one.
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=0 --save-state=%t/initial
// RUN: not %python %S/Inputs/compare_states.py %t/initial %t/libmvec 1e-6 param
// A value that is none of the three is an error before anything runs.
// RUN: not mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=1 --vector-math=svml 2>&1 | FileCheck %s --check-prefix=BAD
// And on the GPU the option has no meaning.
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --device=cuda --vector-math=none 2>&1 | FileCheck %s --check-prefix=CUDA

// CLOSE: : close
// CHECK: step 1 loss
// CHECK: step 3 loss
// BAD: error: vector math must be auto, libmvec or none, got 'svml'
// BAD-NOT: step 1 loss
// CUDA: mpt-run: error: --vector-math is for --device=cpu
