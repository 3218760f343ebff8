// mpt-run --bf16-dot-product=amx: the transformer example's bf16 step on
// AMX tiles ends 3 steps within 3e-5 (of each array's largest entry) of the
// f32-FMA path's parameters, as vdpbf16ps does (bf16-dot-product.mlir). The
// MLP (K = 784 padded to 800 for AMX tiles) within 1.5e-3 (measured
// 4.0e-4, bf16 against FP32 4.7e-2). auto takes AMX where the host has it.
// REQUIRES: amx-bf16
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/none
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=amx --threads=2 --save-state=%t/amx
// RUN: %python %S/Inputs/compare_states.py %t/none %t/amx 3e-5 | FileCheck %s
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/mlp-none
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=amx --save-state=%t/mlp-amx
// RUN: %python %S/Inputs/compare_states.py %t/mlp-none %t/mlp-amx 1.5e-3 | FileCheck %s --check-prefix=MLP
// RUN: mpt-run --help | FileCheck %s --check-prefix=HELP

// CHECK: over 25 arrays: close
// MLP: over 5 arrays: close
// HELP: --bf16-dot-product=<string> {{.*}}here: amx)
