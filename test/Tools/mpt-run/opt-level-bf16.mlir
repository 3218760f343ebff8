// mpt-run -O 0 links and trains a step with bf16 parameters (a LoRA MLP on a
// frozen bf16 base). LLVM's x86 code generator calls compiler-rt's
// __truncsfbf2 in it where the CPU lacks AVX512-BF16; Debian's libgcc 12 has
// no such function, so the JIT binds one (JitCompile.cpp): without it this
// failed with "Symbols not found: [ __truncsfbf2 ]". With libm's math at both
// levels (--vector-math=none), -O0 and -O2 train to the same losses, byte
// for byte.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %S/Inputs/torch-parity/lora_mlp_bf16/sgd.mlir -O 0 --vector-math=none --data=synthetic --steps=5 --print-every=0 --csv=%t/O0.csv 2>&1 | FileCheck %s
// RUN: mpt-run %S/Inputs/torch-parity/lora_mlp_bf16/sgd.mlir -O 2 --vector-math=none --data=synthetic --steps=5 --print-every=0 --csv=%t/O2.csv 2>&1 | FileCheck %s
// RUN: diff %t/O0.csv %t/O2.csv
// CHECK-NOT: Symbols not found
// CHECK: skipped steps: 0 of 5
