// MPT_HOST_CPU=<LLVM x86 CPU> compiles the CPU step as for that CPU on
// this one: its register blocks, its bf16 kernels and its instructions
// (here x86-64-v3: AVX2 and FMA, no AVX-512, no avx512_bf16), so either
// kind of host tests both paths. The FP32 step is bit-identical to the
// host's (each result's sum in the same order, 6 x 16 register blocks
// instead of 8 x 32); the bf16 step takes the f32 FMA kernels, as auto
// does on a host without avx512_bf16, bit for bit. A CPU LLVM does not know,
// or one whose instructions this host lacks, is an error before anything
// runs.
// REQUIRES: x86-64-v3
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --save-state=%t/host
// RUN: env MPT_HOST_CPU=x86-64-v3 mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --save-state=%t/v3
// RUN: diff -r %t/host %t/v3
// RUN: mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --bf16-dot-product=none --save-state=%t/host-bf16
// RUN: env MPT_HOST_CPU=x86-64-v3 mpt-run %mpt_src_root/examples/transformer_block.mlir --data=synthetic --hyper=0.01 --steps=3 --print-every=0 --precision=bf16 --save-state=%t/v3-bf16 2>&1 | FileCheck %s --check-prefix=V3
// RUN: diff -r %t/host-bf16 %t/v3-bf16
// RUN: env MPT_HOST_CPU=x86-64-v3 mpt-run --help | FileCheck %s --check-prefix=HELP
// RUN: env MPT_HOST_CPU=x86-64-v3 not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --precision=bf16 --bf16-dot-product=avx512 2>&1 | FileCheck %s --check-prefix=NO-DOT
// RUN: env MPT_HOST_CPU=bogus not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --csv=%t/bogus.csv 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not ls %t/bogus.csv

// V3: compiled @train_step (bf16, cpu, bf16 kernels: f32 FMAs)
// HELP: here: none, no avx512_bf16)
// NO-DOT: bf16 dot products 'avx512' cannot run here: this process has 'none'
// BOGUS: mlp.mlir:0:0: error: cannot target the host: MPT_HOST_CPU='bogus' is not an x86 CPU LLVM knows (e.g. x86-64-v3, haswell, znver3, sapphirerapids)
// BOGUS-NOT: compiled
