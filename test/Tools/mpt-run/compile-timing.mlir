// mpt-run --compile-timing: the compile's time as a tree of phases, the
// training step's passes and the lowering's passes nested in theirs, LLVM's
// optimization inside the LLVM IR phase, then machine code - printed once,
// before training. Standard error is not a terminal here, so there is no
// progress line. Without the flag, no tree.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --compile-timing 2>&1 >/dev/null | FileCheck %s
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 2>&1 >/dev/null | FileCheck %s --check-prefix=PLAIN
// CHECK-NOT: compiling @
// CHECK: Execution time report
// CHECK: parsing
// CHECK: training step passes
// CHECK: AddStepMetrics
// CHECK: lowering to the LLVM dialect
// CHECK: VectorizeContractions
// CHECK: CheckLoweredToLLVM
// CHECK: LLVM IR: translation and optimization
// CHECK-NEXT: LLVM's optimization
// CHECK: machine code
// CHECK: Total
// CHECK-NOT: Execution time report
// CHECK-NOT: compiling @
// CHECK: mpt-run: compiled @train_step
// CHECK-NOT: Execution time report
// PLAIN-NOT: Execution time report
// PLAIN-NOT: compiling @
// PLAIN: mpt-run: compiled @train_step
