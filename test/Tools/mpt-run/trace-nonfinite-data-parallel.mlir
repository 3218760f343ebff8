// --trace-nonfinite under mpirun: each rank reports its own origins, naming
// itself (rank 0 on standard output, the others, whose standard output is
// silenced, on standard error). A NaN in rank 1's batch is rank 1's input
// argument; rank 0 sees it arrive through the all-reduces of the loss and
// of the gradient bucket, whose operands on rank 0 were finite.
// REQUIRES: mpi
// The two ranks' lines interleave in any order: each is checked on its own.
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=1 --precision=f16 --data-parallel --trace-nonfinite --inject=2=nan --inject-rank=1 > %t 2>&1
// RUN: FileCheck %s < %t
// RUN: not grep -E "step (1|3) \(rank" %t
// CHECK-DAG: mpt-run: step 2 (rank 1) skipped its update and had loss nan: the first op that made an inf or NaN from finite operands was
// CHECK-DAG: {{^  }}argument #4 (input) (f32 8x16, probe {{[0-9]+}}):
// CHECK-DAG: mpt-run: step 2 (rank 0) skipped its update and had loss nan: the first op that made an inf or NaN from finite operands was
// CHECK-DAG: {{^  }}forward mpt.all_reduce at Inputs/small_mlp.mlir:24 (f32, probe {{[0-9]+}}):
// CHECK-DAG: {{^    }}update mpt.all_reduce at Inputs/small_mlp.mlir:8 (f32 676, probe {{[0-9]+}})
// CHECK-DAG: skipped steps: 1 of 3
