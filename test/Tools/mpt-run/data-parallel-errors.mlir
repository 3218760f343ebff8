// mpt-run's data-parallel options that cannot apply are errors, before
// anything runs; so is a step with collectives run without --data-parallel
// (it would call MPI uninitialized).
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --inject-rank=1 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: mpt-run: error: --inject-rank needs --data-parallel
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --reduce-type=bf16 2>&1 | FileCheck %s --check-prefix=REDUCE
// REDUCE: mpt-run: error: --reduce-type needs --data-parallel
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --data-parallel --bundle=%t.bundle 2>&1 | FileCheck %s --check-prefix=BUNDLE
// BUNDLE: mpt-run: error: --data-parallel trains: --bundle does not apply
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --shard=optimizer 2>&1 | FileCheck %s --check-prefix=SHARD
// SHARD: mpt-run: error: --shard needs --data-parallel
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --overlap-collectives 2>&1 | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: mpt-run: error: --overlap-collectives needs --data-parallel
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --pipeline="mpt-autodiff,mpt-data-parallel" 2>&1 | FileCheck %s --check-prefix=UNINIT
// UNINIT: mpt-run: error: the step averages across ranks (mpt.all_reduce): run it with --data-parallel, under mpirun
