// mpt-run --bf16-dot-product: the transformer example's bf16 step on
// vdpbf16ps ends 3 steps within 3e-5 (of each array's largest entry;
// measured 7.5e-6) of the f32-FMA path's parameters, 500 times closer than
// bf16 is to FP32 (4.0e-3). auto picks what the host runs best; capped by
// MPT_HOST_BF16_DOT_PRODUCT=none it is the FMA path, bit for bit. The
// compiled line names the bf16 kernels. AMX: bf16-dot-product-amx.mlir.
// REQUIRES: avx512bf16
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/none 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=avx512 --save-state=%t/avx512 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --save-state=%t/f32 2>&1 | FileCheck %s --check-prefix=F32
// RUN: %python %S/Inputs/compare_states.py %t/none %t/avx512 3e-5 | FileCheck %s
// RUN: not %python %S/Inputs/compare_states.py %t/none %t/f32 3e-5 | FileCheck %s --check-prefix=FP32
// RUN: env MPT_HOST_BF16_DOT_PRODUCT=none mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --save-state=%t/auto-capped 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: diff -r %t/none %t/auto-capped
// RUN: mpt-run --help | FileCheck %s --check-prefix=HELP
// RUN: env MPT_HOST_BF16_DOT_PRODUCT=none mpt-run --help | FileCheck %s --check-prefix=HELP-NONE

// CHECK: over 25 arrays: close
// FP32: over 25 arrays: DIFFERENT
// NONE: compiled @train_step (bf16, cpu, bf16 kernels: f32 FMAs) in
// AVX512: compiled @train_step (bf16, cpu, bf16 kernels: avx512) in
// F32: compiled @train_step (f32, cpu) in
// HELP: --bf16-dot-product=<string> {{.*}}auto (default: AMX tiles where this process can run them, else vdpbf16ps on AMD Zen, where it does twice an FMA's multiply-adds, else the f32 FMA path, which outruns vdpbf16ps on Intel's cores; here: {{(amx|avx512|none)}})
// HELP-NONE: here: none, no avx512_bf16)
