// mpt-run --bf16-dot-product: the transformer example's bf16 step on AMX
// tiles and on vdpbf16ps ends 3 steps within 3e-5 (of each array's largest
// entry; measured 7.5e-6) of the f32-FMA path's parameters, 500 times closer
// than bf16 is to FP32 (4.0e-3). The MLP (K = 784 padded to 800 for AMX
// tiles) within 1.5e-3 (measured 4.0e-4, bf16 against FP32 4.7e-2). auto
// picks the best the host has; capped by MPT_HOST_BF16_DOT_PRODUCT=none it
// is the FMA path, bit for bit.
// REQUIRES: amx-bf16
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/none
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=avx512 --save-state=%t/avx512
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=amx --threads=2 --save-state=%t/amx
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --save-state=%t/f32
// RUN: %python %S/Inputs/compare_states.py %t/none %t/avx512 3e-5 | FileCheck %s
// RUN: %python %S/Inputs/compare_states.py %t/none %t/amx 3e-5 | FileCheck %s
// RUN: not %python %S/Inputs/compare_states.py %t/none %t/f32 3e-5 | FileCheck %s --check-prefix=FP32
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/mlp-none
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=amx --save-state=%t/mlp-amx
// RUN: %python %S/Inputs/compare_states.py %t/mlp-none %t/mlp-amx 1.5e-3 | FileCheck %s --check-prefix=MLP
// RUN: env MPT_HOST_BF16_DOT_PRODUCT=none mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --save-state=%t/auto-capped
// RUN: diff -r %t/none %t/auto-capped
// RUN: mpt-run --help | FileCheck %s --check-prefix=HELP
// RUN: env MPT_HOST_BF16_DOT_PRODUCT=none mpt-run --help | FileCheck %s --check-prefix=HELP-NONE

// CHECK: over 25 arrays: close
// FP32: over 25 arrays: DIFFERENT
// MLP: over 5 arrays: close
// HELP: --bf16-dot-product=<string> {{.*}}auto (default: AMX tiles where this process can run them, else the f32 FMA path, which outruns vdpbf16ps; here: amx)
// HELP-NONE: here: none, no avx512_bf16)
